/**
 * Per-character folding for the normalisation shadow (DESIGN.md "Match on a normalised
 * shadow"). One function decides what a code point becomes in the shadow:
 *
 * - invisible characters (Unicode `Default_Ignorable_Code_Point`: zero-width, bidi controls,
 *   soft hyphen, variation selectors, Hangul fillers) and C0 controls vanish; tag characters
 *   (U+E0020–E007E) decode to the ASCII they smuggle;
 * - NFKC (Unicode UAX #15) folds fullwidth forms, ligatures, circled and mathematical letters
 *   and roman numerals (`Ｓ`, `𝐒`, `Ⅰ` → `s`, `s`, `i`);
 * - combining marks are dropped from non-CJK letters (`ï` → `i`);
 * - confusable lookalikes (Cyrillic `а`, Greek `ο`, `ı` …) fold to their Latin prototype from
 *   Unicode's UTS #39 `confusables.txt` (via the `unhomoglyph` package, v13.0.0 data), only
 *   where the prototype is ASCII, so Korean, Chinese and Japanese text is never folded into
 *   another script;
 * - Latin letters with a hook, stroke, bar or tail and no decomposition (`ꝑ`, `Ɦ`, `ƭ`) fold to
 *   the base letter their Unicode name gives (`marked-letters.ts`, from Latin Extended-B on), and
 *   a letter of an odd block whose prototype is itself a non-ASCII look-alike folds through it
 *   (Cherokee `Ꮮ` → `ʟ` → l); Greek, Cyrillic, Ethiopic and Deseret letters never take this second step;
 * - case folds with `toLowerCase`; SentencePiece's `▁` (U+2581) folds to `_`.
 *
 * Hangul, CJK ideographs and kana pass through unchanged (a fast path, and their rules are
 * written in their own script).
 */
import { OffsetMap } from "./offset-map.js";
import { MARKED_LETTERS } from "./marked-letters.js";

/**
 * Unicode confusables.txt (UTS #39) prototype map, one code point → its prototype string,
 * read on the first character that needs it (ASCII, Hangul and CJK never do): parsing its
 * 6 k entries costs 15–20 ms, which an import should not pay (issue 22, cold start).
 */
let confusables: Record<string, string> | null = null;
const confusableProto = (c: string): string | undefined => (confusables ??= process.getBuiltinModule("node:module").createRequire(import.meta.url)("unhomoglyph/data.json") as Record<string, string>)[c];

const DEFAULT_IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;
const COMBINING_MARK = /\p{M}/gu;
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/**
 * Characters whose shadow is their own `toLowerCase` (1:1): printable ASCII, tab, LF, CR,
 * Hangul syllables, CJK unified ideographs, hiragana, katakana and the common CJK
 * punctuation. Anything else takes the per-character path in `foldChar`.
 */
export const SIMPLE_CHARS = "\\t\\n\\r\\x20-\\x7e\\uac00-\\ud7a3\\u4e00-\\u9fff\\u3041-\\u3096\\u30a1-\\u30fa\\u3001\\u3002\\u300c-\\u300f";

/** Hangul jamo of every block: NFKC composes a run of them into syllables (`ㅅㅣ` → `시`). */
export const JAMO = "\\u1100-\\u11ff\\u3131-\\u318e\\ua960-\\ua97f\\ud7b0-\\ud7ff\\uffa0-\\uffdc";

const cache = new Map<number, string>();

/** True for a code point whose letters are written by rules in their own script. */
function isCjk(cp: number): boolean {
  return (
    (cp >= 0xac00 && cp <= 0xd7a3) || // Hangul syllables
    (cp >= 0x1100 && cp <= 0x11ff) ||
    (cp >= 0x3130 && cp <= 0x318f) ||
    (cp >= 0x3040 && cp <= 0x30ff) || // kana
    (cp >= 0x3400 && cp <= 0x9fff) || // CJK ideographs
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x20000 && cp <= 0x3134f)
  );
}

/**
 * The shadow form of one code point (see the module comment). Memoised; the empty string
 * means the character vanishes from the shadow.
 *
 * @example
 * foldChar(0xff33); // "s"  (fullwidth S)
 * foldChar(0x0430); // "a"  (Cyrillic a)
 * foldChar(0x200b); // ""   (zero-width space)
 */
export function foldChar(cp: number): string {
  const hit = cache.get(cp);
  if (hit !== undefined) return hit;
  const folded = computeFold(cp);
  cache.set(cp, folded);
  return folded;
}

