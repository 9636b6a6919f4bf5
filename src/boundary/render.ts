/**
 * Turns matched spans of the original text into the neutralised output and its findings.
 *
 * Redactions replace a span with a marker (the finding keeps the source in `original`);
 * wraps keep a span verbatim between `[INSTRUCTION_LIKE]` and `[/INSTRUCTION_LIKE]`. Spans
 * are UTF-16 offsets into the original (DESIGN.md "Offsets"). Overlapping redactions merge
 * into one; overlapping wraps merge into one marker pair (each contributing rule still gets
 * its finding, all pointing at the same output span); a wrap that cuts a redaction grows to
 * contain it, so markers never interleave.
 *
 * Cost (issue 3, growth ≤ 2.2 per doubling): one Finding object per kept edit and no other
 * object per edit; when every edit is a wrap (role-tag lines), no array per edit either — the
 * edit list, already in order, is the findings list, and overlapping wraps are merged on the
 * fly (`renderWraps`). Otherwise merged spans live in typed arrays, the output is walked as a
 * two-pointer merge of wraps and redactions (no event list, no event sort). Edits and findings are
 * sorted only when a linear check finds them out of order — rules emit matches in source
 * order, so the common case sorts nothing. A text with few edits is joined from slices; one
 * with many (a marker every few characters) is written code unit by code unit into one
 * buffer and decoded once, instead of keeping a string per piece alive until a join.
 */
import { makeFinding, type Finding } from "../core/light.js";
import { INSTRUCTION_LIKE_CLOSE, INSTRUCTION_LIKE_OPEN } from "./markers.js";

/**
 * A matched span of the original and what to do with it, shaped like the Finding it becomes
 * (the same keys in the same order, DESIGN.md "Finding"): a wrap's edit is itself its
 * finding — `render` fills in `outputStart`/`outputEnd` (-1 until then) rather than copying
 * it, so a match costs one object (issue 3, growth). Build one with `makeEdit`.
 */
export interface Edit {
  readonly kind: "rule" | "detector";
  /** Rule or detector id. */
  readonly id: string;
  readonly category: string;
  /** Source span (UTF-16 offsets into the original). */
  readonly start: number;
  readonly end: number;
  /** 0–1. */
  readonly score: number;
  readonly reason: string;
  /** Set by `render` on a wrap's edit; -1 before. */
  outputStart: number;
  /** Set by `render` on a wrap's edit; -1 before. */
  outputEnd: number;
  /** For a redaction: the marker that replaces the span. Absent for a wrap. */
  readonly replacement?: string;
}

/**
 * Builds an edit for `render`: a wrap when `replacement` is undefined, else a redaction by
 * that marker. Offsets are UTF-16 indices into the original; `score` is 0–1.
 *
 * @example
 * makeEdit("rule", "role-tag.seed", "role-tag", 0, 9, 1, "a role tag opens the line");
 */
export function makeEdit(
  kind: "rule" | "detector",
  id: string,
  category: string,
  start: number,
  end: number,
  score: number,
  reason: string,
  replacement?: string,
): Edit {
  return replacement === undefined
    ? { kind, id, category, start, end, score, reason, outputStart: -1, outputEnd: -1 }
    : { kind, id, category, start, end, score, reason, outputStart: -1, outputEnd: -1, replacement };
}

/**
 * Applies edits to `original`. Linear in `original.length` plus the edit count when the
 * edits arrive in source order per kind (as the rule loop emits them); n·log n otherwise.
 * Fills in `outputStart`/`outputEnd` of every kept wrap edit, which becomes that finding;
 * pass fresh edits (from `makeEdit`) to each call. When every edit is a non-empty wrap in
 * source order, the returned `findings` is the `edits` array itself (no copy): hand over a
 * list you no longer need.
 *
 * @returns the output text and one finding per kept edit (empty spans are dropped), sorted
 *   by source start, then longer span first, then id.
 */
