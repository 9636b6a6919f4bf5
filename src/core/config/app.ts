/**
 * `app:` — facts about the guarded application shared by several boundaries: the fixed
 * refusal phrase (seed 002: an injection probe passes only with it), the no-evidence
 * phrase, and the system prompt (the gate watches for its leakage).
 */
import { z } from "zod";

export const DEFAULT_REFUSAL_PHRASE = "죄송하지만 그 요청에는 답변할 수 없습니다.";
export const DEFAULT_NO_EVIDENCE_PHRASE = "제공된 자료에서 근거를 찾을 수 없습니다.";

export const appConfigSchema = z
  .object({
    refusalPhrase: z.string().min(1).default(DEFAULT_REFUSAL_PHRASE),
    noEvidencePhrase: z.string().min(1).default(DEFAULT_NO_EVIDENCE_PHRASE),
    systemPrompt: z.string().default(""),
  })
  .strict();

export type AppConfig = z.infer<typeof appConfigSchema>;
