/** Korean foreigner registration numbers (외국인등록번호); rules in `kr-registration.ts`. */
import { patternDetector } from "./util.js";
import { REGISTRATION_CHAINS, REGISTRATION_PATTERN, REGISTRATION_WINDOW, validateRegistration, validateRegistrationDigits } from "./kr-registration.js";

export const krFrnDetector = patternDetector({
  id: "kr-frn",
  category: "pii.kr-frn",
  code: "ERR_LEAK_PII",
  label: "FRN",
  pattern: REGISTRATION_PATTERN,
  window: REGISTRATION_WINDOW,
  lead: 0,
  validate: (m, shadow) => validateRegistration(m, shadow, "foreigner"),
  chains: { layouts: REGISTRATION_CHAINS, validate: (digits) => validateRegistrationDigits(digits, "foreigner") },
});
