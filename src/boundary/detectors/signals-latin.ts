/**
 * The signals of instruction-likeness (`signals.ts`) in the Latin-script languages beyond
 * English (issue 20, blind round: attacks in plain Spanish, Italian and Portuguese prose, and
 * German / French parity), built from each language's roles (`lexicons/`) rather than written
 * as phrases: an override verb in any order form before the reader's instructions, the
 * instructions declared void, a vocative or a reading clause naming an AI reader, an order
 * form at a clause's head, an AI noun as the subject of an obligation, and so on. A new
 * wording of the same kind (another person, mood or clitic of the verb, another instruction
 * noun) is caught by the roles, not by a new rule.
 *
 * Every source is an alternation of literal words with bounded gaps (linear time; the
 * signal sources are proved with the rest of `signalSpecs()`).
 */
import type { SignalName } from "./signals.js";
import { bounded, LETTER, wordGap, words, type LatinLexicon } from "./lexicons/types.js";
import { LATIN_LEXICONS } from "./lexicons/index.js";

/** Every order form of `verbs` in `lx`, each with its optional clitic (a regex source). */
function forms(lx: LatinLexicon, verbs: readonly string[]): string {
  return `(?:${words(verbs.flatMap((v) => lx.conjugate(v)))})${lx.clitics}`;
}

/** The reader's instructions named: possessive, earlier, received. */
function instructions(lx: LatinLexicon): string[] {
  const nouns = words(lx.instructionNouns);
  return [
    bounded(`(?:${words(lx.yours)})\\s{1,4}(?:[a-z'-]{1,20}\\s{1,4})?(?:${nouns})`),
    bounded(`(?:${nouns})\\s{1,4}(?:${words(lx.earlierAdjectives)}|${words(lx.received)})`),
    bounded(`(?:${words(lx.earlierAdjectives)})\\s{1,4}(?:${nouns})`),
    bounded(`(?:${nouns})\\s{1,4}(?:de[lsl']{0,2}\\s{0,4}|do\\s{1,4}|da\\s{1,4}|des\\s{1,4}|du\\s{1,4})(?:${words(["operador", "operatore", "operateur", "betreibers", "desarrollador", "sviluppatore", "desenvolvedor", "developpeur", "entwicklers", "administrador", "amministratore", "administrateur", "sistema", "systeme", "systems"])})`),
    bounded(words(lx.everything)),
  ];
}

