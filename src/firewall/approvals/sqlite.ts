/**
 * Approval store in SQLite (better-sqlite3), the single-machine default. WAL mode and a
 * busy timeout let `rampart approvals grant` in one process decide requests another process
 * is waiting on. Every state change is one conditional `UPDATE`, so consume-once and
 * decide-once hold without explicit locks.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type Database from "better-sqlite3";
import { RampartError, badArgument } from "../../core/index.js";
import { loadOptional } from "../../core/optional.js";
import { checkStoredRequest, effectiveStatus, parseStoredList, type ApprovalQuery, type ApprovalRequest, type ApprovalStore } from "./types.js";

interface Row {
  id: string;
  tool: string;
  args_hmac: string;
  call_id: string;
  session_id: string;
  subject: string;
  reasons: string;
  tainted_by: string;
  sealed_args: string | null;
  status: ApprovalRequest["status"];
  created_at: number;
  expires_at: number;
  decided_by: string | null;
  decided_at: number | null;
}

const STORE = "sqlite approval store (table rampart_approvals)";

const fromRow = (r: Row): ApprovalRequest => checkStoredRequest({
  id: r.id,
  tool: r.tool,
  argsHmac: r.args_hmac,
  callId: r.call_id,
  sessionId: r.session_id,
  subject: r.subject,
  reasons: parseStoredList(r.reasons, "reasons", r.id, STORE),
  taintedBy: parseStoredList(r.tainted_by, "tainted_by", r.id, STORE),
  sealedArgs: r.sealed_args,
  status: r.status,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  decidedBy: r.decided_by,
  decidedAt: r.decided_at,
}, STORE);

/** The columns `rampart_approvals` must have (the CREATE TABLE below). */
const COLUMNS = ["id", "tool", "args_hmac", "call_id", "session_id", "subject", "reasons", "tainted_by", "sealed_args", "status", "created_at", "expires_at", "decided_by", "decided_at"] as const;

/** What `checkSqliteTable` reads of a handle: declared structurally, so the published types need no better-sqlite3 types (issue 22). */
export interface TableInfoSource {
  prepare(source: string): { all(): unknown[] };
}

/**
 * @internal Checks that an existing table has the columns a store writes (`CREATE TABLE IF
 * NOT EXISTS` keeps a table of another schema as it is, and the first statement would fail
 * with a raw SqliteError far from the cause).
 *
 * @throws RampartError `ERR_STORE_UNAVAILABLE` naming the store, the table and the missing columns.
 */
export function checkSqliteTable(conn: TableInfoSource, store: string, table: string, columns: readonly string[]): void {
  const have = new Set((conn.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name));
  const missing = columns.filter((c) => !have.has(c));
  if (missing.length > 0) {
    throw new RampartError(
      "ERR_STORE_UNAVAILABLE",
      `${store}: the existing table ${table} has another schema (missing column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}; it has ${[...have].slice(0, 20).join(", ")}); use another database file or migrate the table`,
      { details: { table, missing } },
    );
  }
}

/**
 * @internal Requires a database file path or an open better-sqlite3 handle.
 *
 * @throws RampartError `ERR_BAD_INPUT` naming `fn` and `db`.
 */
export function checkSqliteArgument(db: unknown, fn: string): void {
  if (typeof db === "string" ? db === "" : db === null || typeof db !== "object" || typeof (db as { prepare?: unknown }).prepare !== "function") {
    throw badArgument(fn, "db", "a database file path or an open better-sqlite3 Database", db);
  }
}

/**
 * An open SQLite database: a better-sqlite3 `Database` (`openSqlite(path)` or
 * `new Database(path)`). Declared by the few members any such handle has, so Rampart's
 * published types do not need better-sqlite3's types installed (issue 22).
 */
export interface SqliteDatabase {
  readonly open: boolean;
  exec(source: string): unknown;
  close(): unknown;
}

/**
 * Opens (and creates) a SQLite database file, or `:memory:`.
 *
 * @throws RampartError `ERR_DEPENDENCY_MISSING` when better-sqlite3 is not installed;
 *   `ERR_STORE_UNAVAILABLE` when the file cannot be opened.
 */
export function openSqlite(path: string): SqliteDatabase {
  const Sqlite = loadOptional<typeof Database>("better-sqlite3", "the SQLite approval store and audit sink");
  try {
    // Inside the try: a parent that is a file (ENOTDIR) or unwritable (EACCES) is a store fault too.
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    const db = new Sqlite(path);
    db.pragma("journal_mode = WAL");
    db.pragma("busy_timeout = 2000");
    return db;
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    throw new RampartError("ERR_STORE_UNAVAILABLE", `cannot open SQLite database ${path}${code ? ` (${code})` : ""}: ${(cause as Error).message}`, { cause, details: { path, ...(code ? { code } : {}) } });
  }
}

/**
 * Approval store backed by SQLite.
 *
 * @param db an open database (shared with the audit sink is fine) or a file path.
 * @throws RampartError `ERR_BAD_INPUT` when `db` is neither a path nor an open database;
 *   `ERR_STORE_UNAVAILABLE` when the database cannot be opened or set up, or an existing
 *   `rampart_approvals` table has another schema (naming the missing columns). Reads throw
 *   `ERR_STORE_UNAVAILABLE` naming the request id when a stored row is corrupt.
 */
