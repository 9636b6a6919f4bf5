/**
 * A hostile or broken target, over real local HTTP: every protocol fault (L4) and every
 * unbounded reply (L2) makes that item an `error` with a clear message — never a pass, never
 * a fail — and the run's exit code 2. Each row is one way a server misbehaves.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../../src/core/index.js";
import { httpTarget, runEvaluation, sseTarget, type GoldenSet, type Target } from "../../src/evaluation/index.js";
import { DONE, ev, startServer, type ScriptedServer, type Step } from "./helpers/server.js";
import { CLI_ENTRY } from "../helpers/cli-build.js";
import { rampartInProcess } from "../helpers/cli-inprocess.js";

const GOLDEN: GoldenSet = {
  name: "hostile",
  items: [{ id: "h-01", axis: "facts", question: "q", baseline: "b", must_include: [], must_not_include: [], topics: [], entities: [], gold_chunk_ids: [] }],
} as unknown as GoldenSet;
const PASS_GATE = () => ({ action: "pass" as const, findings: [] });
const SSE = { "content-type": "text/event-stream" };
const JSON_CT = { "content-type": "application/json" };
const FINAL = { type: "final", answer: "b", citations: [], retrieved: [] };

type Plan = { status?: number; headers?: Record<string, string>; steps: Step[] } | ((res: ServerResponse) => null);

/** Writes `: ping` comments (or `chunk`) forever, until the client goes away. */
function forever(headers: Record<string, string>, chunk: string, everyMs: number): (res: ServerResponse) => null {
  return (res) => {
    res.writeHead(200, headers);
    res.flushHeaders();
    const t = setInterval(() => res.write(chunk), everyMs);
    res.on("close", () => clearInterval(t));
    return null;
  };
}

const BIG = "가".repeat(40_000); // 120 000 bytes of UTF-8

