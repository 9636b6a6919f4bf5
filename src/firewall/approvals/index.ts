/** Approval requests and the stores that hold them (memory default, SQLite across processes, Redis for replicas). */
export * from "./types.js";
export { memoryApprovalStore, type MemoryApprovalStoreOptions } from "./memory.js";
export { openSqlite, sqliteApprovalStore, type SqliteDatabase } from "./sqlite.js";
export { redisApprovalStore } from "./redis.js";
