/**
 * A role word labelling data in a record (issue 20 item 2, blind round's false positives): a
 * spec sheet's `System: Linux x86_64, kernel 6.5` beside `User: ci-runner` and `Disk: 512 GB`, an
 * inventory's `User: reception desk`, a test sheet's `Assistant: none`. A forged turn is speech —
 * a sentence, an order, a question; a record's value is data — a name, a date, a number, a spec
 * value, an identifier, a short noun phrase. The role line is exempt when it stands in a block of
 * at least three `label: value` lines under two labels or more (blank lines end the block; a short
 * heading line may stand among them) and EVERY value of that block is data (`dataValue`): one
 * spoken turn anywhere in the block (`ok`, `Sure, I will …`, a question), or a role label in
 * capitals (`USER:`, `ＳＹＳＴＥＭ:`, the chat format's), keeps every role line marked. An HTML
 * table or definition list is read as the same record, one row per `<tr>` / `<dt>` with the tags
 * dropped (`<tr><td>System:</td><td>Ubuntu 22.04</td></tr>` is `System: Ubuntu 22.04`); an
 * e-mail address is one datum.
 *
 * Linear: the block is read line by line (at most `REACH` lines each way, 200 units a line), each
 * value by bounded regexes.
 */
import { foldTerm } from "../fold.js";
import { bodyMayOrder } from "./build.js";
import { ACTION_WORD, ROLE_LABEL, VALUE_CUE } from "./exemptions.js";

