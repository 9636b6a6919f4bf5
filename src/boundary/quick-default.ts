/**
 * The fast first pass (`quick.ts`) of the default rule table and the default detectors, and
 * the precomputed trigger analyses the build writes for them. Kept apart from `quick.ts` so
 * that the modules reading the pass's letter-spacing automaton (`shadow.ts`, and through it
 * the gate) do not load the rule table and the detectors (issue 22, cold start).
 */
import { DEFAULT_DETECTORS, detectorQuickTriggers, detectorTriggerSources } from "./detectors/index.js";
import { MARKER_TRIGGER } from "./markers.js";
import { analyseTrigger, analysesFingerprint, analysisKey, buildQuickPass, type QuickPass, type TriggerAnalysis } from "./quick.js";
import { RULES } from "./rules/index.js";
import { signalPartSources } from "./detectors/signals.js";

export { quickTriggersText, quickTriggersUrl, recordQuickTriggers } from "./detectors/quick-triggers.js";
export { atomTablesFile, precomputedAnalysesUrl, recordAtomTables, PRECOMPUTED_TABLES_FILE } from "./quick.js";

let DEFAULT_PASS: QuickPass | null = null;

/** The fast pass of the full rule table and the default detectors, built on first use (not at import: cold start). */
export function defaultQuickPass(): QuickPass {
  DEFAULT_PASS ??= buildQuickPass(RULES, detectorQuickTriggers(DEFAULT_DETECTORS) ?? []);
  return DEFAULT_PASS;
}

/**
 * The precomputed analyses file's text (`PRECOMPUTED_ANALYSES_FILE`) for the default rule
 * table (every trigger and gap-free trigger of every rule, the marker words and the default detectors' fast-pass
 * triggers, the sources of their gate plan, `detectors/gate-plan.ts`, and the signal parts,
 * `detectors/signals.ts`), with `quick.ts`'s fingerprint: `{ fingerprint, triggers: { [analysisKey]:
 * TriggerAnalysis[] } }` and a final newline. Written at `precomputedAnalysesUrl()` by
 * `scripts/quick-atoms.js` (`npm run build`) and beside the sources by the tests' global setup.
 */
export function precomputedAnalysesText(): string {
  const triggers: Record<string, TriggerAnalysis[]> = {};
  for (const source of [...RULES.flatMap((r) => [...r.triggers, ...(r.gapFreeTriggers ?? [])]), MARKER_TRIGGER, ...(detectorQuickTriggers(DEFAULT_DETECTORS) ?? []), ...detectorTriggerSources(DEFAULT_DETECTORS).flatMap((l) => l ?? []), ...signalPartSources()]) triggers[analysisKey(source)] = analyseTrigger(source);
  return `${JSON.stringify({ fingerprint: analysesFingerprint(), triggers })}\n`;
}
