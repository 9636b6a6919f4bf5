/** Shared fixtures of the rag tests: the bundled corpus, its index and config, loaded once per file. */
import { loadConfig, packagePath, type RampartConfig } from "../../src/core/index.js";
import { buildIndex, loadCorpus, type Chunk, type ChunkIndex } from "../../src/rag/index.js";

export interface Bundled {
  chunks: Chunk[];
  index: ChunkIndex;
  config: RampartConfig;
  byId: Map<string, Chunk>;
}

let cached: Bundled | undefined;

/** The bundled corpus and the repository's `rampart.config.yaml`. */
export function bundled(): Bundled {
  if (!cached) {
    const chunks = loadCorpus(packagePath("corpus"));
    const { config } = loadConfig(packagePath("rampart.config.yaml"));
    cached = { chunks, index: buildIndex(chunks), config, byId: new Map(chunks.map((c) => [c.id, c])) };
  }
  return cached;
}
