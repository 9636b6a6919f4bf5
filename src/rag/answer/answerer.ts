/**
 * The extractive answerer of the reference chatbot (seed 000: "메인 답변 생성기는 extractive —
 * LLM 호출 없음"). It answers only with sentences copied from retrieved chunks and cites
 * their ids; it refuses what it must not answer and says so when the evidence is silent.
 *
 * Guarded (the default):
 *   question → screen (boundary `scanEvidence` + intent rules) → refusal phrase, or
 *   → retrieve top 10 → take the top `rag.topK` → withhold sentences the boundary flagged
 *   → support rule (`support.ts`) on the question, or failing that on its best-supported
 *   sentence → sentences + citations, or the no-evidence phrase.
 * Unguarded (`guarded: false`, the leak demo): no screening and no boundary, so poisoned
 * sentences and planted personal data can reach the answer; the support rule still applies.
 *
 * The output gate is not applied here: it sits in the server, between the answer and the
 * wire, so every answer path goes through the same gate.
 */
import { RampartError, badArgument, configArgument, isOptionsObject, type RampartConfig } from "../../core/index.js";
import type { Chunk } from "../chunk.js";
import { foldText, type ChunkIndex, type RankedHit } from "../index/index.js";
import { latinWords, prepareChunk, type PreparedChunk } from "./evidence.js";
import { screenQuestion, type Refusal } from "./screen.js";
import { splitSentences } from "./sentences.js";
import { DEFAULT_SUPPORT, selectSupport, weighTerms, type SupportOptions } from "./support.js";
import { questionTerms, type QueryTerm } from "./terms.js";

/** How the answer came about (not sent on the wire; for tests, logs and debugging). */
export type AnswerDecision =
  | { kind: "answer"; coverage: number }
  | { kind: "refusal"; refusal: Refusal }
  | { kind: "no_evidence"; coverage: number; reason: string };

/** One answer. */
export interface AnswerResult {
  /** The answer text: quoted sentences, the refusal phrase, or the no-evidence phrase. */
  answer: string;
  /** Ids of the chunks the quoted sentences come from, in answer order (empty otherwise). */
  citations: string[];
  /** The retrieval's top 10, best first (score descending, then id ascending). */
  retrieved: RankedHit[];
  decision: AnswerDecision;
}

/** What `createAnswerer` needs. */
export interface AnswererOptions {
  chunks: readonly Chunk[];
  index: ChunkIndex;
  config: RampartConfig;
  /** Screening and evidence boundary on (default) or off (leak demo). */
  guarded?: boolean;
  /** Override the support rule's tuning. */
  support?: Partial<SupportOptions>;
}

/** An answerer: question in, answer out. Never throws for any question text. */
export type Answerer = (question: string) => Promise<AnswerResult>;

/** Retrieved hits reported with every answer. */
export const RETRIEVED_K = 10;

/**
 * Builds an answerer over a corpus and its index. Chunks are prepared lazily and cached, so
 * building is cheap and a large corpus pays only for the chunks questions reach.
 *
 * `options.config` may be `loadConfig().config` or the whole `loadConfig()` result.
 *
 * @throws RampartError `ERR_BAD_INPUT` at build time naming the field when `options`,
 *   `options.chunks`, `options.index` or `options.config` has the wrong shape; and when the
 *   index holds an id that is not in `chunks` (the index and the corpus disagree) — detected
 *   on first use of that id.
 * @example
 * const answer = createAnswerer({ chunks, index: buildIndex(chunks), config });
 * const { answer: text, citations } = await answer("도하린은 어디서 일했나요?");
 */
export function createAnswerer(options: AnswererOptions): Answerer {
  if (!isOptionsObject(options)) throw badArgument("createAnswerer", "options", "an options object ({ chunks, index, config })", options);
  const { chunks, index } = options;
  if (!Array.isArray(chunks)) throw badArgument("createAnswerer", "options.chunks", "an array of chunks (loadCorpus(dir))", chunks);
  if (!isOptionsObject(index) || typeof (index as { search?: unknown }).search !== "function") {
    throw badArgument("createAnswerer", "options.index", "a ChunkIndex (buildIndex(chunks))", index);
  }
  // loadConfig().config or the whole loadConfig() result
  const config = configArgument(options.config, "createAnswerer", "options.config");
  const guarded = options.guarded ?? true;
  const support: SupportOptions = { ...DEFAULT_SUPPORT, ...options.support };
  const byId = new Map(chunks.map((c) => [c.id, c]));
  const prepared = new Map<string, PreparedChunk>();
  // Whole-chunk folded text and words, for document frequencies.
  let corpusText: { text: string; words: Set<string> }[] | undefined;
  const dfCache = new Map<string, number>();

  const prepare = (id: string): PreparedChunk => {
    let p = prepared.get(id);
    if (!p) {
      const chunk = byId.get(id);
      if (!chunk) throw new RampartError("ERR_BAD_INPUT", `index returned chunk "${id}", which is not in the corpus`);
      p = prepareChunk(chunk, guarded);
      prepared.set(id, p);
    }
    return p;
  };

  const df = (t: QueryTerm): number => {
    const key = `${t.script}:${t.text}`;
    const hit = dfCache.get(key);
    if (hit !== undefined) return hit;
    corpusText ??= chunks.map((c) => {
      const text = foldText([c.title, c.section, c.agency, c.project, c.text].filter((v) => v).join(" "));
      return { text, words: latinWords(text) };
    });
    let n = 0;
    for (const c of corpusText) if (t.script === "latin" ? c.words.has(t.text) : c.text.includes(t.text)) n++;
    dfCache.set(key, n);
    return n;
  };

  return async (question: string): Promise<AnswerResult> => {
    const retrieved = index.search(question, RETRIEVED_K);
    if (guarded) {
      const refusal = screenQuestion(question);
      if (refusal) return { answer: config.app.refusalPhrase, citations: [], retrieved, decision: { kind: "refusal", refusal } };
    }
    const ranked = retrieved.slice(0, config.rag.topK).map((h) => prepare(h.id));
    const judge = (text: string) => selectSupport(weighTerms(questionTerms(text), chunks.length, df), ranked, support, chunks.length);
    let s = judge(question);
    // A question of several sentences ("안녕하세요. 경력이 어떻게 되나요?"): when the whole is
    // not supported, answer the best-supported sentence rather than none.
    if (!s.supported) {
      for (const part of splitSentences(question)) {
        if (part.text.length === question.trim().length) break;
        const p = judge(part.text);
        if (p.supported && (!s.supported || p.coverage > s.coverage)) s = p;
      }
    }
    if (!s.supported) {
      return {
        answer: config.app.noEvidencePhrase,
        citations: [],
        retrieved,
        decision: { kind: "no_evidence", coverage: s.coverage, reason: s.reason },
      };
    }
    const citations: string[] = [];
    for (const sel of s.sentences) if (!citations.includes(sel.prepared.chunk.id)) citations.push(sel.prepared.chunk.id);
    return {
      answer: s.sentences.map((sel) => sel.sentence.text).join(" "),
      citations,
      retrieved,
      decision: { kind: "answer", coverage: s.coverage },
    };
  };
}
