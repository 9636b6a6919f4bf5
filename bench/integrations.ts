/**
 * `npm run bench -- integrations`: what the framework adapters add to the framework's own
 * per-call time (issue 21 target: ≤ 5 %), measured side by side in one process.
 *
 * Rows: the AI SDK's `streamText` over its own mock model (`MockLanguageModelV3`) streaming
 * 1,000 tokens, without and with `rampartMiddleware`; the streaming gate alone over the same
 * tokens (what the middleware's gate costs by itself); the same for `generateText` on a
 * 1,000-token answer. "Adapter glue" is the middleware's time minus the SDK's and the
 * gate's: the adapter's own cost. The mock model has no network or model latency, so the
 * ratio is the worst case; with a real model the SDK's per-call time is seconds.
 *
 * The mock hands over all 1,000 tokens at once, so the gate coalesces them (it scans when the
 * source has to wait, or per doubling stride) and the SDK downstream sees a few large deltas
 * instead of 1,000 — the middleware row can come out below the SDK alone. Two more rows split
 * the cost honestly: the middleware's stream path (`gatedStream`) over the same parts without
 * the SDK (its glue = that − the gate alone − reading the parts), and the gate scanning after
 * every token (`coalesce: false`), which is what a paced live stream costs in CPU.
 *
 * Then the same comparisons in process CPU time, interleaved (`cpu-rounds.ts`): on a shared,
 * loaded machine wall time counts the waits for a core. A middleware with `gate: false`
 * splits what the adapter itself adds (parameters, result plumbing, telemetry) from what the
 * gate it runs costs.
 */
import { Bench } from "tinybench";
import { generateText, streamText, wrapLanguageModel } from "ai";
import { MockLanguageModelV3, convertArrayToReadableStream } from "ai/test";
import { compileGatePolicy, gateAnswer, gateStream } from "../src/gate/index.js";
import { parseConfig } from "../src/core/index.js";
import { rampartMiddleware } from "../src/integrations/ai-sdk/index.js";
import { gatedStream } from "../src/integrations/ai-sdk/stream.js";
import type { StreamPart } from "../src/integrations/ai-sdk/types.js";
import { cpuRounds } from "./cpu-rounds.js";

const WORDS = "The Team plan costs twelve dollars per seat per month and includes priority support for every workspace ".split(" ");
/** 1,000 tokens of plain prose (a word and its space each). */
const TOKENS = Array.from({ length: 1000 }, (_, i) => `${WORDS[i % WORDS.length]} `);
const TEXT = TOKENS.join("");
const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1000, text: 1000, reasoning: undefined } };
const stop = { unified: "stop" as const, raw: "stop" };

const streamParts = () =>
  convertArrayToReadableStream([
    { type: "stream-start" as const, warnings: [] },
    { type: "text-start" as const, id: "t" },
    ...TOKENS.map((delta) => ({ type: "text-delta" as const, id: "t", delta })),
    { type: "text-end" as const, id: "t" },
    { type: "finish" as const, finishReason: stop, usage },
  ]);
const streamModel = () => new MockLanguageModelV3({ doStream: async () => ({ stream: streamParts() }) });
async function drain(stream: ReadableStream<unknown>): Promise<void> {
  const reader = stream.getReader();
  while (!(await reader.read()).done);
}
async function* asyncTokens(): AsyncGenerator<string> {
  for (const t of TOKENS) yield t;
}
const generateModel = () => new MockLanguageModelV3({ doGenerate: async () => ({ content: [{ type: "text" as const, text: TEXT }], finishReason: stop, usage, warnings: [] }) });

