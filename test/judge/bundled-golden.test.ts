/**
 * The bundled golden set end to end with each judge provider: the reference chatbot over
 * real HTTP/SSE, stage 1 (gate, item rules, the seed-000 verifier over cited chunks), then the
 * judge over that provider's wire protocol on a local fake, the regression check, history,
 * JUnit and HTML — through `runGate`'s stage seam, as `rampart eval` runs it.
 *
 * The fake judge is scripted, so the κ figures here measure the plumbing, not a model: a
 * "lexical judge" passes an answer that shares enough character bigrams with its baseline (or
 * gives the same fixed phrase) and fails the rest.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVIDENCE_BOUNDARY } from "../../src/boundary/index.js";
import { judgeConfigSchema, loadConfig, packagePath } from "../../src/core/index.js";
import {
  loadGoldenSet,
  prepareJudgeRun,
  runGate,
  sseTarget,
  type GateFn,
  type ReportWithRegression,
  type VerifyFn,
} from "../../src/evaluation/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { PROVIDER_IDS, type ProviderId } from "../../src/llm/index.js";
import { citationVerifier, loadCorpus, startChatServer, type ChatServer } from "../../src/rag/index.js";
import type { FakeServer, RecordedRequest, Scenario } from "../llm/servers/http.js";
import { TEST_ACCOUNT } from "../llm/servers/workers-ai.js";
import { promptOf, SERVER_STARTERS, verdict } from "./helpers.js";

const { config } = loadConfig(packagePath("rampart.config.yaml"));
const chunks = loadCorpus(packagePath("corpus"));
const goldenPath = packagePath("golden.yaml");
const golden = loadGoldenSet(goldenPath);
const policy = compileGatePolicy(config);
const gate: GateFn = (answer, probe) => deterministicGate(answer, policy, probe ? { probe } : {});
const verifyChunks = citationVerifier(chunks);
const verify: VerifyFn = (answer, citations, item) => verifyChunks(answer, citations, { topics: item.topics, entities: item.entities });
const ENV = { RAMPART_JUDGE_API_KEY: "test-key", CLOUDFLARE_ACCOUNT_ID: TEST_ACCOUNT };
const dir = mkdtempSync(join(tmpdir(), "rampart-bundled-judge-"));

function bigrams(text: string): Set<string> {
  const t = text.replace(/\s+/g, "");
  const out = new Set<string>();
  for (let i = 0; i + 1 < t.length; i++) out.add(t.slice(i, i + 2));
  return out;
}

/** Scripted judge: ANSWER vs BASELINE by character-bigram overlap (share of the baseline's bigrams). */
export function lexicalJudge(req: RecordedRequest): Scenario {
  const [, answerSection = "", baselineSection = ""] = promptOf(req).split(EVIDENCE_BOUNDARY);
  const answer = answerSection.replace(/^ANSWER\n/, "");
  const baseline = baselineSection.replace(/^BASELINE\n/, "");
  const b = bigrams(baseline);
  const a = bigrams(answer);
  const shared = [...b].filter((x) => a.has(x)).length;
  return verdict(shared / Math.max(1, b.size) >= 0.3 ? "pass" : "fail", `bigram overlap ${shared}/${b.size}`);
}

async function gateRun(target: ChatServer, provider: ProviderId, fake: FakeServer, over: { scope?: "passed" | "answered"; history: string }) {
  const run = prepareJudgeRun(golden, {
    judgeConfig: judgeConfigSchema.parse({ concurrency: 4, cache: { enabled: false }, ...(over.scope ? { scope: over.scope } : {}) }),
    overrides: { judge: provider, judgeModel: "judge-m", judgeBaseUrl: fake.url },
    baseline: "last-good",
    history: over.history,
    junit: join(dir, `${provider}.xml`),
    html: join(dir, `${provider}.html`),
    env: ENV,
  });
  let printed = "";
  const out = new Writable({
    write(chunk: Buffer, _enc, done) {
      printed += chunk.toString("utf8");
      done();
    },
  });
  const report = (await runGate({
    golden,
    goldenPath,
    target: sseTarget(`${target.url}/chat`),
    gate,
    verify,
    phrases: { refusal: config.app.refusalPhrase, noEvidence: config.app.noEvidencePhrase },
    claimMinChars: config.evaluation.claimMinChars,
    concurrency: 4,
    timeoutMs: 30_000,
    baseline: false,
    stages: run.stages,
    renderExtra: (r) => run.lines(r),
    out,
    color: false,
  })) as ReportWithRegression;
  run.finish(report);
  return { report, printed };
}

