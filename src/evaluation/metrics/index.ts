/** Retrieval metrics (recall@k, MRR, nDCG@10) of the evaluation gate. */
export * from "./retrieval.js";
export * from "./fingerprint.js";
