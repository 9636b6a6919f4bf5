/**
 * Run history in a real SQLite file, `--baseline last-good`, and `rampart history` through
 * the CLI: one real process per exit code (the text listing, exit 0; a missing file, exit 2),
 * the other runs in-process through `main` (test/helpers/cli-inprocess.ts).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyRegressionCheck, checkRegressions, openHistory } from "../../src/evaluation/history/index.js";
import { recount, type JudgedReport } from "../../src/evaluation/judge/index.js";
import type { ItemStatus } from "../../src/evaluation/report.js";
import { item, stage1WithoutErrors } from "./fixtures.js";
import { CLI_ENTRY } from "../helpers/cli-build.js";
import { rampartInProcess } from "../helpers/cli-inprocess.js";

const dir = mkdtempSync(join(tmpdir(), "rampart-history-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A report of `golden` with the given statuses per item id. */
function run(statuses: Record<string, ItemStatus>, golden = "golden.yaml", startedAt = "2025-01-01T00:00:00.000Z"): JudgedReport {
  const base = stage1WithoutErrors();
  const items = Object.entries(statuses).map(([id, status]) => item({ id, axis: "facts", status, answer: `secret answer ${id}: 010-9999-8888` }));
  return recount({ ...base, golden, startedAt, items, exitCode: 0 });
}

describe("history store", () => {
  it("finds the newest good run per golden set and compares item by item", () => {
    const store = openHistory(join(dir, "a.sqlite"));
    const good1 = store.record(run({ a: "pass", b: "pass", c: "fail" }), "sha-1"); // exit 1: not good
    const good2 = store.record(run({ a: "pass", b: "pass", c: "pass", d: "pass" }), "sha-2"); // exit 0
    store.record(run({ a: "fail" }, "other.yaml")); // another golden set
    store.record(run({ a: "pass", b: "fail", c: "pass", d: "pass" }), "sha-3"); // exit 1
    expect(good1).toBeLessThan(good2);
    expect(store.lastGoodRun("golden.yaml")?.id).toBe(good2);
    expect(store.lastGoodRun("golden.yaml")?.label).toBe("sha-2");
    expect(store.lastGoodRun("nowhere.yaml")).toBeUndefined();

    // Now: a still passes, b fails, c is blocked, d dropped from the set, e new.
    const now = run({ a: "pass", b: "fail", c: "blocked", e: "pass" });
    const check = checkRegressions(now, store);
    expect(check.baseline?.id).toBe(good2);
    expect(check.regressed).toEqual([
      { id: "b", axis: "facts", now: "fail" },
      { id: "c", axis: "facts", now: "blocked" },
    ]);
    expect(check.added).toEqual(["e"]);
    expect(check.dropped).toEqual(["d"]);
    expect(applyRegressionCheck(now, check).exitCode).toBe(1);
    store.close();
  });

  it.each([
    { now: "error" as const, exit: 2, why: "a regression into an error is infrastructure" },
    { now: "pass" as const, exit: 0, why: "no regression leaves the exit code alone" },
  ])("$why", ({ now, exit }) => {
    const store = openHistory(join(dir, `b-${now}.sqlite`));
    store.record(run({ a: "pass" }));
    const r = run({ a: now });
    expect(applyRegressionCheck(r, checkRegressions(r, store)).exitCode).toBe(exit);
    store.close();
  });

  it("with no good run there is nothing to regress from", () => {
    const store = openHistory(":memory:");
    const r = run({ a: "fail" });
    const check = checkRegressions(r, store);
    expect(check.baseline).toBeNull();
    expect(applyRegressionCheck(r, check).exitCode).toBe(1); // the run's own failure still counts
    store.close();
  });

  it("never stores answers (they may hold what the gate blocked)", () => {
    const file = join(dir, "c.sqlite");
    const store = openHistory(file);
    store.record(run({ a: "blocked" }));
    store.close();
    const bytes = readFileSync(file);
    expect(bytes.includes(Buffer.from("010-9999-8888"))).toBe(false);
    expect(bytes.includes(Buffer.from("secret answer"))).toBe(false);
  });

  it("a file that is not a database is ERR_STORE_UNAVAILABLE", () => {
    const file = join(dir, "junk.sqlite");
    writeFileSync(file, "this is not sqlite ".repeat(100));
    expect(() => openHistory(file)).toThrow(expect.objectContaining({ code: "ERR_STORE_UNAVAILABLE" }));
  });
});

