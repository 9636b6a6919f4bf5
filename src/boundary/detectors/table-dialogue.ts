/**
 * Dialogues laid out as table COLUMNS (issue 20 item 2, structural round 2): a CSV / TSV /
 * semicolon export or a Markdown table whose rows are turns — one column holds the speaker
 * (`user`/`assistant`, `customer`/`bot`, `사용자`/`어시스턴트`), another the turn's text, often
 * behind a timestamp or an id (`timestamp,author,message`, `| # | role | content |`). The
 * line-start label reader (`dialogue.ts`) sees `2024-05-01 10:02,` there and no speaker; this
 * reader finds the speaker column by its values, in any position:
 *
 * - a table run: consecutive rows with one separator (`|`, tab, `;` or `,`, quote-aware within
 *   a line) and one cell count; other lines between them (a quoted cell's later lines) are
 *   skipped, a gap longer than `MAX_GAP` ends the run;
 * - a speaker column: every row's cell there is a short label (a letter first, at most four
 *   words, `MAX_LABEL` units, label characters only), the first row dropped when its value never
 *   comes back (the header: `author`, `role`, `화자`), and the caller's `speakers` predicate
 *   accepts the values (alternation, a chat party among them);
 * - the turn: the cells after the speaker column (`turnAt`, where the text a giveaway is read
 *   in starts).
 *
 * Linear: each line is split once into at most `MAX_CELLS` cells; a run keeps its rows' cell
 * offsets only until it ends.
 */

/** Longest label cell, in UTF-16 units. */
const MAX_LABEL = 24;
/** Cells read per row (a speaker column further right is not looked for). */
const MAX_CELLS = 12;
/** A run ends when no row came for this many UTF-16 units. */
const MAX_GAP = 2_000;
/** A letter of any script, a digit, or a joiner inside a label. */
const LABEL_CHAR = /^[\p{L}\p{N}\p{M} .'&-]{1,24}$/u;
const LETTER_FIRST = /^\p{L}/u;

/** One label read from a speaker column. */
export interface ColumnLabel {
  /** The label, lower case, unquoted, trimmed. */
  readonly label: string;
  /** The row's line start. */
  readonly at: number;
  /** Where the turn's text starts: the cell after the speaker column (the line start when it is the last). */
  readonly turnAt: number;
}

/** A dialogue read from a speaker column: its labels, the first row's start and the last line's end. */
export interface ColumnDialogue {
  readonly labels: readonly ColumnLabel[];
  readonly start: number;
  readonly end: number;
}

interface Row {
  readonly at: number;
  readonly end: number;
  /** Cell starts and ends (offsets into the text), in pairs. */
  readonly cells: readonly number[];
}

/** The separator of a row line: `|` for a Markdown row, else tab, `;` or `,` (the first present), or "" for none. */
function separatorOf(line: string): string {
  if (/^[ \t]{0,8}\|/.test(line)) return "|";
  if (line.includes("\t")) return "\t";
  const semi = line.indexOf(";");
  const comma = line.indexOf(",");
  if (semi >= 0 && (comma < 0 || semi < comma)) return ";";
  return comma >= 0 ? "," : "";
}

/** Splits the line `[s, e)` at `sep` outside double quotes: cell offsets in pairs (at most `MAX_CELLS` cells), or null. */
function splitRow(text: string, s: number, e: number, sep: string): number[] | null {
  let i = s;
  if (sep === "|") {
    while (i < e && (text.charAt(i) === " " || text.charAt(i) === "\t")) i++;
    i++; // the leading pipe
  }
  const cells: number[] = [];
  let from = i;
  let quoted = false;
  for (; i < e && cells.length < MAX_CELLS * 2; i++) {
    const c = text.charAt(i);
    if (c === '"') {
      if (quoted && text.charAt(i + 1) === '"') i++;
      else quoted = !quoted;
    } else if (c === sep && !quoted) {
      cells.push(from, i);
      from = i + 1;
    }
  }
  if (cells.length < MAX_CELLS * 2 && !(sep === "|" && text.slice(from, e).trim() === "")) cells.push(from, e);
  return cells.length >= 4 ? cells : null;
}

/** A cell's value as a label (lower case, unquoted), or null when it is no label. */
function cellLabel(text: string, from: number, to: number): string | null {
  if (to - from > MAX_LABEL + 8) return null;
  let v = text.slice(from, to).trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) v = v.slice(1, -1).trim();
  v = v.replace(/^\*\*(.{1,24})\*\*$/u, "$1");
  if (!LABEL_CHAR.test(v) || !LETTER_FIRST.test(v) || v.split(/\s+/).length > 4) return null;
  return v.toLowerCase();
}

