import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isRampartError } from "../../src/core/index.js";
import { KORQUAD_DIR, evaluateRetrieval, loadKorquad } from "../../src/evaluation/index.js";
import { describeWithData } from "../helpers/data.js";

const lines = (file: string) => readFileSync(file, "utf8").split("\n").filter((l) => l.trim() !== "");

describeWithData("loadKorquad on the shared data", (dataDir) => {
  it("loads every passage and query, gold from qrels agreeing with the queries file", async () => {
    const dir = join(dataDir, KORQUAD_DIR);
    const { passages, queries } = await loadKorquad(dataDir);
    expect(passages).toHaveLength(lines(join(dir, "corpus.jsonl")).length);
    expect(queries).toHaveLength(lines(join(dir, "queries.jsonl")).length);
    // Two sources of gold must agree: qrels.jsonl (what we read) and gold_passage_ids in queries.jsonl.
    const fromQueries = new Map(lines(join(dir, "queries.jsonl")).map((l) => {
      const q = JSON.parse(l) as { id: string; gold_passage_ids: string[] };
      return [q.id, [...q.gold_passage_ids].sort()];
    }));
    for (const q of queries) expect([...q.gold].sort()).toEqual(fromQueries.get(q.id));
    const ids = new Set(passages.map((p) => p.id));
    expect(queries.every((q) => q.gold.length > 0 && q.gold.every((g) => ids.has(g)))).toBe(true);
    // Korean text arrives intact (no U+FFFD from a bad decode).
    expect(passages.some((p) => /[가-힣]/.test(p.text))).toBe(true);
    expect(passages.every((p) => !p.text.includes("\uFFFD"))).toBe(true);
  });

  it("scores every query at scale: an oracle retriever gets 1.0, one that ranks gold last gets 0", async () => {
    const { passages, queries: loaded } = await loadKorquad(dataDir);
    // ask by id so the oracle can look its gold up (question texts may repeat)
    const queries = loaded.map((q) => ({ ...q, question: q.id }));
    const goldOf = new Map(queries.map((q) => [q.id, new Set(q.gold)]));
    // oracle: gold passages first (score 1), every other passage after (score 0)
    const oracle = (q: string) => passages.map((p) => ({ id: p.id, score: goldOf.get(q)!.has(p.id) ? 1 : 0 }));
    const worst = (q: string) => passages.map((p) => ({ id: p.id, score: goldOf.get(q)!.has(p.id) ? 0 : 1 }));
    const best = await evaluateRetrieval(oracle, queries);
    expect(best).toMatchObject({ queries: queries.length, excluded: 0, "recall@10": 1, mrr: 1, "ndcg@10": 1 });
    expect(best["recall@1"]).toBeLessThan(1); // queries with 2–3 duplicate gold passages cap recall@1 below 1
    const bad = await evaluateRetrieval(worst, queries);
    expect([bad["recall@10"], bad.mrr, bad["ndcg@10"]]).toEqual([0, 0, 0]);
  });
});

describe("loadKorquad on broken folders", () => {
  function folder(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), "rampart-kq-"));
    mkdirSync(join(root, KORQUAD_DIR));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, KORQUAD_DIR, `${name}.jsonl`), text);
    return root;
  }
  const corpus = '{"id":"p1","title":"t","text":"본문"}\n';
  const queries = '{"id":"q1","question":"질문?"}\n';
  const qrels = '{"query_id":"q1","passage_id":"p1","relevance":1}\n';

  it.each([
    // files, expected code, message part — why
    [{ corpus, queries }, "ERR_DATA_MISSING", "qrels.jsonl"], // a missing file is named, not an empty benchmark
    [{ corpus, queries, qrels: "{oops\n" }, "ERR_BAD_INPUT", ":1: not valid JSON"], // malformed line names its line
    [{ corpus, queries, qrels: '{"query_id":"q1","passage_id":"p9","relevance":1}\n' }, "ERR_BAD_INPUT", 'unknown passage "p9"'], // unreachable gold would silently lower recall
    [{ corpus, queries, qrels: '{"query_id":"q7","passage_id":"p1","relevance":1}\n' }, "ERR_BAD_INPUT", 'unknown query "q7"'],
    [{ corpus: corpus + corpus, queries, qrels }, "ERR_BAD_INPUT", 'duplicate id "p1"'], // ids must be unique
    [{ corpus: '{"id":"p1","title":"t"}\n', queries, qrels }, "ERR_BAD_INPUT", "row 1: text"], // wrong shape names the key
  ])("%# rejects with %s", async (files, code, part) => {
    const err = await loadKorquad(folder(files)).catch((e: unknown) => e);
    expect(isRampartError(err, code as never)).toBe(true);
    expect((err as Error).message).toContain(part);
  });

  it("keeps relevance-0 qrels out of gold (queries without gold are excluded later, not dropped)", async () => {
    const k = await loadKorquad(folder({ corpus, queries, qrels: '{"query_id":"q1","passage_id":"p1","relevance":0}\n' }));
    expect(k.queries).toEqual([{ id: "q1", question: "질문?", gold: [] }]);
  });
});
