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
 * 2b. the same compact search with numbers read as digits in the term and the answer alike
 *    (`numeralsAsDigits`: `Aurora-7` is found as `Aurora Seven`, `aurora sieben`, `AURORA-sept`;
 *    `Falcon Nine` as `Falcon 9`), in every language of the number-word tables;
 * 3. the same compact search in leetspeak: digits and symbols that stand for letters inside a
 *    word (`0` o, `1`/`l`/`!`/`|` i, `3`/`€` e, `4`/`@` a, `5`/`$` s, `7`/`+` t, `8` b, `9`/`6` g,
 *    `2` z) are read as those letters in the term and in the answer alike, so `Blu3 H3r0n`,
 *    `8lu3-h3r0n` and `bl|ue her0n` read `biueheron` like the term. A leet match needs at least
 *    one real letter (a run of digits is no code name).
 * Cost: O(answer × terms).
 */
import { makeFinding, type ErrorCode, type Finding, type RampartConfig } from "../../core/light.js";
import type { Shadow } from "../../boundary/index.js";
import { gateShadow, letterView } from "../view.js";
import type { CompiledDetector, DetectorId, DetectorSpec } from "../types.js";
import { tailWithLetters } from "./util.js";
import { SpanCover } from "../spans.js";
import { candidateStarts, foreignKeys, HAS_FOREIGN, type KeyText } from "./transliterate.js";
import { latinPattern, matchPattern, MIN_REQUIRED, type LoanPattern } from "./loanword.js";
import { HAS_NUMBER_WORD, numeralsAsDigits } from "../number-words.js";
import { englishNumber, numberAt, numberBefore, numberEndsName } from "./term-numbers.js";
import { compileGlossNames, findGlossNames, GLOSS_PATTERNS } from "./code-name-glosses.js";
import { hasReversalCue, reversalCueReach } from "../reversal-cues.js";
import { hanKeys, hanPattern, hasTranscription, MIN_CHARS, MIN_SKELETON, MIN_SKELETON_BARE } from "./han-transcription.js";
import { base64Forms, base64RunAround, base64Spellings, caesarForms, spelledHold, spelledLetters } from "./term-ciphers.js";
import { foldLetterShapes } from "../script-fold.js";

/** How a compact match spells its term. */
type How = "forward" | "backwards" | "reordered" | "spelled" | "shifted";
/** The reason suffix of each spelling. */
const HOW_REASON: Readonly<Record<How, string>> = {
  forward: "",
  backwards: " (written backwards)",
  reordered: " (words reordered)",
  spelled: " (spelled with a spelling alphabet)",
  shifted: " (letters shifted: a Caesar cipher such as ROT13)",
};

/** Shortest term (letters and digits) read as a near-reversal next to a cue. */
const NEAR_REVERSAL_MIN = 5;

/**
 * Whether `reversed` (a word run read backwards) spells `term` up to swapped neighbouring
 * letters — a reversal by sound units keeps a digraph's order (`ph`, `th`, `ch`, `ck`, `ng`):
 * at most one swap, two for a term of 8+ letters, never a letter changed. Linear.
 *
 * @example
 * nearReversal("zehpyrine", "zephyrine") === true
 */
export function nearReversal(reversed: string, term: string): boolean {
  if (reversed.length !== term.length) return false;
  const most = term.length >= 8 ? 2 : 1;
  let swaps = 0;
  for (let i = 0; i < term.length; i++) {
    if (reversed[i] === term[i]) continue;
    if (reversed[i] !== term[i + 1] || reversed[i + 1] !== term[i] || ++swaps > most) return false;
    i += 1;
  }
  return true;
}

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

/** Words of two or more letters in any case, one to three spaces or tabs apart: a phrase as prose writes it. */
const PLAIN_WORDS = /^\p{L}{2,24}(?:[ \t]{1,3}\p{L}{2,24}){1,5}$/u;
/**
 * A word that makes what follows a common noun — an indefinite article or a quantifier
 * (`a`, `an`, `some`, `several`, `ein`, `une`, `una` …) — before the phrase, one adjective
 * between allowed (`a great blue heron`). A code name is a
 * proper name: no one writes `a Nightjar launches`, but `a blue heron` is a bird.
 */
