/**
 * The asynchronous path of the evidence boundary: the deterministic scan (`scan`, unchanged)
 * plus async detectors (`AsyncDetector`: an LLM or a local classifier, `./detector.ts`), their
 * sentence spans rendered with the same markers and the same `Finding` shape.
 *
 * How the two meet: the deterministic scan runs first and its findings are turned back into
 * the edits that made them (a wrap's finding is its edit; a redaction's marker is read from
 * the output at `outputStart…outputEnd`), the detectors' matches and failures are added, and
 * the original text is rendered once more by the same `render` — so overlapping markers merge
 * exactly as rule markers do, and `recoverSource` still gives the input back. When no detector
 * reports anything, the deterministic result is returned as it is. A text the engine withheld
 * (`engine.limit`) is returned as it is: nothing of it reaches a classifier.
 *
 * Failures (`DetectorFailure`) become `detector.error` findings — wraps with category
 * `detector-error` and score 1 — and a detector that rejects fails the whole text closed the
 * same way. The sync API (`createEvidenceScanner`, `scanEvidence`) is untouched.
 */
import { badArgument, checkOptions, isOptionsObject, optionRule, type Finding, type OptionTable } from "../../core/light.js";
import type { AsyncDetector, AsyncDetection } from "../detector.js";
import { notText } from "../input.js";
import { REDACTED_CHAT_TOKEN } from "../markers.js";
import { makeEdit, render, type Edit } from "../render.js";
import { ENGINE_LIMIT_RULE_ID, EVIDENCE_SCANNER_OPTIONS, createEvidenceScanner, type EvidenceScan, type EvidenceScanner, type EvidenceScannerOptions } from "../scan.js";

/** Finding id of a span an async detector could not examine (fail closed). */
export const DETECTOR_ERROR_ID = "detector.error";
/** Category of `detector.error` findings. */
export const DETECTOR_ERROR_CATEGORY = "detector-error";

/** Options of `createAsyncEvidenceScanner`: the sync scanner's, plus the async detectors. */
export interface AsyncEvidenceScannerOptions extends EvidenceScannerOptions {
  /** Run after the deterministic scan, in parallel with each other. */
  readonly asyncDetectors: readonly AsyncDetector[];
}

/** Per-call options of `scanAsync`. */
export interface ScanAsyncOptions {
  /** Aborts pending detector calls; their sentences become `detector.error` findings. */
  readonly signal?: AbortSignal;
}

/** The runtime check of `AsyncEvidenceScannerOptions`: the sync scanner's table plus `asyncDetectors`. */
export const ASYNC_EVIDENCE_SCANNER_OPTIONS: OptionTable<AsyncEvidenceScannerOptions> = {
  ...EVIDENCE_SCANNER_OPTIONS,
  asyncDetectors: optionRule.array("an array of detectors ({ id, detect })"),
};

/** An AbortSignal by shape (a polyfill's or another realm's signal is one too). */
function isSignalLike(v: unknown): boolean {
  return typeof v === "object" && v !== null && typeof (v as AbortSignal).aborted === "boolean" && typeof (v as AbortSignal).addEventListener === "function";
}

/** The runtime check of `ScanAsyncOptions`. */
export const SCAN_ASYNC_OPTIONS: OptionTable<ScanAsyncOptions> = {
  signal: optionRule.where("an AbortSignal", isSignalLike),
};

/** A scanner with an async path. `scan` is the deterministic scan alone. */
export interface AsyncEvidenceScanner extends EvidenceScanner {
  /**
   * The deterministic scan plus every async detector. Never rejects for anything the text or
   * a detector does: what a detector cannot examine is marked as `detector.error`.
   *
   * @throws RampartError `ERR_BAD_INPUT` when `text` is not a string, or `options` has an
   *   unknown key or a `signal` that is not an `AbortSignal`.
   */
  scanAsync(text: string, options?: ScanAsyncOptions): Promise<EvidenceScan>;
  readonly asyncDetectors: readonly AsyncDetector[];
}

/**
 * Builds a scanner with an async path.
 *
 * @throws RampartError `ERR_BAD_INPUT` when `asyncDetectors` is not an array of detectors, or
 *   `options` has a key neither this nor `createEvidenceScanner` declares (named, with the
 *   closest known key);
 *   `ERR_CONFIG` as `createEvidenceScanner` (an unknown disabled rule id).
 * @example
 * const scanner = createAsyncEvidenceScanner({ asyncDetectors: [createSemanticDetector({ name: "llm", classifier })] });
 * const { text, findings } = await scanner.scanAsync(chunk);
 */
