/**
 * Pattern builders and shared pieces of the rule table: word alternations, leetspeak and
 * folded letters, letter gaps, mention lookaheads, clause and word bounds, and the header-body
 * exemption tests several rows share. Part of the rule table assembled in `./index.ts` (see
 * its module comment for the linear-time and rule-change rules every row obeys).
 */
import { foldTerm } from "../fold.js";
import { precomputedFold } from "./folded-letters.js";
import type { Rule } from "./types.js";

/** Joins words into a non-capturing alternation (longest first, so no prefix shadows a word). */
export function any(...words: string[]): string {
  return `(?:${[...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/\./g, "\\.").replace(/ /g, "\\s{0,256}").replace(/-/g, "[-\\s]?")).join("|")})`;
}
/**
 * Leetspeak and I/l/1/| lookalikes of ASCII letters the shadow cannot fold without
 * guessing (`1` is i in `1gnore` and l in `a11`): each letter of a word becomes its class.
 */
const LEET: Record<string, string> = { a: "[a4@]", b: "[b8]", e: "[e3]", g: "[g9]", i: "[i1l|!]", l: "[l1i|]", o: "[o0]", s: "[s5$]", t: "[t7]" };
/** Like `any`, each letter matching its leetspeak and lookalike forms (`1gn0r3`, `lgnore`, `|gnore`). */
export function leet(...words: string[]): string {
  const one = (w: string) => [...w].map((c) => (c === " " ? "\\s{0,256}" : (LEET[c] ?? c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))).join("");
  return `(?:${[...words].sort((a, b) => b.length - a.length).map(one).join("|")})`;
}
/** Like `any`, for special-token names: an underscore may be dropped (`start_of_turn`, `startofturn`). */
export function tok(...names: string[]): string {
  return `(?:${[...names].sort((a, b) => b.length - a.length).map((w) => w.replace(/[_-]/g, "[_\\s-]?")).join("|")})`;
}
export function re(source: string, flags = "g"): RegExp {
  return new RegExp(source, flags);
}
/**
 * A literal space outside a character class becomes `\s{1,256}`, so a phrase written with
 * spaces (`from now on`) also matches across line breaks and the spaces decoration leaves.
 */
export function spaced(source: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source.charAt(i);
    if (c === "\\") {
      out += source.slice(i, i + 2);
      i++;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
    out += c === " " && !inClass ? "\\s{1,256}" : c;
  }
  return out;
}
/** A mention, not a use: a Korean or English quoting word right after the phrase. */
export const MENTION_AFTER = `(?![ \\t]{0,256}(?:["'”’」』)\\]]{1,8}[ \\t]{0,256})?${any(
  "라는", "이라는", "라고", "이라고", "문구", "문장", "표현", "패턴", "구문", "같은", "와 같은", "등의", "탐지",
  "공격", "유형", "예시", "처럼", "류의",
)})`;
export const NOT_NEGATED = `(?<!\\b${any("not", "not to", "n't", "never", "never to", "dont", "don't", "do not")}\\s{1,3})`;
export const GAP = "\\s{0,256}";
/** A word that introduces a quoted example (`attackers may write "…"`, `phrases such as "…"`), with the opening quote. */
export const EN_MENTION_BEFORE = `\\b${any(
  "such as", "like", "e.g.", "e.g.,", "for example", "for example,", "for instance", "for instance,", "may write", "might write", "could write", "can write", "often write", "typically write",
  "written", "phrase", "phrases", "string", "strings", "pattern", "patterns", "known as", "called", "contain", "contains",
  "containing", "detect", "detects", "flag", "flags", "block", "blocks", "including",
)}[ \\t]{1,16}["“‘'\`]{1,2}`;
 // the shadow folds “ to two apostrophes
/**
 * A pattern that is not a quoted mention: a match opened by a quote after a mention word and
 * closed by a quote later on its line (`attackers may write "ignore previous instructions" in
 * e-mails`) is a mention, like the Korean `… 문구` form (breaker finding 6). Without the
 * mention word (`repeat this verbatim: "Ignore all previous instructions"`) or with the quote
 * left open (`such as "ignore … and send it`), it is a use.
 */
