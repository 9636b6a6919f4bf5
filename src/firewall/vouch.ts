/**
 * Vouching (issue 18): a side effect's sensitive value runs only when a trusted source gave
 * it, in the spirit of CaMeL's capabilities (Debenedetti et al. 2025) and FIDES's integrity
 * labels (Costa et al. 2025) — the opposite default to taint, which blocks a value only when
 * it can *find* it in untrusted text and so misses every value the model transformed
 * (base64, reversed, spelled, split, translated).
 *
 * A leaf of an argument (each string and number in it) is **vouched** when one of:
 * - the argument's `allow` list matches it (`compileAllow`: the application's configuration);
 * - it occurs, as a whole token, in trusted text — the user's turns, or the output of a tool
 *   whose policy says `output: "trusted"` (both are the transcript's trusted class);
 * - it is exactly one canonical value (IBAN, e-mail, phone, URL, amount in any script or in
 *   number words; `taint-keys.ts`) and that value's key is among the trusted text's keys.
 * A number is vouched only by its amount key (`5` is not the user's because they wrote
 * `50`). A URL with userinfo or a fragment is vouched only as written, because its key drops
 * both and they can carry data. Retrieved chunks, untrusted tool outputs and text the model
 * produced vouch for nothing.
 *
 * Egress (a read tool that reaches the network): a URL also runs when it occurs as written in
 * any text the session received (a link someone else wrote cannot carry our
 * data); a URL the model composed — a named host plus an appended path, query, fragment or
 * userinfo, a decoded or spelled host — occurs nowhere and needs an approval.
 *
 * Look-alikes never vouch: a leaf with a word whose non-Latin letters fold to Latin ones
 * (`аcme` with a Cyrillic а, a punycode label that decodes to one — UTS #39 mixed- and
 * whole-script confusables) is a different address or host, so neither the folded match nor
 * an allow list vouches for it (`spoofable`).
 */
import type { JsonValue } from "./canonical.js";
import type { ArgConstraint, SideEffect, VouchRule } from "./policy.js";
import { deriveLeaf, hasAnyKey, leaves, occursAsToken, occursAsWholeName, type Leaf } from "./provenance.js";
import { targetUnfaithful, type TargetKind } from "./target-form.js";
import { e164Digits, nationalSpellings } from "./phone-region.js";
import { addressReadings, amountKey, extractItems, INTL_PHONE_KEY, keyFold, NATIONAL_PHONE_KEY, type TaintKind } from "./taint-keys.js";
import { literalForm, type ProvenanceIndex, type TranscriptEntry } from "./transcript.js";
import { buildShadow } from "../boundary/index.js";
import { decodeNonAscii } from "./user-turns.js";
import { bareFileName } from "./file-names.js";
import { createMemo } from "./memo.js";
import { amountReadings, effectiveReadings, readingsVouched } from "./amount-readings.js";
import { bothCurrencies, currencyAllows, currencyOf } from "./currency.js";
import { domainToUnicode } from "node:url";

/**
 * Words of an argument name that mark it as where a side effect goes or how much it moves
 * (recipient, account, amount, URL, host, path, command — the issue's list — and their usual
 * synonyms). A name is cut into words at `_`, `-`, `.` and camel-case humps.
 */
const SENSITIVE_WORDS = new Set([
  "recipient", "recipients", "to", "cc", "bcc", "receiver", "payee", "beneficiary", "destination", "dest", "target",
  "account", "iban", "bic", "swift", "amount", "sum", "total", "price",
  "url", "uri", "link", "href", "endpoint", "webhook", "host", "hostname", "domain", "site", "website", "server",
  "path", "file", "filename", "filepath", "dir", "directory", "folder",
  "command", "cmd", "exec", "script", "shell",
  "email", "address", "phone", "tel", "user", "username", "handle", "channel",
  "participants", "attendees", "invitees", "guests", "members", "password", "passphrase",
]);

/** Words of an argument name that mark a read tool's argument as where the read goes (an egress). */
const EGRESS_WORDS = new Set(["url", "uri", "link", "href", "endpoint", "webhook", "host", "hostname", "domain", "site", "website", "server"]);

/**
 * Kinds of value an argument name asks for (issue 18, value reuse): a vouch binds to the kind
 * of value, so the user's IBAN does not vouch for a `phone` argument, nor their phone number
 * for an `iban`. Names that say only where something goes (`to`, `recipient`, `address`,
 * `user`) ask for no one kind and are not listed. A name with words of two kinds asks for
 * either (`emailOrPhone`).
 */
const NAME_KINDS: ReadonlyMap<string, TaintKind> = new Map([
  ["amount", "amount"], ["sum", "amount"], ["total", "amount"], ["price", "amount"],
  ["iban", "iban"],
  ["email", "email"], ["cc", "email"], ["bcc", "email"],
  ["phone", "phone"], ["tel", "phone"], ["mobile", "phone"], ["sms", "phone"],
  ["url", "url"], ["uri", "url"], ["link", "url"], ["href", "url"], ["endpoint", "url"], ["webhook", "url"],
  ["host", "url"], ["hostname", "url"], ["domain", "url"], ["site", "url"], ["website", "url"], ["server", "url"],
]);

/**
 * `expectedKinds`, derived once per name: argument names are the tools' own (a call's
 * arguments passed the schema), so the dispatcher's per-call lookup (`boundElsewhere`) meets
 * the same few names again and again. The sets are shared: callers only read them.
 */
const kindsOfName = createMemo<ReadonlySet<TaintKind> | null>(256, 128, (name) => {
  let out: Set<TaintKind> | null = null;
  for (const w of nameWords(name)) {
    const k = NAME_KINDS.get(w);
    if (k !== undefined) (out ??= new Set()).add(k);
  }
  return out;
});

