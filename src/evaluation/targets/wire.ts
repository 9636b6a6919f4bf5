/**
 * The reply shapes targets speak (DESIGN.md "SSE wire format"): zero or more
 * `{ type: "token", text }`, then one `{ type: "final", answer, citations, retrieved }` or
 * `{ type: "blocked", code, message }`. HTTP JSON targets answer with the final or blocked
 * object alone. Validated with zod so a malformed reply is an error, never a silent pass.
 */
import { z } from "zod";
import { RampartError, formatZodIssues } from "../../core/index.js";

const rankedHit = z.object({ id: z.string(), score: z.number() });

export const finalEventSchema = z.object({
  type: z.literal("final"),
  answer: z.string(),
  citations: z.array(z.string()).default([]),
  retrieved: z.array(rankedHit).default([]),
});

export const blockedEventSchema = z.object({
  type: z.literal("blocked"),
  code: z.string().min(1),
  message: z.string().default(""),
});

export const tokenEventSchema = z.object({ type: z.literal("token"), text: z.string() });

/** Any event of the SSE stream. */
export const streamEventSchema = z.discriminatedUnion("type", [tokenEventSchema, finalEventSchema, blockedEventSchema]);
export type StreamEvent = z.infer<typeof streamEventSchema>;

/** A terminal reply (HTTP JSON body, in-process result): `type` may be omitted for a final answer. */
export const terminalReplySchema = z.union([
  blockedEventSchema,
  finalEventSchema.extend({ type: z.literal("final").default("final") }),
]);
export type TerminalReply = z.infer<typeof terminalReplySchema>;

/**
 * Validates a terminal reply (HTTP JSON body, in-process result), choosing the schema by its
 * `type` so the message names the bad key (`code`, `answer`) instead of "no union member".
 *
 * @throws RampartError `ERR_BAD_INPUT` naming `what` and the bad keys, or the unknown type.
 */
export function parseTerminalReply(value: unknown, what: string): TerminalReply {
  const type = value !== null && typeof value === "object" ? (value as { type?: unknown }).type : undefined;
  if (type === "blocked") return parseWire(blockedEventSchema, value, what);
  if (type === undefined || type === "final") return parseWire(terminalReplySchema, value, what);
  throw new RampartError("ERR_BAD_INPUT", `${what}: unknown reply type ${preview(String(JSON.stringify(type)))}`);
}

/**
 * Validates one parsed value against `schema`.
 *
 * @throws RampartError `ERR_BAD_INPUT` naming `what` and the bad keys.
 */
export function parseWire<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const res = schema.safeParse(value);
  if (!res.success) throw new RampartError("ERR_BAD_INPUT", `${what}: ${formatZodIssues(res.error)}`);
  return res.data;
}

/**
 * Parses JSON text.
 *
 * @throws RampartError `ERR_BAD_INPUT` naming `what`.
 */
export function parseJsonText(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new RampartError("ERR_BAD_INPUT", `${what}: not valid JSON (${preview(text)})`, { cause });
  }
}

/** First 80 characters of a wire payload for an error message. */
export function preview(text: string): string {
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}
