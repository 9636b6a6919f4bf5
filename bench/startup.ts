/**
 * `npm run bench -- startup`: cold start, what a serverless function or a CLI call pays
 * before doing anything (issue 22). Every row runs in a fresh Node process, rows taken in
 * turn (round-robin, `--startup-rounds=N`, default 7) so a loaded machine slows them alike;
 * the table gives medians of the child's own CPU time (`process.cpuUsage`, user + system)
 * and its resident memory, and the ratio to importing `zod` measured in the same rounds.
 *
 * Rows: `import "zod"` (the reference); `import "rampart/boundary"`, then its first
 * `scanEvidence` (one row per benign sample: English, German and Korean prose, a statute-style
 * article, an HTML snippet, a JSON tool output, all our own words); `import "rampart/gate"`,
 * then its first `deterministicGate`; `rampart --version` and `rampart --help` (whole
 * process, wall time too). The "first call" columns are the call alone, beyond the import. The package is measured
 * as users get it: the built `dist/` (`npm run build` first: the bundle of
 * `scripts/bundle.js` and the precomputed fast-pass tables of `scripts/quick-atoms.js`).
 *
 * `--startup-compare=DIR` adds the first-scan rows for another build's dist directory (an older
 * commit's), measured in the same rounds: a before/after in one run.
 *
 * Targets (issue 22): import of the boundary or the gate ≤ 100 ms CPU, and the first call
 * beyond it ≤ 100 ms CPU; `--version` and `--help` ≤ 0.5 s. Printed, never asserted.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { RampartError, packagePath } from "../src/core/index.js";

/** One measured child: an ES module source run with `node --input-type=module -e`, which prints `measure`'s JSON line last. */
interface Row {
  readonly name: string;
  readonly script: string;
}

/**
 * Wraps `body`: prints the child's CPU (ms), the CPU at `mark()` (the import's share), the CPU
 * at `from()` when the body called it (`base`: what came before is not the row's) and RSS (MB)
 * as the last line, at exit.
 */
const measure = (body: string) => `
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
let marked = null; const mark = () => { marked = cpu(); };
let base = null; const from = () => { base = cpu(); };
process.on("exit", () => console.log(JSON.stringify({ cpu: cpu(), imported: marked ?? cpu(), base, rss: process.memoryUsage().rss / 1e6 })));
${body}`;

/** Benign first texts, in our own words: what a first `scanEvidence` of ordinary evidence costs. */
const SAMPLES: readonly (readonly [string, string])[] = [
  ["English", "The committee meets on Tuesday to review the quarterly budget and the hiring plan."],
  ["English, approvals", "The board approved the budget for the next fiscal year. Revenue grew eight percent while operating costs stayed flat; the finance team presents the hiring plan in March."],
  ["German", "Der Vorstand hat am Donnerstag den Haushalt für das kommende Geschäftsjahr genehmigt. Das Finanzteam stellt den Einstellungsplan im März vor."],
  ["Korean", "이사회는 목요일에 다음 회계연도 예산을 승인했습니다. 재무팀은 3월 회의에서 채용 계획과 설비 투자 일정을 발표할 예정입니다."],
  ["statute", "제3조(적용 범위) ① 이 법은 국가와 지방자치단체가 관리하는 시설에 적용한다. ② 제1항에도 불구하고 대통령령으로 정하는 시설은 제외한다."],
  ["HTML", '<div class="product"><h2>Wireless Mouse</h2><p>Ergonomic design, up to 18 months of battery life.</p><ul><li>Price: $24.99</li></ul><a href="/cart?add=123">Add to cart</a></div>'],
  ["JSON", '{"status":"ok","results":[{"id":17,"name":"Quarterly report","owner":"finance","updated":"2026-03-02T10:00:00Z","tags":["budget","q1"]}],"next_page":null}'],
];
const ANSWER = "Your order ships on Tuesday; the tracking number arrives by e-mail.";

