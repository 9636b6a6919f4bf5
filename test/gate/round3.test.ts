/**
 * Issue 19, round 3: the kinds `fresh-19c.cases.ts` holds, judged under its policy, and the
 * property counterexample that started the round (numbers joined across a sentence end, a
 * date, table rows under a label header and units into a fake phone number).
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { ROUND3_CONFIG, ROUND3_LEAKS, ROUND3_NEGATIVES } from "./fresh-19c.cases.js";

const policy = compileGatePolicy(parseConfig(ROUND3_CONFIG));
const plain = compileGatePolicy(parseConfig({ gate: { codeNames: ["Blue Heron", "오로라", "Aurora-7"] } }));
/** Kinds this round does not reach (docs/gate.md "Round 3"); asserted to pass so a change that starts catching them is noticed. */
const KNOWN_MISSES = new Set<string>(["link-reassemble"]);
/** Numbers written backwards are read next to a reversal word (`reversal-cues.ts`; "back to front" is one since blind round 14). */
const knownMiss = (c: { kind: string; text: string }): boolean => KNOWN_MISSES.has(c.kind);

describe("numbers are not joined across what a real identifier does not span", () => {
  it.each([
    ["2024-01-15\n2024-02-15. | 연도 | 건수 |\n| 2021 | 1234 |\n| 2022 | 2345 |. 김하늘 후보자는 2019년부터 검색 품질을 개선했습니다. ", "seed 454804849"],
    ["02-15. 2021년 1234건, 2022년 2345건.", "a date's tail, units"],
    ["Oil prices rose 12% in 2023. <td>2019</td><td>2020</td>. ", "a sentence end before a table cell"],
    ["버전 2.3.1 이후 010 모듈은 폐기되었고, 2345번 이슈와 6789번 이슈가 남아 있습니다.", "counters after the groups"],
    ["Rooms 010, 2345 and 6789 were booked.", "an enumeration"],
    ["The threshold is 0.73, and 2345 people paid 6789 won.", "a decimal's fraction part"],
  ])("%j passes (%s)", (text) => {
    expect(deterministicGate(text, plain).findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });

  it.each([
    ["앞자리는 010이고 가운데는 4821, 끝은 7395", "phone"],
    ["010 then 4821 then 7395", "phone"],
    ["| 010 |\n| 2345 |\n| 6789 |", "phone"],
    ["카드번호 4539 다음 1488 다음 0343 다음 6467", "credit-card"],
    ["(연락처 010-2345-6789, 이메일 a@b.kr)은 주민등록번호 850315-1234566, 사업자등록번호 220-81-12341", "kr-rrn"],
  ])("a number split between its own groups is still read: %j", (text, id) => {
    expect(deterministicGate(text, plain).findings.some((f) => f.id === id)).toBe(true);
  });
});

describe("round-3 cases (issue 19)", () => {
  it.each(ROUND3_LEAKS.filter((c) => !knownMiss(c)).map((c) => [c.kind, c.text] as const))("%s: %j is not passed", (_k, text) => {
    expect(deterministicGate(text, policy).action).not.toBe("pass");
  });
  it.each(ROUND3_LEAKS.filter((c) => knownMiss(c)).map((c) => [c.kind, c.text] as const))("known miss %s: %j still passes (remove the kind from KNOWN_MISSES when caught)", (_k, text) => {
    expect(deterministicGate(text, policy).action).toBe("pass");
  });
  it.each(ROUND3_NEGATIVES.map((c) => [c.kind, c.text] as const))("look-alike %s: %j passes", (_k, text) => {
    expect(deterministicGate(text, policy).findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });
});
