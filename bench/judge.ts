/**
 * Judge-stage benchmark against a local OpenAI-protocol server with a fixed 50 ms latency
 * per call (a fast hosted model is slower; the ratios, not the seconds, are the point):
 * wall time of grading 32 items at concurrency 1, 2 and 4, and a cached re-run. Measured
 * side by side in one process; printed as a table of times and ratios.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyJudgeStage, createDiskCache, createJudge, TokenLedger } from "../src/evaluation/judge/index.js";
import { createLlmClient } from "../src/llm/index.js";
import { goldenFor, item, stage1WithoutErrors } from "../test/judge/fixtures.js";
import { scriptJudge, verdict } from "../test/judge/helpers.js";
import { startOpenAiServer } from "../test/llm/servers/openai.js";
import { codeFenceBodies, findJsonObjects, safeParseJudgeResponse } from "../src/evaluation/judge/index.js";
import { replaceInvalidChars } from "../src/evaluation/reports/index.js";
import { growthRatio } from "./growth.js";

const ITEMS = 32;
const LATENCY_MS = 50;

/** Growth time(8n)/time(n) of the verdict parser and the report escaper on hostile input (linear ≈ 8, quadratic ≈ 64). */
function growth(): void {
  const parse = (unit: string) => (n: number) => {
    const text = unit.repeat(n);
    findJsonObjects(text);
    codeFenceBodies(text);
    safeParseJudgeResponse({ provider: "openai", model: "bench", text, stopReason: "end", rawStopReason: "stop", usage: { inputTokens: 1, outputTokens: 1, estimated: false }, streamed: false });
  };
  const rows: Array<[string, number]> = [
    ["parser, run of `{`", growthRatio(parse("{"), 50_000)],
    ["parser, run of `{\"`", growthRatio(parse('{"'), 50_000)],
    ["parser, run of fences", growthRatio(parse("```\n"), 4_000)],
    ["replaceInvalidChars, NUL + lone surrogate", growthRatio((n) => replaceInvalidChars("\u0000\uD800".repeat(n)), 25_000)],
  ];
  process.stdout.write("\n| hostile input | time(8n)/time(n) |\n| --- | ---: |\n");
  for (const [name, r] of rows) process.stdout.write(`| ${name} | ${r.toFixed(1)} |\n`);
}

export async function run(): Promise<void> {
  growth();
  const server = await startOpenAiServer();
  server.delayMs = LATENCY_MS;
  scriptJudge(server, () => verdict("pass"));
  const base = stage1WithoutErrors();
  const report = { ...base, items: Array.from({ length: ITEMS }, (_, k) => item({ id: `q-${k}`, axis: `axis-${k % 8}`, status: "pass", answer: `답변 ${k}` })) };
  const golden = goldenFor(report);
  const cacheDir = mkdtempSync(join(tmpdir(), "rampart-bench-judge-"));
  const time = async (concurrency: number, cache: boolean): Promise<{ ms: number; calls: number }> => {
    const ledger = new TokenLedger();
    const client = createLlmClient({ provider: "openai", model: "bench", baseUrl: server.url }, {});
    const judge = createJudge(client, { repeats: 1, attempts: 1, ledger, ...(cache ? { cache: createDiskCache(cacheDir) } : {}) });
    const t0 = performance.now();
    await applyJudgeStage(report, golden, judge, { ledger, concurrency });
    return { ms: performance.now() - t0, calls: ledger.snapshot().calls };
  };
  try {
    await time(4, false); // warm-up (SDK, sockets)
    const rows: Array<[string, { ms: number; calls: number }]> = [];
    for (const c of [1, 2, 4]) rows.push([`concurrency ${c}, no cache`, await time(c, false)]);
    rows.push(["concurrency 4, cache cold", await time(4, true)]);
    rows.push(["concurrency 4, cache warm", await time(4, true)]);
    const ref = rows[0]![1].ms;
    process.stdout.write(`${ITEMS} items, ${LATENCY_MS} ms provider latency\n\n| run | calls | wall ms | speed-up vs concurrency 1 |\n| --- | ---: | ---: | ---: |\n`);
    for (const [name, r] of rows) process.stdout.write(`| ${name} | ${r.calls} | ${r.ms.toFixed(0)} | ${(ref / r.ms).toFixed(1)}× |\n`);
  } finally {
    await server.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}
