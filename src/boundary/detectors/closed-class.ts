/**
 * One regex per closed class of `lexicons/structural-words.ts`, over every language, read on
 * text folded as the table is written (`foldClosed`: lower case, accents dropped, `ı` → `i`,
 * `ł` → `l`, `’` → `'`). Stems (`*`) take any ending of up to 14 letters, whole words are
 * letter-bounded, CJK and Hangul words match as substrings, and for `control` a Latin or
 * Cyrillic stem of five letters or more also matches inside a compound. Linear: each regex is
 * a bounded alternation of literals.
 */
import { STRUCTURAL_WORDS, type StructuralWords } from "./lexicons/structural-words.js";

/** A class of the table. */
export type ClosedClass = keyof StructuralWords;

/** Folds text as the table is written. */
export function foldClosed(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC").toLowerCase().replace(/ı/g, "i").replace(/ł/g, "l").replace(/[\u2019\u02bc]/g, "'");
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const esc = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s{1,4}");
const alt = (ws: readonly string[]): string => [...new Set(ws)].sort((a, b) => b.length - a.length).map(esc).join("|");

/**
 * One regex for a word class of a lexicon over every language, to test on `foldClosed` text:
 * `words` as the lexicons write them (folded here), a trailing `*` marking a stem that takes an
 * ending of up to 14 letters, other Latin or Cyrillic words letter-bounded, CJK and Hangul words
 * as substrings; stems of `infixFrom` letters or more also match inside a compound. Shared by
 * every closed-class lexicon (structural words, grant words, rule-change words). Linear: a
 * bounded alternation of literals.
 */
export function lexiconClassRegex(words: readonly string[], infixFrom?: number): RegExp {
  const all = words.map(foldClosed);
  const latin = all.filter((w) => !CJK.test(w));
  const stems = latin.filter((w) => w.endsWith("*")).map((w) => w.slice(0, -1));
  const wholes = latin.filter((w) => !w.endsWith("*"));
  // A compound's head (`Sicherheitsprüfung`, `Prüfregeln`): the check noun inside a longer word.
  const infix = infixFrom === undefined ? [] : stems.filter((w) => w.length >= infixFrom);
  const pieces = [
    stems.length > 0 ? `(?<![\\p{L}\\p{M}])(?:${alt(stems)})\\p{L}{0,14}` : "",
    wholes.length > 0 ? `(?<![\\p{L}\\p{M}])(?:${alt(wholes)})(?![\\p{L}\\p{M}])` : "",
    infix.length > 0 ? `(?:${alt(infix)})` : "",
    alt(all.filter((w) => CJK.test(w))),
  ].filter((p) => p !== "");
  return new RegExp(pieces.join("|"), "u");
}

function build(part: ClosedClass): RegExp {
  return lexiconClassRegex(
    Object.values(STRUCTURAL_WORDS).flatMap((l) => l[part]),
    part === "control" ? 5 : undefined,
  );
}

const CACHE = new Map<ClosedClass, RegExp>();

/** The regex of one class (built on first use), to test on `foldClosed` text. */
export function closedClass(part: ClosedClass): RegExp {
  let re = CACHE.get(part);
  if (re === undefined) {
    re = build(part);
    CACHE.set(part, re);
  }
  return re;
}

/** Whether `folded` (see `foldClosed`) holds a word of the class. */
export function holdsClass(folded: string, part: ClosedClass): boolean {
  return closedClass(part).test(folded);
}

/**
 * A cheap trigger source for one class (the words without their stem marks, regex-escaped),
 * read case-insensitively on the original and on the shadow (which drops accents as the table
 * is written).
 */
export function classTrigger(part: ClosedClass): string {
  return alt(Object.values(STRUCTURAL_WORDS).flatMap((l) => l[part]).map((w) => foldClosed(w).replace(/\*$/, "")));
}

/** Every class's regex (for the linear-time proofs). */
export function closedClassPatterns(): RegExp[] {
  return (["system", "ai", "approved", "yes", "action", "ack", "bypass", "control"] as const).map(closedClass);
}
