/**
 * Terminal lines for the judge stage and the regression check, printed after the runner's
 * summary: who judged, what it cost, how flaky it was, and the agreement table with Cohen's κ
 * overall and per axis. Plain text (colour is the caller's business), fixed-width columns.
 */
import type { AgreementStats } from "../agreement.js";
import type { RegressionCheck } from "../history/regression.js";
import type { JudgeSection } from "../judge/types.js";

function pct(x: number | null): string {
  return x === null ? "—" : `${(x * 100).toFixed(1)}%`;
}

function row(name: string, s: AgreementStats): string {
  const m = s.matrix;
  const excl = s.excluded.unsure + s.excluded.judgeError + s.excluded.notJudged + s.excluded.noVerifier;
  const cells = [s.n, pct(s.agreement), s.kappa === null ? "—" : s.kappa.toFixed(3), m.pass.supported, m.pass.unsupported, m.fail.supported, m.fail.unsupported, excl];
  const widths = [4, 7, 7, 5, 5, 5, 5, 5];
  return `  ${name.length > 22 ? `${name.slice(0, 21)}…` : name.padEnd(22)}${cells.map((c, i) => String(c).padStart(widths[i] as number)).join(" ")}`;
}

/**
 * Formats the judge section.
 *
 * @example
 * formatJudgeSection(report.judge).join("\n")
 */
export function formatJudgeSection(j: JudgeSection): string[] {
  const l = j.ledger;
  const budget = l.budget
    ? [l.budget.tokens !== undefined ? `${l.budget.tokens} tokens` : "", l.budget.usd !== undefined ? `$${l.budget.usd}` : ""].filter(Boolean).join(" / ")
    : "none";
  const lines = [
    `judge: ${j.provider} · ${j.model} · ${j.repeats} sample(s)/item · graded ${j.graded} · errors ${j.errors} · turned to fail ${j.failedByJudge} · flakiness ${pct(j.flakiness.mean)}${
      j.flakiness.flakyItems.length ? ` (${j.flakiness.flakyItems.length} flaky)` : ""
    }`,
    `ledger: ${l.calls} call(s) · ${l.cacheHits} cache hit(s) · ${l.inputTokens} in + ${l.outputTokens} out tokens${l.estimated ? " (partly estimated)" : ""} · ${
      l.costUsd === null ? "cost n/a" : `$${l.costUsd.toFixed(4)}`
    } · budget ${budget}${l.exceeded ? " — SPENT, grading stopped" : ""}`,
    `agreement with the verifier (Cohen's κ, Cohen 1960; P/S = judge pass & verifier supported, F/U = fail & unsupported):`,
    `  ${"axis".padEnd(22)}${["n", "agree", "kappa", "P/S", "P/U", "F/S", "F/U", "excl"].map((h, i) => h.padStart([4, 7, 7, 5, 5, 5, 5, 5][i] as number)).join(" ")}`,
    row("overall", j.agreement.overall),
    ...Object.entries(j.agreement.byAxis).map(([axis, s]) => row(axis, s)),
  ];
  return lines;
}

/** Formats the regression check. */
export function formatRegressionCheck(r: RegressionCheck): string[] {
  if (!r.baseline) return ["regression: no earlier good run of this golden set — nothing to compare with"];
  const base = `last good run #${r.baseline.id} (${r.baseline.startedAt}${r.baseline.label ? `, ${r.baseline.label}` : ""})`;
  const lines = [
    r.regressed.length === 0
      ? `regression: none against ${base}`
      : `regression: ${r.regressed.length} item(s) passed in ${base} and do not now: ${r.regressed.map((x) => `${x.id} (pass → ${x.now})`).join(", ")}`,
  ];
  if (r.fixed.length) lines.push(`  fixed since: ${r.fixed.join(", ")}`);
  if (r.dropped.length) lines.push(`  dropped from the golden set since: ${r.dropped.join(", ")}`);
  return lines;
}
