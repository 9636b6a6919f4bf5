/**
 * The atom scan of the fast pass (`AtomTable`, `quick.ts`) on text dense with trigger words:
 * it records presence, not counts, so an atom whose slots were hit is not compared again, a
 * small bucket whose atoms were all hit is not visited again, and a bucket is searched by the
 * text's third unit. Checked by work counts (`ATOM_WORK`), never by time, and against a naive
 * reading of the same needs.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scanEvidence } from "../../src/boundary/index.js";
import { ATOM_WORK, AtomTable, analyseTrigger } from "../../src/boundary/quick.js";
import { propertyRuns } from "../helpers/property-runs.js";

/** Trigger words of several rules and detectors, in English, Korean and markup. */
const TRIGGER_WORDS = ["ignore", "system", "prompt", "instructions", "assistant", "you", "task", "key", "update", "rules", "previous", "admin", "developer", "disregard", "forget", "override", "tool", "call", "function", "무시해", "프롬프트", "지시", "규칙", "시스템", "user", "role", "content", "<|im_start|>", "Reveal"];

/** `<pre ` then trigger words, `n` code units (a flat string). */
function triggerDense(n: number): string {
  const parts = ["<pre "];
  let length = 5;
  for (let k = 0; length < n; k++) {
    const w = `${TRIGGER_WORDS[(k * 7) % TRIGGER_WORDS.length] as string} `;
    parts.push(w);
    length += w.length;
  }
  return parts.join("").slice(0, n);
}

/** The owners a naive reading finds: some alternative of a source has, for each need, one atom in the text (ASCII case folded). */
function naiveFound(sources: readonly string[], text: string): number[] {
  const lower = text.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return sources.flatMap((s, owner) => (analyseTrigger(s).some(([needs]) => needs === null || needs.every((need) => need.some((a) => lower.includes(a)))) ? [owner] : []));
}

describe("atom scan work on trigger-dense text", () => {
  // Sources without follow units (the naive reading has none), several sharing pairs (`in`, `re`, `sy`).
  const SOURCES = ["ignore", "ignition", "instructions?", "instead", "system\\s{0,4}prompt", "(?:reveal|repeat|reset)", "rules|regels", "<\\|im_start\\|>", "(?:re|in)", "sys", "key", "x"];
  const table = new AtomTable();
  table.addEach(SOURCES.map((s, i) => [i, [s]]));
  const scan = (text: string) => {
    const found = new Uint8Array(SOURCES.length);
    table.scan(text, found);
    return [...found.keys()].filter((o) => found[o] === 1);
  };

  it("finds the owners a naive reading of the needs finds, on texts built from atoms and noise", () => {
    const piece = fc.constantFrom("ignore", "IGNITION", "instruct", "instructions", "instead", "system", "prompt", "reveal", "REPEAT", "reset", "regels", "rul", "<|im_start|>", "re", "in", "sy", "ke", "key", "x", " ", "\n", "é", "무시");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join("");
        expect(scan(text)).toEqual(naiveFound(SOURCES, text));
        // A second scan of the same table (done buckets reopened by `reset`) agrees too.
        expect(scan(`zz${text}`)).toEqual(naiveFound(SOURCES, `zz${text}`));
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it("compares each atom that occurs once, however long the text (presence, not counts)", () => {
    // Every atom of the `ig`, `sy`, `pr`, `ke` and `<|` buckets occurs; `re` (the end of
    // `ignore`) is a two-unit atom of a bucket whose longer atoms never occur: visited at each
    // `re`, compared once, its longer atoms never (the third unit is a space).
    const words = ["ignore", "ignition", "system", "prompt", "key", "<|im_start|>"];
    const atoms = new Set(SOURCES.flatMap((s) => analyseTrigger(s).flatMap(([needs]) => (needs ?? []).flat()))).size;
    const compares: number[] = [];
    for (const n of [10_000, 20_000, 40_000, 80_000]) {
      let text = "";
      while (text.length < n) text += `${words.join(" ")} `;
      ATOM_WORK.calls = 0;
      ATOM_WORK.compares = 0;
      expect(scan(text)).toEqual(naiveFound(SOURCES, text));
      compares.push(ATOM_WORK.compares);
      expect(ATOM_WORK.compares).toBeLessThanOrEqual(atoms);
    }
    // The same count at every size: no compare after the first occurrence of each atom.
    expect(new Set(compares).size).toBe(1);
  });

  it("grows at most 2.2× per doubling in scanEvidence on `<pre ` + trigger words, with a constant of compares per call", () => {
    const work: { calls: number; compares: number }[] = [];
    let findings: number | null = null;
    for (const n of [25_000, 50_000, 100_000, 200_000]) {
      const text = triggerDense(n);
      ATOM_WORK.calls = 0;
      ATOM_WORK.compares = 0;
      const r = scanEvidence(text);
      work.push({ ...ATOM_WORK });
      // The same words repeated: whatever the verdict, it does not change with the length.
      findings ??= r.findings.length > 0 ? 1 : 0;
      expect(r.findings.length > 0 ? 1 : 0).toBe(findings);
    }
    for (let k = 1; k < work.length; k++) {
      const [a, b] = [work[k - 1] as { calls: number; compares: number }, work[k] as { calls: number; compares: number }];
      expect(b.calls / a.calls).toBeLessThanOrEqual(2.2);
      expect(b.compares / a.compares).toBeLessThanOrEqual(2.2);
    }
    // Before the third-unit search and the spent-atom skip, 24 atoms per call were compared.
    for (const w of work) expect(w.compares / w.calls).toBeLessThan(4);
  });
});
