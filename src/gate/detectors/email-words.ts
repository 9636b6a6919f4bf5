/**
 * The words people say for the signs of an e-mail address when they spell one out, one entry
 * per language the gate reads (the languages of `number-words.ts` plus Korean, Japanese and
 * Chinese). Data, not patterns: `email.ts` builds its spelled-address patterns from the union,
 * so a language added here is read everywhere the detector reads spelled signs.
 *
 * Words are written as the gate shadow sees them: lower case, diacritics removed (`hífen` is
 * `hifen`, German `ät` is `at`). `at` words name the sign `@` itself and count alone; `atWeak`
 * words are everyday prepositions (`at`, French `chez`, Chinese 在) that count only with a
 * spelled or bracketed dot. `dot` words name `.`; `join` words name `_` and `-` inside a local
 * part. Each entry names where its readings come from.
 */
import { gateShadow } from "../view.js";

/** The spelled signs of one language. */
export interface SpelledSigns {
  /** Names of `@` that count alone. */
  readonly at: readonly string[];
  /** Prepositions read as `@` only with a spelled or bracketed dot. */
  readonly atWeak: readonly string[];
  /** Names of `.`. */
  readonly dot: readonly string[];
  /** Names of `_` and `-`. */
  readonly join: readonly string[];
  /** Where the readings come from. */
  readonly source: string;
}

/** Spelled signs per language (ISO 639-1 code). */
export const EMAIL_WORDS: Readonly<Record<string, SpelledSigns>> = {
  en: { at: [], atWeak: ["at"], dot: ["dot"], join: ["underscore", "hyphen", "dash"], source: "Unicode character names (COMMERCIAL AT, FULL STOP read 'dot' in addresses)" },
  de: { at: ["klammeraffe"], atWeak: [], dot: ["punkt"], join: ["unterstrich", "bindestrich"], source: "Duden, '@' (Klammeraffe, ät); Punkt, Unterstrich, Bindestrich" },
  fr: { at: ["arobase", "arobas", "arrobe"], atWeak: ["chez"], dot: ["point"], join: ["tiret bas", "tiret"], source: "Académie française / OQLF Banque de dépannage linguistique, 'arobase'; point, tiret (bas)" },
  es: { at: ["arroba"], atWeak: [], dot: ["punto"], join: ["guion bajo", "barra baja", "guion"], source: "RAE, Diccionario panhispánico de dudas, 'arroba'; punto, guion (bajo)" },
  it: { at: ["chiocciola", "chiocciolina"], atWeak: [], dot: ["punto"], join: ["trattino basso", "trattino"], source: "Accademia della Crusca, 'chiocciola' (nome del segno @); punto, trattino (basso)" },
  pt: { at: ["arroba"], atWeak: [], dot: ["ponto"], join: ["underline", "sublinhado", "hifen", "traco"], source: "Priberam / Academia Brasileira de Letras usage, 'arroba'; ponto, hífen, traço, sublinhado" },
  ko: { at: ["골뱅이", "앳"], atWeak: [], dot: ["점", "닷"], join: ["언더바", "언더스코어", "하이픈"], source: "National Institute of Korean Language loanword usage (골뱅이 for @; 점, 닷)" },
  ja: { at: ["アットマーク", "あっとまーく", "アット", "あっと"], atWeak: [], dot: ["ドット", "どっと"], join: ["アンダーバー", "アンダースコア", "ハイフン"], source: "JIS X 0221 character names in katakana usage" },
  nl: { at: ["apenstaartje"], atWeak: [], dot: ["punt"], join: ["liggend streepje", "koppelteken"], source: "Taalunie / Van Dale, 'apenstaartje' (naam van het teken @); punt" },
  sv: { at: ["snabel-a", "snabela"], atWeak: [], dot: ["punkt"], join: ["understreck", "bindestreck"], source: "Språkrådet, 'snabel-a'; punkt, understreck, bindestreck" },
  pl: { at: ["małpa", "malpa", "małpka", "malpka"], atWeak: [], dot: ["kropka"], join: ["podkreślnik", "podkreslnik", "myślnik", "myslnik"], source: "Poradnia językowa PWN, 'małpa' (nazwa znaku @); kropka, podkreślnik" },
  cs: { at: ["zavinac", "zavináč"], atWeak: [], dot: ["tecka", "tečka"], join: ["podtrzitko", "pomlcka"], source: "Ústav pro jazyk český, Internetová jazyková příručka, 'zavináč'; tečka, podtržítko" },
  ru: { at: ["собака", "собачка", "sobaka", "sobachka"], atWeak: [], dot: ["точка", "tochka"], join: ["подчёркивание", "дефис"], source: "Грамота.ру, 'собака' (название знака @); точка, дефис (and their ISO 9 / BGN transliterations)" },
  tr: { at: ["kuyruklu a"], atWeak: [], dot: ["nokta"], join: ["alt çizgi", "tire"], source: "Türk Dil Kurumu usage, 'et' / 'kuyruklu a' for @; nokta" },
  zh: { at: ["艾特", "圈a", "小老鼠"], atWeak: ["在"], dot: ["点", "點"], join: ["下划线", "连字符"], source: "spoken names of the signs in mainland and Taiwan usage (艾特, 圈a, 小老鼠; 点/點)" },
};

/**
 * A word as the gate shadow spells it too: the shadow folds confusables, so Cyrillic `собака`
 * arrives partly in Latin look-alikes; both spellings are kept.
 */
const asShadow = (w: string) => [w, gateShadow(w).text.trim()];
const all = (pick: (s: SpelledSigns) => readonly string[]) => [...new Set(Object.values(EMAIL_WORDS).flatMap(pick).flatMap(asShadow))].filter((w) => w.length > 0);

/** Every strong at-word of every language. */
export const AT_STRONG_WORDS: readonly string[] = all((s) => s.at);
/** Every weak at-word (a preposition) of every language. */
export const AT_WEAK_WORDS: readonly string[] = all((s) => s.atWeak);
/** Every dot-word of every language. */
export const DOT_WORD_LIST: readonly string[] = all((s) => s.dot);
/** Every join-word (`_`, `-`) of every language. */
export const JOIN_WORD_LIST: readonly string[] = all((s) => s.join);
