/**
 * The detectors `createEvidenceScanner` runs by default beside the rule table (minimal wiring
 * on this branch; the detector registry with per-detector quick-pass triggers replaces it).
 */
import type { Detector } from "../detector.js";
import { buildGatePlan, type GatePlan } from "./gate-plan.js";
import { ADDRESSED_DETECTOR, ADDRESSED_TRIGGER, addressedQuickTriggers } from "./addressed.js";
import { DECODE_DETECTOR, decodeTrigger } from "./decode.js";
import { EXFIL_DETECTOR, EXFIL_TRIGGER } from "./exfil.js";
import { BEACON_DETECTOR, BEACON_TRIGGER } from "./beacon-url.js";
import { TASK_SWAP_DETECTOR, TASK_SWAP_TRIGGER } from "./task-swap.js";
import { DESTRUCTIVE_CALL_DETECTOR, DESTRUCTIVE_CALL_TRIGGER } from "./destructive-call.js";
import { EXTRACTION_DETECTOR, EXTRACTION_TRIGGER } from "./extraction.js";
import { FAKE_TOOL_DETECTOR, FAKE_TOOL_TRIGGER } from "./fake-tool.js";
import { HIDDEN_CONTENT_DETECTOR, HIDDEN_CONTENT_TRIGGER } from "./hidden-content.js";
import { NOTICE_DETECTOR, NOTICE_TRIGGER } from "./notice.js";
import { REASSIGN_DETECTOR, REASSIGN_TRIGGER, reassignQuickTriggers } from "./reassign.js";
import { SPLIT_DETECTOR, SPLIT_TRIGGER } from "./split-fields.js";
import { TRANSCRIPT_DETECTOR, TRANSCRIPT_TRIGGER } from "./transcript.js";
import { TOOL_ORDER_DETECTOR, TOOL_ORDER_TRIGGER } from "./tool-order.js";
import { MACHINE_READER_DETECTOR, machineReaderQuickTriggers } from "./machine-reader.js";
import { MACHINE_ADDRESSEE_DETECTOR, machineAddresseeQuickTriggers } from "./machine-addressee.js";
import { SENDER_JSON_DETECTOR, SENDER_JSON_TRIGGER } from "./sender-json.js";
import { SETUP_VOID_DETECTOR, setupVoidQuickTriggers } from "./setup-void.js";
import { CLOSED_REASSIGN_DETECTOR, CLOSED_REASSIGN_DETECTOR_TRIGGER } from "./reassign-closed.js";
import { CODE_NAME_DIRECTING_DETECTOR, CODE_NAME_DIRECTING_TRIGGER } from "./code-name-directing.js";
import { CONTEXT_COPY_DETECTOR, contextCopyQuickTriggers } from "./context-copy.js";

export { ADDRESSED_DETECTOR, ADDRESSED_DETECTOR_ID, ADDRESSED_TRIGGER, addressedQuickTriggers } from "./addressed.js";
export { DECODE_DETECTOR, DECODE_DETECTOR_ID, rot13 } from "./decode.js";
export { EXFIL_DETECTOR, EXFIL_DETECTOR_ID } from "./exfil.js";
export { BEACON_DETECTOR } from "./beacon-url.js";
export { TASK_SWAP_DETECTOR, TASK_SWAP_DETECTOR_ID } from "./task-swap.js";
export { DESTRUCTIVE_CALL_DETECTOR, DESTRUCTIVE_CALL_DETECTOR_ID } from "./destructive-call.js";
export { EXTRACTION_DETECTOR, EXTRACTION_DETECTOR_ID } from "./extraction.js";
export { FAKE_TOOL_DETECTOR, FAKE_TOOL_DETECTOR_ID } from "./fake-tool.js";
export { HIDDEN_CONTENT_DETECTOR, HIDDEN_CONTENT_DETECTOR_ID } from "./hidden-content.js";
export { NOTICE_DETECTOR, NOTICE_DETECTOR_ID } from "./notice.js";
export { REASSIGN_DETECTOR, REASSIGN_DETECTOR_ID } from "./reassign.js";
export { SPLIT_DETECTOR, SPLIT_DETECTOR_ID } from "./split-fields.js";
export { TRANSCRIPT_DETECTOR, TRANSCRIPT_DETECTOR_ID } from "./transcript.js";
export { TOOL_ORDER_DETECTOR } from "./tool-order.js";
export { MACHINE_READER_DETECTOR, MACHINE_READER_DETECTOR_ID } from "./machine-reader.js";
export { MACHINE_ADDRESSEE_DETECTOR, MACHINE_ADDRESSEE_DETECTOR_ID } from "./machine-addressee.js";
export { SENDER_JSON_DETECTOR, SENDER_JSON_DETECTOR_ID } from "./sender-json.js";
export { SETUP_VOID_DETECTOR, SETUP_VOID_DETECTOR_ID } from "./setup-void.js";
export { CLOSED_REASSIGN_DETECTOR } from "./reassign-closed.js";
export { CODE_NAME_DIRECTING_DETECTOR, CODE_NAME_DIRECTING_DETECTOR_ID } from "./code-name-directing.js";
export { CONTEXT_COPY_DETECTOR, CONTEXT_COPY_DETECTOR_ID } from "./context-copy.js";
export { foldHanVariants } from "./han-variants.js";
export { buildGatePlan, type GatePlan } from "./gate-plan.js";
export { createToolDirectingDetector, TOOL_DIRECTING_DETECTOR_ID, type ToolNames } from "./tool-directing.js";

