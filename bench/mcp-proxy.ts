/**
 * `npm run bench -- mcp-proxy`: what `rampart mcp-proxy` adds per `tools/call` on loopback
 * (issue 21 target), side by side in one run: the SDK's client calling the example MCP
 * server (examples/mcp-proxy/server.ts) directly over stdio, then through the proxy over
 * stdio (the CLI from the sources). The call is `search_docs`, whose output carries an
 * injection, so the evidence boundary does real work; rate limits are off in the bench
 * config. Calls are sequential; p50 and p99 of each, and their differences.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { SignJWT } from "jose";

const ROOT = resolve(import.meta.dirname, "..");
const SERVER = [process.execPath, "--import", "tsx", join(ROOT, "examples", "mcp-proxy", "server.ts")];
const CALLS = 400;
const WARMUP = 40;
const SECRET = "bench secret for the mcp proxy tokens";

const CONFIG = `firewall:
  auth: { secretEnv: RAMPART_JWT_SECRET, algorithms: [HS256] }
  audit: { log: "off" }
  tools:
    search_docs:
      requiredScopes: [docs:read]
      allowedCallers: ["*"]
      sideEffect: read
      rateLimit: none
      args: { query: { type: string, maxLength: 200, required: true } }
`;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

async function measure(command: string[], env: Record<string, string>): Promise<{ p50: number; p99: number }> {
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command: command[0] as string, args: command.slice(1), env, cwd: ROOT, stderr: "ignore" }));
  try {
    await client.listTools();
    const times: number[] = [];
    for (let i = 0; i < WARMUP + CALLS; i++) {
      const t0 = performance.now();
      const r = await client.callTool({ name: "search_docs", arguments: { query: `report ${i}` } });
      if (r.isError) throw new Error(`bench call refused: ${JSON.stringify(r.content)}`);
      if (i >= WARMUP) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
  } finally {
    await client.close();
  }
}

/** Runs the suite. */
export async function run(_args: string[]): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "rampart-bench-mcp-"));
  try {
    const config = join(dir, "rampart.config.yaml");
    writeFileSync(config, CONFIG);
    const env = { PATH: process.env.PATH ?? "", HOME: dir, NO_COLOR: "1", RAMPART_FIREWALL_KEY: "bench firewall key", RAMPART_JWT_SECRET: SECRET };
    const token = await new SignJWT({ scope: "docs:read" }).setProtectedHeader({ alg: "HS256" }).setSubject("bench").setExpirationTime("1h").sign(new TextEncoder().encode(SECRET));
    const direct = await measure(SERVER, env);
    const proxied = await measure([process.execPath, "--import", "tsx", join(ROOT, "src", "cli", "main.ts"), "mcp-proxy", "--config", config, "--token", token, "--", ...SERVER], env);
    console.log(`${CALLS} sequential tools/call of search_docs on loopback (stdio), after ${WARMUP} warm-up calls\n`);
    console.log("| path | p50 ms | p99 ms |\n| --- | ---: | ---: |");
    console.log(`| client → server | ${direct.p50.toFixed(3)} | ${direct.p99.toFixed(3)} |`);
    console.log(`| client → rampart mcp-proxy → server | ${proxied.p50.toFixed(3)} | ${proxied.p99.toFixed(3)} |`);
    console.log(`| added by the proxy | ${(proxied.p50 - direct.p50).toFixed(3)} | ${(proxied.p99 - direct.p99).toFixed(3)} |`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
