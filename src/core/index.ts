/**
 * `rampart/core` — the shared types every boundary speaks: `Finding`, `Verdict`,
 * `RampartError` and its codes, configuration, paths, JSONL batches and baselines.
 */
export * from "./errors.js";
export * from "./args.js";
export * from "./finding.js";
export * from "./verdict.js";
export * from "./config/index.js";
export * from "./paths.js";
export * from "./plural.js";
export * from "./jsonl.js";
export * from "./baseline.js";
export * from "./probe.js";
export * from "./verifier.js";
export * from "./trace-context.js";
export * from "./classifier.js";