/** The default detectors, in run order. */
export const DEFAULT_DETECTORS: readonly Detector[] = [ADDRESSED_DETECTOR, DECODE_DETECTOR, FAKE_TOOL_DETECTOR, TRANSCRIPT_DETECTOR, NOTICE_DETECTOR, HIDDEN_CONTENT_DETECTOR, REASSIGN_DETECTOR, EXFIL_DETECTOR, BEACON_DETECTOR, EXTRACTION_DETECTOR, SPLIT_DETECTOR, TOOL_ORDER_DETECTOR, MACHINE_READER_DETECTOR, MACHINE_ADDRESSEE_DETECTOR, SENDER_JSON_DETECTOR, SETUP_VOID_DETECTOR, TASK_SWAP_DETECTOR, DESTRUCTIVE_CALL_DETECTOR, CLOSED_REASSIGN_DETECTOR, CODE_NAME_DIRECTING_DETECTOR, CONTEXT_COPY_DETECTOR];

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
    [BEACON_DETECTOR, BEACON_TRIGGER],
    [EXTRACTION_DETECTOR, EXTRACTION_TRIGGER],
    [SPLIT_DETECTOR, SPLIT_TRIGGER],
    [TOOL_ORDER_DETECTOR, TOOL_ORDER_TRIGGER],
    [MACHINE_READER_DETECTOR, []],
    [MACHINE_ADDRESSEE_DETECTOR, []],
    [SENDER_JSON_DETECTOR, SENDER_JSON_TRIGGER],
    [SETUP_VOID_DETECTOR, []],
    [TASK_SWAP_DETECTOR, TASK_SWAP_TRIGGER],
    [DESTRUCTIVE_CALL_DETECTOR, DESTRUCTIVE_CALL_TRIGGER],
    [CLOSED_REASSIGN_DETECTOR, CLOSED_REASSIGN_DETECTOR_TRIGGER],
    [CODE_NAME_DIRECTING_DETECTOR, CODE_NAME_DIRECTING_TRIGGER],
    [CONTEXT_COPY_DETECTOR, []],
  ]);
  return TRIGGERS;
}

/**
 * A prefilter over the detectors: a function that is false only when no detector can fire on
 * the text (none of their raw trigger atoms matches it, case-insensitively), or `null` when
 * some detector has no known trigger (it must always run). No detectors: a function that is
 * always false. Runs as a `GatePlan` (`gate-plan.ts`): one atom scan, then only the atoms'
 * own regexes whose literals occur.
 */
export function detectorGate(detectors: readonly Detector[]): ((text: string) => boolean) | null {
  if (detectors.length === 0) return () => false;
  const lists = detectorRawTriggers(detectors);
  return lists === null ? null : detectorGateOf(lists);
}

/**
 * The raw-text gate of `detectorGate` made from the detectors' raw trigger lists
 * (`detectorRawTriggers`, or the build's copy of the default detectors' lists, issue 22):
 * true when one of the sources matches the text.
 */
export function detectorGateOf(lists: ReadonlyArray<readonly string[]>): (text: string) => boolean {
  const plan = buildGatePlan(lists);
  return (text) => plan.any([text]);
}

/**
 * The raw trigger atoms of each of `detectors` (regex sources, read case-insensitively) that
 * the raw-text gate reads, or `null` when one has none registered. A `SHADOW_ONLY` detector
 * has none there (an empty list).
 */
export function detectorRawTriggers(detectors: readonly Detector[]): ReadonlyArray<readonly string[]> | null {
  const lists: (readonly string[])[] = [];
  for (const d of detectors) {
    const t = triggers().get(d);
    if (t === undefined) return null;
    lists.push(SHADOW_ONLY.has(d) ? [] : t);
  }
  return lists;
}

