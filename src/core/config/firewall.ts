/**
 * `firewall:` — tool firewall (boundary 3, seed 003). Owned by `src/firewall/`.
 *
 * Where the state that replicas must agree on lives (DESIGN.md "Scale"): rate-limit counters
 * (process memory, or Redis so limits hold across replicas), pending approvals (SQLite, or
 * Redis) and the audit trail (SQLite, or PostgreSQL). The keyed-hash key is read from an
 * environment variable, never from this file. Relative paths resolve against the config
 * file's folder.
 *
 * @example
 * firewall:
 *   keyEnv: RAMPART_FIREWALL_KEY
 *   maxOutput: { bytes: 2097152, nodes: 100000 }   # larger tool outputs are withheld
 *   maxArgsChars: 65536                              # larger arguments are ERR_ARGS
 *   rateLimit: { store: { kind: redis, url: "redis://127.0.0.1:6379" }, onStoreDown: memory }
 *   approvals: { store: { kind: sqlite, path: .rampart/firewall.db }, ttlSeconds: 900 }
 *   audit: { log: stderr, store: { kind: postgres, url: "postgres://127.0.0.1:5432/test" } }
 *   tools:
 *     send_email:
 *       requiredScopes: [mail:send]
 *       allowedCallers: ["*"]
 *       sideEffect: write
 *       rateLimit: { points: 20, duration: 60 }
 *       args: { to: { type: string, allow: ["*@our-company.example"], vouch: required } }
 */
import { z } from "zod";
import { mcpPoliciesSchema, toolPoliciesSchema } from "./tool-policy.js";
import { MAX_SIZE_CAP } from "./boundary.js";

/** Default `firewall.maxOutput.bytes`: UTF-8 bytes of one tool output's strings and numbers (2 MiB). */
export const DEFAULT_MAX_OUTPUT_BYTES = 2 * 1024 * 1024;
/** Default `firewall.maxOutput.nodes`: values and keys of one tool output. */
export const DEFAULT_MAX_OUTPUT_NODES = 100_000;
/** Default `firewall.maxArgsChars`: UTF-16 code units of one call's arguments (64 Ki). */
export const DEFAULT_MAX_ARGS_CHARS = 65_536;

const sqliteStore = z
  .object({
    kind: z.literal("sqlite"),
    /** Database file; `:memory:` for a throw-away store. */
    path: z.string().min(1).default(".rampart/firewall.db"),
  })
  .strict();

/** Largest Redis database number Rampart accepts in a URL (Redis's own limit, a C `int`); the server's `databases` setting (16 by default) may be lower, which is found at connect time. */
export const MAX_REDIS_DB = 2_147_483_647;

/**
 * A store URL fit for a message: the password (and a user name) replaced by `***`; a string
 * that does not parse as a URL is shown as `(unparsable url)`.
 */
export function redactStoreUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    if (u.username) u.username = "***";
    return u.toString();
  } catch {
    return "(unparsable url)";
  }
}

/**
 * Why a Redis store URL is refused, or `null` when it is fit: it must parse as a URL with the
 * `redis:` or `rediss:` scheme and a host, and its path must be empty, `/`, or `/N` with N a
 * decimal integer 0–{@link MAX_REDIS_DB} (ioredis would otherwise send `SELECT NaN`, or a
 * refused `SELECT` could leave commands in database 0). The message never shows the password.
 */
export function redisUrlProblem(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return "must be a redis:// or rediss:// URL (it does not parse as a URL)";
  }
  const shown = redactStoreUrl(url);
  if (u.protocol !== "redis:" && u.protocol !== "rediss:") return `must be a redis:// or rediss:// URL, got ${shown}`;
  if (!u.hostname) return `must name a host, got ${shown}`;
  const db = u.pathname.startsWith("/") ? u.pathname.slice(1) : u.pathname;
  if (db === "") return null;
  if (db.length > 10 || [...db].some((c) => c < "0" || c > "9") || Number(db) > MAX_REDIS_DB) {
    return `database (the URL's path) must be an integer 0–${MAX_REDIS_DB}, got ${shown}`;
  }
  return null;
}

