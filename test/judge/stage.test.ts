/**
 * The judge stage over a stage-1 report, with a scripted judge behind the OpenAI-compatible
 * fake: only stage-1 passes are graded for the gate, a block never becomes a pass, a judge
 * error is an error (exit 2), a dead provider and a spent budget stop the run cleanly, and
 * the summary and exit code are recomputed from the item list.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { applyJudgeStage, createJudge, TokenLedger, type JudgedReport } from "../../src/evaluation/judge/index.js";
import { createLlmClient } from "../../src/llm/index.js";
import type { FakeServer } from "../llm/servers/http.js";
import { startOpenAiServer } from "../llm/servers/openai.js";
import { goldenFor, stage1Report, stage1WithoutErrors } from "./fixtures.js";
import { answerOf, scriptJudge, verdict } from "./helpers.js";

let server: FakeServer;
beforeAll(async () => {
  server = await startOpenAiServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

/** Passes everything except answers that invent things. */
const honestJudge = (answer: string) => (answer.includes("invented") ? verdict("fail", "claims experience not in the baseline") : verdict("pass"));

async function run(report = stage1Report(), opts: { budget?: number; scope?: "passed" | "answered"; attempts?: number; url?: string } = {}): Promise<JudgedReport> {
  const ledger = new TokenLedger(opts.budget ? { tokens: opts.budget } : null);
  const client = createLlmClient({ provider: "openai", model: "m", baseUrl: opts.url ?? server.url, retry: { maxAttempts: 1 } }, {});
  const judge = createJudge(client, { repeats: 1, attempts: opts.attempts ?? 2, ledger });
  return applyJudgeStage(report, goldenFor(report), judge, { ledger, concurrency: 1, ...(opts.scope ? { scope: opts.scope } : {}) });
}

const statuses = (r: JudgedReport) => Object.fromEntries(r.items.map((i) => [i.id, i.status]));

