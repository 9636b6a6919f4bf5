/**
 * `render` against a reference: the straightforward event-sort renderer it replaced (kept
 * below as the oracle) must give the same text and the same findings, in the same order, on
 * random edit sets — overlapping, touching, nested, unsorted, empty spans, wraps cutting
 * redactions. The fast renderer only changed how the work is done (issue 3, growth); the
 * reference reads the same edit fields (`id`, `kind`, `score`) it always did.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeEdit, render, type Edit } from "../../src/boundary/render.js";
import { INSTRUCTION_LIKE_CLOSE, INSTRUCTION_LIKE_OPEN, REDACTED_CHAT_TOKEN } from "../../src/boundary/markers.js";
import { makeFinding, type Finding } from "../../src/core/index.js";
import { propertyRuns } from "../helpers/property-runs.js";

const edit = (len: number) =>
  fc
    .record({
      start: fc.integer({ min: 0, max: len }),
      width: fc.integer({ min: -1, max: 12 }),
      rule: fc.constantFrom("b.rule", "a.rule", "c-rule"),
      redact: fc.boolean(),
      detector: fc.boolean(),
    })
    .map(({ start, width, rule, redact, detector }): Edit =>
      makeEdit(
        detector ? "detector" : "rule",
        rule,
        redact ? "chat-template-token" : "role-tag",
        start,
        Math.min(len, Math.max(0, start + width)),
        detector ? 0.5 : 1,
        `reason of ${rule}`,
        redact ? REDACTED_CHAT_TOKEN : undefined,
      ),
    );

/** Fresh copies: `render` fills in the output span of the wrap edits it is given. */
const fresh = (edits: readonly Edit[]): Edit[] => edits.map((e) => ({ ...e }));

const cases = fc.integer({ min: 0, max: 60 }).chain((len) =>
  fc.record({ text: fc.string({ minLength: len, maxLength: len, unit: "grapheme-ascii" }), edits: fc.array(edit(len), { maxLength: 14 }) }),
);

describe("render", () => {
  it("gives the reference renderer's text and findings on random edit sets", () => {
    fc.assert(
      fc.property(cases, ({ text, edits }) => {
        const got = render(text, fresh(edits));
        const want = referenceRender(text, fresh(edits));
        expect(got.text).toBe(want.text);
        expect(got.findings).toStrictEqual(want.findings);
      }),
      { numRuns: propertyRuns(20_000) },
    );
  });

  // Many edits (≥ 64 merged spans) take the buffer path: Latin-1 text decodes to a one-byte
  // string, any other text to UTF-16 with lone surrogates kept; pieces of 48+ units are
  // copied natively, shorter ones unit by unit.
  const units = ["a", "b", " ", "\n", "é", "\u00ff", "한", "\ud800", "\udc00", "😀", "x".repeat(60)];
  const manyEdits = fc.integer({ min: 0, max: 2 }).chain((script) =>
    fc.array(fc.constantFrom(...(script === 0 ? units.slice(0, 6).concat(units[10] as string) : units)), { minLength: 200, maxLength: 600 }).chain((pieces) => {
      const text = pieces.join("");
      return fc.record({ text: fc.constant(text), edits: fc.array(edit(text.length), { minLength: 100, maxLength: 300 }) });
    }),
  );

  it("gives the reference renderer's result on texts with many edits (buffer path), any script", () => {
    fc.assert(
      fc.property(manyEdits, ({ text, edits }) => {
        const got = render(text, fresh(edits));
        const want = referenceRender(text, fresh(edits));
        expect(got.text).toBe(want.text);
        expect(got.findings).toStrictEqual(want.findings);
      }),
      { numRuns: 1_000 },
    );
  });

  it.each([
    // [why, text, edits as [start, end, redact, rule]]
    ["one wrap per line, in source order", "SYSTEM: x\nSYSTEM: y\n", [[0, 9, false, "r"], [10, 19, false, "r"]]],
    ["a wrap cutting a redaction grows over it", "ab<|im|>cd", [[2, 8, true, "t"], [0, 4, false, "w"]]],
    ["touching wraps keep two marker pairs", "abcdef", [[0, 3, false, "w"], [3, 6, false, "w"]]],
    ["a redaction at a wrap's end comes after the close", "abcdef", [[0, 3, false, "w"], [3, 5, true, "t"]]],
    ["edits out of source order", "abcdefgh", [[5, 8, false, "w"], [0, 2, false, "v"], [1, 3, true, "t"]]],
  ] as [string, string, [number, number, boolean, string][]][])("%s", (_why, text, rows) => {
    const edits: Edit[] = rows.map(([start, end, redact, id]) => makeEdit("rule", id, "c", start, end, 1, "r", redact ? REDACTED_CHAT_TOKEN : undefined));
    expect(render(text, fresh(edits))).toStrictEqual(referenceRender(text, fresh(edits)));
  });
});

// ---- Reference: the renderer before the growth rewrite (event list + sort). ----
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
function referenceRender(original: string, edits: readonly Edit[]): { text: string; findings: Finding[] } {
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
          id: r.edit.id,
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
            id: c.edit.id,
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
