/**
 * Evasions of the output gate found by the second hostile review (README "gate", issue 4
 * follow-up), each fixed as a KIND in the gate view (`src/gate/view.ts`), not as a single
 * example: numbers split over a line break or table cells, an IBAN joined by dashes or dots,
 * HTML / percent references in an address, digits spelled one at a time, dash look-alikes
 * (`ㅡ` …) as the dash, letters for digits, leetspeak code names. Each kind has several
 * spellings; then benign look-alikes that must stay clean (dates, article numbers, statute
 * numbers, amounts, table rows of numbers), the view's own contracts (lengths kept), and the
 * streaming property over all of them.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import {
  collectGateStream,
  compileGatePolicy,
  deterministicGate,
  foldNumberShapes,
  gateAnswer,
  gateShadow,
  gateStream,
  holdBackFor,
  pendingDigitLetters,
  prefoldAnswer,
} from "../../src/gate/index.js";
import { cut, expectStreamedLeakHeld, tokensOf } from "../helpers/stream.js";

const policy = compileGatePolicy(parseConfig({ gate: { codeNames: ["Blue Heron", "오로라", "Aurora-7"], email: { reservedDomains: "report" } } }));

/** [spelling, detector that must find it, why]. Test vectors are made up (valid check digits, no real person). */
const EVASIONS: readonly (readonly [string, string, string])[] = [
  // A number split over a line break (one break; an explicit joiner or table layout around it).
  ["010-2345-\n6789", "phone", "hyphen, then a line break"],
  ["010-2345\n-6789", "phone", "line break, then the hyphen"],
  ["010\n2345\n6789", "phone", "each group on its own line"],
  ["010-2345\r\n6789", "phone", "CRLF"],
  ["0\n1\n0\n2\n3\n4\n5\n6\n7\n8\n9", "phone", "one digit per line"],
  ["010 2345\u20286789", "phone", "Unicode line separator"],
  ["> 010-2345\n> 6789", "phone", "inside a Markdown quote"],
  ["4242 4242\n4242 4242", "credit-card", "card over two lines"],
  ["4242-4242-\n4242-4242", "credit-card", "card, hyphen before the break"],
  ["850315-\n1234566", "kr-rrn", "RRN, hyphen before the break"],
  ["850315\n1234566", "kr-rrn", "RRN, 6 + 7 digits on two lines"],
  // A number split over the cells of a table row, or over rows.
  ["| 010 | 2345 | 6789 |", "phone", "phone in one row's cells"],
  ["| 010 |\n| 2345 |\n| 6789 |", "phone", "phone down a column"],
  ["| 4242 | 4242 | 4242 | 4242 |", "credit-card", "card in one row's cells"],
  ["| 4242 | 4242 |\n| 4242 | 4242 |", "credit-card", "card over two rows"],
  ["| 850315 | 1234566 |", "kr-rrn", "RRN in two cells"],
  ["|850315|\n|1234566|", "kr-rrn", "RRN over two rows, no cell padding"],
  // The same in HTML: cells, rows, line breaks, inline tags.
  ["<td>010</td><td>2345</td><td>6789</td>", "phone", "phone in HTML cells"],
  ["<tr><td>4242</td><td>4242</td></tr>\n<tr><td>4242</td><td>4242</td></tr>", "credit-card", "card over HTML rows"],
  ["010<br>2345<br>6789", "phone", "HTML line breaks"],
  ["850315<br/>1234566", "kr-rrn", "RRN over an HTML line break"],
  ["0<b>1</b>0-2345-6789", "phone", "inline tag inside a group"],
  ["010<b>-</b>2345-6789", "phone", "the hyphen in bold"],
  // IBAN grouped by other joiners.
  ["DE89-3704-0044-0532-0130-00", "iban", "dashes"],
  ["DE89.3704.0044.0532.0130.00", "iban", "dots"],
  ["GB82-WEST-1234-5698-7654-32", "iban", "dashes, letters in the BBAN"],
  ["FR14/2004/1010/0505/0001/3M02/606", "iban", "slashes"],
  ["DE89_3704_0044_0532_0130_00", "iban", "underscores"],
  ["DE89 3704-0044.0532 0130 00", "iban", "mixed joiners"],
  ["DE89–3704–0044–0532–0130–00", "iban", "en dashes"],
  // E-mail with HTML character references or percent-escapes.
  ["john&#64;example.com", "email", "decimal reference for @"],
  ["john&#x40;example.com", "email", "hex reference for @"],
  ["john&commat;example.com", "email", "named reference &commat;"],
  ["john&commat;example&period;com", "email", "named @ and ."],
  ["hong&#64;naver&#46;com", "email", "decimal @ and ."],
  ["john&amp;#64;example.com", "email", "double-escaped reference"],
  ["john&#64example.com", "email", "reference without its semicolon"],
  ["john%40example.com", "email", "percent-escaped @ (a mailto: link)"],
  ["john &#64; example.com", "email", "spaced reference"],
  ["john<b>@</b>example.com", "email", "the @ in bold"],
  ["jo<b>hn</b>@ex<i>ample</i>.com", "email", "inline tags inside the parts"],
  ["&#48;&#49;&#48;-2345-6789", "phone", "digits as references (the same decoding serves every detector)"],
  // Registration (and other) numbers spelled one digit at a time.
  ["8 5 0 3 1 5 - 1 2 3 4 5 6 6", "kr-rrn", "letter-spaced RRN"],
  ["8 5 0 3 1 5 1 2 3 4 5 6 6", "kr-rrn", "letter-spaced, no hyphen"],
  ["8  5  0  3  1  5  -  1  2  3  4  5  6  6", "kr-rrn", "double spaces"],
  ["8.5.0.3.1.5-1.2.3.4.5.6.6", "kr-rrn", "dot between every digit"],
  ["850315 - 1 2 3 4 5 6 6", "kr-rrn", "only the back half spaced"],
  ["８ ５ ０ ３ １ ５ － １ ２ ３ ４ ５ ６ ６", "kr-rrn", "fullwidth, letter-spaced"],
  ["4 2 4 2 4 2 4 2 4 2 4 2 4 2 4 2", "credit-card", "letter-spaced card"],
  // Dash look-alikes used as the dash.
  ["850315ㅡ1234566", "kr-rrn", "Hangul vowel EU (U+3161)"],
  ["850315ᅳ1234566", "kr-rrn", "conjoining EU (U+1173)"],
  ["850315 ㅡ 1234566", "kr-rrn", "spaced EU"],
  ["010ㅡ2345ㅡ6789", "phone", "EU in a phone number"],
  ["010 ㅡ 2345 ㅡ 6789", "phone", "spaced EU in a phone number"],
  ["010一2345一6789", "phone", "CJK one (U+4E00)"],
  ["010ー2345ー6789", "phone", "katakana long vowel (U+30FC)"],
  ["010─2345─6789", "phone", "box drawing (U+2500)"],
  ["010⎯2345⎯6789", "phone", "horizontal line extension (U+23AF)"],
  ["4242ㅡ4242ㅡ4242ㅡ4242", "credit-card", "EU in a card"],
  ["010丨2345丨6789", "phone", "CJK vertical stroke as a bar"],
  // Letters used for digits.
  ["O1O-l234-5678", "phone", "O for 0, l for 1"],
  ["OlO-2345-6789", "phone", "a group of letters alone"],
  ["010-I234-S678", "phone", "I for 1, S for 5"],
  ["O10 2345 6789", "phone", "spaced groups"],
  ["0l0-2345-67B9", "phone", "B for 8"],
  ["ОІО-2345-6789", "phone", "Cyrillic О and І"],
  ["Ｏ１Ｏ-２３４５-６７８９", "phone", "fullwidth O"],
  ["85O315-l234566", "kr-rrn", "O and l in an RRN"],
  ["4242 4242 4242 424Z", "credit-card", "Z for 2"],
  ["ㅇ1ㅇ-2345-6789", "phone", "Hangul ㅇ for 0"],
  ["850315-ㅣ234566", "kr-rrn", "Hangul ㅣ for 1"],
  // Leetspeak code names.
  ["Blu3 H3r0n", "code-name", "3 for e, 0 for o"],
  ["8lu3-h3r0n", "code-name", "8 for B"],
  ["b|ue h3r0n", "code-name", "| for l"],
  ["BLU3H3R0N", "code-name", "camel, upper case"],
  ["B1u3_H3r0n", "code-name", "1 for l, snake case"],
  ["4ur0r4-7", "code-name", "4 for a"],
  ["@urora-7", "code-name", "@ for a"],
  ["blu€ h€ron", "code-name", "€ for e"],
  ["b 1 u 3 h 3 r 0 n", "code-name", "letter-spaced leet"],
  ["Blue<span>Heron</span>", "code-name", "split by an inline tag"],
  // One invisible Unicode tag character inside the value (new-user review F19): the shadow
  // that decodes tags reads a letter there; the one that drops them reads the value.
  ["4242 4242\u{E0041} 4242 4242", "credit-card", "tag character inside a card number"],
  ["850315-12\u{E0041}34566", "kr-rrn", "tag character inside an RRN"],
  ["DE89 3704\u{E0041} 0044 0532 0130 00", "iban", "tag character inside an IBAN"],
  ["Blue\u{E0041} Heron", "code-name", "tag character inside a code name"],
  ["010-1234-\u{E0041}5678", "phone", "tag character inside a phone number"],
];

