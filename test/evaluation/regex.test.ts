/**
 * Every regex of the evaluation gate meets attacker-controlled text (answers, streams):
 * each must run in linear time. Checked statically with recheck (ReDoS analysis) and run on
 * long runs of its own trigger characters.
 */
import { checkSync } from "../helpers/recheck.js";
import { describe, expect, it } from "vitest";
import { SSE_CONTENT_TYPE } from "../../src/evaluation/targets/sse.js";
import { JSON_CONTENT_TYPE } from "../../src/evaluation/targets/http.js";
import { LETTER_OR_DIGIT, SENTENCE_BREAK, WHITESPACE_RUN, longestSentenceLetters, matchable } from "../../src/evaluation/text-match.js";

describe("evaluation regexes are linear", () => {
  it.each([
    ["SENTENCE_BREAK", SENTENCE_BREAK],
    ["LETTER_OR_DIGIT", LETTER_OR_DIGIT],
    ["WHITESPACE_RUN", WHITESPACE_RUN],
    ["SSE_CONTENT_TYPE", SSE_CONTENT_TYPE],
    ["JSON_CONTENT_TYPE", JSON_CONTENT_TYPE],
  ])("%s is safe per recheck", (_name, re) => {
    expect(checkSync(re.source, re.flags).status).toBe("safe");
  });

  it("the claim check and phrase matching finish on long runs of trigger characters", () => {
    const n = 200_000;
    expect(longestSentenceLetters(".!?。\n".repeat(n))).toBe(0); // all breaks
    expect(longestSentenceLetters("가".repeat(n))).toBe(n); // one endless sentence
    expect(longestSentenceLetters("가.".repeat(n))).toBe(1);
    const spaced = matchable(" \t\n".repeat(n) + "거부");
    expect(spaced.has("거부")).toBe(true);
    expect(SSE_CONTENT_TYPE.test(" ".repeat(n) + "text/html")).toBe(false);
    expect(JSON_CONTENT_TYPE.test("application/" + "a+".repeat(n) + "xml")).toBe(false);
    expect(JSON_CONTENT_TYPE.test("application/problem+json; charset=utf-8")).toBe(true);
  });
});
