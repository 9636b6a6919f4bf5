/**
 * The Latin-script lexicons beyond English, one file per language (`types.ts` says what each
 * role holds). A language is added by writing its file and listing it here; every detector
 * that reads the roles picks it up.
 */
import { DE } from "./de.js";
import { ES } from "./es.js";
import { FR } from "./fr.js";
import { IT } from "./it.js";
import { PT } from "./pt.js";
import type { LatinLexicon } from "./types.js";

/** Every Latin-script lexicon beyond English, in read order. */
export const LATIN_LEXICONS: readonly LatinLexicon[] = [ES, IT, PT, DE, FR];
