/**
 * Transliteration keys for code names (issue 19): a Latin code name written in Hangul
 * (`하로우`, `블루핀 아틀라스`, `코퍼 자`), Katakana (`ハロウ`, `カッパージャー`) or Cyrillic (`Хэрроу`)
 * is found by reading the foreign side as one coarse PHONETIC KEY and matching the Latin term's
 * loanword pattern (`loanword.ts`) against it, not by a list of renderings.
 *
 * Key alphabet: consonants P (p f), B (b v), T, D, K (k c q), G, S (s sh), J (j z, soft g),
 * C (ch ts), R (r l — Korean and Japanese have one liquid), M, N, H; the kana チ ツ read Q and
 * ジ ヂ ヅ read Z: Japanese writes both English ch / j and, in older loanwords, t / d before i or u
 * with them (`ticket` チケット, `radio` ラジオ), while Korean keeps ㅌ / ㄷ there, so only the kana
 * symbols may stand for a t or d (a C or J may not: `tulip` never matches 출입); the voice-neutral
 * finals k, p, t of Hangul; vowel classes A (ㅏ ア а я), E (ㅐ ㅔ
 * エ э е), Y (ㅓ ㅕ, the Korean schwa that writes English /ʌ/ /ə/), I, O, U (u w). Doubled consonants collapse and a vowel run keeps its first vowel, so
 * `하로우` (h-a-r-o-u) → `HARO`, `ハロウ` → `HARO`, `Хэрроу` → `HARO`; the Katakana long-vowel
 * mark ー adds nothing (`ハーバー` → `HAPA`), Korean `ㅡ` is dropped outright (`트` → `T`).
 * Sources of the letter values: the Revised Romanization of Korean (2000) for jamo, Hepburn
 * for kana, ISO 9 / BGN/PCGN for Cyrillic, ELOT 743 (ISO 843) read by Modern Greek sound for
 * Greek (`Τάιντπουλ` → `TADPUR`). Linear per start position.
 */

const VOWELS = new Set(["A", "E", "I", "O", "U", "Y"]);

/** One key symbol with the original offset range it came from. */
export interface KeyText {
  key: string;
  /** Original index of each key symbol's source character. */
  at: number[];
  /** Key indices where a word starts (a match may start only there). */
  wordStarts: Set<number>;
}

/**
 * Collapses doubled consonants and a glide vowel (I, U) after a vowel (keeps the first vowel)
 * inside each word; a symbol that starts a word (its offset in `wordStarts`) never merges into
 * the word before (`아시아 투어` keeps the A of 아 apart from 투).
 */
function collapse(symbols: string[], at: number[], wordStarts: ReadonlySet<number>): { key: string; at: number[] } {
  const out: string[] = [];
  const pos: number[] = [];
  symbols.forEach((s, i) => {
    const prev = out[out.length - 1];
    const newWord = wordStarts.has(at[i] as number) && at[i] !== at[i - 1];
    // A vowel merges into the one before only as a glide (I, U: 하로우, 아이보리, セイル) or a
    // repeat: two full vowels (해외, 시아) are two syllables of the source word.
    if (prev !== undefined && !newWord && (prev === s || (VOWELS.has(prev) && (s === "I" || s === "U")))) return;
    out.push(s);
    pos.push(at[i] as number);
  });
  return { key: out.join(""), at: pos };
}

// Hangul jamo (Unicode order): initial consonants (ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ),
// medial vowels, final consonants. Loanword spelling writes English voiced stops with the plain
// consonants (b ㅂ, d ㄷ, g ㄱ, j/z ㅈ) and voiceless ones with the aspirated (p ㅍ, t ㅌ, k ㅋ, ch ㅊ);
// a final consonant neutralises voice (`bag` 백, `job` 잡, `robot` 로봇), so finals read the
// lower-case symbols k, p, t, which a term's voiced or voiceless slot both accept.
const L = ["G", "K", "N", "D", "T", "R", "M", "B", "P", "S", "S", "", "J", "J", "C", "K", "T", "P", "H"];
// ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ(dropped) ㅢ ㅣ
// The w-diphthongs ㅘ ㅙ ㅞ keep their full vowel after the glide (퀜 kwe-n: `Quenbrook`, 콰 kwa).
const V = ["A", "E", "A", "E", "Y", "E", "Y", "E", "O", "UA", "UE", "O", "O", "U", "U", "UE", "U", "U", "", "I", "I"];
const T = ["", "k", "k", "k", "N", "N", "N", "t", "R", "R", "M", "R", "R", "R", "p", "R", "M", "p", "p", "t", "t", "N", "t", "t", "k", "t", "p", "H"];

