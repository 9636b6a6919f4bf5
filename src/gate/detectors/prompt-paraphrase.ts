/**
 * Paraphrased and translated system-prompt leaks (issue 19): an answer that restates the
 * configured prompt in other words or another language shares no verbatim n-gram with it
 * (`system-prompt.ts`), but it carries what survives translation and paraphrase:
 *
 * - ANCHORS, extracted once when the policy is compiled (`promptAnchors`): the prompt's codes
 *   (`ORBIT-9`, a word with a digit or in capitals), its numbers (`0.73`, `25,000`: three or
 *   more digits or a fraction, compared as digits so `0,73` and `25.000` match), its e-mail
 *   addresses and URLs — STRONG anchors — and its proper names (capitalised words inside a
 *   sentence, grouped: `Vantor Mutual`), quoted terms and Katakana words — NAME anchors,
 *   which an answer about the product says anyway;
 * - DISCLOSURE FRAMING (`disclosure/`, one data file per language): the answer speaks of its
 *   own instructions ("I was told to", `meine Anweisungen`, `私の指示`, `내 지침`, `我的指令`);
 * - DIRECTIVE words near the framing (never, always, only, must, `nie`, `절대`, `决不` …);
 * - same-language CONTENT STEMS: words of ≥ 5 letters of the prompt (not function words),
 *   suffix-stripped (`pricing` ~ `prices`), found again in the answer;
 * - cross-language CONCEPTS (`prompt-concepts.ts`, tables in `concepts/`): the prompt's
 *   words as language-neutral ids (`refund`, `competitor`, `escalate`, `internal` …), found
 *   again in any language within `CONCEPT_BEFORE` / `CONCEPT_AFTER` code units of a PERSONAL
 *   framing phrase ("my instructions", not "the system prompt": an answer about prompts in
 *   general says that), each weighted (1 specific, ½ common, halved again when the prompt
 *   repeats it: its domain); their sum is the concept weight.
 *
 * Signals are grouped into passages (hits no more than `PASSAGE_GAP` shadow code units
 * apart). A passage leaks when
 * 1. it has framing, 2·strong + min(names, 2) + min(directives, 2) + min(max(⌊stems / 2⌋,
 *    ⌊concept weight / CONCEPT_STEP⌋), 3) reaches `FRAMED_SCORE`, and a strong anchor, two content stems
 *    or `CONCEPT_MIN` concept weight are among them — a restated rule set, not a refusal that
 *    names the bot and says "always polite" or "I can't discuss prices"; or
 * 2. without framing, it holds at least `BARE_STRONG` strong anchors and half of the
 *    prompt's strong anchors (a dump of its figures and codes); or
 * 3. without framing, it holds half of the prompt's content stems, at least `BARE_STEMS`;
 * 4. it ADDRESSES AN ASSISTANT as a prompt does (`roleAddress` of `disclosure/`: `you are`,
 *    `eres`, `du bist`, `あなたは`, `당신은`, `你是`) and, within `ROLE_AFTER` code units after
 *    that, holds at least `ROLE_DIRECTIVES` directive words and half of the prompt's concept
 *    weight (at least `ROLE_CONCEPT_MIN`): the prompt restated as a prompt — translated under a
 *    JSON key (`{"guidelines_es": "Eres el asistente …"}`) — with no word about its own
 *    instructions. An answer on the prompt's topic in another language (the same bills and
 *    tariffs) holds a quarter of its concepts, and a sample prompt for another task few of them.
 * An answer that names the product, the company or the bot once or twice, or states one of
 * the prompt's figures, passes (hard negatives in `test/gate/prompt-paraphrase.test.ts`).
 * Cost: O(answer × (framing phrases + directives)) `indexOf` scans plus one token pass.
 */
