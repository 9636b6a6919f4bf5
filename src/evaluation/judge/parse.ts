/**
 * Turns one provider response into a verdict or a judge error — never into a guessed pass
 * or fail. Truncated (`length`) and refused responses are errors even when some JSON came
 * through. Text is parsed tolerantly: the whole text as JSON, else JSON inside code fences,
 * else the balanced `{…}` objects in the text (prose before or after is ignored); every
 * candidate is validated with zod, and two valid candidates that disagree are an error
 * (the judge contradicted itself). The scanner is a single pass with a string-aware brace
 * counter: linear time on any text.
 */
import { RampartError, type SafeResult } from "../../core/index.js";
import type { LlmResponse } from "../../llm/index.js";
import { judgeVerdictSchema, type JudgeVerdict } from "./verdict.js";

/** Why a response gave no verdict (`details.reason` of the `ERR_JUDGE` error). */
export type JudgeFailure = "truncated" | "refused" | "no-json" | "invalid" | "ambiguous";

/** Characters of the raw response kept in an error, for the report (escaped wherever shown). */
const EXCERPT_CHARS = 200;

function judgeError(reason: JudgeFailure, message: string, res: LlmResponse): RampartError {
  return new RampartError("ERR_JUDGE", message, {
    details: { reason, stopReason: res.rawStopReason, excerpt: res.text.slice(0, EXCERPT_CHARS) },
  });
}

/**
 * Finds the outermost balanced `{…}` substrings of `text`, in order. Braces inside JSON
 * strings (with `\"` escapes) do not count. A brace left open — a cut-off object, or a
 * stray `{` in prose — hides nothing: the complete objects inside it are still found.
 * One pass with a stack of open positions; each span is added and removed at most once,
 * so the whole scan is linear in `text.length`.
 *
 * @example
 * findJsonObjects('Verdict: {"a": "}"} done') // ['{"a": "}"}']
 */
export function findJsonObjects(text: string): string[] {
  const open: number[] = [];
  const spans: Array<[number, number]> = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22 && open.length > 0) inString = true;
    else if (c === 0x7b /* { */) open.push(i);
    else if (c === 0x7d /* } */ && open.length > 0) {
      const start = open.pop() as number;
      // Spans inside this one were found earlier and end later in `spans`: drop them.
      while (spans.length > 0 && (spans[spans.length - 1] as [number, number])[0] >= start) spans.pop();
      spans.push([start, i + 1]);
    }
  }
  return spans.map(([s, e]) => text.slice(s, e));
}

/** Bodies of Markdown code fences (```json … ``` or ``` … ```), found with indexOf: linear. */
export function codeFenceBodies(text: string): string[] {
  const bodies: string[] = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf("```", from);
    if (open < 0) break;
    const lineEnd = text.indexOf("\n", open + 3);
    if (lineEnd < 0) break;
    const close = text.indexOf("```", lineEnd + 1);
    if (close < 0) break;
    bodies.push(text.slice(lineEnd + 1, close));
    from = close + 3;
  }
  return bodies;
}

function tryJson(s: string): unknown {
  try {
    return JSON.parse(s) as unknown;
  } catch {
    return undefined;
  }
}

/** Candidate values in the text, most specific first (whole text, fences, embedded objects). */
function candidates(text: string): unknown[] {
  const t = text.replace(/^\uFEFF/, "").trim();
  const whole = tryJson(t);
  if (whole !== undefined) return [whole];
  const out: unknown[] = [];
  for (const body of codeFenceBodies(t)) {
    const v = tryJson(body.trim());
    if (v !== undefined) out.push(v);
  }
  if (out.length > 0) return out;
  for (const obj of findJsonObjects(t)) {
    const v = tryJson(obj);
    if (v !== undefined) out.push(v);
  }
  return out;
}

/**
 * Extracts the verdict from a provider response.
 *
 * @returns `{ ok: true, value }` or `{ ok: false, error }` with `ERR_JUDGE` and
 *   `details.reason` ∈ `JudgeFailure`.
 */
export function safeParseJudgeResponse(res: LlmResponse): SafeResult<JudgeVerdict> {
  if (res.stopReason === "length") {
    return { ok: false, error: judgeError("truncated", `judge output truncated at the token limit (${res.rawStopReason ?? "length"})`, res) };
  }
  if (res.stopReason === "refusal") {
    return { ok: false, error: judgeError("refused", `judge refused to grade (${res.rawStopReason ?? "refusal"})`, res) };
  }
  const values = res.structured !== undefined ? [res.structured] : candidates(res.text);
  if (values.length === 0) return { ok: false, error: judgeError("no-json", "judge reply contains no JSON object", res) };
  const valid: JudgeVerdict[] = [];
  let firstIssue = "";
  for (const v of values) {
    const parsed = judgeVerdictSchema.safeParse(v);
    if (parsed.success) valid.push(parsed.data);
    else if (!firstIssue) firstIssue = parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ");
  }
  if (valid.length === 0) return { ok: false, error: judgeError("invalid", `judge verdict does not match the schema: ${firstIssue}`, res) };
  const outcomes = new Set(valid.map((v) => v.verdict));
  if (outcomes.size > 1) {
    return { ok: false, error: judgeError("ambiguous", `judge reply holds conflicting verdicts (${[...outcomes].join(", ")})`, res) };
  }
  return { ok: true, value: valid[0] as JudgeVerdict };
}

/**
 * Throwing form of `safeParseJudgeResponse`.
 *
 * @throws RampartError `ERR_JUDGE` when the response holds no usable verdict.
 */
export function parseJudgeResponse(res: LlmResponse): JudgeVerdict {
  const r = safeParseJudgeResponse(res);
  if (!r.ok) throw r.error;
  return r.value;
}
