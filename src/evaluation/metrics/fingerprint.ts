/**
 * The fingerprint of a retrieval query set (issue 22): which questions, with which gold ids.
 * A retrieval baseline holds the fingerprint of the set it was measured on, so a run over
 * another set (a user's own data beside the same corpus) is reported as new instead of being
 * compared with figures of different questions.
 */
import { createHash } from "node:crypto";

/** One query as the fingerprint sees it. */
export interface FingerprintedQuery {
  id: string;
  question: string;
  gold: readonly string[];
}

/**
 * `sha256:` and the first 16 hex digits of SHA-256 over the queries sorted by id, each as
 * the JSON of `[id, question, sorted gold ids]` on its own line. Order of the file and of a
 * query's gold ids does not matter; any other change does.
 *
 * @example
 * querySetFingerprint([{ id: "q1", question: "경력은?", gold: ["c1"] }]) // "sha256:…" (16 hex digits)
 */
export function querySetFingerprint(queries: readonly FingerprintedQuery[]): string {
  const hash = createHash("sha256");
  const sorted = [...queries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const q of sorted) hash.update(`${JSON.stringify([q.id, q.question, [...q.gold].sort()])}\n`);
  return `sha256:${hash.digest("hex").slice(0, 16)}`;
}