describe("applyJudgeStage", () => {
  it("grades only stage-1 passes; a judge fail turns a pass into a fail; nothing else changes", async () => {
    scriptJudge(server, honestJudge);
    const r = await run(stage1WithoutErrors());
    expect(statuses(r)).toEqual({ "fact-01": "pass", "fact-02": "fail", "fact-03": "fail", "mask-01": "blocked", "inj-01": "pass" });
    expect(server.requests.map(answerOf).sort()).toEqual(["276명 중 1위였습니다.", "invented: 10 years at NASA", "죄송하지만 그 요청에는 답변할 수 없습니다."].sort());
    expect(r.items.find((i) => i.id === "fact-02")!.reasons.join(" ")).toContain("judge: fail — claims experience not in the baseline");
    // Summary and exit code come from the same list.
    expect(r.summary).toEqual({ total: 5, passed: 2, failed: 2, blocked: 1, errors: 0 });
    expect(r.exitCode).toBe(1);
    expect(r.axes.facts).toEqual({ total: 3, passed: 1, failed: 2, blocked: 0, errors: 0 });
    expect(r.judge).toMatchObject({ graded: 3, errors: 0, failedByJudge: 1, provider: "openai" });
  });

  it("a judge that would pass everything never unblocks a block nor rescues a fail", async () => {
    scriptJudge(server, () => verdict("pass"));
    const r = await run(stage1WithoutErrors(), { scope: "answered" });
    expect(statuses(r)["mask-01"]).toBe("blocked");
    expect(statuses(r)["fact-03"]).toBe("fail");
    // The blocked answer (personal data) was never sent to the provider.
    expect(server.requests.some((q) => q.raw.includes(Buffer.from("010-1234-5678")))).toBe(false);
  });

  it("a reply the target blocked (accepted by stage 1) is a deterministic refusal: not graded", async () => {
    scriptJudge(server, () => verdict("fail"));
    const report = stage1WithoutErrors();
    const inj = report.items.find((i) => i.id === "inj-01")!;
    inj.blockCode = "ERR_PROBE_FAILED";
    const r = await run(report);
    expect(r.items.find((i) => i.id === "inj-01")).toMatchObject({ status: "pass" });
    expect(r.items.find((i) => i.id === "inj-01")!.judge).toBeUndefined();
  });

  it("scope 'answered' grades stage-1 failures for agreement only", async () => {
    scriptJudge(server, () => verdict("fail"));
    const r = await run(stage1WithoutErrors(), { scope: "answered" });
    const f3 = r.items.find((i) => i.id === "fact-03")!;
    expect(f3.judge).toMatchObject({ state: "graded", counted: false, verdict: "fail" });
    expect(f3.reasons).toEqual(['missing must_include "1위"']);
    // fact-01, fact-02 (judge fail vs verifier supported) and fact-03 (fail vs unsupported).
    expect(r.judge!.agreement.overall.matrix).toEqual({ pass: { supported: 0, unsupported: 0 }, fail: { supported: 2, unsupported: 1 } });
  });

  it.each([
    { what: "unparsable every time", reply: { kind: "ok" as const, text: "Looks good to me!" }, reason: "no-json" },
    { what: "truncated every time", reply: { kind: "ok" as const, text: '{"verdict":"pass"', stop: "length" as const }, reason: "truncated" },
  ])("a verdict $what makes the item an error (exit 2), never a pass", async ({ reply, reason }) => {
    scriptJudge(server, () => reply);
    const r = await run(stage1WithoutErrors(), { attempts: 2 });
    const f1 = r.items.find((i) => i.id === "fact-01")!;
    expect(f1.status).toBe("error");
    expect(f1.error?.code).toBe("ERR_JUDGE");
    expect(f1.judge).toMatchObject({ state: "error", error: { reason } });
    expect(r.summary.errors).toBe(3);
    expect(r.exitCode).toBe(2);
  });

  it("a failing provider: after 3 consecutive failures no more calls, every graded item an error, exit 2", async () => {
    scriptJudge(server, () => ({ kind: "error", status: 503, type: "server_error", message: "overloaded" }));
    const many = stage1WithoutErrors();
    many.items = Array.from({ length: 8 }, (_, k) => ({ ...many.items[0]!, id: `p-${k}` }));
    const r = await run(many);
    expect(r.items.every((i) => i.status === "error")).toBe(true);
    expect(server.requests).toHaveLength(3);
    expect(r.items[7]!.error!.message).toMatch(/failed 3 times in a row/);
    expect(r.exitCode).toBe(2);
    expect(r.summary.passed).toBe(0);
  });

  it("an unreachable provider stops the stage at the first failure with one error naming the URL and the setting", async () => {
    const dead = await startOpenAiServer();
    const url = dead.url;
    await dead.close();
    const many = stage1WithoutErrors();
    many.items = Array.from({ length: 8 }, (_, k) => ({ ...many.items[0]!, id: `p-${k}` }));
    const err = await run(many, { url }).then(
      () => undefined,
      (e: unknown) => e as Error & { code: string; details: Record<string, unknown> },
    );
    expect(err?.code).toBe("ERR_PROVIDER");
    expect(err?.message).toBe(
      `judge openai ${url}/chat/completions: cannot connect (ECONNREFUSED) — check judge.baseUrl in rampart.config.yaml or --judge-base-url; the run stopped at the first connection failure`,
    );
    expect(err?.details).toMatchObject({ provider: "openai", code: "ECONNREFUSED", url: `${url}/chat/completions` });
  });

  it("a judge that accepts and never answers stops the stage after its first item's retries, saying each retry (break-it finding)", async () => {
    scriptJudge(server, () => ({ kind: "hang" }));
    const many = stage1WithoutErrors();
    many.items = Array.from({ length: 6 }, (_, k) => ({ ...many.items[0]!, id: `p-${k}` }));
    const ledger = new TokenLedger(null);
    const retries: string[] = [];
    const client = createLlmClient(
      {
        provider: "openai",
        model: "m",
        baseUrl: server.url,
        timeoutMs: 120,
        retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1 },
        onRetry: ({ attempt, error }) => retries.push(`${attempt} ${error.code}`),
      },
      {},
    );
    const judge = createJudge(client, { repeats: 1, attempts: 1, ledger });
    const err = await applyJudgeStage(many, goldenFor(many), judge, { ledger, concurrency: 1 }).then(
      () => undefined,
      (e: unknown) => e as Error & { code: string; details: Record<string, unknown> },
    );
    expect(err?.code).toBe("ERR_TIMEOUT");
    expect(err?.message).toMatch(new RegExp(`^judge openai ${server.url}/chat/completions: no answer in 2 attempt\\(s\\) \\(openai: no complete response within 120 ms\\) and none yet in this run`));
    expect(err?.message).toMatch(/--judge-timeout-ms/);
    // One item's two attempts, not six items' worth.
    expect(server.requests).toHaveLength(2);
    expect(retries).toEqual(["1 ERR_TIMEOUT"]);
  });

  it("a judge that has answered before: a later timeout is that item's error, the stage goes on", async () => {
    let k = 0;
    scriptJudge(server, () => (k++ === 1 ? { kind: "hang" } : verdict("pass")));
    const many = stage1WithoutErrors();
    many.items = Array.from({ length: 4 }, (_, i) => ({ ...many.items[0]!, id: `p-${i}` }));
    const ledger = new TokenLedger(null);
    const client = createLlmClient({ provider: "openai", model: "m", baseUrl: server.url, timeoutMs: 120, retry: { maxAttempts: 1 } }, {});
    const judge = createJudge(client, { repeats: 1, attempts: 1, ledger });
    const r = await applyJudgeStage(many, goldenFor(many), judge, { ledger, concurrency: 1 });
    expect(r.items.map((i) => i.status)).toEqual(["pass", "error", "pass", "pass"]);
    expect(r.items[1]!.error!.code).toBe("ERR_TIMEOUT");
  });

  it("a cancelled stage (Ctrl-C) grades nothing more: every item not graded yet is an ERR_INTERRUPTED error, never a pass", async () => {
    scriptJudge(server, honestJudge);
    const report = stage1WithoutErrors();
    const ledger = new TokenLedger(null);
    const client = createLlmClient({ provider: "openai", model: "m", baseUrl: server.url, retry: { maxAttempts: 1 } }, {});
    const judge = createJudge(client, { repeats: 1, attempts: 1, ledger });
    const ac = new AbortController();
    let graded = 0;
    const r = await applyJudgeStage(report, goldenFor(report), judge, {
      ledger,
      concurrency: 1,
      signal: ac.signal,
      onProgress: () => {
        if (++graded === 1) ac.abort();
      },
    });
    expect(server.requests).toHaveLength(1);
    const interrupted = r.items.filter((i) => i.judge?.state === "error" && i.judge.error.code === "ERR_INTERRUPTED");
    expect(interrupted.length).toBe(2);
    expect(interrupted.every((i) => i.status === "error")).toBe(true);
    expect(r.exitCode).toBe(2);
  });

  it("a spent budget stops grading: the rest are ERR_BUDGET errors and the run exits 2", async () => {
    scriptJudge(server, () => verdict("pass"));
    // 120 tokens per call on the fake; a 200-token budget allows two calls.
    const r = await run(stage1WithoutErrors(), { budget: 200 });
    expect(server.requests).toHaveLength(2);
    const inj = r.items.find((i) => i.id === "inj-01")!;
    expect(inj.status).toBe("error");
    expect(inj.error?.code).toBe("ERR_BUDGET");
    expect(r.judge!.ledger.exceeded).toBe(true);
    expect(r.exitCode).toBe(2);
  });

  it("keeps an exit code the runner set for other reasons (errors of stage 1)", async () => {
    scriptJudge(server, () => verdict("pass"));
    const r = await run(stage1Report());
    expect(statuses(r)["oos-01"]).toBe("error");
    expect(r.exitCode).toBe(2);
  });

  it("an item missing from the golden set is bad input (wrong baselines would be graded)", async () => {
    const report = stage1WithoutErrors();
    const golden = goldenFor(report);
    golden.items.pop();
    const ledger = new TokenLedger();
    const judge = createJudge(createLlmClient({ provider: "openai", model: "m", baseUrl: server.url }, {}), { repeats: 1, attempts: 1, ledger });
    await expect(applyJudgeStage(report, golden, judge, { ledger })).rejects.toMatchObject({ code: "ERR_BAD_INPUT" });
  });
});
