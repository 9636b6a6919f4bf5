/**
 * `rampart mcp-proxy` (issue 21 item 2): a guarding proxy between an MCP client and an MCP
 * server it starts, over stdio — `tools/list` filtered by the caller's scopes and the tool
 * pins, every `tools/call` through the firewall's declarative policies (`firewall.tools`)
 * and every result through the evidence boundary. `pins list|approve` review and accept a
 * tool whose description or schema changed since it was pinned.
 *
 * `@modelcontextprotocol/sdk` is an optional peer: it is imported only when the proxy runs
 * (`ERR_DEPENDENCY_MISSING` naming it when absent); `pins` never loads it.
 */
import type { Command } from "commander";
import { ExitCode, RampartError, type LoadedConfig } from "../../core/index.js";
import { escapeTerminal } from "../../evaluation/reports/terminal-escape.js";
import { approvePins, readPins } from "../../integrations/mcp-proxy/pins.js";
import { defaultPinFile, serverKey } from "../../integrations/mcp-proxy/paths.js";
import { intOption, withConfig } from "../options.js";
import type { CommandContext } from "../program.js";
import { loadCliConfig } from "../config-notice.js";

const SDK = "@modelcontextprotocol/sdk";
const SDK_RANGE = "^1.32.0";

interface ProxyCliOptions {
  config?: string;
  token?: string;
  pins?: string;
  serverName?: string;
  passEnv: string[];
  http?: number;
  host?: string;
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** The pin file of `--pins`, else the default beside the approval store. */
function pinFile(loaded: LoadedConfig, flag: string | undefined): string {
  return flag ?? defaultPinFile(loaded);
}

/** Imports the stdio or HTTP proxy, which import the SDK. */
async function loadProxy(kind: "stdio"): Promise<typeof import("../../integrations/mcp-proxy/stdio.js")>;
async function loadProxy(kind: "http"): Promise<typeof import("../../integrations/mcp-proxy/http.js")>;
async function loadProxy(kind: "stdio" | "http"): Promise<unknown> {
  try {
    return kind === "stdio" ? await import("../../integrations/mcp-proxy/stdio.js") : await import("../../integrations/mcp-proxy/http.js");
  } catch (cause) {
    const code = (cause as { code?: unknown })?.code;
    if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") {
      throw new RampartError("ERR_DEPENDENCY_MISSING", `mcp-proxy needs the optional peer ${SDK}, which is not installed: npm install ${SDK}@"${SDK_RANGE}"`, { cause, details: { package: SDK } });
    }
    throw cause;
  }
}