// kind, why, server plan, expected code, message part
const ROWS: Array<[kind: "sse" | "http", why: string, code: string, part: string, plan: Plan]> = [
  ["sse", "HTTP 500", "ERR_TARGET_UNAVAILABLE", "HTTP 500", { status: 500, headers: SSE, steps: [ev(FINAL), DONE] }],
  ["sse", "a redirect (not followed)", "ERR_TARGET_UNAVAILABLE", "HTTP 302", { status: 302, headers: { location: "http://127.0.0.1:9/chat" }, steps: [] }],
  ["sse", "text/html instead of an event stream", "ERR_TARGET_UNAVAILABLE", "expected text/event-stream", { headers: { "content-type": "text/html" }, steps: [ev(FINAL), DONE] }],
  ["sse", "no content type", "ERR_TARGET_UNAVAILABLE", "expected text/event-stream", { headers: {}, steps: [ev(FINAL), DONE] }],
  ["sse", "malformed JSON in data", "ERR_BAD_INPUT", "not valid JSON", { headers: SSE, steps: ["data: {\"type\": \"final\", \"answer\": \"b\"\n\n", DONE] }],
  ["sse", "blocked event without a code", "ERR_BAD_INPUT", "code", { headers: SSE, steps: [ev({ type: "blocked", message: "no" }), DONE] }],
  ["sse", "blocked event with an empty code", "ERR_BAD_INPUT", "code", { headers: SSE, steps: [ev({ type: "blocked", code: "", message: "no" }), DONE] }],
  ["sse", "blocked event with a numeric code", "ERR_BAD_INPUT", "code", { headers: SSE, steps: [ev({ type: "blocked", code: 451, message: "no" }), DONE] }],
  ["sse", "final event without an answer", "ERR_BAD_INPUT", "answer", { headers: SSE, steps: [ev({ type: "final", citations: [] }), DONE] }],
  ["sse", "an unknown event type", "ERR_BAD_INPUT", "type", { headers: SSE, steps: [ev({ type: "pass" }), ev(FINAL), DONE] }],
  ["sse", "an event after the final one", "ERR_BAD_INPUT", "event after the final event", { headers: SSE, steps: [ev(FINAL), ev(FINAL), DONE] }],
  ["sse", "connection reset mid-stream", "ERR_STREAM_CUT", "connection lost mid-stream", { headers: SSE, steps: [ev({ type: "token", text: "부분" }), { pause: 20 }, { destroy: true }] }],
  ["sse", "stream ends without [DONE]", "ERR_STREAM_CUT", "without [DONE]", { headers: SSE, steps: [ev(FINAL)] }],
  ["sse", "[DONE] without a final event", "ERR_STREAM_CUT", "without a final or blocked event", { headers: SSE, steps: [ev({ type: "token", text: "b" }), DONE] }],
  ["sse", "a reply larger than maxReplyBytes", "ERR_BAD_INPUT", "exceeds maxReplyBytes", { headers: SSE, steps: [ev({ type: "token", text: BIG }), ev(FINAL), DONE] }],
  ["sse", "a declared Content-Length above maxReplyBytes", "ERR_BAD_INPUT", "exceeds maxReplyBytes", { headers: { ...SSE, "content-length": "9999999" }, steps: [] }],
  ["sse", "tokens that never end", "ERR_BAD_INPUT", "exceeds maxReplyBytes", forever(SSE, ev({ type: "token", text: "a".repeat(1000) }), 2)],
  ["sse", "keep-alive comments that never end", "ERR_TIMEOUT", "no complete reply within", forever(SSE, ": ping\n\n", 20)],
  ["sse", "headers that never come", "ERR_TIMEOUT", "no complete reply within", () => null],
  ["http", "text/plain instead of JSON", "ERR_TARGET_UNAVAILABLE", "expected application/json", { headers: { "content-type": "text/plain" }, steps: [JSON.stringify(FINAL)] }],
  ["http", "malformed JSON", "ERR_BAD_INPUT", "not valid JSON", { headers: JSON_CT, steps: ['{"answer": "b"'] }],
  ["http", "a 403 whose blocked body has no code", "ERR_TARGET_UNAVAILABLE", "HTTP 403", { status: 403, headers: JSON_CT, steps: [JSON.stringify({ type: "blocked", message: "no" })] }],
  ["http", "blocked without a code in a 200", "ERR_BAD_INPUT", "code", { headers: JSON_CT, steps: [JSON.stringify({ type: "blocked", message: "no" })] }],
  ["http", "a reply larger than maxReplyBytes", "ERR_BAD_INPUT", "exceeds maxReplyBytes", { headers: JSON_CT, steps: [JSON.stringify({ ...FINAL, answer: BIG })] }],
  ["http", "a JSON body that never ends", "ERR_TIMEOUT", "no complete reply within", forever(JSON_CT, " ", 20)],
  ["http", "connection reset mid-body", "ERR_TARGET_UNAVAILABLE", "request failed", { headers: JSON_CT, steps: ['{"answer": "b", ', { pause: 20 }, { destroy: true }] }],
  ["http", "a redirect (not followed)", "ERR_TARGET_UNAVAILABLE", "HTTP 307", { status: 307, headers: { location: "http://127.0.0.1:9/" }, steps: [] }],
];

const servers: ScriptedServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function serve(plan: Plan): Promise<ScriptedServer> {
  const s = await startServer((_body, res) => (typeof plan === "function" ? plan(res) : plan));
  servers.push(s);
  return s;
}

/**
 * A row that must time out gets 400 ms (the test stays short); every other row ends on its
 * own and gets 10 s, so a busy machine never turns its fault into ERR_TIMEOUT.
 */
function run(target: Target, timeoutMs = 10_000) {
  return runEvaluation({ golden: GOLDEN, goldenPath: "hostile.yaml", target, gate: PASS_GATE, concurrency: 1, timeoutMs, maxReplyBytes: 64 * 1024 });
}

