/**
 * Committed baselines (DESIGN.md "Baselines"): a measured figure CI guards is compared with
 * `baselines/<name>.json`; worse ⇒ exit 1; `--update-baseline` rewrites it deliberately.
 * Writes are atomic (temp file + rename), so a crash never leaves a half-written baseline.
 */
import { existsSync, readFileSync } from "node:fs";
import { writeFileAtomic } from "./atomic-write.js";
import { RampartError } from "./errors.js";
import { packagePath } from "./paths.js";

/** Path of a committed baseline file. */
export function baselinePath(name: string): string {
  return packagePath("baselines", `${name}.json`);
}

/**
 * Reads a baseline; `null` when none is committed yet.
 *
 * @throws RampartError `ERR_CONFIG` when the file exists but is not valid JSON.
 */
export function readBaseline<T>(name: string, path = baselinePath(name)): T | null {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch (cause) {
    throw new RampartError("ERR_CONFIG", `baseline ${path} is not valid JSON`, { cause });
  }
}


/** Writes a baseline atomically, pretty-printed with sorted keys for readable diffs. */
export function writeBaseline(name: string, data: unknown, path = baselinePath(name)): void {
  writeFileAtomic(path, JSON.stringify(sortKeys(data), null, 2) + "\n");
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === "object") {
    return Object.fromEntries(
      Object.keys(v as object)
        .sort()
        .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}

/** One metric's comparison. */
export interface MetricDelta {
  key: string;
  baseline: number | null;
  current: number;
  /** `worse` fails the gate; `new` is reported apart (no baseline to compare with). */
  status: "same" | "better" | "worse" | "new";
}

/**
 * Compares metrics with a baseline.
 *
 * @param direction `higher` (recall, MRR) or `lower` (false positives) is better.
 * @param tolerance absolute slack before a change counts (floating-point noise), default 1e-9.
 */
export function compareMetrics(
  current: Record<string, number>,
  baseline: Record<string, number> | null,
  direction: "higher" | "lower" | ((key: string) => "higher" | "lower"),
  tolerance = 1e-9,
): MetricDelta[] {
  return Object.keys(current)
    .sort()
    .map((key) => {
      const cur = current[key] as number;
      const base = baseline?.[key];
      if (base === undefined || base === null) return { key, baseline: null, current: cur, status: "new" as const };
      const dir = typeof direction === "function" ? direction(key) : direction;
      const diff = dir === "higher" ? cur - base : base - cur;
      const status = diff > tolerance ? "better" : diff < -tolerance ? "worse" : "same";
      return { key, baseline: base, current: cur, status };
    });
}
