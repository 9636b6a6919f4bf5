/**
 * Configured terms that must never appear in an answer: internal code names
 * (`gate.codeNames`) and further blocked terms (`gate.blockedTerms`), seed 002 ("내부
 * 코드명"). Both the answer and each term are folded by the evidence boundary's shadow
 * (one normaliser for the whole project), so `ＡＵＲＯＲＡ` and `aurora` match `Aurora`.
 *
 * Two passes on the shadow:
 * 1. a plain substring search: Korean attaches particles to nouns (`오로라는`), so word
 *    boundaries would miss real leaks;
 * 2. a compact search over letters and digits only, so the spellings a reader still
 *    recognises count — `Blue-Heron`, `blue_heron`, `BlueHeron`, `Blue\u200bHeron`,
 *    `B L U E H E R O N` and `B.L.U.E.H.E.R.O.N` (the shadow has already collapsed letter
 *    spacing, folded Cyrillic lookalikes and removed zero-width characters) all read
 *    `blueheron`. Only spaces, dashes and the usual spacing symbols (`JOINER`) join parts. A compact match must start at the start of a word and, for a term ending in
 *    a Latin letter or digit, end at the end of one (or before Hangul, a particle), and no
 *    gap inside it may be longer than `MAX_GAP` characters: otherwise `orca` would be found in
 *    "for cash".
 * 3. the same compact search in leetspeak: digits and symbols that stand for letters inside a
 *    word (`0` o, `1`/`l`/`!`/`|` i, `3`/`€` e, `4`/`@` a, `5`/`$` s, `7`/`+` t, `8` b, `9`/`6` g,
 *    `2` z) are read as those letters in the term and in the answer alike, so `Blu3 H3r0n`,
 *    `8lu3-h3r0n` and `bl|ue her0n` read `biueheron` like the term. A leet match needs at least
 *    one real letter (a run of digits is no code name).
 * Cost: O(answer × terms).
 */
import { makeFinding, type ErrorCode, type Finding, type RampartConfig } from "../../core/light.js";
import type { Shadow } from "../../boundary/index.js";
import { gateShadow } from "../view.js";
import type { CompiledDetector, DetectorId, DetectorSpec } from "../types.js";
import { tailWithLetters } from "./util.js";
import { SpanCover } from "../spans.js";
import { absorbEpenthetic, candidateStarts, foreignKeys, HAS_FOREIGN, latinKeys, matchKey, MIN_KEY, type KeyText } from "./transliterate.js";

/** Folds a configured term exactly as answers are folded. */
export function foldTerm(term: string): string {
  return gateShadow(term).text.trim();
}

/**
 * Characters that may join the parts of a split term: any character that is not a letter or
 * a digit — spaces, dashes, dots, symbols, emoji, punctuation (`Blue🐦Heron`, `Blue✦Heron`,
 * `Blue/Heron`, `Blue, Heron`), and line breaks (`Blue\nHeron`) — at most `MAX_GAP` code
 * units of it between two letters. Word boundaries at both ends keep `orca` out of "for cash".
 */
const JOINER = /^[^\p{L}\p{N}]$/u;
/**
 * Sentence punctuation: with whitespace in the same gap it ends a phrase, not a spelled term
 * ("a pinch of saffron. Tide tables …" holds no code name `Saffron Tide`); a dot without a
 * space (`B.L.U.E`) is letter spacing and still joins.
 */
const SENTENCE = /^[.,;:!?。、，；：！？]$/;
/** Longest run of joiners allowed between two letters of a compact match (an emoji with its modifiers fits). */
const MAX_GAP = 8;
const ALNUM = /[\p{L}\p{N}]/u;
const LATIN_OR_DIGIT = /[a-z0-9]$/;
const HANGUL = /[\uac00-\ud7a3\u3131-\u318e]/;

/** `isAlnum` by code unit, with the common scripts decided without a regex. */
function alnumAt(text: string, i: number): boolean {
  const k = text.charCodeAt(i);
  if (k < 0x80) return (k >= 0x30 && k <= 0x39) || (k >= 0x61 && k <= 0x7a) || (k >= 0x41 && k <= 0x5a);
  if ((k >= 0xac00 && k <= 0xd7a3) || (k >= 0x4e00 && k <= 0x9fff)) return true;
  return ALNUM.test(text[i] as string);
}

