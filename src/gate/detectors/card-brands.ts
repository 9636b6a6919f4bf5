/**
 * Payment card brands: the issuer identification number (IIN) ranges and the number lengths
 * each scheme issues, so a Luhn-valid digit run is read as a card only when a brand issues
 * that prefix at that length. Parcel tracking numbers, EAN/UPC/GTIN barcodes and IMEIs pass
 * Luhn often (IMEIs always) but sit outside these ranges or lengths.
 *
 * Sources: ISO/IEC 7812-1 (major industry identifier, Luhn check digit, 8-digit IIN) and the
 * ranges and lengths the schemes publish for acceptance (Visa, Mastercard "2-series" bulletin
 * 2221–2720, American Express, Discover Global Network IIN ranges incl. Diners Club and
 * RuPay/JCB reciprocity, JCB, UnionPay, Mir (NSPK), RuPay (NPCI), Troy, UATP, Maestro,
 * Dankort, InterPayment/InstaPayment, Verve, Hipercard).
 */

/** One brand row: IIN prefixes `from`–`to` (inclusive, same number of digits) and the issued lengths. */
export interface CardBrand {
  readonly brand: string;
  readonly from: number;
  readonly to: number;
  readonly lengths: readonly number[];
}

const R = (brand: string, from: number, to: number, lengths: readonly number[]): CardBrand => ({ brand, from, to, lengths });
const L16_19 = [16, 17, 18, 19] as const;
const L12_19 = [12, 13, 14, 15, 16, 17, 18, 19] as const;

/** The brand table (one row per range; ranges of different brands may overlap). */
export const CARD_BRANDS: readonly CardBrand[] = [
  R("UATP", 1, 1, [15]),
  R("Mir", 2200, 2204, L16_19),
  R("Mastercard", 2221, 2720, [16]),
  R("Diners Club", 300, 305, [14, 16, 17, 18, 19]),
  R("Diners Club", 3095, 3095, [14, 16, 17, 18, 19]),
  R("Diners Club", 36, 36, [14, 16, 17, 18, 19]),
  R("Diners Club", 38, 39, L16_19),
  R("American Express", 34, 34, [15]),
  R("American Express", 37, 37, [15]),
  // JCB publishes 3528–3589; card generators and test data draw JCB numbers from the whole
  // 35 block, and at 16–19 digits it meets no IMEI (15 digits, TACs often start 35).
  R("JCB", 35, 35, L16_19),
  R("RuPay (JCB)", 353, 353, [16]),
  R("RuPay (JCB)", 356, 356, [16]),
  // Visa issues 16 and 19 digits; 13 digits are legacy numbers still valid.
  R("Visa", 4, 4, [13, 16, 19]),
  R("Maestro", 50, 50, L12_19),
  R("Mastercard", 51, 55, [16]),
  R("Maestro", 56, 58, L12_19),
  R("Maestro", 5893, 5893, L12_19),
  R("RuPay", 60, 60, [16]),
  R("Discover", 6011, 6011, L16_19),
  R("UnionPay", 62, 62, L16_19),
  R("Maestro", 6304, 6304, L12_19),
  R("InterPayment", 636, 636, L16_19),
  R("InstaPayment", 637, 639, [16]),
  R("Discover", 644, 649, L16_19),
  R("Discover", 65, 65, L16_19),
  R("Maestro", 6759, 6759, L12_19),
  R("Maestro", 6761, 6763, L12_19),
  R("RuPay", 81, 82, [16]),
  R("Troy", 9792, 9792, [16]),
];

/** The table with longer (more specific) prefixes first: `6011` is Discover before `60` is RuPay. */
const BY_WIDTH = [...CARD_BRANDS].sort((a, b) => String(b.from).length - String(a.from).length);

/**
 * The brand that issues `digits` (a digit string) at its length, or null. Luhn is checked
 * separately (`luhnOk`).
 *
 * @example
 * cardBrand("4111111111111111") // → "Visa"
 * cardBrand("353456789012345")  // → null (an IMEI's length; JCB issues 16–19 digits)
 */
export function cardBrand(digits: string): string | null {
  for (const row of BY_WIDTH) {
    const width = String(row.from).length;
    if (digits.length < width || !row.lengths.includes(digits.length)) continue;
    const prefix = Number(digits.slice(0, width));
    if (prefix >= row.from && prefix <= row.to) return row.brand;
  }
  return null;
}

/**
 * Whether `digits` carries a valid GS1 check digit (GTIN-8/12/13/14: EAN, UPC, JAN, ITF-14;
 * GS1 General Specifications §7.9: weights 3 and 1 alternating from the right, excluding the
 * check digit). A 12–14 digit number that is a valid barcode reads as one unless a card word
 * names it a card.
 */
export function gs1CheckOk(digits: string): boolean {
  if (!/^[0-9]{8,14}$/.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 2, w = 3; i >= 0; i--, w = 4 - w) sum += Number(digits[i]) * w;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}
