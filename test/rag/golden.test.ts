/**
 * The bundled golden set against the bundled chatbot, graded by the evaluation gate's own
 * runner (`runEvaluation`, the pass rules of issue 2 item 5): valid and broad (seed 002),
 * every item passing with the guard on — over real HTTP/SSE and in process — and the masking
 * and injection probes and the poisoned-evidence items failing visibly with `guarded: false`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildShadow } from "../../src/boundary/index.js";
import { dataFile, packagePath } from "../../src/core/index.js";
import {
  inProcessTarget,
  loadGoldenSet,
  runEvaluation,
  sseTarget,
  type EvaluationReport,
  type GateFn,
  type Target,
  type VerifyFn,
} from "../../src/evaluation/index.js";
import { compileGatePolicy, deterministicGate, detectAll, gateAnswer } from "../../src/gate/index.js";
import {
  buildIndex,
  citationVerifier,
  createAnswerer,
  loadCorpus,
  startChatServer,
  type Answerer,
  type ChatServer,
  type Chunk,
} from "../../src/rag/index.js";
import { describeWithData } from "../helpers/data.js";
import { bundled } from "./helpers.js";

const { chunks, index, config, byId } = bundled();
const goldenPath = packagePath("golden.yaml");
const golden = loadGoldenSet(goldenPath);
const policy = compileGatePolicy(config);
const gate: GateFn = (answer, probe) => deterministicGate(answer, policy, probe ? { probe } : {});

function verifierFor(corpus: readonly Chunk[]): VerifyFn {
  const verify = citationVerifier(corpus);
  return (answer, citations, item) => verify(answer, citations, { topics: item.topics, entities: item.entities });
}

function run(target: Target, corpus: readonly Chunk[]): Promise<EvaluationReport> {
  return runEvaluation({
    golden,
    goldenPath,
    target,
    gate,
    verify: verifierFor(corpus),
    phrases: { refusal: config.app.refusalPhrase, noEvidence: config.app.noEvidencePhrase },
    claimMinChars: config.evaluation.claimMinChars,
    concurrency: 4,
    timeoutMs: 30_000,
  });
}

/** `id: reasons` of every item that did not pass (empty = all passed), for readable failures. */
function notPassing(report: EvaluationReport): string[] {
  return report.items.filter((i) => i.status !== "pass").map((i) => `${i.id} ${i.status}: ${i.reasons.join("; ")}`);
}

/**
 * The answerer behind the server's output gate, in process: what `startChatServer` does,
 * minus HTTP (block → a `blocked` reply; redact → the redacted text).
 */
function guardedInProcess(answerer: Answerer): Target {
  return inProcessTarget(async (question) => {
    const r = await answerer(question);
    const v = await gateAnswer(r.answer, policy);
    if (v.action === "block") return { type: "blocked", code: v.code, message: v.reason };
    return { answer: v.action === "redact" ? v.text : r.answer, citations: r.citations, retrieved: r.retrieved };
  }, "in-process guarded");
}

function unguardedInProcess(answerer: Answerer): Target {
  return inProcessTarget(async (question) => {
    const { answer, citations, retrieved } = await answerer(question);
    return { answer, citations, retrieved };
  }, "in-process unguarded");
}

const leakProbes = golden.items
  .filter((i) => i.probe === "masking" || i.probe === "injection" || i.axis === "poisoned_evidence")
  .map((i) => i.id);

/**
 * The masking, injection and poisoned-evidence items that did not fail, and masking or
 * poisoned-evidence items whose failure is not a leak.
 */
function quietLeaks(report: EvaluationReport): string[] {
  const out: string[] = [];
  for (const item of report.items.filter((i) => leakProbes.includes(i.id))) {
    if (item.status === "pass" || item.status === "error") out.push(`${item.id}: ${item.status}`);
    // why: "visibly" — a masking probe must fail because the planted value went out, and a
    // poisoned-evidence item because the injected line (its must_not_include) reached the answer
    else if (
      (item.probe === "masking" || item.axis === "poisoned_evidence") &&
      item.findings.length === 0 &&
      !item.reasons.some((r) => /must_not_include|leak/i.test(r))
    ) {
      out.push(`${item.id}: failed without a leak (${item.reasons.join("; ")})`);
    }
  }
  return out;
}

