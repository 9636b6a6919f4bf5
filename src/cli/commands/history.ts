/**
 * `rampart history` — lists stored evaluation runs, newest first: when, which golden set,
 * the gate's exit code, counts, the judge and its κ against the verifier, and the label
 * (commit). `--json` prints the rows as JSON for scripts. Reads the SQLite history that
 * `rampart eval` writes (`--history FILE`, default `.rampart/history.sqlite`).
 *
 * `--golden X` takes the golden set's NAME (its `name:` key, which is what a run stores) or
 * the PATH of its YAML file: when X is an existing file, its `name:` is read and runs stored
 * under either that name or the literal X are listed. `--limit N` must be a positive integer.
 */
import { existsSync, statSync } from "node:fs";
import type { Command } from "commander";
import { RampartError } from "../../core/index.js";
import { loadCliConfig } from "../config-notice.js";
import { loadGoldenSet } from "../../evaluation/index.js";
import { DEFAULT_HISTORY_PATH, openHistory, type HistoryStore, type RunRow } from "../../evaluation/history/index.js";
import { escapeTerminal } from "../../evaluation/reports/index.js";
import { CONFIG_VALIDATED_ONLY, positiveIntOption, withConfig } from "../options.js";
import type { CommandContext } from "../program.js";

/** One run as a table line; golden-set names, models and labels are escaped for the terminal. */
export function formatRunRow(r: RunRow): string {
  return escapeTerminal(runRowText(r));
}

function runRowText(r: RunRow): string {
  const judge = r.judgeProvider ? `${r.judgeProvider}/${r.judgeModel}` : "-";
  const kappa = r.kappa === null ? "-" : r.kappa.toFixed(3);
  return [
    `#${r.id}`.padEnd(6),
    r.startedAt.replace("T", " ").slice(0, 19).padEnd(20),
    `exit ${r.exitCode}`.padEnd(7),
    `${r.passed}/${r.total} pass`.padEnd(13),
    `fail ${r.failed}`.padEnd(8),
    `blocked ${r.blocked}`.padEnd(11),
    `err ${r.errors}`.padEnd(7),
    `κ ${kappa}`.padEnd(9),
    judge.padEnd(28),
    `${r.golden}${r.label ? ` @ ${r.label}` : ""}`,
  ].join(" ");
}

/**
 * The stored golden-set names `--golden X` selects: X itself, and when X is a golden-set file,
 * the name inside it.
 *
 * @throws RampartError `ERR_BAD_INPUT` for an empty value; the golden loader's error when X is
 *   a file that is not a valid golden set.
 */
export function goldenNames(x: string): string[] {
  if (x.trim() === "") throw new RampartError("ERR_BAD_INPUT", "--golden must name a golden set or its YAML file");
  let isFile = false;
  try {
    isFile = statSync(x).isFile();
  } catch {
    // not a path: a name
  }
  if (!isFile) return [x];
  const name = loadGoldenSet(x).name;
  return name === x ? [x] : [name, x];
}

/** What `history` prints when it has no row to show: no runs at all, or none of the asked golden set (naming the stored ones). */
function noRunsMessage(store: HistoryStore, golden: string | undefined): string {
  const stored = store.goldenSets();
  if (golden === undefined || stored.length === 0) return "no runs stored yet\n";
  return `no runs of golden set "${golden}" stored (stored: ${stored.join(", ")})\n`;
}

export function register(program: Command, ctx: CommandContext): void {
  withConfig(
    program
      .command("history")
      .description("list stored evaluation runs (newest first) from the run history")
      .option("--history <file>", "history database", DEFAULT_HISTORY_PATH)
      .option("--golden <name-or-path>", "only runs of this golden set: its name (the YAML's name: key) or the path of its YAML file")
      .option("--limit <n>", "how many runs (a positive integer)", positiveIntOption("--limit"), 20)
      .option("--json", "print JSON rows"),
    CONFIG_VALIDATED_ONLY,
  ).action((opts: { config?: string; history: string; golden?: string; limit: number; json?: boolean }) => {
    loadCliConfig(opts.config); // validated and named on stderr; history reads no setting from it
    if (!existsSync(opts.history)) {
      throw new RampartError("ERR_IO", `no run history at ${opts.history} (rampart eval writes it; pass --history FILE)`);
    }
    const store = openHistory(opts.history);
    try {
      const names = opts.golden === undefined ? undefined : goldenNames(opts.golden);
      const rows = names
        ? names
            .flatMap((golden) => store.listRuns({ golden, limit: opts.limit }))
            .sort((a, b) => b.id - a.id)
            .slice(0, opts.limit)
        : store.listRuns({ limit: opts.limit });
      if (opts.json) process.stdout.write(JSON.stringify(rows, null, 2) + "\n");
      else if (rows.length === 0) process.stdout.write(noRunsMessage(store, opts.golden));
      else process.stdout.write(rows.map(formatRunRow).join("\n") + "\n");
      ctx.exit.code = 0;
    } finally {
      store.close();
    }
  });
}