const COMMON_NOUN_BEFORE = new RegExp(
  `(?:^|[^\\p{L}])(?:${[
    // English
    "a", "an", "another", "some", "any", "every", "each", "many", "several", "few", "no", "one",
    // German, Dutch, Swedish / Danish / Norwegian
    // (not `en`, `et`: French and Spanish `in`, `and` stand before a name)
    "ein", "eine", "einen", "einem", "einer", "eines", "een", "ett", "ei",
    // French, Spanish, Italian, Portuguese, Catalan, Romanian
    "un", "une", "des", "uno", "una", "unos", "unas", "um", "uma", "uns", "umas", "unei", "unui",
    // Hungarian, Turkish, Greek, Albanian
    "egy", "bir", "ένα", "ένας", "μια", "μία", "një",
  ].join("|")})[ \\t]{1,3}(?:\\p{L}{2,20}[ \\t]{1,3})?$`,
  "iu",
);

/**
 * Whether the shadow span [s, e) is written in the original as ordinary prose: plain words
 * one to three spaces apart, in any letter case, used as a common noun (an indefinite article
 * or a quantifier right before: `I saw a blue heron.`, `a comet velvet dress`). A code name
 * configured joined (`NIGHTJAR`) is a proper name; split into words without such a word
 * before (`night jar launches soon`, `Night Jar is live`, `NIGHT  JAR`) it is the code name,
 * whatever the case or the spacing. The result never depends on letter case.
 */
function proseWords(shadow: Shadow, s: number, e: number, reordered: boolean): boolean {
  const o = shadow.toOriginal(s, e);
  const original = shadow.original;
  const written = original.slice(o.start, o.end);
  if (!PLAIN_WORDS.test(written)) return false;
  if (COMMON_NOUN_BEFORE.test(original.slice(Math.max(0, o.start - 40), o.start))) return true;
  return reordered && reorderedProse(original, o.start, o.end, written);
}

/**
 * Whether a configured PHRASE (an entry written with a space: `Saffron Kite`) found at shadow
 * span [s, e) is used as a common noun: written in lower case, one space apart, right after
 * an indefinite article or quantifier of any language (`A saffron kite drifted`, `eine
 * saffron kite`, `un saffron kite`). Its own shape (`a Saffron Kite launch`, `the saffron
 * kite build`) stays the name.
 */
function phraseAsNoun(shadow: Shadow, s: number, e: number): boolean {
  const o = shadow.toOriginal(s, e);
  const written = shadow.original.slice(o.start, o.end);
  return LOWER_WORDS.test(written) && COMMON_NOUN_BEFORE.test(shadow.original.slice(Math.max(0, o.start - 40), o.start));
}

/**
 * The one prose judgement of a letters-only match (compact and leetspeak passes alike): a name
 * written backwards is never prose; a single-word name or a reordered one is judged by
 * `proseWords`; a configured phrase in its own order by `phraseAsNoun`.
 */
function readsAsProse(shadow: Shadow, s: number, e: number, how: How, phrase: boolean): boolean {
  if (how === "backwards") return false;
  if (how === "reordered" || !phrase) return proseWords(shadow, s, e, how === "reordered");
  return how === "forward" && phraseAsNoun(shadow, s, e);
}

