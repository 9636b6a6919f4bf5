/**
 * The cross-language CONCEPT layer of the paraphrased system-prompt check (issue 19): the
 * words of a prompt and of an answer mapped to language-neutral concept ids through the
 * tables in `concepts/` (one per language), so "never discuss competitors, escalate refunds
 * to a human" and "non parlare mai dei concorrenti, passare i rimborsi a un operatore" share
 * `discuss`, `competitor`, `escalate`, `refund`, `human`/`operator`.
 *
 * Reading a text (original code units, so a Cyrillic word is folded once and never through
 * the gate's confusable fold):
 * - a word of a spaced script (Latin, Cyrillic, Greek), lower-cased and without accents
 *   (`ß` → `ss`; format characters inside it dropped), is a concept when its LONGEST form
 *   prefix leaves at most `MAX_ENDING` letters (`rimbors|i`, `возврат|ы`); a form of three
 *   letters or fewer, or marked `$`, must be the whole word; a stop form (`police`) wins
 *   like any longer form and yields nothing;
 * - a word of `COMPOUND_MIN` letters or more with no such reading is read as a compound: its
 *   longest leading form (`kunden|…`) and a trailing form that ends it (`…|rabatt`,
 *   `saison|menü`), each of four letters or more;
 * - a Han, kana or Hangul run is read left to right, the longest form at each position.
 * Cost: linear in the text (at most `maxForm` map look-ups per position; word length capped).
 */
import { COMMON_CONCEPTS, CONCEPT_TABLES } from "./concepts/index.js";

/** Most letters of an inflection ending after a Latin or Cyrillic stem. */
export const MAX_ENDING = 5;
/** Shortest word read as a compound of two forms. */
export const COMPOUND_MIN = 8;
/** Longest word read (longer runs are no words: keys, hashes). */
const MAX_WORD = 48;

/** One concept found in a text: where (original code units, `[start, end)`). */
export interface ConceptHit {
  concept: string;
  start: number;
  end: number;
}

interface Entry {
  /** Concepts this form gives as a stem (an ending may follow). */
  stem: string[];
  /** Concepts this form gives as a whole word only. */
  exact: string[];
  stop: boolean;
  stopExact: boolean;
}

interface Index {
  words: Map<string, Entry>;
  dense: Map<string, Entry>;
  maxWord: number;
  maxDense: number;
}

const DENSE = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
/** A run of letters, marks, digits and format characters (zero-width joiners stay inside a word). */
const WORD_RUN = /[\p{L}\p{M}\p{N}\p{Cf}]+/gu;
const MARK_OR_FORMAT = /[\p{M}\p{Cf}]/u;

/** Folds one word: lower case, accents and format characters off, `ß` → `ss`, `ё` → `е`. */
export function foldWord(word: string): string {
  let out = "";
  for (const ch of word.normalize("NFD")) {
    if (MARK_OR_FORMAT.test(ch)) continue;
    const l = ch.toLowerCase();
    out += l === "ß" ? "ss" : l;
  }
  return out;
}

let shared: Index | null = null;
/** The tables folded once into two form maps (spaced words; dense runs). */
function index(): Index {
  if (shared) return shared;
  const words = new Map<string, Entry>();
  const dense = new Map<string, Entry>();
  let maxWord = 1;
  let maxDense = 2;
  for (const table of CONCEPT_TABLES) {
    for (const [concept, list] of Object.entries(table.forms)) {
      for (const raw of list.split("|")) {
        const exact = raw.endsWith("$");
        const bare = exact ? raw.slice(0, -1) : raw;
        if (bare.length === 0) continue;
        // Dense forms stay as written: NFD would split a Hangul syllable into its jamo.
        const isDense = DENSE.test(bare[0] as string);
        const form = isDense ? bare : foldWord(bare);
        const map = isDense ? dense : words;
        let e = map.get(form);
        if (!e) map.set(form, (e = { stem: [], exact: [], stop: false, stopExact: false }));
        const whole = exact || (!isDense && form.length <= 3);
        if (concept === "_") {
          if (whole) e.stopExact = true;
          else e.stop = true;
        } else {
          // One concept once, though several languages spell it alike (`rival`, `prescri`).
          const list = whole ? e.exact : e.stem;
          if (!list.includes(concept)) list.push(concept);
        }
        if (isDense) maxDense = Math.max(maxDense, form.length);
        else maxWord = Math.max(maxWord, form.length);
      }
    }
  }
  shared = { words, dense, maxWord, maxDense };
  return shared;
}

