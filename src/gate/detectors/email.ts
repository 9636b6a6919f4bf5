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
import { makeFinding, type Finding } from "../../core/light.js";
import type { Shadow } from "../../boundary/index.js";
import type { CompiledDetector, DetectorSpec } from "../types.js";
import { caseView } from "../view.js";
import { SpanCover } from "../spans.js";

const LOCAL = "a-z0-9._%+\\-";
/**
 * Local part, `@`, then 2–10 dot-separated labels. Each label is followed by a dot or ends the
 * match, so there is one way to match (no backtracking between labels); the top-level domain
 * is checked in code (`TLD`), dropping trailing labels until one qualifies.
 */
const EMAIL = new RegExp(`(?<![${LOCAL}])[${LOCAL}]{1,64}@[a-z0-9\\-]{1,63}(?:\\.[a-z0-9\\-]{1,63}){1,9}`, "gi");
const TLD = /^(?:[a-z]{2,24}|xn--[a-z0-9]{1,59})$/;
/** An at-sign or a bracketed at-token: `@`, `[at]`, `(at)`, `{@}`, `<at>`, `[ at ]`, `(골뱅이)`. */
const AT_SYMBOL = "(?:@|[\\[({<]\\s{0,2}(?:at|@|골뱅이|앳|arroba|arobase|chez|klammeraffe|アット|艾特)\\s{0,2}[\\])}>])";
/** Spelled at-words, only between spaces: `at`, Korean 골뱅이 ("snail", the usual name of @) and 앳. */
const AT_WORD = "(?:at|골뱅이|앳|arroba|arobase|アット|艾特)";
/** A dot or a bracketed dot-token: `.`, `[dot]`, `(dot)`, `<dot>`, `[.]`, `(점)`. */
const DOT_SYMBOL = "(?:\\.|[\\[({<]\\s{0,2}(?:dot|\\.|점|닷|punto|point|punkt|ドット|点)\\s{0,2}[\\])}>])";
/** Spelled dot-words, only between spaces: `dot`, Korean 점 and 닷. */
const DOT_WORD = "(?:dot|점|닷|punto|punkt|ドット)";
const LABEL = "[a-z0-9\\-]{1,63}";
/**
 * Obfuscated address: local part, an at (symbol with optional spacing, or a word between
 * spaces), then 2–9 labels joined by dots of either kind. Every alternative starts with a
 * different character class or needs a space the labels cannot hold, and every repeat is
 * bounded: linear.
 */
const OBFUSCATED = new RegExp(
  `(?<![${LOCAL}])[${LOCAL}]{1,64}(?:\\s{0,3}${AT_SYMBOL}\\s{0,3}|\\s{1,3}${AT_WORD}\\s{1,3})${LABEL}(?:(?:\\s{0,3}${DOT_SYMBOL}\\s{0,3}|\\s{1,3}${DOT_WORD}\\s{1,3})${LABEL}){1,8}`,
  "g",
);
/** A spelled at-word or dot-word in a match (the prose check below applies). */
const SPELLED_AT = new RegExp(`\\s${AT_WORD}\\s`);
const SPELLED_DOT = new RegExp(`\\s${DOT_WORD}\\s`);
/**
 * Words that make "… at this dot com …" prose rather than an address: a domain never starts
 * with a determiner or pronoun.
 */
