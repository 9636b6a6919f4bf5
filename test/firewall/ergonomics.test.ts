/**
 * Issue 22 item 7 — the firewall for one local user: a local session (explicit scopes, no
 * token) that audit rows mark as local; `listTools` refuses an unknown format by name;
 * `ERR_UNKNOWN_TOOL` names the tool; `firewallFromConfig` accepts the `verifier` its types
 * now admit.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig } from "../../src/core/index.js";
import {
  createAuditor,
  createFirewall,
  defineTool,
  firewallFromConfig,
  isLocalSession,
  isVerifiedSession,
  postgresAuditSink,
  sqliteAuditSink,
  type AuditEvent,
  type AuditSink,
  type FromConfigOptions,
} from "../../src/firewall/index.js";
import { codeOf, session, verifier } from "./helpers.js";
import { describeWithServices } from "./services.js";

const done: string[] = [];
const readNotes = defineTool({
  name: "read_notes",
  description: "Read the notes.",
  schema: z.object({}),
  policy: { requiredScopes: ["notes:read"], allowedCallers: ["me"], sideEffect: "read", rateLimit: "none" },
  handler: () => "a note",
});
const writeNote = defineTool({
  name: "write_note",
  description: "Write a note.",
  schema: z.object({ text: z.string() }),
  policy: { requiredScopes: ["notes:write"], allowedCallers: ["me"], sideEffect: "write", rateLimit: "none" },
  handler: ({ text }) => void done.push(text),
});

/** An audit sink that keeps the events it is given. */
function memorySink(): AuditSink & { events: AuditEvent[] } {
  const events: AuditEvent[] = [];
  return { events, write: async (batch) => void events.push(...batch), close: async () => undefined };
}

