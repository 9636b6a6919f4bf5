/**
 * Sessions belong to the verifier that made them (hostile review B8), their scopes cannot
 * be changed after verification (B14), and a closed firewall runs nothing (B15).
 */
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createAuditor, createSessionVerifier, defineTool, sqliteAuditSink } from "../../src/firewall/index.js";
import { AUDIENCE, ISSUER, SECRET, codeOf, firewall, session, token, verifier } from "./helpers.js";

const runs: string[] = [];
const wipe = defineTool({
  name: "wipe",
  description: "wipe",
  schema: z.object({}),
  policy: { requiredScopes: ["db:admin"], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none" },
  handler: () => {
    runs.push("wipe");
    return "wiped";
  },
});
const pay = defineTool({
  name: "pay",
  description: "pay",
  schema: z.object({}),
  policy: { requiredScopes: ["payments:send"], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none" },
  handler: () => {
    runs.push("pay");
    return "paid";
  },
});

describe("a session is accepted only by the firewall whose verifier made it (B8)", () => {
  // Same key, issuer and audience: only the verifier instance differs (the hardest case).
  const other = createSessionVerifier({ key: SECRET, algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE });

  it("another verifier's session: dispatch is ERR_AUTH, listTools is empty, no handler runs", async () => {
    runs.length = 0;
    const prod = firewall({ tools: [wipe] });
    const foreign = await other.verify(await token("mallory", ["db:admin"]));
    expect(await codeOf(prod.dispatch({ name: "wipe", arguments: {} }, foreign))).toBe("ERR_AUTH");
    expect(prod.listTools(foreign, "openai")).toEqual([]);
    expect(runs).toEqual([]);
    await prod.close();
  });

  it("the firewall's own verifier: directly or through openSession, accepted", async () => {
    runs.length = 0;
    const prod = firewall({ tools: [wipe] });
    const direct = await session("alice", ["db:admin"]);
    const opened = await prod.openSession(await token("alice", ["db:admin"]));
    expect(await codeOf(prod.dispatch({ name: "wipe", arguments: {} }, direct))).toBe("resolved");
    expect(await codeOf(prod.dispatch({ name: "wipe", arguments: {} }, opened))).toBe("resolved");
    expect(prod.listTools(opened, "anthropic").map((t) => t.name)).toEqual(["wipe"]);
    expect(runs).toEqual(["wipe", "wipe"]);
    await prod.close();
  });

  it("two firewalls with two verifiers: each accepts only its own sessions", async () => {
    const a = firewall({ tools: [wipe], verifier });
    const b = firewall({ tools: [wipe], verifier: other });
    const sa = await a.openSession(await token("alice", ["db:admin"]));
    const sb = await b.openSession(await token("bob", ["db:admin"]));
    expect([await codeOf(a.dispatch({ name: "wipe" }, sa)), await codeOf(a.dispatch({ name: "wipe" }, sb))]).toEqual(["resolved", "ERR_AUTH"]);
    expect([await codeOf(b.dispatch({ name: "wipe" }, sb)), await codeOf(b.dispatch({ name: "wipe" }, sa))]).toEqual(["resolved", "ERR_AUTH"]);
    await a.close();
    await b.close();
  });

  it("an expired session gets no tool list", async () => {
    let t = Date.now();
    const fw = firewall({ tools: [wipe], now: () => t });
    const s = await session("alice", ["db:admin"], { expSeconds: 60 });
    expect(fw.listTools(s, "openai")).toHaveLength(1);
    t += 120_000;
    expect(fw.listTools(s, "openai")).toEqual([]);
    await fw.close();
  });
});

describe("session scopes are read-only (B14)", () => {
  it("no add / delete / clear; Set methods applied from outside throw; the decision stays ERR_SCOPE", async () => {
    runs.length = 0;
    const fw = firewall({ tools: [pay] });
    const s = await session("alice", ["mail:read"]);
    const scopes = s.scopes as unknown as Record<string, unknown>;
    expect(scopes.add).toBeUndefined();
    expect(scopes.delete).toBeUndefined();
    expect(scopes.clear).toBeUndefined();
    expect(() => Set.prototype.add.call(s.scopes, "payments:send")).toThrow(TypeError);
    expect(() => Object.assign(s.scopes, { has: () => true })).toThrow(TypeError);
    expect(() => Object.defineProperty(Object.getPrototypeOf(s.scopes), "has", { value: () => true })).toThrow(TypeError);
    expect(() => Object.assign(s, { scopes: new Set(["payments:send"]) })).toThrow(TypeError);
    expect(await codeOf(fw.dispatch({ name: "pay", arguments: {} }, s))).toBe("ERR_SCOPE");
    expect(fw.listTools(s, "openai")).toEqual([]);
    expect(runs).toEqual([]);
    await fw.close();
  });

  it("reads like a set", async () => {
    const s = await session("alice", ["a", "b"]);
    expect(s.scopes.size).toBe(2);
    expect(s.scopes.has("a")).toBe(true);
    expect(s.scopes.has("c")).toBe(false);
    expect([...s.scopes]).toEqual(["a", "b"]);
    expect([...s.scopes.entries()]).toEqual([
      ["a", "a"],
      ["b", "b"],
    ]);
    const seen: string[] = [];
    s.scopes.forEach((v) => seen.push(v));
    expect(seen).toEqual(["a", "b"]);
  });
});

describe("a closed firewall runs nothing (B15)", () => {
  it("every dispatch after close is ERR_STORE_UNAVAILABLE with no handler run, and lists no tools", async () => {
    runs.length = 0;
    const db = new Database(":memory:");
    const fw = firewall({ tools: [pay], auditor: createAuditor({ sink: sqliteAuditSink(db), logger: null }) });
    const s = await session("alice", ["payments:send"]);
    expect(await codeOf(fw.dispatch({ name: "pay", arguments: {} }, s))).toBe("resolved");
    await fw.close();
    for (let i = 0; i < 3; i++) expect(await codeOf(fw.dispatch({ name: "pay", arguments: {} }, s))).toBe("ERR_STORE_UNAVAILABLE");
    expect(await codeOf(fw.dispatch({ name: "no_such_tool" }, {} as never))).toBe("ERR_STORE_UNAVAILABLE");
    expect(fw.listTools(s, "openai")).toEqual([]);
    expect(runs).toEqual(["pay"]);
    expect(db.prepare("SELECT count(*) AS n FROM rampart_audit_events WHERE decision = 'allow'").get()).toEqual({ n: 1 });
  });

  it("close waits for a dispatch in flight: its handler's event is stored", async () => {
    const db = new Database(":memory:");
    let release: () => void = () => undefined;
    const slow = defineTool({
      name: "slow",
      description: "slow",
      schema: z.object({}),
      policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none" },
      handler: () => new Promise<string>((r) => (release = () => r("done"))),
    });
    const fw = firewall({ tools: [slow], auditor: createAuditor({ sink: sqliteAuditSink(db), logger: null }) });
    const s = await session("alice", []);
    const call = fw.dispatch({ name: "slow", arguments: {} }, s);
    await new Promise((r) => setTimeout(r, 20));
    const closing = fw.close();
    release();
    await expect(call).resolves.toMatchObject({ output: "done" });
    await closing;
    expect(db.prepare("SELECT decision FROM rampart_audit_events").all()).toEqual([{ decision: "allow" }]);
  });
});
