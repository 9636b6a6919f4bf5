/**
 * The LLM judge of the evaluation gate (seed 002 stage 2): prompt through the evidence
 * boundary, structured verdict, tolerant parsing, repeats with majority vote, cache, ledger
 * and budget, and the stage that applies it to a stage-1 report.
 */
export * from "./verdict.js";
export * from "./prompt.js";
export * from "./parse.js";
export * from "./ledger.js";
export * from "./cache.js";
export * from "./judge.js";
export * from "./bounded.js";
export * from "./types.js";
export * from "./stage.js";
export * from "./setup.js";
export * from "./complete.js";
