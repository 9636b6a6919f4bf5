import { describe, expect, it } from "vitest";
import { evaluateRetrieval, rankIds, retrievalMetrics, rankCode, scoreQuery, scoresFromRankCode, type RetrievalQuery } from "../../src/evaluation/index.js";

const hits = (...pairs: [string, number][]) => pairs.map(([id, score]) => ({ id, score }));
const L2 = (x: number) => Math.log2(x);

// Hand-computed rows. Ranks are 1-based; DCG term of rank r is 1/log2(r+1).
const A: RetrievalQuery = {
  ranked: hits(["a", 0.9], ["b", 0.8], ["c", 0.7], ["d", 0.6], ["e", 0.5], ["f", 0.4]),
  gold: ["b", "e", "z"], // z is never retrieved
};
// top1 {a}: 0/3 · top5 {a..e}: b,e → 2/3 · top10: 2/3 · first gold at rank 2 → MRR 1/2
// DCG = 1/log2(3) + 1/log2(6); IDCG(3 gold) = 1/log2(2) + 1/log2(3) + 1/log2(4)
const A_NDCG = (1 / L2(3) + 1 / L2(6)) / (1 + 1 / L2(3) + 1 / L2(4)); // ≈ 0.47763

const B: RetrievalQuery = { ranked: hits(["y", 1], ["x", 1], ["g", 2]), gold: ["x"] };
// sent unsorted; canonical order is g (2), then the tie x < y by id → x at rank 2
// recall@1 0, recall@5 1, MRR 1/2, nDCG (1/log2(3)) / 1 ≈ 0.63093

const D: RetrievalQuery = {
  ranked: Array.from({ length: 12 }, (_, i) => ({ id: `h${String(i + 1).padStart(2, "0")}`, score: 12 - i })),
  gold: ["h11"], // rank 11: outside every cut-off
};

const C: RetrievalQuery = { ranked: hits(["a", 1]), gold: [] }; // no gold id: excluded

describe("scoreQuery — one query against hand-computed values", () => {
  it.each([
    // name, query, recall@1, recall@5, recall@10, mrr, ndcg@10 — why
    ["A partial", A, 0, 2 / 3, 2 / 3, 1 / 2, A_NDCG], // a gold id never retrieved still counts in |gold|
    ["B tie by id", B, 0, 1, 1, 1 / 2, 1 / L2(3)], // re-sorted defensively, ties broken by id ascending
    ["D rank 11", D, 0, 0, 0, 0, 0], // MRR and nDCG stop at 10
    ["perfect", { ranked: hits(["p", 3], ["q", 2]), gold: ["q", "p"] }, 1 / 2, 1, 1, 1, 1], // recall@1 caps at 1/|gold|
    ["duplicate id", { ranked: hits(["a", 0.9], ["a", 0.8], ["b", 0.7]), gold: ["b"] }, 0, 1, 1, 1 / 2, 1 / L2(3)], // a repeated id counts once, so b is rank 2
    ["NaN ranks last", { ranked: hits(["n", Number.NaN], ["m", 0.1]), gold: ["n"] }, 0, 1, 1, 1 / 2, 1 / L2(3)], // a broken score never wins rank 1
    ["empty ranking", { ranked: [], gold: ["x"] }, 0, 0, 0, 0, 0], // retrieved nothing: zeros, not excluded
  ])("%s", (_name, q, r1, r5, r10, mrr, ndcg) => {
    const s = scoreQuery(q);
    expect(s).not.toBeNull();
    expect(s!["recall@1"]).toBeCloseTo(r1, 10);
    expect(s!["recall@5"]).toBeCloseTo(r5, 10);
    expect(s!["recall@10"]).toBeCloseTo(r10, 10);
    expect(s!.mrr).toBeCloseTo(mrr, 10);
    expect(s!["ndcg@10"]).toBeCloseTo(ndcg, 10);
  });

  it("excludes a query without gold ids", () => {
    expect(scoreQuery(C)).toBeNull();
  });
});

describe("retrievalMetrics — means over scored queries", () => {
  it("averages A, B, D and counts C as excluded", () => {
    const m = retrievalMetrics([A, B, C, D]);
    // recall@5 = (2/3 + 1 + 0) / 3; MRR = (1/2 + 1/2 + 0) / 3; nDCG = (A_NDCG + 1/log2(3) + 0) / 3
    expect(m.queries).toBe(3);
    expect(m.excluded).toBe(1);
    expect(m["recall@1"]).toBe(0);
    expect(m["recall@5"]).toBeCloseTo((2 / 3 + 1) / 3, 10);
    expect(m["recall@10"]).toBeCloseTo((2 / 3 + 1) / 3, 10);
    expect(m.mrr).toBeCloseTo(1 / 3, 10);
    expect(m["ndcg@10"]).toBeCloseTo((A_NDCG + 1 / L2(3)) / 3, 10);
  });

  it("reports zero queries (not a score) when nothing is scorable", () => {
    // callers read queries === 0 as "not measured"
    expect(retrievalMetrics([C])).toMatchObject({ queries: 0, excluded: 1, mrr: 0 });
  });

  it("ranks by score descending, then id ascending", () => {
    expect(rankIds(hits(["b", 1], ["a", 1], ["c", 5], ["d", Number.POSITIVE_INFINITY]))).toEqual(["c", "a", "b", "d"]);
  });
});

describe("evaluateRetrieval — streaming over a search function", () => {
  it("equals retrievalMetrics on the same rankings and reports progress per query", async () => {
    const table = new Map<string, RetrievalQuery>([["qa", A], ["qb", B], ["qc", C], ["qd", D]]);
    const searched: string[] = [];
    const progress: number[] = [];
    const m = await evaluateRetrieval(
      async (q) => {
        searched.push(q);
        return table.get(q)!.ranked;
      },
      [...table].map(([id, q]) => ({ id, question: id, gold: q.gold })),
      (done) => progress.push(done),
    );
    const { perQuery, fingerprint, ...means } = m;
    expect(means).toEqual(retrievalMetrics([A, B, C, D]));
    // the query set's fingerprint keys the baseline block (retrieval-fingerprint.test.ts)
    expect(fingerprint).toMatch(/^sha256:[0-9a-f]{16}$/);
    // per-query rank codes are kept by id for the baseline's like-for-like comparison; qc is excluded
    expect(Object.keys(perQuery ?? {})).toEqual(["qa", "qb", "qd"]);
    expect(searched).toEqual(["qa", "qb", "qd"]); // an excluded query is not searched
    expect(progress).toEqual([1, 2, 3, 4]);
  });
});

describe("rankCode / scoresFromRankCode — the baseline's per-query form", () => {
  it.each([
    // ranking (ids best first), gold, code — why
    [["a", "b", "c"], ["a"], "1:1"], // hit at rank 1
    [["x", "y", "a"], ["a"], "1:3"], // hit at rank 3
    [["x", "y"], ["a"], "1:"], // missed
    [["a", "x", "y", "z", "w", "v", "u", "t", "s", "b"], ["a", "b"], "2:1 10"], // two gold ids, both in the top 10
    [["x", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9", "x10", "a"], ["a"], "1:"], // rank 11 is outside the top 10
  ])("%j gold %j → %s, scoring exactly as the ranking does", (ids, gold, code) => {
    const q = { ranked: ids.map((id, i) => ({ id, score: 100 - i })), gold };
    expect(rankCode(q)).toBe(code);
    expect(scoresFromRankCode(code)).toEqual(scoreQuery(q));
  });
});
