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
 * - base64 / base64url runs of ≥ 16 characters that decode to printable text (RFC 4648 §4–5),
 *   and hexadecimal runs (§8) that do;
 * - token runs read backwards, and keys spelled one character at a time or in dashed blocks.
 * All patterns are bounded repeats over disjoint classes: linear. Each runs only where its
 * prefilter (`prefilter.ts`) says it can match.
 */
import { matchesOf, textFacts } from "../prefilter.js";

/** A text to scan, and the original span it stands for. */
export interface Candidate {
  text: string;
  start: number;
  end: number;
  how: string;
}

const LITERAL = /"([^"\\\n]{1,256})"|'([^'\\\n]{1,256})'|`([^`\\\n]{1,256})`/g;
/**
 * What may stand between two joined literals: a `+` or a `.` / `..` / `||` concatenation
 * operator (PHP, Lua, SQL), a line break, whitespace, or a comma — the elements of a list that
 * code joins (`["AKIA", "QX7R", …].join("")`, `"".join([...])`, `String.join("", …)`).
 */
const JOIN_GAP = /^[ \t]{0,8}(?:(?:\+|\.{1,2}|\|\||,)[ \t]{0,8}(?:\r?\n[ \t]{0,40})?|\r?\n[ \t]{0,40}(?:\+|,)?[ \t]{0,8}|[ \t]{1,8})$/;

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
  for (const m of matchesOf(LITERAL, textFacts(text))) {
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

/** Whether `k` is a code unit of `[A-Za-z0-9_]`, the block class of `SPACED_BLOCKS`. */
const isWordUnit = (k: number): boolean => (k >= 0x61 && k <= 0x7a) || (k >= 0x41 && k <= 0x5a) || (k >= 0x30 && k <= 0x39) || k === 0x5f;
/** Whether `k` is a capital or a digit (`[A-Z0-9]`): every joined block must hold one. */
const isCapOrDigit = (k: number): boolean => (k >= 0x41 && k <= 0x5a) || (k >= 0x30 && k <= 0x39);
/** Whether `k` separates two blocks (`[ \u00a0-]`). */
const isBlockGap = (k: number): boolean => k === 0x20 || k === 0xa0 || k === 0x2d;

/**
 * A necessary condition for `spacedBlocks` to return anything, in one pass without a regex:
 * three words of 2–8 `[A-Za-z0-9_]` in a row, each holding a capital or a digit, each pair
 * apart by one separator. Every block of an accepted match holds one and a match has ≥ 3
 * blocks, so `false` proves no candidate; prose (`The Team plan …`) is refused at its first
 * lower-case word, where the regex matched every run of short words.
 */
export function mayHoldSpacedBlocks(text: string): boolean {
  let chain = 0; // blocks with a capital or digit, in a row, each after one separator
  let len = 0; // length of the current word
  let strong = false; // the current word holds a capital or digit
  for (let i = 0; i <= text.length; i++) {
    const k = i < text.length ? text.charCodeAt(i) : 0;
    if (isWordUnit(k)) {
      len += 1;
      if (isCapOrDigit(k)) strong = true;
      continue;
    }
    if (len > 0) {
      chain = len >= 2 && len <= 8 && strong ? chain + 1 : 0;
      if (chain >= 3) return true;
      // A word continues the chain only after exactly one separator.
      if (!isBlockGap(k) || !(i + 1 < text.length && isWordUnit(text.charCodeAt(i + 1)))) chain = 0;
    } else chain = 0;
    len = 0;
    strong = false;
  }
  return false;
}

/**
 * A key written in blocks (`AKIA QX7R M2PL 9WZK 4TB8`): the blocks joined. A run of short words
 * is cut at every block without a capital or digit, and each stretch of ≥ 3 blocks that all hold
 * one (with a space among its gaps) is a candidate of its own — so prose words before or after
 * the key (`the key is AKIA QX7R …`) no longer spoil the whole run, while lower-case prose is
 * still never glued. One pass over the match's blocks: linear.
 */
export function spacedBlocks(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!mayHoldSpacedBlocks(text)) return out;
  for (const m of matchesOf(SPACED_BLOCKS, textFacts(text))) {
    const run = m[0];
    let from = -1; // start (in `run`) of the current stretch of strong blocks
    let count = 0;
    let joined = "";
    let spaced = false;
    const flush = (end: number) => {
      if (count >= 3 && spaced) out.push({ text: joined, start: m.index + from, end: m.index + end, how: "blocks joined" });
      from = -1;
      count = 0;
      joined = "";
      spaced = false;
    };
    let at = 0;
    while (at < run.length) {
      let end = at;
      while (end < run.length && isWordUnit(run.charCodeAt(end))) end += 1;
      const block = run.slice(at, end);
      if (/[A-Z0-9]/.test(block)) {
        if (from < 0) from = at;
        else if (run.charCodeAt(at - 1) === 0x20) spaced = true;
        count += 1;
        joined += block;
      } else flush(at - 1);
      if (end >= run.length) flush(end);
      at = end + 1;
    }
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
  for (const m of matchesOf(BASE64_RUN, textFacts(text))) {
    const run = m[0];
    const body = run.replace(/=+$/, "");
    // A digit, or both letter cases (three scans: `[A-Z].*[a-z]` re-read the rest of an all-capital run from each capital).
    if (body.length % 4 === 1 || !(/[0-9]/.test(body) || (/[A-Z]/.test(body) && /[a-z]/.test(body)))) continue;
    const bytes = Buffer.from(body.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    if (bytes.length < 12) continue;
    let printable = 0;
    for (const b of bytes) if ((b >= 0x20 && b <= 0x7e) || b === 0x0a || b === 0x0d || b === 0x09) printable += 1;
    if (printable < bytes.length * 0.95) continue;
    out.push({ text: bytes.toString("latin1"), start: m.index, end: m.index + run.length, how: "base64-decoded" });
  }
  return out;
}

/** A token-shaped run of ≥ 16 characters (a key written backwards is one too). */
const TOKEN_RUN = /(?<![A-Za-z0-9_+/=-])[A-Za-z0-9_+/=-]{16,512}(?![A-Za-z0-9_+/=-])/g;

/**
 * Token-shaped runs read backwards (`…Kf8_phg` is `ghp_8fK…`; `8BT4…AIKA` is `AKIA…4TB8`): a
 * reversed key keeps every character, only the order changes, so the formats find it in the
 * reversal. Linear: each run is reversed once.
 */
export function reversedRuns(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of matchesOf(TOKEN_RUN, textFacts(text))) out.push({ text: [...m[0]].reverse().join(""), start: m.index, end: m.index + m[0].length, how: "read backwards" });
  return out;
}

/**
 * Hexadecimal text (RFC 4648 §8 base16): a run of ≥ 32 hex digits (optionally `0x`), or ≥ 12
 * bytes written as pairs apart by one space, colon or `\x` (`67 68 70 5f …`, `\x67\x68…`).
 * Pairs and separators are disjoint classes, every repeat bounded: linear.
 */
const HEX_RUN = /(?<![0-9A-Za-z])(?:0x)?((?:[0-9a-f]{2}){16,512})(?![0-9A-Za-z])|(?<![0-9A-Za-z\\])((?:\\x)?[0-9a-f]{2}(?:(?:[ :]|\\x)[0-9a-f]{2}){11,511})(?![0-9A-Za-z])/gi;

/** The value of hex digit `k` is < 16; anything else is not a hex digit. */
const isHexUnit = (k: number): boolean => (k >= 0x30 && k <= 0x39) || (k >= 0x61 && k <= 0x66) || (k >= 0x41 && k <= 0x46);

/**
 * A necessary condition for `HEX_RUN`, in one pass without a regex: 32 hex digits in a row
 * (the first form), or three pairs apart by one space, colon or `\x` (the second form needs
 * twelve). `false` proves no match. The regex itself, case-insensitive and unanchored, was
 * the gate's costliest single step on prose, whose words are full of `a`–`f`.
 */
export function mayHoldHex(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isHexUnit(text.charCodeAt(i))) {
      run = 0;
      continue;
    }
    if (++run >= 32) return true;
    // At the second digit of a pair: pair, gap, pair, gap, pair from here back?
    if (run >= 2 && pairsFrom(text, i - 1) >= 3) return true;
  }
  return false;
}

