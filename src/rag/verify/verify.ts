/**
 * The deterministic verifier of seed 000 (`rag_core.py:evidence_text_for_verification` and
 * its topic/entity substring match), in TypeScript.
 *
 * The evidence text is built from every document-controlled field of the cited chunks —
 * title, agency, project, section, text and every metadata value — each through
 * `neutralizeInstructionPatterns` (the one choke point, ADR 0008), chunks joined with
 * `EVIDENCE_BOUNDARY`. Markers the boundary writes never collide with topic strings (ADR
 * 0008 "계약"), so substring matching is unaffected by them.
 *
 * Matching folds both sides with the boundary's normalisation shadow (NFKC, case) and
 * collapses whitespace runs, so `Recall@5` matches `recall@5` and line breaks do not hide a
 * phrase.
 */
import { EVIDENCE_BOUNDARY, buildShadow, neutralizeInstructionPatterns } from "../../boundary/index.js";
import { RampartError, type VerifierResult } from "../../core/index.js";
import type { Chunk } from "../chunk.js";

/** What an answer is checked for. */
export interface VerifyExpectations {
  /** What the cited evidence must be about (matched in the evidence text). */
  topics?: readonly string[];
  /** Concrete names and figures the answer must state AND the cited evidence must contain. */
  entities?: readonly string[];
}

/**
 * The neutralised evidence text of chunks, in the given order (seed 000).
 *
 * @example
 * evidenceTextForVerification([chunk]);
 * // "도하린 이력서 — 학력\n학력\n가온대학교 컴퓨터공학과를 …\n2025-03-02"
 */
export function evidenceTextForVerification(chunks: readonly Chunk[]): string {
  return chunks
    .map((c) =>
      [c.title, c.agency, c.project, c.section, c.text, ...Object.values(c.metadata)]
        .filter((v): v is string => typeof v === "string" && v !== "")
        .map((v) => neutralizeInstructionPatterns(v))
        .join("\n"),
    )
    .join(EVIDENCE_BOUNDARY);
}

function fold(text: string): string {
  return buildShadow(text).text.replace(/\s+/g, " ");
}

/**
 * Verifies an answer against the chunks it cites.
 *
 * - a topic is found when the evidence text contains it;
 * - an entity is found when the evidence text contains it and the answer states it (an
 *   entity the answer never mentions is not supported by anything);
 * - the verdict is `supported` when at least one chunk is cited and nothing is missing.
 *
 * @param answer the answer as delivered.
 * @param chunks the cited chunks (look ids up in the corpus first; unknown ids are the
 *   caller's error to report).
 * @example
 * verifyAnswer("가온대학교 컴퓨터공학과를 졸업했다.", [eduChunk], { topics: ["학력"], entities: ["가온대학교"] });
 * // { verdict: "supported", topicsFound: ["학력"], entitiesFound: ["가온대학교"], topicsMissing: [], entitiesMissing: [] }
 */
export function verifyAnswer(answer: string, chunks: readonly Chunk[], expect: VerifyExpectations = {}): VerifierResult {
  const evidence = fold(evidenceTextForVerification(chunks));
  const said = fold(answer);
  const topicsFound: string[] = [];
  const topicsMissing: string[] = [];
  for (const t of expect.topics ?? []) (evidence.includes(fold(t).trim()) ? topicsFound : topicsMissing).push(t);
  const entitiesFound: string[] = [];
  const entitiesMissing: string[] = [];
  for (const e of expect.entities ?? []) {
    const f = fold(e).trim();
    (evidence.includes(f) && said.includes(f) ? entitiesFound : entitiesMissing).push(e);
  }
  const supported = chunks.length > 0 && topicsMissing.length === 0 && entitiesMissing.length === 0;
  return { verdict: supported ? "supported" : "unsupported", topicsFound, topicsMissing, entitiesFound, entitiesMissing };
}

/**
 * A verifier that looks citations up in a corpus — what an evaluation run needs when it only
 * has the ids from the `final` event.
 *
 * @returns `(answer, citations, expectations) → VerifierResult`.
 * @throws RampartError `ERR_BAD_INPUT` (from the returned function) when a citation is not a
 *   chunk of the corpus: the target and the corpus disagree, which is not a verdict.
 * @example
 * const verify = citationVerifier(loadCorpus("corpus"));
 * verify(final.answer, final.citations, { topics: item.topics, entities: item.entities });
 */
export function citationVerifier(
  chunks: readonly Chunk[],
): (answer: string, citations: readonly string[], expect: VerifyExpectations) => VerifierResult {
  const byId = new Map(chunks.map((c) => [c.id, c]));
  return (answer, citations, expect) => {
    const unknown = citations.filter((id) => !byId.has(id));
    if (unknown.length > 0) {
      throw new RampartError("ERR_BAD_INPUT", `cited chunk id(s) not in the corpus: ${unknown.slice(0, 5).join(", ")}`);
    }
    return verifyAnswer(answer, citations.map((id) => byId.get(id) as Chunk), expect);
  };
}