/** What each leetspeak character stands for (pass 3); `l` and `1` both read `i`. */
const LEET: Readonly<Record<string, string>> = {
  "0": "o", "1": "i", l: "i", "!": "i", "|": "i", "3": "e", "€": "e", "4": "a", "@": "a", "5": "s", "$": "s",
  "7": "t", "+": "t", "8": "b", "9": "g", "6": "g", "2": "z",
};
/** Symbols that stand for a letter when they touch a letter or digit (`bl@ck`, `H€ron`). */
const LEET_SYMBOL = /^[!|€@$+]$/;
const leetOf = (s: string) => s.replace(/[0-9l!|€@$+]/g, (c) => LEET[c] ?? c);

/**
 * Letters and digits of the shadow, with the shadow index of each and a break after long or
 * non-joining gaps. With `leet`, a leetspeak symbol touching a letter or digit counts as a
 * letter too (it is kept as written; `leetOf` reads it).
 */
function compactOf(text: string, leet = false): { text: string; at: Int32Array } {
  const parts: string[] = [];
  const at = new Int32Array(text.length + 1);
  let n = 0;
  let gap = 0;
  let broken = false;
  let punct = false;
  let spaced = false;
  let runStart = -1;
  for (let i = 0; i <= text.length; i++) {
    const alnum =
      i < text.length &&
      (alnumAt(text, i) || (leet && LEET_SYMBOL.test(text[i] as string) && ((i > 0 && alnumAt(text, i - 1)) || (i + 1 < text.length && alnumAt(text, i + 1)))));
    if (alnum) {
      if (runStart < 0) {
        if ((gap > MAX_GAP || broken) && n > 0) {
          parts.push("\u0000");
          at[n++] = i;
        }
        runStart = i;
      }
      at[n++] = i;
      gap = 0;
      broken = false;
      punct = false;
      spaced = false;
    } else {
      if (runStart >= 0) {
        parts.push(text.slice(runStart, i));
        runStart = -1;
      }
      if (i < text.length) {
        gap += 1;
        const c = text[i] as string;
        if (!JOINER.test(c)) broken = true;
        // Sentence punctuation with a space around it separates words of prose ("blue, heron-like").
        if (SENTENCE.test(c)) punct = true;
        if (/\s/.test(c)) spaced = true;
        if (punct && spaced) broken = true;
      }
    }
  }
  return { text: parts.join(""), at };
}

