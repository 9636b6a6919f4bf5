/**
 * Bank accounts that are no IBAN (issue 19, blind round 9): US routing and account numbers,
 * UK sort codes and account numbers, and the domestic account numbers of every other country
 * (Korean 계좌, Japanese 普通 口座, German Kontonummer, …). A domestic account number carries no
 * check a reader can test, so this detector is label-first (`bank-labels.ts`): a number counts
 * when a bank label names it —
 *
 * - after the label, apart by punctuation, a copula or a few words without digits (a bank's
 *   or branch's name: `계좌번호: 신한은행 110-123-456789`, `口座 みずほ銀行 普通 1234567`);
 * - or in a CSV / Markdown column whose header cell is such a label (`Records`).
 *
 * A label of an account of any kind (`account number`, `acct`, `账号`) counts only in a record
 * that speaks of a bank (`BANK_WORD`: bank, routing, sort code, IBAN, 은행, 銀行 …). A routing
 * number must pass the ABA check; a sort code must have its NN-NN-NN layout; an account
 * number has 6–18 digits, is no date, decimal or amount (a currency or unit beside it), and is
 * no placeholder (one digit repeated). A nine-digit number that passes the ABA check without a
 * routing label counts only beside an account number found here (the pair on a cheque or a
 * wire form). A routing number or sort code, labelled or not, is reported only beside an
 * account number: alone it is the bank's public identifier (as a BIC / SWIFT code is, which
 * this detector never reads), not anyone's bank details. Reported as `bank-account` (category `pii.bank-account`, block code
 * `ERR_LEAK_PII`), one finding per number.
 */
import { makeFinding, type Finding } from "../../core/light.js";
import type { Shadow } from "../../boundary/index.js";
import type { CompiledDetector, DetectorSpec } from "../types.js";
import { readNumbers } from "../digits.js";
import { RECORD_PATTERNS, Records } from "../records.js";
import { SpanCover } from "../spans.js";
import { digitHold } from "./util.js";
import { BANK_NATIONAL_PATTERNS, nationalCheckOf } from "./bank-national.js";
import { abaValid, ACCOUNT_LABEL, BANK_LABEL_PATTERNS, BANK_WORD, GENERIC_ACCOUNT_LABEL, ROUTING_LABEL, SORT_CODE_LABEL } from "./bank-labels.js";

/** A number after a label: digit groups joined by one `-`, `.`, space or `/`. Disjoint classes, bounded: linear. */
const NUMBER = /[0-9](?:[0-9]|[-. /][0-9]){3,39}(?![0-9])/y;
/** A bare nine-digit run (a routing number without its label). */
const NINE = /(?<![0-9a-z.,-])[0-9]{9}(?![0-9a-z]|[.,-][0-9])/g;
/** Any digit run (for column cells). */
const CELL_NUMBER = /(?<![0-9a-z])[0-9](?:[0-9]|[-. ][0-9]){3,31}(?![0-9a-z])/g;
/**
 * What may stand between a label and its number: punctuation and spacing, one copula or
 * particle (`is`, `lautet`, `est`, `es`, `é`, `는`, `は`, `是` …) and a few words without digits
 * (a bank's, branch's or account type's name). No line break except in a table row, no
 * sentence end (after a word of four letters or more: `n.`, `Nr.`, `No.` are abbreviations), at most `MAX_GAP` code units.
 */
