import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SignJWT, UnsecuredJWT, exportSPKI, generateKeyPair } from "jose";
import { describe, expect, it } from "vitest";
import { firewallConfigSchema } from "../../src/core/index.js";
import { Transcript, defineTool, isVerifiedSession, scopesOf, sessionVerifierFromConfig, type Session } from "../../src/firewall/index.js";
import { verifiedScopes } from "../../src/firewall/session.js";
import { AUDIENCE, ISSUER, SECRET, codeOf, firewall, token, verifier } from "./helpers.js";

const now = () => Math.floor(Date.now() / 1000);
const signed = (claims: Record<string, unknown>, build: (j: SignJWT) => SignJWT = (j) => j, key = SECRET) =>
  build(new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setIssuer(ISSUER).setAudience(AUDIENCE)).sign(key);

describe("sessions from verified tokens", () => {
  it("a valid token gives subject, scopes and a fresh transcript", async () => {
    const s = await verifier.verify(await token("alice", ["mail:read", "mail:send"], { sid: "sess-1" }));
    expect(s).toMatchObject({ id: "sess-1", subject: "alice" });
    expect([...s.scopes]).toEqual(["mail:read", "mail:send"]);
    expect(s.transcript.entries).toEqual([]);
    expect(isVerifiedSession(s)).toBe(true);
  });

  it("a verified session's scope list is built with it; anything else has none", async () => {
    // why: the dispatcher's session check is this one lookup — a hand-built copy must not pass it
    const s = await verifier.verify(await token("alice", ["mail:read", "mail:send"]));
    const list = verifiedScopes(s);
    expect(list).toEqual(["mail:read", "mail:send"]);
    expect(Object.isFrozen(list)).toBe(true);
    expect(verifiedScopes(s)).toBe(list); // the same array on every dispatch, never rebuilt
    expect(verifiedScopes({ ...s })).toBeUndefined();
    expect(verifiedScopes(null)).toBeUndefined();
    expect(verifiedScopes("alice")).toBeUndefined();
  });

  it.each([
    ["an unsigned token (alg none)", () => Promise.resolve(new UnsecuredJWT({ sub: "a" }).setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime("1h").encode())],
    ["a token signed with another key", () => signed({ sub: "a" }, (j) => j.setExpirationTime("1h"), new TextEncoder().encode("another-secret-of-enough-length!!"))],
    ["an expired token", () => signed({ sub: "a" }, (j) => j.setExpirationTime(now() - 60))],
    ["a token not valid yet", () => signed({ sub: "a" }, (j) => j.setExpirationTime("1h").setNotBefore(now() + 600))],
    ["a token without exp", () => signed({ sub: "a" })],
    ["a token for another audience", () => new SignJWT({ sub: "a" }).setProtectedHeader({ alg: "HS256" }).setIssuer(ISSUER).setAudience("other").setExpirationTime("1h").sign(SECRET)],
    ["a token from another issuer", () => new SignJWT({ sub: "a" }).setProtectedHeader({ alg: "HS256" }).setIssuer("https://evil").setAudience(AUDIENCE).setExpirationTime("1h").sign(SECRET)],
    ["a token without subject", () => signed({ scope: "x" }, (j) => j.setExpirationTime("1h"))],
    ["garbage", () => Promise.resolve("not.a.jwt")],
    ["an empty string", () => Promise.resolve("")],
  ])("rejects %s with ERR_AUTH", async (_why, make) => {
    expect(await codeOf(verifier.verify(await make()))).toBe("ERR_AUTH");
  });

  it("an HS256 verifier refuses an RS256 token (no algorithm confusion)", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const t = await new SignJWT({ sub: "a" }).setProtectedHeader({ alg: "RS256" }).setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime("1h").sign(privateKey);
    expect(await codeOf(verifier.verify(t))).toBe("ERR_AUTH");
  });

  it.each([
    [{ scope: "a b  c" }, ["a", "b", "c"]],
    [{ scp: ["a", "b"] }, ["a", "b"]],
    [{ scp: "a b" }, ["a", "b"]],
    [{ scope: "a", scp: ["b"] }, ["a", "b"]],
    [{ scope: 7 }, []],
  ])("scopes of %j → %j", (claims, expected) => {
    expect([...scopesOf(claims)].sort()).toEqual(expected);
  });

  it("the dispatcher refuses a hand-built session claiming any scope", async () => {
    const t = defineTool({ name: "t", description: "", schema: { type: "object" }, policy: { requiredScopes: ["admin"], allowedCallers: ["*"], sideEffect: "read", rateLimit: "none" }, handler: () => 1 });
    const forged: Session = { id: "x", subject: "root", scopes: new Set(["admin"]), expiresAt: null, transcript: new Transcript() };
    const fw = firewall({ tools: [t] });
    expect(await codeOf(fw.dispatch({ name: "t", arguments: {} }, forged))).toBe("ERR_AUTH");
    expect(fw.listTools(forged, "openai")).toEqual([]);
    await fw.close();
  });

  it("a session whose token expires is refused at the next dispatch", async () => {
    const t = defineTool({ name: "t", description: "", schema: { type: "object" }, policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "read", rateLimit: "none" }, handler: () => 1 });
    let clock = Date.now();
    const fw = firewall({ tools: [t], now: () => clock });
    const s = await verifier.verify(await token("a", [], { expSeconds: 30 }));
    expect(await codeOf(fw.dispatch({ name: "t" }, s))).toBe("resolved");
    clock += 31_000;
    expect(await codeOf(fw.dispatch({ name: "t" }, s))).toBe("ERR_AUTH");
    await fw.close();
  });
});

