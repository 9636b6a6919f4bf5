/**
 * BM25 retrieval over chunks (issue 2 item 3), on minisearch (BM25+ scoring, Lv & Zhai 2011,
 * minisearch defaults k1 = 1.2, b = 0.7, δ = 0.5) with the Korean-aware `tokenize`.
 *
 * Indexed fields: the chunk's title, section, agency, project and text. Title and section
 * get a small boost because a question usually names what a passage is about. Results are
 * ranked by score descending, then chunk id ascending (the contract's tie-break), so equal
 * scores never reorder between runs.
 */
import MiniSearch from "minisearch";
import { RampartError, badArgument, isOptionsObject } from "../../core/index.js";
import type { Chunk } from "../chunk.js";
import { tokenize } from "./tokenize.js";

/**
 * One retrieved chunk: its id and BM25 score (higher is better). Structurally the same as
 * `RankedHit` of `rampart/evaluation` (the `retrieved` list of the SSE `final` event); declared
 * here so the pipeline does not depend on the evaluation gate.
 */
export interface RankedHit {
  id: string;
  score: number;
}

/** A built index. */
export interface ChunkIndex {
  /** Number of chunks indexed. */
  readonly size: number;
  /**
   * The `k` best chunks for `query` (score descending, then id ascending). An empty or
   * term-less query gives `[]`.
   *
   * @throws RampartError `ERR_BAD_INPUT` when `k` is not a positive integer.
   */
  search(query: string, k?: number): RankedHit[];
}

/**
 * What the index reads of a chunk: its id and text, and the other searchable fields when
 * present — so a plain `{ id, title, text }` passage list (KorQuAD) indexes as it is.
 */
export type IndexableChunk = Pick<Chunk, "id" | "text"> & Partial<Pick<Chunk, "title" | "section" | "agency" | "project">>;

/** Options of `buildIndex`. */
export interface IndexOptions {
  /** Field boosts (multiplying each field's BM25 contribution). */
  boost?: Partial<Record<IndexedField, number>>;
}

const FIELDS = ["title", "section", "agency", "project", "text"] as const;
type IndexedField = (typeof FIELDS)[number];

/** Default boosts: measured on KorQuAD dev (see README, "Reference RAG chatbot"). */
export const DEFAULT_BOOST: Readonly<Record<IndexedField, number>> = { title: 1, section: 1, agency: 1, project: 1, text: 1 };

/**
 * Builds a BM25 index over `chunks`.
 *
 * @throws RampartError `ERR_BAD_INPUT` on a duplicate chunk id.
 * @example
 * const index = buildIndex(chunks);
 * const korquad = buildIndex(passages); // [{ id, title, text }]
 * index.search("입찰 보증금", 5); // [{ id: "…#제37조-입찰보증금-1", score: 12.3 }, …]
 */
export function buildIndex(chunks: readonly IndexableChunk[], options: IndexOptions = {}): ChunkIndex {
  if (!Array.isArray(chunks)) throw badArgument("buildIndex", "chunks", "an array of chunks (loadCorpus(dir))", chunks);
  if (!isOptionsObject(options)) throw badArgument("buildIndex", "options", "an options object when given", options);
  const boost = { ...DEFAULT_BOOST, ...options.boost };
  const mini = new MiniSearch<IndexableChunk>({
    idField: "id",
    fields: [...FIELDS],
    storeFields: [],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => term,
    extractField: (doc, field) => (doc as unknown as Record<string, string | undefined>)[field] ?? "",
  });
  const seen = new Set<string>();
  for (const c of chunks) {
    if (seen.has(c.id)) throw new RampartError("ERR_BAD_INPUT", `duplicate chunk id "${c.id}"`);
    seen.add(c.id);
  }
  mini.addAll(chunks as IndexableChunk[]);
  return {
    size: chunks.length,
    search(query: string, k = 10): RankedHit[] {
      if (!(Number.isInteger(k) && k > 0)) throw new RampartError("ERR_BAD_INPUT", `k must be a positive integer, got ${k}`);
      if (tokenize(query).length === 0) return [];
      const hits = mini.search(query, { boost, combineWith: "OR", prefix: false, fuzzy: false });
      return hits
        .map((h) => ({ id: String(h.id), score: h.score }))
        .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .slice(0, k);
    },
  };
}