/**
 * The kinds of value an argument's name asks for (`NAME_KINDS`), or `null` when it names
 * none. A leaf that is exactly one value of another kind is never vouched for it
 * (`vouchedLeaf`): a value the user gave for one purpose does not vouch for an argument of
 * another kind.
 *
 * @example
 * expectedKinds("recipientIban") // Set { "iban" }
 * expectedKinds("to")            // null
 */
export function expectedKinds(name: string): ReadonlySet<TaintKind> | null {
  return kindsOfName(name);
}

/** Kinds of value that are sensitive wherever they appear as a whole argument of a side effect. */
const SENSITIVE_KINDS: ReadonlySet<TaintKind> = new Set(["iban", "email", "phone", "url"]);

/** The lower-case words of an argument name (`recipientIban` → `recipient`, `iban`). */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
}

/** True when an argument name says where a side effect goes or how much it moves (`SENSITIVE_WORDS`). */
export function sensitiveName(name: string): boolean {
  return nameWords(name).some((w) => SENSITIVE_WORDS.has(w));
}

/** Words of an argument name that say it names a file or folder. */
const PATH_WORDS = new Set(["path", "file", "filename", "filepath", "dir", "directory", "folder"]);

/** True when an argument name says it names a file or folder (`PATH_WORDS`): its value's spelling is compared as a path (`target-form.ts`). */
export function pathName(name: string): boolean {
  return nameWords(name).some((w) => PATH_WORDS.has(w));
}

/** True when an argument name says where a read goes (`EGRESS_WORDS`). */
export function egressName(name: string): boolean {
  return nameWords(name).some((w) => EGRESS_WORDS.has(w));
}

/**
 * The vouch rule that applies to an argument: the one its constraint states, else `required`
 * for a side-effecting tool's argument whose name is sensitive (`sensitiveName`) or that is a
 * path, else `none`. (A side effect's other arguments are still checked when their value is
 * one IBAN, e-mail, phone number or URL — `sensitiveKind` — and a read tool's URL as an
 * egress; the dispatcher does both per call.)
 */
export function defaultVouch(arg: string, c: ArgConstraint | undefined, sideEffect: SideEffect): VouchRule {
  if (c?.vouch !== undefined) return c.vouch;
  if (sideEffect === "read") return "none";
  return sensitiveName(arg) || c?.path !== undefined ? "required" : "none";
}

/** Longest string leaf read for its kind (one value is never longer; longer text is free text). */
const MAX_KIND_CHARS = 2048;

/** The kind of a string that is exactly one canonical value, or `null`. */
function kindOf(d: Leaf): TaintKind | null {
  return d.ex.whole && d.ex.items.length === 1 ? (d.ex.items[0] as { kind: TaintKind }).kind : null;
}

/** Kind of a key by its prefix (`taint-keys.ts`: `amt:`, `tel:`, `dom:` …; a `~` partial key reads as its kind). */
const KEY_KINDS: ReadonlyMap<string, TaintKind> = new Map([
  ["amt", "amount"], ["tel", "phone"], ["iban", "iban"], ["email", "email"], ["url", "url"], ["dom", "url"], ["path", "path"],
]);

/**
 * Whether a leaf may be of one of `kinds`: true unless it is exactly one value and none of
 * that value's readings is of those kinds (a digit run is an amount and a phone number at
 * once: either reading fits).
 */
function fitsKinds(d: Leaf, kinds: ReadonlySet<TaintKind>): boolean {
  const own = kindOf(d);
  if (own === null || kinds.has(own)) return true;
  for (const k of (d.ex.items[0] as { keys: string[] }).keys) {
    const kind = KEY_KINDS.get(k.slice(k.startsWith("~") ? 1 : 0, k.indexOf(":")));
    if (kind !== undefined && kinds.has(kind)) return true;
  }
  return false;
}

/**
 * True when some string leaf of `value` is exactly one IBAN, e-mail, phone number or URL
 * (`SENSITIVE_KINDS`); a bare file name (`RE-2025-118.pdf`: `file-names.ts`) is no URL.
 */
export function sensitiveKind(value: JsonValue): boolean {
  return someStringLeaf(value, (s) => {
    const k = kindOf(deriveLeaf(s));
    return k !== null && SENSITIVE_KINDS.has(k) && !(k === "url" && bareFileName(s));
  });
}

/**
 * Whether a request moves money: some leaf of `value` is a number, or a string that is exactly
 * one amount (`"640"`, `"640 EUR"`, `"sechshundertvierzig"`) or one IBAN. Such a request is
 * counted by its vouched values alone (`once` in the firewall): a repeat with a new reference
 * or subject line is the same payment to the same payee again (blind round 10: a string amount
 * let a changed reference count as a new request).
 */
export function movesMoney(value: JsonValue): boolean {
  if (typeof value === "number") return true;
  if (Array.isArray(value)) return value.some(movesMoney);
  if (value !== null && typeof value === "object") return Object.values(value).some((v) => movesMoney(v as JsonValue));
  return someStringLeaf(value, (s) => {
    const k = kindOf(deriveLeaf(s));
    return k === "amount" || k === "iban";
  });
}

/**
 * True when some string leaf of `value` is exactly one URL (a read tool's egress) — not a
 * bare file name (`F-7734.csv`, `notes.md`: `file-names.ts`) unless written as a URL.
 */
export function urlKind(value: JsonValue): boolean {
  return someStringLeaf(value, (s) => kindOf(deriveLeaf(s)) === "url" && !bareFileName(s));
}

function someStringLeaf(value: JsonValue, test: (s: string) => boolean): boolean {
  if (typeof value === "string") return value.length <= MAX_KIND_CHARS && test(value);
  if (Array.isArray(value)) return value.some((v) => someStringLeaf(v, test));
  if (value !== null && typeof value === "object") return Object.values(value).some((v) => someStringLeaf(v, test));
  return false;
}

