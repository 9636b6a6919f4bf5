/**
 * Issue 19, builder `gnum2` (`gnum2-dress.cases.ts`): numbers read backwards (the reversed-number
 * view: numeric detectors through the one digit reader, validation kept), kept one digit per
 * array element (`code-pieces.ts`), look-alike letters in an IBAN's BBAN (`iban.ts`), encodings
 * nested up to three levels (`decoded-views.ts`), and data in a URL's host labels
 * (`egress/data.ts`); look-alikes pass untouched.
 *
 * Measured before these mechanisms (commit 2732f65): reversed 1/10, digit arrays 1/4, look-alike
 * letters 2/5, nested 0/5, host labels 0/5; look-alikes touched 0/19. After: all caught, none
 * touched.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { collectGateStream, compileGatePolicy, deterministicGate, gateStream } from "../../src/gate/index.js";
import { reversedNumberView } from "../../src/gate/decoded-views.js";
import { luhnOk } from "../../src/gate/detectors/credit-card.js";
import { tokensOf } from "../helpers/stream.js";
import { DIGIT_ARRAYS, HOST_LABELS, LOOKALIKE_LETTERS, LOOKALIKES, NESTED, REVERSED } from "./gnum2-dress.cases.js";

const policy = compileGatePolicy(parseConfig({ gate: { phone: { regions: ["KR", "JP", "US", "DE", "GB", "FR"] } } }));

const ids = (text: string) => deterministicGate(text, policy).findings.map((f) => f.id);

describe("numbers in the dress the blind round let through are caught", () => {
  for (const [name, rows] of [
    ["reversed", REVERSED],
    ["digit arrays", DIGIT_ARRAYS],
    ["look-alike letters", LOOKALIKE_LETTERS],
    ["nested encodings", NESTED],
    ["host labels", HOST_LABELS],
  ] as const) {
    it.each(rows.map((r) => [...r]))(`${name}: %s`, (_k, text, by) => {
      const v = deterministicGate(text, policy);
      expect(v.action).not.toBe("pass");
      expect(ids(text)).toContain(by);
    });
  }
});

describe("look-alikes pass untouched", () => {
  it.each(LOOKALIKES.map((r) => [...r]))("%s", (_k, text) => {
    const v = deterministicGate(text, policy);
    expect(v.findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });
});

describe("the reversed-number view keeps validation", () => {
  it("a card that passes Luhn as written is the forward reading's, not the reversal's", () => {
    const text = "Test card 4532 1514 8270 9136 on file.";
    const v = deterministicGate(text, policy);
    expect(v.findings.filter((f) => f.id === "credit-card").map((f) => f.reason)).not.toContainEqual(expect.stringMatching(/backwards/));
  });
  it("a phone number backwards counts only next to a word saying so", () => {
    expect(ids("Room codes: 8976-5432-010 and 1234.")).not.toContainEqual("phone");
    expect(ids("Reversed, my number is 8976-5432-010.")).toContain("phone");
  });
  it("maps a finding back onto the digits as written", () => {
    const text = "backwards: 6319 0728 4151 2354 ok";
    const f = deterministicGate(text, policy).findings.find((x) => x.id === "credit-card");
    expect(f && text.slice(f.start, f.end)).toBe("6319 0728 4151 2354");
    expect(f?.reason).toMatch(/read backwards/);
  });
  it("the view is the answer read backwards and Luhn is the standard check", () => {
    expect(reversedNumberView("ab 12").text).toBe("21 ba");
    expect(luhnOk("4532151482709136")).toBe(true);
    expect(luhnOk("6319072841512354")).toBe(false);
  });
});

describe("streamed in small chunks, no leak is released", () => {
  const chunks = (text: string, size: number) => Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));
  const rows = [REVERSED[0], REVERSED[5], DIGIT_ARRAYS[0], LOOKALIKE_LETTERS[0], NESTED[0]].map((r) => r as readonly [string, string, string]);
  it.each(rows.map((r) => [...r]))("%s", async (_k, text) => {
    const whole = deterministicGate(text, policy);
    expect(whole.action).toBe("block");
    const first = Math.min(...whole.findings.map((f) => f.start));
    for (const size of [1, 4, 9]) {
      const events = await collectGateStream(gateStream(tokensOf(chunks(text, size)), policy));
      expect(events.blocked).toBeTruthy();
      expect(events.text.length).toBeLessThanOrEqual(first);
    }
  });
});
