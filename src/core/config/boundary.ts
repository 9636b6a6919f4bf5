/**
 * `boundary:` — evidence-boundary settings (boundary 1). Owned by `src/boundary/`.
 *
 * `boundary.detectors` configures the semantic layer (issue 20 item 7): an LLM classifier on
 * any configured provider and a local ONNX classifier the user supplies. They run where the
 * async path is used — `rampart scan --detector llm|onnx`, `rampart rules check` (rows per
 * configured detector) — or for every `rampart scan` when listed in `enabled`. The API key is
 * never configured here: `RAMPART_DETECTOR_API_KEY`, else the provider's usual variable.
 *
 * ```yaml
 * boundary:
 *   maxInputChars: 2097152                  # largest text one scan accepts (UTF-16 units)
 *   detectors:
 *     llm:
 *       provider: openai                    # anthropic | openai | workers-ai
 *       model: qwen2.5:7b-instruct
 *       baseUrl: http://127.0.0.1:11434/v1  # a local ollama
 *       budget: { perScan: { calls: 16 }, perProcess: { tokens: 2000000 } }
 *     onnx:
 *       modelDir: ./models/prompt-guard-2-86m
 *       labels: { LABEL_0: benign, LABEL_1: injection }
 * ```
 */
import { z } from "zod";
import { closestId } from "../args.js";
import { JUDGE_PROVIDERS, judgeRetryConfigSchema } from "./judge.js";
import { DEFAULT_MAX_EVIDENCE_CHARS } from "../limits.js";
import { BOUNDARY_RULE_IDS } from "./rule-ids.js";

/** Largest cap a size key accepts: 64 Mi units (the engine gives out past ~20 MB of text anyway). */
export const MAX_SIZE_CAP = 64 * 1024 * 1024;

export { BOUNDARY_RULE_IDS } from "./rule-ids.js";

/** A rule id of the default table; an unknown one names itself and the nearest known id. */
const ruleIdSchema = z.string().superRefine((id, ctx) => {
  if (BOUNDARY_RULE_IDS.includes(id)) return;
  const near = closestId(id, BOUNDARY_RULE_IDS);
  ctx.addIssue({
    code: "custom",
    message: `unknown rule id ${JSON.stringify(id.slice(0, 80))}${near === null ? "" : ` (did you mean "${near}"?)`}; \`rampart rules list\` shows the ids`,
  });
});

/** Names of the semantic detectors (`--detector`). */
export const SEMANTIC_DETECTOR_NAMES = ["llm", "onnx"] as const;
export type SemanticDetectorName = (typeof SEMANTIC_DETECTOR_NAMES)[number];

/** A token and call budget; an absent field is no limit. */
export const detectorBudgetSchema = z
  .object({
    /** Input + output tokens. */
    tokens: z.number().int().positive().optional(),
    /** Classifier calls. */
    calls: z.number().int().positive().optional(),
  })
  .strict();

/** What both detectors share: sentence limits, batching, budget, cache. */
const semanticShape = {
  /** Sentences per classifier call. */
  batchSize: z.number().int().min(1).max(64).default(16),
  /** Characters of sentences per call. */
  batchChars: z.number().int().min(100).max(1_000_000).default(6000),
  /** Calls in flight per scan. */
  concurrency: z.number().int().min(1).max(64).default(2),
  /** Longest sentence sent, in UTF-16 code units (longer ones are cut into windows). */
  maxSentenceChars: z.number().int().min(16).max(100_000).default(1000),
  /** Most sentences classified per scanned text; the rest is marked `detector.error`. */
  maxSentences: z.number().int().min(1).max(1_000_000).default(200),
  /** Deadline of one text's detection, in ms. */
  scanTimeoutMs: z.number().int().min(100).max(3_600_000).default(120_000),
  /** Also classify sentences the rules already marked. */
  classifyMarked: z.boolean().default(false),
  budget: z
    .object({
      perScan: detectorBudgetSchema.default({ calls: 16 }),
      perProcess: detectorBudgetSchema.default({}),
    })
    .strict()
    .default({ perScan: { calls: 16 }, perProcess: {} }),
  cache: z
    .object({
      enabled: z.boolean().default(true),
      /** Folder of cached verdicts (relative to the working directory); absent ⇒ memory only. */
      dir: z.string().min(1).optional(),
      /** Entries the memory cache keeps. */
      maxEntries: z.number().int().min(1).max(10_000_000).default(10_000),
    })
    .strict()
    .default({ enabled: true, maxEntries: 10_000 }),
};