/** Characters a `*` never stands for: separators between values. */
const SEPARATOR = /[\s,;|&]/;
/** A single `*` does not cross these either (a path or host boundary, an address's `@`). */
const SEGMENT_STOP = /[/@]/;

/** A compiled allow-list entry. */
interface Glob {
  /** Literal parts between stars. */
  parts: string[];
  /** Per gap (between `parts[i]` and `parts[i + 1]`): `**` (crosses `/` and `@`) or `*`. */
  deep: boolean[];
}

function compileGlob(pattern: string, fold = true): Glob {
  const folded = fold ? keyFold(pattern.trim()) : literalForm(pattern);
  const parts: string[] = [];
  const deep: boolean[] = [];
  let i = 0;
  let lit = "";
  while (i < folded.length) {
    if (folded.charAt(i) !== "*") {
      lit += folded.charAt(i);
      i += 1;
      continue;
    }
    let stars = 0;
    while (folded.charAt(i) === "*") {
      stars += 1;
      i += 1;
    }
    parts.push(lit);
    deep.push(stars >= 2);
    lit = "";
  }
  parts.push(lit);
  return { parts, deep };
}

/** First index in `s` at or after `from` (below `to`) of a character a gap may not hold; `to` if none. */
function firstStop(s: string, from: number, to: number, deep: boolean): number {
  for (let i = from; i < to; i++) {
    const c = s.charAt(i);
    if (SEPARATOR.test(c) || (!deep && SEGMENT_STOP.test(c))) return i;
  }
  return to;
}

/**
 * Whether `s` matches the glob. Greedy: each literal part at its leftmost place after the
 * last — the leftmost place leaves the shortest gap (which holds a forbidden character only
 * if every longer gap does) and the most room after it, so greedy finds a match when one
 * exists. One `indexOf` per part and one pass over the gaps: no backtracking.
 */
function globMatches(g: Glob, s: string): boolean {
  const { parts, deep } = g;
  const first = parts[0] as string;
  if (parts.length === 1) return s === first;
  if (!s.startsWith(first)) return false;
  let pos = first.length;
  const lastPart = parts[parts.length - 1] as string;
  const tailAt = s.length - lastPart.length;
  if (tailAt < pos || !s.endsWith(lastPart)) return false;
  for (let p = 1; p < parts.length - 1; p++) {
    const part = parts[p] as string;
    const at = s.indexOf(part, pos);
    if (at < 0 || at + part.length > tailAt) return false;
    if (firstStop(s, pos, at, deep[p - 1] as boolean) < at) return false;
    pos = at + part.length;
  }
  return firstStop(s, pos, tailAt, deep[deep.length - 1] as boolean) === tailAt;
}

/** Punycode labels of a host (`xn--…`), decoded to see the letters a client would show. */
const PUNYCODE_LABEL = /xn--[a-z0-9-]{1,59}/gi;
/** A run of letters and combining marks (one word of an address or host). */
const LETTER_RUN = /[\p{L}\p{M}]+/gu;
const LATIN_OR_ASCII = /^[\p{Script=Latin}\p{M}\x00-\x7f]$/u;
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/**
 * Whether a leaf spells an address or host with look-alike letters: some word of it (after
 * punycode labels are decoded) has a letter outside the Latin script that folds to an ASCII
 * letter, and the whole word folds to ASCII (`pаypal`, `kanzlei-wеber`, `xn--cme-5cd`). Words
 * in their own script (`почта`, `회사`) and Latin letters with accents (`josé`) are not
 * look-alikes. Linear: one pass over the leaf's letter runs.
 */
export function spoofable(leaf: string): boolean {
  if (ASCII_ONLY.test(leaf) && !/xn--/i.test(leaf)) return false;
  const text = leaf.normalize("NFKC").replace(PUNYCODE_LABEL, (label) => domainToUnicode(label.toLowerCase()) || label);
  for (const m of text.matchAll(LETTER_RUN)) {
    const word = m[0];
    if (ASCII_ONLY.test(word)) continue;
    let foreign = false;
    for (const ch of word) if (!LATIN_OR_ASCII.test(ch) && /^[a-z]$/.test(keyFold(ch))) foreign = true;
    if (foreign && ASCII_ONLY.test(keyFold(word))) return true;
  }
  return false;
}

/**
 * Matches a leaf against an argument's allow list; `literal` matches a text already in
 * `literalForm` against the entries as written (no confusable or compatibility fold).
 */
export type AllowMatcher = ((leaf: string | number) => boolean) & { literal?: (lit: string) => boolean };

/** Longest leaf compared with an allow list (longer is no configured value). */
const MAX_ALLOW_CHARS = 4096;

/**
 * Compiles an argument's `allow` list. A leaf matches when an entry matches its folded text
 * (NFKC, case, confusables: `keyFold`) or, for a leaf that is exactly one canonical value,
 * that value's key without its kind (`a@b.example`, `docs.example.com/a`, `9870`) — except
 * the key of a URL with userinfo or a fragment, which drops them. `*` stands for a run of
 * characters without whitespace, `,` `;` `|` `&`, `/` or `@`; `**` also crosses `/` and `@`.
 *
 * @returns `null` for an absent or empty list.
 */
