/**
 * Amounts written in number words (issue 5; English, German, French and Spanish): an injection writes `pay
 * nine thousand eight hundred seventy euros` and the model passes `9870`. Read from a key
 * text (`keyText`: folded, lower case) by one left-to-right pass over its word tokens.
 *
 * Grammar (the usual cardinal reading): units `one`–`nineteen`, tens `twenty`–`ninety`
 * (a unit may follow a ten: `seventy five`, `seventy-five`), `hundred` after a number below
 * one hundred (`twenty five hundred` is 2500), scales `thousand` `million` `billion`
 * `trillion` in descending order, `and` after `hundred` or a scale (`one hundred and five`),
 * `a` before `hundred` or a scale (`a thousand`), and plain integers 1–999 in place of units
 * (`9 thousand 870`). Tokens are separated by white space or `-` only.
 *
 * German, French and Spanish too, by the same grammar with their words
 * (accents folded by the key text): German compounds read piece by piece
 * (`neuntausendachthundertsiebzig`, `einundzwanzig`: a unit, `und`, a ten), French tens
 * (`soixante-dix` 70, `quatre-vingt(s)` 80, `quatre-vingt-dix-neuf` 99, `soixante et onze` 71,
 * `vingt et un`), Spanish hundreds in one word (`ochocientos` 800) and `y` between a ten and its
 * unit (`treinta y cinco`); `hundert`, `cent`, `cien(to)`, `tausend`, `mille`, `mil` stand alone
 * for 100 and 1000 (`mil doscientos` 1200), a lone `cent` (`per cent`) does not count, and
 * `cent` after digits (`50 cents`) is no hundred. Long scales: de/fr `milliard(e)` 10^9,
 * `billion(en)` as English (10^9) except de `billionen` and es `billón` 10^12.
 *
 * Only a run with `hundred` or a scale word is read as an amount: a bare `one` or `twenty` is
 * everywhere in prose, and a planted amount worth paying is larger. Not read (documented as
 * left): words in languages other than these four (Korean numerals are read by `parseAmount`),
 * ordinals, fractions (`nine point eight seven`), digit strings spelled digit by digit.
 *
 * Linear: each token is classified once by a map lookup and retried at most once (as the
 * start of a new run) when it does not continue the current one; the state is a few numbers.
 */