function compileTerms(
  id: DetectorId,
  category: string,
  label: string,
  what: string,
  groups: readonly (readonly string[])[],
  code: ErrorCode = "ERR_LEAK_CODENAME",
): CompiledDetector | null {
  // Each configured entry is a group: a name and its aliases, reported under the entry's number.
  const entries = new Map<string, number>();
  groups.forEach((g, i) => {
    for (const t of g) {
      const f = foldTerm(t);
      if (f.length > 0 && !entries.has(f)) entries.set(f, i);
    }
  });
  const folded = [...entries.keys()];
  const entryOf = folded.map((t) => entries.get(t) as number);
  if (folded.length === 0) return null;
  // Compact forms searched: each term, the term written backwards (`noreHeulB`), and each of
  // its parts backwards in place (`eulB noreH`); reversed forms only for terms of 4+ letters.
  const forward = folded.map((t) => [...t].filter((c) => ALNUM.test(c)).join(""));
  const compact: string[] = [];
  const compactEntry: number[] = [];
  forward.forEach((term, i) => {
    const parts = (folded[i] as string).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const variants = [term];
    if (term.length >= 4) variants.push([...term].reverse().join(""), parts.map((p) => [...p].reverse().join("")).join(""));
    for (const v of new Set(variants)) {
      compact.push(v);
      compactEntry.push(i);
    }
  });
  const leet = compact.map(leetOf);
  // Pass 4: transliterations (`transliterate.ts`) of terms written in Latin letters.
  const keys = folded
    .flatMap((t, i) => (/^[a-z][a-z\s\-_.]*$/.test(t) ? latinKeys(t) : []).map((key) => ({ key, index: i })))
    .filter((k) => k.key.length >= MIN_KEY);
  const keyHeads = new Set(keys.map((k) => k.key[0] as string));
  // Original code units a transliterated term may span: its key, each symbol from up to
  // three characters' worth of foreign spelling (kana with epenthetic vowels), plus spaces.
  const KEY_WINDOW = Math.max(0, ...keys.map((k) => k.key.length * 3 + 8));
  // In shadow code units: each letter may be followed by a gap of MAX_GAP (compact pass).
  const longest = Math.max(...compact.map((t) => t.length), ...folded.map((t) => t.length));
  const window = Math.max(...folded.map((t) => t.length), ...compact.map((t) => t.length * (MAX_GAP + 1))) + 8;
  return {
    id,
    category,
    code,
    label,
    window,
    // A match still arriving is a prefix of some searched form (issue 19 item 5: release as soon
    // as no match can reach in): hold the shortest tail whose last k letters and digits —
    // read plainly or as leetspeak — begin a term, for the largest such k.
    hold: (text: string) => {
      const tail = text.slice(-window);
      const chars: string[] = [];
      for (let i = 0; i < tail.length; i++) {
        const c = tail[i] as string;
        if (ALNUM.test(c) || LEET_SYMBOL.test(c)) chars.push(c);
      }
      const letters = chars.join("");
      // A Hangul, Katakana or Cyrillic run at the end may still be spelling a term.
      const foreign = keys.length > 0 ? trailingForeign(text) : 0;
      if (foreign > 0) return Math.min(window, foreign);
      for (let k = Math.min(letters.length, longest); k > 0; k--) {
        const suffix = letters.slice(letters.length - k);
        const plain = suffix.replace(/[!|€@$+]/g, "");
        const read = leetOf(suffix);
        if ((plain.length === k && compact.some((t) => t.startsWith(plain))) || leet.some((t) => t.startsWith(read)) || folded.some((t) => t.startsWith(suffix))) {
          return Math.min(window, tailWithLetters(text, k));
        }
      }
      return 0;
    },
    detect(shadow: Shadow): Finding[] {
      const findings: Finding[] = [];
      /** [start, end, index into `folded`, written backwards]. */
      const spans: [number, number, number, boolean][] = [];
      const text = shadow.text;
      const taken = new SpanCover(text.length);
      folded.forEach((term, index) => {
        let at = text.indexOf(term);
        while (at >= 0) {
          spans.push([at, at + term.length, index, false]);
          taken.add(at, at + term.length);
          at = text.indexOf(term, at + term.length);
        }
      });
      let c: { text: string; at: Int32Array } | null = null;
      compact.forEach((term, index) => {
        if (term.length === 0) return;
        c ??= compactOf(text);
        const needEnd = LATIN_OR_DIGIT.test(term);
        let at = c.text.indexOf(term);
        while (at >= 0) {
          const s = c.at[at] as number;
          const e = (c.at[at + term.length - 1] as number) + 1;
          const startOk = s === 0 || !ALNUM.test(text[s - 1] as string);
          const next = text[e];
          const endOk = !needEnd || next === undefined || !ALNUM.test(next) || HANGUL.test(next);
          if (startOk && endOk && !taken.overlaps(s, e)) {
            spans.push([s, e, compactEntry[index] as number, compact[index] !== forward[compactEntry[index] as number]]);
            taken.add(s, e);
          }
          at = c.text.indexOf(term, at + 1);
        }
      });
      // Pass 3: leetspeak, only where the text has a digit or a leet symbol to read.
      if (/[0-9!|€@$+]/.test(text)) {
        const l = compactOf(text, true);
        const lt = leetOf(l.text);
        leet.forEach((term, index) => {
          if (term.length === 0) return;
          const needEnd = LATIN_OR_DIGIT.test(compact[index] as string);
          let at = lt.indexOf(term);
          while (at >= 0) {
            const s = l.at[at] as number;
            const e = (l.at[at + term.length - 1] as number) + 1;
            const startOk = s === 0 || !ALNUM.test(text[s - 1] as string);
            const next = text[e];
            const endOk = !needEnd || next === undefined || !ALNUM.test(next) || HANGUL.test(next);
            const lettered = /\p{L}/u.test(l.text.slice(at, at + term.length));
            if (startOk && endOk && lettered && !taken.overlaps(s, e)) {
              spans.push([s, e, compactEntry[index] as number, compact[index] !== forward[compactEntry[index] as number]]);
              taken.add(s, e);
            }
            at = lt.indexOf(term, at + 1);
          }
        });
      }
      const transliterated: Finding[] = [];
      if (keys.length > 0 && HAS_FOREIGN.test(shadow.original)) {
        // Only words whose first sound can begin a term key, each read over a bounded window.
        for (const at of candidateStarts(shadow.original, keyHeads)) {
          const piece = shadow.original.slice(at, at + KEY_WINDOW);
          const run = foreignKeys(piece)[0];
          if (run === undefined || !run.wordStarts.has(0)) continue;
          for (const { key, index } of keys) {
            const matched = matchKey(key, run.key, 0);
            const end = matched < 0 ? matched : absorbEpenthetic(run, matched);
            if (end < 0 || !endsWord(piece, run, end)) continue;
            const e = end < run.at.length ? (run.at[end] as number) : lastOfRun(piece, run);
            transliterated.push(
              makeFinding({ kind: "detector", id, category, start: at, end: at + e, score: 0.8, reason: `configured ${what} #${(entryOf[index] as number) + 1} (transliterated)` }),
            );
            break;
          }
        }
      }
      findings.push(...transliterated);
      for (const [s, e, index, reversed] of spans.sort((a, b) => a[0] - b[0])) {
        const orig = shadow.toOriginal(s, e);
        findings.push(
          makeFinding({
            kind: "detector",
            id,
            category,
            start: orig.start,
            end: orig.end,
            score: 1,
            // The term index, never the term: reasons may be logged.
            reason: `configured ${what} #${(entryOf[index] as number) + 1}${reversed ? " (written backwards)" : ""}`,
          }),
        );
      }
      return findings;
    },
  };
}

