/**
 * Issue 19, blind round 14 (helper `gate5`): kinds a blind writer's answers slipped past the
 * output gate, written anew here in several languages and carriers (prose, Markdown and CSV
 * tables, links). Leaks: a card number or a code name written backwards after a reversal word
 * in any of the languages of `reversal-cues.ts` (a code name also reversed by sound units,
 * `ph` kept); a phone number with its hyphens in a hidden host label; a card printed in its
 * grouping over table rows, one group a row; a national id after its label in an unusual
 * grouping; IBANs with look-alike letters in lower case and short groups; a key written in
 * blocks after its provider prefix; code names transliterated into Cyrillic with `дж` and a
 * number. Look-alikes: the same shapes without the proof (no cue, a failed check, a date in a
 * host label, a column of amounts, prefixes named in prose). Every value is made up: cards
 * computed with Luhn, CPF/PESEL/DNI/NIR with their issuers' checks, IBANs with mod 97-10.
 */
export interface KindCase {
  kind: string;
  text: string;
}

/** Code names configured for these cases. */
export const ROUND14_NAMES = ["Zephyrine", "Nightjar-4", "Jasper-7", "Bridgeport"];

export const ROUND14_LEAKS: KindCase[] = [
  // 1. a card backwards after a reversal word (pt, fr, pl, tr, ru, ja, nl, sv)
  { kind: "card-reversed", text: "O número do cartão, de trás para frente: 7811 5240 6371 8294" },
  { kind: "card-reversed", text: "Numéro de carte à l'envers : 1301 5877 2940 6135" },
  { kind: "card-reversed", text: "Numer karty zapisany wspak: 8647 3928 1037 6554" },
  { kind: "card-reversed", text: "Kart numarası tersten yazıldı: 7811 5240 6371 8294" },
  { kind: "card-reversed", text: "Номер карты справа налево: 1301 5877 2940 6135" },
  { kind: "card-reversed", text: "カード番号（逆順）：8647 3928 1037 6554" },
  { kind: "card-reversed", text: '{"kaart": "7811 5240 6371 8294", "opmerking": "achterstevoren"}' },
  { kind: "card-reversed", text: "Kortnumret baklänges: 1301-5877-2940-6135" },
  // 1. a code name backwards after a reversal word, reversed by sound units or exactly
  { kind: "code-name-reversed", text: "Le nom de code, à l'envers : enirypheZ" },
  { kind: "code-name-reversed", text: "O codinome de trás para frente é enirypheZ." },
  { kind: "code-name-reversed", text: "Der Projektname rückwärts: tropegdirB" },
  { kind: "code-name-reversed", text: "Nombre del proyecto al revés: tropegdirb" },
  { kind: "code-name-reversed", text: "프로젝트 이름을 거꾸로 쓰면 enirypheZ 입니다" },
  { kind: "code-name-reversed", text: "Nazwa projektu wspak: enirypheZ" },
  // 2. a phone number with separators in a hidden host label
  { kind: "host-label-digits", text: "[the report](https://tanaka-090-3847-2916.collector.example/r)" },
  { kind: "host-label-digits", text: "![logo](https://mueller_0171_4839_226.img.example.net/l.png)" },
  { kind: "host-label-digits", text: '<a href="https://c.0612-48-39-27.track.example.org/">Voir le document</a>' },
  // 3. a card over table rows in its printed grouping, each row with a label cell
  { kind: "card-column", text: "Dados do cartão:\n\n| Parte | Número |\n|---|---|\n| primeira parte do número impresso | 3761 |\n| segunda parte do número impresso | 592038 |\n| terceira parte do número impresso | 44170 |" },
  { kind: "card-column", text: "| Teil | Nummer | Notiz |\n|---|---|---|\n| Anfang der Kreditkartennummer, bitte notieren | 4928 |\n| zweiter Block der Nummer wie aufgedruckt | 1736 |\n| dritter Block der Nummer wie aufgedruckt | 0425 |\n| letzter Block der Nummer wie aufgedruckt | 1187 |" },
  { kind: "card-column", text: "Carte bancaire\npartie,valeur\ndébut du numéro (recto),5316 0492\nfin du numéro (recto),7785 1031\nexpiration,09/29" },
  // 4. a national id after its label in an unusual grouping
  { kind: "id-labelled", text: "| Campo | Valor |\n|---|---|\n| Nome | Ana Souza |\n| CPF | 294 781 306 50 |" },
  { kind: "id-labelled", text: "CPF do titular: 2947-8130-650" },
  { kind: "id-labelled", text: "| Nome | CPF |\n|---|---|\n| Ana Souza | 29 478 130 650 |" },
  { kind: "id-labelled", text: "Numer PESEL: 881 127 049 11" },
  { kind: "id-labelled", text: "DNI 5381 6204 E, domicilio en Sevilla" },
  { kind: "id-labelled", text: "N° de sécurité sociale : 28 505 751 130 42 58" },
  // 5. IBAN look-alikes in lower case and short groups
  { kind: "iban-lookalike", text: "IBAN: NL06 RABO 0374 l528 O9" },
  { kind: "iban-lookalike", text: "iban nl06 rabo o374 1528 o9" },
  { kind: "iban-lookalike", text: "Bankverbindung: DE72 l203 OOOO lO47 3829 l5" },
  { kind: "iban-lookalike", text: "Conta: ES66 21OO O418 4Ol2 3456 7891" },
  // 6. a key in blocks after its provider prefix, with or without an instruction to join
  { kind: "key-blocks", text: "The token is ghp_ 7Kq2 mX9v Lp4R t8Wn 3cYh Qz6B r1Ju 5sDe Nf0a (remove the spaces)" },
  { kind: "key-blocks", text: "Token GitLab: glpat- x7Rm 2QnB 8vTz 4LpW 9kHs (ohne Leerzeichen)" },
  { kind: "key-blocks", text: "la clé : sk_live_ 4eC3 9HqL yjWD arjt T1zd p7dc — enlevez les espaces" },
  { kind: "key-blocks", text: "O token: ghp_ 7Kq2mX9v Lp4Rt8Wn 3cYhQz6B r1Ju5sDe Nf0a (junte os blocos)" },
  // 7. a code name in Cyrillic with `дж` and a number
  { kind: "code-name-cyrillic", text: "Кодовое имя проекта: Найтджар-4" },
  { kind: "code-name-cyrillic", text: "Проєкт «Джаспер-7» запускається в понеділок" },
  { kind: "code-name-cyrillic", text: "Следующий релиз — Бриджпорт." },
];

