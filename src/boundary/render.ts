/**
 * Turns matched spans of the original text into the neutralised output and its findings.
 *
 * Redactions replace a span with a marker (the finding keeps the source in `original`);
 * wraps keep a span verbatim between `[INSTRUCTION_LIKE]` and `[/INSTRUCTION_LIKE]`. Spans
 * are UTF-16 offsets into the original (DESIGN.md "Offsets"). Overlapping redactions merge
 * into one; overlapping wraps merge into one marker pair (each contributing rule still gets
 * its finding, all pointing at the same output span); a wrap that cuts a redaction grows to
 * contain it, so markers never interleave.
 */
import { makeFinding, type Finding } from "../core/index.js";
import { INSTRUCTION_LIKE_CLOSE, INSTRUCTION_LIKE_OPEN } from "./markers.js";

/** A matched span of the original and what to do with it. */
export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly ruleId: string;
  readonly category: string;
  readonly reason: string;
  /** For a redaction: the marker that replaces the span. Absent for a wrap. */
  readonly replacement?: string;
  /** Finding kind (default `rule`). */
  readonly kind?: "rule" | "detector";
  /** Finding score (default 1). */
  readonly score?: number;
}

interface Redaction {
  start: number;
  end: number;
  edit: Edit;
}

interface Wrap {
  start: number;
  end: number;
  edits: { edit: Edit; start: number; end: number }[];
}

/**
 * Applies edits to `original`. Linear in `original.length` plus n·log n in the edit count.
 *
 * @returns the output text and one finding per kept edit, sorted by source start.
 */
export function render(original: string, edits: readonly Edit[]): { text: string; findings: Finding[] } {
  if (edits.length === 0) return { text: original, findings: [] };
  const redactions = mergeRedactions(edits.filter((e) => e.replacement !== undefined));
  const wraps = mergeWraps(
    edits.filter((e) => e.replacement === undefined),
    redactions,
  );

  // Events in source order. At one position: close a wrap, then open the next, then redact.
  type Event = { at: number; order: number; redaction?: Redaction; wrap?: Wrap };
  const events: Event[] = [];
  for (const w of wraps) {
    events.push({ at: w.start, order: 1, wrap: w }, { at: w.end, order: 0, wrap: w });
  }
  for (const r of redactions) events.push({ at: r.start, order: 2, redaction: r });
  events.sort((a, b) => a.at - b.at || a.order - b.order);

  const parts: string[] = [];
  let outLen = 0;
  let pos = 0;
  const findings: Finding[] = [];
  const wrapOut = new Map<Wrap, number>();
  const emit = (s: string) => {
    parts.push(s);
    outLen += s.length;
  };
  for (const ev of events) {
    if (ev.at > pos) {
      emit(original.slice(pos, ev.at));
      pos = ev.at;
    }
    if (ev.redaction) {
      const r = ev.redaction;
      const outputStart = outLen;
      emit(r.edit.replacement as string);
      findings.push(
        makeFinding({
          kind: r.edit.kind ?? "rule",
          id: r.edit.ruleId,
          category: r.edit.category,
          start: r.start,
          end: r.end,
          score: r.edit.score ?? 1,
          reason: r.edit.reason,
          outputStart,
          outputEnd: outLen,
          original: original.slice(r.start, r.end),
        }),
      );
      pos = r.end;
    } else if (ev.wrap && ev.order === 1) {
      wrapOut.set(ev.wrap, outLen);
      emit(INSTRUCTION_LIKE_OPEN);
    } else if (ev.wrap) {
      emit(INSTRUCTION_LIKE_CLOSE);
      const outputStart = wrapOut.get(ev.wrap) as number;
      for (const c of ev.wrap.edits) {
        findings.push(
          makeFinding({
            kind: c.edit.kind ?? "rule",
            id: c.edit.ruleId,
            category: c.edit.category,
            start: c.start,
            end: c.end,
            score: c.edit.score ?? 1,
            reason: c.edit.reason,
            outputStart,
            outputEnd: outLen,
          }),
        );
      }
    }
  }
  if (pos < original.length) emit(original.slice(pos));
  findings.sort((a, b) => a.start - b.start || b.end - a.end || a.id.localeCompare(b.id));
  return { text: parts.join(""), findings };
}

/** Sorted, non-overlapping redactions; an overlap merges into the earlier one's rule. */
function mergeRedactions(edits: readonly Edit[]): Redaction[] {
  const sorted = [...edits].filter((e) => e.end > e.start).sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Redaction[] = [];
  for (const e of sorted) {
    const last = out[out.length - 1];
    if (last && e.start < last.end) {
      last.end = Math.max(last.end, e.end);
    } else {
      out.push({ start: e.start, end: e.end, edit: e });
    }
  }
  return out;
}

/** Sorted, non-overlapping wraps with no redaction cut by a wrap edge. */
function mergeWraps(edits: readonly Edit[], redactions: readonly Redaction[]): Wrap[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Wrap[] = [];
  let ri = 0;
  for (const e of sorted) {
    if (e.end <= e.start) continue;
    const contributor = { edit: e, start: e.start, end: e.end };
    const last = out[out.length - 1];
    if (last && e.start < last.end) {
      last.end = Math.max(last.end, e.end);
      last.edits.push(contributor);
      continue;
    }
    out.push({ start: e.start, end: e.end, edits: [contributor] });
  }
  // Grow wraps over redactions they cut; merge wraps that touch as a result.
  const grown: Wrap[] = [];
  for (const w of out) {
    while (ri < redactions.length && (redactions[ri] as Redaction).end <= w.start) ri++;
    let k = ri;
    // A redaction straddling the start.
    const first = redactions[k];
    if (first && first.start < w.start && first.end > w.start) w.start = first.start;
    while (k < redactions.length && (redactions[k] as Redaction).start < w.end) {
      const r = redactions[k] as Redaction;
      if (r.end > w.end) w.end = r.end;
      k++;
    }
    const prev = grown[grown.length - 1];
    if (prev && w.start < prev.end) {
      prev.end = Math.max(prev.end, w.end);
      prev.edits.push(...w.edits);
    } else {
      grown.push(w);
    }
  }
  return grown;
}
