/**
 * One language's forms of the language-neutral CONCEPTS system prompts are written with
 * (issue 19): roles (customer, human operator, competitor), actions (reveal, discuss,
 * escalate, refuse), objects (refund, discount, price, margin, account, personal data) and
 * rule topics (legal, medical, confidential, internal). A prompt in English and its summary
 * in Italian share no word, but they share concepts: `refund` ~ `rimborso` ~ `返金` ~ `환불`.
 * Keys are concept ids (English); each value lists the language's forms, `|`-separated:
 *
 * - a Latin, Cyrillic or Greek form is a word STEM: the word may go on with a short
 *   inflection ending (`rimbors|i`, `возврат|ы`); a form of three letters or fewer, or one
 *   written with a final `$`, must be the whole word (`tax$` is not `taxi`);
 * - a Han, kana or Hangul form (two characters or more) is found anywhere in a run of its
 *   script: Chinese and Japanese write no spaces, Korean attaches particles (`환불은`).
 *
 * The key `_` lists STOP forms: words that would read as a concept by their first letters
 * but are none (`police` is no `polic|y`, `internet` no `internal`); the longest form wins.
 * Spellings are the dictionary forms of each language (Merriam-Webster, Duden, Larousse,
 * RAE, Treccani, Priberam, Van Dale, Ozhegov, Kōjien, Xiandai Hanyu Cidian, Standard Korean
 * Dictionary).
 */
export interface ConceptTable {
  /** BCP 47 language tag. */
  readonly lang: string;
  /** Concept id → forms (`|`-separated stems); `_` → stop forms. */
  readonly forms: Readonly<Record<string, string>>;
}
