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
  { name: "integrations", summary: "framework adapters: AI SDK mock model, 1,000 tokens via streamText (burst, trickle, paced) and generateText, with and without rampartMiddleware" },
  { name: "mcp-proxy", summary: "rampart mcp-proxy: added latency per tools/call (p50, p99) on loopback stdio, direct vs through the proxy" },
  { name: "startup", summary: "cold start in fresh processes: import and first call of boundary and gate, CLI --version/--help; ratio to zod" },
];

/** Flags a suite reads, with the suite and whether the flag takes a separate value. */
export const FLAGS: ReadonlyArray<{ flag: string; suite: string; takesValue: boolean; help: string }> = [
  { flag: "--token-delay-ms N", suite: "gate", takesValue: true, help: "pace of streamed tokens for the lag measurement (default 20)" },
  { flag: "--token-delay-ms N", suite: "integrations", takesValue: true, help: "pace of the paced mock model's parts (default 5)" },
  { flag: "--quick", suite: "firewall", takesValue: false, help: "fewer iterations" },
  { flag: "--no-services", suite: "firewall", takesValue: false, help: "skip Redis and PostgreSQL" },
  { flag: "--dispatch-only", suite: "firewall", takesValue: false, help: "only the dispatch section (overhead, rounds, allocations)" },
  { flag: "--provenance-only", suite: "firewall", takesValue: false, help: "only the provenance growth section (work units and CPU time per doubling)" },
  { flag: "--data DIR", suite: "boundary", takesValue: true, help: "shared data folder, also --data=DIR (default $RAMPART_DATA, else ../shared/data)" },
  { flag: "--throughput-only", suite: "boundary", takesValue: false, help: "part 1 (throughput) alone, no report files" },
  { flag: "--growth-only", suite: "boundary", takesValue: false, help: "part 3 (growth ratios) alone, no report files" },
  { flag: "--memory-only", suite: "boundary", takesValue: false, help: "part 4 (memory and output size on 20 MB inputs) alone, no report files" },
  { flag: "--startup-rounds=N", suite: "startup", takesValue: false, help: "fresh processes per row (default 7), taken in turn" },
  { flag: "--startup-compare=DIR", suite: "startup", takesValue: false, help: "also the first-scan rows of another build's dist directory (before/after in one run)" },
  { flag: "--compare=FILE", suite: "boundary", takesValue: false, help: "part 1 also times another checkout's boundary (its src/boundary/index.ts) side by side, as 'rampart (compare)'" },
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

/** Flags the suites pass to their own child processes; accepted, never listed in `--help`. */
const INTERNAL_PREFIXES: readonly string[] = ["--growth-row=", "--memory-row="];

/** Edit distance between two short strings (insert, delete, substitute each cost 1). */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const sub = (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      cur.push(Math.min(sub, (prev[j] as number) + 1, (cur[j - 1] as number) + 1));
    }
    prev = cur;
  }
  return prev[b.length] as number;
}

/** The known flag closest to `name` when it is an obvious typo (distance ≤ 3), else undefined. */
function closestFlag(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const k of known) {
    const d = editDistance(name, k);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return bestDistance <= Math.min(3, Math.floor(name.length / 3)) ? best : undefined;
}

/**
 * Parses `npm run bench` arguments: `--help`/`-h` anywhere ⇒ help; other words are suite
 * names (a value following a flag that takes one, like `--token-delay-ms 5` or `--data DIR`,
 * is not). Every flag must be one of `FLAGS` (in any suite, whichever suites run): a
 * misspelt flag must not be ignored while the full bench runs.
 *
 * @throws Error naming an unknown suite and listing the known ones (a typo must not run
 *   nothing and exit 0), naming an unknown flag (with the closest known flag when it is an
 *   obvious typo), or naming a flag that takes a value given without one.
 */
export function parseBenchArgs(args: readonly string[]): BenchArgs {
  if (args.includes("--help") || args.includes("-h")) return { help: true };
  // "--data DIR" takes the next word (or "=DIR"); "--growth-rounds=N" only the "=" form.
  const spaced = new Set(FLAGS.filter((f) => f.takesValue).map((f) => f.flag.split(" ")[0] as string));
  const equalsOnly = new Set(FLAGS.filter((f) => !f.takesValue && f.flag.includes("=")).map((f) => f.flag.split("=")[0] as string));
  const bare = new Set(FLAGS.filter((f) => !f.takesValue && !f.flag.includes("=")).map((f) => f.flag));
  const known = [...spaced, ...equalsOnly, ...bare, "--help"];
  const suites: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a.startsWith("-")) {
      if (INTERNAL_PREFIXES.some((p) => a.startsWith(p))) continue;
      const eq = a.indexOf("=");
      const name = eq < 0 ? a : a.slice(0, eq);
      if (spaced.has(name)) {
        if (eq >= 0) {
          if (eq === a.length - 1) throw new Error(`${name} needs a value (${name} VALUE or ${name}=VALUE)`);
        } else {
          const value = args[i + 1];
          if (value === undefined || value.startsWith("-")) throw new Error(`${name} needs a value (${name} VALUE or ${name}=VALUE)`);
          i += 1;
        }
      } else if (equalsOnly.has(name)) {
        if (eq < 0 || eq === a.length - 1) throw new Error(`${name} needs a value (${name}=VALUE)`);
      } else if (bare.has(name)) {
        if (eq >= 0) throw new Error(`${name} takes no value (got "${a}")`);
      } else {
        const near = closestFlag(name, known);
        throw new Error(`unknown bench flag "${name}"${near ? `; did you mean ${near}?` : ""} (npm run bench -- --help lists the flags)`);
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
