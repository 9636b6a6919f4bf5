/** The gloss tables by language (`types.ts`): English first, as it splits a configured name into concepts. */
import type { GlossTable } from "./types.js";
import { EN } from "./en.js";
import { DE } from "./de.js";
import { FR } from "./fr.js";
import { ES } from "./es.js";
import { IT } from "./it.js";
import { PT } from "./pt.js";
import { NL } from "./nl.js";
import { RU } from "./ru.js";
import { PL } from "./pl.js";
import { JA } from "./ja.js";
import { ZH } from "./zh.js";
import { KO } from "./ko.js";

export type { GlossTable } from "./types.js";
export { EN } from "./en.js";
/** Every table; a test checks each covers the English concept ids. */
export const GLOSS_TABLES: readonly GlossTable[] = [EN, DE, FR, ES, IT, PT, NL, RU, PL, JA, ZH, KO];
