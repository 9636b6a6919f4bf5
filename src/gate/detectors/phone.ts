/**
 * Phone numbers: Korean mobile, landline and representative (15xx) numbers in every common
 * spelling, and international numbers, validated with libphonenumber-js (Google's
 * libphonenumber metadata, "max" build, so validity checks number ranges, not just length).
 *
 * Pattern → validate (presidio's PhoneRecognizer works the same way): a linear candidate
 * regex finds runs of digit groups joined by short separator runs on the shadow (NFKC has
 * already folded fullwidth digits, `＋` and `－`); each run is split at whitespace into
 * sub-spans, and a sub-span counts only when libphonenumber-js calls it valid. Shape rules
 * reject what a validator alone would accept: decimals (`3.14159265`), hyphen-joined
 * identifiers (ISBN `978-3-16-148410-0` is one token, never split), and national numbers
 * without the trunk `0` (amounts, order numbers).
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { makeFinding, type Finding } from "../../core/index.js";
import type { Shadow } from "../../boundary/index.js";
import type { CompiledDetector, DetectorSpec } from "../types.js";

/** Separator characters between digit groups (hyphen variants, dot, space, parentheses). */
const SEP = " \\-.()\\u2010-\\u2015\\u2212";
/**
 * Candidate: an optional `+` or `(`, digit groups joined by 1–3 separators. Digits and
 * separators are disjoint classes and the repeat is bounded, so matching is linear.
 * The lookbehind stops a candidate starting inside a Latin word or digit run.
 */
const CANDIDATE = new RegExp(`(?<![0-9A-Za-z_+])[+(]?[0-9]+(?:[${SEP}]{1,3}[0-9]+)*`, "g");
const GROUP = /[0-9]+/g;
/** E.164 allows at most 15 digits; the shortest national number we accept has 8 (1588-1234). */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;
/** Digit groups one number may span (`+82 (0)10 1234 5678` has 5). */
const MAX_GROUPS = 6;
/** Longest phone spelling we hold back for in a stream, in code units. */
export const PHONE_WINDOW = 40;

/** National (no `+`) numbers are tried in these regions, in order. */
const NATIONAL_REGIONS: readonly CountryCode[] = ["KR", "US"];

interface Group {
  start: number;
  end: number;
  /** Separator text before this group (empty for the first). */
  sepBefore: string;
}

function groupsOf(candidate: string, offset: number): Group[] {
  const groups: Group[] = [];
  let prevEnd = -1;
  for (const m of candidate.matchAll(GROUP)) {
    const start = offset + m.index;
    groups.push({ start, end: start + m[0].length, sepBefore: prevEnd < 0 ? "" : candidate.slice(prevEnd - offset, m.index) });
    prevEnd = start + m[0].length;
  }
  return groups;
}

/** National-format rules per region, on the digits of a candidate without `+`. */
function nationalShapeOk(region: CountryCode, digits: string): boolean {
  if (region === "KR") {
    // Korean national numbers start with the trunk 0, or are 8-digit 15xx/16xx/18xx numbers.
    return digits.startsWith("0") || (digits.length === 8 && /^1[5-9]/.test(digits));
  }
  if (region === "US") return digits.length === 10 || (digits.length === 11 && digits.startsWith("1"));
  return true;
}

/** Rejects spellings that are numbers of another kind even when the digits validate. */
function looksLikeOtherNumber(text: string, groups: readonly Group[]): boolean {
  // A decimal or a two-part dotted number: 3.14159265, 37.5665.
  if (groups.length === 2 && /^[.,]$/.test(groups[1]!.sepBefore)) return true;
  // A date: 2023-01-15, 2023.01.15, 15.01.2023.
  if (/^(?:(?:19|20)\d\d[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./](?:19|20)\d\d)$/.test(text)) return true;
  return false;
}

function validate(text: string, plus: boolean, digits: string): { ok: boolean; type: string; region: string } {
  const regions: readonly (CountryCode | undefined)[] = plus ? [undefined] : NATIONAL_REGIONS;
  for (const region of regions) {
    if (region && !nationalShapeOk(region, digits)) continue;
    const parsed = region ? parsePhoneNumberFromString(text, region) : parsePhoneNumberFromString(text);
    if (parsed?.isValid()) {
      return { ok: true, type: (parsed.getType() ?? "NUMBER").toLowerCase(), region: parsed.country ?? region ?? "intl" };
    }
  }
  return { ok: false, type: "", region: "" };
}

function detect(shadow: Shadow): Finding[] {
  const findings: Finding[] = [];
  const text = shadow.text;
  for (const m of text.matchAll(CANDIDATE)) {
    const candidate = m[0];
    const groups = groupsOf(candidate, m.index);
    let i = 0;
    while (i < groups.length) {
      // A sub-span may start only where whitespace separates it from the previous group.
      if (i > 0 && !/\s/.test(groups[i]!.sepBefore)) {
        i += 1;
        continue;
      }
      let matchedTo = -1;
      for (let j = Math.min(groups.length - 1, i + MAX_GROUPS - 1); j >= i; j--) {
        // …and end only where whitespace (or the candidate's end) follows.
        if (j < groups.length - 1 && !/\s/.test(groups[j + 1]!.sepBefore)) continue;
        const span = groups.slice(i, j + 1);
        const digits = span.map((g) => text.slice(g.start, g.end)).join("");
        if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) continue;
        // Include a leading `+` or `(` that belongs to the first group.
        let start = span[0]!.start;
        const lead = text[start - 1];
        if (lead === "+" || lead === "(") start -= 1;
        const plus = text[start] === "+" || (start > 0 && text[start - 1] === "+");
        const spelled = text.slice(start, span[span.length - 1]!.end);
        if (looksLikeOtherNumber(spelled, span)) continue;
        const v = validate(spelled, plus, digits);
        if (!v.ok) continue;
        const orig = shadow.toOriginal(start, span[span.length - 1]!.end);
        findings.push(
          makeFinding({
            kind: "detector",
            id: "phone",
            category: "pii.phone",
            start: orig.start,
            end: orig.end,
            score: 0.95,
            reason: `${v.region} ${v.type.replace(/_/g, " ")} phone number (valid per libphonenumber-js)`,
          }),
        );
        matchedTo = j;
        break;
      }
      i = matchedTo >= 0 ? matchedTo + 1 : i + 1;
    }
  }
  return findings;
}

/** The phone detector (category `pii.phone`, block code `ERR_LEAK_PII`). */
export const phoneDetector: DetectorSpec = {
  id: "phone",
  category: "pii.phone",
  code: "ERR_LEAK_PII",
  label: "PHONE",
  compile(): CompiledDetector {
    return { id: "phone", category: "pii.phone", code: "ERR_LEAK_PII", label: "PHONE", window: PHONE_WINDOW, detect };
  },
};