/** Lines read each way from the role line. */
const REACH = 12;
/** Longest line of a record, in UTF-16 units. */
const MAX_LINE = 200;
/** A `label: value` line: the label (at most 30 units) and the value. */
const RECORD_FIELD = /^[ \t]{0,16}[*_#>|-]{0,4}[ \t]{0,4}(\p{L}[\p{L}\p{M}\p{N} .'&/()-]{0,29})[ \t]{0,8}[*_]{0,2}[:：][ \t]{0,8}(\S[^\n]{0,190})?$/u;
/** A sentence end inside a value (a decimal point, a dot inside a name `anna.k`, `config.yaml`, and an initial aside). */
const SENTENCE_BREAK = /(?:\.(?![\d\p{L}])|[。!！?？;；])[ \t]{0,8}\S|[!?！？]/u;
/** An initial or a title's abbreviation (`R.`, `Dr.`), dropped before `SENTENCE_BREAK`. */
const ABBREVIATION = /(?<![\p{L}])(?:\p{Lu}|dr|mr|mrs|ms|jr|sr|st|prof|inc|ltd|co|corp|no)\./giu;

/** Words of speech, not data: greetings, thanks, assent (EN, FR, DE, ES, IT, PT, RU, KO, JA, ZH). */
const SPEECH = /(?<![\p{L}])(?:hi|hello|hey|thanks|thank you|cheers|bye|salut|bonjour|merci|oui|d'accord|hallo|danke|tschuss|genau|hola|gracias|vale|ciao|grazie|certo|ola|obrigad[oa]|claro|привет|спасибо|хорошо|ладно|да)(?![\p{L}])|안녕|감사|네,|こんにちは|ありがとう|はい|你好|谢谢|好的/u;

/**
 * Whether a value is data, not speech: at most 80 units, no sentence end, no order cue
 * (`VALUE_CUE`, `ACTION_WORD`, `bodyMayOrder`) or word of speech (`SPEECH`), each
 * comma-separated item at most four words.
 */
export function dataValue(value: string): boolean {
  // An e-mail address is one datum (its dots end no sentence, its words are no cues).
  const v = value.trim().replace(MAIL_ADDRESS, "x");
  if (v === "" || v.length > 80) return false;
  if (SENTENCE_BREAK.test(v.replace(ABBREVIATION, "").replace(/\.[ \t]*$/, ""))) return false;
  const folded = foldTerm(v);
  if (VALUE_CUE.test(folded) || VALUE_CUE.test(v) || ACTION_WORD.test(folded) || SPEECH.test(folded) || bodyMayOrder(v)) return false;
  return v.split(/[,;/|·•]/).every((item) => item.trim().split(/[ \t]+/).length <= 4);
}

/** A table row, a definition term or a list item opening in markup (`<tr>`, `<dt>`, `<li>`, `<br>`). */
const MARKUP_ROW = /<(?:tr|dt|li|br|p)\b[^<>]{0,200}>/gi;
/** A markup cell or term (a line of an HTML table or definition list). */
const MARKUP_CELL = /<(?:td|th|dt|dd)\b/i;
/** Any tag (a name, then at most 200 units of attributes). */
const MARKUP_TAG = /<\/?[a-z][a-z0-9]{0,10}\b[^<>]{0,200}>/gi;

/** A line of one tag alone (`<table>`, `</tbody>`). */
const TAG_LINE = /^[ \t]{0,16}<\/?[a-z][a-z0-9]{0,10}\b[^<>]{0,200}>[ \t]{0,16}$/i;
/** An e-mail address (a directory's value; its dots are no sentence ends). */
const MAIL_ADDRESS = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){1,4}/gu;

/**
 * The record rows of one line: a line of an HTML table or definition list
 * (`<tr><td>System:</td><td>Ubuntu 22.04</td></tr>`, `<dt>Assistant:</dt><dd>K. Meyer</dd>`)
 * is read as its rows with the tags dropped (`System: Ubuntu 22.04`); a line of tags only
 * (`<table>`) holds no row; any other line is itself.
 */
function markupRows(line: string): string[] {
  if (!MARKUP_CELL.test(line) && !TAG_LINE.test(line)) return [line];
  return line
    .split(MARKUP_ROW)
    .map((row) => row.replace(MARKUP_TAG, " ").replace(/[ \t]{2,}/g, " ").trim())
    .filter((row) => row !== "");
}

/** One line of the block: a field (its label and value) or other text. */
function readLine(line: string): { label: string; value: string } | null {
  const m = RECORD_FIELD.exec(line);
  return m === null ? null : { label: (m[1] as string).trim(), value: m[2] ?? "" };
}

/**
 * For `role-tag.seed`: the role line at `start` is a field of a data record (see the module
 * comment). Reads at most `REACH` lines either side of it.
 */
export function roleLineOfRecord(original: string, start: number, _end: number): boolean {
  const from = original.lastIndexOf("\n", start - 1) + 1;
  const lines: string[] = [];
  const own = original.indexOf("\n", from);
  const ownEnd = own < 0 ? original.length : own;
  if (ownEnd - from > MAX_LINE) return false;
  lines.push(original.slice(from, ownEnd));
  // Back, then forward, to a blank line, an overlong line or `REACH` lines.
  let a = from;
  for (let k = 0; k < REACH && a > 0; k++) {
    const s = original.lastIndexOf("\n", a - 2) + 1;
    const text = original.slice(s, a - 1);
    if (text.trim() === "" || text.length > MAX_LINE) break;
    lines.push(text);
    a = s;
  }
  let b = ownEnd;
  for (let k = 0; k < REACH && b < original.length; k++) {
    let e = original.indexOf("\n", b + 1);
    if (e < 0) e = original.length;
    const text = original.slice(b + 1, e);
    if (text.trim() === "" || text.length > MAX_LINE) break;
    lines.push(text);
    b = e;
  }
  let fields = 0;
  const labels = new Set<string>();
  for (const line of lines.flatMap(markupRows)) {
    const f = readLine(line.replace(/\r$/, ""));
    if (f === null) {
      // A heading or a caption among the fields: short, no sentence, no order.
      if (line.trim().length > 60 || !dataValue(line)) return false;
      continue;
    }
    fields++;
    const label = f.label.normalize("NFKC");
    labels.add(foldTerm(label).trim());
    if (ROLE_LABEL.test(foldTerm(label).trim()) && /[A-Z]/.test(label) && label === label.toUpperCase()) return false;
    // Every value of the record is data (a turn's `ok`, `Sure, …` among them is speech).
    if (!dataValue(f.value)) return false;
  }
  return fields >= 3 && labels.size >= 2;
}

/** The regexes this module runs on attacker text (for the linear-time proofs). */
export const RECORD_LINE_PATTERNS: readonly RegExp[] = [RECORD_FIELD, SENTENCE_BREAK, ABBREVIATION, SPEECH, MARKUP_ROW, MARKUP_CELL, MARKUP_TAG, TAG_LINE, MAIL_ADDRESS];
