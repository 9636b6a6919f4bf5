/**
 * `judge:` — the LLM judge of the evaluation gate (seed 002 stage 2) and its provider.
 * Owned by `src/evaluation/judge/` and `src/llm/`. The API key is never configured here:
 * it comes from `RAMPART_JUDGE_API_KEY` or the provider's usual variable.
 *
 * ```yaml
 * judge:
 *   provider: openai            # anthropic | openai | workers-ai (CLI --judge wins)
 *   model: qwen2.5:7b-instruct  # CLI --judge-model wins
 *   baseUrl: http://127.0.0.1:11434/v1
 *   repeats: 3                  # majority vote
 *   budget: { tokens: 200000 }
 *   pricing: { inputUsdPerMTok: 3, outputUsdPerMTok: 15 }
 * ```
 */
import { z } from "zod";

/** Provider ids (mirrors `PROVIDER_IDS` of `rampart/llm`; a test keeps them equal). */
export const JUDGE_PROVIDERS = ["anthropic", "openai", "workers-ai"] as const;

export const judgeRetryConfigSchema = z
  .object({
    /** Total attempts per provider call, including the first. */
    maxAttempts: z.number().int().min(1).max(10).default(4),
    /** First back-off delay without Retry-After, in ms. */
    baseDelayMs: z.number().int().min(0).max(60_000).default(500),
    /** Cap on a back-off delay, in ms. */
    maxDelayMs: z.number().int().min(0).max(600_000).default(20_000),
    /** Longest Retry-After honoured, in ms; longer fails the call. */
    maxRetryAfterMs: z.number().int().min(0).max(3_600_000).default(60_000),
  })
  .strict();

export const judgeConfigSchema = z
  .object({
    provider: z.enum(JUDGE_PROVIDERS).optional(),
    model: z.string().min(1).optional(),
    baseUrl: z.url({ protocol: /^https?$/ }).optional(),
    /** Workers AI account id (else `CLOUDFLARE_ACCOUNT_ID`). */
    accountId: z.string().min(1).optional(),
    /** Output tokens per judge call. */
    maxTokens: z.number().int().min(64).max(64_000).default(1024),
    /** Deadline per provider attempt, in ms. */
    timeoutMs: z.number().int().min(100).max(600_000).default(60_000),
    stream: z.boolean().default(false),
    /** `native`: tool use / JSON-schema mode; `prompt`: for servers without schema support. */
    structuredOutput: z.enum(["native", "prompt"]).default("native"),
    /** Judge samples per item, majority vote. */
    repeats: z.number().int().min(1).max(15).default(1),
    /** Judge calls in flight at once. */
    concurrency: z.number().int().min(1).max(32).default(2),
    /** Calls per sample when the verdict is unparsable, truncated or refused, before it is a judge error. */
    attempts: z.number().int().min(1).max(10).default(3),
    /** `passed`: judge what stage 1 passed; `answered`: also grade stage-1 failures, for agreement only (never blocked answers). */
    scope: z.enum(["passed", "answered"]).default("passed"),
    retry: judgeRetryConfigSchema.default(judgeRetryConfigSchema.parse({})),
    cache: z
      .object({
        enabled: z.boolean().default(true),
        /** Folder of cached verdicts; relative to the working directory. */
        dir: z.string().min(1).default(".rampart/judge-cache"),
      })
      .strict()
      .default({ enabled: true, dir: ".rampart/judge-cache" }),
    /** Stop the run (exit 2) once spent; absent ⇒ no limit. */
    budget: z
      .object({
        tokens: z.number().int().positive().optional(),
        usd: z.number().positive().optional(),
      })
      .strict()
      .default({}),
    /** Prices for the cost ledger, USD per million tokens; needed for a USD budget. */
    pricing: z
      .object({
        inputUsdPerMTok: z.number().min(0),
        outputUsdPerMTok: z.number().min(0),
      })
      .strict()
      .optional(),
  })
  .strict();

export type JudgeConfig = z.infer<typeof judgeConfigSchema>;
