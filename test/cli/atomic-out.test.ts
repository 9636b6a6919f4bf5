/**
 * `rampart scan --out FILE` (and `gate --jsonl … --out`, the same batch runner) write their
 * output atomically: rows stream into a temporary file beside the target, renamed over it
 * when the batch is complete. A run that fails part way — here the file-size limit of the
 * process (`ulimit -f`: Node ignores SIGXFSZ, so the write fails with EFBIG) — leaves no
 * half-written output, no temporary file, and the previous file as it was.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { RampartError, runJsonlBatch } from "../../src/core/index.js";
import { CLI_ENTRY } from "../helpers/cli-build.js";

const dir = mkdtempSync(join(tmpdir(), "rampart-atomic-out-"));
/** 3,000 rows of about 130 bytes each: ~400 KB of scan output, far past a 64-block file-size limit. */
const ROWS = Array.from({ length: 3000 }, (_, i) => JSON.stringify({ id: `row-${i}`, text: `Quarterly report line ${i}: revenue grew in every region and the team met its goals.` })).join("\n") + "\n";

function scanUnderLimit(out: string, blocks: number | null) {
  const input = join(dir, "in.jsonl");
  writeFileSync(input, ROWS);
  const cmd = `${blocks === null ? "" : `ulimit -f ${blocks} && `}exec "$0" "$@"`;
  const r = spawnSync("sh", ["-c", cmd, process.execPath, CLI_ENTRY, "scan", "--jsonl", input, "--out", out, "--quiet"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
    timeout: 180_000,
  });
  return { code: r.status, signal: r.signal, stderr: r.stderr };
}

describe("scan --out is atomic", { timeout: 240_000 }, () => {
  it("a write that fails part way leaves the old file as it was and no temporary file", () => {
    const out = join(dir, "fail", "scan.jsonl");
    mkdirFor(out);
    writeFileSync(out, "OLD REPORT\n");
    const r = scanUnderLimit(out, 64);
    expect(r.signal).toBeNull(); // failed, not killed: the write error is handled
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/ERR_IO: cannot write output .*scan\.jsonl/);
    expect(readFileSync(out, "utf8")).toBe("OLD REPORT\n");
    expect(readdirSync(join(dir, "fail"))).toEqual(["scan.jsonl"]);
  });

  it("a complete run replaces the file whole (control: the same run without the limit)", () => {
    const out = join(dir, "ok", "scan.jsonl");
    mkdirFor(out);
    writeFileSync(out, "OLD REPORT\n");
    const r = scanUnderLimit(out, null);
    expect(r.code, r.stderr).toBe(0);
    const lines = readFileSync(out, "utf8").trimEnd().split("\n");
    expect(lines).toHaveLength(3000);
    expect(JSON.parse(lines[2999] as string).id).toBe("row-2999");
    expect(readdirSync(join(dir, "ok"))).toEqual(["scan.jsonl"]);
  });
});

describe("runJsonlBatch output", () => {
  it("an I/O failure of a row ends the batch without touching the output file", async () => {
    const folder = mkdtempSync(join(dir, "batch-"));
    const input = join(folder, "in.jsonl");
    const out = join(folder, "out.jsonl");
    writeFileSync(input, '{"id":1}\n{"id":2}\n{"id":3}\n');
    writeFileSync(out, "previous\n");
    const run = runJsonlBatch({
      input,
      output: out,
      process: async (row) => {
        if (row.id === 3) throw new RampartError("ERR_IO", "the store went away");
        return { row: { id: row.id, ok: true }, flagged: false };
      },
    });
    await expect(run).rejects.toThrow(/the store went away/);
    expect(readFileSync(out, "utf8")).toBe("previous\n");
    expect(readdirSync(folder).sort()).toEqual(["in.jsonl", "out.jsonl"]);
  });
});

function mkdirFor(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
}
