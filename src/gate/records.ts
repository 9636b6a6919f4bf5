/**
 * Records in an answer (issue 19, blind round 9): rows of a CSV export or a Markdown table,
 * where a value's label is not printed beside it but at the head of its column. A detector
 * that needs a naming word (a bank account, a national id) asks `Records` for the header cell
 * of the column a value stands in, and whether the value fills a whole field of a row.
 *
 * A row is a line holding at least one delimiter: `|` when the line starts with one (a Markdown
 * table), else the most frequent of `,`, `;`, tab. A block is a run of consecutive non-blank
 * lines with the same delimiter; its first line is the header (a Markdown separator row
 * `|---|` is skipped). Quoted CSV fields holding the delimiter are not modelled (a field is
 * split at every delimiter), so such a row may name the wrong column: then no header is found
 * or a wrong one, never a crash. Built once per text in O(n); each question is O(row length).
 */

/** One line of the text: its span and its delimiter ("" when it is no row). */
interface Line {
  start: number;
  end: number;
  delimiter: string;
  /** Index (into `lines`) of the first line of this line's block. */
  head: number;
}

/** A Markdown separator row (`|---|:--:|`): pipes, colons, dashes and spaces only. */
const SEPARATOR_ROW = /^[\s|:-]+$/;

/** The delimiter of a row, or "" for a line that is no row. */
function delimiterOf(line: string): string {
  if (/^\s{0,3}\|/.test(line)) return "|";
  let best = "";
  let most = 0;
  for (const d of [",", ";", "\t"]) {
    let n = 0;
    for (let i = line.indexOf(d); i >= 0; i = line.indexOf(d, i + 1)) n += 1;
    if (n > most) {
      most = n;
      best = d;
    }
  }
  return best;
}

/** Field edges: spaces and quotes a CSV writer or a table pads a value with. */
const PAD = /[\s"'`*]/;

/** Rows and columns of one text (module comment). */
export class Records {
  private readonly lines: Line[] = [];

  /** @param text the text the offsets below index (the gate shadow or a view of it). */
  constructor(private readonly text: string) {
    let at = 0;
    for (const raw of text.split("\n")) {
      const delimiter = raw.trim() === "" ? "" : delimiterOf(raw);
      const prev = this.lines[this.lines.length - 1];
      const head = prev && prev.delimiter !== "" && prev.delimiter === delimiter ? prev.head : this.lines.length;
      this.lines.push({ start: at, end: at + raw.length, delimiter, head });
      at += raw.length + 1;
    }
  }

  /** The line holding offset `pos` (binary search). */
  private lineAt(pos: number): Line | undefined {
    let lo = 0;
    let hi = this.lines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lines[mid] as Line).start <= pos) lo = mid;
      else hi = mid - 1;
    }
    return this.lines[lo];
  }

  /**
   * The field of a row holding `[start, end)` when the span fills it (only padding around it):
   * the row's line, the column index and the delimiter; otherwise null.
   */
  field(start: number, end: number): { line: Line; column: number; delimiter: string; cells: number } | null {
    const line = this.lineAt(start);
    if (!line || line.delimiter === "" || end > line.end) return null;
    const d = line.delimiter;
    const row = this.text.slice(line.start, line.end);
    let a = start - line.start;
    let b = end - line.start;
    while (a > 0 && PAD.test(row[a - 1] as string)) a -= 1;
    while (b < row.length && PAD.test(row[b] as string)) b += 1;
    if (a > 0 && row[a - 1] !== d) return null;
    if (b < row.length && row[b] !== d) return null;
    let column = 0;
    for (let i = row.indexOf(d); i >= 0 && i < a; i = row.indexOf(d, i + 1)) column += 1;
    let cells = 1;
    for (let i = row.indexOf(d); i >= 0; i = row.indexOf(d, i + 1)) cells += 1;
    return { line, column, delimiter: d, cells };
  }

  /**
   * The header cell (trimmed, as in the text) of the column whose field `[start, end)` fills,
   * when the field's block has a header line above it; otherwise null.
   *
   * @example
   * new Records("name,iban\nJo,DE89…").header(13, 35) // → "iban"
   */
  header(start: number, end: number): string | null {
    const f = this.field(start, end);
    if (!f) return null;
    const headIndex = f.line.head;
    const head = this.lines[headIndex] as Line;
    if (head === f.line) return null;
    const headRow = this.text.slice(head.start, head.end);
    // A Markdown header sits above the separator row; the value is below it.
    if (f.delimiter === "|" && SEPARATOR_ROW.test(headRow)) return null;
    const cell = headRow.split(f.delimiter)[f.column];
    return cell === undefined ? null : cell.trim();
  }

/** The whole header line of the block holding offset `pos` ("" when there is none). */
  headerRow(pos: number): string {
    const line = this.lineAt(pos);
    if (!line || line.delimiter === "") return "";
    const head = this.lines[line.head] as Line;
    return head === line ? "" : this.text.slice(head.start, head.end);
  }
}

/** Patterns run on answer text (checked for linear time by a test). */
export const RECORD_PATTERNS: readonly RegExp[] = [SEPARATOR_ROW, PAD];
