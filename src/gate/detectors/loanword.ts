/**
 * How a Latin code name sounds when Japanese or Korean writes it as a loanword (issue 19):
 * `Copper Jar` → カッパージャー / 코퍼 자, `Salt Marsh` → ソルトマーシュ / 솔트 마시, `Silver Moon`
 * → シルバームーン / 실버문. The term becomes a PATTERN over the coarse phonetic key alphabet of
 * `transliterate.ts` (consonant classes P T K S R M N H, vowel classes A E I O U Y): a sequence of
 * slots, each accepting a set of key symbols, some optional. English spelling is read by sound,
 * with the readings loanword rules give it — not by a list of renderings:
 *
 * - a NON-RHOTIC `r` — after a vowel and not before one (`jar`, `marsh`, `harbor`, `silver`) — is
 *   not written: Japanese lengthens the vowel (ー, which the key skips) and Korean drops it
 *   (`자`, `마시`, `하버`); the vowel before it is read `A` or `Y` (`-er`/`-or` → アー / 어);
 * - `a` reads `A` or `E` (`tango` → タンゴ / 탱고); a SHORT `o` or `u` in a closed syllable (a
 *   vowel, then two consonants or a final one) may be read `A` or `Y`: `copper` → カッパー /
 *   커퍼 / 코퍼, `sun` → サン / 선 (English /ɒ/ and /ʌ/ are written ア and ㅓ); `a` before `l`
 *   (`salt`, `ball`) may be read `O` (ソルト, 솔트); `e` reads `E` only (エ, ㅔ), so a Korean word
 *   with ㅐ/ㅔ where the name has a/o is no rendering of it;
 * - an open-syllable `i`/`y` may be the diphthong /aɪ/ (`kite` → カイト / 카이트, `ivory` →
 *   アイボリー), which the key reads `A`;
 * - consonants keep their voice, as both scripts write it (b バ ㅂ vs p パ ㅍ, d ダ ㄷ vs t タ ㅌ,
 *   g ガ ㄱ vs k カ ㅋ, j/z ジ ㅈ vs ch チ ㅊ vs s/sh サ ㅅ): `b`/`v` B, `p`/`f`/`ph` P, `d` D, `t` T,
 *   `g` G, `k`/`c`/`ck`/`q` K, `j`/`z`/`dge`/soft `g` J, `ch`/`tch` C (or K: `orchid`), `s`/`sh` S
 *   (an `s` after a voiced sound may be J: `mosaic` モザイク), `th` T, S or D, `x` KS, a final `ng`
 *   N with an optional G; a Hangul final (받침) neutralises voice and matches either;
 * - `ee`/`ea` read `I` (`leaf` → リーフ), `oo` reads `U` (`moon` → ムーン); a word-final silent
 *   `e` is optional;
 * - a doubled consonant collapses inside a word (`copper`: one `P`, as ッパ is one); across a
 *   word boundary the second is optional (`Maple Ridge`: メープルリッジ repeats it, 메이플 리지
 *   does not).
 *
 * Sources: the loanword orthography of the National Institute of Korean Language (외래어 표기법,
 * 1986, 제3장 제1절 영어의 표기: long vowels and post-vocalic r unwritten, word-final /ʃ/ as 시,
 * /dʒ/ as 지) and the Japanese Cabinet notice 外来語の表記 (1991: long vowels written with ー,
 * /ʃ/ as シュ, /dʒ/ as ジ).
 *
 * The foreign side may still insert EPENTHETIC vowels (U, O, I) after a consonant the term has
 * no vowel after (`アトラス` a-to-ra-su): `matchPattern` allows it. Matching is a bit-parallel
 * NFA (one bit per slot, Shift-And), so one start costs O(key length), whatever the term.
 */

/** One slot: the key symbols it accepts; optional slots may be skipped. */
interface Slot {
  syms: string;
  optional: boolean;
  vowel: boolean;
}

