/**
 * Number words of the digit reader (`digits.ts`), as data: how people dictate the digits of a
 * phone or card number in words, per language. A dictated number is read digit by digit
 * (`zero one zero`, `ゼロ イチ ゼロ`) or in two-digit groups (`oh ten`, French `zéro six, douze,
 * trente-quatre, soixante-dix-huit`), so each language gives its units (0–9), its teens (10–19)
 * and its tens (20–90), and the grammar below composes a tens word with a unit or a teen the way
 * that language does:
 *
 * - a separated compound — `twenty-three`, `trente-quatre`, `treinta y cuatro`, `vinte e um`,
 *   `soixante-et-onze` (a space or hyphen, optionally a joining word: `et`, `y`, `e`, `and`);
 * - a French tens word that takes a teen — `soixante-dix` 70, `soixante-douze` 72,
 *   `quatre-vingt-dix-neuf` 99 (vigesimal counting from 70 to 99);
 * - a glued compound — Italian `ventitré`, `trentuno`, Spanish `veintidós`, `dieciséis`,
 *   German `dreiundzwanzig` (unit, `und`, tens).
 *
 * Words arrive folded by the gate shadow (lower case, accents off: `zéro` reads `zero`, `fünf`
 * `funf`; `ß` stays). Sources of the number words: the languages' standard grammars
 * (Grevisse, Le Bon Usage §§ 593–597 for French incl. the Belgian and Swiss `septante`,
 * `huitante`/`octante`, `nonante`; RAE Gramática § 21 for Spanish; Duden Grammatik for German;
 * Treccani for Italian; Priberam for Portuguese).
 *
 * Japanese kana readings (`KANA_DIGITS`) are the standard on'yomi of the digits as used when a
 * telephone number is read out (NHK 日本語発音アクセント新辞典: ゼロ/レイ/マル 0, イチ 1, ニ 2,
 * サン 3, ヨン/シ 4, ゴ 5, ロク 6, ナナ/シチ 7, ハチ 8, キュウ/ク 9), in katakana and hiragana.
 *
 * A word that is an everyday word in another language (`due`, `sei`, `tre`, `un`, `e` …) is
 * WEAK: it is read as a digit only inside a run that other number words or written digits
 * already make a number.
 */

/** A number word read at one place: where it ends, the digits it stands for, whether it is weak. */
export interface WordNumber {
  end: number;
  digits: string;
  weak: boolean;
  /** Regions where the word's language is spoken (a number dictated in it is tried there). */
  regions: readonly string[];
  /** Digit words glued into one word (`fouronefive…`): each digit was said alone (dictated). */
  glued?: boolean;
}

type Table = Readonly<Record<string, number>>;

/**
 * A lookup table without a prototype: words of the answer index these tables, and an ordinary
 * object answers `constructor` or `toString` with a function (the gate then failed closed).
 */
export function table<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}


/** One language's number words: units 0–9, teens 10–19, tens (tens digit; `teens`: a French tens word that takes a teen). */
interface Language {
  /** Regions where the language is spoken (CLDR territory–language data): a number dictated in it is tried there. */
  regions: readonly string[];
  units: Table;
  teens: Table;
  tens: Readonly<Record<string, { digit: number; teens?: boolean }>>;
}

