/**
 * `rampart/core` — the shared types every boundary speaks: `Finding`, `Verdict`,
 * `RampartError` and its codes, configuration, paths, JSONL batches and baselines.
 * Everything but the configuration lives in light.ts, which the boundary and the gate
 * import so that their import does not load zod and yaml.
 */
export * from "./light.js";
export * from "./config/index.js";
