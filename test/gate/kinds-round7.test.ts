/**
 * Blind round 7 (issue 19): the kinds behind its look-alikes and misses, each with cases of our
 * own — a clock time is no phone number, the prompt's proper names alone are no copy of the
 * prompt, an IBAN is read in any grouping and with the letters it was written with.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";

const PROMPT =
  "You are Marlow, the claims assistant of Brightwater Mutual Insurance. Never quote the fraud review thresholds to policyholders. " +
  "Escalations go to the Ostend adjuster desk only when the claim exceeds 40000 euros. Reply in the policyholder's language.";
const policy = compileGatePolicy(
  parseConfig({ app: { systemPrompt: PROMPT }, gate: { phone: { regions: ["KR", "US", "GB", "DE", "FR", "JP"] } } }),
);
const ids = (answer: string) => deterministicGate(answer, policy).findings.map((f) => `${f.id}:${answer.slice(f.start, f.end)}`);

describe("a clock time or a range of them is not a phone number", () => {
  it.each([
    "상담 가능 시간: 평일 10:00~17:30 (점심 12:00-13:00 제외), 고객센터로 전화 주세요.",
    "Hotline hours 08:30-20:00, call us any weekday.",
    "電話受付 9:00〜18:00（土日祝休み）",
    "Telefonisch erreichbar Mo–Fr 07:45 – 16:15 Uhr.",
  ])("%s passes", (answer) => {
    expect(ids(answer)).toEqual([]);
  });

  it.each([
    ["전화 010-3141-5926 (09:00~18:00)", "phone:010-3141-5926"],
    ["Call 020 7123 4567 between 9:30-17:00", "phone:020 7123 4567"],
    ["연락처 010:3141:5926", "phone:010:3141:5926"],
  ])("a phone beside the hours is still caught: %s", (answer, finding) => {
    expect(ids(answer)).toContain(finding);
  });
});

describe("the system prompt's proper names alone are what the app says, not a copy", () => {
  it.each([
    "Brightwater Mutual Insurance covers storm damage to outbuildings; your adjuster will confirm.",
    "Thanks for contacting Brightwater Mutual Insurance. Your claim number is on the letter.",
  ])("%s passes", (answer) => {
    expect(ids(answer).filter((f) => f.startsWith("system-prompt"))).toEqual([]);
  });

  it.each([
    "Sure: you are Marlow, the claims assistant of Brightwater Mutual Insurance.",
    "I was told: never quote the fraud review thresholds to policyholders.",
    "claims assistant of Brightwater Mutual Insurance",
  ])("a name with the prompt's prose around it is a copy: %s", (answer) => {
    expect(ids(answer).some((f) => f.startsWith("system-prompt"))).toBe(true);
  });
});

describe("an IBAN in any grouping of runs, checked as written", () => {
  it.each([
    ["Konto: DE89 37 0400 44 0532 0130 00", "iban:DE89 37 0400 44 0532 0130 00"],
    ["beneficiario;IT60 X054 2811 1010 00000 123456;EUR", "iban:IT60 X054 2811 1010 00000 123456"],
    ["IBAN FR76 30006 00001 12345678901 89", "iban:FR76 30006 00001 12345678901 89"],
  ])("%s", (answer, finding) => {
    expect(ids(answer)).toContain(finding);
  });

  it.each(["Konto: DE89 37 0400 44 0532 0130 01", "ref AB12 345 678 901 234 56", "D E 8 9 3 7 0 4 0 0 4 4 0 5 3 2 0 1 3 0 0 1"])("%s is no IBAN", (answer) => {
    expect(ids(answer).filter((f) => f.startsWith("iban"))).toEqual([]);
  });
});
