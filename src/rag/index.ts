/**
 * `rampart/rag` — the reference pipeline users can run and copy: corpus loading, the
 * Korean-aware BM25 index, the extractive answerer, the verifier of seed 000 and the SSE chat
 * server. See README, "Reference RAG chatbot".
 */
export type { Chunk } from "./chunk.js";
export * from "./corpus/index.js";
export * from "./index/index.js";
export * from "./answer/index.js";
export * from "./verify/index.js";
export * from "./server/index.js";
