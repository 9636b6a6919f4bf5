/** Approval requests and the stores that hold them (SQLite default, Redis for replicas). */
export * from "./types.js";
export { openSqlite, sqliteApprovalStore, type SqliteDatabase } from "./sqlite.js";
export { redisApprovalStore } from "./redis.js";
