/**
 * Shared fixtures of the firewall tests: real signed JWTs (jose), a quiet auditor over an
 * in-memory SQLite sink, and firewalls built from them.
 */
import { SignJWT } from "jose";
import { z } from "zod";
import {
  createAuditor,
  createFirewall,
  createSessionVerifier,
  defineTool,
  sqliteAuditSink,
  type Firewall,
  type FirewallOptions,
  type Session,
} from "../../src/firewall/index.js";

export const SECRET = new TextEncoder().encode("test-secret-that-is-long-enough-for-hs256");
export const ISSUER = "https://id.test";
export const AUDIENCE = "rampart-test";
export const verifier = createSessionVerifier({ key: SECRET, algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE });

/** Signs a token for `sub` with `scopes`. */
export async function token(sub: string, scopes: string[], opts: { expSeconds?: number; sid?: string } = {}): Promise<string> {
  const jwt = new SignJWT({ scope: scopes.join(" "), ...(opts.sid ? { sid: opts.sid } : {}) })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + (opts.expSeconds ?? 3600));
  return jwt.sign(SECRET);
}

/** A verified session. */
export async function session(sub: string, scopes: string[], opts: { expSeconds?: number; sid?: string } = {}): Promise<Session> {
  return verifier.verify(await token(sub, scopes, opts));
}

/** A firewall with a quiet in-memory auditor (override anything). */
export function firewall(opts: Partial<FirewallOptions> & Pick<FirewallOptions, "tools">): Firewall {
  return createFirewall({
    key: "a-test-key-of-sufficient-length",
    verifier,
    auditor: createAuditor({ sink: sqliteAuditSink(":memory:"), logger: null }),
    ...opts,
  });
}

/** Runs `fn` and returns the RampartError code it rejects with (or "resolved"). */
export async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "resolved";
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  }
}

/**
 * A write tool whose one argument must be untainted; its handler records its name in `done`,
 * so a test can assert that nothing with a side effect ran.
 */
export function untaintedWriteTool(name: string, arg: string, schema: z.ZodTypeAny, done: string[]) {
  return defineTool({
    name,
    description: name,
    schema: z.object({ [arg]: schema }),
    policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none", args: { [arg]: { provenance: "untainted" } } },
    handler: () => {
      done.push(name);
      return "ok";
    },
  });
}

/**
 * An error's message and, for an approval, its full explanation (`details.explain`): the
 * message holds the reason codes and the first reason in a few words, the explanation the rest.
 */
export function errorText(e: { message: string; details?: Record<string, unknown> }): string {
  const explain = e.details?.explain;
  return Array.isArray(explain) ? `${e.message} ${explain.join("; ")}` : e.message;
}
