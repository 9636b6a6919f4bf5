/**
 * A phone number dictated part by part in prose (issue 19, blind round 15): "the area code is
 * 628, then comes 204, and it ends with 7391", "die Vorwahl ist 030, dann 4471, am Ende 2290",
 * "l'indicatif est 04, puis 72 18 …", "지역번호는 02, 국번 345, 끝번호 6789" — no word "phone", and
 * each group far enough from the next that no number pattern joins them.
 *
 * Mechanism: a PHONE-PART WORD (`PHONE_PART_WORDS`, one row per language: the names of a number's
 * parts — area code, prefix, exchange, line number, last digits, "ends with") opens a bounded
 * window (`PART_WINDOW` code units); the digit groups in it are read in order while the filler
 * between two of them is short (`MAX_PART_FILLER`), holds no paragraph break, and every group is
 * 1–5 digits. Two to five groups of 7–13 digits in all are a candidate; the phone detector
 * validates it with libphonenumber-js (as a national number of the configured and the word's
 * regions), so a list of prices after "prefix" is no number. The cue must stand before or at
 * the first group (a part's name says what follows). Cost: one scan for cue words (a linear
 * alternation), then one pass over the window's groups.
 */
import type { CountryCode } from "libphonenumber-js/max";
import { gateShadow } from "../view.js";

/** Phone-part words per language (shadow text: lower case, accents kept as NFKC leaves them) and the regions the language suggests. */
export const PHONE_PART_WORDS: Readonly<Record<string, { words: readonly string[]; regions: readonly CountryCode[] }>> = {
  en: { words: ["area code", "prefix", "exchange", "line number", "last four", "last digits", "ends with", "ends in", "dialing code", "std code", "trunk code"], regions: ["US", "CA", "GB", "AU", "IE", "NZ"] },
  de: { words: ["vorwahl", "ortsvorwahl", "durchwahl", "anschlussnummer", "endet mit", "endet auf", "am ende", "teilnehmernummer"], regions: ["DE", "AT", "CH"] },
  fr: { words: ["indicatif", "prefixe", "préfixe", "se termine par", "finit par", "termine par"], regions: ["FR", "BE", "CH", "CA", "LU"] },
  es: { words: ["prefijo", "codigo de area", "código de área", "lada", "termina en", "acaba en", "característica"], regions: ["ES", "MX", "AR", "CO", "CL", "PE"] },
  it: { words: ["prefisso", "finisce con", "termina con"], regions: ["IT", "CH"] },
  pt: { words: ["ddd", "código de área", "codigo de area", "indicativo", "termina em", "acaba em"], regions: ["BR", "PT"] },
  nl: { words: ["netnummer", "kengetal", "eindigt op", "eindigt met", "abonneenummer"], regions: ["NL", "BE"] },
  pl: { words: ["numer kierunkowy", "kierunkowy", "kończy się na", "konczy sie na"], regions: ["PL"] },
  sv: { words: ["riktnummer", "slutar på", "slutar med"], regions: ["SE"] },
  da: { words: ["områdenummer", "slutter med", "slutter på"], regions: ["DK", "NO"] },
  fi: { words: ["suuntanumero", "päättyy"], regions: ["FI"] },
  cs: { words: ["předvolba", "predvolba", "končí na"], regions: ["CZ", "SK"] },
  tr: { words: ["alan kodu", "ile biter", "ile bitiyor"], regions: ["TR"] },
  ru: { words: ["код города", "код региона", "заканчивается на", "оканчивается на"], regions: ["RU", "KZ", "BY"] },
  uk: { words: ["код міста", "закінчується на"], regions: ["UA"] },
  el: { words: ["κωδικός περιοχής", "τελειώνει σε"], regions: ["GR", "CY"] },
  ko: { words: ["지역번호", "국번", "앞자리", "뒷번호", "끝번호", "끝자리", "뒷자리"], regions: ["KR"] },
  ja: { words: ["市外局番", "市内局番", "加入者番号", "下4桁", "下四桁", "末尾"], regions: ["JP"] },
  zh: { words: ["区号", "區號", "尾号", "尾號", "后四位", "後四位"], regions: ["CN", "TW", "HK"] },
  id: { words: ["kode area", "berakhir dengan"], regions: ["ID"] },
  vi: { words: ["mã vùng", "kết thúc bằng"], regions: ["VN"] },
};

/** How far after a phone-part word the number's groups may run (code units). */
export const PART_WINDOW = 160;
/** Most filler characters between two groups (words such as ", then comes ", "und am Ende"). */
export const MAX_PART_FILLER = 40;

