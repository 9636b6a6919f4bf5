/**
 * The detector registry: every `DetectorId` maps to exactly one `DetectorSpec`
 * (`satisfies Record<…>` makes a missing or extra id a compile error; a test checks that
 * each spec's own id matches its key). Order here is the order findings are reported in.
 */
import type { DetectorId, DetectorSpec } from "../types.js";
import { emailDetector } from "./email.js";
import { phoneDetector } from "./phone.js";
import { systemPromptDetector } from "./system-prompt.js";
import { blockedTermDetector, codeNameDetector } from "./terms.js";

export const DETECTORS = {
  phone: phoneDetector,
  email: emailDetector,
  "code-name": codeNameDetector,
  "blocked-term": blockedTermDetector,
  "system-prompt": systemPromptDetector,
} as const satisfies Record<DetectorId, DetectorSpec>;
