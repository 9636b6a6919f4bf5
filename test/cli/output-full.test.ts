/**
 * A batch output that fails while it is written (`--out /dev/full`: ENOSPC on the first
 * flush) is one `error ERR_IO` line naming the path and exit 2 — never an unhandled 'error'
 * event and exit 1 (1 is a policy verdict). A stdout that fails is reported once.
 */
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI_ENTRY } from "../helpers/cli-build.js";
import { rampartInProcess } from "../helpers/cli-inprocess.js";

const FULL = "/dev/full";
const dir = mkdtempSync(join(tmpdir(), "rampart-full-"));
const rows = join(dir, "rows.jsonl");
writeFileSync(rows, ['{"id":"a","text":"Das Wetter ist heute schön."}', '{"id":"b","text":"회의는 3시에 시작합니다."}'].join("\n") + "\n");

describe.skipIf(!existsSync(FULL))("a failing --out write", () => {
  for (const command of ["scan", "gate"]) {
    it(`${command} --out /dev/full: one ERR_IO line naming the path, exit 2`, async () => {
      const r = await rampartInProcess([command, "--jsonl", rows, "--out", FULL], { cwd: dir, env: { NO_COLOR: "1" } });
      expect(r.code).toBe(2);
      const errors = r.stderr.split("\n").filter((l) => l.startsWith("error"));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^error ERR_IO: cannot write output \/dev\/full: ENOSPC/);
    });
  }

  it("scan with stdout on /dev/full (real process): the ERR_IO line once, exit 2", () => {
    const fd = openSync(FULL, "w");
    try {
      const r = spawnSync(process.execPath, [CLI_ENTRY, "scan", "--jsonl", rows], {
        cwd: dir,
        stdio: ["ignore", fd, "pipe"],
        encoding: "utf8",
        env: { ...process.env, NO_COLOR: "1" },
        timeout: 120_000,
      });
      expect(r.status).toBe(2);
      const errors = r.stderr.split("\n").filter((l) => l.startsWith("error"));
      expect(errors).toEqual([expect.stringMatching(/^error ERR_IO: cannot write to stdout: ENOSPC/)]);
    } finally {
      closeSync(fd);
    }
  });
});