/**
 * Detectors that read the shadow only (never the original) and whose fast-pass triggers are
 * derived from their own sources (`quick-triggers.ts`): the fast pass looks for those on its
 * views, so the raw-text gate, there for the detectors that read the original (a view may lose
 * what they read), leaves them out. Their word lists opened it on most Korean prose (`규칙`,
 * `설정`, `포함하`) and sent the text past the fast pass.
 */
const SHADOW_ONLY: ReadonlySet<Detector> = new Set([ADDRESSED_DETECTOR, EXFIL_DETECTOR, EXTRACTION_DETECTOR, REASSIGN_DETECTOR, MACHINE_READER_DETECTOR, MACHINE_ADDRESSEE_DETECTOR, SETUP_VOID_DETECTOR, CONTEXT_COPY_DETECTOR]);

/**
 * Whether `detector` reads the shadow views only (`SHADOW_ONLY`): the fast pass holds its
 * triggers and the raw-text gate none, so a text the pass calls clean is one it cannot fire
 * on, whatever the raw-text gate found for the other detectors (the scanner skips it then).
 */
export function readsViewsOnly(detector: Detector): boolean {
  return SHADOW_ONLY.has(detector);
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
  [BEACON_DETECTOR, () => BEACON_TRIGGER],
  [EXTRACTION_DETECTOR, () => EXTRACTION_TRIGGER],
  [SPLIT_DETECTOR, () => SPLIT_TRIGGER],
  [TOOL_ORDER_DETECTOR, () => TOOL_ORDER_TRIGGER],
  [MACHINE_READER_DETECTOR, machineReaderQuickTriggers],
  [MACHINE_ADDRESSEE_DETECTOR, machineAddresseeQuickTriggers],
  [SENDER_JSON_DETECTOR, () => SENDER_JSON_TRIGGER],
  [SETUP_VOID_DETECTOR, setupVoidQuickTriggers],
  [TASK_SWAP_DETECTOR, () => TASK_SWAP_TRIGGER],
  [DESTRUCTIVE_CALL_DETECTOR, () => DESTRUCTIVE_CALL_TRIGGER],
  [CLOSED_REASSIGN_DETECTOR, () => CLOSED_REASSIGN_DETECTOR_TRIGGER],
  [CODE_NAME_DIRECTING_DETECTOR, () => CODE_NAME_DIRECTING_TRIGGER],
  [CONTEXT_COPY_DETECTOR, contextCopyQuickTriggers],
]);

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
 * Detectors that run their own trigger plan first thing in `detect`, cheaper than the gate
 * sources: `detector.addressed` reads the signals of its one view (an atom scan, then one test
 * per signal part whose atoms occur, `signals.ts`) and returns before reading sentences unless
 * they can reach its threshold. Its gate sources (the anchor signals' parts, widened to four
 * views) cost more than that plan and open on most Korean prose (`규칙`, `설정`), so the scanner
 * hands it every text and its plan decides.
 */
const SELF_GATED: ReadonlySet<Detector> = new Set([ADDRESSED_DETECTOR]);

/**
 * Per-detector gates (issue 20, speed): a plan whose `open(views)` says, for each of
 * `detectors` in order, whether that detector can fire on a text whose views are the strings
 * given — 1 when one of its raw trigger atoms (`detectorGate`) or one of its fast-pass
 * triggers (`detectorQuickTriggers`) matches one of them, always 1 for a detector without
 * known triggers or with a plan of its own (`SELF_GATED`). The scanner passes the original, its character folds and the shadow views a
 * detector reads, so the gate never changes a verdict; a detector runs only when its own
 * trigger fired, not when any detector's did. A new detector plugs in by registering its
 * triggers in the two tables above.
 */
export function detectorGatePlan(detectors: readonly Detector[]): GatePlan {
  return buildGatePlan(detectorTriggerSources(detectors));
}

/**
 * The trigger sources of each detector that `detectorGatePlan` reads (raw atoms, then
 * fast-pass triggers), or `null` for a detector without known triggers.
 */
export function detectorTriggerSources(detectors: readonly Detector[]): ReadonlyArray<readonly string[] | null> {
  return detectors.map((d) => {
    if (SELF_GATED.has(d)) return null;
    const raw = triggers().get(d);
    const quick = QUICK_TRIGGERS.get(d);
    if (raw === undefined || quick === undefined) return null;
    return [...new Set([...raw, ...quick()])];
  });
}
