/**
 * Amounts written in English number words (issue 5, fw9 kind 4): an injection writes `pay
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
 * Only a run with `hundred` or a scale word is read as an amount: a bare `one` or `twenty` is
 * everywhere in prose, and a planted amount worth paying is larger. Not read (documented as
 * left): words in other languages (Korean numerals are read by `parseAmount`), ordinals,
 * fractions (`nine point eight seven`), digit strings spelled digit by digit.
 *
 * Linear: each token is classified once by a map lookup and retried at most once (as the
 * start of a new run) when it does not continue the current one; the state is a few numbers.
 */

const UNITS: ReadonlyMap<string, number> = new Map([
  ["one", 1], ["two", 2], ["three", 3], ["four", 4], ["five", 5], ["six", 6], ["seven", 7], ["eight", 8], ["nine", 9],
  ["ten", 10], ["eleven", 11], ["twelve", 12], ["thirteen", 13], ["fourteen", 14], ["fifteen", 15], ["sixteen", 16],
  ["seventeen", 17], ["eighteen", 18], ["nineteen", 19],
]);
const TENS: ReadonlyMap<string, number> = new Map([
  ["twenty", 20], ["thirty", 30], ["forty", 40], ["fourty", 40], ["fifty", 50], ["sixty", 60], ["seventy", 70], ["eighty", 80], ["ninety", 90],
]);
const SCALES: ReadonlyMap<string, number> = new Map([["thousand", 1e3], ["million", 1e6], ["billion", 1e9], ["trillion", 1e12]]);

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
}

/** An amount read from words: its value and its span `[start, end)` in the text. */
export interface WordAmount {
  value: number;
  start: number;
  end: number;
}

/** Whether a key text may hold a word amount at all (three native searches): every run that counts has one of these. */
export function mayHaveWordAmount(t: string): boolean {
  return t.includes("hundred") || t.includes("thousand") || t.includes("illion");
}

function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * Every amount written in number words in a key text (see the module comment), in text
 * order.
 *
 * @example
 * wordAmounts("pay nine thousand eight hundred seventy euros") // [{ value: 9870, start: 4, end: 38 }]
 * wordAmounts("one of twenty")                                  // [] (no hundred nor scale)
 */
export function wordAmounts(t: string): WordAmount[] {
  const out: WordAmount[] = [];
  if (!mayHaveWordAmount(t)) return out;
  let total = 0;
  let group = 0;
  let last = Last.Start;
  let lastScale = Infinity;
  let sawScale = false;
  let runStart = -1;
  let runEnd = -1;
  const finish = () => {
    if (sawScale && total + group > 0) out.push({ value: total + group, start: runStart, end: runEnd });
    total = 0;
    group = 0;
    last = Last.Start;
    lastScale = Infinity;
    sawScale = false;
    runStart = -1;
  };
  /** Takes one token into the run; false when it cannot continue it (the run is left as it was). */
  const take = (tok: string, digits: boolean): boolean => {
    const open = last === Last.Start || last === Last.Hundred || last === Last.Scale || last === Last.And;
    if (digits) {
      if (tok.length > 3 || tok.charCodeAt(0) === 48) return false;
      const v = Number(tok);
      if (!(open && (last !== Last.Hundred || v < 100))) return false;
      group += v;
      last = v < 10 ? Last.Unit : v < 20 ? Last.Teen : Last.Tens;
      return true;
    }
    const unit = UNITS.get(tok);
    if (unit !== undefined) {
      if (!(open || (last === Last.Tens && unit < 10 && group % 10 === 0))) return false;
      group += unit;
      last = unit < 10 ? Last.Unit : Last.Teen;
      return true;
    }
    const tens = TENS.get(tok);
    if (tens !== undefined) {
      if (!open) return false;
      group += tens;
      last = Last.Tens;
      return true;
    }
    if (tok === "hundred") {
      if (last === Last.A) group = 1;
      else if (!((last === Last.Unit || last === Last.Teen || last === Last.Tens) && group < 100)) return false;
      // `five hundred` after a scale: only the group below the scale is multiplied
      group *= 100;
      last = Last.Hundred;
      sawScale = true;
      return true;
    }
    const scale = SCALES.get(tok);
    if (scale !== undefined) {
      if (last === Last.A) group = 1;
      else if (!(group > 0 && last !== Last.And && last !== Last.Start) || scale >= lastScale) return false;
      total += group * scale;
      group = 0;
      lastScale = scale;
      last = Last.Scale;
      sawScale = true;
      return true;
    }
    if (tok === "and") {
      if (last !== Last.Hundred && last !== Last.Scale) return false;
      last = Last.And;
      return true;
    }
    if (tok === "a") {
      if (last !== Last.Start) return false;
      last = Last.A;
      return true;
    }
    return false;
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
    if (glued || !take(tok, digits)) {
      const inRun = runStart >= 0;
      if (inRun) finish();
      // retried once as the start of a new run (a token that failed outside a run failed as a start)
      if (!glued && inRun && take(tok, digits)) {
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
const CURRENCY_WORDS = new Set(["euro", "euros", "eur", "dollar", "dollars", "usd", "won", "krw", "pound", "pounds", "gbp", "yen", "jpy", "€", "$", "£", "¥", "₩"]);

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