const LANGUAGES: Readonly<Record<string, Language>> = {
  en: {
    regions: ["US", "GB", "CA", "AU", "IE", "NZ"],
    units: { zero: 0, oh: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 },
    teens: { ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19 },
    tens: { twenty: { digit: 2 }, thirty: { digit: 3 }, forty: { digit: 4 }, fourty: { digit: 4 }, fifty: { digit: 5 }, sixty: { digit: 6 }, seventy: { digit: 7 }, eighty: { digit: 8 }, ninety: { digit: 9 } },
  },
  es: {
    regions: ["ES", "MX", "AR", "CO", "CL", "PE"],
    units: { cero: 0, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9 },
    teens: { diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15 },
    tens: { veinte: { digit: 2 }, treinta: { digit: 3 }, cuarenta: { digit: 4 }, cincuenta: { digit: 5 }, sesenta: { digit: 6 }, setenta: { digit: 7 }, ochenta: { digit: 8 }, noventa: { digit: 9 } },
  },
  de: {
    regions: ["DE", "AT", "CH"],
    units: { null: 0, eins: 1, ein: 1, zwei: 2, zwo: 2, drei: 3, vier: 4, funf: 5, fuenf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9 },
    teens: { zehn: 10, elf: 11, zwolf: 12, dreizehn: 13, vierzehn: 14, funfzehn: 15, sechzehn: 16, siebzehn: 17, achtzehn: 18, neunzehn: 19 },
    tens: { zwanzig: { digit: 2 }, dreissig: { digit: 3 }, "dreißig": { digit: 3 }, vierzig: { digit: 4 }, funfzig: { digit: 5 }, sechzig: { digit: 6 }, siebzig: { digit: 7 }, achtzig: { digit: 8 }, neunzig: { digit: 9 } },
  },
  fr: {
    regions: ["FR", "BE", "CH", "LU", "CA"],
    units: { zero: 0, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9 },
    teens: { dix: 10, onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16 },
    tens: {
      vingt: { digit: 2 }, trente: { digit: 3 }, quarante: { digit: 4 }, cinquante: { digit: 5 }, soixante: { digit: 6, teens: true },
      septante: { digit: 7 }, huitante: { digit: 8 }, octante: { digit: 8 }, nonante: { digit: 9 },
    },
  },
  it: {
    regions: ["IT", "CH"],
    units: { zero: 0, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9 },
    teens: { dieci: 10, undici: 11, dodici: 12, tredici: 13, quattordici: 14, quindici: 15, sedici: 16, diciassette: 17, diciotto: 18, diciannove: 19 },
    tens: { venti: { digit: 2 }, trenta: { digit: 3 }, quaranta: { digit: 4 }, cinquanta: { digit: 5 }, sessanta: { digit: 6 }, settanta: { digit: 7 }, ottanta: { digit: 8 }, novanta: { digit: 9 } },
  },
  pt: {
    regions: ["PT", "BR"],
    units: { zero: 0, um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9 },
    teens: { dez: 10, onze: 11, doze: 12, treze: 13, catorze: 14, quatorze: 14, quinze: 15, dezesseis: 16, dezasseis: 16, dezessete: 17, dezassete: 17, dezoito: 18, dezenove: 19, dezanove: 19 },
    tens: { vinte: { digit: 2 }, trinta: { digit: 3 }, quarenta: { digit: 4 }, cinquenta: { digit: 5 }, sessenta: { digit: 6 }, setenta: { digit: 7 }, oitenta: { digit: 8 }, noventa: { digit: 9 } },
  },
  // Turkish (TDK Türkçe Sözlük; the shadow folds ı ş ü ö ç to i s u o c): tens compose with a
  // unit after a space (`yirmi üç` 23). The teens are `on` + unit, and `on` is an English
  // word, so they are not read.
  tr: {
    regions: ["TR", "CY"],
    units: { sifir: 0, bir: 1, iki: 2, uc: 3, dort: 4, bes: 5, alti: 6, yedi: 7, sekiz: 8, dokuz: 9 },
    teens: {},
    tens: { yirmi: { digit: 2 }, otuz: { digit: 3 }, kirk: { digit: 4 }, elli: { digit: 5 }, altmis: { digit: 6 }, yetmis: { digit: 7 }, seksen: { digit: 8 }, doksan: { digit: 9 } },
  },
  // Dutch (Taalunie, ANS § 6.2); the glued compounds (`drieëntwintig`) are not read.
  nl: {
    regions: ["NL", "BE", "SR"],
    units: { nul: 0, een: 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9 },
    teens: { tien: 10, elf: 11, twaalf: 12, dertien: 13, veertien: 14, vijftien: 15, zestien: 16, zeventien: 17, achttien: 18, negentien: 19 },
    tens: { twintig: { digit: 2 }, dertig: { digit: 3 }, veertig: { digit: 4 }, vijftig: { digit: 5 }, zestig: { digit: 6 }, zeventig: { digit: 7 }, tachtig: { digit: 8 }, negentig: { digit: 9 } },
  },
  // Polish (PWN Słownik języka polskiego; the shadow folds ę ć ś to e c s): tens compose with a unit after a space (`dwadzieścia trzy`).
  pl: {
    regions: ["PL"],
    units: { zero: 0, jeden: 1, jedna: 1, dwa: 2, dwie: 2, trzy: 3, cztery: 4, piec: 5, szesc: 6, siedem: 7, osiem: 8, dziewiec: 9 },
    teens: {
      dziesiec: 10, jedenascie: 11, dwanascie: 12, trzynascie: 13, czternascie: 14, pietnascie: 15, szesnascie: 16, siedemnascie: 17, osiemnascie: 18, dziewietnascie: 19,
    },
    tens: {
      dwadziescia: { digit: 2 }, trzydziesci: { digit: 3 }, czterdziesci: { digit: 4 }, piecdziesiat: { digit: 5 }, szescdziesiat: { digit: 6 }, siedemdziesiat: { digit: 7 },
      osiemdziesiat: { digit: 8 }, dziewiecdziesiat: { digit: 9 },
    },
  },
};

