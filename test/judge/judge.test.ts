/**
 * The judge against fake provider servers: bytes on the wire, retries of unusable verdicts,
 * the cache (which never stores an error), repeats with majority vote, and the budget.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createDiskCache,
  createJudge,
  majorityVote,
  TokenLedger,
  type JudgeVerdict,
} from "../../src/evaluation/judge/index.js";
import { createLlmClient, PROVIDER_IDS, type ProviderId } from "../../src/llm/index.js";
import type { FakeServer } from "../llm/servers/http.js";
import { SERVER_STARTERS, scriptJudge, verdict } from "./helpers.js";

const INPUT = { question: "최종 순위는?", answer: "276명 중 1위였습니다.", baseline: "교내 대회에서 276명 중 1위." };
const tmpDirs: string[] = [];
function tmpCache(): string {
  const d = mkdtempSync(join(tmpdir(), "rampart-judge-cache-"));
  tmpDirs.push(d);
  return d;
}
afterAll(() => tmpDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function client(provider: ProviderId, server: FakeServer) {
  return createLlmClient({ provider, model: "judge-m", baseUrl: server.url, apiKey: "k", retry: { maxAttempts: 2, baseDelayMs: 5 } }, {});
}

describe.each(PROVIDER_IDS.map((p) => ({ provider: p })))("judge over $provider", ({ provider }) => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await SERVER_STARTERS[provider]();
  });
  afterAll(() => server.close());
  afterEach(() => {
    server.requests.length = 0;
    scriptJudge(server, () => verdict("pass"));
  });

  it("sends Korean as raw UTF-8 and returns the verdict", async () => {
    scriptJudge(server, () => verdict("pass", "1위 사실이 baseline과 일치"));
    const judge = createJudge(client(provider, server), { repeats: 1, attempts: 1, ledger: new TokenLedger() });
    const j = await judge.grade(INPUT);
    expect(j.verdict).toBe("pass");
    expect(j.reasons).toEqual(["1위 사실이 baseline과 일치"]);
    const raw = server.requests[0]!.raw;
    for (const s of [INPUT.question, INPUT.answer, INPUT.baseline]) expect(raw.includes(Buffer.from(s, "utf8"))).toBe(true);
    // No \uXXXX anywhere in the body: Hangul is never escaped on the way to the judge.
    expect(raw.toString("latin1")).not.toMatch(/\\u[0-9a-fA-F]{4}/);
  });

  it("asks again after an unparsable reply and uses the first usable verdict", async () => {
    server.enqueue({ kind: "ok", text: "I think it passes." }, verdict("fail"));
    const ledger = new TokenLedger();
    const j = await createJudge(client(provider, server), { repeats: 1, attempts: 3, ledger }).grade(INPUT);
    expect(j.verdict).toBe("fail");
    expect(j.calls).toBe(2);
    // Both replies were paid for.
    expect(ledger.snapshot()).toMatchObject({ calls: 2, inputTokens: 200, outputTokens: 40 });
  });

  it("a verdict truncated every time is ERR_JUDGE after the attempts, and is not cached", async () => {
    const truncated = { kind: "ok" as const, text: '{"verdict": "pass", "sco', stop: "length" as const };
    server.enqueue(truncated, truncated, truncated);
    const dir = tmpCache();
    const judge = createJudge(client(provider, server), { repeats: 1, attempts: 3, ledger: new TokenLedger(), cache: createDiskCache(dir) });
    await expect(judge.grade(INPUT)).rejects.toMatchObject({ code: "ERR_JUDGE", details: { reason: "truncated", attempts: 3 } });
    expect(server.requests).toHaveLength(3);
    expect(readdirSync(dir)).toEqual([]);
    // The next run asks again (nothing stale was cached) and succeeds.
    const j = await judge.grade(INPUT);
    expect(j.verdict).toBe("pass");
    expect(server.requests).toHaveLength(4);
  });

  it("an ambiguous reply (prose FAIL, JSON pass) is asked again; ambiguous every time ⇒ ERR_JUDGE, never a pass or a fail", async () => {
    const ambiguous = { kind: "ok" as const, text: `FAIL.\n${JSON.stringify({ verdict: "pass", scores: { factuality: 1, grounding: 1, tone: 1 }, reasons: [] })}` };
    server.enqueue(ambiguous, verdict("fail"));
    const j = await createJudge(client(provider, server), { repeats: 1, attempts: 2, ledger: new TokenLedger() }).grade(INPUT);
    expect(j).toMatchObject({ verdict: "fail", calls: 2 });
    server.enqueue(ambiguous, ambiguous);
    await expect(createJudge(client(provider, server), { repeats: 1, attempts: 2, ledger: new TokenLedger() }).grade(INPUT)).rejects.toMatchObject({
      code: "ERR_JUDGE",
      details: { reason: "ambiguous", attempts: 2 },
    });
  });

  it("serves a repeated grading from the disk cache without calling the provider", async () => {
    const dir = tmpCache();
    const ledger = new TokenLedger();
    const make = () => createJudge(client(provider, server), { repeats: 2, attempts: 1, ledger, cache: createDiskCache(dir) });
    await make().grade(INPUT);
    expect(server.requests).toHaveLength(2); // two samples, two distinct keys
    const again = await make().grade(INPUT);
    expect(server.requests).toHaveLength(2);
    expect(again.cachedSamples).toBe(2);
    expect(ledger.snapshot().cacheHits).toBe(2);
  });

  it("takes the majority of repeats and reports flakiness", async () => {
    server.enqueue(verdict("pass"), verdict("fail"), verdict("pass"));
    const j = await createJudge(client(provider, server), { repeats: 3, attempts: 1, ledger: new TokenLedger() }).grade(INPUT);
    expect(j.verdict).toBe("pass");
    expect(j.votes).toEqual({ pass: 2, fail: 1, unsure: 0 });
    expect(j.flakiness).toBeCloseTo(1 / 3);
  });

  it("refuses calls once the token budget is spent", async () => {
    // Each call costs 100 + 20 tokens on the fake: calls at 0 and 120 are allowed, at 240 refused.
    const ledger = new TokenLedger({ tokens: 150 });
    const judge = createJudge(client(provider, server), { repeats: 1, attempts: 1, ledger });
    await judge.grade(INPUT);
    await judge.grade({ ...INPUT, question: "다른 질문" });
    await expect(judge.grade({ ...INPUT, question: "세 번째" })).rejects.toMatchObject({ code: "ERR_BUDGET" });
    expect(server.requests).toHaveLength(2);
    expect(ledger.snapshot()).toMatchObject({ exceeded: true, inputTokens: 200, outputTokens: 40 });
  });

  it("a provider that keeps failing surfaces as ERR_PROVIDER, not as a verdict", async () => {
    server.enqueue({ kind: "error", status: 500, message: "boom" }, { kind: "error", status: 500, message: "boom" });
    await expect(createJudge(client(provider, server), { repeats: 1, attempts: 3, ledger: new TokenLedger() }).grade(INPUT)).rejects.toMatchObject({
      code: "ERR_PROVIDER",
      details: { status: 500 },
    });
  });
});

describe("majorityVote", () => {
  const v = (verdict: "pass" | "fail" | "unsure", f = 1): JudgeVerdict => ({ verdict, scores: { factuality: f, grounding: f, tone: f }, reasons: [verdict] });
  it.each([
    { samples: [v("pass")], verdict: "pass", flakiness: 0, why: "one sample decides" },
    { samples: [v("pass"), v("pass"), v("fail")], verdict: "pass", flakiness: 1 / 3, why: "2 of 3" },
    { samples: [v("pass"), v("fail")], verdict: "unsure", flakiness: 0.5, why: "a tie is no majority, and unsure never passes" },
    { samples: [v("pass"), v("fail"), v("unsure")], verdict: "unsure", flakiness: 2 / 3, why: "three-way split" },
    { samples: [v("unsure"), v("unsure"), v("pass")], verdict: "unsure", flakiness: 1 / 3, why: "unsure can win" },
  ])("$why", ({ samples, verdict, flakiness }) => {
    const r = majorityVote(samples);
    expect(r.verdict).toBe(verdict);
    expect(r.flakiness).toBeCloseTo(flakiness);
  });

  it("averages scores and keeps the majority's reasons", () => {
    const r = majorityVote([v("pass", 1), v("pass", 0.5), v("fail", 0)]);
    expect(r.scores.factuality).toBeCloseTo(0.5);
    expect(r.reasons).toEqual(["pass"]);
  });
});

describe("cache failures", () => {
  it("an unwritable cache does not turn a good verdict into an error", async () => {
    const server = await SERVER_STARTERS.openai();
    try {
      scriptJudge(server, () => verdict("pass"));
      const blocker = join(tmpCache(), "not-a-dir");
      writeFileSync(blocker, "a file where the cache folder should be");
      const judge = createJudge(client("openai", server), { repeats: 1, attempts: 1, ledger: new TokenLedger(), cache: createDiskCache(join(blocker, "cache")) });
      expect((await judge.grade(INPUT)).verdict).toBe("pass");
    } finally {
      await server.close();
    }
  });
});