const redisStore = z
  .object({
    kind: z.literal("redis"),
    /** `redis://` or `rediss://` URL; its path, when given, is the database: an integer 0–2147483647 (see {@link redisUrlProblem}). */
    url: z
      .string()
      .min(1)
      .default("redis://127.0.0.1:6379")
      .superRefine((url, ctx) => {
        const problem = redisUrlProblem(url);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    /** Prefix of every key the firewall writes. */
    prefix: z.string().min(1).default("rampart:"),
  })
  .strict();

const postgresStore = z
  .object({
    kind: z.literal("postgres"),
    url: z.string().min(1).default("postgres://127.0.0.1:5432/test"),
    /** Table name (a plain SQL identifier). */
    table: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a lower-case SQL identifier")
      .default("rampart_audit_events"),
  })
  .strict();

const memoryStore = z.object({ kind: z.literal("memory") }).strict();

export const firewallConfigSchema = z
  .object({
    /**
     * Size caps of one tool output (`bytes`: UTF-8 bytes of its strings and numbers as text;
     * `nodes`: values and keys). A larger output is withheld from the model (audit detail
     * `output:too-large`), never passed on unscanned.
     */
    maxOutput: z
      .object({
        bytes: z.number().int().min(1).max(MAX_SIZE_CAP).default(DEFAULT_MAX_OUTPUT_BYTES),
        nodes: z.number().int().min(1).max(10_000_000).default(DEFAULT_MAX_OUTPUT_NODES),
      })
      .strict()
      .default({ bytes: DEFAULT_MAX_OUTPUT_BYTES, nodes: DEFAULT_MAX_OUTPUT_NODES }),
    /** Largest arguments of one call, in UTF-16 code units (the JSON text, or the canonical form); larger is `ERR_ARGS`. */
    maxArgsChars: z.number().int().min(1).max(MAX_SIZE_CAP).default(DEFAULT_MAX_ARGS_CHARS),
    /** Environment variable holding the key for argument HMACs and sealed approval arguments. */
    keyEnv: z.string().min(1).default("RAMPART_FIREWALL_KEY"),
    rateLimit: z
      .object({
        store: z.discriminatedUnion("kind", [memoryStore, redisStore]).default({ kind: "memory" }),
        /** Redis down: `deny` with ERR_STORE_UNAVAILABLE, or fall back to a per-replica memory limiter. Never allow. */
        onStoreDown: z.enum(["deny", "memory"]).default("deny"),
        /** A store call slower than this counts as down, in ms. */
        timeoutMs: z.number().int().min(1).max(10_000).default(250),
      })
      .strict()
      .default({ store: { kind: "memory" }, onStoreDown: "deny", timeoutMs: 250 }),
    approvals: z
      .object({
        store: z
          .discriminatedUnion("kind", [sqliteStore, redisStore])
          .default({ kind: "sqlite", path: ".rampart/firewall.db" }),
        /** Lifetime of an approval request; unanswered by then is a denial. */
        ttlSeconds: z.number().int().min(1).max(86_400).default(900),
      })
      .strict()
      .default({ store: { kind: "sqlite", path: ".rampart/firewall.db" }, ttlSeconds: 900 }),
    audit: z
      .object({
        /** pino destination: `stderr`, `off`, or a file path. Never stdout (a protocol stream). */
        log: z.string().min(1).default("stderr"),
        store: z
          .discriminatedUnion("kind", [sqliteStore, postgresStore])
          .default({ kind: "sqlite", path: ".rampart/firewall.db" }),
      })
      .strict()
      .default({ log: "stderr", store: { kind: "sqlite", path: ".rampart/firewall.db" } }),
    alerts: z
      .object({
        /** Width of one block-rate window, in seconds. */
        windowSeconds: z.number().int().min(1).default(60),
        /** Minimum dispatches in a window before its block rate is judged. */
        minEvents: z.number().int().min(1).default(20),
        /** Smoothing factor of the moving baseline (EWMA), 0–1. */
        alpha: z.number().gt(0).max(1).default(0.2),
        /** Alert when the rate exceeds the baseline by this many standard deviations… */
        sigmas: z.number().min(0).default(3),
        /** …and by at least this absolute margin (0–1). */
        minMargin: z.number().min(0).max(1).default(0.1),
        /** Dispatches a caller needs on record before a first use of a tool class alerts. */
        minHistory: z.number().int().min(0).default(10),
        /** Callers whose history is kept; the least recently seen is forgotten first. */
        maxCallers: z.number().int().min(1).default(100_000),
      })
      .strict()
      .default({ windowSeconds: 60, minEvents: 20, alpha: 0.2, sigmas: 3, minMargin: 0.1, minHistory: 10, maxCallers: 100_000 }),
    auth: z
      .object({
        issuer: z.string().min(1).optional(),
        audience: z.string().min(1).optional(),
        /** Accepted JWS algorithms; never `none`. */
        algorithms: z.array(z.string().regex(/^(HS|RS|PS|ES)(256|384|512)$|^EdDSA$/)).min(1).default(["HS256", "RS256", "ES256", "EdDSA"]),
        /** Environment variable holding an HMAC secret (HS* tokens). */
        secretEnv: z.string().min(1).optional(),
        /** PEM file with an SPKI public key (RS/PS/ES/EdDSA tokens). */
        publicKeyFile: z.string().min(1).optional(),
        /** JWKS endpoint of the identity provider. */
        jwksUrl: z.string().url().optional(),
      })
      .strict()
      .default({ algorithms: ["HS256", "RS256", "ES256", "EdDSA"] }),
    /**
     * The users' country (ISO 3166-1 alpha-2, e.g. `KR`): a phone number written without a
     * country code is read as a number of this region, so `010-1234-5678` and
     * `+82 10-1234-5678` are one number for vouching. Absent: a national number stays
     * national and no `+CC` form matches it.
     */
    defaultRegion: z.string().regex(/^[A-Z]{2}$/, "an ISO 3166-1 alpha-2 code in capitals, such as KR").optional(),
    /**
     * Declarative dispatch policies, one per tool name, with the fields of `DispatchPolicy`
     * (`requiredScopes`, `allowedCallers`, `sideEffect`, `rateLimit`, `approval`, `output`,
     * `selfApproval`, `args`). Present ⇒ the registry: an unlisted tool is unknown.
     */
    tools: toolPoliciesSchema.optional(),
    /**
     * Policies for an MCP server's prompts and resources (`rampart mcp-proxy`), the same
     * fields as `tools`: `mcp.prompts.<name>`, `mcp.resources.<name>`. Absent ⇒ every
     * prompt and resource is hidden and refused.
     */
    mcp: mcpPoliciesSchema.optional(),
  })
  .strict();

export type FirewallConfig = z.infer<typeof firewallConfigSchema>;
