/**
 * The column view of an answer's tables (issue 19, blind round 14: a card number printed in its
 * grouping over three table rows, one group a row, each row with a label cell). A reader reads
 * a column top to bottom; so does this view: for each Markdown pipe table and each CSV / TSV
 * block (≥ 3 lines with one delimiter and one cell count), the cells of one column are joined
 * by one space into one line of the view (`3782 910465 71831`), columns apart by a blank line.
 *
 * The number detectors whose validation carries the proof read it (`COLUMN_READERS`: a card's
 * Luhn check, issuer prefix and printed layout; an IBAN's country length and mod 97), and a
 * card counts only where the table or the line before it holds a card word (`CARD_WORD`: a
 * column of amounts or years passes Luhn by chance one time in ten). A finding counts only
 * when it spans two cells or more (one cell is the answer's own reading), and it maps back to
 * the CELLS it covers (`toOriginalSpans`), so redaction removes the groups and keeps the label
 * cells. Linear: each line is split once, each cell copied once.
 */
import type { CompiledDetector } from "./types.js";
import type { DecodedView } from "./decoded-views.js";
import { segmentAt, segmentHull, segmentSpans, type ViewSegment } from "./segment-map.js";

/** One cell copied into the view: its view offset, original offset and length. */
interface Segment extends ViewSegment {
  /** Index of the table the cell belongs to. */
  table: number;
}

/** Detectors that read the column view (module comment). */
const COLUMN_READERS: ReadonlySet<string> = new Set(["credit-card", "iban"]);
/** A word naming a payment card, in the languages the gate reads (the card detector's own context words, and a few more). */
const CARD_WORD =
  /card|kart[ea]|carte|tarjeta|cart[ãa]o|carta|kaart|karta|карт|kredi|카드|カード|クレジット|信用卡|银行卡|銀行卡|卡号|卡號|visa|mastercard|amex|american express|maestro|discover|jcb|diners|unionpay/i;
/** Most text the view holds, in code units. */
const MAX_VIEW = 65536;
/** How far before a table a card word counts, in code units. */
const WORD_BEFORE = 80;
/** A Markdown table's delimiter row cell (`---`, `:--:`). */
const DELIMITER_CELL = /^\s*:?-{1,}:?\s*$/;
/** A line of a CSV or TSV block: the delimiters tried. */
const CSV_DELIMITERS = ["\t", ";", ","] as const;
/** Longest cell of a CSV block (longer fields are prose with commas). */
const MAX_CSV_CELL = 48;

interface Row {
  start: number;
  end: number;
  /** Cells as [original start, original end) after trimming. */
  cells: [number, number][];
  kind: string;
}

/** Cells of a pipe row (edge pipes dropped), trimmed, or null when the line is no pipe row. */
function pipeCells(text: string, start: number, end: number): [number, number][] | null {
  const line = text.slice(start, end);
  const trimmed = line.trim();
  const pipes = line.split("|").length - 1;
  if (pipes === 0 || !(trimmed.startsWith("|") || pipes >= 2)) return null;
  const out: [number, number][] = [];
  let from = start;
  const lead = line.length - line.trimStart().length;
  if (trimmed.startsWith("|")) from = start + lead + 1;
  for (let i = from; i <= end; i++) {
    if (i === end || text[i] === "|") {
      if (i === end && text.slice(from, end).trim() === "") break;
      out.push(trim(text, from, i));
      from = i + 1;
    }
  }
  return out;
}

/** Cells of a CSV or TSV line with `delimiter`, trimmed, or null when a cell is too long. */
function csvCells(text: string, start: number, end: number, delimiter: string): [number, number][] | null {
  const out: [number, number][] = [];
  let from = start;
  for (let i = start; i <= end; i++) {
    if (i === end || text[i] === delimiter) {
      if (i - from > MAX_CSV_CELL) return null;
      out.push(trim(text, from, i));
      from = i + 1;
    }
  }
  return out.length >= 2 ? out : null;
}

