/**
 * The prompt's figures in any number format and unit word (issue 19, blind round 15): a
 * prompt's `90 days` comes back as `90 jours`, `90 días`, `90 Tage`, `90일`, `90天`, its
 * `1,750 EUR` as `1 750 €`, `1.750 EUR`, `1,750유로`, `1750欧元`. Each figure is read in its
 * CANONICAL form — its digits (group separators `,` `.` `'` and spaces before three digits
 * dropped, a zero fraction `.00` dropped) and, when a unit word follows (or a currency sign
 * precedes), the unit's language-neutral id (`UNIT_WORDS`, one row per unit, forms of many
 * languages) — so `90:day` in the prompt meets `90:day` in any language of the answer.
 *
 * Used by `prompt-paraphrase.ts`: a figure with its unit is a MEASURE anchor (worth one point
 * of a framed restatement, and one of the density rule); a number of two or more digits of the
 * prompt without its unit is a bare FIGURE (half a point of the density rule only).
 * Cost: one pass over the text's digit runs, a bounded look at the letters after each.
 */
import { gateShadow } from "../view.js";

/**
 * Unit id → its words in the gate's languages (plain lower case, singular and plural; CJK and
 * Hangul glued to the number). Sources: CLDR unit display names (en, de, fr, es, it, pt, nl,
 * pl, ru, tr, ja, ko, zh and others).
 */
export const UNIT_WORDS: Readonly<Record<string, readonly string[]>> = {
  day: ["day", "days", "jour", "jours", "dia", "dias", "día", "días", "tag", "tage", "tagen", "giorno", "giorni", "dag", "dagen", "dagar", "dage", "dager", "dni", "dnia", "dzień", "dni", "день", "дня", "дней", "днів", "gün", "gun", "päivä", "päivää", "nap", "napon", "ημέρες", "ημέρα", "hari", "ngày", "일", "日", "日間", "天"],
  week: ["week", "weeks", "semaine", "semaines", "semana", "semanas", "woche", "wochen", "settimana", "settimane", "weken", "veckor", "uger", "uker", "tydzień", "tygodni", "неделя", "недели", "недель", "hafta", "viikkoa", "minggu", "tuần", "주", "週", "週間", "周", "星期"],
  month: ["month", "months", "mois", "mes", "meses", "monat", "monate", "monaten", "mese", "mesi", "maand", "maanden", "månad", "månader", "måneder", "miesiąc", "miesięcy", "месяц", "месяца", "месяцев", "ay", "kuukautta", "bulan", "tháng", "개월", "달", "ヶ月", "か月", "カ月", "个月", "個月", "月"],
  year: ["year", "years", "an", "ans", "année", "années", "año", "años", "ano", "anos", "jahr", "jahre", "jahren", "anno", "anni", "jaar", "år", "lat", "rok", "lata", "год", "года", "лет", "yıl", "yil", "vuotta", "tahun", "năm", "년", "年"],
  hour: ["hour", "hours", "h", "heure", "heures", "hora", "horas", "stunde", "stunden", "ora", "ore", "uur", "timmar", "timer", "godzin", "godziny", "час", "часа", "часов", "saat", "tuntia", "jam", "giờ", "시간", "時間", "小时", "小時"],
  minute: ["minute", "minutes", "min", "minuto", "minutos", "minuten", "minuti", "minuter", "minutter", "minut", "minuty", "минут", "минуты", "dakika", "minuuttia", "menit", "phút", "분", "分", "分钟", "分鐘"],
  percent: ["%", "percent", "per cent", "pour cent", "por ciento", "prozent", "per cento", "por cento", "procent", "процент", "процента", "процентов", "yüzde", "prosentti", "persen", "phần trăm", "퍼센트", "프로", "パーセント", "个百分点"],
  eur: ["eur", "euro", "euros", "€", "евро", "유로", "ユーロ", "欧元", "歐元"],
  usd: ["usd", "dollar", "dollars", "dólares", "dolares", "dollari", "$", "доллар", "долларов", "달러", "ドル", "美元"],
  gbp: ["gbp", "pound", "pounds", "£", "libras", "sterline", "фунт", "фунтов", "파운드", "ポンド", "英镑", "英鎊"],
  chf: ["chf", "franc", "francs", "franken", "franchi", "프랑", "フラン", "瑞士法郎"],
  jpy: ["jpy", "yen", "¥", "엔", "円", "日元"],
  krw: ["krw", "won", "₩", "원", "ウォン", "韩元", "韓元"],
};

