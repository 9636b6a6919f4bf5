import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PACKAGE_ROOT, loadConfig } from "../../src/core/index.js";
import { defineTool, firewallFromConfig } from "../../src/firewall/index.js";
import { codeOf, session } from "./helpers.js";
import { SHARED_REDIS, connect, deletePrefix, testPrefix } from "./redis-helpers.js";
import { describeWithServices } from "./services.js";
import { CLI_ENTRY } from "../helpers/cli-build.js";
import { rampartInProcess } from "../helpers/cli-inprocess.js";

const KEY = "cli-test-key-0123456789abcdef";

/** Runs the real CLI in a child process. */
function rampart(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [CLI_ENTRY, ...args], {
    cwd: PACKAGE_ROOT,
    encoding: "utf8",
    env: { ...process.env, ...env },
    timeout: 120_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("rampart approvals", () => {
  it("a missing or empty store is said on stderr, naming where it looked; stdout stays empty JSONL", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-cli-empty-"));
    const cfg = join(dir, "rampart.config.yaml");
    writeFileSync(cfg, "firewall:\n  approvals: { store: { kind: sqlite, path: fw.db } }\n  audit: { log: 'off', store: { kind: sqlite, path: fw.db } }\n");
    // In-process (issue 22: a spawn costs ~1.35 s of CPU); exit 0 and 2 through a real
    // process, and the CLI as a process apart from the firewall, are in the next test.
    const r = await rampartInProcess(["approvals", "list", "--config", cfg, "--json"], { cwd: PACKAGE_ROOT, env: { RAMPART_FIREWALL_KEY: KEY } });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("");
    // N12: the store file does not exist yet; a read-only list says so and does not create it
    expect(r.stderr).toContain(`approvals: no pending approvals: the store ${join(dir, "fw.db")} does not exist yet (firewall.approvals.store)`);
    expect(existsSync(join(dir, "fw.db"))).toBe(false);
    // a decision on a store that does not exist is bad input (exit 2), and creates nothing either
    const grant = await rampartInProcess(["approvals", "grant", "abc", "--config", cfg, "--approver", "ci"], { cwd: PACKAGE_ROOT });
    expect(grant.code).toBe(2);
    expect(grant.stderr).toContain(`ERR_BAD_INPUT: approvals grant: no request abc: the approval store ${join(dir, "fw.db")} does not exist`);
    expect(existsSync(join(dir, "fw.db"))).toBe(false);
    // once the store exists (opened by a firewall) but is empty, list says that instead
    const fw = await firewallFromConfig(loadConfig(cfg), { tools: [] }, { RAMPART_FIREWALL_KEY: KEY });
    await fw.close();
    const empty = await rampartInProcess(["approvals", "list", "--config", cfg, "--json"], { cwd: PACKAGE_ROOT, env: { RAMPART_FIREWALL_KEY: KEY } });
    expect(empty.code).toBe(0);
    expect(empty.stderr).toMatch(/no requests in the configured store \(firewall\.approvals\.store/);
  }, 120_000);

  it("list, grant and deny requests a running firewall is holding (SQLite store from the config)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-cli-"));
    const cfg = join(dir, "rampart.config.yaml");
    writeFileSync(cfg, "firewall:\n  approvals: { store: { kind: sqlite, path: fw.db } }\n  audit: { log: 'off', store: { kind: sqlite, path: fw.db } }\n");
    const ran: string[] = [];
    const wipe = defineTool({
      name: "wipe_disk",
      description: "Destructive",
      schema: z.object({ disk: z.string() }),
      policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "destructive", rateLimit: "none" },
      handler: ({ disk }) => void ran.push(disk),
    });
    const fw = await firewallFromConfig(loadConfig(cfg), { tools: [wipe] }, { RAMPART_FIREWALL_KEY: KEY });
    const s = await session("alice", []);
    const first = { id: "w1", name: "wipe_disk", arguments: { disk: "/dev/sdb" } };
    const second = { id: "w2", name: "wipe_disk", arguments: { disk: "/dev/sdc" } };
    expect(await codeOf(fw.dispatch(first, s))).toBe("ERR_APPROVAL_REQUIRED");
    expect(await codeOf(fw.dispatch(second, s))).toBe("ERR_APPROVAL_REQUIRED");

    const list = rampart(["approvals", "list", "--config", cfg, "--status", "pending", "--json", "--show-args"], { RAMPART_FIREWALL_KEY: KEY });
    expect(list.code).toBe(0);
    const rows = list.stdout.trim().split("\n").map((l) => JSON.parse(l) as { id: string; tool: string; status: string; args: { disk: string } });
    expect(rows.map((r) => [r.tool, r.status, r.args.disk])).toEqual([
      ["wipe_disk", "pending", "/dev/sdc"],
      ["wipe_disk", "pending", "/dev/sdb"],
    ]);
    const [toDeny, toGrant] = rows as [(typeof rows)[0], (typeof rows)[0]];

    // four-eyes: the requesting subject cannot grant their own call, even out of band
    const self = rampart(["approvals", "grant", toGrant.id, "--config", cfg, "--approver", "alice"]);
    expect(self.code).toBe(2);
    expect(self.stderr).toMatch(/ERR_CALLER/);
    expect(rampart(["approvals", "grant", toGrant.id, "--config", cfg, "--approver", "ci"]).code).toBe(0);
    // In-process from here (the decisions' logic; list, grant and a refusal above went through real processes).
    expect((await rampartInProcess(["approvals", "deny", toDeny.id, "--config", cfg], { cwd: PACKAGE_ROOT })).code).toBe(0);
    // deciding twice, or an unknown id, is bad input (exit 2)
    const again = await rampartInProcess(["approvals", "grant", toGrant.id, "--config", cfg], { cwd: PACKAGE_ROOT });
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/ERR_BAD_INPUT: approval request .* is approved, not pending/);
    expect((await rampartInProcess(["approvals", "deny", "no-such-id", "--config", cfg], { cwd: PACKAGE_ROOT })).code).toBe(2);
    // --show-args without the key is a configuration error, not a silent empty column
    expect((await rampartInProcess(["approvals", "list", "--config", cfg, "--show-args"], { cwd: PACKAGE_ROOT, env: { RAMPART_FIREWALL_KEY: "" } })).code).toBe(2);

    expect(await codeOf(fw.dispatch(first, s))).toBe("resolved");
    expect(await codeOf(fw.dispatch(second, s))).toBe("ERR_APPROVAL_REQUIRED");
    expect(ran).toEqual(["/dev/sdb"]);
    await fw.close();

    const human = await rampartInProcess(["approvals", "list", "--config", cfg], { cwd: PACKAGE_ROOT });
    expect(human.stdout).toMatch(/consumed .*wipe_disk/);
    expect(human.stdout).toMatch(/denied .*wipe_disk/);
  }, 240_000); // ten CLI processes in a row; each tsx start takes seconds on a loaded machine
});