export function compileAllow(patterns: readonly string[] | undefined): AllowMatcher | null {
  if (patterns === undefined || patterns.length === 0) return null;
  const globs = patterns.map((p) => compileGlob(p));
  const any = (s: string) => globs.some((g) => globMatches(g, s));
  const literalGlobs = patterns.map((p) => compileGlob(p, false));
  const literal = (lit: string) => literalGlobs.some((g) => globMatches(g, lit));
  const match = (leaf: string | number): boolean => {
    if (typeof leaf === "number") return any(String(leaf)) || any(amountKey(leaf).slice(4));
    if (leaf.length > MAX_ALLOW_CHARS || spoofable(leaf) || hasDotSegment(leaf)) return false;
    if (any(keyFold(leaf.trim()))) return true;
    const d = deriveLeaf(leaf);
    const kind = kindOf(d);
    if (kind === null || (kind === "url" && hasUserinfoOrFragment(leaf))) return false;
    const keys = (d.ex.items[0] as { keys: string[] }).keys;
    // an amount with several readings (`50,000`) is listed only when every reading is
    const readings = effectiveReadings(amountReadings(keys), leaf);
    if (readings.length > 1 && readings.every((k) => any(k.slice(4)))) return true;
    for (const k of keys) {
      const colon = k.indexOf(":");
      if (colon > 0 && !(readings.length > 1 && k.startsWith("amt:")) && any(k.slice(colon + 1))) return true;
    }
    return false;
  };
  return Object.assign(match, { literal });
}

/**
 * True when a path-like string has a `.` or `..` segment (also `\\`-separated or written
 * `%2e`). A glob matches the text as written, but the tool resolves the segments:
 * `drafts/../reports/payroll.csv` matches `drafts/**` and names a file outside it. Such a
 * value is never allow-listed (it still may be vouched by the user's own turn).
 */
export function hasDotSegment(value: string): boolean {
  for (const seg of value.split(/[\\/]/)) {
    const s = seg.toLowerCase().replaceAll("%2e", ".");
    if (s === "." || s === "..") return true;
  }
  return false;
}

/** True when a URL-like string has userinfo (`user@` before its host) or a fragment (`#…`). */
export function hasUserinfoOrFragment(url: string): boolean {
  if (url.includes("#")) return true;
  const scheme = url.indexOf("://");
  const start = scheme >= 0 ? scheme + 3 : 0;
  let end = url.length;
  for (let i = start; i < url.length; i++) {
    const c = url.charAt(i);
    if (c === "/" || c === "?") {
      end = i;
      break;
    }
  }
  return url.slice(start, end).includes("@");
}

/** How a leaf is judged: as a side effect's value, or as a read's egress (a link the session received also vouches). */
export type VouchMode = "side-effect" | "egress";

/**
 * Whether a trusted entry holds amount key `key` as an amount: a user's turn that holds it only
 * as a labelled identifier (`invoice 7730`; `reference-numbers.ts`) or in another role (a year,
 * a block of an IBAN, a balance; `amount-roles.ts`) vouches for no amount.
 */
function amountVouched(ix: ProvenanceIndex, key: string): boolean {
  for (const i of ix.trusted.withKey(key)) if (ix.trusted.entries[i]?.referenceAmounts?.has(key) !== true) return true;
  return false;
}

/**
 * Whether a leaf is vouched (see the module comment).
 *
 * @param ix the transcript's index (its trusted class is the user's turns and trusted tool outputs).
 * @param kinds the kinds the argument asks for (`expectedKinds`); a string leaf that is exactly one value of another kind is not vouched.
 */
export function vouchedLeaf(
  leaf: string | number,
  ix: ProvenanceIndex,
  allow: AllowMatcher | null,
  mode: VouchMode,
  kinds: ReadonlySet<TaintKind> | null = null,
  region: string | null = null,
  currency: readonly string[] | null = null,
): boolean {
  if (typeof leaf === "string" && spoofable(leaf)) return false;
  if (allow !== null && allow(leaf)) return true;
  if (typeof leaf === "number") {
    const key = amountKey(leaf);
    // the call names the currency in an argument of its own (`currency: "USD"`): the user's amount must be in it (`currency.ts`)
    return amountVouched(ix, key) && (currency === null || currencyAllows(ix, key, currency));
  }
  const d = deriveLeaf(leaf);
  if (d.shadow === "") return true;
  // a value of another kind than the argument asks for (the user's IBAN in a `phone` argument) is no vouched value for it
  if (kinds !== null && !fitsKinds(d, kinds)) return false;
  // a side effect's value is the user's only as a whole name, not a piece of one (`finance` of `finance-external`)
  if (!d.numeric && ix.trusted.findText(d.shadow, mode === "side-effect" ? occursAsWholeName : occursAsToken, null, d.words)) return true;
  const kind = kindOf(d);
  // a URL's percent-encoded non-ASCII query is the decoded text the user wrote (`?q=%E6%9D%B1` is `?q=東`)
  if (leaf.includes("%") && (kind === "url" || leaf.includes("://"))) {
    const decoded = decodeNonAscii(leaf);
    if (decoded !== leaf) {
      const dd = deriveLeaf(decoded);
      if (dd.shadow !== "" && ix.trusted.findText(dd.shadow, occursAsToken, null, dd.words)) return true;
    }
  }
  const keyed = d.ex.whole && d.ex.items.length > 0 && !(kind === "url" && hasUserinfoOrFragment(leaf));
  if (keyed && d.ex.items.every((it) => itemVouched(it.keys, leaf, ix, region, kinds, currency))) return true;
  if (mode !== "egress") return false;
  // a read: what the user named as the subject of a lookup vouches for it too (`purpose.ts`)
  if (!d.numeric && ix.lookup.findText(d.shadow, occursAsToken, null, d.words)) return true;
  if (leaf.includes("%") && (kind === "url" || leaf.includes("://"))) {
    const dd = deriveLeaf(decodeNonAscii(leaf));
    if (dd.shadow !== "" && ix.lookup.findText(dd.shadow, occursAsToken, null, dd.words)) return true;
  }
  if (keyed && d.ex.items.every((it) => hasAnyKey(ix.lookup, it.keys))) return true;
  // egress: a link (a URL, not any text in a URL argument) as written in something the session received
  return kind === "url" && ix.untrusted.findText(d.shadow, occursAsToken, null, d.words);
}