import { makeFinding, type Finding } from "../../core/light.js";
import type { Shadow } from "../../boundary/index.js";
import { gateShadow } from "../view.js";
import { COMMON_ACRONYMS, FUNCTION_WORDS } from "./prompt-vocabulary.js";
import { ALL_DIRECTIVES, ALL_FRAMING, ALL_IMPERSONAL, ALL_ROLE_ADDRESS, foldPhrases, phraseFinder } from "./disclosure/index.js";
import { CUE_PATTERNS, framingCues } from "./disclosure/cues.js";
import { MEASURE_PATTERNS, measures, promptFigures } from "./prompt-measures.js";
import { CONCEPT_PATTERNS, conceptHits, promptConcepts } from "./prompt-concepts.js";
import { cjkNumbers } from "./cjk-numerals.js";
import { compileLoanAnchors, PROMPT_LOANWORD_PATTERNS } from "./prompt-loanwords.js";

/** What an anchor is: strong anchors are rare outside a leak; name anchors are the app's topic. */
export type AnchorKind = "code" | "number" | "address" | "name" | "quoted" | "kana";

/** One anchor of the prompt: its folded token parts (or its digits, for a number). */
export interface Anchor {
  kind: AnchorKind;
  /** Folded letter/digit tokens in order; a number's digits as one part. */
  parts: string[];
}

/** Greatest shadow distance between two signals of one passage (code units). */
export const PASSAGE_GAP = 400;
/** Score a framed passage must reach (module comment, rule 1). */
export const FRAMED_SCORE = 4;
/** Strong anchors an unframed passage needs (rule 2). */
export const BARE_STRONG = 3;
/** Distinct anchors, and their weight, an unframed passage of weak and strong anchors needs (rule 4). */
export const DENSITY_ANCHORS = 4;
export const DENSITY_SCORE = 3;
/** Content stems an unframed passage needs (rule 3). */
export const BARE_STEMS = 8;
/** Concept weight that stands in for a strong anchor in a framed passage (rule 1). */
export const CONCEPT_MIN = 3;
/** Concept weight worth one point of a framed passage's score (rule 1; stems: two per point). */
export const CONCEPT_STEP = 1.5;
/** How far before / after a personal framing phrase its concepts are read (code units). */
export const CONCEPT_BEFORE = 200;
export const CONCEPT_AFTER = 500;

/** How far after a role address its concepts are read (code units; a whole translated prompt). */
export const ROLE_AFTER = 2000;
/** Concept weight a role-addressed passage needs at least (rule 4), besides half of the prompt's. */
export const ROLE_CONCEPT_MIN = 4;
/** Directive words a role-addressed passage needs (rule 4): a prompt's rules carry them. */
export const ROLE_DIRECTIVES = 2;

const STRONG: ReadonlySet<AnchorKind> = new Set(["code", "number", "address"]);
const WORD = /[\p{L}\p{N}]+/gu;
const ASCII_RUN = /[a-z0-9]+|[^a-z0-9]+/g;
const KATAKANA_RUN = /[\u30a1-\u30fa\u30fc]{4,40}/g;

/** Letter/digit tokens of a folded text, split where ASCII meets another script (`tallis이며` → `tallis`, `이며`). */
function tokens(text: string): { tok: string; start: number; end: number }[] {
  const out: { tok: string; start: number; end: number }[] = [];
  for (const m of text.matchAll(WORD)) {
    for (const r of m[0].matchAll(ASCII_RUN)) {
      const start = m.index + r.index;
      out.push({ tok: r[0], start, end: start + r[0].length });
    }
  }
  return out;
}

/**
 * Numbers of a folded text as digit strings with their spans: digits joined by `.` `,` `'`
 * (one each) or by a space before exactly three digits (`25 000`), and CJK positional numerals
 * (`八百`, `팔백`: `cjk-numerals.ts`). Kept when they have three or more digits or a fraction part
 * (`0.73`): `10` or `24` are any text's numbers. A percentage of any size is kept as `35%`
 * (`35 %`, `35 percent`, `35 Prozent`, `三十五パーセント`, `35퍼센트`, `百分之三十五`): a rate is
 * what a prompt keeps secret. A number glued to a Latin, Cyrillic or Greek letter is part of a
 * word (`v2`, `A320`); glued to a CJK letter it is not (`800유로`, `超过800`).
 */
