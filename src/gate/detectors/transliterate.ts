/**
 * Transliteration keys for code names (issue 19, round 2): a Latin code name written in
 * Hangul (`하로우`, `블루핀 아틀라스`), Katakana (`ハロウ`) or Cyrillic (`Хэрроу`) is found by
 * reading both sides as one coarse PHONETIC KEY, not by a list of renderings.
 *
 * Key alphabet: consonant classes P (b p f v), T (t d), K (k g c q), S (s z j sh ch ts),
 * R (r l — Korean and Japanese have one liquid), M, N, H; vowel classes A (a e), I (i y),
 * O (o), U (u w). Doubled consonants collapse and a vowel run keeps its first vowel, so
 * `Harrow` → `HARO`, `하로우` (h-a-r-o-u) → `HARO`, `ハロウ` → `HARO`, `Хэрроу` → `HARO`.
 * Sources of the letter values: the Revised Romanization of Korean (2000) for jamo, Hepburn
 * for kana, ISO 9 / BGN/PCGN for Cyrillic.
 *
 * Matching (`matchKey`) lets the foreign side carry EPENTHETIC vowels that loanword
 * phonology inserts between or after consonants (Japanese `アトラス` a-to-ra-su for
 * `Atlas`; Korean `ㅡ` is dropped from the key outright), and lets a term's final vowel
 * (an English silent `e`) be absent. Only keys of ≥ `MIN_KEY` symbols are searched: a
 * shorter key is too common a sound shape. Linear per start position and term.
 */

/** Shortest term key searched (`HARO` has 4). */
export const MIN_KEY = 4;
const VOWELS = new Set(["A", "I", "O", "U"]);
const EPENTHETIC = new Set(["U", "O", "I"]);

/** One key symbol with the original offset range it came from. */
export interface KeyText {
  key: string;
  /** Original index of each key symbol's source character. */
  at: number[];
  /** Key indices where a word starts (a match may start only there). */
  wordStarts: Set<number>;
}

const LATIN_CONSONANT: Readonly<Record<string, string>> = {
  b: "P", p: "P", f: "P", v: "P", t: "T", d: "T", k: "K", g: "K", q: "K", s: "S", z: "S", j: "S",
  l: "R", r: "R", m: "M", n: "N", h: "H", x: "KS",
};
/** English digraphs read as one sound (`gh` silent, `au`/`aw` as o). */
const DIGRAPHS: Readonly<Record<string, string>> = { ph: "P", th: "T", sh: "S", ch: "S", ck: "K", gh: "", au: "O", aw: "O" };
const LATIN_VOWEL: Readonly<Record<string, string>> = { a: "A", e: "A", i: "I", y: "I", o: "O", u: "U", w: "U" };

/** Collapses doubled consonants and vowel runs (keeps the first vowel). */
function collapse(symbols: string[], at: number[]): { key: string; at: number[] } {
  const out: string[] = [];
  const pos: number[] = [];
  symbols.forEach((s, i) => {
    const prev = out[out.length - 1];
    if (prev !== undefined && (prev === s || (VOWELS.has(prev) && VOWELS.has(s)))) return;
    out.push(s);
    pos.push(at[i] as number);
  });
  return { key: out.join(""), at: pos };
}

/**
 * The key of a Latin term (`Bluefin Atlas` → `PRUPINATRAS`): digraphs `ph th sh ch ck qu`,
 * soft `c`, then the letter classes. Non-letters are skipped.
 */
export function latinKey(term: string): string {
  const t = term.toLowerCase().replace(/[^a-z]/g, "");
  const sym: string[] = [];
  for (let i = 0; i < t.length; i++) {
    const c = t[i] as string;
    const n = t[i + 1] ?? "";
    const digraph = DIGRAPHS[c + n];
    if (digraph !== undefined) {
      sym.push(...digraph);
      i += 1;
    } else if (c === "c") sym.push(/[eiy]/.test(n) ? "S" : "K");
    else if (LATIN_VOWEL[c] !== undefined) sym.push(LATIN_VOWEL[c] as string);
    else sym.push(...(LATIN_CONSONANT[c] ?? ""));
  }
  return collapse(sym, sym.map((_, i) => i)).key;
}

/**
 * The keys of a Latin term as Japanese and Korean loanwords may render it (English spelling
 * is read by sound, not letter): the plain key, and the key with
 * - a word-final silent `e` after a consonant dropped (`kite` → カイト, `dune` → デューン), and
 * - a stressed `i`/`y` read as the diphthong /aɪ/ (`ivory` → アイボリー / 아이보리, `kite` →
 *   카이트), which the katakana and Hangul spell `a`+`i` and the key reads `A`.
 * Each `i` varies on its own, up to three of them (≤ 16 keys per term). Source of the readings:
 * the loanword rules of the National Institute of Korean Language (외래어 표기법, 1986) and the
 * Japanese Cabinet notice on loanword katakana (外来語の表記, 1991), which render English /aɪ/
 * as 아이 / アイ.
 */
