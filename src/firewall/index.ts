/**
 * `rampart/firewall` — boundary 3, the tool firewall (seed 003): an explicit tool registry,
 * a dispatch policy per tool, sessions from verified tokens, canonical and constrained
 * arguments, provenance (taint) derived from the session transcript, rate limits,
 * approvals, tool outputs through the evidence boundary, audit events and alerts.
 */
export { defineTool, type ToolDefinition, type ToolSpec, type ToolHandler, type ToolContext, type JsonSchema } from "./tool.js";
export * from "./policy.js";
export { createFirewall, type Firewall, type FirewallOptions, type ToolCall, type DispatchResult, type Permit, type Refusal } from "./firewall.js";
export { toolsFromPolicies, declaredSchema, type DeclaredToolsOptions } from "./declared-tools.js";
export { DISPATCH_CHECKS, CHECK_CODES, type CheckId } from "./checks.js";
export { createSessionVerifier, sessionVerifierFromConfig, isVerifiedSession, isLocalSession, scopesOf, type Session, type SessionVerifier, type SessionVerifierOptions, type VerificationKey, type LocalSessionOptions } from "./session.js";
export { Transcript, TrustIndex, provenanceText, type ProvenanceIndex, type TranscriptEntry, type TranscriptSource } from "./transcript.js";
export { argProvenance, provenanceOutcome, occursAsToken, salientTokens, type ArgProvenance, type ProvenanceOutcome } from "./provenance.js";
export { extractItems, keyText, type Extracted, type ExtractMode, type TaintItem, type TaintKind } from "./taint-keys.js";
export { canonicalizeArgs, canonicalJson, parseArguments, type JsonValue } from "./canonical.js";
export { resolveInRoots } from "./paths.js";
export { deriveKeys, type FirewallKeys } from "./keys.js";
export { memoryRateLimits, redisRateLimits, type RateLimits, type RateDecision, type RedisRateLimitOptions, type ToolRateLimiter } from "./ratelimit.js";
export * from "./approvals/index.js";
export * from "./audit/index.js";
export { createAlertMonitor, DEFAULT_ALERT_OPTIONS, type Alert, type AlertMonitor, type AlertOptions } from "./alerts.js";
export { sanitizeOutput, type SanitizedOutput, type OutputFindings, type EvidenceScanner } from "./sanitize.js";
export { TOOL_FORMATTERS, type OpenAITool, type AnthropicTool, type ToolFormat } from "./listing.js";
export { firewallFromConfig, openConfiguredStores, approvalStorePath, failFastRedis, type ConfiguredStores, type FromConfigOptions } from "./from-config.js";
export type { RedisClient } from "./redis-client.js";
export * from "./scenarios/index.js";