/** A compiled term pattern (`latinPattern`). */
export interface LoanPattern {
  /** Number of slots (≤ 31). */
  readonly size: number;
  /** Slots that must be matched (not optional): a pattern needs `MIN_REQUIRED`. */
  readonly required: number;
  /** Key symbols a match can start with (for `candidateStarts`). */
  readonly heads: ReadonlySet<string>;
  /** Bit i set when slot i accepts the symbol. */
  readonly accepts: Readonly<Record<string, number>>;
  /** Bit i set when slot i is optional. */
  readonly optional: number;
  /** Bit i set when slot i is a consonant slot (an epenthetic vowel may precede it). */
  readonly consonant: number;
}

/** Slots a pattern may hold (one 32-bit word, the accept bit included). */
const MAX_SLOTS = 31;
/** Fewest required slots of a searched pattern (a shorter skeleton is too common a sound shape). */
export const MIN_REQUIRED = 4;
const KEY_VOWELS = new Set(["A", "E", "I", "O", "U", "Y"]);
const EPENTHETIC = new Set(["U", "O", "I"]);

const isVowelLetter = (c: string | undefined) => c !== undefined && /[aeiouy]/.test(c);
const isConsonantLetter = (c: string | undefined) => c !== undefined && /[a-z]/.test(c) && !isVowelLetter(c);

const CONSONANT: Readonly<Record<string, string>> = {
  b: "B", p: "P", f: "P", v: "B", t: "T", d: "D", k: "K", q: "K", s: "S", z: "J", j: "J", l: "R", r: "R", m: "M", n: "N", h: "H",
};
/** The voice-neutral Hangul final (`transliterate.ts`: k, p, t) each stop class also accepts. */
const FINAL: Readonly<Record<string, string>> = { P: "p", B: "p", T: "t", D: "t", K: "k", G: "k" };
/** The symbols a consonant slot of classes `cls` accepts: the classes and their neutral finals. */
/** Kana symbols a class also accepts (`transliterate.ts`): チ ツ (Q) for ch, ジ ヂ (Z) for j. */
const KANA: Readonly<Record<string, string>> = { C: "Q", J: "Z" };
const withFinals = (cls: string) => [...new Set([...cls, ...[...cls].map((c) => (FINAL[c] ?? "") + (KANA[c] ?? ""))].join("").split("").filter(Boolean))].join("");

