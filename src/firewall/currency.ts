/**
 * Currencies of amounts (issue 18, item 21). Vouching keys an amount by its number alone
 * (`amt:50`), so the user's `€50` used to vouch for an argument `$50` or `"50 USD"`. Here:
 *
 * - `currencyOf(leaf)` names the currency an argument states (a sign, an ISO code or a
 *   currency word of en, de, es, fr, ko, ja, zh around the number), as a set of ISO 4217
 *   codes (`$` is any dollar, `¥` yen or yuan); `null` when it states none or its words are
 *   not one currency.
 * - `amountCurrencies(text)` records, per `amt:` key of a user's turn, the currencies written
 *   next to each occurrence of it, `""` for an occurrence with none.
 * - `currencyAllows` is the rule: when the argument and the user's occurrences of the amount
 *   both name a currency, some occurrence's currency must be the argument's; when either names
 *   none (a bare `50` in the turn, an argument `50`), the amount is judged as before.
 *
 * Linear: one pass per chunk, lookups in maps with a bounded longest match.
 */
import { cjkAmounts, wordAmounts } from "./number-words.js";
import { scriptBreakReading } from "./script-glue.js";
import { amountKey, parseAmount } from "./taint-keys.js";
import type { ProvenanceIndex } from "./transcript.js";

const DOLLARS = ["usd", "cad", "aud", "nzd", "hkd", "sgd"];

/** Currency signs, codes and words (NFKC, lower case) and the ISO 4217 codes they may mean. */
const CURRENCY_WORDS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  // euro
  ...["€", "eur", "euro", "euros", "유로", "ユーロ", "欧元", "歐元"].map((w) => [w, ["eur"]] as const),
  // dollars: `$` and the word name any dollar; a code or a named country one
  ...["$", "dollar", "dollars", "dólar", "dólares", "dolar", "dolares", "달러", "불", "ドル"].map((w) => [w, DOLLARS] as const),
  ...["usd", "us$", "美元", "미국달러", "米ドル"].map((w) => [w, ["usd"]] as const),
  ["cad", ["cad"]], ["c$", ["cad"]], ["aud", ["aud"]], ["a$", ["aud"]], ["nzd", ["nzd"]], ["hkd", ["hkd"]], ["hk$", ["hkd"]], ["sgd", ["sgd"]],
  // pound
  ...["£", "gbp", "pound", "pounds", "pfund", "livre", "livres", "libra", "libras", "파운드", "ポンド", "英镑", "英鎊"].map((w) => [w, ["gbp"]] as const),
  // yen and yuan
  ["¥", ["jpy", "cny"]],
  ...["jpy", "yen", "円", "엔", "日元", "日圓", "日币"].map((w) => [w, ["jpy"]] as const),
  ...["cny", "rmb", "yuan", "元", "块", "塊", "위안", "人民币", "人民幣", "人民元"].map((w) => [w, ["cny"]] as const),
  // won, rupee, franc
  ...["₩", "krw", "won", "원", "韩元", "韓元", "ウォン"].map((w) => [w, ["krw"]] as const),
  ...["₹", "inr", "rupee", "rupees", "roupies"].map((w) => [w, ["inr"]] as const),
  ...["chf", "franken", "francs", "franc"].map((w) => [w, ["chf"]] as const),
  // more scripts and codes (round 14: `1500 ريال` asked): Arabic, Persian, Hebrew, Hindi, Thai, Russian, Turkish, Vietnamese, Indonesian
  ...["ريال", "ر.س", "riyal", "riyals", "rial", "rials"].map((w) => [w, ["sar", "qar", "omr", "yer", "irr"]] as const),
  ...["درهم", "د.إ", "dirham", "dirhams"].map((w) => [w, ["aed", "mad"]] as const),
  ...["دينار", "د.ك", "dinar", "dinars"].map((w) => [w, ["kwd", "jod", "bhd", "iqd", "dzd", "tnd", "lyd"]] as const),
  ...["جنيه", "جنيها"].map((w) => [w, ["egp", "gbp"]] as const),
  ...["ليرة", "lira", "lire", "lirası", "₺"].map((w) => [w, ["try", "lbp", "syp"]] as const),
  ...["دولار", "دولارا"].map((w) => [w, DOLLARS] as const),
  ["يورو", ["eur"]],
  ...["تومان", "ریال"].map((w) => [w, ["irr"]] as const),
  ...["₪", "שקל", "שקלים", "ש\"ח", "shekel", "shekels"].map((w) => [w, ["ils"]] as const),
  ...["रुपये", "रुपए", "रुपया", "रु", "रू"].map((w) => [w, ["inr"]] as const),
  ...["฿", "บาท", "baht"].map((w) => [w, ["thb"]] as const),
  ...["₽", "руб", "рубль", "рублей", "рубля", "рублях"].map((w) => [w, ["rub"]] as const),
  ...["₫", "đồng", "dong"].map((w) => [w, ["vnd"]] as const),
  ...["rupiah", "rp"].map((w) => [w, ["idr"]] as const),
  ...["zł", "złoty", "złotych", "zloty"].map((w) => [w, ["pln"]] as const),
  ...["sar", "qar", "omr", "yer", "irr", "aed", "mad", "kwd", "jod", "bhd", "iqd", "egp", "try", "ils", "thb", "rub", "vnd", "idr", "pln", "sek", "nok", "dkk", "czk", "huf", "brl", "mxn", "zar"].map((w) => [w, [w]] as const),
  // names of two words (a country's dollar, franc, pound …), read before their last word alone
  ...["us dollar", "us dollars", "u.s. dollar", "u.s. dollars", "us-dollar", "us-dollars", "us-dollar", "dólares estadounidenses", "dollars américains", "dollar américain", "dollars us"].map((w) => [w, ["usd"]] as const),
  ...["canadian dollar", "canadian dollars", "kanadische dollar", "dollars canadiens"].map((w) => [w, ["cad"]] as const),
  ...["australian dollar", "australian dollars", "australische dollar"].map((w) => [w, ["aud"]] as const),
  ...["hong kong dollar", "hong kong dollars"].map((w) => [w, ["hkd"]] as const),
  ...["swiss franc", "swiss francs", "schweizer franken", "francs suisses", "franc suisse", "franco suizo", "francos suizos"].map((w) => [w, ["chf"]] as const),
  ...["british pound", "british pounds", "pound sterling", "pounds sterling", "britische pfund", "livres sterling", "libras esterlinas"].map((w) => [w, ["gbp"]] as const),
  ...["japanese yen", "japanische yen", "yens japonais"].map((w) => [w, ["jpy"]] as const),
  ...["korean won", "south korean won", "südkoreanische won"].map((w) => [w, ["krw"]] as const),
  ...["chinese yuan", "renminbi", "yuan renminbi"].map((w) => [w, ["cny"]] as const),
]);

