/**
 * No adapter's framework is a hard dependency (issue 21 targets): importing `rampart/boundary`
 * or `rampart/gate` loads none of them, and importing an adapter whose framework is not
 * needed at import time (`rampart/ai-sdk`, `rampart/openai-agents`, `rampart/otel`) loads
 * neither its framework nor `@opentelemetry/api`; the `mcp-proxy` command module loads
 * `@modelcontextprotocol/sdk` only when the proxy runs. Checked on the packages a fresh Node
 * process really resolves (a module resolve hook), not on the source text.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { CLI_BUILD_DIR } from "../helpers/cli-build.js";

const ROOT = join(import.meta.dirname, "..", "..");
const PEERS = /^(ai|ai-v7|@ai-sdk\/.*|@openai\/agents.*|langchain|@langchain\/.*|@opentelemetry\/.*|@modelcontextprotocol\/.*)(\/|$)/;

/**
 * What a fresh process resolves while importing `entry` (a path under src/): the bare package
 * specifiers, and how many local modules (paths, builtins) it resolved besides. The process
 * imports the module as the global setup transpiled it (`.cli-test/`, cli-build.ts: module by
 * module, imports as written, as `tsc` writes dist/) under plain node: a tsx start compiled
 * the whole graph again in each of the seven processes.
 */
function resolved(entry: string): { packages: string[]; locals: number } {
  const dir = mkdtempSync(join(tmpdir(), "rampart-peers-"));
  const record = join(dir, "resolved.txt");
  writeFileSync(record, "");
  const built = join(CLI_BUILD_DIR, relative(join(ROOT, "src"), join(ROOT, entry))).replace(/\.ts$/, ".js");
  expect(existsSync(built), built).toBe(true);
  execFileSync(process.execPath, ["--import", join(ROOT, "test/integrations/fixtures/record-imports.mjs"), "-e", `await import(${JSON.stringify(pathToFileURL(built).href)})`], {
    cwd: ROOT,
    env: { ...process.env, RECORD_FILE: record },
    stdio: "pipe",
    timeout: 200_000,
  });
  const lines = readFileSync(record, "utf8").split("\n").filter(Boolean);
  const packages = new Set(lines.filter((l) => l.startsWith("bare ")).map((l) => l.slice(5)));
  return { packages: [...packages], locals: lines.filter((l) => l.startsWith("local ")).length };
}

describe("optional peers stay optional", () => {
  it.each([
    ["src/boundary/index.ts"],
    ["src/gate/index.ts"],
    ["src/integrations/ai-sdk/index.ts"],
    ["src/integrations/openai-agents/index.ts"],
    ["src/integrations/otel/index.ts"],
    // the mcp-proxy command loads @modelcontextprotocol/sdk only when the proxy runs
    ["src/cli/commands/mcp-proxy.ts"],
  ])("importing %s resolves no framework and no OpenTelemetry package", { timeout: 240_000 }, (entry) => {
    const { packages, locals } = resolved(entry);
    // The hook saw the module graph (the boundary and gate import no package at all now:
    // core/light.ts keeps zod out of them).
    expect(locals).toBeGreaterThan(5);
    expect(packages.filter((p) => PEERS.test(p))).toEqual([]);
  });

  it("the hook does see a peer when one is imported (the check can fail)", { timeout: 240_000 }, () => {
    expect(resolved("src/integrations/langchain/index.ts").packages.filter((p) => PEERS.test(p))).toContain("langchain");
  });
});
