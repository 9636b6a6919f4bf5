/** `evaluation:` — the evaluation gate (boundary 4) and its judge. Owned by `src/evaluation/`. */
import { z } from "zod";

export const evaluationConfigSchema = z
  .object({
    /** Parallel requests to the target. */
    concurrency: z.number().int().min(1).max(64).default(4),
    /** Per-item timeout for the target, in ms. */
    timeoutMs: z.number().int().min(100).default(30_000),
    /** How `rampart eval --target URL` talks to the target unless `--target-kind` says otherwise. */
    targetKind: z.enum(["sse", "http"]).default("sse"),
    /** Largest target reply per item, in bytes (1 MiB); a larger one makes the item an error (exit 2). */
    maxReplyBytes: z.number().int().min(1).default(1024 * 1024),
    /**
     * Hallucination probes: a sentence left after removing the no-evidence phrase with at
     * least this many letters or digits counts as an asserted claim.
     */
    claimMinChars: z.number().int().min(1).default(12),
    /** Absolute drop in a retrieval rate tolerated before the baseline gate fails (0 = any drop fails). */
    retrievalTolerance: z.number().min(0).max(1).default(0),
  })
  .strict();

export type EvaluationConfig = z.infer<typeof evaluationConfigSchema>;
