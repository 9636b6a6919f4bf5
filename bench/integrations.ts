/**
 * `npm run bench -- integrations [--token-delay-ms N]`: what `rampartMiddleware` adds to the AI
 * SDK's own per-call time (issue 21 target: ≤ 5 %), every pair measured side by side in one
 * process, in interleaved rounds, reported as the median over rounds (`cpu-rounds.ts`) in
 * process CPU time and wall time.
 *
 * The call is the issue's: the SDK's own mock model (`MockLanguageModelV3`) answering with
 * 1,000 tokens of plain prose (5.8 KB), through `streamText` and through `generateText`, with
 * and without the middleware; a middleware with `gate: false` splits the adapter's own cost
 * (prompt boundary, result plumbing, telemetry) from the output gate it runs, an empty
 * middleware shows what `wrapLanguageModel` itself costs, and the gate alone over the same text
 * gives the floor. Three shapes of mock stream, labelled in the output:
 *
 * - **burst** — all 1,004 parts queued at once (`convertArrayToReadableStream`), zero latency.
 *   The gate coalesces what is already waiting, so the SDK downstream gets a few large deltas
 *   instead of 1,000: the middleware row can come out *below* the SDK alone.
 * - **trickle** — each part two event-loop turns after the last (no timer, zero latency), as on
 *   a live stream: the gate scans the first tokens one by one until it releases, then at most
 *   once per `scanIntervalMs` (default 50 ms; issue 21 — before it scanned after every token,
 *   a fixed ~0.2 ms per scan against the framework's few µs per token).
 * - **paced** — each part `--token-delay-ms` (default 5) after the last (`simulateReadableStream`),
 *   a fast real model: per call, wall time to the last part and to the first text delta, and
 *   CPU time.
 */
import { cpus, loadavg } from "node:os";
import { generateText, simulateReadableStream, streamText, wrapLanguageModel } from "ai";
import { MockLanguageModelV3, convertArrayToReadableStream } from "ai/test";
import { compileGatePolicy, gateAnswer, gateStream } from "../src/gate/index.js";
import { parseConfig } from "../src/core/index.js";
import { rampartMiddleware } from "../src/integrations/ai-sdk/index.js";
import { cpuRounds, median, type RoundStats } from "./cpu-rounds.js";
import { flagValue } from "./usage.js";

const WORDS = "The Team plan costs twelve dollars per seat per month and includes priority support for every workspace ".split(" ");
/** 1,000 tokens of plain prose (a word and its space each). */
const TOKENS = Array.from({ length: 1000 }, (_, i) => `${WORDS[i % WORDS.length]} `);
const TEXT = TOKENS.join("");
const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1000, text: 1000, reasoning: undefined } };
const stop = { unified: "stop" as const, raw: "stop" };
const PARTS = [
  { type: "stream-start" as const, warnings: [] },
  { type: "text-start" as const, id: "t" },
  ...TOKENS.map((delta) => ({ type: "text-delta" as const, id: "t", delta })),
  { type: "text-end" as const, id: "t" },
  { type: "finish" as const, finishReason: stop, usage },
];

/** Two turns of the event loop: later than the gate's own "is the next token already there?" check (one turn). */
const twoTurns = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

type Shape = "burst" | "trickle" | number;
const partsOf = (shape: Shape) =>
  shape === "burst"
    ? convertArrayToReadableStream(PARTS)
    : simulateReadableStream({ chunks: PARTS, initialDelayInMs: 0, chunkDelayInMs: shape === "trickle" ? null : shape, ...(shape === "trickle" ? { _internal: { delay: twoTurns } } : {}) });
