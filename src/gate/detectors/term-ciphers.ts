/**
 * Code names in disguise that a reader undoes letter by letter (issue 19, break-it round and
 * blind rounds): spelled with a spelling alphabet, shifted by a Caesar cipher (ROT13 or any
 * other shift), or base64-encoded on their own. The terms detector (`terms.ts`) reads each
 * through the same compact search as the name itself; the answer's URLs reach it too (their
 * decoded parts are read by every detector, `egress/parts.ts`).
 *
 * - **Spelling alphabets** (`spelledLetters`): a run of three or more words of a spelling
 *   alphabet — ICAO/NATO (`Oscar Romeo Charlie`), DIN 5009 (German, the 1950 names and the
 *   2022 city names), the French, Italian, Spanish and Dutch telephone alphabets — apart only
 *   by spaces, punctuation or line breaks, read as their initial letters; and the dictated form
 *   `O wie Otto`, `O as in Oscar`, `O comme Oscar`, `O come Otranto`, `O de Oviedo`, `O voor
 *   Otto` (a single letter, a connector, a word of an alphabet that starts with that letter).
 *   Every word of these alphabets starts with the letter it spells, so the tables are word
 *   lists only. A tutorial listing the alphabet spells `abcdef…`, no code name.
 * - **Caesar shifts** (`caesarForms`): the term's letters shifted by 1–25 places, digits kept;
 *   only for terms of ≥ `MIN_CAESAR_LETTERS` letters, or ≥ 4 letters with a digit (a shift of a
 *   short word is often another word: `sleep` is `bunny` shifted by 9).
 * - **Base64 alone** (`base64Forms`): the base64 (and base64url) characters that encode the term
 *   whatever byte alignment it starts on — as configured, lower, upper and title case, with and
 *   without its spaces. The decoded view (`decoded-views.ts`) reads runs of ≥ 12 characters;
 *   a name alone encodes to fewer (`T3JjaGlk`).
 *
 * No regex: one pass over the text's code units per reading. Linear.
 */

/**
 * Words of the spelling alphabets, as the gate shadow writes them (lower case, marks dropped).
 * Sources: ICAO Annex 10 vol. II (NATO); DIN 5009:1983 and DIN 5009:2022 (German); the French
 * PTT alphabet; the Italian telephone alphabet (city names); the Spanish telephone alphabet;
 * the Dutch telephone alphabet. Each word spells its initial letter.
 */
const ALPHABET_WORDS = new Set(
  (
    // ICAO / NATO, with common spellings
    "alfa alpha bravo charlie delta echo foxtrot golf hotel india juliett juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey whisky xray yankee zulu " +
    // DIN 5009 (1950 names)
    "anton berta caesar casar dora emil friedrich gustav heinrich ida julius kaufmann ludwig martha nordpol otto paula quelle richard samuel siegfried theodor ulrich viktor wilhelm xanthippe ypsilon zacharias zeppelin " +
    // DIN 5009:2022 (city names)
    "aachen berlin chemnitz dusseldorf essen frankfurt goslar hamburg ingelheim jena koln leipzig munchen nurnberg offenbach potsdam quickborn rostock salzwedel tubingen unna volklingen wuppertal xanten zwickau " +
    // French
    "anatole berthe celestin desire eugene francois gaston henri irma joseph kleber louis marcel nicolas pierre quintal raoul suzanne therese ursule william xavier yvonne zoe " +
    // Italian
    "ancona bologna bari como domodossola empoli firenze genova imola jolly kappa livorno milano napoli otranto palermo padova quarto roma savona torino udine venezia washington xeres yacht york zara " +
    // Spanish
    "antonio barcelona carmen dolores enrique francia gerona historia ines jose lorenzo madrid navarra oviedo paris querido ramon sabado tarragona ulises valencia xilofono yegua zaragoza " +
    // Dutch
    "bernard cornelis dirk eduard ferdinand gerard hendrik izaak johan karel lodewijk marie nico pieter quotient simon teunis utrecht willem zaandam"
  ).split(" "),
);

/** Words between a dictated letter and its alphabet word (`O as in Oscar`, `O wie Otto`). */
const DICTATION_CONNECTORS: ReadonlySet<string> = new Set(["as", "in", "for", "like", "wie", "fur", "comme", "dans", "come", "per", "de", "como", "voor", "van", "is"]);
/** Fewest spelled units in a run read as a spelled word. */
const MIN_SPELLED_UNITS = 3;
/** Longest gap (code units, no letter or digit) between two spelled units of one run. */
const MAX_SPELLED_GAP = 4;

