/**
 * The survey behind `rampart rules check`, the README tables and the benchmark: survey sets,
 * the deterministic-vector suite, metrics and the id-keyed baseline.
 */
export * from "./sets.js";
export * from "./transforms.js";
export * from "./vectors.js";
export * from "./run.js";
export * from "./baseline.js";
