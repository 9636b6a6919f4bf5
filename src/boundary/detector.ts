/**
 * The `Detector` seam: a pluggable check that runs beside the rule table inside
 * `scanEvidence`, for vectors no deterministic rule can catch (paraphrased overrides need a
 * classifier — seed 000 "Instruction-override paraphrase"; a later issue plugs one in here).
 * Detectors report spans of the ORIGINAL text; the scanner wraps or redacts them like rule
 * matches and emits findings with `kind: "detector"`.
 */
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
 * A synchronous detector. It must be pure, must not throw on any string, and should run in
 * linear time (it sees attacker-controlled text).
 */
export interface Detector {
  /** Stable id used in findings (`detector.<name>`). */
  readonly id: string;
  /** Examines one text; `shadow` is the already-built normalisation shadow of `text`. */
  detect(text: string, shadow: Shadow): readonly DetectorMatch[];
}
