/**
 * One language's glosses of the closed vocabulary code names are drawn from (issue 19):
 * colours, metals and minerals, animals, plants, weather, celestial bodies and a few nouns and
 * adjectives (`wing`, `silent`). Keys are concept ids (the English word); each value lists the
 * language's forms, `|`-separated, as STEMS: the matcher (`code-name-glosses.ts`) lets a word
 * go on with a short inflection ending (`серебрист|ая`, `silencios|a`) or another form
 * (German and Dutch compounds: `Quarz|flügel`), and reads CJK forms anywhere in a run.
 * Spellings are the dictionary forms of each language (Duden, Larousse, RAE, Treccani,
 * Priberam, Van Dale, Ozhegov, PWN, Kōjien, Xiandai Hanyu Cidian, Standard Korean Dictionary).
 */
export interface GlossTable {
  /** BCP 47 language tag. */
  readonly lang: string;
  /** Concept id → forms (`|`-separated stems). */
  readonly forms: Readonly<Record<string, string>>;
  /** Function words that may stand between two parts (`Garza de Cobre`, `银色的水獭`, `静かな`). */
  readonly connectors: readonly string[];
}
