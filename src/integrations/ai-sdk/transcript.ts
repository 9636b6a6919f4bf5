/**
 * Keeps the firewall session's transcript in step with the SDK's messages, so provenance
 * checks know what the user asked and what untrusted text the model has read — without the
 * application handing its messages over a second time. Before each dispatch:
 *
 * - a user message's own text parts → `addUserRequest` (trusted);
 * - user parts marked as retrieved evidence (`retrieved(chunks)`) → `addEvidence` (untrusted);
 * - results of tools outside the firewall → `addEvidence` (untrusted). Results of
 *   `firewallTools` (marked neutralised) were recorded by the firewall's dispatch itself.
 *
 * Each text is recorded once per session.
 */
import type { Session } from "../../firewall/index.js";
import { RAMPART_PROVIDER_KEY, type PromptMessage, type PromptPart } from "./types.js";

const SEEN = new WeakMap<Session, { texts: Set<string>; evidence: number }>();

/** The text a tool result shows the model. */
function resultText(part: PromptPart): string | null {
  const o = part.output as { type?: string; value?: unknown; providerOptions?: Record<string, Record<string, unknown>> } | undefined;
  if (o === undefined || o.providerOptions?.[RAMPART_PROVIDER_KEY]?.boundary === "neutralized") return null;
  if (typeof o.value === "string") return o.value;
  if (o.type === "content" && Array.isArray(o.value)) return (o.value as { text?: unknown }[]).flatMap((v) => (typeof v.text === "string" ? [v.text] : [])).join("\n");
  return o.value === undefined ? null : (JSON.stringify(o.value) ?? null);
}

/** Records what is new in `messages` (the SDK's `ModelMessage[]`) into the session's transcript. */
export function syncTranscript(session: Session, messages: unknown): void {
  if (!Array.isArray(messages)) return;
  let seen = SEEN.get(session);
  if (seen === undefined) SEEN.set(session, (seen = { texts: new Set(), evidence: 0 }));
  const record = (kind: "user" | "evidence", text: string) => {
    const key = `${kind}\u0000${text}`;
    if (text === "" || seen.texts.has(key)) return;
    seen.texts.add(key);
    if (kind === "user") session.transcript.addUserRequest(text);
    else session.transcript.addEvidence(`ai-sdk:${++seen.evidence}`, text);
  };
  for (const msg of messages as PromptMessage[]) {
    if (msg?.role === "user") {
      if (typeof msg.content === "string") record("user", msg.content);
      else if (Array.isArray(msg.content)) {
        for (const part of msg.content) {
          if (part?.type !== "text" || typeof part.text !== "string") continue;
          record(part.providerOptions?.[RAMPART_PROVIDER_KEY]?.evidence === true ? "evidence" : "user", part.text);
        }
      }
    } else if (msg?.role === "tool" && Array.isArray(msg.content)) {
      for (const part of msg.content) {
        if (part?.type !== "tool-result") continue;
        const text = resultText(part);
        if (text !== null) record("evidence", text);
      }
    }
  }
}
