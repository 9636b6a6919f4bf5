/**
 * Run history in SQLite (better-sqlite3): one row per evaluation run and one per item
 * status, so `rampart history` can list runs and `--baseline last-good` can find the last run
 * that passed its gate. Only statuses, counts, block codes and judge verdicts are stored —
 * never answers, which may hold personal data the gate blocked. SQLite is the embedded
 * single-machine default (DESIGN.md "Scale"); in CI, keep the file between runs with a cache
 * step (see README).
 */
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type Database from "better-sqlite3";
import { RampartError } from "../../core/index.js";
import { loadOptional } from "../../core/optional.js";
import type { JudgedReport } from "../judge/types.js";
import type { EvaluationReport, ItemStatus } from "../report.js";

/** Default history file, relative to the working directory. */
export const DEFAULT_HISTORY_PATH = ".rampart/history.sqlite";

/** One stored run. */
export interface RunRow {
  id: number;
  golden: string;
  target: string;
  startedAt: string;
  finishedAt: string;
  exitCode: number;
  total: number;
  passed: number;
  failed: number;
  blocked: number;
  errors: number;
  judgeProvider: string | null;
  judgeModel: string | null;
  /** Overall judge–verifier agreement and κ, when a judge ran. */
  agreement: number | null;
  kappa: number | null;
  /** Free label, e.g. the commit (`GITHUB_SHA`). */
  label: string | null;
}

/** One stored item status. */
export interface RunItemRow {
  itemId: string;
  axis: string;
  status: ItemStatus;
  blockCode: string | null;
  judgeVerdict: string | null;
}

/** The history store. */
export interface HistoryStore {
  /** Stores a finished run; returns its id. */
  record(report: EvaluationReport | JudgedReport, label?: string | null): number;
  /** Newest first. */
  listRuns(opts?: { golden?: string; limit?: number }): RunRow[];
  /** The golden-set names that have at least one stored run, sorted. */
  goldenSets(): string[];
  /** The newest run of `golden` whose gate passed (exit code 0), before `beforeId` when given. */
  lastGoodRun(golden: string, beforeId?: number): RunRow | undefined;
  items(runId: number): RunItemRow[];
  close(): void;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  golden TEXT NOT NULL,
  target TEXT NOT NULL,
  started_at TEXT NOT NULL,
  finished_at TEXT NOT NULL,
  exit_code INTEGER NOT NULL,
  total INTEGER NOT NULL,
  passed INTEGER NOT NULL,
  failed INTEGER NOT NULL,
  blocked INTEGER NOT NULL,
  errors INTEGER NOT NULL,
  judge_provider TEXT,
  judge_model TEXT,
  agreement REAL,
  kappa REAL,
  label TEXT
);
CREATE INDEX IF NOT EXISTS runs_golden_exit ON runs (golden, exit_code, id);
CREATE TABLE IF NOT EXISTS run_items (
  run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  item_id TEXT NOT NULL,
  axis TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pass', 'fail', 'blocked', 'error')),
  block_code TEXT,
  judge_verdict TEXT,
  PRIMARY KEY (run_id, item_id)
);
`;

const RUN_COLUMNS = `id, golden, target, started_at AS startedAt, finished_at AS finishedAt, exit_code AS exitCode, total, passed, failed,
  blocked, errors, judge_provider AS judgeProvider, judge_model AS judgeModel, agreement, kappa, label`;

/**
 * Opens (creating when absent) the history database at `path` (`:memory:` for tests).
 *
 * @throws RampartError `ERR_STORE_UNAVAILABLE` when the file cannot be opened or is not a
 *   Rampart history database; `ERR_DEPENDENCY_MISSING` when better-sqlite3 is not installed.
 */
export function openHistory(path: string = DEFAULT_HISTORY_PATH): HistoryStore {
  // Outside the try: a missing driver is ERR_DEPENDENCY_MISSING, not a store fault.
  const Sqlite = loadOptional<typeof Database>("better-sqlite3", "the run history (SQLite; --no-history runs without it)");
  let db: Database.Database;
  try {
    if (path !== ":memory:") mkdirSync(dirname(resolve(path)), { recursive: true });
    db = new Sqlite(path);
    db.pragma("journal_mode = WAL");
    db.pragma("foreign_keys = ON");
    db.exec(SCHEMA);
  } catch (cause) {
    throw new RampartError("ERR_STORE_UNAVAILABLE", `history database ${path}: ${(cause as Error).message}`, { cause });
  }
  const insertRun = db.prepare(
    `INSERT INTO runs (golden, target, started_at, finished_at, exit_code, total, passed, failed, blocked, errors, judge_provider, judge_model, agreement, kappa, label)
     VALUES (@golden, @target, @startedAt, @finishedAt, @exitCode, @total, @passed, @failed, @blocked, @errors, @judgeProvider, @judgeModel, @agreement, @kappa, @label)`,
  );
  const insertItem = db.prepare(
    `INSERT INTO run_items (run_id, item_id, axis, status, block_code, judge_verdict) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const recordTx = db.transaction((report: JudgedReport, label: string | null): number => {
    const overall = report.judge?.agreement.overall;
    const info = insertRun.run({
      golden: report.golden,
      target: report.target,
      startedAt: report.startedAt,
      finishedAt: report.finishedAt,
      exitCode: report.exitCode,
      ...report.summary,
      judgeProvider: report.judge?.provider ?? null,
      judgeModel: report.judge?.model ?? null,
      agreement: overall?.agreement ?? null,
      kappa: overall?.kappa ?? null,
      label,
    });
    const runId = Number(info.lastInsertRowid);
    for (const item of report.items) {
      insertItem.run(runId, item.id, item.axis, item.status, item.blockCode ?? null, item.judge?.state === "graded" ? item.judge.verdict : null);
    }
    return runId;
  });

  const wrap = <T>(what: string, fn: () => T): T => {
    try {
      return fn();
    } catch (cause) {
      throw new RampartError("ERR_STORE_UNAVAILABLE", `history database ${path}: ${what}: ${(cause as Error).message}`, { cause });
    }
  };

  return {
    record: (report, label = null) => wrap("record", () => recordTx(report as JudgedReport, label)),
    listRuns: ({ golden, limit = 20 } = {}) =>
      wrap("list", () =>
        (golden === undefined
          ? db.prepare(`SELECT ${RUN_COLUMNS} FROM runs ORDER BY id DESC LIMIT ?`).all(limit)
          : db.prepare(`SELECT ${RUN_COLUMNS} FROM runs WHERE golden = ? ORDER BY id DESC LIMIT ?`).all(golden, limit)) as RunRow[],
      ),
    goldenSets: () =>
      wrap("list golden sets", () => (db.prepare("SELECT DISTINCT golden FROM runs ORDER BY golden").all() as { golden: string }[]).map((r) => r.golden)),
    lastGoodRun: (golden, beforeId) =>
      wrap(
        "last good run",
        () =>
          db
            .prepare(`SELECT ${RUN_COLUMNS} FROM runs WHERE golden = ? AND exit_code = 0 AND id < ? ORDER BY id DESC LIMIT 1`)
            .get(golden, beforeId ?? Number.MAX_SAFE_INTEGER) as RunRow | undefined,
      ),
    items: (runId) =>
      wrap(
        "items",
        () =>
          db
            .prepare(`SELECT item_id AS itemId, axis, status, block_code AS blockCode, judge_verdict AS judgeVerdict FROM run_items WHERE run_id = ? ORDER BY rowid`)
            .all(runId) as RunItemRow[],
      ),
    close: () => db.close(),
  };
}