/**
 * Whether the trusted text vouches for one item of a leaf, read as each kind it may be (a
 * digit run is an amount and a phone number at once) that the argument asks for (`kinds`;
 * `null`: any):
 * - as an amount, when **every** amount reading is vouched (`amount-readings.ts`: `"50,000"`
 *   is 50 and 50 000, and the user's "50 EUR" vouches for only one of them);
 * - as a phone number, by `phoneVouched` (its E.164 or national digits, never a mere
 *   national form of another country's number);
 * - as anything else (an IBAN, an address, a URL), when the trusted text holds a key of it.
 */
function itemVouched(
  keys: readonly string[],
  leaf: string,
  ix: ProvenanceIndex,
  region: string | null,
  kinds: ReadonlySet<TaintKind> | null,
  callCurrency: readonly string[] | null = null,
): boolean {
  let phone = false;
  let amounts = false;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    if (k.startsWith("tel:")) phone = true;
    else if (k.startsWith("amt:")) amounts = true;
    else if (ix.trusted.hasKey(k)) return true;
  }
  if (amounts && (kinds === null || kinds.has("amount"))) {
    const readings = effectiveReadings(amountReadings(keys), leaf);
    // a currency the argument names must be one the user named with that amount, when they named one (`currency.ts`)
    // … in the value (`"$50 USD"`, `"EUR 50"`) and in a currency argument of the call (`currency: "EUR"`), both
    const codes = bothCurrencies(currencyOf(leaf), callCurrency);
    // for an amount argument, a number the user wrote only as an identifier or in another role (`reference-numbers.ts`,
    // `amount-roles.ts`) is no amount; for any other argument it is still their word (an order number)
    const held = kinds !== null && kinds.has("amount") ? (k: string) => amountVouched(ix, k) : (k: string) => ix.trusted.hasKey(k);
    const has = codes === null ? held : (k: string) => held(k) && currencyAllows(ix, k, codes);
    if ((codes === null || readings.some(has)) && readingsVouched(readings, leaf, ix, has)) return true;
  }
  return phone && (kinds === null || kinds.has("phone")) && phoneVouched(leaf, keys, ix, region);
}

/**
 * The amount readings of a leaf that no trusted source vouches for, when the leaf is one
 * amount with several readings and some (not all) of them are vouched — the argument is
 * ambiguous, not merely unvouched. `null` otherwise (a JSON number, one reading, none
 * vouched, or every reading vouched). For the approval's reason: which readings lack a vouch.
 *
 * @returns `{ readings, unvouched }`: every reading and the unvouched ones, as numbers in text (`50000`).
 */
export function ambiguousAmount(value: JsonValue, ix: ProvenanceIndex): { readings: string[]; unvouched: string[] } | null {
  const list = typeof value === "string" ? [value] : typeof value === "number" ? [] : leaves(value);
  for (const leaf of list) {
    if (typeof leaf !== "string" || leaf.length > MAX_KIND_CHARS) continue;
    const d = deriveLeaf(leaf);
    if (!d.ex.whole) continue;
    for (const it of d.ex.items) {
      const readings = effectiveReadings(amountReadings(it.keys), leaf);
      if (readings.length < 2) continue;
      const unvouched = readings.filter((k) => !ix.trusted.hasKey(k));
      if (unvouched.length === 0 || unvouched.length === readings.length) continue;
      if (readingsVouched(readings, leaf, ix, (k) => ix.trusted.hasKey(k))) continue;
      return { readings: readings.map((k) => k.slice(4)), unvouched: unvouched.map((k) => k.slice(4)) };
    }
  }
  return null;
}

/**
 * Whether the user vouched for a phone number (issue 18). Its E.164 digits are the ones of its
 * own `+CC`/`00CC` (an `INTL_PHONE_KEY`), else — with a default region (`firewall.defaultRegion`,
 * `phone-region.ts`) — those of the national spelling read in that region. A number with E.164
 * digits is vouched by the same full international number in trusted text, or (with a region)
 * by a national spelling of it there (`NATIONAL_PHONE_KEY`): `+81 10-…` is not the user's
 * `+82 10-…`, and with region `KR` the user's `010-1234-5678` is `+82 10-1234-5678`. Without a
 * region a national number stays national: only the same national number vouches for it
 * (trunk `0` or not), never a `+CC` form in either direction — the region that would say
 * which country it dials is unknown.
 */
function phoneVouched(leaf: string, keys: readonly string[], ix: ProvenanceIndex, region: string | null): boolean {
  const intl = keys.find((k) => k.startsWith(INTL_PHONE_KEY));
  const e164 = intl !== undefined ? intl.slice(INTL_PHONE_KEY.length) : region !== null ? e164Digits(leaf, region) : null;
  if (e164 !== null) {
    if (ix.trusted.hasKey(`${INTL_PHONE_KEY}${e164}`)) return true;
    if (region !== null) for (const d of nationalSpellings(e164, region)) if (ix.trusted.hasKey(`${NATIONAL_PHONE_KEY}${d}`)) return true;
    return false;
  }
  for (const k of keys) {
    if (!k.startsWith(NATIONAL_PHONE_KEY)) continue;
    const d = k.slice(NATIONAL_PHONE_KEY.length);
    if (ix.trusted.hasKey(k) || ix.trusted.hasKey(`${NATIONAL_PHONE_KEY}${d.startsWith("0") ? d.slice(1) : `0${d}`}`)) return true;
  }
  return false;
}

