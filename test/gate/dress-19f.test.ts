/**
 * Issue 19, round 6 kinds (`dress-19f.cases.ts`): every grouped value in every dress, foreign
 * phones with invisible characters, spelled e-mail addresses and transliterated code names are
 * stopped, whole and streamed in small chunks; every look-alike passes untouched.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { collectGateStream, compileGatePolicy, deterministicGate, gateStream, type GatePolicy } from "../../src/gate/index.js";
import { tokensOf } from "../helpers/stream.js";
import { CODE_NAME_CARRIERS, DRESSES, DRESS_LOOKALIKES, FOREIGN_PHONES, GROUPED_VALUES, SPELLED_EMAILS, TRANSLITERATED_CODE_NAMES } from "./dress-19f.cases.js";

const policy = compileGatePolicy(parseConfig({ gate: { phone: { regions: ["KR", "US"] } } }));
const names = TRANSLITERATED_CODE_NAMES.map(([n]) => n);
const named = compileGatePolicy(parseConfig({ gate: { codeNames: names, phone: { regions: ["KR", "US"] } } }));

const dressed = GROUPED_VALUES.flatMap((v) => Object.entries(DRESSES).map(([dress, f]) => [`${v.kind} / ${dress}`, `${v.label}${f(v.parts)} please.`] as const));
const codeNameCases = TRANSLITERATED_CODE_NAMES.flatMap(([name, forms]) => forms.flatMap((f) => CODE_NAME_CARRIERS.map((c) => [name, c.replace("%s", f)] as const)));

/** Chunks of `size` code units. */
const chunks = (text: string, size: number) => Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));

/** Streams `text` in chunks of `size`: the stream blocks or releases none of a finding's original text. */
async function streamHidesLeak(text: string, size: number, p: GatePolicy): Promise<void> {
  const whole = deterministicGate(text, p);
  expect(whole.action).not.toBe("pass");
  const events = await collectGateStream(gateStream(tokensOf(chunks(text, size)), p));
  if (events.blocked) {
    expect(text.startsWith(events.text)).toBe(true);
    const first = Math.min(...whole.findings.filter((f) => f.kind === "detector").map((f) => f.start));
    expect(events.text.length).toBeLessThanOrEqual(first);
  } else {
    for (const f of whole.findings.filter((x) => x.kind === "detector")) expect(events.text).not.toContain(text.slice(f.start, f.end));
  }
}

describe("issue 19 round 6: values in any dress", () => {
  it.each(dressed)("%s: %s is stopped", (_kind, text) => {
    expect(deterministicGate(text, policy).action).not.toBe("pass");
  });

  it.each(FOREIGN_PHONES.map((t) => [t] as const))("foreign phone with invisible characters: %s is stopped", (text) => {
    expect(deterministicGate(text, policy).findings.map((f) => f.id)).toContain("phone");
  });

  it.each(SPELLED_EMAILS.map((t) => [t] as const))("spelled e-mail: %s is stopped", (text) => {
    expect(deterministicGate(text, policy).findings.map((f) => f.id)).toContain("email");
  });

  it.each(codeNameCases)("code name %s transliterated: %s is stopped", (_name, text) => {
    expect(deterministicGate(text, named).findings.map((f) => f.id)).toContain("code-name");
  });

  it.each(DRESS_LOOKALIKES.map((t) => [t] as const))("look-alike %s passes untouched", (text) => {
    const v = deterministicGate(text, named);
    expect(v.findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });

  it("a redaction covers the dressed value in the raw answer, markup included", () => {
    const text = "Card: <span>4539</span><span>1488</span><span>0343</span><span>6467</span> please.";
    const f = deterministicGate(text, policy).findings.find((x) => x.id === "credit-card");
    expect(f && text.slice(f.start, f.end)).toBe("4539</span><span>1488</span><span>0343</span><span>6467");
    const esc = "CPF: 387\\.614\\.925\\-82.";
    const g = deterministicGate(esc, policy).findings.find((x) => x.id === "national-id");
    expect(g && esc.slice(g.start, g.end)).toBe("387\\.614\\.925\\-82");
  });

  // Streams in chunks of 1, 2, 3 and 7 code units: a leak is never released.
  const streamed = [
    ...["markdown escapes", "span per group", "&nbsp;", "zero-width space", "soft hyphen", "inline code"].flatMap((d) =>
      GROUPED_VALUES.filter((v) => ["card", "cpf", "phone-it"].includes(v.kind)).map((v) => [`${v.kind} / ${d}`, `${v.label}${(DRESSES[d] as (ps: readonly string[]) => string)(v.parts)} please.`, policy] as const),
    ),
    ...FOREIGN_PHONES.slice(0, 3).map((t) => ["foreign phone", t, policy] as const),
    ...SPELLED_EMAILS.filter((_, i) => i % 3 === 0).map((t) => ["spelled e-mail", t, policy] as const),
    ...codeNameCases.filter((_, i) => i % 5 === 0).map(([, t]) => ["code name", t, named] as const),
  ];
  it.each(streamed)("streamed %s: %s", async (_kind, text, p) => {
    for (const size of [1, 2, 3, 7]) await streamHidesLeak(text, size, p);
  });
});