/** Merged tables, and the regions of every language a word belongs to. */
const UNITS: Record<string, number> = Object.create(null) as Record<string, number>;
const TEENS: Record<string, number> = Object.create(null) as Record<string, number>;
const TENS: Record<string, { digit: number; teens?: boolean }> = Object.create(null) as Record<string, { digit: number; teens?: boolean }>;
const REGIONS_OF: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
for (const lang of Object.values(LANGUAGES)) {
  for (const [table, into] of [
    [lang.units, UNITS],
    [lang.teens, TEENS],
    [lang.tens, TENS],
  ] as const) {
    for (const [w, v] of Object.entries(table)) {
      (into as Record<string, unknown>)[w] = v;
      REGIONS_OF[w] = [...new Set([...(REGIONS_OF[w] ?? []), ...lang.regions])];
    }
  }
}
REGIONS_OF["quatre"] = [...(LANGUAGES.fr as Language).regions];

/**
 * Glued tens stems (Italian drops the final vowel before `uno`/`otto`: `trentuno`, `ventotto`;
 * Spanish `veinti-`, `dieci-` + unit) and the units they glue to.
 */
const GLUED_STEMS: Readonly<Record<string, number>> = table({
  venti: 2, vent: 2, trenta: 3, trent: 3, quaranta: 4, quarant: 4, cinquanta: 5, cinquant: 5, sessanta: 6, sessant: 6,
  settanta: 7, settant: 7, ottanta: 8, ottant: 8, novanta: 9, novant: 9, veinti: 2, dieci: 1,
});
const GLUED_UNITS: Table = table({
  uno: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9,
  un: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
});
/** German: unit + `und` + tens, one word (`dreiundzwanzig`). */
const GERMAN_UNITS: Table = table({ ein: 1, zwei: 2, drei: 3, vier: 4, funf: 5, fuenf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9 });
/** Words joining a tens word and its unit (`soixante-et-onze`, `treinta y cuatro`, `vinte e um`); the digit reader's prefilter reads them too. */
export const JOIN_WORDS: ReadonlySet<string> = new Set(["et", "y", "e", "and"]);
/**
 * Words that are everyday words in one of these languages or in English (`due`, `sei` "be",
 * `tre`, `otto`, `un`/`une` articles, `ein`, `elf`, `once`, `dos`, `um`, `dez` …): weak.
 */
const WEAK: ReadonlySet<string> = new Set([
  "un", "une", "ein", "due", "tre", "sei", "otto", "nove", "sette", "um", "uma", "elf", "once", "dez", "doze", "onze", "sept",
  "dieci", "venti", "vent",
  // Turkish `bir` is also the indefinite article, `alti` "under", `yedi` "ate", `uc` "tip", `kirk` a name; Dutch `een` is the article.
  "bir", "alti", "yedi", "uc", "kirk", "een",
]);

const isWordChar = (c: string | undefined) => c !== undefined && ((c >= "a" && c <= "z") || c === "ß");

