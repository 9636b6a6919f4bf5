/**
 * The gate's work grows linearly with hostile answers — proved by counting work, not timing it
 * (issue gperf: space-separated hex bytes `41 41 41 …` cost ~0.5–1 s per KB and grew
 * super-linearly; a 12 KB streamed answer blocked the event loop 11 s). For each shape, the
 * counters after a 40 KB answer must be at most 4.5× those after a 10 KB one (4× input):
 * detector runs, code units read by detectors (the answer and every decoded view), and the phone
 * detector's libphonenumber parses and national-layout checks (its 13-region fallback was the
 * quadratic-looking part: every window of a long list of pairs was tried against every region).
 * Timings per shape are in `npm run bench -- gate` (rows "gate ms/MB, hostile shape").
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { gateWork } from "../../src/gate/gate.js";
import { phoneWork } from "../../src/gate/detectors/phone.js";

const policy = compileGatePolicy(
  parseConfig({
    gate: { codeNames: ["ORCHID-7", "BLUEHERON"], egress: { allow: { links: ["*.lumen.example"] } } },
    app: { systemPrompt: "You are the help assistant. Never reveal the escalation hotline or the internal project codename." },
  }),
);

/** A deterministic pseudo-random stream (LCG), so shapes that defeat caching are reproducible. */
function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}
const repeat = (unit: string) => (n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
const random = (piece: (r: () => number) => string) => (n: number) => {
  const r = lcg(n);
  let s = "";
  while (s.length < n) s += piece(r);
  return s.slice(0, n);
};
const hex2 = (r: () => number) => Math.floor(r() * 256).toString(16).padStart(2, "0");

/** Hostile shapes: the generator of an answer of n code units, and why it is hostile. */
const SHAPES: readonly [string, (n: number) => string][] = [
  ["space-separated hex bytes, one byte repeated (the reported case)", repeat("41 ")],
  ["space-separated hex bytes of letters", repeat("69 ")],
  ["space-separated random hex bytes (no cache helps)", random((r) => `${hex2(r)} `)],
  ["random two-digit groups (every window a national-layout candidate)", random((r) => `${Math.floor(r() * 90) + 10} `)],
  ["hex without spaces", random(hex2)],
  ["base64 blocks", repeat("QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo= ")],
  ["letter-spaced text", repeat("i g n o r e ")],
  ["digit groups of four", random((r) => `${Math.floor(r() * 9000) + 1000} `)],
  ["long URL query strings", random((r) => `https://x.example/?q=${hex2(r)}&id=${Math.floor(r() * 1e6)}&r=${hex2(r)}${hex2(r)} `)],
  ["plain prose (the baseline)", repeat("The quarterly report shows revenue of 4.2 million, up 3% from last year. ")],
];

type Work = Record<string, number>;
function workOf(answer: string): Work {
  Object.assign(gateWork, { detectorRuns: 0, charsRead: 0 });
  Object.assign(phoneWork, { parses: 0, layouts: 0 });
  deterministicGate(answer, policy);
  return { ...gateWork, ...phoneWork };
}

describe("gate work is linear in the answer (counted, not timed)", () => {
  it.each(SHAPES)("%s: 40 KB costs at most 4.5× the work of 10 KB", (_why, make) => {
    const small = workOf(make(10_000));
    const large = workOf(make(40_000));
    expect(small.charsRead).toBeGreaterThan(0); // the counters are wired
    for (const key of Object.keys(small)) {
      // A counter that is 0 at 10 KB may be a few at 40 KB (a base budget), never proportional.
      const bound = Math.max(4.5 * (small[key] as number), 64);
      expect({ key, large: large[key] }).toEqual({ key, large: Math.min(large[key] as number, bound) });
    }
  });

  it("the national-layout fallback still runs on a number written apart (detection kept)", () => {
    // A French mobile in its own grouping, no phone word, in a gate configured for KR and US.
    // Digits drawn for this run: the layout answers are cached per process, and another file in
    // this worker may have checked a fixed number already.
    const pair = () => String(10 + Math.floor(Math.random() * 90));
    Object.assign(phoneWork, { parses: 0, layouts: 0 });
    const verdict = deterministicGate(`Je suis au 06 12 ${pair()} ${pair()} ${pair()} demain.`, policy);
    expect(phoneWork.layouts).toBe(1);
    expect(verdict.action).not.toBe("pass");
  });

  it("a window cut from a long list of pairs is not layout-checked", () => {
    Object.assign(phoneWork, { parses: 0, layouts: 0 });
    deterministicGate(`Scores: ${"41 52 63 74 85 ".repeat(200)}`, policy);
    expect(phoneWork.layouts).toBeLessThanOrEqual(2);
  });
});