/** `[start, end)` without spaces and quotes at either end. */
function trim(text: string, start: number, end: number): [number, number] {
  let a = start;
  let b = end;
  while (a < b && /[\s"'*`]/.test(text[a] as string)) a += 1;
  while (b > a && /[\s"'*`]/.test(text[b - 1] as string)) b -= 1;
  return [a, b];
}

/** The rows of `text`'s tables, grouped: consecutive lines of one kind and one cell count. */
function tables(text: string): Row[][] {
  const rows: (Row | null)[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const lineEnd = end > start && text[end - 1] === "\r" ? end - 1 : end;
    const pipes = pipeCells(text, start, lineEnd);
    if (pipes !== null) rows.push({ start, end: lineEnd, cells: pipes, kind: `|${pipes.length}` });
    else {
      let row: Row | null = null;
      for (const d of CSV_DELIMITERS) {
        if (!text.slice(start, lineEnd).includes(d)) continue;
        const cells = csvCells(text, start, lineEnd, d);
        if (cells) row = { start, end: lineEnd, cells, kind: `${d}${cells.length}` };
        break;
      }
      rows.push(row);
    }
    start = end + 1;
  }
  const out: Row[][] = [];
  let run: Row[] = [];
  const flush = () => {
    const minRows = run[0]?.kind.startsWith("|") ? 2 : 3;
    if (run.length >= minRows) out.push(run);
    run = [];
  };
  for (const r of rows) {
    if (r === null || (run.length > 0 && run[0]?.kind !== r.kind)) flush();
    if (r !== null) run.push(r);
  }
  flush();
  return out;
}

/**
 * The column view (module comment), or null when the answer has no table with a column of two
 * or more cells holding a digit.
 *
 * @example
 * columnView("| Card 1 | 3782 |\n| Card 2 | 910465 |\n| Card 3 | 71831 |")?.text.includes("3782 910465 71831") === true
 */
export function columnView(original: string): DecodedView | null {
  if (!original.includes("\n") || !/[|,;\t]/.test(original)) return null;
  const segments: Segment[] = [];
  const parts: string[] = [];
  const carded: boolean[] = [];
  let length = 0;
  const found = tables(original);
  found.forEach((rows, t) => {
    const from = rows[0]?.start ?? 0;
    const to = rows[rows.length - 1]?.end ?? 0;
    carded.push(CARD_WORD.test(original.slice(Math.max(0, from - WORD_BEFORE), to)));
    const columns = rows[0]?.cells.length ?? 0;
    for (let c = 0; c < columns; c++) {
      const cells = rows.map((r) => r.cells[c] as [number, number]).filter(([a, b]) => b > a && !DELIMITER_CELL.test(original.slice(a, b)));
      if (cells.filter(([a, b]) => /[0-9]/.test(original.slice(a, b))).length < 2) continue;
      if (length > MAX_VIEW) return;
      cells.forEach(([a, b], k) => {
        if (k > 0) {
          parts.push(" ");
          length += 1;
        }
        segments.push({ view: length, original: a, length: b - a, table: t });
        parts.push(original.slice(a, b));
        length += b - a;
      });
      parts.push("\n\n");
      length += 2;
    }
  });
  if (segments.length === 0) return null;
  const text = parts.join("");
  const spans = (start: number, end: number) => segmentSpans(segments, start, end);
  return {
    how: "read down a table column",
    text,
    toOriginal: (start, end) => segmentHull(segments, start, end),
    toOriginalSpans: spans,
    changed: (start, end) => spans(start, end).length >= 2,
    reads: (d: CompiledDetector) => COLUMN_READERS.has(d.id),
    keeps(detector, start) {
      if (detector.id !== "credit-card") return true;
      const s = segments[segmentAt(segments, start)];
      return s !== undefined && carded[s.table] === true;
    },
  };
}

/** Patterns run on answer text (checked for linear time by a test). */
export const TABLE_COLUMN_PATTERNS: readonly RegExp[] = [CARD_WORD, DELIMITER_CELL];
