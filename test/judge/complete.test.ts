/**
 * `completeEvaluation` — judge stage, regression check, history and report files in one call —
 * with each provider's wire protocol on a local fake server. The faults of issue 6 each give
 * their documented outcome here, on the same report the CLI prints and exits with.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeConfigSchema } from "../../src/core/index.js";
import { completeEvaluation } from "../../src/evaluation/judge/index.js";
import { PROVIDER_IDS, type ProviderId } from "../../src/llm/index.js";
import type { FakeServer } from "../llm/servers/http.js";
import { TEST_ACCOUNT } from "../llm/servers/workers-ai.js";
import { goldenFor, stage1WithoutErrors } from "./fixtures.js";
import { scriptJudge, SERVER_STARTERS, verdict } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "rampart-complete-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ENV = { RAMPART_JUDGE_API_KEY: "test-key", CLOUDFLARE_ACCOUNT_ID: TEST_ACCOUNT };
const config = (over: Record<string, unknown> = {}) =>
  judgeConfigSchema.parse({ retry: { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 10 }, cache: { enabled: false }, concurrency: 2, ...over });

describe.each(PROVIDER_IDS.map((p) => ({ provider: p as ProviderId })))("completeEvaluation with $provider", ({ provider }) => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await SERVER_STARTERS[provider]();
  });
  afterAll(() => server.close());

  it("grades, records, compares with the last good run and writes JUnit and HTML", async () => {
    const history = join(dir, `${provider}.sqlite`);
    const junit = join(dir, `${provider}.xml`);
    const html = join(dir, `${provider}.html`);
    const stage1 = stage1WithoutErrors();
    const golden = goldenFor(stage1);
    const good = { ...stage1, items: stage1.items.filter((i) => i.status === "pass"), exitCode: 0 as const };

    // Run 1: everything passes (the judge agrees) → a good run is recorded.
    scriptJudge(server, () => verdict("pass"));
    const first = await completeEvaluation(good, golden, { judgeConfig: config(), overrides: { judge: provider, judgeModel: "m", judgeBaseUrl: server.url }, history, baseline: "last-good", env: ENV, cwd: dir });
    expect(first.report.exitCode).toBe(0);
    expect(first.lines.join("\n")).toContain("no earlier good run");

    // Run 2: a 429 with Retry-After is waited out, the judge fails the invented answer → regression, exit 1.
    server.enqueue({ kind: "error", status: 429, message: "slow down", headers: { "retry-after": "0" } });
    scriptJudge(server, (a) => (a.includes("invented") ? verdict("fail", "not in the baseline") : verdict("pass")));
    const second = await completeEvaluation(good, golden, {
      judgeConfig: config(),
      overrides: { judge: provider, judgeModel: "m", judgeBaseUrl: server.url },
      history,
      baseline: "last-good",
      junit,
      html,
      env: ENV,
      cwd: dir,
      label: "run-2",
    });
    const r = second.report;
    expect(r.exitCode).toBe(1);
    expect(r.regression?.regressed).toEqual([{ id: "fact-02", axis: "facts", now: "fail" }]);
    expect(second.lines.join("\n")).toMatch(/regression: 1 item\(s\) passed in last good run #1/);
    expect(second.lines.join("\n")).toMatch(/agreement with the verifier/);
    expect(r.judge?.provider).toBe(provider);
    // Files on disk agree with the report.
    expect(readFileSync(junit, "utf8")).toContain(`failures="${r.summary.failed + r.summary.blocked}"`);
    expect(readFileSync(html, "utf8")).toContain("fact-02");
  });

  it("a provider that only errors: every graded item is an error, exit 2, reports still written", async () => {
    const html = join(dir, `${provider}-down.html`);
    scriptJudge(server, () => ({ kind: "error", status: 503, message: "down" }));
    const stage1 = stage1WithoutErrors();
    const { report } = await completeEvaluation(stage1, goldenFor(stage1), {
      judgeConfig: config(),
      overrides: { judge: provider, judgeModel: "m", judgeBaseUrl: server.url },
      history: false,
      html,
      env: ENV,
    });
    expect(report.summary.errors).toBe(3);
    expect(report.summary.passed).toBe(0); // not "0 failures": nothing is reported as passing
    expect(report.exitCode).toBe(2);
    expect(existsSync(html)).toBe(true);
  });
});

describe("completeEvaluation without a judge", () => {
  it("is stage 1 only when no provider is selected", async () => {
    const stage1 = stage1WithoutErrors();
    const { report, lines } = await completeEvaluation(stage1, goldenFor(stage1), { judgeConfig: config(), history: false });
    expect(report.judge).toBeUndefined();
    expect(report.exitCode).toBe(1);
    expect(lines).toEqual([]);
  });

  it.each([
    { opts: { baseline: "previous" }, msg: /only "last-good"/ },
    { opts: { baseline: "last-good", history: false as const }, msg: /needs the run history/ },
    { opts: { overrides: { judge: "gemini" } }, msg: /unknown provider "gemini"/ },
    { opts: { overrides: { judge: "openai" } }, msg: /--judge-model/ },
    { opts: { overrides: { judge: "openai", judgeModel: "m", budget: "lots" } }, msg: /--budget/ },
  ])("rejects bad options: $msg", async ({ opts, msg }) => {
    const stage1 = stage1WithoutErrors();
    await expect(completeEvaluation(stage1, goldenFor(stage1), { judgeConfig: config(), history: false, env: ENV, ...opts })).rejects.toThrow(msg);
  });
});
