/**
 * `rampart/evaluation` — boundary 4, the evaluation gate (seed 002): golden set, targets,
 * item rules, runner, retrieval metrics and baseline, reports, and `runGate` which composes
 * them.
 */
export * from "./golden.js";
export * from "./report.js";
export * from "./grade.js";
export * from "./runner.js";
export * from "./run-gate.js";
export * from "./stages.js";
export * from "./retrieval-baseline.js";
export * from "./targets/index.js";
export * from "./metrics/index.js";
export * from "./datasets/index.js";
export * from "./reports/index.js";
export { matchable, maskSpans, type MatchableText, type Span } from "./text-match.js";
