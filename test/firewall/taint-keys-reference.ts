/**
 * TEST REFERENCE ONLY: `taint-keys.ts` as it was before the single-pass extractor (fw4),
 * kept verbatim so the property test in `taint-keys.test.ts` can check that the production
 * extractor gives the same items on generated texts. Not imported by `src/`.
 */
/**
 * Canonical taint keys (issue 5 C5): a value an injection plants is often *reformatted* by
 * the model before it reaches a tool — an IBAN loses its spaces, an amount its grouping, a
 * URL its scheme, an address its `[at]`. Literal matching misses all of these, so the
 * firewall compares canonical keys instead, extracted the same way from both sides: the
 * argument value and every transcript entry.
 *
 * | kind | spellings that meet in one key | key |
 * | --- | --- | --- |
 * | e-mail | case, fullwidth, zero-width, `mailto:`, `[at]` `(at)` `{at}`, `[dot]` `(dot)` `[.]` | `email:local@domain` |
 * | URL / domain | scheme (`http`, `https`, `hxxp`), `www.`, case, `[.]`, percent-encoding, default port, trailing `/` | `url:host/path?query` |
 * | IBAN | spaces or hyphens between groups, case | `iban:de89370400440532013000` (ISO 13616 shape: 2 letters, 2 digits, 11–30 alphanumerics) |
 * | phone | separators (`space - . / ( )`), `+CC` / `00CC` / trunk `0` prefixes | `tel:<digits>` per plausible national form |
 * | amount | grouping `1,000,000` `1.000.000` `1 000 000` `1'000'000`, currency signs and codes, `k`/`m`/`bn`, `thousand`/`million`/`billion`, Korean `천 만 억 조` (`100만`, `1억 2천만`) | `amt:<decimal>` |
 *
 * Text is first folded per character with the evidence boundary's `foldChar` (NFKC, case,
 * UTS #39 confusables, invisible characters removed) — not its full shadow, whose
 * letter-spacing collapse would eat the `.` and `@` of `a.b@x.io`.
 *
 * Everything here is linear in the text: one defang pass (fixed alternatives), one scan for
 * `@` and `://` anchors that never re-scans a span it consumed, one chunk pass with a
 * bounded look-ahead (at most `MAX_GROUPS` chunks).
 */
import { posix } from "node:path";
import { domainToASCII, domainToUnicode } from "node:url";
import { foldChar } from "../../src/boundary/index.js";

/** Kinds of canonical key. */
export type TaintKind = "email" | "url" | "iban" | "phone" | "amount" | "path";

/** One value found in a text, with every key it may be spelled as (any one matching counts). */
export interface TaintItem {
  kind: TaintKind;
  keys: string[];
  /**
   * URLs and domains (value mode): the `dom:` keys of the host and of each parent domain
   * down to its registrable domain. They taint (an attacker host with any path, query or
   * subdomain added) but never vouch; `host` is the one key that lets the user vouch for
   * the host (it occurs in the user's request).
   */
  hostKeys?: { host: string; taint: string[] };
}

/** What `extractItems` found. */
export interface Extracted {
  items: TaintItem[];
  /** True when the items cover the whole text (nothing but separators left over): the text *is* that value. */
  whole: boolean;
}

/**
 * `text`: every plausible reading (every grouping of an IBAN or phone number, both readings
 * of an ambiguous `1,000`) — an index should over-match. `value`: the one reading of an
 * argument as a whole.
 */
export type ExtractMode = "text" | "value";

const ASCII_PRINTABLE = /^[\t\n\r\x20-\x7e]*$/;

/** Per-character fold (NFKC, case, confusables, invisibles removed), ASCII fast path. */
export function keyFold(s: string): string {
  if (ASCII_PRINTABLE.test(s)) return s.toLowerCase();
  let out = "";
  for (const ch of s) out += foldChar(ch.codePointAt(0) as number);
  return out;
}

/**
 * Defanged spellings (threat-intel and anti-scraping conventions): `[at]`, `(at)`, `{at}`,
 * `<at>`, `[@]` → `@`; `[dot]`, `(dot)`, `[.]`, `(.)` → `.`; `hxxp` → `http`; `[:]` → `:`.
 * Fixed alternatives with single optional spaces: linear.
 */
const DEFANG = / ?[[({<] ?(?:at|@) ?[\])}>] ?| ?[[({<] ?(?:dot|\.) ?[\])}>] ?|hxxp|\[:\]|&#0*64;|&#x0*40;|&commat;|&#0*46;|&#x0*2e;|&period;/g;

/**
 * Spelled-out and spaced separators of an address, only between ASCII letters or digits:
 * `eve @ evil . example`, `eve at evil dot example`, `eve 골뱅이 evil 점 example`.
 * (` at ` only between letters, so `1,500 at 10` stays an amount.)
 */
const SPACED_AT = /(?<=[a-z0-9_-]) @ (?=[a-z0-9])|(?<=[a-z]) at (?=[a-z])|(?<=[a-z0-9_-]) ?골뱅이 ?(?=[a-z0-9])/g;
const SPACED_DOT = /(?<=[a-z0-9]) (?:\.|dot|점) (?=[a-z])|(?<=[a-z0-9])점(?=[a-z])/g;

