/**
 * System-prompt leakage (seed 002: "시스템 프롬프트 조각"): verbatim runs of the configured
 * system prompt (`app.systemPrompt`) in an answer, found by word n-gram and character
 * n-gram overlap on the shadow (so spacing, case and fullwidth tricks do not hide a copy).
 *
 * - word n-grams: `WORD_N` consecutive words (letter/digit runs) of the prompt, in order;
 * - character n-grams: `CHAR_N` consecutive letters/digits with spaces and punctuation
 *   dropped (`DENSE_CHAR_N` in Hangul/CJK), which catches Korean runs and re-spaced copies
 *   a word n-gram misses.
 * The application's refusal and no-evidence phrases are cut out of the prompt first: the
 * prompt usually tells the model to say them, and saying them is not a leak. So is the text
 * the prompt marks public (`Introduce yourself as …`), and a copy of its identity clause (`You
 * are Aria, the support assistant of …`) right after a first-person opener (`I'm Aria, the
 * support assistant of …`) is not counted: `prompt-public.ts`.
 * Overlapping hits are merged into one finding per leaked span.
 */
import { makeFinding, type Finding, type RampartConfig } from "../../core/light.js";
import type { Shadow } from "../../boundary/index.js";
import { gateShadow } from "../view.js";
import { tailWithLetters } from "./util.js";
import { COMMON_ACRONYMS, FUNCTION_WORDS } from "./prompt-vocabulary.js";
import { compileParaphrase, PARAPHRASE_PATTERNS } from "./prompt-paraphrase.js";
import { FIRST_PERSON_BEFORE, PROMPT_PUBLIC_PATTERNS, promptSayables } from "./prompt-public.js";
import type { CompiledDetector, DetectorSpec } from "../types.js";

// Thresholds come from `gate.systemPrompt` (defaults: 6 words, 20 letters, 14 Hangul/CJK
// characters — a dense-script syllable carries about what two Latin letters do, so a Korean
// copy of ~5 words is caught).
/** Hangul Jamo (U+1100) and everything above in the BMP letters we see: Hangul, CJK, kana. */
const DENSE = /^[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af]+$/;
const WORD = /[\p{L}\p{N}]+/gu;

/** The index of the first element of the ascending `list` greater than `x` (binary search). */
function firstAbove(list: readonly number[], x: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as number) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** One n-gram hit on the shadow, `[start, end)`, and whether each edge may stand (see `detect`). */
interface Hit {
  start: number;
  end: number;
  startOk: boolean;
  endOk: boolean;
}

interface Words {
  words: string[];
  /** Shadow span of each word. */
  starts: number[];
  ends: number[];
}

function wordsOf(text: string): Words {
  const w: Words = { words: [], starts: [], ends: [] };
  for (const m of text.matchAll(WORD)) {
    w.words.push(m[0]);
    w.starts.push(m.index);
    w.ends.push(m.index + m[0].length);
  }
  return w;
}

/** Letters/digits only, with each compact index mapped to its shadow index. */
function compactOf(w: Words): { text: string; at: number[] } {
  const at: number[] = [];
  w.words.forEach((word, k) => {
    for (let i = 0; i < word.length; i++) at.push((w.starts[k] as number) + i);
  });
  return { text: w.words.join(""), at };
}

/** How far before an identity clause's copy a first-person opener is looked for, in shadow code units. */
const OPENER_REACH = 24;

/**
 * Shadow spans where the answer says one of the prompt's identity clauses (`identities`,
 * letters and digits only) right after a first-person opener (`FIRST_PERSON_BEFORE`): the model
 * introducing itself with the persona the prompt gave it (`prompt-public.ts`).
 */