const UNITS: ReadonlyMap<string, number> = new Map([
  ["one", 1], ["two", 2], ["three", 3], ["four", 4], ["five", 5], ["six", 6], ["seven", 7], ["eight", 8], ["nine", 9],
  ["ten", 10], ["eleven", 11], ["twelve", 12], ["thirteen", 13], ["fourteen", 14], ["fifteen", 15], ["sixteen", 16],
  ["seventeen", 17], ["eighteen", 18], ["nineteen", 19],
  // de (key texts fold `ü` `ö` to `u` `o`)
  ["ein", 1], ["eins", 1], ["eine", 1], ["zwei", 2], ["drei", 3], ["vier", 4], ["funf", 5], ["sechs", 6], ["sieben", 7], ["acht", 8],
  ["neun", 9], ["zehn", 10], ["elf", 11], ["zwolf", 12], ["dreizehn", 13], ["vierzehn", 14], ["funfzehn", 15], ["sechzehn", 16],
  ["siebzehn", 17], ["achtzehn", 18], ["neunzehn", 19],
  // fr (`dix` is with the tens: `dix-sept`, `soixante-dix`)
  ["un", 1], ["une", 1], ["deux", 2], ["trois", 3], ["quatre", 4], ["cinq", 5], ["sept", 7], ["huit", 8], ["neuf", 9],
  ["onze", 11], ["douze", 12], ["treize", 13], ["quatorze", 14], ["quinze", 15], ["seize", 16],
  // es (accents folded: `dieciséis` is `dieciseis`)
  ["uno", 1], ["una", 1], ["dos", 2], ["tres", 3], ["cuatro", 4], ["cinco", 5], ["seis", 6], ["siete", 7], ["ocho", 8], ["nueve", 9],
  ["diez", 10], ["once", 11], ["doce", 12], ["trece", 13], ["catorce", 14], ["quince", 15], ["dieciseis", 16], ["diecisiete", 17],
  ["dieciocho", 18], ["diecinueve", 19], ["veintiun", 21], ["veintiuno", 21], ["veintiuna", 21], ["veintidos", 22], ["veintitres", 23],
  ["veinticuatro", 24], ["veinticinco", 25], ["veintiseis", 26], ["veintisiete", 27], ["veintiocho", 28], ["veintinueve", 29],
]);
const TENS: ReadonlyMap<string, number> = new Map([
  ["twenty", 20], ["thirty", 30], ["forty", 40], ["fourty", 40], ["fifty", 50], ["sixty", 60], ["seventy", 70], ["eighty", 80], ["ninety", 90],
  ["zwanzig", 20], ["dreißig", 30], ["dreissig", 30], ["vierzig", 40], ["funfzig", 50], ["sechzig", 60], ["siebzig", 70], ["achtzig", 80], ["neunzig", 90],
  ["dix", 10], ["vingt", 20], ["vingts", 20], ["trente", 30], ["quarante", 40], ["cinquante", 50], ["soixante", 60], ["septante", 70],
  ["huitante", 80], ["octante", 80], ["nonante", 90],
  ["veinte", 20], ["treinta", 30], ["cuarenta", 40], ["cincuenta", 50], ["sesenta", 60], ["setenta", 70], ["ochenta", 80], ["noventa", 90],
]);
/** Words that multiply the group below one hundred by one hundred (`five hundred`, `fünfhundert`, `huit cents`). */
const HUNDREDS: ReadonlySet<string> = new Set(["hundred", "hundert", "cent", "cents", "cien", "ciento"]);
/** Hundred words that stand alone for one hundred (no `a`/`one` before them): de, fr, es. */
const HUNDRED_ALONE: ReadonlySet<string> = new Set(["hundert", "cent", "cien", "ciento"]);
/** Spanish hundreds written as one word (`ochocientos` is 800). */
const WHOLE_HUNDREDS: ReadonlyMap<string, number> = new Map([
  ["doscientos", 200], ["doscientas", 200], ["trescientos", 300], ["trescientas", 300], ["cuatrocientos", 400], ["cuatrocientas", 400],
  ["quinientos", 500], ["quinientas", 500], ["seiscientos", 600], ["seiscientas", 600], ["setecientos", 700], ["setecientas", 700],
  ["ochocientos", 800], ["ochocientas", 800], ["novecientos", 900], ["novecientas", 900],
]);
const SCALES: ReadonlyMap<string, number> = new Map([
  ["thousand", 1e3], ["million", 1e6], ["billion", 1e9], ["trillion", 1e12],
  ["tausend", 1e3], ["millionen", 1e6], ["milliarde", 1e9], ["milliarden", 1e9], ["billionen", 1e12],
  ["mille", 1e3], ["millions", 1e6], ["milliard", 1e9], ["milliards", 1e9],
  ["mil", 1e3], ["millon", 1e6], ["millones", 1e6], ["billon", 1e12], ["billones", 1e12],
]);
/** Scale words that stand alone for one of them (`mille euros`, `mil euros`, `tausend Euro`). */
const SCALE_ALONE: ReadonlySet<string> = new Set(["tausend", "mille", "mil"]);
/** `and` after a hundred or a scale (en); `et` (fr) and `y` (es) after a ten, before its unit (`vingt et un`, `treinta y cinco`). */
const AND_AFTER_TENS: ReadonlySet<string> = new Set(["et", "y"]);

/**
 * The pieces a German compound numeral is written of (`neuntausendachthundertsiebzig`), read
 * longest first at each position. Every piece is a word of the tables above or `und`.
 */
const GERMAN_PIECES: ReadonlySet<string> = new Set([
  ...["ein", "eins", "eine", "zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwolf"],
  ...["dreizehn", "vierzehn", "funfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"],
  ...["zwanzig", "dreißig", "dreissig", "vierzig", "funfzig", "sechzig", "siebzig", "achtzig", "neunzig"],
  ...["hundert", "tausend", "und", "million", "millionen", "milliarde", "milliarden"],
]);
/** Longest and shortest German piece (code units). */
const PIECE_MAX = 10;
const PIECE_MIN = 3;
/** Longest German compound read (`neunhundertneunundneunzigtausendneunhundertneunundneunzig` is 56). */
const COMPOUND_MAX = 96;

