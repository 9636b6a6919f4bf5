/** `gate:` — output-gate policy (boundary 2). Owned by `src/gate/`. */
import { z } from "zod";

export const gateConfigSchema = z
  .object({
    /** Internal code names that must never appear in an answer (matched on the shadow). */
    codeNames: z.array(z.string().min(1)).default([]),
    /** Further blocked terms. */
    blockedTerms: z.array(z.string().min(1)).default([]),
  })
  .strict();

export type GateConfig = z.infer<typeof gateConfigSchema>;