function introductions(text: string, c: { text: string; at: number[] }, identities: readonly string[]): [number, number][] {
  const out: [number, number][] = [];
  for (const id of identities) {
    for (let k = c.text.indexOf(id); k >= 0; k = c.text.indexOf(id, k + id.length)) {
      const s = c.at[k] as number;
      const e = (c.at[k + id.length - 1] as number) + 1;
      if (FIRST_PERSON_BEFORE.test(text.slice(Math.max(0, s - OPENER_REACH), s))) out.push([s, e]);
    }
  }
  return out;
}

function compile(config: RampartConfig): CompiledDetector | null {
  const { wordNgram: WORD_N, charNgram: CHAR_N, denseCharNgram: DENSE_CHAR_N } = config.gate.systemPrompt;
  let prompt = gateShadow(config.app.systemPrompt).text;
  // What the prompt wants said: its refusal and no-evidence phrases, its identity clause and
  // the text it marks public (`prompt-public.ts`).
  const sayables = promptSayables(config.app.systemPrompt);
  const sayable = [config.app.refusalPhrase, config.app.noEvidencePhrase, ...sayables.public];
  // The identity clauses' letters and digits: a copy right after a first-person opener is the persona said.
  const identities = sayables.identity.map((p) => compactOf(wordsOf(gateShadow(p).text)).text).filter((t) => t.length > 0);
  for (const phrase of sayable) {
    const folded = gateShadow(phrase).text.trim();
    // A control character breaks every n-gram that would cross the phrase.
    if (folded) prompt = prompt.split(folded).join("\u0000");
  }
  const segments = prompt.split("\u0000");
  const wordGrams = new Set<string>();
  const charGrams = new Set<string>();
  const denseGrams = new Set<string>();
  // Character n-grams that begin / end on a word boundary of the prompt: an answer's run that
  // starts or ends inside one of its words lines up with a prompt word's edge only if one of
  // these holds it ("…house shipping" in "greenhouse" against the prompt's "warehouse" does not).
  const gramsAtWordStart = new Set<string>();
  const gramsAtWordEnd = new Set<string>();
  for (const seg of segments) {
    const w = wordsOf(seg);
    for (let i = 0; i + WORD_N <= w.words.length; i++) wordGrams.add(w.words.slice(i, i + WORD_N).join(" "));
    const c = compactOf(w).text;
    for (let i = 0; i + CHAR_N <= c.length; i++) charGrams.add(c.slice(i, i + CHAR_N));
    let at = 0;
    for (const word of w.words) {
      if (at + CHAR_N <= c.length) gramsAtWordStart.add(c.slice(at, at + CHAR_N));
      at += word.length;
      if (at >= CHAR_N) gramsAtWordEnd.add(c.slice(at - CHAR_N, at));
    }
    for (let i = 0; i + DENSE_CHAR_N <= c.length; i++) {
      const gram = c.slice(i, i + DENSE_CHAR_N);
      if (DENSE.test(gram)) denseGrams.add(gram);
    }
  }
  if (wordGrams.size === 0 && charGrams.size === 0 && denseGrams.size === 0) return null;
  // Paraphrased or translated restatements (`prompt-paraphrase.ts`), on the prompt as written
  // (capitals mark its names) without the refusal and no-evidence phrases.
  let written = config.app.systemPrompt;
  for (const phrase of sayable) if (phrase.trim()) written = written.split(phrase.trim()).join("\n");
  const paraphrase = compileParaphrase(written);
  // Distinctive words of the prompt (folded): its names and codes. With the directive words
  // (`DIRECTIVE`), a Latin-script overlap must hold one of them, or be twice an n-gram long.
  const distinctive = distinctiveWords(config.app.systemPrompt);
  // Every prompt segment's letters and digits, for the streaming hold: a tail that is no
  // substring of these can never become part of an n-gram match.
  const promptCompact = segments.map((seg) => compactOf(wordsOf(seg)).text).join("\u0000");
  const HOLD_LETTERS = Math.max(CHAR_N, DENSE_CHAR_N, 1) - 1;
  /**
   * Streaming hold (issue 19 item 5): the longest tail of the text whose letters and digits
   * are still a substring of the prompt's — a copy in progress — up to one n-gram less one
   * letter; prose that left the prompt is released at once.
   */
  function hold(text: string, shadow?: Shadow): number {
    // A restatement's passage may start far back (its first framing phrase, anchor or stem):
    // held from there while it can still grow (`prompt-paraphrase.ts`, its `hold`).
    const passage = paraphrase !== null && shadow !== undefined && shadow.text === text ? paraphrase.hold(shadow) : 0;
    return Math.max(passage, copyHold(text));
  }
  function copyHold(text: string): number {
    const tail = text.slice(-Math.max(64, HOLD_LETTERS * 8));
    const letters = compactOf(wordsOf(tail)).text;
    for (let k = Math.min(letters.length, HOLD_LETTERS); k > 0; k--) {
      if (promptCompact.includes(letters.slice(letters.length - k))) return Math.min(text.length, tailWithLetters(text, k));
    }
    return 0;
  }
  // Cheap prefilters so a long answer does not build a string per position.
  const wordHeads = new Set([...wordGrams].map((g) => g.slice(0, g.indexOf(" "))));
  // Heads as numbers (two UTF-16 units), so the scan allocates nothing until a head matches.
  const headKey = (t: string, i: number) => t.charCodeAt(i) * 65536 + t.charCodeAt(i + 1);
  const charHeads = new Set([...charGrams, ...denseGrams].map((g) => headKey(g, 0)));

  function detect(shadow: Shadow): Finding[] {
    const w = wordsOf(shadow.text);
    const c = compactOf(w);
    // Covered shadow spans, as [start, end, edges] before merging. `edges` says whether the
    // hit's start and end may stand where they are: on a word boundary of the answer, or on
    // one of the prompt (a copy glued to other letters). A Latin run that begins or ends
    // inside an answer word AND inside a prompt word is two different words sharing letters
    // ("hot|el bookings" against "travel bookings"): that partial word is trimmed off.
    // Compact index k starts (ends) an answer word when its neighbour is not adjacent in the shadow.
    const startsWord = (k: number) => k === 0 || (c.at[k - 1] as number) + 1 !== c.at[k];
    const endsWord = (k: number) => k === c.at.length - 1 || (c.at[k] as number) + 1 !== c.at[k + 1];
    const hits: Hit[] = [];
    for (let i = 0; i + WORD_N <= w.words.length; i++) {
      if (!wordHeads.has(w.words[i] as string)) continue;
      if (wordGrams.has(w.words.slice(i, i + WORD_N).join(" "))) {
        hits.push({ start: w.starts[i] as number, end: w.ends[i + WORD_N - 1] as number, startOk: true, endOk: true });
      }
    }
    for (let i = 0; i + DENSE_CHAR_N <= c.text.length; i++) {
      if (!charHeads.has(headKey(c.text, i))) continue;
      const n = denseGrams.has(c.text.slice(i, i + DENSE_CHAR_N))
        ? DENSE_CHAR_N
        : i + CHAR_N <= c.text.length && charGrams.has(c.text.slice(i, i + CHAR_N))
          ? CHAR_N
          : 0;
      if (n === 0) continue;
      const start = c.at[i] as number;
      const end = (c.at[i + n - 1] as number) + 1;
      const gram = c.text.slice(i, i + n);
      const dense = n === DENSE_CHAR_N && denseGrams.has(gram);
      hits.push({
        start,
        end,
        startOk: dense || startsWord(i) || gramsAtWordStart.has(gram),
        endOk: dense || endsWord(i + n - 1) || gramsAtWordEnd.has(gram),
      });
    }
    if (hits.length > 0 && identities.length > 0) {
      const said = introductions(shadow.text, c, identities);
      if (said.length > 0) {
        const inside = (h: Hit) => said.some(([s, e]) => h.start >= s && h.end <= e);
        for (let k = hits.length - 1; k >= 0; k--) if (inside(hits[k] as Hit)) hits.splice(k, 1);
        if (hits.length === 0) return [];
      }
    }
    if (hits.length === 0) return paraphrase === null ? [] : paraphrase(shadow);
    hits.sort((a, b) => a.start - b.start || Number(b.startOk) - Number(a.startOk));
    const merged: Hit[] = [];
    for (const h of hits) {
      const last = merged[merged.length - 1];
      if (last && h.start <= last.end) {
        if (h.end > last.end) Object.assign(last, { end: h.end, endOk: h.endOk });
        else if (h.end === last.end) last.endOk ||= h.endOk;
      } else merged.push({ ...h });
    }
    const trimmed: [number, number][] = [];
    for (const h of merged) {
      let s = h.start;
      let e = h.end;
      if (!h.startOk) s = w.starts[firstAbove(w.starts, h.start)] ?? e;
      if (!h.endOk) e = w.ends[firstAbove(w.ends, h.end - 1) - 1] ?? s;
      if (e <= s) continue;
      // A trimmed run must still hold a full character n-gram's worth of letters and digits.
      const cut = s !== h.start || e !== h.end;
      if (!cut || shadow.text.slice(s, e).replace(/[^\p{L}\p{N}]/gu, "").length >= CHAR_N) trimmed.push([s, e]);
    }
    const kept = trimmed.filter(([s, e]) => isDistinctive(shadow.text.slice(s, e), distinctive, CHAR_N));
    const verbatim = kept.map(([s, e]) => {
      const orig = shadow.toOriginal(s, e);
      return makeFinding({
        kind: "detector",
        id: "system-prompt",
        category: "confidential.system-prompt",
        start: orig.start,
        end: orig.end,
        score: 0.9,
        reason: `verbatim system-prompt text (≥ ${WORD_N} words, ${CHAR_N} letters or ${DENSE_CHAR_N} Hangul/CJK characters in order)`,
      });
    });
    if (paraphrase === null) return verbatim;
    // A restatement the verbatim pass already covers adds nothing.
    const restated = paraphrase(shadow).filter((f) => !verbatim.some((v) => v.start <= f.start && v.end >= f.end));
    return [...verbatim, ...restated];
  }

  return {
    id: "system-prompt",
    category: "confidential.system-prompt",
    code: "ERR_LEAK_SYSTEM_PROMPT",
    label: "SYSTEM_PROMPT",
    // A copy can be arbitrarily long; the stream only has to hold back one n-gram's worth to
    // stop the first leaked one. Any WORD_N prompt words with CHAR_N letters or more contain a
    // character n-gram, so the hold is the shadow tail holding the last CHAR_N letters/digits
    // (DENSE_CHAR_N ≤ CHAR_N by default), however much punctuation sits between them.
    window: Math.max(3 * CHAR_N, 3 * DENSE_CHAR_N, 8 * WORD_N),
    hold,
    detect,
  };
}

