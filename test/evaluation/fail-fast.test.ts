/**
 * Fail fast (issue 22): a target that cannot be reached at all stops the run at the first
 * failure with one ERR_TARGET_UNAVAILABLE naming its URL, instead of one error per item; a
 * target that answers with errors still has every item asked.
 */
import { describe, expect, it } from "vitest";
import { RampartError, parseConfig } from "../../src/core/index.js";
import { BAD_PORT, UNREACHABLE_CODES, unreachableCode } from "../../src/core/unreachable.js";
import { HANG_TIMEOUTS, parseGoldenSet, runEvaluation, sseTarget, type RunOptions, type Target } from "../../src/evaluation/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { closedPortUrl, startServer } from "./helpers/server.js";

const policy = compileGatePolicy(parseConfig({}));
const gate: RunOptions["gate"] = (a, probe) => deterministicGate(a, policy, { probe });
const golden = parseGoldenSet({
  name: "fail fast",
  items: Array.from({ length: 30 }, (_, k) => ({ id: `q${k}`, axis: "facts", question: `question ${k}`, baseline: "b", must_include: ["x"] })),
});

/** Counts the questions a target was asked. */
function counted(inner: Target): Target & { asked: number } {
  const t = {
    name: inner.name,
    asked: 0,
    ask: (q: string, o: Parameters<Target["ask"]>[1]) => {
      t.asked += 1;
      return inner.ask(q, o);
    },
  };
  return t;
}

const withCode = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:1`), { code });

describe("unreachableCode", () => {
  it("finds the code on the error, down its cause chain, or inside an AggregateError", () => {
    expect(unreachableCode(withCode("ECONNREFUSED"))).toBe("ECONNREFUSED");
    expect(unreachableCode(new TypeError("fetch failed", { cause: withCode("ENOTFOUND") }))).toBe("ENOTFOUND");
    const wrapped = new RampartError("ERR_PROVIDER", "openai: connection failed", { cause: new Error("Connection error.", { cause: new TypeError("fetch failed", { cause: new AggregateError([withCode("ECONNREFUSED")]) }) }) });
    expect(unreachableCode(wrapped)).toBe("ECONNREFUSED");
  });

  it("counts a port fetch refuses to use (the Fetch standard's bad ports) as unreachable", async () => {
    const err = await fetch("http://127.0.0.1:9/chat").then(() => undefined, (e: unknown) => e);
    expect(unreachableCode(err)).toBe(BAD_PORT);
    expect(unreachableCode(new Error("bad gateway"))).toBeUndefined();
  });

  it("is undefined for a reply that went wrong, a reset connection, and a cyclic chain", () => {
    expect(UNREACHABLE_CODES.has("ECONNRESET")).toBe(false);
    expect(unreachableCode(new TypeError("fetch failed", { cause: withCode("ECONNRESET") }))).toBeUndefined();
    expect(unreachableCode(new RampartError("ERR_TARGET_UNAVAILABLE", "HTTP 500"))).toBeUndefined();
    const a: { cause?: unknown } = {};
    a.cause = a;
    expect(unreachableCode(a)).toBeUndefined();
    expect(unreachableCode("ECONNREFUSED")).toBeUndefined();
  });
});

describe("runEvaluation against an unreachable target", () => {
  it("stops at the first refused connection with one error naming the URL (exit 2)", async () => {
    const url = await closedPortUrl();
    const target = counted(sseTarget(url));
    const err = await runEvaluation({ golden, goldenPath: "g.yaml", target, gate, concurrency: 3, timeoutMs: 5_000 }).then(
      () => undefined,
      (e: unknown) => e as RampartError,
    );
    expect(err).toBeInstanceOf(RampartError);
    expect(err?.code).toBe("ERR_TARGET_UNAVAILABLE");
    expect(err?.message).toMatch(new RegExp(`^sse ${url.replace(/[.]/g, "\\.")}: cannot connect \\(ECONNREFUSED\\) — is the target running at that address\\?`));
    expect(err?.details).toEqual({ target: `sse ${url}`, code: "ECONNREFUSED" });
    // At most one question per worker was in flight when the first failure came back.
    expect(target.asked).toBeLessThanOrEqual(3);
  });

  it("an unknown host stops the run the same way (ENOTFOUND)", async () => {
    const target = counted(sseTarget("http://rampart-no-such-host.invalid/chat"));
    const err = await runEvaluation({ golden, goldenPath: "g.yaml", target, gate, concurrency: 1, timeoutMs: 10_000 }).catch((e: unknown) => e as RampartError);
    expect((err as RampartError).details.code).toMatch(/^(ENOTFOUND|EAI_AGAIN)$/);
    expect(target.asked).toBe(1);
  });

  it("a target that answers with an error is not unreachable: every item is asked and becomes an error", async () => {
    const failing: Target = { name: "failing", ask: () => Promise.reject(new RampartError("ERR_TARGET_UNAVAILABLE", "failing: HTTP 500")) };
    const target = counted(failing);
    const report = await runEvaluation({ golden, goldenPath: "g.yaml", target, gate, concurrency: 3, timeoutMs: 5_000 });
    expect(target.asked).toBe(30);
    expect(report.summary.errors).toBe(30);
    expect(report.exitCode).toBe(2);
  });

  it("a target that accepts and never replies stops the run after HANG_TIMEOUTS timeouts in a row with one ERR_TIMEOUT naming it (break-it finding)", async () => {
    const server = await startServer(() => null); // reads the question, never answers
    try {
      const target = counted(sseTarget(server.url));
      const err = await runEvaluation({ golden, goldenPath: "g.yaml", target, gate, concurrency: 1, timeoutMs: 150 }).catch((e: unknown) => e as RampartError);
      expect(err).toBeInstanceOf(RampartError);
      expect((err as RampartError).code).toBe("ERR_TIMEOUT");
      expect((err as RampartError).message).toBe(
        `sse ${server.url}: no reply within 150 ms to ${HANG_TIMEOUTS} questions in a row — is the target hanging? The run stopped (${HANG_TIMEOUTS} of 30 items done).`,
      );
      expect(target.asked).toBe(HANG_TIMEOUTS);
    } finally {
      await server.close();
    }
  });

  it("timeouts with replies in between are item errors, not a hang: every item is asked", async () => {
    let k = 0;
    const slowEveryOther: Target = {
      name: "flaky",
      ask: () => (k++ % 2 === 0 ? Promise.reject(new RampartError("ERR_TIMEOUT", "flaky: no complete reply within 5 ms")) : Promise.resolve({ kind: "final" as const, answer: "x", citations: [], retrieved: [], streamedText: null })),
    };
    const target = counted(slowEveryOther);
    const report = await runEvaluation({ golden, goldenPath: "g.yaml", target, gate, concurrency: 1, timeoutMs: 5_000 });
    expect(target.asked).toBe(30);
    expect(report.summary.errors).toBe(15);
  });
});
