/**
 * Turns one provider response into a verdict or a judge error — never into a guessed pass
 * or fail. Truncated (`length`) and refused responses are errors even when some JSON came
 * through. Text is parsed tolerantly in FORM only: the whole text as JSON, else JSON inside
 * code fences, else the balanced `{…}` objects in the text (prose before or after is
 * allowed); every candidate is validated with zod (verdict exactly `pass` | `fail` |
 * `unsure`, every score a number in 0–1, every field present).
 *
 * Ambiguity is a judge error (`reason: "ambiguous"`), because a guess would turn a judge
 * fault into a pass or a fail:
 * - two valid verdicts that disagree (two objects, a tool call and a JSON text, or two tool calls);
 * - one object naming a key twice (`{"verdict":"pass", …, "verdict":"fail"}` — `JSON.parse`
 *   would silently keep the last);
 * - prose outside the JSON naming another outcome (`FAIL.` beside `{"verdict":"pass"}`):
 *   any of the words pass/passes/passed, fail/fails/failed, unsure, case-insensitive.
 *
 * Every scanner is a single pass (string-aware brace counter, key tracker, one regex without
 * nested quantifiers): linear time on any text.
 */
import { RampartError, type SafeResult } from "../../core/index.js";
import type { LlmResponse } from "../../llm/index.js";
import { judgeVerdictSchema, type JudgeVerdict } from "./verdict.js";
import { findDuplicateKey } from "../../core/json-duplicate-keys.js";

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
  return findJsonObjectSpans(text).map(([s, e]) => text.slice(s, e));
}

/** `findJsonObjects` as `[start, end)` spans (UTF-16 offsets). Linear. */
export function findJsonObjectSpans(text: string): Array<[number, number]> {
  // A preallocated typed stack: flat memory, no growth copies, on any run of `{`.
  const open = new Int32Array(text.length);
  let depth = 0;
  const spans: Array<[number, number]> = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22 && depth > 0) inString = true;
    else if (c === 0x7b /* { */) open[depth++] = i;
    else if (c === 0x7d /* } */ && depth > 0) {
      const start = open[--depth] as number;
      // Spans inside this one were found earlier and end later in `spans`: drop them.
      while (spans.length > 0 && (spans[spans.length - 1] as [number, number])[0] >= start) spans.pop();
      spans.push([start, i + 1]);
    }
  }
  return spans;
}

/** Bodies of Markdown code fences (```json … ``` or ``` … ```), found with indexOf: linear. */
export function codeFenceBodies(text: string): string[] {
  return fenceSpans(text).map((f) => text.slice(f.body[0], f.body[1]));
}

/** Each fence's whole span and its body span. */
function fenceSpans(text: string): Array<{ whole: [number, number]; body: [number, number] }> {
  const out: Array<{ whole: [number, number]; body: [number, number] }> = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf("```", from);
    if (open < 0) break;
    const lineEnd = text.indexOf("\n", open + 3);
    if (lineEnd < 0) break;
    const close = text.indexOf("```", lineEnd + 1);
    if (close < 0) break;
    out.push({ whole: [open, close + 3], body: [lineEnd + 1, close] });
    from = close + 3;
  }
  return out;
}

/**
 * True when some JSON object in `json` names the same key twice (keys compared after JSON
 * unescaping, so `"verd\u0069ct"` is `verdict`): `findDuplicateKey`, the one reader the
 * firewall's argument check uses too. One pass with a stack of key sets: linear.
 * Expects text `JSON.parse` accepted.
 *
 * @example hasDuplicateKeys('{"verdict":"pass","verdict":"fail"}') // true
 */
export function hasDuplicateKeys(json: string): boolean {
  return findDuplicateKey(json) !== null;
}

/**
 * Outcome words in prose (pass/passes/passed, fail/fails/failed, unsure), whole words, any
 * case. Linear: alternation of literals, no nested quantifier (checked with recheck).
 */
export const PROSE_VERDICT_WORD = /\b(?:pass(?:es|ed)?|fail(?:s|ed)?|unsure)\b/gi;

