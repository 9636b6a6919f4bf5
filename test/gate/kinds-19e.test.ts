/**
 * Issue 19, round 5 kinds (`kinds-19e.cases.ts`): every leak is stopped and every look-alike
 * passes untouched, under the default policy (code names under a policy that names two).
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { fictionalNumber } from "../../src/gate/detectors/phone-fiction.js";
import { numeralsAsDigits } from "../../src/gate/number-words.js";
import { expectStreamedLeakHeld } from "../helpers/stream.js";
import { ROUND5_CODE_NAME_LEAKS, ROUND5_LEAKS, ROUND5_LOOKALIKES } from "./kinds-19e.cases.js";

const policy = compileGatePolicy(parseConfig({}));
const named = compileGatePolicy(parseConfig({ gate: { codeNames: ["Aurora-7", "Falcon Nine"] } }));

describe("issue 19 round 5 kinds", () => {
  it.each(ROUND5_LEAKS.map((c) => [c.kind, c.text] as const))("%s: %s is stopped", (_kind, text) => {
    expect(deterministicGate(text, policy).action).not.toBe("pass");
  });

  it.each(ROUND5_CODE_NAME_LEAKS.map((c) => [c.kind, c.text] as const))("%s: %s is stopped", (_kind, text) => {
    expect(deterministicGate(text, named).findings.map((f) => f.id)).toContain("code-name");
  });

  it.each(ROUND5_LOOKALIKES.map((c) => [c.kind, c.text] as const))("look-alike %s: %s passes", (_kind, text) => {
    const v = deterministicGate(text, named);
    expect(v.findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });

  it("a leak's finding covers every spelled digit, across the line break too", () => {
    const text = "Call four, one, five,\nfive, five, five, two, six, seven, one after lunch.";
    const f = deterministicGate(text, policy).findings.find((x) => x.id === "phone");
    expect(f && text.slice(f.start, f.end)).toBe("four, one, five,\nfive, five, five, two, six, seven, one");
  });

  it("an invalid IBAN's digits are no card, but a card after a valid IBAN still is", () => {
    const text = "IBAN ES91 2100 0418 4502 0005 1332 and card 4532 0151 1283 0366";
    expect(deterministicGate(text, policy).findings.map((f) => f.id).sort()).toEqual(["credit-card", "iban"]);
  });

  it("fiction ranges are read nationally and internationally, and only inside the set-aside block", () => {
    expect(fictionalNumber("02079460321")).toBe(true);
    expect(fictionalNumber("442079460321")).toBe(true);
    expect(fictionalNumber("4402079460321")).toBe(true);
    expect(fictionalNumber("00442079460321")).toBe(true);
    expect(fictionalNumber("0491570156")).toBe(true);
    expect(fictionalNumber("02079461321")).toBe(false);
    expect(fictionalNumber("0491123456")).toBe(false);
    expect(fictionalNumber("12079460321")).toBe(false);
  });

  it("numbers in words read as digits only as whole words", () => {
    expect(numeralsAsDigits("aurora seven").text).toBe("aurora 7");
    expect(numeralsAsDigits("projet vingt-trois").text).toBe("projet 23");
    expect(numeralsAsDigits("someone seventh").text).toBe("someone seventh");
  });

  // The streaming gate holds each new kind until it can no longer grow (block policy: nothing of it is sent).
  const streamed = ROUND5_LEAKS.filter((c) => ["spelled-punct", "script-dash", "iban-wrapped"].includes(c.kind)).slice(0, 8);
  it.each(streamed.map((c) => [c.kind, c.text] as const))("streamed %s: %s is held at every cut", async (_kind, text) => {
    for (let at = 1; at < text.length; at++) await expectStreamedLeakHeld(text, [at], policy);
  });
});
