/**
 * Issue 19: a system prompt restated in other words or another language, and code names with
 * digits or in Chinese transcription (`prompt-paraphrase.cases.ts`). Mechanisms: prompt anchors
 * + disclosure framing (`detectors/prompt-paraphrase.ts`, `detectors/disclosure/`), the
 * number joined to a transliterated name (`detectors/term-numbers.ts`) and the consonant
 * skeleton of Chinese transcription characters (`detectors/han-transcription.ts`). Measured
 * before these mechanisms: prompt leaks 0/26 (+1 known miss, caught since by the concept layer), code-name leaks 0/17; negatives
 * touched 1/27 (a verbatim-pass finding, docs/gate.md) and 0/17.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { promptAnchors, stem } from "../../src/gate/detectors/prompt-paraphrase.js";
import { hanKeys, hanPattern } from "../../src/gate/detectors/han-transcription.js";
import { matchPattern } from "../../src/gate/detectors/loanword.js";
import { numberAt } from "../../src/gate/detectors/term-numbers.js";
import {
  BAKERY_CONFIG,
  CODENAME_CONFIG,
  CODENAME_LEAKS,
  CODENAME_NEGATIVES,
  ENERGY_CONFIG,
  PROMPT_LEAKS,
  PROMPT_NEGATIVES,
  TRAVEL_CONFIG,
} from "./prompt-paraphrase.cases.js";

const policies = {
  energy: compileGatePolicy(parseConfig(ENERGY_CONFIG)),
  travel: compileGatePolicy(parseConfig(TRAVEL_CONFIG)),
  bakery: compileGatePolicy(parseConfig(BAKERY_CONFIG)),
};
const codeNames = compileGatePolicy(parseConfig(CODENAME_CONFIG));

describe("a restated system prompt is blocked", () => {
  it.each(PROMPT_LEAKS.map(([p, r]) => [p, r.kind, r.text] as const))("%s / %s: %j", (p, _kind, text) => {
    const v = deterministicGate(text, policies[p]);
    expect(v.action).toBe("block");
    expect(v.findings.some((f) => f.id === "system-prompt")).toBe(true);
  });
});

describe("answers about the product, refusals that name the bot, pass the paraphrase check", () => {
  it.each(PROMPT_NEGATIVES.map(([p, r]) => [p, r.kind, r.text] as const))("%s / %s: %j", (p, _kind, text) => {
    const restated = deterministicGate(text, policies[p]).findings.filter((f) => f.id === "system-prompt" && f.reason.startsWith("system prompt restated"));
    expect(restated).toEqual([]);
  });
});

describe("code names with digits in any script, and in Chinese transcription", () => {
  it.each(CODENAME_LEAKS.map((r) => [r.kind, r.text] as const))("%s: %j is caught", (_kind, text) => {
    expect(deterministicGate(text, codeNames).findings.some((f) => f.id === "code-name")).toBe(true);
  });
  it.each(CODENAME_NEGATIVES.map((r) => [r.kind, r.text] as const))("%s: %j passes", (_kind, text) => {
    expect(deterministicGate(text, codeNames).findings).toEqual([]);
  });
  it("the finding covers the name and its number", () => {
    const text = "案件: トレモント3 / 特雷蒙特三号";
    const spans = deterministicGate(text, codeNames).findings.map((f) => text.slice(f.start, f.end));
    expect(spans).toEqual(expect.arrayContaining(["トレモント3", "特雷蒙特三"]));
  });
});

describe("building blocks", () => {
  it("anchors: codes, numbers, addresses and grouped names of the prompt", () => {
    const a = promptAnchors("You are Tallis of Vantor Mutual. Escalate above 25,000 EUR to desk ORBIT-9 or mail ops@vantor.example.");
    expect(a).toEqual(
      expect.arrayContaining([
        { kind: "name", parts: ["tallis"] },
        { kind: "name", parts: ["vantor", "mutual"] },
        { kind: "number", parts: ["25000"] },
        { kind: "code", parts: ["orbit", "9"] },
        { kind: "address", parts: ["ops", "vantor", "example"] },
      ]),
    );
    // A currency code is no code of the prompt.
    expect(a.some((x) => x.parts.includes("eur"))).toBe(false);
  });
  it.each([
    ["pricing", "prices"],
    ["competitors", "competitor"],
    ["recommended", "recommend"],
  ])("stem(%s) = stem(%s)", (a, b) => {
    expect(stem(a)).toBe(stem(b));
  });
  it.each([
    ["-22 |", "22"],
    ["二十二の", "22"],
    ["十二", "12"],
    ["一二", "12"],
    ["３", "3"],
    [" 이십이 일정", "22"],
  ])("numberAt(%j) reads %s", (text, digits) => {
    expect(numberAt(text, 0)?.digits).toBe(digits);
  });
  it("Sino-Korean syllables are no number when glued to a word (이 is also a particle)", () => {
    expect(numberAt("이 좋다", 0)).toBeNull();
    expect(numberAt("이다", 0)).toBeNull();
  });
  it("a Chinese skeleton needs enough consonants: short names are not searched", () => {
    expect(hanPattern("mark", 5)).toBeNull();
    const p = hanPattern("westbrook", 5);
    const run = hanKeys("韦斯特布鲁克")[0];
    expect(p && run ? matchPattern(p, run.key, 0).length : 0).toBeGreaterThan(0);
  });
});
