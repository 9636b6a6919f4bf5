/**
 * Builds the firewall's stores from `firewall:` in `rampart.config.yaml`: the rate-limit
 * store (memory or Redis), the approval store (SQLite or Redis), the audit log (pino on
 * stderr or a file) and audit store (SQLite or PostgreSQL), the session verifier and the
 * key. Relative paths resolve against the config file's folder.
 */
import { existsSync, rmSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import type * as IORedis from "ioredis";
import { RampartError, badArgument, redactStoreUrl, redisUrlProblem, isPlainObject, loadedConfigArgument, type LoadedConfig } from "../core/index.js";
import { loadOptional } from "../core/optional.js";
import { redisApprovalStore, sqliteApprovalStore, type ApprovalStore } from "./approvals/index.js";
import { auditLogger, createAuditor, postgresAuditSink, sqliteAuditSink, type Auditor } from "./audit/index.js";
import { toolsFromPolicies } from "./declared-tools.js";
import { checkToolsOption, createFirewall, type Firewall, type FirewallOptions } from "./firewall.js";
import { memoryRateLimits, redisRateLimits, type RateLimits } from "./ratelimit.js";
import type { RedisClient } from "./redis-client.js";
import { sessionVerifierFromConfig } from "./session.js";
import { storeCall } from "./timeout.js";

/** Time a network audit store has to connect and prepare its table at start, in ms. */
const AUDIT_PROBE_MS = 3000;

/** A store URL fit for an error message (password hidden); see `redactStoreUrl`. */
const redactUrl = redactStoreUrl;

type Redis = IORedis.Redis;

/**
 * An ioredis client that fails fast when Redis is down instead of queueing commands. A
 * database Redis refuses to `SELECT` (beyond its `databases` setting) closes the client, so
 * its commands fail (the stores report `ERR_STORE_UNAVAILABLE`) instead of running in
 * database 0; no client error ever reaches the process as an uncaught exception. A host name
 * that does not resolve (`ENOTFOUND`) before the client was ever ready stops the client: ioredis
 * would otherwise retry it forever; every command then fails (`ERR_STORE_UNAVAILABLE`) and
 * `openConfiguredStores` reports one error naming the host and port (`unreachableReason`).
 *
 * @param url a `redis://` or `rediss://` URL, database 0–2147483647 in its path.
 * @throws RampartError `ERR_CONFIG` when `url` is not such a URL (the message hides the
 *   password); `ERR_DEPENDENCY_MISSING` when ioredis (an optional peer) is not installed.
 */
export function failFastRedis(url: string): RedisClient {
  return openRedis(url);
}

/** Set on a client whose `SELECT` Redis refused: the reason, shown by `ready`. */
const refused = new WeakMap<object, string>();
/** The last connection error of a client not yet ready (`ENOTFOUND`, `ECONNREFUSED` …), shown by `ready`. */
const lastError = new WeakMap<object, { code: string; message: string }>();

/** Error codes of a host name that does not resolve: retrying the same name does not help at start. */
const UNRESOLVED = new Set(["ENOTFOUND", "EAI_NONAME", "EAI_NODATA"]);

/** The host and port a Redis URL connects to (the port defaults to 6379), for messages. */
export function redisEndpoint(url: string): { host: string; port: number } {
  try {
    const u = new URL(url);
    const h = u.hostname;
    const host = h.startsWith("[") && h.endsWith("]") ? h.slice(1, -1) : h || "localhost";
    return { host, port: u.port === "" ? 6379 : Number(u.port) };
  } catch {
    return { host: "?", port: 6379 };
  }
}

/**
 * One line saying why a Redis store cannot be reached, naming the host and port (never the
 * password): `Redis store at host "cache.internal" port 6390 cannot be reached: the host name
 * does not resolve (ENOTFOUND)`.
 */
export function unreachableReason(url: string, error?: { code: string; message: string }): string {
  const { host, port } = redisEndpoint(url);
  const at = `Redis store at host ${JSON.stringify(host)} port ${port} (${redactUrl(url)})`;
  if (error === undefined) return `${at} did not answer`;
  if (UNRESOLVED.has(error.code)) return `${at} cannot be reached: the host name does not resolve (${error.code})`;
  if (error.code === "EAI_AGAIN") return `${at} cannot be reached: the host name could not be resolved now (EAI_AGAIN)`;
  if (error.code === "ECONNREFUSED") return `${at} cannot be reached: the connection was refused (ECONNREFUSED)`;
  return `${at} cannot be reached: ${error.code || error.message}`;
}

function openRedis(url: string): Redis {
  const problem = typeof url === "string" ? redisUrlProblem(url) : "must be a string";
  if (problem) throw new RampartError("ERR_CONFIG", `Redis store url ${problem}`);
  const { Redis } = loadOptional<typeof IORedis>("ioredis", "the Redis rate-limit and approval stores");
  let everReady = false;
  const client: Redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    lazyConnect: false,
    // A name that never resolved is a configuration error, not an outage: stop, instead of
    // ioredis's default of retrying forever (a store that was up reconnects as before).
    retryStrategy: (times: number) => {
      const e = lastError.get(client);
      if (!everReady && e !== undefined && UNRESOLVED.has(e.code)) return null;
      return Math.min(times * 50, 2000);
    },
  });
  client.once("ready", () => {
    everReady = true;
    lastError.delete(client);
  });
  // Connection errors surface on the command that needs Redis; an unhandled 'error' event must not crash the process.
  client.on("error", (e: Error & { command?: { name?: string }; code?: string }) => {
    // ioredis reports a refused SELECT here and then goes on in database 0: close instead.
    if (e?.command?.name === "select") {
      refused.set(client, `refused the database in ${redactUrl(url)}: ${e.message}`);
      client.disconnect();
      return;
    }
    if (!everReady && typeof e?.code === "string") lastError.set(client, { code: e.code, message: e.message });
  });
  return client;
}

