/**
 * Issue 19 item 2: numbers in any dress. One digit reader (`readNumbers`, `numberChains`)
 * feeds every numeric detector, and each keeps its validation, so disguised numbers are
 * caught and look-alikes pass. Test vectors are made up (valid check digits, no real person):
 * 010-4821-7395 is the bundled demo's fake mobile number.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { collectGateStream, compileGatePolicy, deterministicGate, gateShadow, gateStream } from "../../src/gate/index.js";
import { numberChains, pendingSpelledDigits, readNumbers } from "../../src/gate/digits.js";
import { cut, tokensOf } from "../helpers/stream.js";

const policy = compileGatePolicy(parseConfig({}));
const detectors = (answer: string) => [...new Set(deterministicGate(answer, policy).findings.map((f) => f.id))];

/** [answer, detector that must find it, why]. */
const DRESSED: readonly (readonly [string, string, string])[] = [
  // Separators of any kind, mixed.
  ["카드 4242+4242+4242+4242", "credit-card", "plus signs"],
  ["4242:4242:4242:4242", "credit-card", "colons"],
  ["4242,4242,4242,4242", "credit-card", "commas"],
  ["4242 4242-4242.4242", "credit-card", "mixed separators"],
  ["4242 - 4242 / 4242 _ 4242", "credit-card", "separator runs"],
  ["3782 822463 10005", "credit-card", "Amex 4-6-5"],
  // Digits of other scripts and numerals.
  ["〇一〇-四八二一-七三九五", "phone", "Hanja numerals and 〇"],
  ["零一零 肆捌貳壹 柒參玖伍", "phone", "financial Hanja numerals"],
  ["연락처 공일공 사팔이일 칠삼구오", "phone", "spelled Korean"],
  ["공일공-사팔이일-칠삼구오입니다", "phone", "spelled Korean with a particle after"],
  ["영일영 사팔이일 칠삼구오", "phone", "영 for zero"],
  ["010 사팔이일 7395", "phone", "digits and Korean mixed"],
  ["zero one zero four eight two one seven three nine five", "phone", "English words"],
  ["Zero-One-Zero, Four-Eight-Two-One, Seven-Three-Nine-Five", "phone", "English words, hyphens and commas"],
  ["oh one oh double four two one seven three nine five", "phone", "oh for zero, double"],
  ["010 four eight two one 7395", "phone", "digits and English words mixed"],
  ["구이공삼일오-이사팔육일삼이", "kr-rrn", "RRN spelled in Korean"],
  ["九二〇三一五-二四八六一三二", "kr-rrn", "RRN in Hanja"],
  // Inside a URL, split over lines, cells, prose.
  ["https://wa.me/821048217395", "phone", "E.164 without + in a messaging URL"],
  ["tel:821048217395", "phone", "tel: URL without +"],
  ["010-4821\n7395", "phone", "line break"],
  ["| 휴대전화 앞 | 010 |\n| 가운데 | 4821 |\n| 끝 | 7395 |", "phone", "table with label cells"],
  ["앞자리는 010이고 가운데는 4821, 끝자리는 7395입니다", "phone", "prose between the groups"],
  ["The number starts 010, then 4821, and ends 7395.", "phone", "English prose between the groups"],
  ["생년월일 920315, 뒷자리는 2486132 입니다", "kr-rrn", "RRN halves apart in prose"],
  ["카드 번호 앞 4242, 다음 4242, 그다음 4242, 끝 4242", "credit-card", "card groups in prose after a card word"],
  ["**010**-**4821**-**7395**", "phone", "Markdown emphasis"],
  // IBAN in other groupings.
  ["DE89 370 400 440 532 013 000", "iban", "IBAN in groups of three"],
  ["GB82 WES T12 345 698 765 432", "iban", "IBAN, groups of three with letters"],
];