const streamModel = (shape: Shape) => new MockLanguageModelV3({ doStream: async () => ({ stream: partsOf(shape) }) });
const generateModel = () => new MockLanguageModelV3({ doGenerate: async () => ({ content: [{ type: "text" as const, text: TEXT }], finishReason: stop, usage, warnings: [] }) });
type Middleware = ReturnType<typeof rampartMiddleware>;
/** A middleware that does nothing: what `wrapLanguageModel` itself costs. */
const EMPTY = { specificationVersion: "v3" } as unknown as Middleware;
const stream = (shape: Shape, mw?: Middleware) => streamText({ model: mw ? wrapLanguageModel({ model: streamModel(shape), middleware: mw }) : streamModel(shape), prompt: "price?" }).consumeStream();
const generate = (mw?: Middleware) => generateText({ model: mw ? wrapLanguageModel({ model: generateModel(), middleware: mw }) : generateModel(), prompt: "price?" });
async function* trickledTokens(): AsyncGenerator<string> {
  for (const t of TOKENS) {
    await twoTurns();
    yield t;
  }
}

const pct = (x: number, base: number) => `${x >= base ? "+" : ""}${((100 * (x - base)) / base).toFixed(1)} %`;

/** Prints one with/without comparison: the SDK alone, with the middleware, with `gate: false`, the gate alone. */
function table(title: string, stats: Map<string, RoundStats>, names: { alone: string; mw: string; noGate: string; empty: string; gate: string }): void {
  const s = (n: string) => stats.get(n) as RoundStats;
  const [alone, mw, noGate, empty, gate] = [s(names.alone), s(names.mw), s(names.noGate), s(names.empty), s(names.gate)];
  console.log(`\n**${title}** (median of ${alone.rounds} interleaved rounds)\n`);
  console.log(
    "| per call | SDK alone | + middleware | added | + middleware, `gate: false` | added | + an empty middleware (the SDK's own plumbing) | added | gate alone |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const k of ["cpu", "wall"] as const) {
    const cells = [alone[k].toFixed(3), mw[k].toFixed(3), pct(mw[k], alone[k]), noGate[k].toFixed(3), pct(noGate[k], alone[k]), empty[k].toFixed(3), pct(empty[k], alone[k]), gate[k].toFixed(3)];
    console.log(`| ${k === "cpu" ? "CPU" : "wall"} ms | ${cells.join(" | ")} |`);
  }
}

/** One paced call: wall ms to the first text delta and to the end, CPU ms. */
async function pacedCall(delay: number, mw?: Middleware): Promise<{ first: number; total: number; cpu: number }> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let first = NaN;
  for await (const part of streamText({ model: mw ? wrapLanguageModel({ model: streamModel(delay), middleware: mw }) : streamModel(delay), prompt: "price?" }).fullStream) {
    if (part.type === "text-delta" && Number.isNaN(first)) first = performance.now() - t0;
  }
  const total = performance.now() - t0;
  const used = process.cpuUsage(cpu0);
  return { first, total, cpu: (used.user + used.system) / 1000 };
}