/**
 * The first three letters of every word a number can start with (a table word, a glued stem,
 * a German unit before `und`): a word that starts otherwise reads as no number, so
 * `wordNumberAt` answers it without reading further. Derived from the tables above.
 */
export const NUMBER_WORD_STARTS: ReadonlySet<string> = new Set(
  [UNITS, TEENS, TENS, GLUED_STEMS, GERMAN_UNITS].flatMap((t) => Object.keys(t)).map((w) => w.slice(0, 3)),
);

/** The word `[i, end)` of shadow text (letters a–z and ß). */
function wordAt(text: string, i: number): { word: string; end: number } {
  let e = i;
  while (e < text.length && isWordChar(text[e])) e += 1;
  return { word: text.slice(i, e), end: e };
}

/**
 * After `at`: a space, a hyphen or the digit reader's break mark (U+200B, where the answer had
 * an invisible character: `twenty\u200Bthree` is `twenty three`), then a word; or null.
 */
function nextWord(text: string, at: number): { word: string; start: number; end: number } | null {
  const c = text[at];
  if (c !== " " && c !== "-" && c !== "\u200b") return null;
  if (!isWordChar(text[at + 1])) return null;
  const w = wordAt(text, at + 1);
  return { word: w.word, start: at + 1, end: w.end };
}

/** A teen at `at` (after a separator): `onze`, or `dix-sept` / `dix-huit` / `dix-neuf`. */
function teenAfter(text: string, at: number): { value: number; end: number } | null {
  const w = nextWord(text, at);
  if (!w) return null;
  if (w.word === "dix") {
    const u = nextWord(text, w.end);
    if (u && (u.word === "sept" || u.word === "huit" || u.word === "neuf")) return { value: 10 + (UNITS[u.word] as number), end: u.end };
  }
  const t = TEENS[w.word];
  return t === undefined ? null : { value: t, end: w.end };
}

/** A unit 1–9 at `at` (after a separator), with an optional joining word before it. */
function unitAfter(text: string, at: number): { value: number; end: number } | null {
  let w = nextWord(text, at);
  if (w && JOIN_WORDS.has(w.word)) w = nextWord(text, w.end);
  if (!w) return null;
  const u = UNITS[w.word];
  return u !== undefined && u > 0 ? { value: u, end: w.end } : null;
}

/** The value of a tens word at `i` followed by what it composes with (module comment). */
function tensAt(text: string, i: number, digit: number, end: number, teens: boolean): Reading {
  if (teens) {
    // "soixante-dix", "soixante-et-onze", "quatre-vingt-douze": a teen after the tens word.
    let at = end;
    const j = nextWord(text, at);
    if (j && j.word === "et") at = j.end;
    const t = teenAfter(text, at);
    if (t) return { end: t.end, digits: String(digit * 10 + t.value), weak: false };
  }
  const u = unitAfter(text, end);
  if (u) return { end: u.end, digits: `${digit}${u.value}`, weak: false };
  return { end, digits: `${digit}0`, weak: false };
}

/** A glued compound (`ventitre`, `veintidos`, `dieciseis`, `dreiundzwanzig`) and its language, or null. */
function gluedAt(word: string): { digits: string; lang: string } | null {
  const und = word.indexOf("und");
  if (und > 0) {
    const unit = GERMAN_UNITS[word.slice(0, und)];
    const tens = TENS[word.slice(und + 3)];
    if (unit !== undefined && tens !== undefined) return { digits: `${tens.digit}${unit}`, lang: "de" };
  }
  for (let k = Math.min(word.length - 2, 9); k >= 4; k--) {
    const head = word.slice(0, k);
    const stem = GLUED_STEMS[head];
    const unit = GLUED_UNITS[word.slice(k)];
    if (stem !== undefined && unit !== undefined) return { digits: `${stem}${unit}`, lang: head === "veinti" || head === "dieci" ? "es" : "it" };
  }
  return null;
}

/**
 * Digit words per language (the closed vocabulary of one word per digit, 0–9), for reading a
 * word that is digit words glued with no separator (`fouronefivefivefiveonetwothree`). Within
 * one language no word is a prefix of another, so reading from the left has one answer.
 */