/**
 * Words that make an overlap with the prompt an instruction rather than shared vocabulary:
 * what a system prompt tells a model to do or not do (English; other scripts are judged by
 * the dense n-gram alone). Instruction-likeness is a sum of signals (DESIGN.md): a STRONG
 * word (about secrecy, the prompt itself, refusal) is one alone; WEAK words (modals and
 * frequency adverbs common in any helpful answer: "always answer in the customer's
 * language") count only two together, or one with a name of the prompt.
 */
const DIRECTIVE_STRONG = new Set([
  "refuse", "reveal", "disclose", "instructions", "instructed", "instruction", "confidential", "secret", "internal", "prompt", "system",
  "ignore", "forbidden", "codeword", "password",
]);
const DIRECTIVE_WEAK = new Set(["never", "must", "always", "only", "not", "don", "share", "mention", "tell", "rules", "should", "shall", "allowed"]);
const LATIN_WORD = /[a-z][a-z0-9'-]*/g;
/**
 * * The prompt's names and codes, folded: a capitalised word of ≥ 3 letters that does not start
 * a sentence (`Quill`, `Norrland`), a word with a digit or an all-capital word of ≥ 3 letters
 * (`TEAL-MARMOT`) — never a common abbreviation (`COMMON_ACRONYMS`: `VAT`, `USD`, `FAQ`).
 */
function distinctiveWords(prompt: string): Distinctive {
  const out: Distinctive = { names: new Set(), codes: new Set() };
  for (const m of prompt.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu)) {
    const w = m[0];
    const before = prompt.slice(Math.max(0, m.index - 3), m.index);
    const sentenceStart = m.index === 0 || /[.!?:]\s*$|\n\s*$/.test(before);
    const common = COMMON_ACRONYMS.has(w.toLowerCase());
    const named = /^\p{Lu}\p{L}{2,}/u.test(w) && !sentenceStart && !common;
    const code = /[0-9]/.test(w) || (/^\p{Lu}{3,}/u.test(w) && !common);
    if (named || code) for (const part of gateShadow(w).text.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) (code ? out.codes : out.names).add(part);
  }
  // A word written both ways in the prompt is a code.
  for (const c of out.codes) out.names.delete(c);
  return out;
}

