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
 */
import { Bench } from "tinybench";
import { generateText, streamText, wrapLanguageModel } from "ai";
import { MockLanguageModelV3, convertArrayToReadableStream } from "ai/test";
import { compileGatePolicy, gateAnswer, gateStream } from "../src/gate/index.js";
import { parseConfig } from "../src/core/index.js";
import { rampartMiddleware } from "../src/integrations/ai-sdk/index.js";

const WORDS = "The Team plan costs twelve dollars per seat per month and includes priority support for every workspace ".split(" ");
/** 1,000 tokens of plain prose (a word and its space each). */
const TOKENS = Array.from({ length: 1000 }, (_, i) => `${WORDS[i % WORDS.length]} `);
const TEXT = TOKENS.join("");
const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1000, text: 1000, reasoning: undefined } };
const stop = { unified: "stop" as const, raw: "stop" };

const streamModel = () =>
  new MockLanguageModelV3({
    doStream: async () => ({
      stream: convertArrayToReadableStream([
        { type: "stream-start" as const, warnings: [] },
        { type: "text-start" as const, id: "t" },
        ...TOKENS.map((delta) => ({ type: "text-delta" as const, id: "t", delta })),
        { type: "text-end" as const, id: "t" },
        { type: "finish" as const, finishReason: stop, usage },
      ]),
    }),
  });
const generateModel = () => new MockLanguageModelV3({ doGenerate: async () => ({ content: [{ type: "text" as const, text: TEXT }], finishReason: stop, usage, warnings: [] }) });

/** Runs the suite. */
export async function run(_args: string[]): Promise<void> {
  const middleware = rampartMiddleware();
  const policy = compileGatePolicy(parseConfig({}));
  const bench = new Bench({ time: 3000, warmupTime: 500 });
  bench
    .add("streamText, 1,000 tokens, no middleware", async () => void (await streamText({ model: streamModel(), prompt: "price?" }).consumeStream()))
    .add("streamText, 1,000 tokens, rampartMiddleware", async () => void (await streamText({ model: wrapLanguageModel({ model: streamModel(), middleware }), prompt: "price?" }).consumeStream()))
    .add("gateStream alone, same 1,000 tokens", async () => {
      for await (const _ of gateStream(TOKENS, policy));
    })
    .add("generateText, 1,000-token answer, no middleware", async () => void (await generateText({ model: generateModel(), prompt: "price?" })))
    .add("generateText, 1,000-token answer, rampartMiddleware", async () => void (await generateText({ model: wrapLanguageModel({ model: generateModel(), middleware }), prompt: "price?" })))
    .add("gateAnswer alone, same answer", async () => void (await gateAnswer(TEXT, policy)));
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
}
