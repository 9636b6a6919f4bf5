/**
 * `rampart rules check [--data DIR] [--update-baseline] [--json FILE]` — the rule-change
 * gate of seed 000: runs every rule over the attack and benign survey sets and the
 * deterministic-vector suite, prints recall per category and language and the
 * false-positive rate per benign set, and compares with `baselines/rules.json` by row id.
 * Exit 1 when a change adds a false positive on a benign set or loses a detection in an
 * attack category (rows new to the data are reported apart); 2 when data is missing.
 * `rampart rules list [--config FILE] [--json]` prints the rule table, each rule on or off
 * as the configuration's `boundary.disabledRules` has it.
 *
 * Per semantic detector (`boundary.detectors`, issue 20 item 7), `rules check` then prints rows
 * measured on `--detector-rows` sampled rows per set: rules alone, rules plus the detector,
 * rows only the detector marks, and rows where it failed — or, when the detector has no
 * provider and model (llm) or model folder (onnx), a line saying why it was skipped. These
 * rows are not in the baseline (a model is not deterministic); a detector failure exits 2.
 *
 * `RAMPART_RULES_CHECK_VECTORS=sample` measures a representative subset of the vector suite
 * (`sampleVectorSuite`, every transform, placement and language) and says so on stdout: for
 * tests of the command's plumbing (issue 22), where the whole suite is ~11 s of CPU a run. It
 * is ignored with `--update-baseline`, which always records the whole suite.
 */
import type { Command } from "commander";
import pc from "picocolors";
import {
  ENGINE_LIMIT_RULE_ID,
  MARKER_FORGERY_RULE_ID,
  RULES,
  type Rule,
  compareSurveyWithBaseline,
  markedRate,
  readRulesBaseline,
  runSurvey,
  writeRulesBaseline,
  createEvidenceScanner,
  type SetComparison,
  type SetResult,
  type Tally,
} from "../../boundary/index.js";
import { ExitCode, RampartError, writeFileAtomic } from "../../core/index.js";
import { checkOutputPaths } from "../../evaluation/reports/output-paths.js";
import { withConfig, withData } from "../options.js";
import type { CommandContext } from "../program.js";
import { createProgress } from "../progress.js";
import { loadCliConfig, resolveCliDataDir } from "../config-notice.js";
import { count } from "../plural.js";
import { DETECTOR_NAMES_HELP, runDetectorRows } from "../detector-rows.js";
import { collectDetectors, detectorRowsOption, withDetectorSettings, type DetectorCliValues } from "../detectors.js";

const pct = (t: Tally) => `${(100 * markedRate(t)).toFixed(1)}%`.padStart(7);

function printResults(results: readonly SetResult[], comparisons: readonly SetComparison[]): void {
  const out = (s: string) => process.stdout.write(`${s}\n`);
  out(pc.bold("\nAttack sets — recall (marked / rows)"));
  for (const r of results.filter((x) => x.kind === "attack")) {
    out(`  ${r.id.padEnd(22)} ${pct({ rows: r.rows, flagged: r.flagged.length })}  ${String(r.flagged.length).padStart(5)}/${r.rows}`);
    for (const [cat, t] of Object.entries(r.byCategory).sort()) out(`    ${cat.padEnd(44)} ${pct(t)}  ${t.flagged}/${t.rows}`);
    const langs = Object.entries(r.byLanguage).sort();
    if (langs.length > 1) out(`    by language: ${langs.map(([l, t]) => `${l} ${pct(t).trim()}`).join(" · ")}`);
  }
  out(pc.bold("\nBenign sets — false-positive rate"));
  for (const r of results.filter((x) => x.kind === "benign")) {
    const t = { rows: r.rows, flagged: r.flagged.length };
    const target = r.fprTarget === undefined ? "" : `  (target ≤ ${(100 * r.fprTarget).toFixed(1)}%${markedRate(t) > r.fprTarget ? pc.red(" MISSED") : ""})`;
    out(`  ${r.id.padEnd(22)} ${pct(t)}  ${String(r.flagged.length).padStart(5)}/${r.rows}${target}`);
  }
  out(pc.bold("\nAgainst the baseline"));
  for (const c of comparisons) {
    const parts = [];
    if (c.unbaselined) parts.push(pc.yellow("not in baseline"));
    if (c.regressions.length) parts.push(pc.red(`${c.regressions.length} ${c.kind === "benign" ? "new false positives" : "lost detections"}`));
    if (c.improvements.length) parts.push(pc.green(`${c.improvements.length} improved`));
    if (!c.unbaselined && c.newRows) parts.push(`${count(c.newRows, "row")} new to the data (${c.newBad.length} ${c.kind === "benign" ? "marked" : "missed"}, reported apart)`);
    out(`  ${c.id.padEnd(22)} ${parts.length ? parts.join(" · ") : "same"}`);
    for (const r of c.regressions.slice(0, 10)) out(`      ${r.id} (${r.category})`);
  }
}

/** What `rules list` prints of a rule. */
export type ListedRule = Pick<Rule, "id" | "action" | "languages" | "description" | "source"> & { readonly category: string };

/**
 * Findings the scanner writes outside the rule table: always on, so `boundary.disabledRules`
 * cannot name them (DESIGN.md: only the defense writes markers; a scan the engine cannot
 * finish fails closed).
 */
