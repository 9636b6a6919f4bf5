/**
 * E-mail addresses (RFC 5321 mailbox shape, ASCII local part, dotted domain with an
 * alphabetic or IDNA `xn--` TLD), matched on the shadow so fullwidth spellings
 * (`ｈｏｎｇ＠…`) fold first.
 *
 * The local part starts only where no local-part character precedes it (lookbehind), so a
 * long run without `@` is scanned once, and every repeat is bounded: linear time.
 * Korean text may touch the address on either side (`메일hong@example.com입니다`): the
 * classes are ASCII, so Hangul is a boundary.
 *
 * Obfuscated spellings count too: `hong [at] example [dot] com`, `hong(at)example.com`,
 * `hong @ example . com`, `hong [at] example [.] com`, `hong＠example．com` (NFKC), zero-width
 * characters inside (the shadow drops them), and spelled words between spaces — `john at
 * example dot com`, Korean `john 골뱅이 example 점 com`. A spelled "at" counts only together
 * with a spelled or bracketed dot, and never when the domain is a determiner, so prose such
 * as "look at example.com" or "look at this dot com bubble" passes.
 */
import { placeholderDomain } from "./email-placeholders.js";
import { makeFinding, type Finding, type RampartConfig } from "../../core/light.js";
import type { Shadow } from "../../boundary/index.js";
import type { CompiledDetector, DetectorSpec } from "../types.js";
import { caseView } from "../view.js";
import { SpanCover } from "../spans.js";
import { AT_STRONG_WORDS, AT_WEAK_WORDS, DOT_WORD_LIST, JOIN_WORD_LIST } from "./email-words.js";
import { backwardsAddresses, commaDottedAddresses, EMAIL_VARIANT_PATTERNS } from "./email-variants.js";

const LOCAL = "a-z0-9._%+\\-";
/**
 * Local-part characters of a spelled address: ASCII ones and the letters of the scripts the
 * gate reads (Latin-1 and Extended, Cyrillic, kana, CJK, Hangul), since an internationalised
 * mailbox may be written in them (RFC 6531 §3.3: `名前 at example dot jp`).
 */
const LOCAL_ANY = `${LOCAL}\\u00c0-\\u024f\\u0400-\\u04ff\\u3041-\\u3096\\u30a1-\\u30fa\\u4e00-\\u9fff\\uac00-\\ud7a3`;
/** A sign word set off by dashes or underscores (`jan-at-firma-dot-de`, `jan_at_firma_dot_de`). */
const DASHED = "[-_]";
/**
 * Local part, `@`, then 2–10 dot-separated labels. Each label is followed by a dot or ends the
 * match, so there is one way to match (no backtracking between labels); the top-level domain
 * is checked in code (`TLD`), dropping trailing labels until one qualifies.
 */
const EMAIL = new RegExp(`(?<![${LOCAL}])[${LOCAL}]{1,64}@[a-z0-9\\-]{1,63}(?:\\.[a-z0-9\\-]{1,63}){1,9}`, "gi");
const TLD_SHAPE = /^(?:[a-z]{2,24}|xn--[a-z0-9]{1,59})$/;
/**
 * File extensions that are no top-level domain (none is delegated in the IANA root zone, as of
 * 2026): a "domain" ending in one is a file name (`logo@2x.png`, `icon@3x.webp` — Apple's
 * asset-scale suffix; `chart@small.svg`), never a mail domain. Extensions that are also TLDs
 * (`.zip`, `.mov`, `.md`, `.py`, `.sh`, `.rs`, `.pl`, `.ai`, `.io`, `.app`) stay addresses.
 */
const FILE_EXTENSION = /^(?:png|jpe?g|gif|webp|svg|avif|heic|heif|bmp|ico|tiff?|psd|pdf|docx?|xlsx?|pptx?|odt|ods|rtf|txt|csv|tsv|json|ya?ml|toml|xml|html?|css|scss|sass|less|jsx?|tsx?|mjs|cjs|vue|svelte|map|woff|ttf|otf|eot|wav|flac|ogg|webm|mkv|avi|wmv|exe|dll|dmg|apk|iso|tar|gz|tgz|rar|log|lock|env|sql|bak|tmp|ini|cfg|conf|lottie|glb|gltf|fbx|epub)$/;
/** A top-level label: `TLD_SHAPE` and no file extension (`FILE_EXTENSION`). */
const TLD = { test: (label: string): boolean => TLD_SHAPE.test(label) && !FILE_EXTENSION.test(label) };
/**
 * An internationalised address (RFC 6531 §3.3: a UTF-8 local part; RFC 5890/5891 IDNA2008: a
 * domain of U-labels, `müller-bau.de`, `почта.рф`, `회사.한국`, or A-labels, `xn--…`): letters,
 * marks and digits of any script, the label separators IDNA2008 §5 lists (`.` and the
 * ideographic full stop `。`; NFKC already made `．` and `｡` of the other two). Read only where
 * the match holds a non-ASCII character (`EMAIL` reads the ASCII ones). Same shape as `EMAIL`:
 * bounded repeats behind a lookbehind, one way to match: linear.
 */