function computeFold(cp: number): string {
  // Line breaks other than LF/CR (VT, FF, NEL, LINE and PARAGRAPH SEPARATOR, and the FILE,
  // GROUP and RECORD SEPARATORS U+001C–001E that Python's `str.splitlines()` splits on) start a
  // line for a reader, so they start one in the shadow too (role tags and overrides anchor there).
  if (cp === 0x0b || cp === 0x0c || cp === 0x85 || cp === 0x2028 || cp === 0x2029 || (cp >= 0x1c && cp <= 0x1e)) return "\n";
  if (cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d) return "";
  if (cp === 0x7f) return "";
  if (cp < 0x80) return String.fromCharCode(cp).toLowerCase();
  if (cp === 0x2581) return "_";
  // Vertical bars a reader takes for `|` in a chat token (`<∣im_start∣>`, `<ǀim_startǀ>`):
  // DIVIDES, the dental click, Hebrew paseq, LIGHT VERTICAL BAR, VERTICAL LINE EXTENSION.
  // (UTS #39 maps some of them to `l`; the leetspeak rules read `|` as i or l as well.)
  if (cp === 0x2223 || cp === 0x01c0 || cp === 0x05c0 || cp === 0x2758 || cp === 0x23d0) return "|";
  // Ties that join words as `_` does (`im‿start`, `INSTRUCTION⁀LIKE`): UNDERTIE, CHARACTER
  // TIE, INVERTED UNDERTIE (NFKC already folds the presentation forms ︳ ︴ to `_`).
  if (cp === 0x203f || cp === 0x2040 || cp === 0x2054) return "_";
  // Two-dot marks a reader takes for a colon (`SYSTEM᠄`, `SYSTEM፡`, `SYSTEM︰`) that neither
  // NFKC nor the confusable data turn into `:`: MONGOLIAN COLON, ETHIOPIC WORDSPACE, and the
  // vertical two-dot leader (NFKC makes it `‥`).
  if (cp === 0x1804 || cp === 0x1361 || cp === 0xfe30) return ":";
  if (isBlankFormat(cp)) return "";
  // What a decoder leaves for a byte it could not read (U+FFFD) and a lone surrogate are no
  // letters either: inside a word they vanish like a zero-width space (`ign\uFFFDore` is
  // `ignore`). They are not marked by themselves: benign text holds them after a bad decode.
  if (cp === 0xfffd || (cp >= 0xd800 && cp <= 0xdfff)) return "";
  // An emoji skin-tone modifier (U+1F3FB–1F3FF) only tints the emoji before it; between
  // letters it is a separator (`i🏻g🏻n🏻o🏻r🏻e`), so it vanishes as well.
  if (cp >= 0x1f3fb && cp <= 0x1f3ff) return "";
  const fancy = fancyLetter(cp);
  if (fancy !== undefined) return fancy;
  // Tag characters spell ASCII invisibly ("ASCII smuggling"): decode them so rules see it.
  if (cp >= 0xe0020 && cp <= 0xe007e) return String.fromCharCode(cp - 0xe0000).toLowerCase();
  const ch = String.fromCodePoint(cp);
  if (DEFAULT_IGNORABLE.test(ch)) return "";
  if (cp >= 0x3131 && cp <= 0x318e) return ch; // a lone compatibility jamo waits for `composeJamo`
  if (isCjk(cp)) return ch.normalize("NFKC");
  let out = "";
  for (const c of ch.normalize("NFKC")) {
    const p = c.codePointAt(0) as number;
    if (p < 0x80) {
      out += c.toLowerCase();
      continue;
    }
    if (isCjk(p)) {
      out += c;
      continue;
    }
    const bare = c.normalize("NFD").replace(COMBINING_MARK, "");
    for (const b of bare) {
      if ((b.codePointAt(0) as number) < 0x80) {
        out += b.toLowerCase();
        continue;
      }
      // The prototype of the letter as written (Greek `Ν` is N, its lower case `ν` is v),
      // except that UTS #39 skeletons merge I and l: an upper-case I-lookalike (Cyrillic `І`,
      // Greek `Ι`) reads as i, so it takes its lower case's prototype.
      const arabic = arabicFold(b);
      if (arabic !== undefined) {
        // The base letter then folds like itself (confusables: ا reads as l).
        out += arabic === "" ? "" : foldChar(arabic.codePointAt(0) as number);
        continue;
      }
      const lower = b.toLowerCase();
      let proto = asciiProto(b);
      if (proto === "l" && lower !== b) proto = asciiProto(lower) ?? chainedProto(lower) ?? "i";
      out += proto ?? asciiProto(lower) ?? markedLetter(b) ?? chainedProto(b) ?? chainedProto(lower) ?? lower;
    }
  }
  return out;
}

/**
 * Invisible or blank characters outside `Default_Ignorable_Code_Point` that a reader does not
 * see inside a word, so they vanish from the shadow like a zero-width space: C1 controls
 * U+0080–009F (general category Cc; NEL U+0085 is a line break, handled before), BRAILLE
 * PATTERN BLANK U+2800, the interlinear annotation characters U+FFF9–FFFB (Cf) and OBJECT
 * REPLACEMENT CHARACTER U+FFFC, noncharacters (U+FDD0–FDEF and the last two code points of
 * every plane, Unicode §23.7), private use (U+E000–F8FF, planes 15 and 16; category Co), and
 * the format characters (Cf) outside `Default_Ignorable_Code_Point`: the Arabic number signs
 * U+0600–0605, U+06DD, U+0890–0891, U+08E2, the Kaithi number signs U+110BD / U+110CD and the
 * Egyptian hieroglyph format controls U+13430–1343F (Unicode 15; invisible outside a quadrat).
 * `hidden.zero-width-in-word` marks the same set between two letters in the original.
 */
export function isBlankFormat(cp: number): boolean {
  return (
    (cp >= 0x80 && cp <= 0x9f) ||
    cp === 0x2800 ||
    (cp >= 0xfff9 && cp <= 0xfffc) ||
    (cp >= 0xfdd0 && cp <= 0xfdef) ||
    (cp & 0xfffe) === 0xfffe ||
    (cp >= 0xe000 && cp <= 0xf8ff) ||
    cp >= 0xf0000 ||
    (cp >= 0x0600 && cp <= 0x0605) ||
    cp === 0x06dd ||
    cp === 0x0890 ||
    cp === 0x0891 ||
    cp === 0x08e2 ||
    cp === 0x110bd ||
    cp === 0x110cd ||
    (cp >= 0x13430 && cp <= 0x1343f)
  );
}

/**
 * Latin small capitals of the Phonetic Extensions block (U+1D00–1D2B) and the IPA and Latin
 * Extended-D letters named LATIN LETTER SMALL CAPITAL X (`ʀ ɪ ɴ ʏ ʜ ʟ ɢ ʙ ꜰ ꜱ ꞯ`): no
 * decomposition, and confusables.txt maps only a few of them. "Fancy text" generators use
 * this alphabet (`ɪɢɴᴏʀᴇ`). One entry per letter of the alphabet (there is no small capital X).
 */