/** TLDs a spelled dot may end on: any two letters (country codes) or a common generic TLD. */
const SPELLED_TLD = /^(?:[a-z]{2}|com|net|org|edu|gov|mil|int|info|biz|name|pro|app|dev|io|ai|xyz|online|site|tech|cloud|email|mail|company|group)$/;
const PROSE_DOMAIN = /^(?:this|that|the|a|an|my|your|our|their|his|her|its|some|any|one)$/;
/** 64 (local) + 1 + 254 (domain), RFC 5321 §4.5.3.1. */
export const EMAIL_WINDOW = 320;
/** An at-sign, an at-token or the start of one, in the shadow (lower case, fullwidth folded). */
const AT_TOKEN = /(?:@|[[({<]\s{0,2}(?:at|@|arroba|arobase)|\s(?:at|arroba|arobase)\s|골뱅|앳)/g;

/** A local-part character of the shadow (lower case). */
const isLocal = (c: string | undefined) => c !== undefined && /[a-z0-9._%+-]/.test(c);
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
  while (k > runStart && isLocal(text[k - 1])) k -= 1;
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
    while (k > runStart && isLocal(text[k - 1])) k -= 1;
    if (k < j) start = Math.min(start, k);
  }
  // Letter spacing: single local-part characters apart by spaces.
  let p = start;
  for (let n = 0; n < EMAIL_WINDOW && p >= 2 && /\s/.test(text[p - 1] as string) && isLocal(text[p - 2]) && (p < 3 || /\s/.test(text[p - 3] as string)); n++) p -= 2;
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
function letterSpaced(original: string, found: readonly Finding[]): Finding[] {
  const view = caseView(original);
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

function detect(shadow: Shadow): Finding[] {
  const findings: Finding[] = [];
  const taken = new SpanCover(shadow.original.length);
  for (const m of shadow.text.matchAll(EMAIL)) {
    const at = m[0].indexOf("@");
    const local = m[0].slice(0, at);
    // A local part cannot start or end with a dot (RFC 5322 dot-atom).
    if (local.startsWith(".") || local.endsWith(".")) continue;
    // A label longer than 63 characters ran on past the match: no address.
    if (/[a-z0-9-]/i.test(shadow.text[m.index + m[0].length] ?? "")) continue;
    const labels = m[0].slice(at + 1).split(".");
    while (labels.length > 1 && !TLD.test(labels[labels.length - 1] as string)) labels.pop();
    if (labels.length < 2) continue;
    const length = at + 1 + labels.join(".").length;
    const orig = shadow.toOriginal(m.index, m.index + length);
    taken.add(orig.start, orig.end);
    findings.push(
      makeFinding({
        kind: "detector",
        id: "email",
        category: "pii.email",
        start: orig.start,
        end: orig.end,
        score: 0.95,
        reason: "e-mail address",
      }),
    );
  }
  for (const m of shadow.text.matchAll(OBFUSCATED)) {
    const s = m[0];
    // Plain addresses were found above; this pass is for bracketed or spaced spellings only.
    if (!/[[({<]|\s/.test(s)) continue;
    // A spelled "at" counts only with a spelled or bracketed dot too (`john at example dot
    // com`), never "look at example.com", and never with a determiner for a domain.
    if (SPELLED_AT.test(s)) {
      if (!SPELLED_DOT.test(s) && !/[[({<]/.test(s)) continue;
      const domain = /\s(?:at|골뱅이|앳)\s{1,3}([a-z0-9-]+)/.exec(s)?.[1] ?? "";
      if (PROSE_DOMAIN.test(domain)) continue;
    }
    const tld = /([a-z0-9-]+)$/.exec(s)?.[1] ?? "";
    // A spelled dot before a word ("… dot the station") is prose unless the word is a
    // country code or a common generic TLD.
    if (SPELLED_DOT.test(s) && !SPELLED_TLD.test(tld)) continue;
    if (!/^(?:[a-z]{2,24}|xn--[a-z0-9]{1,59})$/.test(tld)) continue;
    const orig = shadow.toOriginal(m.index, m.index + s.length);
    if (taken.overlaps(orig.start, orig.end)) continue;
    taken.add(orig.start, orig.end);
    findings.push(
      makeFinding({
        kind: "detector",
        id: "email",
        category: "pii.email",
        start: orig.start,
        end: orig.end,
        score: 0.85,
        reason: "e-mail address, obfuscated spelling ([at] / [dot] / spaced)",
      }),
    );
  }
  if (shadow.original.includes("@") || shadow.original.includes("＠")) findings.push(...letterSpaced(shadow.original, findings));
  return findings;
}

/** The e-mail detector (category `pii.email`, block code `ERR_LEAK_PII`). */
export const emailDetector: DetectorSpec = {
  id: "email",
  category: "pii.email",
  code: "ERR_LEAK_PII",
  label: "EMAIL",
  patterns: [EMAIL, TLD, OBFUSCATED, AT_TOKEN, SPELLED_AT, SPELLED_DOT, PROSE_DOMAIN, SPELLED_TLD, AT_PREFIX],
  compile(): CompiledDetector {
    return { id: "email", category: "pii.email", code: "ERR_LEAK_PII", label: "EMAIL", window: EMAIL_WINDOW, hold, holdOriginal, detect };
  },
};
