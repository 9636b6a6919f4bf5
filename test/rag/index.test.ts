import { describe, expect, it } from "vitest";
import { evaluateRetrieval, loadKorquad, type RankedHit as ReportedHit } from "../../src/evaluation/index.js";
import { buildIndex, tokenize, type Chunk } from "../../src/rag/index.js";
import { describeWithData } from "../helpers/data.js";

const chunk = (id: string, text: string, title = ""): Chunk => ({ id, text, title, source: "t", metadata: {} });

describe("tokenize", () => {
  it.each([
    // why: Hangul becomes overlapping bigrams so particles do not break matches
    ["임종석은", ["임종", "종석", "석은"]],
    ["임종석이", ["임종", "종석", "석이"]],
    // why: Latin and digits stay words, lower-cased
    ["Kafka 2016 GPT-4", ["kafka", "2016", "gpt", "4"]],
    // why: a Latin run glued to Hangul splits at the script change
    ["Python으로", ["python", "으로"]],
    // why: a lone syllable is kept as a unigram
    ["돈 a", ["돈", "a"]],
    // why: NFKC folds fullwidth forms
    ["ＡＢＣ１２", ["abc12"]],
    ["", []],
    ["?!…", []],
  ])("%s", (text, expected) => {
    expect(tokenize(text)).toEqual(expected);
  });
});

describe("buildIndex / search", () => {
  const chunks = [
    chunk("b", "정산 배치의 처리 시간을 줄였다"),
    chunk("a", "정산 배치의 처리 시간을 줄였다"),
    chunk("c", "한국어 바이그램 색인을 넣었다", "검색 설계"),
    chunk("d", "Kafka 토픽으로 이벤트를 흘렸다"),
  ];
  const index = buildIndex(chunks);

  it("ranks by score, then id ascending on ties", () => {
    const hits = index.search("정산 배치", 10);
    // why: a and b have identical text, so identical scores: id order decides
    expect(hits.slice(0, 2).map((h) => h.id)).toEqual(["a", "b"]);
    expect(hits[0]?.score).toBe(hits[1]?.score);
  });

  it("matches Korean across particles", () => {
    expect(index.search("바이그램은", 1)[0]?.id).toBe("c");
  });

  it("title is indexed", () => {
    expect(index.search("검색 설계", 1)[0]?.id).toBe("c");
  });

  it("Latin words match case-insensitively", () => {
    expect(index.search("KAFKA", 1)[0]?.id).toBe("d");
  });

  it("k caps the result; a query without terms gives nothing", () => {
    expect(index.search("정산", 1)).toHaveLength(1);
    expect(index.search("?!", 5)).toEqual([]);
  });

  it.each([0, -1, 1.5])("k = %s is bad input", (k) => {
    expect(() => index.search("정산", k)).toThrow(/k must be a positive integer/);
  });

  it("hits have the shape the evaluation gate reads from `final.retrieved` (checked by the type-checker)", () => {
    const hits: ReportedHit[] = index.search("정산", 2);
    expect(Object.keys(hits[0] as ReportedHit).sort()).toEqual(["id", "score"]);
  });

  it("plain { id, text } rows index without the chunk metadata", () => {
    const plain = buildIndex([{ id: "p1", text: "임종석은 1989년에 지명수배되었다" }, { id: "p2", title: "수배", text: "다른 글" }]);
    expect(plain.search("임종석", 1)[0]?.id).toBe("p1");
    // why: p2 mentions 수배 only in its title — found, so an optional field is indexed when present
    expect(plain.search("수배", 2).map((h) => h.id).sort()).toEqual(["p1", "p2"]);
    expect(plain.search("다른", 2).map((h) => h.id)).toEqual(["p2"]);
  });

  it("duplicate ids are refused", () => {
    expect(() => buildIndex([chunk("x", "a"), chunk("x", "b")])).toThrow(/duplicate chunk id "x"/);
  });
});

describeWithData("KorQuAD retrieval (964 passages, every query in the data folder)", (dataDir) => {
  it("recall@5 of the gold passage stays above the measured floor", async () => {
    // The evaluation gate's own loader and metric definitions: one definition of recall@k.
    const { passages, queries } = await loadKorquad(dataDir);
    const index = buildIndex(passages); // plain { id, title, text } rows index as they are
    // The data folder holds back about 30% of the 5,774 dev queries for acceptance checks.
    expect(queries.length).toBeGreaterThan(1000);
    const m = await evaluateRetrieval((q) => index.search(q, 10), queries);
    // Measured 0.988 (README); the floor catches a tokeniser or ranking regression without
    // pinning the exact figure (the evaluation gate's retrieval baseline does that).
    expect(m["recall@5"]).toBeGreaterThan(0.97);
    expect(m.mrr).toBeGreaterThan(0.9);
  });
});