const SMALL_CAPITALS: ReadonlyMap<number, string> = new Map(
  [..."ᴀaʙbᴄcᴅdᴇeꜰfɢgʜhɪiᴊjᴋkʟlᴍmɴnᴏoᴘpꞯqʀrꜱsᴛtᴜuᴠvᴡwʏyᴢz"]
    .map((c, i, all) => (i % 2 === 0 ? [c.codePointAt(0) as number, all[i + 1] as string] : null))
    .filter((e): e is [number, string] => e !== null),
);

/**
 * Letter-like symbols that NFKC leaves alone or folds with punctuation, read as the letter or
 * number they show (range formulas over the Unicode blocks):
 * - Enclosed Alphanumeric Supplement: NEGATIVE CIRCLED and NEGATIVE SQUARED LATIN CAPITAL
 *   LETTER A–Z (U+1F150–1F169, U+1F170–1F189), PARENTHESIZED LATIN CAPITAL LETTER A–Z
 *   (U+1F110–1F129, NFKC `(A)`), REGIONAL INDICATOR SYMBOL LETTER A–Z (U+1F1E6–1F1FF);
 * - Enclosed Alphanumerics: PARENTHESIZED LATIN SMALL LETTER A–Z (U+249C–24B5, NFKC `(a)`),
 *   PARENTHESIZED DIGIT ONE … NUMBER TWENTY (U+2474–2487, `(1)`) and DIGIT ONE … NUMBER
 *   TWENTY FULL STOP (U+2488–249B, `1.`): the bare letter or number;
 * - the small capitals above.
 * Undefined for anything else.
 */
function fancyLetter(cp: number): string | undefined {
  const letter = (base: number) => String.fromCharCode(0x61 + cp - base);
  if (cp >= 0x1f110 && cp <= 0x1f129) return letter(0x1f110);
  if (cp >= 0x1f150 && cp <= 0x1f169) return letter(0x1f150);
  if (cp >= 0x1f170 && cp <= 0x1f189) return letter(0x1f170);
  if (cp >= 0x1f1e6 && cp <= 0x1f1ff) return letter(0x1f1e6);
  if (cp >= 0x249c && cp <= 0x24b5) return letter(0x249c);
  if (cp >= 0x2474 && cp <= 0x2487) return String(cp - 0x2474 + 1);
  if (cp >= 0x2488 && cp <= 0x249b) return String(cp - 0x2488 + 1);
  return SMALL_CAPITALS.get(cp);
}

/**
 * Arabic-script letter variants folded to one form, so one rule reads Arabic, Persian and
 * Urdu spellings alike (the usual Arabic search normalisation): ARABIC TATWEEL U+0640 (a
 * decorative stretch, category Lm) vanishes; FARSI YEH ی, ALEF MAKSURA ى and the Pashto/Uyghur
 * E ې read as YEH ي; KEHEH ک and SWASH KAF ڪ as KAF ك; the Urdu TEH MARBUTA GOAL ۃ as TEH
 * MARBUTA ة; ALEF WASLA ٱ as ALEF ا (hamza and madda forms already lose their mark: أ → ا).
 * Undefined for any other character.
 */
function arabicFold(c: string): string | undefined {
  return ARABIC_VARIANTS[c];
}

const ARABIC_VARIANTS: Readonly<Record<string, string>> = {
  "\u0640": "",
  "\u06cc": "\u064a",
  "\u0649": "\u064a",
  "\u06d0": "\u064a",
  "\u06a9": "\u0643",
  "\u06aa": "\u0643",
  "\u06c3": "\u0629",
  "\u0671": "\u0627",
};

/**
 * A blank run the shadow shortens: more than `LONG_BLANK` spaces, tabs and line breaks in a
 * row (after the stage-1 fold, NBSP, U+3000 and the other Unicode spaces are spaces; VT, FF,
 * NEL, U+2028/2029 are line breaks). Every rule gap over blanks is bounded (`\s{0,256}`,
 * `[ \t]{0,16}`, kept bounded for linear time), so a longer run split an override the model
 * reads as one phrase (breaker finding 1). Such a run becomes `BLANK_FOLD_LENGTH` units:
 * longer than the short gaps (`[ \t]{0,16}`, letter-spacing gaps of 1–3), so those read it as
 * before, and within the long ones (`\s{0,256}`).
 */
export const LONG_BLANK = 64;
const BLANK_FOLD_LENGTH = 32;

/**
 * The next long blank run of `text` at or after `from`: its start, and its end in
 * `blankRunEnd()`; -1 when none. Linear over successive calls with increasing `from`.
 */
export function nextLongBlank(text: string, from: number): number {
  // Any run of `LONG_BLANK + 1` blanks starting in [i, i + LONG_BLANK] holds unit
  // i + LONG_BLANK, so one probe per `LONG_BLANK + 1` units rules out that whole window
  // (the regex it replaces tried every start: ~4 % of statute-article time; issue 3). Each
  // unit is read at most twice more (back to its run's start, then forward): linear.
  const n = text.length;
  let i = Math.max(0, from);
  while (i + LONG_BLANK < n) {
    const probe = i + LONG_BLANK;
    if (!isBlank(text.charCodeAt(probe))) {
      i = probe + 1;
      continue;
    }
    let start = probe;
    while (start > i && isBlank(text.charCodeAt(start - 1))) start--;
    let end = probe + 1;
    while (end < n && isBlank(text.charCodeAt(end))) end++;
    if (end - start > LONG_BLANK) {
      lastBlankEnd = end;
      return start;
    }
    i = end + 1;
  }
  return -1;
}