/** Currency signs written before the number (`€90`, `$1,750`). */
const SIGN_BEFORE: Readonly<Record<string, string>> = { "€": "eur", "$": "usd", "£": "gbp", "¥": "jpy", "₩": "krw" };

/** Folded unit word → unit id; the longest word length. */
const UNITS = new Map<string, string>();
let MAX_UNIT = 1;
for (const [id, words] of Object.entries(UNIT_WORDS)) {
  for (const w of words.flatMap((x) => [x, x.charAt(0).toUpperCase() + x.slice(1)])) {
    const f = gateShadow(w).text.trim();
    if (f.length === 0 || UNITS.has(f)) continue;
    UNITS.set(f, id);
    MAX_UNIT = Math.max(MAX_UNIT, f.length);
  }
}

/** A letter that writes words with spaces (a unit word must end before one goes on). */
const SPACED_LETTER = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;
const DIGIT_RUN = /[0-9]+(?:(?:[.,'](?=[0-9])| (?=[0-9]{3}(?![0-9])))[0-9]+)*/g;

/** One figure read in a shadow text: its canonical digits, its unit id or null, its span. */
export interface Figure {
  digits: string;
  unit: string | null;
  start: number;
  end: number;
}

/** The canonical digits of a written number: separators dropped, a zero fraction (`1.750,00`) dropped. */
function canonical(written: string): string {
  const zeroFraction = /[.,]0{1,2}$/.exec(written);
  const body = zeroFraction ? written.slice(0, zeroFraction.index) : written;
  return body.replace(/[^0-9]/g, "").replace(/^0+(?=[0-9])/, "");
}

/**
 * The figures of a shadow text (lower case, NFKC: `1 750` with a no-break space reads with a
 * plain one), each with the unit word right after it (one optional space; CJK glued) or the
 * currency sign right before it. A number glued to a Latin letter before it is part of a word.
 *
 * @example
 * measures("90 jours, 1.750 €") // → [{ digits: "90", unit: "day", … }, { digits: "1750", unit: "eur", … }]
 */
export function measures(text: string): Figure[] {
  const out: Figure[] = [];
  for (const m of text.matchAll(DIGIT_RUN)) {
    const before = text[m.index - 1];
    if (before !== undefined && (SPACED_LETTER.test(before) || /[0-9]/.test(before))) continue;
    const digits = canonical(m[0]);
    if (digits.length === 0) continue;
    const end = m.index + m[0].length;
    let unit: string | null = null;
    let stop = end;
    // The longest unit word after one optional space that ends where a word ends.
    const from = text[end] === " " ? end + 1 : end;
    for (let len = Math.min(MAX_UNIT, text.length - from); len >= 1; len--) {
      const w = text.slice(from, from + len);
      const id = UNITS.get(w);
      if (id === undefined) continue;
      const next = text[from + len];
      if (SPACED_LETTER.test(w[w.length - 1] as string) && next !== undefined && SPACED_LETTER.test(next)) continue;
      unit = id;
      stop = from + len;
      break;
    }
    if (unit === null) {
      const sign = text[m.index - 1] === " " ? text[m.index - 2] : before;
      if (sign !== undefined && SIGN_BEFORE[sign] !== undefined) unit = SIGN_BEFORE[sign] as string;
      // `EUR 1,750`: a currency code before.
      const code = /([a-z]{3}) $/.exec(text.slice(Math.max(0, m.index - 4), m.index))?.[1];
      if (unit === null && code !== undefined && UNITS.get(code) !== undefined && code.length === 3) unit = UNITS.get(code) as string;
    }
    out.push({ digits, unit, start: m.index, end: stop });
  }
  return out;
}

/**
 * The figures of a system prompt: `measures` — canonical `digits:unit` keys of its numbers with
 * a unit — and `bare` — the digits of every number of two or more digits it writes.
 *
 * @example
 * promptFigures("Cancel within 90 days; 42 percent.") // → { measures: {"90:day", "42:percent"}, bare: {"90", "42"} }
 */
export function promptFigures(prompt: string): { measures: Set<string>; bare: Set<string> } {
  const all = measures(gateShadow(prompt).text);
  const out = { measures: new Set<string>(), bare: new Set<string>() };
  for (const f of all) {
    if (f.unit !== null) out.measures.add(`${f.digits}:${f.unit}`);
    if (f.digits.length >= 2) out.bare.add(f.digits);
  }
  return out;
}

/** Patterns run on answer text (checked for linear time by a test). */
export const MEASURE_PATTERNS: readonly RegExp[] = [SPACED_LETTER, DIGIT_RUN];