export function createAsyncEvidenceScanner(options: AsyncEvidenceScannerOptions): AsyncEvidenceScanner {
  if (!isOptionsObject(options)) throw badArgument("createAsyncEvidenceScanner", "options", "an options object ({ asyncDetectors })", options);
  // Read once: a snapshot of the values, so a getter or Proxy trap is not read again.
  options = checkOptions(options, ASYNC_EVIDENCE_SCANNER_OPTIONS, { fn: "createAsyncEvidenceScanner", arg: "options" });
  const detectors = options.asyncDetectors;
  if (!Array.isArray(detectors) || detectors.some((d: unknown) => !d || typeof (d as AsyncDetector).detect !== "function" || typeof (d as AsyncDetector).id !== "string")) {
    throw badArgument("createAsyncEvidenceScanner", "options.asyncDetectors", "an array of detectors ({ id, detect })", detectors);
  }
  const { asyncDetectors: _a, ...syncOptions } = options;
  const sync = createEvidenceScanner(syncOptions);
  const neutralize = (t: string): string => sync.scan(t).text;
  return {
    rules: sync.rules,
    asyncDetectors: detectors,
    scan: (text) => sync.scan(text),
    async scanAsync(text, opts = {}) {
      if (typeof text !== "string") throw notText("text", text);
      checkOptions(opts, SCAN_ASYNC_OPTIONS, { fn: "scanAsync", arg: "options" });
      const base = sync.scan(text);
      if (detectors.length === 0 || text.length === 0 || base.findings.some((f) => f.id === ENGINE_LIMIT_RULE_ID)) return base;
      const context = { findings: base.findings, neutralize, ...(opts.signal ? { signal: opts.signal } : {}) };
      const results = await Promise.all(detectors.map((d) => runDetector(d, text, context)));
      const extra: Edit[] = [];
      results.forEach((r, i) => {
        const id = (detectors[i] as AsyncDetector).id;
        for (const m of r.matches) {
          if (!validSpan(m.start, m.end, text.length) || !(m.score >= 0 && m.score <= 1)) continue;
          extra.push(makeEdit("detector", id, m.category, m.start, m.end, m.score, m.reason, m.action === "redact" ? REDACTED_CHAT_TOKEN : undefined));
        }
        for (const f of r.failures) {
          if (!validSpan(f.start, f.end, text.length)) continue;
          extra.push(makeEdit("detector", DETECTOR_ERROR_ID, DETECTOR_ERROR_CATEGORY, f.start, f.end, 1, `${f.code}: ${f.reason}`));
        }
      });
      if (extra.length === 0) return base;
      return render(text, [...editsOf(base), ...extra]);
    },
  };
}

/**
 * One-off form: a scanner with the full rule table and `detectors`, then `scanAsync(text)`.
 * Build the scanner once (`createAsyncEvidenceScanner`) when scanning many texts.
 *
 * @throws RampartError `ERR_BAD_INPUT` when `text` is not a string or `detectors` not an array of detectors.
 */
export function scanEvidenceAsync(text: string, detectors: readonly AsyncDetector[], options: ScanAsyncOptions = {}): Promise<EvidenceScan> {
  return createAsyncEvidenceScanner({ asyncDetectors: detectors }).scanAsync(text, options);
}

/** Runs one detector; a rejection or a malformed answer fails the whole text closed. */
async function runDetector(d: AsyncDetector, text: string, context: Parameters<AsyncDetector["detect"]>[1]): Promise<AsyncDetection> {
  try {
    const r = await d.detect(text, context);
    if (r && Array.isArray(r.matches) && Array.isArray(r.failures)) return r;
    return { matches: [], failures: [{ start: 0, end: text.length, code: "ERR_DETECTOR", reason: `${d.id}: the detector returned a malformed result` }] };
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { matches: [], failures: [{ start: 0, end: text.length, code: "ERR_DETECTOR", reason: `${d.id}: the detector failed (${why})` }] };
  }
}

function validSpan(start: number, end: number, length: number): boolean {
  return Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end > start && end <= length;
}

/**
 * The edits that rendered `scan` (inverse of `render` on its findings): wraps from their spans,
 * redactions with the marker read back from the output. Rendering them again on the same
 * source gives the same text and findings.
 */
export function editsOf(scan: EvidenceScan): Edit[] {
  return scan.findings.map((f: Finding) => {
    const kind = f.kind === "detector" ? "detector" : "rule";
    if (f.original === undefined) return makeEdit(kind, f.id, f.category, f.start, f.end, f.score, f.reason);
    return makeEdit(kind, f.id, f.category, f.start, f.end, f.score, f.reason, scan.text.slice(f.outputStart ?? 0, f.outputEnd ?? 0));
  });
}