describe("rampart history (CLI)", () => {
  const root = join(import.meta.dirname, "..", "..");
  /** `rampart history ARGS` as a real process (end to end: exit code as the shell sees it). */
  const cli = (args: string[]) => spawnSync(process.execPath, [CLI_ENTRY, "history", ...args], { encoding: "utf8", cwd: root });
  /** `rampart history ARGS` in-process; `status` named as spawnSync names it. */
  const inProcess = async (args: string[]) => {
    const r = await rampartInProcess(["history", ...args], { cwd: root });
    return { status: r.code, stdout: r.stdout, stderr: r.stderr };
  };

  it("lists runs newest first, with exit codes and κ; --json for scripts", async () => {
    const file = join(dir, "cli.sqlite");
    const store = openHistory(file);
    store.record(run({ a: "pass" }, "golden.yaml", "2025-02-01T10:00:00.000Z"), "abc123");
    store.record(run({ a: "fail" }, "golden.yaml", "2025-02-02T10:00:00.000Z"));
    store.close();
    const text = cli(["--history", file]);
    expect(text.status).toBe(0);
    const lines = text.stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^#2\s+2025-02-02 10:00:00\s+exit 1\s+0\/1 pass/);
    expect(lines[1]).toMatch(/^#1 .*exit 0 .*golden\.yaml @ abc123$/);
    const json = await inProcess(["--history", file, "--json", "--limit", "1"]);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject([{ id: 2, exitCode: 1, failed: 1 }]);
  });

  it("a missing history file is exit 2 with a clear message", () => {
    const r = cli(["--history", join(dir, "absent.sqlite")]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("no run history at");
  });

  it("--golden takes the set's name or the path of its YAML file (its name: is read)", async () => {
    const file = join(dir, "golden-filter.sqlite");
    const store = openHistory(file);
    store.record(run({ a: "pass" }, "résumé set"));
    store.record(run({ a: "fail" }, "other set"));
    store.record(run({ a: "pass" }, "résumé set"));
    store.close();
    const yaml = join(dir, "resume-golden.yaml");
    writeFileSync(yaml, "name: résumé set\nitems:\n  - id: a\n    axis: facts\n    question: q\n    baseline: b\n");
    const ids = async (args: string[]) => (JSON.parse((await inProcess(["--history", file, "--json", ...args])).stdout) as Array<{ id: number }>).map((r) => r.id);
    expect(await ids(["--golden", "résumé set"])).toEqual([3, 1]); // by name
    expect(await ids(["--golden", yaml])).toEqual([3, 1]); // by path: the same runs
    expect(await ids(["--golden", yaml, "--limit", "1"])).toEqual([3]);
    expect(await ids(["--golden", "nowhere"])).toEqual([]);
    // In text, a set with no runs is named, with the sets that have some (not "no runs stored yet").
    expect((await inProcess(["--history", file, "--golden", "nowhere"])).stdout).toBe('no runs of golden set "nowhere" stored (stored: other set, résumé set)\n');
  });

  it.each([
    // args, message part — why
    [["--limit", "abc"], "--limit must be an integer ≥ 1"],
    [["--limit", "0"], "--limit must be an integer ≥ 1"], // 0 rows is never what anyone meant
    [["--limit", "-3"], "--limit must be an integer ≥ 1"],
    [["--limit", "1.5"], "--limit must be an integer ≥ 1"],
    [["--golden", ""], "--golden must name a golden set"],
  ])("%j → ERR_BAD_INPUT, exit 2", async (args, part) => {
    const file = join(dir, "cli.sqlite");
    const r = await inProcess(["--history", file, ...args]);
    expect(r.stderr).toContain(`ERR_BAD_INPUT: ${part}`);
    expect(r.status).toBe(2);
  });
});