export function render(original: string, edits: readonly Edit[]): { text: string; findings: Finding[] } {
  if (edits.length === 0) return { text: original, findings: [] };
  // Every edit a non-empty wrap (role-tag lines: 640 k of them at 6.4 MB): no copy of the
  // list unless it must be sorted, and no merged-span arrays.
  const shape = wrapShape(edits);
  if (shape !== null) return renderWraps(original, shape.sorted ? (edits as Edit[]) : [...edits].sort(compareSpans), shape.sorted ? shape : null);
  const redEdits: Edit[] = [];
  const wrapEdits: Edit[] = [];
  for (const e of edits) {
    if (e.replacement !== undefined) {
      if (e.end > e.start) redEdits.push(e);
    } else if (e.end > e.start) wrapEdits.push(e);
  }
  sortBySpan(redEdits);
  sortBySpan(wrapEdits);
  const red = mergeRedactions(redEdits);
  const wraps = mergeWraps(wrapEdits, red);
  // Without redactions the findings are the wrap edits in their sorted order (each merged
  // wrap's contributors are a contiguous range of them): that list is returned, not a copy.
  const findings: Finding[] = red.count === 0 ? wrapEdits : [];

  // Two-pointer walk in source order. At one position: close a wrap, then open the next,
  // then redact (a redaction never straddles a wrap edge, see `mergeWraps`).
  const out: Output = red.count + wraps.count >= UNIT_OUTPUT_MIN_SPANS && UNIT_OUTPUT_OK ? new UnitOutput(original, outputLength(original, red, redEdits, wraps)) : new JoinOutput(original);
  let pos = 0;
  let ri = 0;
  let wi = 0;
  let open = false;
  let wrapOut = 0;
  const nr = red.count;
  const nw = wraps.count;
  while (ri < nr || wi < nw) {
    const wrapAt = wi < nw ? (open ? (wraps.end[wi] as number) : (wraps.start[wi] as number)) : Infinity;
    const redAt = ri < nr ? (red.start[ri] as number) : Infinity;
    const at = wrapAt <= redAt ? wrapAt : redAt;
    if (at > pos) {
      out.copy(pos, at);
      pos = at;
    }
    if (wrapAt <= redAt) {
      if (!open) {
        wrapOut = out.length;
        out.put(INSTRUCTION_LIKE_OPEN);
        open = true;
        continue;
      }
      out.put(INSTRUCTION_LIKE_CLOSE);
      const outLen = out.length;
      for (let k = wraps.first[wi] as number, last = wraps.first[wi + 1] as number; k < last; k++) {
        const e = wrapEdits[k] as Edit;
        e.outputStart = wrapOut;
        e.outputEnd = outLen;
        if (nr === 0) makeFinding(e); // already in `findings`: checked only
        else findings.push(makeFinding(e));
      }
      open = false;
      wi++;
      continue;
    }
    const e = redEdits[red.edit[ri] as number] as Edit;
    const rStart = red.start[ri] as number;
    const rEnd = red.end[ri] as number;
    const replacement = e.replacement as string;
    const outLen = out.length;
    out.put(replacement);
    findings.push(
      makeFinding({
        kind: e.kind,
        id: e.id,
        category: e.category,
        start: rStart,
        end: rEnd,
        score: e.score,
        reason: e.reason,
        outputStart: outLen,
        outputEnd: outLen + replacement.length,
        original: original.slice(rStart, rEnd),
      }),
    );
    pos = rEnd;
    ri++;
  }
  if (pos < original.length) out.copy(pos, original.length);
  if (!isSorted(findings, compareFindings)) findings.sort(compareFindings);
  return { text: out.finish(), findings };
}

/**
 * `render` when every edit is a non-empty wrap, sorted by span: overlapping edits merge into
 * one marker pair, found on the fly (the same groups as `mergeWraps` without redactions), so
 * the only memory per edit is the edit itself, which becomes its finding; the returned
 * findings are `sorted` (issue 3, growth: three typed arrays per edit were 12 bytes of
 * external memory per finding, and external memory brings the next full GC forward).
 */
function renderWraps(original: string, sorted: Edit[], known: WrapShape | null): { text: string; findings: Finding[] } {
  const n = sorted.length;
  // Pass 1 (skipped when `wrapShape` already read these edits in this order): the number of
  // merged wraps, which sizes the output, and whether the finding order holds.
  const shape = known ?? (wrapShape(sorted) as WrapShape);
  const groups = shape.groups;
  const markers = INSTRUCTION_LIKE_OPEN.length + INSTRUCTION_LIKE_CLOSE.length;
  const out: Output = groups >= UNIT_OUTPUT_MIN_SPANS && UNIT_OUTPUT_OK ? new UnitOutput(original, original.length + groups * markers) : new JoinOutput(original);
  // Pass 2: one overlap group at a time, written and its edits given their output span.
  let pos = 0;
  let i = 0;
  while (i < n) {
    const from = i;
    const ws = (sorted[i] as Edit).start;
    let we = (sorted[i] as Edit).end;
    for (i++; i < n && (sorted[i] as Edit).start < we; i++) we = Math.max(we, (sorted[i] as Edit).end);
    if (ws > pos) out.copy(pos, ws);
    const wrapOut = out.length;
    out.put(INSTRUCTION_LIKE_OPEN);
    out.copy(ws, we);
    out.put(INSTRUCTION_LIKE_CLOSE);
    const outLen = out.length;
    for (let k = from; k < i; k++) {
      const e = sorted[k] as Edit;
      e.outputStart = wrapOut;
      e.outputEnd = outLen;
      makeFinding(e); // checked only: the edit is its finding
    }
    pos = we;
  }
  if (pos < original.length) out.copy(pos, original.length);
  const findings: Finding[] = sorted;
  if (!shape.findingOrder) findings.sort(compareFindings);
  return { text: out.finish(), findings };
}