/** Slots of one lower-case word (module comment). */
function wordSlots(w: string): Slot[] {
  const out: Slot[] = [];
  const cons = (syms: string, optional = false) => out.push({ syms: withFinals(syms), optional, vowel: false });
  const vowel = (syms: string, optional = false) => out.push({ syms, optional, vowel: true });
  /** A vowel at `i` whose syllable is closed: two consonant letters (or one and the word's end) follow. */
  const closed = (i: number) => isConsonantLetter(w[i + 1]) && w[i + 1] !== "w" && (w[i + 2] === undefined || isConsonantLetter(w[i + 2]));
  /** A non-rhotic r at `i`: after a vowel, not before one. */
  const nonRhotic = (i: number) => {
    if (w[i] !== "r" || !(isVowelLetter(w[i - 1]) || w[i - 1] === "r")) return false;
    let j = i;
    while (w[j] === "r") j += 1;
    return !isVowelLetter(w[j]) && isVowelLetter(w[i - 1] === "r" ? w[i - 2] : w[i - 1]);
  };
  for (let i = 0; i < w.length; i++) {
    const c = w[i] as string;
    const two = w.slice(i, i + 2);
    const three = w.slice(i, i + 3);
    // `tz` and `ts` are one affricate /ts/: ツ / 츠 / ц (`quartz` クォーツ, 쿼츠, кварц), or t + s spelled out.
    if (two === "tz" || two === "ts") {
      cons("T", true);
      cons(two === "tz" ? "SJC" : "SC");
      i += 1;
      continue;
    }
    if (three === "tch" || three === "dge") {
      cons(three === "tch" ? "C" : "J");
      i += 2;
      continue;
    }
    if (two === "ph") cons("P");
    else if (two === "th") {
      // /θ/ and /ð/: ト / 트 / т, ス / 스 / с, ド / 더, and — voiced, as Japanese writes it — ザ / ズ
      // (`feather` フェザー, `mother` マザー).
      cons("TSDJ");
      // Across the parts of a compound it is t + h (`lighthouse` 라이트하우스, `boathouse`).
      cons("H", true);
    }
    else if (two === "sh") cons("S");
    // `ch` is /tʃ/, or /k/ in words of Greek origin (`orchid`, `chord`).
    else if (two === "ch") cons("CK");
    else if (two === "ng" && !isVowelLetter(w[i + 2])) {
      // A final /ŋ/: ン / ㅇ, with the g written or not (ロング, 롱).
      cons("N");
      cons("G", true);
    }
    else if (two === "ck") cons("K");
    else if (two === "gh") {
      /* silent */
    } else if (two === "qu") {
      // /kw/: the glide is ウ / 우 / у, or в in Cyrillic and β / ου in Greek (`Quill` クイル,
      // 퀼, Квилл): the slot takes U or B.
      cons("K");
      // Before a, Japanese folds the glide into the vowel (`quartz` クォーツ, small ォ): optional,
      // and a glide slot, not a vowel one, so it never merges with that vowel.
      if (w[i + 2] === "a") out.push({ syms: "UB", optional: true, vowel: false });
      else vowel("UB");
    } else if (two === "ee") vowel("I");
    // `ea` is /iː/ (`leaf`), /eɪ/ (`break`, `great`) or /ɛ/ (`bread`).
    else if (two === "ea") vowel(nonRhotic(i + 2) ? "IA" : "IE");
    // `ou` is /aʊ/ (`house` ハウス / 하우스), /uː/ (`soup`) or /ɔː/ (`four`).
    else if (two === "ou") vowel("AUO");
    else if (two === "oo" || two === "ue") vowel("U");
    // `oa` is /oʊ/ (`boat` ボート / 보트, `coast`), one vowel.
    else if (two === "oa") vowel("O");
    else if (two === "au" || two === "aw") vowel("OA");
    // `ci`, `ti`, `si` before a vowel inside a word are /ʃ/ (`glacier` グレイシャー / 글레이셔,
    // `special`, `nation`): S, the i a glide folded into the vowel after it (シャ, 셔).
    else if ((c === "c" || c === "s" || c === "t") && i > 0 && w[i + 1] === "i" && /[aeou]/.test(w[i + 2] ?? "") && i + 3 <= w.length - 1) {
      cons(c === "t" ? "ST" : "S");
      // Letter-by-letter transliteration keeps the i (`Гласиер`): an optional vowel, merged with the next.
      vowel("I", true);
      i += 1;
      continue;
    }
    else if (c === "c") cons(/[eiy]/.test(w[i + 1] ?? "") ? "S" : "K");
    else if (c === "g") cons(/[eiy]/.test(w[i + 1] ?? "") ? "GJ" : "G");
    // An s after a vowel or a voiced sound may be /z/ (`mosaic` モザイク / 모자이크, `jones`).
    else if (c === "s" && i > 0 && !/[ptkfcs]/.test(w[i - 1] as string)) cons("SJ");
    else if (c === "x") {
      cons("K");
      cons("S");
    } else if (c === "w") {
      // A glide: before a vowel it merges into it (ウォ, 워); after one it ends the diphthong
      // (`harrow`). Cyrillic writes an initial w with в (`Westwind` Вествинд): U or B.
      vowel("UB");
    } else if (c === "y" && i === 0 && isVowelLetter(w[1])) vowel("I", true);
    else if (isVowelLetter(c)) {
      // Each vowel letter's readings (module comment): its own class, and A (ア, ㅏ) / Y (ㅓ) where
      // English reduces or opens it.
      let syms = c === "a" ? "AE" : c === "e" ? "E" : c === "i" || c === "y" ? "I" : c === "o" ? "O" : "U";
      // A vowel before a non-rhotic r: `ar` is アー / 아 (`star`); `er`, `ir`, `ur` アー / 어 (`her`,
      // `bird`, `turn`); `or` オー / 오 in a word's first syllable (`fort`, `orchid`), and, unstressed
      // after it, アー / 어 like the others (`harbor`, `doctor`).
      const firstVowel = !/[aeiouy]/.test(w.slice(0, i));
      if (nonRhotic(i + 1)) syms = c === "a" ? "A" : c === "o" && firstVowel ? "O" : syms + "AY";
      // A short u in a closed syllable: ア / ㅓ (`sun`); a short stressed o: オ / ㅗ or, American
      // /ɑ/, ア / ㅏ (`copper`, `hot`) — the word's first vowel standing for the stressed one.
      else if (c === "u" && closed(i)) syms += "AY";
      else if (c === "o" && closed(i) && firstVowel) syms += "A";
      // An unstressed a in a closed syllable after the first is a schwa, which Korean writes ㅓ
      // (`pelican` 펠리컨, `Morgan` 모건).
      else if (c === "a" && closed(i) && !firstVowel) syms += "Y";
      // So is an unstressed e there (`silent` 사일런트, `garden` 가든 / 가던).
      else if (c === "e" && closed(i) && !firstVowel) syms += "Y";
      // An open-syllable i/y may be /aɪ/ (`kite`, `ivory`): アイ / 아이, read A.
      else if ((c === "i" || c === "y") && isConsonantLetter(w[i + 1]) && isVowelLetter(w[i + 2])) syms += "A";
      // `igh` is /aɪ/ (`night` ナイト / 나이트, `light`).
      else if (c === "i" && w.slice(i + 1, i + 3) === "gh") syms += "A";
      // `-ium` is written 늄 / 륨 in Korean (`titanium` 티타늄): the i may read as the u after it.
      else if (c === "i" && w[i + 1] === "u") syms += "U";
      // `a` before `l` may be /ɔː/ (`salt`, `ball`).
      if (c === "a" && w[i + 1] === "l") syms += "O";
      // `a` after a w-glide is /ɔː/ or /ɒ/ (`quartz` クォーツ, `water`, `swan` スワン keeps A).
      if (c === "a" && (w[i - 1] === "w" || w.slice(i - 2, i) === "qu")) syms += "O";
      // A word-final silent e after a consonant, in a word with another vowel (`kite`, `dune`, `maple`).
      // Inside a compound the same magic e is silent before the next part (`tidepool` タイドプール /
      // 타이드풀, `lifeboat`, `stonewall`): after vowel + one consonant, before a consonant other
      // than r (`camera`, `water` keep theirs) and a vowel.
      const silentInside =
        c === "e" && i > 1 && isConsonantLetter(w[i - 1]) && isVowelLetter(w[i - 2]) && isConsonantLetter(w[i + 1]) && w[i + 1] !== "r" && w[i + 1] !== "w" && isVowelLetter(w[i + 2]);
      const silent = silentInside || (c === "e" && i === w.length - 1 && i > 1 && isConsonantLetter(w[i - 1]) && /[aeiouy]/.test(w.slice(0, i - 1)));
      vowel(syms, silent);
    } else if (c === "r" && isVowelLetter(w[i - 1]) && w[i + 1] === "e" && i + 2 === w.length) {
      // An r before a word-final silent e (`-ore`, `-ire`, `-ure`) is unwritten too, but the
      // scripts write its reduced vowel: モア / 모어 for `more`, ファイア `fire`; Cyrillic writes
      // the r (`Данмор`). One optional slot takes R or that vowel.
      out.push({ syms: "RAY", optional: true, vowel: false });
    } else if (c === "r" && nonRhotic(i)) {
      // Unwritten in Japanese and Korean (the vowel before it is long, ー, or ends the syllable:
      // 자, 마시); Cyrillic and Greek transliteration write it (`Квиллфезер`, `Хантер`): optional.
      cons("R", true);
    }
    // Before i (and u for t) Japanese often writes t as チ / ツ (ch, ts: `ticket` チケット, `tour`
    // ツアー) and d as ジ (`radio` ラジオ), where newer spellings use ティ / トゥ / ディ.
    else if (c === "t" && /[iuy]/.test(w[i + 1] ?? "") && !/^i[aeo]/.test(w.slice(i + 1, i + 3))) cons("TQ");
    else if (c === "d" && /[iy]/.test(w[i + 1] ?? "")) cons("DZ");
    else if (CONSONANT[c] !== undefined) cons(CONSONANT[c] as string);
    if (two === "ph" || two === "th" || two === "sh" || two === "ch" || two === "ck" || two === "gh" || two === "qu" || two === "ee" || two === "ea" || two === "oo" || two === "ue" || two === "oa" || two === "au" || two === "aw" || two === "ou" || (two === "ng" && !isVowelLetter(w[i + 2]))) i += 1;
  }
  // Collapse inside the word: a doubled consonant, and a run of vowel slots (the key keeps a
  // vowel run's first vowel; the term's run may be read by any of its slots' first readings).
  const merged: Slot[] = [];
  for (const s of out) {
    const prev = merged[merged.length - 1];
    if (prev && !s.vowel && !prev.vowel && prev.syms === s.syms && !s.optional && !prev.optional) continue;
    // A second vowel letter merges as a glide (`ai`, `ow`, `ay`) or a final `e` after a vowel (`blue`).
    const glide = (x: Slot) => /^[IU]/.test(x.syms) || (x.syms === "E" && x === out[out.length - 1]);
    if (prev && s.vowel && prev.vowel && (glide(s) || prev.optional)) {
      prev.syms = [...new Set([...prev.syms, ...(prev.optional ? s.syms : "")])].join("");
      prev.optional = prev.optional && s.optional;
      continue;
    }
    merged.push({ ...s });
  }
  return merged;
}