/** Lower-case words one space apart: how prose writes a phrase. */
const LOWER_WORDS = /^\p{Ll}{2,24}(?: \p{Ll}{2,24}){1,5}$/u;
/** The same with the first word capitalised, as a sentence starts (`Heron copper alloys …`). */
const SENTENCE_WORDS = /^\p{Lu}\p{Ll}{1,23}(?: \p{Ll}{2,24}){1,5}$/u;
/** What ends the text before a sentence: a full stop, question or exclamation mark (and a closing quote) and spaces, or a line break. */
const SENTENCE_BEFORE = /(?:[.!?]["')\]]?[ \t]+|\n[ \t]*)$/;

/**
 * Whether a configured name's words found in ANOTHER ORDER (`Heron Copper` for `Copper
 * Heron`, `dawn project` for `Project Dawn`) are written as ordinary prose: lower-case words
 * one space apart (the first capitalised where a sentence starts), with a word of the same line
 * right before or after (`the dawn project`, `Heron copper alloys are …`). The order is already
 * not the name's; a leak of it in another order keeps the name's shape (`Heron Copper`,
 * `HERON COPPER`, alone on its line). A name in its own order is judged by case-independent
 * `proseWords` alone.
 */
function reorderedProse(original: string, start: number, end: number, written: string): boolean {
  const before = original.slice(Math.max(0, start - 12), start);
  const sentenceStart = start === 0 || SENTENCE_BEFORE.test(before);
  if (!LOWER_WORDS.test(written) && !(sentenceStart && SENTENCE_WORDS.test(written))) return false;
  const after = original.slice(end, end + 4);
  return /\p{L}[ \t]{1,2}$/u.test(before) || /^[,;:]?[ \t]{1,2}\p{L}/u.test(after);
}

function compileTerms(
  id: DetectorId,
  category: string,
  label: string,
  what: string,
  groups: readonly (readonly string[])[],
  code: ErrorCode = "ERR_LEAK_CODENAME",
  glosses = false,
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
  /** Terms configured as a phrase (a name or alias written with a space: `Blue Heron`). */
  const phrases = new Set(groups.flatMap((g, i) => (g.some((t) => /\s/.test(t.trim())) ? [i] : [])));
  const entryOf = folded.map((t) => entries.get(t) as number);
  if (folded.length === 0) return null;
  // Compact forms searched: each term, the term written backwards (`noreHeulB`), and each of
  // its parts backwards in place (`eulB noreH`); reversed forms only for terms of 4+ letters.
  const forward = folded.map((t) => [...t].filter((c) => ALNUM.test(c)).join(""));
  // Also its words in another order (`Comet Velvet`, `42-Tarn`, `Otter Silver`): every order
  // of up to `MAX_REORDERED` words, else the words reversed. A reordered match is always judged
  // by the prose rule (`heron, copper and tin` is no name), even for an entry configured as a phrase.
  const compact: string[] = [];
  const compactEntry: number[] = [];
  /** How each compact form spells its term: as written, backwards, or with its words reordered. */
  const compactHow: ("forward" | "backwards" | "reordered")[] = [];
  forward.forEach((term, i) => {
    const parts = (folded[i] as string).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const variants = new Map<string, "forward" | "backwards" | "reordered">([[term, "forward"]]);
    const add = (v: string, how: "backwards" | "reordered") => {
      if (!variants.has(v)) variants.set(v, how);
    };
    if (term.length >= 4) {
      add([...term].reverse().join(""), "backwards");
      add(parts.map((p) => [...p].reverse().join("")).join(""), "backwards");
    }
    if (parts.length >= 2 && term.length >= 5) for (const order of wordOrders(parts)) add(order.join(""), "reordered");
    for (const [v, how] of variants) {
      compact.push(v);
      compactEntry.push(i);
      compactHow.push(how);
    }
  });
  const leet = compact.map(leetOf);
  // Pass 7 (`term-ciphers.ts`): each term shifted by a Caesar cipher (ROT13 and every other
  // shift), and the base64 of each spelling of it (as configured, in other cases, unspaced).
  const caesar = forward.flatMap((term, i) => caesarForms(term).map((form) => ({ form, entry: i })));
  const raw = new Map<string, number>();
  groups.forEach((g) => {
    for (const t of g) {
      const i = entries.get(foldTerm(t));
      if (i !== undefined) for (const v of base64Spellings(t)) if (!raw.has(v)) raw.set(v, i);
    }
  });
  const base64 = [...raw].flatMap(([v, i]) => base64Forms(v).map((f) => ({ ...f, entry: i })));
  /** Most spelled units a term needs (its letters and digits). */
  const spelledUnits = Math.max(0, ...forward.map((t) => t.length));
  // Pass 2b: numbers as digits in the term and the answer alike (`Aurora-7` ~ `aurora seven`,
  // `Falcon Nine` ~ `falcon 9`): the compact form of each term whose numeral reading has a digit.
  const numeral = forward.flatMap((_, i) => {
    const form = [...numeralsAsDigits(folded[i] as string).text].filter((ch) => ALNUM.test(ch)).join("");
    return /[0-9]/.test(form) && /\p{L}/u.test(form) ? [{ form, entry: i }] : [];
  });
  // Pass 4: transliterations (`transliterate.ts`) of terms written in Latin letters, and of
  // terms with a number (`Tremont-3`: the letters transliterated, the number joined in any
  // script — `term-numbers.ts`; the number in English words read by the same pattern).
  const keys: TransKey[] = folded.flatMap((t, i) => {
    if (/^[a-z][a-z\s\-_.]*$/.test(t)) {
      const pattern = latinPattern(t);
      return pattern ? [{ pattern, index: i }] : [];
    }
    const n = numberedTerm(t);
    if (n === null) return [];
    const out: TransKey[] = [];
    // A short name (`Tarn-42`: T-A-(R)-N) counts with its number joined: fewer sounds suffice.
    const pattern = latinPattern(n.letters, MIN_NUMBERED_SLOTS);
    if (pattern) out.push({ pattern, index: i, number: n });
    const words = n.before ? null : englishNumber(n.digits);
    const spelled = words === null ? null : latinPattern(`${n.letters} ${words}`);
    if (spelled) out.push({ pattern: spelled, index: i });
    return out;
  });
  // Pass 5: Chinese transcriptions (`han-transcription.ts`), by consonant skeleton.
  const hanKeys_: TransKey[] = folded.flatMap((t, i) => {
    if (/^[a-z][a-z\s\-_.]*$/.test(t)) {
      const pattern = hanPattern(t, MIN_SKELETON_BARE);
      return pattern ? [{ pattern, index: i }] : [];
    }
    const n = numberedTerm(t);
    const pattern = n === null ? null : hanPattern(n.letters, MIN_SKELETON);
    return pattern && n ? [{ pattern, index: i, number: n }] : [];
  });
  // Pass 6 (code names): translated by meaning or spelled part by part (`code-name-glosses.ts`).
  const glossSearch = glosses ? compileGlossNames(folded.map((t, i) => [t, i] as const)) : null;
  const keyHeads = new Set(keys.flatMap((k) => [...k.pattern.heads]));
  // Original code units a transliterated term may span: each slot from up to three
  // characters' worth of foreign spelling (kana with epenthetic vowels and ー), plus spaces.
  // A numbered term's number (`term-numbers.ts`) follows: up to two joiners and eight numerals.
  const KEY_WINDOW = Math.max(0, ...keys.map((k) => k.pattern.size * 3 + 8 + (k.number ? 12 : 0)));
  // In shadow code units: each letter may be followed by a gap of MAX_GAP (compact pass).
  const longest = Math.max(...compact.map((t) => t.length), ...folded.map((t) => t.length));
  const window = Math.max(...folded.map((t) => t.length), ...compact.map((t) => t.length * (MAX_GAP + 1)), spelledUnits * 16) + 8;
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
      // A name spelled word by word (`Oscar Romeo Cha…`) is held while its run goes on.
      const spelled = spelledHold(tail, spelledUnits);
      if (spelled > 0) return Math.min(window, spelled);
      for (let k = Math.min(letters.length, longest); k > 0; k--) {
        const suffix = letters.slice(letters.length - k);
        const plain = suffix.replace(/[!|€@$+]/g, "");
        const read = leetOf(suffix);
        const lower = suffix.toLowerCase();
        if (
          (plain.length === k && compact.some((t) => t.startsWith(plain))) ||
          leet.some((t) => t.startsWith(read)) ||
          folded.some((t) => t.startsWith(suffix)) ||
          caesar.some((c) => c.form.startsWith(lower))
        ) {
          return Math.min(window, tailWithLetters(text, k));
        }
      }
      return 0;
    },
    detect(shadow: Shadow): Finding[] {
      const findings: Finding[] = [];
      /** [start, end, index into `folded`, how it is spelled]. */
      const spans: [number, number, number, How][] = [];
      // Look-alike letters the shadow keeps (`ɦ`, `ł`, a Cyrillic `к` in a Latin word) read as
      // the letter they are drawn as (`script-fold.ts`); one code unit for one.
      const text = foldLetterShapes(shadow.text);
      const taken = new SpanCover(text.length);
      folded.forEach((term, index) => {
        let at = text.indexOf(term);
        while (at >= 0) {
          if (!(phrases.has(entryOf[index] as number) && phraseAsNoun(shadow, at, at + term.length))) {
            spans.push([at, at + term.length, index, "forward"]);
            taken.add(at, at + term.length);
          }
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
          const how = compactHow[index] as How;
          const prose = readsAsProse(shadow, s, e, how, phrases.has(entryOf[compactEntry[index] as number] as number));
          if (startOk && endOk && !prose && !taken.overlaps(s, e)) {
            spans.push([s, e, compactEntry[index] as number, how]);
            taken.add(s, e);
          }
          at = c.text.indexOf(term, at + 1);
        }
      });
      if (numeral.length > 0 && (HAS_NUMBER_WORD.test(text) || /[0-9]/.test(text))) {
        const n = numeralsAsDigits(text);
        const nc = compactOf(n.text);
        for (const { form, entry } of numeral) {
          let at = nc.text.indexOf(form);
          while (at >= 0) {
            const fs = nc.at[at] as number;
            const fe = (nc.at[at + form.length - 1] as number) + 1;
            const s = n.from[fs] as number;
            const e = n.to[fe - 1] as number;
            // Word ends in the numeral reading: `falcon 9` is no part of `falcon 99` (`ninety-nine`).
            const startOk = fs === 0 || !ALNUM.test(n.text[fs - 1] as string);
            const next = n.text[fe];
            const endOk = next === undefined || !ALNUM.test(next) || HANGUL.test(next);
            if (startOk && endOk && !taken.overlaps(s, e)) {
              spans.push([s, e, entry, "forward"]);
              taken.add(s, e);
            }
            at = nc.text.indexOf(form, at + 1);
          }
        }
      }
      // Pass 3: leetspeak, only where the text has a digit or a leet symbol to read — or an `i`:
      // the shadow reads an upper-case I and every I- or L-look-alike (`BIue`, Cherokee `Ꮮ`) as
      // `i`, which the leetspeak reading merges with `l` in the term and the answer alike.
      if (/[0-9!|€@$+i]/.test(text)) {
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
            const piece = l.text.slice(at, at + term.length);
            const lettered = /\p{L}/u.test(piece);
            // Letters only (an `i` read as `l`): judged by the prose rule, like the compact pass.
            const how = compactHow[index] as How;
            const prose = !/[0-9!|€@$+]/.test(piece) && readsAsProse(shadow, s, e, how, phrases.has(entryOf[compactEntry[index] as number] as number));
            if (startOk && endOk && lettered && !prose && !taken.overlaps(s, e)) {
              spans.push([s, e, compactEntry[index] as number, compactHow[index] as How]);
              taken.add(s, e);
            }
            at = lt.indexOf(term, at + 1);
          }
        });
      }
      // Pass 3b: a code name reversed by sound units next to a reversal cue (`reversal-cues.ts`,
      // the lexicon the reversed-number view reads): a writer who reverses `Zephyrine` keeping
      // its `ph` writes `enirypheZ`. Near a cue, a word run read backwards that equals a term up
      // to swapped neighbouring letters (`nearReversal`) is the term written backwards.
      if (hasReversalCue(shadow.original)) {
        const reach = reversalCueReach(shadow.original);
        const cc = compactOf(text);
        for (let p = 0; p < cc.text.length; p++) {
          const s = cc.at[p] as number;
          if (s > 0 && ALNUM.test(text[s - 1] as string)) continue;
          const o = shadow.toOriginal(s, s + 1);
          if (!reach(o.start, o.end)) continue;
          forward.forEach((term, i) => {
            if (term.length < NEAR_REVERSAL_MIN || p + term.length > cc.text.length) return;
            const piece = cc.text.slice(p, p + term.length);
            if (piece.includes("\u0000") || !nearReversal([...piece].reverse().join(""), term)) return;
            const e = (cc.at[p + term.length - 1] as number) + 1;
            const next = text[e];
            if ((next !== undefined && ALNUM.test(next) && !HANGUL.test(next)) || taken.overlaps(s, e)) return;
            spans.push([s, e, i, "backwards"]);
            taken.add(s, e);
          });
        }
      }
      // Pass 7a: spelled with a spelling alphabet (`Oscar Romeo Charlie …`, `O wie Otto`).
      for (const run of spelledLetters(text)) {
        forward.forEach((term, i) => {
          if (term.length < 3) return;
          for (let at = run.letters.indexOf(term); at >= 0; at = run.letters.indexOf(term, at + 1)) {
            const s = run.from[at] as number;
            const e = run.to[at + term.length - 1] as number;
            if (taken.overlaps(s, e)) continue;
            spans.push([s, e, i, "spelled"]);
            taken.add(s, e);
          }
        });
      }
      // Pass 7b: shifted by a Caesar cipher (ROT13 or any other shift), at word edges.
      if (caesar.length > 0) {
        const cc = compactOf(text);
        for (const { form, entry } of caesar) {
          for (let at = cc.text.indexOf(form); at >= 0; at = cc.text.indexOf(form, at + 1)) {
            const s = cc.at[at] as number;
            const e = (cc.at[at + form.length - 1] as number) + 1;
            const startOk = s === 0 || !ALNUM.test(text[s - 1] as string);
            const next = text[e];
            if (!startOk || (next !== undefined && ALNUM.test(next)) || taken.overlaps(s, e)) continue;
            spans.push([s, e, entry, "shifted"]);
            taken.add(s, e);
          }
        }
      }
      const transliterated: Finding[] = [];
      // Pass 7c: the base64 of a spelling of the term, inside a base64 run (case-sensitive: the original).
      const original = shadow.original;
      for (const { form, phase, entry } of base64) {
        for (let at = original.indexOf(form); at >= 0; at = original.indexOf(form, at + 1)) {
          const run = base64RunAround(original, at, at + form.length, phase);
          if (run === null) continue;
          transliterated.push(
            makeFinding({ kind: "detector", id, category, start: run[0], end: run[1], score: 0.9, reason: `configured ${what} #${(entryOf[entry] as number) + 1} (base64-encoded)` }),
          );
        }
      }
      // Passes 4–6 read the letter view (`letterView`): invisible characters out, fullwidth
      // folded, look-alikes in their word's script; findings map back to the answer.
      const view = keys.length > 0 || hanKeys_.length > 0 || (glossSearch !== null && glossSearch.names.length > 0) ? letterView(shadow.original) : null;
      const letters = view === null ? "" : view.text;
      const back = (start: number, end: number) => (view === null ? { start, end } : view.toOriginal(start, end));
      if (keys.length > 0 && HAS_FOREIGN.test(letters)) {
        // Only words whose first sound can begin a term key, each read over a bounded window.
        for (const at of candidateStarts(letters, keyHeads)) {
          const piece = letters.slice(at, at + KEY_WINDOW);
          const run = foreignKeys(piece)[0];
          if (run === undefined || !run.wordStarts.has(0)) continue;
          for (const { pattern, index, number } of keys) {
            let start = at;
            if (number?.before) {
              const b = numberBefore(letters, at);
              if (b === null || b.digits !== number.digits) continue;
              start = b.start;
            }
            const e = matchEnd(pattern, run, piece, number && !number.before ? numberEnd(number.digits) : wordEnd);
            if (e < 0 || !fullSound(pattern, run, piece, e)) continue;
            transliterated.push(
              makeFinding({ kind: "detector", id, category, ...back(start, at + e), score: 0.8, reason: `configured ${what} #${(entryOf[index] as number) + 1} (transliterated)` }),
            );
            break;
          }
        }
      }
      if (hanKeys_.length > 0 && hasTranscription(letters)) {
        for (const run of hanKeys(letters)) {
          for (const start of [...run.wordStarts].sort((a, b) => a - b)) {
            for (const { pattern, index, number } of hanKeys_) {
              const end = hanMatchEnd(pattern, run, start, letters, number);
              if (end < 0) continue;
              let at = run.at[start] as number;
              if (number?.before) {
                const b = numberBefore(letters, at);
                if (b === null || b.digits !== number.digits) continue;
                at = b.start;
              }
              transliterated.push(
                makeFinding({ kind: "detector", id, category, ...back(at, end), score: 0.7, reason: `configured ${what} #${(entryOf[index] as number) + 1} (Chinese transcription)` }),
              );
              break;
            }
          }
        }
      }
      if (glossSearch !== null && glossSearch.names.length > 0) {
        for (const m of findGlossNames(letters, glossSearch, (w) => PARTICLES.has(w))) {
          transliterated.push(
            makeFinding({ kind: "detector", id, category, ...back(m.start, m.end), score: 0.7, reason: `configured ${what} #${(entryOf[m.index] as number) + 1} (translated)` }),
          );
        }
      }
      findings.push(...dropCovered(transliterated));
      for (const [s, e, index, how] of spans.sort((a, b) => a[0] - b[0])) {
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
            reason: `configured ${what} #${(entryOf[index] as number) + 1}${HOW_REASON[how]}`,
          }),
        );
      }
      return findings;
    },
  };
}