/** The concepts of one folded spaced-script word (whole-word reading and, for a long word, a compound's last member). */
function wordConcepts(w: string, ix: Index): string[] {
  let whole: string[] = [];
  let rest = w.length;
  for (let len = Math.min(w.length, ix.maxWord); len >= 1; len--) {
    const e = ix.words.get(w.slice(0, len));
    if (!e) continue;
    const r = w.length - len;
    if ((r === 0 && e.stopExact) || (r <= MAX_ENDING && e.stop)) return [];
    if (r === 0 && e.exact.length > 0) return [...e.exact, ...e.stem];
    if (r <= MAX_ENDING && e.stem.length > 0) {
      whole = e.stem;
      rest = r;
      break;
    }
  }
  // A short ending, or a word too short to be two members: the whole-word reading alone.
  if ((whole.length > 0 && rest < 4) || w.length < COMPOUND_MIN) return whole;
  let head: string[] = [];
  for (let k = 4; k <= w.length - 4 && head.length === 0; k++) {
    for (let len = Math.min(ix.maxWord, w.length - k); len >= 4; len--) {
      if (w.length - (k + len) > MAX_ENDING) break;
      const e = ix.words.get(w.slice(k, k + len));
      if (e && !e.stop && e.stem.length > 0) {
        head = e.stem;
        break;
      }
    }
  }
  if (head.length === 0) return whole;
  if (whole.length > 0) return [...whole, ...head];
  for (let len = Math.min(w.length - 4, ix.maxWord); len >= 4; len--) {
    const e = ix.words.get(w.slice(0, len));
    if (e && !e.stop && e.stem.length > 0) return [...e.stem, ...head];
  }
  return head;
}

/** Every concept of `text` with its span (module comment). */
export function conceptHits(text: string): ConceptHit[] {
  const ix = index();
  const out: ConceptHit[] = [];
  for (const m of text.matchAll(WORD_RUN)) {
    const run = m[0];
    let i = 0;
    while (i < run.length) {
      const denseRun = DENSE.test(run[i] as string);
      let j = i + 1;
      while (j < run.length && DENSE.test(run[j] as string) === denseRun) j++;
      const part = run.slice(i, j);
      const base = m.index + i;
      if (denseRun) denseConcepts(part, base, ix, out);
      else if (part.length <= MAX_WORD) {
        for (const concept of wordConcepts(foldWord(part), ix)) out.push({ concept, start: base, end: base + part.length });
      }
      i = j;
    }
  }
  return out;
}

/** Longest-first forms of a Han, kana or Hangul run. */
function denseConcepts(run: string, base: number, ix: Index, out: ConceptHit[]): void {
  let i = 0;
  while (i < run.length) {
    let step = 1;
    for (let len = Math.min(ix.maxDense, run.length - i); len >= 2; len--) {
      const e = ix.dense.get(run.slice(i, i + len));
      if (!e) continue;
      if (!e.stop) for (const concept of e.stem) out.push({ concept, start: base + i, end: base + i + len });
      step = len;
      break;
    }
    i += step;
  }
}

/** Concepts a prompt states three times or more are its domain (what every answer talks about): half weight. */
export const DOMAIN_REPEATS = 3;

/**
 * The concepts of a system prompt with their weights: 1 for a specific concept, ½ for a
 * common one (`COMMON_CONCEPTS`), halved again when the prompt names it `DOMAIN_REPEATS`
 * times or more. Empty for a prompt in a script the tables do not cover.
 */
export function promptConcepts(prompt: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const h of conceptHits(prompt)) counts.set(h.concept, (counts.get(h.concept) ?? 0) + 1);
  const weights = new Map<string, number>();
  for (const [concept, n] of counts) weights.set(concept, (COMMON_CONCEPTS.has(concept) ? 0.5 : 1) * (n >= DOMAIN_REPEATS ? 0.5 : 1));
  return weights;
}

/** Patterns run on answer text (checked for linear time by a test). */
export const CONCEPT_PATTERNS: readonly RegExp[] = [DENSE, WORD_RUN, MARK_OR_FORMAT];
