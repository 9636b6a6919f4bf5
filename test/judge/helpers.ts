/**
 * Test helpers: a scripted judge behind a fake provider server. The server reads the ANSWER
 * section of the real judge prompt it received and answers with the verdict a policy picks,
 * in that provider's wire format — so every test goes through prompt building, HTTP, the
 * SDK, parsing and the cache exactly as a real run does.
 */
import { EVIDENCE_BOUNDARY } from "../../src/boundary/index.js";
import type { ProviderId } from "../../src/llm/index.js";
import { startAnthropicServer } from "../llm/servers/anthropic.js";
import type { FakeServer, RecordedRequest, Scenario } from "../llm/servers/http.js";
import { startOpenAiServer } from "../llm/servers/openai.js";
import { startWorkersAiServer } from "../llm/servers/workers-ai.js";

export const SERVER_STARTERS: Record<ProviderId, () => Promise<FakeServer>> = {
  anthropic: startAnthropicServer,
  openai: startOpenAiServer,
  "workers-ai": startWorkersAiServer,
};

/** The user prompt of a judge request, whatever the provider. */
export function promptOf(req: RecordedRequest): string {
  const messages = (req.json?.messages ?? []) as Array<{ role: string; content: string }>;
  return messages.find((m) => m.role === "user")?.content ?? "";
}

/** The neutralised ANSWER section of a judge prompt. */
export function answerOf(req: RecordedRequest): string {
  const section = promptOf(req).split(EVIDENCE_BOUNDARY)[1] ?? "";
  return section.replace(/^ANSWER\n/, "");
}

/** A verdict object as a model would send it. */
export function verdict(v: "pass" | "fail" | "unsure", reason = `graded ${v}`): Scenario {
  const s = v === "pass" ? 1 : v === "fail" ? 0.2 : 0.5;
  return { kind: "ok", value: { verdict: v, scores: { factuality: s, grounding: s, tone: 0.9 }, reasons: [reason] } };
}

/** Makes the server grade by `policy(answer)`. */
export function scriptJudge(server: FakeServer, policy: (answer: string) => Scenario): void {
  server.fallback = (req) => policy(answerOf(req));
}
