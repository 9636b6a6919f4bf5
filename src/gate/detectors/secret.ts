/**
 * Secrets and credentials, synchronously: the published formats of `secret-formats.ts`,
 * matched on the original text (case matters in token formats). `gateAnswer` adds the
 * secretlint recommended preset asynchronously (`secretlint.ts`) — both report as `secret`.
 * Block code `ERR_LEAK_SECRET`; findings name the rule, never the value.
 */
import type { Finding } from "../../core/light.js";
import { makeFinding } from "../../core/light.js";
import type { Shadow } from "../../boundary/index.js";
import type { CompiledDetector, DetectorSpec } from "../types.js";
import { SECRET_FORMATS } from "./secret-formats.js";
import { trailingRun } from "./util.js";
import { caseView, prefoldAnswer, type TextView } from "../view.js";
import { notStrictlyContained } from "../spans.js";

/** The only format with spaces inside is a PEM header (≤ 59 characters). */
const SPACED_FORMAT_WINDOW = 64;
const PEM_HEAD = "-----begin";

/**
 * Streaming hold, in shadow code units (the shadow drops zero-width characters and folds
 * fullwidth forms, as the case view the formats run on does): the trailing unbroken run, or
 * from a PEM header's start while it is open.
 */
function hold(text: string): number {
  const pem = text.lastIndexOf(PEM_HEAD);
  const pemHold = pem >= 0 && text.length - pem <= SPACED_FORMAT_WINDOW ? text.length - pem : 0;
  return Math.max(trailingRun(text), pemHold);
}

/** Format matches on one view of the answer, mapped to original offsets. */
function scan(view: TextView, out: Map<string, Finding>, folded: boolean): void {
  for (const format of SECRET_FORMATS) {
    for (const m of view.text.matchAll(format.pattern)) {
      if (format.validate && !format.validate(m[0])) continue;
      const { start, end } = view.toOriginal(m.index, m.index + m[0].length);
      const key = `${start}:${end}`;
      if (out.has(key)) continue;
      out.set(
        key,
        makeFinding({
          kind: "detector",
          id: "secret",
          category: "secret.credential",
          start,
          end,
          score: 0.95,
          reason: `credential format ${format.id}${folded ? " (hidden or fullwidth characters inside)" : ""}`,
        }),
      );
    }
  }
}

/**
 * Runs every published format on the original answer (case matters in token formats) and,
 * when the answer holds invisible or compatibility characters, on its case view too, so a
 * key with a zero-width space or fullwidth letters inside is still found; and when the gate
 * view's prefold changes the answer (character references and percent-escapes decoded, inline
 * tags, Markdown emphasis and HTML comments padded: `ghp&#95;…`, `AKIA%49…`,
 * `ghp_…<b></b>…`, `ghp_…**…**`), on the case view of the prefolded answer as well. The
 * prefold keeps the length, so its case view maps straight back to the original.
 */
function detect(shadow: Shadow): Finding[] {
  const found = new Map<string, Finding>();
  const original = shadow.original;
  scan({ text: original, toOriginal: (start, end) => ({ start, end }) }, found, false);
  const view = caseView(original);
  if (view.text !== original) scan(view, found, true);
  const pre = prefoldAnswer(original);
  if (pre !== original) scan(caseView(pre), found, true);
  return dropContained([...found.values()]);
}

/** Drops a finding lying inside another (the folded view may see a longer token). */
function dropContained(findings: Finding[]): Finding[] {
  const keep = notStrictlyContained(findings);
  return findings.filter((_, i) => keep[i]);
}

export const secretDetector: DetectorSpec = {
  id: "secret",
  category: "secret.credential",
  code: "ERR_LEAK_SECRET",
  label: "SECRET",
  patterns: SECRET_FORMATS.map((f) => f.pattern),
  compile: (): CompiledDetector => ({
    id: "secret",
    category: "secret.credential",
    code: "ERR_LEAK_SECRET",
    label: "SECRET",
    // Tokens have no whitespace: a stream holds the trailing unbroken run, however long.
    window: SPACED_FORMAT_WINDOW,
    hold,
    detect,
    canonical: (t) => t,
  }),
};