/** Stores opened from configuration, with one `close` for all of them. */
export interface ConfiguredStores {
  rateLimits: RateLimits;
  approvals: ApprovalStore;
  auditor: Auditor;
  close(): Promise<void>;
}

/** Waits until a fresh client is connected, so the first command does not race the handshake. */
async function ready(client: Redis, url: string): Promise<void> {
  if (client.status === "ready") return;
  const shown = redactUrl(url);
  if (client.status === "end") throw new RampartError("ERR_STORE_UNAVAILABLE", refused.get(client) ?? unreachableReason(url, lastError.get(client)));
  await new Promise<void>((res, rej) => {
    const done = (e?: RampartError) => {
      clearTimeout(timer);
      client.off("ready", onReady);
      client.off("end", onEnd);
      if (e) rej(e);
      else res();
    };
    const onReady = () => done();
    const onEnd = () => {
      const why = refused.get(client);
      if (why !== undefined) done(new RampartError("ERR_STORE_UNAVAILABLE", `Redis ${why}`));
      else {
        const e = lastError.get(client);
        done(new RampartError("ERR_STORE_UNAVAILABLE", e === undefined ? `Redis at ${shown} closed the connection` : unreachableReason(url, e)));
      }
    };
    const timer = setTimeout(() => done(new RampartError("ERR_STORE_UNAVAILABLE", unreachableReason(url, lastError.get(client)))), 1500);
    client.once("ready", onReady);
    client.once("end", onEnd);
  });
}

/**
 * Where the configured SQLite approval store lives: an absolute path (relative paths resolve
 * against the config file's folder, as `openConfiguredStores` does), `":memory:"`, or `null`
 * when the store is not SQLite (Redis). Lets a read-only caller check that the file exists
 * before opening it, since opening creates it.
 *
 * @throws RampartError `ERR_BAD_INPUT` when `loaded` is not the `LoadedConfig` of `loadConfig()`.
 */
export function approvalStorePath(loaded: LoadedConfig): string | null {
  loadedConfigArgument(loaded, "approvalStorePath", "loaded");
  const s = loaded.config.firewall.approvals.store;
  if (s.kind !== "sqlite") return null;
  return s.path === ":memory:" || isAbsolute(s.path) ? s.path : resolve(loaded.baseDir, s.path);
}

/**
 * Opens the stores named by the config.
 *
 * @param loaded the `LoadedConfig` of `loadConfig()` (not its `.config`: relative store
 *   paths resolve against `loaded.baseDir`).
 * @param parts which stores to open (the approvals CLI needs only `approvals`).
 * @throws RampartError `ERR_BAD_INPUT` when `loaded` or `parts` has the wrong shape;
 *   `ERR_STORE_UNAVAILABLE` when a configured Redis does not answer at
 *   start (rate-limit store: only when `onStoreDown` is `deny`) or a PostgreSQL audit store
 *   cannot connect and create its table within 3 s (the message names the store, password
 *   hidden); `ERR_CONFIG` for a bad log target. On any failure what was opened is closed.
 */
