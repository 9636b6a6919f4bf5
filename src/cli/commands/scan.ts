/**
 * `rampart scan --jsonl IN [--out OUT]` — batch scan (issue 3 item 5). Each input line
 * `{"id", "text"}` (id: a string or a number, echoed unchanged) becomes `{"id", "flagged",
 * "findings", "text": <neutralised>}`; streaming with constant memory, progress on stderr.
 * Exit codes (DESIGN.md): 2 when any line was malformed (bad JSON, no string `text`, no
 * string/number `id`: it becomes an error row naming its line number, the run goes on), else
 * 1 when any row was flagged, else 0. An `--out` naming the input file is refused (exit 2)
 * before anything is written; an input without rows exits 0 with a warning on stderr.
 */
import type { Command } from "commander";
import { createEvidenceScanner } from "../../boundary/index.js";
import { RampartError, batchExitCode, emptyBatchWarning, rowId, runJsonlBatch } from "../../core/index.js";
import { withConfig } from "../options.js";
import type { CommandContext } from "../program.js";
import { createProgress } from "../progress.js";
import { loadCliConfig } from "../config-notice.js";
import { batchSummary } from "../plural.js";

export function register(program: Command, ctx: CommandContext): void {
  withConfig(
    program
      .command("scan")
      .description("scan a JSONL file of {id, text} rows through the evidence boundary")
      .requiredOption("--jsonl <file>", "input JSONL (- for stdin)")
      .option("--out <file>", "output JSONL (default: stdout)")
      .option("--quiet", "no progress and no config line on stderr (the one-line summary stays)"),
  ).action(async (opts: { jsonl: string; out?: string; config?: string; quiet?: boolean }) => {
    const { config } = loadCliConfig(opts.config, opts.quiet);
    const scanner = createEvidenceScanner({ disabledRules: config.boundary.disabledRules });
    const progress = createProgress("scan", "bytes", !opts.quiet);
    const tally = await runJsonlBatch({
      input: opts.jsonl,
      ...(opts.out ? { output: opts.out } : {}),
      inputFlag: "--jsonl",
      outputFlag: "--out",
      ...(opts.config ? { alsoReads: [{ flag: "--config", path: opts.config }] } : {}),
      onProgress: (done, total) => progress.update(done, total),
      process: (row, line, source) => {
        const id = rowId(row, line, source);
        if (typeof row.text !== "string") throw new RampartError("ERR_BAD_INPUT", 'expected a string field "text"');
        const scan = scanner.scan(row.text);
        const flagged = scan.findings.length > 0;
        return { row: { id, flagged, findings: scan.findings, text: scan.text }, flagged };
      },
    });
    progress.stop();
    const empty = emptyBatchWarning("scan", tally, opts.jsonl);
    if (empty) process.stderr.write(empty);
    process.stderr.write(batchSummary("scan", tally, "flagged"));
    ctx.exit.code = batchExitCode(tally);
  });
}