describe("local session", () => {
  it("runs an in-process agent with no JWT, no verifier and no key; scopes and callers still apply", async () => {
    const sink = memorySink();
    const fw = createFirewall({ tools: [readNotes, writeNote], auditor: createAuditor({ sink, logger: null }) });
    const me = fw.openLocalSession({ subject: "me", scopes: ["notes:read"] });
    expect(isLocalSession(me)).toBe(true);
    expect(isVerifiedSession(me)).toBe(false);
    expect((await fw.dispatch({ name: "read_notes", arguments: {} }, me)).output).toBe("a note");
    expect(await codeOf(fw.dispatch({ name: "write_note", arguments: { text: "x" } }, me))).toBe("ERR_SCOPE");
    const other = fw.openLocalSession({ subject: "guest", scopes: ["notes:read"] });
    expect(await codeOf(fw.dispatch({ name: "read_notes", arguments: {} }, other))).toBe("ERR_CALLER");
    expect(fw.listTools(me, "openai").map((t) => t.function.name)).toEqual(["read_notes"]);
    await fw.flush();
    expect(sink.events.map((e) => [e.caller, e.sessionKind, e.decision])).toEqual([
      ["me", "local", "allow"],
      ["me", "local", "deny"],
      ["guest", "local", "deny"],
    ]);
    await fw.close();
  });

  it("is accepted only by the firewall that opened it, and its scopes cannot be grown", async () => {
    const a = createFirewall({ tools: [readNotes], auditor: createAuditor({ sink: memorySink(), logger: null }) });
    const b = createFirewall({ tools: [readNotes], auditor: createAuditor({ sink: memorySink(), logger: null }) });
    const s = a.openLocalSession({ subject: "me", scopes: ["notes:read"] });
    expect(await codeOf(b.dispatch({ name: "read_notes", arguments: {} }, s))).toBe("ERR_AUTH");
    expect(b.listTools(s, "anthropic")).toEqual([]);
    // a copy with more scopes is a hand-built object: refused
    const forged = { ...s, scopes: new Set(["notes:read", "admin"]) };
    expect(await codeOf(a.dispatch({ name: "read_notes", arguments: {} }, forged))).toBe("ERR_AUTH");
    expect("add" in s.scopes).toBe(false);
    await a.close();
    await b.close();
  });

  it("options with a throwing getter or Proxy trap are ERR_BAD_INPUT, and scopes are read once (break-it finding)", async () => {
    const fw = createFirewall({ tools: [readNotes], auditor: createAuditor({ sink: memorySink(), logger: null }) });
    const hostile = {
      get subject(): string {
        throw new Error("boom");
      },
      scopes: [],
    };
    expect(() => fw.openLocalSession(hostile)).toThrow(expect.objectContaining({ code: "ERR_BAD_INPUT", message: expect.stringContaining("openLocalSession: options could not be read (boom)") }));
    const trapped = new Proxy(["notes:read"], { get: () => { throw new Error("trap"); } });
    expect(() => fw.openLocalSession({ subject: "me", scopes: trapped })).toThrow(expect.objectContaining({ code: "ERR_BAD_INPUT" }));
    // A scopes array that changes after the call cannot grow the session.
    const scopes = ["notes:read"];
    const s = fw.openLocalSession({ subject: "me", scopes });
    scopes.push("admin");
    expect([...s.scopes]).toEqual(["notes:read"]);
    await fw.close();
  });

  it("a firewall that verifies tokens opens local sessions only when told to; verified rows say verified", async () => {
    const sink = memorySink();
    const strict = createFirewall({ tools: [readNotes], verifier, auditor: createAuditor({ sink, logger: null }) });
    expect(() => strict.openLocalSession({ subject: "me", scopes: [] })).toThrow(/localSessions: true/);
    const verified = await session("me", ["notes:read"]);
    await strict.dispatch({ name: "read_notes", arguments: {} }, verified);
    await strict.flush();
    expect(sink.events.map((e) => e.sessionKind)).toEqual(["verified"]);
    await strict.close();

    const mixed = createFirewall({ tools: [readNotes], verifier, localSessions: true, auditor: createAuditor({ sink: memorySink(), logger: null }) });
    const local = mixed.openLocalSession({ subject: "me", scopes: ["notes:read"] });
    expect((await mixed.dispatch({ name: "read_notes", arguments: {} }, local)).output).toBe("a note");
    await mixed.close();
  });

  it.each([
    ["no options", undefined, /options must be an object/],
    ["empty subject", { subject: "", scopes: [] }, /options\.subject must be a non-empty string/],
    ["scopes as a string", { subject: "me", scopes: "notes:read" }, /options\.scopes must be an array/],
    ["empty scope", { subject: "me", scopes: [""] }, /options\.scopes must be an array of non-empty/],
    ["bad id", { subject: "me", scopes: [], id: "a b" }, /options\.id must be a string matching/],
  ])("bad input is ERR_BAD_INPUT naming the field: %s", (_why, opts, message) => {
    const fw = createFirewall({ tools: [], auditor: createAuditor({ sink: memorySink(), logger: null }) });
    expect(() => fw.openLocalSession(opts as never)).toThrow(message);
  });

  it("the SQLite audit store has a session_kind column, added to a store made before it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-local-"));
    const file = join(dir, "audit.db");
    const old = new Database(file);
    old.exec(`CREATE TABLE rampart_audit_events (
      id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, trace_id TEXT NOT NULL, ts INTEGER NOT NULL,
      session_id TEXT, caller TEXT, tool TEXT, call_ref TEXT, side_effect TEXT, args_hmac TEXT, scopes TEXT NOT NULL,
      decision TEXT NOT NULL, code TEXT, detail TEXT, sanitized INTEGER NOT NULL, tainted_by TEXT NOT NULL,
      approval_id TEXT, latency_ms REAL NOT NULL)`);
    old.close();
    const fw = createFirewall({ tools: [readNotes], auditor: createAuditor({ sink: sqliteAuditSink(file), logger: null }) });
    await fw.dispatch({ name: "read_notes", arguments: {} }, fw.openLocalSession({ subject: "me", scopes: ["notes:read"] }));
    await fw.close();
    const db = new Database(file, { readonly: true });
    expect(db.prepare("SELECT caller, session_kind, decision FROM rampart_audit_events").all()).toEqual([{ caller: "me", session_kind: "local", decision: "allow" }]);
    db.close();
  });
});

describe("errors that name what was wrong", () => {
  const fw = createFirewall({ tools: [readNotes], auditor: createAuditor({ sink: memorySink(), logger: null }) });
  const me = fw.openLocalSession({ subject: "me", scopes: ["notes:read"] });

  it("ERR_UNKNOWN_TOOL names the tool, escaped and bounded (it is model text)", async () => {
    const refusal = (name: unknown) => fw.dispatch({ name: name as string, arguments: {} }, me).then(() => new Error("resolved"), (e: unknown) => e as Error);
    const err = await refusal("read_note");
    expect(err).toMatchObject({ code: "ERR_UNKNOWN_TOOL", message: 'no tool named "read_note" is registered' });
    const hostile = await refusal(`ｒｅａｄ\u202E\u001b[2J${"x".repeat(500)}`);
    expect(hostile.message).toContain('"\\u{ff52}\\u{ff45}\\u{ff41}\\u{ff44}\\u{202e}\\u{1b}[2J');
    expect(hostile.message).not.toMatch(/[\u202E\u001b\uFF00-\uFFEF]/);
    expect(hostile.message.length).toBeLessThan(200);
    const notAString = await refusal(42);
    expect(notAString.message).toBe("no tool named number 42 is registered");
  });

  it("listTools with an unknown format is ERR_BAD_INPUT naming it, not another provider's format", () => {
    for (const format of ["gpt", "OpenAI", "", undefined]) {
      let err: (Error & { code?: string }) | undefined;
      try {
        fw.listTools(me, format as never);
      } catch (e) {
        err = e as Error & { code?: string };
      }
      expect(err?.code).toBe("ERR_BAD_INPUT");
      expect(err?.message).toMatch(/^listTools: unknown format (".*"|undefined); use one of "openai", "anthropic"$/);
    }
    expect(() => fw.listTools(me, "gpt" as never)).toThrow('unknown format "gpt"');
  });
});

