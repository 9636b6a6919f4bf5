/**
 * Shapes shared by the output gate's detectors (boundary 2, DESIGN.md "Modules").
 *
 * A detector is data plus a compile step (STYLE.md 8): `compile(config)` precompiles its
 * patterns once and returns a `CompiledDetector` whose `detect(shadow)` is a pure function
 * of the answer. Detectors match on the evidence boundary's normalisation shadow and report
 * spans in the ORIGINAL answer (UTF-16, `start` inclusive, `end` exclusive).
 */
import { GATE_DETECTOR_IDS, type ErrorCode, type Finding, type GateDetectorId, type RampartConfig } from "../core/light.js";
import type { Shadow } from "../boundary/index.js";

/**
 * Every detector id (declared with the `gate:` config schema so configuration keys and the
 * registry in `detectors/registry.ts` can never drift apart).
 */
export const DETECTOR_IDS = GATE_DETECTOR_IDS;
export type DetectorId = GateDetectorId;

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
   * The longest span one match can cover, in code units of the gate shadow (`gateShadow`:
   * invisible characters and letter spacing already removed), including the context words a
   * match needs after it. The streaming gate holds back this much (mapped to the original, so
   * padding the shadow drops never stretches a match past the hold).
   */
  readonly window: number;
  /**
   * How many trailing shadow code units of a growing answer the streaming gate must hold back
   * for this detector (a match in progress may start there), given the shadow text of the
   * unreleased tail. Default: `window`. Token-shaped detectors hold the trailing run without
   * whitespace instead, however long it grows. `shadow` is the shadow `shadowText` is the
   * text of (the digit reader reads invisible characters from its original).
   */
  hold?(shadowText: string, shadow?: Shadow): number;
  /**
   * A hold counted on the ORIGINAL text instead (code units of `originalTail`), for detectors
   * whose syntax the shadow folds away (URLs: the shadow drops dots and slashes). When given,
   * the stream holds the larger of both.
   */
  holdOriginal?(originalTail: string): number;
  /**
   * The action for one finding when it depends on the finding (egress: images and links
   * have separate policies). Default: the detector's configured action.
   */
  actionOf?(finding: Finding): GateAction;
  /**
   * The text a redacted finding becomes, given the original text of its span. Default:
   * `[REDACTED:<label>]`. (Egress: a link keeps its text.)
   */
  replacement?(finding: Finding, original: string): string;
  /**
   * Texts hidden inside the answer that a client sends elsewhere (egress: the decoded parts of
   * a link's URL), for the other detectors to read: `detectAll` runs every detector without
   * `innerTexts` over them and, for each inner text where one finds something, reports
   * `inner.finding(what)` as this detector's finding. Spans index the original answer.
   */
  innerTexts?(original: string): InnerText[];
  /** Finds matches; every finding's span indexes `shadow.original`. Never throws on any string. */
  detect(shadow: Shadow): Finding[];
  /**
   * Canonical form of a matched value, used to compare it with the allow-list (a phone
   * number's E.164 form, a card's digits). Default: the shadow fold without whitespace.
   */
  canonical?(text: string): string;
}

/** A text carried inside an answer (`CompiledDetector.innerTexts`). */
export interface InnerText {
  /** The decoded text the other detectors read. */
  readonly text: string;
  /** The finding to report when a detector finds `what` (a category, e.g. `pii.email`) in `text`. */
  finding(what: string): Finding;
}

/** A detector definition: identity plus a compile step run once per policy. */
export interface DetectorSpec {
  readonly id: DetectorId;
  readonly category: string;
  readonly code: ErrorCode;
  readonly label: string;
  /** Every fixed regex the detector runs on answers (checked for linear time by a test). */
  readonly patterns: readonly RegExp[];
  /**
   * Compiles the detector for a configuration; `null` when the configuration gives it
   * nothing to look for (no code names, no system prompt).
   */
  compile(config: RampartConfig): CompiledDetector | null;
}