/** The prompt's proper names (`Halvorsen`, `Freight`) and codes (`HF-OPS`, `TEAL-MARMOT`, folded parts). */
interface Distinctive {
  names: Set<string>;
  codes: Set<string>;
}

/**
 * Whether an overlap (shadow text) is distinctive enough to be a leak: any non-Latin letter
 * (Hangul/CJK copies are judged by their dense n-gram), or a Latin overlap holding a strong
 * directive word, two weak ones, a weak one with a prompt name, one of the prompt's codes,
 * a prompt name with a word of its prose, or content words (not `FUNCTION_WORDS`) of at
 * least twice the character n-gram in letters. A common
 * phrase the prompt happens to contain ("from the retrieved handbook chunks", "always answer
 * in the customer's language") passes.
 */
function isDistinctive(span: string, distinctive: Distinctive, charN: number): boolean {
  if (/[^\x00-\x7f]/.test(span.replace(/[\s\u200b]/g, ""))) return true;
  // A long run counts by the letters of its content words: function words ("of the", "in
  // your") make a run long without making it the prompt's.
  let content = 0;
  for (const m of span.matchAll(LATIN_WORD)) if (!FUNCTION_WORDS.has(m[0].replace(/'.*$/, ""))) content += m[0].length;
  if (content >= 2 * charN) return true;
  // The prompt's proper names alone (`Halvorsen Freight GmbH`) are what the app is and says in
  // any answer; a run that holds a name and a word of the prompt's prose is a copy.
  let name = false;
  let prose = false;
  let weak = 0;
  for (const m of span.matchAll(LATIN_WORD)) {
    const w = m[0].replace(/'.*$/, "");
    if (DIRECTIVE_STRONG.has(w) || distinctive.codes.has(w)) return true;
    if (DIRECTIVE_WEAK.has(w)) weak += 1;
    if (distinctive.names.has(w)) name = true;
    else prose = true;
    if ((name && prose) || weak >= 2 || (weak >= 1 && name)) return true;
  }
  return false;
}

/** The system-prompt leakage detector (block code `ERR_LEAK_SYSTEM_PROMPT`). */
export const systemPromptDetector: DetectorSpec = {
  id: "system-prompt",
  category: "confidential.system-prompt",
  code: "ERR_LEAK_SYSTEM_PROMPT",
  label: "SYSTEM_PROMPT",
  patterns: [WORD, DENSE, LATIN_WORD, ...PARAPHRASE_PATTERNS, ...PROMPT_PUBLIC_PATTERNS],
  compile,
};
