/**
 * `rampart serve` as a user runs it: a real process, a real port, real bytes, a real signal.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../../src/core/index.js";
import { postChat } from "./sse.js";
import { CLI_ENTRY } from "../helpers/cli-build.js";

function startCli(args: string[]) {
  const child = spawn(process.execPath, [CLI_ENTRY, ...args], {
    cwd: PACKAGE_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const firstLine = new Promise<string>((resolve, reject) => {
    const check = () => {
      const nl = stdout.indexOf("\n");
      if (nl >= 0) resolve(stdout.slice(0, nl));
    };
    child.stdout.on("data", check);
    void exited.then((code) => reject(new Error(`exited ${code} before printing: ${stderr}`)));
  });
  return { child, firstLine, exited, output: () => ({ stdout, stderr }) };
}

describe("rampart serve", () => {
  it("prints exactly `listening on http://127.0.0.1:PORT`, serves SSE, exits 0 on SIGTERM", async () => {
    const run = startCli(["serve", "--port", "0", "--token-delay-ms", "0"]);
    try {
      const line = await run.firstLine;
      expect(line).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
      const url = line.slice("listening on ".length);
      const reply = await postChat(url, { question: "도하린의 학력은?" });
      expect(reply.messages.at(-1)).toBe("[DONE]");
      expect(reply.messages.at(-2)).toMatchObject({ type: "final" });
    } finally {
      run.child.kill("SIGTERM");
    }
    expect(await run.exited).toBe(0);
  });

  it("--corpus serves another folder; --unguarded switches the guards off", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-serve-"));
    writeFileSync(join(dir, "memo.md"), "# 메모\n\n## 연락\n\n담당자 전화는 010-2222-3333 이다.\n");
    const run = startCli(["serve", "--corpus", dir, "--unguarded", "--token-delay-ms", "0"]);
    try {
      const url = (await run.firstLine).slice("listening on ".length);
      const reply = await postChat(url, { question: "담당자 전화는?" });
      expect(reply.messages.at(-2)).toMatchObject({ type: "final", answer: "담당자 전화는 010-2222-3333 이다." });
      expect(run.output().stderr).toMatch(/UNGUARDED/);
    } finally {
      run.child.kill("SIGTERM");
    }
    expect(await run.exited).toBe(0);
  });

  it.each([
    // why: bad input exits 2 before listening, naming the problem
    ["a missing corpus", ["serve", "--corpus", "/nonexistent/rampart"], /ERR_BAD_INPUT: corpus has 1 error/],
    ["a bad port", ["serve", "--port", "70000"], /--port must be at most 65535/],
    ["a negative delay", ["serve", "--token-delay-ms", "-5"], /--token-delay-ms must be a non-negative integer/],
    ["an unknown gate mode", ["serve", "--gate-mode", "sometimes"], /--gate-mode must be answer or stream/],
  ])("%s exits 2", async (_why, args, message) => {
    const run = startCli(args);
    run.firstLine.catch(() => {});
    expect(await run.exited).toBe(2);
    expect(run.output().stderr).toMatch(message);
    expect(run.output().stdout).toBe("");
  });
});