/** Original offset just past the last character of a foreign run. */
function lastOfRun(text: string, run: KeyText): number {
  let e = (run.at[run.at.length - 1] as number) + 1;
  while (e < text.length && /[\u30fc\u30a1-\u30fa]/.test(text[e] as string)) e += 1;
  return e;
}

/**
 * A transliterated match ends a word: the run ends, the next key symbol starts a word, or
 * what follows in the same word is a short ending — at most three Hangul syllables (a
 * particle: `하로우의`, `하로우에서`, `하로우이에요`) or three Cyrillic letters (a case ending). A Katakana
 * word that goes on (`ハロウィン`) is another word.
 */
function endsWord(text: string, run: KeyText, end: number): boolean {
  if (end >= run.key.length || run.wordStarts.has(end)) return true;
  const from = run.at[end] as number;
  let i = from;
  while (i < text.length && /[\uac00-\ud7a3\u0400-\u04ff]/.test(text[i] as string)) i += 1;
  if (i === from) return false;
  const hangul = /[\uac00-\ud7a3]/.test(text[from] as string);
  return hangul ? i - from <= 3 : i - from <= 3;
}

/** Length of the trailing Hangul/Katakana/Cyrillic words (≤ 3 words, ≤ 48 code units) still arriving. */
function trailingForeign(text: string): number {
  let i = text.length;
  let words = 0;
  while (i > 0 && text.length - i < 48) {
    const c = text[i - 1] as string;
    if (HAS_FOREIGN.test(c) || c === "ー") i -= 1;
    else if (/[\s·・-]/.test(c) && i < text.length && words < 2) {
      words += 1;
      i -= 1;
    } else break;
  }
  return text.length - i;
}

/** Internal code names from `gate.codeNames` (block code `ERR_LEAK_CODENAME`). */
export const codeNameDetector: DetectorSpec = {
  id: "code-name",
  category: "confidential.code-name",
  code: "ERR_LEAK_CODENAME",
  label: "CODE_NAME",
  patterns: [],
  compile: (config: RampartConfig) =>
    compileTerms(
      "code-name",
      "confidential.code-name",
      "CODE_NAME",
      "code name",
      config.gate.codeNames.map((c) => (typeof c === "string" ? [c] : [c.name, ...c.aliases])),
    ),
};

/** Blocked terms from `gate.blockedTerms` (block code `ERR_LEAK_CODENAME`). */
export const blockedTermDetector: DetectorSpec = {
  id: "blocked-term",
  category: "confidential.blocked-term",
  code: "ERR_LEAK_CODENAME",
  label: "BLOCKED_TERM",
  patterns: [],
  compile: (config: RampartConfig) =>
    compileTerms("blocked-term", "confidential.blocked-term", "BLOCKED_TERM", "blocked term", config.gate.blockedTerms.map((t) => [t])),
};

/**
 * Canary tokens from `gate.canaries`: random markers planted in the system prompt; one in an
 * answer proves the prompt leaked (block code `ERR_LEAK_SYSTEM_PROMPT`).
 */
export const canaryDetector: DetectorSpec = {
  id: "canary",
  category: "confidential.canary",
  code: "ERR_LEAK_SYSTEM_PROMPT",
  label: "CANARY",
  patterns: [],
  compile: (config: RampartConfig) =>
    compileTerms("canary", "confidential.canary", "CANARY", "canary token", config.gate.canaries.map((t) => [t]), "ERR_LEAK_SYSTEM_PROMPT"),
};
