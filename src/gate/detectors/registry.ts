/**
 * The detector registry: every `DetectorId` maps to exactly one `DetectorSpec`
 * (`satisfies Record<…>` makes a missing or extra id a compile error; a test checks that
 * each spec's own id matches its key). Order here is the order findings are reported in.
 */
import type { DetectorId, DetectorSpec } from "../types.js";
import { bankAccountDetector } from "./bank-account.js";
import { creditCardDetector } from "./credit-card.js";
import { egressDetector } from "./egress.js";
import { emailDetector } from "./email.js";
import { ibanDetector } from "./iban-rows.js";
import { krBrnDetector } from "./kr-brn.js";
import { krDriverLicenceDetector } from "./kr-driver-licence.js";
import { krFrnDetector } from "./kr-frn.js";
import { krPassportDetector } from "./kr-passport.js";
import { krRrnDetector } from "./kr-rrn.js";
import { nationalIdDetector } from "./national-id.js";
import { phoneDetector } from "./phone.js";
import { secretDetector } from "./secret.js";
import { systemPromptDetector } from "./system-prompt.js";
import { blockedTermDetector, canaryDetector, codeNameDetector } from "./terms.js";

export const DETECTORS = {
  phone: phoneDetector,
  email: emailDetector,
  "kr-rrn": krRrnDetector,
  "kr-frn": krFrnDetector,
  "kr-brn": krBrnDetector,
  "kr-passport": krPassportDetector,
  "kr-driver-licence": krDriverLicenceDetector,
  "national-id": nationalIdDetector,
  "credit-card": creditCardDetector,
  iban: ibanDetector,
  "bank-account": bankAccountDetector,
  secret: secretDetector,
  "code-name": codeNameDetector,
  "blocked-term": blockedTermDetector,
  canary: canaryDetector,
  "system-prompt": systemPromptDetector,
  egress: egressDetector,
} as const satisfies Record<DetectorId, DetectorSpec>;