/** Whether every leaf of a value is vouched (`vouchedLeaf`); a value with no leaf (a boolean, null) is. */
export function vouchedValue(
  value: JsonValue,
  ix: ProvenanceIndex,
  allow: AllowMatcher | null,
  mode: VouchMode,
  kinds: ReadonlySet<TaintKind> | null = null,
  region: string | null = null,
  currency: readonly string[] | null = null,
): boolean {
  if (typeof value === "string" || typeof value === "number") return vouchedLeaf(value, ix, allow, mode, kinds, region, currency);
  for (const leaf of leaves(value)) if (!vouchedLeaf(leaf, ix, allow, mode, kinds, region, currency)) return false;
  return true;
}

/**
 * The user turn a side effect's vouched request rests on (issue 18, counting): for each leaf,
 * the latest user turn (trusted entry of source `user`) whose text holds it as a token or
 * whose keys hold its key; the request's turn is the earliest of those, so only a turn that
 * names every value again (`pay another 450 EUR to …`) moves it. Leaves no user turn holds
 * (allow-listed, from a trusted tool's output) do not count; `-1` when no leaf is a user's.
 * The firewall keys its once-per-request count by this turn: each user turn that names the
 * values authorises one run.
 */
export function vouchingTurn(request: Readonly<Record<string, JsonValue>>, ix: ProvenanceIndex): number {
  let turn = Infinity;
  for (const value of Object.values(request)) {
    const list = typeof value === "string" || typeof value === "number" ? [value] : leaves(value);
    for (const leaf of list) {
      const hits = new Set<number>();
      if (typeof leaf === "number") for (const i of ix.trusted.withKey(amountKey(leaf))) hits.add(i);
      else if (leaf.length <= MAX_ALLOW_CHARS) {
        const d = deriveLeaf(leaf);
        if (!d.numeric && d.shadow !== "") ix.trusted.findText(d.shadow, occursAsWholeName, hits, d.words);
        if (d.ex.whole) for (const it of d.ex.items) for (const k of it.keys) for (const i of ix.trusted.withKey(k)) hits.add(i);
      }
      let latest = -1;
      for (const i of hits) if (i > latest && ix.trusted.entries[i]?.source === "user" && instructs(ix.trusted.entries[i] as TranscriptEntry, leaf)) latest = i;
      if (latest >= 0 && latest < turn) turn = latest;
    }
  }
  return turn === Infinity ? -1 : turn;
}

/** Keys of a user turn's instruction sentences (`TranscriptEntry.instructions`), built on first need. */
const INSTRUCTION_KEYS = new WeakMap<TranscriptEntry, { literal: string; keys: ReadonlySet<string> }>();

/**
 * Whether a user turn asks for something with `leaf` (issue 18, counting): only when a piece
 * of it that asks the assistant to act (`requests.ts`: an imperative or a polite request)
 * names the leaf — as a whole name or by a key. "Did the 50 EUR transfer to DE89… go
 * through?", "Cancel the 50 EUR to DE89…", "I already paid Anna yesterday" name the
 * payment's values and re-arm nothing. An entry without request pieces recorded (a trusted
 * tool's output) counts whole.
 */
function instructs(e: TranscriptEntry, leaf: string | number): boolean {
  if (e.instructions === undefined) return true;
  let got = INSTRUCTION_KEYS.get(e);
  if (got === undefined) {
    const keys = new Set<string>();
    for (const it of extractItems(e.instructions, "text").items) for (const k of it.keys) keys.add(k);
    got = { literal: literalForm(e.instructions), keys };
    INSTRUCTION_KEYS.set(e, got);
  }
  if (typeof leaf === "number") return got.keys.has(amountKey(leaf));
  const lit = literalForm(leaf);
  if (lit !== "" && occursAsWholeName(got.literal, lit)) return true;
  if (leaf.length > MAX_ALLOW_CHARS) return false;
  const d = deriveLeaf(leaf);
  return d.ex.items.some((it) => it.keys.some((k) => got.keys.has(k)));
}

/**
 * The lookup entries (`lookup:user:<n>`, `purpose.ts`) that hold a leaf of `value` — as a
 * token or by a canonical key — that no request of the user holds: the user named it only to
 * ask about it. Empty when there is none (ids, never text).
 */
export function lookupIds(value: JsonValue, ix: ProvenanceIndex): string[] {
  if (ix.lookup.entries.length === 0) return [];
  const hits = new Set<number>();
  const list = typeof value === "string" || typeof value === "number" ? [value] : leaves(value);
  for (const leaf of list) {
    if (typeof leaf === "number") {
      for (const i of ix.lookup.withKey(amountKey(leaf))) hits.add(i);
      continue;
    }
    if (leaf.length > MAX_ALLOW_CHARS) continue;
    const d = deriveLeaf(leaf);
    if (!d.numeric && d.shadow !== "") ix.lookup.findText(d.shadow, occursAsToken, hits, d.words);
    if (d.ex.whole) for (const it of d.ex.items) for (const k of it.keys) for (const i of ix.lookup.withKey(k)) hits.add(i);
  }
  return [...hits].sort((a, b) => a - b).map((i) => (ix.lookup.entries[i] as { id: string }).id);
}

/** True when every leaf of a value matches the allow list (it is vouched whatever its provenance). */
export function allowListed(value: JsonValue, allow: AllowMatcher | null): boolean {
  if (allow === null) return false;
  if (typeof value === "string" || typeof value === "number") return allow(value);
  const list = leaves(value);
  return list.length > 0 && list.every(allow);
}

/**
 * The form in which a repeat of a side effect is recognised (`once` in the firewall): every
 * leaf that is exactly one canonical value as its canonical key (an IBAN with or without
 * spaces, an e-mail in any case, an amount in any script or in words), every other string
 * folded (NFKC, case, confusables) with its whitespace runs collapsed and trimmed — so
 * `DE89 3704 …` after `DE89370400…`, `Bob@Partner.example` after `bob@partner.example` or a
 * command with a trailing space is the same request again.
 */
