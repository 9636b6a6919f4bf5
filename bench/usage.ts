/**
 * The suites and flags of `npm run bench`, and its argument parsing, kept apart from the
 * suites themselves so `npm run bench -- --help` answers at once without loading any of them.
 */

/** One benchmark suite: its name on the command line and what it measures. */
export interface SuiteInfo {
  name: string;
  summary: string;
}

/** Every suite, in the order a full run takes them. */
export const SUITE_INFO: readonly SuiteInfo[] = [
  { name: "gate", summary: "output gate: detector throughput, growth on worst-case inputs, streaming lag" },
  { name: "rag", summary: "reference pipeline: KorQuAD retrieval (data folder), answerer rate, growth ratios" },
  { name: "firewall", summary: "tool firewall: dispatch overhead p50/p99, limiter, JWT, audit I/O, growth" },
  { name: "boundary", summary: "evidence boundary vs bare NFKC, vard and llm_guardrail: MB/s, detection, growth" },
  { name: "judge", summary: "judge stage against a local OpenAI-protocol server: concurrency and cache" },
];

/** Flags a suite reads, with the suite and whether the flag takes a separate value. */
export const FLAGS: ReadonlyArray<{ flag: string; suite: string; takesValue: boolean; help: string }> = [
  { flag: "--token-delay-ms N", suite: "gate", takesValue: true, help: "pace of streamed tokens for the lag measurement (default 20)" },
  { flag: "--quick", suite: "firewall", takesValue: false, help: "fewer iterations" },
  { flag: "--no-services", suite: "firewall", takesValue: false, help: "skip Redis and PostgreSQL" },
  { flag: "--dispatch-only", suite: "firewall", takesValue: false, help: "only the dispatch section (overhead, rounds, allocations)" },
  { flag: "--data DIR", suite: "boundary", takesValue: true, help: "shared data folder, also --data=DIR (default $RAMPART_DATA, else ../shared/data)" },
  { flag: "--throughput-only", suite: "boundary", takesValue: false, help: "part 1 (throughput) alone, no report files" },
  { flag: "--growth-only", suite: "boundary", takesValue: false, help: "part 3 (growth ratios) alone, no report files" },
  { flag: "--growth-rounds=N", suite: "boundary", takesValue: false, help: "timed rounds per size in part 3 (default 7; more rounds, steadier minima on a loaded machine)" },
];

/** The text `--help` prints. */
export function usage(): string {
  const width = Math.max(...FLAGS.map((f) => f.flag.length));
  return [
    "usage: npm run bench [-- [SUITE ...] [FLAGS]]",
    "",
    "Runs the named suites (default: all), each measured side by side in one process;",
    "figures are printed as tables, never asserted.",
    "",
    "suites:",
    ...SUITE_INFO.map((s) => `  ${s.name.padEnd(10)} ${s.summary}`),
    "",
    "flags:",
    ...FLAGS.map((f) => `  ${f.flag.padEnd(width)}  (${f.suite}) ${f.help}`),
    `  ${"--help, -h".padEnd(width)}  print this and exit`,
    "",
  ].join("\n");
}

/** What the command line asks for. */
export type BenchArgs = { help: true } | { help: false; suites: string[] };

/**
 * Parses `npm run bench` arguments: `--help`/`-h` anywhere ⇒ help; other words are suite
 * names (a value following a flag that takes one, like `--token-delay-ms 5` or `--data DIR`,
 * is not).
 *
 * @throws Error naming an unknown suite and listing the known ones (a typo must not run
 *   nothing and exit 0), or a flag that takes a value given without one.
 */
export function parseBenchArgs(args: readonly string[]): BenchArgs {
  if (args.includes("--help") || args.includes("-h")) return { help: true };
  const valued = new Set(FLAGS.filter((f) => f.takesValue).map((f) => f.flag.split(" ")[0]));
  const suites: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a.startsWith("-")) {
      if (valued.has(a)) {
        const value = args[i + 1];
        if (value === undefined || value.startsWith("-")) throw new Error(`${a} needs a value (${a} VALUE or ${a}=VALUE)`);
        i += 1;
      } else if (valued.has(a.split("=")[0]) && a.endsWith("=")) {
        throw new Error(`${a.slice(0, -1)} needs a value (${a.slice(0, -1)} VALUE or ${a}VALUE)`);
      }
      continue;
    }
    if (!SUITE_INFO.some((s) => s.name === a)) {
      throw new Error(`unknown bench suite "${a}"; suites: ${SUITE_INFO.map((s) => s.name).join(", ")} (npm run bench -- --help)`);
    }
    suites.push(a);
  }
  return { help: false, suites };
}

/**
 * The value of `flag` in the bench arguments, written `--flag VALUE` or `--flag=VALUE`
 * (the last one wins); `undefined` when absent. `parseBenchArgs` has already refused a
 * missing value.
 */
export function flagValue(args: readonly string[], flag: string): string | undefined {
  let value: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === flag && i + 1 < args.length) value = args[++i];
    else if (a.startsWith(`${flag}=`)) value = a.slice(flag.length + 1);
  }
  return value;
}
