/** English disclosure words (see `types.ts`). */
import type { DisclosureWords } from "./types.js";

export const en: DisclosureWords = {
  framing: [
    "my instructions", "my instruction", "the instructions i was given", "the instructions i have", "my system prompt", "the system prompt",
    "my prompt", "my initial prompt", "my guidelines", "my rules", "my directives", "my setup", "my configuration", "my brief",
    "i was told", "i was told to", "i was told not to", "i've been told", "i have been told", "i was instructed", "i've been instructed",
    "i have been instructed", "i am instructed", "i'm instructed", "i was asked to", "i've been asked to", "i am configured",
    "i'm configured", "i was configured", "i am programmed", "i'm programmed", "i was programmed", "i was set up to",
    "i've been set up", "i am set up to", "i'm set up to", "i'm supposed to", "i am supposed to", "the operator told me",
    "the developers told me", "the developer told me", "my operator", "my developers", "i was given instructions",
    "i've been configured", "i have been configured", "i'm designed to", "i am designed to", "my orders",
  ],
  directives: [
    "never", "always", "only", "must", "must not", "don't", "do not", "not allowed", "forbidden", "secret", "confidential",
    "refuse", "escalate", "route", "keep", "reveal", "disclose", "mention",
  ],
  impersonal: ["the system prompt"],
  roleAddress: ["you are", "you're", "act as", "your role is", "your task is", "your job is"],
  source: "Common ways chat assistants restate their instructions (prompt-leak transcripts, OWASP LLM07 examples)",
};
