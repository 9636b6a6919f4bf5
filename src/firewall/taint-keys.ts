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
 * | IBAN | spaces or hyphens between groups, case; in a text also a glued Korean particle (`…3000으로`), a split country code (`DE 89 …`), groups of up to ten (`DE89 37040044 0532013000`), a glued label (`iban:`, `"iban":"…"`, `iban=`) | `iban:de89370400440532013000` (ISO 13616 shape: 2 letters, 2 digits, 11–30 alphanumerics) |
 * | phone | separators (`space - . / ( )`), `+CC` / `00CC` / trunk `0` prefixes | `tel:<digits>` per plausible national form |
 * | amount | grouping `1,000,000` `1.000.000` `1 000 000` `1'000'000`, currency signs and codes (Korean `원 유로 달러 엔 파운드 위안` too), `k`/`m`/`bn`, `thousand`/`million`/`billion`, Korean `천 만 억 조` (`100만`, `1억 2천만`); in a text a glued label (`"amount":9870`, `amount=9870&`) | `amt:<decimal>` |
 *
 * On both sides (issue 5, hostile review): digits of other scripts read
 * as ASCII digits (`٩٨٧٠`, `۹۸۷۰`, `९८७०`; `NATIVE_DIGITS`) and `٬` `٫` as `,` `.`; Indian
 * lakh grouping (`12,34,567`) and "no cents" marks (`9.870,-`, `9.870,—`); up to three levels
 * of escapes (`%2540`, `&amp;#64;`). In a text only (second readings, `spokenReading`,
 * `digitLookalikeReading`): `arroba` `chez` `_at_` `-at-` for `@`, `period` `punto` `point`
 * for `.`; `o` `l` `i` for `0` `1` in runs of digits; numbers of a JSON text
 * (`jsonNumberKeys`); and an IBAN with `o` `l` `i` after its check digits also has its
 * all-digit key (`ibanLookalikeKeys`). A partial reading of a number in a text (a prefix
 * join, `2` of `2 million`, the decimal reading of `1,500`) is `~`-keyed (`partialKey`): it
 * taints, it never vouches.
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
import { foldChar, hasTagChars } from "../boundary/index.js";
import { IBAN_LENGTH } from "../gate/detectors/iban.js";
import { decodeEscapes, mayHaveEscapes } from "./escapes.js";
import { cjkAmounts, mayHaveWordAmount, wordAmountValue, wordAmounts } from "./number-words.js";

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

/**
 * The zero of every run of ten decimal digits (`\p{Nd}`) outside ASCII that NFKC does not
 * already map to ASCII digits: Arabic-Indic `٠`, extended Arabic-Indic `۰`, Devanagari `०`,
 * Bengali, Thai, Myanmar, … (Unicode 15.1, every such run; checked against `\p{Nd}` in the
 * tests). Fullwidth and mathematical digits are left to NFKC.
 */
export const NATIVE_DIGIT_ZEROS: readonly number[] = [
  0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0, 0xf20, 0x1040, 0x1090,
  0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50,
  0xabf0, 0x104a0, 0x10d30, 0x10d40, 0x11066, 0x110f0, 0x11136, 0x111d0, 0x112f0, 0x11450, 0x114d0, 0x11650, 0x116c0, 0x116d0,
  0x116da, 0x11730, 0x118e0, 0x11950, 0x11bf0, 0x11c50, 0x11d50, 0x11da0, 0x11de0, 0x11f50, 0x16130, 0x16a60, 0x16ac0, 0x16b50,
  0x16d70, 0x1e140, 0x1e2f0, 0x1e4f0, 0x1e5f1, 0x1e950,
];

/**
 * Code points read as ASCII before the per-character fold (which would take `٥` for `o`
 * and `١` for `l` as confusables): every digit of `NATIVE_DIGIT_ZEROS`, and the Arabic
 * thousands separator `٬` (U+066C) as `,` and decimal separator `٫` (U+066B) as `.`.
 */
const NATIVE_DIGITS = new Map<number, string>([[0x66c, ","], [0x66b, "."]]);
for (const z of NATIVE_DIGIT_ZEROS) for (let d = 0; d <= 9; d++) NATIVE_DIGITS.set(z + d, String(d));

/**
 * Per-character fold (NFKC, case, confusables, invisibles removed), ASCII fast path; digits
 * of other scripts read as ASCII digits first (`NATIVE_DIGITS`: `٩٨٧٠`, `۹۸۷۰`, `९८७०` are
 * `9870`).
 */
export function keyFold(s: string): string {
  if (ASCII_PRINTABLE.test(s)) return s.toLowerCase();
  // runs of code points that fold to themselves are kept as slices of `s`, and the parts are
  // joined once (a `+=` per character would build a rope of one part per character)
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < s.length; ) {
    const cp = s.codePointAt(i) as number;
    const width = cp > 0xffff ? 2 : 1;
    const folded = (cp >= 0x660 ? NATIVE_DIGITS.get(cp) : undefined) ?? foldChar(cp);
    if (width !== 1 || folded.length !== 1 || folded.charCodeAt(0) !== cp) {
      if (from < i) parts.push(s.slice(from, i));
      parts.push(folded);
      from = i + width;
    }
    i += width;
  }
  if (from === 0) return s;
  if (from < s.length) parts.push(s.slice(from));
  return parts.join("");
}

/**
 * Defanged spellings (threat-intel and anti-scraping conventions): `[at]`, `(at)`, `{at}`,
 * `<at>`, `[@]` → `@`; `[dot]`, `(dot)`, `[.]`, `(.)` → `.`; `hxxp` → `http`; `[:]` → `:`.
 * Fixed alternatives with single optional spaces: linear.
 */
const DEFANG = / ?[[({<] ?(?:at|@) ?[\])}>] ?| ?[[({<] ?(?:dot|\.) ?[\])}>] ?|hxxp|\[:\]|&#0*64;|&#x0*40;|&commat;|&#0*46;|&#x0*2e;|&period;/g;

/**
 * Spelled-out and spaced separators of an address, only between ASCII letters or digits:
 * `eve @ evil . example`, `eve at evil dot example`, `eve 골뱅이 evil 점 example` (`닷` too).
 * (` at ` only between letters, so `1,500 at 10` stays an amount.)
 */
const SPACED_AT = /(?<=[a-z0-9_-]) @ (?=[a-z0-9])|(?<=[a-z]) at (?=[a-z])|(?<=[a-z0-9_-]) ?골뱅이 ?(?=[a-z0-9])/g;
const SPACED_DOT = /(?<=[a-z0-9]) (?:\.|dot|점|닷) (?=[a-z])|(?<=[a-z0-9])[점닷](?=[a-z])/g;

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
 * Work units of key extraction (issue 18 item 8): one per code unit of every pass over a
 * text (escape levels, `keyText`, each reading `extractFromKeyText` derives, the chunk scan),
 * one per chunk and one per step of every join over the chunks that follow a head. A
 * counter, not a clock: a test reads it to show the work is linear in the input whatever
 * the input, free of the noise of a shared machine and of the collector. Reset it with
 * `extractWork.units = 0`.
 */
export const extractWork = { units: 0 };

/**
 * Decodes escapes (`escapes.ts`: `%40`, `&#64;`, `\\u0040`), then folds and un-defangs a
 * text: the form keys are extracted from. Each lookbehind rewrite
 * runs only when the literal every one of its matches contains is in the text (a native
 * substring search is far cheaper than trying the lookbehinds at every position).
 */
export function keyText(raw: string): string {
  // escapes first (`%40`, `&#64;`, `\u0040`): the model decodes them when it copies a value;
  // inside a URL, an escape that decodes to a character ending a URL (`%20`) stays, so the
  // URL is keyed whole (`urlKey` decodes its tail) instead of ending at the encoded space
  const s = restoreUrlEnds(decodeEscapesDeep(protectUrlEnds(raw)));
  extractWork.units += raw.length + s.length;
  // printable ASCII stays printable ASCII through the defang and the tag strip
  const ascii = ASCII_PRINTABLE.test(s);
  let t = stripHtml((ascii ? s.toLowerCase() : keyFold(s)).replace(DEFANG, defangOne));
  const may = ascii ? asciiRewritesFor(t) : rewritesFor(t);
  if (may & MAY_IDEOGRAPHIC) t = t.replace(IDEOGRAPHIC_DOT, ".");
  if (may & MAY_SPACED_AT || (may & MAY_KOREAN_AT && t.includes("골뱅이"))) t = t.replace(SPACED_AT, "@");
  if (may & MAY_SPACED_DOT) t = t.replace(SPACED_DOT, ".");
  return t;
}

/** Stands for the `%` of an escape `protectUrlEnds` keeps (a private-use code point; a text holding one is left as it is). */
const KEPT_PERCENT = "\uE000";

