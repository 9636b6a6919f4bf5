/**
 * The sentence-classifier contract between the evidence boundary's semantic layer
 * (`src/boundary/semantic/`) and the classifiers that plug into it: an LLM
 * (`createLlmSentenceClassifier` in `rampart/llm`) or a local ONNX model the user supplies.
 * It lives in core because both sides depend on core and on nothing of each other: the
 * boundary never imports `rampart/llm`, and `rampart/llm` depends only on core (DESIGN.md
 * "Dependencies point inward"). Types only, plus one guard.
 *
 * Seed 000 ("Instruction-override paraphrase … needs an LLM classifier"): rules catch what
 * has a shape; a paraphrase is the job of a classifier, whose error is a finding, never a
 * silent pass.
 */
import type { ErrorCode } from "./errors.js";

/**
 * The verdict on one sentence.
 *
 * - `injection`: the sentence tries to instruct, re-task or manipulate an AI reader.
 *   `score` is the classifier's probability of that, in (0.5, 1]; `kind` names the attack
 *   vector (e.g. `instruction-override`, `prompt-extraction`).
 * - `benign`: `score` is the probability of injection, in [0, 0.5).
 * - `error`: no usable verdict — an error, a timeout, a schema violation, an ambiguous or
 *   self-contradicting verdict, a spent budget. The boundary turns it into a
 *   `detector.error` finding (fail closed); it is never cached.
 */
export type SentenceVerdict =
  | { readonly label: "injection"; readonly score: number; readonly kind: string }
  | { readonly label: "benign"; readonly score: number }
  | { readonly label: "error"; readonly code: ErrorCode; readonly reason: string };

/** What one classifier call returned. */
export interface ClassifierBatch {
  /** One verdict per input sentence, in input order. */
  readonly verdicts: readonly SentenceVerdict[];
  /** Tokens the call consumed (input + output); 0 for a local model. */
  readonly tokens: number;
  /** Provider calls made (retries after transport errors are the client's and count as one). */
  readonly calls: number;
}

/**
 * A classifier of sentences. `classify` resolves with one verdict per sentence; it rejects
 * (with a `RampartError`) only when the call failed before any usable answer — a transport
 * error, a timeout, an abort — and the caller then records an error for every sentence.
 */
export interface SentenceClassifier {
  /**
   * Identity of everything a verdict depends on besides the sentence: provider and model
   * (an LLM) or the model files' digest (a local model), and the prompt version. It is part
   * of every cache key, so changing any of them never serves a stale verdict.
   */
  readonly id: string;
  /** Most sentences one call takes (the batching limit). */
  readonly maxBatch: number;
  /**
   * Classifies a batch.
   *
   * @throws RampartError `ERR_PROVIDER`, `ERR_TIMEOUT`, `ERR_STREAM_CUT` (transport, after the
   *   client's retries), `ERR_DETECTOR` (the classifier could not run at all).
   */
  classify(sentences: readonly string[], options?: { readonly signal?: AbortSignal }): Promise<ClassifierBatch>;
}

/** True for a well-formed non-error verdict (score finite and on the side of its label). */
export function isConsistentVerdict(v: SentenceVerdict): boolean {
  if (v.label === "error") return false;
  if (!(Number.isFinite(v.score) && v.score >= 0 && v.score <= 1)) return false;
  return v.label === "injection" ? v.score > 0.5 : v.score < 0.5;
}
