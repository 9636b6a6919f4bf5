/**
 * An IBAN split over the cells of a table (issue 19, blind round 10): the value cells of one
 * logical field, in consecutive rows with label cells between them (`| IBAN (1/2) | DE89 3704
 * 0044 |⏎| IBAN (2/2) | 0532 0130 00 |`), an HTML table's `<td>`s, CSV lines. A reader joins
 * the value cells; so does this module, and the join counts when it is an IBAN: it starts with
 * a country code and check digits, reaches exactly the country's registered length and passes
 * ISO 7064 mod 97-10 (`iban.ts`). One check per head cell, at one length: a chance join of
 * unrelated cells passes with odds of about 1 in 97 times the rarity of a country-code head.
 *
 * Cells are the text between table edges in the original: `|`, a line break, a tab, a CSV
 * `,` / `;`, an HTML tag. A VALUE cell is, in the original, groups of 1–8 letters or digits
 * apart by one space, dash, dot or slash, holding a digit, every group a digit or capitals
 * (`0532 0130 00`, `WEST 1234`; `part 2`, `Teil 2`, `IBAN` are labels). A cell `label: value`
 * offers the value after its colon. Between two joined parts only label or empty cells stand
 * (at most `MAX_LABELS`), no blank line or paragraph, at most `MAX_GAP` code units. Linear: each
 * cell is read once per head, and a head reads at most `MAX_PARTS` values.
 */
import { makeFinding, type Finding, type RampartConfig } from "../../core/light.js";
import type { Shadow } from "../../boundary/index.js";
import type { CompiledDetector, DetectorSpec } from "../types.js";
import { SpanCover } from "../spans.js";
import { IBAN_LENGTH, ibanMod97Ok, ibanPatternDetector } from "./iban.js";

