/**
 * National identity numbers of other countries (issue 19): the rows of `national-ids.ts` —
 * each a layout, the words naming it, and its issuer's validity rule — run over the digit
 * reader's view (digits in any dress) or the case view (letters kept). A match counts when its
 * row's check passes and, for rows whose check is weak against random digits, a naming word
 * stands within `CONTEXT_REACH` characters before it. One finding per span: when two rows
 * read the same digits, the first row in the table names them.
 */
import { makeFinding, type Finding } from "../../core/light.js";
import type { Shadow } from "../../boundary/index.js";
import type { CompiledDetector, DetectorSpec } from "../types.js";
import { caseView } from "../view.js";
import { readNumbers } from "../digits.js";
import { SpanCover } from "../spans.js";
import { digitHold } from "./util.js";
import { IDENTIFIER_LABEL, REFERENCE_LABEL, referenceLabelled } from "./reference-labels.js";
import { Records } from "../records.js";
import { CONTEXT_REACH, NATIONAL_ID_PATTERNS, NATIONAL_ID_RULES, NATIONAL_ID_WINDOW, type NationalIdRule } from "./national-ids.js";

/**
 * Whether `rule` counts for `match` at view offset `at` of `text` (its context rule). A naming
 * word may also head the value's column of a CSV or Markdown table (`records`), and a row with
 * a `field` layout counts when the value fills a field of a record row; a column headed by a
 * reference or identifier label (`SKU`, `Order no.`) names another kind of number.
 */
function contextOk(rule: NationalIdRule, text: string, at: number, match: string, records: () => Records, tabular: () => boolean): { ok: boolean; named: boolean } {
  let named = rule.words.test(text.slice(Math.max(0, at - CONTEXT_REACH), at).toLowerCase());
  if (!named && tabular()) {
    const end = at + match.length;
    const head = records().header(at, end);
    const other = head !== null && (matches(REFERENCE_LABEL, head.toLowerCase()) || matches(IDENTIFIER_LABEL, head.toLowerCase()));
    if (head !== null && rule.words.test(head.toLowerCase())) named = true;
    else if (rule.field && !other && (records().field(at, end)?.cells ?? 0) >= 3) named = true;
  }
  if (named || rule.context === "bare") return { ok: true, named };
  if (rule.context === "required") return { ok: false, named };
  return { ok: rule.context(match), named };
}

/** Whether the global `re` matches anywhere in `text` (its `lastIndex` left at 0). */
function matches(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  const hit = re.test(text);
  re.lastIndex = 0;
  return hit;
}

/** A global copy of each row's naming words (`referenceLabelled` reads the last match). */
const NAMING = new Map<NationalIdRule, RegExp>();
const namingWords = (rule: NationalIdRule): RegExp => {
  let re = NAMING.get(rule);
  if (!re) NAMING.set(rule, (re = new RegExp(rule.words.source, "gi")));
  return re;
};
/** The view's text with ASCII letters lower-cased (lengths kept), once per view (reference labels are lower case). */
const LOWER = new WeakMap<object, string>();
const lower = (view: { text: string }): string => {
  let t = LOWER.get(view);
  if (t === undefined) LOWER.set(view, (t = view.text.replace(/[A-Z]+/g, (w) => w.toLowerCase())));
  return t;
};

/** How far after a naming word a label-anchored number may start (a table cell, `nº`, `(…)`). */
const LABEL_REACH = 40;
/** Separators between the groups of a label-anchored number: 1–3 of these between two groups. */
const GROUP_SEPARATOR = /^[ .\-/_·\u00a0\u2009\u202f\t]$/;
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const isLatin = (c: string | undefined) => c !== undefined && /[a-z]/i.test(c);

