/**
 * `core` without its configuration: every module of core/index.ts but config/ (zod schemas
 * and the YAML reader), for the boundary and the gate, whose import must stay cheap
 * (DESIGN.md: importing the boundary or the gate costs milliseconds; issue 22). ES modules
 * are not tree-shaken by Node: entering core through index.ts loads zod and yaml, about a
 * third of a cold import. Config *types* can still be imported from index.ts (`import type`
 * is erased).
 */
export * from "./errors.js";
export * from "./args.js";
export * from "./options.js";
export * from "./finding.js";
export * from "./verdict.js";
export * from "./paths.js";
export * from "./plural.js";
export * from "./jsonl.js";
export * from "./baseline.js";
export * from "./atomic-write.js";
export * from "./probe.js";
export type * from "./verifier.js"; // types only: not loaded at run time
export * from "./trace-context.js";
export * from "./classifier.js";
export * from "./limits.js";
export * from "./utf8.js";
// The configuration's types (erased: no zod at run time) and the values the gate needs at import.
export type { LoadedConfig, RampartConfig } from "./config/index.js";
export { GATE_DETECTOR_IDS, type GateDetectorId } from "./config/gate-ids.js";
