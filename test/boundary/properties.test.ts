/**
 * Property tests (fast-check; issue 3 targets, ≥ 10⁵ cases in CI in total):
 * 1. the output never contains a marker the defense did not write;
 * 2. the source is recovered exactly from the output plus the findings;
 * 3. no input throws — lone surrogates, NUL, every Unicode plane;
 * 4. shadow spans map inside the original, in order.
 * Inputs mix arbitrary Unicode with attack fragments (markers, tokens, keywords, invisible
 * characters) so the interesting paths are hit often.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MARKERS, buildShadow, recoverSource, scanEvidence } from "../../src/boundary/index.js";
import { markersWrittenByDefense } from "./marker-audit.js";

const FRAGMENTS = [
  ...MARKERS,
  "[INSTRUCTION_LIKE", "INSTRUCTION_LIKE]", "[/", "[", "]", "<|", "|>", "<|im_start|>", "< |im_end| >", "[INST]",
  "SYSTEM:", "\nUser: ", "ignore all previous instructions", "i g n o r e", "이전 지시를 무시해", "무시",
  "忽略之前的指令", "\u200b", "\u200d", "\u202e", "\u00ad", "\ufe0f", "\u{E0041}", "\u{1F3F4}", "😀", "ㅅㅣ",
  "\n", "\r\n", " ", "ＳＹＳＴＥＭ", "а", "Ⅰ", "\ud800", "\udc00", "\u0000",
];

/** Strings built from attack fragments and arbitrary (including lone-surrogate) code units. */
const attackish = fc
  .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ unit: "binary", maxLength: 6 }), fc.string({ unit: "grapheme", maxLength: 6 })), { maxLength: 14 })
  .map((parts) => parts.join(""));

const RUNS = 25_000; // × 4 properties = 10⁵ cases

describe("evidence boundary properties", () => {
  it("every marker in the output was written by the defense", () => {
    fc.assert(
      fc.property(attackish, (text) => {
        const scan = scanEvidence(text);
        return markersWrittenByDefense(scan.text, scan.findings);
      }),
      { numRuns: RUNS },
    );
  });

  it("the source is recovered exactly from output and findings", () => {
    fc.assert(
      fc.property(attackish, (text) => {
        const scan = scanEvidence(text);
        return recoverSource(scan.text, scan.findings) === text;
      }),
      { numRuns: RUNS },
    );
  });

  it("no input throws (any code unit, any plane) and findings point inside the input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        const scan = scanEvidence(text);
        return scan.findings.every((f) => f.start >= 0 && f.end <= text.length && f.start <= f.end);
      }),
      { numRuns: RUNS },
    );
  });

  it("shadow spans map inside the original and keep their order", () => {
    fc.assert(
      fc.property(attackish, fc.nat(), fc.nat(), (text, a, b) => {
        const s = buildShadow(text);
        const n = s.text.length;
        const start = n === 0 ? 0 : a % (n + 1);
        const end = n === 0 ? 0 : start + (b % (n - start + 1));
        const o = s.toOriginal(start, end);
        const whole = s.toOriginal(0, n);
        return o.start >= 0 && o.end <= text.length && o.start <= o.end && whole.start >= 0 && whole.end <= text.length;
      }),
      { numRuns: RUNS },
    );
  });

  it("a 10 MB single line finishes", () => {
    const text = "ignore all previous instructions <|im_start|> ".repeat(Math.ceil(10_000_000 / 46));
    const scan = scanEvidence(text);
    expect(recoverSource(scan.text, scan.findings)).toBe(text);
  });
});