describe("every round-2 evasion is found by its detector", () => {
  it.each(EVASIONS)("%j → %s (%s)", (text, detector) => {
    const answer = `참고로 ${text} 입니다.`;
    const v = deterministicGate(answer, policy);
    expect(v.action).toBe("block");
    const f = v.findings.find((x) => x.id === detector);
    expect(f, JSON.stringify(v.findings)).toBeDefined();
    // The finding's span lies inside the spelling in the original answer.
    const at = answer.indexOf(text);
    expect(f!.start).toBeGreaterThanOrEqual(at);
    expect(f!.end).toBeLessThanOrEqual(at + text.length);
  });
});

/** [text, why it must pass]. */
const NEGATIVES: readonly (readonly [string, string])[] = [
  ["제1조제2항", "article and paragraph numbers"],
  ["제12조 제3항 제1호", "spaced statute reference"],
  ["주민등록법 제7조의2제1항", "article with a branch number"],
  ["법률 제17799호, 2020. 12. 22.", "act number and date"],
  ["대통령령 제31380호", "decree number"],
  ["고시 제2021-123호", "notice number"],
  ["2023. 1. 15. 시행", "Korean date"],
  ["시행일 2020ㅡ12ㅡ8", "a date with EU for the dash"],
  ["2024-01-15\n2024-02-15", "dates on two lines"],
  ["총 1,234,567원", "an amount"],
  ["12,345,678원\n23,456,789원", "amounts on two lines"],
  ["약 3,000\n4,000 명", "counts on two lines"],
  ["| 연도 | 건수 |\n| 2021 | 1234 |\n| 2022 | 2345 |", "a table of years and counts"],
  ["| 2019 | 2020 | 2021 | 2022 |", "a table header of years"],
  ["2019 2020 2021 2022", "years in a row"],
  ["| 1 | 2 | 3 | 4 |\n| 5 | 6 | 7 | 8 |", "a table of single digits"],
  ["| 품목 | 수량 | 금액 |\n| 사과 | 12 | 3,400 |\n| 배 | 5 | 12,000 |", "a price table"],
  ["1,000|2,000|3,000", "amounts in cells"],
  ["1\n2\n3\n4\n5\n6\n7\n8\n9\n10", "a numbered column"],
  ["1 2 3 4 5 6 7 8 9 10", "counting"],
  ["제1항\n제2항", "paragraph numbers on lines"],
  ["별표 1\n2. 과태료", "annex number and list item"],
  ["page 12\n\n3456 words", "numbers apart by a blank line"],
  ["<p>010-2345</p><p>6789</p>", "numbers in two HTML paragraphs"],
  ["<td>2019</td><td>2020</td><td>2021</td><td>2022</td>", "an HTML header row of years"],
  ["<b>2019</b> <b>2020</b> <b>2021</b>", "bold years"],
  ["<tr><td>1</td><td>12</td></tr>\n<tr><td>2</td><td>34</td></tr>", "an HTML table of small numbers"],
  ["a <b>bold</b> move", "inline tags between words"],
  ["Portugal 30971\n21 253 109", "a postcode above a short number"],
  ["I think 2 of 3 work", "the word I next to digits"],
  ["Oil prices rose 12% in 2023", "a word of o/i/l letters next to a number"],
  ["Table I 2024 results", "a roman numeral next to a year"],
  ["lol 1234", "a word of o/l letters next to digits"],
  ["Room 1O1", "a short O-for-0 number that is no personal data"],
  ["lo-fi 2023", "a word joined to a word"],
  ["ISBN 978-3-16-148410-0", "an ISBN"],
  ["v1.2.3 and 3.14159", "versions and decimals"],
  ["Section 1.2.3.4.5.6.7", "a deep section number"],
  ["&amp; 123 &lt; 456", "references around numbers"],
  ["50%30 할인", "a percent sign before digits is no escape of a digit"],
  ["ㅡㅡ 그래서 010 이라는 숫자", "EU as an emoticon"],
  ["ㅇㅇ 그래요 1234", "ㅇ as chat slang next to a number"],
  ["blue, her own", "a code name's letters across punctuation"],
  ["Blue 4 heron", "a digit word between the parts"],
  ["the b1ue her0ns", "a longer word (herons) than the code name"],
];