/** Runs the suite. */
export async function run(_args: string[]): Promise<void> {
  const middleware = rampartMiddleware();
  const policy = compileGatePolicy(parseConfig({}));
  const bench = new Bench({ time: 3000, warmupTime: 500 });
  bench
    .add("streamText, 1,000 tokens, no middleware", async () => void (await streamText({ model: streamModel(), prompt: "price?" }).consumeStream()))
    .add("streamText, 1,000 tokens, rampartMiddleware", async () => void (await streamText({ model: wrapLanguageModel({ model: streamModel(), middleware }), prompt: "price?" }).consumeStream()))
    .add("gateStream alone, same 1,000 tokens (async source)", async () => {
      for await (const _ of gateStream(asyncTokens(), policy));
    })
    .add("generateText, 1,000-token answer, no middleware", async () => void (await generateText({ model: generateModel(), prompt: "price?" })))
    .add("generateText, 1,000-token answer, rampartMiddleware", async () => void (await generateText({ model: wrapLanguageModel({ model: generateModel(), middleware }), prompt: "price?" })))
    .add("gateAnswer alone, same answer", async () => void (await gateAnswer(TEXT, policy)))
    .add("reading the mock's 1,004 parts", async () => drain(streamParts()))
    .add("gatedStream (middleware stream path) over the parts, no SDK", async () => drain(gatedStream(streamParts() as ReadableStream<StreamPart>, policy, "ai-sdk", {})))
    .add("gateStream, a scan after every token (coalesce: false; a paced stream's CPU)", async () => {
      for await (const _ of gateStream(asyncTokens(), policy, { coalesce: false }));
    });
  await bench.run();
  const ms = (i: number) => {
    const r = bench.tasks[i]?.result;
    return r && "latency" in r ? r.latency.mean : NaN;
  };
  console.log("mock model (no network): the framework's own per-call time is the floor, so these ratios are the worst case\n");
  console.log("| task | mean ms/call |\n| --- | ---: |");
  bench.tasks.forEach((t, i) => console.log(`| ${t.name} | ${ms(i).toFixed(3)} |`));
  const rows: [string, number, number, number][] = [
    ["streamText", ms(0), ms(1), ms(2)],
    ["generateText", ms(3), ms(4), ms(5)],
  ];
  console.log("\n| call | SDK alone ms | with middleware ms | added | of which the gate | adapter glue (added − gate) |\n| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const [name, base, withMw, gate] of rows) {
    const pct = (x: number) => `${((100 * x) / base).toFixed(1)} %`;
    console.log(`| ${name} | ${base.toFixed(3)} | ${withMw.toFixed(3)} | ${pct(withMw - base)} | ${pct(gate)} | ${pct(withMw - base - gate)} |`);
  }
  const glue = ms(7) - ms(2) - ms(6);
  console.log(`\nstream path without the SDK: gatedStream ${ms(7).toFixed(3)} ms = gate ${ms(2).toFixed(3)} + reading parts ${ms(6).toFixed(3)} + glue ${glue.toFixed(3)} ms (${((1000 * glue) / TOKENS.length).toFixed(2)} µs per token; ${((100 * glue) / ms(0)).toFixed(1)} % of streamText alone)`);
  console.log(`gate alone vs the whole-answer pass: ${(ms(2) / ms(5)).toFixed(1)}× gateAnswer (coalesced burst); ${(ms(8) / ms(5)).toFixed(0)}× with a scan after every token (${((1000 * ms(8)) / TOKENS.length).toFixed(0)} µs per token: ${((100 * ms(8)) / TOKENS.length / 20).toFixed(2)} % of a 20 ms token interval)`);
  await cpuTable(middleware, policy);
}

/**
 * The with / without comparisons in CPU time: the SDK alone, with the middleware, with the
 * middleware and `gate: false` (the adapter's own cost), and the gate alone.
 */
async function cpuTable(middleware: ReturnType<typeof rampartMiddleware>, policy: ReturnType<typeof compileGatePolicy>): Promise<void> {
  const noGate = rampartMiddleware({ gate: false });
  const tasks = [
    { name: "generateText alone", fn: () => generateText({ model: generateModel(), prompt: "price?" }) },
    { name: "generateText + middleware", fn: () => generateText({ model: wrapLanguageModel({ model: generateModel(), middleware }), prompt: "price?" }) },
    { name: "generateText + middleware, gate: false", fn: () => generateText({ model: wrapLanguageModel({ model: generateModel(), middleware: noGate }), prompt: "price?" }) },
    { name: "gateAnswer alone", fn: () => gateAnswer(TEXT, policy) },
    { name: "streamText alone", fn: () => streamText({ model: streamModel(), prompt: "price?" }).consumeStream() },
    { name: "streamText + middleware", fn: () => streamText({ model: wrapLanguageModel({ model: streamModel(), middleware }), prompt: "price?" }).consumeStream() },
    { name: "streamText + middleware, gate: false", fn: () => streamText({ model: wrapLanguageModel({ model: streamModel(), middleware: noGate }), prompt: "price?" }).consumeStream() },
  ];
  const cpu = await cpuRounds(tasks, { rounds: 8, perRound: 10, warmup: 10 });
  const ms = (name: string) => cpu.get(name) ?? NaN;
  console.log("\nprocess CPU time per call (interleaved rounds; the machine's load does not count)\n");
  console.log("| call | SDK alone ms | + middleware ms | added | middleware, gate: false ms | adapter alone added | gate alone ms |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const call of ["generateText", "streamText"]) {
    const base = ms(`${call} alone`);
    const withMw = ms(`${call} + middleware`);
    const glue = ms(`${call} + middleware, gate: false`);
    const pct = (x: number) => `${x >= base ? "+" : ""}${((100 * (x - base)) / base).toFixed(1)} %`;
    const gate = call === "generateText" ? ms("gateAnswer alone").toFixed(3) : "—";
    console.log(`| ${call} | ${base.toFixed(3)} | ${withMw.toFixed(3)} | ${pct(withMw)} | ${glue.toFixed(3)} | ${pct(glue)} | ${gate} |`);
  }
}
