/**
 * `rampart/langchain` — Rampart for LangChain.js 1.x agents (`langchain` and
 * `@langchain/core`, optional peers; loaded only when this subpath is imported):
 *
 * - `rampartMiddleware`: `wrapToolCall` puts every tool call through the firewall's dispatch
 *   (when a firewall and session are given) and every tool output through the evidence
 *   boundary; `afterModel` puts the model's answer through the output gate (redacted in
 *   place, or replaced and the run ended on a block).
 * - `neutralizingRetriever`: a retriever whose documents come back neutralised.
 *
 * @example
 * const agent = createAgent({ model, tools, middleware: [rampartMiddleware({ config: "rampart.config.yaml", firewall, session })] });
 * const retriever = neutralizingRetriever(vectorStore.asRetriever());
 */
export { rampartMiddleware, type LangChainMiddlewareOptions } from "./middleware.js";
export { neutralizingRetriever, type RetrieverOptions } from "./retriever.js";
export { firewallDefinitions, type LangChainTool } from "./tools.js";
export type { ConfigSource } from "../shared/index.js";