/** Length of the gap (` `, `:` or `\x`) at `i`, or 0. */
function hexGapAt(text: string, i: number): number {
  const k = text.charCodeAt(i);
  if (k === 0x20 || k === 0x3a) return 1;
  return k === 0x5c && (text.charCodeAt(i + 1) | 0x20) === 0x78 ? 2 : 0;
}

/** How many hex pairs (up to 3) are chained by one gap each, from the pair at `i`. */
function pairsFrom(text: string, i: number): number {
  let n = 0;
  let at = i;
  while (n < 3 && isHexUnit(text.charCodeAt(at)) && isHexUnit(text.charCodeAt(at + 1))) {
    n += 1;
    const gap = hexGapAt(text, at + 2);
    if (gap === 0) break;
    at += 2 + gap;
  }
  return n;
}

/** Hex runs that decode to printable ASCII (≥ 95 %): the decoded text, to be scanned. */
export function decodedHex(text: string): Candidate[] {
  if (!mayHoldHex(text)) return [];
  const out: Candidate[] = [];
  for (const m of matchesOf(HEX_RUN, textFacts(text))) {
    const hex = (m[1] ?? m[2] ?? "").replace(/\\x|[ :]/g, "");
    if (hex.length < 24 || hex.length % 2 === 1) continue;
    const bytes = Buffer.from(hex, "hex");
    let printable = 0;
    for (const b of bytes) if (b >= 0x20 && b <= 0x7e) printable += 1;
    if (printable < bytes.length * 0.95) continue;
    out.push({ text: bytes.toString("latin1"), start: m.index, end: m.index + m[0].length, how: "hex-decoded" });
  }
  return out;
}