/**
 * Label-anchored numbers of `rule` (`labelDigits`, issue 19 blind round 14): after each of the
 * row's naming words (a whole word: no Latin letter on either side) and within `LABEL_REACH`
 * characters holding no digit and at most one line break, the digit groups there in any
 * grouping — 1 to 3 `GROUP_SEPARATOR`s between groups — with exactly `labelDigits` digits (and
 * the row's `tail` letter) and no digit right after. Returns [start, end, letters and digits]
 * in view offsets. Linear: each naming word scans a bounded reach and one run of groups.
 */
function labelledIds(rule: NationalIdRule, text: string): [number, number, string][] {
  const want = rule.labelDigits;
  if (want === undefined) return [];
  const out: [number, number, string][] = [];
  const words = namingWords(rule);
  words.lastIndex = 0;
  for (const w of text.matchAll(words)) {
    const end = w.index + w[0].length;
    if (isLatin(text[w.index - 1]) || isLatin(text[end])) continue;
    let i = end;
    let breaks = 0;
    while (i < text.length && i < end + LABEL_REACH && !isDigit(text[i]) && breaks <= 1) {
      if (text[i] === "\n") breaks += 1;
      // A sentence ends the label's reach (`CPF: see the file. Tel …`).
      if (/[.;!?。]/.test(text[i] as string) && /\s/.test(text[i + 1] ?? "")) breaks = 2;
      i += 1;
    }
    if (!isDigit(text[i]) || breaks > 1 || isDigit(text[i - 1])) continue;
    const run = readGroups(rule, text, i, want);
    if (run) out.push(run);
  }
  return out;
}

/**
 * The digit groups of a label-anchored number starting at `i` (module comment of
 * `labelledIds`): exactly `want` digits, 1–3 `GROUP_SEPARATOR`s between groups, the row's
 * `tail` letter after them, no digit or Latin letter right after. [start, end, letters and digits] or null.
 */
function readGroups(rule: NationalIdRule, text: string, from: number, want: number): [number, number, string] | null {
  let i = from;
  let read = "";
  let last = i;
  while (i < text.length && read.length <= want) {
    if (isDigit(text[i])) {
      read += text[i];
      last = i + 1;
      i += 1;
      continue;
    }
    let j = i;
    while (j < text.length && j - i < 3 && GROUP_SEPARATOR.test(text[j] as string)) j += 1;
    if (j === i || !isDigit(text[j])) break;
    i = j;
  }
  if (read.length !== want) return null;
  if (rule.tail) {
    let j = last;
    while (j < text.length && j - last < 2 && GROUP_SEPARATOR.test(text[j] as string)) j += 1;
    const letter = (text[j] ?? "").toLowerCase();
    if (!rule.tail.test(letter) || isLatin(text[j + 1]) || isDigit(text[j + 1])) return null;
    return [from, j + 1, read + letter];
  }
  return isLatin(text[last]) ? null : [from, last, read];
}

/**
 * Label-anchored numbers in a table column headed by one of the row's naming words (`| Nome |
 * CPF |` … `| Ana | 735 219 046 52 |`): each run of digit groups that starts a cell. Linear:
 * each cell start reads one run.
 */
function headedIds(rule: NationalIdRule, text: string, records: Records): [number, number, string][] {
  const want = rule.labelDigits;
  if (want === undefined || !/[,;\t|]/.test(text)) return [];
  const out: [number, number, string][] = [];
  for (let i = 0; i < text.length; i++) {
    if (!isDigit(text[i]) || !CELL_START.test(text[i - 1] ?? "\n")) continue;
    let k = i - 1;
    while (k >= 0 && (text[k] === " " || text[k] === "\t" || text[k] === '"')) k -= 1;
    if (k >= 0 && !/[,;\t|\n]/.test(text[k] as string)) continue;
    const run = readGroups(rule, text, i, want);
    if (!run) continue;
    const head = records.header(run[0], run[1]);
    if (head !== null && rule.words.test(head.toLowerCase())) out.push(run);
  }
  return out;
}