await describeWithServices("rampart approvals with Redis (replicas agree)", ["redis"], () => {
  it("a request held by a Redis-configured firewall is granted from the CLI", async () => {
    const prefix = testPrefix();
    const dir = mkdtempSync(join(tmpdir(), "rampart-cli-redis-"));
    const cfg = join(dir, "rampart.config.yaml");
    writeFileSync(
      cfg,
      `firewall:\n  rateLimit: { store: { kind: redis, url: "${SHARED_REDIS}", prefix: "${prefix}" } }\n` +
        `  approvals: { store: { kind: redis, url: "${SHARED_REDIS}", prefix: "${prefix}" } }\n` +
        `  audit: { log: 'off', store: { kind: sqlite, path: audit.db } }\n`,
    );
    const ran: string[] = [];
    const purge = defineTool({
      name: "purge_cache",
      description: "Destructive",
      schema: z.object({ region: z.string() }),
      policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "destructive", rateLimit: { points: 5, duration: 60 } },
      handler: ({ region }) => void ran.push(region),
    });
    const fw = await firewallFromConfig(loadConfig(cfg), { tools: [purge] }, { RAMPART_FIREWALL_KEY: KEY });
    const s = await session("alice", []);
    const call = { id: "p1", name: "purge_cache", arguments: { region: "eu" } };
    expect(await codeOf(fw.dispatch(call, s))).toBe("ERR_APPROVAL_REQUIRED");
    const list = rampart(["approvals", "list", "--config", cfg, "--json"]);
    const [row] = list.stdout.trim().split("\n").map((l) => JSON.parse(l) as { id: string; status: string });
    expect(row?.status).toBe("pending");
    expect(rampart(["approvals", "grant", row?.id ?? "", "--config", cfg]).code).toBe(0);
    expect(await codeOf(fw.dispatch(call, s))).toBe("resolved");
    expect(ran).toEqual(["eu"]);
    await fw.close();
    const redis = await connect(SHARED_REDIS);
    await deletePrefix(redis, prefix);
    redis.disconnect();
  });
});

