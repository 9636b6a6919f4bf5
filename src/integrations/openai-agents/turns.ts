/**
 * Records the user's turns of an Agents SDK run in a firewall session's transcript (issue 18:
 * a side effect's value runs when the user gave it, so the firewall must see what the user
 * said). The SDK hands a tool's `invoke` no conversation history, so `firewallTools` cannot
 * read it per call; the run's `agent_start` event carries the turn's input items instead.
 *
 * Only message items whose `role` is `user` are recorded (their `input_text` parts or string
 * content), each text once per session. Assistant messages, function-call results, reasoning
 * and system or developer messages never are: text the model produced or a tool returned
 * vouches for nothing.
 *
 * Subscribe on the runner or agent the application itself runs. An agent used as a tool
 * (`agent.asTool()`) runs on a runner of its own whose input is the calling model's text, so
 * a subscription on the outer runner does not see it — do not subscribe on such an agent.
 */
import { RampartError, isPlainObject } from "../../core/index.js";
import type { Session } from "../../firewall/index.js";

/** What `recordUserTurns` subscribes to: an `Agent` or a `Runner` of `@openai/agents` (their `on`). */
export interface AgentStartEmitter {
  on(event: "agent_start", listener: (context: unknown, agent: unknown, turnInput?: unknown) => void): unknown;
  off?(event: "agent_start", listener: (context: unknown, agent: unknown, turnInput?: unknown) => void): unknown;
}

const SEEN = new WeakMap<Session, Set<string>>();

/** The texts of the user message items in `input` (a string input is one user text), one per item. */
export function userTexts(input: unknown): string[] {
  if (typeof input === "string") return input === "" ? [] : [input];
  if (!Array.isArray(input)) return [];
  const out: string[] = [];
  for (const item of input) {
    if (!isPlainObject(item) || item.role !== "user" || (item.type !== undefined && item.type !== "message")) continue;
    const c = item.content;
    const parts = typeof c === "string" ? [c] : Array.isArray(c) ? c.flatMap((p) => (isPlainObject(p) && (p.type === undefined || p.type === "input_text") && typeof p.text === "string" ? [p.text] : [])) : [];
    const text = parts.join("\n");
    if (text !== "") out.push(text);
  }
  return out;
}

/**
 * Records the user texts of `input` (`userTexts`) in the session's transcript as trusted user
 * turns, each text once per session.
 */
export function recordUserInput(session: Session, input: unknown): void {
  let seen = SEEN.get(session);
  if (seen === undefined) SEEN.set(session, (seen = new Set()));
  for (const text of userTexts(input)) {
    if (seen.has(text)) continue;
    seen.add(text);
    session.transcript.addUserRequest(text);
  }
}

/**
 * Subscribes to `agent_start` on a runner or agent and records each turn's user messages in
 * the session's transcript, so what the user named vouches for a side effect's arguments.
 *
 * @param emitter the `Runner` (preferred: it sees every agent of its runs, handoffs included)
 *   or the `Agent` the application runs.
 * @returns a function that unsubscribes (where the emitter has `off`).
 * @throws RampartError `ERR_BAD_INPUT` when `emitter` has no `on` or `session` is not a session.
 * @example
 * const agent = new Agent({ name: "bank", model, tools: firewallTools(tools, { firewall, session }) });
 * recordUserTurns(agent, session);
 * await run(agent, "Pay 40 EUR to DE89 3704 0044 0532 0130 00");
 */
export function recordUserTurns(emitter: AgentStartEmitter, session: Session): () => void {
  if (typeof emitter?.on !== "function") throw new RampartError("ERR_BAD_INPUT", "recordUserTurns: emitter must be an Agent or a Runner of @openai/agents");
  if (!isPlainObject(session) || typeof (session as { transcript?: unknown }).transcript !== "object") {
    throw new RampartError("ERR_BAD_INPUT", "recordUserTurns: session must be a firewall session (await firewall.openSession(token))");
  }
  const listener = (_context: unknown, _agent: unknown, turnInput?: unknown) => recordUserInput(session, turnInput);
  emitter.on("agent_start", listener);
  return () => void emitter.off?.("agent_start", listener);
}
