/**
 * KorQuAD 1.0 dev as a retrieval benchmark (`rag-korquad-v1-dev/` of the shared data; see its
 * PROVENANCE.md — CC BY-ND 2.0 KR, read at run time, never copied or edited).
 *
 * - `corpus.jsonl`: `{ id, title, text }` passages;
 * - `queries.jsonl`: `{ id, question, … }`;
 * - `qrels.jsonl`: `{ query_id, passage_id, relevance }` — gold ids are the passages with
 *   relevance ≥ 1 (two source paragraphs are duplicated, so some queries have 2–3 gold ids).
 *
 * Every row is validated; a qrel naming an unknown query or passage is an error rather than a
 * silently unreachable gold id (which would quietly lower recall).
 */
import { z } from "zod";
import { RampartError, dataFile, formatZodIssues, readJsonl } from "../../core/index.js";
import type { BenchmarkQuery } from "../metrics/index.js";

/** The folder of the data set inside the shared data folder. */
export const KORQUAD_DIR = "rag-korquad-v1-dev";

/** One passage (one KorQuAD paragraph context, verbatim). */
export interface KorquadPassage {
  id: string;
  title: string;
  text: string;
}

/** The loaded benchmark. Queries keep file order; `gold` lists passage ids. */
export interface Korquad {
  passages: KorquadPassage[];
  queries: BenchmarkQuery[];
}

const passageRow = z.object({ id: z.string().min(1), title: z.string(), text: z.string() });
const queryRow = z.object({ id: z.string().min(1), question: z.string().min(1) });
const qrelRow = z.object({ query_id: z.string().min(1), passage_id: z.string().min(1), relevance: z.number() });

function validate<T>(schema: z.ZodType<T>, rows: unknown[], file: string): T[] {
  return rows.map((row, i) => {
    const res = schema.safeParse(row);
    if (!res.success) throw new RampartError("ERR_BAD_INPUT", `${file} row ${i + 1}: ${formatZodIssues(res.error)}`);
    return res.data;
  });
}

function uniqueIds(rows: readonly { id: string }[], file: string): Set<string> {
  const ids = new Set<string>();
  for (const r of rows) {
    if (ids.has(r.id)) throw new RampartError("ERR_BAD_INPUT", `${file}: duplicate id "${r.id}"`);
    ids.add(r.id);
  }
  return ids;
}

/**
 * Loads KorQuAD from `<dataDir>/rag-korquad-v1-dev/`.
 *
 * @throws RampartError `ERR_DATA_MISSING` when a file is absent; `ERR_BAD_INPUT` on malformed
 *   JSON, a row of the wrong shape, a duplicate id, or a qrel naming an unknown id.
 * @example
 * const { passages, queries } = await loadKorquad(resolveDataDir());
 */
export async function loadKorquad(dataDir: string): Promise<Korquad> {
  const file = (name: string): string => dataFile(dataDir, KORQUAD_DIR, name);
  const corpusFile = file("corpus.jsonl");
  const queriesFile = file("queries.jsonl");
  const qrelsFile = file("qrels.jsonl");
  const passages = validate(passageRow, await readJsonl(corpusFile), corpusFile).map(({ id, title, text }) => ({ id, title, text }));
  const queryRows = validate(queryRow, await readJsonl(queriesFile), queriesFile);
  const qrels = validate(qrelRow, await readJsonl(qrelsFile), qrelsFile);

  const passageIds = uniqueIds(passages, corpusFile);
  uniqueIds(queryRows, queriesFile);
  const gold = new Map<string, string[]>(queryRows.map((q) => [q.id, []]));
  for (const r of qrels) {
    const list = gold.get(r.query_id);
    if (!list) throw new RampartError("ERR_BAD_INPUT", `${qrelsFile}: qrel for unknown query "${r.query_id}"`);
    if (!passageIds.has(r.passage_id)) {
      throw new RampartError("ERR_BAD_INPUT", `${qrelsFile}: qrel for unknown passage "${r.passage_id}"`);
    }
    if (r.relevance >= 1 && !list.includes(r.passage_id)) list.push(r.passage_id);
  }
  const queries = queryRows.map((q) => ({ id: q.id, question: q.question, gold: gold.get(q.id) ?? [] }));
  return { passages, queries };
}