describe("rampart firewall scenarios", () => {
  it("runs a suite, writes the JSON report and exits 0", () => {
    // One bundled suite (slack, the smallest) for the process's contract: exit 0, the table,
    // the JSON and HTML reports. The whole bundled run and its targets are
    // test/firewall/scenarios/run.test.ts (in-process; the same runScenarios).
    const dir = mkdtempSync(join(tmpdir(), "rampart-scen-cli-"));
    const json = join(dir, "report.json");
    const html = join(dir, "report.html");
    const r = rampart(["firewall", "scenarios", "--scenarios", join(PACKAGE_ROOT, "scenarios", "slack"), "--json", json, "--html", html, "--quiet"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^all\s+\d+\s+\d+/m);
    const report = JSON.parse(readFileSync(json, "utf8")) as Record<string, unknown>;
    for (const key of ["undefended", "defended"]) {
      expect(Object.keys(report[key] as object)).toEqual(expect.arrayContaining(["utility", "utility_under_attack", "asr", "approvals_per_task"]));
    }
    expect(report.user_tasks).toBeGreaterThanOrEqual(1);
    expect(report.injection_tasks).toBeGreaterThanOrEqual(1);
    expect((report.cases as unknown[]).length).toBeGreaterThan(0);
    expect(readFileSync(html, "utf8")).toContain("<table>");
  });

  it("exits 1 when a target is missed and 2 when the suite is broken", () => {
    // One bundled suite is enough to miss a target (the web suite's undefended ASR is below 1);
    // the whole bundled run is the test above.
    const missed = rampart(["firewall", "scenarios", "--quiet", "--scenarios", join(PACKAGE_ROOT, "scenarios", "web"), "--min-undefended-asr", "1"]);
    expect(missed.code).toBe(1);
    expect(missed.stderr).toMatch(/target missed: undefended ASR/);
    const broken = rampart(["firewall", "scenarios", "--quiet", "--scenarios", mkdtempSync(join(tmpdir(), "rampart-none-"))]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/ERR_BAD_INPUT/);
  });
});

describe("firewallFromConfig: the key", () => {
  it("refuses to start without the key variable, or with it empty (new-user review F13)", async () => {
    const wipe = defineTool({
      name: "wipe_disk",
      description: "Wipes a disk.",
      schema: z.object({ disk: z.string() }),
      policy: { requiredScopes: [], allowedCallers: ["*"], sideEffect: "destructive", rateLimit: "none" },
      handler: () => undefined,
    });
    for (const env of [{}, { RAMPART_FIREWALL_KEY: "" }]) {
      const err = await firewallFromConfig(loadConfig(), { tools: [wipe] }, env).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toMatchObject({ code: "ERR_CONFIG", message: expect.stringContaining("RAMPART_FIREWALL_KEY") });
    }
  });
});

describe("rampart firewall scenarios: thresholds", () => {
  // In-process (exit 2 of `firewall scenarios` through a real process is the broken suite above).
  it("a threshold that is not a fraction is ERR_BAD_INPUT naming the flag, exit 2 (new-user review F10)", async () => {
    const r = await rampartInProcess(["firewall", "scenarios", "--max-asr", "abc"], { cwd: PACKAGE_ROOT });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('ERR_BAD_INPUT: --max-asr must be a number from 0 to 1, got "abc"');
  });
});