/** Inline HTML elements: removing them joins their text (`<b>DE89</b>3704…`); other tags become a space. */
const INLINE_TAGS = new Set(["a", "b", "i", "u", "s", "em", "strong", "span", "font", "code", "mark", "small", "sub", "sup", "abbr", "wbr", "ins", "del", "tt", "kbd", "q"]);
const TAG_SHAPE = /^\/?([a-z][a-z0-9-]*)(?:\s[^<>]*)?\/?$/;
/** A tag or comment longer than this is not one (bounds the look-ahead per `<`). */
const MAX_TAG = 256;

/**
 * Removes HTML comments and tags (inline ones join their text). A scanner with a bounded
 * look-ahead per `<`, not a regex: linear on `<<<<…` and on unterminated `<!--`.
 */
export function stripHtml(t: string): string {
  if (!t.includes("<")) return t;
  let out = "";
  let i = 0;
  for (;;) {
    const lt = t.indexOf("<", i);
    if (lt < 0) return out + t.slice(i);
    out += t.slice(i, lt);
    const window = t.slice(lt + 1, lt + 1 + MAX_TAG);
    if (window.startsWith("!--")) {
      const close = window.indexOf("-->", 3);
      if (close >= 0) {
        i = lt + 1 + close + 3;
        continue;
      }
    } else {
      const gt = window.indexOf(">");
      const lt2 = window.indexOf("<");
      const m = gt >= 0 && (lt2 < 0 || lt2 > gt) ? TAG_SHAPE.exec(window.slice(0, gt)) : null;
      if (m) {
        out += INLINE_TAGS.has(m[1] as string) ? "" : " ";
        i = lt + 1 + gt + 1;
        continue;
      }
    }
    out += "<";
    i = lt + 1;
  }
}

/** An ideographic full stop next to an ASCII letter or digit is a domain dot (IDNA maps it to `.`); in CJK prose it stays. */
const IDEOGRAPHIC_DOT = /(?<=[a-z0-9])[。｡]|[。｡](?=[a-z0-9])/g;

function defangOne(m: string): string {
  if (m === "hxxp") return "http";
  if (m === "[:]") return ":";
  if (m.startsWith("&")) return m === "&commat;" || m.endsWith("64;") || m.endsWith("40;") ? "@" : ".";
  return m.includes("at") || m.includes("@") ? "@" : ".";
}

/**
 * Folds and un-defangs a text: the form keys are extracted from. Each lookbehind rewrite
 * runs only when the literal every one of its matches contains is in the text (a native
 * substring search is far cheaper than trying the lookbehinds at every position).
 */
export function keyText(s: string): string {
  let t = stripHtml(keyFold(s).replace(DEFANG, defangOne));
  if (t.includes("。") || t.includes("｡")) t = t.replace(IDEOGRAPHIC_DOT, ".");
  if (t.includes(" @ ") || t.includes(" at ") || t.includes("골뱅이")) t = t.replace(SPACED_AT, "@");
  if (t.includes(" . ") || t.includes(" dot ") || t.includes("점")) t = t.replace(SPACED_DOT, ".");
  return t;
}

const MAX_GROUPS = 8;
const LOCAL_CHARS = /[\p{L}\p{N}._%+\-']/u;
const DOMAIN_CHARS = /[\p{L}\p{N}.-]/u;
const SCHEME_CHARS = /[a-z0-9+.-]/;
/** Characters that end a URL in running text. */
const URL_END = /[\s"'<>`|\\^{}]/u;
const WORD = /[\p{L}\p{N}]/u;

function isDigit(c: string): boolean {
  return c >= "0" && c <= "9";
}

function allDigits(s: string): boolean {
  if (s === "") return false;
  for (let i = 0; i < s.length; i++) if (!isDigit(s.charAt(i))) return false;
  return true;
}

/** `allDigits(s.replace(/[.,']/g, ""))` without the copy: digits and `.` `,` `'` only, at least one digit. */
function digitsWithMarks(s: string): boolean {
  let digit = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isDigitCode(c)) digit = true;
    else if (c !== 46 && c !== 44 && c !== 39) return false;
  }
  return digit;
}

function isAlnumAscii(s: string): boolean {
  if (s === "") return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charAt(i);
    if (!isDigit(c) && !(c >= "a" && c <= "z")) return false;
  }
  return true;
}

function isLetters(s: string): boolean {
  return s.length >= 2 && /^\p{L}+$/u.test(s);
}

/** A host: dot-separated labels of letters, digits and `-`, the last all letters (a TLD). */
function isHost(host: string): boolean {
  const labels = host.split(".");
  if (labels.length < 2) return false;
  for (const l of labels) if (l === "" || !/^[\p{L}\p{N}-]+$/u.test(l)) return false;
  return isLetters(labels[labels.length - 1] as string);
}

