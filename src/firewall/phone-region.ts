/**
 * The default region of phone numbers (issue 18, vouching round 5): a number written without a
 * country code (`010-1234-5678`) is a national number of *some* plan, so on its own it cannot
 * meet the same number written with one (`+82 10-1234-5678`). With `firewall.defaultRegion`
 * (ISO 3166-1 alpha-2, the users' country) the firewall reads every national spelling as a
 * number of that region — libphonenumber-js with Google's libphonenumber metadata ("max" build),
 * the library the output gate's phone detector uses — so both spellings have one canonical
 * form, the E.164 digits. Without a region a national number stays national: it matches only
 * the same national number, never a `+CC` form (`vouch.ts`, `phoneVouched`).
 *
 * The library is loaded on first use (its metadata is large; `rampart/firewall` does not load it
 * at import), synchronously, since vouching is synchronous.
 */
import { createRequire } from "node:module";
import type { CountryCode } from "libphonenumber-js/max";

type PhoneLib = typeof import("libphonenumber-js/max");
let LIB: PhoneLib | null = null;
const lib = (): PhoneLib => (LIB ??= createRequire(import.meta.url)("libphonenumber-js/max") as PhoneLib);

/**
 * Whether `region` is an ISO 3166-1 alpha-2 code libphonenumber has a numbering plan for
 * (upper case, e.g. `KR`, `DE`, `US`).
 */
export function supportedRegion(region: string): boolean {
  return /^[A-Z]{2}$/.test(region) && lib().isSupportedCountry(region as CountryCode);
}

/** Results of `e164Digits` for recent (text, region) pairs; bounded, cleared when full. */
const E164 = new Map<string, string | null>();
const MAX_MEMO = 4096;
/** Longest text handed to the parser (a phone number in any spelling is far shorter). */
const MAX_PHONE_CHARS = 64;

/**
 * The E.164 digits (country code and national number, no `+`) of a phone number written
 * nationally in `region` — or written with its own `+CC`/`00CC`, which wins — or `null` when
 * the text is no possible number of that plan (libphonenumber's `isPossible`: the length fits
 * the plan) or longer than 64 characters.
 *
 * @example
 * e164Digits("010-1234-5678", "KR") // "821012345678"
 * e164Digits("030 1234567", "DE")   // "49301234567"
 */
export function e164Digits(text: string, region: string): string | null {
  if (text.length > MAX_PHONE_CHARS) return null;
  const memo = `${region}\u0000${text}`;
  const known = E164.get(memo);
  if (known !== undefined) return known;
  let out: string | null = null;
  try {
    const written = text.trim().startsWith("00") ? `+${text.trim().slice(2)}` : text;
    const n = lib().parsePhoneNumberFromString(written, region as CountryCode);
    if (n !== undefined && n.isPossible()) out = n.number.slice(1);
  } catch {
    out = null;
  }
  if (E164.size >= MAX_MEMO) E164.clear();
  E164.set(memo, out);
  return out;
}

/**
 * The digit strings a user in `region` writes for the number with E.164 digits `e164`
 * without its country code: the national format (trunk prefix included: `01012345678` for
 * `821012345678` in `KR`) and the national significant number (`1012345678`). Empty when the
 * number belongs to another country's plan (a number under another country code is never
 * written nationally here).
 */
export function nationalSpellings(e164: string, region: string): string[] {
  let n: ReturnType<PhoneLib["parsePhoneNumberFromString"]>;
  try {
    n = lib().parsePhoneNumberFromString(`+${e164}`);
  } catch {
    return [];
  }
  if (n === undefined) return [];
  const code = lib().getCountryCallingCode(region as CountryCode);
  if (n.countryCallingCode !== code) return [];
  const national = n.formatNational().replace(/\D/g, "");
  return national === n.nationalNumber ? [national] : [national, n.nationalNumber];
}
