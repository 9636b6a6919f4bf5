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

function detect(shadow: Shadow): Finding[] {
  const numbers = readNumbers(shadow).view;
  let letters: { text: string; toOriginal(s: number, e: number): { start: number; end: number } } | undefined;
  const taken = new SpanCover(shadow.original.length);
  const out: Finding[] = [];
  const records = new Map<string, Records>();
  // Whether a view holds a cell separator at all: read once per view, not once per candidate
  // (the whole text per candidate made a long run of candidates quadratic).
  const separated = new Map<string, boolean>();
  for (const rule of NATIONAL_ID_RULES) {
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
    for (const m of view.text.matchAll(rule.pattern)) {
      const match = m[0].toLowerCase();
      if (!rule.valid(match)) continue;
      const c = contextOk(rule, view.text, m.index, m[0], recordsOf, tabular);
      if (!c.ok) continue;
      // "Order 123 45 6789": a reference label nearer than the row's own words names the number.
      if (referenceLabelled(lower(view), m.index, namingWords(rule))) continue;
      const orig = view.toOriginal(m.index, m.index + m[0].length);
      if (taken.overlaps(orig.start, orig.end)) continue;
      taken.add(orig.start, orig.end);
      out.push(
        makeFinding({
          kind: "detector",
          id: "national-id",
          category: "pii.national-id",
          start: orig.start,
          end: orig.end,
          score: c.named ? 0.95 : 0.85,
          reason: `${rule.name} (${rule.id}: layout and issuer's check valid${c.named ? ", named nearby" : ""})`,
        }),
      );
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
  patterns: NATIONAL_ID_PATTERNS,
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
