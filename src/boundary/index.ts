/**
 * `rampart/boundary` — boundary 1, the evidence boundary (seed `000_…`): one choke point,
 * `scanEvidence` / `neutralizeInstructionPatterns`, for document-controlled text on its way
 * to a verifier or an LLM, and the `EVIDENCE_BOUNDARY` that joins chunks.
 */
export * from "./shadow.js";
export { OffsetMap } from "./offset-map.js";
export { foldChar, foldTerm, foldDecoration } from "./fold.js";
export * from "./markers.js";
export * from "./rules/index.js";
export * from "./scan.js";
// Types only: `export type` does not load the module at run time (cold start).
export type * from "./detector.js";
export * from "./spotlight.js";
export * from "./recover.js";
export * from "./survey/index.js";
export * from "./semantic/index.js";