const DIGIT_VOCAB: Readonly<Record<string, readonly string[]>> = table({
  en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
  es: ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
  de: ["null", "eins", "zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun"],
  it: ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
});
/** Digit words a glued word must consist of, wholly, to be read (a phone number's shortest length). */
export const MIN_GLUED_DIGITS = 7;

/**
 * A word that is wholly ≥ `min` (default 7) digit words of one language glued together
 * (`zeroonezero…`, `cuatrounocinco…`): its digits and language, or null. Ordinary words holding a digit word
 * (`often`, `someone`, `network`, `nineteen`) never segment wholly. Greedy over a prefix-free
 * vocabulary: at most 10 comparisons per position, linear in the word.
 */
export function gluedDigitWords(word: string, min: number = MIN_GLUED_DIGITS): { digits: string; lang: string } | null {
  for (const lang of Object.keys(DIGIT_VOCAB)) {
    const vocab = DIGIT_VOCAB[lang] as readonly string[];
    let at = 0;
    let digits = "";
    while (at < word.length) {
      const d = vocab.findIndex((w) => word.startsWith(w, at));
      if (d < 0) break;
      digits += String(d);
      at += (vocab[d] as string).length;
    }
    if (at === word.length && digits.length >= min) return { digits, lang };
  }
  return null;
}

type Reading = Omit<WordNumber, "regions">;

/**
 * The number word starting at `i` of shadow text (a word start), with what it composes with:
 * `twenty-three` → "23", `soixante-dix-huit` → "78", `quatre-vingt-un` → "81", `dieciseis` →
 * "16", `zero` → "0"; null when the word is no number word. Reads at most five words, so the
 * cost per call is bounded.
 *
 * @example
 * wordNumberAt("soixante-dix-huit", 0) // → { end: 17, digits: "78", weak: false, regions: ["FR", "BE", "CH", "LU", "CA"] }
 * wordNumberAt("due giorni", 0)        // → { end: 3, digits: "2", weak: true, regions: ["IT", "CH"] }
 */
export function wordNumberAt(text: string, i: number): WordNumber | null {
  const { word } = wordAt(text, i);
  if (!NUMBER_WORD_STARTS.has(word.slice(0, 3))) return null;
  const run = word.length >= MIN_GLUED_DIGITS * 3 ? gluedDigitWords(word) : null;
  if (run) return { end: i + word.length, digits: run.digits, weak: false, regions: (LANGUAGES[run.lang] as Language).regions, glued: true };
  const glued = gluedAt(word);
  const read = glued ? { end: i + word.length, digits: glued.digits, weak: false } : readWord(text, i);
  if (!read) return null;
  return { ...read, regions: glued ? (LANGUAGES[glued.lang] as Language).regions : (REGIONS_OF[word] ?? []) };
}

function readWord(text: string, i: number): Reading | null {
  const { word, end } = wordAt(text, i);
  if (word.length === 0 || word.length > 24) return null;
  if (word === "quatre") {
    // "quatre-vingt(s)": eighty, which takes a unit or a teen.
    const v = nextWord(text, end);
    if (v && (v.word === "vingt" || v.word === "vingts")) return tensAt(text, i, 8, v.end, true);
  }
  const tens = TENS[word];
  if (tens !== undefined) return tensAt(text, i, tens.digit, end, tens.teens === true);
  if (word === "dix") {
    const u = nextWord(text, end);
    if (u && (u.word === "sept" || u.word === "huit" || u.word === "neuf")) return { end: u.end, digits: String(10 + (UNITS[u.word] as number)), weak: false };
  }
  const teen = TEENS[word];
  if (teen !== undefined) return { end, digits: String(teen), weak: WEAK.has(word) };
  const unit = UNITS[word];
  if (unit !== undefined) return { end, digits: String(unit), weak: WEAK.has(word) };
  return null;
}