/**
 * The pieces of a German compound numeral, or `null` when the word is not one (or has fewer
 * than two pieces). Greedy longest match at each position (`achtzehn` before `acht`):
 * linear, at most `PIECE_MAX - PIECE_MIN + 1` lookups per position.
 *
 * @example
 * germanPieces("neuntausendachthundertsiebzig") // ["neun", "tausend", "acht", "hundert", "siebzig"]
 */
export function germanPieces(word: string): string[] | null {
  if (word.length > COMPOUND_MAX || word.length < 2 * PIECE_MIN) return null;
  const out: string[] = [];
  let i = 0;
  while (i < word.length) {
    let len = Math.min(PIECE_MAX, word.length - i);
    while (len >= PIECE_MIN && !GERMAN_PIECES.has(word.slice(i, i + len))) len -= 1;
    if (len < PIECE_MIN) return null;
    out.push(word.slice(i, i + len));
    i += len;
  }
  return out.length >= 2 ? out : null;
}

/** What the last token of a run was. */
const enum Last {
  Start,
  A,
  Unit,
  Teen,
  Tens,
  Hundred,
  Scale,
  And,
  /** `et` / `y` after a ten: a unit follows (`vingt et un`, `treinta y cinco`). */
  AndTens,
  /** `und` after a unit: a ten follows (`einundzwanzig`). */
  Und,
}

/** An amount read from words: its value and its span `[start, end)` in the text. */
export interface WordAmount {
  value: number;
  start: number;
  end: number;
}

/**
 * Words a run that counts must have one of (a hundred or a scale word, or a Spanish
 * hundreds word), as one native regex search: fixed alternatives, linear. The short ones
 * only as whole words (`mil` is in `family`, `cent` in `percent`).
 */
const WORD_AMOUNT_HINT = /hundred|thousand|illion|illon|illiard|hundert|tausend|ientos|ientas|\b(?:mille|mil|cent|cents|cien|ciento)\b/;

/** Whether a key text may hold a word amount at all (one regex search): every run that counts has one of `WORD_AMOUNT_HINT`. */
export function mayHaveWordAmount(t: string): boolean {
  return WORD_AMOUNT_HINT.test(t);
}