/** Each cue word as the gate shadow writes it (lower case, accents folded) → its regions. */
const FOLDED = new Map<string, CountryCode[]>();
for (const row of Object.values(PHONE_PART_WORDS)) {
  // Also capitalised, as a sentence starts: the shadow's confusable fold may read a capital
  // differently from its small letter (Cyrillic `К` folds to Latin `k`, `к` stays).
  for (const w of row.words.flatMap((x) => [x, x.charAt(0).toUpperCase() + x.slice(1)])) {
    const f = gateShadow(w).text.trim();
    FOLDED.set(f, [...new Set([...(FOLDED.get(f) ?? []), ...row.regions])]);
  }
}
const ALL_WORDS = [...FOLDED.keys()];
/** One alternation of every cue word, longest first (a plain alternation of literals: linear). */
const CUE = new RegExp(
  [...new Set(ALL_WORDS)]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|"),
  "giu",
);
const GROUP = /[0-9]{1,5}/g;
/** A filler that only lists (a conjunction alone, after an optional comma): the groups are items. */
const LIST_ONLY = /^\s*(?:,\s*)?(?:and|or|und|oder|y|o|et|ou|e|en|of|i|lub|и|или|및|또는|와|과|和|或|と|や)\s*$/u;
/** A clause or sentence break: a semicolon, or a full stop, question or exclamation mark before a space. */
const BREAK = /;|[.!?。！？]\s/u;
const PARAGRAPH = /\n[ \t]*\n/;
const LETTER = /[\p{L}]/u;

/**
 * A dictated candidate: the readings of one cue's groups, longest first (shadow span, digits in
 * order, group count) — a number followed by an unrelated figure is read without it — and the
 * regions its cue words suggest.
 */
export interface DictatedNumber {
  readings: { start: number; end: number; digits: string; groups: number }[];
  regions: CountryCode[];
}

const regionsOf = (word: string): CountryCode[] => FOLDED.get(word) ?? [];


/**
 * Candidates for numbers dictated part by part in `text` (a shadow text: lower case), each
 * opened by a phone-part word (module comment). Unvalidated: the caller parses them.
 *
 * @example
 * dictatedNumbers("the area code is 628, then comes 204, and it ends with 7391")
 * // → [{ readings: [{ start: 17, end: 59, digits: "6282047391", groups: 3 }], regions: ["US", …] }]
 */
export function dictatedNumbers(text: string): DictatedNumber[] {
  const out: DictatedNumber[] = [];
  let coveredTo = -1;
  for (const cue of text.matchAll(CUE)) {
    if (cue.index < coveredTo) continue;
    // A cue word inside a longer word (`prefixed`, `exchanges`) is no part's name.
    const before = text[cue.index - 1];
    const after = text[cue.index + cue[0].length];
    if (/^[a-z]/.test(cue[0]) && ((before !== undefined && LETTER.test(before)) || (after !== undefined && LETTER.test(after)))) continue;
    const from = cue.index + cue[0].length;
    const window = text.slice(from, from + PART_WINDOW);
    const groups: { start: number; end: number; digits: string }[] = [];
    let lastEnd = 0;
    let regions = regionsOf(cue[0]);
    for (const g of window.matchAll(GROUP)) {
      // A longer run of digits, or a group of a decimal, an amount or a time (`1,750`, `17:30`), is no dictated part.
      const next = window[g.index + g[0].length];
      if (next !== undefined && /[0-9]/.test(next)) break;
      if (/^[.,:][0-9]/.test(window.slice(g.index + g[0].length, g.index + g[0].length + 2))) break;
      if (/[0-9][.,:]$/.test(window.slice(Math.max(0, g.index - 2), g.index))) break;
      const filler = window.slice(lastEnd, g.index);
      if (groups.length === 0 ? filler.length > MAX_PART_FILLER : filler.length > MAX_PART_FILLER || PARAGRAPH.test(filler)) break;
      // A list (`415 and 650`, `12; 34`) or a new sentence ends the number.
      if (groups.length > 0 && (LIST_ONLY.test(filler) || BREAK.test(filler))) break;
      for (const m of filler.matchAll(CUE)) regions = [...regions, ...regionsOf(m[0])];
      groups.push({ start: from + g.index, end: from + g.index + g[0].length, digits: g[0] });
      lastEnd = g.index + g[0].length;
      if (groups.length === 5) break;
    }
    const readings: DictatedNumber["readings"] = [];
    for (let n = groups.length; n >= 2; n--) {
      const digits = groups.slice(0, n).map((g) => g.digits).join("");
      if (digits.length < 7 || digits.length > 13) continue;
      readings.push({ start: (groups[0] as { start: number }).start, end: (groups[n - 1] as { end: number }).end, digits, groups: n });
    }
    if (readings.length === 0) continue;
    out.push({ readings, regions: [...new Set(regions)] });
    coveredTo = (readings[readings.length - 1] as { end: number }).end;
  }
  return out;
}

/** Patterns run on answer text (checked for linear time by a test). */
export const PHONE_PART_PATTERNS: readonly RegExp[] = [CUE, GROUP, PARAGRAPH, LETTER, LIST_ONLY, BREAK];
