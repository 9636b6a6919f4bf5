/**
 * The unit of evidence of the reference pipeline: one retrievable piece of a document with a
 * stable id and the metadata the verifier of seed 000 reads (title, agency, project, section).
 */

/**
 * One chunk of evidence.
 *
 * `id` is stable across runs and independent of load order: `<relative path>#<section slug>-<n>`
 * for Markdown and text files, the row's own `id` for JSONL. `source` is the file the chunk
 * came from, relative to the corpus root it was loaded from.
 */
export interface Chunk {
  id: string;
  text: string;
  title: string;
  agency?: string;
  project?: string;
  section?: string;
  source: string;
  /** Further scalar metadata (front matter, JSONL fields), every value a string. */
  metadata: Record<string, string>;
}
