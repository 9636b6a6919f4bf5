/**
 * Disclosure words of every language the gate reads (one data file per language): the
 * phrases with which an answer speaks of its own instructions ("my instructions say",
 * `meine Anweisungen`, `mes consignes`, `私の指示`, `내 지침`, `我的指令`, `мне сказали`) and the
 * rule words a restated instruction carries (never, always, only, must …). Used by the
 * paraphrased system-prompt check (`../prompt-paraphrase.ts`); a language added here is read
 * there at once.
 *
 * Phrases are folded by the gate shadow when the gate is built, exactly as answers are, and
 * found as substrings of the answer's shadow: a phrase in a spaced script (Latin, Cyrillic,
 * Greek) must start and end on a word edge, a Hangul/CJK/kana phrase may sit inside a word
 * (Korean particles attach, Chinese and Japanese write no spaces). No regex: linear scans.
 */
import { gateShadow } from "../../view.js";
import type { DisclosureWords } from "./types.js";
import { de } from "./de.js";
import { en } from "./en.js";
import { es } from "./es.js";
import { fr } from "./fr.js";
import { it } from "./it.js";
import { ja } from "./ja.js";
import { ko } from "./ko.js";
import { nl } from "./nl.js";
import { pt } from "./pt.js";
import { ru } from "./ru.js";
import { zh } from "./zh.js";

export type { DisclosureWords } from "./types.js";

/** Disclosure words per language (ISO 639-1 code). */
export const DISCLOSURE_WORDS: Readonly<Record<string, DisclosureWords>> = { en, de, fr, es, pt, it, nl, ru, ja, ko, zh };

/** One phrase found in a text: where (shadow code units, `[start, end)`). */
export interface PhraseHit {
  start: number;
  end: number;
  /** The folded phrase (to count distinct phrases). */
  phrase: string;
}

/** A precompiled phrase list (`phraseFinder`). */
export type PhraseFinder = (shadowText: string) => PhraseHit[];

const SPACED_LETTER = /[\p{L}\p{N}]/u;
const DENSE = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af]/;

/** Whether the character at `i` is a letter or digit of a spaced script (a word would go on). */
function wordChar(text: string, i: number): boolean {
  const c = text[i];
  return c !== undefined && SPACED_LETTER.test(c) && !DENSE.test(c);
}

/**
 * `phrases` folded through the gate shadow as answers are, each also capitalised, as a
 * sentence starts: the shadow's confusable fold may read a capital differently from its small
 * letter (Cyrillic `М` folds to Latin `m`, `м` stays). Distinct, empty ones dropped.
 */
export function foldPhrases(phrases: readonly string[]): string[] {
  const variants = phrases.flatMap((p) => [p, p.charAt(0).toUpperCase() + p.slice(1)]);
  return [...new Set(variants.map((p) => gateShadow(p).text.trim()).filter((p) => p.length > 0))];
}

/**
 * Folds `phrases` through the gate shadow and returns a finder of their occurrences in a
 * shadow text, word edges checked for spaced scripts. Cost O(text × phrases) `indexOf` scans.
 */
export function phraseFinder(phrases: readonly string[]): PhraseFinder {
  const folded = foldPhrases(phrases);
  return (text: string) => {
    const hits: PhraseHit[] = [];
    for (const phrase of folded) {
      const edged = !DENSE.test(phrase[0] as string);
      const edgedEnd = !DENSE.test(phrase[phrase.length - 1] as string);
      let at = text.indexOf(phrase);
      while (at >= 0) {
        const end = at + phrase.length;
        if ((!edged || !wordChar(text, at - 1)) && (!edgedEnd || !wordChar(text, end))) hits.push({ start: at, end, phrase });
        at = text.indexOf(phrase, at + 1);
      }
    }
    return hits;
  };
}

/** Framing phrases of every language, folded (`phraseFinder`). */
export const ALL_FRAMING: readonly string[] = Object.values(DISCLOSURE_WORDS).flatMap((w) => w.framing);
/** Directive words of every language. */
export const ALL_DIRECTIVES: readonly string[] = Object.values(DISCLOSURE_WORDS).flatMap((w) => w.directives);
/** Impersonal framing phrases of every language (`types.ts`): they name a prompt without owning it. */
export const ALL_IMPERSONAL: readonly string[] = Object.values(DISCLOSURE_WORDS).flatMap((w) => w.impersonal ?? []);
/** Second-person role addresses of every language (`types.ts`): how a prompt speaks to its assistant. */
export const ALL_ROLE_ADDRESS: readonly string[] = Object.values(DISCLOSURE_WORDS).flatMap((w) => w.roleAddress ?? []);