/** A unit of a blank run (`LONG_BLANK`): space, tab, line feed, carriage return. */
const isBlank = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;

let lastBlankEnd = 0;

/** End (exclusive) of the run the last `nextLongBlank` call found. */
export function blankRunEnd(): number {
  return lastBlankEnd;
}

/** True when `text` has a blank run the shadow shortens (see `LONG_BLANK`). Linear. */
export function hasLongBlankRun(text: string): boolean {
  return nextLongBlank(text, 0) >= 0;
}

/**
 * What a long blank run (see `LONG_BLANK`) becomes: `BLANK_FOLD_LENGTH` units, spaces then
 * its line breaks (at most two; a lone CR counts as one), so the text after it still starts a
 * line and a paragraph break stays one.
 */
export function foldBlankRun(run: string): string {
  let breaks = 0;
  for (let i = 0; i < run.length && breaks < 2; i++) if (run.charCodeAt(i) === 0x0a) breaks++;
  if (breaks === 0 && run.includes("\r")) breaks = 1;
  return " ".repeat(BLANK_FOLD_LENGTH - breaks) + "\n".repeat(breaks);
}

/**
 * `text` with every long blank run shortened (`foldBlankRun`), nothing else changed: the
 * view the fast pass tests its triggers on when a text has such a run. Linear.
 *
 * @example
 * foldBlankRuns("ignore" + " ".repeat(300) + "all") === "ignore" + " ".repeat(32) + "all";
 */
export function foldBlankRuns(text: string): string {
  let at = nextLongBlank(text, 0);
  if (at < 0) return text;
  const parts: string[] = [];
  let pos = 0;
  for (; at >= 0; at = nextLongBlank(text, pos)) {
    const end = blankRunEnd();
    parts.push(text.slice(pos, at), foldBlankRun(text.slice(at, end)));
    pos = end;
  }
  parts.push(text.slice(pos));
  return parts.join("");
}

let marked: Map<string, string> | null = null;

/**
 * The base letter of a Latin letter with a hook, stroke, bar, tail, curl or descender that has
 * no decomposition (`ꝑ` → p, `Ɦ` → h; `marked-letters.ts`, generated from the Unicode names),
 * or undefined.
 */
function markedLetter(c: string): string | undefined {
  if (marked === null) {
    marked = new Map();
    for (const [letter, chars] of Object.entries(MARKED_LETTERS)) for (const m of chars) marked.set(m, letter);
  }
  return marked.get(c);
}

/**
 * The prototype of a letter whose confusables.txt prototype is itself a non-ASCII letter,
 * folded in turn (Cherokee `ꮮ` → `ʟ` → l, small-capital and Latin Extended-D letters): a
 * look-alike of a look-alike reads as the letter both resemble. Only a fold to one ASCII letter
 * counts; undefined otherwise, and for anything but a letter (`€`, `∩`) or a letter of a running
 * script the rules read as itself (`isOwnScriptLetter`: Cyrillic `в`, Greek `τ` keep their
 * one-step fold).
 */
function chainedProto(c: string): string | undefined {
  if (!ONE_LETTER.test(c) || isOwnScriptLetter(c.codePointAt(0) as number)) return undefined;
  const proto = confusableProto(c);
  if (proto === undefined || proto === c || Array.from(proto).length !== 1) return undefined;
  const cp = proto.codePointAt(0) as number;
  if (cp < 0x80 || isCjk(cp) || chaining) return undefined;
  // One step of the chain only (prototypes can point at each other through case).
  chaining = true;
  try {
    const folded = cache.get(cp) ?? computeFold(cp);
    return /^[a-z]$/.test(folded) ? folded : undefined;
  } finally {
    chaining = false;
  }
}
let chaining = false;
const ONE_LETTER = /^\p{L}$/u;

/**
 * Whether a code point is a letter of Greek (with Greek Extended), Cyrillic (with its
 * Supplement and Extended-A to D), Ethiopic (with its Supplement and Extended blocks) or Deseret: scripts
 * whose text is read in its own letters, so the chained look-alike step of `chainedProto`
 * (`в` → `ʙ` → b) would rewrite ordinary words. Block ranges from Unicode's Blocks.txt.
 */
function isOwnScriptLetter(cp: number): boolean {
  return (
    (cp >= 0x0370 && cp <= 0x03ff) || // Greek and Coptic
    (cp >= 0x1f00 && cp <= 0x1fff) || // Greek Extended
    (cp >= 0x0400 && cp <= 0x052f) || // Cyrillic, Cyrillic Supplement
    (cp >= 0x1c80 && cp <= 0x1c8f) || // Cyrillic Extended-C
    (cp >= 0x2de0 && cp <= 0x2dff) || // Cyrillic Extended-A
    (cp >= 0xa640 && cp <= 0xa69f) || // Cyrillic Extended-B
    (cp >= 0x1e030 && cp <= 0x1e08f) || // Cyrillic Extended-D
    (cp >= 0x1200 && cp <= 0x139f) || // Ethiopic, Ethiopic Supplement
    (cp >= 0x2d80 && cp <= 0x2ddf) || // Ethiopic Extended
    (cp >= 0xab00 && cp <= 0xab2f) || // Ethiopic Extended-A
    (cp >= 0x1e7e0 && cp <= 0x1e7ff) || // Ethiopic Extended-B
    (cp >= 0x10400 && cp <= 0x1044f) // Deseret: a cased alphabet written in its own letters
  );
}

/** The ASCII prototype of a character from confusables.txt, or undefined. */
function asciiProto(c: string): string | undefined {
  const proto = confusableProto(c);
  if (proto === undefined || !ASCII_ONLY.test(proto)) return undefined;
  return proto.trim() === "" ? " " : proto.toLowerCase();
}

