/** Audit events in SQLite (better-sqlite3), the single-machine default. One transaction per batch. */
import type Database from "better-sqlite3";
import { openSqlite, type SqliteDatabase } from "../approvals/sqlite.js";
import { AUDIT_COLUMNS, auditRow, type AuditSink } from "./event.js";

/**
 * Audit sink backed by SQLite, table `rampart_audit_events`.
 *
 * @param db an open database or a file path (`:memory:` for tests and scenario runs).
 */
export function sqliteAuditSink(db: SqliteDatabase | string): AuditSink {
  const ownDb = typeof db === "string";
  // better-sqlite3 is the only source of a SqliteDatabase.
  const conn = (typeof db === "string" ? openSqlite(db) : db) as Database.Database;
  conn.exec(`CREATE TABLE IF NOT EXISTS rampart_audit_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, trace_id TEXT NOT NULL, ts INTEGER NOT NULL,
    session_id TEXT, caller TEXT, tool TEXT, call_ref TEXT, side_effect TEXT, args_hmac TEXT, scopes TEXT NOT NULL,
    decision TEXT NOT NULL, code TEXT, detail TEXT, sanitized INTEGER NOT NULL, tainted_by TEXT NOT NULL,
    approval_id TEXT, latency_ms REAL NOT NULL, session_kind TEXT);
    CREATE INDEX IF NOT EXISTS rampart_audit_ts ON rampart_audit_events (ts);`);
  // A store made before session_kind existed gets the column (its old rows read NULL).
  const columns = conn.prepare("PRAGMA table_info(rampart_audit_events)").all() as { name: string }[];
  if (!columns.some((c) => c.name === "session_kind")) conn.exec("ALTER TABLE rampart_audit_events ADD COLUMN session_kind TEXT");
  const insert = conn.prepare(
    `INSERT INTO rampart_audit_events (${AUDIT_COLUMNS.join(", ")}) VALUES (${AUDIT_COLUMNS.map(() => "?").join(", ")})`,
  );
  const insertAll = conn.transaction((rows: (string | number | null)[][]) => {
    for (const r of rows) insert.run(r);
  });
  return {
    async write(events) {
      insertAll(events.map(auditRow));
    },
    async close() {
      if (ownDb) conn.close();
    },
  };
}