/** [answer, why it must pass]. */
const LOOKALIKES: readonly (readonly [string, string])[] = [
  ["ISBN 978-89-01-23456-7", "ISBN"],
  ["ISBN 89-01-23456-7", "ISBN-10"],
  ["주문번호 2024-0315-7788", "order number"],
  ["주문번호 ORD-2024-031577-88", "order id"],
  ["v1.2.3, v10.4.12 그리고 2.0.0-rc.1", "versions"],
  ["가격 1,234,000원, 2,500,000원", "prices"],
  ["총액 12,345,678,901원", "a large price"],
  ["제4조 제2항 제3호, 제12조의2", "statute article numbers"],
  ["2024-03-15 10:30:00, 2024.03.16", "dates and times"],
  ["2019 2020 2021 2022. lol 1234.", "years and a word"],
  ["이 사업은 일이 많고 사이사이 오이를 먹는다", "Korean prose with digit syllables"],
  ["one or two people, three of them, nine times", "English prose with digit words"],
  ["一般的に二三人", "Japanese with numerals in words"],
  ["<p>010-2345</p><p>6789</p>", "numbers in two paragraphs"],
  ["회의는 3층 301호, 10시 30분, 참석자 12명", "small numbers in prose"],
  ["전화는 1588-0000 입니다", "a public switchboard is a phone (context) — kept out: see below"],
];

describe("the digit reader", () => {
  it.each([
    ["공일공 사팔이일 칠삼구오", "010 4821 7395"],
    ["zero one zero four eight two one seven three nine five", "01048217395"],
    ["zero one zero-4821-7395", "010-4821-7395"],
    ["o一o-四八二一", "010-4821"],
    ["이 사업은 일이 많다", "이 사업은 일이 많다"], // a run of fewer than 7 digits stays words
    ["회사이사 공일공 사팔이일 칠삼구오", "회사이사 010 4821 7395"], // 사이사 glued after 회: a word
    // a word that names a property of every object is a word (the tables have no prototype;
    // an ordinary object answered `constructor` with a function and the gate failed closed)
    ["the constructor takes one two three four five six seven", "the constructor takes 1234567"],
    ["valueof tostring hasownproperty __proto__ one two three four five six seven", "valueof tostring hasownproperty __proto__ 1234567"],
  ])("%s → %s", (text, view) => {
    expect(readNumbers(gateShadow(text)).view.text).toBe(view);
  });

  it("maps every view span back to the original answer", () => {
    const answer = "번호: zero one zero four eight two one seven three nine five 끝";
    const v = deterministicGate(answer, policy);
    const f = v.findings.find((x) => x.id === "phone");
    expect(f && answer.slice(f.start, f.end)).toBe("zero one zero four eight two one seven three nine five");
  });

  it("numberChains joins groups across letters only, in a number's layout", () => {
    expect(numberChains("앞자리는 010이고 가운데는 4821, 끝은 7395", [[3, 4, 4]]).map((c) => c.digits)).toEqual(["01048217395"]);
    expect(numberChains("010-4821-7395", [[3, 4, 4]])).toEqual([]); // separators only: the detectors' own patterns
    expect(numberChains("010 가\n\n나 4821 다 7395", [[3, 4, 4]])).toEqual([]); // a blank line separates
  });

  it("pendingSpelledDigits holds an open spelled run, not prose", () => {
    expect(pendingSpelledDigits("번호는 공일공 사팔")).toBe(6);
    expect(pendingSpelledDigits("call zero one ze")).toBe(11);
    expect(pendingSpelledDigits("이력서를 보면 ")).toBe(0);
    expect(pendingSpelledDigits("one apple ")).toBe(0);
  });
});

describe("numbers in any dress are caught", () => {
  it.each(DRESSED)("%s → %s (%s)", (answer, id) => {
    expect(detectors(answer)).toContain(id);
  });
});

describe("look-alikes pass", () => {
  it.each(LOOKALIKES.filter(([a]) => !a.includes("1588")))("%s (%s)", (answer) => {
    expect(deterministicGate(answer, policy).action).toBe("pass");
  });
});

describe("streaming: a spelled number is held until it is whole", () => {
  it.each(DRESSED.filter(([, id]) => id === "phone" || id === "kr-rrn").map(([a]) => [a] as const))("%s", async (answer) => {
    const full = `앞 문장입니다. ${answer} 뒤 문장입니다.`;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(full.length), { maxLength: 20 }), async (cuts) => {
        const whole = deterministicGate(full, policy);
        expect(whole.action).toBe("block");
        const first = Math.min(...whole.findings.map((f) => f.start));
        const out = await collectGateStream(gateStream(tokensOf(cut(full, cuts)), policy));
        expect(out.blocked).not.toBeNull();
        expect(out.text.length).toBeLessThanOrEqual(first);
      }),
      { numRuns: 25 },
    );
  });
});