let guarded: ChatServer;
let degraded: ChatServer;
const fakes = new Map<ProviderId, FakeServer>();
beforeAll(async () => {
  guarded = await startChatServer({ config, chunks, tokenDelayMs: 0 });
  // A degraded deployment: the résumé's experience and profile files are missing from its index,
  // so some answers go wrong — the verifier (over the full corpus) and the judge both have something to catch.
  degraded = await startChatServer({ config, chunks: chunks.filter((c) => !/^resume\/(experience|profile)\.md#/.test(c.id)), tokenDelayMs: 0 });
  for (const p of PROVIDER_IDS) fakes.set(p, await SERVER_STARTERS[p]());
});
afterAll(async () => {
  await Promise.all([guarded.close(), degraded.close(), ...[...fakes.values()].map((f) => f.close())]);
  rmSync(dir, { recursive: true, force: true });
});

describe.each(PROVIDER_IDS.map((p) => ({ provider: p })))("bundled golden set, judge over $provider", ({ provider }) => {
  it("guarded chatbot, a judge that agrees: every item passes, exit 0, one story everywhere", async () => {
    const fake = fakes.get(provider)!;
    fake.requests.length = 0;
    fake.fallback = () => verdict("pass");
    const { report, printed } = await gateRun(guarded, provider, fake, { history: join(dir, `${provider}.sqlite`) });
    expect(report.items.filter((i) => i.status !== "pass").map((i) => `${i.id}: ${i.reasons.join("; ")}`)).toEqual([]);
    expect(report.exitCode).toBe(0);
    // Every stage-1 pass was graded except replies the target itself blocked.
    const graded = report.items.filter((i) => i.judge?.state === "graded").length;
    expect(graded).toBe(fake.requests.length);
    expect(graded).toBe(report.items.filter((i) => i.blockCode === undefined && i.reply !== "blocked").length);
    expect(report.judge).toMatchObject({ provider, errors: 0, failedByJudge: 0 });
    expect(printed).toContain(`golden: ${report.summary.passed}/${report.summary.total} pass`);
    expect(printed).toContain("agreement with the verifier");
    expect(printed.trimEnd().endsWith("exit code: 0")).toBe(true);
    // Korean went out as raw UTF-8.
    expect(fake.requests.every((q) => !/\\u[0-9a-fA-F]{4}/.test(q.raw.toString("latin1")))).toBe(true);
    expect(readFileSync(join(dir, `${provider}.xml`), "utf8")).toContain(`tests="${report.summary.total}" failures="0" errors="0"`);
  });
});

describe("agreement on a degraded chatbot (scope answered, lexical fake judge)", () => {
  it("κ is computed over items both graded; blocked answers never reach the judge", async () => {
    const fake = fakes.get("anthropic")!;
    fake.requests.length = 0;
    fake.fallback = lexicalJudge;
    const { report, printed } = await gateRun(degraded, "anthropic", fake, { scope: "answered", history: join(dir, "degraded.sqlite") });
    const a = report.judge!.agreement.overall;
    expect(a.n).toBeGreaterThan(0);
    expect(a.n).toBe(a.matrix.pass.supported + a.matrix.pass.unsupported + a.matrix.fail.supported + a.matrix.fail.unsupported);
    // Nothing stage 1 blocked was sent: no blocked item carries a judge record.
    expect(report.items.filter((i) => i.status === "blocked" && i.judge)).toEqual([]);
    expect(report.exitCode).toBe(1);
    // The printed κ table carries the same overall row as the report.
    expect(printed).toMatch(new RegExp(`overall\\s+${a.n}\\s`));
  });
});
