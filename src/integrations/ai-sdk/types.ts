/**
 * The slices of the AI SDK's language-model protocol this adapter reads and writes, typed
 * structurally so one middleware serves `ai` 6 (`LanguageModelV3`) and 7 (`LanguageModelV4`,
 * which `wrapLanguageModel` accepts a `v3` middleware for): text parts, tool-result
 * outputs, stream parts, finish reasons and usage have the same shape in both. Nothing here
 * imports `ai` or `@ai-sdk/provider`.
 */

/** Provider options of a prompt part (`{ [provider]: { … } }`). */
export type ProviderOptions = Record<string, Record<string, unknown>>;

/** The namespace Rampart reads in `providerOptions` and writes in `providerMetadata`. */
export const RAMPART_PROVIDER_KEY = "rampart";

/** A prompt message: `system` has string content, the others arrays of parts. */
export interface PromptMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string | PromptPart[];
  providerOptions?: ProviderOptions;
}

/** A prompt part (only `type` is known to every part). */
export interface PromptPart {
  type: string;
  text?: string;
  output?: ToolResultOutput;
  providerOptions?: ProviderOptions;
}

/** A tool result's output in the prompt. */
export type ToolResultOutput =
  | { type: "text" | "error-text"; value: string; providerOptions?: ProviderOptions }
  | { type: "json" | "error-json"; value: unknown; providerOptions?: ProviderOptions }
  | { type: "content"; value: { type: string; text?: string }[]; providerOptions?: ProviderOptions }
  | { type: "execution-denied"; reason?: string; providerOptions?: ProviderOptions };

/** Finish reason (V3 and V4): the unified value and the provider's raw one. */
export interface FinishReason {
  unified: string;
  raw: string | undefined;
}

/** A stream part (the fields this adapter touches). */
export interface StreamPart {
  type: string;
  id?: string;
  delta?: string;
  finishReason?: FinishReason;
  usage?: unknown;
  providerMetadata?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A generated content part. */
export interface ContentPart {
  type: string;
  text?: string;
  [key: string]: unknown;
}

/** Usage with every count unknown (a blocked stream ends before the provider reports it). */
export const UNKNOWN_USAGE = Object.freeze({
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
});