export const llmDetectorConfigSchema = z
  .object({
    provider: z.enum(JUDGE_PROVIDERS).optional(),
    model: z.string().min(1).optional(),
    baseUrl: z.url({ protocol: /^https?$/ }).optional(),
    /** Workers AI account id (else `CLOUDFLARE_ACCOUNT_ID`). */
    accountId: z.string().min(1).optional(),
    /** Output tokens per call (a batch of 16 verdicts needs ~600). */
    maxTokens: z.number().int().min(64).max(64_000).default(1024),
    /** Deadline per provider attempt, in ms. */
    timeoutMs: z.number().int().min(100).max(600_000).default(30_000),
    stream: z.boolean().default(false),
    structuredOutput: z.enum(["native", "prompt"]).default("native"),
    retry: judgeRetryConfigSchema.default({ maxAttempts: 2, baseDelayMs: 500, maxDelayMs: 5_000, maxRetryAfterMs: 10_000 }),
    ...semanticShape,
  })
  .strict();

export const onnxDetectorConfigSchema = z
  .object({
    /** The local model folder (config.json, tokenizer.json, onnx/model.onnx). Nothing is downloaded. */
    modelDir: z.string().min(1).optional(),
    /** Weight file base name inside `onnx/`. */
    file: z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/).default("model"),
    dtype: z.enum(["fp32", "fp16", "q8", "int8", "uint8", "q4", "q4f16", "bnb4"]).default("fp32"),
    /** Model class → meaning; merged over INJECTION/JAILBREAK/MALICIOUS/UNSAFE → injection, BENIGN/SAFE/LEGIT → benign. */
    labels: z.record(z.string().min(1), z.enum(["injection", "benign"])).default({}),
    /** Injection probability from which a sentence is marked. */
    threshold: z.number().min(0.5).max(1).default(0.5),
    ...semanticShape,
  })
  .strict();

export const boundaryConfigSchema = z
  .object({
    /** Rule ids switched off (an empty list switches nothing off). */
    disabledRules: z.array(ruleIdSchema).default([]),
    /**
     * Largest text one scan accepts, in UTF-16 code units (a chunk, a tool-output string, a
     * query); a larger one is `ERR_BAD_INPUT`, never passed through (`src/core/limits.ts`).
     */
    maxInputChars: z.number().int().min(1).max(MAX_SIZE_CAP).default(DEFAULT_MAX_EVIDENCE_CHARS),
    /** The semantic layer (issue 20 item 7). */
    detectors: z
      .object({
        /** Detectors every `rampart scan` runs without `--detector`. */
        enabled: z.array(z.enum(SEMANTIC_DETECTOR_NAMES)).default([]),
        llm: llmDetectorConfigSchema.default(llmDetectorConfigSchema.parse({})),
        onnx: onnxDetectorConfigSchema.default(onnxDetectorConfigSchema.parse({})),
      })
      .strict()
      .default({ enabled: [], llm: llmDetectorConfigSchema.parse({}), onnx: onnxDetectorConfigSchema.parse({}) }),
  })
  .strict();

export type BoundaryConfig = z.infer<typeof boundaryConfigSchema>;
export type LlmDetectorConfig = z.infer<typeof llmDetectorConfigSchema>;
export type OnnxDetectorConfig = z.infer<typeof onnxDetectorConfigSchema>;