describe("a hostile target: each fault is an item error, exit 2 — never a pass", () => {
  it.each(ROWS)("%s: %s → %s", async (kind, _why, code, part, plan) => {
    const s = await serve(plan);
    const report = await run(kind === "sse" ? sseTarget(s.url) : httpTarget(s.url), code === "ERR_TIMEOUT" ? 400 : 10_000);
    const item = report.items[0]!;
    expect(item.status).toBe("error");
    expect(item.error?.code).toBe(code);
    expect(item.error?.message).toContain(part);
    expect(report.summary).toMatchObject({ passed: 0, failed: 0, errors: 1 });
    expect(report.exitCode).toBe(2);
  });

  it.each(["sse", "http"] as const)("control: a well-behaved %s target under the same bounds passes", async (kind) => {
    const s = await serve(kind === "sse" ? { headers: SSE, steps: [ev({ type: "token", text: "b" }), ev(FINAL), DONE] } : { headers: JSON_CT, steps: [JSON.stringify(FINAL)] });
    const report = await run(kind === "sse" ? sseTarget(s.url) : httpTarget(s.url));
    expect(report.items[0]!.status).toBe("pass");
    expect(report.exitCode).toBe(0);
  });

  it("the default bound is 1 MiB: a 1.2 MB reply is refused without any option", async () => {
    const s = await serve({ headers: SSE, steps: [ev({ type: "token", text: "가".repeat(400_000) }), ev(FINAL), DONE] });
    const report = await runEvaluation({ golden: GOLDEN, goldenPath: "hostile.yaml", target: sseTarget(s.url), gate: PASS_GATE, concurrency: 1, timeoutMs: 5_000 });
    expect(report.items[0]!.error?.message).toContain("exceeds maxReplyBytes");
  });
});

describe("rampart eval --max-reply-bytes", () => {
  const dir = mkdtempSync(join(tmpdir(), "rampart-hostile-"));
  const golden = join(dir, "golden.yaml");
  writeFileSync(golden, "name: hostile\nitems:\n  - id: h-01\n    axis: facts\n    question: q\n    baseline: b\n");
  writeFileSync(join(dir, "bl.json"), "{}\n"); // an explicit --baseline must exist (a missing one is exit 2)
  let big: ScriptedServer;
  beforeAll(async () => {
    big = await serve({ headers: SSE, steps: [ev({ type: "token", text: "b".repeat(5_000) }), ev({ ...FINAL, answer: "b".repeat(5_000) }), DONE] });
  });

  function rampart(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(process.execPath, [CLI_ENTRY, "eval", golden, "--target", big.url, "--no-progress", "--no-history", "--baseline", join(dir, "bl.json"), ...args], { cwd: PACKAGE_ROOT, timeout: 60_000, env: { ...process.env, NO_COLOR: "1" } }, (err, stdout, stderr) =>
        resolve({ code: err ? (typeof err.code === "number" ? err.code : -1) : 0, stdout, stderr }),
      );
    });
  }

  /** The same run in-process (`main`, test/helpers/cli-inprocess.ts), NO_COLOR for the run only. */
  const inProcess = (...args: string[]) =>
    rampartInProcess(["eval", golden, "--target", big.url, "--no-progress", "--no-history", "--baseline", join(dir, "bl.json"), ...args], { cwd: PACKAGE_ROOT, env: { NO_COLOR: "1" } });

  it("an oversized reply is an ERROR item and exit 2 (a real process); --max-reply-bytes 0 is bad input (in-process)", async () => {
    const r = await rampart("--max-reply-bytes", "4096");
    expect(r.stdout.split("\n")[0]).toBe("golden: 0/1 pass · 1 ERROR (ERR_BAD_INPUT)");
    expect(r.stdout).toContain("exceeds maxReplyBytes");
    expect(r.code).toBe(2);
    const zero = await inProcess("--max-reply-bytes", "0");
    expect(zero.stderr).toContain("--max-reply-bytes must be at least 1");
    expect(zero.code).toBe(2);
  });
});