/** Table edges: an HTML tag (bounded), a pipe, a line break, a tab, a CSV delimiter. */
const CELL_EDGE = /<[^<>\n]{0,200}>|[|\n\t,;]/g;
/** A value cell's text (module comment). */
const VALUE = /^[A-Za-z0-9]{1,8}(?:[ .\-/\u00a0][A-Za-z0-9]{1,8}){0,9}$/;
/** One group of a value: digits present, or capitals only. */
const STRONG_GROUP = /[0-9]|^[A-Z]+$/;
/** Padding around a cell's value: spacing, quotes, emphasis. */
const isPad = (c: string): boolean => /[\s"'`*{}[\]]/.test(c);
/** `text` without padding at either end (a loop, not a regex: a long run of spaces costs one pass). */
function unpad(text: string): string {
  let a = 0;
  let b = text.length;
  while (a < b && isPad(text[a] as string)) a += 1;
  while (b > a && isPad(text[b - 1] as string)) b -= 1;
  return text.slice(a, b);
}
/** Longest cell text read as a value (a label and a value: `IBAN (Fortsetzung): 0532 0130 00`). */
const MAX_CELL = 160;
/** A value after a label inside one cell (`IBAN: DE89 …`). */
const AFTER_COLON = /[:：]\s{0,3}([^:：]{1,100})$/;
/** A blank line or a paragraph-level tag: the parts on both sides belong to different records. */
const RECORD_BREAK = /\n[ \t]*\n|<\/?(?:p|div|table|section|article|h[1-6])\b/i;
const MAX_LABELS = 4;
const MAX_GAP = 200;
const MAX_PARTS = 8;

/** A cell: its span in the original and, for a value cell, its letters and digits (upper case). */
interface Cell {
  start: number;
  end: number;
  value: string | null;
}

/** The value of an original cell text, or null for a label (module comment). */
function valueOf(raw: string): string | null {
  if (raw.length > MAX_CELL) return null;
  let text = unpad(raw.normalize("NFKC").replace(/\p{Cf}/gu, ""));
  if (!VALUE.test(text)) {
    const tail = unpad(AFTER_COLON.exec(text)?.[1] ?? "");
    if (!VALUE.test(tail)) return null;
    text = tail;
  }
  const groups = text.split(/[ .\-/\u00a0]/);
  if (!/[0-9]/.test(text) || !groups.every((g) => STRONG_GROUP.test(g))) return null;
  return groups.join("").toUpperCase();
}

/**
 * The cells of the original text, in order. Edges are read on the original, not the shadow:
 * the shadow reads a line break between short digit groups as a space (a number wrapped over a
 * line), which would glue a label line to its neighbours.
 */
function cellsOf(text: string): Cell[] {
  const out: Cell[] = [];
  let from = 0;
  const push = (a: number, b: number) => {
    if (b > a) out.push({ start: a, end: b, value: valueOf(text.slice(a, b)) });
  };
  for (const m of text.matchAll(CELL_EDGE)) {
    push(from, m.index);
    from = m.index + m[0].length;
  }
  push(from, text.length);
  return out;
}

/**
 * IBANs whose parts stand in two or more cells (module comment), one finding per part (spans
 * in the original; the labels between stay readable).
 *
 * @example
 * ibanAcrossCells(gateShadow("| IBAN 1 | DE89 3704 0044 |\n| IBAN 2 | 0532 0130 00 |")) // → 2 findings
 */
export function ibanAcrossCells(shadow: Shadow): Finding[] {
  const text = shadow.original;
  if (!/[0-9]/.test(text) || !/[|\n\t,;<]/.test(text)) return [];
  const cells = cellsOf(text);
  const out: Finding[] = [];
  for (let h = 0; h < cells.length; h++) {
    const head = cells[h] as Cell;
    const expected = head.value ? IBAN_LENGTH[head.value.slice(0, 2)] : undefined;
    if (!head.value || expected === undefined || !/^[A-Z]{2}[0-9]{2}/.test(head.value) || head.value.length >= expected) continue;
    const parts: Cell[] = [head];
    let joined = head.value;
    let labels = 0;
    let last = h;
    for (let j = h + 1; j < cells.length && parts.length < MAX_PARTS; j++) {
      const c = cells[j] as Cell;
      const prev = parts[parts.length - 1] as Cell;
      const gap = text.slice(prev.end, c.start);
      if (c.start - prev.end > MAX_GAP || RECORD_BREAK.test(gap)) break;
      if (c.value === null) {
        if (text.slice(c.start, c.end).trim() !== "" && ++labels > MAX_LABELS) break;
        continue;
      }
      joined += c.value;
      parts.push(c);
      last = j;
      labels = 0;
      if (joined.length >= expected) break;
    }
    if (parts.length < 2 || joined.length !== expected || !ibanMod97Ok(joined)) continue;
    for (const p of parts) {
      // The value, without the cell's padding and any label before a colon in it.
      const raw = text.slice(p.start, p.end);
      const colon = Math.max(raw.lastIndexOf(":"), raw.lastIndexOf("："));
      const from = colon >= 0 && valueOf(raw.slice(colon + 1)) !== null ? colon + 1 : 0;
      const inner = raw.slice(from);
      const start = p.start + from + (inner.length - inner.trimStart().length);
      out.push(makeFinding({ kind: "detector", id: "iban", category: "pii.iban", start, end: p.start + raw.trimEnd().length, score: 0.9, reason: `IBAN split over ${parts.length} table cells or rows (joined: country length and ISO 7064 mod 97 check valid)` }));
    }
    h = last;
  }
  return out;
}

/** Patterns run on answer text (checked for linear time by a test). */
export const IBAN_ROW_PATTERNS: readonly RegExp[] = [CELL_EDGE, VALUE, STRONG_GROUP, AFTER_COLON, RECORD_BREAK];

/**
 * The IBAN detector: the pattern detector of `iban.ts` (one spelling in one place) plus the
 * parts joined across cells (`ibanAcrossCells`), where no single-place reading already covers
 * a part.
 */
export const ibanDetector: DetectorSpec = {
  ...ibanPatternDetector,
  patterns: [...ibanPatternDetector.patterns, ...IBAN_ROW_PATTERNS],
  compile(config: RampartConfig): CompiledDetector | null {
    const inner = ibanPatternDetector.compile(config);
    if (inner === null) return null;
    return {
      ...inner,
      detect(shadow: Shadow): Finding[] {
        const found = inner.detect(shadow);
        const cover = new SpanCover(shadow.original.length);
        for (const f of found) cover.add(f.start, f.end);
        return [...found, ...ibanAcrossCells(shadow).filter((f) => !cover.overlaps(f.start, f.end))];
      },
    };
  },
};