/** Two hex digits of a percent escape that decodes to a character `isUrlEnd` stops at (controls, space, `"'<>\`|\\^{}`). */
function endsUrlEscape(hi: number, lo: number): boolean {
  const h = hexValue(hi);
  const l = hexValue(lo);
  if (h < 0 || l < 0) return false;
  const c = h * 16 + l;
  return c <= 0x20 || c === 0x7f || c === 34 || c === 39 || c === 60 || c === 62 || c === 96 || c === 124 || c === 92 || c === 94 || c === 123 || c === 125;
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/**
 * In each URL of `raw` (from `://` to the first character that ends a URL), marks the `%` of
 * every escape that decodes to a URL-ending character (`%20`, `%0A`, `%22` …) with
 * `KEPT_PERCENT`, so decoding leaves it. One pass: each `://` scans forward from where the
 * last scan stopped. A text that already holds `KEPT_PERCENT` is returned unchanged.
 */
function protectUrlEnds(raw: string): string {
  if (!raw.includes("%") || !raw.includes("://") || raw.includes(KEPT_PERCENT)) return raw;
  let out = "";
  let last = 0;
  let scanned = 0;
  for (let i = raw.indexOf("://"); i >= 0; i = raw.indexOf("://", scanned)) {
    let e = Math.max(i + 3, scanned);
    while (e < raw.length && !isUrlEnd(raw, e)) {
      if (raw.charCodeAt(e) === 37 && e + 2 < raw.length && endsUrlEscape(raw.charCodeAt(e + 1), raw.charCodeAt(e + 2))) {
        out += raw.slice(last, e) + KEPT_PERCENT;
        last = e + 1;
      }
      e += 1;
    }
    scanned = e + 1;
    if (e >= raw.length) break;
  }
  return last === 0 ? raw : out + raw.slice(last);
}

/** Undoes `protectUrlEnds`'s marks after decoding: the kept escapes read `%20` again. */
function restoreUrlEnds(s: string): string {
  return s.includes(KEPT_PERCENT) ? s.split(KEPT_PERCENT).join("%") : s;
}

/** Escape levels `keyText` decodes: `%2540` → `%40` → `@`, `&amp;#64;` → `&#64;` → `@`, and one more. */
const ESCAPE_LEVELS = 3;

/**
 * `decodeEscapes` repeated while it changes the text, at most `ESCAPE_LEVELS` times: a
 * double-encoded `%2540` or `&amp;#64;` is decoded by a model (or a browser, a mail client)
 * that decodes twice. Each level is linear; the levels are bounded.
 */
export function decodeEscapesDeep(raw: string): string {
  let s = raw;
  for (let i = 0; i < ESCAPE_LEVELS && mayHaveEscapes(s); i++) {
    const next = decodeEscapes(s);
    extractWork.units += s.length;
    if (next === s) break;
    s = next;
  }
  return s;
}

/**
 * Address separators spelled as words in other languages or glued (text mode, a second
 * reading; see `spokenReading`), between ASCII letters or digits, each word set off by a space
 * or a bracket on either side (`eve arroba evil`, `eve [arroba] evil`, `eve (punkt) evil`):
 * - `@`: es/pt `arroba`, fr `arobase` `chez`, pl `małpa` `malpa`, it `chiocciola`, nl
 *   `apenstaartje`, hu `kukac`; glued `_at_` / `-at-`; ja `アット` `あっと` (spaces optional);
 * - `.`: en `period`, es/it `punto`, fr `point`, de/sv/da/no `punkt`, pl `kropka`, tr
 *   `nokta`, pt `ponto`, nl `punt`, hu `pont`, fi `piste`, cs `tecka`; ja `ドット` `どっと`,
 *   zh `点` `點` (spaces optional).
 * The English `at`/`dot`, bracketed `[at]` `(dot)`, Korean `골뱅이` `점` `닷` are read in every
 * reading (`DEFANG`, `SPACED_AT`, `SPACED_DOT`); a word folded to one of those (de `ät` → `at`)
 * is read there too. Fixed alternatives between one-character lookarounds: linear.
 */
const SPOKEN_AT =
  /(?<=[a-z0-9])(?: | ?[[({<] ?)(?:arroba|arobase|chez|małpa|malpa|chiocciola|apenstaartje|kukac)(?: | ?[\])}>] ?)(?=[a-z0-9])|(?<=[a-z0-9])[_-]at[_-](?=[a-z0-9])|(?<=[a-z0-9]) ?(?:アット|あっと) ?(?=[a-z0-9])/g;
const SPOKEN_DOT =
  /(?<=[a-z0-9])(?: | ?[[({<] ?)(?:period|punto|point|punkt|kropka|nokta|ponto|punt|pont|piste|tecka)(?: | ?[\])}>] ?)(?=[a-z])|(?<=[a-z0-9]) ?(?:ドット|どっと|点|點) ?(?=[a-z])/g;
/** A literal every match of `SPOKEN_AT` or `SPOKEN_DOT` contains (one native regex search): its word after a space or a bracket, a glued `at`, a Japanese or Chinese word. */
export const SPOKEN_LITERAL =
  /[ [({<](?:arroba|arobase|chez|małpa|malpa|chiocciola|apenstaartje|kukac|period|punto|point|punkt|kropka|nokta|ponto|punt|pont|piste|tecka)|[_-]at[_-]|アット|あっと|ドット|どっと|点|點/;

/**
 * A key text with its spoken address separators (`SPOKEN_AT`, `SPOKEN_DOT`) read as `@` and
 * `.`, or `null` when it has none. Only a second reading of a text (an index over-matches):
 * these words are common in prose (`at this point`) and in names (`meet-at-noon.example`),
 * so an argument's own value is never rewritten by them.
 */
export function spokenReading(t: string): string | null {
  if (!SPOKEN_LITERAL.test(t)) return null;
  const r = t.replace(SPOKEN_AT, "@").replace(SPOKEN_DOT, ".");
  return r === t ? null : r;
}

/**
 * The readings in which key extraction finds a text's e-mail addresses and links: its key
 * text (`keyText`: escapes decoded, folded, `[at]` `(dot)` ` at ` `골뱅이` read) and, when it
 * has spoken separators, that text's `spokenReading` (`arroba`, `punkt`, `kropka`, `nokta`,
 * `アット`, `ドット` …). The one canonicaliser of obfuscated address spellings: the user's
 * turns and untrusted text are read so by `extractItems`, and target fidelity reads the user's
 * own spelling of an address so (`vouch.ts`), so `jonas.weber [at] firma [dot] example`
 * the user wrote is the `jonas.weber@firma.example` a call sends on both sides.
 *
 * @returns one or two lower-case readings (the key text first).
 * @example
 * addressReadings("ana [arroba] firma [punto] example") // ["ana [arroba] firma [punto] example", "ana@firma.example"]
 */
export function addressReadings(raw: string): string[] {
  const t = keyText(raw);
  const spoken = spokenReading(t);
  return spoken === null ? [t] : [t, spoken];
}

/** The space-bounded literals of the spaced `@` and `.` rewrites (fixed alternatives: linear). */
const SPACED_AT_LITERAL = / (?:@|at) /;
const SPACED_DOT_LITERAL = / (?:\.|dot) /;

/**
 * `rewritesFor` on a text of ASCII code units only (none of its non-ASCII literals can
 * occur): the four space-bounded literals, found by two regex searches (one native pass
 * each; three times faster here than four substring searches).
 */
function asciiRewritesFor(t: string): number {
  return (SPACED_AT_LITERAL.test(t) ? MAY_SPACED_AT : 0) | (SPACED_DOT_LITERAL.test(t) ? MAY_SPACED_DOT : 0);
}

const MAY_IDEOGRAPHIC = 1;
const MAY_SPACED_AT = 2;
const MAY_SPACED_DOT = 4;
const MAY_KOREAN_AT = 8;

/**
 * Which of `keyText`'s rewrites may apply, from one pass over the code units: the literal
 * every match of a rewrite contains — `。` or `｡`; ` @ ` or ` at ` (or a `골`, for `골뱅이`);
 * ` . `, ` dot `, `점` or `닷`. A rewrite never creates a later one's literal (it inserts one `.`
 * or `@`, which none of the later literals around it contain), and a rewrite run where its
 * literal is gone matches nothing, so the result is the one of guarding each rewrite by its
 * literal in the text it is applied to.
 */
function rewritesFor(t: string): number {
  let may = 0;
  const n = t.length;
  for (let i = 0; i < n; i++) {
    const c = t.charCodeAt(i);
    if (c === 32) {
      const c1 = t.charCodeAt(i + 1);
      if (c1 === 64 || c1 === 46) {
        if (t.charCodeAt(i + 2) === 32) may |= c1 === 64 ? MAY_SPACED_AT : MAY_SPACED_DOT; // ` @ `, ` . `
      } else if (c1 === 97) {
        if (t.charCodeAt(i + 2) === 116 && t.charCodeAt(i + 3) === 32) may |= MAY_SPACED_AT; // ` at `
      } else if (c1 === 100) {
        if (t.charCodeAt(i + 2) === 111 && t.charCodeAt(i + 3) === 116 && t.charCodeAt(i + 4) === 32) may |= MAY_SPACED_DOT; // ` dot `
      }
    } else if (c >= 0x3002) {
      if (c === 0x3002 || c === 0xff61) may |= MAY_IDEOGRAPHIC;
      else if (c === 0xace8) may |= MAY_KOREAN_AT; // 골 (골뱅이)
      else if (c === 0xc810 || c === 0xb2f7) may |= MAY_SPACED_DOT; // 점, 닷
    }
  }
  return may;
}

const MAX_GROUPS = 8;

const LOCAL_CHARS = /[\p{L}\p{N}._%+\-']/u;
const DOMAIN_CHARS = /[\p{L}\p{N}.-]/u;
/** Characters that end a URL in running text. */
const URL_END = /[\s"'<>`|\\^{}]/u;
const WORD = /[\p{L}\p{N}]/u;

function isDigit(c: string): boolean {
  return c >= "0" && c <= "9";
}

function allDigits(s: string): boolean {
  if (s === "") return false;
  for (let i = 0; i < s.length; i++) if (!isDigitCode(s.charCodeAt(i))) return false;
  return true;
}

/** The ASCII digits of `s` (`s.replace(/\D/g, "")`), sliced rather than rebuilt when `s` is all digits. */
function digitsOf(s: string): string {
  let out = "";
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    if (isDigitCode(s.charCodeAt(i))) continue;
    out += s.slice(from, i);
    from = i + 1;
  }
  return from === 0 ? s : out + s.slice(from);
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
    const c = s.charCodeAt(i);
    if (!isDigitCode(c) && !(c >= 97 && c <= 122)) return false;
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

/** Where a URL's authority (userinfo, host, port) ends in `rest` (the URL without its scheme): the first `/`, `?` or `#`, else its length. */
export function authorityEnd(rest: string): number {
  for (let i = 0; i < rest.length; i++) {
    const c = rest.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23) return i; // / ? #
  }
  return rest.length;
}

/**
 * The canonical key of a URL without its scheme: host without `www.` and trailing dot,
 * default ports dropped, path percent-decoded without trailing `/`, fragment dropped.
 * `null` when the host is not a host.
 */
export function urlKey(rest: string): string | null {
  const end = authorityEnd(rest);
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

/** The host of a URL key (`url:host/path?q` → `host`): the text after the kind up to the first `/` or `?`. */
export function urlKeyHost(key: string): string {
  const rest = key.slice(key.indexOf(":") + 1);
  let end = rest.length;
  for (let i = 0; i < rest.length; i++) {
    const c = rest.charAt(i);
    if (c === "/" || c === "?") {
      end = i;
      break;
    }
  }
  return rest.slice(0, end);
}

/** The URL item of a `url:` key: text mode indexes the `dom:` keys too, value mode carries them apart. */
function urlItem(key: string, mode: ExtractMode): TaintItem {
  const doms = domainKeys(urlKeyHost(key));
  if (mode === "text") {
    // a percent-encoded space (`/DE89%203704`) decodes into the path; a reader who decodes the
    // text first ends the URL at that space, so a text also holds the URL cut there
    const space = key.search(/\s/);
    return { kind: "url", keys: space > 0 ? [key, key.slice(0, space), ...doms] : [key, ...doms] };
  }
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

const CURRENCY_PREFIX = ["us$", "₩", "$", "€", "£", "¥", "₹", "krw", "usd", "eur", "gbp", "jpy", "inr"];
const CURRENCY_SUFFIX = ["원", "₩", "$", "€", "£", "¥", "₹", "krw", "usd", "eur", "gbp", "jpy", "won", "유로", "달러", "엔", "파운드", "위안"];
/** Currency words that end in a Korean particle's syllable (`유로` ends in `로`): not a particle there. */
const PARTICLE_LIKE_CURRENCY = ["유로"];
const WORD_MULTIPLIERS = new Map<string, number>([["thousand", 1e3], ["million", 1e6], ["mn", 1e6], ["billion", 1e9], ["bn", 1e9], ["tsd", 1e3], ["tausend", 1e3], ["mio", 1e6], ["mrd", 1e9], ["millionen", 1e6], ["milliarden", 1e9], ["천", 1e3], ["만", 1e4], ["억", 1e8], ["조", 1e12]]);
const KOREAN_SMALL = new Map<string, number>([["십", 10], ["백", 100], ["천", 1000]]);
const KOREAN_BIG = new Map<string, number>([["만", 1e4], ["억", 1e8], ["조", 1e12]]);
/** Sino-Korean digits (`백오십만` is 1 500 000); read only inside a numeral with a unit. */
const HANGUL_DIGITS = new Map<string, string>([["일", "1"], ["이", "2"], ["삼", "3"], ["사", "4"], ["오", "5"], ["육", "6"], ["칠", "7"], ["팔", "8"], ["구", "9"]]);
/** First chunk of a phone number, and each further group (linear: one class run each). */
const PHONE_HEAD = /^(?:[+(]?\d|\(\+?\d)[\d().\-/]*$/;
const PHONE_GROUP = /^\(?\d[\d().\-/]*$/;

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The currency prefixes by first code unit, in `CURRENCY_PREFIX` order; the suffixes by last code unit (one each). */
const PREFIX_BY_FIRST = new Map<number, string[]>();
for (const p of CURRENCY_PREFIX) {
  const list = PREFIX_BY_FIRST.get(p.charCodeAt(0));
  if (list) list.push(p);
  else PREFIX_BY_FIRST.set(p.charCodeAt(0), [p]);
}
const SUFFIX_BY_LAST = new Map<number, string>(CURRENCY_SUFFIX.map((p) => [p.charCodeAt(p.length - 1), p]));
if (SUFFIX_BY_LAST.size !== CURRENCY_SUFFIX.length) throw new Error("two currency suffixes end alike"); // the lookup below relies on it

/** Strips one currency sign or code from the front (`us$` is one) and one from the back. */
function stripCurrency(s: string): string {
  const prefixes = PREFIX_BY_FIRST.get(s.charCodeAt(0));
  if (prefixes !== undefined) {
    for (const p of prefixes) {
      if (s.startsWith(p)) {
        s = s.slice(p.length);
        break;
      }
    }
  }
  const p = SUFFIX_BY_LAST.get(s.charCodeAt(s.length - 1));
  if (p !== undefined && s.endsWith(p) && s.length > p.length) return s.slice(0, -p.length);
  return s;
}

/** Whether `s` has a Korean numeral unit (`/[십백천만억조]/u.test(s)`, by code unit: all six are in the BMP). */
function hasKoreanUnit(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xb9cc && (c === 0xc2ed || c === 0xbc31 || c === 0xcc9c || c === 0xb9cc || c === 0xc5b5 || c === 0xc870)) return true;
  }
  return false;
}

/**
 * The readings of a plain written number: `1,000,000` `1.000.000` `1'000'000` `98.70`;
 * `1,000` and `1.000` are ambiguous (grouping or decimal) and give both. Empty when it is
 * not a number (or starts with a zero, like a code `05`).
 */
export function parseNumber(s: string): number[] {
  const n = s.length;
  if (n === 0 || n > MAX_AMOUNT_CHARS || !isDigitCode(s.charCodeAt(0))) return [];
  if (n > 1 && s.charCodeAt(0) === 48 && isDigitCode(s.charCodeAt(1))) return [];
  // groups of digits between separators, sliced (no string built per character)
  const groups: string[] = [];
  const seps: string[] = [];
  let from = 0;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (isDigitCode(c)) continue;
    if (c !== 44 && c !== 46 && c !== 39 && c !== 95) return []; // `,` `.` `'` `_`
    if (i === from) return [];
    groups.push(s.slice(from, i));
    seps.push(s.charAt(i));
    from = i + 1;
  }
  if (from === n) return [];
  if (seps.length === 0) return [Number(s)];
  groups.push(s.slice(from));
  const last = seps[seps.length - 1] as string;
  const head = seps.slice(0, -1);
  const allThrees = (gs: string[]) => gs.every((g) => g.length === 3);
  // one separator: decimal, or grouping when followed by exactly three digits (both readings)
  if (seps.length === 1) {
    const [a, b] = groups as [string, string];
    // both readings: the grouping last (the whole reading, `partialKey`), unless the integer part is `0` (`0.500`)
    const decimal = last === "'" || last === "_" ? [] : [Number(`${a}.${b}`)];
    if (!(b.length === 3 && a.length <= 3)) return decimal;
    return a === "0" ? [Number(a + b), ...decimal] : [...decimal, Number(a + b)];
  }
  // all separators equal: grouping, in threes or in the Indian lakh/crore way (`12,34,567`:
  // threes last, then twos; `1,00,000` is one lakh)
  if (seps.every((x) => x === last)) {
    if (isLakhGrouping(groups)) return [Number(groups.join(""))];
    if (groups[0]!.length > 3 || !allThrees(groups.slice(1))) return [];
    return [Number(groups.join(""))];
  }
  // mixed: the last separator is the decimal mark, the others group
  if (last === "'" || last === "_" || !head.every((x) => x === head[0]) || head[0] === last) return [];
  const intGroups = groups.slice(0, -1);
  if (intGroups[0]!.length > 3 || !allThrees(intGroups.slice(1))) return [];
  return [Number(`${intGroups.join("")}.${groups[groups.length - 1]}`)];
}

/**
 * Value mode only: a value that is one number padded with leading zeros (`0050`, `007`,
 * `0050.00`, `00.50`), with at most a currency sign or code before or after it (`0050 EUR`), as
 * the number it pads — the way a form or a fixed-width field writes it; `null` when it is no
 * such value. At most six digits: a longer run with a leading `0` is a national phone number or
 * an account (`0301234567`), never read as an amount here. Only the whole value: inside a text
 * or beside other words `0044` stays a code.
 */
function zeroPadded(t: string): number | null {
  if (t.length > MAX_AMOUNT_CHARS) return null;
  let bare = t;
  const space = bare.indexOf(" ");
  if (space >= 0) {
    // one currency word before or after (`0050 eur`, `eur 0050`)
    if (bare.indexOf(" ", space + 1) >= 0) return null;
    const [a, b] = [bare.slice(0, space), bare.slice(space + 1)];
    if (CURRENCY_WORDS.has(b)) bare = a;
    else if (CURRENCY_WORDS.has(a)) bare = b;
    else return null;
  }
  bare = stripCurrency(bare);
  if (bare.length < 2 || bare.charCodeAt(0) !== 48) return null;
  let digits = 0;
  for (let i = 0; i < bare.length; i++) if (isDigitCode(bare.charCodeAt(i))) digits += 1;
  if (digits > 6) return null;
  let z = 0;
  while (z < bare.length - 1 && bare.charCodeAt(z) === 48 && isDigitCode(bare.charCodeAt(z + 1))) z += 1;
  if (z === 0) return null;
  const readings = parseNumber(bare.slice(z));
  return readings.length === 1 ? (readings[0] as number) : null;
}

/**
 * Currency codes and words (folded) that may stand beside an amount in a value without making
 * it more than the amount (`50.00 EUR`, `EUR 50`, `50 euros`, `50 dollars`): ISO 4217 codes
 * of common currencies and their names in the languages the amount reader knows. Signs
 * (`€`, `$`, `₩`) are no letters and never counted. The unit is not compared: `$50` and `€50`
 * share the key `amt:50`.
 */
const CURRENCY_WORDS: ReadonlySet<string> = new Set([
  "eur", "usd", "gbp", "jpy", "krw", "cny", "rmb", "chf", "cad", "aud", "nzd", "sek", "nok", "dkk", "pln", "czk", "huf", "inr", "hkd", "sgd", "twd", "mxn", "brl",
  "euro", "euros", "dollar", "dollars", "pound", "pounds", "yen", "yuan", "won", "franc", "francs", "rupee", "rupees", "zloty",
  "원", "유로", "달러", "엔", "파운드", "위안", "円", "元", "圆", "ユーロ", "ドル", "欧元", "歐元", "美元", "日元", "韩元", "韓元", "人民币", "人民幣",
  // more scripts and codes (round 14; `currency.ts` maps them to ISO codes)
  "sar", "aed", "qar", "omr", "kwd", "jod", "bhd", "egp", "try", "ils", "thb", "rub", "vnd", "idr", "zar",
  "riyal", "riyals", "rial", "dirham", "dinar", "shekel", "baht", "rupiah", "ريال", "درهم", "دينار", "جنيه", "ليرة", "دولار", "يورو", "रुपये", "रुपए", "บาท", "рублей", "рубля", "рубль",
]);
/** Longest entry of `CURRENCY_WORDS`. */
const MAX_CURRENCY_WORD = 8;

/** Indian grouping (lakh, crore): a last group of three, groups of two before it, a first group of one or two. */
function isLakhGrouping(groups: readonly string[]): boolean {
  const n = groups.length;
  if (n < 3 || groups[n - 1]!.length !== 3 || groups[0]!.length > 2) return false;
  for (let i = 1; i < n - 1; i++) if (groups[i]!.length !== 2) return false;
  return true;
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
  // `9,870유로`: the currency word's last syllable is not a particle (`1000유로를` still loses `를`)
  const s = stripCurrency(withoutNoCents(PARTICLE_LIKE_CURRENCY.some((c) => chunk.endsWith(c)) ? chunk : stripParticle(chunk)));
  if (s === "") return [];
  // every reading below starts with an ASCII digit or a Hangul syllable (a Korean digit or unit)
  const first = s.charCodeAt(0);
  if (!isDigitCode(first) && !(first >= 0xac00 && first <= 0xd7a3)) return [];
  if (hasKoreanUnit(s)) {
    const k = parseKorean(s);
    return k === null ? [] : [k];
  }
  const last = s.charCodeAt(s.length - 1);
  // every suffix ends in `n`, `k` or `m`
  if (last === 110 || last === 107 || last === 109) for (const [suffix, mult] of SUFFIX_MULTIPLIERS) {
    if (s.endsWith(suffix) && s.length > suffix.length) {
      const base = parseNumber(s.slice(0, -suffix.length));
      return base.map((b) => b * mult);
    }
  }
  if (s.includes("e") && SCIENTIFIC.test(s)) return [Number(s)];
  return parseNumber(s);
}

/**
 * `s` without a trailing "no cents" mark (`9.870,-`, `9.870,—`, `9'870.–`, `9.870,--`: a
 * decimal mark and dashes, German and Swiss price style); `s` itself when it has none.
 */
function withoutNoCents(s: string): string {
  let e = s.length;
  while (e > 0 && isDashCode(s.charCodeAt(e - 1))) e -= 1;
  if (e === s.length || e < 2 || e < s.length - 2) return s;
  const mark = s.charCodeAt(e - 1);
  return (mark === 44 || mark === 46) && isDigitCode(s.charCodeAt(e - 2)) ? s.slice(0, e - 1) : s;
}

/** `-`, the hyphen and dash block U+2010–U+2015, and minus U+2212. */
function isDashCode(c: number): boolean {
  return c === 45 || (c >= 0x2010 && c <= 0x2015) || c === 0x2212;
}

/** `k`/`m`/`bn` after a number. */
const SUFFIX_MULTIPLIERS = [["bn", 1e9], ["k", 1e3], ["m", 1e6]] as const;

/** `15e5`, `1.5e6`: a mantissa and a small exponent (one bounded pattern, linear). */
const SCIENTIFIC = /^[1-9]\d{0,14}(?:\.\d{1,15})?e\+?\d{1,2}$/;

/**
 * The key of a partial reading of a value in a text: `~` and the key (`~amt:2` for the `2`
 * of `2 million`, `~amt:1.5` for the decimal reading of `1,500`, `~tel:…` for a phone number
 * without its last group). An index files it apart: a lookup that taints reads both forms
 * (`partialKey(k)` too), a lookup that vouches reads only `k` — the user vouches for the value
 * they named as a whole, not for a prefix or another reading of it (issue 5, hostile review).
 */
export function partialKey(key: string): string {
  return `~${key}`;
}

/** `amt:` key of a number: integers exactly, fractions to six places (no binary noise). */
export function amountKey(n: number): string {
  if (Number.isInteger(n)) return `amt:${n}`;
  // Exact: only float arithmetic noise (a few ulps, `0.07 * 100`) is rounded away, never a
  // real digit (`50.0000001` is not `50`); `50.00` and `50` are one number already.
  const r = Math.round(n * 1e6) / 1e6;
  return `amt:${String(Math.abs(n - r) <= Math.abs(n) * Number.EPSILON * 8 ? r : n)}`;
}

/** Prefix of a phone number's full international key (country code and national digits, no `+`/`00`): `tel:+821012345678`. */
export const INTL_PHONE_KEY = "tel:+";

/**
 * Prefix of the key of a phone number as it was written without a country code (the digits as
 * written, trunk prefix kept): `tel:n:01012345678`. Only a national spelling gets it — not a
 * group inside an international number (`10-1234-5678` of `+82 10-1234-5678`) — so a vouch can
 * tell "the user wrote this national number" from "the user wrote some number with these
 * national digits under a country code" (`vouch.ts`, `phoneVouched`; the default region maps one
 * to the other: `phone-region.ts`). The head of a run only: a later group (`1234567` of
 * `030 1234567`) is no number the user wrote.
 */
export const NATIONAL_PHONE_KEY = "tel:n:";

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

/**
 * `tel:` keys of a digit string: itself, without a `+CC`/`00CC` country code (1–3 digits, with
 * or without trunk `0`), without a trunk `0`; an international number also as `tel:+<country
 * and national digits>` (`INTL_PHONE_KEY`), the one key that tells `+82 10…` from `+81 10…`.
 */
function phoneKeys(digits: string, international: boolean): string[] {
  const out = new Set<string>([`tel:${digits}`]);
  if (international) {
    out.add(`${INTL_PHONE_KEY}${digits.startsWith("00") ? digits.slice(2) : digits}`);
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

/** The non-empty ones of four strings, first occurrences in order (`[...new Set([a, b, c, d].filter(Boolean))]`). */
function distinctNonEmpty(a: string, b: string, c: string, d: string): string[] {
  const out: string[] = [];
  if (a !== "") out.push(a);
  if (b !== "" && b !== a) out.push(b);
  if (c !== "" && c !== a && c !== b) out.push(c);
  if (d !== "" && d !== a && d !== b && d !== c) out.push(d);
  return out;
}

/**
 * `s` without a trailing run of Hangul syllables (U+AC00–U+D7A3) when what is left ends in an
 * ASCII letter or digit: the Korean particle or ending glued to a value (`DE89…3000으로`,
 * `acme.example로`, `3000입니다`). Otherwise `s` itself (a Korean word stays whole).
 */
export function withoutHangulTail(s: string): string {
  let e = s.length;
  while (e > 0 && isHangulSyllable(s.charCodeAt(e - 1))) e -= 1;
  return e < s.length && e > 0 && isAsciiAlnumCode(s.charCodeAt(e - 1)) ? s.slice(0, e) : s;
}

function isHangulSyllable(c: number): boolean {
  return c >= 0xac00 && c <= 0xd7a3;
}

/** A whitespace chunk `[start, end)` of the key text; its text is sliced on first read (most chunks are never read). */
class Chunk {
  #text: string | null = null;
  constructor(
    readonly source: string,
    readonly start: number,
    readonly end: number,
    /**
     * No ASCII digit, no `.`, no `/` and no Hangul syllable: no parser can read the chunk as
     * the head of a value (a domain and a file name need a `.`, a path a `/`, an IBAN, a phone
     * number and an amount a digit or a Korean numeral). It is still a chunk: a join that
     * started earlier may take it as an IBAN group, a unit word or one letter of a spaced IBAN.
     */
    readonly inert: boolean,
  ) {}
  get text(): string {
    return (this.#text ??= this.source.slice(this.start, this.end));
  }
}

/** The chunks of a text, the indices of those that are not inert, and whether a spaced-IBAN run is possible. */
interface Chunks {
  all: Chunk[];
  active: number[];
  /** Some run of one-character ASCII letter-or-digit chunks is at least 15 long (the shortest IBAN). */
  longSingles: boolean;
  /** Where a spread IBAN may start (`spreadHeadStarts`), read in the same pass. */
  spreadStarts: number[];
}

/**
 * JavaScript's `\s` (WhiteSpace and LineTerminator: `\t \n \v \f \r`, space, U+00A0, U+1680,
 * U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF) by code unit — the chunk
 * separator of `/\S+/g`, without a match object per chunk. Checked against the regex for
 * every code unit in the tests.
 */
export function isSpaceCode(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** Leading wrapping punctuation `"'<([{*_` and backtick, trimmed from a chunk's start. */
function isLeadTrim(c: number): boolean {
  return c === 34 || c === 39 || c === 60 || c === 40 || c === 91 || c === 123 || c === 42 || c === 95 || c === 96;
}

/** Trailing wrapping and sentence punctuation `"'>)]}.,;:!?*_` and backtick, trimmed from a chunk's end. */
function isTailTrim(c: number): boolean {
  return c === 34 || c === 39 || c === 62 || c === 41 || c === 93 || c === 125 || c === 46 || c === 44 || c === 59 || c === 58 || c === 33 || c === 63 || c === 42 || c === 95 || c === 96;
}

/**
 * The whitespace chunks of `t` outside the anchor spans `claimed` (sorted, disjoint), each
 * with wrapping punctuation trimmed (`trimChunk`) and its `inert` flag: one pass over the
 * code units, no regex.
 */
function chunksOf(t: string, claimed: readonly [number, number][]): Chunks {
  const chunks: Chunk[] = [];
  const active: number[] = [];
  let singles = 0;
  let longSingles = false;
  let ai = 0;
  const n = t.length;
  extractWork.units += n;
  let i = 0;
  // spread-IBAN heads (`spreadHeadStarts`, folded into this pass): the last three `[a-z0-9]` positions and their classes
  const spreadStarts: number[] = [];
  let window = 0;
  let q1 = -8;
  let q2 = -8;
  let q3 = -8;
  while (i < n) {
    while (i < n && isSpaceCode(t.charCodeAt(i))) i += 1;
    if (i >= n) break;
    // the run, and its first `.`, `/`, ASCII digit or Hangul syllable (see `Chunk.inert`)
    let runEnd = i;
    let firstHit = -1;
    for (; runEnd < n; runEnd++) {
      const c = t.charCodeAt(runEnd);
      if (c < 128) {
        const k = HEAD_CLASS[c] as number;
        if (k !== 0) {
          window = ((window << 2) | k) & 0xff;
          if (window === HEAD_WINDOW && runEnd - q3 <= MAX_IBAN_GAP + 1 && q3 - q2 <= MAX_IBAN_GAP + 1 && q2 - q1 <= MAX_IBAN_GAP + 1 && isWordStartAt(t, q1)) spreadStarts.push(q1);
          q1 = q2;
          q2 = q3;
          q3 = runEnd;
        }
      }
      if (c >= 46 && c <= 57) {
        if (firstHit < 0) firstHit = runEnd;
      } else if (c <= 0x20 || c >= 0xa0) {
        if (isSpaceCode(c)) break;
        if (c >= 0xac00 && c <= 0xd7a3 && firstHit < 0) firstHit = runEnd;
      }
    }
    let start = i;
    let end = runEnd;
    i = runEnd;
    while (start < end && isLeadTrim(t.charCodeAt(start))) start += 1;
    while (end > start && isTailTrim(t.charCodeAt(end - 1))) end -= 1;
    if (start >= end) continue;
    while (ai < claimed.length && (claimed[ai] as [number, number])[1] <= start) ai += 1;
    const a = claimed[ai];
    if (a !== undefined && start < a[1] && end > a[0]) continue;
    // no leading trim character is a hit, so a hit inside the trimmed chunk is at or after `firstHit`
    const inert = firstHit < 0 || firstHit >= end;
    if (!inert) active.push(chunks.length);
    if (end - start === 1 && isAsciiAlnumCode(t.charCodeAt(start)) && !(t.charCodeAt(start) <= 90 && t.charCodeAt(start) >= 65)) {
      if (++singles >= 15) longSingles = true;
    } else singles = 0;
    chunks.push(new Chunk(t, start, end, inert));
    extractWork.units += 1;
  }
  return { all: chunks, active, longSingles, spreadStarts };
}

/** `/[a-z0-9+.-]/` by code unit. */
function isSchemeCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 46 || c === 45;
}

/** `URL_END` with an ASCII fast path (the regex only for other code units). */
function isUrlEnd(t: string, i: number): boolean {
  const c = t.charCodeAt(i);
  if (c < 128) return c <= 0x20 ? isSpaceCode(c) : c === 34 || c === 39 || c === 60 || c === 62 || c === 96 || c === 124 || c === 92 || c === 94 || c === 123 || c === 125;
  return URL_END.test(t.charAt(i));
}

function isAsciiAlnumCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

/** `LOCAL_CHARS` with an ASCII fast path. */
function isLocalChar(t: string, i: number): boolean {
  const c = t.charCodeAt(i);
  if (c < 128) return isAsciiAlnumCode(c) || c === 46 || c === 95 || c === 37 || c === 43 || c === 45 || c === 39;
  return LOCAL_CHARS.test(t.charAt(i));
}

/** `DOMAIN_CHARS` with an ASCII fast path. */
function isDomainChar(t: string, i: number): boolean {
  const c = t.charCodeAt(i);
  if (c < 128) return isAsciiAlnumCode(c) || c === 46 || c === 45;
  return DOMAIN_CHARS.test(t.charAt(i));
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
  const decoded = extractFromKeyText(keyText(raw), mode);
  if (!hasTagChars(raw)) return decoded;
  // Unicode tag characters read two ways (`TagReading` in the boundary): decoded, a value
  // spelled in invisible tags; dropped, the visible value one tag character would split
  // (`DE89<U+E0041> 3704 …`, `evil<U+E0041>.example`). An index should over-match: both.
  const dropped = extractFromKeyText(keyText(withoutTagChars(raw)), mode);
  return { items: [...decoded.items, ...dropped.items], whole: decoded.whole || dropped.whole };
}

/** `text` without its Unicode tag characters (U+E0000–E007F). */
export function withoutTagChars(text: string): string {
  return text.replace(TAG_CHARS, "");
}
const TAG_CHARS = /[\u{E0000}-\u{E007F}]/gu;

/**
 * `extractItems` of one reading, on a text already through `keyText` (a transcript entry
 * keeps its key text for `textIbanHeads` and extracts from it later without folding it
 * again). A text with tag characters has a second reading: use `extractItems` for it.
 *
 * @param t `keyText(raw)`.
 */
export function extractFromKeyText(t: string, mode: ExtractMode): Extracted {
  const seen: SeenKeys | null = mode === "text" ? new Map() : null;
  const once = extractOnce(t, mode, seen);
  const out: Extracted = { items: once.items, whole: once.whole };
  if (mode !== "text") {
    // a value that is one zero-padded number (`0050`, `0050.00 EUR`): the amount it pads
    if (out.items.length === 0) {
      const v = zeroPadded(t.trim());
      if (v !== null) return { items: [{ kind: "amount", keys: [amountKey(v)] }], whole: true };
    }
    // a value that is one amount in words (`nine thousand eight hundred seventy euros`)
    if (out.items.length === 0 && mayHaveWordAmount(t)) {
      const v = wordAmountValue(t);
      if (v !== null) return { items: [{ kind: "amount", keys: [amountKey(v)] }], whole: true };
    }
    return out;
  }
  // a label glued to a value (`iban:de89…`, `"iban":"de89…"`, `amount=9870&to=x`): the text is
  // read once more with the glue split off, and both readings are indexed (an index over-matches)
  extractWork.units += t.length; // the readings below are passes over t
  const split = splitLabels(t);
  if (split !== null) for (const it of extractOnce(split, mode, new Map()).items) addItem(out.items, it, seen);
  // address separators spelled in words of other languages or glued (`eve arroba evil punto example`, `eve_at_evil.example`)
  const spoken = spokenReading(t);
  if (spoken !== null) for (const it of extractOnce(spoken, mode, new Map()).items) addItem(out.items, it, seen);
  // an IBAN spread over other groupings and separators (`DE 89 37 04 …`, `DE89/3704/…`, table cells)
  const spread = spreadIbanKeys(t, once.spreadStarts);
  if (spread !== null) addItem(out.items, { kind: "iban", keys: ibanLookalikeKeys(spread) }, seen);
  // letters written for digits in a run of digits (`12345678 9O12`, `4l00 EUR`): amounts, phones, accounts (IBANs: `ibanLookalikeKeys`)
  const lookalike = digitLookalikeReading(t);
  if (lookalike !== null) for (const it of extractOnce(lookalike, mode, new Map()).items) if (it.kind !== "iban") addItem(out.items, it, seen);
  // a percent-encoded space inside a URL (`/DE89%203704%200044`): a reader who decodes the text
  // first ends the URL at that space and reads what follows as text (a phone, an account)
  if (t.includes("%")) {
    const spaced = t.replace(ENCODED_SPACE, " ");
    if (spaced !== t) {
      extractWork.units += t.length;
      for (const it of extractOnce(spaced, mode, new Map()).items) addItem(out.items, it, seen);
    }
  }
  // amounts in number words
  for (const w of wordAmounts(t)) addItem(out.items, { kind: "amount", keys: [amountKey(w.value)] }, seen);
  // amounts in Chinese / Japanese numerals with units (`3万円`, `两千五百元`, `1億2千万`)
  for (const w of cjkAmounts(t)) addItem(out.items, { kind: "amount", keys: [amountKey(w.value)] }, seen);
  // numbers of a JSON text (`[9870,1200]`, `{"rows":[[3,9870]]}`), which the chunks read glued to their commas
  const json = jsonNumberKeys(t);
  if (json !== null) addItem(out.items, { kind: "amount", keys: json }, seen);
  return out;
}

/** A percent-encoded whitespace character (key text is lower-cased). */
const ENCODED_SPACE = /%(?:20|09|0a|0d)/g;

/**
 * Keys already indexed per kind in one text-mode extraction: an item whose keys are all there
 * adds nothing to the text's keys (every text-mode reader takes the distinct (kind, key)
 * pairs), so it is not kept. A hostile text that repeats one value a hundred thousand times
 * then holds one item, not one per repeat — the live heap of an extraction grows with its
 * distinct values, so collection stays linear in the text (issue 18 item 8).
 */
type SeenKeys = Map<TaintKind, Set<string>>;

/** Appends `it` to `items` unless `seen` (text mode) holds all its keys under its kind; records its keys. */
function addItem(items: TaintItem[], it: TaintItem, seen: SeenKeys | null): void {
  if (seen === null) {
    items.push(it);
    return;
  }
  let set = seen.get(it.kind);
  if (set === undefined) seen.set(it.kind, (set = new Set()));
  let fresh = false;
  for (let i = 0; i < it.keys.length; i++) {
    const k = it.keys[i] as string;
    if (!set.has(k)) {
      set.add(k);
      fresh = true;
    }
  }
  if (fresh) items.push(it);
}

/** First code unit of a JSON number: `-` or a digit. */
function isJsonNumberStart(c: number): boolean {
  return c === 45 || isDigitCode(c);
}

/** `JSON_NUMBER` anchored (sticky): RFC 8259's number grammar, bounded quantifiers (linear). */
const JSON_NUMBER = /-?(?:0|[1-9]\d{0,30})(?:\.\d{1,30})?(?:e[+-]?\d{1,3})?/y;

/**
 * `amt:` keys of the numbers in a JSON text (text mode; a tool output that is a JSON
 * document as a string): every number token between JSON delimiters — after `[`, `,` or `:`
 * and before `,`, `]` or `}`, white space allowed around it. Read only when the text starts
 * (after white space) with `{` or `[`; prose is read by the chunks. A negative number also
 * gives its magnitude as a partial reading (`partialKey`): a debit of `-9870` is what a model
 * pays as `9870`. One pass; `null` when there is none.
 *
 * @example
 * jsonNumberKeys('{"rows":[[1,9870]],"fee":-5}') // ["amt:1", "amt:9870", "amt:-5", "~amt:5"]
 */
export function jsonNumberKeys(t: string): string[] | null {
  const n = t.length;
  let i = 0;
  while (i < n && isSpaceCode(t.charCodeAt(i))) i += 1;
  const first = t.charCodeAt(i);
  if (first !== 123 && first !== 91) return null;
  let out: string[] | null = null;
  let prev = first; // last non-space code unit before `i`
  for (i += 1; i < n; i++) {
    const c = t.charCodeAt(i);
    if (isSpaceCode(c)) continue;
    if (isJsonNumberStart(c) && (prev === 91 || prev === 44 || prev === 58)) {
      JSON_NUMBER.lastIndex = i;
      const m = JSON_NUMBER.exec(t);
      if (m !== null) {
        let e = i + m[0].length;
        while (e < n && isSpaceCode(t.charCodeAt(e))) e += 1;
        const after = t.charCodeAt(e);
        if (e >= n || after === 44 || after === 93 || after === 125) {
          const v = Number(m[0]);
          if (Number.isFinite(v)) {
            (out ??= []).push(amountKey(v));
            if (v < 0) out.push(partialKey(amountKey(-v)));
          }
        }
        i += m[0].length - 1;
        prev = 48; // a number: not a delimiter
        continue;
      }
    }
    prev = c;
  }
  return out;
}

/** Letters read as the digits they look like: `o` as `0`, `l` and `i` as `1` (lower case: key texts are folded). */
function lookalikeDigit(c: number): number {
  return c === 111 ? 48 : c === 108 || c === 105 ? 49 : -1;
}

/** Whether `t[start, end)` has an `o`, `l` or `i` (`ibanLookalikeKeys` has nothing to add without one). */
function hasLookalikeLetter(t: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (lookalikeDigit(t.charCodeAt(i)) >= 0) return true;
  return false;
}

/**
 * `iban:` keys plus, for each whose part after the check digits has an `o`, `l` or `i` and
 * reads as all digits with them read as `0` and `1`, that reading (`DE89 37O4 OO44 O532
 * O13O OO` is `de89370400440532013000`). The first four characters (the head that
 * `ibanHeads` files the key under) are never changed. An IBAN whose basic account number
 * has real letters (`GB29 NWBK …`) keeps its one key.
 */
export function ibanLookalikeKeys(keys: string[]): string[] {
  let out: string[] | null = null;
  for (const key of keys) {
    let mapped = "";
    let changed = false;
    for (let i = 9; i < key.length; i++) {
      const c = key.charCodeAt(i);
      if (isDigitCode(c)) continue;
      const d = lookalikeDigit(c);
      if (d < 0) {
        changed = false;
        break;
      }
      if (!changed) mapped = key.slice(0, i);
      else mapped += key.slice(mapped.length, i);
      mapped += String.fromCharCode(d);
      changed = true;
    }
    if (!changed) continue;
    mapped += key.slice(mapped.length);
    (out ??= keys.slice()).push(mapped);
  }
  return out ?? keys;
}

/**
 * A digit next to a look-alike letter, or one grouping mark between them: every run
 * `digitLookalikeReading` rewrites has one (it holds both, and nothing else between them).
 * One native search; fixed alternatives, linear.
 */
const LOOKALIKE_HINT = /[0-9][,.']?[oli]|[oli][,.']?[0-9]/;

/**
 * A key text with the letters `o`, `l`, `i` read as `0`, `1`, `1` inside every run of ASCII
 * letters and digits (grouping marks `,` `.` `'` inside it included) that holds only digits
 * and those letters, at least one digit and at least three of both (`9O12`, `l4,OOO`, `l5l`;
 * not `o2`, `i5`), or `null` when there is none. A
 * second reading of a text (an index over-matches); its IBAN keys are dropped (a head may
 * change, and `ibanLookalikeKeys` reads IBANs). One pass, linear.
 */
export function digitLookalikeReading(t: string): string | null {
  if (!LOOKALIKE_HINT.test(t)) return null;
  let out: string[] | null = null;
  let from = 0;
  const n = t.length;
  let i = 0;
  while (i < n) {
    const c = t.charCodeAt(i);
    if (!isLowerOrDigitCode(c)) {
      i += 1;
      continue;
    }
    let j = i;
    let digits = 0;
    let looks = 0;
    let other = false;
    for (; j < n; j++) {
      const d = t.charCodeAt(j);
      if (isDigitCode(d)) digits += 1;
      else if (lookalikeDigit(d) >= 0) looks += 1;
      else if (d >= 97 && d <= 122) other = true;
      else if ((d === 44 || d === 46 || d === 39) && j + 1 < n && (isDigitCode(t.charCodeAt(j + 1)) || lookalikeDigit(t.charCodeAt(j + 1)) >= 0)) continue;
      else break;
    }
    if (!other && looks > 0 && digits >= 1 && digits + looks >= 3) {
      // whole slices, not a character at a time: a `+=` per character builds a rope of one
      // node per character, which the collector pays for superlinearly on long runs (`1o1l…`)
      (out ??= []).push(t.slice(from, i), lookalikeRun(t, i, j));
      from = j;
    }
    i = j;
  }
  if (out === null) return null;
  out.push(t.slice(from));
  return out.join("");
}


/**
 * `t[i, j)` with `o` `l` `i` read as `0` `1` `1`, built in one buffer (the run holds only ASCII
 * letters, digits and `,` `.` `'`, so Latin-1 is exact): linear, one allocation.
 */
function lookalikeRun(t: string, i: number, j: number): string {
  const buf = Buffer.allocUnsafe(j - i);
  for (let k = i; k < j; k++) {
    const d = t.charCodeAt(k);
    const l = lookalikeDigit(d);
    buf[k - i] = l < 0 ? d : l;
  }
  return buf.toString("latin1");
}

/** IBAN length per country code (ISO 13616, the SWIFT registry table of the output gate's detector), indexed by `(a - 97) * 26 + (b - 97)` of the lower-case code; 0 for none. */
const IBAN_LENGTH_BY_CODE = new Uint8Array(26 * 26);
for (const [cc, n] of Object.entries(IBAN_LENGTH)) IBAN_LENGTH_BY_CODE[(cc.charCodeAt(0) - 65) * 26 + (cc.charCodeAt(1) - 65)] = n;

/** Most separator code units between two characters of a spread IBAN (` |\n| ` between two table rows is five). */
const MAX_IBAN_GAP = 6;

/**
 * Separators a spread IBAN may have between any two of its characters: white space, `-` `.`
 * `/` `_` `;` `,` `|` `*` `:` `'` `"`, middle dots and bullets (`·` `•` `‧` `・`), dashes
 * (U+2010–U+2015, U+2212) and box-drawing / fullwidth bars. Never an ASCII letter or digit.
 */
function isIbanSeparator(c: number): boolean {
  if (c < 128) return isSpaceCode(c) || c === 45 || c === 46 || c === 47 || c === 95 || c === 59 || c === 44 || c === 124 || c === 42 || c === 58 || c === 39 || c === 34;
  return isSpaceCode(c) || c === 0xb7 || c === 0x2022 || c === 0x2027 || c === 0x30fb || c === 0xff65 || (c >= 0x2010 && c <= 0x2015) || c === 0x2212 || c === 0x2502 || c === 0xff5c;
}

function isLowerOrDigitCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

/** The code units of one spread reading (an IBAN is at most 34 long). */
const SPREAD = new Uint16Array(34);

/**
 * `iban:` keys of IBANs spread over any grouping and separators in a key text (text mode,
 * issue 5): groups of 2, 3, 5 or 6 (`DE 89 37 04 …`, `DE8 937 040 …`), more than
 * eight groups, `/ _ ; , · |` between groups, a line break, table cells
 * (`| DE89 | 3704 | …`). From each word start (`SPREAD_HEAD`) whose country code has a registered
 * IBAN length (`IBAN_LENGTH`), the next ASCII letters and digits are read across separators
 * (`isIbanSeparator`, at most `MAX_IBAN_GAP` in a row) until the country's length: two
 * letters, two digits, then letters or digits. The reading ends at any other character.
 *
 * Each key is a contiguous stretch of the text's ASCII letters and digits with only other
 * characters dropped, starting `[a-z]{2}[0-9]{2}`: the `ibanHeads` condition holds for it.
 * Linear: at most 34 letters or digits and `34 · MAX_IBAN_GAP` separators are read per
 * start. `null` when there is none.
 *
 * @example
 * spreadIbanKeys("| de89 | 3704 | 0044 | 0532 | 0130 | 00 |") // ["iban:de89370400440532013000"]
 */
export function spreadIbanKeys(t: string, starts: readonly number[] = spreadHeadStarts(t)): string[] | null {
  let out: string[] | null = null;
  let seen: Set<string> | null = null;
  const n = t.length;
  for (let si = 0; si < starts.length; si++) {
    const i = starts[si] as number;
    let got = 0;
    let want = 0;
    let gap = 0;
    for (let p = i; p < n; p++) {
      const c = t.charCodeAt(p);
      if (isLowerOrDigitCode(c)) {
        // two letters (a country with an IBAN length), then two digits (the head matched them)
        SPREAD[got++] = c;
        gap = 0;
        if (got === 2) {
          want = IBAN_LENGTH_BY_CODE[((SPREAD[0] as number) - 97) * 26 + (c - 97)] as number;
          if (want === 0) break;
        } else if (got === want) {
          // one flat string from the code units (a `+=` per character would build a rope of `got` parts)
          const key = `iban:${String.fromCharCode.apply(null, SPREAD.subarray(0, got) as unknown as number[])}`;
          // each distinct key once: a run repeating one IBAN keeps one key, not one per repeat
          if (!(seen ??= new Set()).has(key)) {
            seen.add(key);
            (out ??= []).push(key);
          }
          break;
        }
      } else if (got > 0 && isIbanSeparator(c) && ++gap <= MAX_IBAN_GAP) continue;
      else break;
    }
  }
  return out;
}

/**
 * Where a spread IBAN may start in a key text, in text order: each position of a head at a
 * word start (`\b`: not right after `[A-Za-z0-9_]`) — a letter, a letter, a digit, a digit
 * (`[a-z]`, `[0-9]`), with at most `MAX_IBAN_GAP` other code units between any two. That is,
 * each window `[a-z]{2}[0-9]{2}` of the text's `[a-z0-9]` with everything else dropped whose
 * four positions are at most `MAX_IBAN_GAP + 1` apart, and whose first is a word start. The
 * reading then checks the separators (`isIbanSeparator`) and the country. One pass; the chunk
 * pass (`chunksOf`) reads the same starts in its own pass over the code units (so
 * `extractFromKeyText` makes no pass for them); the tests check both against the regex
 * `\b[a-z][^a-z0-9]{0,6}[a-z][^a-z0-9]{0,6}[0-9][^a-z0-9]{0,6}[0-9]` that found them before.
 */
export function spreadHeadStarts(t: string): number[] {
  const out: number[] = [];
  let window = 0;
  let q1 = -8;
  let q2 = -8;
  let q3 = -8;
  for (let p = 0; p < t.length; p++) {
    const c = t.charCodeAt(p);
    const k = c < 128 ? (HEAD_CLASS[c] as number) : 0;
    if (k === 0) continue;
    window = ((window << 2) | k) & 0xff;
    if (window === HEAD_WINDOW && p - q3 <= MAX_IBAN_GAP + 1 && q3 - q2 <= MAX_IBAN_GAP + 1 && q2 - q1 <= MAX_IBAN_GAP + 1 && isWordStartAt(t, q1)) out.push(q1);
    q1 = q2;
    q2 = q3;
    q3 = p;
  }
  return out;
}

/** `\b` before a word character at `p`: `p` is 0 or the code unit before it is not `[A-Za-z0-9_]`. */
function isWordStartAt(t: string, p: number): boolean {
  if (p <= 0) return p === 0;
  const c = t.charCodeAt(p - 1);
  return !(isAsciiAlnumCode(c) || c === 95);
}

/**
 * `t` with every label glue — `"`, `=`, `&`, and `:` when not before `/` nor between two
 * digits (`10:30`) — turned into a space, or `null` when no such character sits inside a
 * whitespace chunk (between two non-space characters): the chunks would not change. One
 * pass over the code units; the result has the same length and the same letters and digits
 * in the same places (so `ibanHeads` of both texts agree, and no `@` or `://` is made).
 */
export function splitLabels(t: string): string | null {
  const n = t.length;
  let glued = false;
  for (let i = 1; i < n - 1 && !glued; i++) {
    if (isLabelGlue(t, i) && !isSpaceCode(t.charCodeAt(i - 1)) && !isSpaceCode(t.charCodeAt(i + 1))) glued = true;
  }
  if (!glued) return null;
  let out = "";
  let from = 0;
  for (let i = 0; i < n; i++) {
    if (!isLabelGlue(t, i)) continue;
    out += t.slice(from, i) + " ";
    from = i + 1;
  }
  return out + t.slice(from);
}

function isLabelGlue(t: string, i: number): boolean {
  const c = t.charCodeAt(i);
  if (c === 34 || c === 61 || c === 38) return true; // `"` `=` `&`
  if (c !== 58) return false;
  const next = t.charCodeAt(i + 1);
  return next !== 47 && !(isDigitCode(next) && isDigitCode(t.charCodeAt(i - 1)));
}

/** What `extractOnce` found, and where a spread IBAN may start in its text (`spreadHeadStarts`, read by the chunk pass). */
interface ExtractedOnce extends Extracted {
  spreadStarts: number[];
}

/**
 * One reading of `extractFromKeyText`: the text as it is.
 *
 * @param seen text mode: the keys this extraction holds already (`addItem`); `null` in value mode (every item kept).
 */
function extractOnce(t: string, mode: ExtractMode, seen: SeenKeys | null): ExtractedOnce {
  const items: TaintItem[] = [];
  const add = (it: TaintItem) => addItem(items, it, seen);
  const covered: [number, number][] = [];
  const claim = (start: number, end: number) => covered.push([start, end]);

  // 1. anchors: `://` (URLs) and `@` (e-mail), left to right, never re-scanning a consumed
  //    span; a native search jumps from one `:` or `@` to the next
  let consumedTo = 0;
  let colon = t.indexOf(":");
  let atSign = t.indexOf("@");
  for (let from = 0; ; ) {
    if (colon >= 0 && colon < from) colon = t.indexOf(":", from);
    if (atSign >= 0 && atSign < from) atSign = t.indexOf("@", from);
    const i = colon < 0 ? atSign : atSign < 0 ? colon : Math.min(colon, atSign);
    if (i < 0) break;
    if (i === colon) {
      if (t.startsWith("://", i)) {
        let s = i;
        while (s > consumedTo && isSchemeCode(t.charCodeAt(s - 1))) s -= 1;
        let e = i + 3;
        while (e < t.length && !isUrlEnd(t, e)) e += 1;
        const [, end] = trimChunk(t, i + 3, e);
        const key = s < i ? urlKey(t.slice(i + 3, end)) : null;
        if (key) {
          add(urlItem(key, mode));
          claim(s, end);
          // text: a Korean particle glued to the URL (`https://evil.example/pay로`): also the URL without it
          const bare = mode === "text" ? withoutHangulTail(t.slice(i + 3, end)) : "";
          const bareKey = bare !== "" && bare.length < end - i - 3 ? urlKey(bare) : null;
          if (bareKey) add(urlItem(bareKey, mode));
        }
        // scanned either way: a run like `a://a://a://…` is read once, not once per anchor
        consumedTo = e;
      }
    } else {
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
      if (!quoted) while (s > consumedTo && isLocalChar(t, s - 1)) s -= 1;
      while (!quoted && s < i && ".'".includes(t.charAt(s))) s += 1;
      let e = i + 1;
      while (e < t.length && isDomainChar(t, e)) e += 1;
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
        // text: a Korean particle read into the domain (`billing@acme.example로 회신`) — also the address without it
        const bareDomain = mode === "text" ? withoutHangulTail(domain) : domain;
        if (bareDomain !== domain && isHost(bareDomain)) {
          keys.push(`email:${local}@${bareDomain}`);
          if (plus > 0) keys.push(`email:${local.slice(0, plus)}@${bareDomain}`);
          keys.push(...domainKeys(canonicalHost(bareDomain)));
        }
        add({ kind: "email", keys });
        // value: a `mailto:` scheme right before the address is its spelling as a link, not more
        // text (`mailto:ann@x.example` is the address; with a `?cc=` or `?body=` after it, it is not whole)
        claim(mode === "value" && s >= 7 && t.startsWith("mailto:", s - 7) ? s - 7 : s, e);
        consumedTo = e;
      }
    }
    from = Math.max(i + 1, consumedTo);
  }

  // 2. whitespace chunks outside claimed spans, wrapping punctuation trimmed
  //    (anchor claims are sorted and disjoint: one pointer walks them alongside the chunks)
  const { all: chunks, active, longSingles, spreadStarts } = chunksOf(t, covered.slice());

  // paths in a text (`reports/../reports/q3.txt`): their normalised form, compared with a
  // path argument resolved against its tool's roots (`pathKeys`)
  if (mode === "text") {
    for (let a = 0; a < active.length; a++) {
      const ch = chunks[active[a] as number] as Chunk;
      if (ch.end - ch.start > MAX_PATH_CHARS) continue;
      if (ch.text.includes("/") || isFileName(ch.text)) add({ kind: "path", keys: [`path:${normalisePath(ch.text)}`] });
    }
  }
  // chunks taken by an item already (a spaced IBAN, a domain, a value's IBAN or number run), made on first need
  let used: Uint8Array | null = null;
  // letter-spaced IBAN (`D E 8 9 3 7 …`): a run of one-character chunks, read once per run
  for (let k = 0; longSingles && k < chunks.length; ) {
    let j = k;
    let run = "";
    while (j < chunks.length && (chunks[j] as Chunk).text.length === 1 && isAlnumAscii((chunks[j] as Chunk).text)) run += (chunks[j++] as Chunk).text;
    if (j > k) {
      const iban = run.slice(0, 34);
      if (run.length >= 15 && /^[a-z]{2}\d{2}[a-z0-9]{11,30}$/.test(iban)) {
        const readings = [...new Set(mode === "text" ? [iban, run.slice(0, 22)] : [iban])];
        add({ kind: "iban", keys: ibanLookalikeKeys(readings.map((r) => `iban:${r}`)) });
        claim((chunks[k] as Chunk).start, (chunks[Math.min(j, k + 34) - 1] as Chunk).end);
        used ??= new Uint8Array(chunks.length);
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
  // the current phone run is written as an international number (`+49 30 1234567`): its groups are no amounts the user named
  let phoneRunIntl = false;
  let amountTo = -1;
  for (let a = 0; a < active.length; a++) {
    const k = active[a] as number;
    if (used !== null && used[k]) continue;
    const ch = chunks[k] as Chunk;
    const s = ch.text;

    // domains and `www.` links without a scheme
    if (!digitsWithMarks(s) && (s.startsWith("www.") || /^[\p{L}\p{N}-]+\./u.test(s))) {
      const key = urlKey(s);
      if (key) {
        add(urlItem(key, mode));
        // text: a Korean particle glued to the domain (`evil.example로`): also the domain without it
        const bare = mode === "text" ? withoutHangulTail(s) : s;
        const bareKey = bare !== s ? urlKey(bare) : null;
        if (bareKey) add(urlItem(bareKey, mode));
        claim(ch.start, ch.end);
        (used ??= new Uint8Array(chunks.length))[k] = 1;
        continue;
      }
    }

    // IBAN: `de89…` whole or in groups of up to four (spaces or hyphens); in a text, a Korean
    // particle glued to the IBAN's last group (`…3000으로`) ends it
    const bare = mode === "text" ? withoutHangulTail(s) : s;
    let compact = bare.includes("-") || bare.includes(".") ? bare.replace(/[-.]/g, "") : bare;
    // text: a country code written apart from its check digits (`DE 89 3704 …`)
    if (mode === "text" && k > 0 && compact.length === 2 && allDigits(compact)) {
      const cc = (chunks[k - 1] as Chunk).text;
      if (cc.length === 2 && isAlnumAscii(cc) && !isDigitCode(cc.charCodeAt(0)) && !isDigitCode(cc.charCodeAt(1))) compact = cc + compact;
    }
    if (k > ibanTo && compact.length >= 4 && isAlnumAscii(compact) && /^[a-z]{2}\d{2}/.test(compact)) {
      let joined = compact;
      let last = k;
      // text: the first group inside the join that is itself an IBAN head (`RE24 to DE89 3704 …`):
      // the join may cross it, but it still starts its own join (an earlier head never swallows it)
      let innerHead = -1;
      let tailed = "";
      // readings: the longest join, the one without its last group (a number that follows
      // the IBAN), and the first natural end (a short final group)
      let longest = joined.length >= 15 && joined.length <= 34 ? joined : "";
      let previous = "";
      let natural = "";
      for (let j = k + 1; bare === s && j < chunks.length && j <= k + MAX_GROUPS; j++) {
        extractWork.units += 1;
        extractWork.units += 1;
        const raw = (chunks[j] as Chunk).text;
        const g = mode === "text" ? withoutHangulTail(raw) : raw;
        if (g.length > 4 || !isAlnumAscii(g) || joined.length + g.length > 34) break;
        if (g !== raw) {
          // a particle ends the IBAN (`… 0130 00으로`): one more reading, the others as without it
          if (joined.length + g.length >= 15) tailed = joined + g;
          last = j;
          break;
        }
        if (mode === "text" && innerHead < 0 && g.length === 4 && /^[a-z]{2}\d{2}$/.test(g)) innerHead = j;
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
      const readings = distinctNonEmpty(longest, previous, natural, alone);
      if (tailed !== "" && !readings.includes(tailed)) readings.push(tailed);
      // text: wider groups (`DE89 37040044 0532013000`, the German BLZ and account number):
      // the longest join of groups of up to ten (digits only when longer than four), one more reading
      if (mode === "text" && bare === s) {
        let wide = compact;
        for (let j = k + 1; j < chunks.length && j <= k + MAX_GROUPS; j++) {
          extractWork.units += 1;
          const g = (chunks[j] as Chunk).text;
          if (g.length > 10 || !(g.length > 4 ? allDigits(g) : isAlnumAscii(g)) || wide.length + g.length > 34) break;
          wide += g;
        }
        if (wide.length >= 15 && !readings.includes(wide)) readings.push(wide);
      }
      if (readings.length) {
        ibanTo = innerHead >= 0 ? innerHead - 1 : last;
        const plain = mode === "text" ? readings.map((r) => `iban:${r}`) : [`iban:${longest}`];
        // a look-alike letter in the join's span of the text (a flat string: cheaper than reading the built keys)
        const keys = hasLookalikeLetter(t, ch.start, (chunks[last] as Chunk).end) ? ibanLookalikeKeys(plain) : plain;
        add({ kind: "iban", keys });
        if (mode === "value") for (let j = k; j <= last; j++) (used ??= new Uint8Array(chunks.length))[j] = 1;
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
        extractWork.units += 1;
        const g = chunks[j] as Chunk;
        if (j > k && (!PHONE_GROUP.test(g.text) || g.start - (chunks[j - 1] as Chunk).end > 3)) break;
        const more = digits + digitsOf(g.text);
        if (more.length > 15) break;
        if (digits.length >= 7) shorter = digits;
        digits = more;
        phoneEnd = j;
        if (j > phoneRunTo) phoneRunTo = j;
      }
      if (digits.length >= 7) {
        phone = new Set(phoneKeysOf(digits, intl));
        // written without a country code, read from the head of its run (not a group inside a number)
        if (!intl && !inRun) phone.add(`${NATIONAL_PHONE_KEY}${digits}`);
      }
      if (!inRun) phoneRunIntl = intl && digits.length >= 7;
      if (mode === "text" && shorter !== "") for (const key of phoneKeysOf(shorter, intl)) (phone ??= new Set()).add(partialKey(key));
    }

    // amounts: one chunk, Korean unit groups written apart (`1억 2천만`), a space-grouped run
    // (`1 000 000`), and a unit word after it (`100 만`, `2 million`)
    let readings = parseAmount(s);
    let amountEnd = k;
    // text: a later group of a space-grouped run read before (`250,00` of `1 250,00`) is no amount of its own: partial
    const inGroup = mode === "text" && k <= amountTo;
    if (readings.length && hasKoreanUnit(s)) {
      let joined = stripCurrency(s);
      for (let j = k + 1; j < chunks.length && j <= k + MAX_GROUPS; j++) {
        extractWork.units += 1;
        const g = stripCurrency((chunks[j] as Chunk).text);
        const v = hasKoreanUnit(g) ? parseAmount(joined + g) : [];
        if (v.length === 0) break;
        joined += g;
        amountEnd = j;
        readings = mode === "text" ? [...readings, ...v] : v;
      }
    } else if (readings.length && k > amountTo) {
      let digits = stripCurrency(s);
      let fracValue: number | null = null;
      // text: every join, not only the longest (`1 000 100달러`: 1000 and 1000100)
      const joins: number[] = [];
      for (let j = k + 1; j < chunks.length && j <= k + MAX_GROUPS; j++) {
        extractWork.units += 1;
        const g = stripCurrency((chunks[j] as Chunk).text);
        if (!(allDigits(digits) && digits.length <= 3 + (j - k - 1) * 3)) break;
        // the last group may carry the decimal part (`1 250,00`, `12 500.5`: fr de pl ru sv cs, SI)
        const frac = g.length >= 5 && g.length <= 6 && allDigits(g.slice(0, 3)) && (g.charAt(3) === "," || g.charAt(3) === ".") && allDigits(g.slice(4)) ? g.slice(4) : null;
        if (!(g.length === 3 && allDigits(g)) && frac === null) break;
        digits += g.slice(0, 3);
        amountEnd = j;
        if (frac !== null) {
          const v = Number(`${digits}.${frac}`);
          if (mode === "text") joins.push(v);
          fracValue = v;
          break;
        }
        if (mode === "text") joins.push(Number(digits));
      }
      if (amountEnd > k) {
        readings = mode === "text" ? [...readings, ...joins] : [fracValue ?? Number(digits)];
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
    // text: the last reading is the whole value as written (`1,500` is 1500, `2 million` 2000000,
    // `1 000 000` 1000000); the others (a decimal reading, a prefix, the number before its unit
    // word) are partial readings, `~`-keyed: they taint but never vouch (`partialKey`)
    const primary = readings.length - 1;
    // text: a group of an international phone number (`+49`, `30`, `1234567` in `+49 30 1234567`)
    // reads as an amount only partially: it taints, but the user's phone number vouches for no amount
    const inIntlPhone = mode === "text" && phoneRunIntl && k <= phoneRunTo;
    for (let r = 0; r <= primary; r++) {
      const v = readings[r] as number;
      if (!Number.isFinite(v)) continue;
      (amount ??= new Set()).add(mode === "text" && (r < primary || inIntlPhone || inGroup) ? partialKey(amountKey(v)) : amountKey(v));
    }

    // In a value, one run of digits is one item whichever way it reads (`1000000` is an amount
    // or a phone number): its keys are alternatives. In a text, every reading is indexed.
    if (mode === "value" && (phone !== null || amount !== null)) {
      const end = Math.max(phone !== null ? phoneEnd : k, amount !== null ? amountEnd : k);
      add({ kind: amount !== null ? "amount" : "phone", keys: [...(amount ?? []), ...(phone ?? [])] });
      claim(ch.start, (chunks[end] as Chunk).end);
      used ??= new Uint8Array(chunks.length);
      for (let j = k; j <= end; j++) used[j] = 1;
      continue;
    }
    if (phone !== null) add({ kind: "phone", keys: [...phone] });
    if (amount !== null) add({ kind: "amount", keys: [...amount] });
  }

  // the items cover the text when nothing but separators is left outside them
  let whole = items.length > 0;
  if (whole && mode === "value") {
    const marks = new Uint8Array(t.length);
    for (const [a, b] of covered) marks.fill(1, a, b);
    // a currency code or word beside an amount (`50.00 EUR`, `EUR 50`, `50 euros`) names its unit, not more text
    const money = items.some((it) => it.kind === "amount");
    for (let i = 0; i < t.length; i++) {
      if (!marks[i] && WORD.test(t.charAt(i))) {
        let e = i + 1;
        while (e < t.length && !marks[e] && WORD.test(t.charAt(e))) e += 1;
        if (money && e - i <= MAX_CURRENCY_WORD && CURRENCY_WORDS.has(t.slice(i, e))) {
          i = e - 1;
          continue;
        }
        whole = false;
        break;
      }
    }
  }
  return { items, whole, spreadStarts };
}

/**
 * A necessary condition for an `iban:` key, cheap enough to test before extracting a long
 * text's keys: the **heads** of a key text `t` (`keyText(raw)`) — every 4-character window
 * `[a-z]{2}[0-9]{2}` of `t`'s ASCII letters and digits read with every other character
 * dropped. `null` when `t` has an `@` or a `://` (the extractor's anchor spans are then
 * skipped between the groups of a join, so no such condition holds and the caller extracts)
 * or a `SPOKEN_LITERAL` (its second reading, `spokenReading`, drops letters between others).
 *
 * Why every `iban:X` key `extractFromKeyText(t, "text")` gives (one reading of a text;
 * `textIbanHeads` for a raw text, which may have two) has `X.slice(0, 4)` among the
 * heads: without an anchor no span is claimed before the chunks are cut, so the chunks are
 * the whitespace runs of `t`, each trimmed of wrapping punctuation, in text order, and
 * between two consecutive chunks lie only white space and trimmed punctuation (no ASCII
 * letter or digit). `X` is either a join of consecutive chunks — the first with `-` and `.`
 * removed and then `[a-z0-9]` only, the others `[a-z0-9]` only — or a prefix of a run of
 * consecutive one-character `[a-z0-9]` chunks; either way `X` is a contiguous stretch of the
 * letters and digits of `t` with everything else dropped, and both shapes start with
 * `[a-z]{2}[0-9]{2}`. The text-only readings keep this: a chunk's trailing Hangul
 * (`withoutHangulTail`) is dropped, not replaced, so the letters and digits around it stay
 * contiguous; a split country code joins two consecutive chunks (`de` `89`); the wide join
 * joins consecutive chunks; and the second reading of `splitLabels(t)` has the same letters
 * and digits in the same order (only `"` `=` `&` `:` become spaces, never `@` nor `://`). Checked by a fast-check property on generated texts with every
 * spelling of the table above (`test/firewall/taint-keys.test.ts`).
 *
 * @returns the distinct heads (as `headCode` integers), or `null` (no condition: extract the text's keys).
 * @example
 * ibanHeads(keyText("Pay DE89 3704 0044 0532 0130 00.")) // Set { ibanHeadOf("iban:de89…") }
 * ibanHeads(keyText("write to eve@evil.example"))       // null
 */
export function ibanHeads(t: string): Set<number> | null {
  if (t.includes("@") || t.includes("://") || SPOKEN_LITERAL.test(t)) return null;
  const out = new Set<number>();
  // the last four ASCII letters or digits: their classes, two bits each, oldest highest, and their code units
  let window = 0;
  let c1 = 0;
  let c2 = 0;
  let c3 = 0;
  const n = t.length;
  for (let i = 0; i < n; i++) {
    const c = t.charCodeAt(i);
    const k = c < 128 ? (HEAD_CLASS[c] as number) : 0;
    if (k === 0) continue;
    window = ((window << 2) | k) & 0xff;
    if (window === HEAD_WINDOW) out.add(headCode(c1, c2, c3, c));
    c1 = c2;
    c2 = c3;
    c3 = c;
  }
  return out;
}

/** Per ASCII code unit: 1 = `[a-z]`, 2 = `[0-9]`, 0 = anything else (dropped by `ibanHeads`). */
const HEAD_CLASS = new Uint8Array(128);
for (let c = 97; c <= 122; c++) HEAD_CLASS[c] = 1;
for (let c = 48; c <= 57; c++) HEAD_CLASS[c] = 2;
/** Letter, letter, digit, digit, two bits each (`HEAD_CLASS` codes, oldest highest). */
const HEAD_WINDOW = 0b01_01_10_10;

/** A head `[a-z]{2}[0-9]{2}` (its four code units) as one small integer, 0–67 599. */
function headCode(a: number, b: number, c: number, d: number): number {
  return ((a - 97) * 26 + (b - 97)) * 100 + (c - 48) * 10 + (d - 48);
}

/**
 * `ibanHeads` of a raw text whose key text is `kt`, or `null` when the text has tag
 * characters: `extractItems` then also reads the text with them dropped, whose key text is
 * another one (the caller extracts instead).
 */
export function textIbanHeads(raw: string, kt: string = keyText(raw)): Set<number> | null {
  return hasTagChars(raw) ? null : ibanHeads(kt);
}

/** `rawIbanHeads` classes of an ASCII code unit (0: anything else): a letter (either case) or digit as `HEAD_CLASS` codes it, or what the pass must look at. */
const R_LETTER = 1;
const R_DIGIT = 2;
/** `(` `.` `:` `%` `\\`: a rewrite, an escape or an anchor may start here (checked where it would be). */
const R_LOOK = 3;
/** `[` `{` `<` `&` `@` and control characters: the key text may differ (`[` `{` `<` `&` start every other `DEFANG` spelling and `stripHtml`'s tags, `@` is an anchor, a control character is folded). */
const R_STOP = 4;
const R_CLASS = new Uint8Array(128);
for (let c = 97; c <= 122; c++) R_CLASS[c] = R_LETTER;
for (let c = 65; c <= 90; c++) R_CLASS[c] = R_LETTER;
for (let c = 48; c <= 57; c++) R_CLASS[c] = R_DIGIT;
for (const ch of "(.:%\\") R_CLASS[ch.charCodeAt(0)] = R_LOOK;

function isHexCode(c: number): boolean {
  return (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 102);
}

/** The code units after a backslash that make an escape `decodeEscapes` decodes (`u`, `x` either case, and `\\ / @ . - _`). */
const BACKSLASH_ESCAPE = new Set([..."uUxX\\/@.-_"].map((ch) => ch.charCodeAt(0)));
for (const ch of "[{<&@") R_CLASS[ch.charCodeAt(0)] = R_STOP;
for (let c = 0; c < 32; c++) if (c !== 9 && c !== 10 && c !== 13) R_CLASS[c] = R_STOP;
R_CLASS[127] = R_STOP;

/** The ASCII words of `SPOKEN_LITERAL` (after a space or a bracket). */
const SPOKEN_WORDS = ["arroba", "arobase", "chez", "malpa", "chiocciola", "apenstaartje", "kukac", "period", "punto", "point", "punkt", "kropka", "nokta", "ponto", "punt", "pont", "piste", "tecka"];
/** First letters of `SPOKEN_WORDS` (lower case code units). */
const SPOKEN_FIRST = new Set(SPOKEN_WORDS.map((w) => w.charCodeAt(0)));
/** Length bounds of `SPOKEN_WORDS`. */
const SPOKEN_MIN = Math.min(...SPOKEN_WORDS.map((w) => w.length));
const SPOKEN_MAX = Math.max(...SPOKEN_WORDS.map((w) => w.length));

/** Whether `raw[start, start + len)` is one of `SPOKEN_WORDS` in either case (code units compared in place: no slice per word). */
function isSpokenWord(raw: string, start: number, len: number): boolean {
  const first = raw.charCodeAt(start) | 0x20;
  if (!SPOKEN_FIRST.has(first)) return false;
  for (const w of SPOKEN_WORDS) {
    if (w.length !== len || w.charCodeAt(0) !== first) continue;
    let k = 1;
    while (k < len && (raw.charCodeAt(start + k) | 0x20) === w.charCodeAt(k)) k += 1;
    if (k === len) return true;
  }
  return false;
}

/** The `DEFANG` spellings whose bracket is `(` (`(at)`, `( @ )`, `(dot)`, `(.)`, any closer), in either case, anchored at the `(`: fixed alternatives, at most 7 code units read. */
const DEFANG_AT_PAREN = /\( ?(?:at|@|dot|\.) ?[\])}>]/iy;

/**
 * `ibanHeads(keyText(raw))` read in one pass over `raw` itself, without building the key
 * text, for a raw text that is provably its own key text lower-cased; `null` for any other
 * text (the caller then reads the heads the long way, `textIbanHeads`).
 *
 * When is `keyText(raw)` just `raw.toLowerCase()`? For printable ASCII (every code unit
 * `\t` `\n` `\r` or 0x20–0x7e; checked here) it is
 * `rewrites(stripHtml(decodeEscapes(raw).toLowerCase().replace(DEFANG, …)))`, and each step
 * leaves the text unchanged unless something this pass rules out occurs: every escape starts
 * with `&` (null at once), with `%` and two hex digits (checked at each `%`) or with a
 * backslash and one of `BACKSLASH_ESCAPE` (checked at each backslash); every `DEFANG` match holds `[`,
 * `{`, `<` or `&` (null at once), or is `hxxp` (checked at each `p`), or is
 * `DEFANG_AT_PAREN` at a `(` (tried at each `(`); `stripHtml` changes nothing without `<`;
 * the spaced rewrites of an ASCII text run only where ` @ `, ` at `, ` . ` or ` dot `
 * occurs (`@` gives null; ` at ` and ` dot ` are checked as a word between two spaces,
 * ` . ` at each `.`). `ibanHeads` is null for a text with `@` or `://` (checked at each
 * `:`) or a `SPOKEN_LITERAL` (its words checked between two spaces, `at` between two of
 * `_` `-`), so this is too. Otherwise the heads are the windows `[a-z]{2}[0-9]{2}` of the
 * text's letters (lower-cased) and digits with everything else dropped, read as
 * `ibanHeads` reads them.
 *
 * Two more facts the transcript index builds on (`transcript.ts`, `TrustIndex.findText`):
 * the shadow of a printable ASCII text (`shadowTextOf`) is the text lower-cased with some
 * separators removed or turned into a space by the letter-spacing collapse, so its letters
 * and digits read in order are the same; every `[a-z0-9]` run of the shadow is therefore a
 * contiguous stretch of them, and each of its windows is among these heads. Both are
 * checked by fast-check properties (`test/firewall/taint-keys.test.ts`).
 *
 * @returns the heads (as `headCode` integers), or `null` (not shown to be its own key text, or an anchor).
 * @example
 * rawIbanHeads("Pay DE89 3704 0044 0532 0130 00 (rent).") // Set { ibanHeadOf("iban:de89…") }
 * rawIbanHeads("Pay [at] once")                           // null
 */
export function rawIbanHeads(raw: string): Set<number> | null {
  const out = new Set<number>();
  // the last four letters or digits: their classes, two bits each, oldest highest, and their code units lower-cased
  let window = 0;
  let c1 = 0;
  let c2 = 0;
  let c3 = 0;
  /** Start of the current run of letters and digits, or -1. */
  let start = -1;
  const n = raw.length;
  for (let p = 0; p < n; p++) {
    const c = raw.charCodeAt(p);
    if (c >= 128) return null;
    const k = R_CLASS[c] as number;
    if (k === R_LETTER || k === R_DIGIT) {
      if (start < 0) start = p;
      const l = c | 0x20; // lower case (digits have the bit already)
      window = ((window << 2) | k) & 0xff;
      if (window === HEAD_WINDOW) out.add(headCode(c1, c2, c3, l));
      c1 = c2;
      c2 = c3;
      c3 = l;
      // `hxxp` (DEFANG), in either case
      if (l === 112 && p >= 3 && (raw.charCodeAt(p - 1) | 0x20) === 120 && (raw.charCodeAt(p - 2) | 0x20) === 120 && (raw.charCodeAt(p - 3) | 0x20) === 104) return null;
      continue;
    }
    if (start >= 0) {
      // ` at ` or ` dot ` (the spaced rewrites' literals), or a `SPOKEN_LITERAL` word: the run just ended, between two spaces
      const len = p - start;
      if (c === 32 && start > 0 && raw.charCodeAt(start - 1) === 32) {
        const a = raw.charCodeAt(start) | 0x20;
        const b = raw.charCodeAt(start + 1) | 0x20;
        if (len === 2 && a === 97 && b === 116) return null;
        if (len === 3 && a === 100 && b === 111 && (raw.charCodeAt(start + 2) | 0x20) === 116) return null;
      }
      // a `SPOKEN_LITERAL` word wherever it stands (after a space or a bracket it is one)
      if (len >= SPOKEN_MIN && len <= SPOKEN_MAX && isSpokenWord(raw, start, len)) return null;
      // `_at_` / `-at-` (`SPOKEN_LITERAL`): `at` between two of `_` `-`
      if (len === 2 && (c === 95 || c === 45) && start > 0 && (raw.charCodeAt(start) | 0x20) === 97 && (raw.charCodeAt(start + 1) | 0x20) === 116) {
        const before = raw.charCodeAt(start - 1);
        if (before === 95 || before === 45) return null;
      }
      start = -1;
    }
    if (k === R_LOOK) {
      if (c === 40) {
        DEFANG_AT_PAREN.lastIndex = p;
        if (DEFANG_AT_PAREN.test(raw)) return null;
      } else if (c === 46) {
        if (p > 0 && raw.charCodeAt(p - 1) === 32 && raw.charCodeAt(p + 1) === 32) return null; // ` . `
      } else if (c === 37) {
        if (isHexCode(raw.charCodeAt(p + 1)) && isHexCode(raw.charCodeAt(p + 2))) return null; // `%XX` (an escape)
      } else if (c === 92) {
        if (BACKSLASH_ESCAPE.has(raw.charCodeAt(p + 1) | 0)) return null; // `\u…`, `\x…`, `\@` … (an escape)
      } else if (raw.charCodeAt(p + 1) === 47 && raw.charCodeAt(p + 2) === 47) return null; // `://`
    } else if (k === R_STOP) return null;
  }
  return out;
}

/**
 * The first window `[a-z]{2}[0-9]{2}` (as `headCode`) of a word made of `[a-z0-9]` only
 * (a needle's word, `transcript.ts`), or `null` when the word has another character or no
 * such window. Where the word occurs in a shadow, this window is among the heads
 * `rawIbanHeads` reads (see there).
 */
export function wordHead(w: string): number | null {
  let window = 0;
  for (let p = 0; p < w.length; p++) {
    const c = w.charCodeAt(p);
    const k = c < 128 ? (HEAD_CLASS[c] as number) : 0;
    if (k === 0) return null;
    window = ((window << 2) | k) & 0xff;
    if (p >= 3 && window === HEAD_WINDOW) {
      for (let q = p + 1; q < w.length; q++) {
        const d = w.charCodeAt(q);
        if (d >= 128 || HEAD_CLASS[d] === 0) return null;
      }
      return headCode(w.charCodeAt(p - 3), w.charCodeAt(p - 2), w.charCodeAt(p - 1), c);
    }
  }
  return null;
}

/** The head (`headCode`) `ibanHeads` files an `iban:` key under, or `null` for any other key (or a key of another shape). */
export function ibanHeadOf(key: string): number | null {
  if (!key.startsWith("iban:") || key.length < 9) return null;
  const a = key.charCodeAt(5);
  const b = key.charCodeAt(6);
  const c = key.charCodeAt(7);
  const d = key.charCodeAt(8);
  return a >= 97 && a <= 122 && b >= 97 && b <= 122 && c >= 48 && c <= 57 && d >= 48 && d <= 57 ? headCode(a, b, c, d) : null;
}
