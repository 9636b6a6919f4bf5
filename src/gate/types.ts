/**
 * Shapes shared by the output gate's detectors (boundary 2, DESIGN.md "Modules").
 *
 * A detector is data plus a compile step (STYLE.md 8): `compile(config)` precompiles its
 * patterns once and returns a `CompiledDetector` whose `detect(shadow)` is a pure function
 * of the answer. Detectors match on the evidence boundary's normalisation shadow and report
 * spans in the ORIGINAL answer (UTF-16, `start` inclusive, `end` exclusive).
 */
import type { ErrorCode, Finding, RampartConfig } from "../core/index.js";
import type { Shadow } from "../boundary/index.js";

/** Every detector id. The registry in `detectors/registry.ts` must cover each one. */
export const DETECTOR_IDS = ["phone", "email", "code-name", "blocked-term", "system-prompt"] as const;
export type DetectorId = (typeof DETECTOR_IDS)[number];

/** What the gate does with a detector's findings. */
export type GateAction = "block" | "redact";

/** A detector after compilation: precompiled matcher plus the facts the gate needs. */
export interface CompiledDetector {
  readonly id: DetectorId;
  /** Data category written on each finding, e.g. `pii.phone`. */
  readonly category: string;
  /** Block code from `ERROR_CODES`, e.g. `ERR_LEAK_PII`. */
  readonly code: ErrorCode;
  /** Redaction label: a redacted span becomes `[REDACTED:<label>]`. */
  readonly label: string;
  /**
   * The longest span, in UTF-16 code units of the original, one match can cover. The
   * streaming gate holds back this many characters so no match is released half-seen.
   */
  readonly window: number;
  /** Finds matches; every finding's span indexes `shadow.original`. Never throws on any string. */
  detect(shadow: Shadow): Finding[];
}

/** A detector definition: identity plus a compile step run once per policy. */
export interface DetectorSpec {
  readonly id: DetectorId;
  readonly category: string;
  readonly code: ErrorCode;
  readonly label: string;
  /**
   * Compiles the detector for a configuration; `null` when the configuration gives it
   * nothing to look for (no code names, no system prompt).
   */
  compile(config: RampartConfig): CompiledDetector | null;
}
