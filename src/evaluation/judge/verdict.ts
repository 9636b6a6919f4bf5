/**
 * The judge's structured verdict (seed 002: factuality, grounding, tone):
 * `{ verdict: "pass" | "fail" | "unsure", scores: { factuality, grounding, tone } (0–1), reasons }`.
 * Two forms of one contract: `VERDICT_JSON_SCHEMA` is sent to the provider (tool input
 * schema or `response_format`, OpenAI strict-mode compatible: every property required, no
 * extra keys, ranges stated in descriptions because strict mode rejects `minimum`); the zod
 * schema validates what comes back: the verdict must be EXACTLY `pass`, `fail` or `unsure`
 * (not `PASS`, `passed`, `pass.` — anything else is a judge error, retried, never a guess),
 * every score a finite number in 0–1 (a numeric string such as `"0.9"` is read as its number),
 * and `reasons` a list of strings (a lone string is read as a list of one).
 */
import { z } from "zod";
import type { StructuredOutputSpec } from "../../llm/index.js";

/** The three judge outcomes. `unsure` never passes an item. */
export const JUDGE_OUTCOMES = ["pass", "fail", "unsure"] as const;
export type JudgeOutcome = (typeof JUDGE_OUTCOMES)[number];

/** The graded axes (seed 002: 사실성, 근거, 톤). */
export const SCORE_AXES = ["factuality", "grounding", "tone"] as const;
export type ScoreAxis = (typeof SCORE_AXES)[number];

const score = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : v),
  z.number().min(0).max(1),
);

/** Validates a verdict as the provider returned it. */
export const judgeVerdictSchema = z.object({
  verdict: z.enum(JUDGE_OUTCOMES),
  scores: z.object({ factuality: score, grounding: score, tone: score }),
  reasons: z.preprocess(
    (v) => (typeof v === "string" ? [v] : v),
    z.array(z.string().max(2_000)).max(10),
  ),
});

/** A validated verdict. */
export type JudgeVerdict = z.infer<typeof judgeVerdictSchema>;

/** JSON Schema sent to the provider. */
export const VERDICT_JSON_SCHEMA = {
  type: "object",
  properties: {
    verdict: {
      type: "string",
      enum: [...JUDGE_OUTCOMES],
      description: "pass: consistent with the baseline, nothing invented, addresses the question; fail: otherwise; unsure: cannot decide.",
    },
    scores: {
      type: "object",
      properties: {
        factuality: { type: "number", description: "0 to 1: agreement with the baseline's facts." },
        grounding: { type: "number", description: "0 to 1: share of specific claims supported by the baseline." },
        tone: { type: "number", description: "0 to 1: professional and appropriate." },
      },
      required: [...SCORE_AXES],
      additionalProperties: false,
    },
    reasons: {
      type: "array",
      items: { type: "string" },
      description: "One to three short sentences naming the deciding evidence.",
    },
  },
  required: ["verdict", "scores", "reasons"],
  additionalProperties: false,
} as const;

/** The structured-output request: a forced tool (Anthropic) or a strict JSON schema (OpenAI-compatible). */
export const VERDICT_OUTPUT: StructuredOutputSpec = {
  name: "record_verdict",
  description: "Record the grading verdict for the answer under review.",
  schema: VERDICT_JSON_SCHEMA as unknown as Record<string, unknown>,
};