export async function openConfiguredStores(
  loaded: LoadedConfig,
  parts: { rateLimits?: boolean; approvals?: boolean; audit?: boolean } = { rateLimits: true, approvals: true, audit: true },
): Promise<Partial<ConfiguredStores> & { close(): Promise<void> }> {
  loadedConfigArgument(loaded, "openConfiguredStores", "loaded");
  if (!isPlainObject(parts)) throw badArgument("openConfiguredStores", "parts", "an object like { approvals: true }", parts);
  const fw = loaded.config.firewall;
  const at = (p: string) => (p === ":memory:" || isAbsolute(p) ? p : resolve(loaded.baseDir, p));
  const closers: (() => Promise<void>)[] = [];
  const out: Partial<ConfiguredStores> = {};
  // SQLite files this call creates: removed again when start-up fails, so a failed start
  // leaves nothing behind (a file that existed before is never touched).
  const created: string[] = [];
  const sqlitePath = (p: string): string => {
    const path = at(p);
    if (path !== ":memory:" && !created.includes(path) && !existsSync(path)) created.push(path);
    return path;
  };
  try {
    if (parts.rateLimits) {
      const s = fw.rateLimit.store;
      if (s.kind === "memory") out.rateLimits = memoryRateLimits();
      else {
        const client = openRedis(s.url);
        closers.push(async () => void client.disconnect());
        if (fw.rateLimit.onStoreDown === "deny") await ready(client, s.url);
        out.rateLimits = redisRateLimits({ client, prefix: s.prefix, onStoreDown: fw.rateLimit.onStoreDown, timeoutMs: fw.rateLimit.timeoutMs });
      }
    }
    if (parts.approvals) {
      const s = fw.approvals.store;
      if (s.kind === "sqlite") {
        const store = sqliteApprovalStore(sqlitePath(s.path));
        closers.push(() => store.close());
        out.approvals = store;
      } else {
        const client = openRedis(s.url);
        closers.push(async () => void client.disconnect());
        await ready(client, s.url);
        out.approvals = redisApprovalStore(client, s.prefix);
      }
    }
    if (parts.audit) {
      const s = fw.audit.store;
      // The log first: an unusable log path is ERR_CONFIG before any store is opened.
      const log = fw.audit.log === "stderr" || fw.audit.log === "off" ? fw.audit.log : at(fw.audit.log);
      const logger = auditLogger(log);
      const sink = s.kind === "sqlite" ? sqliteAuditSink(sqlitePath(s.path)) : postgresAuditSink({ url: s.url, table: s.table });
      const auditor = createAuditor({ sink, logger });
      closers.unshift(() => auditor.close());
      // A network store is probed now, time-bounded like Redis: a dead PostgreSQL is
      // ERR_STORE_UNAVAILABLE at start, not after dispatches have already run (fail closed).
      if (sink.probe) {
        const where = s.kind === "postgres" ? `audit store postgres at ${redactUrl(s.url)}` : "audit store";
        await storeCall(where, AUDIT_PROBE_MS, () => (sink.probe as () => Promise<void>)());
      }
      out.auditor = auditor;
    }
  } catch (e) {
    for (const c of closers) await c().catch(() => undefined);
    for (const path of created) for (const f of [path, `${path}-wal`, `${path}-shm`, `${path}-journal`]) rmSync(f, { force: true });
    throw e;
  }
  return {
    ...out,
    async close() {
      for (const c of closers) await c().catch(() => undefined);
    },
  };
}

/**
 * Options of `firewallFromConfig`: `createFirewall`'s, minus what the config supplies (the
 * stores and the key). `verifier` is accepted when `firewall.auth` names no key source (a
 * verifier built in code, e.g. over a key the application already holds); with both,
 * `ERR_CONFIG`.
 */
export type FromConfigOptions = Omit<FirewallOptions, "rateLimits" | "approvals" | "auditor" | "key">;

/** The options the config supplies, with the key each comes from. */
const SUPPLIED_BY_CONFIG = [
  ["rateLimits", "firewall.rateLimit"],
  ["approvals", "firewall.approvals"],
  ["auditor", "firewall.audit"],
  ["key", "firewall.keyEnv"],
] as const;

