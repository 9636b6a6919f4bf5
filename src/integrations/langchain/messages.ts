/** Reading LangChain messages (v1 `BaseMessage`) without depending on their classes. */
import type { Session } from "../../firewall/index.js";

/** A message as this adapter reads it. */
export interface MessageLike {
  type?: string;
  id?: string;
  content?: unknown;
  getType?: () => string;
}

/** `human`, `ai`, `tool`, `system` … */
export function messageType(m: unknown): string {
  const msg = m as MessageLike | null;
  if (msg === null || typeof msg !== "object") return "";
  if (typeof msg.getType === "function") return msg.getType();
  return typeof msg.type === "string" ? msg.type : "";
}

/** The text of a message's content: a string, or the `text` of its text blocks joined by `separator` (default none). */
export function contentText(content: unknown, separator = ""): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.flatMap((b) => (b !== null && typeof b === "object" && typeof (b as { text?: unknown }).text === "string" ? [(b as { text: string }).text] : [])).join(separator);
}

const SEEN = new WeakMap<Session, Set<string>>();

/**
 * Records the user's turns (human messages) into the session transcript, each text once — the
 * trusted source of vouching (issue 18). AI, tool and system messages never are: text the
 * model produced or a tool returned vouches for nothing. Text blocks are joined by a line
 * break, so two blocks never glue two words into one token.
 */
export function syncUserTurns(session: Session, messages: unknown): void {
  if (!Array.isArray(messages)) return;
  let seen = SEEN.get(session);
  if (seen === undefined) SEEN.set(session, (seen = new Set()));
  for (const m of messages) {
    if (messageType(m) !== "human") continue;
    const text = contentText((m as MessageLike).content, "\n");
    if (text === "" || seen.has(text)) continue;
    seen.add(text);
    session.transcript.addUserRequest(text);
  }
}
