/**
 * `npm run bench -- rag`: the reference pipeline, measured side by side in one run.
 *
 * 1. KorQuAD 1.0 dev retrieval (data folder): index build time, queries per second, and
 *    recall@1/5/10, MRR and nDCG@10 by the evaluation gate's own definitions.
 * 2. The answerer on the bundled golden set: questions per second, guarded vs unguarded.
 * 3. Growth ratios time(2n)/time(n) on adversarial inputs (corpus loading, tokenising,
 *    question screening) from 100 KB to 3.2 MB: about 2 means linear.
 *
 * Figures are printed, never asserted (timings belong here, not in tests).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dataDirCandidate, loadConfig, packagePath } from "../src/core/index.js";
import { evaluateRetrieval, loadGoldenSet, loadKorquad } from "../src/evaluation/index.js";
import { buildIndex, createAnswerer, loadCorpus, readCorpus, screenQuestion, tokenize } from "../src/rag/index.js";

function ms(t0: number): number {
  return performance.now() - t0;
}

function table(rows: (string | number)[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const [k, r] of rows.entries()) {
    process.stdout.write(`| ${r.map((c, i) => String(c).padEnd(widths[i]!)).join(" | ")} |\n`);
    if (k === 0) process.stdout.write(`| ${widths.map((w) => "-".repeat(w)).join(" | ")} |\n`);
  }
  process.stdout.write("\n");
}

async function korquad(): Promise<void> {
  let data;
  try {
    data = await loadKorquad(dataDirCandidate());
  } catch {
    process.stdout.write("KorQuAD: data folder not found, skipped (set RAMPART_DATA)\n\n");
    return;
  }
  const { passages, queries } = data;
  let t0 = performance.now();
  const index = buildIndex(passages);
  const buildMs = ms(t0);
  t0 = performance.now();
  // The evaluation gate's metric definitions (README, "Evaluation gate").
  const m = await evaluateRetrieval((q) => index.search(q, 10), queries);
  const queryMs = ms(t0);
  process.stdout.write(`KorQuAD 1.0 dev: ${passages.length} passages, ${queries.length} queries\n\n`);
  table([
    ["index build", "queries/s", "recall@1", "recall@5", "recall@10", "MRR", "nDCG@10"],
    [
      `${buildMs.toFixed(0)} ms`,
      ((queries.length / queryMs) * 1000).toFixed(0),
      m["recall@1"].toFixed(3),
      m["recall@5"].toFixed(3),
      m["recall@10"].toFixed(3),
      m.mrr.toFixed(3),
      m["ndcg@10"].toFixed(3),
    ],
  ]);
}

async function answerer(): Promise<void> {
  const chunks = loadCorpus(packagePath("corpus"));
  const index = buildIndex(chunks);
  const { config } = loadConfig(packagePath("rampart.config.yaml"));
  // Questions both modes answer from evidence: a refused question would make guarded look cheap.
  const questions = loadGoldenSet(packagePath("golden.yaml"))
    .items.filter((i) => !i.probe || i.probe === "masking" || i.probe === "hallucination")
    .map((i) => i.question);
  const modes = [false, true].map((guarded) => ({ guarded, answer: createAnswerer({ chunks, index, config, guarded }), ms: 0 }));
  for (const m of modes) for (const q of questions) await m.answer(q); // warm the caches
  // Interleaved rounds, so machine load falls on both modes alike.
  const rounds = 20;
  for (let r = 0; r < rounds; r++) {
    for (const m of modes) {
      const t0 = performance.now();
      for (const q of questions) await m.answer(q);
      m.ms += ms(t0);
    }
  }
  const qps = (m: (typeof modes)[number]) => ((rounds * questions.length) / m.ms) * 1000;
  const base = qps(modes[0]!);
  process.stdout.write(`Answerer over the bundled corpus (${chunks.length} chunks, ${questions.length} answerable golden questions)\n\n`);
  table([["mode", "questions/s", "time ratio"], ...modes.map((m) => [m.guarded ? "guarded" : "unguarded", qps(m).toFixed(0), (base / qps(m)).toFixed(2)])]);
}

function growth(): void {
  const dir = mkdtempSync(join(tmpdir(), "rampart-bench-"));
  const cases: [string, (n: number) => () => void][] = [
    [
      "corpus: heading of spaces",
      (n) => {
        const file = join(dir, `h${n}.md`);
        writeFileSync(file, `# ${" ".repeat(n)}x\r${" #".repeat(n / 4)}\n\n${"-".repeat(n)}`);
        return () => void readCorpus(file);
      },
    ],
    ["tokenize: mixed scripts", (n) => () => void tokenize("가a1".repeat(n / 3))],
    ["screen: trigger fragments", (n) => () => void screenQuestion("코드 ".repeat(n / 6) + "\t".repeat(n / 2))],
    ["screen: spaces after 'pretend'", (n) => () => void screenQuestion("pretend" + " ".repeat(n))],
  ];
  const sizes = [100_000, 200_000, 400_000, 800_000, 1_600_000, 3_200_000];
  const rows: (string | number)[][] = [["input", ...sizes.slice(1).map((s) => `${s / 1000}K/${s / 2000}K`)]];
  for (const [name, make] of cases) {
    // The fastest of five runs: garbage collection and a busy machine only ever add time.
    const times = sizes.map((n) => {
      const run = make(n);
      let best = Infinity;
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        run();
        best = Math.min(best, ms(t0));
      }
      return best;
    });
    rows.push([name, ...times.slice(1).map((t, i) => (t / times[i]!).toFixed(2))]);
  }
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write("Growth ratio time(2n)/time(n) on adversarial input (≈2 = linear)\n\n");
  table(rows);
}

/** Runs the suite. */
export async function run(_args: string[]): Promise<void> {
  await korquad();
  await answerer();
  growth();
}
