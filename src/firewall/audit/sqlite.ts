/** Audit events in SQLite (better-sqlite3), the single-machine default. One transaction per batch. */
import type Database from "better-sqlite3";
import { RampartError } from "../../core/index.js";
import { checkSqliteArgument, checkSqliteTable, openSqlite, type SqliteDatabase } from "../approvals/sqlite.js";
import { AUDIT_COLUMNS, auditRow, type AuditSink } from "./event.js";

/**
 * Audit sink backed by SQLite, table `rampart_audit_events`.
 *
 * @param db an open database or a file path (`:memory:` for tests and scenario runs).
 * @throws RampartError `ERR_BAD_INPUT` when `db` is neither; `ERR_STORE_UNAVAILABLE` when the
 *   table cannot be set up or an existing one has another schema (naming the missing columns).
 */
export function sqliteAuditSink(db: SqliteDatabase | string): AuditSink {
  checkSqliteArgument(db, "sqliteAuditSink");
  const ownDb = typeof db === "string";
  // better-sqlite3 is the only source of a SqliteDatabase.
  const conn = (typeof db === "string" ? openSqlite(db) : db) as Database.Database;
  try {
    return open(conn, ownDb);
  } catch (cause) {
    if (ownDb) conn.close();
    if (cause instanceof RampartError) throw cause;
    throw new RampartError("ERR_STORE_UNAVAILABLE", `sqlite audit sink: cannot set up table rampart_audit_events: ${(cause as Error).message}`, { cause, details: { table: "rampart_audit_events" } });
  }
}

function open(conn: Database.Database, ownDb: boolean): AuditSink {
  conn.exec(`CREATE TABLE IF NOT EXISTS rampart_audit_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, trace_id TEXT NOT NULL, ts INTEGER NOT NULL,
    session_id TEXT, caller TEXT, tool TEXT, call_ref TEXT, side_effect TEXT, args_hmac TEXT, scopes TEXT NOT NULL,
    decision TEXT NOT NULL, code TEXT, detail TEXT, sanitized INTEGER NOT NULL, tainted_by TEXT NOT NULL,
    approval_id TEXT, latency_ms REAL NOT NULL, session_kind TEXT);`);
  // A store made before session_kind existed gets the column (its old rows read NULL).
  const columns = conn.prepare("PRAGMA table_info(rampart_audit_events)").all() as { name: string }[];
  // A table of another schema is refused before anything is added to it.
  checkSqliteTable(conn, "sqlite audit sink", "rampart_audit_events", AUDIT_COLUMNS.filter((c) => c !== "session_kind"));
  if (!columns.some((c) => c.name === "session_kind")) conn.exec("ALTER TABLE rampart_audit_events ADD COLUMN session_kind TEXT");
  conn.exec("CREATE INDEX IF NOT EXISTS rampart_audit_ts ON rampart_audit_events (ts)");
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