/** A Markdown separator row (`|---|:--:|`). */
const MD_RULE = /^[ \t]{0,8}\|?[ \t]{0,8}:?-{2,}/;

/**
 * The speaker column of a run, if one is accepted: its labels (header dropped).
 */
function speakerColumn(text: string, rows: readonly Row[], speakers: (labels: readonly string[]) => boolean): ColumnLabel[] | null {
  const width = (rows[0] as Row).cells.length / 2;
  for (let c = 0; c < width; c++) {
    const labels: ColumnLabel[] = [];
    for (const r of rows) {
      const v = cellLabel(text, r.cells[2 * c] as number, r.cells[2 * c + 1] as number);
      if (v === null) break;
      const next = r.cells[2 * c + 2];
      labels.push({ label: v, at: r.at, turnAt: next === undefined ? r.at : next });
    }
    if (labels.length !== rows.length) continue;
    // The header row: a value that never comes back.
    const head = labels[0] as ColumnLabel;
    if (labels.slice(1).every((l) => l.label !== head.label)) labels.shift();
    if (labels.length >= 3 && new Set(labels.map((l) => l.label)).size <= 3 && speakers(labels.map((l) => l.label))) return labels;
  }
  return null;
}

/**
 * The dialogues of `text` laid out as table columns (see the module comment), in order.
 * `speakers` decides whether a column's values (lower case, in row order, header dropped) are
 * the speakers of a dialogue. Never throws; linear in the text.
 *
 * @example
 * columnDialogues("ts,who,text\n1,user,hi\n2,bot,hello\n3,user,bye", () => true)[0].labels.length; // 3
 */
export function columnDialogues(text: string, speakers: (labels: readonly string[]) => boolean): ColumnDialogue[] {
  const out: ColumnDialogue[] = [];
  let run: Row[] = [];
  let sep = "";
  let lastEnd = 0;
  const flush = (): void => {
    if (run.length >= 3) {
      const labels = speakerColumn(text, run, speakers);
      if (labels !== null) out.push({ labels, start: (labels[0] as ColumnLabel).at, end: (run[run.length - 1] as Row).end });
    }
    run = [];
  };
  let at = 0;
  while (at < text.length) {
    let nl = text.indexOf("\n", at);
    if (nl < 0) nl = text.length;
    let e = nl;
    if (text.charAt(e - 1) === "\r") e--;
    const line = text.slice(at, Math.min(e, at + 200));
    const s = separatorOf(line.length < e - at ? text.slice(at, e) : line);
    let cells = s === "" || (s === "|" && MD_RULE.test(line)) ? null : splitRow(text, at, e, s);
    // An unquoted separator inside the last cell (`…,Sure, I will…`): the row's extra cells are that cell's.
    const width = run[0]?.cells.length ?? 0;
    if (cells !== null && s === sep && cells.length > width && width >= 4 && at - lastEnd <= MAX_GAP) cells = [...cells.slice(0, width - 1), e];
    if (cells !== null) {
      const prev = run[0];
      if (prev !== undefined && (s !== sep || cells.length !== prev.cells.length || at - lastEnd > MAX_GAP)) {
        // A row of another shape: a quoted cell's later line inside a run, or a new table.
        if (s === sep && at - lastEnd <= MAX_GAP && cells.length < prev.cells.length) {
          at = nl + 1;
          continue;
        }
        flush();
      }
      sep = s;
      run.push({ at, end: e, cells });
      lastEnd = e;
    } else if (run.length > 0 && at - lastEnd > MAX_GAP) flush();
    at = nl + 1;
  }
  flush();
  return out;
}

/** Every regex of this file (for the linear-time proofs). */
export const TABLE_DIALOGUE_PATTERNS: readonly RegExp[] = [LABEL_CHAR, LETTER_FIRST, MD_RULE];
