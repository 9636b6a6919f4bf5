/**
 * An answer as HTML with the gate's findings marked. Offsets are UTF-16 indices into the
 * answer (DESIGN.md "Offsets"); overlapping findings merge into one mark naming all of them;
 * a span that would split a surrogate pair is widened to whole characters. Everything is
 * escaped. By default the text inside a finding is masked (•), because the report is a CI
 * artifact and a finding is exactly the personal data or secret the gate stopped; `reveal`
 * shows it.
 */
import type { Finding } from "../../core/index.js";
import { escapeHtml } from "./escape.js";

/** Options of `highlightAnswer`. */
export interface HighlightOptions {
  /** Show the text inside findings instead of masking it. */
  reveal?: boolean;
}

interface Mark {
  start: number;
  end: number;
  labels: string[];
}

function isHigh(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}
function isLow(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** Merges findings into non-overlapping marks, clamped to the text and to whole code points. */
export function mergeFindingSpans(text: string, findings: readonly Finding[]): Mark[] {
  const spans = findings
    .map((f) => {
      let start = Math.max(0, Math.min(text.length, f.start));
      let end = Math.max(start, Math.min(text.length, f.end));
      if (start > 0 && isLow(text.charCodeAt(start)) && isHigh(text.charCodeAt(start - 1))) start--;
      if (end < text.length && isLow(text.charCodeAt(end)) && isHigh(text.charCodeAt(end - 1))) end++;
      return { start, end, label: `${f.category} (${f.id}): ${f.reason}` };
    })
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const marks: Mark[] = [];
  for (const s of spans) {
    const last = marks[marks.length - 1];
    if (last && s.start < last.end) {
      last.end = Math.max(last.end, s.end);
      if (!last.labels.includes(s.label)) last.labels.push(s.label);
    } else marks.push({ start: s.start, end: s.end, labels: [s.label] });
  }
  return marks;
}

/** Masks text by code point, keeping line breaks so the layout survives. */
function mask(text: string): string {
  let out = "";
  for (const ch of text) out += ch === "\n" ? "\n" : "•";
  return out;
}

/**
 * Renders `answer` with `<mark class="finding">` around each (merged) finding.
 *
 * @example
 * highlightAnswer("call 010-1234-5678", [phoneFinding]) // 'call <mark class="finding" title="pii.phone …">•••••••••••••</mark>'
 */
export function highlightAnswer(answer: string, findings: readonly Finding[], opts: HighlightOptions = {}): string {
  let html = "";
  let at = 0;
  for (const m of mergeFindingSpans(answer, findings)) {
    html += escapeHtml(answer.slice(at, m.start));
    const inner = answer.slice(m.start, m.end);
    html += `<mark class="finding" title="${escapeHtml(m.labels.join("\n"))}">${escapeHtml(opts.reveal ? inner : mask(inner))}</mark>`;
    at = m.end;
  }
  return html + escapeHtml(answer.slice(at));
}
