/**
 * `npm run bench`: every benchmark suite, side by side in one run. Each suite is its own
 * file exporting `run(args)`; add one to the registry below and to `SUITE_INFO` in
 * `usage.ts`. Results are printed as tables of throughput and ratios measured in the same
 * process, never as pass/fail timings.
 *
 * `npm run bench -- boundary` runs only the named suites; `npm run bench -- --help` prints
 * the suites and flags and exits 0 without running anything. An unknown suite exits 2.
 */
import { toRampartError } from "../src/core/index.js";
import { parseBenchArgs, usage } from "./usage.js";

type Runner = (args: string[]) => Promise<void>;

/** Suites load on demand, so `--help` and a typo answer without loading any of them. */
const SUITES: Record<string, () => Promise<Runner>> = {
  gate: () => import("./gate.js").then((m) => m.run),
  rag: () => import("./rag.js").then((m) => m.run),
  firewall: () => import("./firewall.js").then((m) => m.run),
  boundary: () => import("./boundary.js").then((m) => m.run),
  judge: () => import("./judge.js").then((m) => m.run),
  integrations: () => import("./integrations.js").then((m) => m.run),
  "mcp-proxy": () => import("./mcp-proxy.js").then((m) => m.run),
  startup: () => import("./startup.js").then((m) => m.run),
};

const argv = process.argv.slice(2);
let parsed: ReturnType<typeof parseBenchArgs> | undefined;
try {
  parsed = parseBenchArgs(argv);
} catch (e) {
  process.stderr.write(`error ERR_BAD_INPUT: ${(e as Error).message}\n`);
  process.exitCode = 2;
}
if (parsed?.help) {
  process.stdout.write(usage());
} else if (parsed) {
  for (const [name, load] of Object.entries(SUITES)) {
    if (parsed.suites.length && !parsed.suites.includes(name)) continue;
    process.stdout.write(`\n## ${name}\n\n`);
    try {
      await (await load())(argv);
    } catch (e) {
      // A missing data folder or a bad flag value is the user's to fix: one line naming it,
      // exit 2 (DESIGN.md), never a stack trace; the remaining suites are not run.
      const err = toRampartError(e);
      process.stderr.write(`error ${err.code}: ${err.message}\n`);
      process.exitCode = 2;
      break;
    }
  }
}
