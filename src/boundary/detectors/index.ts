/**
 * The detectors `createEvidenceScanner` runs by default beside the rule table (minimal wiring
 * on this branch; the detector registry with per-detector quick-pass triggers replaces it).
 */
import type { Detector } from "../detector.js";
import { ADDRESSED_DETECTOR, ADDRESSED_TRIGGER } from "./addressed.js";
import { DECODE_DETECTOR, decodeTrigger } from "./decode.js";
import { FAKE_TOOL_DETECTOR, FAKE_TOOL_TRIGGER } from "./fake-tool.js";
import { HIDDEN_CONTENT_DETECTOR, HIDDEN_CONTENT_TRIGGER } from "./hidden-content.js";
import { NOTICE_DETECTOR, NOTICE_TRIGGER } from "./notice.js";
import { TRANSCRIPT_DETECTOR, TRANSCRIPT_TRIGGER } from "./transcript.js";

export { ADDRESSED_DETECTOR, ADDRESSED_DETECTOR_ID, ADDRESSED_TRIGGER } from "./addressed.js";
export { DECODE_DETECTOR, DECODE_DETECTOR_ID, rot13 } from "./decode.js";
export { FAKE_TOOL_DETECTOR, FAKE_TOOL_DETECTOR_ID } from "./fake-tool.js";
export { HIDDEN_CONTENT_DETECTOR, HIDDEN_CONTENT_DETECTOR_ID } from "./hidden-content.js";
export { NOTICE_DETECTOR, NOTICE_DETECTOR_ID } from "./notice.js";
export { TRANSCRIPT_DETECTOR, TRANSCRIPT_DETECTOR_ID } from "./transcript.js";
export { foldHanVariants } from "./han-variants.js";
export { createToolDirectingDetector, TOOL_DIRECTING_DETECTOR_ID, type ToolNames } from "./tool-directing.js";

/** The default detectors, in run order. */
export const DEFAULT_DETECTORS: readonly Detector[] = [ADDRESSED_DETECTOR, DECODE_DETECTOR, FAKE_TOOL_DETECTOR, TRANSCRIPT_DETECTOR, NOTICE_DETECTOR, HIDDEN_CONTENT_DETECTOR];

/** Cheap trigger atoms per default detector (regex sources, read case-insensitively), built on first use. */
let TRIGGERS: Map<Detector, readonly string[]> | null = null;

function triggers(): Map<Detector, readonly string[]> {
  TRIGGERS ??= new Map<Detector, readonly string[]>([
    [ADDRESSED_DETECTOR, ADDRESSED_TRIGGER],
    [DECODE_DETECTOR, decodeTrigger()],
    [FAKE_TOOL_DETECTOR, FAKE_TOOL_TRIGGER],
    [TRANSCRIPT_DETECTOR, TRANSCRIPT_TRIGGER],
    [NOTICE_DETECTOR, NOTICE_TRIGGER],
    [HIDDEN_CONTENT_DETECTOR, HIDDEN_CONTENT_TRIGGER],
  ]);
  return TRIGGERS;
}

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
    const t = triggers().get(d);
    if (t === undefined) return null;
    atoms.push(...t);
  }
  const re = new RegExp(atoms.map((a) => `(?:${a})`).join("|"), "i");
  return (text) => re.test(text);
}