/** Kana readings of the digits (module comment), katakana; hiragana is mapped onto them. */
const KANA_DIGITS: Readonly<Record<string, string>> = table({
  ゼロ: "0", レイ: "0", マル: "0", イチ: "1", ニ: "2", サン: "3", ヨン: "4", シ: "4", ゴ: "5", ロク: "6", ナナ: "7", シチ: "7",
  ハチ: "8", キュウ: "9", キュー: "9", ク: "9",
});
/** Longest kana digit reading, in code units. */
const KANA_MAX = 3;
/** Hiragana copulas and particles that may follow a dictated number (`…はちです`, `…まで`). */
const KANA_TAILS = ["です", "だ", "に", "で", "まで", "へ", "と", "の", "は", "が", "を", "ね", "よ", "から"];
/** One kana run said between digit groups (`090の1234の5678`): a joiner. */
export const KANA_FILLERS: ReadonlySet<string> = new Set(["の", "ノ"]);

const isKanaCode = (k: number) => (k >= 0x3041 && k <= 0x3096) || (k >= 0x30a1 && k <= 0x30fa) || k === 0x30fc;
const isKatakana = (k: number) => (k >= 0x30a1 && k <= 0x30fa) || k === 0x30fc;
const isHiragana = (k: number) => (k >= 0x3041 && k <= 0x3096) || k === 0x30fc;
const isKanji = (c: string | undefined) => c !== undefined && /[\u4e00-\u9fff\u3400-\u4dbf]/.test(c);
const toKatakana = (s: string) => s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));

/** Digits of `run` (katakana) read as digit words end to end, or null when it is not all digit words. */
function segmentKana(run: string): { digits: string; words: number } | null {
  // Reachable segment ends (dynamic programming over at most a bounded run).
  const best: ({ digits: string; words: number } | null)[] = new Array(run.length + 1).fill(null);
  best[0] = { digits: "", words: 0 };
  for (let i = 0; i < run.length; i++) {
    const at = best[i];
    if (!at) continue;
    for (let k = 1; k <= KANA_MAX && i + k <= run.length; k++) {
      const d = KANA_DIGITS[run.slice(i, i + k)];
      if (d !== undefined && !best[i + k]) best[i + k] = { digits: at.digits + d, words: at.words + 1 };
    }
  }
  return best[run.length] ?? null;
}

/** Longest kana run read (a dictated group is far shorter; longer runs are prose). */
const MAX_KANA_RUN = 24;

/**
 * The kana digit words starting at `i` (a katakana or hiragana run start): the whole run of one
 * script read as digit words (`ゼロキュウゼロ` → "090"), a hiragana run allowed a copula or
 * particle after the digits (`はちです`). Hiragana glued to a kanji is a word's inflection or a
 * particle (`に掛けて`, `ご確認`), never digits. A run of one single-mora reading (`ニ`, `ご`) is
 * weak. Null when the run is not digit words.
 *
 * @example
 * kanaNumberAt("ゼロキュウゼロ、", 0) // → { end: 7, digits: "090", weak: false, regions: ["JP"] }
 */
export function kanaNumberAt(text: string, i: number): WordNumber | null {
  const k0 = text.charCodeAt(i);
  const kata = isKatakana(k0) && k0 !== 0x30fc;
  const hira = isHiragana(k0) && k0 !== 0x30fc;
  if (!kata && !hira) return null;
  const same = kata ? isKatakana : isHiragana;
  let e = i;
  while (e < text.length && e - i <= MAX_KANA_RUN && same(text.charCodeAt(e))) e += 1;
  if (e - i > MAX_KANA_RUN) return null;
  if (hira && (isKanji(text[i - 1]) || isKanji(text[e]))) return null;
  let run = text.slice(i, e);
  let seg = segmentKana(toKatakana(run));
  if (!seg && hira) {
    for (const tail of KANA_TAILS) {
      if (run.endsWith(tail) && run.length > tail.length) {
        const head = run.slice(0, -tail.length);
        const s = segmentKana(toKatakana(head));
        if (s && s.words >= 2) {
          seg = s;
          run = head;
          e = i + head.length;
          break;
        }
      }
    }
  }
  if (!seg) return null;
  return { end: e, digits: seg.digits, weak: seg.words === 1 && run.length === 1, regions: ["JP"] };
}

/** Every Latin number word read (for a stream's partial-word hold). */
export const NUMBER_WORDS: readonly string[] = [...Object.keys(UNITS), ...Object.keys(TEENS), ...Object.keys(TENS), "quatre", ...Object.keys(GLUED_STEMS)];

