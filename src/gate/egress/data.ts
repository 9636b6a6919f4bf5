/**
 * Does a link carry data out? (issue 19: "off-list links that carry data — query, fragment,
 * userinfo, path segments or subdomain labels beyond the link text, long opaque or encoded
 * tokens — are redacted to their text").
 *
 * A reader who clicks a link sends its host everything in the URL. What the link text shows
 * the reader sends knowingly; what it does not show, or shows only as an unreadable token,
 * is a channel. So a URL carries data when:
 * - it has userinfo (`user:pass@`, RFC 3986 §3.2.1);
 * - a subdomain label, shown or not, is an id mixing letters and digits (`abc123def`) or hex
 *   of readable text (`shownDataLabel`);
 * - any part — query value, fragment, path segment, subdomain label — is a long opaque or
 *   encoded token (`isOpaque`: base64/base64url/hex of ≥ 16 characters with the mixture of
 *   classes or the entropy of random data, or base64 that decodes to readable text), shown or not;
 * - a query value or fragment NOT shown in the link text is long (≥ 12 characters after
 *   percent-decoding) or holds a run of ≥ 7 digits (a phone number, an account);
 * - the parts not shown add up to ≥ 80 characters (data spread over many short pieces), or
 *   there are ≥ 3 subdomain labels beyond the registrable domain not shown, or one not shown
 *   that is a data token (`dataLabel`: ≥ 7 digits, or letters and digits mixed: `abc123def`).
 * A search link's query words are the reader's topic, not data (`search.ts`).
 * Plain links pass: `https://docs.python.org/3/library/re.html`, `…/search?q=rampart`,
 * `…/wiki/%EC%84%9C%EC%9A%B8`, `…#installation`.
 */

import { isDefaultUserinfo } from "../detectors/placeholder.js";
import { SEARCH_PATTERNS, readablePhrase, searchTopic } from "./search.js";

