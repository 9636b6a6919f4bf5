/** `boundary:` — evidence-boundary settings (boundary 1). Owned by `src/boundary/`. */
import { z } from "zod";

export const boundaryConfigSchema = z
  .object({
    /** Rule ids switched off (an empty list switches nothing off). */
    disabledRules: z.array(z.string()).default([]),
  })
  .strict();

export type BoundaryConfig = z.infer<typeof boundaryConfigSchema>;