function numbers(text: string): { digits: string; start: number; end: number }[] {
  const out: { digits: string; start: number; end: number }[] = [];
  const keep = (digits: string, start: number, end: number, grouped: boolean) => {
    const before = text.slice(Math.max(0, start - 3), start);
    const after = text.slice(end, end + 12);
    if (PERCENT_BEFORE.test(before) || PERCENT_AFTER.test(after)) out.push({ digits: `${digits}%`, start, end });
    if (digits.length >= 3 || (grouped && digits.length >= 2)) out.push({ digits, start, end });
  };
  const isDigit = (i: number) => {
    const k = text.charCodeAt(i);
    return k >= 0x30 && k <= 0x39;
  };
  let i = 0;
  while (i < text.length) {
    if (!isDigit(i) || (i > 0 && (isDigit(i - 1) || WORD_LETTER.test(text[i - 1] as string)))) {
      i += 1;
      continue;
    }
    const start = i;
    let digits = "";
    let grouped = false;
    for (;;) {
      while (isDigit(i)) digits += text[i++];
      const sep = text[i];
      if ((sep === "." || sep === "," || sep === "'") && isDigit(i + 1)) {
        grouped = true;
        i += 1;
        continue;
      }
      if (sep === " " && isDigit(i + 1) && isDigit(i + 2) && isDigit(i + 3) && !isDigit(i + 4)) {
        grouped = true;
        i += 1;
        continue;
      }
      break;
    }
    if (WORD_LETTER.test(text[i] ?? "")) continue;
    keep(digits, start, i, grouped);
  }
  if (HAS_CJK_NUMERAL.test(text)) for (const n of cjkNumbers(text)) keep(n.digits, n.start, n.end, false);
  return out;
}

/** A letter of an alphabet that writes words with spaces (Latin, Cyrillic, Greek): a digit glued to one is part of a word. */
const WORD_LETTER = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;
/** A percent sign or word right after a number, in the gate's languages (shadow text: lower case). */
const PERCENT_AFTER = /^\s?(?:%|per ?cent|prozent|pour ?cent|por ?ciento|per ?cento|por ?cento|procent|процент|パーセント|퍼센트|프로(?![가-힣])|个百分点)/u;
/** Chinese writes a percentage before the number: 百分之三十五. */
const PERCENT_BEFORE = /百分之$/;
/** A Han or Hangul place word: the text may hold a positional numeral. */
const HAS_CJK_NUMERAL = /[十拾百佰千仟万萬亿億십백천만억]/;

/** A light stem: common English suffixes off, then the first six letters (`pricing` ~ `prices` → `pric`). */
export function stem(word: string): string {
  const w = word.replace(/(?:ations?|ings?|ments?|ions?|ness|ers?|ed|es|ly|s)$/, "");
  return (w.length >= 4 ? w : word).slice(0, 6);
}

/** Content stems of a folded Latin text: words of ≥ 5 letters that are no function words. */
function stems(text: string): { stem: string; start: number; end: number }[] {
  const out: { stem: string; start: number; end: number }[] = [];
  for (const t of tokens(text)) {
    if (t.tok.length < 5 || !/^[a-z]+$/.test(t.tok) || FUNCTION_WORDS.has(t.tok)) continue;
    out.push({ stem: stem(t.tok), start: t.start, end: t.end });
  }
  return out;
}

/**
 * The anchors of a system prompt (original text, refusal phrases already cut out): codes,
 * numbers, addresses, grouped proper names, quoted terms and Katakana words (module comment).
 *
 * @example
 * promptAnchors("You are Tallis of Vantor Mutual. Escalate above 25,000 EUR to desk ORBIT-9.")
 * // → name [tallis], name [vantor, mutual], number [25000], code [orbit, 9]
 */