describe("verifier from configuration", () => {
  it("HMAC secret from an environment variable", async () => {
    const auth = firewallConfigSchema.parse({ auth: { secretEnv: "TEST_JWT_SECRET", issuer: ISSUER, audience: AUDIENCE } }).auth;
    const v = await sessionVerifierFromConfig(auth, { TEST_JWT_SECRET: new TextDecoder().decode(SECRET) });
    expect((await v.verify(await token("bob", ["x"]))).subject).toBe("bob");
  });

  it("public key file (ES256)", async () => {
    const { publicKey, privateKey } = await generateKeyPair("ES256", { extractable: true });
    const dir = mkdtempSync(join(tmpdir(), "rampart-jwt-"));
    const file = join(dir, "pub.pem");
    writeFileSync(file, await exportSPKI(publicKey));
    const auth = firewallConfigSchema.parse({ auth: { publicKeyFile: file, algorithms: ["ES256"] } }).auth;
    const v = await sessionVerifierFromConfig(auth, {});
    const t = await new SignJWT({ sub: "carol" }).setProtectedHeader({ alg: "ES256" }).setExpirationTime("1h").sign(privateKey);
    expect((await v.verify(t)).subject).toBe("carol");
    // why: with a public key configured, an HS256 token signed with that key's PEM text must not pass
    const confused = await new SignJWT({ sub: "eve" }).setProtectedHeader({ alg: "HS256" }).setExpirationTime("1h").sign(new TextEncoder().encode(await exportSPKI(publicKey)));
    expect(await codeOf(v.verify(confused))).toBe("ERR_AUTH");
  });

  it.each([
    ["no key source", {}, {}],
    ["two key sources", { secretEnv: "A", jwksUrl: "https://id.example/jwks" }, { A: "x".repeat(32) }],
    ["an empty secret variable", { secretEnv: "EMPTY" }, {}],
    ["a missing key file", { publicKeyFile: "/nope.pem" }, {}],
  ])("%s is ERR_CONFIG", async (_why, auth, env) => {
    expect(await codeOf(sessionVerifierFromConfig(firewallConfigSchema.parse({ auth }).auth, env))).toBe("ERR_CONFIG");
  });

  it("`none` is not an accepted algorithm in the config", () => {
    expect(firewallConfigSchema.safeParse({ auth: { algorithms: ["none"] } }).success).toBe(false);
  });
});
