/**
 * `rampart/openai-agents` — Rampart for the OpenAI Agents SDK (`@openai/agents`, an optional
 * peer; nothing here imports it at run time):
 *
 * - `rampartInputGuardrail`: trips when the evidence boundary finds an injection in the user
 *   input (role tags, overrides, chat-template tokens, forged markers);
 * - `rampartOutputGuardrail`: trips when the output gate blocks the final output (or must
 *   redact it: a guardrail cannot change the output, so the redacted text is in `outputInfo`);
 * - `firewallTools`: function tools whose `invoke` goes through `firewall.dispatch`;
 * - `recordUserTurns`: records the user's messages of each run in the firewall session, so
 *   what the user named vouches for a side effect (the SDK shows a tool no history).
 *
 * @example
 * const agent = new Agent({
 *   name: "support", instructions, model,
 *   inputGuardrails: [rampartInputGuardrail({ config: "rampart.config.yaml" })],
 *   outputGuardrails: [rampartOutputGuardrail({ config: "rampart.config.yaml" })],
 *   tools: firewallTools(tools, { firewall, session }),
 * });
 * recordUserTurns(agent, session);
 */
export { rampartInputGuardrail, rampartOutputGuardrail, type GuardrailOptions, type RampartInputGuardrail, type RampartOutputGuardrail, type GuardrailInfo } from "./guardrails.js";
export { firewallTools, firewallDefinitions, type AgentsFunctionTool, type FirewallToolsOptions } from "./tools.js";
export { recordUserTurns, userTexts, type AgentStartEmitter } from "./turns.js";
export type { ConfigSource } from "../shared/index.js";
