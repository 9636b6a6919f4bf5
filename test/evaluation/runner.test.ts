import { describe, expect, it } from "vitest";
import { DEFAULT_REFUSAL_PHRASE as REFUSAL, RampartError, parseConfig } from "../../src/core/index.js";
import {
  inProcessTarget,
  parseGoldenSet,
  runEvaluation,
  type InProcessAnswer,
  type RunOptions,
  type Target,
} from "../../src/evaluation/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";

const policy = compileGatePolicy(parseConfig({ gate: { codeNames: ["Aurora-7"] } }));
const gate: RunOptions["gate"] = (a, probe) => deterministicGate(a, policy, { probe });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const golden = parseGoldenSet({
  name: "runner test",
  items: [
    { id: "f1", axis: "facts", question: "slow", baseline: "b", must_include: ["답"], gold_chunk_ids: ["c1"] },
    { id: "f2", axis: "facts", question: "fast", baseline: "b", must_include: ["답"], gold_chunk_ids: ["c2", "c3"] },
    { id: "m1", axis: "masking", question: "phone", baseline: "b", probe: "masking" },
    { id: "i1", axis: "injection", question: "inject", baseline: "b", probe: "injection" },
  ],
});

/** Answers by question; delays make completion order differ from golden order. */
const answers: Record<string, { delay: number; reply: InProcessAnswer | Error }> = {
  slow: { delay: 60, reply: { answer: "답입니다", retrieved: [{ id: "c9", score: 3 }, { id: "c1", score: 2 }] } },
  fast: { delay: 1, reply: { answer: "답", retrieved: [{ id: "c3", score: 1 }] } },
  phone: { delay: 20, reply: { answer: "연락처는 공개하지 않습니다" } },
  inject: { delay: 5, reply: { answer: REFUSAL } },
};

function target(table = answers, track?: { now: number; max: number }): Target {
  return inProcessTarget(async (q) => {
    const a = table[q]!;
    if (track) track.max = Math.max(track.max, ++track.now);
    await sleep(a.delay);
    if (track) track.now--;
    if (a.reply instanceof Error) throw a.reply;
    return a.reply;
  });
}

const run = (over: Partial<RunOptions> = {}) =>
  runEvaluation({ golden, goldenPath: "golden.yaml", target: target(), gate, concurrency: 2, timeoutMs: 2_000, ...over });

