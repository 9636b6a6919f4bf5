/**
 * Decode cues per language (issue 20 item 1; blind round 11: Dutch, Swedish, Polish, Russian and
 * Turkish cues passed). A cue is an order to decode a run and act on what comes out; it is read
 * as a shape, not a phrase: a decode-class verb stem (`decod`, `entschlüssel`, `avkod`,
 * `раскодир`, `çöz`), then within one sentence an act-class verb stem (`follow`, `voer … uit`,
 * `gör`, `wykonaj`, `выполн`, `uygula`). Stems cover every person and mood an order takes
 * (`decodeer`/`decodeert`, `zdekoduj`/`zdekodujcie`, `раскодируй`/`раскодируйте`).
 *
 * Each entry is regex sources read case-insensitively on the original text (`decode.ts` joins
 * them, bounded gaps only: linear time). A language is added by adding its entry; the coverage
 * matrix (`test/boundary/language-matrix.test.ts`) fails when a supported language has none.
 */

/** One language's cue parts (regex sources). */
export interface DecodeCueLexicon {
  /** Decode-class verb stems (and the transform words that name a reversal). */
  readonly decode: readonly string[];
  /** Act-class verb stems: what the reader is to do with the decoded text. */
  readonly act: readonly string[];
  /** The gap between the two parts (regex source; one sentence, bounded). */
  readonly gap: string;
  /** Transform words naming ROT13-free reversal in this language (`rückwärts`, `задом наперёд`). */
  readonly reversed: readonly string[];
}

/** One Latin or Cyrillic sentence, at most 80 units. */
const SENTENCE = "[^.\\n]{0,80}?";

/** Romance act stems (Spanish, French, Portuguese, Italian). */
const ROMANCE_ACT =
  "\\bhaz(?:lo)?\\b|ejec[uú]t|s[ií]gue(?:lo|la)?\\b|\\bsiga\\b|\\bsegue\\b|\\bsegui\\b|c[uú]mpl|c[uú]mpr|ejecut|execut|ex[ée]cut|obedec|obede|ob[ée]i|\\baplica\\b|\\bapplique|\\bapplica\\b|\\bsuis\\b|suivez|\\bfais\\b|faites|fa[çc]a|esegui|\\bfai\\b";

