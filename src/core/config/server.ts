/** `server:` — the reference SSE chat server (`rampart serve`). Owned by `src/rag/`. */
import { z } from "zod";

export const serverConfigSchema = z
  .object({
    host: z.string().default("127.0.0.1"),
    /** 0 picks a free port. */
    port: z.number().int().min(0).max(65535).default(0),
    /** Pause between streamed tokens, in ms, to pace like a model. */
    tokenDelayMs: z.number().int().min(0).max(10_000).default(20),
    /**
     * Where the guarded server applies the output gate: `answer` — on the whole answer before
     * the first token (an extractive answer is complete up front); `stream` — on the live
     * token stream instead (`gateStream`, what a generative deployment needs; the default,
     * so the demo shows the gate a real model's stream goes through — issue 4).
     */
    gateMode: z.enum(["answer", "stream"]).default("stream"),
  })
  .strict();

export type ServerConfig = z.infer<typeof serverConfigSchema>;