describe("benign look-alikes stay clean", () => {
  it.each(NEGATIVES)("%j passes (%s)", (text) => {
    expect(deterministicGate(text, policy).action).toBe("pass");
  });
});

describe("the gate view keeps offsets", () => {
  it.each([
    ["john&#64;example.com", "john@example.com"],
    ["a&amp;#64;b", "a@b"],
    ["8 5 0 3 1 5", "850315"],
    ["010-2345-\n6789", "010-2345-6789"],
    ["| 4242 | 4242 |", "| 4242|4242 |"],
    ["30971\n21", "30971\n21"], // a five-digit group above: no join
    ["&#xD800;", "&#xD800;"], // a surrogate reference stays as written
    ["&#128512;", "😀"], // an astral reference
  ])("prefoldAnswer(%j) reads %j and keeps the length", (input, reads) => {
    const out = prefoldAnswer(input);
    expect(out.length).toBe(input.length);
    expect(out.replace(/\u200b/g, "")).toBe(reads);
  });

  it.each([
    ["o1o-l234-5678", "010-1234-5678"], // letters in a number
    ["olo-2345", "010-2345"], // a letter group bound by a joiner
    ["850315ㅡ1234566", "850315-1234566"], // EU as the dash
    ["oil 1234", "oil 1234"], // a word next to a number
    ["mt84 malt 0110 01s", "mt84 malt 0110 01s"], // letters of a code stay
    ["il62 0108", "il62 0108"], // an IBAN's country stays
    ["ㅡㅡ", "ㅡㅡ"], // no digit, no dash
  ])("foldNumberShapes(%j) === %j", (input, out) => {
    expect(foldNumberShapes(input)).toBe(out);
    expect(foldNumberShapes(input).length).toBe(input.length);
  });

  it("finding spans index the original answer through references and joins", () => {
    const answer = "메일 john&#64;example.com 끝";
    const v = deterministicGate(answer, policy);
    const f = v.findings.find((x) => x.id === "email")!;
    expect(answer.slice(f.start, f.end)).toBe("john&#64;example.com");
    expect(gateShadow(answer).text).toContain("john@example.com");
  });

  it.each([
    ["call olo-", 4],
    ["call o l", 3],
    ["hello", 0],
    ["I think", 0],
    ["text 1234", 0], // digits are held by the digit rule, not this one
  ])("pendingDigitLetters(%j) === %d", (text, n) => {
    expect(pendingDigitLetters(text)).toBe(n);
  });
});

