/**
 * `rampart history` — lists stored evaluation runs, newest first: when, which golden set,
 * the gate's exit code, counts, the judge and its κ against the verifier, and the label
 * (commit). `--json` prints the rows as JSON for scripts. Reads the SQLite history that
 * `rampart eval` writes (`--history FILE`, default `.rampart/history.sqlite`).
 */
import { existsSync } from "node:fs";
import type { Command } from "commander";
import { RampartError } from "../../core/index.js";
import { DEFAULT_HISTORY_PATH, openHistory, type RunRow } from "../../evaluation/history/index.js";
import { escapeTerminal } from "../../evaluation/reports/index.js";
import { intOption, withConfig } from "../options.js";
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

export function register(program: Command, ctx: CommandContext): void {
  withConfig(
    program
      .command("history")
      .description("list stored evaluation runs (newest first) from the run history")
      .option("--history <file>", "history database", DEFAULT_HISTORY_PATH)
      .option("--golden <path>", "only runs of this golden set (as given to rampart eval)")
      .option("--limit <n>", "how many runs", intOption("--limit"), 20)
      .option("--json", "print JSON rows"),
  ).action((opts: { history: string; golden?: string; limit: number; json?: boolean }) => {
    if (!existsSync(opts.history)) {
      throw new RampartError("ERR_IO", `no run history at ${opts.history} (rampart eval writes it; pass --history FILE)`);
    }
    const store = openHistory(opts.history);
    try {
      const rows = store.listRuns({ ...(opts.golden ? { golden: opts.golden } : {}), limit: opts.limit });
      if (opts.json) process.stdout.write(JSON.stringify(rows, null, 2) + "\n");
      else if (rows.length === 0) process.stdout.write("no runs stored yet\n");
      else process.stdout.write(rows.map(formatRunRow).join("\n") + "\n");
      ctx.exit.code = 0;
    } finally {
      store.close();
    }
  });
}