/**
 * Length of a trailing kana run that reads as digit words with the last one still arriving
 * (`ゼロキュ` → 4), or 0. Bounded by `MAX_KANA_RUN`.
 */
export function pendingKana(text: string): number {
  let i = text.length;
  while (i > 0 && text.length - i < MAX_KANA_RUN && isKanaCode(text.charCodeAt(i - 1))) i -= 1;
  if (i === text.length) return 0;
  const run = toKatakana(text.slice(i));
  for (let cut = 1; cut <= KANA_MAX && cut <= run.length; cut++) {
    const head = run.slice(0, run.length - cut);
    const tail = run.slice(run.length - cut);
    if ((head.length === 0 || segmentKana(head)) && Object.keys(KANA_DIGITS).some((w) => w.startsWith(tail))) return text.length - i;
  }
  return 0;
}

/** Whether `text` may hold a number word this module reads (a cheap gate before tokenising). */
export const HAS_NUMBER_WORD =
  /zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|teen|ty|cero|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|veint|dieci|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|null|ein|zwei|zwo|drei|vier|fu(?:e)?nf|sechs|sieben|acht|neun|zehn|elf|zwolf|zig|ßig|ssig|un|deux|trois|quatre|cinq|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante|septante|huitante|octante|nonante|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|dici|venti|trent|quarant|cinquant|sessant|settant|ottant|novant|um|uma|dois|duas|sete|oito|dez|doze|treze|catorze|vinte|trinta|quarenta|sessenta|oitenta|sifir|bir|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|yirmi|otuz|kirk|elli|altmis|yetmis|seksen|doksan|nul|een|twee|vijf|zes|zeven|negen|tien|twaalf|tig|jed|dw|trzy|cztery|piec|szesc|siedem|osiem|dziewi|nascie|dziesi|[\u30a1-\u30fa\u3041-\u3096]/;

/** Patterns run on answer text (checked for linear time by a test). */
export const NUMBER_WORD_PATTERNS: readonly RegExp[] = [HAS_NUMBER_WORD];

/** Number words written as digits, with where each character of the result came from. */
export interface NumeralText {
  /** The text with each number word (any language of `LANGUAGES`) written as its digits. */
  readonly text: string;
  /** Source offset where `text[i]` starts (length `text.length + 1`; the last entry is the source length). */
  readonly from: Int32Array;
  /** Source offset just after `text[i]`. */
  readonly to: Int32Array;
}

/**
 * `text` (shadow text: lower case, diacritics folded) with every number word at a word start
 * written as its digits (`aurora seven` → `aurora 7`, `falcon neun` → `falcon 9`,
 * `projet vingt-trois` → `projet 23`), so a name configured with digits matches one spoken
 * with words and the other way round. Linear: `wordNumberAt` reads at most five words per start.
 *
 * @example
 * numeralsAsDigits("aurora-seven").text === "aurora-7"
 */
export function numeralsAsDigits(text: string): NumeralText {
  const parts: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  let i = 0;
  while (i < text.length) {
    const k = text.charCodeAt(i);
    const letter = (k >= 0x61 && k <= 0x7a) || k === 0xdf;
    const prev = i > 0 ? text.charCodeAt(i - 1) : 0;
    const wordStart = letter && !((prev >= 0x61 && prev <= 0x7a) || prev === 0xdf);
    const n = wordStart ? wordNumberAt(text, i) : null;
    // Only a whole word (or words) is a numeral: `seventh`, `nineteenish` are not.
    const endCode = n ? text.charCodeAt(n.end) : 0;
    if (n && !((endCode >= 0x61 && endCode <= 0x7a) || endCode === 0xdf)) {
      for (const d of n.digits) {
        parts.push(d);
        from.push(i);
        to.push(n.end);
      }
      i = n.end;
      continue;
    }
    parts.push(text[i] as string);
    from.push(i);
    to.push(i + 1);
    i += 1;
  }
  from.push(text.length);
  to.push(text.length);
  return { text: parts.join(""), from: Int32Array.from(from), to: Int32Array.from(to) };
}