/**
 * Whether a match of `pattern` over `piece` up to `e` is close enough for a short name (fewer
 * than `MIN_REQUIRED` required sounds, `Tarn`): every sound of the name spelled, an optional one
 * (a non-rhotic `r`) only skipped where a long-vowel mark writes it (`ターン`). `Тан-42` is
 * another word. Longer names are judged by the pattern alone.
 */
function fullSound(pattern: LoanPattern, run: KeyText, piece: string, e: number): boolean {
  if (pattern.required >= MIN_REQUIRED) return true;
  const spelled = run.at.filter((at) => at < e).length;
  return spelled >= pattern.size || piece.slice(0, e).includes("ー");
}

/** Fewest required sound slots of a numbered term's letters (the number is the rest of the evidence). */
const MIN_NUMBERED_SLOTS = 3;

/** Most words of a term whose every order is searched; longer terms only reversed. */
const MAX_REORDERED = 3;

/** The other orders of `parts` (module comment, pass 2): every permutation up to `MAX_REORDERED` words, else the reverse. */
function wordOrders(parts: readonly string[]): string[][] {
  if (parts.length > MAX_REORDERED) return [[...parts].reverse()];
  const out: string[][] = [];
  const walk = (rest: readonly string[], acc: string[]) => {
    if (rest.length === 0) out.push(acc);
    rest.forEach((p, k) => walk([...rest.slice(0, k), ...rest.slice(k + 1)], [...acc, p]));
  };
  walk(parts, []);
  return out.slice(1);
}