/** One language's sources per signal. */
function sourcesOf(lx: LatinLexicon): Record<SignalName, string[]> {
  const ai = words(lx.aiNouns);
  const reader = `(?:${ai}|${words(lx.readerNouns)})`;
  const det = `(?:(?:${words(lx.determiners)})\\s{0,4})?`;
  const head = `(?:^|[\\n.!?:;"'(\\u2014\\u2013,]\\s{0,8}|(?<![${LETTER}])(?:por favor|per favore|por gentileza|bitte|s'il te plait|s'il vous plait|y|e|et|und|luego|poi|depois|ahora|ora|agora)\\s{1,8})`;
  const nouns = words(lx.instructionNouns);
  const override = forms(lx, lx.overrideVerbs);
  return {
    address: [
      bounded(`(?:${words(lx.vocativeLeads)})\\s{1,4}${det}(?:${ai})`),
      bounded(`${det}(?:${ai})\\s{0,4},?\\s{1,4}${lx.readingClause}`),
      bounded(`${det}(?:${reader})\\s{0,4},?\\s{1,4}${lx.readingClause}\\s{1,4}${wordGap(2)}(?:${words(lx.thisText)})`),
      // The reader named beside `if you are reading this` (`Asistente, si estás leyendo esta página`).
      bounded(`(?:${reader})\\s{0,4},?\\s{1,4}(?:${words(lx.ifReading)})`),
      bounded(`(?:${words(lx.ifReading)})\\s{1,4}${wordGap(2)}(?:${words(lx.thisText)})\\s{0,4},\\s{0,4}${det}(?:${reader})`),
      bounded(`(?:${words(lx.ifYouAre)})\\s{1,4}(?:(?:un|una|uno|um|uma|ein|eine|une)\\s{1,4})?(?:${reader})`),
      // A line or a cell opening on the AI noun (`IA: responda …`, `"IA: …"` in a CSV row).
      `(?:^|[\\n.!?;|]\\s{0,8}|[\\n,;|]\\s{0,4}["'])(?:${ai})\\s{0,4}[,:]`,
    ],
    imperative: [
      `${head}(?:no\\s{1,4}|non\\s{1,4}|nao\\s{1,4})?${forms(lx, lx.orderVerbs)}(?![${LETTER}])`,
      bounded(`(?:${words(lx.youMust)})`),
      // An AI reader as the subject of an obligation (`el asistente debe`, `l'IA deve`).
      bounded(`${det}(?:${reader})\\s{1,4}(?:(?:no|non|nao|nicht|ne)\\s{1,4})?(?:${words(lx.modals)})`),
    ],
    "task-change": [bounded(words(lx.taskChange))],
    authority: [
      bounded(`(?:${words(lx.yours)})\\s{1,4}(?:${words(lx.realAdjectives)})\\s{1,4}(?:${words(lx.taskNouns)})`),
      bounded(`(?:${words(lx.yours)})\\s{1,4}(?:${words(lx.taskNouns)})\\s{1,4}(?:${words(lx.realAdjectives)})`),
      bounded(`(?:${nouns}|${words(lx.thisText)})\\s{1,4}(?:${words(lx.outranks)})`),
      bounded(words(lx.authority)),
    ],
    override: [
      // At a clause's head and not asked (`El cliente ignora las instrucciones…`, `Il a ignoré…`,
      // `Ignorieren Sie …?` describe or ask; in these languages the third person and the
      // imperative share a form, so the position decides).
      `${head}(?:${override}|${words(lx.notFollow)})\\s{1,4}${wordGap(3)}(?:${nouns}|${words(lx.everything)}|todo|tutto|tudo|alles|tout)(?![${LETTER}])(?![^.!?\\n]{0,160}\\?)`,
      bounded(`(?:${nouns})\\s{1,4}${wordGap(4)}(?:${words(lx.voidPredicates)})`),
    ],
    "earlier-instructions": instructions(lx),
    secrecy: [bounded(words(lx.secrecy))],
    action: [
      bounded(`${forms(lx, lx.sendVerbs)}\\s{1,4}${wordGap(5)}(?:${words(lx.dataNouns)})`),
      bounded(`${forms(lx, lx.grantVerbs)}\\s{1,4}${wordGap(2)}(?:${words(lx.grantObjects)})`),
    ],
    response: [bounded(words(lx.response))],
    notice: [bounded(`(?:${words(lx.noticeFrame)})[^\\n]{0,80}?(?<![${LETTER}])(?:${words(lx.noticeNow)})`)],
    mention: [
      bounded(words(lx.mention)),
      // Instructions scoped to a topic (`las instrucciones de la versión anterior`, `le istruzioni
      // sul montaggio`): a topic, not the reader's principal.
      bounded(`(?:${nouns})\\s{1,4}(?:${words(lx.topicPrepositions)})\\s{0,4}(?!(?:${words([...lx.principals, ...lx.yours])})(?![${LETTER}]))[a-z]`),
    ],
  };
}

let built: Record<SignalName, string[]> | null = null;
/** The language of each Latin source (its index in `LATIN_LEXICONS`). */
const languageOf = new Map<string, number>();

/** The sources of every Latin-script language beyond English, per signal (built once). */
export function latinSignalSources(): Record<SignalName, string[]> {
  if (built !== null) return built;
  const out: Record<string, string[]> = {};
  LATIN_LEXICONS.forEach((lx, k) => {
    for (const [name, sources] of Object.entries(sourcesOf(lx))) {
      (out[name] ??= []).push(...sources);
      for (const x of sources) if (!languageOf.has(x)) languageOf.set(x, k);
    }
  });
  built = out as Record<SignalName, string[]>;
  return built;
}

let markerRegexes: readonly RegExp[] | null = null;

/**
 * The languages a view may be written in, as flags per `LATIN_LEXICONS` index: 1 when one of
 * the language's markers (function words, its instruction and AI nouns, its possessives)
 * occurs as a word. A language without one is not read (issue 20, speed: English prose holds
 * the atoms of many Romance verb forms, `sag`, `usa`, but none of these words as words). One
 * bounded pass per language.
 */
export function latinLanguagesIn(view: string): Uint8Array {
  markerRegexes ??= LATIN_LEXICONS.map((lx) => new RegExp(bounded(words([...lx.markers, ...lx.instructionNouns, ...lx.aiNouns, ...lx.yours]))));
  return Uint8Array.from(markerRegexes, (re) => (re.test(view) ? 1 : 0));
}

/**
 * For each of `sources` (signal part sources, in order), the `LATIN_LEXICONS` index of its
 * language, or -1 for a source of another script or of English.
 */
export function latinLanguageIndex(sources: readonly string[]): Int16Array {
  latinSignalSources();
  return Int16Array.from(sources, (x) => languageOf.get(x) ?? -1);
}

/** The marker regexes (for the linear-time proofs). */
export function latinMarkerPatterns(): readonly RegExp[] {
  latinLanguagesIn("");
  return markerRegexes ?? [];
}