/** Registers `rampart mcp-proxy` and `rampart mcp-proxy pins list|approve`. */
export function register(program: Command, ctx: CommandContext): void {
  const proxy = withConfig(
    program
      .command("mcp-proxy")
      .description("guard an MCP server: rampart mcp-proxy --config FILE --token JWT -- <command …> (stdio, or --http PORT; tools filtered, calls through the firewall, results through the evidence boundary, tools pinned)")
      .argument("[command...]", "the MCP server to start, after --")
      .option("--token <jwt>", "stdio: the caller's bearer JWT (default: $RAMPART_MCP_TOKEN), verified with firewall.auth")
      .option("--http <port>", "serve MCP Streamable HTTP at http://HOST:PORT/mcp instead of stdio (0 = a free port); each request brings its bearer token", intOption("--http"))
      .option("--host <host>", "with --http: interface to bind (default 127.0.0.1)")
      .option("--pins <file>", "tool pin file (default: mcp-pins.json beside the SQLite approval store, .rampart/)")
      .option("--server-name <name>", "the server's key in the pin file (default: its command line)")
      .option("--pass-env <name>", "pass this environment variable to the server (repeat; default: only HOME, PATH and the like)", collect, []),
  ).action(async (command: string[], o: ProxyCliOptions) => {
    if (command.length === 0) throw new RampartError("ERR_BAD_INPUT", "mcp-proxy: name the MCP server's command after -- (rampart mcp-proxy --config FILE --token JWT -- node server.js)");
    const log = (line: string): void => void process.stderr.write(`${line}\n`);
    if (o.http !== undefined) {
      if (o.token !== undefined) throw new RampartError("ERR_BAD_INPUT", "mcp-proxy: --token is for stdio; over --http every request sends its own Authorization: Bearer token");
      if (o.http > 65535) throw new RampartError("ERR_BAD_INPUT", `--http must be at most 65535, got ${o.http}`);
      const loaded = loadCliConfig(o.config);
      const { runHttpProxy } = await loadProxy("http");
      await runHttpProxy({
        loaded,
        command,
        port: o.http,
        ...(o.host === undefined ? {} : { host: o.host }),
        pins: { file: pinFile(loaded, o.pins), server: serverKey(command, o.serverName) },
        passEnv: o.passEnv,
        log,
        onListening: (url) => void process.stdout.write(`listening on ${url}\n`),
      });
      ctx.exit.code = ExitCode.OK;
      return;
    }
    if (o.host !== undefined) throw new RampartError("ERR_BAD_INPUT", "mcp-proxy: --host needs --http");
    const token = o.token ?? process.env.RAMPART_MCP_TOKEN;
    if (!token) throw new RampartError("ERR_AUTH", "mcp-proxy: no caller token: pass --token JWT or set $RAMPART_MCP_TOKEN");
    const loaded = loadCliConfig(o.config);
    const { runStdioProxy } = await loadProxy("stdio");
    await runStdioProxy({ loaded, command, token, pins: { file: pinFile(loaded, o.pins), server: serverKey(command, o.serverName) }, passEnv: o.passEnv, log });
    ctx.exit.code = ExitCode.OK;
    // Everything is closed and flushed; a handle a dependency leaves open (the SDK's stdin
    // reader, a store's timer) must not keep the process alive after its client went away.
    // Unref'd: it fires only if something else still holds the event loop.
    setTimeout(() => process.exit(), 2_000).unref();
  });

  const pins = proxy.command("pins").description("review and approve MCP tools whose description or schema changed since they were pinned");
  // `--pins` after `pins list|approve` is parsed by `mcp-proxy`, which has the same option: read both.
  const parentPins = (): string | undefined => (proxy.opts() as { pins?: string }).pins;
  withConfig(pins.command("list").description("list pinned servers and the tool changes waiting for approval").option("--pins <file>", "tool pin file")).action((o: { config?: string; pins?: string }) => {
    const file = pinFile(loadCliConfig(o.config), o.pins ?? parentPins());
    const doc = readPins(file);
    const servers = Object.entries(doc.servers);
    if (servers.length === 0) process.stderr.write(`mcp-proxy pins: no server pinned in ${file}\n`);
    for (const [server, entry] of servers) {
      process.stdout.write(escapeTerminal(`${server}: ${Object.keys(entry.tools).length} pinned, ${Object.keys(entry.pending).length} waiting`) + "\n");
      for (const [tool, held] of Object.entries(entry.pending)) {
        process.stdout.write(escapeTerminal(`  ${held.reason.padEnd(7)} ${tool}  sha256=${held.hash.slice(0, 16)}  seen ${held.seenAt}`) + "\n");
        process.stdout.write(escapeTerminal(`    description: ${JSON.stringify(held.description)}`) + "\n");
      }
    }
    ctx.exit.code = ExitCode.OK;
  });
  withConfig(
    pins
      .command("approve")
      .description("pin the changed form of the named tools (all waiting tools when none is named), as it was seen")
      .argument("[tools...]", "tool names")
      .option("--pins <file>", "tool pin file")
      .option("--server-name <key>", "only this server (its key as pins list shows it)"),
  ).action((tools: string[], o: { config?: string; pins?: string; serverName?: string }) => {
    const file = pinFile(loadCliConfig(o.config), o.pins ?? parentPins());
    const approved = approvePins(file, o.serverName, tools);
    if (approved.length === 0) process.stderr.write(`mcp-proxy pins: nothing waiting for approval in ${file}\n`);
    for (const a of approved) process.stdout.write(escapeTerminal(`approved ${a.tool} of ${a.server} (sha256=${a.hash.slice(0, 16)})`) + "\n");
    ctx.exit.code = ExitCode.OK;
  });
}