/** What one pass over an all-wrap edit list learns (`wrapShape`). */
interface WrapShape {
  /** In `compareSpans` order. */
  readonly sorted: boolean;
  /** Merged wraps (overlap groups); meaningful when `sorted`. */
  readonly groups: number;
  /** Also in `compareFindings` order (equal spans by id); meaningful when `sorted`. */
  readonly findingOrder: boolean;
}

/**
 * One pass over `edits` (issue 3, growth: on role-tag lines every pass over the edits reads
 * 640 k objects from memory, and four separate checks were four passes): null unless every
 * edit is a non-empty wrap; else whether they are in span order and, if so, how many merged
 * wraps they make and whether they are in finding order too.
 */
function wrapShape(edits: readonly Edit[]): WrapShape | null {
  let sorted = true;
  let findingOrder = true;
  let groups = 0;
  let we = -1;
  let prev: Edit | null = null;
  for (let i = 0; i < edits.length; i++) {
    const e = edits[i] as Edit;
    if (e.replacement !== undefined || !(e.end > e.start)) return null;
    if (prev !== null && sorted) {
      const c = compareSpans(prev, e);
      if (c > 0) sorted = false;
      else if (c === 0 && findingOrder && prev.id.localeCompare(e.id) > 0) findingOrder = false;
    }
    if (e.start >= we) groups++;
    if (e.end > we) we = e.end;
    prev = e;
  }
  return { sorted, groups, findingOrder };
}

/** Where the output text is built: pieces of the original and markers, in order. */
interface Output {
  /** Code units written so far. */
  readonly length: number;
  /** Appends `original[from, to)`. */
  copy(from: number, to: number): void;
  /** Appends a marker. */
  put(marker: string): void;
  /** The whole output. */
  finish(): string;
}

/** Slices joined once at the end: cheapest for a few long pieces. */
class JoinOutput implements Output {
  length = 0;
  private readonly parts: string[] = [];
  constructor(private readonly original: string) {}

  copy(from: number, to: number): void {
    this.parts.push(this.original.slice(from, to));
    this.length += to - from;
  }

  put(marker: string): void {
    this.parts.push(marker);
    this.length += marker.length;
  }

  finish(): string {
    return this.parts.join("");
  }
}

/** From this many merged spans on, the output is written into one buffer (`UnitOutput`). */
const UNIT_OUTPUT_MIN_SPANS = 64;
/** `UnitOutput` writes UTF-16 code units through a Uint16Array, which must match Buffer's `utf16le`. */
// Little-endian when the low byte of a 16-bit 1 comes first (`os.endianness()`, without loading `node:os`: cold start).
const UNIT_OUTPUT_OK = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;
/** Pieces at least this long are copied by one native write of a slice, shorter ones unit by unit. */
const NATIVE_COPY_MIN = 48;

/**
 * One preallocated buffer of exactly the output length: Latin-1 bytes when every code unit
 * of the original is below 0x100 (the output then decodes to a one-byte string), else UTF-16
 * code units (lone surrogates are copied as they are). Decoded once by `finish`.
 */
class UnitOutput implements Output {
  length = 0;
  private readonly bytes: Buffer;
  private readonly units: Uint16Array | null;

  constructor(
    private readonly original: string,
    capacity: number,
  ) {
    const oneByte = !NOT_LATIN1.test(original);
    this.bytes = Buffer.from(new ArrayBuffer(oneByte ? capacity : capacity * 2));
    this.units = oneByte ? null : new Uint16Array(this.bytes.buffer, 0, capacity);
  }

  copy(from: number, to: number): void {
    const src = this.original;
    if (to - from >= NATIVE_COPY_MIN) {
      const piece = src.slice(from, to);
      if (this.units) this.bytes.write(piece, this.length * 2, "utf16le");
      else this.bytes.write(piece, this.length, "latin1");
      this.length += to - from;
      return;
    }
    let o = this.length;
    const dst = this.units ?? this.bytes;
    for (let k = from; k < to; k++) dst[o++] = src.charCodeAt(k);
    this.length = o;
  }

  put(marker: string): void {
    let o = this.length;
    const dst = this.units ?? this.bytes;
    for (let k = 0; k < marker.length; k++) dst[o++] = marker.charCodeAt(k);
    this.length = o;
  }

