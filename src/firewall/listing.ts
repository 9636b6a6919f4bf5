/**
 * Tool definitions for models, in the providers' own formats: OpenAI Chat Completions
 * (`{ type: "function", function: { name, description, parameters } }`) and Anthropic
 * Messages (`{ name, description, input_schema }`). Only what the caller may call is
 * listed, so the model is never offered a tool the firewall would refuse.
 */
import type { JsonSchema, ToolDefinition } from "./tool.js";

/** OpenAI Chat Completions function tool. */
export interface OpenAITool {
  type: "function";
  function: { name: string; description: string; parameters: JsonSchema };
}

/** Anthropic Messages tool. */
export interface AnthropicTool {
  name: string;
  description: string;
  input_schema: JsonSchema & { type: "object" };
}

/** Supported listing formats. */
export type ToolFormat = "openai" | "anthropic";

/** Formatters by name (a typed registry: every format has one). */
export const TOOL_FORMATTERS = {
  openai: (t: ToolDefinition): OpenAITool => ({
    type: "function",
    function: { name: t.name, description: t.description, parameters: structuredClone(t.modelSchema) },
  }),
  anthropic: (t: ToolDefinition): AnthropicTool => ({
    name: t.name,
    description: t.description,
    input_schema: { ...structuredClone(t.modelSchema), type: "object" },
  }),
} satisfies Record<ToolFormat, (t: ToolDefinition) => unknown>;
