/**
 * The detectors `createEvidenceScanner` runs by default beside the rule table (minimal wiring
 * on this branch; the detector registry with per-detector quick-pass triggers replaces it).
 */
import type { Detector } from "../detector.js";
import { ADDRESSED_DETECTOR, ADDRESSED_TRIGGER, addressedQuickTriggers } from "./addressed.js";
import { DECODE_DETECTOR, decodeTrigger } from "./decode.js";
import { EXFIL_DETECTOR, EXFIL_TRIGGER } from "./exfil.js";
import { FAKE_TOOL_DETECTOR, FAKE_TOOL_TRIGGER } from "./fake-tool.js";
import { HIDDEN_CONTENT_DETECTOR, HIDDEN_CONTENT_TRIGGER } from "./hidden-content.js";
import { NOTICE_DETECTOR, NOTICE_TRIGGER } from "./notice.js";
import { REASSIGN_DETECTOR, REASSIGN_TRIGGER, reassignQuickScripts, reassignQuickTriggers } from "./reassign.js";
import { SPLIT_DETECTOR, SPLIT_TRIGGER } from "./split-fields.js";
import { TRANSCRIPT_DETECTOR, TRANSCRIPT_TRIGGER } from "./transcript.js";
import { TOOL_ORDER_DETECTOR, TOOL_ORDER_TRIGGER } from "./tool-order.js";

export { ADDRESSED_DETECTOR, ADDRESSED_DETECTOR_ID, ADDRESSED_TRIGGER, addressedQuickTriggers } from "./addressed.js";
export { DECODE_DETECTOR, DECODE_DETECTOR_ID, rot13 } from "./decode.js";
export { EXFIL_DETECTOR, EXFIL_DETECTOR_ID } from "./exfil.js";
export { FAKE_TOOL_DETECTOR, FAKE_TOOL_DETECTOR_ID } from "./fake-tool.js";
export { HIDDEN_CONTENT_DETECTOR, HIDDEN_CONTENT_DETECTOR_ID } from "./hidden-content.js";
export { NOTICE_DETECTOR, NOTICE_DETECTOR_ID } from "./notice.js";
export { REASSIGN_DETECTOR, REASSIGN_DETECTOR_ID } from "./reassign.js";
export { SPLIT_DETECTOR, SPLIT_DETECTOR_ID } from "./split-fields.js";
export { TRANSCRIPT_DETECTOR, TRANSCRIPT_DETECTOR_ID } from "./transcript.js";
export { TOOL_ORDER_DETECTOR } from "./tool-order.js";
export { foldHanVariants } from "./han-variants.js";
export { createToolDirectingDetector, TOOL_DIRECTING_DETECTOR_ID, type ToolNames } from "./tool-directing.js";

/** The default detectors, in run order. */
export const DEFAULT_DETECTORS: readonly Detector[] = [ADDRESSED_DETECTOR, DECODE_DETECTOR, FAKE_TOOL_DETECTOR, TRANSCRIPT_DETECTOR, NOTICE_DETECTOR, HIDDEN_CONTENT_DETECTOR, REASSIGN_DETECTOR, EXFIL_DETECTOR, SPLIT_DETECTOR, TOOL_ORDER_DETECTOR];

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
    [REASSIGN_DETECTOR, REASSIGN_TRIGGER],
    [EXFIL_DETECTOR, EXFIL_TRIGGER],
    [SPLIT_DETECTOR, SPLIT_TRIGGER],
    [TOOL_ORDER_DETECTOR, TOOL_ORDER_TRIGGER],
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

/**
 * The fast first pass's trigger sources per detector (derived from its own sources). The
 * detectors that read the original text (decode, fake tool, transcript, notice, hidden
 * content) are covered by the raw-text gate above as well; their trigger sources are also
 * read over the pass's views, so a text is called clean only when neither finds one.
 */
const QUICK_TRIGGERS = new Map<Detector, () => readonly string[]>([
  [ADDRESSED_DETECTOR, addressedQuickTriggers],
  [DECODE_DETECTOR, decodeTrigger],
  [FAKE_TOOL_DETECTOR, () => FAKE_TOOL_TRIGGER],
  [TRANSCRIPT_DETECTOR, () => TRANSCRIPT_TRIGGER],
  [NOTICE_DETECTOR, () => NOTICE_TRIGGER],
  [HIDDEN_CONTENT_DETECTOR, () => HIDDEN_CONTENT_TRIGGER],
  [REASSIGN_DETECTOR, reassignQuickTriggers],
  [EXFIL_DETECTOR, () => EXFIL_TRIGGER],
  [SPLIT_DETECTOR, () => SPLIT_TRIGGER],
  [TOOL_ORDER_DETECTOR, () => TOOL_ORDER_TRIGGER],
]);

/** The script each fast-pass trigger needs, for the detectors that say (parallel to their triggers). */
const QUICK_SCRIPTS = new Map<Detector, () => readonly ("any" | "latin" | "cjk")[]>([[REASSIGN_DETECTOR, reassignQuickScripts]]);

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

/**
 * Per-detector gates (issue 20, speed): for each of `detectors`, in order, a test that is
 * false only when that detector cannot fire on a text whose views are the strings given — none
 * of its raw trigger atoms (`detectorGate`) and none of its fast-pass triggers
 * (`detectorQuickTriggers`) occurs in any of them — or `null` for a detector without known
 * triggers (it always runs). The scanner passes the original, its character folds and the
 * shadow views a detector reads, so the gate never changes a verdict; a detector runs only
 * when its own trigger fired, not when any detector's did. A new detector plugs in by
 * registering its triggers in the two tables above.
 */
export function detectorGates(detectors: readonly Detector[]): ReadonlyArray<((views: readonly string[]) => boolean) | null> {
  return detectors.map((d) => {
    const raw = triggers().get(d);
    const quick = QUICK_TRIGGERS.get(d);
    if (raw === undefined || quick === undefined) return null;
    // The raw atoms joined (short word lists, the common hit); the fast-pass sources each on
    // its own, read only when no raw atom occurs (a joined 45 k-character source ran ~6×
    // slower than its parts, `signals.ts`).
    const first = raw.length === 0 ? null : new RegExp(raw.map((a) => `(?:${a})`).join("|"), "i");
    const rawSet = new Set(raw);
    let rest: Array<{ re: RegExp; script: "any" | "latin" | "cjk" }> | null = null;
    return (views) => {
      if (first !== null && views.some((v) => first.test(v))) return true;
      if (rest === null) {
        const scripts = QUICK_SCRIPTS.get(d)?.();
        const seen = new Set<string>();
        rest = [];
        quick().forEach((a, i) => {
          if (rawSet.has(a) || seen.has(a)) return;
          seen.add(a);
          rest?.push({ re: new RegExp(a, "i"), script: scripts?.[i] ?? "any" });
        });
      }
      // A trigger of one script is skipped on a view without it (`reassignQuickScripts`).
      const has = views.map((v) => ({ latin: /[a-z]/i.test(v), cjk: /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/.test(v) }));
      return rest.some(({ re, script }) => views.some((v, k) => (script === "any" || (has[k] as { latin: boolean; cjk: boolean })[script]) && re.test(v)));
    };
  });
}