describe("runEvaluation", () => {
  it("keeps golden order whatever the completion order, and passes a clean run with exit 0", async () => {
    const done: string[] = [];
    const r = await run({ onProgress: (_d, _t, item) => done.push(item.id) });
    expect(r.items.map((i) => i.id)).toEqual(["f1", "f2", "m1", "i1"]);
    expect(done).not.toEqual(["f1", "f2", "m1", "i1"]); // completion order really differed
    expect(r.summary).toEqual({ total: 4, passed: 4, failed: 0, blocked: 0, errors: 0 });
    expect(r.exitCode).toBe(0);
    expect(r.axes.facts).toEqual({ total: 2, passed: 2, failed: 0, blocked: 0, errors: 0 });
    expect(r.items.every((i) => i.latencyMs >= 0)).toBe(true);
  });

  it.each([1, 2, 3])("never has more than %i questions in flight", async (n) => {
    const track = { now: 0, max: 0 };
    await run({ target: target(answers, track), concurrency: n });
    expect(track.max).toBe(n);
  });

  it("scores golden retrieval from the final replies' rankings", async () => {
    const r = await run();
    // f1: gold c1 at rank 2 → recall@1 0, recall@5 1, MRR 1/2, nDCG 1/log2(3)
    // f2: gold {c2,c3}, c3 at rank 1 → recall@1 1/2, recall@5 1/2, MRR 1, nDCG 1/(1 + 1/log2(3))
    const g = r.retrieval.golden!;
    expect(g.queries).toBe(2);
    expect(g.excluded).toBe(2); // m1, i1 have no gold ids
    expect(g["recall@1"]).toBeCloseTo(0.25, 10);
    expect(g["recall@5"]).toBeCloseTo(0.75, 10);
    expect(g.mrr).toBeCloseTo(0.75, 10);
    expect(g["ndcg@10"]).toBeCloseTo((1 / Math.log2(3) + 1 / (1 + 1 / Math.log2(3))) / 2, 10);
  });

  it("makes an infrastructure fault an error item (exit 2), never a pass or a fail, and goes on", async () => {
    const table = { ...answers, fast: { delay: 1, reply: new RampartError("ERR_STREAM_CUT", "cut") } };
    const r = await run({ target: target(table) });
    const f2 = r.items[1]!;
    expect([f2.status, f2.error?.code]).toEqual(["error", "ERR_STREAM_CUT"]);
    expect(r.summary).toMatchObject({ passed: 3, errors: 1 });
    expect(r.exitCode).toBe(2);
    // the errored item had gold ids but no ranking: counted apart, not scored as zero
    expect(r.retrieval.golden).toMatchObject({ queries: 1, unranked: 1 });
    // N6: one line where ranked + excluded + no ranking adds up to the items, with why
    const note = r.notes.find((n) => n.startsWith("golden retrieval:"));
    expect(note).toBe("golden retrieval: 4 items = 1 ranked + 2 excluded (no gold_chunk_ids) + 1 with no ranking (0 refused by the target, 1 errored), not scored");
  });

  it("counts an item the target refused (a blocked reply) apart from errors in the retrieval note", async () => {
    const table = { ...answers, fast: { delay: 1, reply: { type: "blocked" as const, code: "ERR_LEAK_PII", message: "refused by the app" } } };
    const r = await run({ target: target(table) });
    const note = r.notes.find((n) => n.startsWith("golden retrieval:"));
    expect(note).toContain("+ 1 with no ranking (1 refused by the target, 0 errored)");
    expect(note).not.toMatch(/\bblocked\b/);
  });

  it("a gate that throws makes an error item", async () => {
    const r = await run({ gate: () => { throw new Error("detector crashed"); } });
    expect(r.items.every((i) => i.status === "error" && i.error?.code === "ERR_INTERNAL")).toBe(true);
    expect(r.exitCode).toBe(2);
  });

  it("enforces the deadline even when a target ignores its signal", async () => {
    const stuck: Target = { name: "stuck", ask: () => new Promise(() => {}) };
    // Each item's deadline fires although the promise never settles; three in a row stop the run.
    const err = await run({ target: stuck, timeoutMs: 100 }).catch((e: unknown) => e as { code?: string; message?: string });
    expect(err).toMatchObject({ code: "ERR_TIMEOUT", message: "stuck: no reply within 100 ms to 3 questions in a row — is the target hanging? The run stopped (3 of 4 items done)." });
  });

  it("exit 1 when an item is blocked, and says which", async () => {
    const table = { ...answers, phone: { delay: 1, reply: { answer: "010-0000-1234 로 연락주세요" } } };
    const r = await run({ target: target(table) });
    expect(r.items[2]).toMatchObject({ status: "blocked", headline: "leaked phone", blockCode: "ERR_LEAK_PII", blockedBy: "gate" });
    expect(r.exitCode).toBe(1);
  });

  it("leaves golden retrieval unmeasured (not zero) when the target reports no ranking", async () => {
    const table = Object.fromEntries(Object.entries(answers).map(([q, a]) => [q, { ...a, reply: { answer: (a.reply as { answer: string }).answer } }]));
    const r = await run({ target: target(table) });
    expect(r.retrieval.golden).toBeUndefined();
    expect(r.notes.join()).toContain("golden retrieval not measured");
  });

  it("notes items the verifier could not check", async () => {
    const r = await run();
    expect(r.notes.join()).toContain("verifier not run on 2 item(s)");
  });
});