describe("firewallFromConfig types match its runtime", () => {
  const dir = mkdtempSync(join(tmpdir(), "rampart-ergo-"));
  const env = { RAMPART_FIREWALL_KEY: "a-test-key-of-sufficient-length" };
  const write = (name: string, auth: string) => {
    const cfg = join(dir, name);
    writeFileSync(cfg, `firewall:\n  approvals: { store: { kind: sqlite, path: ":memory:" } }\n  audit: { log: 'off', store: { kind: sqlite, path: ":memory:" } }\n${auth}`);
    return loadConfig(cfg);
  };

  it("accepts a verifier built in code when firewall.auth names no key source, and uses it", async () => {
    const options: FromConfigOptions = { tools: [readNotes], verifier };
    const fw = await firewallFromConfig(write("plain.yaml", ""), options, env);
    const s = await session("me", ["notes:read"]);
    expect((await fw.dispatch({ name: "read_notes", arguments: {} }, s)).output).toBe("a note");
    await expect(fw.openSession("not-a-jwt")).rejects.toMatchObject({ code: "ERR_AUTH" });
    await fw.close();
  });

  it("refuses what the config supplies instead of ignoring it (the types leave it out too)", async () => {
    const loaded = write("supplied.yaml", "");
    // @ts-expect-error the key comes from firewall.keyEnv
    const withKey: FromConfigOptions = { tools: [], key: "another-key-of-sufficient-length" };
    await expect(firewallFromConfig(loaded, withKey, env)).rejects.toMatchObject({ code: "ERR_BAD_INPUT", message: expect.stringContaining("options.key comes from the config (firewall.keyEnv)") });
    const auditor = createAuditor({ sink: memorySink(), logger: null });
    await expect(firewallFromConfig(loaded, { tools: [], auditor } as never, env)).rejects.toMatchObject({ message: expect.stringContaining("options.auditor comes from the config (firewall.audit)") });
  });

  it("refuses a verifier in code when firewall.auth configures one too (ERR_CONFIG naming both)", async () => {
    const loaded = write("auth.yaml", "  auth: { secretEnv: JWT_SECRET }\n");
    await expect(firewallFromConfig(loaded, { tools: [], verifier }, { ...env, JWT_SECRET: "s".repeat(32) })).rejects.toMatchObject({
      code: "ERR_CONFIG",
      message: expect.stringMatching(/firewall\.auth .* options\.verifier/),
    });
  });
});

await describeWithServices("local session in the PostgreSQL audit store", ["postgres"], () => {
  it("a table made before session_kind gets the column; rows say local or verified", async () => {
    const pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:5432/test", max: 1 });
    const table = `rampart_kind_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    try {
      await pool.query(`CREATE TABLE ${table} (
        id BIGSERIAL PRIMARY KEY, kind TEXT NOT NULL, trace_id TEXT NOT NULL, ts BIGINT NOT NULL,
        session_id TEXT, caller TEXT, tool TEXT, call_ref TEXT, side_effect TEXT, args_hmac TEXT, scopes JSONB NOT NULL,
        decision TEXT NOT NULL, code TEXT, detail TEXT, sanitized BOOLEAN NOT NULL, tainted_by JSONB NOT NULL,
        approval_id TEXT, latency_ms DOUBLE PRECISION NOT NULL)`);
      const fw = createFirewall({ tools: [readNotes], verifier, localSessions: true, auditor: createAuditor({ sink: postgresAuditSink({ pool, table }), logger: null }) });
      await fw.dispatch({ name: "read_notes", arguments: {} }, fw.openLocalSession({ subject: "me", scopes: ["notes:read"] }));
      await fw.dispatch({ name: "read_notes", arguments: {} }, await session("me", ["notes:read"]));
      await fw.close();
      const rows = await pool.query(`SELECT session_kind FROM ${table} ORDER BY id`);
      expect(rows.rows).toEqual([{ session_kind: "local" }, { session_kind: "verified" }]);
    } finally {
      await pool.query(`DROP TABLE IF EXISTS ${table}`);
      await pool.end();
    }
  });
});
