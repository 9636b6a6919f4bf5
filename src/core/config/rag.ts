/** `rag:` — the reference pipeline (corpus, retrieval, answerer). Owned by `src/rag/`. */
import { z } from "zod";

export const ragConfigSchema = z
  .object({
    /** Corpus folder; relative paths resolve against the config file's folder. Absent: bundled corpus. */
    corpus: z.string().min(1).optional(),
    /** Retrieved chunks the answerer reads sentences from (the top 10 are always reported). */
    topK: z.number().int().min(1).max(10).default(5),
    /** Upper bound of a Markdown/text chunk, in UTF-16 code units. */
    maxChunkChars: z.number().int().min(200).max(20_000).default(1200),
  })
  .strict();

export type RagConfig = z.infer<typeof ragConfigSchema>;
