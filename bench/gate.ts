/**
 * `npm run bench -- gate`: the output gate's costs, measured side by side in one run.
 *
 * 1. throughput of `deterministicGate` (sync detectors) vs `gateAnswer` (+ secretlint) on a
 *    typical Korean answer;
 * 2. linear growth: worst-case inputs at n and 2n characters (CPU time, best of rounds) — a
 *    ratio near 2 is linear, the issue-19 target is ≤ 2.2;
 * 3. streaming lag (`measureStreamLag`): tokens paced at `--token-delay-ms N` (default 20)
 *    through `gateStream`: added time to first byte, held-back characters p50/p99, added
 *    latency per character p50/p99;
 * 4. streaming CPU: `gateStream` over a burst (tokens ready at once: coalesced) and with a
 *    scan after every token (`coalesce: false`: what a paced stream costs), against one
 *    whole-answer pass, and its growth time(2n)/time(n) on some of the worst-case inputs.
 */
import { Bench } from "tinybench";
import { parseConfig } from "../src/core/index.js";
import { compileGatePolicy, deterministicGate, gateAnswer, gateStream, measureStreamLag, splitTokens, type GatePolicy } from "../src/gate/index.js";
import { flagValue } from "./usage.js";
import { growthSeries } from "./growth.js";

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

  // 2. Linear growth on worst-case inputs: time(2n) / time(n), CPU time, best of rounds
  // (`growthSeries`); ≤ 2.2 is the issue-19 target (2.0 is linear).
  const n = 50_000;
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
    ["access keys", (k) => "AKIAZ7Q2KX4WNB3MPL5R ".repeat(k / 21)],
    ["key-like run, no spaces", (k) => "AKIAZ7Q2KX4WNB3MPL5R".repeat(k / 20)],
    ["single digits, alternating joiners", (k) => "1 1 1-1-1 ".repeat(k / 10)],
    ["joiner runs", (k) => "1-/_.·•".repeat(k / 7)],
    ["zero-width joiner runs", (k) => "a\u200d\u200c\u2060".repeat(k / 4)],
    // Issue 19: the digit reader, the chains, the egress grammar, generic assignments.
    ["spelled Korean digits", (k) => "공일공 ".repeat(k / 4)],
    ["English digit words", (k) => "one two ".repeat(k / 8)],
    ["groups between words", (k) => "010 가 ".repeat(k / 6)],
    ["card separators", (k) => "4242+:,".repeat(k / 7)],
    ["Markdown images", (k) => "![a](https://x.example/p.png) ".repeat(k / 30)],
    ["open brackets", (k) => "![a".repeat(k / 3)],
    ["HTML img tags", (k) => '<img src="https://x.example/p.png">'.repeat(k / 35)],
    ["bare URLs with data", (k) => "https://x.example/?d=SGVsbG8gd29ybGQ= ".repeat(k / 38)],
    ["credential assignments", (k) => "DB_PASSWORD=Zr8q!kP2vX9mLw3T\n".repeat(k / 29)],
    // Issue 19 round 2: symbol joiners, fillers, labelled groups, context secrets, masked
    // tokens, identifiers, transliterations, form fields, links to one host.
    ["emoji joiners", (k) => "1😀".repeat(k / 3)],
    ["filler words between digit words", (k) => "one, uh, ".repeat(k / 9)],
    ["labelled JSON groups", (k) => '"p1":"4539",'.repeat(k / 13)],
    ["header credentials", (k) => "Authorization: Bearer 7f3kQ9zLm2Xp8RtV\n".repeat(k / 38)],
    ["masked tokens", (k) => "ab**".repeat(k / 4)],
    ["DOIs", (k) => "doi:10.1234/abc.4539 ".repeat(k / 21)],
    ["Hangul words (transliteration keys)", (k) => "하로우 ".repeat(k / 4)],
    ["Cyrillic words", (k) => "Хэрроу ".repeat(k / 7)],
    ["form fields", (k) => '<form action="https://x.example/f"><input type=hidden name=a value=b>'.repeat(k / 70)],
    ["links to one host", (k) => "[a](https://x.example/r?k=1) ".repeat(k / 29)],
  ];
  console.log(`\nlinear growth: time(2n) / time(n), n = ${n} characters (≈ 2 is linear; target ≤ 2.2)\n`);
  console.log("| input | n ms | 2n ms | ratio |\n| --- | ---: | ---: | ---: |");
  for (const [name, make] of cases) {
    const [a, b] = growthSeries((k: number) => make(k), (text: string) => void deterministicGate(text, full), [n, 2 * n], { rounds: 3 });
    console.log(`| ${name} | ${((a as number) * 1000).toFixed(1)} | ${((b as number) * 1000).toFixed(1)} | ${((b as number) / (a as number)).toFixed(2)} |`);
  }

  // 2b. Hostile shapes (issue gperf: hex bytes "41 41 …" cost ~0.5–1 s per KB): ms per MB of
  // deterministicGate at 20 KB, CPU time, best of 2 rounds, as a ratio to plain prose.
  // The work counts behind them are asserted in test/gate/gate-linear-work.test.ts.
  const HOSTILE_N = 20_000;
  const rep = (unit: string) => (k: number) => unit.repeat(Math.ceil(k / unit.length)).slice(0, k);
  const hostile: [string, (k: number) => string][] = [
    ["plain prose", rep("The quarterly report shows revenue of 4.2 million, up 3% from last year. ")],
    ["space-separated hex bytes (41 41 …)", rep("41 ")],
    ["space-separated hex bytes (69 69 …)", rep("69 ")],
    ["hex without spaces", rep("4f52434849442d37")],
    ["base64 blocks", rep("QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo= ")],
    ["letter-spaced text", rep("i g n o r e ")],
    ["digit groups", rep("1234 5678 ")],
    ["long URL query strings", rep("https://x.example/?q=a1&id=4411&r=ff0e ")],
  ];
  console.log(`\ngate ms/MB, hostile shapes at ${HOSTILE_N} characters (CPU, best of 2), × plain prose\n`);
  console.log("| input | ms/MB | × prose |\n| --- | ---: | ---: |");
  let prose = 0;
  for (const [name, make] of hostile) {
    const [sec] = growthSeries((k: number) => make(k), (text: string) => void deterministicGate(text, full), [HOSTILE_N], { rounds: 2 });
    const msPerMb = ((sec as number) * 1000 * 1e6) / HOSTILE_N;
    if (prose === 0) prose = msPerMb;
    console.log(`| ${name} | ${msPerMb.toFixed(0)} | ${(msPerMb / prose).toFixed(1)} |`);
  }

  // 3. Streaming lag.
  console.log(`\nstreaming lag: 4-character tokens paced at ${tokenDelayMs} ms through gateStream\n`);
  console.log("| policy | tokens | added TTFB ms, p50 of 7 | held back p50 / p99 / max chars | added latency p50 / p99 ms |");
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
    // Seven runs: the first event's added delay at p50 (the unguarded stream's first event is
    // its first token, so the added TTFB is the distance from the unguarded first event).
    const runs = [];
    for (let r = 0; r < 7; r++) runs.push(await measureStreamLag(text, policy, { tokenDelayMs }));
    const ttfb = runs.map((l) => l.addedTtfbMs).sort((x, y) => x - y);
    const lag = runs[3] as Awaited<ReturnType<typeof measureStreamLag>>;
    const p50 = ttfb[3] as number;
    console.log(
      `| ${name} | ${lag.tokens} | ${p50.toFixed(0)} (${tokenDelayMs ? (p50 / tokenDelayMs).toFixed(2) : "—"} token intervals) | ${lag.heldBack.p50} / ${lag.heldBack.p99} / ${lag.heldBack.max} | ${lag.addedLatencyMs.p50.toFixed(0)} / ${lag.addedLatencyMs.p99.toFixed(0)} |`,
    );
  }

  await streamCpu(plain, full, cases);
}

