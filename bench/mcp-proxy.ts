/**
 * `npm run bench -- mcp-proxy`: what `rampart mcp-proxy` adds per `tools/call` on loopback
 * (issue 21 target), side by side in one run: the SDK's client calling the example MCP
 * server (examples/mcp-proxy/server.ts) directly over stdio, then through the proxy over
 * stdio (the CLI from the sources). The call is `search_docs`, whose output carries an
 * injection, so the evidence boundary does real work; rate limits are off in the bench
 * config. Both clients are connected first and take turns in blocks of calls (direct, proxied,
 * direct …), so a loaded machine's swings fall on both alike; calls are sequential. Reported:
 * p50 and p99 of each path and their differences, and the CPU time per call of the process the
 * client talks to (the server directly; the proxy, without its server) read from
 * `/proc/PID/stat` — on a loaded machine the added wall time is mostly two more processes to
 * wake per call, the CPU time the proxy's own work.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { SignJWT } from "jose";

const ROOT = resolve(import.meta.dirname, "..");
const SERVER = [process.execPath, "--import", "tsx", join(ROOT, "examples", "mcp-proxy", "server.ts")];
const CALLS = 400;
const WARMUP = 40;
/** Calls per turn of one path before the other path's turn. */
const BLOCK = 50;
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

/** User + system CPU ms of a process so far (Linux `/proc`; NaN elsewhere). Clock ticks of 10 ms. */
function cpuMsOf(pid: number | null): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** One path: a connected client, its call times and the CPU its process used during them. */
interface Path {
  client: Client;
  pid: number | null;
  times: number[];
  cpuMs: number;
  calls: number;
}

async function open(command: string[], env: Record<string, string>): Promise<Path> {
  const client = new Client({ name: "bench", version: "1.0.0" });
  const transport = new StdioClientTransport({ command: command[0] as string, args: command.slice(1), env, cwd: ROOT, stderr: "ignore" });
  await client.connect(transport);
  await client.listTools();
  const path: Path = { client, pid: transport.pid, times: [], cpuMs: 0, calls: 0 };
  await calls(path, WARMUP, false);
  return path;
}

async function calls(path: Path, n: number, record: boolean): Promise<void> {
  const cpu0 = cpuMsOf(path.pid);
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const r = await path.client.callTool({ name: "search_docs", arguments: { query: `report ${path.calls + i}` } });
    if (r.isError) throw new Error(`bench call refused: ${JSON.stringify(r.content)}`);
    if (record) path.times.push(performance.now() - t0);
  }
  if (record) path.cpuMs += cpuMsOf(path.pid) - cpu0;
  path.calls += n;
}

function stats(path: Path): { p50: number; p99: number; cpu: number } {
  const sorted = [...path.times].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), cpu: path.cpuMs / path.times.length };
}

/** Runs the suite. */
export async function run(_args: string[]): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "rampart-bench-mcp-"));
  try {
    const config = join(dir, "rampart.config.yaml");
    writeFileSync(config, CONFIG);
    const env = { PATH: process.env.PATH ?? "", HOME: dir, NO_COLOR: "1", RAMPART_FIREWALL_KEY: "bench firewall key", RAMPART_JWT_SECRET: SECRET };
    const token = await new SignJWT({ scope: "docs:read" }).setProtectedHeader({ alg: "HS256" }).setSubject("bench").setExpirationTime("1h").sign(new TextEncoder().encode(SECRET));
    const load = loadavg()[0] ?? NaN;
    const direct = await open(SERVER, env);
    const proxied = await open([process.execPath, "--import", "tsx", join(ROOT, "src", "cli", "main.ts"), "mcp-proxy", "--config", config, "--token", token, "--", ...SERVER], env);
    try {
      for (let done = 0; done < CALLS; done += BLOCK) {
        await calls(direct, BLOCK, true);
        await calls(proxied, BLOCK, true);
      }
    } finally {
      await direct.client.close();
      await proxied.client.close();
    }
    const d = stats(direct);
    const p = stats(proxied);
    console.log(`${CALLS} sequential tools/call of search_docs per path on loopback (stdio), after ${WARMUP} warm-up calls each, the paths taking turns every ${BLOCK} calls; load ${load.toFixed(1)} → ${(loadavg()[0] ?? NaN).toFixed(1)} (${cpus().length} cores)\n`);
    console.log("| path | p50 ms | p99 ms | CPU ms per call of the process the client talks to |\n| --- | ---: | ---: | ---: |");
    console.log(`| client → server | ${d.p50.toFixed(3)} | ${d.p99.toFixed(3)} | ${d.cpu.toFixed(3)} (the server) |`);
    console.log(`| client → rampart mcp-proxy → server | ${p.p50.toFixed(3)} | ${p.p99.toFixed(3)} | ${p.cpu.toFixed(3)} (the proxy alone) |`);
    console.log(`| added by the proxy | ${(p.p50 - d.p50).toFixed(3)} | ${(p.p99 - d.p99).toFixed(3)} | ${p.cpu.toFixed(3)} |`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