/**
 * The loanword pattern of a Latin term (`Copper Jar`, `salt-marsh`), or null when it is too
 * short (< `minRequired` required slots, `MIN_REQUIRED` unless a caller that needs more
 * evidence elsewhere — every part of a code name — asks for fewer) or too long (> 31 slots) to search.
 *
 * @example
 * matchPattern(latinPattern("Copper Jar")!, "KAPASA", 0) // → [6]  (カッパージャー)
 */
export function latinPattern(term: string, minRequired: number = MIN_REQUIRED): LoanPattern | null {
  const words = term.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  const slots: Slot[] = [];
  for (const w of words) {
    const ws = wordSlots(w);
    // Across a word boundary a repeated consonant may be written once (메이플 리지) or twice (メープルリッジ).
    const first = ws[0];
    let k = slots.length - 1;
    while (k >= 0 && (slots[k] as Slot).optional) k -= 1;
    const last = slots[k];
    if (first && last && !first.vowel && !last.vowel && first.syms === last.syms) first.optional = true;
    slots.push(...ws);
  }
  const required = slots.filter((s) => !s.optional).length;
  if (slots.length === 0 || slots.length > MAX_SLOTS || required < minRequired) return null;
  const accepts: Record<string, number> = {};
  let optional = 0;
  let consonant = 0;
  slots.forEach((s, i) => {
    for (const sym of s.syms) accepts[sym] = (accepts[sym] ?? 0) | (1 << i);
    if (s.optional) optional |= 1 << i;
    if (!s.vowel) consonant |= 1 << i;
  });
  const heads = new Set<string>();
  for (const s of slots) {
    for (const sym of s.syms) heads.add(sym);
    if (!s.optional) break;
  }
  return { size: slots.length, required, heads, accepts, optional, consonant };
}

