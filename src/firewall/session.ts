/**
 * Sessions come from a verified JWT (seed 003: "allowed callers by verified token
 * subject"; issue 5 item 2). The verifier checks signature, algorithm allow-list, `exp`,
 * `nbf`, issuer and audience with jose; the session carries the subject, the scopes and the
 * transcript. The dispatcher accepts only sessions this module created, so a hand-built
 * object with `scopes: ["admin"]` is refused.
 *
 * The one exception is a *local* session (issue 22 item 7): an in-process, single-user agent
 * has no identity provider, so its firewall opens a session with the scopes the code writes
 * out. It is marked local for good: `isVerifiedSession` says no, audit rows say
 * `session_kind: local`, and only the firewall that opened it accepts it.
 *
 * Scopes are read from `scope` (a space-separated string, RFC 8693 §4.2 / RFC 9068 §2.2.3)
 * or `scp` (an array or string, as several identity providers issue).
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRemoteJWKSet, importSPKI, jwtVerify, type CryptoKey, type JWTPayload, type JWTVerifyGetKey, type KeyObject } from "jose";
import { RampartError, badArgument, isPlainObject, type FirewallConfig } from "../core/index.js";
import { Transcript } from "./transcript.js";

/** A verified caller session. */
export interface Session {
  /** `sid` claim, else `jti`, else a fresh UUID. */
  readonly id: string;
  /** Token subject (`sub`): the caller identity `allowedCallers` lists. */
  readonly subject: string;
  /** Read-only (no `add` / `delete` / `clear`): the scopes of the verified token. */
  readonly scopes: ReadonlySet<string>;
  /** Token expiry (epoch ms), re-checked on every dispatch; `null` if the token has no `exp`. */
  readonly expiresAt: number | null;
  /** What the user asked, what was retrieved, what tools returned. */
  readonly transcript: Transcript;
}

/** Key material jose accepts: an HMAC secret, a public key, or a key-set lookup. */
export type VerificationKey = Uint8Array | CryptoKey | KeyObject | JWTVerifyGetKey;

/** Options of `createSessionVerifier`. */
export interface SessionVerifierOptions {
  key: VerificationKey;
  /** Accepted JWS algorithms (never `none`). */
  algorithms: readonly string[];
  issuer?: string;
  audience?: string;
  /** Allowed clock skew, in seconds (default 5). */
  clockToleranceSec?: number;
  /** Require an `exp` claim (default true). */
  requireExpiry?: boolean;
}

/** Verifies bearer tokens into sessions. */
export interface SessionVerifier {
  /**
   * @throws RampartError `ERR_AUTH` when the token is missing, malformed, unsigned, signed
   *   with another key or algorithm, expired, not yet valid, for another issuer or audience,
   *   or has no subject. The message says which; the token is never echoed.
   */
  verify(token: string): Promise<Session>;
}

/**
 * A session's scopes: a read-only set with no `add`, `delete` or `clear` (hostile review
 * B14: a plain `Set` inside a frozen session could still be grown by one `add`). The set it
 * wraps is private; the instance and the class are frozen.
 */
