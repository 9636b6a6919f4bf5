/**
 * Break-it report item 4: `--quiet` is taken by every command (docs/contracts.md), a
 * `--concurrency` below 1 says "an integer ≥ 1", and `neutralize` refuses a file that is not
 * UTF-8 like `scan` does (exit 2).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI_ENTRY } from "../helpers/cli-build.js";

const dir = mkdtempSync(join(tmpdir(), "rampart-robust-flags-"));

function rampart(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [CLI_ENTRY, ...args], { cwd: dir, encoding: "utf8", input, timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("CLI flags", () => {
  it("--quiet is accepted by a command that does not declare it, before or after its name, and drops the config line", () => {
    for (const args of [["history", "--quiet"], ["--quiet", "history"]]) {
      const r = rampart(args);
      expect(r.stderr).not.toContain("unknown option");
      expect(r.stderr).not.toContain("config:");
    }
    expect(rampart(["history"]).stderr).toContain("config:");
    expect(rampart(["eval", "--quiet", "--help"]).code).toBe(0);
  });

  it("--quiet still reaches a command that reads it (neutralize: no config line)", () => {
    const r = rampart(["neutralize", "--quiet", "-"], "hello");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("hello");
    expect(r.stderr).toBe("");
  });

  it("--concurrency -5 and 0 say an integer ≥ 1, exit 2", () => {
    for (const v of ["-5", "0", "1.5"]) {
      const r = rampart(["eval", "--concurrency", v]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain("--concurrency must be an integer ≥ 1");
    }
  });

  it("neutralize refuses a file that is not UTF-8 (exit 2), file or stdin", () => {
    const bad = join(dir, "latin1.txt");
    writeFileSync(bad, Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x6f, 0x6b, 0x0a])); // "café ok" in Latin-1
    const r = rampart(["neutralize", bad]);
    expect(r.code).toBe(2);
    // The byte offset of the bad byte itself (é = 0xe9 at offset 3), not "within the first N bytes".
    expect(r.stderr).toContain("is not UTF-8 text (first invalid byte sequence at byte offset 3)");
    expect(r.stdout).toBe("");
    const good = join(dir, "utf8.txt");
    writeFileSync(good, "café 정산 ok\n");
    expect(rampart(["neutralize", good]).stdout).toBe("café 정산 ok\n");
  });
});