  finish(): string {
    return this.units ? this.bytes.toString("utf16le", 0, this.length * 2) : this.bytes.toString("latin1", 0, this.length);
  }
}

const NOT_LATIN1 = /[^\u0000-\u00ff]/;

/** Exact output length: the original, plus both markers of every wrap, with each redaction's span replaced by its marker. */
function outputLength(original: string, red: Redactions, redEdits: readonly Edit[], wraps: Wraps): number {
  let n = original.length + wraps.count * (INSTRUCTION_LIKE_OPEN.length + INSTRUCTION_LIKE_CLOSE.length);
  for (let i = 0; i < red.count; i++) {
    n += ((redEdits[red.edit[i] as number] as Edit).replacement as string).length - ((red.end[i] as number) - (red.start[i] as number));
  }
  return n;
}

/** Finding order: source start, then the longer span first, then id. */
function compareFindings(a: Finding, b: Finding): number {
  return a.start - b.start || b.end - a.end || a.id.localeCompare(b.id);
}

/** Edit order: source start, then the longer span first (stable among equals). */
function compareSpans(a: Edit, b: Edit): number {
  return a.start - b.start || b.end - a.end;
}

/** Sorts in place unless already in order (stable, like `Array.prototype.sort`). */
function sortBySpan(edits: Edit[]): void {
  if (!isSorted(edits, compareSpans)) edits.sort(compareSpans);
}

function isSorted<T>(xs: readonly T[], cmp: (a: T, b: T) => number): boolean {
  for (let i = 1; i < xs.length; i++) if (cmp(xs[i - 1] as T, xs[i] as T) > 0) return false;
  return true;
}

/** Merged redactions: span `i` is `[start[i], end[i])`, written by edit `edit[i]` of the sorted list. */
interface Redactions {
  count: number;
  start: Int32Array;
  end: Int32Array;
  edit: Int32Array;
}

/** Sorted, non-overlapping redactions; an overlap merges into the earlier one's rule. */
function mergeRedactions(sorted: readonly Edit[]): Redactions {
  const n = sorted.length;
  const out: Redactions = { count: 0, start: new Int32Array(n), end: new Int32Array(n), edit: new Int32Array(n) };
  let c = 0;
  for (let i = 0; i < n; i++) {
    const e = sorted[i] as Edit;
    if (c > 0 && e.start < (out.end[c - 1] as number)) {
      if (e.end > (out.end[c - 1] as number)) out.end[c - 1] = e.end;
    } else {
      out.start[c] = e.start;
      out.end[c] = e.end;
      out.edit[c] = i;
      c++;
    }
  }
  out.count = c;
  return out;
}

/**
 * Merged wraps: wrap `i` is `[start[i], end[i])` and its contributors are the sorted wrap
 * edits `first[i] … first[i + 1] - 1` (each keeps its own span in its finding).
 */
interface Wraps {
  count: number;
  start: Int32Array;
  end: Int32Array;
  /** `count + 1` entries; the last is the number of wrap edits. */
  first: Int32Array;
}

/**
 * Sorted, non-overlapping wraps with no redaction cut by a wrap edge: overlapping wraps
 * merge; a wrap grows over a redaction straddling either edge; wraps that then overlap
 * merge. Merging only ever joins neighbours, so each wrap's contributors are a contiguous
 * range of the sorted edits.
 */
function mergeWraps(sorted: readonly Edit[], red: Redactions): Wraps {
  const n = sorted.length;
  const out: Wraps = { count: 0, start: new Int32Array(n), end: new Int32Array(n), first: new Int32Array(n + 1) };
  let c = 0;
  let ri = 0;
  let i = 0;
  while (i < n) {
    // One overlap group of the sorted edits.
    const from = i;
    let ws = (sorted[i] as Edit).start;
    let we = (sorted[i] as Edit).end;
    for (i++; i < n && (sorted[i] as Edit).start < we; i++) we = Math.max(we, (sorted[i] as Edit).end);
    // Grow over redactions it cuts.
    while (ri < red.count && (red.end[ri] as number) <= ws) ri++;
    let k = ri;
    if (k < red.count && (red.start[k] as number) < ws && (red.end[k] as number) > ws) ws = red.start[k] as number;
    while (k < red.count && (red.start[k] as number) < we) {
      if ((red.end[k] as number) > we) we = red.end[k] as number;
      k++;
    }
    if (c > 0 && ws < (out.end[c - 1] as number)) {
      if (we > (out.end[c - 1] as number)) out.end[c - 1] = we;
    } else {
      out.start[c] = ws;
      out.end[c] = we;
      out.first[c] = from;
      c++;
    }
  }
  out.first[c] = n;
  out.count = c;
  return out;
}
