/**
 * Two more spellings of an e-mail address (issue 19, blind round 10), read on the gate shadow
 * (lower case, fullwidth and escapes folded) and validated as an address before they count:
 *
 * - **written backwards** (`moc.liamg@kslaw.nhoj` is `john.walsk@gmail.com`): a run of address
 *   characters around an `@` whose forward reading is no address (its domain has no dot) but
 *   whose reversal is one — a local part, an `@`, a dotted domain whose last label is a country
 *   code or a common generic TLD. Reversal keeps every character, only the order changes, as
 *   the secret detector reads token runs backwards (`secret-reassembly.ts` `reversedRuns`) and
 *   the term detector reads code names backwards (`terms.ts`).
 * - **a comma for a dot** (`jan@gmail,com`, `jan@example(,)com`, `jan@firma[,]de`): the domain's
 *   dots written as a comma, bare or bracketed as the `[.]` / `(.)` spellings are; the labels
 *   rejoined with dots must end in a country code or a common generic TLD.
 *
 * Both patterns are bounded repeats of classes the `@` and the separators split: linear.
 */

/** A top-level label a reversed or comma-written address may end on: two letters or a common generic TLD. */
const STRICT_TLD = /^(?:[a-z]{2}|com|net|org|edu|gov|mil|int|info|biz|name|pro|app|dev|io|ai|xyz|online|site|tech|cloud|email|mail|company|group|shop|store)$/;
/** An address as read forwards (anchored): local part, `@`, 2–10 dotted labels. */
const ADDRESS = /^(?!\.)[a-z0-9._%+-]{1,64}(?<!\.)@(?!-)[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,9}$/;
/** A run around an `@` that may be an address written backwards: reversed domain, `@`, reversed local part. */
const BACKWARDS_RUN = /(?<![a-z0-9._%+-])[a-z0-9.-]{3,255}@[a-z0-9._%+-]{1,64}(?![a-z0-9._%+-])/g;
/**
 * An address with at least one comma for a dot: local part, `@`, labels joined by `.`, `,` or a
 * bracketed comma (`(,)`, `[,]`, `{,}`, `<,>`).
 */
const COMMA_DOTTED = /(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:(?:\.|,|\(,\)|\[,\]|\{,\}|<,>)[a-z0-9-]{1,63}){1,9}(?![a-z0-9-])/g;
const COMMA_SIGN = /\(,\)|\[,\]|\{,\}|<,>|,/g;

/** One address found in another spelling: shadow span, the address as a reader rebuilds it, how it was written. */
export interface VariantAddress {
  start: number;
  end: number;
  address: string;
  how: string;
}

/** Whether `address` is an address whose TLD is a country code or a common generic one. */
function validAddress(address: string): boolean {
  if (!ADDRESS.test(address)) return false;
  const tld = address.slice(address.lastIndexOf(".") + 1);
  return STRICT_TLD.test(tld);
}

/**
 * Addresses written backwards in shadow text `text` (module comment): runs whose forward
 * reading has no dotted domain and whose reversal is a valid address.
 *
 * @example
 * backwardsAddresses("write to moc.liamg@kslaw.nhoj") // → [{ start: 9, end: 29, address: "john.walsk@gmail.com", … }]
 */
export function backwardsAddresses(text: string): VariantAddress[] {
  if (!text.includes("@")) return [];
  const out: VariantAddress[] = [];
  for (const m of text.matchAll(BACKWARDS_RUN)) {
    // Sentence punctuation around the run is no part of it.
    const lead = m[0].length - m[0].replace(/^[.-]+/, "").length;
    const run = m[0].slice(lead).replace(/[.-]+$/, "");
    // A forward reading with a dotted domain is the plain detector's (or no address at all).
    if (run.slice(run.indexOf("@") + 1).includes(".")) continue;
    const address = [...run].reverse().join("");
    if (validAddress(address)) out.push({ start: m.index + lead, end: m.index + lead + run.length, address, how: "written backwards" });
  }
  return out;
}

/**
 * Addresses in shadow text `text` whose domain's dots are written as commas (module comment).
 *
 * @example
 * commaDottedAddresses("mail jan@gmail,com") // → [{ start: 5, end: 18, address: "jan@gmail.com", … }]
 */
export function commaDottedAddresses(text: string): VariantAddress[] {
  if (!text.includes("@") || !text.includes(",")) return [];
  const out: VariantAddress[] = [];
  for (const m of text.matchAll(COMMA_DOTTED)) {
    const at = m[0].indexOf("@");
    const domain = m[0].slice(at + 1);
    if (!domain.includes(",")) continue;
    const address = `${m[0].slice(0, at)}@${domain.replace(COMMA_SIGN, ".")}`;
    if (validAddress(address)) out.push({ start: m.index, end: m.index + m[0].length, address, how: "a comma written for a dot" });
  }
  return out;
}

/** Patterns run on answer text (checked for linear time by a test). */
export const EMAIL_VARIANT_PATTERNS: readonly RegExp[] = [STRICT_TLD, ADDRESS, BACKWARDS_RUN, COMMA_DOTTED, COMMA_SIGN];
