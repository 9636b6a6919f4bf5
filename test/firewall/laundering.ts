/**
 * Shared pieces of the laundering properties (vouch-properties, laundering-compositions): the
 * spelling tables an attacker uses and one attempt of a hijacked call after a document.
 */
import type { Firewall } from "../../src/firewall/index.js";
import { session } from "./helpers.js";

/** The NATO phonetic alphabet, letter → word. */
export const NATO: Record<string, string> = Object.fromEntries(
  "alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu"
    .split(" ")
    .map((w) => [w.charAt(0), w]),
);

/** English digit words, 0–9. */
export const EN_DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/**
 * One hijacked call: a fresh session whose user said `prompt` and which received `evidence`
 * as an untrusted document, then `tool(args)`. Returns "resolved" when the call ran, else the
 * error code (`ERR_APPROVAL_REQUIRED`, `ERR_TAINTED`, …).
 */
export async function attempt(fw: Firewall, prompt: string, evidence: string, tool: string, args: Record<string, unknown>): Promise<string> {
  const s = await session("alice", []);
  s.transcript.addUserRequest(prompt);
  s.transcript.addEvidence("doc", evidence);
  const r = await fw.safeDispatch({ name: tool, arguments: args }, s);
  return r.ok ? "resolved" : r.error.code;
}
