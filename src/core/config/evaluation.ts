/** `evaluation:` — the evaluation gate (boundary 4) and its judge. Owned by `src/evaluation/`. */
import { z } from "zod";

export const evaluationConfigSchema = z
  .object({
    /** Parallel requests to the target. */
    concurrency: z.number().int().min(1).max(64).default(4),
    /** Per-item timeout for the target, in ms. */
    timeoutMs: z.number().int().min(100).default(30_000),
  })
  .strict();

export type EvaluationConfig = z.infer<typeof evaluationConfigSchema>;
