/**
 * Audit events in PostgreSQL (pg), for a trail shared by every replica (DESIGN.md "Scale";
 * seed 003: store events where injection attempts can be correlated with retrieval
 * sources). One multi-row parameterised INSERT per batch; the table name is checked to be
 * a plain identifier before it is interpolated.
 */
import type pg from "pg";
import { RampartError } from "../../core/index.js";
import { loadOptional } from "../../core/optional.js";
import { AUDIT_COLUMNS, auditRow, type AuditSink } from "./event.js";

const IDENT = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A PostgreSQL connection pool: a `pg.Pool`, declared by the members the sink uses so
 * Rampart's published types do not need pg's types installed (issue 22).
 */
export interface PostgresPool {
  query(text: string, values?: unknown[]): Promise<unknown>;
  on(event: "error", listener: (err: Error) => void): unknown;
  end(): Promise<void>;
}

/** Options of `postgresAuditSink`. */
export interface PostgresAuditOptions {
  /** Connection string, or an existing pool (the caller then owns it). */
  url?: string;
  pool?: PostgresPool;
  /** Table name (default `rampart_audit_events`). */
  table?: string;
}

/**
 * Audit sink backed by PostgreSQL. Creates the table on `probe` (called at start by
 * `openConfiguredStores`) or on first write. `close` ends a pool the sink made itself, once,
 * and never rejects.
 *
 * @throws RampartError `ERR_CONFIG` for a table name that is not a plain identifier;
 *   `ERR_DEPENDENCY_MISSING` when no pool is given and pg is not installed.
 */
export function postgresAuditSink(opts: PostgresAuditOptions): AuditSink {
  const table = opts.table ?? "rampart_audit_events";
  if (!IDENT.test(table)) throw new RampartError("ERR_CONFIG", `firewall.audit.store.table: "${table}" is not a plain SQL identifier`);
  const ownPool = !opts.pool;
  const pool: PostgresPool =
    opts.pool ?? new (loadOptional<typeof pg>("pg", "the PostgreSQL audit sink").Pool)({ connectionString: opts.url, max: 2, connectionTimeoutMillis: 2000 });
  // An idle client that errors must not crash the process; the next write reports it.
  pool.on("error", () => {});
  let ready: Promise<void> | undefined;
  const ensureTable = () =>
    (ready ??= pool
      .query(
        `CREATE TABLE IF NOT EXISTS ${table} (
          id BIGSERIAL PRIMARY KEY, kind TEXT NOT NULL, trace_id TEXT NOT NULL, ts BIGINT NOT NULL,
          session_id TEXT, caller TEXT, tool TEXT, call_ref TEXT, side_effect TEXT, args_hmac TEXT, scopes JSONB NOT NULL,
          decision TEXT NOT NULL, code TEXT, detail TEXT, sanitized BOOLEAN NOT NULL, tainted_by JSONB NOT NULL,
          approval_id TEXT, latency_ms DOUBLE PRECISION NOT NULL, session_kind TEXT)`,
      )
      // A table made before session_kind existed gets the column (its old rows read NULL).
      .then(() => pool.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS session_kind TEXT`))
      .then(
        () => undefined,
        (e: unknown) => {
          ready = undefined;
          throw e;
        },
      ));
  const n = AUDIT_COLUMNS.length;
  let closed: Promise<void> | undefined;
  return {
    // Connects and creates the table: a store that is down fails here, at start.
    probe: () => ensureTable(),
    async write(events) {
      if (events.length === 0) return;
      await ensureTable();
      const values: unknown[] = [];
      const tuples = events.map((e, i) => {
        const row = auditRow(e);
        row[13] = e.sanitized as unknown as number; // BOOLEAN column
        values.push(...row);
        return `(${AUDIT_COLUMNS.map((_, j) => `$${i * n + j + 1}`).join(", ")})`;
      });
      await pool.query(`INSERT INTO ${table} (${AUDIT_COLUMNS.join(", ")}) VALUES ${tuples.join(", ")}`, values);
    },
    // Idempotent, and never throws: after a failed connection pg's `end` may reject (or be
    // called twice by a start-up failure and a later close); the pool's handles are released either way.
    close() {
      if (!ownPool) return Promise.resolve();
      return (closed ??= pool.end().catch(() => undefined));
    },
  };
}
