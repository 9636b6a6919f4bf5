/**
 * `rampart mcp-proxy` over stdio: starts the upstream MCP server as a child process (MCP on
 * its stdin/stdout), answers the client on this process's stdin/stdout, and checks every
 * `tools/list` and `tools/call` in between (`proxy.ts`). One caller: the `--token` JWT,
 * verified once at start with `firewall.auth` (an invalid or expired token is `ERR_AUTH`
 * before the server starts). Logs go to stderr; stdout carries only the protocol.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport, getDefaultEnvironment } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { RampartError, type LoadedConfig } from "../../core/index.js";
import { createEvidenceScanner } from "../../boundary/index.js";
import { firewallFromConfig, type EvidenceScanner, type Firewall } from "../../firewall/index.js";
import { itemTools } from "./items.js";
import { createProxyServer, watchToolChanges } from "./proxy.js";

/** Options of `runStdioProxy` and `runHttpProxy`. */
export interface ProxyRunOptions {
  /** The loaded `rampart.config.yaml` (its `firewall` section builds the firewall). */
  loaded: LoadedConfig;
  /** The upstream server's command line: the program, then its arguments. */
  command: readonly string[];
  /** The pin file and this server's key in it. */
  pins: { file: string; server: string };
  /** Environment variables passed to the server besides the SDK's safe defaults (`HOME`, `PATH`, …). */
  passEnv: readonly string[];
  /** A log line on stderr. */
  log: (line: string) => void;
}

/**
 * The upstream: spawned with a minimal environment — the SDK's defaults plus the names in
 * `passEnv` — so the firewall key and the JWT secret never reach a server the proxy guards.
 *
 * @throws RampartError `ERR_TARGET_UNAVAILABLE` when the server cannot be started or does not initialise.
 */
export async function connectUpstream(o: ProxyRunOptions): Promise<Client> {
  const [program, ...args] = o.command;
  if (program === undefined) throw new RampartError("ERR_BAD_INPUT", "mcp-proxy: name the MCP server's command after --");
  const env: Record<string, string> = getDefaultEnvironment();
  for (const name of o.passEnv) {
    const v = process.env[name];
    if (v !== undefined) env[name] = v;
  }
  const upstream = new Client({ name: "rampart-mcp-proxy", version: "0.1.0" });
  try {
    await upstream.connect(new StdioClientTransport({ command: program, args, env, stderr: "inherit" }));
  } catch (cause) {
    throw new RampartError("ERR_TARGET_UNAVAILABLE", `mcp-proxy: the MCP server ${JSON.stringify(o.command)} did not start: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
  return upstream;
}

/**
 * The firewall of the config: `firewall.tools` for the server's tools, `firewall.mcp` for its
 * prompts and resources (`itemTools`); says so on stderr when `firewall.tools` is absent (then
 * every tool is hidden and refused).
 */
export async function proxyFirewall(o: ProxyRunOptions): Promise<Firewall> {
  if (o.loaded.config.firewall.tools === undefined) o.log("mcp-proxy: the config has no firewall.tools: every tool is hidden and every call refused (ERR_UNKNOWN_TOOL)");
  return firewallFromConfig(o.loaded, { tools: itemTools(o.loaded) });
}

/**
 * The evidence boundary the proxy scans resources, prompts and tool descriptions with: the
 * firewall's own for tool outputs (the default rules plus `detector.tool-directing` for the
 * names under `firewall.tools`).
 */
export function proxyScanner(o: ProxyRunOptions): EvidenceScanner {
  const names = Object.keys(o.loaded.config.firewall.tools ?? {});
  const scanner = createEvidenceScanner(names.length === 0 ? {} : { tools: names });
  return (text) => scanner.scan(text);
}

/** Resolves on SIGINT / SIGTERM or when `closed` is called. */
export function untilStopped(): { done: Promise<void>; closed: () => void } {
  let closed!: () => void;
  const done = new Promise<void>((resolve) => {
    closed = () => {
      process.off("SIGINT", closed);
      process.off("SIGTERM", closed);
      resolve();
    };
    process.on("SIGINT", closed);
    process.on("SIGTERM", closed);
  });
  return { done, closed };
}

/**
 * Runs the proxy over stdio until the client closes stdin, the server exits, or a signal.
 *
 * @param token the caller's bearer JWT.
 * @throws RampartError `ERR_CONFIG` (firewall key or auth missing, bad policy), `ERR_AUTH`
 *   (token), `ERR_TARGET_UNAVAILABLE` (server), `ERR_STORE_UNAVAILABLE` (a store).
 */
export async function runStdioProxy(o: ProxyRunOptions & { token: string }): Promise<void> {
  const firewall = await proxyFirewall(o);
  try {
    const session = await firewall.openSession(o.token);
    const upstream = await connectUpstream(o);
    const stop = untilStopped();
    upstream.onclose = () => {
      o.log("mcp-proxy: the MCP server exited");
      stop.closed();
    };
    const server = createProxyServer({ firewall, upstream, pins: o.pins, session: async () => session, log: o.log, onToolsChanged: watchToolChanges(upstream), scan: proxyScanner(o) });
    server.onclose = stop.closed;
    // The SDK's stdio transport does not notice its client going away: an ended stdin is the
    // client closing the session (new-user trial: the proxy outlived its client).
    process.stdin.once("end", stop.closed);
    await server.connect(new StdioServerTransport());
    o.log(`mcp-proxy: serving ${JSON.stringify(o.command)} over stdio for ${session.subject}`);
    await stop.done;
    process.stdin.off("end", stop.closed);
    await server.close().catch(() => undefined);
    await upstream.close().catch(() => undefined);
  } finally {
    await firewall.close();
  }
}
