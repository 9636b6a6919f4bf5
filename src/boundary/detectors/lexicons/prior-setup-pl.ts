/**
 * Polish roles of `detector.setup-void` (`prior-setup.ts` says what each role holds), written
 * from the grammar: nouns in the cases an object takes (`instrukcje`, `instrukcji`,
 * `poleceń`), imperatives of both numbers (`zapomnij`, `zapomnijcie`), declarations
 * (`nie obowiązuje`, `są nieważne`), and what the reader was given by its impersonal past
 * (`co ci zlecono`, `co ci kazano`). The view drops accents (`obowiązuje` reads `obowiazuje`;
 * `ł` stays).
 */
import type { PriorSetupLexicon } from "./prior-setup.js";
import { wordGap as W } from "./types.js";

const S = "\\s{1,4}";

export const PL: PriorSetupLexicon = {
  lang: "pl",
  scopeBefore: ["twoje", "twoich", "wasze", "wcześniejsze", "wczesniejsze", "wczesniejszych", "poprzednie", "poprzednich", "dotychczasowe", "dotychczasowych", "pierwotne", "pierwotnych", "powyzsze", "powyzszych", "stare", "starych"],
  nouns: ["instrukcje", "instrukcji", "polecenia", "polecen", "wytyczne", "wytycznych", "zasady", "zasad", "reguły", "reguł", "ustawienia", "ustawien", "konfiguracje", "konfiguracji", "rozkazy", "rozkazow", "zalecenia", "zalecen", "prompt"],
  scopeAfter: ["operatora", "administratora", "dewelopera", "tworcy", "powyzej", "ktore otrzymałes", "ktore dostałes", "ktore ci dano", "ktore ci przekazano"],
  wholes: [
    // `to, co ci wcześniej zlecono`, `wszystko, co wam kazano`: the reader, then a time word or an impersonal past (`-no`, `-to`).
    `(?:wszystko|to)\\s{0,4},?${S}co${S}(?:ci|wam|panu|pani|tobie)${S}${W(2)}(?:wczesniej|przedtem|dotad|dotychczas|uprzednio|na${S}poczatku|do${S}tej${S}pory|[a-zł]{2,16}(?:ono|ano|ato|yto|ito))`,
    `wszystko${S}(?:powyzej|powyzsze|wczesniejsze|co${S}(?:było|padło|napisano)${S}(?:wyzej|powyzej|wczesniej))`,
  ],
  nullify: [
    "zapomnij", "zapomnijcie", "zignoruj", "zignorujcie", "pomin", "pomincie", "odrzuc", "odrzuccie", "porzuc", "anuluj", "anulujcie", "odłoz na bok", "olej",
    "nie obowiazuje", "nie obowiazuja", "juz nie obowiazuje", "juz nie obowiazuja", "przestaje obowiazywac", "przestały obowiazywac", "przestało obowiazywac",
    "sa niewazne", "jest niewazne", "niewazne", "uniewaznione", "uniewazniony", "uniewaznione zostaly", "nie ma znaczenia", "nie maja znaczenia", "juz nie ma znaczenia",
    "straciły waznosc", "straciło waznosc", "sa nieaktualne", "jest nieaktualne", "nigdy nie istniały",
  ],
  replace: [
    `(?:twoje|twoim|wasze)${S}(?:(?:prawdziwe|własciwe|nowe|jedyne|kolejne)${S}){1,2}(?:zadanie|zadaniem|polecenie|cel|celem)`,
    `(?:^|[.!?\\n]\\s{0,8})(?:nowe|nowy)${S}(?:zadanie|cel|polecenie)\\s{0,4}:`,
  ],
  send: ["wyslij", "wyslijcie", "przeslij", "przeslijcie", "przekaz", "udostepnij", "ujawnij", "skopiuj"],
  data: ["liste klientow", "dane klientow", "hasło", "hasła", "rozmowe", "historie rozmowy", "historie czatu", "kontakty", "dane logowania", "prompt systemowy"],
  authority: [],
};