export function promptAnchors(prompt: string): Anchor[] {
  const anchors: Anchor[] = [];
  const seen = new Set<string>();
  const add = (kind: AnchorKind, parts: string[]) => {
    const key = `${kind}:${parts.join(" ")}`;
    if (parts.length === 0 || seen.has(key)) return;
    seen.add(key);
    anchors.push({ kind, parts });
  };
  const fold = (s: string) => tokens(gateShadow(s).text).map((t) => t.tok);
  // E-mail addresses and URLs (config text, not answers).
  for (const m of prompt.matchAll(/[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}|https?:\/\/[^\s)"'<>]{1,200}|www\.[^\s)"'<>]{1,200}/g)) {
    add("address", fold(m[0].replace(/^https?:\/\/(?:www\.)?|^www\./, "")));
  }
  // Quoted terms of one to five words.
  for (const m of prompt.matchAll(/["“„«「『]([^"“”„«»「」『』\n]{2,60})["”“»」』]/g)) {
    const parts = fold(m[1] as string);
    if (parts.length >= 1 && parts.length <= 5 && parts.join("").length >= 4) add("quoted", parts);
  }
  for (const m of prompt.matchAll(KATAKANA_RUN)) add("kana", [m[0]]);
  // Names (capitalised words inside a sentence, consecutive ones grouped) and codes. In a prompt
  // that capitalises its nouns (German: over a quarter of the words inside sentences), a single
  // capitalised word after an article, a preposition or a number is a noun (`die Mindestmarge`,
  // `40 Personen`), not a name.
  const inner = [...prompt.matchAll(/(?<=[\p{L}\p{N},;] )\p{L}{3,}/gu)].map((m) => m[0]);
  const nounCase = inner.length >= 8 && inner.filter((w) => /^\p{Lu}/u.test(w)).length * 4 > inner.length;
  let group: string[] = [];
  let groupNoun = false;
  let groupEnd = -1;
  const flush = () => {
    if (group.length > 1 || (group.length === 1 && !groupNoun)) add("name", group);
    group = [];
  };
  for (const m of prompt.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'-]{0,63}/gu)) {
    const w = m[0];
    const before = prompt.slice(Math.max(0, m.index - 3), m.index);
    const sentenceStart = m.index === 0 || /[.!?:]\s*$|\n\s*$/.test(before);
    const common = COMMON_ACRONYMS.has(w.toLowerCase());
    // A prefix written with its dash (`VLX-`, `TKT-`) is a code like the word.
    const code = (/\p{N}/u.test(w) && /\p{L}/u.test(w)) || (/^\p{Lu}{3,}(?:-\p{Lu}+)*-?$/u.test(w) && !common);
    const named = /^\p{Lu}\p{Ll}{2,}/u.test(w) && !sentenceStart && !common;
    if (code) {
      flush();
      add("code", fold(w));
    } else if (named) {
      if (group.length > 0 && m.index - groupEnd > 1) flush();
      if (group.length === 0) groupNoun = nounCase && NOUN_BEFORE.test(prompt.slice(Math.max(0, m.index - 12), m.index));
      group.push(...fold(w));
      groupEnd = m.index + w.length;
    } else flush();
  }
  flush();
  for (const n of numbers(gateShadow(prompt).text)) add("number", [n.digits]);
  return anchors;
}

/** What stands before a common noun in German: an article, a preposition or a number, and a space. */
const NOUN_BEFORE =
  /(?:^|[^\p{L}])(?:der|die|das|den|dem|des|ein|eine|einer|einem|einen|eines|kein|keine|ab|an|auf|aus|bei|mit|nach|von|vor|zu|zum|zur|für|über|unter|gegenüber|gegen|ohne|um|durch|im|am|ins|vom|beim|[0-9]+(?:[.,][0-9]+)?) $/iu;

/** The content stems of a prompt (English and other Latin-script prose), distinct. */
function promptStems(prompt: string, anchors: readonly Anchor[]): Set<string> {
  const names = new Set(anchors.flatMap((a) => a.parts.map(stem)));
  return new Set(stems(gateShadow(prompt).text).filter((s) => !names.has(s.stem)).map((s) => s.stem));
}

interface Signal {
  start: number;
  end: number;
  /** `addressed`: a concept read only because a role address precedes it (rule 4 alone counts it). */
  type: "framing" | "directive" | "strong" | "name" | "stem" | "concept" | "role" | "addressed" | "measure" | "figure";
  key: string;
  /** A concept's weight (`promptConcepts`). */
  weight?: number;
}

/**
 * Compiles the paraphrase check for one prompt: returns the detector's extra pass (findings
 * on the original text, id `system-prompt`), or null when the prompt holds nothing to find.
 */
export function compileParaphrase(prompt: string): (((shadow: Shadow) => Finding[]) & { hold: (shadow: Shadow) => number }) | null {
  const anchors = promptAnchors(prompt);
  const content = promptStems(prompt, anchors);
  const concepts = promptConcepts(prompt);
  if (anchors.length === 0 && content.size < BARE_STEMS && concepts.size === 0) return null;
  const impersonal = new Set(foldPhrases(ALL_IMPERSONAL));
  const phrases = phraseFinder(ALL_FRAMING);
  // Framing phrases, and first-person cues of any language (`disclosure/cues.ts`: `on m'a configuré`).
  const framing = (text: string) => [...phrases(text), ...framingCues(text)];
  const roleAddress = phraseFinder(ALL_ROLE_ADDRESS);
  const totalConcepts = [...concepts.values()].reduce((a, b) => a + b, 0);
  const directives = phraseFinder(ALL_DIRECTIVES);
  const byHead = new Map<string, Anchor[]>();
  for (const a of anchors) {
    if (a.kind === "number") continue;
    const head = a.parts[0] as string;
    byHead.set(head, [...(byHead.get(head) ?? []), a]);
    // A code written glued (`orbit9`) is one token.
    if (a.kind === "code" && a.parts.length > 1) {
      const glued = a.parts.join("");
      byHead.set(glued, [...(byHead.get(glued) ?? []), { kind: a.kind, parts: [glued] }]);
    }
  }
  const numberAnchors = new Set(anchors.filter((a) => a.kind === "number").map((a) => a.parts[0] as string));
  const totalStrong = anchors.filter((a) => STRONG.has(a.kind)).length;
  // The prompt's figures (`prompt-measures.ts`): numbers with a unit (`90 days` → `90:day`) and
  // every number of two or more digits, read in the answer in any number format and unit word.
  const figures = promptFigures(prompt);
  const loanAnchors = compileLoanAnchors(anchors);

  /**
   * The signals of `shadow`. `pending` (the streaming hold) keeps every signal a later one may
   * still admit: concepts before any framing phrase (one arriving within `CONCEPT_BEFORE`
   * counts them), directives and stems before any anchor.
   */
  const collect = (shadow: Shadow, pending: boolean): Signal[] => {
    const text = shadow.text;
    const signals: Signal[] = [];
    const framed = framing(text);
    for (const h of framed) signals.push({ start: h.start, end: h.end, type: "framing", key: h.phrase });
    const personal = framed.filter((h) => !impersonal.has(h.phrase));
    const roles = concepts.size > 0 ? roleAddress(text) : [];
    for (const h of roles) signals.push({ start: h.start, end: h.end, type: "role", key: h.phrase });
    if ((pending || personal.length > 0 || roles.length > 0) && concepts.size > 0) {
      const reach = spans(personal.map((f) => ({ start: f.start - CONCEPT_BEFORE, end: f.end + CONCEPT_AFTER })));
      const addressed = spans(roles.map((r) => ({ start: r.end, end: r.end + ROLE_AFTER })));
      const inside = spans(framed);
      for (const c of conceptHits(shadow.original)) {
        const weight = concepts.get(c.concept);
        if (weight === undefined) continue;
        const start = shadowIndex(shadow, c.start);
        const end = Math.max(start + 1, shadowIndex(shadow, c.end));
        // In reach of a personal framing phrase, and not a word of a phrase itself (`мои инструкции`).
        if (pending || (reach(start, end) && !inside(start, end))) signals.push({ start, end, type: "concept", key: c.concept, weight });
        else if (addressed(start, end)) signals.push({ start, end, type: "addressed", key: c.concept, weight });
      }
    }
    const toks = tokens(text);
    toks.forEach((t, i) => {
      for (const a of byHead.get(t.tok) ?? []) {
        // A name group counts by its first word alone; other anchors need every part in order.
        const whole = a.parts.every((p, k) => toks[i + k]?.tok === p);
        if (!whole && !(a.kind === "name" || a.kind === "quoted")) continue;
        const last = toks[i + (whole ? a.parts.length - 1 : 0)] as { end: number };
        signals.push({ start: t.start, end: last.end, type: STRONG.has(a.kind) ? "strong" : "name", key: a.parts.join(" ") });
      }
    });
    if (numberAnchors.size > 0) {
      for (const n of numbers(text)) if (numberAnchors.has(n.digits)) signals.push({ start: n.start, end: n.end, type: "strong", key: `#${n.digits}` });
    }
    if (figures.measures.size > 0 || figures.bare.size > 0) {
      for (const m of measures(text)) {
        // A number already a strong anchor (`1,750 EUR`) counts once, as that.
        if (numberAnchors.has(m.digits)) continue;
        if (m.unit !== null && figures.measures.has(`${m.digits}:${m.unit}`)) signals.push({ start: m.start, end: m.end, type: "measure", key: `${m.digits}:${m.unit}` });
        else if (figures.bare.has(m.digits)) signals.push({ start: m.start, end: m.end, type: "figure", key: m.digits });
      }
    }
    // Names and codes written as Japanese or Korean loanwords (`prompt-loanwords.ts`): found on the original, placed in the shadow.
    for (const h of loanAnchors?.(shadow.original) ?? []) {
      const start = shadowIndex(shadow, h.start);
      signals.push({ start, end: Math.max(start + 1, shadowIndex(shadow, h.end)), type: h.strong ? "strong" : "name", key: h.key });
    }
    if (signals.length === 0 && !pending) return [];
    for (const h of directives(text)) signals.push({ start: h.start, end: h.end, type: "directive", key: h.phrase });
    for (const s of stems(text)) if (content.has(s.stem)) signals.push({ start: s.start, end: s.end, type: "stem", key: s.stem });
    signals.sort((a, b) => a.start - b.start);
    return signals;
  };

  const detect = (shadow: Shadow): Finding[] => {
    const signals = collect(shadow, false);
    if (signals.length === 0) return [];
    const findings: Finding[] = [];
    let from = 0;
    for (let i = 1; i <= signals.length; i++) {
      const prev = signals[i - 1] as Signal;
      const next = signals[i];
      if (next !== undefined && next.start - prev.end <= PASSAGE_GAP) continue;
      const passage = signals.slice(from, i);
      from = i;
      const verdict = judge(passage, totalStrong, content.size, totalConcepts);
      if (verdict === null) continue;
      const start = Math.min(...passage.map((s) => s.start));
      const end = Math.max(...passage.map((s) => s.end));
      const orig = shadow.toOriginal(start, end);
      findings.push(
        makeFinding({
          kind: "detector",
          id: "system-prompt",
          category: "confidential.system-prompt",
          start: orig.start,
          end: orig.end,
          score: 0.8,
          reason: `system prompt restated (${verdict})`,
        }),
      );
    }
    return findings;
  };
  /**
   * Streaming hold, in shadow code units from the end: a passage whose last signal is within
   * `PASSAGE_GAP` (plus a token's reach) of the end may still grow into a leak, and its span
   * would start at its first signal — so everything from there is held. Prose with no signal
   * in the last `PASSAGE_GAP` units holds nothing.
   */
  const hold = (shadow: Shadow): number => {
    const signals = collect(shadow, true);
    const n = shadow.text.length;
    let last = -1;
    for (const sig of signals) last = Math.max(last, sig.end);
    // A framing phrase or directive still arriving ("My " before "instructions") is no signal yet.
    // (Not yet: holding PHRASE_REACH on every tail delays all prose; see the report.)
    const partial = 0;
    if (last < 0 || n - last > PASSAGE_GAP + HOLD_REACH) return partial;
    // Walk back over the chain of signals no more than PASSAGE_GAP apart.
    const byEnd = [...signals].sort((a, b) => b.start - a.start);
    let start = byEnd[0]?.start ?? n;
    let reach = start;
    for (const sig of byEnd) {
      if (reach - sig.end > PASSAGE_GAP) break;
      start = Math.min(start, sig.start);
      reach = Math.min(reach, sig.start);
    }
    return Math.max(partial, n - start);
  };
  return Object.assign(detect, { hold });
}

/** Code units a signal still arriving may start before the end (a word being written). */
const HOLD_REACH = 64;

/**
 * A test of whether `[start, end)` overlaps any of `list` (half-open spans): the spans sorted
 * by start with the running greatest end, then one binary search per test, so n tests over m
 * spans cost O((n + m) log m).
 */
function spans(list: readonly { start: number; end: number }[]): (start: number, end: number) => boolean {
  const sorted = [...list].sort((x, y) => x.start - y.start);
  const maxEnd: number[] = [];
  let top = -Infinity;
  for (const s of sorted) maxEnd.push((top = Math.max(top, s.end)));
  return (start, end) => {
    // The last span starting before `end`; any span starting earlier ends by maxEnd[i].
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as { start: number }).start < end) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && (maxEnd[lo - 1] as number) > start;
  };
}