function isLower(c: number): boolean {
  return (c >= 97 && c <= 122) || c === 0xdf; // and `ß` (`dreißig`)
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The state of a run; copied to undo a German compound that does not continue it. */
interface RunState {
  total: number;
  group: number;
  last: Last;
  lastScale: number;
  sawScale: boolean;
  /** The last token taken was digits (`50 cents` is no amount). */
  digits: boolean;
  /** Tokens taken in this run. */
  tokens: number;
}

function freshState(): RunState {
  return { total: 0, group: 0, last: Last.Start, lastScale: Infinity, sawScale: false, digits: false, tokens: 0 };
}

/** Takes one word or digit token into the run; false when it cannot continue it (the state is then unchanged). */
function takeToken(st: RunState, tok: string, digits: boolean): boolean {
  const ok = takeOne(st, tok, digits);
  if (ok) {
    st.digits = digits;
    st.tokens += 1;
  }
  return ok;
}

function takeOne(st: RunState, tok: string, digits: boolean): boolean {
  const last = st.last;
  const open = last === Last.Start || last === Last.Hundred || last === Last.Scale || last === Last.And;
  if (digits) {
    if (tok.length > 3 || tok.charCodeAt(0) === 48) return false;
    const v = Number(tok);
    if (!(open && (last !== Last.Hundred || v < 100))) return false;
    st.group += v;
    st.last = v < 10 ? Last.Unit : v < 20 ? Last.Teen : Last.Tens;
    return true;
  }
  const unit = UNITS.get(tok);
  if (unit !== undefined) {
    const afterTen = (last === Last.Tens || last === Last.AndTens) && st.group % 10 === 0;
    // a unit after a ten (`seventy five`, `vingt et un`); a teen after 60 or 80 in French (`soixante-douze`, `soixante et onze`)
    const frTeen = afterTen && unit >= 10 && unit < 20 && (st.group % 100 === 60 || st.group % 100 === 80);
    if (!(open || (afterTen && unit < 10) || frTeen)) return false;
    st.group += unit;
    st.last = unit < 10 ? Last.Unit : Last.Teen;
    return true;
  }
  const tens = TENS.get(tok);
  if (tens !== undefined) {
    if (open || last === Last.Und) {
      st.group += tens;
      st.last = Last.Tens;
      return true;
    }
    // French: `quatre-vingt(s)` (80) after a four, `soixante-dix` / `quatre-vingt-dix` (70, 90)
    if (tens === 20 && last === Last.Unit && st.group % 100 === 4 && tok.startsWith("vingt")) {
      st.group += 76;
      st.last = Last.Tens;
      return true;
    }
    if (tens === 10 && last === Last.Tens && (st.group % 100 === 60 || st.group % 100 === 80)) {
      st.group += 10;
      st.last = Last.Tens;
      return true;
    }
    return false;
  }
  const whole = WHOLE_HUNDREDS.get(tok);
  if (whole !== undefined) {
    if (!(open && st.group === 0)) return false;
    st.group = whole;
    st.last = Last.Hundred;
    st.sawScale = true;
    return true;
  }
  if (HUNDREDS.has(tok)) {
    if (last === Last.A || (open && st.group === 0 && HUNDRED_ALONE.has(tok))) st.group = 100;
    else if (!((last === Last.Unit || last === Last.Teen || last === Last.Tens) && st.group < 100) || (st.digits && tok.startsWith("cent"))) return false;
    // `five hundred` after a scale: only the group below the scale is multiplied
    else st.group *= 100;
    st.last = Last.Hundred;
    st.sawScale = true;
    return true;
  }
  const scale = SCALES.get(tok);
  if (scale !== undefined) {
    if (scale >= st.lastScale) return false;
    if (last === Last.A || (last === Last.Start && SCALE_ALONE.has(tok))) st.group = 1;
    else if (!(st.group > 0 && last !== Last.And && last !== Last.Start && last !== Last.AndTens && last !== Last.Und)) return false;
    st.total += st.group * scale;
    st.group = 0;
    st.lastScale = scale;
    st.last = Last.Scale;
    st.sawScale = true;
    return true;
  }
  if (tok === "and") {
    if (last !== Last.Hundred && last !== Last.Scale) return false;
    st.last = Last.And;
    return true;
  }
  if (AND_AFTER_TENS.has(tok)) {
    if (last !== Last.Tens) return false;
    st.last = Last.AndTens;
    return true;
  }
  if (tok === "und") {
    if (last !== Last.Unit) return false;
    st.last = Last.Und;
    return true;
  }
  if (tok === "a") {
    if (last !== Last.Start) return false;
    st.last = Last.A;
    return true;
  }
  return false;
}

/** Takes a token, or a German compound's pieces all or none (`neuntausendachthundertsiebzig`). */
function takeWord(st: RunState, tok: string, digits: boolean): boolean {
  if (takeToken(st, tok, digits)) return true;
  if (digits) return false;
  const pieces = germanPieces(tok);
  if (pieces === null) return false;
  const saved = { ...st };
  for (const p of pieces) {
    if (!takeToken(st, p, false)) {
      Object.assign(st, saved);
      return false;
    }
  }
  return true;
}

/**
 * Every amount written in number words in a key text (see the module comment), in text
 * order.
 *
 * @example
 * wordAmounts("pay nine thousand eight hundred seventy euros") // [{ value: 9870, start: 4, end: 38 }]
 * wordAmounts("zahle neuntausendachthundertsiebzig euro")       // [{ value: 9870, start: 6, end: 35 }]
 * wordAmounts("one of twenty")                                  // [] (no hundred nor scale)
 */
export function wordAmounts(t: string): WordAmount[] {
  const out: WordAmount[] = [];
  if (!mayHaveWordAmount(t)) return out;
  let st = freshState();
  let runStart = -1;
  let runEnd = -1;
  const finish = () => {
    const value = st.total + st.group;
    // a lone `cent` is in `per cent`: it counts only with more words
    if (st.sawScale && value > 0 && (st.tokens > 1 || !t.startsWith("cent", runStart))) out.push({ value, start: runStart, end: runEnd });
    st = freshState();
    runStart = -1;
  };

  const n = t.length;
  let i = 0;
  while (i < n) {
    const c = t.charCodeAt(i);
    const digits = isDigit(c);
    if (!digits && !isLower(c)) {
      // between two tokens of a run only white space and `-`
      if (runStart >= 0 && c !== 32 && c !== 45 && c !== 9 && c !== 10 && c !== 13 && c !== 0xa0) finish();
      i += 1;
      continue;
    }
    let j = i + 1;
    while (j < n && (digits ? isDigit(t.charCodeAt(j)) : isLower(t.charCodeAt(j)))) j += 1;
    // a token glued to another kind (`9k`, `a1`) is no number word
    const glued = (i > 0 && (isDigit(t.charCodeAt(i - 1)) || isLower(t.charCodeAt(i - 1)))) || (j < n && (isDigit(t.charCodeAt(j)) || isLower(t.charCodeAt(j))));
    const tok = t.slice(i, j);
    if (glued || !takeWord(st, tok, digits)) {
      const inRun = runStart >= 0;
      if (inRun) finish();
      // retried once as the start of a new run (a token that failed outside a run failed as a start)
      if (!glued && inRun && takeWord(st, tok, digits)) {
        runStart = i;
        runEnd = j;
      }
    } else {
      if (runStart < 0) runStart = i;
      runEnd = j;
    }
    i = j;
  }
  if (runStart >= 0) finish();
  return out;
}

/** Currency words and signs around a value that is one amount in words (`nine thousand euros`, `€ five hundred`). */
const CURRENCY_WORDS = new Set(["euro", "euros", "eur", "dolares", "franken", "francs", "francos", "chf", "pesos", "dollar", "dollars", "usd", "won", "krw", "pound", "pounds", "gbp", "yen", "jpy", "€", "$", "£", "¥", "₩"]);

/**
 * The amount a whole value spells in words (value mode), or `null`: one run of number words
 * that covers the value, with at most a currency word or sign around it.
 *
 * @example
 * wordAmountValue("nine thousand eight hundred seventy euros") // 9870
 * wordAmountValue("nine thousand apples")                       // null
 */
export function wordAmountValue(t: string): number | null {
  const runs = wordAmounts(t);
  if (runs.length !== 1) return null;
  const run = runs[0] as WordAmount;
  const around = `${t.slice(0, run.start)} ${t.slice(run.end)}`.split(/\s+/).filter((w) => w !== "");
  return around.every((w) => CURRENCY_WORDS.has(w)) && around.length <= 1 ? run.value : null;
}

/** Chinese and Japanese numeral digits, everyday and financial forms (`两`/`兩` are 2 before a unit, `〇`/`零` a filler zero). */
const CJK_DIGITS: ReadonlyMap<string, number> = new Map([
  ["〇", 0], ["零", 0], ["一", 1], ["壹", 1], ["二", 2], ["贰", 2], ["貳", 2], ["两", 2], ["兩", 2], ["三", 3], ["叁", 3], ["參", 3],
  ["四", 4], ["肆", 4], ["五", 5], ["伍", 5], ["六", 6], ["陆", 6], ["陸", 6], ["七", 7], ["柒", 7], ["八", 8], ["捌", 8], ["九", 9], ["玖", 9],
]);
/** Units that multiply the digit before them inside a group of four (`三千八百` is 3800). */
const CJK_SMALL_UNITS: ReadonlyMap<string, number> = new Map([["十", 10], ["拾", 10], ["百", 100], ["佰", 100], ["千", 1000], ["仟", 1000]]);
/** Units that close a group of four (`二万三千` is 23 000, `1億2千万` is 120 000 000). */
const CJK_BIG_UNITS: ReadonlyMap<string, number> = new Map([["万", 1e4], ["萬", 1e4], ["亿", 1e8], ["億", 1e8], ["兆", 1e12]]);

/** An amount in Chinese or Japanese numerals and where it was read. */
export interface CjkAmount {
  value: number;
  start: number;
  end: number;
}

function isCjkNumeral(ch: string): boolean {
  return CJK_DIGITS.has(ch) || CJK_SMALL_UNITS.has(ch) || CJK_BIG_UNITS.has(ch);
}

/**
 * Amounts written with Chinese or Japanese numeral units (`3万`, `1.2万`, `两千五百`,
 * `一萬五千`, `1億2千万`; Korean `만`/`억` are read by `parseAmount` in `taint-keys.ts`). A
 * run is a maximal sequence of ASCII digits (with `.`/`,` between digits) and the numerals of
 * the tables above; it counts only with a unit and at least two characters (a lone `千` is in
 * names, `三` in prose). Grammar as the Korean one: a digit (ASCII number or one numeral) times
 * a small unit adds to the group, a big unit closes the group (`total += group × unit`), a
 * trailing digit adds. Values are rounded to cents. Linear: one pass, no regex.
 *
 * @param t a key text (NFKC folded: full-width digits are ASCII).
 * @example
 * cjkAmounts("に3万円を") // [{ value: 30000, start: 1, end: 3 }]
 */
export function cjkAmounts(t: string): CjkAmount[] {
  const out: CjkAmount[] = [];
  // a run counts only with a unit: a text without one has no amount (one pass over char
  // codes, no allocation — the common case of any text without Chinese or Japanese numerals)
  if (!hasCjkUnit(t)) return out;
  let i = 0;
  const n = t.length;
  while (i < n) {
    const ch = t.charAt(i);
    if (!isCjkNumeral(ch) && !isDigit(t.charCodeAt(i))) {
      i += 1;
      continue;
    }
    const start = i;
    let total = 0;
    let group = 0;
    let num: number | null = null;
    /** The pending ASCII number: `[asciiFrom, i)`, or -1 for none. */
    let asciiFrom = -1;
    let sawUnit = false;
    let bad = false;
    for (; i < n; i++) {
      const c = t.charAt(i);
      const code = t.charCodeAt(i);
      if (isDigit(code) || ((c === "." || c === ",") && asciiFrom >= 0 && i + 1 < n && isDigit(t.charCodeAt(i + 1)))) {
        if (asciiFrom < 0) asciiFrom = i;
        continue;
      }
      if (!isCjkNumeral(c)) break;
      if (asciiFrom >= 0) {
        const v = asciiNumber(t, asciiFrom, i);
        if (Number.isNaN(v)) bad = true;
        else num = v;
        asciiFrom = -1;
      }
      const d = CJK_DIGITS.get(c);
      const small = CJK_SMALL_UNITS.get(c);
      const big = CJK_BIG_UNITS.get(c);
      if (d !== undefined) num = d;
      else if (small !== undefined) {
        group += (num ?? 1) * small;
        num = null;
        sawUnit = true;
      } else if (big !== undefined) {
        total += (group + (num ?? 0) || 1) * big;
        group = 0;
        num = null;
        sawUnit = true;
      }
    }
    if (asciiFrom >= 0) {
      const v = asciiNumber(t, asciiFrom, i);
      if (Number.isNaN(v)) bad = true;
      else num = v;
    }
    const value = Math.round((total + group + (num ?? 0)) * 100) / 100;
    if (!bad && sawUnit && i - start >= 2 && value > 0) out.push({ value, start, end: i });
  }
  return out;
}

/** The number `t.slice(from, to)` spells, its `,` group separators dropped (NaN when it is none). */
function asciiNumber(t: string, from: number, to: number): number {
  return Number(t.slice(from, to).replaceAll(",", ""));
}

/** Whether `t` holds a unit of `CJK_SMALL_UNITS` or `CJK_BIG_UNITS` (all of them ideographs from U+4E07 up, each one UTF-16 code unit). */
function hasCjkUnit(t: string): boolean {
  for (let i = 0; i < t.length; i++) {
    const code = t.charCodeAt(i);
    if (code >= 0x4e07 && (CJK_SMALL_UNITS.has(t.charAt(i)) || CJK_BIG_UNITS.has(t.charAt(i)))) return true;
  }
  return false;
}