/**
 * The original end (code units of `piece`) of the longest match of `pattern` at the start of
 * `run` that ends a word (`wordEnd`), or -1. A match ends with the character of its last key
 * symbol (a kana or syllable may carry an epenthetic vowel too: ト, 트, ジ), with the letters
 * after it that add no key symbol (ー, small kana, the second vowel of a run: ハロウ).
 */
function matchEnd(pattern: LoanPattern, run: KeyText, piece: string, ends: (text: string, e: number) => number = wordEnd): number {
  for (const matched of matchPattern(pattern, run.key, 0)) {
    if (matched === 0) continue;
    // The rest of the last character's symbols must be an epenthetic vowel (ト, 트, ジ, シュ), not
    // another sound (다 of 요시다 after `Orchid`'s d; 톤 after `…to`).
    const lastChar = run.at[matched - 1] as number;
    let k = matched;
    while (k < run.key.length && run.at[k] === lastChar && EPENTHETIC_VOWEL.has(run.key[k] as string)) k += 1;
    if (k < run.key.length && run.at[k] === lastChar) continue;
    let e = lastChar + 1;
    // Letters after it that add no key symbol (ー, small kana, a vowel run's second vowel: ハロウ).
    const next = matched < run.at.length ? (run.at[matched] as number) : piece.length;
    while ((e < next && FOREIGN_LETTER.test(piece[e] as string)) || SMALL_OR_LONG.test(piece[e] ?? "")) e += 1;
    const end = ends(piece, e);
    if (end >= 0) return end;
  }
  return -1;
}

