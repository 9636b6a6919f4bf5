/**
 * Tolerant parsing of judge replies: what real models send (fences, prose around the JSON,
 * a lone reason string) parses; what carries no usable verdict (truncation, refusal, no JSON,
 * out-of-range scores, self-contradiction) is a judge error — never a pass or a fail.
 */
import { describe, expect, it } from "vitest";
import type { LlmResponse } from "../../src/llm/index.js";
import { checkSync } from "../helpers/recheck.js";
import { codeFenceBodies, findJsonObjects, hasDuplicateKeys, PROSE_VERDICT_WORD, proseOutcomes, safeParseJudgeResponse } from "../../src/evaluation/judge/index.js";

const V = { verdict: "pass", scores: { factuality: 1, grounding: 0.9, tone: 0.8 }, reasons: ["matches the baseline"] };
const J = JSON.stringify(V);

function res(text: string, over: Partial<LlmResponse> = {}): LlmResponse {
  return { provider: "openai", model: "m", text, stopReason: "end", rawStopReason: "stop", usage: { inputTokens: 1, outputTokens: 1, estimated: false }, streamed: false, ...over };
}

describe("safeParseJudgeResponse: accepted forms", () => {
  it.each([
    { why: "bare JSON", text: J },
    { why: "JSON with surrounding whitespace and a BOM", text: `\uFEFF\n  ${J}\n` },
    { why: "```json fence", text: "```json\n" + J + "\n```" },
    { why: "bare ``` fence with prose before and after", text: "Here is my grading:\n```\n" + J + "\n```\nLet me know." },
    { why: "trailing prose without a fence", text: `${J}\n\nThe answer is fine overall.` },
    { why: "leading prose without a fence", text: `After comparing with the baseline: ${J}` },
    { why: "a brace inside a reason string", text: JSON.stringify({ ...V, reasons: ["uses {curly} braces }"] }) + " ok" },
    { why: "a stray open brace in prose before the object", text: `I think { the answer is right. ${J}` },
    { why: "one reason as a string", text: JSON.stringify({ ...V, reasons: "matches" }) },
    { why: "scores as numeric strings", text: JSON.stringify({ ...V, scores: { factuality: "1", grounding: "0.9", tone: "0.80" } }) },
    { why: "extra keys are ignored", text: JSON.stringify({ ...V, confidence: "high" }) },
    { why: "the same verdict twice (an example, then the answer)", text: `Example: ${J}\nAnswer: ${J}` },
    { why: "prose that agrees with the JSON", text: `The answer passes: it matches the baseline.\n${J}` },
    { why: "an object that is not a verdict beside the verdict", text: `Context: {"note": 1}\n${J}` },
    { why: "outcome words inside the JSON reasons are not prose", text: JSON.stringify({ ...V, reasons: ["would FAIL if the year were wrong"] }) },
  ])("$why", ({ text }) => {
    const r = safeParseJudgeResponse(res(text));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.verdict).toBe("pass");
  });

  it("takes the tool input when the provider delivered one (Anthropic tool use)", () => {
    const r = safeParseJudgeResponse(res("", { structured: { ...V, verdict: "fail" }, stopReason: "tool" }));
    expect(r.ok && r.value.verdict).toBe("fail");
  });

  it("a tool call and text that agree", () => {
    const r = safeParseJudgeResponse(res(`Recording a fail. ${JSON.stringify({ ...V, verdict: "fail" })}`, { structured: { ...V, verdict: "fail" }, stopReason: "tool" }));
    expect(r.ok && r.value.verdict).toBe("fail");
  });
});

