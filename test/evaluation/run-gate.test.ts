/**
 * `runGate` composes the golden run, the KorQuAD block, the baseline and the printed report.
 * The KorQuAD folder here is a two-passage fixture with the real file layout; the retriever
 * is injected, as the lead's `npm start` injects the reference pipeline's BM25 index.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { KORQUAD_DIR, inProcessTarget, parseGoldenSet, runGate, type GateRunOptions, type KorquadPassage } from "../../src/evaluation/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";

const policy = compileGatePolicy(parseConfig({}));
const root = mkdtempSync(join(tmpdir(), "rampart-rungate-"));
mkdirSync(join(root, KORQUAD_DIR));
const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join("\n") + "\n";
writeFileSync(join(root, KORQUAD_DIR, "corpus.jsonl"), jsonl([{ id: "p1", title: "가", text: "하나" }, { id: "p2", title: "나", text: "둘" }]));
writeFileSync(join(root, KORQUAD_DIR, "queries.jsonl"), jsonl([{ id: "q1", question: "하나?" }, { id: "q2", question: "둘?" }]));
writeFileSync(join(root, KORQUAD_DIR, "qrels.jsonl"), jsonl([{ query_id: "q1", passage_id: "p1", relevance: 1 }, { query_id: "q2", passage_id: "p2", relevance: 1 }]));

class Sink extends Writable {
  text = "";
  override _write(chunk: Buffer, _enc: string, cb: () => void) {
    this.text += chunk.toString("utf8");
    cb();
  }
}

// Always ranks p1 first: q1 perfect (MRR 1), q2 has p2 at rank 2 (MRR 1/2) → MRR 0.75, recall@1 0.5
const buildSearch = (passages: KorquadPassage[]) => () => passages.map((p, i) => ({ id: p.id, score: 10 - i }));

function options(over: Partial<GateRunOptions> = {}): GateRunOptions {
  return {
    golden: parseGoldenSet({ name: "rg", items: [{ id: "a", axis: "facts", question: "q", baseline: "b" }] }),
    goldenPath: "g.yaml",
    target: inProcessTarget(async () => ({ answer: "답" })),
    gate: (a, probe) => deterministicGate(a, policy, { probe }),
    concurrency: 1,
    timeoutMs: 1_000,
    korquad: { dataDir: root, buildSearch },
    baseline: { path: join(mkdtempSync(join(tmpdir(), "rampart-rg-bl-")), "retrieval.json") },
    out: new Sink(),
    color: false,
    ...over,
  };
}

describe("runGate", () => {
  it("adds the KorQuAD block, prints it, shows progress, and writes the JSON report", async () => {
    const out = new Sink();
    const jsonPath = join(root, "report.json");
    const progress: string[] = [];
    const report = await runGate(options({ out, jsonPath, progress: (label) => ({ update: (d, t) => progress.push(`${label} ${d}/${t}`), stop() {} }) }));
    expect(report.retrieval.korquad).toMatchObject({ "recall@1": 0.5, mrr: 0.75, queries: 2, excluded: 0 });
    expect(report.exitCode).toBe(0);
    expect(out.text).toMatch(/korquad\s+0\.500\s+1\.000\s+1\.000\s+0\.750/);
    expect(progress).toEqual(["golden 1/1", "korquad 1/2", "korquad 2/2"]);
    const written = JSON.parse(readFileSync(jsonPath, "utf8")) as { items: { verdict: string; status: string }[] };
    // the file is the report, with each item's status also under the name `verdict` (issue 2)
    expect(written.items.map((i) => i.verdict)).toEqual(report.items.map((i) => i.status));
    expect({ ...written, items: written.items.map(({ verdict: _v, ...rest }) => rest) }).toEqual(JSON.parse(JSON.stringify(report)));
  });

  it("fails the gate (exit 1) when KorQuAD drops below its committed baseline", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "rampart-rg-bl-")), "retrieval.json");
    writeFileSync(path, JSON.stringify({ korquad: { mrr: 0.8 } }));
    const report = await runGate(options({ baseline: { path } }));
    expect(report.baseline?.regressed).toBe(true);
    expect(report.exitCode).toBe(1);
  });

  it("a KorQuAD baseline recorded on another query set is reported as new (exit 0), not as a regression", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "rampart-rg-bl-")), "retrieval.json");
    // Better figures, but measured on other questions (issue 22: a user's own data always "regressed").
    writeFileSync(path, JSON.stringify({ korquad: { "recall@1": 1, mrr: 1, queries: 3, fingerprint: "sha256:0123456789abcdef" } }));
    const out = new Sink();
    const report = await runGate(options({ baseline: { path }, out }));
    expect(report.baseline?.regressed).toBe(false);
    expect(report.baseline?.deltas.filter((d) => d.block === "korquad").every((d) => d.status === "new")).toBe(true);
    expect(report.exitCode).toBe(0);
    expect(report.notes.join("\n")).toMatch(/korquad: measured on another query set .*: reported as new, not compared/);
    // The same file named by the user (--baseline FILE) is compared, and fails.
    const named = await runGate(options({ baseline: { path, explicit: true } }));
    expect(named.exitCode).toBe(1);
  });

  it("a retriever that throws is a run error (exit 2), and the golden results are still reported", async () => {
    const out = new Sink();
    const report = await runGate(options({ out, korquad: { dataDir: root, buildSearch: () => () => { throw new Error("index corrupt"); } } }));
    expect(report.errors).toEqual([{ stage: "korquad", code: "ERR_INTERNAL", message: "index corrupt" }]);
    expect(report.summary.passed).toBe(1);
    expect(report.exitCode).toBe(2);
    expect(out.text).toContain("1 RUN ERROR (korquad ERR_INTERNAL)");
  });

  it("missing KorQuAD data is a run error naming the file (exit 2)", async () => {
    const report = await runGate(options({ korquad: { dataDir: join(root, "nowhere"), buildSearch } }));
    expect(report.errors[0]).toMatchObject({ stage: "korquad", code: "ERR_DATA_MISSING" });
    expect(report.exitCode).toBe(2);
  });
});

describe("grading stages (the seam for the LLM judge)", () => {
  const golden = parseGoldenSet({
    name: "st",
    items: [
      { id: "ok", axis: "facts", question: "fine", baseline: "b" },
      { id: "leak", axis: "masking", question: "phone", baseline: "b", probe: "masking" },
    ],
  });
  const target = inProcessTarget(async (q) => ({ answer: q === "phone" ? "010-0000-1234" : "답" }));

  it("a stage can fail a passing item, and the summary and exit code follow", async () => {
    const report = await runGate(options({
      golden, target, korquad: undefined,
      stages: [async (r) => ({ ...r, items: r.items.map((i) => (i.id === "ok" ? { ...i, status: "fail" as const, reasons: ["judge: tone"] } : i)) })],
    }));
    expect(report.items.map((i) => i.status)).toEqual(["fail", "blocked"]);
    expect(report.summary).toMatchObject({ failed: 1, blocked: 1, passed: 0 });
  });

  it("a stage can never turn a block into a pass", async () => {
    const report = await runGate(options({
      golden, target, korquad: undefined,
      stages: [async (r) => ({ ...r, items: r.items.map((i) => ({ ...i, status: "pass" as const, reasons: [] })) })],
    }));
    expect(report.items[1]).toMatchObject({ status: "blocked", headline: "leaked phone" });
    expect(report.items[1]!.notes.join()).toContain("the earlier blocked stands");
    expect(report.exitCode).toBe(1);
  });

  it("a stage that drops an item is an internal fault, not a shorter report", async () => {
    const err = await runGate(options({ golden, target, korquad: undefined, stages: [async (r) => ({ ...r, items: r.items.slice(1) })] })).catch((e: unknown) => e);
    expect((err as { code: string }).code).toBe("ERR_INTERNAL");
  });
});
