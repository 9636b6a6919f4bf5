/**
 * The `Detector` seam: a pluggable check that runs beside the rule table inside
 * `scanEvidence`, for vectors no deterministic rule can catch (paraphrased overrides need a
 * classifier — seed 000 "Instruction-override paraphrase"; a later issue plugs one in here).
 * Detectors report spans of the ORIGINAL text; the scanner wraps or redacts them like rule
 * matches and emits findings with `kind: "detector"`.
 *
 * Two shapes: a synchronous `Detector` runs inside `scan` (pure, linear time); an
 * `AsyncDetector` (a classifier behind a network call or a local model, `./semantic/`) runs
 * in `scanAsync` after the deterministic scan, and whatever it could not examine comes back
 * as a `DetectorFailure`, which becomes a `detector.error` finding — never a silent pass.
 */
import type { ErrorCode, Finding } from "../core/index.js";
import type { RuleAction } from "./rules/index.js";
import type { Shadow } from "./shadow.js";

/** One span a detector reports. */
export interface DetectorMatch {
  /** UTF-16 offsets into the original text, `start` inclusive, `end` exclusive. */
  readonly start: number;
  readonly end: number;
  /** Attack vector, e.g. `instruction-override`. */
  readonly category: string;
  /** Confidence 0–1. */
  readonly score: number;
  /** Why, without quoting personal data. */
  readonly reason: string;
  /** `wrap` keeps the text between markers; `redact` replaces it with `[REDACTED_CHAT_TOKEN]`. */
  readonly action: RuleAction;
}

/**
 * What the scanner hands a synchronous detector besides the text: a way to scan a text the
 * detector derived from it (a decoded run, a hidden unit) with the same scanner. The scanner
 * bounds the recursion (`depth`) and the work per input (`budget`).
 */
export interface DetectContext {
  /**
   * Scans `derived` with the same scanner (rules and detectors) one level deeper and returns
   * its findings (offsets into `derived`), or `null` when it was not scanned: the depth limit
   * is reached or the per-input budget of derived characters is spent. A detector treats
   * `null` as "could not examine" and fails closed.
   */
  rescan(derived: string): readonly Finding[] | null;
  /** How many derived layers lie above this text (0 for the input itself). */
  readonly depth: number;
}

/**
 * A synchronous detector. It must be pure, must not throw on any string, and should run in
 * linear time (it sees attacker-controlled text).
 */
export interface Detector {
  /** Stable id used in findings (`detector.<name>`). */
  readonly id: string;
  /**
   * Examines one text; `shadow` is the already-built normalisation shadow of `text`; `context`
   * (given by the scanner) rescans derived text.
   */
  detect(text: string, shadow: Shadow, context?: DetectContext): readonly DetectorMatch[];
}

/**
 * A span an async detector could not examine: the classifier failed, timed out, broke its
 * schema, gave an ambiguous verdict, or the budget was spent. The scanner wraps it and emits a
 * `detector.error` finding (category `detector-error`, score 1): fail closed.
 */
export interface DetectorFailure {
  /** UTF-16 offsets into the original text, `start` inclusive, `end` exclusive. */
  readonly start: number;
  readonly end: number;
  /** Why, e.g. `ERR_TIMEOUT`, `ERR_BUDGET`, `ERR_DETECTOR`. */
  readonly code: ErrorCode;
  /** Human-readable, never quoting the text. */
  readonly reason: string;
}

/** What an async detector found in one text. */
export interface AsyncDetection {
  readonly matches: readonly DetectorMatch[];
  readonly failures: readonly DetectorFailure[];
}

/** What the scanner hands an async detector besides the text. */
export interface AsyncDetectorContext {
  /** The deterministic scan's findings on the same text (sorted by start). */
  readonly findings: readonly Finding[];
  /**
   * The scanner's own neutralisation (`scan(t).text`): text on its way to an LLM crosses the
   * evidence boundary first (seed 000, ADR 0008).
   */
  neutralize(text: string): string;
  /** Aborts the detection (its pending calls end as failures). */
  readonly signal?: AbortSignal;
}

/**
 * An asynchronous detector (`scanAsync`). It must not reject for anything the text can cause:
 * what it cannot examine it reports as `failures`. A rejection is still caught by the scanner
 * and fails the whole text closed.
 */
export interface AsyncDetector {
  /** Stable id used in findings (`detector.<name>`). */
  readonly id: string;
  detect(text: string, context: AsyncDetectorContext): Promise<AsyncDetection>;
}
