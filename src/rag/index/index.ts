/** Retrieval: Korean-aware tokenisation and the BM25 chunk index. */
export { foldText, tokenize } from "./tokenize.js";
export { DEFAULT_BOOST, buildIndex, type ChunkIndex, type IndexOptions, type IndexableChunk, type RankedHit } from "./build.js";
