/**
 * Obfuscation transforms of the vector suite: each rewrites an attack the way the issue's
 * fault kinds describe (letter-spacing, confusables, zero-width, bidi, fullwidth, line
 * splits, spaced and partial chat tokens, Korean jamo and symbol insertion). Written by us;
 * deterministic (no randomness), so suite ids are stable across runs.
 */

/** A named transform of attack text. */
export interface Transform {
  readonly id: string;
  readonly apply: (text: string) => string;
}

const CYRILLIC: Record<string, string> = { a: "а", e: "е", o: "о", p: "р", c: "с", x: "х", i: "і", y: "у", s: "ѕ", j: "ј", h: "һ", A: "А", E: "Е", O: "О", P: "Р", C: "С", T: "Т", H: "Н", M: "М", K: "К", B: "В", X: "Х", I: "І" };
const GREEK: Record<string, string> = { o: "ο", v: "ν", i: "ι", u: "υ", A: "Α", B: "Β", E: "Ε", Z: "Ζ", H: "Η", I: "Ι", K: "Κ", M: "Μ", N: "Ν", O: "Ο", P: "Ρ", T: "Τ", Y: "Υ", X: "Χ" };
const ROMAN: Record<string, string> = { I: "Ⅰ", V: "Ⅴ", X: "Ⅹ", L: "Ⅼ", C: "Ⅽ", D: "Ⅾ", M: "Ⅿ", i: "ⅰ", v: "ⅴ", x: "ⅹ", l: "ⅼ", c: "ⅽ", d: "ⅾ", m: "ⅿ" };

const mapChars = (table: Record<string, string>) => (t: string) => [...t].map((c) => table[c] ?? c).join("");
const isLetter = (c: string) => /\p{L}/u.test(c);

/** Inserts `sep` between adjacent letters of every word; words are then joined by `wordSep`. */
function spaceLetters(t: string, sep: string, wordSep: string): string {
  return t
    .split(/ +/)
    .map((w) => between(w, sep))
    .join(wordSep);
}

/** Inserts `inv` between adjacent letters. */
function between(t: string, inv: string): string {
  const cs = [...t];
  let out = "";
  for (let i = 0; i < cs.length; i++) {
    out += cs[i];
    if (i + 1 < cs.length && isLetter(cs[i] as string) && isLetter(cs[i + 1] as string)) out += inv;
  }
  return out;
}

/** Decomposes Hangul syllables into compatibility jamo (`시` → `ㅅㅣ`), the "자모 분리" trick. */
function jamo(t: string): string {
  const L = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
  const V = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ";
  const T = " ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ";
  return [...t]
    .map((c) => {
      const cp = c.codePointAt(0) as number;
      if (cp < 0xac00 || cp > 0xd7a3) return c;
      const s = cp - 0xac00;
      return `${L[Math.floor(s / 588)]}${V[Math.floor((s % 588) / 28)]}${s % 28 ? T[s % 28] : ""}`;
    })
    .join("");
}

/** Splits the text across a line break at its middle space. */
function splitLine(t: string): string {
  const spaces = [...t.matchAll(/ /g)].map((m) => m.index);
  if (spaces.length === 0) return t;
  const at = spaces[Math.floor(spaces.length / 2)] as number;
  return `${t.slice(0, at)}\n${t.slice(at + 1)}`;
}

/** Fullwidth forms of printable ASCII. */
function fullwidth(t: string): string {
  return [...t].map((c) => (c >= "!" && c <= "~" ? String.fromCodePoint((c.codePointAt(0) as number) + 0xfee0) : c)).join("");
}

/** Mathematical bold letters. */
function mathBold(t: string): string {
  return [...t]
    .map((c) => (c >= "a" && c <= "z" ? String.fromCodePoint(0x1d41a + c.charCodeAt(0) - 97) : c >= "A" && c <= "Z" ? String.fromCodePoint(0x1d400 + c.charCodeAt(0) - 65) : c))
    .join("");
}

/** Spaces inside chat-template tokens: `<|im_start|>` → `< |im_start| >`. */
function spacedTokens(t: string): string {
  return t.replace(/<\|/g, "< |").replace(/\|>/g, "| >").replace(/\[(\/?)(INST|SYSTEM_PROMPT)\]/g, "[ $1$2 ]");
}

