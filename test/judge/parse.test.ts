/**
 * Tolerant parsing of judge replies: what real models send (fences, prose around the JSON,
 * a lone reason string) parses; what carries no usable verdict (truncation, refusal, no JSON,
 * out-of-range scores, self-contradiction) is a judge error — never a pass or a fail.
 */
import { describe, expect, it } from "vitest";
import type { LlmResponse } from "../../src/llm/index.js";
import { growthRatio } from "./growth.js";
import { codeFenceBodies, findJsonObjects, safeParseJudgeResponse } from "../../src/evaluation/judge/index.js";

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
    { why: "verdict in capitals", text: JSON.stringify({ ...V, verdict: " PASS " }) },
    { why: "one reason as a string", text: JSON.stringify({ ...V, reasons: "matches" }) },
    { why: "scores as numeric strings", text: JSON.stringify({ ...V, scores: { factuality: "1", grounding: "0.9", tone: "0.80" } }) },
    { why: "extra keys are ignored", text: JSON.stringify({ ...V, confidence: "high" }) },
    { why: "the same verdict twice (an example, then the answer)", text: `Example: ${J}\nAnswer: ${J}` },
  ])("$why", ({ text }) => {
    const r = safeParseJudgeResponse(res(text));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.verdict).toBe("pass");
  });

  it("takes the tool input when the provider delivered one (Anthropic tool use)", () => {
    const r = safeParseJudgeResponse(res("", { structured: { ...V, verdict: "fail" }, stopReason: "tool" }));
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

  it("codeFenceBodies reads every fence", () => {
    expect(codeFenceBodies("```json\n{}\n```\ntext\n```\n[]\n```")).toEqual(["{}\n", "[]\n"]);
  });

  it.each([
    { name: "open braces", unit: "{", n: 50_000 },
    { name: "quotes inside an object", unit: '{"', n: 50_000 },
    // Every fence body is tried as JSON (a throw each): fewer, costlier units.
    { name: "backticks", unit: "```\n", n: 4_000 },
  ])("stays linear on long runs of $name", ({ unit, n }) => {
    // Attacker-influenced text reaches the parser through the judge's echo. Linear ≈ 8×, quadratic ≈ 64×.
    const ratio = growthRatio((n) => {
      const text = unit.repeat(n);
      findJsonObjects(text);
      codeFenceBodies(text);
      safeParseJudgeResponse(res(text));
    }, n);
    expect(ratio).toBeLessThan(40);
  });
});
