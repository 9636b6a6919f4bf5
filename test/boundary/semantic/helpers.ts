/**
 * Test helpers of the semantic layer: a scripted sentence classifier behind the fake provider
 * servers of test/llm/servers/ (real HTTP, each provider's own wire format). The server reads
 * the sentences out of the real prompt it received and answers the verdict a policy picks, so
 * a test goes through prompt building, the SDK, the wire, parsing, batching and the cache as a
 * real run does.
 */
import { createSemanticDetector, type SemanticDetector, type SemanticDetectorOptions } from "../../../src/boundary/index.js";
import { createLlmClient, createLlmSentenceClassifier, type LlmSettingsInput, type ProviderId } from "../../../src/llm/index.js";
import type { FakeServer, RecordedRequest, Scenario } from "../../llm/servers/http.js";
import { promptOf } from "../../judge/helpers.js";

export { SERVER_STARTERS } from "../../judge/helpers.js";

/** The sentences of one classifier request, as sent. */
export function sentencesOf(req: RecordedRequest): Array<{ id: number; text: string }> {
  return (JSON.parse(promptOf(req)) as { sentences: Array<{ id: number; text: string }> }).sentences;
}

/** A verdict as a model sends it. */
export type WireVerdict = { id: number; label: string; confidence: number; kind: string };

/** Paraphrased overrides our scripted model "knows" (written for these tests). */
const INJECTION = /reassigned|actual assignment|outrank|당신의 새 임무|新的任务/i;

/** The scripted model: injection for the phrases above, benign otherwise, one verdict per id. */
export function scriptedVerdicts(sentences: ReadonlyArray<{ id: number; text: string }>): WireVerdict[] {
  return sentences.map(({ id, text }) =>
    INJECTION.test(text) ? { id, label: "injection", confidence: 0.92, kind: "role-reassignment" } : { id, label: "benign", confidence: 0.97, kind: "none" },
  );
}

/** Makes `server` answer every classifier request with `reply(sentences)` (default: the scripted model). */
export function scriptClassifier(server: FakeServer, reply: (s: Array<{ id: number; text: string }>) => Scenario = (s) => ({ kind: "ok", value: { verdicts: scriptedVerdicts(s) } })): void {
  server.fallback = (req) => reply(sentencesOf(req));
}

/** Client settings for a fake server: fast retries, short deadline. */
export function clientSettings(provider: ProviderId, server: FakeServer, over: Partial<LlmSettingsInput> = {}): LlmSettingsInput {
  return {
    provider,
    model: "detector-model",
    baseUrl: server.url,
    apiKey: "sk-test-key",
    maxTokens: 1024,
    timeoutMs: 5_000,
    // Three attempts, as the client tests use: a loaded machine can reset an idle keep-alive socket.
    retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 20, maxRetryAfterMs: 1_000 },
    ...over,
  };
}

/** An LLM detector over `server`. */
export function llmDetector(provider: ProviderId, server: FakeServer, opts: Partial<SemanticDetectorOptions> = {}, client: Partial<LlmSettingsInput> = {}): SemanticDetector {
  const llm = createLlmClient(clientSettings(provider, server, client), {});
  return createSemanticDetector({ name: "llm", classifier: createLlmSentenceClassifier(llm), ...opts });
}