describe("safeParseJudgeResponse: judge errors", () => {
  it.each([
    { why: "truncated at the token limit, even though the JSON parses", r: res(J, { stopReason: "length", rawStopReason: "length" }), reason: "truncated" },
    { why: "truncated mid-object", r: res('{"verdict": "pass", "scores": {"fact', { stopReason: "length" }), reason: "truncated" },
    { why: "refused", r: res("I can't help with that.", { stopReason: "refusal" }), reason: "refused" },
    { why: "prose only", r: res("The answer looks correct to me."), reason: "no-json" },
    { why: "an object cut off without a length stop", r: res('{"verdict": "pass", "scores": {'), reason: "no-json" },
    { why: "score outside 0–1 (a 1–10 scale)", r: res(JSON.stringify({ ...V, scores: { factuality: 8, grounding: 9, tone: 7 } })), reason: "invalid" },
    { why: "unknown verdict", r: res(JSON.stringify({ ...V, verdict: "mostly pass" })), reason: "invalid" },
    { why: "missing scores", r: res(JSON.stringify({ verdict: "pass", reasons: [] })), reason: "invalid" },
    { why: "JSON that is not an object", r: res('"pass"'), reason: "invalid" },
    { why: "two valid verdicts that disagree", r: res(`${J}\nOn reflection: ${JSON.stringify({ ...V, verdict: "fail" })}`), reason: "ambiguous" },
    { why: "invalid tool input", r: res("", { structured: { verdict: "pass" }, stopReason: "tool" }), reason: "invalid" },
    // H2 — ambiguity is an error, never a guess
    { why: "one object naming verdict twice (JSON.parse keeps the last)", r: res('{"verdict":"pass","scores":{"factuality":1,"grounding":1,"tone":1},"reasons":[],"verdict":"fail"}'), reason: "ambiguous" },
    { why: "a duplicate key hidden by an escape", r: res('{"verdict":"fail","verd\\u0069ct":"pass","scores":{"factuality":1,"grounding":1,"tone":1},"reasons":[]}'), reason: "ambiguous" },
    { why: "a duplicate score", r: res('{"verdict":"pass","scores":{"factuality":1,"factuality":0,"grounding":1,"tone":1},"reasons":[]}'), reason: "ambiguous" },
    { why: "prose says FAIL, JSON says pass", r: res(`Verdict: FAIL\n${J}`), reason: "ambiguous" },
    { why: "prose after the fence says it fails", r: res("```json\n" + J + "\n```\nOverall the answer fails the baseline."), reason: "ambiguous" },
    { why: "prose says unsure, JSON says fail", r: res(`I am unsure. ${JSON.stringify({ ...V, verdict: "fail" })}`), reason: "ambiguous" },
    { why: "prose names both outcomes", r: res(`PASS or FAIL? ${J}`), reason: "ambiguous" },
    { why: "tool call pass, text JSON fail", r: res(JSON.stringify({ ...V, verdict: "fail" }), { structured: V, stopReason: "tool" }), reason: "ambiguous" },
    { why: "tool call pass, text prose FAIL", r: res("This answer should FAIL.", { structured: V, stopReason: "tool" }), reason: "ambiguous" },
    { why: "two tool calls that disagree", r: res("", { structured: V, structuredExtra: [{ ...V, verdict: "fail" }], stopReason: "tool" }), reason: "ambiguous" },
    { why: "a valid tool call and an invalid one", r: res("", { structured: V, structuredExtra: [{ verdict: "fail" }], stopReason: "tool" }), reason: "ambiguous" },
    { why: "a valid verdict and an invalid verdict object", r: res(`${J} {"verdict": "FAIL"}`), reason: "ambiguous" },
    { why: "verdict in capitals", r: res(JSON.stringify({ ...V, verdict: "PASS" })), reason: "invalid" },
    { why: "verdict with spaces", r: res(JSON.stringify({ ...V, verdict: " pass " })), reason: "invalid" },
    { why: "verdict 'passed'", r: res(JSON.stringify({ ...V, verdict: "passed" })), reason: "invalid" },
    { why: "verdict 'pass/fail'", r: res(JSON.stringify({ ...V, verdict: "pass/fail" })), reason: "invalid" },
    { why: "verdict true", r: res(JSON.stringify({ ...V, verdict: true })), reason: "invalid" },
    { why: "verdict null", r: res(JSON.stringify({ ...V, verdict: null })), reason: "invalid" },
    { why: "score above 1", r: res(JSON.stringify({ ...V, scores: { ...V.scores, tone: 1.01 } })), reason: "invalid" },
    { why: "score below 0", r: res(JSON.stringify({ ...V, scores: { ...V.scores, grounding: -0.1 } })), reason: "invalid" },
    { why: "score as a word", r: res(JSON.stringify({ ...V, scores: { ...V.scores, factuality: "high" } })), reason: "invalid" },
    { why: "score null", r: res(JSON.stringify({ ...V, scores: { ...V.scores, factuality: null } })), reason: "invalid" },
    { why: "score 'NaN'", r: res(JSON.stringify({ ...V, scores: { ...V.scores, factuality: "NaN" } })), reason: "invalid" },
    { why: "missing one score", r: res(JSON.stringify({ ...V, scores: { factuality: 1, grounding: 1 } })), reason: "invalid" },
    { why: "missing verdict", r: res(JSON.stringify({ scores: V.scores, reasons: [] })), reason: "invalid" },
    { why: "missing reasons", r: res(JSON.stringify({ verdict: "pass", scores: V.scores })), reason: "invalid" },
    { why: "truncated tool call (max_tokens stop)", r: res("", { structured: V, stopReason: "length", rawStopReason: "max_tokens" }), reason: "truncated" },
  ])("$why → $reason", ({ r, reason }) => {
    const p = safeParseJudgeResponse(r);
    expect(p.ok).toBe(false);
    if (!p.ok) {
      expect(p.error.code).toBe("ERR_JUDGE");
      expect(p.error.details.reason).toBe(reason);
    }
  });
});

