/**
 * Retrieval baselines keyed by the query set's fingerprint (issue 22): a run over another
 * query set is reported as new (exit 0), not as a regression of the committed set, unless the
 * user names the baseline file.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compareRetrievalBaseline, evaluateRetrieval, querySetFingerprint, type RetrievalMetrics } from "../../src/evaluation/index.js";

const tmp = () => join(mkdtempSync(join(tmpdir(), "rampart-fp-")), "retrieval.json");
const queries = [
  { id: "q1", question: "경력은?", gold: ["c1"] },
  { id: "q2", question: "학력은?", gold: ["c2", "c3"] },
];
/** A retriever that ranks `c1`, `c2`, `c3` in that order for every question. */
const search = () => [
  { id: "c1", score: 3 },
  { id: "c2", score: 2 },
  { id: "c3", score: 1 },
];

describe("querySetFingerprint", () => {
  it("ignores the order of queries and of gold ids, and changes with any question, id or gold id", () => {
    const fp = querySetFingerprint(queries);
    expect(fp).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(querySetFingerprint([...queries].reverse())).toBe(fp);
    expect(querySetFingerprint([queries[0]!, { ...queries[1]!, gold: ["c3", "c2"] }])).toBe(fp);
    expect(querySetFingerprint([queries[0]!, { ...queries[1]!, question: "학력은??" }])).not.toBe(fp);
    expect(querySetFingerprint([queries[0]!, { ...queries[1]!, id: "q3" }])).not.toBe(fp);
    expect(querySetFingerprint([queries[0]!, { ...queries[1]!, gold: ["c2"] }])).not.toBe(fp);
  });
});

describe("retrieval baseline of another query set", () => {
  async function recorded(): Promise<{ path: string; committed: RetrievalMetrics }> {
    const path = tmp();
    const committed = await evaluateRetrieval(search, queries);
    compareRetrievalBaseline({ korquad: committed }, { path, update: true });
    return { path, committed };
  }

  it("--update-baseline records the fingerprint; the same set is compared as before", async () => {
    const { path, committed } = await recorded();
    expect((JSON.parse(readFileSync(path, "utf8")) as Record<string, { fingerprint: string }>).korquad?.fingerprint).toBe(querySetFingerprint(queries));
    const same = compareRetrievalBaseline({ korquad: committed }, { path });
    expect(same.deltas.every((d) => d.status === "same")).toBe(true);
  });

  it("a different set with lower figures is reported as new with a note saying why, not as a regression", async () => {
    const { path } = await recorded();
    // The user's own questions over the same corpus: one is harder (gold ranked 3rd).
    const mine = await evaluateRetrieval(search, [{ id: "u1", question: "다른 질문", gold: ["c3"] }]);
    const c = compareRetrievalBaseline({ korquad: mine }, { path });
    expect(c.regressed).toBe(false);
    expect(new Set(c.deltas.map((d) => d.status))).toEqual(new Set(["new"]));
    expect(c.notes?.join("\n")).toMatch(/^korquad: measured on another query set \(sha256:[0-9a-f]{16}, 1 queries\) than the baseline \(sha256:[0-9a-f]{16}, 2 queries\): reported as new, not compared; --update-baseline records it, --baseline FILE compares with a file you name$/);
  });

  it("the same ids with changed questions are another set too (ids alone do not make a set)", async () => {
    const { path } = await recorded();
    const changed = await evaluateRetrieval(search, queries.map((q) => ({ ...q, question: `${q.question} (v2)`, gold: ["c3"] })));
    expect(compareRetrievalBaseline({ korquad: changed }, { path }).regressed).toBe(false);
  });

  it("a baseline file the user named is compared even for another set (and says so)", async () => {
    const { path } = await recorded();
    const changed = await evaluateRetrieval(search, queries.map((q) => ({ ...q, gold: ["c3"] })));
    const c = compareRetrievalBaseline({ korquad: changed }, { path, explicit: true });
    expect(c.regressed).toBe(true);
    expect(c.notes?.join("\n")).toContain("compared anyway, because --baseline names this file");
  });

  it("a block committed without a fingerprint is another set when it shares no query id, else compared like for like", () => {
    const path = tmp();
    const base = { "recall@1": 1, "recall@5": 1, "recall@10": 1, mrr: 1, "ndcg@10": 1, queries: 1, excluded: 0, perQuery: { q1: "1:1" } };
    writeFileSync(path, JSON.stringify({ korquad: base }));
    const worse = { ...base, "recall@1": 0, mrr: 0.5, "ndcg@10": 0.6, fingerprint: "sha256:0000000000000000" };
    expect(compareRetrievalBaseline({ korquad: { ...worse, perQuery: { other: "1:2" } } }, { path }).regressed).toBe(false);
    expect(compareRetrievalBaseline({ korquad: { ...worse, perQuery: { q1: "1:2" } } }, { path }).regressed).toBe(true);
  });
});
