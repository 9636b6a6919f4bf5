/**
 * The normalisation shadow: what each fold does (DESIGN.md "Match on a normalised shadow")
 * and that shadow spans map back to exact original offsets.
 */
import { describe, expect, it } from "vitest";
import { buildShadow, foldTerm } from "../../src/boundary/index.js";

describe("buildShadow folds", () => {
  it.each([
    // input, shadow text — why
    ["ＳＹＳＴＥＭ:", "system:"], // fullwidth folds by NFKC (seed 000 open vector)
    ["SyStEm", "system"], // case fold
    ["개인정보", "개인정보"], // Hangul unchanged
    ["Іgnоrе", "ignore"], // Cyrillic lookalikes (UTS #39 confusables)
    ["ΝΟΤ", "not"], // Greek capitals read as Latin capitals
    ["Ⅰgnore", "ignore"], // roman numeral one (NFKC)
    ["𝐢𝐠𝐧𝐨𝐫𝐞", "ignore"], // mathematical bold (NFKC)
    ["ïgnörë", "ignore"], // combining marks dropped from Latin letters
    ["ig\u200bno\u200dre\u2060", "ignore"], // zero-width characters vanish
    ["ab\u202ecd", "abcd"], // bidi controls vanish
    ["sys\u00adtem", "system"], // soft hyphen vanishes
    ["x\u{E0069}\u{E0067}", "xig"], // tag characters decode to the ASCII they smuggle
    ["<｜begin▁of▁sentence｜>", "<|begin_of_sentence|>"], // DeepSeek token
    ["i g n o r e   a l l", "ignore all"], // letter-spacing; the wider gap is a word gap
    ["i.g.n.o.r.e a.l.l", "ignore all"], // dotted letter-spacing
    ["시@스@템 프@롬@프@트", "시스템 프롬프트"], // Korean symbol insertion
    ["이 법 및 그 밖의", "이 법 및 그 밖의"], // natural Korean: fewer than five one-syllable words
    ["ㅅㅣㅅㅡㅌㅔㅁ", "시스템"], // Korean jamo composed, final consonant included
    ["ㅅ ㅣ ㅅ ㅡ ㅌ ㅔ ㅁ", "시스템"], // spaced jamo
    ["a b", "a b"], // two single letters are not letter-spacing
    ["테스트 가 나 다 테스트 라 마 바 테스트 a b c", "테스트 가 나 다 테스트 라 마 바 테스트 abc"], // short Korean runs are copied once, not again before each later run
    ["😀", "😀"], // emoji kept
    ["\ud800x", "\ud800x"], // a lone surrogate stays itself
  ])("%j → %j", (input, shadow) => {
    expect(buildShadow(input).text).toBe(shadow);
  });
});

describe("toOriginal", () => {
  it("maps shadow spans back to original offsets", () => {
    const s = buildShadow("a ＳＹＳ b 😀x");
    const i = s.text.indexOf("sys");
    expect(s.toOriginal(i, i + 3)).toEqual({ start: 2, end: 5 });
    const x = s.text.indexOf("x");
    expect(s.toOriginal(x, x + 1)).toEqual({ start: 10, end: 11 });
  });

  it.each([
    // original, shadow word — why
    ["say i g n o r e now", "ignore"], // collapsed run maps to the spaced letters
    ["say ig\u200bnore now", "ignore"], // removed characters inside stay inside the span
    ["x ㅅㅣㅅㅡㅌㅔㅁ y", "시스템"], // composed jamo map to the whole jamo run
    ["Іgnоrе it", "ignore"], // lookalikes map one to one
  ])("%j: the span of %j covers exactly its source", (original, word) => {
    const s = buildShadow(original);
    const at = s.text.indexOf(word);
    const span = s.toOriginal(at, at + word.length);
    expect(buildShadow(original.slice(span.start, span.end)).text).toBe(word);
  });
});

describe("foldTerm", () => {
  it.each([
    // term, folded — why
    ["ＰＲＯＪＥＣＴ Ｘ", "project x"], // fullwidth code name
    ["Prоjеct", "project"], // Cyrillic о and е
    ["코드명 ㅂㅣㄹㅊ", "코드명 빌ㅊ"], // jamo compose as far as they go
  ])("%j → %j", (term, folded) => {
    expect(foldTerm(term)).toBe(folded);
  });

  it("a folded term is found in the shadow of a disguised text", () => {
    expect(buildShadow("the P\u200bR\u200bO\u200bJ\u200bE\u200bC\u200bT X launch").text).toContain(foldTerm("Project X"));
  });
});
