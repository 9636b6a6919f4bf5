/**
 * New-user findings through the real CLI process: F9 (which config a run used, on stderr
 * once, stdout untouched), F13 (plurals, refuse before the server line, error rows without a
 * bogus id, a missing --baseline file), and `npm run bench -- --help`.
 */
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseBenchArgs, SUITE_INFO, usage } from "../../bench/usage.js";
import { PACKAGE_ROOT } from "../../src/core/index.js";
import { count } from "../../src/cli/plural.js";
import { CLI_ENTRY } from "../helpers/cli-build.js";

const dir = mkdtempSync(join(tmpdir(), "rampart-new-user-"));
const MAIN = CLI_ENTRY;

function rampartIn(cwd: string, args: string[], input?: string) {
  const r = spawnSync(process.execPath, [MAIN, ...args], {
    cwd,
    input,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
    timeout: 120_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("F9: the CLI says which config it used", () => {
  it("from a folder without a config: says so once on stderr; JSONL stdout stays parseable", () => {
    const empty = mkdtempSync(join(tmpdir(), "rampart-noconfig-"));
    const r = rampartIn(empty, ["scan", "--jsonl", "-"], '{"id":"a","text":"hello"}\n');
    expect(r.code).toBe(0);
    const notices = r.stderr.split("\n").filter((l) => l.startsWith("config: "));
    expect(notices).toEqual([`config: no rampart.config.yaml found in ${empty}; using built-in defaults`]);
    expect(JSON.parse(r.stdout.trim())).toMatchObject({ id: "a", flagged: false });
  });

  it("with --config: names the file; --quiet leaves it out", () => {
    const cfg = join(dir, "rampart.config.yaml");
    writeFileSync(cfg, "gate:\n  codeNames: [Aurora-7]\n");
    const loud = rampartIn(dir, ["gate", "--jsonl", "-", "--config", cfg], '{"id":1,"text":"hi"}\n');
    expect(loud.stderr.split("\n").filter((l) => l.startsWith("config: "))).toEqual([`config: ${cfg}`]);
    const quiet = rampartIn(dir, ["gate", "--jsonl", "-", "--config", cfg, "--quiet"], '{"id":1,"text":"hi"}\n');
    expect(quiet.stderr).not.toContain("config: ");
    expect(quiet.stdout).toBe(loud.stdout);
  });

  it("found in the working folder: names it", () => {
    const here = mkdtempSync(join(tmpdir(), "rampart-here-"));
    writeFileSync(join(here, "rampart.config.yaml"), "boundary:\n  disabledRules: []\n");
    const r = rampartIn(here, ["neutralize", "--json"], "plain text");
    expect(r.stderr).toContain(`config: ${join(here, "rampart.config.yaml")}\n`);
    expect(JSON.parse(r.stdout)).toMatchObject({ text: "plain text" });
  });
});

describe("stdin redirected from the --out file", () => {
  it("scan and gate refuse it before truncating (exit 2); the input file is unchanged", () => {
    const file = join(dir, "same.jsonl");
    const rows = '{"id":1,"text":"hello"}\n';
    for (const cmd of ["scan", "gate"]) {
      writeFileSync(file, rows);
      const fd = openSync(file, "r");
      const r = spawnSync(process.execPath, [MAIN, cmd, "--jsonl", "-", "--out", file, "--quiet"], {
        cwd: dir,
        stdio: [fd, "pipe", "pipe"],
        encoding: "utf8",
        timeout: 120_000,
      });
      closeSync(fd);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain("stdin is redirected from it");
      expect(readFileSync(file, "utf8")).toBe(rows);
    }
  });
});

describe("--config on commands that read no setting", () => {
  it("firewall scenarios and history still refuse a broken config (ERR_CONFIG, exit 2) before doing anything", () => {
    const bad = join(dir, "broken.yaml");
    writeFileSync(bad, "gate:\n  bogus: 1\n");
    for (const args of [["firewall", "scenarios", "--quiet"], ["history", "--history", join(dir, "none.sqlite")]]) {
      const r = rampartIn(dir, [...args, "--config", bad]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain("ERR_CONFIG");
      expect(r.stderr).toContain('Unrecognized key: "bogus"');
      expect(r.stdout).toBe("");
    }
  });

  it("their help says the file is only validated", () => {
    const r = rampartIn(dir, ["firewall", "scenarios", "--help"]);
    expect(r.stdout.replace(/\s+/g, " ")).toContain("this command reads no setting from it");
  });
});

describe("F13", () => {
  it("summary lines say 1 row / 1 error, not 1 rows / 1 errors", () => {
    expect(count(1, "row")).toBe("1 row");
    expect(count(0, "row")).toBe("0 rows");
    expect(count(2, "error")).toBe("2 errors");
    const r = rampartIn(dir, ["scan", "--jsonl", "-", "--quiet"], '{"id":null,"text":"x"}\n');
    expect(r.stderr).toContain("scan: 1 row · 0 pass · 0 flagged · 1 error\n");
    expect(r.code).toBe(2);
  });

  it("an error row for an id that is null or an object echoes no id, only the line", () => {
    const input = ['{"id":null,"text":"x"}', '{"id":{"x":1},"text":"y"}', '{"id":"ok","text":5}'].join("\n");
    for (const cmd of ["scan", "gate"]) {
      const r = rampartIn(dir, [cmd, "--jsonl", "-", "--quiet"], input);
      const rows = r.stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(rows.map((row) => ("id" in row ? row.id : "(none)"))).toEqual(["(none)", "(none)", "ok"]);
      expect(rows.map((row) => row.line)).toEqual([1, 2, 3]);
      expect(rows.every((row) => (row.error as { code: string }).code === "ERR_BAD_INPUT")).toBe(true);
      expect(r.code).toBe(2);
    }
  });

  it("start --json into a missing folder is refused before the server starts", () => {
    const r = rampartIn(PACKAGE_ROOT, ["start", "--no-progress", "--no-history", "--json", join(dir, "nofolder", "x.json")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--json/);
    expect(r.stderr).not.toContain("served at");
  });

  it("--baseline naming a missing file is refused (exit 2) unless --update-baseline creates it", () => {
    const missing = join(dir, "no-such-baseline.json");
    const r = rampartIn(PACKAGE_ROOT, ["start", "--no-progress", "--no-history", "--baseline", missing]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--baseline ${missing}: file not found`);
    expect(r.stderr).not.toContain("served at");
  });
});

describe("npm run bench -- --help", () => {
  it("prints every suite and flag and exits 0 without running a suite", () => {
    const r = spawnSync(process.execPath, ["--import", import.meta.resolve("tsx"), join(PACKAGE_ROOT, "bench/index.ts"), "--help"], { encoding: "utf8", timeout: 60_000 });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(usage());
    for (const s of SUITE_INFO) expect(r.stdout).toContain(`  ${s.name} `);
    expect(r.stdout).not.toContain("## ");
  });

  it("parses suites, skips flag values, refuses an unknown suite", () => {
    expect(parseBenchArgs(["-h"])).toEqual({ help: true });
    expect(parseBenchArgs(["gate", "--token-delay-ms", "5"])).toEqual({ help: false, suites: ["gate"] });
    expect(parseBenchArgs([])).toEqual({ help: false, suites: [] });
    expect(() => parseBenchArgs(["gaet"])).toThrow(/unknown bench suite "gaet"/);
  });

  it("refuses an unknown or misspelt flag in every suite, naming it and the closest flag", () => {
    for (const s of [...SUITE_INFO.map((x) => x.name), undefined]) {
      const args = s ? [s] : [];
      expect(() => parseBenchArgs([...args, "--throughput-onyl"])).toThrow(/unknown bench flag "--throughput-onyl"; did you mean --throughput-only\?/);
      expect(() => parseBenchArgs([...args, "--verbose"])).toThrow(/unknown bench flag "--verbose" \(npm run bench/);
    }
    expect(() => parseBenchArgs(["gate", "--token-delay-ms=5", "--quik"])).toThrow(/did you mean --quick\?/);
    expect(() => parseBenchArgs(["boundary", "--growth-rounds"])).toThrow(/--growth-rounds needs a value/);
    expect(() => parseBenchArgs(["boundary", "--growth-rounds="])).toThrow(/--growth-rounds needs a value/);
    expect(() => parseBenchArgs(["gate", "--token-delay-ms"])).toThrow(/--token-delay-ms needs a value/);
    expect(() => parseBenchArgs(["firewall", "--quick=yes"])).toThrow(/--quick takes no value/);
    expect(parseBenchArgs(["boundary", "--throughput-only", "--growth-rounds=3", "--data=/d", "--growth-row=x"])).toEqual({ help: false, suites: ["boundary"] });
    expect(parseBenchArgs(["firewall", "--quick", "--no-services", "--dispatch-only"])).toEqual({ help: false, suites: ["firewall"] });
  });

  it("a misspelt flag exits 2 with one ERR_ line before any suite runs", () => {
    const r = spawnSync(process.execPath, ["--import", import.meta.resolve("tsx"), join(PACKAGE_ROOT, "bench/index.ts"), "boundary", "--throughput-onyl"], { encoding: "utf8", timeout: 60_000 });
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe('error ERR_BAD_INPUT: unknown bench flag "--throughput-onyl"; did you mean --throughput-only? (npm run bench -- --help lists the flags)');
    expect(r.stdout).not.toContain("## ");
  });
});