export function latinKeys(term: string): string[] {
  const words = term.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  const silent = words.map((w) => (/[^aeiouy]e$/.test(w) && /[aeiouy]/.test(w.slice(0, -1)) ? w.slice(0, -1) : w));
  const out = new Set<string>([latinKey(term), latinKey(silent.join(" "))]);
  for (const base of [words, silent]) {
    const joined = base.join(" ");
    const iAt = [...joined].flatMap((c, i) => (c === "i" || (c === "y" && i === 0) ? [i] : [])).slice(0, 3);
    for (let mask = 1; mask < 1 << iAt.length; mask++) {
      const chars = [...joined];
      iAt.forEach((at, k) => {
        if (mask & (1 << k)) chars[at] = "a";
      });
      out.add(latinKey(chars.join("")));
    }
  }
  return [...out].filter((k) => k.length >= MIN_KEY);
}

// Hangul jamo (Unicode order): initial consonants, medial vowels, final consonants.
const L = ["K", "K", "N", "T", "T", "R", "M", "P", "P", "S", "S", "", "S", "S", "S", "K", "T", "P", "H"];
// ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ(dropped) ㅢ ㅣ
const V = ["A", "A", "A", "A", "A", "A", "A", "A", "O", "U", "U", "O", "O", "U", "U", "U", "U", "U", "", "I", "I"];
const T = ["", "K", "K", "K", "N", "N", "N", "T", "R", "R", "M", "R", "R", "R", "P", "R", "M", "P", "P", "T", "T", "NK", "T", "T", "K", "T", "P", "H"];

// Katakana rows (ア…ン, U+30A1–U+30F4): the consonant of each code point; vowels follow the row.
const KANA_CONS: Record<string, string> = {};
const KANA_VOW: Record<string, string> = {};
const rows: [string, string, string][] = [
  ["ァアィイゥウェエォオ", "", "AAIIUUAAOO"],
  ["カガキギクグケゲコゴ", "K", "AAIIUUAAOO"],
  ["サザシジスズセゼソゾ", "S", "AAIIUUAAOO"],
  ["タダチヂッツヅテデトド", "T", "AAII_UUAAOO"],
  ["ナニヌネノ", "N", "AIUAO"],
  ["ハバパヒビピフブプヘベペホボポ", "P", "AAAIIIUUUAAAOOO"],
  ["マミムメモ", "M", "AIUAO"],
  ["ャヤュユョヨ", "", "AAUUOO"],
  ["ラリルレロ", "R", "AIUAO"],
  ["ヮワヰヱヲ", "", "AAIAO"],
];
for (const [chars, cons, vowels] of rows) {
  [...chars].forEach((ch, i) => {
    KANA_CONS[ch] = cons;
    KANA_VOW[ch] = vowels[i] as string;
  });
}
// Exceptions to the row consonant: ハ row is h except after voicing marks; チ/ツ read S; ッ doubles.
for (const ch of "ハヒヘホ") KANA_CONS[ch] = "H";
KANA_CONS["フ"] = "P";
KANA_CONS["チ"] = "S";
KANA_CONS["ヂ"] = "S";
KANA_CONS["ツ"] = "S";
KANA_CONS["ッ"] = "";
KANA_VOW["ッ"] = "";
KANA_CONS["ン"] = "N";
KANA_VOW["ン"] = "";
KANA_CONS["ヴ"] = "P";
KANA_VOW["ヴ"] = "U";
KANA_CONS["ワ"] = "U";
for (const ch of "ヤユヨ") KANA_CONS[ch] = "I";
/** Small kana that replace the vowel before them (`ファ` fa, `ティ` ti, `キャ` kya). */
const SMALL = new Set([..."ァィゥェォャュョ"]);

const CYRILLIC: Readonly<Record<string, string>> = {
  а: "A", б: "P", в: "P", г: "K", д: "T", е: "A", ё: "O", ж: "S", з: "S", и: "I", й: "I", к: "K", л: "R", м: "M",
  н: "N", о: "O", п: "P", р: "R", с: "S", т: "T", у: "U", ф: "P", х: "H", ц: "S", ч: "S", ш: "S", щ: "S", ъ: "",
  ы: "I", ь: "", э: "A", ю: "U", я: "A", і: "I", ї: "I", є: "A", ґ: "K",
};

const isHangul = (k: number) => k >= 0xac00 && k <= 0xd7a3;
const isKatakana = (k: number) => (k >= 0x30a1 && k <= 0x30fa) || k === 0x30fc;
const isCyrillic = (k: number) => k >= 0x0400 && k <= 0x04ff;
/** Whether `text` holds a script this module reads. */
export const HAS_FOREIGN = /[\uac00-\ud7a3\u30a1-\u30fa\u0400-\u04ff]/;

/**
 * Keys of the Hangul, Katakana and Cyrillic runs of `text` (words apart by spaces, `·`, `・`,
 * `-` stay in one run; anything else ends it), with original offsets. Linear.
 */
