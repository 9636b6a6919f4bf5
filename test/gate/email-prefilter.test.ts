/**
 * Issue 21: the e-mail detector runs `EMAIL` only on text with an `@`, and `OBFUSCATED` only
 * on text with an `@`, an opening bracket, a spelled at-word between whitespace (or a CJK
 * one) or between dashes or underscores (`jan-at-firma-dot-de`). Soundness: on texts built from the patterns' own trigger material (local parts, every
 * at-word and dot-word, brackets, `@`, dots, whitespace of several kinds, Unicode labels and
 * local parts, and every escaped or enclosed at-sign the gate view decodes: `\x40`, `=40`,
 * `%2540`, `&commat;`, `ⓐ` …) plus noise, a text the prefilter rules out has no match of any
 * pattern (`EMAIL`, `EMAIL_INTL`, `OBFUSCATED`), on the raw text and on its gate shadow.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMAIL_PREFILTERED, emailMayMatch } from "../../src/gate/detectors/email.js";
import { AT_STRONG_WORDS, AT_WEAK_WORDS, DOT_WORD_LIST } from "../../src/gate/detectors/email-words.js";
import { gateShadow } from "../../src/gate/index.js";
import { propertyRuns } from "../helpers/property-runs.js";

const piece = fc.oneof(
  fc.constantFrom(...AT_WEAK_WORDS, ...AT_STRONG_WORDS),
  fc.constantFrom(...DOT_WORD_LIST),
  fc.constantFrom("jane", "doe", "example", "com", "acme", "j.doe", "x_1", "Team", "seat", "that", "acme-corp", "de"),
  // Internationalised material: Unicode local parts and labels, A-labels, the ideographic full stop.
  fc.constantFrom("jürgen", "müller", "山田", "例え", "иван", "почта", "рф", "김철수", "회사", "한국", "δοκιμή", "xn--mller-q9a", "。", "．", "｡"),
  fc.constantFrom("@", "＠", "﹫", ".", "(", "[", "{", "<", ")", "]", " ", "  ", "\n", "\u00a0", "\t", "-", "_", "é", "🙂"),
  // Every dress of an at-sign or a dot the gate view decodes (escapes, enclosed letters).
  fc.constantFrom("ⓐ", "Ⓐ", "⒜", "🄰", "🅐", "🅰", "\\x40", "\\u0040", "\\u{40}", "&#64;", "&#x40;", "&commat;", "&amp;#64;", "=40", "=2E", "%40", "%2540", "%252540", "\\x2e", "%2E", "\u200b", "\u00ad"),
);
const text = fc.array(piece, { maxLength: 16 }).map((xs) => xs.join(""));
const matches = (re: RegExp, t: string) => new RegExp(re.source, re.flags).test(t);

describe("e-mail prefilters rule out only texts without a match", () => {
  it("on generated trigger material plus noise (raw and as the gate shadow)", () => {
    let decoded = 0;
    fc.assert(
      fc.property(text, (raw) => {
        const shadow = gateShadow(raw).text;
        if (!raw.includes("@") && shadow.includes("@")) decoded += 1;
        for (const t of [raw, shadow]) {
          const may = emailMayMatch(t);
          if (!may.plain && matches(EMAIL_PREFILTERED.plain, t)) return false;
          if (!may.plain && matches(EMAIL_PREFILTERED.intl, t)) return false;
          if (!may.obfuscated && matches(EMAIL_PREFILTERED.obfuscated, t)) return false;
        }
        return true;
      }),
      { numRuns: propertyRuns(4000) },
    );
    // The generator reaches the new dresses: some texts get their at-sign only from the view.
    expect(decoded).toBeGreaterThan(50);
  });
  it("every escaped or enclosed at-sign is an `@` in the shadow the prefilter reads", () => {
    for (const at of ["ⓐ", "Ⓐ", "⒜", "🄰", "🅐", "🅰", "\\x40", "\\u0040", "\\u{40}", "&#64;", "&commat;", "=40", "%40", "%2540", "%252540", "＠", "﹫"]) {
      const t = gateShadow(`john.doe${at}acme-corp.de`).text;
      expect(emailMayMatch(t).plain, at).toBe(true);
      expect(matches(EMAIL_PREFILTERED.plain, t), at).toBe(true);
    }
  });
  it("positives pass: plain, bracketed, spelled Latin and CJK at-words", () => {
    for (const t of ["jane@acme.com", "jane [at] acme [dot] com", "jane at acme dot com", "john.doe at acme-corp.de", "山田@例え.jp", "jane アットマーク acme ドット com", "jane 골뱅이 acme 닷 com", "jan-at-firma-dot-de", "jan_at_firma_dot_de"]) {
      expect(emailMayMatch(t).obfuscated, t).toBe(true);
    }
    expect(emailMayMatch("jane@acme.com").plain).toBe(true);
  });
  it("hard negatives are ruled out: prose with `at` inside words, no at-sign", () => {
    for (const t of ["The Team plan costs twelve dollars per seat", "that cat sat", "whatever, attach it"]) {
      expect(emailMayMatch(t)).toEqual({ plain: false, obfuscated: false });
    }
  });
});