const FOREIGN_LETTER = /[\uac00-\ud7a3\u3041-\u3096\u30a1-\u30fc\u0400-\u04ff\u0386-\u03ce\u1f00-\u1ffc]/;
/** A Greek letter (monotonic and polytonic): a case ending may follow a transliterated name, as in Cyrillic. */
const GREEK_LETTER = /[\u0386-\u03ce\u1f00-\u1ffc]/;
/** Vowels loanword spelling adds after a final consonant (Japanese u/o/i, Korean 이 after ch/j/sh). */
const EPENTHETIC_VOWEL: ReadonlySet<string> = new Set(["U", "O", "I"]);
/** Small kana and the long-vowel mark: they never start a mora of their own. */
const SMALL_OR_LONG = /[\u30fc\u30a1\u30a3\u30a5\u30a7\u30a9\u30c3\u30e3\u30e5\u30e7\u30ee\u3041\u3043\u3045\u3047\u3049\u3063\u3083\u3085\u3087\u308e]/;

/**
 * Korean particles and copulas that may follow a transliterated name in the same word
 * (`하로우의`, `하로우에서`, `카이트 레인이에요`), as written after a noun (표준국어대사전 조사 목록).
 */
const PARTICLES: ReadonlySet<string> = new Set([
  "은", "는", "이", "가", "을", "를", "의", "에", "에서", "에게", "에는", "에서는", "에도", "으로", "로", "으로는", "로는", "와", "과", "도", "만",
  "까지", "부터", "한테", "께", "께서", "이나", "나", "이다", "다", "입니다", "이에요", "예요", "이야", "야", "라는", "이라는", "란", "이란",
  "처럼", "보다", "라고", "이라고", "인", "이며", "며", "였다", "이었다", "였던", "이었던", "이고", "고", "랑", "이랑", "하고", "에요", "이죠", "죠",
  "이라", "라", "건", "은요", "는요", "만의", "과의", "와의", "에서의", "으로의", "로의", "님", "팀", "측",
]);