/** Longest currency word (code units): the bound of each match. */
const MAX_WORD = Math.max(...[...CURRENCY_WORDS.keys()].map((w) => w.length));

/** Numeral units a currency word may follow (`5万円`, `50만원`, `3 mil euros` is not read). */
const UNITS = new Set([..."十百千万萬億亿兆만억천조십백"]);

const LATIN = /\p{Script=Latin}/u;

function fold(s: string): string {
  return s.normalize("NFKC").toLowerCase();
}

/** `s` with accents dropped, one code unit for one (`fünfzig` → `funfzig`: the number-word reader reads unaccented words). */
function unaccented(s: string): string {
  let out = "";
  for (const ch of s) {
    const bare = ch.normalize("NFD").replace(/\p{M}/gu, "");
    out += bare.length === ch.length ? bare : ch;
  }
  return out;
}

/** The codes of the longest currency word at the start of `s` (units skipped first), or `null`; a Latin word must end there. */
function leadingCurrency(s: string): readonly string[] | null {
  let i = 0;
  while (i < s.length && UNITS.has(s.charAt(i))) i += 1;
  for (let len = Math.min(MAX_WORD, s.length - i); len > 0; len--) {
    const codes = CURRENCY_WORDS.get(s.slice(i, i + len));
    if (codes === undefined) continue;
    if (i + len < s.length && LATIN.test(s.charAt(i + len - 1)) && LATIN.test(s.charAt(i + len))) continue;
    return codes;
  }
  return null;
}

/** The codes of the longest currency word at the end of `s`, or `null`; a Latin word must start there. */
function trailingCurrency(s: string): readonly string[] | null {
  for (let len = Math.min(MAX_WORD, s.length); len > 0; len--) {
    const codes = CURRENCY_WORDS.get(s.slice(s.length - len));
    if (codes === undefined) continue;
    const at = s.length - len;
    if (at > 0 && LATIN.test(s.charAt(at)) && LATIN.test(s.charAt(at - 1))) continue;
    return codes;
  }
  return null;
}

function isNumeralChar(c: string): boolean {
  return (c >= "0" && c <= "9") || c === "." || c === "," || c === "'" || c === "_" || c === "-" || c === "+";
}

