/**
 * Numbers assembled from pieces in code (issue 19, builder `gnum`): a card, phone or account
 * number written as string literals that a program joins — a list joined with `.join("")` or
 * `"".join(…)`, `+` / `.` / `..` / `||` / `&` / `<<` concatenation, implicit concatenation of
 * adjacent literals (Python, C), builder calls (`.append("…").append("…")`, `.concat(…)`),
 * template or f-string interpolations of literals (`${"4111"}${"1111"}`, `{'41'}{'11'}`), and
 * literals assigned one after another (`p1 = "4111"; p2 = "1111"`), and arrays or tuples of
 * single digits (`[4, 5, 3, 2, …]`, `DIGIT_ARRAY`). A reader runs the code in their head; so
 * does the gate's view.
 *
 * `joinCodePieces(text)` writes the glue between two such literals — the closing quote, the
 * operator or call, the opening quote — as U+200B, which the shadow drops: the digits become
 * one run inside one literal, and every numeric detector (phone, card, IBAN, account, national
 * id) reads it with its own validation, so this is the one joining mechanism for all of them
 * (the secret detector joins literals of any text itself: `secret-reassembly.ts`). The UTF-16
 * length is kept, so offsets stay those of the answer and a redaction covers the code.
 *
 * Only pieces that are digits (the first may open with `+` or an IBAN's country and check
 * digits, `DE89`) are joined, and only runs holding `MIN_JOINED_DIGITS` digits or more: a
 * version (`"3" + "." + "12"`) or a list of words is never touched, and what the join yields
 * is validated downstream as strictly as a written number.
 *
 * Linear: one global scan for literals (bounded, disjoint classes), and each gap between two
 * consecutive literals is tested once by an anchored pattern on a slice of at most `MAX_GAP`.
 */

const ZW = "\u200b";

