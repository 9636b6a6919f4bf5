/**
 * Result of the deterministic verifier of seed 000 (`verifyAnswer` in `rampart/rag`):
 * topics and entities found or missing by substring match against the neutralised evidence
 * text. Shared here because the evaluation gate consumes it without importing the pipeline.
 */
export interface VerifierResult {
  verdict: "supported" | "unsupported";
  topicsFound: string[];
  topicsMissing: string[];
  entitiesFound: string[];
  entitiesMissing: string[];
}