/**
 * Where a transliterated match at original offset `e` of `text` ends as a word: at `e` when the
 * word ends there (a space, a sign, another script), or after a Korean particle
 * (`PARTICLES`: `하로우의`, `하로우에서`) or a Cyrillic case ending of at most three letters,
 * which the span takes in; -1 when the word goes on (`할로우바디`, a Katakana word that
 * continues: `ハロウィン`).
 */
function wordEnd(text: string, e: number): number {
  const c = text[e];
  if (c === undefined) return e;
  if (/[\u30a1-\u30fa]/.test(c)) return -1;
  const hangul = /[\uac00-\ud7a3]/.test(c);
  const script = hangul ? /[\uac00-\ud7a3]/ : /[\u0400-\u04ff]/.test(c) ? /[\u0400-\u04ff]/ : GREEK_LETTER.test(c) ? GREEK_LETTER : null;
  if (script === null) return e;
  let i = e;
  while (i < text.length && i - e <= 4 && script.test(text[i] as string)) i += 1;
  if (hangul) return PARTICLES.has(text.slice(e, i)) ? i : -1;
  return i - e <= 3 ? i : -1;
}

/** A term searched by transliteration: its pattern, its entry, and the number joined to its letters. */
interface TransKey {
  pattern: LoanPattern;
  index: number;
  number?: NumberedTerm;
}