function decodePercent(s: string): string {
  if (!s.includes("%")) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * The canonical key of a URL without its scheme: host without `www.` and trailing dot,
 * default ports dropped, path percent-decoded without trailing `/`, fragment dropped.
 * `null` when the host is not a host.
 */
export function urlKey(rest: string): string | null {
  let end = rest.length;
  for (let i = 0; i < rest.length; i++) {
    const c = rest.charAt(i);
    if (c === "/" || c === "?" || c === "#") {
      end = i;
      break;
    }
  }
  let host = rest.slice(0, end);
  let tail = rest.slice(end);
  const hash = tail.indexOf("#");
  if (hash >= 0) tail = tail.slice(0, hash);
  const at = host.lastIndexOf("@");
  if (at >= 0) host = host.slice(at + 1); // userinfo is not where the request goes
  const colon = host.lastIndexOf(":");
  if (colon >= 0) {
    const port = host.slice(colon + 1);
    if (!allDigits(port)) return null;
    host = port === "80" || port === "443" ? host.slice(0, colon) : host;
  }
  host = canonicalHost(host);
  if (host.endsWith(".")) host = host.slice(0, -1);
  if (host.startsWith("www.")) host = host.slice(4);
  const bare = host.includes(":") ? host.slice(0, host.lastIndexOf(":")) : host;
  if (!isHost(bare)) return null;
  if (tail.includes("%")) tail = keyFold(decodePercent(tail)); // decoded text is folded like the rest
  while (tail.endsWith("/") || tail.endsWith("?")) tail = tail.slice(0, -1);
  return `url:${host}${tail}`;
}

/**
 * The canonical spelling of a host: percent-decoded, IDNA-mapped by node's WHATWG URL
 * implementation (`domainToASCII`: case, `。`/fullwidth dots, UTS #46 mapping), punycode
 * labels decoded back to Unicode (`domainToUnicode`) and folded like the rest of the text,
 * so `xn--80ak6aa92e.com` and `аррӏе.com` are one host. A host IDNA rejects is kept folded.
 */
export function canonicalHost(host: string): string {
  const decoded = decodePercent(host);
  const port = decoded.lastIndexOf(":");
  const name = port >= 0 ? decoded.slice(0, port) : decoded;
  const ascii = name === "" ? "" : domainToASCII(name);
  if (ascii === "") return keyFold(decoded);
  const unicode = ascii.includes("xn--") ? domainToUnicode(ascii) : ascii;
  return keyFold(unicode) + (port >= 0 ? decoded.slice(port) : "");
}

/**
 * Second-level labels under a two-letter country code that are public suffixes
 * (`co.uk`, `com.au`, `co.kr`, `go.kr`, …): the registrable domain then has three labels.
 * A heuristic, not the Public Suffix List.
 */
const SECOND_LEVEL = new Set(["co", "com", "net", "org", "gov", "ac", "edu", "go", "or", "ne", "re", "pe", "mil", "ltd", "plc", "gv", "gob", "nic"]);
/** Multi-tenant hosting suffixes: each customer subdomain is its own registrable domain. */
const SHARED_SUFFIXES = new Set([
  "github.io", "gitlab.io", "pages.dev", "workers.dev", "herokuapp.com", "vercel.app", "netlify.app", "web.app",
  "firebaseapp.com", "appspot.com", "blogspot.com", "azurewebsites.net", "cloudfront.net", "s3.amazonaws.com",
  "glitch.me", "repl.co", "ngrok.io", "ngrok-free.app", "trycloudflare.com",
]);

/** Number of labels of a host's registrable domain (heuristic: see `SECOND_LEVEL`, `SHARED_SUFFIXES`). */
function registrableLabels(labels: readonly string[]): number {
  const n = labels.length;
  const last2 = labels.slice(-2).join(".");
  const last3 = labels.slice(-3).join(".");
  if (n >= 4 && SHARED_SUFFIXES.has(last3)) return 4;
  if (n >= 3 && SHARED_SUFFIXES.has(last2)) return 3;
  if (n >= 3 && (labels[n - 1] as string).length === 2 && SECOND_LEVEL.has(labels[n - 2] as string)) return 3;
  return 2;
}

/** `dom:` keys of a canonical host: itself and each parent down to its registrable domain. */
export function domainKeys(host: string): string[] {
  const colon = host.lastIndexOf(":");
  const name = colon >= 0 && !host.includes("]") ? host.slice(0, colon) : host;
  const labels = name.split(".");
  const min = Math.min(labels.length, registrableLabels(labels));
  const out: string[] = [];
  for (let i = 0; labels.length - i >= min; i++) out.push(`dom:${labels.slice(i).join(".")}`);
  return out;
}

/** The URL item of a `url:` key: text mode indexes the `dom:` keys too, value mode carries them apart. */
function urlItem(key: string, mode: ExtractMode): TaintItem {
  const rest = key.slice(4);
  let end = rest.length;
  for (let i = 0; i < rest.length; i++) {
    const c = rest.charAt(i);
    if (c === "/" || c === "?") {
      end = i;
      break;
    }
  }
  const doms = domainKeys(rest.slice(0, end));
  if (mode === "text") return { kind: "url", keys: [key, ...doms] };
  return { kind: "url", keys: [key], hostKeys: { host: doms[0] as string, taint: doms } };
}

/** A bare file name (`q3.txt`): a name, a dot, an extension of 1–8 letters or digits, not a number. */
function isFileName(t: string): boolean {
  const dot = t.lastIndexOf(".");
  if (dot <= 0 || t.length - dot - 1 < 1 || t.length - dot - 1 > 8) return false;
  return /^[\p{L}\p{N}_-][\p{L}\p{N}._-]*$/u.test(t) && /\p{L}/u.test(t.slice(dot + 1));
}

/** Longest chunk read as a path. */
const MAX_PATH_CHARS = 4096;

/** A path with `.`, `..` and repeated `/` resolved lexically (POSIX), without a leading `./` or a trailing `/`. */
export function normalisePath(p: string): string {
  let n = posix.normalize(p);
  if (n.startsWith("./")) n = n.slice(2);
  if (n.length > 1 && n.endsWith("/")) n = n.slice(0, -1);
  return n;
}

/**
 * `path:` keys of a path argument, compared with the paths of a text: the argument itself,
 * resolved against each root when relative, and relative to each root that contains it
 * (`/data/reports/q3.txt` under root `/data` is also `reports/q3.txt`). Lexical: symlinks
 * are not followed here (the dispatch resolves them for confinement). Lower-cased like text keys.
 */
export function pathKeys(value: string, roots: readonly string[]): string[] {
  const v = keyFold(value);
  const out = new Set<string>([`path:${normalisePath(v)}`]);
  for (const raw of roots) {
    const root = normalisePath(keyFold(raw));
    const abs = v.startsWith("/") ? normalisePath(v) : normalisePath(posix.join(root, v));
    out.add(`path:${abs}`);
    if (abs.startsWith(root.endsWith("/") ? root : `${root}/`)) out.add(`path:${abs.slice(root.length).replace(/^\//, "")}`);
  }
  return [...out];
}

/** Strips sentence and wrapping punctuation from both ends of a chunk: `[start, end)`. */
function trimChunk(t: string, start: number, end: number): [number, number] {
  while (start < end && `"'<([{*_\``.includes(t.charAt(start))) start += 1;
  while (end > start && `"'>)]}.,;:!?*_\``.includes(t.charAt(end - 1))) end -= 1;
  return [start, end];
}

const CURRENCY_PREFIX = ["us$", "₩", "$", "€", "£", "¥", "krw", "usd", "eur", "gbp", "jpy"];
const CURRENCY_SUFFIX = ["원", "₩", "$", "€", "£", "¥", "krw", "usd", "eur", "gbp", "jpy", "won"];
const WORD_MULTIPLIERS = new Map<string, number>([["thousand", 1e3], ["million", 1e6], ["mn", 1e6], ["billion", 1e9], ["bn", 1e9], ["tsd", 1e3], ["mio", 1e6], ["mrd", 1e9], ["millionen", 1e6], ["milliarden", 1e9], ["천", 1e3], ["만", 1e4], ["억", 1e8], ["조", 1e12]]);
const KOREAN_SMALL = new Map<string, number>([["십", 10], ["백", 100], ["천", 1000]]);
const KOREAN_BIG = new Map<string, number>([["만", 1e4], ["억", 1e8], ["조", 1e12]]);
const KOREAN_UNIT = /[십백천만억조]/u;
/** Sino-Korean digits (`백오십만` is 1 500 000); read only inside a numeral with a unit. */
const HANGUL_DIGITS = new Map<string, string>([["일", "1"], ["이", "2"], ["삼", "3"], ["사", "4"], ["오", "5"], ["육", "6"], ["칠", "7"], ["팔", "8"], ["구", "9"]]);
/** First chunk of a phone number, and each further group (linear: one class run each). */
const PHONE_HEAD = /^(?:[+(]?\d|\(\+?\d)[\d().\-/]*$/;
const PHONE_GROUP = /^\(?\d[\d().\-/]*$/;

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** First code units of the currency prefixes and last code units of the suffixes: a chunk that starts (ends) otherwise has none there. */
const PREFIX_FIRST = new Set(CURRENCY_PREFIX.map((p) => p.charCodeAt(0)));
const SUFFIX_LAST = new Set(CURRENCY_SUFFIX.map((p) => p.charCodeAt(p.length - 1)));

/** Strips one currency sign or code from the front (`us$` is one) and one from the back. */
function stripCurrency(s: string): string {
  if (PREFIX_FIRST.has(s.charCodeAt(0))) {
    for (const p of CURRENCY_PREFIX) {
      if (s.startsWith(p)) {
        s = s.slice(p.length);
        break;
      }
    }
  }
  if (SUFFIX_LAST.has(s.charCodeAt(s.length - 1))) {
    for (const p of CURRENCY_SUFFIX) if (s.endsWith(p) && s.length > p.length) return s.slice(0, -p.length);
  }
  return s;
}

/**
 * The readings of a plain written number: `1,000,000` `1.000.000` `1'000'000` `98.70`;
 * `1,000` and `1.000` are ambiguous (grouping or decimal) and give both. Empty when it is
 * not a number (or starts with a zero, like a code `05`).
 */
export function parseNumber(s: string): number[] {
  if (s === "" || s.length > MAX_AMOUNT_CHARS || !isDigit(s.charAt(0))) return [];
  if (s.length > 1 && s.charAt(0) === "0" && isDigit(s.charAt(1))) return [];
  const groups: string[] = [];
  const seps: string[] = [];
  let cur = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charAt(i);
    if (isDigit(c)) cur += c;
    else if (c === "," || c === "." || c === "'" || c === "_") {
      if (cur === "") return [];
      groups.push(cur);
      seps.push(c);
      cur = "";
    } else return [];
  }
  if (cur === "") return [];
  groups.push(cur);
  if (seps.length === 0) return [Number(cur)];
  const last = seps[seps.length - 1] as string;
  const head = seps.slice(0, -1);
  const allThrees = (gs: string[]) => gs.every((g) => g.length === 3);
  // one separator: decimal, or grouping when followed by exactly three digits (both readings)
  if (seps.length === 1) {
    const [a, b] = groups as [string, string];
    const decimal = last === "'" || last === "_" ? [] : [Number(`${a}.${b}`)];
    return b.length === 3 && a.length <= 3 ? [...decimal, Number(a + b)] : decimal;
  }
  // all separators equal: grouping
  if (seps.every((x) => x === last)) {
    if (groups[0]!.length > 3 || !allThrees(groups.slice(1))) return [];
    return [Number(groups.join(""))];
  }
  // mixed: the last separator is the decimal mark, the others group
  if (last === "'" || last === "_" || !head.every((x) => x === head[0]) || head[0] === last) return [];
  const intGroups = groups.slice(0, -1);
  if (intGroups[0]!.length > 3 || !allThrees(intGroups.slice(1))) return [];
  return [Number(`${intGroups.join("")}.${groups[groups.length - 1]}`)];
}

/** Korean numerals with units: `100만`, `1억2000만`, `2천만`, `1억 2천만` (joined chunks). `null` if not one. */
function parseKorean(s: string): number | null {
  let total = 0;
  let section = 0;
  let num = "";
  let sawUnit = false;
  for (const c of s) {
    const hangul = HANGUL_DIGITS.get(c);
    if (isDigit(c) || c === "," || c === "." || hangul !== undefined) {
      num += hangul ?? c;
      continue;
    }
    const n = num === "" ? null : (parseNumber(num).at(-1) ?? NaN);
    num = "";
    if (Number.isNaN(n)) return null;
    const small = KOREAN_SMALL.get(c);
    const big = KOREAN_BIG.get(c);
    if (small !== undefined) section += (n ?? 1) * small;
    else if (big !== undefined) {
      total += (section + (n ?? 0) || 1) * big;
      section = 0;
    } else return null;
    sawUnit = true;
  }
  if (!sawUnit) return null;
  if (num !== "") {
    const n = parseNumber(num).at(-1);
    if (n === undefined) return null;
    section += n;
  }
  return total + section;
}

/** Longest chunk read as an amount (`₩1,000,000,000,000.00원으로` is 26). */
const MAX_AMOUNT_CHARS = 48;

/** Korean particles that attach to a number (`100만원을`, `1,000원으로`); `만` ("only") is left out, it is also a unit. */
const PARTICLES = ["으로", "에서", "까지", "부터", "을", "를", "이", "가", "은", "는", "로", "에", "의", "도", "과", "와"];

function stripParticle(s: string): string {
  if (s.charCodeAt(s.length - 1) < 0xac00) return s; // every particle ends in a Hangul syllable (U+AC00–U+D7A3)
  for (const p of PARTICLES) if (s.endsWith(p) && s.length > p.length) return s.slice(0, -p.length);
  return s;
}

/**
 * False when a chunk cannot read as an amount: every reading needs an ASCII digit (plain,
 * grouped, scientific, `k`/`m`/`bn`) or a Hangul syllable (Korean numerals and units,
 * U+AC00–U+D7A3). Most words of a text are neither, and skip the parse.
 */
function mayBeAmount(chunk: string): boolean {
  for (let i = 0; i < chunk.length; i++) {
    const c = chunk.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 0xac00 && c <= 0xd7a3)) return true;
  }
  return false;
}

/** Readings of one amount chunk: particle and currency stripped, then Korean units, `k`/`m`/`bn`, or a plain number. */
export function parseAmount(chunk: string): number[] {
  if (chunk.length > MAX_AMOUNT_CHARS) return []; // no written amount is longer; a long run is not one
  if (!mayBeAmount(chunk)) return [];
  const s = stripCurrency(stripParticle(chunk));
  if (s === "") return [];
  if (KOREAN_UNIT.test(s)) {
    const k = parseKorean(s);
    return k === null ? [] : [k];
  }
  for (const [suffix, mult] of SUFFIX_MULTIPLIERS) {
    if (s.endsWith(suffix) && s.length > suffix.length) {
      const base = parseNumber(s.slice(0, -suffix.length));
      return base.map((b) => b * mult);
    }
  }
  if (SCIENTIFIC.test(s)) return [Number(s)];
  return parseNumber(s);
}

/** `k`/`m`/`bn` after a number. */
const SUFFIX_MULTIPLIERS = [["bn", 1e9], ["k", 1e3], ["m", 1e6]] as const;

/** `15e5`, `1.5e6`: a mantissa and a small exponent (one bounded pattern, linear). */
const SCIENTIFIC = /^[1-9]\d{0,14}(?:\.\d{1,15})?e\+?\d{1,2}$/;

/** `amt:` key of a number: integers exactly, fractions to six places (no binary noise). */
export function amountKey(n: number): string {
  return `amt:${Number.isInteger(n) ? String(n) : String(Math.round(n * 1e6) / 1e6)}`;
}

/** `phoneKeys` of recent digit strings (a long run of number groups repeats the same joins); bounded, cleared when full. */
const PHONE_KEYS = new Map<string, readonly string[]>();

/** `phoneKeys`, once per distinct digit string and prefix (callers only read the list). */
function phoneKeysOf(digits: string, international: boolean): readonly string[] {
  const memo = international ? `+${digits}` : digits;
  let keys = PHONE_KEYS.get(memo);
  if (keys === undefined) {
    if (PHONE_KEYS.size >= 4096) PHONE_KEYS.clear();
    keys = phoneKeys(digits, international);
    PHONE_KEYS.set(memo, keys);
  }
  return keys;
}

/** `tel:` keys of a digit string: itself, without a `+CC`/`00CC` country code (1–3 digits, with or without trunk `0`), without a trunk `0`. */
function phoneKeys(digits: string, international: boolean): string[] {
  const out = new Set<string>([`tel:${digits}`]);
  if (international) {
    out.add(`tel:+${digits.startsWith("00") ? digits.slice(2) : digits}`);
    for (let cc = 1; cc <= 3; cc++) {
      const rest = digits.slice(cc);
      if (rest.length >= 7) {
        out.add(`tel:${rest}`);
        out.add(`tel:0${rest}`);
      }
    }
  }
  if (digits.startsWith("0") && digits.length >= 8) out.add(`tel:${digits.slice(1)}`);
  return [...out];
}

interface Chunk {
  text: string;
  start: number;
  end: number;
}

/**
 * Finds e-mail addresses, URLs and domains, IBANs, phone numbers and amounts in a text and
 * returns their canonical keys.
 *
 * @param mode `text` for transcript entries (every plausible reading), `value` for an argument.
 * @example
 * extractItems("Pay DE89 3704 0044 0532 0130 00 via hxxps://Pay.Example[.]com/", "text").items
 * // [{ kind: "url", keys: ["url:pay.example.com"] }, { kind: "iban", keys: [..., "iban:de89370400440532013000"] }, …]
 */
export function extractItems(raw: string, mode: ExtractMode): Extracted {
  const t = keyText(raw);
  const items: TaintItem[] = [];
  const covered: [number, number][] = [];
  const claim = (start: number, end: number) => covered.push([start, end]);

  // 1. anchors: `://` (URLs) and `@` (e-mail), left to right, never re-scanning a consumed span
  let consumedTo = 0;
  for (let i = 0; i < t.length; i++) {
    if (i < consumedTo) continue;
    const c = t.charAt(i);
    if (c === ":" && t.startsWith("://", i)) {
      let s = i;
      while (s > consumedTo && SCHEME_CHARS.test(t.charAt(s - 1))) s -= 1;
      let e = i + 3;
      while (e < t.length && !URL_END.test(t.charAt(e))) e += 1;
      const [, end] = trimChunk(t, i + 3, e);
      const key = s < i ? urlKey(t.slice(i + 3, end)) : null;
      if (key) {
        items.push(urlItem(key, mode));
        claim(s, end);
      }
      // scanned either way: a run like `a://a://a://…` is read once, not once per anchor
      consumedTo = e;
    } else if (c === "@") {
      let s = i;
      let quoted = false;
      if (t.charAt(i - 1) === '"' && i - 1 > consumedTo) {
        // `"eve"@evil.example`: a quoted local part (RFC 5322), at most 64 characters
        const open = t.lastIndexOf('"', i - 2);
        if (open >= consumedTo && i - 2 - open <= 64 && open < i - 2) {
          s = open;
          quoted = true;
        }
      }
      if (!quoted) while (s > consumedTo && LOCAL_CHARS.test(t.charAt(s - 1))) s -= 1;
      while (!quoted && s < i && ".'".includes(t.charAt(s))) s += 1;
      let e = i + 1;
      while (e < t.length && DOMAIN_CHARS.test(t.charAt(e))) e += 1;
      while (e > i + 1 && ".-".includes(t.charAt(e - 1))) e -= 1;
      const domain = t.slice(i + 1, e);
      if (s < i && isHost(domain)) {
        const local = quoted ? t.slice(s + 1, i - 1) : t.slice(s, i);
        // `mailto:` needs no special case: `:` is not a local-part character.
        // text mode: the mail domain is a host in the text too (a URL to it is tainted)
        const keys = [`email:${local}@${domain}`];
        // plus-addressing (`eve+tag@…` reaches `eve@…` at most providers): both spellings
        const plus = local.indexOf("+");
        if (plus > 0) keys.push(`email:${local.slice(0, plus)}@${domain}`);
        if (mode === "text") keys.push(...domainKeys(canonicalHost(domain)));
        items.push({ kind: "email", keys });
        claim(s, e);
        consumedTo = e;
      }
    }
  }

  // 2. whitespace chunks outside claimed spans, wrapping punctuation trimmed
  const chunks: Chunk[] = [];
  // anchor claims are sorted and disjoint: one pointer walks them alongside the chunks
  const anchors = covered.slice();
  let ai = 0;
  const inClaimed = (start: number, end: number) => {
    while (ai < anchors.length && (anchors[ai] as [number, number])[1] <= start) ai += 1;
    const a = anchors[ai];
    return a !== undefined && start < a[1] && end > a[0];
  };
  const splitter = /\S+/g;
  for (let m = splitter.exec(t); m !== null; m = splitter.exec(t)) {
    const [start, end] = trimChunk(t, m.index, m.index + m[0].length);
    if (start >= end || inClaimed(start, end)) continue;
    chunks.push({ text: t.slice(start, end), start, end });
  }

  // paths in a text (`reports/../reports/q3.txt`): their normalised form, compared with a
  // path argument resolved against its tool's roots (`pathKeys`)
  if (mode === "text") {
    for (const ch of chunks) {
      if (ch.text.length > MAX_PATH_CHARS) continue;
      if (ch.text.includes("/") || isFileName(ch.text)) items.push({ kind: "path", keys: [`path:${normalisePath(ch.text)}`] });
    }
  }
  const used = new Uint8Array(chunks.length);
  // letter-spaced IBAN (`D E 8 9 3 7 …`): a run of one-character chunks, read once per run
  for (let k = 0; k < chunks.length; ) {
    let j = k;
    let run = "";
    while (j < chunks.length && (chunks[j] as Chunk).text.length === 1 && isAlnumAscii((chunks[j] as Chunk).text)) run += (chunks[j++] as Chunk).text;
    if (j > k) {
      const iban = run.slice(0, 34);
      if (run.length >= 15 && /^[a-z]{2}\d{2}[a-z0-9]{11,30}$/.test(iban)) {
        const readings = [...new Set(mode === "text" ? [iban, run.slice(0, 22)] : [iban])];
        items.push({ kind: "iban", keys: readings.map((r) => `iban:${r}`) });
        claim((chunks[k] as Chunk).start, (chunks[Math.min(j, k + 34) - 1] as Chunk).end);
        for (let x = k; x < Math.min(j, k + 34); x++) used[x] = 1;
      }
      k = j;
    } else k += 1;
  }
  // Joins start only at the head of a run (text mode): a run of groups is read from its
  // first chunk or two, not from every chunk inside it, so a long run of `1 000 000 …` or
  // `de89 1234 …` costs a constant number of keys per run, not per chunk.
  let ibanTo = -1;
  let phoneRunStart = -1;
  let phoneRunTo = -1;
  let amountTo = -1;
  for (let k = 0; k < chunks.length; k++) {
    if (used[k]) continue;
    const ch = chunks[k] as Chunk;
    const s = ch.text;

    // domains and `www.` links without a scheme
    if (!digitsWithMarks(s) && (s.startsWith("www.") || /^[\p{L}\p{N}-]+\./u.test(s))) {
      const key = urlKey(s);
      if (key) {
        items.push(urlItem(key, mode));
        claim(ch.start, ch.end);
        used[k] = 1;
        continue;
      }
    }

    // IBAN: `de89…` whole or in groups of up to four (spaces or hyphens)
    const compact = s.includes("-") || s.includes(".") ? s.replace(/[-.]/g, "") : s;
    if (k > ibanTo && compact.length >= 4 && isAlnumAscii(compact) && /^[a-z]{2}\d{2}/.test(compact)) {
      let joined = compact;
      let last = k;
      // readings: the longest join, the one without its last group (a number that follows
      // the IBAN), and the first natural end (a short final group)
      let longest = joined.length >= 15 && joined.length <= 34 ? joined : "";
      let previous = "";
      let natural = "";
      for (let j = k + 1; j < chunks.length && j <= k + MAX_GROUPS; j++) {
        const g = (chunks[j] as Chunk).text;
        if (g.length > 4 || !isAlnumAscii(g) || joined.length + g.length > 34) break;
        joined += g;
        last = j;
        if (joined.length >= 15) {
          previous = longest;
          longest = joined;
          if (natural === "" && g.length < 4) natural = joined;
        }
      }
      // a chunk that is a whole IBAN by itself (`de89.3704.…`, compact) is a reading before any join
      const alone = compact.length >= 15 && compact.length <= 34 ? compact : "";
      const readings = [...new Set([longest, previous, natural, alone].filter((r) => r !== ""))];
      if (readings.length) {
        ibanTo = last;
        const keys = mode === "text" ? readings.map((r) => `iban:${r}`) : [`iban:${longest}`];
        items.push({ kind: "iban", keys });
        if (mode === "value") for (let j = k; j <= last; j++) used[j] = 1;
        claim(ch.start, (chunks[last] as Chunk).end);
        if (mode === "value") continue;
      }
    }

    // phone numbers: runs of digit groups (`+82 10-1234-5678`, `(555) 010-9999`)
    // made only for a chunk that reads as a phone number or an amount (most chunks are neither)
    let phone: Set<string> | null = null;
    let phoneEnd = k;
    const inRun = k <= phoneRunTo;
    if (inRun && k > phoneRunStart + 1) {
      // inside a run already read from its head
    } else if (PHONE_HEAD.test(s)) {
      if (!inRun) phoneRunStart = k;
      let digits = "";
      let shorter = ""; // the join before the longest (a number that follows the phone number)
      const intl = s.startsWith("+") || s.startsWith("00");
      for (let j = k; j < chunks.length && j < k + MAX_GROUPS; j++) {
        const g = chunks[j] as Chunk;
        if (j > k && (!PHONE_GROUP.test(g.text) || g.start - (chunks[j - 1] as Chunk).end > 3)) break;
        const more = digits + g.text.replace(/\D/g, "");
        if (more.length > 15) break;
        if (digits.length >= 7) shorter = digits;
        digits = more;
        phoneEnd = j;
        if (j > phoneRunTo) phoneRunTo = j;
      }
      if (digits.length >= 7) {
        phone = new Set(phoneKeysOf(digits, intl));
        // a national spelling, read from the head of its run: `tel:n:` + the digits as written (round 5)
        if (!intl && !inRun) phone.add(`tel:n:${digits}`);
      }
      if (mode === "text" && shorter !== "") for (const key of phoneKeysOf(shorter, intl)) (phone ??= new Set()).add(key);
    }

    // amounts: one chunk, Korean unit groups written apart (`1억 2천만`), a space-grouped run
    // (`1 000 000`), and a unit word after it (`100 만`, `2 million`)
    let readings = parseAmount(s);
    let amountEnd = k;
    if (readings.length && KOREAN_UNIT.test(s)) {
      let joined = stripCurrency(s);
      for (let j = k + 1; j < chunks.length && j <= k + MAX_GROUPS; j++) {
        const g = stripCurrency((chunks[j] as Chunk).text);
        const v = KOREAN_UNIT.test(g) ? parseAmount(joined + g) : [];
        if (v.length === 0) break;
        joined += g;
        amountEnd = j;
        readings = mode === "text" ? [...readings, ...v] : v;
      }
    } else if (readings.length && k > amountTo) {
      let digits = stripCurrency(s);
      for (let j = k + 1; j < chunks.length && j <= k + MAX_GROUPS; j++) {
        const g = stripCurrency((chunks[j] as Chunk).text);
        if (!(g.length === 3 && allDigits(g) && allDigits(digits) && digits.length <= 3 + (j - k - 1) * 3)) break;
        digits += g;
        amountEnd = j;
      }
      if (amountEnd > k) {
        readings = mode === "text" ? [...readings, Number(digits)] : [Number(digits)];
        amountTo = amountEnd;
      }
      const next = chunks[amountEnd + 1];
      const mult = next ? WORD_MULTIPLIERS.get(stripCurrency(next.text)) : undefined;
      if (mult !== undefined) {
        readings = mode === "text" ? [...readings, ...readings.map((r) => r * mult)] : readings.map((r) => r * mult);
        amountEnd += 1;
      }
    }
    let amount: Set<string> | null = null;
    for (const r of readings) if (Number.isFinite(r)) (amount ??= new Set()).add(amountKey(r));

    // In a value, one run of digits is one item whichever way it reads (`1000000` is an amount
    // or a phone number): its keys are alternatives. In a text, every reading is indexed.
    if (mode === "value" && (phone !== null || amount !== null)) {
      const end = Math.max(phone !== null ? phoneEnd : k, amount !== null ? amountEnd : k);
      items.push({ kind: amount !== null ? "amount" : "phone", keys: [...(amount ?? []), ...(phone ?? [])] });
      claim(ch.start, (chunks[end] as Chunk).end);
      for (let j = k; j <= end; j++) used[j] = 1;
      continue;
    }
    if (phone !== null) items.push({ kind: "phone", keys: [...phone] });
    if (amount !== null) items.push({ kind: "amount", keys: [...amount] });
  }

  // the items cover the text when nothing but separators is left outside them
  let whole = items.length > 0;
  if (whole && mode === "value") {
    const marks = new Uint8Array(t.length);
    for (const [a, b] of covered) marks.fill(1, a, b);
    for (let i = 0; i < t.length; i++) {
      if (!marks[i] && WORD.test(t.charAt(i))) {
        whole = false;
        break;
      }
    }
  }
  return { items, whole };
}
