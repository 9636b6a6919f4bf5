/**
 * SIGINT / SIGTERM during a streamed `--out` write removes the hidden temporary file
 * (`.<name>.<pid>.<rand>.tmp`) and the process still dies of the signal (the shell sees
 * 130 / 143); the target is never created half-written.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI_ENTRY } from "../helpers/cli-build.js";

const rows = Array.from({ length: 60_000 }, (_, i) => JSON.stringify({ id: `r${i}`, text: `Zeile ${i}: 회의 메모, nothing to see here. Réunion à ${i % 24} h.` })).join("\n") + "\n";

function waitFor(pred: () => boolean, tries = 600): Promise<boolean> {
  return new Promise((resolve) => {
    const tick = (left: number) => {
      if (pred()) return resolve(true);
      if (left === 0) return resolve(false);
      setTimeout(() => tick(left - 1), 50);
    };
    tick(tries);
  });
}

describe.skipIf(process.platform === "win32")("an interrupted --out write", () => {
  for (const [signal, command] of [
    ["SIGINT", "scan"],
    ["SIGTERM", "gate"],
  ] as const) {
    it(`${signal} during ${command} --out leaves no temporary file and dies of the signal`, async () => {
      const dir = mkdtempSync(join(tmpdir(), "rampart-sig-"));
      writeFileSync(join(dir, "in.jsonl"), rows);
      const child = spawn(process.execPath, [CLI_ENTRY, command, "--jsonl", "in.jsonl", "--out", "out.jsonl"], { cwd: dir, stdio: "ignore", env: { ...process.env, NO_COLOR: "1" } });
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, sig) => resolve({ code, signal: sig })));
      const temps = () => readdirSync(dir).filter((f) => f.endsWith(".tmp"));
      const started = await waitFor(() => temps().length > 0);
      expect(started).toBe(true);
      child.kill(signal);
      const end = await exited;
      expect(end.signal).toBe(signal);
      expect(temps()).toEqual([]);
      expect(existsSync(join(dir, "out.jsonl"))).toBe(false);
    }, 60_000);
  }
});