describe("scanners", () => {
  it.each([
    { text: 'a {"x":1} b {"y":{"z":2}} c', out: ['{"x":1}', '{"y":{"z":2}}'] },
    { text: '{"s":"\\"}"}', out: ['{"s":"\\"}"}'], why: "escaped quote inside a string" },
    { text: "{ open {\"k\":1}", out: ['{"k":1}'], why: "unclosed outer brace keeps the inner object" },
    { text: "}}}{", out: [] },
  ])("findJsonObjects($text)", ({ text, out }) => expect(findJsonObjects(text)).toEqual(out));

  it.each([
    { json: '{"a":1,"b":{"a":2}}', dup: false, why: "the same key in different objects" },
    { json: '[{"a":1},{"a":2}]', dup: false, why: "objects in an array" },
    { json: '{"a":"\\"a\\":","b":1}', dup: false, why: "a key-like string inside a value" },
    { json: '{"a":[1,{"b":1}],"a":2}', dup: true, why: "after a nested array" },
    { json: '{"x":{"k":1,"k":2}}', dup: true, why: "nested object" },
  ])("hasDuplicateKeys: $why", ({ json, dup }) => expect(hasDuplicateKeys(json)).toBe(dup));

  it.each([
    { text: 'PASS. ```json\n{"verdict":"fail"}\n```', out: ["pass"] },
    { text: '{"reasons":["it fails"]} unsure', out: ["unsure"] },
    { text: "bypass, failover, passive", out: [] }, // whole words only
  ])("proseOutcomes($text)", ({ text, out }) => expect([...proseOutcomes(text)]).toEqual(out));

  it("the key tracker and the prose scan finish on large inputs (160 000 distinct keys, 160 000 outcome words)", () => {
    // Single-pass scanners (no timing asserted here; recheck covers the regex). Distinct keys: no early exit.
    const n = 160_000;
    expect(hasDuplicateKeys(`{${Array.from({ length: n }, (_, i) => `"k${i}":1`).join(",")}}`)).toBe(false);
    expect(safeParseJudgeResponse(res(`${J} ${"passes ".repeat(n)}`)).ok).toBe(true);
    expect(safeParseJudgeResponse(res(`${J} ${"passes ".repeat(n)}fails`)).ok).toBe(false);
  });

  it("PROSE_VERDICT_WORD is safe per recheck", () => {
    expect(checkSync(PROSE_VERDICT_WORD.source, PROSE_VERDICT_WORD.flags).status).toBe("safe");
  });

  it("codeFenceBodies reads every fence", () => {
    expect(codeFenceBodies("```json\n{}\n```\ntext\n```\n[]\n```")).toEqual(["{}\n", "[]\n"]);
  });

  it.each([
    { name: "open braces", unit: "{", n: 50_000 },
    { name: "quotes inside an object", unit: '{"', n: 50_000 },
    // Every fence body is tried as JSON (a throw each): fewer, costlier units.
    { name: "backticks", unit: "```\n", n: 4_000 },
  ])("a long run of $name is a judge error, not a verdict (growth is measured in npm run bench -- judge)", ({ unit, n }) => {
    // Attacker-influenced text reaches the parser through the judge's echo: 8n units of it,
    // a size at which a quadratic scanner would run past the test timeout.
    const text = unit.repeat(n * 8);
    expect(findJsonObjects(text)).toEqual([]);
    expect(codeFenceBodies(text).every((b) => b === "" || b === "\n" || /^[`\n]*$/.test(b))).toBe(true);
    expect(safeParseJudgeResponse(res(text)).ok).toBe(false);
  });
});