const EMAIL_INTL = /(?<![\p{L}\p{M}\p{N}._%+-])[\p{L}\p{M}\p{N}._%+-]{1,64}@[\p{L}\p{M}\p{N}-]{1,63}(?:[.\u3002][\p{L}\p{M}\p{N}-]{1,63}){1,9}/gu;
/** A top-level label of an internationalised domain: ASCII letters, an A-label, or letters of one or more scripts (`рф`, `한국`, `中国`). */
const TLD_INTL_SHAPE = /^(?:[a-z]{2,24}|xn--[a-z0-9]{1,59}|\p{L}[\p{L}\p{M}]{1,62})$/u;
const TLD_INTL = { test: (label: string): boolean => TLD_INTL_SHAPE.test(label) && !FILE_EXTENSION.test(label) };
const LABEL_SEPARATOR = /[.\u3002]/u;
const NON_ASCII = /[^\x00-\x7f]/;
/**
 * The words people write for `@`, `.`, `_` and `-` when they spell an address out: one entry
 * per language, with its source, in `email-words.ts` (data). `AT_WEAK` words are everyday
 * prepositions ("look at …", French chez, 在 "at / in"): they count only with a spelled or
 * bracketed dot after them. Every other at-word is a name of the sign itself.
 */
const AT_WEAK = AT_WEAK_WORDS;
const AT_STRONG = AT_STRONG_WORDS;
const DOT_WORDS = DOT_WORD_LIST;
/**
 * "dot com" said as one word (Korean 닷컴, Japanese ドットコム / どっとこむ): it ends a domain
 * like a spelled dot and `com` (`kim 골뱅이 naver 닷컴`).
 */
const DOT_COM = /^\s{0,3}(?:닷컴|ドットコム|どっとこむ)/;
/** Words for the other local-part joiners, `_` and `-` (`jane underscore doe at …`), every language's. */
const JOIN_WORDS = JOIN_WORD_LIST;
/** CJK words need no spaces around them (CJK prose has none): the ASCII label ends at them. */
const CJK_WORD = /[\u3040-\u30ff\u4e00-\u9fff]/;
const alt = (ws: readonly string[]) => `(?:${[...ws].sort((a, b) => b.length - a.length).join("|")})`;
/** An at-sign or a bracketed at-token: `@`, `[at]`, `(at)`, `{@}`, `<at>`, `[ at ]`, `(골뱅이)`. */
const AT_SYMBOL = `(?:@|[\\[({<]\\s{0,2}(?:${alt([...AT_WEAK, ...AT_STRONG, "@", "chez"]).slice(3, -1)})\\s{0,2}[\\])}>]|${DASHED}(?:${alt([...AT_WEAK, ...AT_STRONG]).slice(3, -1)})${DASHED})`;
/** Spelled at-words: Latin and Hangul ones between spaces, CJK ones with or without spaces. */
const AT_WORD_SPACED = alt([...AT_WEAK, ...AT_STRONG].filter((w) => !CJK_WORD.test(w)));
const AT_WORD_CJK = alt([...AT_WEAK, ...AT_STRONG].filter((w) => CJK_WORD.test(w)));
/** A dot or a bracketed dot-token: `.`, `[dot]`, `(dot)`, `<dot>`, `[.]`, `(점)`. */
const DOT_SYMBOL = `(?:\\.|[\\[({<]\\s{0,2}(?:${alt([...DOT_WORDS, "\\."]).slice(3, -1)})\\s{0,2}[\\])}>]|${DASHED}(?:${alt(DOT_WORDS).slice(3, -1)})${DASHED})`;
/** Spelled dot-words: between spaces, CJK ones also without. */
const DOT_WORD_SPACED = alt(DOT_WORDS.filter((w) => !CJK_WORD.test(w)));
const DOT_WORD_CJK = alt(DOT_WORDS.filter((w) => CJK_WORD.test(w)));
const LABEL = "[a-z0-9\\-]{1,63}";
/**
 * Obfuscated address: local part, an at (symbol with optional spacing, or a word between
 * spaces), then 2–9 labels joined by dots of either kind. Every alternative starts with a
 * different character class or needs a space the labels cannot hold, and every repeat is
 * bounded: linear.
 */
const OBFUSCATED = new RegExp(
  `(?<![${LOCAL_ANY}])[${LOCAL_ANY}]{1,64}(?:\\s{0,3}${AT_SYMBOL}\\s{0,3}|\\s{1,3}${AT_WORD_SPACED}\\s{1,3}|\\s{0,3}${AT_WORD_CJK}\\s{0,3})${LABEL}(?:(?:\\s{0,3}${DOT_SYMBOL}\\s{0,3}|\\s{1,3}${DOT_WORD_SPACED}\\s{1,3}|\\s{0,3}${DOT_WORD_CJK}\\s{0,3})${LABEL}){0,8}`,
  "g",
);
/**
 * Which of `EMAIL` (and `EMAIL_INTL`, under `plain`: both need a literal `@`) / `OBFUSCATED` may
 * match `text` (issue 21's sound prefilters, see `detectWith`); exported with the patterns for
 * the soundness test. Every escaped or enclosed at-sign (`\\x40`, `=40`, `%2540`, `&commat;`,
 * `ⓐ`) is decoded by the gate view before the shadow, so the shadow this runs on holds its `@`.
 */