export function sqliteApprovalStore(db: SqliteDatabase | string): ApprovalStore {
  checkSqliteArgument(db, "sqliteApprovalStore");
  const ownDb = typeof db === "string";
  // better-sqlite3 is the only source of a SqliteDatabase.
  const conn = (typeof db === "string" ? openSqlite(db) : db) as Database.Database;
  try {
    return open(conn, ownDb);
  } catch (cause) {
    if (ownDb) conn.close();
    if (cause instanceof RampartError) throw cause;
    throw new RampartError("ERR_STORE_UNAVAILABLE", `sqlite approval store: cannot set up table rampart_approvals: ${(cause as Error).message}`, { cause, details: { table: "rampart_approvals" } });
  }
}

function open(conn: Database.Database, ownDb: boolean): ApprovalStore {
  conn.exec(`CREATE TABLE IF NOT EXISTS rampart_approvals (
    id TEXT PRIMARY KEY, tool TEXT NOT NULL, args_hmac TEXT NOT NULL, call_id TEXT NOT NULL,
    session_id TEXT NOT NULL, subject TEXT NOT NULL, reasons TEXT NOT NULL, tainted_by TEXT NOT NULL,
    sealed_args TEXT, status TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
    decided_by TEXT, decided_at INTEGER);`);
  checkSqliteTable(conn, "sqlite approval store", "rampart_approvals", COLUMNS);
  conn.exec(`CREATE INDEX IF NOT EXISTS rampart_approvals_call ON rampart_approvals (session_id, call_id, created_at);
    CREATE INDEX IF NOT EXISTS rampart_approvals_created ON rampart_approvals (created_at);`);
  const insert = conn.prepare(`INSERT INTO rampart_approvals VALUES
    (@id, @tool, @args_hmac, @call_id, @session_id, @subject, @reasons, @tainted_by, @sealed_args, @status,
     @created_at, @expires_at, @decided_by, @decided_at)`);
  const byId = conn.prepare<[string], Row>("SELECT * FROM rampart_approvals WHERE id = ?");
  const byCall = conn.prepare<[string, string, string], Row>(
    "SELECT * FROM rampart_approvals WHERE session_id = ? AND call_id = ? AND subject = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
  );
  const byCallArgs = conn.prepare<[string, string, string, string], Row>(
    "SELECT * FROM rampart_approvals WHERE session_id = ? AND call_id = ? AND subject = ? AND args_hmac = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
  );
  const decide = conn.prepare(
    "UPDATE rampart_approvals SET status = ?, decided_by = ?, decided_at = ? WHERE id = ? AND status = 'pending' AND expires_at > ?",
  );
  const consume = conn.prepare("UPDATE rampart_approvals SET status = 'consumed' WHERE id = ? AND status = 'approved' AND expires_at > ?");
  const voidStmt = conn.prepare("UPDATE rampart_approvals SET status = 'voided' WHERE id = ? AND status IN ('pending', 'approved')");
  const recent = conn.prepare<[number], Row>("SELECT * FROM rampart_approvals ORDER BY created_at DESC, rowid DESC LIMIT ?");

  return {
    async create(req) {
      insert.run({
        id: req.id,
        tool: req.tool,
        args_hmac: req.argsHmac,
        call_id: req.callId,
        session_id: req.sessionId,
        subject: req.subject,
        reasons: JSON.stringify(req.reasons),
        tainted_by: JSON.stringify(req.taintedBy),
        sealed_args: req.sealedArgs,
        status: req.status,
        created_at: req.createdAt,
        expires_at: req.expiresAt,
        decided_by: req.decidedBy,
        decided_at: req.decidedAt,
      });
    },
    async get(id) {
      const r = byId.get(id);
      return r ? fromRow(r) : null;
    },
    async findByCall(sessionId, subject, callId, argsHmac) {
      const r = argsHmac === undefined ? byCall.get(sessionId, callId, subject) : byCallArgs.get(sessionId, callId, subject, argsHmac);
      return r ? fromRow(r) : null;
    },
    async decide(id, decision, by, now) {
      if (decide.run(decision, by, now, id, now).changes === 1) return fromRow(byId.get(id) as Row);
      const r = byId.get(id);
      if (!r) throw new RampartError("ERR_BAD_INPUT", `no approval request ${id}`);
      throw new RampartError("ERR_BAD_INPUT", `approval request ${id} is ${effectiveStatus(fromRow(r), now)}, not pending`);
    },
    async consume(id, now) {
      return consume.run(id, now).changes === 1;
    },
    async void(id) {
      voidStmt.run(id);
    },
    async list(query: ApprovalQuery = {}) {
      const now = Date.now();
      const limit = query.limit ?? 100;
      // Status is filtered after expiry is applied, so `expired` and `pending` mean what a reader expects.
      const rows = recent.all(query.status ? Math.max(limit * 10, 1000) : limit).map(fromRow);
      const filtered = query.status ? rows.filter((r) => effectiveStatus(r, now) === query.status) : rows;
      return filtered.slice(0, limit);
    },
    async close() {
      if (ownDb) conn.close();
    },
  };
}