const MAX_GAP = 32;
const SENTENCE_END = /\p{L}{4}[.!?][\s"')\]]|[。！？]/u;
/** Words in the gap that make the number after it an amount, a date or a phone line, not an account. */
const GAP_STOP =
  /(?<![a-z])(?:balance|amount|total|sum|paid|fee|limit|saldo|betrag|montant|importe|somme|opened|since|date|datum|phone|tel|fax|call|mobile|ending in|ends in|last four|last 4)(?![a-z])|잔액|금액|잔고|날짜|전화|残高|金額|日付|電話|余额|金额|日期|电话|尾号|末尾|下4桁/;
/** A currency or unit right after the number, or a currency sign right before it: an amount. */
const UNIT_AFTER = /^\s?(?:원|円|元|만|억|달러|유로|%|‰|€|\$|£|¥|₩|(?:usd|eur|gbp|jpy|krw|cny|chf|dollars?|euros?|yen|pounds?)(?![a-z]))/;
const CURRENCY_BEFORE = /[$€£¥₩]\s?$/;
/** A date written with the number's separators (`2024-02-15`, `15.02.2024`, `02/15/2024`, `2024.02.15`). */
const DATE = /^(?:(?:19|20)[0-9]{2}[-./](?:0?[1-9]|1[0-2])[-./](?:0?[1-9]|[12][0-9]|3[01])|(?:0?[1-9]|[12][0-9]|3[01])[-./](?:0?[1-9]|1[0-2])[-./](?:19|20)?[0-9]{2}|(?:0?[1-9]|1[0-2])[-./](?:0?[1-9]|[12][0-9]|3[01])[-./](?:19|20)[0-9]{2})$/;
/** A decimal amount: the last group after a dot or comma has two digits (`1234.56`). */
const DECIMAL = /[.][0-9]{2}$/;
/** A UK sort code: three pairs, one separator kind (or none). */
const SORT_CODE = /^(?:[0-9]{2}-[0-9]{2}-[0-9]{2}|[0-9]{2} [0-9]{2} [0-9]{2}|[0-9]{2}\.[0-9]{2}\.[0-9]{2}|[0-9]{6})(?![0-9])/;
/** A Japanese account type written alone before the number (`ACCOUNT_LABEL`). */
const ACCOUNT_TYPE = /^(?:普通|当座|貯蓄)$/;
/** How far around an account number a bank word or a bare routing number is looked for. */
const RECORD_REACH = 80;
/** Most digits of an account number (Spain's CCC has 20, Mexico's CLABE 18), fewest (Japanese accounts have 7; some banks 6). */
const MAX_DIGITS = 20;
const MIN_DIGITS = 6;

const digitsOf = (s: string) => s.replace(/[^0-9]/g, "");

/** End of the last match of the global `re` in `text`, or -1. */
function lastEnd(re: RegExp, text: string): number {
  let last = -1;
  for (const m of text.matchAll(re)) last = m.index + m[0].length;
  return last;
}

/** Offset where the number after a label ending at `from` starts (the gap rule above), or -1. */
function numberAfter(text: string, from: number): number {
  const limit = Math.min(text.length, from + MAX_GAP);
  for (let i = from; i < limit; i++) {
    const c = text[i] as string;
    if (c >= "0" && c <= "9") {
      const gap = text.slice(from, i);
      if (SENTENCE_END.test(gap) || GAP_STOP.test(gap) || CURRENCY_BEFORE.test(gap)) return -1;
      // A line break only inside a table row or between JSON fields is no gap of one record.
      if (gap.includes("\n")) return -1;
      return i;
    }
  }
  return -1;
}

/** The number at `at` (`NUMBER`), or null. */
function numberAt(text: string, at: number): { start: number; end: number; text: string } | null {
  NUMBER.lastIndex = at;
  const m = NUMBER.exec(text);
  if (!m) return null;
  // A trailing separator group of one digit is a word's start elsewhere; NUMBER never ends on a separator.
  return { start: at, end: at + m[0].length, text: m[0] };
}

/** Whether a number's spelling reads as an account number (module comment). */
function accountShaped(text: string, value: string, end: number): boolean {
  const d = digitsOf(value);
  // A number in a national layout that passes its country's check is an account at any length (a Polish NRB has 26 digits).
  if (nationalCheckOf(value, d)?.valid(value, d) === true) return !UNIT_AFTER.test(text.slice(end, end + 6));
  if (d.length < MIN_DIGITS || d.length > MAX_DIGITS) return false;
  if (/^(.)\1+$/.test(d)) return false;
  if (DATE.test(value) || DECIMAL.test(value)) return false;
  // Several short groups apart by single spaces (`12 34 56 78`, a list of small numbers) are no account.
  const groups = value.split(/[ ]/);
  if (groups.length > 3 && groups.every((g) => g.length <= 2)) return false;
  return !UNIT_AFTER.test(text.slice(end, end + 6));
}

/** Whether a bank word stands within `RECORD_REACH` of `[start, end)`. */
function bankRecord(text: string, start: number, end: number): boolean {
  return lastEnd(BANK_WORD, text.slice(Math.max(0, start - RECORD_REACH), Math.min(text.length, end + RECORD_REACH))) >= 0;
}

/** A label match: where it ends and what it names. */
interface Label {
  end: number;
  kind: "account" | "generic" | "routing" | "sort";
  start: number;
}

function labelsIn(text: string): Label[] {
  const out: Label[] = [];
  for (const [re, kind] of [
    [ACCOUNT_LABEL, "account"],
    [GENERIC_ACCOUNT_LABEL, "generic"],
    [ROUTING_LABEL, "routing"],
    [SORT_CODE_LABEL, "sort"],
  ] as const) {
    for (const m of text.matchAll(re)) if (m[0].trim() !== "") out.push({ start: m.index, end: m.index + m[0].length, kind });
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** The label kind a header cell names (`Routing`, `Sort code`, `계좌번호`, `account_number` with a bank word in the header row), or null. */
function headerKind(cell: string, headerRow: string): Label["kind"] | null {
  const test = (re: RegExp) => {
    re.lastIndex = 0;
    const m = re.exec(cell);
    re.lastIndex = 0;
    return m !== null && m[0].trim() !== "";
  };
  if (test(ROUTING_LABEL)) return "routing";
  if (test(SORT_CODE_LABEL)) return "sort";
  if (test(ACCOUNT_LABEL)) return "account";
  if (test(GENERIC_ACCOUNT_LABEL) && lastEnd(BANK_WORD, headerRow) >= 0) return "account";
  return null;
}

function detect(shadow: Shadow): Finding[] {
  const view = readNumbers(shadow).view;
  const text = view.text;
  if (!/[0-9]/.test(text)) return [];
  const out: Finding[] = [];
  const taken = new SpanCover(shadow.original.length);
  /** View spans of the account numbers found (for bare routing numbers beside them). */
  const accounts: { start: number; end: number }[] = [];
  /** Routing numbers and sort codes found, in view offsets: reported only beside an account (step 4). */
  const bankCodes: { start: number; end: number; finding: Finding }[] = [];
  const add = (start: number, end: number, what: string, score: number, bankCode = false): boolean => {
    const orig = view.toOriginal(start, end);
    if (taken.overlaps(orig.start, orig.end)) return false;
    taken.add(orig.start, orig.end);
    const finding = makeFinding({ kind: "detector", id: "bank-account", category: "pii.bank-account", start: orig.start, end: orig.end, score, reason: what });
    if (bankCode) bankCodes.push({ start, end, finding });
    else out.push(finding);
    return true;
  };
  /** Reads the number `n` as a label of `kind` names it; returns whether a finding was made. */
  const claim = (n: { start: number; end: number; text: string }, kind: Label["kind"], how: string): boolean => {
    if (kind === "routing") {
      // Routing number first; an account number may follow in the same run (`021000021 1234567890`).
      const groups = n.text.split(/[ /]/);
      let used = 0;
      for (let k = 0; k < groups.length; k++) {
        const d = digitsOf(groups.slice(0, k + 1).join(""));
        if (d.length > 9) break;
        if (d.length === 9 && abaValid(d)) {
          const end = n.start + groups.slice(0, k + 1).join(" ").length;
          add(n.start, end, `US ABA routing number (${how}; ABA check digit valid)`, 0.97, true);
          used = end;
          break;
        }
      }
      if (used === 0) return false;
      const rest = numberAt(text, used + 1);
      if (rest && rest.start > used && accountShaped(text, rest.text, rest.end)) claimAccount(rest, "after a routing number");
      return true;
    }
    if (kind === "sort") {
      const m = SORT_CODE.exec(n.text);
      if (!m) return false;
      add(n.start, n.start + m[0].length, `UK sort code (${how}; NN-NN-NN)`, 0.9, true);
      const rest = n.text.slice(m[0].length).replace(/^[ /]/, "");
      if (/^[0-9]{8}$/.test(digitsOf(rest)) && rest.length > 0) claimAccount({ start: n.end - rest.length, end: n.end, text: rest }, "after a sort code");
      return true;
    }
    if (!accountShaped(text, n.text, n.end)) return false;
    if (kind === "generic" && !bankRecord(text, n.start, n.end)) return false;
    return claimAccount(n, how);
  };
  const claimAccount = (n: { start: number; end: number; text: string }, how: string, shaped?: { text: string; end: number }): boolean => {
    if (shaped && !accountShaped(text, shaped.text, shaped.end)) return false;
    if (!add(n.start, n.end, `bank account number (${how})`, 0.9)) return false;
    accounts.push({ start: n.start, end: n.end });
    return true;
  };

  // 1. Numbers after a label; a generic account label last, when the bank codes found beside it make the record a bank's.
  const labels = labelsIn(text);
  const codes: { start: number; end: number }[] = [];
  for (const pass of ["codes", "generic"] as const) {
    for (const label of labels) {
      if ((label.kind === "generic") !== (pass === "generic")) continue;
      const at = numberAfter(text, label.end);
      if (at < 0) continue;
      // An account type alone (`普通`, `当座`, `貯蓄`: also "ordinary" in prose) names only a number right after it.
      if (ACCOUNT_TYPE.test(text.slice(label.start, label.end)) && !/^[\s:]*$/.test(text.slice(label.end, at))) continue;
      const n = numberAt(text, at);
      if (!n) continue;
      if (label.kind === "generic" && codes.some((c) => Math.abs(c.start - n.start) <= RECORD_REACH)) claimAccount(n, "named by an account label beside a routing number or sort code", n);
      else if (claim(n, label.kind, "named by a label before it") && label.kind !== "account") codes.push(n);
    }
  }
  // 2. Numbers in a column whose header is a label.
  if (/[,;\t|]/.test(text)) {
    let records: Records | undefined;
    for (const m of text.matchAll(CELL_NUMBER)) {
      records ??= new Records(text);
      const head = records.header(m.index, m.index + m[0].length);
      if (head === null) continue;
      const row = records.headerRow(m.index);
      const kind = headerKind(head, row);
      if (kind === null) continue;
      claim({ start: m.index, end: m.index + m[0].length, text: m[0] }, kind, `in a column headed "${head.slice(0, 24)}"`);
    }
  }
  // 3. A bare routing number beside an account number (a cheque's or wire form's pair).
  if (accounts.length > 0) {
    for (const m of text.matchAll(NINE)) {
      if (!abaValid(m[0])) continue;
      const near = accounts.some((a) => Math.abs(a.start - m.index) <= RECORD_REACH || Math.abs(m.index - a.end) <= RECORD_REACH);
      if (near) add(m.index, m.index + 9, "US ABA routing number (ABA check digit valid, beside an account number)", 0.97, true);
    }
  }
  // 4. A routing number or sort code names a bank (or a branch), which the bank publishes
  // (`Chase's routing number is …`, a branch's sort code on its web page): it is personal data
  // only together with an account number in the same record, the pair that pays into it.
  for (const c of bankCodes) if (accounts.some((a) => Math.abs(a.start - c.end) <= RECORD_REACH || Math.abs(c.start - a.end) <= RECORD_REACH)) out.push(c.finding);
  return out;
}

/** Longest span the detector reads: a label's gap, a number, and a routing number paired with an account up to `RECORD_REACH` away. */
export const BANK_ACCOUNT_WINDOW = MAX_GAP + 40 + RECORD_REACH;

/** The bank-account detector (category `pii.bank-account`, block code `ERR_LEAK_PII`). */
export const bankAccountDetector: DetectorSpec = {
  id: "bank-account",
  category: "pii.bank-account",
  code: "ERR_LEAK_PII",
  label: "BANK_ACCOUNT",
  patterns: [...BANK_LABEL_PATTERNS, ...BANK_NATIONAL_PATTERNS, ...RECORD_PATTERNS, ACCOUNT_TYPE, NUMBER, NINE, CELL_NUMBER, SENTENCE_END, GAP_STOP, UNIT_AFTER, CURRENCY_BEFORE, DATE, DECIMAL, SORT_CODE],
  compile(): CompiledDetector {
    return {
      id: "bank-account",
      category: "pii.bank-account",
      code: "ERR_LEAK_PII",
      label: "BANK_ACCOUNT",
      window: BANK_ACCOUNT_WINDOW,
      // Findings are digits only: hold from the first digit in reach (a label before it is read, not redacted).
      hold: digitHold(BANK_ACCOUNT_WINDOW, 0),
      detect,
    };
  },
};
