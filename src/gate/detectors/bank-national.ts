/**
 * National checks of domestic bank account numbers written without a country prefix (issue 19,
 * builder `gnum`). A label names the number (`bank-labels.ts`); where the country publishes a
 * check, the number's digits must pass it, and a number that passes may be longer than the
 * generic 20-digit cap (the Polish NRB has 26 digits, the Hungarian GIRO number 24):
 *
 * - PL: NRB, 26 digits = the IBAN without `PL`; ISO 7064 mod 97-10 over `BBAN + "PL" + check`
 *   (NBP, "Zarządzenie nr 7/2017 w sprawie NRB", §3).
 * - CZ / SK: `[prefix-]number/bank code`, prefix up to 6 digits, number 2–10, bank code 4;
 *   prefix and number each weighted 1,2,4,8,5,10,9,7,3,6 from the right ≡ 0 (mod 11)
 *   (ČNB, "Vyhláška č. 169/2011 Sb.", annex; NBS, "Opatrenie č. 1/2012").
 * - HU: 16 or 24 digits in blocks of 8; each block weighted 9,7,3,1,… ≡ 0 (mod 10)
 *   (MNB, "18/2009. (VIII. 6.) MNB rendelet", annex 1).
 * - NO: 11 digits, weighted 5,4,3,2,7,6,5,4,3,2 with mod 11 check digit (Bits, "Kontonummer
 *   standard", MOD11).
 *
 * Each check is data (`NATIONAL_CHECKS`); a number no check's shape fits keeps the generic
 * account rules.
 */

/** A national account layout: its digit count(s) and the check the digits must pass. */
interface NationalCheck {
  readonly country: string;
  /** Whether the written value has this country's layout (digits, separators). */
  readonly shape: (value: string, digits: string) => boolean;
  readonly valid: (value: string, digits: string) => boolean;
}

/** ISO 7064 mod 97-10 over a string of digits and capitals (A = 10 … Z = 35). */
function mod97(s: string): number {
  let r = 0;
  for (const c of s) {
    const v = c >= "A" && c <= "Z" ? c.charCodeAt(0) - 55 : Number(c);
    r = v >= 10 ? (r * 100 + v) % 97 : (r * 10 + v) % 97;
  }
  return r;
}

/** Weighted sum of `digits` with `weights` aligned at the right end. */
function weighted(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (weights[i % weights.length] as number);
  return sum;
}

const CZ_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
const HU_WEIGHTS = [1, 3, 7, 9];
/** The Czech / Slovak layout: optional prefix, number, bank code after a slash. */
const CZ_SHAPE = /^(?:([0-9]{1,6})-)?([0-9]{2,10})\/([0-9]{4})$/;

/** The checks, by country. */
export const NATIONAL_CHECKS: readonly NationalCheck[] = [
  {
    country: "PL",
    shape: (_v, d) => d.length === 26,
    valid: (_v, d) => mod97(`${d.slice(2)}PL${d.slice(0, 2)}`) === 1,
  },
  {
    country: "CZ/SK",
    shape: (v) => CZ_SHAPE.test(v),
    valid: (v) => {
      const m = CZ_SHAPE.exec(v);
      if (!m) return false;
      const [, prefix = "", number = ""] = m;
      return weighted(prefix, CZ_WEIGHTS) % 11 === 0 && weighted(number, CZ_WEIGHTS) % 11 === 0 && !/^0+$/.test(number);
    },
  },
  {
    country: "HU",
    shape: (v, d) => (d.length === 16 || d.length === 24) && /^[0-9]{8}(?:[- ][0-9]{8}){1,2}$|^[0-9]{16}$|^[0-9]{24}$/.test(v),
    valid: (_v, d) => [0, 8, 16].every((k) => k >= d.length || weighted(d.slice(k, k + 8), HU_WEIGHTS) % 10 === 0),
  },
  {
    country: "NO",
    shape: (v, d) => d.length === 11 && /^[0-9]{4}[. ]?[0-9]{2}[. ]?[0-9]{5}$/.test(v),
    valid: (_v, d) => {
      const s = weighted(d.slice(0, 10), [2, 3, 4, 5, 6, 7]) % 11;
      const check = s === 0 ? 0 : 11 - s;
      return check !== 10 && check === Number(d[10]);
    },
  },
];

/** The national check whose layout `value` has, or undefined (then the generic rules apply). */
export function nationalCheckOf(value: string, digits: string): NationalCheck | undefined {
  return NATIONAL_CHECKS.find((c) => c.shape(value, digits));
}

/** Every pattern of this module (checked for linear time by a test). */
export const BANK_NATIONAL_PATTERNS: readonly RegExp[] = [CZ_SHAPE];
