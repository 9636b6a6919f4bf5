/**
 * A number the user wrote in another role is no amount they asked for (issue 18, blind round
 * 12). `reference-numbers.ts` reads labelled identifiers (`invoice 7730`); this module reads
 * the other roles a number in the user's turn plays:
 * - **a piece of an account or phone token**: a group of an IBAN written in blocks
 *   (`DE89 3704 0044 …`), of an account or card number in blocks (`1234 5678 9012`), of an
 *   international phone number (`+49 171 2345678`);
 * - **a year**: `19xx`/`20xx` after a year word or a preposition of time (`for 2025`, `für
 *   2025`, `pour 2025`, `za 2025`, `за 2025`) or before a year sign (`2025年`, `2025년`,
 *   `2025 г.`), and not followed by a currency;
 * - **no amount role** (`number-roles.ts`): a number after a label (`número de cliente es el
 *   8812`, `klantnummer is 6120`, `会員番号は4419`), a bare year (`the 2025 membership`), a number
 *   in a sentence with no currency, pay verb or amount noun;
 * - **a balance**: the numbers of a sentence that states what the user has (`I have`,
 *   `Kontostand`, `j'ai`, `saldo`, `잔액`, `残高`, `余额` …) and holds no payment verb, when
 *   another sentence of the turn holds a number (the one the request names).
 *
 * Mechanism: those numbers are masked (digits to `x`) in a copy of the turn whose amount keys
 * are compared with the turn's; an `amt:` key the masked copy lacks is held only in another
 * role (`otherRoleAmountKeys`), and `vouch.ts` does not let it vouch an amount (a number the
 * user also writes as an amount keeps vouching). The turn itself stays indexed as written, so
 * its IBAN or year still vouch as tokens. Every pattern is a bounded repetition (linear).
 */
import { scriptBreakReading } from "./script-glue.js";
import { extractItems } from "./taint-keys.js";
import { unroledNumbers } from "./number-roles.js";

/** An IBAN written in blocks of four (case as written: IBANs are upper case). */
const IBAN_BLOCKS = /\b[A-Z]{2}\d{2}(?: ?[\dA-Z]{4}){2,8}(?: ?[\dA-Z]{1,3})?(?![\dA-Z])/g;
/** An international phone number in groups. */
const PHONE_GROUPS = /\+\d{1,3}(?:[ \-./]?\d{1,6}){1,6}(?!\d)/g;
/** Three or more digit groups (an account, card or national phone number — or a grouped amount, see `isGroupedAmount`). */
const DIGIT_GROUPS = /(?<![\d.,])\d{1,6}(?:[ \-/]\d{2,6}){2,6}(?![\d,.]\d)/g;
/** A year with what stands before it (a year word or time preposition, per language). */
const YEAR_AFTER_WORD =
  /(?<![\p{L}\p{N}])(?:for|in|since|year|fy|für|im|seit|jahr|jahres|pour|en|année|annee|depuis|para|año|ano|em|desde|per|nel|anno|dal|voor|jaar|sinds|za|w|rok|roku|od|за|в|год|году|с)[\s:]{1,3}((?:19|20)\d{2})(?![\d.,]?\d)/giu;
/** A year followed by a year sign (`2025年`, `2025년`, `2025 г.`, `2025 год`). */
const YEAR_BEFORE_SIGN = /(?<![\d.,])((?:19|20)\d{2})\s?(?:年|년|г\.|год)/gu;
/** A currency right after a number: a year so followed is an amount. */
const CURRENCY_AFTER = /^\s{0,2}(?:[€$£¥₩원円元]|eur|usd|gbp|chf|pln|jpy|krw|cny|rub|euro|dollar|pound|złot|zlot|руб|yen|yuan|유로|달러)/iu;
/** A balance statement (what the user has), per language. */
const BALANCE =
  /\b(?:i have|i've got|i got|my balance|balance is|ich habe|ich hab|kontostand|guthaben|j'ai|solde|tengo|mi saldo|saldo|tenho|ho |heb |mam |у меня|баланс|остаток)|잔액|잔고|있어|残高|あります|余额|我有/iu;
