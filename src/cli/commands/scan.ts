/**
 * `rampart scan --jsonl IN [--out OUT]` — batch scan (issue 3 item 5). Each input line
 * `{"id", "text"}` (id: a string or a number, echoed unchanged) becomes `{"id", "flagged",
 * "findings", "text": <neutralised>}`; streaming with constant memory, progress on stderr.
 * Exit codes (DESIGN.md): 2 when any line was malformed (bad JSON, no string `text`, no
 * string/number `id`: it becomes an error row naming its line number, the run goes on), else
 * 1 when any row was flagged, else 0. An `--out` naming the input file is refused (exit 2)
 * before anything is written; an input without rows exits 0 with a warning on stderr.
 *
 * `--detector llm|onnx` (repeatable, or `boundary.detectors.enabled`) adds the semantic layer
 * (issue 20 item 7): each row goes through `scanAsync`, the detector's findings join the rules'
 * in the row, a line per detector on stderr says what it spent, and a row where a detector
 * failed is marked `detector.error` (flagged, fail closed) and makes the run exit 2.
 */
import type { Command } from "commander";
import { DETECTOR_ERROR_ID, createAsyncEvidenceScanner, createEvidenceScanner, type EvidenceScan, type EvidenceScanner } from "../../boundary/index.js";
import { RampartError, batchExitCode, emptyBatchWarning, rowId, runJsonlBatch } from "../../core/index.js";
import { withConfig } from "../options.js";
import type { CommandContext } from "../program.js";
import { createProgress } from "../progress.js";
import { loadCliConfig } from "../config-notice.js";
import { batchSummary } from "../plural.js";
import { buildDetectors, collectDetectors, detectorNames, detectorSummary, withDetectorSettings, type DetectorCliValues } from "../detectors.js";

export function register(program: Command, ctx: CommandContext): void {
  withDetectorSettings(withConfig(
    program
      .command("scan")
      .description("scan a JSONL file of {id, text} rows through the evidence boundary")
      .requiredOption("--jsonl <file>", "input JSONL (- for stdin)")
      .option("--out <file>", "output JSONL (default: stdout)")
      .option("--quiet", "no progress and no config line on stderr (the one-line summary stays)")
      .option("--detector <name>", "add a semantic detector: llm | onnx (repeat or comma-separate; default boundary.detectors.enabled)", collectDetectors),
  )).action(async (opts: { jsonl: string; out?: string; config?: string; quiet?: boolean } & DetectorCliValues) => {
    const { config, baseDir } = loadCliConfig(opts.config, opts.quiet);
    const names = detectorNames(opts.detector ?? config.boundary.detectors.enabled);
    const detectors = await buildDetectors(names, config.boundary.detectors, opts, { baseDir, cwd: process.cwd() });
    // Without detectors, the deterministic scanner alone (no promise per row).
    const sync = detectors.length === 0 ? createEvidenceScanner({ disabledRules: config.boundary.disabledRules, maxInputChars: config.boundary.maxInputChars }) : null;
    const withDetectors = sync ? null : createAsyncEvidenceScanner({ disabledRules: config.boundary.disabledRules, maxInputChars: config.boundary.maxInputChars, asyncDetectors: detectors });
    const scanRow = (text: string): EvidenceScan | Promise<EvidenceScan> => (withDetectors ? withDetectors.scanAsync(text) : (sync as EvidenceScanner).scan(text));
    let failedRows = 0;
    const progress = createProgress("scan", "bytes", !opts.quiet);
    const tally = await runJsonlBatch({
      input: opts.jsonl,
      ...(opts.out ? { output: opts.out } : {}),
      inputFlag: "--jsonl",
      outputFlag: "--out",
      ...(opts.config ? { alsoReads: [{ flag: "--config", path: opts.config }] } : {}),
      onProgress: (done, total) => progress.update(done, total),
      process: async (row, line, source) => {
        const id = rowId(row, line, source);
        if (typeof row.text !== "string") throw new RampartError("ERR_BAD_INPUT", 'expected a string field "text"');
        const scan = await scanRow(row.text);
        if (scan.findings.some((f) => f.id === DETECTOR_ERROR_ID)) failedRows++;
        const flagged = scan.findings.length > 0;
        return { row: { id, flagged, findings: scan.findings, text: scan.text }, flagged };
      },
    });
    progress.stop();
    const empty = emptyBatchWarning("scan", tally, opts.jsonl);
    if (empty) process.stderr.write(empty);
    process.stderr.write(batchSummary("scan", tally, "flagged"));
    for (const d of detectors) process.stderr.write(detectorSummary(d));
    // A detector that could not examine a row is an infrastructure failure (exit 2); the row is still marked.
    if (failedRows > 0) process.stderr.write(`scan: ${failedRows} row(s) marked detector.error (a detector failed on them; fail closed)\n`);
    ctx.exit.code = failedRows > 0 ? 2 : batchExitCode(tally);
  });
}