export function emailMayMatch(text: string): { plain: boolean; obfuscated: boolean } {
  const hasAt = text.includes("@");
  return { plain: hasAt, obfuscated: hasAt || AT_BRACKET.test(text) || SPELLED_AT.test(text) || DASHED_AT.test(text) };
}
export const EMAIL_PREFILTERED: { readonly plain: RegExp; readonly intl: RegExp; readonly obfuscated: RegExp } = { plain: EMAIL, intl: EMAIL_INTL, obfuscated: OBFUSCATED };
/** A bracket that opens a bracketed at-token (`AT_SYMBOL`). */
const AT_BRACKET = /[[({<]/;
/** A spelled at-word or dot-word in a match (the prose check below applies). */
const SPELLED_AT = new RegExp(`\\s${AT_WORD_SPACED}\\s|${AT_WORD_CJK}`);
const SPELLED_DOT = new RegExp(`\\s${DOT_WORD_SPACED}\\s|${DOT_WORD_CJK}`);
/** A dashed at-word: it counts only with a dashed or spelled dot in the same match (identifiers such as `updated_at_field.name` pass). */
const DASHED_AT = new RegExp(`${DASHED}(?:${alt([...AT_WEAK_WORDS, ...AT_STRONG_WORDS]).slice(3, -1)})${DASHED}`);
const DASHED_DOT = new RegExp(`${DASHED}(?:${alt(DOT_WORD_LIST).slice(3, -1)})${DASHED}`);
/** A spelled at that is an everyday preposition (`AT_WEAK`): it needs a spelled or bracketed dot. */
const WEAK_AT = /\s(?:at|chez)\s|在/;
/**
 * Words that make "… at this dot com …" prose rather than an address: a domain never starts
 * with a determiner or pronoun.
 */
/** TLDs a spelled dot may end on: any two letters (country codes) or a common generic TLD. */
const SPELLED_TLD = /^(?:[a-z]{2}|com|net|org|edu|gov|mil|int|info|biz|name|pro|app|dev|io|ai|xyz|online|site|tech|cloud|email|mail|company|group)$/;
const PROSE_DOMAIN = /^(?:this|that|the|a|an|my|your|our|their|his|her|its|some|any|one)$/;
/** Where the domain of an obfuscated match begins: its local part and at-token. */
const LOCAL_AND_AT = new RegExp(`^[${LOCAL_ANY}]{1,64}(?:\\s{0,3}${AT_SYMBOL}\\s{0,3}|\\s{1,3}${AT_WORD_SPACED}\\s{1,3}|\\s{0,3}${AT_WORD_CJK}\\s{0,3})`);
/** One dot between labels, in any spelling `OBFUSCATED` accepts. */
const DOT_SEPARATOR = new RegExp(`\\s{0,3}${DOT_SYMBOL}\\s{0,3}|\\s{1,3}${DOT_WORD_SPACED}\\s{1,3}|\\s{0,3}${DOT_WORD_CJK}\\s{0,3}`, "g");

/**
 * A local-part segment and a spelled or bracketed dot right before an obfuscated match
 * (`jane dot ` of `jane dot doe at acme dot com`, `taro ドット `): people spell the dots of the
 * local part as they spell the domain's. Anchored at the end of a bounded slice: linear.
 */
const LOCAL_DOT_BEFORE = new RegExp(
  `(?<![${LOCAL}])[${LOCAL}]{1,64}(?:\\s{1,3}${alt([...DOT_WORDS, ...JOIN_WORDS].filter((w) => !CJK_WORD.test(w)))}\\s{1,3}|\\s{0,3}${alt([...DOT_WORDS, ...JOIN_WORDS].filter((w) => CJK_WORD.test(w)))}\\s{0,3}|\\s{0,3}[\\[({<]\\s{0,2}(?:${alt([...DOT_WORDS, "\\."]).slice(3, -1)})\\s{0,2}[\\])}>]\\s{0,3})$`,
);
/** How many spelled-dot segments a local part may be extended by. */
const MAX_LOCAL_SEGMENTS = 8;

/** Start of the local part of an obfuscated match at `start`, extended over spelled dots before it. */
function localStart(text: string, start: number): number {
  for (let k = 0; k < MAX_LOCAL_SEGMENTS; k++) {
    const from = Math.max(0, start - 96);
    const e = LOCAL_DOT_BEFORE.exec(text.slice(from, start));
    if (!e) break;
    start = from + e.index;
  }
  return start;
}

/** The domain of an obfuscated match, written with plain dots (`example [dot] com` → `example.com`). */
function domainOf(match: string): string {
  const head = LOCAL_AND_AT.exec(match)?.[0] ?? "";
  return match.slice(head.length).replace(DOT_SEPARATOR, ".");
}

/**
 * Domains reserved so that they never belong to anyone: the second-level `example.com`,
 * `example.net`, `example.org` (RFC 2606 §3) and the top-level `test`, `example`, `invalid`,
 * `localhost` (RFC 2606 §2, RFC 6761 §6.2–6.4). An address there reaches no person: it is
 * documentation, a fixture or a template, and passes. So does a placeholder domain a format
 * description writes (`nom@domaine.tld`, `name@beispiel.de`: `email-placeholders.ts`) — but
 * only as written plainly (`placeholders`, default true): an address spelled out, letter-spaced,
 * reversed or comma-dotted (`juan arroba dominio punto es`) is an evasion, never a format
 * description, so there only the RFC-reserved names pass.
 */
export function reservedDomain(domain: string, placeholders = true): boolean {
  const d = domain.toLowerCase().replace(/\.$/, "");
  return /(?:^|\.)example\.(?:com|net|org)$|(?:^|\.)(?:test|example|invalid|localhost)$/.test(d) || (placeholders && placeholderDomain(d));
}

/**
 * Whether original offset `at` stands in code: inside a fenced block, or right after a quote
 * or backtick (a string literal, inline code, a JSON value). A reserved-domain address passes
 * there (a fixture, a template); in prose it is still reported — the gate's own tests and
 * many users write real-looking addresses at `example.com` (see docs/gate.md).
 */
function inCode(original: string, fences: () => readonly number[], at: number, end: number): boolean {
  if (/["'`]/.test(original.slice(at, end))) return false;
  // Fences that end before `at` (binary search: one count per address, not a rescan).
  const f = fences();
  let lo = 0;
  let hi = f.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((f[mid] as number) + 3 <= at) lo = mid + 1;
    else hi = mid;
  }
  if (lo % 2 === 1) return true;
  return /["'`]/.test(original[at - 1] ?? "");
}

/** A lazily built, sorted list of the offsets of "```" fences in `original`. */
function fenceList(original: string): () => readonly number[] {
  let list: number[] | undefined;
  return () => {
    if (list) return list;
    list = [];
    for (let i = original.indexOf("```"); i >= 0; i = original.indexOf("```", i + 3)) list.push(i);
    return list;
  };
}

/** 64 (local) + 1 + 254 (domain), RFC 5321 §4.5.3.1. */
export const EMAIL_WINDOW = 320;
/** An at-sign, an at-token or the start of one, in the shadow (lower case, fullwidth folded). */
const LATIN_AT = alt([...AT_WEAK, ...AT_STRONG].filter((w) => /^[a-z]+$/.test(w)));
const HANGUL_AT = alt([...AT_STRONG].filter((w) => /^[\uac00-\ud7a3]+$/.test(w)).map((w) => w.slice(0, 2)));
const AT_TOKEN = new RegExp(`(?:@|[[({<]\\s{0,2}(?:@|${LATIN_AT})|\\s${LATIN_AT}\\s|${HANGUL_AT}|[a-z0-9._%+-]\\s{0,3}${AT_WORD_CJK})`, "g");

/**
 * A character of an address still arriving, in the shadow (lower case): a local-part character
 * of any script (RFC 6531), or one of an escape the view decodes once it is complete (`\\x4`,
 * `=4`, `%25`, `&#6`, `\\u{4`: `REFERENCE` in `view.ts`), so `john=4` is held until `=40…` reads.
 */
const isLocal = (c: string | undefined) => c !== undefined && /[\p{L}\p{M}\p{N}._%+\-=\\&#;{}]/u.test(c);
/** An ASCII local-part character (a letter-spaced address is spelled in them). */
const isAsciiLocal = (c: string | undefined) => c !== undefined && /[a-z0-9._%+-]/.test(c);
/** Longest trailing run held as a local part in progress: 64 (RFC 5321 §4.5.3.1) and an escape still arriving; a longer run is no local part (`EMAIL` starts one only at a run's start). */
const MAX_LOCAL_HOLD = 80;
/** A run that is an at-token, or the start of one still arriving (`[a`, `(at`, `골뱅`, `a`). */
const AT_PREFIX = /^(?:@|[[({<]\s{0,2}(?:a|at|@)?\s{0,2}[\])}>]?|a|at|골|골뱅|골뱅이|앳)$/;

/**
 * Streaming hold, in shadow code units (issue 19 item 5: release as soon as no address can
 * reach in). An address still arriving ends at the end of the text, so hold:
 * - from 64 + 3 + 7 characters before the last at-token within reach (the longest local part,
 *   spacing and token) — an address around it may still be completing;
 * - the local-part characters at the end of the last run (an `@` may come next), and, when
 *   the text ends in whitespace or the last run begins an at-token (`john [at`, `john at`),
 *   the run before it too (an obfuscated `john [at] …` in progress);
 * - a letter-spaced address in progress (`j o h n`): every single-character run before.
 * Prose without Latin letters before its end (`…했습니다. `) holds nothing.
 */
function hold(text: string): number {
  let start = text.length;
  let i = text.length;
  const skipSpace = () => {
    let j = i;
    while (j > 0 && i - j < 3 && /\s/.test(text[j - 1] as string)) j -= 1;
    return j;
  };
  const runBefore = (at: number) => {
    let j = at;
    while (j > 0 && !/\s/.test(text[j - 1] as string)) j -= 1;
    return j;
  };
  // The last run: its trailing local-part characters.
  let j = skipSpace();
  const endsInSpace = j < i;
  let runStart = runBefore(j);
  let run = text.slice(runStart, j);
  let k = j;
  while (k > runStart && j - k < MAX_LOCAL_HOLD && isLocal(text[k - 1])) k -= 1;
  if (k < j) start = Math.min(start, k);
  // An at-token in progress, or spacing after a word: the run before belongs to the address.
  if (endsInSpace || AT_PREFIX.test(run)) {
    // Step over the at-token's pieces (`[`, `a`, `at`) to the local part before them.
    for (let n = 0; n < 3 && run.length > 0 && (AT_PREFIX.test(run) || /^[[({<]$/.test(run)); n++) {
      start = Math.min(start, runStart);
      i = runStart;
      j = skipSpace();
      runStart = runBefore(j);
      run = text.slice(runStart, j);
    }
    k = j;
    while (k > runStart && j - k < MAX_LOCAL_HOLD && isLocal(text[k - 1])) k -= 1;
    if (k < j) start = Math.min(start, k);
  }
  // Letter spacing: single local-part characters apart by spaces.
  let p = start;
  for (let n = 0; n < EMAIL_WINDOW && p >= 2 && /\s/.test(text[p - 1] as string) && isAsciiLocal(text[p - 2]) && (p < 3 || /\s/.test(text[p - 3] as string)); n++) p -= 2;
  // Any run of spaced single letters at the end may be an address still arriving: holding two
  // letters costs a token of latency, releasing them leaks the start of `h o n g ＠ …`.
  if (p < start) start = p;
  const from = Math.max(0, text.length - EMAIL_WINDOW);
  let lastAt = -1;
  for (const m of text.slice(from).matchAll(AT_TOKEN)) lastAt = from + m.index;
  if (lastAt >= 0) start = Math.min(start, Math.max(0, lastAt - 74));
  return Math.min(text.length, EMAIL_WINDOW, text.length - start);
}

/**
 * The same hold read on the original text (invisible characters removed, fullwidth folded,
 * ASCII lower-cased: lengths kept), in original code units. The shadow is lossy — it reads a
 * fullwidth `＠` before a letter as a word gap — so the stream holds the larger of the two.
 */
function holdOriginal(tail: string): number {
  const view = caseView(tail);
  const lower = view.text.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const held = hold(lower);
  if (held <= 0) return 0;
  return tail.length - view.toOriginal(lower.length - held, lower.length).start;
}

/**
 * Letter-spaced addresses (`j o h n @ e x a m p l e . c o m`): the shadow reads the `@` and
 * the dots there as word gaps, so the plain pattern runs once more on the case view with
 * every whitespace character removed. A match counts only when it was letter-spaced — at
 * least one removed space per two characters — so prose such as "write me @ home. com…"
 * (a few spaces) is not glued into an address.
 */
function letterSpaced(original: string, found: readonly Finding[], reservedPass: boolean): Finding[] {
  const view = caseView(original);
  // `EMAIL` needs an `@`, which removing whitespace cannot make (issue 21: skip the pass).
  if (!view.text.includes("@")) return [];
  const taken = new SpanCover(original.length);
  for (const f of found) taken.add(f.start, f.end);
  const keep: number[] = [];
  let text = "";
  for (let i = 0; i < view.text.length; i++) {
    const c = view.text[i] as string;
    if (/\s/.test(c)) continue;
    keep.push(i);
    text += c.toLowerCase();
  }
  const out: Finding[] = [];
  for (const m of text.matchAll(EMAIL)) {
    const at = m[0].indexOf("@");
    const labels = m[0].slice(at + 1).split(".");
    while (labels.length > 1 && !TLD.test(labels[labels.length - 1] as string)) labels.pop();
    if (labels.length < 2 || /[a-z0-9-]/.test(text[m.index + m[0].length] ?? "")) continue;
    if (reservedPass && reservedDomain(labels.join("."), false)) continue;
    const length = at + 1 + labels.join(".").length;
    const vStart = keep[m.index] as number;
    const vEnd = (keep[m.index + length - 1] as number) + 1;
    const removed = vEnd - vStart - length;
    if (removed * 2 < length - 1) continue;
    const orig = view.toOriginal(vStart, vEnd);
    if (taken.overlaps(orig.start, orig.end)) continue;
    out.push(
      makeFinding({
        kind: "detector",
        id: "email",
        category: "pii.email",
        start: orig.start,
        end: orig.end,
        score: 0.85,
        reason: "e-mail address, letter-spaced",
      }),
    );
  }
  return out;
}

/** A JSON string member `"key": "value"` (no escapes inside; bounded). */
const JSON_MEMBER = /"([^"\\\n]{1,64})"[ \t]{0,3}:[ \t]{0,3}"([^"\\\n]{1,254})"/g;
const LOCAL_SHAPE = /^(?!\.)[a-z0-9._%+-]{1,64}(?<!\.)$/;
const DOMAIN_SHAPE = /^[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,9}$/;
/** Field or column names that say a value is half of an address (several languages). */
const ADDRESS_PART_NAME = /mail|local|user|mailbox|domain|host|메일|도메인|メール|ドメイン|邮箱|郵箱|域名|correo|courriel|dominio|domaine/;

/** Whether `local` and `domain` read as the two halves of one address. */
function addressHalves(local: string, domain: string): boolean {
  if (!LOCAL_SHAPE.test(local) || !/[a-z]/.test(local) || !DOMAIN_SHAPE.test(domain)) return false;
  const tld = domain.slice(domain.lastIndexOf(".") + 1);
  return TLD.test(tld) && !reservedDomain(domain);
}

/**
 * An address split into its local part and its domain across two adjacent fields of a JSON
 * object (`"mail_local": "priya", "mail_domain": "clinic.org"`) or two adjacent cells of a
 * Markdown table row (`| priya | clinic.org |`): a reader joins them with an `@`. Counted only
 * when one of the two field names (or column headers) names an address part (`ADDRESS_PART_NAME`),
 * so a table of company names and their web sites passes. Spans are shadow offsets.
 */
function splitHalves(text: string): [number, number][] {
  const out: [number, number][] = [];
  if (text.includes('"')) {
    let prev: RegExpMatchArray | null = null;
    for (const m of text.matchAll(JSON_MEMBER)) {
      if (prev !== null && /^\s{0,8},\s{0,8}$/.test(text.slice((prev.index as number) + prev[0].length, m.index))) {
        const local = prev[2] as string;
        const domain = m[2] as string;
        if (addressHalves(local, domain) && (ADDRESS_PART_NAME.test(prev[1] as string) || ADDRESS_PART_NAME.test(m[1] as string))) {
          out.push([(prev.index as number) + prev[0].length - local.length - 1, m.index + m[0].length - 1]);
        }
      }
      prev = m;
    }
  }
  if (text.includes("|")) {
    let header: string[] = [];
    let offset = 0;
    const lines = text.split("\n");
    lines.forEach((line, row) => {
      const cells: { text: string; start: number; end: number }[] = [];
      let from = 0;
      for (let i = 0; i <= line.length; i++) {
        if (i === line.length || line[i] === "|") {
          const raw = line.slice(from, i);
          const lead = raw.length - raw.trimStart().length;
          cells.push({ text: raw.trim(), start: offset + from + lead, end: offset + from + lead + raw.trim().length });
          from = i + 1;
        }
      }
      const next = lines[row + 1] ?? "";
      if (/^\s*\|?\s*:?-{3,}/.test(next)) header = cells.map((c) => c.text);
      else if (cells.length >= 3) {
        for (let i = 0; i + 1 < cells.length; i++) {
          const a = cells[i]!;
          const b = cells[i + 1]!;
          if (addressHalves(a.text, b.text) && (ADDRESS_PART_NAME.test(header[i] ?? "") || ADDRESS_PART_NAME.test(header[i + 1] ?? ""))) out.push([a.start, b.end]);
        }
      }
      offset += line.length + 1;
    });
  }
  return out;
}

/**
 * Marks of a mailbox's local part that a word of prose never has: a `.`, `_` or `+` between two
 * letters or digits (`john.doe`, `j_doe`, `jane+news`), or a letter then a digit (`jdoe42`).
 */
const MAILBOX_MARK = /[a-z0-9][._+][a-z0-9]|[a-z][0-9]/;
/** A local part that starts with a digit or `v` and a digit: a version or a number (`v1.2.3`, `3.12`, `2024_q3`). */
const VERSION_LIKE = /^v?[0-9]/;
/**
 * A last segment that makes the word a file or a host name, not a mailbox (`node.js`,
 * `README.md`, `index.html`, `ASP.NET`, `acme.com`): common source, document and archive
 * extensions (IANA media-type registrations' file extensions) and the generic TLDs of
 * `SPELLED_TLD` that are not also name parts.
 */
const FILE_OR_HOST_SUFFIX = /\.(?:js|jsx|ts|tsx|mjs|cjs|py|rb|go|rs|java|kt|swift|cs|cpp|cc|c|h|hpp|php|pl|sh|ps1|bat|md|rst|txt|json|ya?ml|toml|ini|cfg|conf|xml|html?|css|scss|csv|tsv|pdf|docx?|xlsx?|pptx?|odt|rtf|png|jpe?g|gif|svg|webp|mp[34]|wav|zip|gz|tgz|tar|7z|rar|exe|dll|so|dmg|apk|iso|bin|log|lock|env|sql|db|net|com|org|io|dev|app|ai|gov|edu)$/;

/**
 * Whether an obfuscated match `s` at shadow offset `at`, whose only spelling is a prepositional
 * at-word (`AT_WEAK`: "at", "chez", 在) with a domain in plain dots, is an address. The rule:
 * prose puts a word before "at" ("meet at acme-corp.de", "available at example.com"); a
 * mailbox puts its local part there, which has a mark a word has not (`MAILBOX_MARK`:
 * `john.doe`, `jane_doe`, `jdoe42`). So the match counts when the word before the at-word is
 * shaped as a local part (ASCII, no leading or trailing dot) with such a mark, is no version or
 * number (`VERSION_LIKE`: `v1.2 at github.com`), no file or host name (`FILE_OR_HOST_SUFFIX`:
 * `node.js at nodejs.org`), no handle (`@jane_doe at mastodon.social`), and the domain is no
 * web location (no `www.` label first, no `/path` or `:port` after it).
 */
function mailboxBeforeWeakAt(text: string, at: number, s: string): boolean {
  const local = /^[^\s]+/.exec(s)?.[0] ?? "";
  if (!LOCAL_SHAPE.test(local) || !/[a-z]/.test(local) || !MAILBOX_MARK.test(local)) return false;
  if (VERSION_LIKE.test(local) || FILE_OR_HOST_SUFFIX.test(local) || text[at - 1] === "@") return false;
  const domain = domainOf(s);
  if (/^www\./.test(domain)) return false;
  return !/^[/:]/.test(text.slice(at + s.length, at + s.length + 1));
}

/**
 * Whether a reserved-domain address at original `[start, end)` passes: always under
 * `gate.email.reservedDomains: pass`; under `report` only in code (`inCode`).
 */
type ReservedRule = (original: string, fences: () => readonly number[], start: number, end: number) => boolean;
const RESERVED_PASS: ReservedRule = () => true;
const RESERVED_IN_CODE: ReservedRule = inCode;

function detectWith(shadow: Shadow, reservedPasses: ReservedRule): Finding[] {
  const findings: Finding[] = [];
  const taken = new SpanCover(shadow.original.length);
  const fences = fenceList(shadow.original);
  // Sound prefilters (issue 21): `EMAIL` holds a literal `@`; every `OBFUSCATED` match holds an
  // `@`, a bracket opening a bracketed at-token, or `SPELLED_AT` (`\s` + Latin/Hangul at-word
  // + `\s`, taken from its spaced branch's `\s{1,3}`, or a CJK at-word) — so a text with none
  // of them gives neither pattern a match. A property test runs the detector with and without.
  const may = emailMayMatch(shadow.text);
  const mayObfuscate = may.obfuscated;
  // ASCII addresses, then internationalised ones (a non-ASCII local part or domain) not already read.
  const plainMatches = function* (): Generator<{ m: RegExpExecArray; intl: boolean }> {
    if (!may.plain) return;
    for (const m of shadow.text.matchAll(EMAIL)) yield { m, intl: false };
    if (NON_ASCII.test(shadow.text)) for (const m of shadow.text.matchAll(EMAIL_INTL)) if (NON_ASCII.test(m[0])) yield { m, intl: true };
  };
  for (const { m, intl } of plainMatches()) {
    const at = m[0].indexOf("@");
    const local = m[0].slice(0, at);
    // A local part cannot start or end with a dot (RFC 5322 dot-atom).
    if (local.startsWith(".") || local.endsWith(".")) continue;
    // A label longer than 63 characters ran on past the match: no address.
    if ((intl ? /[\p{L}\p{M}\p{N}-]/u : /[a-z0-9-]/i).test(shadow.text[m.index + m[0].length] ?? "")) continue;
    const labels = m[0].slice(at + 1).split(LABEL_SEPARATOR);
    const tldOk = intl ? TLD_INTL : TLD;
    while (labels.length > 1 && !tldOk.test(labels[labels.length - 1] as string)) labels.pop();
    if (labels.length < 2) continue;
    // The labels kept, with the separators as written.
    const length = at + 1 + labels.reduce((n, l) => n + l.length, 0) + labels.length - 1;
    const orig = shadow.toOriginal(m.index, m.index + length);
    if (intl && taken.overlaps(orig.start, orig.end)) continue;
    taken.add(orig.start, orig.end);
    // `git@github.com:org/repo.git`: user@host then `:path` is an SCP-style remote (ssh, scp,
    // rsync, git), a login on a host — no mailbox.
    if (REMOTE_PATH.test(shadow.text.slice(m.index + length, m.index + length + 256))) continue;
    // `ssh://git@host/…`, `ftp://user:pw@host`: the userinfo of a URL (RFC 3986 §3.2.1) is a
    // login on that host, no mailbox (a password there is the secret detectors' to judge).
    if (URL_USERINFO_BEFORE.test(shadow.text.slice(Math.max(0, m.index - 80), m.index))) continue;
    // `@user@instance.social`: an `@` right before the local part (and no address character
    // before that) makes a fediverse handle (ActivityPub / WebFinger acct, RFC 7565) — a public
    // name for following an account, published by its owner like a social-media @handle, not
    // a mailbox (docs/gate.md). A mail provider's domain hosts no such server: still an address.
    if (fediverseHandle(shadow.text, m.index, labels.join("."))) continue;
    if (reservedDomain(labels.join(".")) && reservedPasses(shadow.original, fences, orig.start, orig.end)) continue;
    findings.push(
      makeFinding({
        kind: "detector",
        id: "email",
        category: "pii.email",
        start: orig.start,
        end: orig.end,
        score: 0.95,
        reason: intl ? "e-mail address, internationalised (RFC 6531 local part or IDN domain)" : "e-mail address",
      }),
    );
  }
  const obfuscated = new RegExp(OBFUSCATED.source, OBFUSCATED.flags);
  for (let m = mayObfuscate ? obfuscated.exec(shadow.text) : null; m !== null; m = obfuscated.exec(shadow.text)) {
    const s = m[0];
    // A rejected candidate may hide an address that starts inside it (`her at jane dot doe at
    // acme dot com`): the next search starts after its local part (an accepted one skips it whole).
    obfuscated.lastIndex = m.index + Math.max(1, /^[a-z0-9._%+-]*/.exec(s)?.[0].length ?? 1);
    // Plain addresses were found above; this pass is for bracketed or spaced spellings only.
    const dashed = DASHED_AT.test(s);
    if (!/[[({<]|\s/.test(s) && !SPELLED_AT.test(s) && !dashed) continue;
    // A dashed at (`_at_`) is an identifier's word unless a dot is dashed or spelled too.
    if (dashed && !DASHED_DOT.test(s) && !SPELLED_DOT.test(s) && !/[[({<]/.test(s)) continue;
    // A local part in another script (`名前 at …`) needs a sign word or an at-sign, not 在.
    if (/[^\x00-\x7f]/.test(/^[^\s@[({<_-]*/.exec(s)?.[0] ?? "") && /在/.test(s) && !/@/.test(s)) continue;
    // `word @name.attr` — whitespace before a bare `@` and none after — is a decorator or a
    // mention (`@app.route`, `@pytest.mark.skip`), not a spaced-out at-sign.
    if (/\s@[a-z0-9]/.test(s) && !/@\s/.test(s)) continue;
    // A domain of one label ends in "dot com" said as one word (`naver 닷컴`), or is no domain.
    const dotCom = DOT_COM.exec(shadow.text.slice(m.index + s.length, m.index + s.length + 8))?.[0] ?? "";
    if (!domainOf(s).includes(".") && !dotCom) continue;
    const from = SPELLED_AT.test(s) || /[[({<]/.test(s) ? localStart(shadow.text, m.index) : m.index;
    // A prepositional "at" / 在 counts only with a spelled or bracketed dot too (`john at
    // example dot com`), never "look at example.com", and never with a determiner for a domain.
    if (WEAK_AT.test(s)) {
      // The spelled dot may be in the local part (`jane dot doe at acme.com`) or be "dot com"
      // said as one word; with plain dots only, the word before the "at" must read as a
      // mailbox's local part (`john.doe at acme-corp.de`, `mailboxBeforeWeakAt`).
      if (!SPELLED_DOT.test(s) && !/[[({<]/.test(s) && !dotCom && from === m.index && !mailboxBeforeWeakAt(shadow.text, m.index, s)) continue;
      const domain = /\s(?:at|chez)\s{1,3}([a-z0-9-]+)/.exec(s)?.[1] ?? "";
      if (PROSE_DOMAIN.test(domain)) continue;
    }
    const span = shadow.toOriginal(m.index, m.index + s.length);
    if (reservedDomain(domainOf(s), false) && reservedPasses(shadow.original, fences, span.start, span.end)) continue;
    // The last label of the domain as read (a dashed dot inside a label, `firma-dot-de`, splits it).
    const domain = domainOf(s);
    const tld = dotCom ? "com" : domain.slice(domain.lastIndexOf(".") + 1);
    // A spelled dot before a word ("… dot the station") is prose unless the word is a
    // country code or a common generic TLD.
    if ((SPELLED_DOT.test(s) || DASHED_DOT.test(s)) && !dotCom && !SPELLED_TLD.test(tld)) continue;
    // `look_at_this_dot_com`: a dashed at before a determiner is an identifier's words.
    if (dashed && PROSE_DOMAIN.test(/[-_][a-z]+[-_]([a-z0-9]+)/.exec(s.slice(s.search(DASHED_AT)))?.[1] ?? "")) continue;
    if (!TLD.test(tld)) continue;
    const orig = shadow.toOriginal(from, m.index + s.length + dotCom.length);
    if (taken.overlaps(orig.start, orig.end)) continue;
    taken.add(orig.start, orig.end);
    obfuscated.lastIndex = m.index + s.length + dotCom.length;
    findings.push(
      makeFinding({
        kind: "detector",
        id: "email",
        category: "pii.email",
        start: orig.start,
        end: orig.end,
        score: 0.85,
        reason: `e-mail address, obfuscated spelling ([at] / [dot] / spaced${from < m.index ? "; local part's dots spelled too" : ""})`,
      }),
    );
  }
  if (shadow.original.includes("@") || shadow.original.includes("＠")) findings.push(...letterSpaced(shadow.original, findings, reservedPasses === RESERVED_PASS));
  // Addresses written backwards or with a comma for a dot (`email-variants.ts`).
  for (const v of [...backwardsAddresses(shadow.text), ...commaDottedAddresses(shadow.text)]) {
    const orig = shadow.toOriginal(v.start, v.end);
    if (taken.overlaps(orig.start, orig.end)) continue;
    if (reservedDomain(v.address.slice(v.address.indexOf("@") + 1), false) && reservedPasses(shadow.original, fences, orig.start, orig.end)) continue;
    taken.add(orig.start, orig.end);
    findings.push(makeFinding({ kind: "detector", id: "email", category: "pii.email", start: orig.start, end: orig.end, score: 0.85, reason: `e-mail address, ${v.how}` }));
  }
  for (const [s, e] of splitHalves(shadow.text)) {
    const orig = shadow.toOriginal(s, e);
    if (taken.overlaps(orig.start, orig.end)) continue;
    findings.push(
      makeFinding({ kind: "detector", id: "email", category: "pii.email", start: orig.start, end: orig.end, score: 0.75, reason: "e-mail address split into local part and domain across adjacent fields or cells" }),
    );
  }
  return findings;
}

/**
 * Mailbox providers' domains (their own published mail domains): an `@name@` one of them is an
 * address with an `@` typed before it, not a fediverse handle.
 */
const MAIL_PROVIDER = /^(?:g(?:oogle)?mail|outlook|hotmail|live|msn|yahoo|ymail|icloud|me|mac|aol|gmx|web|t-online|proton(?:mail)?|pm|naver|daum|hanmail|kakao|nate|qq|163|126|yeah|sina|foxmail|yandex|mail|rambler|orange|free|laposte|libero|virgilio|wp|o2|onet|interia|seznam|zoho|fastmail|tutanota|tuta|hey)\.[a-z.]{2,12}$/;

/** Whether the address at `at` in `text` is written as a fediverse handle (`@user@host`), per `MAIL_PROVIDER`. */
function fediverseHandle(text: string, at: number, domain: string): boolean {
  if (text[at - 1] !== "@" && text[at - 1] !== "\uff20") return false;
  const before = text[at - 2];
  if (before !== undefined && /[a-z0-9._%+-]/.test(before)) return false;
  return !MAIL_PROVIDER.test(domain);
}

/**
 * The `:path` of an SCP-style remote (`host:org/repo.git`, `host:~/backups/`, `host:repo.git`):
 * a colon, then a path of URL-safe characters holding a `/` or ending in `.git`.
 */
const REMOTE_PATH = /^:(?:~?[A-Za-z0-9._-]{0,100}\/[A-Za-z0-9._~/-]{0,150}|[A-Za-z0-9._-]{1,100}\.git)(?![A-Za-z0-9@])/;

/**
 * What stands before the userinfo of a URL: a scheme, `//`, and an optional `user:` whose
 * password part the match began after (RFC 3986 §3.2: `scheme "://" [userinfo "@"] host`).
 * Anchored at the end of a bounded slice.
 */
const URL_USERINFO_BEFORE = /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]{1,30}:\/\/(?:[a-z0-9._~%!$&'()*+,;=-]{0,64}:)?$/;

/** The e-mail detector (category `pii.email`, block code `ERR_LEAK_PII`). */
export const emailDetector: DetectorSpec = {
  id: "email",
  category: "pii.email",
  code: "ERR_LEAK_PII",
  label: "EMAIL",
  patterns: [EMAIL, TLD_SHAPE, FILE_EXTENSION, EMAIL_INTL, TLD_INTL_SHAPE, LABEL_SEPARATOR, NON_ASCII, MAILBOX_MARK, VERSION_LIKE, FILE_OR_HOST_SUFFIX, OBFUSCATED, DASHED_AT, DASHED_DOT, AT_TOKEN, SPELLED_AT, SPELLED_DOT, WEAK_AT, PROSE_DOMAIN, SPELLED_TLD, AT_PREFIX, LOCAL_AND_AT, DOT_SEPARATOR, JSON_MEMBER, LOCAL_SHAPE, DOMAIN_SHAPE, ADDRESS_PART_NAME, LOCAL_DOT_BEFORE, DOT_COM, REMOTE_PATH, URL_USERINFO_BEFORE, MAIL_PROVIDER, ...EMAIL_VARIANT_PATTERNS],
  compile(config: RampartConfig): CompiledDetector {
    const reservedPasses = config.gate.email.reservedDomains === "pass" ? RESERVED_PASS : RESERVED_IN_CODE;
    return { id: "email", category: "pii.email", code: "ERR_LEAK_PII", label: "EMAIL", window: EMAIL_WINDOW, hold, holdOriginal, detect: (shadow) => detectWith(shadow, reservedPasses) };
  },
};
