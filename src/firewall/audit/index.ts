/** Audit events: the event shape, the auditor (pino log + queued store writes) and its sinks. */
export * from "./event.js";
export * from "./auditor.js";
export { memoryAuditSink, type MemoryAuditSink, type MemoryAuditSinkOptions } from "./memory.js";
export { sqliteAuditSink } from "./sqlite.js";
export { postgresAuditSink, type PostgresAuditOptions, type PostgresPool } from "./postgres.js";