/** The outcomes named in `text` outside its code fences and JSON objects. */
export function proseOutcomes(text: string): Set<"pass" | "fail" | "unsure"> {
  let prose = "";
  let at = 0;
  for (const f of fenceSpans(text)) {
    prose += text.slice(at, f.whole[0]) + "\n";
    at = f.whole[1];
  }
  prose += text.slice(at);
  let outside = "";
  at = 0;
  for (const [s, e] of findJsonObjectSpans(prose)) {
    outside += prose.slice(at, s) + " ";
    at = e;
  }
  outside += prose.slice(at);
  const found = new Set<"pass" | "fail" | "unsure">();
  for (const m of outside.matchAll(PROSE_VERDICT_WORD)) {
    const w = m[0].toLowerCase();
    found.add(w.startsWith("pass") ? "pass" : w.startsWith("fail") ? "fail" : "unsure");
  }
  return found;
}

function tryJson(s: string): unknown {
  try {
    return JSON.parse(s) as unknown;
  } catch {
    return undefined;
  }
}

/** JSON values found in a text, and whether any of them names a key twice. */
interface Candidates {
  values: unknown[];
  duplicateKeys: boolean;
}

/** Candidate values in the text, most specific first (whole text, fences, embedded objects). */
function candidates(text: string): Candidates {
  const t = text.replace(/^\uFEFF/, "").trim();
  const out: Candidates = { values: [], duplicateKeys: false };
  const take = (s: string): boolean => {
    const v = tryJson(s);
    if (v === undefined) return false;
    out.values.push(v);
    if (hasDuplicateKeys(s)) out.duplicateKeys = true;
    return true;
  };
  if (take(t)) return out;
  for (const body of codeFenceBodies(t)) take(body.trim());
  if (out.values.length > 0) return out;
  for (const obj of findJsonObjects(t)) take(obj);
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
  // A tool call (or several) and the text are read together: they must agree.
  const tools = res.structured !== undefined ? [res.structured, ...(res.structuredExtra ?? [])] : [];
  const fromText = candidates(res.text);
  if (fromText.duplicateKeys) {
    return { ok: false, error: judgeError("ambiguous", "judge reply names a key twice in one object (JSON.parse would keep only the last)", res) };
  }
  const values = [...tools, ...fromText.values];
  if (values.length === 0) return { ok: false, error: judgeError("no-json", "judge reply contains no JSON object", res) };
  const valid: JudgeVerdict[] = [];
  let firstIssue = "";
  // An invalid value that still claims to be a verdict (a tool call, or an object with a
  // `verdict` key) beside a valid one is a contradiction, not noise to skip.
  let invalidVerdicts = 0;
  values.forEach((v, i) => {
    const parsed = judgeVerdictSchema.safeParse(v);
    if (parsed.success) {
      valid.push(parsed.data);
      return;
    }
    if (i < tools.length || (v !== null && typeof v === "object" && Object.hasOwn(v, "verdict"))) invalidVerdicts++;
    if (!firstIssue) firstIssue = parsed.error.issues.map((x) => `${x.path.join(".") || "(root)"}: ${x.message}`).join("; ");
  });
  if (valid.length === 0) return { ok: false, error: judgeError("invalid", `judge verdict does not match the schema: ${firstIssue}`, res) };
  if (invalidVerdicts > 0) {
    return { ok: false, error: judgeError("ambiguous", `judge reply holds a valid verdict and an invalid one (${firstIssue})`, res) };
  }
  const outcomes = new Set(valid.map((v) => v.verdict));
  if (outcomes.size > 1) {
    return { ok: false, error: judgeError("ambiguous", `judge reply holds conflicting verdicts (${[...outcomes].join(", ")})`, res) };
  }
  const verdict = (valid[0] as JudgeVerdict).verdict;
  const prose = [...proseOutcomes(res.text)].filter((o) => o !== verdict);
  if (prose.length > 0) {
    return { ok: false, error: judgeError("ambiguous", `judge prose says ${prose.join(", ")} but its verdict is ${verdict}`, res) };
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