/**
 * Builds a firewall whose stores, key and verifier come from the config.
 *
 * @param loaded the `LoadedConfig` of `loadConfig()` — the whole result, not its `.config`
 *   (relative store paths resolve against `loaded.baseDir`).
 * @param options `createFirewall`'s options minus what the config supplies; `tools` is
 *   required. With `firewall.tools` in the config, a tool defined without a policy takes
 *   the one declared for its name there, a listed name no tool defines is policy-only
 *   (`authorize`), and a policy-less tool the section does not list is left out — a call
 *   to it is `ERR_UNKNOWN_TOOL` (see `toolsFromPolicies`).
 * @throws RampartError `ERR_BAD_INPUT` naming the argument when `loaded` is not a
 *   `LoadedConfig` (a bare `loadConfig().config` included), `options` has no `tools`
 *   array, or `options` holds what the config supplies (`key`, `rateLimits`, `approvals`,
 *   `auditor`); `ERR_CONFIG` when `$firewall.keyEnv` is not set or empty, the
 *   session verifier's configuration is incomplete, or `options.verifier` is given while
 *   `firewall.auth` names a key source, or a declared policy does not compile (naming
 *   its key, e.g. `firewall.tools.send_email.args.to`); `ERR_STORE_UNAVAILABLE` when a
 *   configured store does not answer.
 * @example
 * const fw = await firewallFromConfig(loadConfig(), { tools: [readEmail, sendPayment] });
 * // policies in rampart.config.yaml (firewall.tools.send_email: …), schema and handler in code:
 * const fw2 = await firewallFromConfig(loadConfig(), { tools: [defineTool({ name: "send_email", description, schema, handler })] });
 */
export async function firewallFromConfig(
  loaded: LoadedConfig,
  options: FromConfigOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Firewall> {
  loadedConfigArgument(loaded, "firewallFromConfig", "loaded");
  checkToolsOption(options, "firewallFromConfig");
  // What the config supplies is refused when passed too, as the types say, rather than silently overridden.
  for (const [option, key] of SUPPLIED_BY_CONFIG) {
    if ((options as Record<string, unknown>)[option] !== undefined) {
      throw new RampartError("ERR_BAD_INPUT", `firewallFromConfig: options.${option} comes from the config (${key}); remove the option or use createFirewall`, {
        details: { function: "firewallFromConfig", argument: `options.${option}` },
      });
    }
  }
  if (!isPlainObject(env)) throw badArgument("firewallFromConfig", "env", "an environment object like process.env when given", env);
  const fw = loaded.config.firewall;
  // The key seals held approvals and keys the audit HMACs; replicas and the approvals CLI
  // must share it. A missing or empty variable is a configuration error, never a silent
  // per-process key (an approver would then grant arguments nobody can unseal).
  const key = env[fw.keyEnv];
  if (!key) {
    throw new RampartError("ERR_CONFIG", `firewall.keyEnv: $${fw.keyEnv} is ${key === undefined ? "not set" : "empty"} (the firewall's HMAC and sealing key, shared by replicas and the approvals CLI)`, {
      details: { keyEnv: fw.keyEnv },
    });
  }
  const a = fw.auth;
  const configured = Boolean(a.secretEnv || a.publicKeyFile || a.jwksUrl);
  // One source of truth for who is verified: two verifiers would leave it to argument order.
  if (configured && options.verifier !== undefined) {
    throw new RampartError("ERR_CONFIG", "firewall.auth names a key source and options.verifier is given too: use one (remove firewall.auth's key or the option)");
  }
  const verifier = configured ? await sessionVerifierFromConfig(a, env) : options.verifier;
  // Declared policies (`firewall.tools`) compile before any store opens: a bad one is ERR_CONFIG at once.
  const tools = fw.tools === undefined ? options.tools : toolsFromPolicies(fw.tools, options.tools, { baseDir: loaded.baseDir });
  // Free-text arguments run through the output gate compiled from the same configuration
  // (its code names, system prompt, egress allow lists); loaded here, not at import.
  const outputGate = options.outputGate ?? (await import("../gate/policy.js")).compileGatePolicy(loaded.config);
  const stores = await openConfiguredStores(loaded);
  const firewall = createFirewall({
    ...options,
    tools,
    outputGate,
    ...(stores.rateLimits ? { rateLimits: stores.rateLimits } : {}),
    ...(stores.approvals ? { approvals: stores.approvals } : {}),
    ...(stores.auditor ? { auditor: stores.auditor } : {}),
    key,
    ...(verifier ? { verifier } : {}),
    approvalTtlMs: fw.approvals.ttlSeconds * 1000,
    maxOutput: options.maxOutput ?? fw.maxOutput,
    maxArgsChars: options.maxArgsChars ?? fw.maxArgsChars,
    ...(options.defaultRegion === undefined && fw.defaultRegion !== undefined ? { defaultRegion: fw.defaultRegion } : {}),
    alerts: { ...fw.alerts, ...options.alerts },
  });
  return {
    ...firewall,
    async close() {
      await firewall.close();
      await stores.close();
    },
  };
}
