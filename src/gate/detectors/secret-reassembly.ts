/**
 * Secrets a reader puts back together (issue 19, round 3): the pieces of one credential
 * written apart, or the credential encoded. Each function returns CANDIDATES — a joined or
 * decoded text with the span of the answer it came from — and the secret detector runs its
 * published formats on each; a candidate that holds no format is dropped, so prose that the
 * joining glues together (`the cat sat` → `thecatsat`) costs a scan and nothing more.
 *
 * - string concatenation in code: adjacent quoted literals joined by `+` or, as Python and C
 *   join them, by whitespace alone (`"sk-…" + "…"`, `('AKIA…'\n 'PL9…')`);
 * - a table column: token-shaped cells of consecutive rows in the same column, top to bottom;
 * - spaced groups: a key written in blocks (`AKIA QX7R M2PL …`), every block holding a capital
 *   or a digit, so lower-case prose is never glued;
 * - base64 / base64url runs of ≥ 16 characters that decode to printable text (RFC 4648 §4–5).
 * All patterns are bounded repeats over disjoint classes: linear.
 */

/** A text to scan, and the original span it stands for. */
export interface Candidate {
  text: string;
  start: number;
  end: number;
  how: string;
}

const LITERAL = /"([^"\\\n]{1,256})"|'([^'\\\n]{1,256})'|`([^`\\\n]{1,256})`/g;
/** What may stand between two joined literals: a `+`, a line break, whitespace, a `(` line. */
const JOIN_GAP = /^[ \t]{0,8}(?:\+[ \t]{0,8}(?:\r?\n[ \t]{0,40})?|\r?\n[ \t]{0,40}\+?[ \t]{0,8}|[ \t]{1,8})$/;

/** Adjacent string literals joined by `+` or whitespace, as one candidate per run of ≥ 2. */
export function concatenated(text: string): Candidate[] {
  if (!/["'`]/.test(text)) return [];
  const out: Candidate[] = [];
  let run: RegExpMatchArray[] = [];
  const flush = () => {
    if (run.length >= 2) {
      const first = run[0] as RegExpMatchArray;
      const last = run[run.length - 1] as RegExpMatchArray;
      out.push({ text: run.map((m) => m[1] ?? m[2] ?? m[3] ?? "").join(""), start: first.index as number, end: (last.index as number) + last[0].length, how: "joined string literals" });
    }
    run = [];
  };
  for (const m of text.matchAll(LITERAL)) {
    const prev = run[run.length - 1];
    if (prev !== undefined && !JOIN_GAP.test(text.slice((prev.index as number) + prev[0].length, m.index))) flush();
    run.push(m);
  }
  flush();
  return out;
}

const TOKEN_CELL = /^[A-Za-z0-9_+/=.-]{2,128}$/;

/** Token-shaped cells of consecutive Markdown table rows (≤ 8), joined per column top to bottom. */
export function tableColumns(text: string): Candidate[] {
  if (!text.includes("|")) return [];
  type Cell = { text: string; start: number; end: number };
  const rows: Map<number, Cell>[] = [];
  let offset = 0;
  let columns = 0;
  for (const line of text.split("\n")) {
    const cells = new Map<number, Cell>();
    if (/^\s*\|/.test(line) && !/^\s*\|?\s*:?-{3,}/.test(line)) {
      let col = 0;
      let from = line.indexOf("|") + 1;
      for (let i = from; i <= line.length; i++) {
        if (i < line.length && line[i] !== "|") continue;
        const raw = line.slice(from, i);
        const cell = raw.trim();
        const start = offset + from + (raw.length - raw.trimStart().length);
        if (TOKEN_CELL.test(cell)) cells.set(col, { text: cell, start, end: start + cell.length });
        from = i + 1;
        col += 1;
      }
      columns = Math.max(columns, col);
    }
    rows.push(cells);
    offset += line.length + 1;
  }
  const out: Candidate[] = [];
  for (let col = 0; col < columns; col++) {
    let run: Cell[] = [];
    const flush = () => {
      if (run.length >= 2) out.push({ text: run.map((c) => c.text).join(""), start: run[0]!.start, end: run[run.length - 1]!.end, how: "table cells joined down a column" });
      run = [];
    };
    for (const row of rows) {
      const cell = row.get(col);
      if (cell === undefined || run.length >= 8) flush();
      if (cell !== undefined) run.push(cell);
    }
    flush();
  }
  return out;
}

/** Blocks of 2–8 letters/digits apart by one space, hyphen or no-break space, three or more. */
const SPACED_BLOCKS = /(?<![A-Za-z0-9_])[A-Za-z0-9_]{2,8}(?:[ \u00a0-][A-Za-z0-9_]{2,8}){2,31}(?![A-Za-z0-9_])/g;

/** A key written in blocks (`AKIA QX7R M2PL 9WZK 4TB8`): the blocks joined. */
export function spacedBlocks(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(SPACED_BLOCKS)) {
    const blocks = m[0].split(/[ \u00a0-]/);
    if (!blocks.every((b) => /[A-Z0-9]/.test(b)) || !m[0].includes(" ")) continue;
    out.push({ text: blocks.join(""), start: m.index, end: m.index + m[0].length, how: "blocks joined" });
  }
  return out;
}

const BASE64_RUN = /(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{16,4096}={0,2}(?![A-Za-z0-9+/=_-])/g;

/**
 * Base64 and base64url runs that decode to printable ASCII (≥ 95 % of bytes 0x20–0x7e or
 * whitespace): the decoded text, to be scanned for credentials.
 */
export function decodedBase64(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(BASE64_RUN)) {
    const run = m[0];
    const body = run.replace(/=+$/, "");
    if (body.length % 4 === 1 || !/[0-9]|[A-Z].*[a-z]|[a-z].*[A-Z]/.test(body)) continue;
    const bytes = Buffer.from(body.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    if (bytes.length < 12) continue;
    let printable = 0;
    for (const b of bytes) if ((b >= 0x20 && b <= 0x7e) || b === 0x0a || b === 0x0d || b === 0x09) printable += 1;
    if (printable < bytes.length * 0.95) continue;
    out.push({ text: bytes.toString("latin1"), start: m.index, end: m.index + run.length, how: "base64-decoded" });
  }
  return out;
}

/** Patterns run on answer text (checked for linear time by a test). */
export const REASSEMBLY_PATTERNS: readonly RegExp[] = [LITERAL, JOIN_GAP, TOKEN_CELL, SPACED_BLOCKS, BASE64_RUN];
