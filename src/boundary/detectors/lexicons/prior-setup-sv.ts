/**
 * Swedish roles of `detector.setup-void` (`prior-setup.ts` says what each role holds), written
 * from the grammar: nouns with and without the definite ending (`instruktioner`,
 * `instruktionerna`), imperatives (`glöm`, `strunta i`), declarations (`gäller inte längre`,
 * `är ogiltiga`). The view drops accents (`gäller` reads `galler`).
 */
import type { PriorSetupLexicon } from "./prior-setup.js";
import { wordGap as W } from "./types.js";

const S = "\\s{1,4}";

export const SV: PriorSetupLexicon = {
  lang: "sv",
  scopeBefore: ["dina", "era", "dina tidigare", "era tidigare", "tidigare", "forra", "ursprungliga", "gamla", "ovanstaende", "foregaende", "de tidigare", "de ursprungliga"],
  nouns: ["instruktioner", "instruktionerna", "anvisningar", "anvisningarna", "regler", "reglerna", "riktlinjer", "riktlinjerna", "installningar", "installningarna", "direktiv", "direktiven", "order", "ordrarna", "uppdrag", "uppdraget", "systemprompt", "prompten"],
  scopeAfter: ["ovan", "du fick", "du har fatt", "som du fick", "som du har fatt", "fran operatoren", "fran utvecklaren", "fran administratoren"],
  wholes: [
    `(?:allt\\s{0,4},?${S})?(?:det|vad|allt)${S}(?:som${S})?(?:du|ni)${S}${W(2)}(?:tidigare|innan|forut|hittills|forst|fran${S}borjan|dessforinnan)`,
    `allt${S}(?:ovan|ovanstaende|foregaende|som${S}(?:star|stod|kom)${S}(?:ovan|innan|fore))`,
  ],
  nullify: [
    "glom", "glom bort", "strunta i", "ignorera", "bortse fran", "lagg at sidan", "kasta", "stryk", "avbryt",
    "galler inte langre", "galler inte", "gaeller inte", "ar ogiltig", "ar ogiltiga", "ogiltiga", "ar upphavd", "ar upphavda", "upphavda", "har upphort", "har upphort att galla",
    "spelar ingen roll", "spelar ingen roll langre", "ar inaktuell", "ar inaktuella", "ar avslutat", "ar avslutade", "har aldrig funnits",
  ],
  replace: [
    `(?:din|er)${S}(?:(?:verkliga|riktiga|egentliga|nya|enda|nasta)${S}){1,2}(?:uppgift|uppdrag|mal|roll)`,
    `(?:^|[.!?\\n]\\s{0,8})(?:ny|nytt|nya)${S}(?:uppgift|uppdrag|mal)\\s{0,4}:`,
  ],
  send: ["skicka", "skicka vidare", "vidarebefordra", "dela", "avsloja", "mejla", "posta", "kopiera"],
  data: ["kundlistan", "kunddata", "kunduppgifter", "losenord", "losenordet", "konversationen", "chatthistoriken", "historiken", "kontakterna", "inloggningsuppgifter", "systemprompten"],
  authority: [],
};