/** Skips optional slots: every state whose slot is optional also reaches the next slot. */
function closure(state: number, p: LoanPattern): number {
  let s = state;
  for (;;) {
    const next = s | ((s & p.optional) << 1);
    if (next === s) return s;
    s = next;
  }
}

/**
 * Ends (exclusive indices into `key`) where pattern `p` matches the foreign key from `from`:
 * slot by slot, where the foreign side may insert an epenthetic vowel (U, O, I) after a
 * consonant before a consonant slot (module comment). Longest first; empty when no match.
 * O((key.length − from) × 1) word operations.
 */
export function matchPattern(p: LoanPattern, key: string, from: number): number[] {
  const done = 1 << p.size;
  let state = closure(1, p);
  const ends: number[] = [];
  if (state & done) ends.push(from);
  for (let j = from; j < key.length && state !== 0; j++) {
    const sym = key[j] as string;
    let next = (state & (p.accepts[sym] ?? 0)) << 1;
    // An epenthetic vowel after a consonant, where the term goes on with a consonant.
    if (EPENTHETIC.has(sym) && j > from && !KEY_VOWELS.has(key[j - 1] as string)) next |= state & p.consonant;
    state = closure(next, p);
    if (state & done) ends.push(j + 1);
  }
  return ends.reverse();
}