// Katakana rows (ア…ン, U+30A1–U+30F4): each code point's consonant and vowel (Hepburn:
// カ k / ガ g, サ s / ザ z, タ t / ダ d, チ ch, ツ ts, ハ h / バ b / パ p, フ f).
const KANA_CONS: Record<string, string> = {};
const KANA_VOW: Record<string, string> = {};
const rows: [string, string, string][] = [
  ["ァアィイゥウェエォオ", "__________", "AAIIUUEEOO"],
  ["カガキギクグケゲコゴ", "KGKGKGKGKG", "AAIIUUEEOO"],
  ["サザシジスズセゼソゾ", "SJSZSJSJSJ", "AAIIUUEEOO"],
  ["タダチヂッツヅテデトド", "TDQZ_QZTDTD", "AAII_UUEEOO"],
  ["ナニヌネノ", "NNNNN", "AIUEO"],
  ["ハバパヒビピフブプヘベペホボポ", "HBPHBPPBPHBPHBP", "AAAIIIUUUEEEOOO"],
  ["マミムメモ", "MMMMM", "AIUEO"],
  ["ャヤュユョヨ", "_I_I_I", "AAUUOO"],
  ["ラリルレロ", "RRRRR", "AIUEO"],
  ["ヮワヰヱヲ", "_U___", "AAIEO"],
];
for (const [chars, cons, vowels] of rows) {
  [...chars].forEach((ch, i) => {
    KANA_CONS[ch] = cons[i] === "_" ? "" : (cons[i] as string);
    KANA_VOW[ch] = vowels[i] === "_" ? "" : (vowels[i] as string);
  });
}
KANA_CONS["ン"] = "N";
KANA_VOW["ン"] = "";
KANA_CONS["ヴ"] = "B";
KANA_VOW["ヴ"] = "U";
/** Small kana that replace the vowel before them (`ファ` fa, `ティ` ti, `キャ` kya). */
const SMALL = new Set([..."ァィゥェォャュョ"]);

const CYRILLIC: Readonly<Record<string, string>> = {
  а: "A", б: "B", в: "B", г: "G", д: "D", е: "E", ё: "O", ж: "J", з: "J", и: "I", й: "I", к: "K", л: "R", м: "M",
  н: "N", о: "O", п: "P", р: "R", с: "S", т: "T", у: "U", ф: "P", х: "H", ц: "C", ч: "C", ш: "S", щ: "S", ъ: "",
  ы: "I", ь: "", э: "E", ю: "U", я: "A", і: "I", ї: "I", є: "E", ґ: "K",
};

/**
 * Greek letters (ELOT 743 / ISO 843 transcription, read by sound as loanwords are written in
 * Modern Greek): β is /v/ (B), δ /ð/ (D), θ /θ/ (T), η ι υ /i/ (I), ω /o/, χ /x/ (H), ξ KS,
 * ψ PS. Accents and diaeresis are read off the base letter (`GREEK_PAIRS` uses them).
 */
const GREEK: Readonly<Record<string, string>> = {
  α: "A", β: "B", γ: "G", δ: "D", ε: "E", ζ: "J", η: "I", θ: "T", ι: "I", κ: "K", λ: "R", μ: "M", ν: "N", ξ: "KS", ο: "O",
  π: "P", ρ: "R", σ: "S", ς: "S", τ: "T", υ: "I", φ: "P", χ: "H", ψ: "PS", ω: "O",
};
/**
 * Greek digraphs: ου /u/, ει οι /i/, αι /e/ (unless the α carries the accent or the ι a
 * diaeresis: `Τάιντπουλ` is t-a-i), and the clusters Greek writes foreign b, d, g, ts, dz with:
 * μπ B, ντ D, γκ G, γγ NG, τσ C, τζ J.
 */
const GREEK_PAIRS: Readonly<Record<string, string>> = { ου: "U", ει: "I", οι: "I", αι: "E", μπ: "B", ντ: "D", γκ: "G", γγ: "NG", τσ: "C", τζ: "J" };

/** A Greek letter's base (lower case, accents and diaeresis removed) and whether it had a mark. */
function greekBase(ch: string): { base: string; marked: boolean } {
  const d = ch.normalize("NFD");
  return { base: (d[0] as string).toLowerCase(), marked: d.length > 1 };
}

/**
 * The key symbols of the Greek letter at `i` of `text` and how many code units they consume
 * (2 for a digraph, `GREEK_PAIRS`). Unknown signs read as nothing.
 */
