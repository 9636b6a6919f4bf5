/**
 * Token codecs of `detector.decoded` (issue 20, decode and rescan as a kind): the encodings
 * written as a run of small tokens, each one letter or one byte — binary octets, decimal
 * character codes, Morse code, quoted-printable escapes, Braille cells — and the byte-to-text
 * check every byte encoding shares (`asText`). Each codec is a pure function of the run's
 * tokens and the gaps between them (`tokenRuns` in `decode.ts` groups them), linear in the run,
 * and returns the decoded text or null when the run does not decode to text. Nothing here
 * judges the text: the decoded view is rescanned by the same scanner, and only what it says
 * marks the run, so a binary dump, a Morse lesson or a Braille sign stays clean.
 *
 * Sources: ITU-R M.1677-1 (International Morse code); RFC 2045 §6.7 (quoted-printable);
 * Unicode §21.1 Braille Patterns (U+2800–28FF, dot k is bit k−1) with the letters of English
 * Braille grade 1 (Braille Authority of North America, UEB §4–5).
 */

const UTF8 = new TextDecoder("utf-8", { fatal: true });
const UTF8_ENCODER = new TextEncoder();
/** A letter of any script (Cyrillic, Greek, Arabic … count as much as Latin). */
const ANY_LETTER = /\p{L}/u;

/**
 * Decoded bytes as text when they are valid UTF-8 and read as text (letters of any script are
 * at least half the characters, no C0/C1 controls but tab and line breaks), else null. A
 * base64 Russian or Greek sentence is text like an English one; random bytes are not UTF-8.
 */
export function asText(bytes: Uint8Array): string | null {
  if (bytes.length < 4) return null;
  let s: string;
  try {
    s = UTF8.decode(bytes);
  } catch {
    return null;
  }
  let letters = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return null;
    if (c === 0xfffd || (c >= 0x7f && c < 0xa0)) return null;
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x20) letters++;
    else if (c >= 0xa0 && c < 0xd800 && ANY_LETTER.test(s.charAt(i))) letters++;
  }
  return letters * 2 >= s.length ? s : null;
}

/** A string of code points judged like decoded bytes (`asText`). */
function stringAsText(s: string): string | null {
  return asText(UTF8_ENCODER.encode(s));
}

// ---------------------------------------------------------------- binary octets
/** One binary octet (or a 7-bit ASCII code) standing alone: `01001001`. Contiguous binary is read by the alphabet runs. */
export const BINARY_TOKEN = /(?<![0-9A-Za-z])[01]{7,8}(?![0-9A-Za-z])/g;
/** What may stand between two octets of one run. */
export const BINARY_GAP = /^[ \t\n,;:|-]{1,3}$/;

/** Binary octets to text (UTF-8, so a Russian sentence in binary is read too). */
export function decodeBinary(tokens: readonly string[]): string | null {
  return asText(Uint8Array.from(tokens.map((t) => parseInt(t, 2))));
}

/** Contiguous binary (`0100100101100111…`, a multiple of eight digits) to text. */
export function decodeBinaryDigits(digits: string): string | null {
  if (digits.length % 8 !== 0 || !/^[01]+$/.test(digits)) return null;
  const bytes = new Uint8Array(digits.length / 8);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits.slice(i * 8, i * 8 + 8), 2);
  return asText(bytes);
}

// ---------------------------------------------------------------- decimal character codes
/**
 * One decimal character code: `73 103 110`, `String.fromCharCode(73,103,110)`, `[73, 103]`,
 * `chr(73)+chr(103)` is not (one code per call stays below a run). Not part of a number
 * (`1.5`, `2,000`), an amount or a percentage; `&#73;` is read as an HTML reference.
 */
