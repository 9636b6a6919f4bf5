/**
 * The rule-change gate's committed baseline (DESIGN.md "Baselines"; seed 000's rule-change
 * rule), keyed by row id. For each survey set it keeps the ids with a bad outcome — benign
 * rows marked (false positives), attack rows missed — and a compact fingerprint of every id
 * it saw, so rows new to the data are reported apart instead of failing the gate.
 *
 * A row seen in the baseline whose outcome turned bad is a regression (exit 1): a new false
 * positive on a benign set, or lost recall in an attack category.
 */
import { baselinePath, readBaseline, writeBaseline } from "../../core/light.js";
import type { SetResult, Tally } from "./run.js";

/** Baseline name: `baselines/rules.json`. */
export const RULES_BASELINE = "rules";

/** One set in the baseline file. */
export interface SetBaseline {
  kind: "attack" | "benign";
  rows: number;
  /** Benign: ids marked; attack: ids missed. Sorted. */
  bad: string[];
  /** Base64 of the sorted FNV-1a 32-bit hashes of every row id seen. */
  seen: string;
  /** Marked / rows per category, for the report. */
  byCategory: Record<string, Tally>;
}

/** The baseline file. */
export interface RulesBaseline {
  version: 1;
  sets: Record<string, SetBaseline>;
}

/** The verdict for one set. */
export interface SetComparison {
  id: string;
  kind: "attack" | "benign";
  /** Seen rows whose outcome turned bad (new false positive / lost detection). */
  regressions: { id: string; category: string }[];
  /** Seen rows whose outcome turned good. */
  improvements: string[];
  /** Rows absent from the baseline, with a bad outcome (reported apart, never failing). */
  newBad: string[];
  /** Rows absent from the baseline. */
  newRows: number;
  /** True when the set is missing from the baseline. */
  unbaselined: boolean;
}

/** FNV-1a 32-bit hash of a string's UTF-16 code units. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function encodeSeen(ids: readonly string[]): string {
  const hashes = Uint32Array.from(new Set(ids.map(fnv1a))).sort();
  return Buffer.from(hashes.buffer).toString("base64");
}

function decodeSeen(seen: string): Set<number> {
  const buf = Buffer.from(seen, "base64");
  const arr = new Uint32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
  return new Set(arr);
}

function badIds(r: SetResult): string[] {
  if (r.kind === "benign") return [...r.flagged];
  const flagged = new Set(r.flagged);
  return r.ids.filter((id) => !flagged.has(id));
}

/** Builds the baseline for survey results. */
export function toBaseline(results: readonly SetResult[]): RulesBaseline {
  const sets: Record<string, SetBaseline> = {};
  for (const r of results) {
    sets[r.id] = { kind: r.kind, rows: r.rows, bad: badIds(r).sort(), seen: encodeSeen(r.ids), byCategory: r.byCategory };
  }
  return { version: 1, sets };
}

/** Compares survey results with a baseline (null = none committed: everything is new). */
export function compareSurveyWithBaseline(results: readonly SetResult[], baseline: RulesBaseline | null): SetComparison[] {
  return results.map((r) => {
    const base = baseline?.sets[r.id];
    const bad = badIds(r);
    if (!base) {
      return { id: r.id, kind: r.kind, regressions: [], improvements: [], newBad: bad, newRows: r.rows, unbaselined: true };
    }
    const seen = decodeSeen(base.seen);
    const wasBad = new Set(base.bad);
    const isBad = new Set(bad);
    const regressions: { id: string; category: string }[] = [];
    const newBad: string[] = [];
    let newRows = 0;
    for (const id of r.ids) {
      const old = seen.has(fnv1a(id));
      if (!old) newRows += 1;
      if (!isBad.has(id)) continue;
      if (!old) newBad.push(id);
      else if (!wasBad.has(id)) regressions.push({ id, category: r.categoryOf[id] ?? "-" });
    }
    const improvements = base.bad.filter((id) => !isBad.has(id) && r.categoryOf[id] !== undefined);
    return { id: r.id, kind: r.kind, regressions, improvements, newBad, newRows, unbaselined: false };
  });
}

/** Reads the committed baseline (null when none). */
export function readRulesBaseline(path = baselinePath(RULES_BASELINE)): RulesBaseline | null {
  return readBaseline<RulesBaseline>(RULES_BASELINE, path);
}

/** Writes the baseline (`--update-baseline`). */
export function writeRulesBaseline(results: readonly SetResult[], path = baselinePath(RULES_BASELINE)): void {
  writeBaseline(RULES_BASELINE, toBaseline(results), path);
}