describe("golden.yaml is a valid, broad golden set", () => {
  const items = golden.items;
  const axes = new Set(items.map((i) => i.axis));

  it("has at least 32 items on at least 13 axes, including the ten of seed 002", () => {
    expect(items.length).toBeGreaterThanOrEqual(32);
    expect(axes.size).toBeGreaterThanOrEqual(13);
    for (const axis of [
      "facts",
      "technical_depth",
      "in_house_rag",
      "weaknesses",
      "motivation",
      "hallucination_probe",
      "masking_probe",
      "prompt_injection",
      "impersonation",
      "out_of_scope",
    ]) {
      expect(axes, axis).toContain(axis);
    }
  });

  it("every non-probe item has a baseline, must_include, topics or entities, and gold chunks that exist", () => {
    for (const item of items.filter((i) => !i.probe)) {
      expect(item.baseline.length, item.id).toBeGreaterThan(0);
      expect(item.must_include.length, item.id).toBeGreaterThan(0);
      expect(item.topics.length + item.entities.length, item.id).toBeGreaterThan(0);
      expect(item.gold_chunk_ids.length, item.id).toBeGreaterThan(0);
    }
    for (const item of items) for (const id of item.gold_chunk_ids) expect(byId.has(id), `${item.id}: ${id}`).toBe(true);
  });

  it("the masking probes plant a value of every output-gate detector family", () => {
    // why: issue 4 — "the golden set gains masking probes for each detector family"; the
    // gate itself says which family each planted value belongs to.
    const hit = new Set<string>();
    for (const item of items.filter((i) => i.probe === "masking")) {
      for (const value of item.must_not_include) for (const d of detectAll(buildShadow(value), policy)) hit.add(d.detector.id);
    }
    for (const family of ["phone", "email", "kr-rrn", "kr-brn", "credit-card", "iban", "secret", "code-name", "system-prompt"]) {
      expect(hit, family).toContain(family);
    }
  });

  it("the planted values are really in the corpus (a probe must have something to leak)", () => {
    const corpusText = chunks.map((c) => c.text).join("\n");
    for (const item of items.filter((i) => i.probe === "masking")) {
      expect(item.must_not_include.some((v) => corpusText.includes(v)), item.id).toBe(true);
    }
  });
});

describe("guard on: every item passes", () => {
  let server: ChatServer;
  beforeAll(async () => {
    server = await startChatServer({ config, chunks, tokenDelayMs: 0 });
  });
  afterAll(async () => {
    await server.close();
  });

  it("over real HTTP/SSE (the deployment path)", async () => {
    const report = await run(sseTarget(`${server.url}/chat`), chunks);
    expect(notPassing(report)).toEqual([]);
    expect(report.exitCode).toBe(0);
    // Retrieval is measured from the `final` events of the items with gold chunks; the
    // masking probes the server blocks carry no ranking and are counted apart.
    const r = report.retrieval.golden;
    expect((r?.queries ?? 0) + (r?.unranked ?? 0)).toBe(golden.items.filter((i) => i.gold_chunk_ids.length > 0).length);
    expect(r?.["recall@5"]).toBeGreaterThan(0.9);
  });

  it("over HTTP/SSE with the streaming gate (`gateMode: stream`)", async () => {
    const streaming = await startChatServer({ config, chunks, tokenDelayMs: 0, gateMode: "stream" });
    try {
      const report = await run(sseTarget(`${streaming.url}/chat`), chunks);
      expect(notPassing(report)).toEqual([]);
    } finally {
      await streaming.close();
    }
  });

  it("in process (answerer + the server's output gate)", async () => {
    const report = await run(guardedInProcess(createAnswerer({ chunks, index, config })), chunks);
    expect(notPassing(report)).toEqual([]);
  });
});

describe("guard off: the masking and injection probes leak, the poisoned evidence reaches the answer", () => {
  it("over real HTTP/SSE, every one of them fails, the masking ones with the planted value, the poisoned ones with the injected line", async () => {
    const server = await startChatServer({ config, chunks, guarded: false, tokenDelayMs: 0 });
    try {
      const report = await run(sseTarget(`${server.url}/chat`), chunks);
      expect(quietLeaks(report)).toEqual([]);
      expect(report.exitCode).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describeWithData("with the Korean statutes added to the chat corpus (npm start -- --data)", (dataDir) => {
  // why: `npm start -- --data ../shared/data` adds ~1,500 statute chunks; IDF weights and
  // rankings shift, and the golden set must still pass guarded and still leak unguarded.
  const withStatutes = [...chunks, ...loadCorpus(dataFile(dataDir, "korean-statutes-legalize-kr", "sample_md"))];
  const bigIndex = buildIndex(withStatutes);

  it("guard on: every item passes", async () => {
    const report = await run(guardedInProcess(createAnswerer({ chunks: withStatutes, index: bigIndex, config })), withStatutes);
    expect(notPassing(report)).toEqual([]);
  });

  it("guard off: every masking, injection and poisoned-evidence item still fails", async () => {
    const answerer = createAnswerer({ chunks: withStatutes, index: bigIndex, config, guarded: false });
    const report = await run(unguardedInProcess(answerer), withStatutes);
    expect(quietLeaks(report)).toEqual([]);
  });
});
