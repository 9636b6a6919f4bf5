/**
 * The fast first pass (`quick.ts`) of the default rule table and the default detectors, and
 * the precomputed trigger analyses the build writes for them. Kept apart from `quick.ts` so
 * that the modules reading the pass's letter-spacing automaton (`shadow.ts`, and through it
 * the gate) do not load the rule table and the detectors (issue 22, cold start).
 */
import { readFileSync } from "node:fs";
import { buildStamp } from "./build-stamp.js";
import { DEFAULT_DETECTORS, detectorQuickTriggers, detectorRawTriggers, detectorTriggerSources } from "./detectors/index.js";
import { MARKER_TRIGGER } from "./markers.js";
import { analyseTrigger, analysisKey, buildQuickPass, precomputedStamp, quickPassParts, type QuickPass, type QuickPassParts, type TriggerAnalysis } from "./quick.js";
import { RULES } from "./rules/index.js";
import { signalPartSources } from "./detectors/signals.js";
import { triggerPieces } from "./trigger-pieces.js";
import { syllableFreeSource } from "./syllable-gap.js";

export { quickTriggersText, quickTriggersUrl, recordQuickTriggers } from "./detectors/quick-triggers.js";
export { signalTableText, signalTableUrl, SIGNAL_TABLE_FILE } from "./detectors/signals.js";
export { foldedLettersText, foldedLettersUrl, recordFoldedLetters } from "./rules/folded-letters.js";
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
  // The pass's triggers, and the pieces it owns of the long ones (`trigger-pieces.ts`).
  const pass = [...RULES.flatMap((r) => r.triggers), ...(detectorQuickTriggers(DEFAULT_DETECTORS) ?? [])];
  const pieces = pass.flatMap((t) => triggerPieces(t).filter((p) => p !== t));
  // Their readings over the syllable-squeezed view (`syllable-gap.ts`), read on a trigger's first test.
  const squeezed = [...pass, ...pieces].flatMap((t) => syllableFreeSource(t) ?? []);
  for (const source of [...pass, ...pieces, ...squeezed, ...RULES.flatMap((r) => r.gapFreeTriggers ?? []), MARKER_TRIGGER, ...detectorTriggerSources(DEFAULT_DETECTORS).flatMap((l) => l ?? []), ...signalPartSources()]) triggers[analysisKey(source)] = analyseTrigger(source);
  return `${JSON.stringify({ fingerprint: precomputedStamp(), triggers })}\n`;
}

/**
 * What the default scanner (`createEvidenceScanner()` without options) needs before its fast
 * pass can call a text clean: the parts of its pass (`quickPassParts` of the rule table and the
 * default detectors' fast-pass triggers) and the default detectors' raw trigger lists (the
 * raw-text gate, `detectorGateOf`). Plain data: the build writes it (`DEFAULT_SCANNER_FILE`)
 * so the first scan reads neither the rule table nor the detectors' sources (issue 22, cold
 * start: building them cost about 100 ms of CPU); they are built when a text needs them.
 */
export interface DefaultScannerParts {
  readonly pass: QuickPassParts;
  readonly detectorRaw: ReadonlyArray<readonly string[]>;
}

/** The default scanner's parts computed now from the rule table and the default detectors; null when a detector has no raw triggers (then there is no pass). */
export function defaultScannerParts(): DefaultScannerParts | null {
  const detectorRaw = detectorRawTriggers(DEFAULT_DETECTORS);
  const triggers = detectorQuickTriggers(DEFAULT_DETECTORS);
  if (detectorRaw === null || triggers === null) return null;
  return { pass: quickPassParts(RULES, triggers), detectorRaw };
}

/** The build's copy of the default scanner's parts (`{ fingerprint, pass, detectorRaw }`), beside this module. */
export const DEFAULT_SCANNER_FILE = "quick-default.json";

/** Where `defaultScannerText` goes and `precomputedDefaultScanner` reads: beside this module's file (in the built package, its bundle chunk). */
export function defaultScannerUrl(): URL {
  return new URL(`./${DEFAULT_SCANNER_FILE}`, import.meta.url);
}

/**
 * The default scanner's parts file text (`scripts/quick-atoms.js`): the parts computed now,
 * under the build stamp (`build-stamp.ts`), and a final newline. Null when the code was not
 * bundled (no stamp: the sources never read such a file) or there are no parts.
 */
export function defaultScannerText(): string | null {
  const stamp = buildStamp();
  const parts = defaultScannerParts();
  return stamp === null || parts === null ? null : `${JSON.stringify({ fingerprint: stamp, ...parts })}\n`;
}

/**
 * The build's copy of the default scanner's parts when this code is bundled and the file
 * beside it carries this bundle's stamp; else null (then the scanner computes them). Read once
 * per process; a missing, foreign or malformed file is null, never an error.
 */
export function precomputedDefaultScanner(): DefaultScannerParts | null {
  if (PRECOMPUTED_DEFAULT === undefined) {
    PRECOMPUTED_DEFAULT = null;
    const stamp = buildStamp();
    if (stamp !== null) {
      try {
        const data = JSON.parse(readFileSync(defaultScannerUrl(), "utf8")) as { fingerprint?: unknown; pass?: unknown; detectorRaw?: unknown };
        if (data.fingerprint === stamp && isPassParts(data.pass) && isStringLists(data.detectorRaw)) PRECOMPUTED_DEFAULT = { pass: data.pass, detectorRaw: data.detectorRaw };
      } catch {
        // No file or a malformed one: the scanner computes its parts.
      }
    }
  }
  return PRECOMPUTED_DEFAULT;
}

let PRECOMPUTED_DEFAULT: DefaultScannerParts | null | undefined;

const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === "string");
const isStringLists = (x: unknown): x is string[][] => Array.isArray(x) && x.every(isStrings);

/** The shape of `QuickPassParts` (a file that parses but is not one is ignored). */
function isPassParts(x: unknown): x is QuickPassParts {
  if (typeof x !== "object" || x === null) return false;
  const p = x as Record<string, unknown>;
  const n = isStrings(p.sources) ? p.sources.length : -1;
  return (
    n >= 0 &&
    Array.isArray(p.scripts) &&
    p.scripts.length === n &&
    p.scripts.every((v) => v === 0 || v === 1 || v === 2) &&
    Array.isArray(p.gapFree) &&
    p.gapFree.length === n &&
    p.gapFree.every((g) => g === null || isStrings(g)) &&
    (p.originalGate === null || (isStrings(p.originalGate) && p.originalGate.length === 2)) &&
    typeof p.tableKey === "string"
  );
}