/** The reader's own machine: `localhost`, 127/8, `::1`, `0.0.0.0`. */
const LOOPBACK = /^(?:localhost|127(?:\.[0-9]{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

/**
 * A readable run of words (`List_of_battles_of_the_Korean_War_in_1950`, a heading anchor
 * `Zuständigkeiten_und_Verfahrensarten`): at least two parts, each a word in one case (an
 * initial capital allowed; a Latin word needs a vowel), an acronym or a number of ≤ 4 digits.
 * Base64 chunks mix cases inside a part, so they are never word runs.
 */
export function wordRun(s: string): boolean {
  const parts = s.split(/[-_.~+()',\s]+/).filter(Boolean);
  const word = (p: string) => /^\p{Lu}?\p{Ll}{1,40}$/u.test(p) && (/[^a-z]/i.test(p) || /[aeiouy]/i.test(p));
  // One long compound (`Bundesverfassungsgericht`) is a word when its vowels are a word's share.
  const only = parts[0] ?? "";
  if (parts.length === 1) return word(only) && vowelShare(only) >= 0.2 && vowelShare(only) <= 0.7;
  return parts.length >= 2 && parts.every((p) => word(p) || /^\p{Lu}{2,6}$/u.test(p) || /^[0-9]{1,4}$/.test(p));
}

const vowelShare = (s: string) => (s.match(/[aeiouyäöüéèáíóú]/gi) ?? []).length / s.length;

/** A git/hg revision id: SHA-1 (40) or SHA-256 (64) hex, or an abbreviation of 7–12. */
const REVISION = /^(?:[0-9a-f]{7,12}|[0-9a-f]{40}|[0-9a-f]{64})(?:\.{2,3}(?:[0-9a-f]{7,12}|[0-9a-f]{40}|[0-9a-f]{64}))?$/;
/** Path words code hosts put before a revision id (GitHub, GitLab `-/commit`, Bitbucket, Gitea, hg). */
const REVISION_WORDS: ReadonlySet<string> = new Set(["commit", "commits", "tree", "blob", "blame", "raw", "compare", "src", "rev", "changeset", "changes", "diff", "patch", "archive"]);
/** A URL template's variable (`{id}`, `{userId}`, `:itemId`, `<id>`, `%7Bid%7D` decoded): no data yet. */
const TEMPLATE = /^(?:\{[A-Za-z_][A-Za-z0-9_.-]{0,40}\}|:[A-Za-z_][A-Za-z0-9_]{0,40}|<[A-Za-z_][A-Za-z0-9_-]{0,40}>)(?:\.[a-z0-9]{1,5})?$/;
const isTemplate = (s: string) => TEMPLATE.test(s);

/**
 * A path segment a reader can read: words of letters (each with a vowel, ≤ 24 letters) and
 * short numbers or version pieces (`v2`, `3.12`, `en-US`) joined by `- _ . ~ +`.
 */
function readable(segment: string): boolean {
  if (segment.length === 0) return true;
  return segment.split(/[-_.~+]/).every((p) => p.length === 0 || (/^[A-Za-z]{1,24}$/.test(p) && /[aeiouy]/i.test(p)) || /^[0-9]{1,6}$/.test(p) || /^[A-Za-z]{0,3}[0-9]{1,4}[A-Za-z]{0,3}$/.test(p) || /^[A-Z]{2,4}$/.test(p));
}

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  if (s.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

const B64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
const HEX = /^[0-9a-f]+$/i;
/** A slug of words (`getting-started`, `re.html`, `2024_annual_report`): readable, not a token. */
const SLUG = /^[a-z]{1,20}(?:[-_.][a-z0-9]{1,20})*$|^[0-9]{1,6}(?:[-_.][a-z0-9]{1,20})+$/;

/** `s` decoded as base64 / base64url when that yields mostly printable UTF-8 text of ≥ 8 characters. */
export function base64Text(s: string): string | null {
  if (s.length < 12 || !B64.test(s)) return null;
  const bytes = Buffer.from(s.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  if (bytes.length < 8) return null;
  const text = bytes.toString("utf8");
  if (text.includes("\ufffd")) return null;
  const printable = [...text].filter((c) => /[\p{L}\p{N}\p{P}\p{Zs}\n\t]/u.test(c)).length;
  return printable >= 8 && printable / [...text].length >= 0.9 ? text : null;
}

/** A long token no reader can read: encoded text, a key, random bytes (module comment). */
export function isOpaque(token: string): boolean {
  if (token.length < 16) return false;
  if (base64Text(token) !== null) return true;
  if (SLUG.test(token) || wordRun(token) || structuredId(token)) return false;
  if (HEX.test(token) && token.length >= 24) return true;
  if (!B64.test(token)) return token.length >= 40 && entropy(token) >= 4.2;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((re) => re.test(token)).length;
  return (classes >= 2 && entropy(token) >= 3.3) || token.length >= 48;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}

/**
 * A structured public reference (`BOE-A-2002-13758`, `ISO-3166-1`, `RFC-9110`): groups of
 * capitals or of digits (never both in one group: encoded data mixes them) joined by
 * `- _ . : /`, at least one group of capitals. Such an id names
 * a public document; personal numbers in it are another detector's (phone, IBAN, national id).
 */
const STRUCTURED_ID = /^(?:[A-Z]{1,10}|[0-9]{1,10})(?:[-_.:/](?:[A-Z]{1,10}|[0-9]{1,10})){1,6}$/;
const structuredId = (s: string) => STRUCTURED_ID.test(s) && /[A-Z]/.test(s);
/** Map coordinates, zoom and page positions (`17/35.6580/139.7016`, `-33.86,151.21`): 2–5 signed decimals. */
const COORDINATES = /^[+-]?[0-9]{1,4}(?:\.[0-9]{1,8})?(?:[/,;][+-]?[0-9]{1,4}(?:\.[0-9]{1,8})?){1,4}$/;
/** Two or more lower-case words (`annual-report`, `getting started`): a topic or a heading. */
const LOWER_RUN = /^[\p{Ll}0-9]+(?:[-_ +.~][\p{Ll}0-9]+){1,15}$/u;

/**
 * A short public reference in a query or fragment: a structured id, coordinates or a page
 * position, lower-case words — not data. At most 40 characters.
 */
export function publicReference(value: string): boolean {
  if (value.length > 40) return false;
  return structuredId(value) || COORDINATES.test(value) || (LOWER_RUN.test(value) && /\p{Ll}/u.test(value) && wordRun(value));
}

/**
 * A phone or account number in a value: a run of ≥ 7 digits, or ≥ 7 digits written only with
 * phone separators (`010-4821-7395`, `+34 612 345 678`). Digit groups inside an id with
 * letters (`BOE-A-2002-13758`) or between `/` (coordinates) are neither.
 */
function phoneDigits(value: string): boolean {
  if (/[0-9]{7}/.test(value)) return true;
  return /^[+]?[0-9\s().-]+$/.test(value) && /(?:[0-9][^0-9]*){7}/.test(value) && !COORDINATES.test(value);
}

/** Two or more `key=value` / `key:value` fields in one value, split by `, ; & |` or line breaks. */
function record(value: string): boolean {
  let fields = 0;
  for (const part of value.split(/[,;&|\n]/)) if (FIELD.test(part)) fields += 1;
  return fields >= 2;
}
const FIELD = /^\s{0,8}[\p{L}_][\p{L}\p{N}_.-]{0,30}\s{0,8}[=:]\s{0,8}[^\s=:]/u;

/**
 * Escapes of characters that never need one (RFC 3986 §2.3 unreserved: letters, digits,
 * `- . _ ~`) in `raw`: a browser or library writes them plain, so escaping them only hides
 * them from a reader. Counted per part; ≥ 3 in one part is hiding.
 */
export function hiddenEscapes(raw: string): number {
  let n = 0;
  for (const m of raw.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    const c = String.fromCharCode(parseInt(m[1] as string, 16));
    if (/[A-Za-z0-9._~-]/.test(c)) n += 1;
  }
  return n;
}

/**
 * Path words that label a personal value (the path used as `label/value` pairs:
 * `/ssn/512-48-3367`, `/dob/19900412`): the segment after one, holding a digit or `@`, is
 * that person's value, not a document's address.
 */
const PERSONAL_LABEL: ReadonlySet<string> = new Set(["ssn", "sin", "dob", "birthdate", "birthday", "phone", "tel", "mobile", "msisdn", "cvv", "cvc", "iban", "passport", "rrn", "password", "passwd", "pwd", "pin", "salary"]);

/** A calendar date `YYYY-MM-DD` (any of `- . / _` or none between the parts). */
const DATE = /^(?:19|20)[0-9]{2}[-./_]?(?:0[1-9]|1[0-2])[-./_]?(?:0[1-9]|[12][0-9]|3[01])$/;
/** Digits in three or more groups joined by `-`, `.` or a space, an optional leading `+`. */
const GROUPED = /^[+]?[0-9]{1,6}(?:[-. ][0-9]{1,6}){2,6}$/;

/**
 * A number written in groups (`123-45-6789`, `010.4821.7395`, `+44 20 7946 0958`): ≥ 7 digits
 * in ≥ 3 groups — the way people write phone, social-security and account numbers. A date, an
 * ISBN-13 (978/979 prefix) and a dotted IPv4 address are not.
 */
function groupedNumber(segment: string): boolean {
  if (!GROUPED.test(segment) || DATE.test(segment)) return false;
  const digits = segment.replace(/[^0-9]/g, "");
  if (digits.length < 7) return false;
  if (/^97[89]/.test(digits) && digits.length === 13) return false;
  return !/^[0-9]{1,3}(?:\.[0-9]{1,3}){3}$/.test(segment);
}

/** Path words naming a person or an account: the number after one is that person's id (`/users/83920174`). */
const PERSON_WORDS: ReadonlySet<string> = new Set(["u", "user", "users", "member", "members", "account", "accounts", "customer", "customers", "client", "clients", "profile", "profiles", "patient", "patients", "employee", "employees", "candidate", "candidates", "applicant", "applicants", "id", "uid"]);

/**
 * A run of ≥ 7 digits in a path segment (`/536221234`, `/a/536221234`, `/x-12345678.png`): the
 * same rule as a query value or fragment — a phone number or an account the link text does not
 * show. Not data: a date (`20240612`), an ISBN-13, and a record id after a collection word of
 * ≥ 3 letters that names no person (`/questions/78901234/…`, `/status/1789…`, `/news/world-68123456`),
 * the way public sites address a post, a question or an article.
 */
function pathNumber(segment: string, previous: string): boolean {
  const runs = (segment.match(/[0-9]+/g) ?? []).filter((r) => r.length >= 7 && !DATE.test(r) && !(r.length === 13 && /^97[89]/.test(r)));
  if (runs.length === 0) return false;
  const before = decode(previous).toLowerCase();
  return !(/^[a-z][a-z-]{2,24}$/.test(before) && /[aeiouy]/.test(before) && !PERSON_WORDS.has(before) && !PERSONAL_LABEL.has(before));
}

/**
 * Percent-escapes of characters that never need one (`hiddenEscapes`), ≥ 3 in one part of
 * the URL: the part is written to be unreadable, whatever it holds.
 */
function hiddenEscape(url: URL): string | null {
  const parts = [url.username, url.password, ...url.pathname.split("/"), ...url.search.slice(1).split("&"), url.hash.slice(1)];
  return parts.some((p) => hiddenEscapes(p) >= 3) ? "percent-escapes hiding plain characters" : null;
}

/** Letters and digits alternating in at least three groups (`abc123def`, `x9q2k7`), 6–63 characters. */
const MIXED_TOKEN = /^(?=[a-z0-9]{6,63}$)(?:[a-z]+[0-9]+[a-z]|[0-9]+[a-z]+[0-9])[a-z0-9]*$/i;
const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;

/**
 * A subdomain label that carries data when the link text does not show it: a hyphen-free
 * piece with ≥ 7 digits (a phone number, an account in the host: every fetch sends it to the
 * collector's DNS) or a token mixing letters and digits in ≥ 3 groups with ≥ 2 of each
 * (`abc123def`, `x9q2k7w4zz`: an id or an encoded value, no word) — or any label that
 * carries data when shown (`shownDataLabel`). Readable labels (`docs`, `eu-west-1`, `api2`,
 * `cdn-123`) are no data.
 */
function dataLabel(label: string): boolean {
  return shownDataLabel(label) || groupedLabelNumber(label) || label.split("-").some((p) => /[0-9]{7}/.test(p) || (MIXED_TOKEN.test(p) && count(p, /[0-9]/g) >= 2 && count(p, /[a-z]/gi) >= 2));
}

/** What is no digit and no group joiner inside a host label: it ends a run of digit groups. */
const NOT_DIGIT_GROUP = /[^0-9_-]+/;

/**
 * A number written in groups inside one host label (`tanaka-090-3847-2916`, `id_4471_20938`):
 * ≥ 7 digits across groups joined by `-` or `_` — a phone or account number with its
 * separators, which `dataLabel`'s per-piece count would miss. A date (`2024-06-12`, also with a
 * build counter after it) is none.
 */
function groupedLabelNumber(label: string): boolean {
  for (const run of label.split(NOT_DIGIT_GROUP)) {
    const groups = run.split(/[-_]/).filter(Boolean);
    const dated = groups.length >= 3 && DATE.test(groups.slice(0, 3).join("-"));
    if (!dated && groups.join("").length >= 7) return true;
  }
  return false;
}

/**
 * A subdomain label that is data even when a bare URL shows it (DNS carries host labels
 * lower-cased, so exfiltration through a host writes hex, base32 or ids): a piece of ≥ 8
 * characters mixing letters and digits in ≥ 3 groups with ≥ 3 of each (`abc123def`, a
 * per-reader id a collector's name server logs), or hex of ≥ 8 digits that decodes to
 * readable text (`6a616e65` is `jane`). Longer opaque labels are `isOpaque`'s.
 */
function shownDataLabel(label: string): boolean {
  return label.split("-").some((p) => (p.length >= 8 && MIXED_TOKEN.test(p) && count(p, /[0-9]/g) >= 3 && count(p, /[a-z]/gi) >= 3) || hexText(p));
}

/** Whether `s` is hex of ≥ 8 digits (even) that decodes to printable ASCII holding a letter or digit. */
function hexText(s: string): boolean {
  if (s.length < 8 || s.length % 2 === 1 || !HEX.test(s)) return false;
  const bytes = Buffer.from(s, "hex");
  return bytes.every((b) => b >= 0x20 && b < 0x7f) && bytes.some((b) => (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a));
}

/** Host labels beyond the registrable domain (two labels, three under a short second level such as `co.kr`). */
function subdomainLabels(host: string): string[] {
  if (/^[0-9.]+$/.test(host) || host.startsWith("[")) return [];
  const labels = host.split(".").filter(Boolean);
  const keep = labels.length >= 3 && (labels[labels.length - 2] as string).length <= 3 && (labels[labels.length - 1] as string).length === 2 ? 3 : 2;
  return labels.slice(0, Math.max(0, labels.length - keep));
}

/** The word for `@` spelled out in a host label (`jane-doe-at-corp`, `ana.arroba.mail`). */
const AT_WORDS: ReadonlySet<string> = new Set(["at", "arroba", "chez", "ät"]);
/** A top-level domain written as a host label's last part (`…-at-corp-com`). */
const TLD_PART = /^(?:com|net|org|edu|gov|io|co|de|fr|es|it|nl|uk|ru|jp|kr|cn|br|in|ch|at|se|pl|mail)$/;

/**
 * Whether the subdomain labels spell an e-mail address (issue 19, blind round 11:
 * `jane-doe-at-corp.collector.example`): parts split at `. - _`, an `at` word between a local
 * part and a domain, the local part of two parts or more (first and last name) or the domain
 * ending on a top-level domain's name. A host never needs an address in it; a phrase with
 * `at` (`eat-at-joes`, `meet-at-the-park`) has one word before it and no domain after.
 */
export function spelledAddressLabels(labels: readonly string[]): boolean {
  const parts = labels.join(".").toLowerCase().split(/[._-]+/).filter(Boolean);
  for (let k = 1; k < parts.length - 1; k++) {
    if (!AT_WORDS.has(parts[k] as string)) continue;
    if (k >= 2 || TLD_PART.test(parts[parts.length - 1] as string)) return true;
  }
  return false;
}

/**
 * Why `url` carries data beyond `shown` (the link text, or the URL itself for a bare URL),
 * or null when it carries none.
 *
 * @example
 * carriesData(new URL("https://x.example/log?d=SGVsbG8sIHN5c3RlbSBwcm9tcHQ="), "docs") // → "encoded token in the query"
 * carriesData(new URL("https://docs.python.org/3/library/re.html"), "re docs")        // → null
 */
export function carriesData(url: URL, shown: string): string | null {
  // Userinfo is data unless it is a documentation default (`user:password@`) or the host is
  // the reader's own machine (a loopback address reaches no collector).
  if ((url.username || url.password) && !isDefaultUserinfo(decode(url.username), decode(url.password)) && !LOOPBACK.test(url.hostname)) return "userinfo";
  // What the reader sees: the text as written, `+` read as a space. A percent-escape shows the
  // reader nothing of what it encodes, so escaped runs are not counted as shown (an autolink
  // or bare URL whose value is escaped hides that value in plain sight).
  const visible = shown.replace(/(?:%[0-9A-Fa-f]{2})+/g, "\u0000").replace(/\+/g, " ").toLowerCase();
  const hidden = (s: string) => s.length > 0 && !visible.includes(s.toLowerCase());
  const decodedVisible = decode(shown).toLowerCase();
  const shownDecoded = (s: string) => decodedVisible.includes(s.toLowerCase());
  let unseen = 0;

  const escaped = hiddenEscape(url);
  if (escaped) return escaped;
  const params: string[] = [];
  /** Values that are a search link's topic (`search.ts`): the reader's words, no data. */
  const topics = new Set<number>();
  for (const [k, v] of url.searchParams) {
    if (searchTopic(url, k, v)) topics.add(params.length).add(params.length + 1);
    params.push(k, v);
  }
  const fragment = decode(url.hash.slice(1));
  if (fragment.includes("=")) for (const [k, v] of new URLSearchParams(url.hash.slice(1))) params.push(k, v);
  for (const [i, value] of params.entries()) {
    if (isTemplate(value) || topics.has(i)) continue;
    if (isOpaque(value) || value.split(/[^A-Za-z0-9+/=_-]+/).some(isOpaque)) return "opaque or encoded token in the query";
    // A record packed into one value (`text=user=dana,plan=gold`): a payload even when the
    // whole URL is shown (an autolink, a bare URL) — no page is addressed by a record.
    if (record(value)) return "a record of fields in the query";
    if (!hidden(value)) continue;
    // A phrase in any script that the URL shows once decoded (`?place=%EC%84%9C…`, the way
    // browsers write non-Latin words and spaces, and display them decoded) is read as words.
    if (shownDecoded(value) && readablePhrase(value)) continue;
    unseen += value.length;
    if (phoneDigits(value)) return "number in the query not shown in the link text";
    if (value.length >= 12 && !publicReference(value)) return "query value not shown in the link text";
  }
  if (fragment && !fragment.includes("=")) {
    if (isOpaque(fragment)) return "opaque or encoded fragment";
    if (hidden(fragment) && !wordRun(fragment) && !publicReference(fragment)) {
      unseen += fragment.length;
      if (fragment.length >= 24 || phoneDigits(fragment)) return "fragment not shown in the link text";
    }
  }
  const segments = url.pathname.split("/");
  for (let k = 0; k < segments.length; k++) {
    const segment = decode(segments[k] as string);
    if (isTemplate(segment)) continue;
    // A revision id after a path word that names one (`…/commit/<sha>`, `…/tree/<sha>`) is how a
    // code host addresses a version, not data.
    if (REVISION.test(segment) && REVISION_WORDS.has((segments[k - 1] ?? "").toLowerCase())) continue;
    if (isOpaque(segment) || segment.split(/[^A-Za-z0-9+/=_-]+/).some(isOpaque)) return "opaque or encoded path segment";
    if (hidden(segment) && groupedNumber(segment)) return "a number in the path not shown in the link text";
    if (hidden(segment) && /[0-9@]/.test(segment) && PERSONAL_LABEL.has((segments[k - 1] ?? "").toLowerCase())) return "a personal field in the path not shown in the link text";
    if (hidden(segment) && pathNumber(segment, segments[k - 1] ?? "")) return "a number in the path not shown in the link text";
    // A readable path (`/en/latest/user-guide/advanced-configuration.html`) is a document's
    // address the reader can read in the link; only unreadable parts count as unseen.
    if (hidden(segment) && !readable(segment)) unseen += segment.length;
  }
  const labels = subdomainLabels(url.hostname).filter((l) => !["www", "m", "en", "ko"].includes(l));
  if (labels.some((l) => isOpaque(l) || (HEX.test(l) && l.length >= 16))) return "opaque subdomain label";
  if (labels.some(shownDataLabel)) return "a data token in a subdomain label";
  // Shown or not: a host that spells a person's address sends it to the collector's DNS on any fetch.
  if (spelledAddressLabels(labels)) return "an e-mail address spelled in the subdomain labels";
  const hiddenLabels = labels.filter(hidden);
  if (hiddenLabels.length >= 3) return "subdomain labels not shown in the link text";
  if (hiddenLabels.some(dataLabel)) return "a data token in a subdomain label not shown in the link text";
  unseen += hiddenLabels.join("").length;
  if (unseen >= 80) return "long URL parts not shown in the link text";
  return null;
}

/** Patterns the data test runs on URL parts (checked for linear time by a test). */
export const DATA_PATTERNS: readonly RegExp[] = [MIXED_TOKEN, TLD_PART, B64, HEX, SLUG, REVISION, TEMPLATE, LOOPBACK, STRUCTURED_ID, COORDINATES, LOWER_RUN, FIELD, DATE, GROUPED, NOT_DIGIT_GROUP, ...SEARCH_PATTERNS];