export function foreignKeys(text: string): KeyText[] {
  const runs: KeyText[] = [];
  let sym: string[] = [];
  let at: number[] = [];
  let starts: number[] = [];
  const flush = () => {
    if (sym.length > 0) {
      // Collapse, and carry word starts through the collapse by original offset.
      const c = collapse(sym, at);
      const startOffsets = new Set(starts);
      const wordStarts = new Set<number>();
      c.at.forEach((o, i) => {
        if (startOffsets.has(o) && (i === 0 || c.at[i - 1] !== o)) wordStarts.add(i);
      });
      runs.push({ key: c.key, at: c.at, wordStarts });
    }
    sym = [];
    at = [];
    starts = [];
  };
  let wordStart = true;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    const ch = text[i] as string;
    const push = (s: string) => {
      for (const x of s) {
        if (wordStart) starts.push(i);
        wordStart = false;
        sym.push(x);
        at.push(i);
      }
    };
    if (isHangul(k)) {
      const n = k - 0xac00;
      const l = Math.floor(n / 588);
      const v = Math.floor((n % 588) / 28);
      const t = n % 28;
      push(`${L[l]}${V[v]}${T[t]}`);
    } else if (isKatakana(k)) {
      if (SMALL.has(ch) && sym.length > 0 && VOWELS.has(sym[sym.length - 1] as string)) {
        sym[sym.length - 1] = KANA_VOW[ch] as string;
        continue;
      }
      if (ch === "ー") continue;
      if (wordStart) starts.push(i);
      wordStart = false;
      push(`${KANA_CONS[ch] ?? ""}${KANA_VOW[ch] ?? ""}`);
    } else if (isCyrillic(k)) {
      const lower = ch.toLowerCase();
      if (wordStart) starts.push(i);
      wordStart = false;
      push(CYRILLIC[lower] ?? "");
    } else if (/[\s·・\-‐]/.test(ch) && sym.length > 0) {
      wordStart = true;
    } else {
      flush();
      wordStart = true;
    }
  }
  flush();
  return runs;
}

/**
 * Whether term key `term` matches the foreign key `key` from index `from`: symbol for
 * symbol, where the foreign side may insert an epenthetic vowel (U, O, I) after a consonant
 * the term has no vowel after, and the term's final vowel may be missing. Returns the end
 * index in `key` (exclusive) or -1.
 */
export function matchKey(term: string, key: string, from: number): number {
  let i = 0;
  let j = from;
  while (i < term.length) {
    const t = term[i] as string;
    const a = key[j];
    if (a === t) {
      i += 1;
      j += 1;
      continue;
    }
    // A final vowel of the term (silent e) may be absent.
    if (i === term.length - 1 && VOWELS.has(t)) return j;
    if (a !== undefined && EPENTHETIC.has(a) && j > from && !VOWELS.has(key[j - 1] as string) && !VOWELS.has(t)) {
      j += 1;
      continue;
    }
    return -1;
  }
  return j;
}

/**
 * Original offsets of words (a Hangul, Katakana or Cyrillic letter after a non-letter) whose
 * first key symbol is in `heads` — the only places a term key can start. One pass, no
 * allocation per character, so an answer of foreign prose without a candidate costs little.
 */
export function candidateStarts(text: string, heads: ReadonlySet<string>): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    if (!(isHangul(k) || isKatakana(k) || isCyrillic(k))) continue;
    const prev = i > 0 ? text.charCodeAt(i - 1) : 0x20;
    if (isHangul(prev) || isKatakana(prev) || isCyrillic(prev)) continue;
    let head: string;
    if (isHangul(k)) {
      const n = k - 0xac00;
      head = (L[Math.floor(n / 588)] || V[Math.floor((n % 588) / 28)] || "") as string;
    } else if (isKatakana(k)) head = (KANA_CONS[text[i] as string] || KANA_VOW[text[i] as string] || "") as string;
    else head = CYRILLIC[(text[i] as string).toLowerCase()] ?? "";
    if (heads.has(head.slice(0, 1))) out.push(i);
  }
  return out;
}

/**
 * Where a transliterated match really ends: one past a vowel that the last foreign character
 * adds to the term's last consonant (`ル` ru for the `l` of `sail`: key `R`,`U` from one
 * character), when that vowel ends the run or its word; otherwise `end` unchanged.
 */
export function absorbEpenthetic(run: KeyText, end: number): number {
  if (end <= 0 || end >= run.key.length || !EPENTHETIC.has(run.key[end] as string) || VOWELS.has(run.key[end - 1] as string)) return end;
  if (run.at[end] !== run.at[end - 1]) return end;
  return end + 1 >= run.key.length || run.wordStarts.has(end + 1) ? end + 1 : end;
}

/** Patterns run on answer text (checked for linear time by a test). */
export const TRANSLITERATE_PATTERNS: readonly RegExp[] = [HAS_FOREIGN];