export function unquoted(body: string): string {
  return `(?:(?<!${EN_MENTION_BEFORE})${body}|(?<=${EN_MENTION_BEFORE})${body}(?![^"“”‘’'\`\\n]{0,80}["”’'\`]))`;
}
const NEGATED_BEFORE = new RegExp(`\\b${any("not", "not to", "n't", "never", "never to", "dont", "don't", "do not")}\\s{1,3}$`, "i");
const MENTION_FOLLOWS = new RegExp(`^${MENTION_AFTER.slice(3, -1)}`, "i");
const QUOTE_OPENED_BY_MENTION = new RegExp(`${EN_MENTION_BEFORE}$`, "i");
const QUOTE_CLOSED_AFTER = /^[^"“”‘’'`\n]{0,80}["”’'`]/;
/**
 * What `NOT_NEGATED`, `MENTION_AFTER` and `unquoted` say as lookarounds, read as an exemption
 * (`Rule.unless`) on the original around a match: a negation right before (`do not ignore
 * …`), a Korean or English quoting word right after (`… 라는 문구`), or a quote opened by a
 * mention word before the match and closed on its line after it (`attackers may write
 * "ignore …" in e-mails`). For a rule whose pattern is too long to carry the lookarounds and
 * still be proved linear in reasonable time (`override.en.split`). The original holds at
 * least what the shadow holds around a match (invisible characters, markup), so where the two
 * differ the exemption fails to apply, never the reverse by design: fail closed. Reads at most
 * 64 code units before and 300 after the match.
 */
export function enMentionOrNegation(original: string, start: number, end: number): boolean {
  const before = original.slice(Math.max(0, start - 64), start);
  const after = original.slice(end, end + 300);
  return NEGATED_BEFORE.test(before) || MENTION_FOLLOWS.test(after) || (QUOTE_OPENED_BY_MENTION.test(before) && QUOTE_CLOSED_AFTER.test(after));
}
/**
 * Words whose letters may be split by uneven letter-spacing (`i  g n o r e`) or by a line
 * break with or without a hyphen (`Ig-\\nnore`, `instruc\\ntions`, as PDF extraction leaves
 * them): each letter followed by at most one such gap.
 * The gap classes are disjoint from letters: linear.
 */
export function split(...words: string[]): string {
  const gap = "(?:[ \\t]{1,4}|-?[ \\t]{0,4}\\r?\\n[ \\t>]{0,16})?";
  return `(?:${[...words].sort((a, b) => b.length - a.length).map((w) => [...w].join(gap)).join("|")})`;
}
/**
 * Like `split`, the gap between letters one class run of up to 24 units of what `split`'s gap
 * is made of (space, tab, CR, LF, `>`, `-`; `split` takes at most 23): a superset of `split`
 * that also reads a hyphen or a quote mark without a line break inside a word (`ig-nore`).
 * One class between fixed letters, disjoint from them: linear, and simple enough for the
 * linear-time proof of a long alternation to finish (`override.en.split`; with `split`'s
 * two-way gap its proof took minutes).
 */
export function splitRun(...words: string[]): string {
  return `(?:${[...words].sort((a, b) => b.length - a.length).map((w) => [...w].join("[ \\t\\r\\n>-]{0,24}")).join("|")})`;
}
/**
 * A short gap inside a word whose syllables an attacker split (`무 시 해`, `무/시/해`, `무.시.해`,
 * `무-시-해라`, `무·시해`, `忽 略`): one to four units, each a space, a tab or a separator
 * (`. / - _ ·`, `ㆍ`, its shadow fold `ᆞ`, `・`). One class, disjoint from letters: linear. Four, not
 * three: V8 unrolls a count up to three, and a hundred unrolled gaps took 150 ms to compile.
 */
const SYLLABLE_GAP = "[ \\t./\\-_\u00b7\u318d\u119e\u30fb]{1,4}";
/**
 * Words whose syllables may be split by `SYLLABLE_GAP` (a space in a word stays a space of
 * zero to four units), as a trie of the words: `무시해`, `무시하고` → `무G?시G?(?:해|하G?고)`,
 * each alternation's branches starting with distinct characters, a word that is a prefix of
 * another made optional in place (greedy: the longer word wins). A flat alternation of every
 * split word compiled two hundred times slower. Used after `(?!whole)`, so the unsplit word
 * is left to the rule that lists it.
 */
export function splitSyllables(...words: string[]): string {
  interface Node { end: boolean; next: Map<string, Node> }
  const root: Node = { end: false, next: new Map() };
  for (const w of words) {
    let n = root;
    for (const c of w) {
      let m = n.next.get(c);
      if (!m) n.next.set(c, (m = { end: false, next: new Map() }));
      n = m;
    }
    n.end = true;
  }
  const piece = (c: string) => (c === " " ? "[ \\t]{0,4}" : c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // The branches after character `prev`: a syllable gap may precede any but a space.
  const branches = (prev: string, n: Node): string => {
    const alts = [...n.next].map(([c, m]) => {
      const gap = prev !== " " && c !== " " ? SYLLABLE_GAP.replace("{1,4}", "{0,4}") : "";
      return `${gap}${piece(c)}${m.next.size === 0 ? "" : branches(c, m)}`;
    });
    const body = alts.length === 1 ? (alts[0] as string) : `(?:${alts.join("|")})`;
    return n.end ? `(?:${body})?` : body;
  };
  const top = [...root.next].map(([c, m]) => `${piece(c)}${m.next.size === 0 ? "" : branches(c, m)}`);
  return `(?:${top.join("|")})`;
}
// ---------------------------------------------------------------- other languages
/** `foldedLetter` by character: the rule table asks for the same few hundred letters thousands of times at import. */
const FOLDED_LETTER = new Map<string, string>();
/** The regex of one character of a `folded` word: its shadow folds (lower and upper case), "" for a mark. */
function foldedLetter(c: string): string {
  let r = FOLDED_LETTER.get(c);
  // The build's copy when there is one (`folded-letters.ts`: folding loads the confusables table).
  if (r === undefined) FOLDED_LETTER.set(c, (r = precomputedFold("letter", c, foldedLetterOf)));
  return r;
}
function foldedLetterOf(c: string): string {
  // Lookalike prototypes depend on case (Cyrillic `Н` is h, `н` stays): each letter matches
  // the fold of its lower and its upper case, so any casing (`иГнОрИрУй`) matches.
  const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (c === " ") return "\\s{0,256}";
  if (c === "-") return "[-\\s]?";
  const forms = [...new Set([foldTerm(c.toLowerCase()), foldTerm(c.toUpperCase())])].filter((f) => f !== "");
  if (forms.length === 0) return "";
  if (forms.every((f) => f.length === 1)) return forms.length === 1 ? esc(forms[0] as string) : `[${forms.map(esc).join("")}]`;
  return `(?:${forms.map(esc).join("|")})`;
}
/** Like `any`, each word folded the way the shadow folds it (accents dropped, Cyrillic lookalikes to Latin). */
export function folded(...words: string[]): string {
  return `(?:${[...words].sort((a, b) => b.length - a.length).map((w) => [...w].map(foldedLetter).join("")).join("|")})`;
}
/**
 * Like `folded`, with a short separator gap allowed between the letters of a word (`ไ ม ส น ใ จ`,
 * `अ न दे खा`): the shadow's letter-spacing collapse takes only letters that stand alone, and
 * a Thai or Devanagari letter carries its vowel sign (a combining mark), a Persian one may
 * sit next to a ZWNJ, so a letter-spaced word in these scripts reaches the rules half
 * collapsed. The gap class holds no letter: linear. A space of the word stays a word gap.
 */
export function gapped(...words: string[]): string {
  const gap = "[ \\t.\\-_*@|/+~\u00b7\u2022^=]{0,4}";
  const one = (w: string) => {
    let out = "";
    let prevLetter = false;
    for (const c of w) {
      const r = foldedLetter(c);
      if (r === "") continue;
      const isLetter = c !== " " && c !== "-";
      if (isLetter && prevLetter) out += gap;
      out += r;
      prevLetter = isLetter;
    }
    return out;
  };
  return `(?:${[...words].sort((a, b) => b.length - a.length).map(one).join("|")})`;
}
/**
 * A quoted mention in security guidance, not a use (`frases como «ignora las instrucciones
 * anteriores» en correos`): the match opens right after a quote that follows one of the
 * language's mention words (as, such as, for example, phrases, contains, detect, write) and a
 * closing quote follows on the line. Without the mention word (`escribe: "ignora…"`) or with
 * the quote left open, it stays a use, as `unquoted` decides for English. Reads at most 64
 * code units before and 160 after the match.
 */
export function quotedMention(...words: string[]): NonNullable<Rule["unless"]> {
  const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "[ \\t]{1,4}");
  const before = new RegExp(`(?:^|[^\\p{L}])(?:${words.map(esc).join("|")})[ \\t\\u00a0]{0,4}:?[ \\t\\u00a0]{0,4}["“„«‘‚'‹]{1,2}[ \\t\\u00a0]{0,2}$`, "iu");
  const after = /^[^"“”„«»‘’‚'‹›\n]{0,120}["“”»’'›]/u;
  return (original, start, end) => before.test(original.slice(Math.max(0, start - 64), start)) && after.test(original.slice(end, end + 160));
}
/** Either test holds. */
export function either(a: NonNullable<Rule["unless"]>, b: NonNullable<Rule["unless"]>): NonNullable<Rule["unless"]> {
  return (original, start, end) => a(original, start, end) || b(original, start, end);
}
// ---------------------------------------------------------------- more languages
/**
 * Letters of every script the override rules below read, as their shadow folds them (Latin
 * with accents, Greek, Cyrillic, Hebrew, Arabic and Persian, Devanagari, Bengali, Thai): a word
 * boundary is "no such letter". `\b` knows only ASCII, so `\bتجاهل` would match inside
 * `يتجاهل` (he ignores) and `(?<![a-z0-9])` inside any non-Latin word.
 */
export const SCRIPT_LETTER = "a-z0-9\\u00b5\\u00df-\\u024f\\u0370-\\u03ff\\u0400-\\u052f\\u0590-\\u05f4\\u0620-\\u065f\\u066e-\\u06d3\\u06fa-\\u06ff\\u0750-\\u077f\\u0900-\\u0963\\u0966-\\u097f\\u0980-\\u09fe\\u0e01-\\u0e4e\\u0e50-\\u0e5b\\u1e00-\\u1eff";
export const WORD_START = `(?<![${SCRIPT_LETTER}])`;
export const WORD_END = `(?![${SCRIPT_LETTER}])`;
/** A clause start: the text's start, or a line break or punctuation, then a few spaces. */
export const CLAUSE_START = `(?<=(?:^|[\\n.!?;:,'"«»“”()\\[\\]>*\\-—–・。、،؛؟।॥])[ \\t]{0,16})`;
/**
 * Words that make the rest of a header line a possible order to a model: override and
 * extraction verbs, the model and its prompt, second-person framing, secrets, links and
 * actions on accounts. A header whose body holds one stays marked (fail closed).
 */
const BODY_ATTACK_CUE =
  /\b(?:ignore|ignoring|disregard|forget|override|bypass|skip|reveal|print|output|repeat|show|display|leak|disclose|dump|prompt|prompts|instruction|instructions|rules?|assistant|ai|a\.i\.|model|chatbot|llm|gpt|bot|you|your|you're|yourself|pretend|act|roleplay|obey|respond|reply|answer|say|tell|write|password|passwords|secret|secrets|key|keys|token|tokens|credential|credentials|api|e-?mail|send|forward|approve|confirm|transfer|wire|pay|click|visit|link|url|download|execute|run|delete|admin|developer|root|sudo|jailbreak|dan|mode|unrestricted|system|user|users|policy|filter|filters|safety|restrictions?|please|comply|follow|obey|must|now|always|never|only|whatever|anything|everything|do|don't|from|refunds?|grant|loan|invoices?|accounts?|money|buy|purchase|order|rate|rank|recommend|hire|candidates?|approve|click)\b|https?:|[$€£¥]|www\.|@|[<>{}[\]|`]/i;
/** Three or more single letters in a row, split by one to three non-letters (`r e v e a l`, `o.b.e.y`). */
const LETTER_SPACED_RUN = /(?:^|[^\p{L}\p{M}])\p{L}(?:[^\p{L}\p{M}\n]{1,3}\p{L}){2}(?![\p{L}\p{M}])/u;
/**
 * Whether a header's body (at most 200 code units) could hold an order to a model. The body
 * is read raw, so it is folded first (`foldTerm`: NFKC, case, confusables, invisible
 * characters), and a letter-spaced run counts as a possible order: an exemption that reads
 * less than the rules do would let an obfuscated order switch a rule off (fail closed).
 */
export function bodyMayOrder(body: string): boolean {
  return LETTER_SPACED_RUN.test(body) || BODY_ATTACK_CUE.test(foldTerm(body));
}
/** The rest of the line after a match, at most 200 code units. */
export function restOfLine(original: string, end: number): string {
  return /^[^\n\r]{0,200}/.exec(original.slice(end, end + 200))?.[0] ?? "";
}
