/**
 * Issue 21: `readNumbers` skips its tokenizer when `mayHoldSpelledRun` proves no run of
 * spelled digits can convert. Soundness: on texts built from the reader's own trigger material
 * (digit words of every language it reads, composites with their joining words, `double` /
 * `triple`, fillers, written digits, Hanja, Hangul, kana) mixed with breaking words, joiners
 * and gaps of every length, the reading with the prefilter equals the reading without it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileGatePolicy, gateAnswer, gateShadow } from "../../src/gate/index.js";
import { parseConfig } from "../../src/core/index.js";
import { readNumbers, readNumbersUnfiltered } from "../../src/gate/digits.js";

const DIGIT_WORDS = [
  "zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "twelve", "twenty", "twenty-three", "ninety nine",
  "cero", "uno", "dos", "veintidos", "treinta y dos", "null", "eins", "zwei", "zwo", "dreiundzwanzig", "fünf", "sechs", "dix-huit", "soixante-et-onze",
  "quatre-vingt-dix-sept", "vingt et un", "quatre", "deux", "sei", "due", "tre", "otto", "venti", "ventitre", "um", "dois", "vinte e um", "double five", "triple nine",
];
const FILLERS = ["uh", "um", "and", "then", "like", "so", "und", "y", "e", "et"];
const BREAKERS = ["dollars", "The", "Team", "plan", "per", "seat", "tel", "call", "phone", "oneness", "bone", "é", "café", "Zwei"];
const SCRIPTS = ["4821", "7", "010", "一二三", "〇", "공일공", "사팔", "ゼロ", "いち", "ー", "음"];
const JOINERS = [" ", "-", ", ", ". ", "\n", "\n\n", "…", "—", " · ", "$", "€", "\t", "       ", "\r", "()", "«", "»", "\u200b", "\u00ad", "\u0000", "\u2060", "\u200c\u200d", ""];

const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...DIGIT_WORDS) },
  { weight: 2, arbitrary: fc.constantFrom(...FILLERS) },
  { weight: 2, arbitrary: fc.constantFrom(...BREAKERS) },
  { weight: 1, arbitrary: fc.constantFrom(...SCRIPTS) },
);
const text = fc.array(fc.tuple(piece, fc.constantFrom(...JOINERS)), { maxLength: 14 }).map((xs) => xs.map(([p, j]) => p + j).join(""));
/** Latin only, no written digits: where the prefilter decides alone. */
const latin = fc
  .array(
    fc.tuple(
      fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...DIGIT_WORDS) }, { weight: 2, arbitrary: fc.constantFrom(...FILLERS) }, { weight: 1, arbitrary: fc.constantFrom(...BREAKERS) }),
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom(" ", "-", ", ", "\u200b") }, { weight: 1, arbitrary: fc.constantFrom(...JOINERS) }),
    ),
    { maxLength: 14 },
  )
  .map((xs) => xs.map(([p, j]) => p + j).join(""));

const same = (t: string) => {
  const a = readNumbers(gateShadow(t));
  const b = readNumbersUnfiltered(gateShadow(t));
  return a.view.text === b.view.text && a.spelled === b.spelled;
};

describe("the digit reader's prefilter never changes a reading", () => {
  it("on generated mixes of every script's trigger material", () => {
    fc.assert(fc.property(text, same), { numRuns: 1500 });
  });
  it("on generated Latin-only texts, where it decides (some of which convert)", () => {
    let converted = 0;
    fc.assert(
      fc.property(latin, (t) => {
        if (readNumbersUnfiltered(gateShadow(t)).spelled) converted += 1;
        return same(t);
      }),
      { numRuns: 1500 },
    );
    expect(converted).toBeGreaterThan(20);
  });
  it("positives still convert: dictated numbers, composites, fillers, other languages", () => {
    for (const t of ["call zero one zero, four eight two one, seven three nine five", "vingt et un, vingt et un, vingt et un, vingt et un", "double five, uh, triple nine, eight, two", "treinta y dos treinta y dos treinta y dos treinta y dos", "nine — eight — seven — six — five — four — three"]) {
      expect(readNumbers(gateShadow(t)).spelled, t).toBe(true);
    }
  });
  it("hard negatives stay plain: prose with number words apart", () => {
    for (const t of ["The Team plan costs twelve dollars per seat per month", "one or two seats, then three more next year", "twenty-three people and five dogs in one house"]) {
      expect(readNumbers(gateShadow(t)).spelled, t).toBe(false);
      expect(readNumbers(gateShadow(t)).view.text).toBe(gateShadow(t).text);
    }
  });
});

describe("spelled digits across controls and invisible characters (break-it round 9: CRLF lines passed)", () => {
  const policy = compileGatePolicy(parseConfig({}));
  // Line breaks of every kind (invisible characters between words: `invisible-separators.test.ts`).
  const seps = ["\r\n", "\r", "\u000b", "\u000c", "\u0085", "\u2028", "\u2029"];
  it.each(seps.map((s) => [JSON.stringify(s), s]))("a card and a phone spelled over lines or words joined by %s are stopped", async (_name, sep) => {
    const card = ["four one one one", "one one one one", "one one one one", "one one one one"].join(sep);
    const phone = ["zero one zero", "two three four five", "six seven eight nine"].join(sep);
    for (const answer of [`Card:${sep}${card}`, `Call me on${sep}${phone}`, `Card: ${card.replaceAll(" ", sep)}`]) {
      expect((await gateAnswer(answer, policy)).action, JSON.stringify(answer)).toBe("block");
    }
  });
  it("a word between the number words still ends the run", async () => {
    expect((await gateAnswer("Order:\r\nthree items\r\none box", policy)).action).toBe("pass");
  });
});
