/**
 * Issue 19, builder `gnum` (`gnum-dress.cases.ts`): numbers in other dress, numbers assembled in
 * code, domestic bank accounts behind local labels, the system prompt restated in Chinese,
 * Japanese and Korean, and look-alikes that must pass. Mechanisms: the Hanja reader of `〇〇`
 * groups (`digits.ts`), the code-piece join every numeric detector reads (`code-pieces.ts`),
 * national account checks (`bank-national.ts`), CJK positional numerals and percentages as
 * prompt anchors (`cjk-numerals.ts`, `prompt-paraphrase.ts`), fediverse handles (`email.ts`)
 * and unbroken ABA numbers after a bank word (`phone.ts`).
 *
 * Measured before these mechanisms (commit 1945783): dressed phones 11/12, assembled numbers
 * 1/9, local accounts 4/12, CJK prompt leaks 1/7; look-alikes touched 3/25 (CJK prompt
 * negatives 0/3). After: 12/12, 9/9, 12/12, 7/7; 0/25 and 0/3.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { collectGateStream, compileGatePolicy, deterministicGate, gateStream, type GatePolicy } from "../../src/gate/index.js";
import { tokensOf } from "../helpers/stream.js";
import { ASSEMBLED_CARDS, CJK_PROMPT_LEAKS, CJK_PROMPT_NEGATIVES, DRESSED_PHONES, LOCAL_ACCOUNTS, LOOKALIKES, PROMPT_CONFIG } from "./gnum-dress.cases.js";

const plain = compileGatePolicy(parseConfig({}));
const prompted = compileGatePolicy(parseConfig(PROMPT_CONFIG));

/** Ids of the detector findings on `text`. */
const ids = (text: string, p: GatePolicy) => deterministicGate(text, p).findings.filter((f) => f.kind === "detector").map((f) => f.id);

describe("numbers in other dress are caught", () => {
  it.each(DRESSED_PHONES.map((r) => [...r]))("phone, %s", (_k, text) => {
    expect(ids(text, plain)).toContain("phone");
  });
  it.each(ASSEMBLED_CARDS.map((r) => [...r]))("assembled in code, %s", (_k, text) => {
    expect(ids(text, plain).some((id) => id === "credit-card" || id === "phone" || id === "iban")).toBe(true);
  });
  it.each(LOCAL_ACCOUNTS.map((r) => [...r]))("bank account, %s", (_k, text) => {
    expect(ids(text, plain)).toContain("bank-account");
  });
});

describe("the system prompt restated in Chinese, Japanese or Korean is blocked", () => {
  it.each(CJK_PROMPT_LEAKS.map((r) => [...r]))("%s", (_k, text) => {
    const v = deterministicGate(text, prompted);
    expect(v.action).toBe("block");
    expect(v.findings.some((f) => f.id === "system-prompt")).toBe(true);
  });
  it.each(CJK_PROMPT_NEGATIVES.map((r) => [...r]))("%s passes", (_k, text) => {
    expect(ids(text, prompted)).toEqual([]);
  });
});

describe("look-alikes pass untouched", () => {
  it.each(LOOKALIKES.map((r) => [...r]))("%s", (_k, text) => {
    const v = deterministicGate(text, prompted);
    expect(v.findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });
});

describe("a redaction covers the code that assembles the number", () => {
  it("from the first piece's digits to the last's", () => {
    const text = (ASSEMBLED_CARDS[0] as readonly [string, string])[1];
    const f = deterministicGate(text, plain).findings.find((x) => x.id === "credit-card");
    expect(f && text.slice(f.start, f.end)).toBe('4532", "0151", "1283", "0366');
  });
});

describe("streamed in small chunks, no leak is released", () => {
  const chunks = (text: string, size: number) => Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));
  const rows = [...DRESSED_PHONES.slice(0, 4), ...ASSEMBLED_CARDS.slice(0, 5), ...LOCAL_ACCOUNTS.slice(0, 4)].map(([k, t]) => [k, t, plain] as const);
  // A restated prompt is judged on a passage: framing words may go out before it; its figures and codes never do.
  it.each(CJK_PROMPT_LEAKS.slice(0, 3).map((r) => [...r]))("prompt, %s: blocked before a figure or code", async (_k, text) => {
    for (const size of [1, 3, 7]) {
      const events = await collectGateStream(gateStream(tokensOf(chunks(text, size)), prompted));
      expect(events.blocked).toBeTruthy();
      expect(events.text).not.toMatch(/ORCA|800|八百|팔백|35|三十五|삼십오/);
    }
  });
  it.each(rows)("%s", async (_k, text, p) => {
    const whole = deterministicGate(text, p);
    for (const size of [1, 3, 7]) {
      const events = await collectGateStream(gateStream(tokensOf(chunks(text, size)), p));
      if (events.blocked) {
        const first = Math.min(...whole.findings.filter((f) => f.kind === "detector").map((f) => f.start));
        expect(events.text.length).toBeLessThanOrEqual(first);
      } else {
        for (const f of whole.findings.filter((x) => x.kind === "detector")) expect(events.text).not.toContain(text.slice(f.start, f.end));
      }
    }
  });
});