export function repeatForm(value: JsonValue, region: string | null = null): JsonValue {
  if (typeof value === "number") return amountKey(value);
  if (typeof value === "string") {
    if (value.length <= MAX_ALLOW_CHARS) {
      const d = deriveLeaf(value);
      const item = d.ex.whole && d.ex.items.length === 1 && kindOf(d) !== null ? (d.ex.items[0] as { keys: string[] }) : null;
      if (item !== null && item.keys.length > 0) {
        // a phone number in its E.164 form when it has one (`+82 10-…` and, in region KR, `010-…`)
        const intl = item.keys.find((k) => k.startsWith(INTL_PHONE_KEY));
        if (intl !== undefined) return intl;
        if (region !== null && kindOf(d) === "phone") {
          const e164 = e164Digits(value, region);
          if (e164 !== null) return `${INTL_PHONE_KEY}${e164}`;
        }
        return [...item.keys].sort()[0] as string;
      }
    }
    return keyFold(value).replace(/\s+/g, " ").trim();
  }
  if (Array.isArray(value)) return value.map((v) => repeatForm(v, region));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, repeatForm(v as JsonValue, region)]));
  return value;
}

/**
 * Why a vouched value is not what its trusted source wrote (`foldedAway`): the argument's
 * value matched only after folding, and the handler would get the characters folding erased.
 */
export interface FoldedAway {
  /** Up to three of the characters that differ, as `U+200B (invisible) at 22` (code points and positions, never text). */
  chars: string[];
}

/** Invisible, control, unassigned or private-use code points (Default_Ignorable_Code_Point: U+200B, U+00AD, U+FE0F, U+E0100, U+E0020, U+3164 …; Cc, Cf, Cs, Co, Cn). */
const INVISIBLE_CHAR = /^[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]$/u;
const MARK_CHAR = /^\p{M}$/u;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Per code point: what folding does to it beyond case (`null`: nothing). Bounded memo. */
const FOLD_CLASS = new Map<number, string | null>();

/**
 * How vouching's folds (`keyFold`: NFKC, case, UTS #39 confusables, invisibles removed; the
 * boundary's shadow) read one code point, when that differs from the code point in lower
 * case: `invisible`, `combining mark`, or `reads as U+…` (a look-alike or compatibility
 * character). `null` for a code point that is read as itself.
 */
function foldClass(cp: number): string | null {
  let c = FOLD_CLASS.get(cp);
  if (c !== undefined) return c;
  const ch = String.fromCodePoint(cp);
  const lower = ch.toLowerCase();
  if (INVISIBLE_CHAR.test(ch)) c = "invisible";
  else if (MARK_CHAR.test(ch)) c = "combining mark";
  else {
    const k = keyFold(ch);
    const folded = k !== lower ? k : buildShadow(ch).text;
    c = folded === lower ? null : folded === "" ? "erased" : `reads as ${[...folded].map(hex).join(" ")}`;
  }
  if (FOLD_CLASS.size >= 4096) FOLD_CLASS.clear();
  FOLD_CLASS.set(cp, c);
  return c;
}

