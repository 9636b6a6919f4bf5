/**
 * Streaming-gate test helpers: an answer cut into tokens at arbitrary points, and the
 * property every streamed leak must satisfy (the verdict is the whole answer's, and no
 * released character lies at or after the first blocked span).
 */
import { expect } from "vitest";
import { collectGateStream, gateAnswer, gateStream, type GatePolicy } from "../../src/gate/index.js";

/** Yields `parts` as a model's token stream. */
export async function* tokensOf(parts: readonly string[]): AsyncGenerator<string> {
  for (const p of parts) yield p;
}

/** Cuts `text` at the given positions (taken modulo its length + 1, sorted, deduplicated). */
export function cut(text: string, at: readonly number[]): string[] {
  const points = [...new Set(at.map((p) => p % (text.length + 1)))].sort((a, b) => a - b);
  const parts: string[] = [];
  let prev = 0;
  for (const p of points) {
    parts.push(text.slice(prev, p));
    prev = p;
  }
  parts.push(text.slice(prev));
  return parts;
}

/**
 * Streams `answer` (which must be blocked as a whole) cut at `cuts` and checks: the same
 * verdict as the whole answer, and what was released is a prefix that stops before every
 * blocked span.
 */
export async function expectStreamedLeakHeld(answer: string, cuts: readonly number[], policy: GatePolicy): Promise<void> {
  const whole = await gateAnswer(answer, policy);
  expect(whole.action).toBe("block");
  const events = await collectGateStream(gateStream(tokensOf(cut(answer, cuts)), policy));
  expect(events.blocked?.code).toBe(whole.action === "block" ? whole.code : undefined);
  expect(answer.startsWith(events.text)).toBe(true);
  const firstLeak = Math.min(...whole.findings.filter((f) => f.kind === "detector").map((f) => f.start));
  expect(events.text.length).toBeLessThanOrEqual(firstLeak);
}
