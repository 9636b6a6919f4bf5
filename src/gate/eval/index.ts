/**
 * `rampart gate eval` as a library: measure the gate on the data folder, flatten the result
 * into the metrics the committed baseline guards, and render the table people read.
 */
import { compareMetrics, readBaseline, writeBaseline, type MetricDelta } from "../../core/light.js";
import { secretlintFindings } from "../detectors/secretlint.js";
import type { GatePolicy } from "../policy.js";
import { evaluateGate, type GateEvalResult } from "./datasets.js";

export { evaluateGate, ENTITY_TO_DETECTOR, type GateEvalResult, type DetectorScore } from "./datasets.js";
export { overlaps, recallOf, precisionOf, type Tally } from "./metrics.js";
export { renderGateReportHtml } from "./html.js";

/** Name of the committed baseline: `baselines/gate.json`. */
export const GATE_BASELINE = "gate";

/** The committed baseline's shape. */
export interface GateBaseline {
  metrics: Record<string, number>;
}

/**
 * Runs the evaluation with every check the gate has (secretlint included).
 *
 * @throws RampartError `ERR_DATA_MISSING` / `ERR_BAD_INPUT` from the data files.
 */
export function runGateEval(dataDir: string, policy: GatePolicy, onProgress?: (done: number, total: number) => void): Promise<GateEvalResult> {
  return evaluateGate(dataDir, policy, onProgress, async (text) => (await secretlintFindings(text)).length > 0);
}

/**
 * Flattens a result into baseline metrics: `<set>.<detector>.recall|precision` (higher is
 * better), `secrets.recall` (higher), `secrets.fpRate` and `statutes.flagged` (lower).
 */
export function gateMetrics(r: GateEvalResult): Record<string, number> {
  const m: Record<string, number> = {};
  const short: Record<string, string> = { "pii-presidio-research": "research", "pii-presidio-tests": "tests" };
  for (const [set, byDetector] of Object.entries(r.spans)) {
    for (const [id, s] of Object.entries(byDetector)) {
      if (s.gold === 0 && s.findings === 0) continue;
      m[`${short[set] ?? set}.${id}.recall`] = s.recall;
      m[`${short[set] ?? set}.${id}.precision`] = s.precision;
    }
  }
  m["secrets.recall"] = r.secrets.recall;
  m["secrets.fpRate"] = r.secrets.fpRate;
  m["statutes.flagged"] = r.statutes.flagged;
  return m;
}

/** Which way is better for a metric key. */
export const gateMetricDirection = (key: string): "higher" | "lower" =>
  key.endsWith(".fpRate") || key.endsWith(".flagged") ? "lower" : "higher";

/** Compares with the committed baseline (`null` baseline ⇒ every metric is `new`). */
export function compareWithBaseline(metrics: Record<string, number>, path?: string): MetricDelta[] {
  const baseline = readBaseline<GateBaseline>(GATE_BASELINE, path);
  return compareMetrics(metrics, baseline?.metrics ?? null, gateMetricDirection);
}

/** Writes the baseline deliberately (`--update-baseline`). */
export function updateBaseline(metrics: Record<string, number>, path?: string): void {
  writeBaseline(GATE_BASELINE, { metrics }, path);
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The human-readable report: per-detector table, secrets, statutes, baseline deltas. */
export function formatGateReport(r: GateEvalResult, deltas: readonly MetricDelta[]): string {
  const lines: string[] = [];
  const research = r.spans["pii-presidio-research"] ?? {};
  const tests = r.spans["pii-presidio-tests"] ?? {};
  const ids = [...new Set([...Object.keys(research), ...Object.keys(tests)])].sort();
  lines.push("detector             research R / P (gold)        tests R / P (gold)");
  for (const id of ids) {
    const a = research[id];
    const b = tests[id];
    const cell = (s?: { recall: number; precision: number; gold: number; findings: number }) =>
      !s || (s.gold === 0 && s.findings === 0) ? "—".padEnd(28) : `${pct(s.recall)} / ${pct(s.precision)} (${s.gold})`.padEnd(28);
    lines.push(`${id.padEnd(20)} ${cell(a)} ${cell(b)}`);
  }
  const s = r.secrets;
  lines.push(
    `secrets: recall ${pct(s.recall)} (${s.detected}/${s.positives}) · false positives ${pct(s.fpRate)} (${s.flagged}/${s.negatives})` +
      ` · formats alone ${s.bySource.formats.detected}/${s.positives}, secretlint alone ${s.bySource.secretlint.detected}/${s.positives}` +
      ` · ${s.excludedRows} public-IP rows excluded` +
      (s.placeholderRows ? ` · ${s.placeholderRows} placeholder rows excluded (a placeholder is no secret)` : ""),
  );
  const by = Object.entries(r.statutes.byDetector).map(([id, n]) => `${id} ${n}`).join(", ");
  lines.push(`statutes: ${r.statutes.flagged}/${r.statutes.texts} texts flagged${by ? ` (${by})` : ""}`);
  if (r.excludedLeniencyRows) lines.push(`(${r.excludedLeniencyRows} presidio phone rows excluded: their expectation is a leniency setting)`);
  if (r.excludedWeakSsnRows) lines.push(`(${r.excludedWeakSsnRows} presidio US_SSN rows excluded: they expect only presidio's very-weak tier, bare digits without a naming word)`);
  const worse = deltas.filter((d) => d.status === "worse");
  const fresh = deltas.filter((d) => d.status === "new");
  if (worse.length) {
    lines.push(`WORSE than baseline: ${worse.map((d) => `${d.key} ${d.baseline?.toFixed(4)} → ${d.current.toFixed(4)}`).join("; ")}`);
  } else if (fresh.length === deltas.length) {
    lines.push("no committed baseline yet (run with --update-baseline)");
  } else {
    lines.push(`baseline: ${deltas.length - fresh.length} metrics same or better${fresh.length ? `, ${fresh.length} new` : ""}`);
  }
  return lines.join("\n");
}
