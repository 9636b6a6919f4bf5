/**
 * `rampart/ai-sdk` — Rampart for the Vercel AI SDK (`ai` 6 or 7, an optional peer):
 * `rampartMiddleware` for `wrapLanguageModel` (evidence boundary on tool results and
 * retrieved context, output gate on answers and streams) and `firewallTools` (every tool
 * call through the firewall). Neither imports `ai` at run time.
 *
 * @example
 * const model = wrapLanguageModel({ model: yourModel, middleware: rampartMiddleware("rampart.config.yaml") });
 * const firewall = createFirewall({ tools: firewallDefinitions(tools, policies), verifier });
 * const session = await firewall.openSession(token);
 * const result = streamText({ model, tools: firewallTools(tools, { firewall, session }), messages });
 */
export { rampartMiddleware, type RampartMiddlewareOptions, type RampartLanguageModelMiddleware } from "./middleware.js";
export { firewallTools, firewallDefinitions, type FirewallToolsOptions, type AiSdkTool } from "./tools.js";
export { retrieved, NEUTRALIZED_OUTPUT, type EvidencePart } from "./prompt.js";
export { RAMPART_PROVIDER_KEY } from "./types.js";
export type { ConfigSource, EvidenceMode } from "../shared/index.js";