/** The first shadow offset whose original position is at or after `original` (binary search: `toOriginal` is monotonic). */
function shadowIndex(shadow: Shadow, original: number): number {
  let lo = 0;
  let hi = shadow.text.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (shadow.toOriginal(mid, mid + 1).start < original) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Rules 1–3 of the module comment over one passage's signals: the reason, or null (no leak). */
function judge(passage: readonly Signal[], totalStrong: number, totalStems: number, totalConcepts: number): string | null {
  const distinct = (type: Signal["type"]) => new Set(passage.filter((s) => s.type === type).map((s) => s.key)).size;
  const framed = distinct("framing") > 0;
  const strong = distinct("strong");
  const names = distinct("name");
  const dirs = distinct("directive");
  const stemHits = distinct("stem");
  const conceptWeight = [...new Map(passage.filter((s) => s.type === "concept").map((s) => [s.key, s.weight ?? 0])).values()].reduce((a, b) => a + b, 0);
  const measured = distinct("measure");
  const figured = distinct("figure");
  const counts = `${strong} strong and ${names} name anchors, ${measured} figures with units, ${figured} bare figures, ${stemHits} content stems, concept weight ${conceptWeight}`;
  if (framed) {
    const score =
      2 * strong + 2 * Math.min(measured, 2) + Math.min(names, 2) + Math.min(dirs, 2) + Math.min(Math.max(Math.floor(stemHits / 2), Math.floor(conceptWeight / CONCEPT_STEP)), 3);
    // Names and rule words alone are what a refusal says ("I'm Fjola; my rules: always polite,
    // never rude"): a restatement also carries a strong anchor, a figure with its unit or the prompt's own words.
    if (score >= FRAMED_SCORE && (strong > 0 || measured > 0 || stemHits >= 2 || conceptWeight >= CONCEPT_MIN)) return `talks about its instructions; ${counts}, ${dirs} directive words`;
  }
  // Rule 4: the prompt restated as a prompt (a role address, its rules, half of its concepts).
  if (distinct("role") > 0 && dirs >= ROLE_DIRECTIVES) {
    const weight = [...new Map(passage.filter((s) => s.type === "concept" || s.type === "addressed").map((s) => [s.key, s.weight ?? 0])).values()].reduce((a, b) => a + b, 0);
    if (weight >= ROLE_CONCEPT_MIN && 2 * weight >= totalConcepts) return `addresses an assistant as its prompt does; concept weight ${weight} of ${totalConcepts}, ${dirs} directive words`;
  }
  if (framed) return null;
  if (strong >= BARE_STRONG && 2 * strong >= totalStrong) return `${counts} of the prompt in one passage`;
  // Rule 4: several of the prompt's anchors together, weak ones included (a table of its
  // figures: 42, 58, 1,750 EUR, 90 days, VLX-) — a strong anchor or a figure with its unit
  // counts 1, a bare figure ½; one or two public figures stay far below.
  const density = strong + measured + figured / 2;
  if (strong + measured + figured >= DENSITY_ANCHORS && density >= DENSITY_SCORE && strong + measured >= 2) return `${counts}: ${density} anchor weight of the prompt in one passage`;
  if (stemHits >= BARE_STEMS && 2 * stemHits >= totalStems) return `${counts} of the prompt in one passage`;
  return null;
}

/** Patterns run on answer text (checked for linear time by a test). */
export const PARAPHRASE_PATTERNS: readonly RegExp[] = [WORD, ASCII_RUN, WORD_LETTER, PERCENT_AFTER, PERCENT_BEFORE, HAS_CJK_NUMERAL, ...PROMPT_LOANWORD_PATTERNS, ...CONCEPT_PATTERNS, ...CUE_PATTERNS, ...MEASURE_PATTERNS];
