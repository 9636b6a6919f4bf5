/**
 * Evidence as the answerer sees it: each chunk's sentences, with the ones the evidence
 * boundary marked taken out, plus the folded text and word sets used for term matching.
 *
 * In guarded mode every chunk goes through `scanEvidence` (the one choke point, seed 000) and
 * a sentence that overlaps any finding — a wrapped role-tag or override line, a redacted
 * chat token, a forged marker — is never eligible: an extractive answer must not repeat what
 * the boundary flagged. In unguarded mode (the leak demo) every sentence is eligible.
 */
import { scanEvidence } from "../../boundary/index.js";
import type { Chunk } from "../chunk.js";
import { foldText, tokenize } from "../index/index.js";
import { splitSentences, type Sentence } from "./sentences.js";

/** A sentence ready for matching. */
export interface EvidenceSentence extends Sentence {
  /** Folded sentence text (NFKC, lower case). */
  folded: string;
  /** Its Latin/digit words. */
  words: ReadonlySet<string>;
  /** Position in the chunk (0-based), for a stable reading order. */
  position: number;
}

/** A chunk prepared for answering. */
export interface PreparedChunk {
  chunk: Chunk;
  /** Folded title, section, agency and project: what every sentence of the chunk is about. */
  context: string;
  contextWords: ReadonlySet<string>;
  /** Sentences the answer may quote. */
  eligible: EvidenceSentence[];
  /** How many sentences the boundary took out. */
  withheld: number;
}

const LATIN = /^[^\p{Script=Hangul}]+$/u;

/** The Latin/digit words of folded text, as a set. */
export function latinWords(text: string): Set<string> {
  return new Set(tokenize(text).filter((t) => LATIN.test(t)));
}

/** The context string of a chunk: title, section, agency, project (folded, space-joined). */
export function chunkContext(chunk: Chunk): string {
  return foldText([chunk.title, chunk.section, chunk.agency, chunk.project].filter((v) => v).join(" "));
}

/**
 * Prepares one chunk.
 *
 * @param guarded when true, sentences overlapping a `scanEvidence` finding are withheld.
 */
export function prepareChunk(chunk: Chunk, guarded: boolean): PreparedChunk {
  const spans = guarded ? scanEvidence(chunk.text).findings.map((f) => [f.start, f.end] as const) : [];
  const eligible: EvidenceSentence[] = [];
  let withheld = 0;
  splitSentences(chunk.text).forEach((s, position) => {
    // Half-open spans overlap when each starts before the other ends; a zero-width finding
    // inside a sentence counts too.
    if (spans.some(([a, b]) => a < s.end && (b > s.start || (a === b && a >= s.start)))) {
      withheld++;
      return;
    }
    const folded = foldText(s.text);
    eligible.push({ ...s, folded, words: latinWords(folded), position });
  });
  const context = chunkContext(chunk);
  return { chunk, context, contextWords: latinWords(context), eligible, withheld };
}
