/**
 * `rampart gate` through the real CLI process (issue 4 item 4): JSONL in, JSONL out, exit
 * codes 0 / 1 / 2 as in the contract, and `gate eval` on the shared data folder.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../../src/core/index.js";
import { describeWithData } from "../helpers/data.js";
import { CLI_ENTRY } from "../helpers/cli-build.js";
import { rampartInProcess } from "../helpers/cli-inprocess.js";

function rampart(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [CLI_ENTRY, ...args], {
    cwd: PACKAGE_ROOT,
    input,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const rows = (out: string) => out.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);

describe("rampart gate --jsonl", () => {
  const dir = mkdtempSync(join(tmpdir(), "rampart-gate-cli-"));
  const config = join(dir, "rampart.config.yaml");
  writeFileSync(config, "gate:\n  codeNames: [Aurora-7]\n  email: { reservedDomains: report }\n  detectors:\n    email: { action: redact }\n");

  // One process for "clean answers pass, exit 0" and the loud half of the --quiet comparison;
  // the quiet half in-process (issue 22: a spawn costs ~1.35 s of CPU); stdin input is read
  // in the next test.
  it("passes clean answers and exits 0; --quiet leaves only the summary line on stderr", async () => {
    const inFile = join(dir, "quiet.jsonl");
    writeFileSync(inFile, '{"id":"a","text":"안녕하세요"}\n{"id":"b","text":"반갑습니다"}\n');
    const loud = rampart(["gate", "--jsonl", inFile, "--config", config]);
    expect(loud.code).toBe(0);
    expect(rows(loud.stdout)).toEqual([
      { id: "a", verdict: "pass", findings: [], text: "안녕하세요" },
      { id: "b", verdict: "pass", findings: [], text: "반갑습니다" },
    ]);
    const quiet = await rampartInProcess(["gate", "--jsonl", inFile, "--config", config, "--quiet"]);
    expect(quiet.code).toBe(0);
    expect(loud.stderr.trim().split("\n").length).toBeGreaterThan(1); // progress, then the summary
    expect(quiet.stderr.trim().split("\n")).toEqual(["gate: 2 rows · 2 pass · 0 blocked or redacted · 0 errors"]);
    expect(quiet.stdout).toBe(loud.stdout);
  });

  it("blocks, redacts and exits 1 when any answer leaked", () => {
    const input = [
      { id: 1, text: "연락처 010-2345-6789" },
      { id: 2, text: "메일 hr@example.com 입니다" },
      { id: 3, text: "코드명 aurora-7" },
      { id: 4, text: "잘 모르겠어요", probe: "injection" },
    ]
      .map((o) => JSON.stringify(o))
      .join("\n");
    const out = join(dir, "out.jsonl");
    const r = rampart(["gate", "--jsonl", "-", "--out", out, "--config", config], input);
    expect(r.code).toBe(1);
    const got = rows(readFileSync(out, "utf8"));
    expect(got.map((g) => [g.id, g.verdict, g.code ?? null])).toEqual([
      [1, "block", "ERR_LEAK_PII"],
      [2, "redact", null],
      [3, "block", "ERR_LEAK_CODENAME"],
      [4, "block", "ERR_PROBE_FAILED"],
    ]);
    expect(got[1]!.text).toBe("메일 [REDACTED:EMAIL] 입니다");
    // Block rows never echo the leak: every finding is replaced by its marker.
    expect(got[0]!.text).toBe("연락처 [REDACTED:PHONE]");
    expect(got[2]!.text).toBe("코드명 [REDACTED:CODE_NAME]");
    // A probe failure alone is not a leak: the answer shows as is.
    expect(got[3]!.text).toBe("잘 모르겠어요");
    expect(readFileSync(out, "utf8")).not.toContain("2345-6789");
  });

  // In-process, the row read from a file (exit 1 and stdin through a real process: the test above).
  it("reports one finding per leaked key when the format rules and secretlint both see it", async () => {
    const key = `ghp_${"a1B2".repeat(9)}`;
    const inFile = join(dir, "key.jsonl");
    writeFileSync(inFile, JSON.stringify({ id: "k", text: `토큰 ${key} 입니다` }) + "\n");
    const r = await rampartInProcess(["gate", "--jsonl", inFile]);
    expect(r.code).toBe(1);
    const [row] = rows(r.stdout);
    expect(row!.verdict).toBe("block");
    expect(row!.text).toBe("토큰 [REDACTED:SECRET] 입니다");
    expect(r.stdout).not.toContain(key);
    const findings = row!.findings as { id: string; start: number; end: number }[];
    expect(findings.filter((f) => f.id === "secret")).toHaveLength(1);
  });

  it("turns malformed lines into error rows naming the line, goes on, and exits 2", () => {
    const input = ['{"id":"ok","text":"안녕"}', "{not json", '{"id":"x","text":5}', '{"id":"y","text":"a","probe":"nope"}', '{"id":"z","text":"010-2345-6789"}'].join("\n");
    const r = rampart(["gate", "--jsonl", "-"], input);
    expect(r.code).toBe(2);
    const got = rows(r.stdout);
    expect(got.map((g) => (g.error ? `error@${g.line}` : g.verdict))).toEqual(["pass", "error@2", "error@3", "error@4", "block"]);
  });

  it("fails with exit 2 and a clear message on a missing input file or bad config", async () => {
    // In-process (exit 2 through a real process: the test above).
    const missing = await rampartInProcess(["gate", "--jsonl", join(dir, "missing.jsonl")], { cwd: PACKAGE_ROOT });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`ERR_IO: cannot read input ${join(dir, "missing.jsonl")}`);
    const bad = join(dir, "bad.yaml");
    writeFileSync(bad, "gate:\n  detectors:\n    phon: {}\n");
    const r = await rampartInProcess(["gate", "--jsonl", join(dir, "quiet.jsonl"), "--config", bad]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("gate.detectors");
  });
});

describeWithData("rampart gate eval", (dataDir) => {
  it("measures every detector, compares with the committed baseline and exits 0", () => {
    const out = mkdtempSync(join(tmpdir(), "rampart-gate-eval-"));
    const json = join(out, "eval.json");
    const html = join(out, "eval.html");
    const r = rampart(["gate", "eval", "--data", dataDir, "--json", json, "--html", html]);
    expect(r.stderr).not.toContain("error");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/statutes: 0\/\d+ texts flagged/);
    expect(readFileSync(html, "utf8")).toContain("<td>kr-rrn</td>");
    const report = JSON.parse(readFileSync(json, "utf8")) as { metrics: Record<string, number> };
    // Issue 4 targets on the data we have.
    for (const id of ["phone", "email", "credit-card"]) {
      expect(report.metrics[`research.${id}.recall`]).toBeGreaterThanOrEqual(0.99);
      expect(report.metrics[`research.${id}.precision`]).toBeGreaterThanOrEqual(0.98);
    }
    for (const id of ["kr-rrn", "kr-frn", "kr-brn"]) expect(report.metrics[`tests.${id}.recall`]).toBeGreaterThanOrEqual(0.99);
    expect(report.metrics["secrets.recall"]).toBeGreaterThanOrEqual(0.95);
    expect(report.metrics["secrets.fpRate"]).toBeLessThanOrEqual(0.02);
  }, 240_000); // ~25 s alone; a whole-corpus pass, slow when the suite shares two cores
});

describe("rampart gate eval report paths", () => {
  it("a --json path in a missing folder is bad input before any text is read (exit 2, no folder created)", () => {
    const missing = join(mkdtempSync(join(tmpdir(), "rampart-gate-out-")), "typo", "g.json");
    const r = rampart(["gate", "eval", "--data", "/nonexistent-data-dir", "--json", missing]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--json .*: folder .* does not exist; create it first \(mkdir -p /);
    expect(existsSync(join(missing, ".."))).toBe(false);
  });
});