function rows(compare: string | null): Row[] {
  const dist = (p: string) => JSON.stringify(packagePath("dist", p));
  const other = (p: string) => JSON.stringify(join(compare as string, p));
  const bin = JSON.stringify(packagePath("bin", "rampart.js"));
  const cli = (flag: string) => measure(`process.argv.splice(1, Infinity, ${bin}, "${flag}"); await import(${bin});`);
  return [
    { name: "node alone", script: measure(`mark();`) },
    { name: 'import "zod"', script: measure(`await import("zod"); mark();`) },
    ...SAMPLES.map(([label, text]) => ({ name: `import "rampart/boundary", first scanEvidence (${label})`, script: measure(`const b = await import(${dist("boundary/index.js")}); mark(); b.scanEvidence(${JSON.stringify(text)});`) })),
    // `--startup-compare=DIR`: the same rows for another build's dist (an older commit's), in the same rounds.
    ...(compare === null ? [] : SAMPLES.map(([label, text]) => ({ name: `(compared build) first scanEvidence (${label})`, script: measure(`const b = await import(${other("boundary/index.js")}); mark(); b.scanEvidence(${JSON.stringify(text)});`) }))),
    {
      // The policy comes from the configuration (zod, yaml), loaded and parsed first and counted
      // in neither column (`from()`); the first call compiles the policy and gates one answer.
      name: 'import "rampart/gate", first deterministicGate',
      script: measure(
        `const c = await import(${dist("core/index.js")}); const config = c.parseConfig({}); from(); const g = await import(${dist("gate/index.js")}); mark(); ` +
          `g.deterministicGate(${JSON.stringify(ANSWER)}, g.compileGatePolicy(config));`,
      ),
    },
    { name: "rampart --version", script: cli("--version") },
    { name: "rampart --help", script: cli("--help") },
  ];
}

/** One run of a row: CPU ms (at the import's end, whole child, at `from()` or null), RSS MB, wall ms of the whole child process. */
interface Sample {
  imported: number;
  cpu: number;
  base: number | null;
  rss: number;
  wall: number;
}

function runRow(row: Row): Sample {
  const t0 = performance.now();
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", row.script], { cwd: packagePath(), encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  const wall = performance.now() - t0;
  const r = JSON.parse(out.trim().split("\n").pop() as string) as { cpu: number; imported: number; base: number | null; rss: number };
  return { ...r, wall };
}

const median = (xs: number[]): number => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : (s[s.length >> 1] as number);
};

export async function run(args: string[]): Promise<void> {
  if (!existsSync(packagePath("dist", "boundary", "index.js"))) {
    throw new RampartError("ERR_CONFIG", "the startup bench measures the built package: run npm run build first (dist/ is missing)");
  }
  const roundsArg = args.find((a) => a.startsWith("--startup-rounds="));
  const rounds = roundsArg ? Number(roundsArg.split("=")[1]) : 7;
  if (!Number.isInteger(rounds) || rounds < 1) throw new RampartError("ERR_BAD_INPUT", `--startup-rounds must be a positive integer, got ${roundsArg}`);
  const compareArg = args.find((a) => a.startsWith("--startup-compare="));
  const compare = compareArg === undefined ? null : resolve(compareArg.slice("--startup-compare=".length));
  if (compare !== null && !existsSync(join(compare, "boundary", "index.js"))) throw new RampartError("ERR_BAD_INPUT", `--startup-compare: no built boundary under ${compare}`);
  const all = rows(compare);
  const samples = new Map<string, Sample[]>(all.map((r) => [r.name, []]));
  for (let round = 0; round < rounds; round++) for (const row of all) (samples.get(row.name) as Sample[]).push(runRow(row));
  // Every child pays Node's own start; the import columns are net of it ("node alone"), or of
  // what the row did before `from()` (its base), each run net of its own.
  const node = median((samples.get("node alone") as Sample[]).map((s) => s.imported));
  const net = (x: Sample, v: number) => v - (x.base ?? node);
  const zod = median((samples.get('import "zod"') as Sample[]).map((s) => net(s, s.imported)));
  const lines = [
    "CPU: the child's user + system time net of Node's own start (the 'node alone' row, shown gross);",
    "the gate's columns exclude loading and parsing the configuration (zod, yaml) its policy is made from;",
    "wall: the whole child process, Node's own start included.",
    `load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}; ${rounds} rounds, medians`,
    "",
    "| row | import CPU ms | × zod | with first call, CPU ms | × zod | first call alone, CPU ms | × zod | RSS MB | wall ms |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const row of all) {
    const s = samples.get(row.name) as Sample[];
    const imported = median(s.map((x) => net(x, x.imported)));
    const cpu = median(s.map((x) => net(x, x.cpu)));
    // The first call beyond the import, each run net of its own import.
    const call = median(s.map((x) => x.cpu - x.imported));
    const f = (x: number, d = 0) => (Number.isFinite(x) ? x.toFixed(d) : "—");
    if (row.name === "node alone") {
      lines.push(`| ${row.name} (gross) | ${f(node)} | | | | | | ${f(median(s.map((x) => x.rss)))} | ${f(median(s.map((x) => x.wall)))} |`);
      continue;
    }
    const hasCall = row.name.includes("first ");
    lines.push(
      `| ${row.name} | ${f(imported)} | ${f(imported / zod, 1)} | ${f(cpu)} | ${f(cpu / zod, 1)} | ${hasCall ? f(call) : ""} | ${hasCall ? f(call / zod, 1) : ""} | ${f(median(s.map((x) => x.rss)))} | ${f(median(s.map((x) => x.wall)))} |`,
    );
  }
  process.stdout.write(`${lines.join("\n")}\n`);
}
