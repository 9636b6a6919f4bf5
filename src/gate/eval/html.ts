/**
 * `rampart gate eval --html FILE`: the per-detector table as a self-contained HTML page
 * (inline CSS bars, no scripts, nothing fetched), for people who would rather look than read.
 */
import type { MetricDelta } from "../../core/light.js";
import type { GateEvalResult } from "./datasets.js";

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);

function bar(value: number, worse: boolean): string {
  const pct = Math.max(0, Math.min(100, value * 100));
  const colour = worse ? "#c0392b" : pct >= 99 ? "#2e7d32" : pct >= 95 ? "#f9a825" : "#c0392b";
  return `<div class="bar"><span style="width:${pct.toFixed(1)}%;background:${colour}"></span><em>${pct.toFixed(1)}%</em></div>`;
}

/** Renders the evaluation as an HTML page. */
export function renderGateReportHtml(r: GateEvalResult, deltas: readonly MetricDelta[], generatedAt = new Date()): string {
  const worse = new Set(deltas.filter((d) => d.status === "worse").map((d) => d.key));
  const rows: string[] = [];
  for (const [set, short] of [
    ["pii-presidio-research", "research"],
    ["pii-presidio-tests", "tests"],
  ] as const) {
    for (const [id, s] of Object.entries(r.spans[set] ?? {})) {
      if (s.gold === 0 && s.findings === 0) continue;
      rows.push(
        `<tr><td>${esc(set)}</td><td>${esc(id)}</td><td>${s.gold}</td><td>${s.findings}</td>` +
          `<td>${bar(s.recall, worse.has(`${short}.${id}.recall`))}</td><td>${bar(s.precision, worse.has(`${short}.${id}.precision`))}</td></tr>`,
      );
    }
  }
  const sec = r.secrets;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rampart output gate — evaluation</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#222}
table{border-collapse:collapse}td,th{padding:.3rem .6rem;border-bottom:1px solid #ddd;text-align:left}
.bar{position:relative;width:14rem;height:1.1rem;background:#eee}.bar span{display:block;height:100%}
.bar em{position:absolute;right:.3rem;top:0;font-style:normal;font-size:12px}
.worse{color:#c0392b;font-weight:600}
</style></head><body>
<h1>Output gate — evaluation</h1>
<p>Generated ${esc(generatedAt.toISOString())}. Span level: a finding counts when it overlaps a gold span of its entity.</p>
<table><thead><tr><th>set</th><th>detector</th><th>gold</th><th>findings</th><th>recall</th><th>precision</th></tr></thead>
<tbody>${rows.join("\n")}</tbody></table>
<h2>Secrets</h2>
<p>Recall ${bar(sec.recall, worse.has("secrets.recall"))} (${sec.detected}/${sec.positives}) · false positives ${(sec.fpRate * 100).toFixed(1)}% (${sec.flagged}/${sec.negatives}) ·
published formats alone ${sec.bySource.formats.detected}, secretlint alone ${sec.bySource.secretlint.detected} · ${sec.excludedRows} public-IP rows excluded · ${sec.placeholderRows} placeholder rows excluded.</p>
<h2>Korean statutes (benign)</h2>
<p>${r.statutes.flagged} of ${r.statutes.texts} texts flagged by a personal-data or secret detector.</p>
${worse.size ? `<p class="worse">Worse than the committed baseline: ${[...worse].map(esc).join(", ")}</p>` : "<p>No metric is worse than the committed baseline.</p>"}
</body></html>
`;
}