/** A payment verb (a sentence with one is a request, not a balance), per language. */
const PAY_VERB =
  /\b(?:pay|send|transfer|wire|zahl|bezahl|überweis|ueberweis|schick|paie|paye|payer|envoie|vire|virer|paga|pague|envía|envia|transfiere|transfira|manda|invia|bonifica|betaal|stuur|maak|zapłać|zaplac|przelej|wyślij|wyslij|оплат|переведи|перевед|отправь|заплати)|보내|송금|이체|결제|払|送金|振り?込|付款|支付|转|汇/iu;
/** A sentence end (the balance is read per sentence). */
const SENTENCE = /(?:[^.!?。！？;\n]|[.!?](?=\S))+[.!?。！？;\n]?/g;

/** `text` with `[start, end)` digits replaced by `x` (same length). */
function mask(text: string, start: number, end: number): string {
  return text.slice(0, start) + text.slice(start, end).replace(/\d/g, "x") + text.slice(end);
}

/** Whether a group run is a grouped amount (`1 250 000`: every group after the first has three digits). */
function isGroupedAmount(run: string): boolean {
  const groups = run.split(/[ \-/]/);
  return groups.slice(1).every((g) => g.length === 3) && run.includes(" ") && !/[-/]/.test(run);
}

/**
 * `text` with every number in another role than an amount masked (module comment).
 *
 * @example
 * maskOtherRoles("Fee for 2025: 60 EUR") // "Fee for xxxx: 60 EUR"
 */
export function maskOtherRoles(text: string): string {
  if (!/\d/.test(text)) return text;
  let out = text;
  for (const m of text.matchAll(IBAN_BLOCKS)) out = mask(out, m.index, m.index + m[0].length);
  for (const m of text.matchAll(PHONE_GROUPS)) out = mask(out, m.index, m.index + m[0].length);
  for (const m of out.matchAll(DIGIT_GROUPS)) if (!isGroupedAmount(m[0])) out = mask(out, m.index, m.index + m[0].length);
  for (const re of [YEAR_AFTER_WORD, YEAR_BEFORE_SIGN]) {
    for (const m of text.matchAll(re)) {
      const year = m[1] as string;
      const at = m.index + m[0].lastIndexOf(year);
      if (re === YEAR_AFTER_WORD && CURRENCY_AFTER.test(text.slice(at + 4, at + 16))) continue;
      out = mask(out, at, at + 4);
    }
  }
  // a number the sentence gives no amount role: a label before it, a bare year, no currency, pay verb or amount noun (`number-roles.ts`)
  for (const [a, b] of unroledNumbers(text)) out = mask(out, a, b);
  const sentences = [...out.matchAll(SENTENCE)];
  const numbered = sentences.filter((s) => /\d/.test(s[0]));
  if (numbered.length > 1) {
    for (const s of numbered) if (BALANCE.test(s[0]) && !PAY_VERB.test(s[0])) out = mask(out, s.index, s.index + s[0].length);
  }
  return out;
}

/** `amt:` keys of a text (text mode: every reading), with its CJK-glue reading as the index reads it (`script-glue.ts`). */
function amountKeys(text: string): Set<string> {
  const out = new Set<string>();
  const apart = scriptBreakReading(text);
  for (const item of extractItems(apart === null ? text : `${text}\n${apart}`, "text").items) for (const k of item.keys) if (k.startsWith("amt:")) out.add(k);
  return out;
}

/**
 * The `amt:` keys `text` holds only in another role than an amount (module comment): empty
 * when no number in it plays one.
 *
 * @example
 * otherRoleAmountKeys("I have 900 EUR. Pay 90 EUR to Jan") // Set { "amt:900" }
 */
export function otherRoleAmountKeys(text: string): ReadonlySet<string> {
  const masked = maskOtherRoles(text);
  if (masked === text) return new Set();
  const kept = amountKeys(masked);
  const out = new Set<string>();
  for (const k of amountKeys(text)) if (!kept.has(k)) out.add(k);
  return out;
}