/**
 * The currency an argument's value states, as ISO 4217 codes: what is left of it after its
 * digits, marks and white space is one currency sign, code or word (`"$50"`, `"50.00 EUR"`,
 * `"50 euros"`, `"50,000원"`, `"5万円"`, `"５０ユーロ"`). `null` when nothing is left (`"50"`)
 * or the rest is not one currency (`"$50 USD"`, `"50 EUR to evil"`): the amount is then judged
 * as before.
 *
 * @example
 * currencyOf("50 USD") // ["usd"]
 * currencyOf("$50")    // ["usd", "cad", "aud", "nzd", "hkd", "sgd"]
 */
export function currencyOf(leaf: string): readonly string[] | null {
  if (leaf.length > 64) return null;
  let rest = "";
  let spaced = "";
  for (const c of fold(leaf)) {
    if (/\s/u.test(c)) spaced += spaced.endsWith(" ") ? "" : " ";
    else if (!isNumeralChar(c)) {
      rest += c;
      spaced += c;
    }
  }
  if (rest === "") return null;
  let i = 0;
  while (i < rest.length && UNITS.has(rest.charAt(i))) i += 1;
  return CURRENCY_WORDS.get(rest.slice(i)) ?? CURRENCY_WORDS.get(spaced.trim()) ?? currencyRun(rest.slice(i));
}

/** Never an ISO 4217 code: the currency of a value whose currency words contradict each other (`"$50 EUR"`). */
export const NO_CURRENCY = "x-none";

/**
 * A value's rest that is a run of two or three currency words (`"$50 USD"`: `$` and `usd`;
 * `"€50 EUR"`), read as the codes every word allows — `[NO_CURRENCY]` when they share none
 * (`"$50 EUR"`: no currency the user named can match); `null` when the rest is not such a
 * run (`"50 EUR to evil"`). Longest word first at each position; bounded by `MAX_WORD`.
 */
function currencyRun(rest: string): readonly string[] | null {
  let codes: readonly string[] | null = null;
  let words = 0;
  for (let i = 0; i < rest.length; ) {
    let found: readonly string[] | undefined;
    let len = Math.min(MAX_WORD, rest.length - i);
    for (; len > 0; len--) {
      found = CURRENCY_WORDS.get(rest.slice(i, i + len));
      if (found !== undefined) break;
    }
    if (found === undefined || ++words > 3) return null;
    codes = codes === null ? found : codes.filter((c) => (found as readonly string[]).includes(c));
    i += len;
  }
  if (words < 2 || codes === null) return null;
  return codes.length > 0 ? codes : [NO_CURRENCY];
}

/** Words of an argument name that say it holds the currency of the call's amount (`currency`, `ccy`, `währung`, `devise`, `moneda`). */
const CURRENCY_NAME_WORDS: ReadonlySet<string> = new Set(["currency", "ccy", "curr", "cur", "waehrung", "währung", "devise", "moneda", "divisa", "valuta"]);

/** Whether an argument name says currency (`currency`, `currencyCode`, `ccy`, `waehrung`). */
function currencyName(name: string): boolean {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z\u00e0-\u00ff]+/)
    .some((w) => CURRENCY_NAME_WORDS.has(w));
}

/**
 * The ISO 4217 codes of a value that is one currency sign, code or word and nothing else
 * (`"EUR"`, `" chf "`, `"€"`, `"Euro"`, `"원"`), or `null`. An argument holding one names the
 * unit of an amount: it is read as a currency, never as a piece of text (`split-values.ts`
 * joins no such piece to its neighbours; `argumentCurrency` reads the call's currency from it).
 *
 * @example
 * currencyToken("EUR") // ["eur"]
 * currencyToken("EUR 50") // null
 */
export function currencyToken(value: string): readonly string[] | null {
  if (value.length > 64) return null;
  return CURRENCY_WORDS.get(fold(value).trim()) ?? null;
}

/**
 * The currency a call names in an argument of its own (`{ amount: 50, currency: "EUR" }`): the
 * codes of the one string argument whose name says currency and whose value is one currency
 * sign, code or word; `null` when there is none, or two that disagree ([NO_CURRENCY] then). The
 * dispatcher compares the call's amounts with the user's in that currency (`currencyAllows`).
 */
export function argumentCurrency(args: Readonly<Record<string, unknown>>): readonly string[] | null {
  let codes: readonly string[] | null = null;
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "string" || !currencyName(name)) continue;
    const c = currencyToken(value);
    if (c === null) continue;
    codes = codes === null ? c : codes.filter((x) => c.includes(x));
  }
  return codes === null ? null : codes.length > 0 ? codes : [NO_CURRENCY];
}

