/**
 * Korean business registration numbers (사업자등록번호): `NNN-NN-NNNNN`, hyphens optional
 * but consistent. Validated by the National Tax Service check digit: weights
 * 1,3,7,1,3,7,1,3,5 over the first nine digits, plus ⌊9th digit × 5 / 10⌋; the check digit is
 * `(10 − s mod 10) mod 10` (국세청 사업자등록번호 검증 규칙). Without a valid check digit a
 * 10-digit number is just a number.
 */
import { digitsOf, patternDetector } from "./util.js";

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;
const CONTEXT = /(?:사업자|등록번호|brn|business)/i;

/** The NTS check-digit rule on 10 digits. */
export function brnChecksumOk(digits: string): boolean {
  if (!/^[0-9]{10}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * (WEIGHTS[i] as number);
  sum += Math.floor((Number(digits[8]) * 5) / 10);
  return (10 - (sum % 10)) % 10 === Number(digits[9]);
}

export const krBrnDetector = patternDetector({
  id: "kr-brn",
  category: "pii.kr-brn",
  code: "ERR_LEAK_PII",
  label: "BRN",
  pattern: /(?<![0-9a-z+-])(?:[0-9]{3}-[0-9]{2}-[0-9]{5}|[0-9]{10})(?![0-9]|-[0-9])/g,
  window: 14,
  lead: 0,
  contextPatterns: [CONTEXT],
  validate: (m, shadow) => {
    const digits = digitsOf(m[0]);
    // 000-00-00000 style filler passes the checksum but is not a number anyone holds.
    if (/^(.)\1+$/.test(digits) || !brnChecksumOk(digits)) return { ok: false };
    // Ten bare digits pass the check one time in ten: without the 3-2-5 layout or a
    // business word nearby the score stays low (a phone reading of the same span wins).
    const context = CONTEXT.test(shadow.text.slice(Math.max(0, m.index - 30), m.index));
    return m[0].includes("-") || context
      ? { ok: true, score: 0.9, reason: "Korean business registration number (NTS check digit valid)" }
      : { ok: true, score: 0.5, reason: "10 digits with a valid business-registration check digit (no layout or context)" };
  },
  canonical: digitsOf,
});
