/**
 * `npm run bench`: every benchmark suite, side by side in one run. Each suite is its own
 * file exporting `run(args)`; add one to the registry below. Results are printed as tables
 * of throughput and ratios measured in the same process, never as pass/fail timings.
 *
 * `npm run bench -- boundary` runs only the named suites.
 */
import { run as firewall } from "./firewall.js";
import { run as gate } from "./gate.js";
import { run as judge } from "./judge.js";
import { run as rag } from "./rag.js";

type Suite = { name: string; run: (args: string[]) => Promise<void> };

const SUITES: Suite[] = [
  { name: "gate", run: gate },
  { name: "rag", run: rag },
  { name: "firewall", run: firewall },
  { name: "boundary", run: (args) => import("./boundary.js").then((m) => m.run(args)) },
  { name: "judge", run: judge },
];

const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
for (const suite of SUITES) {
  if (wanted.length && !wanted.includes(suite.name)) continue;
  process.stdout.write(`\n## ${suite.name}\n\n`);
  await suite.run(process.argv.slice(2));
}
