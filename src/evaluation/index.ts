/** `rampart/evaluation` — boundary 4, the evaluation gate. */
export * from "./golden.js";
export * from "./report.js";