const isLower = (k: number) => k >= 0x61 && k <= 0x7a;
const isDigit = (k: number) => k >= 0x30 && k <= 0x39;

/** The letters (and digits) a spelled run reads, with the text span of each. */
export interface SpelledRun {
  readonly letters: string;
  /** `[start, end)` in the text of each letter's unit. */
  readonly from: readonly number[];
  readonly to: readonly number[];
}

/**
 * Runs of spelling-alphabet words in `text` (a gate shadow: lower case), each read as its
 * letters (module comment). Digit tokens inside a run read as themselves (`Tango Alfa Romeo
 * November 42`). Linear.
 *
 * @example
 * spelledLetters("code: oscar romeo charlie hotel india delta.")[0].letters === "orchid"
 */
export function spelledLetters(text: string): SpelledRun[] {
  // Tokens: maximal runs of a–z or of 0–9.
  const words: { s: number; e: number; w: string }[] = [];
  for (let i = 0; i < text.length; ) {
    const k = text.charCodeAt(i);
    if (!isLower(k) && !isDigit(k)) {
      i += 1;
      continue;
    }
    const digit = isDigit(k);
    let e = i + 1;
    while (e < text.length && (digit ? isDigit(text.charCodeAt(e)) : isLower(text.charCodeAt(e)))) e += 1;
    words.push({ s: i, e, w: text.slice(i, e) });
    i = e;
  }
  const runs: SpelledRun[] = [];
  let letters: string[] = [];
  let from: number[] = [];
  let to: number[] = [];
  let units = 0;
  const flush = () => {
    if (units >= MIN_SPELLED_UNITS) runs.push({ letters: letters.join(""), from, to });
    letters = [];
    from = [];
    to = [];
    units = 0;
  };
  const gapOk = (a: number, b: number) => b - a <= MAX_SPELLED_GAP;
  for (let j = 0; j < words.length; j++) {
    const { s, e, w } = words[j] as { s: number; e: number; w: string };
    let unit: { letter: string; end: number; next: number } | null = null;
    if (ALPHABET_WORDS.has(w)) unit = { letter: w[0] as string, end: e, next: j };
    else if (w.length === 1 && isLower(w.charCodeAt(0))) {
      // `o as in oscar`: one or two connectors, then an alphabet word starting with the letter.
      for (let c = j + 1; c <= j + 3 && c < words.length; c++) {
        const cw = (words[c] as { w: string }).w;
        if (ALPHABET_WORDS.has(cw) && cw[0] === w && c > j + 1) {
          unit = { letter: w, end: (words[c] as { e: number }).e, next: c };
          break;
        }
        if (!DICTATION_CONNECTORS.has(cw)) break;
      }
    } else if (units > 0 && isDigit(w.charCodeAt(0)) && w.length <= 4) unit = { letter: w, end: e, next: j };
    if (unit === null) {
      flush();
      continue;
    }
    if (units > 0 && !gapOk(to[to.length - 1] as number, s)) flush();
    for (const ch of unit.letter) {
      letters.push(ch);
      from.push(s);
      to.push(unit.end);
    }
    units += 1;
    j = unit.next;
  }
  flush();
  return runs;
}

/** Fewest letters of a term searched in Caesar shifts (without a digit in the term). */
export const MIN_CAESAR_LETTERS = 6;

/**
 * The term's compact form (letters and digits) shifted by each of 1–25 places (letters a–z
 * only; digits kept), or none when the term is too short to tell from a shifted word.
 *
 * @example
 * caesarForms("orchid")[12] === "bepuvq" // ROT13
 */
export function caesarForms(compact: string): string[] {
  const letters = [...compact].filter((c) => isLower(c.charCodeAt(0))).length;
  const digit = /[0-9]/.test(compact);
  if (letters < (digit ? 4 : MIN_CAESAR_LETTERS) || letters !== compact.replace(/[0-9]/g, "").length) return [];
  const out: string[] = [];
  for (let k = 1; k < 26; k++) {
    out.push(compact.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + k) % 26) + 97)));
  }
  return out;
}

/** Fewest base64 characters of a form searched (a shorter one may occur by chance). */
const MIN_BASE64_FORM = 6;