function greekAt(text: string, i: number): { sym: string; len: number } {
  const a = greekBase(text[i] as string);
  const nextCh = text[i + 1];
  if (nextCh !== undefined && isGreek(nextCh.charCodeAt(0))) {
    const b = greekBase(nextCh);
    const pair = GREEK_PAIRS[a.base + b.base];
    // A vowel digraph is one sound unless the first vowel carries the accent or the second a mark of its own (diaeresis).
    const vowelPair = /^[αεοι]$/.test(a.base) && /^[ιυ]$/.test(b.base);
    if (pair !== undefined && !(vowelPair && (a.marked || /[̈]/.test(nextCh.normalize("NFD"))))) return { sym: pair, len: 2 };
  }
  return { sym: GREEK[a.base] ?? "", len: 1 };
}

const isGreek = (k: number) => (k >= 0x0386 && k <= 0x03ce) || (k >= 0x1f00 && k <= 0x1ffc);
const isHangul = (k: number) => k >= 0xac00 && k <= 0xd7a3;
/** Katakana, and hiragana read as the katakana 0x60 above it (a name spelled in hiragana: くぉーつ). */
const isKatakana = (k: number) => (k >= 0x30a1 && k <= 0x30fa) || k === 0x30fc || (k >= 0x3041 && k <= 0x3096);
const isHiragana = (k: number) => k >= 0x3041 && k <= 0x3096;
/** The katakana of a kana letter (hiragana shifted, katakana as it is). */
const katakanaOf = (ch: string) => {
  const k = ch.charCodeAt(0);
  return k >= 0x3041 && k <= 0x3096 ? String.fromCharCode(k + 0x60) : ch;
};
const isCyrillic = (k: number) => k >= 0x0400 && k <= 0x04ff;
/** Whether `text` holds a script this module reads (Hangul, Katakana, Cyrillic, Greek). */
export const HAS_FOREIGN = /[\uac00-\ud7a3\u3041-\u3096\u30a1-\u30fa\u0400-\u04ff\u0386-\u03ce\u1f00-\u1ffc]/;

/**
 * Keys of the Hangul, Katakana (and hiragana), Cyrillic and Greek runs of `text` (words apart by spaces, `·`, `・`,
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
      const startOffsets = new Set(starts);
      const c = collapse(sym, at, startOffsets);
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
    const ch = katakanaOf(text[i] as string);
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
      // `дж` is one sound, English j / soft g (`Nightjar` Найтджар, `Bridge` Бридж): J, as ジ / ㅈ.
      if (lower === "д" && (text[i + 1] ?? "").toLowerCase() === "ж") {
        push("J");
        i += 1;
        continue;
      }
      push(CYRILLIC[lower] ?? "");
    } else if (isGreek(k)) {
      const g = greekAt(text, i);
      if (wordStart) starts.push(i);
      wordStart = false;
      push(g.sym);
      i += g.len - 1;
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
 * Original offsets of words (a Hangul, Katakana or Cyrillic letter after a non-letter) whose
 * first key symbol is in `heads` — the only places a term key can start. One pass, no
 * allocation per character, so an answer of foreign prose without a candidate costs little.
 */
export function candidateStarts(text: string, heads: ReadonlySet<string>): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    if (!(isHangul(k) || isKatakana(k) || isCyrillic(k) || isGreek(k))) continue;
    const prev = i > 0 ? text.charCodeAt(i - 1) : 0x20;
    // Katakana after hiragana starts a word (コードネームはアイボリー: a particle, then the name).
    const kanaSwitch = isKatakana(prev) && isKatakana(k) && isHiragana(prev) !== isHiragana(k);
    if ((isHangul(prev) || isKatakana(prev) || isCyrillic(prev) || isGreek(prev)) && !kanaSwitch) continue;
    let head: string;
    if (isHangul(k)) {
      const n = k - 0xac00;
      head = (L[Math.floor(n / 588)] || V[Math.floor((n % 588) / 28)] || "") as string;
    } else if (isKatakana(k)) head = (KANA_CONS[katakanaOf(text[i] as string)] || KANA_VOW[katakanaOf(text[i] as string)] || "") as string;
    else if (isGreek(k)) head = greekAt(text, i).sym;
    // `дж` starts with J, as `foreignKeys` reads it (`Джаспер`).
    else if ((text[i] as string).toLowerCase() === "д" && (text[i + 1] ?? "").toLowerCase() === "ж") head = "J";
    else head = CYRILLIC[(text[i] as string).toLowerCase()] ?? "";
    if (heads.has(head.slice(0, 1))) out.push(i);
  }
  return out;
}

/** Patterns run on answer text (checked for linear time by a test). */
export const TRANSLITERATE_PATTERNS: readonly RegExp[] = [HAS_FOREIGN];