/** The codes both sides allow: `a` narrowed by `b` (`[NO_CURRENCY]` when they share none); either may be `null` (no currency named). */
export function bothCurrencies(a: readonly string[] | null, b: readonly string[] | null): readonly string[] | null {
  if (a === null) return b;
  if (b === null) return a;
  const both = a.filter((c) => b.includes(c));
  return both.length > 0 ? both : [NO_CURRENCY];
}

/** Characters trimmed from a chunk's ends before it is read as an amount (sentence punctuation, brackets). */
const TRIM = new Set([..."\"'()[]{}<>.,;:!?*「」『』（）"]);

/** `chunk` without the `TRIM` characters at its ends. */
function trimmed(chunk: string): string {
  let s = 0;
  let e = chunk.length;
  while (s < e && TRIM.has(chunk.charAt(s))) s += 1;
  while (e > s && TRIM.has(chunk.charAt(e - 1))) e -= 1;
  return chunk.slice(s, e);
}

/** Most characters of a text `amountCurrencies` reads (a user's turn is far shorter; a longer one is read up to here). */
const MAX_TEXT = 20_000;

/**
 * Per `amt:` key of a user's turn, the currencies written next to its occurrences: in its
 * chunk (`€50`, `50유로를`, `50만원`), else at the start of the next chunk (`50 EUR`,
 * `50 ユーロ送って` once `script-glue.ts` has set `50` apart) or the end of the chunk before
 * (`EUR 50`); a Chinese or Japanese numeral with a unit (`5万円`) by the text right after it.
 * An occurrence with none adds `""`. A key read only otherwise (words, `50 thousand euros`)
 * has no entry: it is judged as before.
 *
 * @param text the turn as the user wrote it.
 * @returns a map from `amt:` key to ISO codes and `""`.
 */
export function amountCurrencies(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (key: string, codes: readonly string[] | null): void => {
    let set = out.get(key);
    if (set === undefined) out.set(key, (set = new Set()));
    if (codes === null) set.add("");
    else for (const c of codes) set.add(c);
  };
  const raw = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  const apart = scriptBreakReading(raw);
  const t = fold(apart === null ? raw : apart);
  const chunks = t.split(/\s+/u).map(trimmed);
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i] as string;
    if (chunk === "" || !/\d/u.test(chunk)) continue;
    const values = parseAmount(chunk);
    if (values.length === 0) continue;
    let first = 0;
    while (first < chunk.length && !isNumeralChar(chunk.charAt(first))) first += 1;
    let last = chunk.length;
    while (last > first && !isNumeralChar(chunk.charAt(last - 1))) last -= 1;
    const codes =
      trailingCurrency(chunk.slice(0, first)) ??
      leadingCurrency(chunk.slice(last)) ??
      (last === chunk.length ? leadingCurrency(`${chunks[i + 1] ?? ""} ${chunks[i + 2] ?? ""}`.trim()) : null) ??
      (first === 0 ? trailingCurrency(chunks[i - 1] ?? "") : null);
    for (const v of values) add(amountKey(v), codes);
  }
  for (const a of cjkAmounts(t)) {
    const codes = leadingCurrency(t.slice(a.end, a.end + MAX_WORD + 2)) ?? trailingCurrency(t.slice(Math.max(0, a.start - MAX_WORD), a.start));
    add(amountKey(a.value), codes);
  }
  // an amount in words keeps the currency written next to it (`two hundred euros`, `trescientos dólares`): without it, any currency passed
  for (const w of wordAmounts(unaccented(t))) {
    const codes = leadingCurrency(t.slice(w.end, w.end + MAX_WORD + 2).trimStart()) ?? trailingCurrency(t.slice(Math.max(0, w.start - MAX_WORD - 1), w.start).trimEnd());
    add(amountKey(w.value), codes);
  }
  return out;
}

/**
 * Whether the trusted text lets an argument in currency `codes` have amount `key`: some
 * trusted entry with the key recorded no currencies (a trusted tool output, or the key read
 * only from words), an occurrence without a currency (`""`), or one of `codes`.
 *
 * @param codes the argument's currency (`currencyOf`), not `null`.
 */
export function currencyAllows(ix: ProvenanceIndex, key: string, codes: readonly string[]): boolean {
  for (const i of ix.trusted.withKey(key)) {
    const set = ix.trusted.entries[i]?.amountCurrencies?.get(key);
    if (set === undefined || set.has("")) return true;
    for (const c of codes) if (set.has(c)) return true;
  }
  return false;
}
