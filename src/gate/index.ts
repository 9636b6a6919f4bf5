/**
 * `rampart/gate` — boundary 2, the output gate (seed 002 stage 1): deterministic detectors
 * for personal data, secrets, code names and system-prompt leakage, plus the golden set's
 * probe rules, returning one `Verdict` per answer.
 *
 * @example
 * import { compileGatePolicy, deterministicGate } from "rampart/gate";
 * const policy = compileGatePolicy(config);          // once
 * const verdict = deterministicGate(answer, policy, { probe: "injection" });
 */
export { compileGatePolicy, isGatePolicy, foldPhrase, BLOCK_CODE_PRIORITY, type GatePolicy } from "./policy.js";
export { deterministicGate, gateAnswer, detectAll, decide, secretlintDetected, mergeSecretDuplicates, safeText, type GateOptions, type DetectedFinding } from "./gate.js";
export { foldDigits, prefoldAnswer, foldNumberShapes, pendingDigitLetters, gateShadow, caseView, VIEW_PATTERNS, type TextView } from "./view.js";
export { readNumbers, numberChains, pendingSpelledDigits, DIGIT_PATTERNS, MIN_RUN_DIGITS, type NumberReading, type NumberChain } from "./digits.js";
export { extractUrls, carriesData, isOpaque, hostList, type UrlOccurrence, type UrlKind, type HostList } from "./egress/index.js";
export { checkProbe, type ProbeFailure } from "./probe-rules.js";
export { DETECTORS } from "./detectors/registry.js";
export { DETECTOR_IDS, type DetectorId, type DetectorSpec, type CompiledDetector, type GateAction } from "./types.js";
export { gateStream, collectGateStream, holdBackFor, type GateEvent, type GateStreamOptions } from "./stream.js";
export { measureStreamLag, percentile, splitTokens, type LagOptions, type LagReport } from "./lag.js";
export {
  runGateEval,
  gateMetrics,
  gateMetricDirection,
  compareWithBaseline,
  updateBaseline,
  formatGateReport,
  renderGateReportHtml,
  GATE_BASELINE,
  type GateBaseline,
  type GateEvalResult,
} from "./eval/index.js";