/** Truncates every `<|…|>` token before its last two characters (`<|im_start|>` → `<|im_sta`). */
function partialTokens(t: string): string {
  return t.replace(/<\|([a-z_]+)\|>/gi, (_m, name: string) => `<|${name.slice(0, Math.max(4, name.length - 2))}`);
}

/** Wraps every space-separated word in `open` … `close` (markdown or HTML decoration). */
function decorateWords(t: string, open: string, close: string): string {
  return t
    .split(" ")
    .map((w) => (w ? `${open}${w}${close}` : w))
    .join(" ");
}

/** Writes the first letter of every word as an HTML numeric character reference (`&#105;gnore`). */
function entityFirstLetters(t: string): string {
  return t.replace(/(^|[\s>])([A-Za-z<])/g, (_m, pre: string, c: string) => `${pre}&#${c.charCodeAt(0)};`);
}

/** Percent-encodes the markup characters of chat tokens and tags (`%3C%7Cim_start%7C%3E`). */
function percentMarkup(t: string): string {
  return t.replace(/[<>|]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const LEET_OUT: Record<string, string> = { a: "4", e: "3", i: "1", o: "0", s: "5", t: "7" };
/** An English override phrase (verb, one to three scope words, object). */
const OVERRIDE_PHRASE = /\b(?:ignore|disregard|forget|override|bypass)(?:\s+(?:all|the|any|previous|prior|your|above|earlier)){1,3}\s+(?:instructions|rules|directives|prompt|guidelines)\b/gi;
/** Rewrites English override phrases in leetspeak (`1gn0r3 4ll pr3v10u5 1n57ruc710n5`). */
function leetOverrides(t: string): string {
  return t.replace(OVERRIDE_PHRASE, (m) => [...m].map((c) => LEET_OUT[c.toLowerCase()] ?? c).join(""));
}

/** Every transform of the suite, `plain` first. */
export const TRANSFORMS: readonly Transform[] = [
  { id: "plain", apply: (t) => t },
  { id: "upper", apply: (t) => t.toUpperCase() },
  { id: "mixed-case", apply: (t) => [...t].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join("") },
  { id: "letter-spaced", apply: (t) => spaceLetters(t, " ", "   ") },
  { id: "letter-dotted", apply: (t) => spaceLetters(t, ".", " ") },
  { id: "symbol-inserted", apply: (t) => spaceLetters(t, "@", " ") },
  { id: "cyrillic", apply: mapChars(CYRILLIC) },
  { id: "greek", apply: mapChars(GREEK) },
  { id: "roman-numerals", apply: mapChars(ROMAN) },
  { id: "math-bold", apply: mathBold },
  { id: "fullwidth", apply: fullwidth },
  { id: "zero-width", apply: (t) => between(t, "\u200b") },
  { id: "zwj-zwnj", apply: (t) => between(t, "\u200d\u200c") },
  { id: "bidi-controls", apply: (t) => between(t, "\u202e\u202c") },
  { id: "cyrillic+zero-width+rlo", apply: (t) => between(mapChars(CYRILLIC)(t), "\u2060\u202e") },
  { id: "soft-hyphen", apply: (t) => between(t, "\u00ad") },
  { id: "split-lines", apply: splitLine },
  { id: "spaced-tokens", apply: spacedTokens },
  { id: "partial-tokens", apply: partialTokens },
  { id: "korean-jamo", apply: jamo },
  { id: "markdown-bold", apply: (t) => decorateWords(t, "**", "**") },
  { id: "html-tags", apply: (t) => decorateWords(t, "<b>", "</b>") },
  { id: "html-entities", apply: entityFirstLetters },
  { id: "percent-encoded", apply: percentMarkup },
  { id: "em-dash-joined", apply: (t) => t.replace(/ /g, "\u2014") },
  { id: "slash-joined", apply: (t) => t.replace(/ /g, "/") },
  { id: "underscore-joined", apply: (t) => t.replace(/ /g, "_") },
  { id: "leetspeak", apply: leetOverrides },
  { id: "unicode-line-breaks", apply: (t) => `\u2028${t.replace(/\n/g, "\u2029")}` },
];