/** A digit literal: quote, an optional `+` or IBAN head, 1–12 digits, the same quote. */
const PIECE = /(["'`])(\+?[0-9]{1,12}|[A-Z]{2}[0-9]{2})\1/g;
/** An IBAN head (`DE89`) may only open a run. */
const IBAN_HEAD = /^[A-Z]{2}/;
/**
 * The glue between two literals of one joined value, alternatives in the order of the module
 * comment: an operator or list comma with spacing and one line break; a builder call closing
 * and opening (`).append(`); an interpolation closing and opening (`}${`, `}{`); the end of one
 * assignment and the start of the next (`; const p2 = `, a new line `b = `). Bounded repeats.
 */
const GAP = new RegExp(
  [
    "[ \\t]{0,8}(?:\\+|\\.{1,2}|\\|\\||&|<<|,)?[ \\t]{0,8}(?:\\r?\\n[ \\t]{0,40}(?:\\+|\\.{1,2}|&|,)?[ \\t]{0,8})?",
    "\\)[ \\t]{0,4}(?:\\r?\\n[ \\t]{0,40})?\\.[ \\t]{0,4}(?:append|concat|push|add|write|extend|plus)\\([ \\t]{0,4}",
    "\\}[ \\t]{0,4}\\$?\\{[ \\t]{0,4}",
    "[ \\t]{0,4}[;,]?[ \\t]{0,4}(?:\\r?\\n[ \\t]{0,40})?(?:(?:const|let|var|val|final|String|string|str|auto|my|char\\*?)[ \\t]{1,4})?\\$?[A-Za-z_][A-Za-z0-9_]{0,24}(?:\\[[0-9]{1,2}\\])?[ \\t]{0,4}(?::[ \\t]{0,4}[A-Za-z]{1,12}[ \\t]{0,4})?:?=[ \\t]{0,4}",
  ]
    .map((a) => `(?:${a})`)
    .join("|")
    .replace(/^/, "^(?:")
    .concat(")$"),
);
/** Longest glue read between two literals. */
const MAX_GAP = 80;
/** Fewest digits a joined run must hold to be rewritten (the shortest validated number has 7 with context). */
const MIN_JOINED_DIGITS = 7;
/** Most pieces one run joins (an IBAN of 34 characters in pairs is 17). */
const MAX_PIECES = 18;

/**
 * An array, tuple or set literal of single digits (`[4, 5, 3, 2, …]`, `("4", "5", …)`,
 * `{4,5,3,…}`), unquoted or each digit quoted, with `MIN_DIGIT_ELEMENTS`–32 elements: a number
 * kept one digit per element, which a program joins. Comma-separated, bounded spacing: linear.
 */
const DIGIT_ARRAY = /[[({][ \t]{0,4}(?:[0-9](?:[ \t]{0,4},[ \t]{0,4}[0-9]){12,31}|["'][0-9]["'](?:[ \t]{0,4},[ \t]{0,4}["'][0-9]["']){12,31})[ \t]{0,4},?[ \t]{0,4}[\])}]/g;
/**
 * Fewest single-digit elements joined (written into `DIGIT_ARRAY`'s repeat): a card number's
 * 13 and up — a shorter list of digits (`[0,1,2,…,9]`, check-digit weights `[1,3,1,3,…]`, the
 * digits of π in a code sample) is more often a list than a phone or licence number.
 */
export const MIN_DIGIT_ELEMENTS = 13;

/** Every pattern of this module (checked for linear time by a test). */
export const CODE_PIECE_PATTERNS: readonly RegExp[] = [PIECE, IBAN_HEAD, GAP, DIGIT_ARRAY];

/**
 * `text` with each `DIGIT_ARRAY` literal's glue between its first and last digit (commas,
 * spaces, quotes) written as U+200B, so the digits read as one run; the same length.
 */
function joinDigitArrays(text: string): string {
  if (!/[[({]/.test(text)) return text;
  return text.replace(DIGIT_ARRAY, (run: string) => {
    const first = run.search(/[0-9]/);
    let last = run.length - 1;
    while (last > first && (run.charCodeAt(last) ^ 0x30) > 9) last -= 1;
    let inner = "";
    for (let i = first; i <= last; i++) inner += (run.charCodeAt(i) ^ 0x30) < 10 ? run[i] : ZW;
    return run.slice(0, first) + inner + run.slice(last + 1);
  });
}

/**
 * `text` with the glue between joined digit literals written as U+200B (module comment); the
 * same length, every other character kept. Linear; never throws.
 *
 * @example
 * joinCodePieces('["4111", "1111"].join("")').replace(/\u200b/g, "") === '["41111111"].join("")'
 */
export function joinCodePieces(input: string): string {
  if (!/[0-9]/.test(input)) return input;
  const text = joinDigitArrays(input);
  if (!/["'`]/.test(text)) return text;
  /** Glue spans [start, end) to blank out. */
  const glue: [number, number][] = [];
  let run: RegExpMatchArray[] = [];
  const flush = () => {
    if (run.length >= 2) {
      const digits = run.reduce((n, m) => n + (m[2] as string).replace(/[^0-9]/g, "").length, 0);
      if (digits >= MIN_JOINED_DIGITS) {
        for (let k = 1; k < run.length; k++) {
          const prev = run[k - 1] as RegExpMatchArray;
          // From the closing quote of one piece to the opening quote of the next, both included.
          glue.push([(prev.index as number) + prev[0].length - 1, (run[k] as RegExpMatchArray).index as number + 1]);
        }
      }
    }
    run = [];
  };
  PIECE.lastIndex = 0;
  for (const m of text.matchAll(PIECE)) {
    const prev = run[run.length - 1];
    if (prev !== undefined) {
      const from = (prev.index as number) + prev[0].length;
      const joined = m.index - from <= MAX_GAP && run.length < MAX_PIECES && !IBAN_HEAD.test(m[2] as string) && GAP.test(text.slice(from, m.index));
      if (!joined) flush();
    }
    run.push(m);
  }
  flush();
  if (glue.length === 0) return text;
  let out = "";
  let at = 0;
  for (const [s, e] of glue) {
    // The piece boundary reads as a space (a group break every detector knows); a lone `.`
    // between the quotes stays (PHP's operator, or Markdown code spans `387`.`614` of a dotted number).
    const dot = e - s === 3 && text[s + 1] === ".";
    out += text.slice(at, s) + (dot ? `${ZW}.${ZW}` : " " + ZW.repeat(e - s - 1));
    at = e;
  }
  return out + text.slice(at);
}
