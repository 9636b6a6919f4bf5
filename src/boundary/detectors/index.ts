/**
 * The detectors `createEvidenceScanner` runs by default beside the rule table (minimal wiring
 * on this branch; the detector registry with per-detector quick-pass triggers replaces it).
 */
import type { Detector } from "../detector.js";
import { ADDRESSED_DETECTOR, ADDRESSED_TRIGGER, addressedQuickTriggers } from "./addressed.js";

export { ADDRESSED_DETECTOR, ADDRESSED_DETECTOR_ID, ADDRESSED_TRIGGER, addressedQuickTriggers } from "./addressed.js";
export { foldHanVariants } from "./han-variants.js";
export { createToolDirectingDetector, TOOL_DIRECTING_DETECTOR_ID, type ToolNames } from "./tool-directing.js";

/** The default detectors, in run order. */
export const DEFAULT_DETECTORS: readonly Detector[] = [ADDRESSED_DETECTOR];

/** Cheap trigger atoms per default detector (regex sources, read case-insensitively). */
const TRIGGERS = new Map<Detector, readonly string[]>([[ADDRESSED_DETECTOR, ADDRESSED_TRIGGER]]);

/**
 * A prefilter over the detectors: a function that is false only when no detector can fire on
 * the text (none of their trigger atoms occurs in it, raw or lower-cased), or `null` when some
 * detector has no known trigger (it must always run). No detectors: a function that is always
 * false.
 */
export function detectorGate(detectors: readonly Detector[]): ((text: string) => boolean) | null {
  if (detectors.length === 0) return () => false;
  const atoms: string[] = [];
  for (const d of detectors) {
    const t = TRIGGERS.get(d);
    if (t === undefined) return null;
    atoms.push(...t);
  }
  const re = new RegExp(atoms.map((a) => `(?:${a})`).join("|"), "i");
  return (text) => re.test(text);
}

/** The fast first pass's trigger sources per detector (derived from its own sources). */
const QUICK_TRIGGERS = new Map<Detector, () => readonly string[]>([[ADDRESSED_DETECTOR, addressedQuickTriggers]]);

/**
 * The fast-pass triggers of `detectors` (`quick.ts` owns them beside the rules' triggers, so
 * the pass calls a text clean only when no detector can fire on it either), or `null` when a
 * detector has none (then the pass cannot be used).
 */
export function detectorQuickTriggers(detectors: readonly Detector[]): readonly string[] | null {
  const out: string[] = [];
  for (const d of detectors) {
    const t = QUICK_TRIGGERS.get(d);
    if (t === undefined) return null;
    out.push(...t());
  }
  return out;
}
