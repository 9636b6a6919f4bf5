/**
 * A target is the deployed answer path the golden set is asked through (seed 002: "회귀
 * 러너는 SSE 스트림을 받아 실제 배포와 동일한 경로를 통해 답을 수집한다" — answers are collected
 * through the same path a deployment uses). Three kinds: SSE, HTTP JSON, in-process.
 */
import type { RankedHit } from "../report.js";

/** Options of one question. */
export interface AskOptions {
  /** Aborts the request (run cancelled or the runner's deadline passed). */
  signal?: AbortSignal;
  /** Deadline for this question in ms, from the call to the terminal event. */
  timeoutMs: number;
  /**
   * Largest reply accepted, in bytes on the wire (UTF-8 body, SSE framing included); default
   * `DEFAULT_MAX_REPLY_BYTES`. A larger reply is an error (`ERR_BAD_INPUT`), never graded.
   */
  maxReplyBytes?: number;
}

/** Default reply bound: 1 MiB — far above any chat answer, far below what would exhaust memory. */
export const DEFAULT_MAX_REPLY_BYTES = 1024 * 1024;

/**
 * What the target answered. `final` is a complete answer; `blocked` means the deployment's
 * own guard withheld the answer — a complete, valid reply, not an error (DESIGN.md "SSE wire
 * format"). Infrastructure faults are thrown as `RampartError`, never returned.
 */
export type TargetReply =
  | {
      kind: "final";
      answer: string;
      /** Chunk ids the answer cites. */
      citations: string[];
      /** Ranked retrieval hits (top 10, best first) for retrieval metrics; may be empty. */
      retrieved: RankedHit[];
      /**
       * Concatenated `token` texts as the client saw them while streaming; `null` when no
       * token arrived (HTTP and in-process targets never stream).
       */
      streamedText: string | null;
    }
  | {
      kind: "blocked";
      /** The deployment's block code (its own vocabulary, e.g. `ERR_LEAK_PII`). */
      code: string;
      /** The message the user was shown. */
      message: string;
      /** Token text already streamed before the block (`null` when none) — the user saw it. */
      streamedText: string | null;
    };

/**
 * The one target interface.
 *
 * `ask` resolves with the reply or rejects with a `RampartError`: `ERR_TARGET_UNAVAILABLE`
 * (refused, HTTP error, wrong content type), `ERR_TIMEOUT`, `ERR_STREAM_CUT` (stream ended
 * before `[DONE]`) or `ERR_BAD_INPUT` (a malformed reply or event).
 */
export interface Target {
  /** Shown in reports, e.g. `sse http://127.0.0.1:8787/chat`. */
  readonly name: string;
  ask(question: string, options: AskOptions): Promise<TargetReply>;
}
