/**
 * The gloss tables by language (`types.ts`): English first, as it splits a configured name into
 * concepts. Each language's table is its core file (`<lang>.ts`) joined with its field files
 * (`nature/<lang>.ts`: animals, mythical beings, sky, weather, landscape; `things/<lang>.ts`:
 * light, fire and objects; `common/<lang>.ts`: spices, food, toys, materials); every file of a
 * language glosses the same concept ids as the English one.
 */
import type { GlossTable } from "./types.js";
import { EN as EN_CORE } from "./en.js";
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
import { EN_NATURE } from "./nature/en.js";
import { DE_NATURE } from "./nature/de.js";
import { FR_NATURE } from "./nature/fr.js";
import { ES_NATURE } from "./nature/es.js";
import { IT_NATURE } from "./nature/it.js";
import { PT_NATURE } from "./nature/pt.js";
import { NL_NATURE } from "./nature/nl.js";
import { RU_NATURE } from "./nature/ru.js";
import { PL_NATURE } from "./nature/pl.js";
import { JA_NATURE } from "./nature/ja.js";
import { ZH_NATURE } from "./nature/zh.js";
import { KO_NATURE } from "./nature/ko.js";
import { EN_THINGS } from "./things/en.js";
import { DE_THINGS } from "./things/de.js";
import { FR_THINGS } from "./things/fr.js";
import { ES_THINGS } from "./things/es.js";
import { IT_THINGS } from "./things/it.js";
import { PT_THINGS } from "./things/pt.js";
import { NL_THINGS } from "./things/nl.js";
import { RU_THINGS } from "./things/ru.js";
import { PL_THINGS } from "./things/pl.js";
import { JA_THINGS } from "./things/ja.js";
import { ZH_THINGS } from "./things/zh.js";
import { KO_THINGS } from "./things/ko.js";
import { EN_COMMON } from "./common/en.js";
import { DE_COMMON } from "./common/de.js";
import { FR_COMMON } from "./common/fr.js";
import { ES_COMMON } from "./common/es.js";
import { IT_COMMON } from "./common/it.js";
import { PT_COMMON } from "./common/pt.js";
import { NL_COMMON } from "./common/nl.js";
import { RU_COMMON } from "./common/ru.js";
import { PL_COMMON } from "./common/pl.js";
import { JA_COMMON } from "./common/ja.js";
import { ZH_COMMON } from "./common/zh.js";
import { KO_COMMON } from "./common/ko.js";

export type { GlossTable } from "./types.js";

/** `core` with the forms of its field files added (concept ids are disjoint across files). */
function joined(core: GlossTable, ...fields: readonly Readonly<Record<string, string>>[]): GlossTable {
  return { lang: core.lang, connectors: core.connectors, forms: Object.assign({}, core.forms, ...fields) as Record<string, string> };
}

/** English glosses: the concept ids themselves; also splits a configured name into concepts. */
export const EN: GlossTable = joined(EN_CORE, EN_NATURE, EN_THINGS, EN_COMMON);
/** Every table; a test checks each covers the English concept ids. */
export const GLOSS_TABLES: readonly GlossTable[] = [
  EN,
  joined(DE, DE_NATURE, DE_THINGS, DE_COMMON),
  joined(FR, FR_NATURE, FR_THINGS, FR_COMMON),
  joined(ES, ES_NATURE, ES_THINGS, ES_COMMON),
  joined(IT, IT_NATURE, IT_THINGS, IT_COMMON),
  joined(PT, PT_NATURE, PT_THINGS, PT_COMMON),
  joined(NL, NL_NATURE, NL_THINGS, NL_COMMON),
  joined(RU, RU_NATURE, RU_THINGS, RU_COMMON),
  joined(PL, PL_NATURE, PL_THINGS, PL_COMMON),
  joined(JA, JA_NATURE, JA_THINGS, JA_COMMON),
  joined(ZH, ZH_NATURE, ZH_THINGS, ZH_COMMON),
  joined(KO, KO_NATURE, KO_THINGS, KO_COMMON),
];