/**
 * A key spelled one character at a time (`A-K-I-A-Q-X-7-…`, `g h p _ 8 f …`, `A.K.I.A…`): ≥ 16
 * single characters apart by one separator of one kind; or written in dash-joined blocks
 * (`AKIA-QX7R-M2PL-9WZK-4TB8`), each block holding a capital or a digit. Joined, to be scanned.
 */
const SPELLED_CHARS = /(?<![A-Za-z0-9_])[A-Za-z0-9_](?:([-. ])[A-Za-z0-9_](?![A-Za-z0-9_])){15,127}/g;
const DASHED_BLOCKS = /(?<![A-Za-z0-9_-])[A-Za-z0-9_]{2,8}(?:-[A-Za-z0-9_]{2,8}){2,31}(?![A-Za-z0-9_-])/g;

export function spelledKeys(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of matchesOf(SPELLED_CHARS, textFacts(text))) {
    const sep = m[0][1] as string;
    const parts = m[0].split(sep);
    if (!parts.every((p) => p.length === 1)) continue;
    out.push({ text: parts.join(""), start: m.index, end: m.index + m[0].length, how: "spelled one character at a time" });
  }
  for (const m of matchesOf(DASHED_BLOCKS, textFacts(text))) {
    const blocks = m[0].split("-");
    if (!blocks.every((b) => /[A-Z0-9]/.test(b))) continue;
    out.push({ text: blocks.join(""), start: m.index, end: m.index + m[0].length, how: "dash-joined blocks" });
  }
  return out;
}

/** Patterns run on answer text (checked for linear time by a test). */
export const REASSEMBLY_PATTERNS: readonly RegExp[] = [LITERAL, JOIN_GAP, TOKEN_CELL, SPACED_BLOCKS, BASE64_RUN, TOKEN_RUN, HEX_RUN, SPELLED_CHARS, DASHED_BLOCKS];
