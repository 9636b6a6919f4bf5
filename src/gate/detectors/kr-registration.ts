/**
 * Shared rules of Korean resident (주민등록번호, RRN) and foreigner (외국인등록번호, FRN)
 * registration numbers: `YYMMDD-GNNNNNN`, 13 digits, the hyphen optional.
 *
 * - G (7th digit) gives sex and century: 1/2 born 1900s, 3/4 2000s (residents);
 *   5/6 1900s, 7/8 2000s (foreigners); 9/0 (1800s) cannot belong to a living person.
 * - YYMMDD must be a real calendar date, not in the future.
 * - The old check digit (weights 2–9,2–5; RRN `(11 − s mod 11) mod 10`, FRN
 *   `(13 − s mod 11) mod 10`) only raises the score: numbers issued since October 2020 have
 *   random trailing digits and do not satisfy it (행정안전부, 주민등록번호 부여체계 개편, 2020-10-05).
 */
import type { Shadow } from "../../boundary/index.js";
import { digitsOf, NUMBER_JOINERS, type Validation } from "./util.js";

/**
 * 13 digits with an optional run of up to five separators after the 6th (`NUMBER_JOINERS`:
 * any dash or space, dot, underscore, middle dot …; `850315 - 1234566`). Zero-width
 * characters are gone from the shadow and digits in any script arrive as ASCII (`gateShadow`).
 */
export const REGISTRATION_PATTERN = new RegExp(`(?<![0-9])[0-9]{6}[${NUMBER_JOINERS}]{0,5}[0-9]{7}(?![0-9])`, "gu");
/** 13 digits and 5 separators; across filler (`REGISTRATION_CHAINS`) 6 + 24 + 7. */
export const REGISTRATION_WINDOW = 40;
/** The 6 + 7 layout the digit reader tries across filler (`생년월일 920315, 뒷자리 2486132`). */
export const REGISTRATION_CHAINS = [[6, 7]] as const;
const WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5] as const;

/** Century of a gender digit, or null when the digit is not of this kind. */
function centuryOf(g: number, kind: "resident" | "foreigner"): number | null {
  const resident: Record<number, number> = { 1: 1900, 2: 1900, 3: 2000, 4: 2000 };
  const foreigner: Record<number, number> = { 5: 1900, 6: 1900, 7: 2000, 8: 2000 };
  return (kind === "resident" ? resident : foreigner)[g] ?? null;
}

/** True when yyyy-mm-dd is a real date not after `today`. */
export function isPastDate(year: number, month: number, day: number, today = new Date()): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return false;
  return d.getTime() <= today.getTime();
}

/** The old (pre-2020) check digit rule. */
export function registrationChecksumOk(digits: string, kind: "resident" | "foreigner"): boolean {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (WEIGHTS[i] as number);
  const base = kind === "resident" ? 11 : 13;
  return (base - (sum % 11)) % 10 === Number(digits[12]);
}

/** Validates one match as a resident or foreigner registration number. */
export function validateRegistration(m: RegExpExecArray, _shadow: Shadow, kind: "resident" | "foreigner"): Validation {
  return validateRegistrationDigits(digitsOf(m[0]), kind);
}

/** The same validation on 13 digits (the digit reader's chains hand over digits only). */
export function validateRegistrationDigits(digits: string, kind: "resident" | "foreigner"): Validation {
  if (digits.length !== 13) return { ok: false };
  const century = centuryOf(Number(digits[6]), kind);
  if (century === null) return { ok: false };
  const year = century + Number(digits.slice(0, 2));
  if (!isPastDate(year, Number(digits.slice(2, 4)), Number(digits.slice(4, 6)))) return { ok: false };
  const what = kind === "resident" ? "resident" : "foreigner";
  return registrationChecksumOk(digits, kind)
    ? { ok: true, score: 1, reason: `Korean ${what} registration number (date, sex/century digit and check digit valid)` }
    : { ok: true, score: 0.7, reason: `Korean ${what} registration number (date and sex/century digit valid; post-2020 numbers have no check digit)` };
}