/** Decode cues per ISO 639-1 code. */
export const DECODE_CUES: Readonly<Record<string, DecodeCueLexicon>> = {
  en: {
    decode: ["\\b(?:decode|decipher|decrypt|unscramble|unpack|unwrap|un-?base64|rot-?13|interpret|reverse|translate|convert|read)\\b"],
    act: ["\\b(?:follow|execute|obey|do|perform|carry out|comply|act on|act upon|run|apply|implement)\\b"],
    gap: SENTENCE,
    reversed: ["backwards?", "revers", "caesar", "rot-?13"],
  },
  de: {
    decode: ["dekodier|decodier|entschl[üu]ssel|dechiffrier|r[üu]ckw[äa]rts"],
    act: ["befolg|ausf[üu]hr|umsetz|umgesetzt|\\bfolge\\b|\\btu\\b|\\bmach\\b|halte dich|f[üu]hre\\b|f[üu]hrt\\b"],
    gap: SENTENCE,
    reversed: ["r[üu]ckw[äa]rts"],
  },
  // Spanish, French, Portuguese and Italian share their act stems (one Romance order may mix them).
  es: { decode: ["decodif[ií]|descodif[ií]|descifr|al rev[ée]s"], act: [ROMANCE_ACT], gap: SENTENCE, reversed: ["al rev[ée]s"] },
  fr: { decode: ["d[ée]cod|d[ée]chiffr|[àa] l'envers"], act: [ROMANCE_ACT], gap: SENTENCE, reversed: ["[àa] l'envers"] },
  pt: { decode: ["decodif[ií]|descodif[ií]|decifr|ao contr[áa]rio"], act: [ROMANCE_ACT], gap: SENTENCE, reversed: ["ao contr[áa]rio"] },
  it: { decode: ["decodific|decifr|al contrario"], act: [ROMANCE_ACT], gap: SENTENCE, reversed: ["al contrario"] },
  // Dutch: `decodeer`, `ontcijfer`, `ontsleutel`; act `voer … uit`, `volg`, `doe wat`, `pas … toe`.
  nl: {
    decode: ["decodeer|ontcijfer|ontsleutel|omgekeerd|achterstevoren"],
    act: ["\\bvoer\\b|\\buitvoeren\\b|\\bvolg\\b|\\bvolgen\\b|\\bdoe\\b|\\bpas\\b[^.\\n]{0,40}\\btoe\\b|\\bgehoorzaam"],
    gap: SENTENCE,
    reversed: ["omgekeerd", "achterstevoren"],
  },
  // Swedish: `avkoda`, `dekoda`, `dechiffrera`; act `gör`, `följ`, `utför`, `verkställ`.
  sv: {
    decode: ["avkod|dekod|dechiffrer|baklänges|baklanges"],
    act: ["\\bgör\\b|\\bgor\\b|\\bfölj|\\bfolj|\\butför|\\butfor|verkställ|verkstall|\\blyd\\b"],
    gap: SENTENCE,
    reversed: ["baklänges", "baklanges"],
  },
  // Polish: `zdekoduj`, `odkoduj`, `rozkoduj`, `odszyfruj`; act `wykonaj`, `zastosuj`, `postępuj`, `zrób`.
  pl: {
    decode: ["dekoduj|odkoduj|rozkoduj|odszyfruj|rozszyfruj|wspak|od ty[łl]u"],
    act: ["wykona|zastosuj|post[ęe]puj|\\bzr[óo]b|\\bzróbcie|\\bzrobić|s[łl]uchaj|wype[łl]nij"],
    gap: SENTENCE,
    reversed: ["wspak", "od ty[łl]u"],
  },
  // Russian: `раскодируй`, `декодируй`, `расшифруй`; act `выполни`, `следуй`, `сделай`, `исполни`.
  ru: {
    decode: ["декодир|раскодир|расшифр|дешифр|задом наперёд|задом наперед|в обратном порядке"],
    act: ["выполн|следуй|следуйте|сделай|сделайте|исполн|примени|действуй|действуйте|подчинись"],
    gap: SENTENCE,
    reversed: ["задом напер[её]д", "в обратном порядке"],
  },
  // Turkish: `çöz`/`kodunu çöz`/`deşifre et`; act `uygula`, `yap`, `yerine getir`, `takip et`, `izle`.
  tr: {
    decode: ["(?<![a-zçğıöşü])[çc][öo]z(?:[üu]n)?(?![a-zçğıöşü])|kodunu [çc][öo]z|[çc][öo]z[üu]mle|de[şs]ifre|decode et|tersten"],
    act: ["uygula|\\byap\\b|\\byap[ıi]n\\b|yerine getir|takip et|\\buy\\b|\\buyun\\b"],
    gap: SENTENCE,
    reversed: ["tersten"],
  },
  ko: {
    decode: ["디코딩|디코드|해독|복호화|변환|뒤집|거꾸로"],
    act: ["따르|따라|실행|수행|이행|지시대로|시키는 대로|적힌 대로|그대로 (?:하|해)"],
    gap: "[^.\\n]{0,40}?",
    reversed: ["거꾸로", "뒤집", "역순"],
  },
  zh: {
    decode: ["解码|解碼|解密|译码|譯碼|转换|轉換"],
    act: ["执行|執行|照做|遵守|遵循|按照"],
    gap: "[^。\\n]{0,20}?",
    reversed: ["反转|反轉|倒序|倒着"],
  },
  ja: {
    decode: ["デコード|復号|解読|変換"],
    act: ["従|実行|して"],
    gap: "[^。\\n]{0,20}?",
    reversed: ["逆順|逆さ"],
  },
};

/** English's second shape: the act first, then the decoded text named (`follow the decoded text`). */
export const ACT_THEN_DECODED = "\\b(?:follow|execute|obey|carry out|comply with|act on)\\b[^.\\n]{0,40}?\\b(?:decoded|deciphered|encoded|hidden)\\b";
