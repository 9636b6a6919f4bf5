/**
 * What the streaming gate costs a reader (issue 4 item 3): tokens are paced like a model
 * (`tokenDelayMs`, default 20 ms, the chat server's `--token-delay-ms`), passed through
 * `gateStream`, and timed on both sides of the gate in the same run.
 *
 * - added time to first byte = first byte out of the gate − first token into it, in ms;
 * - held back = code units received but not yet released, sampled after every token,
 *   reported at p50 / p99 / max (nearest-rank percentiles);
 * - added latency per character = release time − arrival time, p50 / p99, in ms.
 */
import { gateStream } from "./stream.js";
import { badArgument } from "../core/light.js";
import { isGatePolicy, type GatePolicy } from "./policy.js";

/** Options of a lag measurement. */
export interface LagOptions {
  /** Pause between tokens, in ms (default 20). */
  tokenDelayMs?: number;
  /** Code points per token (default 4 — about one model token of Korean or English text). */
  tokenChars?: number;
}

/** Result of a lag measurement. */
export interface LagReport {
  tokens: number;
  chars: number;
  tokenDelayMs: number;
  /** ms between the first token entering the gate and the first byte leaving it. */
  addedTtfbMs: number;
  heldBack: { p50: number; p99: number; max: number };
  addedLatencyMs: { p50: number; p99: number };
  /** How the stream ended. */
  outcome: "released" | "blocked";
}

/** Nearest-rank percentile of a sorted array (0 for an empty one). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] as number;
}

/** Splits a text into tokens of `n` code points (surrogate pairs stay whole). */
export function splitTokens(text: string, n: number): string[] {
  const points = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < points.length; i += n) out.push(points.slice(i, i + n).join(""));
  return out;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Streams `text` through the gate at a model's pace and measures the lag it adds.
 *
 * @example
 * const lag = await measureStreamLag(answer, policy, { tokenDelayMs: 20 });
 * console.log(lag.addedTtfbMs, lag.heldBack.p99);
 */
export async function measureStreamLag(text: string, policy: GatePolicy, opts: LagOptions = {}): Promise<LagReport> {
  if (typeof text !== "string") throw badArgument("measureStreamLag", "text", "a string", text);
  if (!isGatePolicy(policy)) throw badArgument("measureStreamLag", "policy", "a GatePolicy from compileGatePolicy(config)", policy);
  if (opts === null || typeof opts !== "object" || Array.isArray(opts)) throw badArgument("measureStreamLag", "opts", "an options object when given", opts);
  const tokenDelayMs = opts.tokenDelayMs ?? 20;
  const tokens = splitTokens(text, opts.tokenChars ?? 4);
  const arrivals: number[] = []; // arrival time of each code unit
  let firstIn = -1;
  async function* source(): AsyncGenerator<string> {
    for (const [i, t] of tokens.entries()) {
      if (i > 0) await sleep(tokenDelayMs);
      const now = performance.now();
      if (firstIn < 0) firstIn = now;
      for (let k = 0; k < t.length; k++) arrivals.push(now);
      yield t;
    }
  }
  const held: number[] = [];
  const latencies: number[] = [];
  let firstOut = -1;
  let releasedUnits = 0;
  let outcome: LagReport["outcome"] = "released";
  for await (const ev of gateStream(source(), policy, { onHeld: (h) => held.push(h) })) {
    const now = performance.now();
    if (ev.type === "blocked") {
      outcome = "blocked";
      break;
    }
    if (firstOut < 0 && ev.text.length > 0) firstOut = now;
    // Redaction markers change lengths; latency is measured on source units released.
    const units = Math.min(ev.text.length, arrivals.length - releasedUnits);
    for (let k = 0; k < units; k++) latencies.push(now - (arrivals[releasedUnits + k] as number));
    releasedUnits += units;
  }
  held.sort((a, b) => a - b);
  latencies.sort((a, b) => a - b);
  return {
    tokens: tokens.length,
    chars: text.length,
    tokenDelayMs,
    addedTtfbMs: firstOut < 0 || firstIn < 0 ? 0 : firstOut - firstIn,
    heldBack: { p50: percentile(held, 50), p99: percentile(held, 99), max: held[held.length - 1] ?? 0 },
    addedLatencyMs: { p50: percentile(latencies, 50), p99: percentile(latencies, 99) },
    outcome,
  };
}
