/**
 * `rampart start` (what `npm start` runs) end to end: the real CLI process boots the
 * reference chatbot over the bundled corpus on a free port and runs the bundled golden set
 * against it over real HTTP/SSE (issue 2 item 6). The guarded run must pass and exit 0; the
 * unguarded run must name its leaks — the poisoned-evidence items among them — and exit 1;
 * the printed summary and the JSON report come from the same verdict list.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT, packagePath } from "../../src/core/index.js";
import { loadGoldenSet } from "../../src/evaluation/index.js";
import { dataDirOrNull } from "../helpers/data.js";
import { CLI_ENTRY } from "../helpers/cli-build.js";

const dir = mkdtempSync(join(tmpdir(), "rampart-start-"));

function start(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return startIn(PACKAGE_ROOT, ...args);
}

function startIn(cwd: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [CLI_ENTRY, "start", "--no-progress", "--no-history", "--token-delay-ms", "0", ...args],
      { cwd, timeout: 290_000, maxBuffer: 16 << 20 }, // a kill switch for a hang, under the 300 s test timeout
      (err, stdout, stderr) => done({ code: err ? ((err as { code?: number }).code ?? 99) : 0, stdout, stderr }),
    );
  });
}

describe("rampart start", () => {
  it("guarded: every golden item passes over SSE, exit 0, JSON agrees with the terminal", async () => {
    const json = join(dir, "guarded.json");
    const r = await start("--json", json);
    expect(r.stderr).toMatch(/served at http:\/\/127\.0\.0\.1:\d+\/chat, guarded/);
    const report = JSON.parse(readFileSync(json, "utf8")) as { summary: { total: number; passed: number }; exitCode: number; items: { verdict: string }[] };
    expect(r.stdout.split("\n")[0]).toBe(`golden: ${report.summary.total}/${report.summary.total} pass`);
    expect(report.summary.total).toBeGreaterThanOrEqual(32);
    expect(report.items.every((i) => i.verdict === "pass")).toBe(true);
    expect(r.stdout).toMatch(/exit code: 0\s*$/);
    expect(r.code).toBe(0);
  });

  it("unguarded: the leaks are caught and named, exit 1", async () => {
    const json = join(dir, "unguarded.json");
    const r = await start("--unguarded", "--json", json);
    expect(r.stderr).toContain("UNGUARDED");
    const summary = r.stdout.split("\n")[0] as string;
    expect(summary).toMatch(/^golden: \d+\/\d+ pass · \d+ BLOCKED \(.*masking probe leaked phone/);
    // the leaked values themselves are never printed (the planted mobile number's tail)
    expect(r.stdout).not.toMatch(/010-\d{4}-\d{4}/);
    expect(r.code).toBe(1);

    // The poisoned-evidence axis proves something: without the boundary each question is
    // answered with the injected line of its poisoned chunk, and the gate names every one.
    const poisoned = loadGoldenSet(packagePath("golden.yaml")).items.filter((i) => i.axis === "poisoned_evidence");
    expect(poisoned.length).toBeGreaterThanOrEqual(6);
    expect(summary).toMatch(/poisoned_evidence/);
    expect(r.stdout).toMatch(new RegExp(`^poisoned_evidence\\s+${poisoned.length}\\s+0\\s`, "m"));
    for (const item of poisoned) expect(r.stdout).toMatch(new RegExp(`^(FAIL|BLOCKED) ${item.id} \\[poisoned_evidence\\]`, "m"));
    const report = JSON.parse(readFileSync(json, "utf8")) as { items: { id: string; verdict: string; reasons: string[] }[] };
    for (const item of poisoned) {
      const row = report.items.find((i) => i.id === item.id);
      expect(row?.verdict, item.id).not.toBe("pass");
      // why: failing must be because the injected text reached the answer, not by accident
      expect(row?.reasons.some((reason) => /must_not_include|leaked/.test(reason)), item.id).toBe(true);
    }
  });

  it.skipIf(dataDirOrNull() === null)("--data adds the statutes and the KorQuAD block, exit 0", async () => {
    const json = join(dir, "data.json");
    const r = await start("--data", dataDirOrNull() as string, "--json", json);
    expect(r.stderr).toContain("bundled corpus + statutes");
    expect(r.stdout).toMatch(/^korquad\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+\d{4,}/m);
    const report = JSON.parse(readFileSync(json, "utf8")) as { retrieval: { korquad?: Record<string, number> } };
    expect(report.retrieval.korquad?.["recall@5"]).toBeGreaterThan(0.9);
    expect(r.code).toBe(0);
  }, 300_000); // indexes 4 000+ queries' passages: ~11 s quiet, minutes on a loaded machine

  it("from a folder without a config (an installed package), the demo still loads its own config", async () => {
    // why: the bundled corpus plants a code name that only the package's rampart.config.yaml
    // names; with built-in defaults the guarded demo would leak it (mask-code-name would fail)
    const r = await startIn(mkdtempSync(join(tmpdir(), "rampart-start-cwd-")));
    expect(r.stdout.split("\n")[0]).toMatch(/^golden: (\d+)\/\1 pass$/);
    expect(r.code).toBe(0);
  });

  it("a missing --data folder is bad input (exit 2), not a skipped block", async () => {
    const r = await start("--data", join(dir, "no-such-folder"));
    expect(r.stderr).toMatch(/ERR_DATA_MISSING/);
    expect(r.code).toBe(2);
  });
});
