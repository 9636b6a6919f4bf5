/** `rag:` — the reference pipeline (corpus, retrieval, answerer). Owned by `src/rag/`. */
import { z } from "zod";

export const ragConfigSchema = z
  .object({
    /** Corpus folder; relative paths resolve against the config file's folder. Absent: bundled corpus. */
    corpus: z.string().optional(),
    /** Chunks passed to the answerer. */
    topK: z.number().int().min(1).max(100).default(5),
  })
  .strict();

export type RagConfig = z.infer<typeof ragConfigSchema>;