/** A folded term of letters and a number (`tremont-3`, `3-tremont`): the parts and where the number sits. */
interface NumberedTerm {
  letters: string;
  digits: string;
  before: boolean;
}

/** Splits a folded term into letters and a number of one to three digits, or null. */
function numberedTerm(t: string): NumberedTerm | null {
  const after = /^([a-z][a-z\s\-_.]{0,60}?)[\s\-_.]{0,2}([0-9]{1,3})$/.exec(t);
  if (after) return { letters: after[1] as string, digits: after[2] as string, before: false };
  const before = /^([0-9]{1,3})[\s\-_.]{0,2}([a-z][a-z\s\-_.]{0,60})$/.exec(t);
  return before ? { letters: before[2] as string, digits: before[1] as string, before: true } : null;
}

/** An end function for `matchEnd`: the term's number must follow the letters (`term-numbers.ts`). */
function numberEnd(digits: string): (text: string, e: number) => number {
  return (text, e) => {
    const n = numberAt(text, e);
    return n !== null && n.digits === digits && numberEndsName(text, n.end, (w) => PARTICLES.has(w)) ? n.end : -1;
  };
}

/**
 * The original end of the first match of a Chinese skeleton pattern from key index `start` of
 * `run`, ending on a character boundary (and, for a numbered term, followed by its number), or -1.
 */
function hanMatchEnd(pattern: LoanPattern, run: KeyText, start: number, text: string, number: NumberedTerm | undefined): number {
  for (const matched of matchPattern(pattern, run.key, start)) {
    if (matched === start) continue;
    const lastChar = run.at[matched - 1] as number;
    if (run.at[matched] === lastChar) continue;
    if (lastChar - (run.at[start] as number) + 1 < MIN_CHARS) continue;
    if (number === undefined || number.before) return lastChar + 1;
    const e = numberEnd(number.digits)(text, lastChar + 1);
    if (e >= 0) return e;
  }
  return -1;
}

/**
 * Findings wholly inside another one of the list are dropped (a spelled and a numbered key both
 * matched); of identical spans the first stays. One sort and a sweep, O(n log n): an answer that
 * repeats a translated name thousands of times made the pairwise test quadratic (break-it:
 * 200 K characters of `银獭` took 42 s).
 */
export function dropCovered(list: readonly Finding[]): Finding[] {
  const order = list.map((_, i) => i).sort((a, b) => {
    const f = list[a] as Finding;
    const g = list[b] as Finding;
    return f.start - g.start || g.end - f.end || a - b;
  });
  const covered = new Uint8Array(list.length);
  let maxEnd = -1;
  for (const i of order) {
    const f = list[i] as Finding;
    // Every finding before it in this order starts at or before it; one reaching as far covers it.
    if (maxEnd >= f.end) covered[i] = 1;
    else maxEnd = f.end;
  }
  return list.filter((_, i) => covered[i] === 0);
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
  patterns: [PLAIN_WORDS, COMMON_NOUN_BEFORE, LOWER_WORDS, SENTENCE_WORDS, SENTENCE_BEFORE, ...GLOSS_PATTERNS],
  compile: (config: RampartConfig) =>
    compileTerms(
      "code-name",
      "confidential.code-name",
      "CODE_NAME",
      "code name",
      config.gate.codeNames.map((c) => (typeof c === "string" ? [c] : [c.name, ...c.aliases])),
      "ERR_LEAK_CODENAME",
      true,
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