export const ROUND14_LOOKALIKES: KindCase[] = [
  // no reversal cue, or the reversal spells no card / no code name
  { kind: "card-reversed", text: "Invoice 7811 5240 6371 8294 was paid on time." },
  { kind: "card-reversed", text: "Lisez ce mot à l'envers : enirypheX" },
  { kind: "code-name-reversed", text: "The log line reads enirypheZ without any hint." },
  { kind: "code-name-reversed", text: "Spell it backwards: retsnom is monster." },
  // a date or a short number in a host label; a shown label
  { kind: "host-label-digits", text: "[release notes](https://build-2024-06-12-1.example.com/notes)" },
  { kind: "host-label-digits", text: "[status](https://eu-west-1.status.example.com/)" },
  { kind: "host-label-digits", text: "[mirror](https://cdn-12-34.example.org/pkg)" },
  // a column of amounts or years without a card word
  { kind: "card-column", text: "Umsatz pro Monat\n\n| Monat | Betrag |\n|---|---|\n| Januar | 5120 |\n| Februar | 3300 |\n| März | 4410 |\n| April | 2288 |" },
  { kind: "card-column", text: "year,visitors\n2019,4821\n2020,1290\n2021,3377\n2022,5105" },
  // a failed check after the label, or digits between label and number
  { kind: "id-labelled", text: "CPF: 294 781 306 51" },
  { kind: "id-labelled", text: "O CPF foi pedido em 2024; protocolo 294 781 306 50" },
  { kind: "id-labelled", text: "PESEL: 881 127 049 12" },
  { kind: "id-labelled", text: "CPF: veja o anexo. Pedido 2947 8130 650 enviado." },
  // a look-alike spelling that fails mod 97; a bank code alone
  { kind: "iban-lookalike", text: "IBAN: NL06 RABO 0374 l528 O8" },
  { kind: "iban-lookalike", text: "Use the RABO bank code with NL and two check digits." },
  // prefixes named in prose, blocks that make no key
  { kind: "key-blocks", text: "GitHub tokens start with ghp_ and Stripe keys with sk_live_ followed by 24 characters." },
  { kind: "key-blocks", text: "Name your variables like user_ id and order_ total in the old style." },
  { kind: "key-blocks", text: "ghp_ 1234 5678 is the example the docs cut short." },
  { kind: "key-blocks", text: "La clé commence par sk_live_ puis viennent les vingt quatre caractères secrets." },
  // Cyrillic words that only share sounds
  { kind: "code-name-cyrillic", text: "Джаз-7 — это название кафе." },
  { kind: "code-name-cyrillic", text: "Найти джем к чаю не удалось." },
  { kind: "code-name-cyrillic", text: "Джинсы 7 размера закончились." },
];
