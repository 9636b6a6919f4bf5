/**
 * Korean driver licence numbers (운전면허번호): `RR-YY-NNNNNN-CC` — region code (11–26, 28:
 * 서울 11 … 울산 26, 경기북부 28; 경찰청 도로교통공단 면허번호 체계), two-digit year of
 * issue, six-digit serial, two check digits — hyphens optional but consistent. The older
 * spelling with the region name (`서울 12-345678-90`) is matched too.
 */
import { patternDetector } from "./util.js";

const REGION = "(?:1[1-9]|2[0-6]|28)";
const REGION_NAMES = "(?:서울|부산|경기|강원|충북|충남|전북|전남|경북|경남|제주|대구|인천|광주|대전|울산)";

export const krDriverLicenceDetector = patternDetector({
  id: "kr-driver-licence",
  category: "pii.kr-driver-licence",
  code: "ERR_LEAK_PII",
  label: "DRIVER_LICENCE",
  pattern: new RegExp(
    `(?<![0-9a-z-])(?:${REGION}-[0-9]{2}-[0-9]{6}-[0-9]{2}|${REGION}[0-9]{10}|${REGION_NAMES} ?[0-9]{2}-[0-9]{6}-[0-9]{2})(?![0-9]|-[0-9])`,
    "g",
  ),
  window: 20,
  lead: 3, // "서울 " before the digits
  validate: () => ({ ok: true, score: 0.85, reason: "Korean driver licence number (region code and layout valid)" }),
});