/** CPU ms of `f` (user + system), best of `rounds` after one untimed pass. */
async function cpuBest(f: () => Promise<void>, rounds: number): Promise<number> {
  await f();
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const c = process.cpuUsage();
    await f();
    const u = process.cpuUsage(c);
    best = Math.min(best, (u.user + u.system) / 1000);
  }
  return best;
}

async function drainStream(text: string, policy: GatePolicy, coalesce: boolean): Promise<void> {
  async function* source(): AsyncGenerator<string> {
    yield* splitTokens(text, 4);
  }
  for await (const _ of gateStream(source(), policy, { coalesce }));
}

/** Section 4: the stream gate's CPU against the whole-answer pass, and its growth. */
async function streamCpu(plain: GatePolicy, full: GatePolicy, cases: [string, (k: number) => string][]): Promise<void> {
  const text = ANSWER.repeat(8);
  console.log(`\nstreaming CPU: ${text.length}-character Korean answer in 4-character tokens, CPU ms, best of 5\n`);
  console.log("| policy | gateAnswer | gateStream, burst (coalesced) | × | gateStream, scan per token | × |\n| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const [name, policy] of [
    ["default", plain],
    ["code names + system prompt", full],
  ] as const) {
    const whole = await cpuBest(async () => void (await gateAnswer(text, policy)), 5);
    const burst = await cpuBest(() => drainStream(text, policy, true), 5);
    const perToken = await cpuBest(() => drainStream(text, policy, false), 3);
    console.log(`| ${name} | ${whole.toFixed(2)} | ${burst.toFixed(2)} | ${(burst / whole).toFixed(1)} | ${perToken.toFixed(1)} | ${(perToken / whole).toFixed(0)} |`);
  }
  const n = 20_000;
  const picked = new Set(["digits", "e-mail addresses", "phone numbers", "Hangul prose", "key-like run, no spaces", "Markdown images", "single digits, alternating joiners"]);
  console.log(`\nstreaming growth (burst, default + code names policy): time(2n) / time(n), n = ${n} characters, CPU, best of 3\n`);
  console.log("| input | n ms | 2n ms | ratio |\n| --- | ---: | ---: | ---: |");
  for (const [name, make] of cases) {
    if (!picked.has(name)) continue;
    const a = await cpuBest(() => drainStream(make(n), full, true), 3);
    const b = await cpuBest(() => drainStream(make(2 * n), full, true), 3);
    console.log(`| ${name} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(b / a).toFixed(2)} |`);
  }
}