/**
 * Folds a short configured term (a code name, a blocked word, a tool name) into the same
 * space as `buildShadow(text).text`, so a term and a text compare directly. Letter-spacing
 * collapse does not apply to terms.
 *
 * @example
 * foldTerm("ＰＲＯＪＥＣＴ Ｘ") === "project x";
 * buildShadow("prоjеct x").text.includes(foldTerm("PROJECT X")); // true (Cyrillic о, е)
 */
export function foldTerm(term: string): string {
  let out = "";
  let jamo = "";
  for (const c of term) {
    const cp = c.codePointAt(0) as number;
    if ((cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x3131 && cp <= 0x318e) || (cp >= 0xa960 && cp <= 0xa97f) || (cp >= 0xd7b0 && cp <= 0xd7ff) || (cp >= 0xffa0 && cp <= 0xffdc)) {
      jamo += c;
      continue;
    }
    if (jamo) {
      out += composeJamo(jamo);
      jamo = "";
    }
    out += foldChar(cp);
  }
  if (jamo) out += composeJamo(jamo);
  return out;
}

const COMPAT_CONSONANTS = "ㄱㄲㄳㄴㄵㄶㄷㄸㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅃㅄㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const FINALS = "ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ";
const VOWEL_FIRST = 0x314f;
const VOWEL_LAST = 0x3163;

/**
 * Composes a run of Hangul jamo into syllables the way a reader sees them
 * (`ㅅㅣㅅㅡㅌㅔㅁ` → `시스템`; Unicode §3.12 syllable composition over compatibility jamo,
 * a final consonant taken only when no vowel follows it). NFKC alone would turn the last
 * `ㅁ` into a leading consonant and leave it apart. Other jamo go through NFKC.
 */
export function composeJamo(run: string): string {
  if (!/[\u3131-\u318e]/.test(run)) return run.normalize("NFKC");
  const chars = [...run];
  let out = "";
  let i = 0;
  const isVowel = (c: string | undefined) =>
    c !== undefined && (c.codePointAt(0) as number) >= VOWEL_FIRST && (c.codePointAt(0) as number) <= VOWEL_LAST;
  while (i < chars.length) {
    const c = chars[i] as string;
    const l = INITIALS.indexOf(c);
    if (l >= 0 && isVowel(chars[i + 1])) {
      const v = (chars[i + 1] as string).codePointAt(0)! - VOWEL_FIRST;
      const next = chars[i + 2];
      const t = next !== undefined ? FINALS.indexOf(next) + 1 : 0;
      const takeFinal = t > 0 && !isVowel(chars[i + 3]);
      out += String.fromCharCode(0xac00 + (l * 21 + v) * 28 + (takeFinal ? t : 0));
      i += takeFinal ? 3 : 2;
      continue;
    }
    out += COMPAT_CONSONANTS.includes(c) || isVowel(c) ? c : c.normalize("NFKC");
    i++;
  }
  return out;
}

// ---------------------------------------------------------------- decoration (shadow stage 1b)

/**
 * Named HTML character references the decoration fold decodes (WHATWG HTML §13.5, the
 * subset that spells markup, separators or invisible characters); others stay as written.
 */
const NAMED_ENTITIES: Record<string, string> = {
  lt: "<", gt: ">", amp: "&", quot: '"', apos: "'", nbsp: " ", sol: "/", verbar: "|", vert: "|",
  lowbar: "_", ast: "*", num: "#", colon: ":", lsqb: "[", rsqb: "]", lbrack: "[", rbrack: "]",
  lpar: "(", rpar: ")", lcub: "{", rcub: "}", lbrace: "{", rbrace: "}", excl: "!", period: ".", comma: ",",
  semi: ";", equals: "=", hyphen: "-", dash: "-", ndash: "-", mdash: "\u2014", grave: "`", bsol: "\\",
  zwj: "", zwnj: "", shy: "", ensp: " ", emsp: " ", thinsp: " ", newline: "\n", tab: " ", middot: "\u00b7",
  bull: "\u2022", plus: "+", tilde: "~", quest: "?", commat: "@", dollar: "$", percnt: "%", hat: "^",
};

/** Inline HTML elements: their tags vanish (`ig<b>nor</b>e` → `ignore`). */
const INLINE_TAGS = "b|i|u|s|em|strong|span|font|mark|small|big|sup|sub|code|tt|kbd|samp|var|a|del|ins|strike|abbr|q|cite|wbr|nobr";
/** Block HTML elements: their tags end a line (`<p>SYSTEM: …` starts a line). */
const BLOCK_TAGS = "p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|tbody|thead|blockquote|pre|section|article|header|footer|hr|dd|dt|dl";
/**
 * Separator and markup characters. Markdown markup (`*`, `` ` ``, `~~`) between two letters
 * splits a word and vanishes (`ig**nor**e`); word separators (`— – · • _ / | + ~ -`) between
 * two letters join words and read as a space (`ignore—all`, `ignore/all`, `이전_지시`).
 * Elsewhere the markdown ones and `— · • _ /` read as a space (`**Ignore** all`, `_ignore_`,
 * `</system>` → `< system>`, which the rules allow) and `| + -` stay as written (`<|`, `---`).
 */
const SEPARATORS = "*`_~\u2014\u00b7\u2022|/+\\-";
const SEPARATORS_TO_SPACE = /[*`_~\u2014\u00b7\u2022/]{1,16}/g;
const MARKUP_RUN = /^(?:[*`]{1,16}|~{2,16})$/;
const RULE_RUN = /^(?:-{2,16}|\+{2,16}|\|{2,16})$/;

