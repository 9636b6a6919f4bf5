/** Korean resident registration numbers (주민등록번호); rules in `kr-registration.ts`. */
import { patternDetector } from "./util.js";
import { REGISTRATION_CHAINS, REGISTRATION_PATTERN, REGISTRATION_WINDOW, validateRegistration, validateRegistrationDigits } from "./kr-registration.js";

export const krRrnDetector = patternDetector({
  id: "kr-rrn",
  category: "pii.kr-rrn",
  code: "ERR_LEAK_PII",
  label: "RRN",
  pattern: REGISTRATION_PATTERN,
  window: REGISTRATION_WINDOW,
  lead: 0,
  validate: (m, shadow) => validateRegistration(m, shadow, "resident"),
  chains: { layouts: REGISTRATION_CHAINS, validate: (digits) => validateRegistrationDigits(digits, "resident") },
});