export const DECIMAL_TOKEN = /(?<![\p{L}\p{N}.#&$€£%_-])\d{2,5}(?![\p{L}\p{N}.%_])/gu;
/** What may stand between two codes of one run: spaces, or one comma or semicolon with spaces. */
export const DECIMAL_GAP = /^[ \t]{1,3}$|^[ \t]{0,2}[,;][ \t\n]{0,2}$/;

/** Decimal code points to text (each a Unicode scalar value; the text judged like decoded bytes). */
export function decodeDecimal(tokens: readonly string[]): string | null {
  let s = "";
  for (const t of tokens) {
    const cp = parseInt(t, 10);
    if (cp < 9 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null;
    s += String.fromCodePoint(cp);
  }
  return stringAsText(s);
}

// ---------------------------------------------------------------- Morse code
/** Dot and dash marks as written (`.`, `·`, `•`; `-`, `–`, `—`, `_`, `−`). */
const MORSE_MARKS = ".·•∙\\-–—_−";
/** One Morse letter: one to seven marks standing alone. */
export const MORSE_TOKEN = new RegExp(`(?<![\\p{L}\\p{N}${MORSE_MARKS}])[${MORSE_MARKS}]{1,7}(?![\\p{L}\\p{N}${MORSE_MARKS}])`, "gu");
/** Between two letters: blanks; a word break is `/`, `|`, two blanks or a line break. */
export const MORSE_GAP = /^[ \t\n]{1,7}$|^[ \t]{0,3}[/|][ \t]{0,3}$/;

/** ITU-R M.1677-1: letters, digits and the common punctuation, dot `.` and dash `-`. */
const MORSE: ReadonlyMap<string, string> = new Map(
  (
    "a .- b -... c -.-. d -.. e . f ..-. g --. h .... i .. j .--- k -.- l .-.. m -- n -. o --- p .--. q --.- r .-. s ... t - u ..- v ...- w .-- x -..- y -.-- z --.. " +
    "0 ----- 1 .---- 2 ..--- 3 ...-- 4 ....- 5 ..... 6 -.... 7 --... 8 ---.. 9 ----. " +
    ". .-.-.- , --..-- ? ..--.. ' .----. ! -.-.-- / -..-. ( -.--. ) -.--.- & .-... : ---... ; -.-.-. = -...- + .-.-. - -....- \" .-..-. @ .--.-."
  )
    .split(" ")
    .map((v, i, all) => (i % 2 === 0 ? ([all[i + 1] as string, v] as const) : null))
    .filter((e): e is readonly [string, string] => e !== null),
);

/** Morse letters to text; a run with more than a quarter of unknown letters is no Morse. */
export function decodeMorse(tokens: readonly string[], gaps: readonly string[]): string | null {
  let s = "";
  let unknown = 0;
  tokens.forEach((t, i) => {
    if (i > 0 && /[/|\n]|[ \t]{2}/.test(gaps[i - 1] as string)) s += " ";
    const code = t.replace(/[·•∙]/g, ".").replace(/[–—_−]/g, "-");
    const ch = MORSE.get(code);
    if (ch === undefined) unknown++;
    s += ch ?? "?";
  });
  return unknown * 4 > tokens.length ? null : s;
}

// ---------------------------------------------------------------- quoted-printable
/** One quoted-printable escape (`=49`, RFC 2045 §6.7). */
export const QP_TOKEN = /=[0-9A-F]{2}/gi;
/** Between two escapes: up to three literal printable characters, after an optional soft line break (`=` at a line end). */
export const QP_GAP = /^(?:=\r?\n)?[\t\x20-\x3c\x3e-\x7e]{0,3}$/;

/** Quoted-printable escapes and the literal characters between them to text (UTF-8 bytes; soft line breaks removed). */
export function decodeQuotedPrintable(tokens: readonly string[], gaps: readonly string[]): string | null {
  const bytes: number[] = [];
  tokens.forEach((t, i) => {
    if (i > 0) for (const c of (gaps[i - 1] as string).replace(/^=\r?\n/, "")) bytes.push(c.charCodeAt(0));
    bytes.push(parseInt(t.slice(1), 16));
  });
  return asText(Uint8Array.from(bytes));
}

// ---------------------------------------------------------------- Braille
/** One Braille cell with at least one dot (U+2801–28FF); the blank cell U+2800 is a space. */
export const BRAILLE_CELL = /[\u2801-\u28ff]/g;
/** Between two cells: nothing, or a blank (space or the blank cell) as a word break. */
export const BRAILLE_GAP = /^[\u2800 \t]{0,3}$/;

/** Dots (digits 1–6) → the letter of English Braille grade 1; built into a cell → letter map. */
const BRAILLE_LETTERS =
  "a1 b12 c14 d145 e15 f124 g1245 h125 i24 j245 k13 l123 m134 n1345 o135 p1234 q12345 r1235 s234 t2345 u136 v1236 w2456 x1346 y13456 z1356 .256 ,2 ?236 !235 '3 -36";
const cell = (dots: string): number => [...dots].reduce((bits, d) => bits | (1 << (Number(d) - 1)), 0);
const BRAILLE: ReadonlyMap<number, string> = new Map(BRAILLE_LETTERS.split(" ").map((e) => [cell(e.slice(1)), e.charAt(0)] as const));
/** The capital sign (dot 6) and the number sign (dots 3456). */
const BRAILLE_CAPITAL = cell("6");
const BRAILLE_NUMBER = cell("3456");

/** Braille cells to text (grade 1 letters, capital and number signs); more than a quarter unknown cells is no text. */
export function decodeBraille(tokens: readonly string[], gaps: readonly string[]): string | null {
  let s = "";
  let unknown = 0;
  let digits = false;
  tokens.forEach((t, i) => {
    if (i > 0 && (gaps[i - 1] as string).length > 0) {
      s += " ";
      digits = false;
    }
    const dots = (t.codePointAt(0) as number) - 0x2800;
    if (dots === BRAILLE_CAPITAL) return;
    if (dots === BRAILLE_NUMBER) {
      digits = true;
      return;
    }
    const ch = BRAILLE.get(dots);
    if (ch === undefined) unknown++;
    else if (digits && ch >= "a" && ch <= "j") s += String((ch.charCodeAt(0) - 0x60) % 10);
    else s += ch;
  });
  return unknown * 4 > tokens.length ? null : s;
}

/** Every regex of this file that runs on attacker text (for the linear-time proofs). */
export function tokenCodecPatterns(): readonly RegExp[] {
  return [BINARY_TOKEN, BINARY_GAP, DECIMAL_TOKEN, DECIMAL_GAP, MORSE_TOKEN, MORSE_GAP, QP_TOKEN, QP_GAP, BRAILLE_CELL, BRAILLE_GAP];
}