function hex(ch: string): string {
  return `U+${(ch.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * The characters of a string leaf that vouching read as something else (at most `max`):
 * - every code point `foldClass` reads as another — an invisible or format character, a
 *   combining mark (one NFC left standing, so on a base with no precomposed form: `x́`),
 *   a look-alike or compatibility character (`а` for `a`, `ü` for `u`);
 * - a letter an IBAN reading takes for a digit (`ibanLookalikeKeys`: `…0532O13000` is read
 *   `…0532013000`): the leaf is one IBAN with a key its own letters and digits do not spell.
 * Pure printable ASCII skips the per-character pass: its only fold is case.
 */
function foldedChars(leaf: string, max: number): string[] {
  const out: string[] = [];
  if (!PRINTABLE_ASCII.test(leaf)) {
    const s = leaf.normalize("NFC");
    let at = 0;
    for (const ch of s) {
      const cp = ch.codePointAt(0) as number;
      if (cp > 0x7e || cp < 0x20) {
        const c = foldClass(cp);
        if (c !== null) {
          out.push(`${hex(ch)} (${c}) at ${at}`);
          if (out.length >= max) return out;
        }
      }
      at += ch.length;
    }
  }
  if (leaf.length <= MAX_KIND_CHARS) {
    const d = deriveLeaf(leaf);
    if (kindOf(d) === "iban") {
      const own = leaf.toLowerCase().replace(/[^a-z0-9]/g, "");
      for (const k of (d.ex.items[0] as { keys: string[] }).keys) {
        if (k.startsWith("iban:") && !own.includes(k.slice(5))) {
          out.push(`a letter read as a digit in the IBAN (${k.slice(5).length} characters)`);
          break;
        }
      }
    }
  }
  return out;
}

/**
 * Whether a vouched value is what its trusted source wrote (issue 18, fold fidelity). Vouching
 * compares folded forms, so `DE89370400440532O13000` (a letter O), the user's IBAN with a
 * trailing U+200B, a combining mark, U+FE0F, a variation selector or a tag character all
 * match the user's `DE89370400440532013000` — but the handler receives the raw argument,
 * which a downstream system may read differently or which smuggles data. Every string leaf
 * of `value` with a character folding read as something else (`foldedChars`) must occur as
 * written (`literalForm`: NFC and case only) as a whole token in a trusted entry — the
 * user's turns, a trusted tool's output, in egress mode also the user's lookup pieces — or,
 * when it has no invisible character and no digit reading, match the argument's allow list
 * as written. So `Müller` or `김민수` the user wrote pass, and so does every leaf without such
 * characters (a respaced IBAN, a re-cased address, `fifty` as `50`: a canonical spelling of
 * the value, not another one).
 *
 * Mechanism (b) of the issue, chosen over substituting the user's spelling into the handler's
 * arguments: a substitution would hand the handler a value the schema, the constraints and
 * the approval hash never saw, and a value vouched by key (an amount in words, a phone number
 * in another form) has no one spelling to substitute. The firewall asks for an approval
 * instead (reason `fold:<arg>`), whatever the argument's vouch rule. The one choke point:
 * `dispatch` runs it on every value vouching accepted, of every kind.
 *
 * @returns `null` when the value is faithful, else the characters that differ.
 */
export function foldedAway(
  value: JsonValue,
  ix: ProvenanceIndex,
  allow: AllowMatcher | null,
  mode: VouchMode,
  pathArg = false,
): FoldedAway | null {
  const list = typeof value === "string" ? [value] : typeof value === "number" ? [] : leaves(value);
  let chars: string[] | null = null;
  for (const leaf of list) {
    if (typeof leaf !== "string") continue;
    const target = mode === "side-effect" ? targetChange(leaf, ix, allow, pathArg) : null;
    if (target !== null) (chars ??= []).push(target);
    const found = foldedChars(leaf, 3);
    if (found.length === 0) continue;
    if (leaf.length <= MAX_ALLOW_CHARS && writtenSo(leaf, found, ix, allow, mode)) continue;
    chars ??= [];
    for (const f of found) if (chars.length < 3) chars.push(f);
  }
  return chars === null ? null : { chars };
}

/** Whether a trusted entry (or, for look-alikes only, the allow list) spells `leaf` as written. */
function writtenSo(leaf: string, found: readonly string[], ix: ProvenanceIndex, allow: AllowMatcher | null, mode: VouchMode): boolean {
  const lit = literalForm(leaf);
  if (lit === "") return false;
  if (literalIn(ix.trusted.entries, lit)) return true;
  if (mode === "egress" && literalIn(ix.lookup.entries, lit)) return true;
  const onlyLookalikes = found.every((f) => f.includes("(reads as") || f.includes("(erased)"));
  return onlyLookalikes && allow?.literal !== undefined && allow.literal(lit);
}

function literalIn(entries: readonly TranscriptEntry[], lit: string): boolean {
  for (let i = 0; i < entries.length; i++) {
    const text = (entries[i] as TranscriptEntry).literal;
    if (text !== undefined && text.length >= lit.length && occursAsToken(text, lit)) return true;
  }
  return false;
}

/** A leaf that names a file: leading `/`, `~/`, `./`, `../` or a drive, or a `/` in a value that is no URL or address. */
const PATH_LIKE = /^(?:[/~]|\.{1,2}\/|[a-z]:[\\/])/i;

/**
 * The kind whose spelling says where a side effect lands (`target-form.ts`): a URL or an
 * e-mail address (a leaf that is exactly one), a path (a path argument, or a leaf shaped like
 * one), else `null`.
 */
function targetKind(leaf: string, pathArg: boolean): TargetKind | null {
  if (leaf.length > MAX_KIND_CHARS) return null;
  const k = kindOf(deriveLeaf(leaf));
  if (k === "url" && !bareFileName(leaf)) return "url";
  if (k === "email") return "email";
  if (pathArg || PATH_LIKE.test(leaf) || (k === null && leaf.includes("/") && !/\s/.test(leaf.trim()))) return "path";
  return null;
}

/** Per trusted entry: its `addressReadings` that differ from its text (`[]` for most). Weak: dropped with the transcript. */
const ADDRESS_READINGS = new WeakMap<TranscriptEntry, readonly string[]>();

/**
 * The readings of a trusted entry in which an obfuscated address reads as one (`addressReadings`
 * of its written text, those that differ from the plain key text): the same canonicaliser
 * key extraction uses on both sides, so an address vouched by its key is also the address
 * the user spelled (blind round 15: `jonas.weber [at] firma [dot] example` asked `fold:to`).
 */
function obfuscatedAddressReadings(e: TranscriptEntry): readonly string[] {
  let out = ADDRESS_READINGS.get(e);
  if (out !== undefined) return out;
  const w = e.written ?? "";
  // lower-case readings: an e-mail target folds ASCII case (`target-form.ts`); once per entry
  const lower = w.toLowerCase();
  out = addressReadings(w).filter((r) => r !== lower);
  ADDRESS_READINGS.set(e, out);
  return out;
}

/**
 * Target fidelity (issue 18): a side effect's URL, address or path that vouching matched by
 * its folded key must also land where a trusted spelling of it lands (`targetUnfaithful`,
 * decided in `TARGET_RULES`): `/Pay/Acct` for the user's `/pay/acct`, `http` for their
 * `https`, `jdoe+x@` for their `jdoe@`, `/srv/reports` for their `/srv/Reports` ask. An
 * allow-listed leaf is the application's choice and is not compared. Returns the explanation
 * or `null`.
 */
function targetChange(leaf: string, ix: ProvenanceIndex, allow: AllowMatcher | null, pathArg: boolean): string | null {
  const kind = targetKind(leaf, pathArg);
  if (kind === null || (allow !== null && allow(leaf))) return null;
  const texts: string[] = [];
  for (const e of ix.trusted.entries) {
    if (e.written === undefined) continue;
    texts.push(e.written);
    // an address the user spelled obfuscated (`jonas.weber [at] firma [dot] example`, `ana arroba
    // firma punto example`): read as key extraction reads it (`addressReadings`, the one canonicaliser)
    if (kind === "email") for (const r of obfuscatedAddressReadings(e)) texts.push(r);
  }
  const diff = targetUnfaithful(kind, leaf, texts, occursAsWholeName);
  return diff === null ? null : `the ${kind} differs from every trusted spelling in its ${diff}, which changes where it lands`;
}