/** Runs the suite. */
export async function run(args: string[]): Promise<void> {
  const delay = Number(flagValue(args, "--token-delay-ms") ?? 5);
  const mw = rampartMiddleware();
  const noGate = rampartMiddleware({ gate: false });
  const policy = compileGatePolicy(parseConfig({}));
  const load0 = loadavg()[0] ?? NaN;
  console.log(`1,000 tokens of prose (${(TEXT.length / 1024).toFixed(1)} KB); the SDK's MockLanguageModelV3. "added" is against the SDK alone in the same run.`);

  const gen = await cpuRounds(
    [
      { name: "generate alone", fn: () => generate() },
      { name: "generate mw", fn: () => generate(mw) },
      { name: "generate noGate", fn: () => generate(noGate) },
      { name: "generate empty", fn: () => generate(EMPTY) },
      { name: "gateAnswer", fn: () => gateAnswer(TEXT, policy) },
    ],
    { rounds: 31, perRound: 10, warmup: 20 },
  );
  table("generateText, zero-latency mock", gen, { alone: "generate alone", mw: "generate mw", noGate: "generate noGate", empty: "generate empty", gate: "gateAnswer" });

  const burst = await cpuRounds(
    [
      { name: "burst alone", fn: () => stream("burst") },
      { name: "burst mw", fn: () => stream("burst", mw) },
      { name: "burst noGate", fn: () => stream("burst", noGate) },
      { name: "burst empty", fn: () => stream("burst", EMPTY) },
      {
        name: "burst gate",
        fn: async () => {
          for await (const _ of gateStream(TOKENS, policy));
        },
      },
    ],
    { rounds: 21, perRound: 3, warmup: 5 },
  );
  table("streamText, burst mock (all 1,000 tokens queued, zero latency)", burst, { alone: "burst alone", mw: "burst mw", noGate: "burst noGate", empty: "burst empty", gate: "burst gate" });

  const trickle = await cpuRounds(
    [
      { name: "trickle alone", fn: () => stream("trickle") },
      { name: "trickle mw", fn: () => stream("trickle", mw) },
      { name: "trickle noGate", fn: () => stream("trickle", noGate) },
      { name: "trickle empty", fn: () => stream("trickle", EMPTY) },
      {
        name: "trickle gate",
        fn: async () => {
          for await (const _ of gateStream(trickledTokens(), policy));
        },
      },
      {
        name: "trickle source",
        fn: async () => {
          for await (const _ of trickledTokens());
        },
      },
    ],
    { rounds: 11, perRound: 1, warmup: 2 },
  );
  table("streamText, trickle mock (each token two event-loop turns after the last, zero latency)", trickle, {
    alone: "trickle alone",
    mw: "trickle mw",
    noGate: "trickle noGate",
    empty: "trickle empty",
    gate: "trickle gate",
  });

  const rounds = 3;
  const paced: Record<"alone" | "mw", { first: number; total: number; cpu: number }[]> = { alone: [], mw: [] };
  await pacedCall(delay);
  await pacedCall(delay, mw);
  for (let r = 0; r < rounds; r++) {
    paced.alone.push(await pacedCall(delay));
    paced.mw.push(await pacedCall(delay, mw));
  }
  const m = (k: "alone" | "mw", f: "first" | "total" | "cpu") => median(paced[k].map((x) => x[f]));
  console.log(`\n**streamText, paced mock (a part every ${delay} ms, ${(1000 / delay).toFixed(0)} tokens/s: a fast real model)** (median of ${rounds} interleaved rounds)\n`);
  console.log("| per call | SDK alone | + middleware | added |\n| --- | ---: | ---: | ---: |");
  for (const [label, f] of [["wall ms to the last part", "total"], ["wall ms to the first text delta", "first"], ["CPU ms", "cpu"]] as const) {
    console.log(`| ${label} | ${m("alone", f).toFixed(1)} | ${m("mw", f).toFixed(1)} | ${pct(m("mw", f), m("alone", f))} |`);
  }

  const perKb = (1000 * (gen.get("gateAnswer") as RoundStats).cpu) / (TEXT.length / 1024);
  const perScan = (1000 * ((trickle.get("trickle gate") as RoundStats).cpu - (trickle.get("trickle source") as RoundStats).cpu)) / TOKENS.length;
  const sdkPerToken = (1000 * (trickle.get("trickle alone") as RoundStats).cpu) / TOKENS.length;
  console.log(`\nfloor: the gate's whole-answer pass costs ${perKb.toFixed(0)} µs CPU per KB of answer (gateAnswer alone); on a live stream the gate costs ${perScan.toFixed(0)} µs CPU per token (gate alone over the trickled tokens minus draining them), against the SDK's own ${sdkPerToken.toFixed(0)} µs CPU per token (trickle, SDK alone)`);
  console.log(`load average ${load0.toFixed(1)} → ${(loadavg()[0] ?? NaN).toFixed(1)} on ${cpus().length} cores`);
}