class ScopeSet implements ReadonlySet<string> {
  readonly #set: ReadonlySet<string>;
  constructor(scopes: Iterable<string>) {
    this.#set = new Set(scopes);
    Object.freeze(this);
  }
  get size(): number {
    return this.#set.size;
  }
  has(scope: string): boolean {
    return this.#set.has(scope);
  }
  forEach(fn: (value: string, key: string, set: ReadonlySet<string>) => void, thisArg?: unknown): void {
    for (const v of this.#set) fn.call(thisArg, v, v, this);
  }
  entries(): SetIterator<[string, string]> {
    return this.#set.entries();
  }
  keys(): SetIterator<string> {
    return this.#set.keys();
  }
  values(): SetIterator<string> {
    return this.#set.values();
  }
  [Symbol.iterator](): SetIterator<string> {
    return this.#set.values();
  }
}
Object.freeze(ScopeSet.prototype);
Object.freeze(ScopeSet);

/**
 * What is kept of a session this module made: who made it (a verifier, or a firewall's
 * local issuer), whether it is local, and its scopes as the frozen array audit events carry.
 */
interface SessionMark {
  readonly by: SessionVerifier | LocalIssuer;
  readonly local: boolean;
  readonly scopes: readonly string[];
}

/**
 * @internal The private identity of one firewall's local sessions: sessions it opens are
 * accepted by that firewall only (as a verifier's are by the firewall holding that verifier).
 */
export interface LocalIssuer {
  readonly local: true;
}

/**
 * Every session a verifier created, with the verifier that made it and its scopes as a
 * frozen array (built once, when the session is made, so a session's first dispatch builds
 * nothing for it).
 */
const VERIFIED = new WeakMap<Session, SessionMark>();

/**
 * True for a session created by a verifier from a token (any verifier: see `verifiedScopes`
 * for one). A local session is not verified: `false`.
 */
export function isVerifiedSession(s: unknown): s is Session {
  return typeof s === "object" && s !== null && VERIFIED.get(s as Session)?.local === false;
}

/** True for a local session (`firewall.openLocalSession`): explicit scopes, no token. */
export function isLocalSession(s: unknown): s is Session {
  return typeof s === "object" && s !== null && VERIFIED.get(s as Session)?.local === true;
}

/**
 * @internal The scopes of a session a verifier created, as a frozen array (the audit event's
 * `scopes`), or `undefined` for anything else — a hand-built object, a primitive, or (when
 * `by` is given) a session another verifier made (hostile review B8: a sandbox verifier's
 * session must not open a production firewall): the dispatcher's session check and its
 * scope list in one lookup.
 */
export function verifiedScopes(s: unknown, by?: SessionVerifier): readonly string[] | undefined {
  const mark = VERIFIED.get(s as Session);
  if (mark === undefined || mark.local || (by !== undefined && mark.by !== by)) return undefined;
  return mark.scopes;
}

/**
 * @internal What a firewall accepts: a session its verifier made (any verifier's when it
 * has none), or one its own local issuer opened. `undefined` for anything else — a
 * hand-built object, another verifier's session, another firewall's local session.
 */
export function acceptedSession(s: unknown, verifier: SessionVerifier | undefined, local: LocalIssuer): SessionMark | undefined {
  const mark = VERIFIED.get(s as Session);
  if (mark === undefined) return undefined;
  if (mark.local) return mark.by === local ? mark : undefined;
  return verifier === undefined || mark.by === verifier ? mark : undefined;
}

/** Options of `firewall.openLocalSession`. */
export interface LocalSessionOptions {
  /** The one local user: what `allowedCallers` lists and audit rows name as caller. */
  subject: string;
  /** The scopes this agent holds, written out (nothing is implied). */
  scopes: readonly string[];
  /** Session id (default a fresh UUID); `^[A-Za-z0-9_.:-]{1,128}$`. */
  id?: string;
}

const SESSION_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/** @internal A new local issuer (one per firewall). */
export function createLocalIssuer(): LocalIssuer {
  return Object.freeze({ local: true as const });
}

/**
 * @internal Opens a local session for `issuer`: no token, no expiry, the scopes given.
 *
 * @throws RampartError `ERR_BAD_INPUT` naming the field when `opts` is not an object, the
 *   subject is empty or longer than 256 characters, a scope is not a non-empty string, or
 *   the id is malformed.
 */
export function openLocalSession(issuer: LocalIssuer, given: LocalSessionOptions): Session {
  const fn = "openLocalSession";
  if (!isPlainObject(given)) throw badArgument(fn, "options", "an object { subject, scopes }", given);
  const opts = snapshotLocalOptions(given);
  if (typeof opts.subject !== "string" || opts.subject === "" || opts.subject.length > 256) {
    throw badArgument(fn, "options.subject", "a non-empty string of at most 256 characters", opts.subject);
  }
  if (!Array.isArray(opts.scopes) || opts.scopes.some((x) => typeof x !== "string" || x === "")) {
    throw badArgument(fn, "options.scopes", "an array of non-empty scope strings (write [] for none)", opts.scopes);
  }
  if (opts.id !== undefined && (typeof opts.id !== "string" || !SESSION_ID.test(opts.id))) {
    throw badArgument(fn, "options.id", `a string matching ${SESSION_ID.source}`, opts.id);
  }
  const scopes = [...new Set(opts.scopes)];
  const session: Session = Object.freeze({
    id: opts.id ?? randomUUID(),
    subject: opts.subject,
    scopes: new ScopeSet(scopes),
    expiresAt: null,
    transcript: new Transcript(),
  });
  VERIFIED.set(session, Object.freeze({ by: issuer, local: true, scopes: Object.freeze(scopes) }));
  return session;
}

/**
 * Each option read once into plain data (the scopes copied), so a getter or Proxy trap that
 * throws is `ERR_BAD_INPUT` naming the options, and a value cannot change after its check.
 */
function snapshotLocalOptions(given: LocalSessionOptions): LocalSessionOptions {
  try {
    const scopes: unknown = given.scopes;
    return { subject: given.subject, scopes: (Array.isArray(scopes) ? Array.from(scopes as unknown[]) : scopes) as string[], id: given.id } as LocalSessionOptions;
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    throw new RampartError("ERR_BAD_INPUT", `openLocalSession: options could not be read (${why.length > 120 ? `${why.slice(0, 120)}…` : why}); pass a plain object of values`, {
      cause,
      details: { function: "openLocalSession", argument: "options" },
    });
  }
}

/** Parses `scope` / `scp` claims into a set. */
export function scopesOf(payload: JWTPayload): Set<string> {
  const out = new Set<string>();
  const add = (v: unknown) => {
    const items: unknown[] = typeof v === "string" ? v.split(/\s+/) : Array.isArray(v) ? v : [];
    for (const s of items) if (typeof s === "string" && s !== "") out.add(s);
  };
  add(payload.scope);
  add(payload.scp);
  return out;
}

/**
 * Builds a session verifier.
 *
 * @throws RampartError `ERR_BAD_INPUT` when `opts`, `opts.algorithms` or `opts.key` is
 *   missing or of the wrong shape; `ERR_CONFIG` when no real algorithm is listed.
 * @example
 * const verifier = createSessionVerifier({ key: new TextEncoder().encode(secret), algorithms: ["HS256"], issuer: "https://id.example" });
 * const session = await verifier.verify(bearerToken);
 */
export function createSessionVerifier(opts: SessionVerifierOptions): SessionVerifier {
  if (!isPlainObject(opts)) throw badArgument("createSessionVerifier", "opts", "an options object ({ key, algorithms, ... })", opts);
  if (!Array.isArray(opts.algorithms)) throw badArgument("createSessionVerifier", "opts.algorithms", "an array of JWS algorithm names (e.g. [\"HS256\"])", opts.algorithms);
  if (opts.key === undefined || opts.key === null) throw badArgument("createSessionVerifier", "opts.key", "a verification key (Uint8Array secret, KeyLike or JWKS function)", opts.key);
  if (opts.algorithms.length === 0 || opts.algorithms.some((a) => a.toLowerCase() === "none")) {
    throw new RampartError("ERR_CONFIG", "firewall.auth.algorithms must list at least one real signature algorithm");
  }
  const requireExpiry = opts.requireExpiry ?? true;
  const self: SessionVerifier = {
    async verify(token) {
      if (typeof token !== "string" || token === "") throw new RampartError("ERR_AUTH", "no session token");
      let payload: JWTPayload;
      try {
        const verified = await jwtVerify(token, opts.key as Uint8Array, {
          algorithms: [...opts.algorithms],
          clockTolerance: opts.clockToleranceSec ?? 5,
          ...(opts.issuer ? { issuer: opts.issuer } : {}),
          ...(opts.audience ? { audience: opts.audience } : {}),
          ...(requireExpiry ? { requiredClaims: ["exp"] } : {}),
        });
        payload = verified.payload;
      } catch (cause) {
        const code = (cause as { code?: string }).code ?? "ERR_JWT_INVALID";
        throw new RampartError("ERR_AUTH", `session token rejected (${code})`, { cause, details: { reason: code } });
      }
      if (typeof payload.sub !== "string" || payload.sub === "") throw new RampartError("ERR_AUTH", "session token has no subject");
      const sid = typeof payload.sid === "string" && payload.sid ? payload.sid : payload.jti;
      const scopes = scopesOf(payload);
      const session: Session = Object.freeze({
        id: sid || randomUUID(),
        subject: payload.sub,
        scopes: new ScopeSet(scopes),
        expiresAt: typeof payload.exp === "number" ? payload.exp * 1000 : null,
        transcript: new Transcript(),
      });
      VERIFIED.set(session, Object.freeze({ by: self, local: false, scopes: Object.freeze([...scopes]) }));
      return session;
    },
  };
  return Object.freeze(self);
}

/**
 * Builds a verifier from `firewall.auth` (HMAC secret from an environment variable, a PEM
 * public key file, or a JWKS URL — exactly one).
 *
 * @throws RampartError `ERR_BAD_INPUT` when `auth` is not a `firewall.auth` section;
 *   `ERR_CONFIG` naming `firewall.auth` when none or several key sources
 *   are set, the variable is empty, or the key file cannot be read.
 */
export async function sessionVerifierFromConfig(
  auth: FirewallConfig["auth"],
  env: NodeJS.ProcessEnv = process.env,
): Promise<SessionVerifier> {
  if (!isPlainObject(auth) || !Array.isArray(auth.algorithms)) {
    throw badArgument("sessionVerifierFromConfig", "auth", "the firewall.auth section of a config (loadConfig().config.firewall.auth)", auth);
  }
  const sources = [auth.secretEnv, auth.publicKeyFile, auth.jwksUrl].filter((s) => s !== undefined);
  if (sources.length !== 1) {
    throw new RampartError("ERR_CONFIG", "firewall.auth: set exactly one of secretEnv, publicKeyFile, jwksUrl");
  }
  let key: VerificationKey;
  // Each key source accepts only its own algorithm family (no HMAC/public-key confusion).
  const symmetric = auth.algorithms.filter((a) => a.startsWith("HS"));
  const asymmetric = auth.algorithms.filter((a) => !a.startsWith("HS"));
  let algorithms: string[];
  if (auth.secretEnv) {
    const secret = env[auth.secretEnv];
    if (!secret) throw new RampartError("ERR_CONFIG", `firewall.auth.secretEnv: $${auth.secretEnv} is empty`);
    if (symmetric.length === 0) throw new RampartError("ERR_CONFIG", "firewall.auth.algorithms: an HMAC secret needs an HS algorithm");
    key = new TextEncoder().encode(secret);
    algorithms = symmetric;
  } else if (auth.publicKeyFile) {
    let pem: string;
    try {
      pem = readFileSync(auth.publicKeyFile, "utf8");
    } catch (cause) {
      throw new RampartError("ERR_CONFIG", `firewall.auth.publicKeyFile: cannot read ${auth.publicKeyFile}`, { cause });
    }
    const alg = asymmetric[0];
    if (!alg) throw new RampartError("ERR_CONFIG", "firewall.auth.algorithms: a public key needs an asymmetric algorithm");
    try {
      key = await importSPKI(pem, alg);
    } catch (cause) {
      throw new RampartError("ERR_CONFIG", `firewall.auth.publicKeyFile: not an SPKI PEM key for ${alg}`, { cause });
    }
    algorithms = [alg];
  } else {
    if (asymmetric.length === 0) throw new RampartError("ERR_CONFIG", "firewall.auth.algorithms: a JWKS needs an asymmetric algorithm");
    key = createRemoteJWKSet(new URL(auth.jwksUrl as string));
    algorithms = asymmetric;
  }
  return createSessionVerifier({
    key,
    algorithms,
    ...(auth.issuer ? { issuer: auth.issuer } : {}),
    ...(auth.audience ? { audience: auth.audience } : {}),
  });
}