/** What may stand right before a cell's first digit: a delimiter, a space or a quote. */
const CELL_START = /^[,;\t| "\n]$/;

function detect(shadow: Shadow): Finding[] {
  const numbers = readNumbers(shadow).view;
  let letters: { text: string; toOriginal(s: number, e: number): { start: number; end: number } } | undefined;
  const taken = new SpanCover(shadow.original.length);
  const out: Finding[] = [];
  const records = new Map<string, Records>();
  // Whether a view holds a cell separator at all: read once per view, not once per candidate
  // (the whole text per candidate made a long run of candidates quadratic).
  const separated = new Map<string, boolean>();
  /** The view a rule reads, its records and whether it is tabular, each built once per view. */
  const viewOf = (rule: NationalIdRule) => {
    const view = rule.view === "numbers" ? numbers : (letters ??= caseView(shadow.original));
    const recordsOf = () => {
      let r = records.get(rule.view);
      if (!r) records.set(rule.view, (r = new Records(view.text)));
      return r;
    };
    const tabular = () => {
      let t = separated.get(rule.view);
      if (t === undefined) separated.set(rule.view, (t = /[,;\t|]/.test(view.text)));
      return t;
    };
    return { view, recordsOf, tabular };
  };
  /** One finding over the view's `[start, end)`, unless an earlier one already covers that text. */
  const emit = (view: { toOriginal(s: number, e: number): { start: number; end: number } }, start: number, end: number, score: number, reason: string) => {
    const orig = view.toOriginal(start, end);
    if (taken.overlaps(orig.start, orig.end)) return;
    taken.add(orig.start, orig.end);
    out.push(makeFinding({ kind: "detector", id: "national-id", category: "pii.national-id", start: orig.start, end: orig.end, score, reason }));
  };
  for (const rule of NATIONAL_ID_RULES) {
    const { view, recordsOf, tabular } = viewOf(rule);
    for (const m of view.text.matchAll(rule.pattern)) {
      const match = m[0].toLowerCase();
      if (!rule.valid(match)) continue;
      const c = contextOk(rule, view.text, m.index, m[0], recordsOf, tabular);
      if (!c.ok) continue;
      // "Order 123 45 6789": a reference label nearer than the row's own words names the number.
      if (referenceLabelled(lower(view), m.index, namingWords(rule))) continue;
      emit(view, m.index, m.index + m[0].length, c.named ? 0.95 : 0.85, `${rule.name} (${rule.id}: layout and issuer's check valid${c.named ? ", named nearby" : ""})`);
    }
  }
  // Label-anchored: a number right after its label in any grouping, the issuer's check deciding.
  for (const rule of NATIONAL_ID_RULES) {
    if (rule.labelDigits === undefined) continue;
    const { view, recordsOf, tabular } = viewOf(rule);
    const runs = labelledIds(rule, lower(view));
    if (tabular()) runs.push(...headedIds(rule, lower(view), recordsOf()));
    for (const [start, end, read] of runs) {
      if (rule.valid(read)) emit(view, start, end, 0.9, `${rule.name} (${rule.id}: issuer's check valid, right after its label)`);
    }
  }
  return out;
}

/** The national-id detector (category `pii.national-id`, block code `ERR_LEAK_PII`). */
export const nationalIdDetector: DetectorSpec = {
  id: "national-id",
  category: "pii.national-id",
  code: "ERR_LEAK_PII",
  label: "NATIONAL_ID",
  patterns: [...NATIONAL_ID_PATTERNS, GROUP_SEPARATOR, CELL_START],
  compile(): CompiledDetector {
    return {
      id: "national-id",
      category: "pii.national-id",
      code: "ERR_LEAK_PII",
      label: "NATIONAL_ID",
      window: NATIONAL_ID_WINDOW,
      // A codice fiscale has six letters before its first digit.
      hold: digitHold(NATIONAL_ID_WINDOW, 7),
      detect,
    };
  },
};
