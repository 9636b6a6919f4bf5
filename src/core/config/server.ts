/** `server:` — the reference SSE chat server (`rampart serve`). Owned by `src/rag/`. */
import { z } from "zod";

export const serverConfigSchema = z
  .object({
    host: z.string().default("127.0.0.1"),
    /** 0 picks a free port. */
    port: z.number().int().min(0).max(65535).default(0),
    /** Pause between streamed tokens, in ms, to pace like a model. */
    tokenDelayMs: z.number().int().min(0).max(10_000).default(20),
  })
  .strict();

export type ServerConfig = z.infer<typeof serverConfigSchema>;