/**
 * One decoration token: an HTML character reference (also double-escaped `&amp;lt;`), a run
 * of percent-escapes (RFC 3986 §2.1), a JavaScript/JSON `\uXXXX` escape, an HTML comment
 * (removed: `ig<!-- -->nore`), an inline or block HTML tag, or a run of separators. Fixed alternatives, bounded classes: linear time.
 */
export const DECORATION = new RegExp(
  [
    "&(?:amp;){0,4}(?:#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,7});",
    "(?:%[0-9a-f]{2}){1,64}",
    "\\\\u[0-9a-f]{4}|\\\\u\\{[0-9a-f]{1,6}\\}",
    "<!--[^<>]{0,256}-->",
    `</?(?:${INLINE_TAGS}|${BLOCK_TAGS})(?:[ \\t\\n]{1,8}[a-z][a-z0-9_:-]{0,30}[ \\t]{0,4}=[^<>]{0,256})?[ \\t\\n]{0,8}/?>`,
    `[${SEPARATORS}]{1,16}`,
  ].join("|"),
  "gi",
);
/** Escapes the quick pass cannot judge on the raw text: any of them sends a text to the full scan. */
export const ESCAPE_HINT = /&(?:amp;){0,4}(?:#[0-9]|#x[0-9a-f]|[a-z][a-z0-9]{1,7};)|%[0-9a-f]{2}|\\u[0-9a-f{]/i;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;
/** A letter of the scripts whose words are often one character long (Korean, Chinese, Japanese). */
const CJK_LETTER = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const BLOCK_TAG = new RegExp(`^</?(?:${BLOCK_TAGS})(?![a-z0-9_-])`, "i");

/** The code point before offset `at` (surrogate pairs read whole), or "". */
function charBefore(text: string, at: number): string {
  if (at <= 0) return "";
  const lo = text.charCodeAt(at - 1);
  if (lo >= 0xdc00 && lo <= 0xdfff && at >= 2) {
    const hi = text.charCodeAt(at - 2);
    if (hi >= 0xd800 && hi <= 0xdbff) return text.slice(at - 2, at);
  }
  return text.charAt(at - 1);
}

function charAfter(text: string, at: number): string {
  const cp = text.codePointAt(at);
  return cp === undefined ? "" : String.fromCodePoint(cp);
}

/** Decodes percent-escapes as UTF-8; an invalid sequence is kept as written. */
function decodePercent(run: string): string {
  const bytes = Buffer.from(run.replace(/%/g, ""), "hex");
  const out = bytes.toString("utf8");
  return out.includes("\ufffd") ? run : out;
}

/** Folds a decoded code point like any other character of the shadow (case, NFKC, invisibles). */
function foldDecoded(s: string): string {
  let out = "";
  for (const c of s) out += foldChar(c.codePointAt(0) as number);
  return out;
}

/**
 * @internal (exported for the equivalence test of the fast paths)
 * What one decoration token becomes in the shadow (`token` is `text.slice(at, at + token.length)`).
 * Returns the token itself when it stays as written.
 */
export function decorate(text: string, token: string, at: number, decodedBefore?: string): string {
  const c = token.charAt(0);
  if (c === "&") {
    const body = token.slice(1, -1).toLowerCase().replace(/^(?:amp;){1,4}/, "");
    let cp: number | undefined;
    if (body.startsWith("#x")) cp = parseInt(body.slice(2), 16);
    else if (body.startsWith("#")) cp = parseInt(body.slice(1), 10);
    else {
      const named = NAMED_ENTITIES[body];
      return named === undefined ? token : foldDecoded(named);
    }
    return cp > 0x10ffff ? token : foldDecoded(String.fromCodePoint(cp));
  }
  if (c === "%") return foldDecoded(decodePercent(token));
  if (c === "\\") {
    const hex = token.charAt(2) === "{" ? token.slice(3, -1) : token.slice(2);
    const cp = parseInt(hex, 16);
    return cp > 0x10ffff ? token : foldDecoded(String.fromCodePoint(cp));
  }
  if (c === "<") return BLOCK_TAG.test(token) ? "\n" : "";
  const before = decodedBefore ?? charBefore(text, at);
  const after = charAfter(text, at + token.length);
  // A rule of dashes or plus signs (`x---EVIDENCE…`, `a++`) is not a word join: it stays.
  if (RULE_RUN.test(token)) return token;
  if (LETTER_OR_DIGIT.test(before) && LETTER_OR_DIGIT.test(after) && (LETTER.test(before) || LETTER.test(after))) {
    // Between two single letters (`i m_s t a r t`) the run is a letter-spacing gap: a space,
    // which the letter-spacing collapse removes; inside a word (`ig*nore`) it vanishes. Beside
    // a Hangul, Han or kana letter it always vanishes: a syllable is often a word on its own
    // (`무**시**해`, `忽**略**`), and markup inside such a word is no letter-spacing.
    if (!MARKUP_RUN.test(token)) return " ";
    if (CJK_LETTER.test(before) || CJK_LETTER.test(after)) return "";
    const single =
      (decodedBefore !== undefined || !LETTER_OR_DIGIT.test(charBefore(text, at - before.length))) &&
      !LETTER_OR_DIGIT.test(charAfter(text, at + token.length + after.length));
    return single ? " " : "";
  }
  // One space per run, so decorated letter-spacing (`**시** **스**`) keeps short gaps.
  return token.replace(SEPARATORS_TO_SPACE, " ");
}

/**
 * Folds decoration out of an already character-folded text (the shadow's stage 1b): HTML
 * character references decoded (`&#105;gnore`, `&lt;|im_start|&gt;`, `&amp;lt;`),
 * percent-escapes (`%3C%7Cim_start%7C%3E`) and `\u003c` escapes decoded, inline HTML tags
 * removed and block tags turned into line breaks (`<b>ignore</b>`, `<span>SYSTEM</span>:`),
 * separators and markdown between letters removed (`**Ignore**`, `ignore—all—previous`,
 * `ignore/all`, `이전_지시`). Linear; `map` is null when nothing changed.
 *
 * @example
 * foldDecoration("**ignore** all").text;      // "  ignore   all"
 * foldDecoration("&#105;gnore").text;         // "ignore"
 * foldDecoration("<b>ig</b>nore").text;       // "ignore"
 */
export function foldDecoration(text: string): { text: string; map: OffsetMap | null } {
  return decorationPass(text, true);
}

/** `DECORATION` anchored at one offset (tried only where a token can start). */
const DECORATION_AT = new RegExp(DECORATION.source, "giy");
/**
 * Per BMP code unit: 1 when a decoration token can start with it (`&`, `%`, `\`, `<` or a
 * separator). Every alternative of `DECORATION` starts with one of these, so trying the
 * anchored regex only there finds the same tokens as a global search, at a fraction of the
 * cost on text with few of them.
 */
export const DECORATION_START = new Uint8Array(0x10000);
for (const ch of "&%\\<") DECORATION_START[ch.charCodeAt(0)] = 1;
/** `DECORATION_START` value of a separator: only the run alternative can start there. */
export const SEPARATOR_START = 2;
for (const ch of SEPARATORS.replace("\\-", "-")) DECORATION_START[ch.charCodeAt(0)] = SEPARATOR_START;

/**
 * False when no escape or tag can start at `i` (`&`, `%`, `\\` or `<`): a cheap look at
 * the next code units before the token regex runs (`<개정 …>`, `1\\.` are common in
 * statutes).
 */
function mayStartEscapeOrTag(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  const d = text.charCodeAt(i + 1); // NaN past the end: every test below fails
  const lower = d | 0x20;
  const asciiLetter = lower >= 0x61 && lower <= 0x7a;
  if (c === 0x26) return d === 0x23 || asciiLetter; // &# &name
  if (c === 0x25) return isHex(d) && isHex(text.charCodeAt(i + 2)); // %XX
  if (c === 0x5c) return lower === 0x75; // \u
  return d === 0x21 || d === 0x2f || asciiLetter; // <! </ <tag
}

function isHex(c: number): boolean {
  const lower = c | 0x20;
  return (c >= 0x30 && c <= 0x39) || (lower >= 0x61 && lower <= 0x66);
}

/** Per BMP code unit, lazily: 1 = known, 2 = letter or digit, 4 = letter (`\\p{L}`), 8 = `CJK_LETTER`. */
const LD = new Uint8Array(0x10000);

function ldClass(c: number): number {
  let k = LD[c] as number;
  if (k === 0) {
    const ch = String.fromCharCode(c);
    k = 1 | (LETTER_OR_DIGIT.test(ch) ? 2 : 0) | (LETTER.test(ch) ? 4 : 0) | (LETTER.test(ch) && CJK_LETTER.test(ch) ? 8 : 0);
    LD[c] = k;
  }
  return k;
}

const isSurrogate = (c: number) => c >= 0xd800 && c <= 0xdfff;

/** `RULE_RUN` on `text[i, j)` (char codes): two to sixteen of one of `-`, `+`, `|`. */
function isRuleRun(text: string, i: number, j: number): boolean {
  const c = text.charCodeAt(i);
  if (j - i < 2 || (c !== 0x2d && c !== 0x2b && c !== 0x7c)) return false;
  for (let k = i + 1; k < j; k++) if (text.charCodeAt(k) !== c) return false;
  return true;
}

/**
 * `MARKUP_RUN` on `text[i, j)` (char codes, at most 16 units): one to sixteen of `*` and
 * `` ` ``, or two to sixteen of `~`.
 */
export function isMarkupRun(text: string, i: number, j: number): boolean {
  if (text.charCodeAt(i) === 0x7e) {
    for (let u = i; u < j; u++) if (text.charCodeAt(u) !== 0x7e) return false;
    return j - i >= 2;
  }
  for (let u = i; u < j; u++) {
    const c = text.charCodeAt(u);
    if (c !== 0x2a && c !== 0x60) return false;
  }
  return true;
}

/** Separators that read as a space outside a word (`SEPARATORS_TO_SPACE`), per code unit. */
export const TO_SPACE = new Uint8Array(0x10000);
for (const ch of "*`_~\u2014\u00b7\u2022/") TO_SPACE[ch.charCodeAt(0)] = 1;

/**
 * `decorate` for the separator run `text[at, end)`, on char codes when its neighbours are
 * BMP characters (the general path otherwise). Same result, except that a run that stays as
 * written gives null: the run is then never cut out of the text, and no regex runs on it
 * (issue 3, growth: `<|<|…` made a slice and a `replace` per `|`).
 */
function decorateSeparators(text: string, at: number, end: number, decodedBefore: string | undefined): string | null {
  const b1 = at > 0 ? text.charCodeAt(at - 1) : -1;
  const b2 = at > 1 ? text.charCodeAt(at - 2) : -1;
  const a1 = end < text.length ? text.charCodeAt(end) : -1;
  const a2 = end + 1 < text.length ? text.charCodeAt(end + 1) : -1;
  if (decodedBefore !== undefined || isSurrogate(b1) || isSurrogate(b2) || isSurrogate(a1) || isSurrogate(a2)) {
    const token = text.slice(at, end);
    const folded = decorate(text, token, at, decodedBefore);
    return folded === token ? null : folded;
  }
  if (isRuleRun(text, at, end)) return null;
  const cb = b1 < 0 ? 0 : ldClass(b1);
  const ca = a1 < 0 ? 0 : ldClass(a1);
  if (cb & ca & 2 && (cb | ca) & 4) {
    if (!isMarkupRun(text, at, end)) return " ";
    if ((cb | ca) & 8) return ""; // beside a Hangul, Han or kana letter (see `decorate`)
    const single = !(b2 >= 0 && ldClass(b2) & 2) && !(a2 >= 0 && ldClass(a2) & 2);
    return single ? " " : "";
  }
  // Outside a word each run of space-like separators reads as one space (`SEPARATORS_TO_SPACE`
  // on the run); a run with none of them (`|`, `+`, `-`) stays as written.
  let spaceLike = 0;
  for (let k = at; k < end; k++) spaceLike += TO_SPACE[text.charCodeAt(k)] as number;
  if (spaceLike === 0) return null;
  if (spaceLike === end - at) return " ";
  return text.slice(at, end).replace(SEPARATORS_TO_SPACE, " ");
}

/**
 * Candidate offsets of decoration tokens, in increasing order (a scan that already visits
 * every code unit records them, `recordDecorationStarts`), so the fold need not look again.
 */
export interface DecorationStarts {
  /** Offsets where `DECORATION_START` is non-zero; only the first `count` are valid. */
  readonly at: Int32Array;
  readonly count: number;
}

function decorationPass(
  text: string,
  withMap: boolean,
  starts?: DecorationStarts,
  edits?: number[],
): { text: string; map: OffsetMap | null } {
  let map: OffsetMap | null = null;
  let changed = false;
  const parts: string[] = [];
  let outLen = 0;
  let pos = 0;
  let decodedEnd = -1;
  let decodedLast = "";
  let from = 0;
  const n = text.length;
  const count = starts ? starts.count : n;
  for (let k = 0; k < count; k++) {
    const i = starts ? (starts.at[k] as number) : k;
    if (i < from) continue;
    const start = DECORATION_START[text.charCodeAt(i)] as number;
    if (start === 0) continue;
    let tokenLength: number;
    let folded: string;
    // A separator right after a decoded escape sees the decoded character (`\u003c|`).
    const decodedBefore = i === decodedEnd && decodedLast !== "" ? decodedLast : undefined;
    if (start === SEPARATOR_START) {
      // `[SEPARATORS]{1,16}`, greedy: the only alternative that starts with a separator.
      let j = i + 1;
      while (j < n && j - i < 16 && DECORATION_START[text.charCodeAt(j)] === SEPARATOR_START) j++;
      from = j; // candidates inside the run are not tokens
      const fold = decorateSeparators(text, i, j, decodedBefore);
      if (fold === null) continue; // it stays in the segment copied next
      tokenLength = j - i;
      folded = fold;
    } else {
      if (!mayStartEscapeOrTag(text, i)) continue;
      DECORATION_AT.lastIndex = i;
      const m = DECORATION_AT.exec(text);
      if (m === null) continue;
      const token = m[0];
      from = i + token.length; // candidates inside the token are not tokens
      folded = decorate(text, token, i, decodedBefore);
      if (folded === token) continue; // it stays in the segment copied next
      tokenLength = token.length;
      if (start === 1 && text.charCodeAt(i) !== 0x3c) {
        // An escape (`&`, `%`, `\`): a separator right after it reads the decoded character.
        decodedEnd = i + tokenLength;
        decodedLast = charBefore(folded, folded.length);
      }
    }
    const at = i;
    changed = true;
    if (withMap) map ??= new OffsetMap();
    if (at > pos) {
      map?.push(outLen, pos, at, true);
      parts.push(text.slice(pos, at));
      outLen += at - pos;
    }
    edits?.push(outLen, outLen + folded.length);
    if (folded.length > 0) {
      map?.push(outLen, at, at + tokenLength, folded.length === tokenLength);
      parts.push(folded);
      outLen += folded.length;
    }
    pos = at + tokenLength;
  }
  if (!changed) return { text, map: null };
  if (pos < text.length) {
    map?.push(outLen, pos, text.length, true);
    parts.push(text.slice(pos));
  }
  return { text: parts.join(""), map };
}

/**
 * `foldDecoration(text).text` without the map (the quick pass's view of decoration).
 * `starts`, when given, must list every offset of `text` where `DECORATION_START` is
 * non-zero, in increasing order. `edits`, when given, receives the folded span of each
 * token that changed, as pairs `[start, end)` in folded offsets (`end === start` where a
 * token vanished).
 */
export function decorationFolded(text: string, starts?: DecorationStarts, edits?: number[]): string {
  return decorationPass(text, false, starts ?? decorationStarts(text), edits).text;
}

/** A code unit where `DECORATION_START` is not zero (global: searched from an offset). */
const DECORATION_UNIT = new RegExp(`[&%\\\\<${SEPARATORS}]`, "g");
let STARTS_AT = new Int32Array(1024);

/**
 * Every offset of `text` where `DECORATION_START` is not zero, found by one native class
 * search (a loop over every code unit's table entry cost about twice as much on statute
 * articles; issue 3, throughput). The array is reused by the next call.
 */
function decorationStarts(text: string): DecorationStarts {
  const re = DECORATION_UNIT;
  let count = 0;
  re.lastIndex = 0;
  // `test` builds no match array; a match is one code unit, so it ends at `lastIndex`.
  while (re.test(text)) {
    if (count === STARTS_AT.length) {
      const bigger = new Int32Array(STARTS_AT.length * 2);
      bigger.set(STARTS_AT);
      STARTS_AT = bigger;
    }
    STARTS_AT[count++] = re.lastIndex - 1;
  }
  return { at: STARTS_AT, count };
}