/**
 * The base64 characters that encode `term` for each byte alignment it may start at (0, 1, 2
 * bytes into a 3-byte group), in the standard and the URL-safe alphabet: only the characters
 * whose 6 bits all come from the term. Each form is paired with its position modulo 4 in the
 * encoded run, so a match is checked against where the run starts. Forms shorter than
 * `MIN_BASE64_FORM` are left out.
 *
 * @example
 * base64Forms("Orchid")[0] // → { form: "T3JjaGlk", phase: 0 }
 */
export function base64Forms(term: string): { form: string; phase: number }[] {
  const bytes = Buffer.from(term, "utf8");
  const out: { form: string; phase: number }[] = [];
  for (let a = 0; a < 3; a++) {
    const enc = Buffer.concat([Buffer.alloc(a), bytes]).toString("base64");
    const first = Math.ceil((8 * a) / 6);
    const last = Math.floor((8 * (a + bytes.length)) / 6);
    const form = enc.slice(first, last);
    if (form.length < MIN_BASE64_FORM) continue;
    out.push({ form, phase: first % 4 });
    const url = form.replace(/\+/g, "-").replace(/\//g, "_");
    if (url !== form) out.push({ form: url, phase: first % 4 });
  }
  return out;
}

/** The spellings of a configured term whose base64 is searched (case and spacing variants). */
export function base64Spellings(term: string): string[] {
  const t = term.trim();
  const title = t.toLowerCase().replace(/(^|[^\p{L}])(\p{L})/gu, (_, b: string, c: string) => b + c.toUpperCase());
  const cases = [t, t.toLowerCase(), t.toUpperCase(), title];
  return [...new Set(cases.flatMap((c) => [c, c.replace(/\s+/g, "")]))];
}

/** Whether code unit `k` belongs to the base64 or base64url alphabet. */
export const isBase64Char = (k: number): boolean =>
  (k >= 0x41 && k <= 0x5a) || (k >= 0x61 && k <= 0x7a) || (k >= 0x30 && k <= 0x39) || k === 0x2b || k === 0x2f || k === 0x2d || k === 0x5f;

/**
 * `[start, end)` of the base64 run (letters, digits, `+/-_`, trailing `=`) around `[s, e)` in
 * `text`, or null when the match does not sit at its `phase` (modulo 4) inside the run.
 */
export function base64RunAround(text: string, s: number, e: number, phase: number): [number, number] | null {
  let a = s;
  while (a > 0 && isBase64Char(text.charCodeAt(a - 1))) a -= 1;
  if ((s - a) % 4 !== phase) return null;
  let b = e;
  while (b < text.length && isBase64Char(text.charCodeAt(b))) b += 1;
  const body = b;
  while (b < text.length && b - body < 2 && text[b] === "=") b += 1;
  return [a, b];
}

/** Longest spelling-alphabet word, in code units. */
const LONGEST_ALPHABET_WORD = Math.max(...[...ALPHABET_WORDS].map((w) => w.length));

/**
 * Streaming hold for spelled names: the code units from the start of the trailing run of
 * spelling-alphabet words (the last one possibly still arriving: a prefix of one), at most
 * `units` words back, so a name spelled word by word is not released before it is complete.
 * 0 when the text does not end in such a run. Linear in the tail read.
 *
 * @example
 * spelledHold("code: oscar romeo cha", 6) === 15
 */
export function spelledHold(text: string, units: number): number {
  let i = text.length;
  let start = -1;
  let n = 0;
  while (n < units) {
    let g = i;
    while (g > 0 && i - g <= MAX_SPELLED_GAP && !isLower(text.charCodeAt(g - 1)) && !isDigit(text.charCodeAt(g - 1))) g -= 1;
    if (i - g > MAX_SPELLED_GAP || g === 0) break;
    let w = g;
    while (w > 0 && g - w <= LONGEST_ALPHABET_WORD && isLower(text.charCodeAt(w - 1))) w -= 1;
    const word = text.slice(w, g);
    const last = n === 0 && g === text.length;
    const ok = ALPHABET_WORDS.has(word) || (last && word.length > 0 && [...ALPHABET_WORDS].some((a) => a.startsWith(word)));
    if (!ok || (w > 0 && isLower(text.charCodeAt(w - 1)))) break;
    start = w;
    i = w;
    n += 1;
  }
  return start < 0 ? 0 : text.length - start;
}