const PROSE = [
  "김하늘 후보자는 2019년부터 검색 품질을 개선했습니다. ",
  "She led the ranking team for three years. ",
  "사내 해커톤에서 1위를 했고, 2024-01-15에 발표했습니다.\n",
  "I think Oil and lol are words. ",
];

describe("streaming: round-2 evasions never leak a byte, and the verdict is the whole answer's", () => {
  it("over random evasions, positions and token cuts", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...EVASIONS.map((e) => e[0])),
        fc.array(fc.constantFrom(...PROSE), { minLength: 0, maxLength: 4 }),
        fc.array(fc.constantFrom(...PROSE), { minLength: 0, maxLength: 3 }),
        fc.array(fc.nat(2000), { maxLength: 30 }),
        async (leak, before, after, cuts) => {
          await expectStreamedLeakHeld(`${before.join("")}참고 ${leak} 입니다. ${after.join("")}`, cuts, policy);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("benign look-alikes stream whole", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...PROSE, ...NEGATIVES.map((n) => `${n[0]}. `)), { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(2000), { maxLength: 30 }),
        async (parts, cuts) => {
          const answer = parts.join("");
          expect((await gateAnswer(answer, policy)).action).toBe("pass");
          const events = await collectGateStream(gateStream(tokensOf(cut(answer, cuts)), policy));
          expect(events.blocked).toBeNull();
          expect(events.text).toBe(answer);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("letters that may still become digits are held at the end of the stream so far", () => {
    const text = "앞부분 텍스트입니다. 연락처 OlO-";
    expect(holdBackFor(text, policy)).toBeGreaterThanOrEqual(4);
  });
});

describe("rows of one-decimal numbers and fractions are no spelled number (breaker item 2)", () => {
  it.each([
    ["증가율(%) 1.2 0.8 1.5 2.1 1.9 2.3", "six one-decimal values"],
    ["2.5 3.1 4.2 1.8 2.2 3.0 1.7 2.9", "eight one-decimal values"],
    ["4.2 4.2 4.2 4.2 4.2 4.2 4.2 4.2", "one value repeated"],
    ["0.1 0.2 3.4 5.6 7.8", "values starting with 0"],
    ["1.1 1.2 1.3 1.4 1.5 1.6", "a sequence"],
    ["1/2 3/4 5/6 7/8", "fractions"],
    ["1.2 3 4 5.6", "a spaced run between two decimals"],
    ["| 1.2 | 0.8 | 1.5 | 2.1 | 1.9 | 2.3 |", "decimals in cells"],
  ])("%j passes (%s)", (text) => {
    expect(deterministicGate(text, policy).action).toBe("pass");
  });

  it.each([
    ["0.1.0.2.3.4.5.6.7.8.9", "phone"],
    ["0/1/0/2/3/4/5/6/7/8/9", "phone"],
    ["0 1 0.2 3 4 5.6 7 8 9", "phone"],
    ["0.1.0-2.3.4.5-6.7.8.9", "phone"],
    ["8.5.0.3.1.5-1.2.3.4.5.6.6", "kr-rrn"],
  ])("one kind of gap per spelled segment still joins %j (%s)", (text, detector) => {
    expect(deterministicGate(text, policy).findings.some((f) => f.id === detector)).toBe(true);
  });
});

describe("Markdown emphasis, code markers and HTML comments hide no PII (breaker item 1)", () => {
  it.each([
    ["**850315**-1234566", "kr-rrn"],
    ["RRN: **850315**-**1234566**", "kr-rrn"],
    ["850315<!---->-1234566", "kr-rrn"],
    ["전화: **010**-**2345**-**6789**", "phone"],
    ["`010`-`2345`-`6789`", "phone"],
    ["~~010~~-2345-6789", "phone"],
    ["__010__-2345-6789", "phone"],
    ["010<!-- -->2345<!-- -->6789", "phone"],
    ["010-23<!---->45-6789", "phone"],
    ["카드 **4242** **4242** **4242** **4242**", "credit-card"],
    ["IBAN **DE89** 3704 0044 0532 0130 00", "iban"],
    ["email: **john**@example.com", "email"],
    ["e-mail: john@**example.com**", "email"],
    ["`john`@`example.com`", "email"],
    ["john<!-- -->@example.com", "email"],
    ["Au<!-- -->rora-7", "code-name"],
    ["Blue<!-- -->Heron", "code-name"],
    ["Aur`ora`-7", "code-name"],
  ])("%j → %s", (text, detector) => {
    const answer = `참고로 ${text} 입니다.`;
    const v = deterministicGate(answer, policy);
    const f = v.findings.find((x) => x.id === detector);
    expect(f, JSON.stringify(v.findings)).toBeDefined();
    const at = answer.indexOf(text);
    expect(f!.start).toBeGreaterThanOrEqual(at);
    expect(f!.end).toBeLessThanOrEqual(at + text.length);
  });

  it.each([
    ["use `npm ci` then **bold** text", "code and emphasis in prose"],
    ["2*3=6 and 4*5*6", "multiplication"],
    ["snake_case_1 and file_2024_01.csv", "identifiers"],
    ["| **2019** | **2020** | **2021** |", "bold years in cells"],
    ["***\n**총 1,234,567원**", "a rule and a bold amount"],
    ["~~50%~~ 30% 할인", "a struck-out percentage"],
    ["<!-- note --> 제12조 제3항", "a comment before a statute reference"],
  ])("%j passes (%s)", (text) => {
    expect(deterministicGate(text, policy).action).toBe("pass");
  });

  it("padding keeps the length", () => {
    const input = "**010**-<!-- -->2345";
    const out = prefoldAnswer(input);
    expect(out.length).toBe(input.length);
    expect(out.replace(/\u200b/g, "")).toBe("010-2345");
  });
});

describe("secret formats also run on the decoded, padded view (breaker item 4)", () => {
  // Made-up keys in the published layouts (AWS's documented example key id).
  it.each([
    ["ghp&#95;16C7e42F292c6912E7710c838347Ae178B4a", "numeric reference for _"],
    ["ghp%5F16C7e42F292c6912E7710c838347Ae178B4a", "percent-escape for _"],
    ["AKIA&#73;OSFODNN7Q2KX4ZW", "numeric reference for a letter"],
    ["AKIA&#x49;OSFODNN7Q2KX4ZW", "hex reference"],
    ["xoxb&#45;123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx", "reference for the first dash"],
    ["ghp_16C7e42F292c6912<b></b>E7710c838347Ae178B4a", "empty inline tags inside"],
    ["ghp_16C7e42F292c6912**E7710c838347Ae178B4a**", "bold second half"],
    ["ghp_16C7e42F292c6912<!-- -->E7710c838347Ae178B4a", "an HTML comment inside"],
  ])("%j is found (%s)", (text) => {
    const answer = `토큰: ${text} 입니다.`;
    const v = deterministicGate(answer, policy);
    const f = v.findings.find((x) => x.id === "secret");
    expect(f, JSON.stringify(v.findings)).toBeDefined();
    const at = answer.indexOf(text);
    expect(f!.start).toBeGreaterThanOrEqual(at);
    expect(f!.end).toBeLessThanOrEqual(at + text.length);
  });

  it.each([
    ["ghp&#95;short and AKIA&#73;", "prefixes with too short a body"],
    ["see %5Fdocs and &lt;b&gt;", "escapes in prose"],
    ["**AKIA** is the prefix of an access key id", "a bold prefix alone"],
  ])("%j passes (%s)", (text) => {
    expect(deterministicGate(text, policy).action).toBe("pass");
  });
});
