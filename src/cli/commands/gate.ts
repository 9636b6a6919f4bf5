/**
 * `rampart gate` — the output gate from the command line (issue 4 item 4).
 *
 * - `rampart gate --jsonl IN [--out OUT] [--config FILE]`: each input line
 *   `{"id", "text", "probe"?}` (id: a string or a number; missing or other ⇒ an error row) becomes `{"id", "verdict", "findings", "text", "code"?,
 *   "reason"?}` (text: the original on `pass`, the redacted text on `redact`, and on `block`
 *   the answer with every finding replaced by its `[REDACTED:<LABEL>]` marker — a block row
 *   never echoes the leaked text). Exit 0 when every answer
 *   passed, 1 when any was blocked or redacted (a leak reached the gate), 2 when a line was
 *   malformed (an error row names it; the run goes on).
 * - `rampart gate eval [--data DIR] [--update-baseline] [--json FILE] [--html FILE]`: per-detector recall
 *   and precision on the data folder, false positives on the Korean statutes, compared with
 *   `baselines/gate.json` — worse ⇒ exit 1.
 */
import { checkOutputPaths } from "../../evaluation/reports/output-paths.js";
import type { Command } from "commander";
import { PROBES, RampartError, runJsonlBatch, batchExitCode, emptyBatchWarning, rowId, writeFileAtomic, type Probe } from "../../core/index.js";
import {
  compareWithBaseline,
  compileGatePolicy,
  formatGateReport,
  gateAnswer,
  gateMetrics,
  renderGateReportHtml,
  runGateEval,
  safeText,
  updateBaseline,
} from "../../gate/index.js";
import type { CommandContext } from "../program.js";
import { withConfig, withData } from "../options.js";
import { createProgress } from "../progress.js";
import { loadCliConfig, resolveCliDataDir } from "../config-notice.js";
import { batchSummary } from "../plural.js";

function parseProbe(raw: unknown, line: number): Probe | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === "string" && (PROBES as readonly string[]).includes(raw)) return raw as Probe;
  throw new RampartError("ERR_BAD_INPUT", `line ${line}: "probe" must be one of ${PROBES.join(", ")}`);
}

export function register(program: Command, ctx: CommandContext): void {
  const gate = withConfig(
    program
      .command("gate")
      .description("gate answers in a JSONL file: pass, redact or block each (exit 1 on any leak)")
      .option("--jsonl <file>", "input JSONL, one {id, text, probe?} per line ('-' for stdin)")
      .option("--out <file>", "output JSONL (default stdout)")
      .option("--quiet", "no progress and no config line on stderr (the one-line summary stays)"),
  ).action(async (opts: { jsonl?: string; out?: string; config?: string; quiet?: boolean }) => {
    if (!opts.jsonl) throw new RampartError("ERR_BAD_INPUT", "gate: --jsonl IN is required (or use `rampart gate eval`)");
    const policy = compileGatePolicy(loadCliConfig(opts.config, opts.quiet).config);
    const progress = createProgress("gate", "bytes", opts.jsonl !== "-" && !opts.quiet);
    const tally = await runJsonlBatch({
      input: opts.jsonl,
      output: opts.out,
      inputFlag: "--jsonl",
      outputFlag: "--out",
      ...(opts.config ? { alsoReads: [{ flag: "--config", path: opts.config }] } : {}),
      onProgress: (done, total) => progress.update(done, total),
      async process(row, line, source) {
        const id = rowId(row, line, source);
        if (typeof row.text !== "string") throw new RampartError("ERR_BAD_INPUT", `line ${line}: "text" must be a string`);
        const probe = parseProbe(row.probe, line);
        const verdict = await gateAnswer(row.text, policy, probe ? { probe } : {});
        const out: Record<string, unknown> = {
          id,
          verdict: verdict.action,
          findings: verdict.findings,
          // Never echo a leak: block rows carry the answer with every finding redacted.
          text: safeText(row.text, verdict),
        };
        if (verdict.action === "block") {
          out.code = verdict.code;
          out.reason = verdict.reason;
        }
        return { row: out, flagged: verdict.action !== "pass" };
      },
    });
    progress.stop();
    const empty = emptyBatchWarning("gate", tally, opts.jsonl);
    if (empty) process.stderr.write(empty);
    process.stderr.write(batchSummary("gate", tally, "blocked or redacted"));
    ctx.exit.code = batchExitCode(tally);
  });

  withConfig(
    withData(
      gate
        .command("eval")
        .description("measure every detector on the data folder and compare with baselines/gate.json (worse ⇒ exit 1)")
        .option("--update-baseline", "rewrite baselines/gate.json with this run's figures")
        .option("--json <file>", "write the full result as JSON")
        .option("--html <file>", "write the per-detector table as an HTML page"),
    ),
  ).action(async (opts: { data?: string; config?: string; updateBaseline?: boolean; json?: string; html?: string }) => {
    // Report paths are checked before the run, the same rule as `rampart eval` (folders are never created).
    checkOutputPaths([...(opts.json ? [{ flag: "--json", path: opts.json }] : []), ...(opts.html ? [{ flag: "--html", path: opts.html }] : [])]);
    const policy = compileGatePolicy(loadCliConfig(opts.config).config);
    const dataDir = resolveCliDataDir(opts.data);
    const progress = createProgress("gate eval", "texts");
    const result = await runGateEval(dataDir, policy, (done, total) => progress.update(done, total));
    progress.stop();
    const metrics = gateMetrics(result);
    const deltas = compareWithBaseline(metrics);
    process.stdout.write(formatGateReport(result, deltas) + "\n");
    if (opts.json) writeFileAtomic(opts.json, JSON.stringify({ ...result, metrics, deltas }, null, 2) + "\n");
    if (opts.html) writeFileAtomic(opts.html, renderGateReportHtml(result, deltas));
    if (opts.updateBaseline) {
      updateBaseline(metrics);
      process.stdout.write("baseline written: baselines/gate.json\n");
      ctx.exit.code = 0;
      return;
    }
    ctx.exit.code = deltas.some((d) => d.status === "worse") ? 1 : 0;
  });
}
