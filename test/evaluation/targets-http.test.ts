import { afterEach, describe, expect, it } from "vitest";
import { RampartError, isRampartError } from "../../src/core/index.js";
import { httpTarget, inProcessTarget, type InProcessAnswer } from "../../src/evaluation/index.js";
import { closedPortUrl, startServer, type ScriptedServer } from "./helpers/server.js";

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const json = { "content-type": "application/json; charset=utf-8" };

async function httpAsk(status: number, body: string, timeoutMs = 5_000) {
  server = await startServer(() => ({ status, headers: json, steps: [body] }));
  return httpTarget(server.url).ask("질문", { timeoutMs });
}

describe("httpTarget", () => {
  it.each([
    // status, body, expected reply — why
    [200, '{"type":"final","answer":"답","citations":["c"],"retrieved":[{"id":"c","score":1}]}', { kind: "final", answer: "답", citations: ["c"], retrieved: [{ id: "c", score: 1 }], streamedText: null }],
    [200, '{"answer":"답"}', { kind: "final", answer: "답", citations: [], retrieved: [], streamedText: null }], // type optional; lists default to empty
    [200, '{"type":"blocked","code":"ERR_LEAK_PII","message":"차단"}', { kind: "blocked", code: "ERR_LEAK_PII", message: "차단", streamedText: null }],
    [403, '{"type":"blocked","code":"ERR_LEAK_PII","message":"차단"}', { kind: "blocked", code: "ERR_LEAK_PII", message: "차단", streamedText: null }], // guarded servers answer a block with 4xx
  ])("%i %s", async (status, body, expected) => {
    expect(await httpAsk(status, body)).toEqual(expected);
    expect(server!.requests).toEqual([{ question: "질문" }]);
  });

  it.each([
    [500, '{"type":"blocked","code":"X","message":""}', "ERR_TARGET_UNAVAILABLE"], // a 5xx is never a verdict
    [404, "not found", "ERR_TARGET_UNAVAILABLE"], // a 4xx without a blocked body is a broken target
    [200, "{not json", "ERR_BAD_INPUT"],
    [200, '{"type":"final"}', "ERR_BAD_INPUT"], // no answer: malformed, never an empty pass
    [200, '{"answer": 42}', "ERR_BAD_INPUT"],
  ])("%i %s → %s", async (status, body, code) => {
    const e = await httpAsk(status, body).catch((x: unknown) => x);
    expect((e as RampartError).code).toBe(code);
  });

  it("connection refused is ERR_TARGET_UNAVAILABLE; a silent server is ERR_TIMEOUT", async () => {
    const refused = await httpTarget(await closedPortUrl()).ask("q", { timeoutMs: 5_000 }).catch((x: unknown) => x);
    expect((refused as RampartError).code).toBe("ERR_TARGET_UNAVAILABLE");
    server = await startServer(() => null);
    const slow = await httpTarget(server.url).ask("q", { timeoutMs: 200 }).catch((x: unknown) => x);
    expect((slow as RampartError).code).toBe("ERR_TIMEOUT");
  });
});

describe("inProcessTarget", () => {
  const run = (fn: () => Promise<unknown>, timeoutMs = 1_000) =>
    inProcessTarget(fn as () => Promise<InProcessAnswer>).ask("q", { timeoutMs });

  it("returns the function's answer, defaults filled", async () => {
    expect(await run(async () => ({ answer: "답", citations: ["c"] }))).toEqual({ kind: "final", answer: "답", citations: ["c"], retrieved: [], streamedText: null });
    expect(await run(async () => ({ type: "blocked", code: "B", message: "m" }))).toEqual({ kind: "blocked", code: "B", message: "m", streamedText: null });
  });

  it.each([
    // fn, code — why
    [async () => { throw new Error("boom"); }, "ERR_TARGET_UNAVAILABLE"], // a crashing pipeline is infrastructure
    [async () => { throw new RampartError("ERR_IO", "disk"); }, "ERR_IO"], // its own code is kept
    [async () => ({ answer: undefined }), "ERR_BAD_INPUT"], // a malformed result never passes
    [() => new Promise(() => {}), "ERR_TIMEOUT"], // ignores the signal: the deadline still holds
  ])("%# → %s", async (fn, code) => {
    const e = await run(fn as () => Promise<unknown>, 100).catch((x: unknown) => x);
    expect(isRampartError(e)).toBe(true);
    expect((e as RampartError).code).toBe(code);
  });
});
