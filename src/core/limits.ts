/**
 * Input-size caps of the entry points (DESIGN.md: output and memory stay bounded on hostile
 * input). Every check is linear, but its constant is large (a shadow, an offset map, a pass
 * per rule or detector: 100–250 bytes of memory and ~1–2 s per MB of text), and past ~20 MB
 * the engine itself gives out (`Map maximum size exceeded`, call-stack overflow). So each
 * entry point refuses text above a configured size up front, with a clear `ERR_BAD_INPUT`
 * naming the size and the limit, and never passes such text on as checked.
 *
 * Sizes are UTF-16 code units (JavaScript's `string.length`, the unit of every offset), except
 * tool outputs, which the firewall counts in UTF-8 bytes (`firewall.maxOutput.bytes`).
 * Zod-free, so the boundary and the gate can import it cheaply (issue 22).
 */
import { RampartError } from "./errors.js";

/**
 * Default largest evidence text `scanEvidence` (and every scanner) accepts: 2 Mi UTF-16 code
 * units (`boundary.maxInputChars`). Measured: 0.5–2.5 s per MB on two cores, so the cap is a
 * few seconds of work; a retrieved chunk is a few KB, a big tool output string well under it.
 */
export const DEFAULT_MAX_EVIDENCE_CHARS = 2 * 1024 * 1024;

/**
 * Largest total of all chunks one `spotlight` call accepts: 8 Mi UTF-16 code units (four
 * full-size chunks). Each chunk is also capped at `DEFAULT_MAX_EVIDENCE_CHARS`; the total
 * bounds the work and the prompt block of one call (base64 `encode` makes it up to 4 bytes
 * per code unit). Larger is `ERR_BAD_INPUT` naming this limit.
 */
export const MAX_SPOTLIGHT_TOTAL_CHARS = 8 * 1024 * 1024;

/**
 * Default largest answer the output gate accepts, finished or streamed in total: 1 Mi UTF-16
 * code units (`gate.maxAnswerChars`); a model's answer is rarely past 100 K.
 */
export const DEFAULT_MAX_ANSWER_CHARS = 1024 * 1024;

/**
 * The error for a text over its cap: `ERR_BAD_INPUT`, naming what, its size, the limit and the
 * configuration key that sets it; `details` = `{ size, limit, key }` (never the text).
 *
 * @example
 * tooLarge("evidence text", 3_000_000, 2_097_152, "boundary.maxInputChars").message
 * // "evidence text is 3000000 UTF-16 code units, over the limit of 2097152 (boundary.maxInputChars); it is refused, not passed on"
 */
export function tooLarge(what: string, size: number, limit: number, key: string, unit = "UTF-16 code units"): RampartError {
  return new RampartError("ERR_BAD_INPUT", `${what} is ${size} ${unit}, over the limit of ${limit} (${key}); it is refused, not passed on`, {
    details: { size, limit, key },
  });
}

/** True for a whole number ≥ 1 that is safe in JavaScript (a valid cap). */
export function isSizeLimit(x: unknown): x is number {
  return typeof x === "number" && Number.isSafeInteger(x) && x >= 1;
}
