/**
 * The language coverage matrix of the boundary's lexicon-driven detector kinds (issue 20; blind
 * round 11: Russian, Dutch, Swedish, Turkish and Polish attacks passed where a kind had no data
 * for the language). For each kind, the languages its data holds, computed from the data itself
 * (a language listed in a table with no words is not covered). `test/boundary/language-matrix.test.ts`
 * holds every kind to `SUPPORTED_LANGUAGES`, with the gaps still open listed there by name.
 */
import { DECODE_CUES } from "./lexicons/decode-cues.js";
import { EXTRACTION_LATIN, JA_CONFIG, KO_CONFIG, ZH_CONFIG } from "./lexicons/extraction.js";
import { extractionMore } from "./lexicons/extraction-more.js";
import { LATIN_LEXICONS } from "./lexicons/index.js";
import { jaOverrideForms, koOverrideForms, zhOverrideForms } from "./lexicons/cjk.js";
import { PRIOR_SETUP_LEXICONS, RU_WORDS } from "./lexicons/prior-setup.js";
import { READER_NOTICE, RU_NOTICE } from "./lexicons/reader-notice.js";
import { SPEAKER_LABELS } from "./lexicons/speaker-labels.js";
import { TOOL_VOCATIVES } from "./lexicons/tool-vocative.js";
import { MACHINE_READER_INLINE_LANGUAGES } from "./machine-reader.js";

/** The languages every lexicon-driven kind is held to (ISO 639-1). */
export const SUPPORTED_LANGUAGES = ["en", "de", "fr", "es", "pt", "it", "nl", "sv", "pl", "ru", "tr", "ja", "zh", "ko"] as const;

/** The lexicon-driven kinds the matrix enumerates. */
export type LexiconKind = "decode-cue" | "reader-notice" | "override-paraphrase" | "tool-vocative" | "extraction" | "speaker-labels" | "addressed-signals";

/** Languages of a record whose entry holds at least one word. */
const filled = (rec: Readonly<Record<string, unknown>>): string[] =>
  Object.entries(rec)
    .filter(([, v]) => Object.values(v as Record<string, unknown>).some((x) => (Array.isArray(x) ? x.length > 0 : typeof x === "string" && x !== "")))
    .map(([k]) => k);
const when = (ok: boolean, ...langs: string[]): string[] => (ok ? langs : []);

/**
 * The languages each kind's data covers now.
 *
 * @example
 * languageCoverage()["decode-cue"].includes("ru"); // true
 */
export function languageCoverage(): Readonly<Record<LexiconKind, readonly string[]>> {
  return {
    "decode-cue": filled(DECODE_CUES),
    "tool-vocative": filled(TOOL_VOCATIVES),
    "reader-notice": [...MACHINE_READER_INLINE_LANGUAGES, ...filled(READER_NOTICE), ...when(RU_NOTICE.dictate.length > 0, "ru")],
    // Setup-void's lexicons and shapes; Korean, Japanese and Chinese overrides by their generated forms (`cjk.ts`).
    "override-paraphrase": [
      ...PRIOR_SETUP_LEXICONS.filter((l) => l.nouns.length > 0 && l.nullify.length > 0).map((l) => l.lang),
      ...when(RU_WORDS.nullify.length > 0, "ru"),
      ...when(koOverrideForms().length > 0, "ko"),
      ...when(jaOverrideForms().length > 0, "ja"),
      ...when(zhOverrideForms().length > 0, "zh"),
    ],
    extraction: [...EXTRACTION_LATIN.map((l) => l.lang), ...extractionMore().map((l) => l.lang), ...when(KO_CONFIG !== "", "ko"), ...when(JA_CONFIG !== "", "ja"), ...when(ZH_CONFIG !== "", "zh")],
    // `dialogue.ts` reads EN, DE, ES, FR, KO, ZH, JA in its own regexes; the table adds the rest.
    "speaker-labels": [...filled(SPEAKER_LABELS), "en", "de", "es", "fr", "ko", "zh", "ja"],
    // The signal sum of `detector.addressed`: English and CJK rows in `signals.ts`, Latin lexicons beside.
    "addressed-signals": ["en", "ko", "ja", "zh", ...LATIN_LEXICONS.map((l) => l.lang)],
  };
}