export const BUILT_IN: readonly ListedRule[] = [
  {
    id: MARKER_FORGERY_RULE_ID,
    category: "marker-forgery",
    action: "redact",
    languages: ["any"],
    description: "a literal marker token or a look-alike of one in the input becomes [INPUT_MARKER] (only the defense writes markers)",
    source: "Rampart's marker contract: every marker in the output was written by the defense (EVIDENCE_BOUNDARY, [INSTRUCTION_LIKE], [REDACTED_CHAT_TOKEN])",
  },
  {
    id: ENGINE_LIMIT_RULE_ID,
    category: "engine-limit",
    action: "redact",
    languages: ["any"],
    description: "the regex engine hit a limit on this text: the whole text is withheld as [INPUT_MARKER] (fail closed)",
    source: "Rampart's fail-closed contract: a check that cannot finish withholds the text",
  },
];

export function register(program: Command, ctx: CommandContext): void {
  const rules = program.command("rules").description("the evidence-boundary rule table and its rule-change gate");
  withConfig(
    rules
      .command("list")
      .description("print the rule table (a rule the config's boundary.disabledRules switches off is shown as off)")
      .option("--json", "one JSON object per rule (id, category, action, languages, enabled, description, source)"),
  ).action((opts: { config?: string; json?: boolean }) => {
    const { config } = loadCliConfig(opts.config);
    createEvidenceScanner({ disabledRules: config.boundary.disabledRules, maxInputChars: config.boundary.maxInputChars }); // an unknown id is ERR_CONFIG, as in scan
    const off = new Set(config.boundary.disabledRules);
    const listed: [ListedRule, boolean | "always"][] = [...RULES.map((r): [ListedRule, boolean] => [r, !off.has(r.id)]), ...BUILT_IN.map((r): [ListedRule, "always"] => [r, "always"])];
    if (opts.json) {
      for (const [r, enabled] of listed) {
        const { id, category, action, languages, description, source } = r;
        process.stdout.write(`${JSON.stringify({ id, category, action, languages, enabled: enabled !== false, builtIn: enabled === "always", description, source })}\n`);
      }
    } else {
      // A header row naming the columns; each column as wide as its widest cell (header included).
      const cells = listed.map(([r, enabled]) => [r.id, r.category, r.action, r.languages.join(","), enabled === "always" ? "always" : enabled ? "on" : "off", r.description]);
      const header = ["id", "category", "action", "languages", "state", "description"];
      const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)));
      const line = (c: readonly string[]) => `${c.map((x, i) => (i < c.length - 1 ? x.padEnd(widths[i] as number) : x)).join(" ")}\n`;
      process.stdout.write(line(header));
      for (const c of cells) process.stdout.write(line(c));
    }
    ctx.exit.code = ExitCode.OK;
  });
  withDetectorSettings(
    withData(
      withConfig(
        rules
          .command("check")
          .description("run every rule over the survey sets; exit 1 on a new false positive or lost detection")
          .option("--update-baseline", "rewrite baselines/rules.json with this run (commit it on its own)")
          .option("--json <file>", "write the full results as JSON")
          .option("--detector <name>", `measure only these semantic detectors: ${DETECTOR_NAMES_HELP} (default: every configured one)`, collectDetectors)
          .option("--detector-rows <n>", "rows sampled per set for the detector rows (default 40)", detectorRowsOption),
      ),
    ),
  ).action(async (opts: { data?: string; config?: string; updateBaseline?: boolean; json?: string; detectorRows?: number } & DetectorCliValues) => {
    // The config line first, as every command prints it, then the data folder (checked before the run).
    const { config, baseDir } = loadCliConfig(opts.config);
    const dataDir = resolveCliDataDir(opts.data);
    // The report path is checked before the run, as every report flag is (no folder is created).
    if (opts.json) checkOutputPaths([{ flag: "--json", path: opts.json }]);
    const scanner = createEvidenceScanner({ disabledRules: config.boundary.disabledRules, maxInputChars: config.boundary.maxInputChars });
    const progress = createProgress("rules check", "sets");
    const sampled = process.env.RAMPART_RULES_CHECK_VECTORS === "sample" && !opts.updateBaseline;
    const results = await runSurvey(dataDir, (t) => scanner.scan(t), (_id, i, n) => progress.update(i, n), { vectors: sampled ? "sample" : "all" });
    progress.update(results.length, results.length);
    progress.stop();
    if (sampled) process.stdout.write(pc.yellow("vector suite: a representative sample (RAMPART_RULES_CHECK_VECTORS=sample), not the whole suite\n"));
    const baseline = readRulesBaseline();
    const comparisons = compareSurveyWithBaseline(results, baseline);
    printResults(results, comparisons);
    const detectorRows = await runDetectorRows(dataDir, config, opts, { baseDir, cwd: process.cwd() }, opts.detectorRows ?? 40);
    if (opts.json) {
      try {
        writeFileAtomic(opts.json, JSON.stringify({ results, comparisons, detectors: detectorRows.results }, null, 2));
      } catch (cause) {
        throw new RampartError("ERR_IO", `cannot write --json ${opts.json}: ${(cause as Error).message}`, { cause });
      }
    }
    if (opts.updateBaseline) {
      writeRulesBaseline(results);
      process.stdout.write(pc.green("\nbaseline written: baselines/rules.json\n"));
      ctx.exit.code = ExitCode.OK;
      return;
    }
    const regressed = comparisons.some((c) => c.regressions.length > 0);
    const missing = baseline === null;
    if (missing) process.stdout.write(pc.yellow("\nno baseline committed: run with --update-baseline\n"));
    process.stdout.write(regressed ? pc.red("\nrules check: REGRESSION (exit 1)\n") : "\nrules check: ok\n");
    ctx.exit.code = detectorRows.failed ? ExitCode.INFRA : regressed || missing ? ExitCode.POLICY : ExitCode.OK;
  });
}
