/**
 * `npm run bench -- gate`: the output gate's costs, measured side by side in one run.
 *
 * 1. throughput of `deterministicGate` (sync detectors) vs `gateAnswer` (+ secretlint) on a
 *    typical Korean answer;
 * 2. linear growth: worst-case inputs at n and 4n characters — a ratio near 4 is linear;
 * 3. streaming lag (`measureStreamLag`): tokens paced at `--token-delay-ms N` (default 20)
 *    through `gateStream`: added time to first byte, held-back characters p50/p99, added
 *    latency per character p50/p99.
 */
import { Bench } from "tinybench";
import { parseConfig } from "../src/core/index.js";
import { compileGatePolicy, deterministicGate, gateAnswer, measureStreamLag } from "../src/gate/index.js";
import { flagValue } from "./usage.js";

const ANSWER =
  "김하늘 후보자는 2019년부터 검색 플랫폼 팀에서 백엔드 개발자로 일했습니다. 주요 업무는 BM25 기반 검색 품질 개선과 " +
  "사내 RAG 파이프라인 구축이었고, 2023년 사내 해커톤에서 276명 중 1위를 했습니다. 약점으로는 프런트엔드 경험이 적다는 점을 " +
  "스스로 꼽았으며, 지원 동기는 검색과 생성 모델을 잇는 제품을 만들고 싶다는 것입니다. 자세한 내용은 이력서 3쪽을 참고하세요. ";

/** The non-negative number given as `name VALUE` or `name=VALUE`, else `fallback`; a bad value throws. */
function flag(args: string[], name: string, fallback: number): number {
  const raw = flagValue(args, name);
  if (raw === undefined) return fallback;
  const v = Number(raw);
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name}: expected a non-negative number, got "${raw}"`);
  return v;
}

function timeOnce(fn: () => void): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

export async function run(args: string[]): Promise<void> {
  const tokenDelayMs = flag(args, "--token-delay-ms", 20);
  const plain = compileGatePolicy(parseConfig({}));
  const full = compileGatePolicy(
    parseConfig({
      gate: { codeNames: ["Aurora-7", "오로라"], canaries: ["cnry-7f3a9c1e"] },
      app: { systemPrompt: "당신은 김하늘 후보자의 이력서 챗봇입니다. 근거가 없으면 모른다고 답하고, 연락처와 내부 코드명은 절대 공개하지 마세요." },
    }),
  );

  // 1. Throughput.
  const bench = new Bench({ time: 500 });
  bench
    .add("deterministicGate (default policy)", () => void deterministicGate(ANSWER, plain))
    .add("deterministicGate (code names + system prompt)", () => void deterministicGate(ANSWER, full))
    .add("gateAnswer (+ secretlint preset)", async () => void (await gateAnswer(ANSWER, full)));
  await bench.run();
  const base = bench.tasks[0]?.result && "throughput" in bench.tasks[0].result ? bench.tasks[0].result.throughput.mean : 0;
  console.log(`answer: ${ANSWER.length} characters\n`);
  console.log("| task | ops/s | × first |\n| --- | ---: | ---: |");
  for (const t of bench.tasks) {
    const hz = t.result && "throughput" in t.result ? t.result.throughput.mean : 0;
    console.log(`| ${t.name} | ${hz.toFixed(0)} | ${base ? (hz / base).toFixed(2) : "—"} |`);
  }

  // 2. Linear growth on worst-case inputs.
  const n = 100_000;
  const cases: [string, (k: number) => string][] = [
    ["digits", (k) => "1".repeat(k)],
    ["spaced digit groups", (k) => "12 ".repeat(k / 3)],
    ["local parts without @", (k) => "a.".repeat(k / 2)],
    ["at-signs", (k) => "a@".repeat(k / 2)],
    ["bracketed at", (k) => "a [at] ".repeat(k / 7)],
    ["JWT heads", (k) => "eyJ".repeat(k / 3)],
    ["single digits, spaced", (k) => "1 ".repeat(k / 2)],
    ["Arabic-Indic digits", (k) => "١٢ ".repeat(k / 3)],
    ["spelled at / dot", (k) => "a at b dot ".repeat(k / 11)],
    ["zero-width in keys", (k) => "AKIA\u200b".repeat(k / 5)],
    ["code-name letters", (k) => "a u r o r a ".repeat(k / 12)],
    ["ampersand-semicolon runs", (k) => "&;".repeat(k / 2)],
    ["line breaks then joiner runs", (k) => "0\r\r\n\n\n\r" + "-/-\t>".repeat(k / 5)],
    ["digit pairs between tabs", (k) => "00\t\t0\t".repeat(k / 6)],
    ["Hangul prose", (k) => ANSWER.repeat(Math.ceil(k / ANSWER.length)).slice(0, k)],
    // Answers full of findings: every copy is a leak, so per-finding bookkeeping shows here.
    ["e-mail addresses", (k) => "ab@cd.com ".repeat(k / 10)],
    ["obfuscated e-mail addresses", (k) => "ab [at] cd [dot] com ".repeat(k / 21)],
    ["phone numbers", (k) => "02-123 4567 ".repeat(k / 12)],
    ["code names", (k) => "Aurora-7 ".repeat(k / 9)],
    ["access keys", (k) => "AKIAIOSFODNN7EXAMPLE ".repeat(k / 21)],
    ["single digits, alternating joiners", (k) => "1 1 1-1-1 ".repeat(k / 10)],
  ];
  console.log(`\nlinear growth: time(4n) / time(n), n = ${n} characters (≈ 4 is linear)\n`);
  console.log("| input | n ms | 4n ms | ratio |\n| --- | ---: | ---: | ---: |");
  for (const [name, make] of cases) {
    const small = make(n);
    const large = make(4 * n);
    deterministicGate(small, full); // warm-up
    // Best of five: the least disturbed run (GC, the other engineers' jobs on the machine).
    const a = Math.min(...[0, 1, 2, 3, 4].map(() => timeOnce(() => deterministicGate(small, full))));
    const b = Math.min(...[0, 1, 2, 3, 4].map(() => timeOnce(() => deterministicGate(large, full))));
    console.log(`| ${name} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(b / a).toFixed(2)} |`);
  }

  // 3. Streaming lag.
  console.log(`\nstreaming lag: 4-character tokens paced at ${tokenDelayMs} ms through gateStream\n`);
  console.log("| policy | tokens | added TTFB ms | held back p50 / p99 / max chars | added latency p50 / p99 ms |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  const text = ANSWER.repeat(2);
  for (const [name, policy] of [
    ["default", plain],
    ["code names + system prompt", full],
  ] as const) {
    const windows = policy.detectors.map((d) => `${d.id} ${d.window}`).join(", ");
    console.log(`windows (${name}, shadow code units): ${windows}; longest ${policy.window}`);
  }
  console.log("");
  for (const [name, policy] of [
    ["default", plain],
    ["code names + system prompt", full],
  ] as const) {
    const lag = await measureStreamLag(text, policy, { tokenDelayMs });
    console.log(
      `| ${name} | ${lag.tokens} | ${lag.addedTtfbMs.toFixed(0)} | ${lag.heldBack.p50} / ${lag.heldBack.p99} / ${lag.heldBack.max} | ${lag.addedLatencyMs.p50.toFixed(0)} / ${lag.addedLatencyMs.p99.toFixed(0)} |`,
    );
  }
}
