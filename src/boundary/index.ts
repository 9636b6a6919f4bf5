/** `rampart/boundary` — boundary 1, the evidence boundary. */
export * from "./shadow.js";
