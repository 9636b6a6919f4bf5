/** Retrieval benchmarks read from the shared data folder at run time. */
export * from "./retrieval-set.js";
