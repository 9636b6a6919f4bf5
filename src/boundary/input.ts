/**
 * Argument checks at the evidence boundary's public entry points (`scanEvidence`,
 * `neutralizeInstructionPatterns`, a scanner's `scan`, `spotlight`). TypeScript types vanish
 * at run time: a JavaScript caller, or a value read from JSON or config, can pass anything.
 * The boundary fails closed — a wrong type is a `RampartError` `ERR_BAD_INPUT`, never a bare
 * `TypeError` far from the cause and never the raw input handed back.
 */
import { RampartError } from "../core/light.js";

/** How a value's type reads in a message: `null`, `an array`, or its `typeof`. */
export function typeName(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "an array" : typeof value;
}

/**
 * The error for a non-string where evidence text is expected.
 *
 * @param param the parameter as the message names it (`text`, `chunks[2]`).
 * @returns `ERR_BAD_INPUT` `"<param>: expected a string, got <type>"`, `details` `{ param, type }`.
 */
export function notText(param: string, value: unknown): RampartError {
  const got = typeName(value);
  return new RampartError("ERR_BAD_INPUT", `${param}: expected a string, got ${got}`, { details: { param, type: got } });
}
