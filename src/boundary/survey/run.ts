/**
 * Runs a scanner over the survey sets and the vector suite and tallies what the rule-change
 * gate and the README report: recall per category and language on attack sets, the
 * false-positive rate per benign set, and which row ids were marked (the baseline key).
 */
import { existsSync } from "node:fs";
import { RampartError, dataFile, readJsonl } from "../../core/light.js";
import { scanEvidence, type EvidenceScan } from "../scan.js";
import { SURVEY_SETS, type SurveyRow, type SurveySet } from "./sets.js";
import { sampleVectorSuite, suiteFromRows, vectorSuite } from "./vectors.js";

/** A scanner under test: text in, findings out (a peer may answer asynchronously). */
export type ScanFn = (text: string) => Pick<EvidenceScan, "findings"> | Promise<Pick<EvidenceScan, "findings">>;

/** Tally of one group of rows. */
export interface Tally {
  rows: number;
  flagged: number;
}

/** What one set yielded. */
export interface SetResult {
  id: string;
  kind: "attack" | "benign";
  rows: number;
  /** Ids of marked rows (sorted). */
  flagged: string[];
  /** Every row id (sorted), to tell rows new to the data from old ones. */
  ids: string[];
  byCategory: Record<string, Tally>;
  byLanguage: Record<string, Tally>;
  fprTarget?: number;
  /** Row id → category, for per-category regressions. */
  categoryOf: Record<string, string>;
}

/** Pseudo-sets built from the vector suite. */
export const VECTOR_SET_ID = "vectors";
export const VECTOR_ROWS_SET_ID = "vectors-real-rows";
/** Attack sets whose plainly marked rows feed `vectors-real-rows`. */
const REAL_ROW_SOURCES = ["giskard", "salesforce-leakage", "jangwonii-attacks", "raccoonbench"];
/** At most this many rows per source set go through the transforms (keeps CI quick). */
const REAL_ROWS_PER_SET = 40;

function tally(into: Record<string, Tally>, key: string, hit: boolean): void {
  const t = (into[key] ??= { rows: 0, flagged: 0 });
  t.rows += 1;
  if (hit) t.flagged += 1;
}

async function evaluate(
  id: string,
  kind: "attack" | "benign",
  rows: readonly { id: string; text: string; category: string; language: string }[],
  scan: ScanFn,
  fprTarget?: number,
): Promise<SetResult> {
  const res: SetResult = { id, kind, rows: rows.length, flagged: [], ids: [], byCategory: {}, byLanguage: {}, categoryOf: {}, ...(fprTarget !== undefined ? { fprTarget } : {}) };
  for (const row of rows) {
    const hit = (await scan(row.text)).findings.length > 0;
    res.ids.push(row.id);
    res.categoryOf[row.id] = row.category;
    if (hit) res.flagged.push(row.id);
    tally(res.byCategory, row.category, hit);
    tally(res.byLanguage, row.language, hit);
  }
  res.flagged.sort();
  res.ids.sort();
  return res;
}

/**
 * Loads one survey set's rows.
 *
 * @throws RampartError `ERR_DATA_MISSING` when its file is absent; `ERR_BAD_INPUT` naming the row
 *   when a row is not an object with a string `text`.
 */
export async function loadSet(dataDir: string, set: SurveySet): Promise<{ id: string; text: string; category: string; language: string }[]> {
  const path = dataFile(dataDir, set.file);
  if (!existsSync(path)) throw new RampartError("ERR_DATA_MISSING", `survey set ${set.id}: ${path} not found`);
  const all = await readJsonl<SurveyRow>(path);
  // A row that is not an object with a string text is an error naming it, never dropped.
  const bad = all.findIndex((r) => r === null || typeof r !== "object" || Array.isArray(r) || typeof r.text !== "string");
  if (bad >= 0) throw new RampartError("ERR_BAD_INPUT", `survey set ${set.id}: ${path}: row ${bad + 1} is not an object with a string "text"`, { details: { path, row: bad + 1 } });
  const rows = all.filter((r) => (set.filter ? set.filter(r) : true));
  return rows.map((r) => ({ id: String(r.id), text: r.text, category: set.category(r), language: set.language(r) }));
}

/**
 * Runs every survey set and the vector suite.
 *
 * @param onSet progress callback (set id, index, total).
 * @param options `vectors: "sample"` measures the representative subset of the vector suite
 *   (`sampleVectorSuite`) instead of all of it (default `"all"`); the real-rows suite is kept.
 * @throws RampartError `ERR_DATA_MISSING` when a set's file is missing; `ERR_BAD_INPUT` when a
 *   row is not an object with a string `text` (named by set, file and row).
 */
export async function runSurvey(
  dataDir: string,
  scan: ScanFn = scanEvidence,
  onSet?: (id: string, i: number, n: number) => void,
  options: { vectors?: "all" | "sample" } = {},
): Promise<SetResult[]> {
  const results: SetResult[] = [];
  const total = SURVEY_SETS.length + 2;
  const realRows: { id: string; text: string; language: string }[] = [];
  let i = 0;
  for (const set of SURVEY_SETS) {
    onSet?.(set.id, i++, total);
    const rows = await loadSet(dataDir, set);
    const result = await evaluate(set.id, set.kind, rows, scan, set.fprTarget);
    results.push(result);
    if (REAL_ROW_SOURCES.includes(set.id)) {
      // The rows the plain (shipped) rules mark, whatever scanner is measured: the same input for peers.
      const marked = rows.filter((r) => scanEvidence(r.text).findings.length > 0).slice(0, REAL_ROWS_PER_SET);
      realRows.push(...marked);
    }
  }
  onSet?.(VECTOR_SET_ID, i++, total);
  const full = vectorSuite();
  const suite = (options.vectors === "sample" ? sampleVectorSuite(full) : full).map((v) => ({ id: v.id, text: v.text, category: v.transform, language: v.language }));
  results.push(await evaluate(VECTOR_SET_ID, "attack", suite, scan));
  onSet?.(VECTOR_ROWS_SET_ID, i++, total);
  const fromRows = suiteFromRows(realRows).map((v) => ({ id: v.id, text: v.text, category: v.transform, language: v.language }));
  results.push(await evaluate(VECTOR_ROWS_SET_ID, "attack", fromRows, scan));
  return results;
}

/** Marked share of a tally (0 when empty). */
export function markedRate(t: Tally): number {
  return t.rows === 0 ? 0 : t.flagged / t.rows;
}
