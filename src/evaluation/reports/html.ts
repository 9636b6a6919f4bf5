/**
 * The HTML report (`--html FILE`): one self-contained file that opens from disk — inline CSS
 * and SVG, no script, no network. A strict Content-Security-Policy backs up the escaping:
 * `default-src 'none'` (no script of any kind, no fetch, no frame, no font), the one inline
 * `<style>` allowed by its SHA-256 hash (no `'unsafe-inline'`, so an injected `<style>` or
 * `style=` attribute would not apply either), `img-src data:`, `base-uri 'none'`,
 * `form-action 'none'` (W3C CSP Level 3 §6.7.3 hash sources). Sections:
 * verdict and summary, pass/fail by axis (chart), retrieval metrics, the judge (ledger,
 * flakiness, agreement with the verifier and Cohen's κ), regressions against the last good
 * run, and every item with its reasons, judge grading and answer, findings highlighted
 * (masked unless `revealFindings`).
 */
import { createHash } from "node:crypto";
import { count } from "../../core/index.js";
import type { AgreementStats } from "../agreement.js";
import type { ReportWithRegression } from "../history/regression.js";
import type { JudgedItemResult } from "../judge/types.js";
import type { EvaluationReport, RetrievalMetrics } from "../report.js";
import { axisChartSvg, STATUS_STYLE } from "./chart.js";
import { escapeHtml as e } from "./escape.js";
import { highlightAnswer } from "./highlight.js";
import { writeReportFile } from "./atomic-write.js";

/** Options of the HTML report. */
export interface HtmlOptions {
  /** Show the text inside findings (personal data, secrets) instead of masking it. */
  revealFindings?: boolean;
  /** Page title; default names the golden set. */
  title?: string;
}

const EXIT_MEANING: Record<number, string> = {
  0: "exit 0 — gate passed",
  1: "exit 1 — do not deploy (failed, blocked or regressed)",
  2: "exit 2 — broken input or infrastructure (errors)",
};

const CSS = `
:root{--pass:#2e7d32;--fail:#ef6c00;--blocked:#c62828;--error:#616161;--ink:#1b1f24;--muted:#57606a;--line:#d0d7de}
*{box-sizing:border-box}body{font:14px/1.5 system-ui,-apple-system,"Segoe UI","Noto Sans KR",sans-serif;color:var(--ink);margin:0 auto;max-width:1080px;padding:24px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}
.meta{color:var(--muted);margin:0}.verdict{display:inline-block;padding:4px 10px;border-radius:4px;color:#fff;font-weight:600;margin:8px 0}
.exit-0{background:var(--pass)}.exit-1{background:var(--blocked)}.exit-2{background:var(--error)}
.summary{font-size:16px;font-weight:600}
table{border-collapse:collapse;margin:6px 0}th,td{border:1px solid var(--line);padding:4px 8px;text-align:right}th:first-child,td:first-child{text-align:left}
th{background:#f6f8fa}.axis-chart text{font-size:12px;fill:var(--ink)}.axis-chart .seg-label{fill:#fff;font-weight:600}
.badge{display:inline-block;min-width:60px;text-align:center;border-radius:3px;color:#fff;font-size:12px;padding:0 6px;margin-right:6px}
.b-pass{background:var(--pass)}.b-fail{background:var(--fail)}.b-blocked{background:var(--blocked)}.b-error{background:var(--error)}
#items ol{list-style:none;padding:0}#items li.item{border:1px solid var(--line);border-radius:4px;margin:6px 0;padding:6px 10px}
#items summary{cursor:pointer}.axis{color:var(--muted)}.answer{white-space:pre-wrap;background:#f6f8fa;padding:8px;border-radius:4px;margin:6px 0}
mark.finding{background:#ffd7d5;border-bottom:2px solid var(--blocked);padding:0 1px}.reasons{margin:4px 0;padding-left:20px}
.note{color:var(--muted);font-size:12px}.headline{font-style:italic}code{font-size:12px}
.held{border-left:4px solid var(--pass);padding:4px 8px;background:#edf7ee;margin:6px 0}.block-refused{border-left:4px solid var(--blocked);padding:4px 8px;background:#fdecea;margin:6px 0}
.block-message{white-space:pre-wrap;color:var(--muted)}
`;

/** The CSP `style-src` source of the report's one `<style>` element: its SHA-256, base64. */
export const CSS_HASH_SOURCE = `'sha256-${createHash("sha256").update(CSS, "utf8").digest("base64")}'`;

/** The report's Content-Security-Policy (meta tag content). */
export const REPORT_CSP = `default-src 'none'; style-src ${CSS_HASH_SOURCE}; img-src data:; base-uri 'none'; form-action 'none'`;

function pct(x: number | null | undefined): string {
  return x === null || x === undefined ? "—" : `${(x * 100).toFixed(1)}%`;
}
function num(x: number | null | undefined, digits = 3): string {
  return x === null || x === undefined ? "—" : x.toFixed(digits);
}

/** `golden: 3/6 pass · 1 BLOCKED (…) · 1 FAILED · 1 ERROR` (the terminal summary's order and words) */
export function summarySentence(report: EvaluationReport): string {
  const s = report.summary;
  const parts = [`golden: ${s.passed}/${s.total} pass`];
  if (s.blocked) {
    const codes = [...new Set(report.items.filter((i) => i.status === "blocked").map((i) => i.blockCode ?? "blocked"))];
    parts.push(`${s.blocked} BLOCKED (${codes.join(", ")})`);
  }
  if (s.failed) parts.push(`${s.failed} FAILED`);
  if (s.errors) parts.push(count(s.errors, "ERROR"));
  return parts.join(" · ");
}

function retrievalTable(report: EvaluationReport): string {
  const rows = (Object.entries(report.retrieval) as Array<[string, RetrievalMetrics | undefined]>).filter(
    (r): r is [string, RetrievalMetrics] => r[1] !== undefined,
  );
  if (rows.length === 0) return `<p class="note">No retrieval metrics in this run.</p>`;
  const keys = ["recall@1", "recall@5", "recall@10", "mrr", "ndcg@10"] as const;
  return `<table><thead><tr><th>set</th>${keys.map((k) => `<th>${k}</th>`).join("")}<th>queries</th><th>excluded</th></tr></thead><tbody>${rows
    .map(([name, m]) => `<tr><td>${e(name)}</td>${keys.map((k) => `<td>${num(m[k])}</td>`).join("")}<td>${m.queries}</td><td>${m.excluded}</td></tr>`)
    .join("")}</tbody></table><p class="note">recall@k = |gold ∩ top-k| / |gold|, averaged over queries with a gold id; MRR over the top 10; nDCG@10 with binary gain.</p>`;
}

function agreementRow(name: string, s: AgreementStats): string {
  const m = s.matrix;
  const ex = s.excluded.unsure + s.excluded.judgeError + s.excluded.notJudged + s.excluded.noVerifier;
  return `<tr><td>${e(name)}</td><td>${s.n}</td><td>${pct(s.agreement)}</td><td${s.kappaNote ? ` title="${e(s.kappaNote)}"` : ""}>${num(s.kappa)}</td><td>${m.pass.supported}</td><td>${m.pass.unsupported}</td><td>${m.fail.supported}</td><td>${m.fail.unsupported}</td><td>${ex}</td></tr>`;
}

function judgeSection(report: ReportWithRegression): string {
  const j = report.judge;
  if (!j) return `<section id="judge"><h2>LLM judge</h2><p class="note">No judge ran (stage 1 only).</p></section>`;
  const l = j.ledger;
  const budget = l.budget ? [l.budget.tokens !== undefined ? `${l.budget.tokens} tokens` : "", l.budget.usd !== undefined ? `$${l.budget.usd}` : ""].filter(Boolean).join(" / ") : "none";
  const head = `<tr><th>scope</th><th>n</th><th>agreement</th><th>Cohen's κ</th><th>judge pass · verifier supported</th><th>pass · unsupported</th><th>fail · supported</th><th>fail · unsupported</th><th>excluded</th></tr>`;
  const rows = [agreementRow("overall", j.agreement.overall), ...Object.entries(j.agreement.byAxis).map(([a, s]) => agreementRow(a, s))].join("");
  return `<section id="judge"><h2>LLM judge</h2>
<p>${e(j.provider)} · <code>${e(j.model)}</code> · ${j.repeats} sample(s) per item · scope ${e(j.scope)} · prompt ${e(j.promptVersion)}</p>
<p>graded ${j.graded} · judge errors ${j.errors} · turned to fail by the judge ${j.failedByJudge} · mean flakiness ${pct(j.flakiness.mean)}${
    j.flakiness.flakyItems.length ? ` (flaky: ${j.flakiness.flakyItems.map(e).join(", ")})` : ""
  }</p>
<p>ledger: ${l.calls} call(s), ${l.cacheHits} cache hit(s), ${l.inputTokens} input + ${l.outputTokens} output tokens${l.estimated ? " (partly estimated)" : ""}, cost ${
    l.costUsd === null ? "— (no pricing configured)" : `$${l.costUsd.toFixed(4)}`
  }, budget ${e(budget)}${l.exceeded ? " — <strong>budget spent, run stopped</strong>" : ""}</p>
<h3>Agreement with the deterministic verifier</h3>
<table id="agreement"><thead>${head}</thead><tbody>${rows}</tbody></table>
<p class="note">Cohen's κ = (p_o − p_e)/(1 − p_e) (Cohen 1960); “—” when undefined (no items, or both gave every item the same label). Judge “unsure”, judge errors and items only one of them graded are excluded.</p></section>`;
}

function regressionSection(report: ReportWithRegression): string {
  const r = report.regression;
  if (!r) return "";
  if (!r.baseline) return `<section id="regressions"><h2>Regressions</h2><p class="note">No earlier run of this golden set passed its gate; nothing to compare with.</p></section>`;
  const base = `run #${r.baseline.id} (${e(r.baseline.startedAt)}${r.baseline.label ? `, ${e(r.baseline.label)}` : ""})`;
  const list = r.regressed.length
    ? `<ul>${r.regressed.map((x) => `<li><a href="#item-${e(x.id)}">${e(x.id)}</a> (${e(x.axis)}): pass → ${e(x.now)}</li>`).join("")}</ul>`
    : `<p>None.</p>`;
  const more = [r.fixed.length ? `fixed: ${r.fixed.map(e).join(", ")}` : "", r.added.length ? `new items: ${r.added.length}` : "", r.dropped.length ? `dropped since: ${r.dropped.map(e).join(", ")}` : ""]
    .filter(Boolean)
    .join(" · ");
  return `<section id="regressions"><h2>Regressions against the last good run, ${base}</h2>${list}${more ? `<p class="note">${more}</p>` : ""}</section>`;
}

function itemHtml(item: JudgedItemResult, opts: HtmlOptions): string {
  const j = item.judge;
  const judge = !j
    ? ""
    : j.state === "error"
      ? `<p><strong>judge error</strong> <code>${e(j.error.code)}</code>: ${e(j.error.message)}</p>`
      : `<p><strong>judge ${e(j.verdict)}</strong>${j.counted ? "" : " (agreement only)"} · factuality ${num(j.scores.factuality, 2)} · grounding ${num(j.scores.grounding, 2)} · tone ${num(j.scores.tone, 2)} · votes ${j.votes.pass}/${j.votes.fail}/${j.votes.unsure}${
          j.flakiness > 0 ? ` · flakiness ${pct(j.flakiness)}` : ""
        }</p>${j.reasons.length ? `<ul class="reasons judge-reasons">${j.reasons.map((r) => `<li>${e(r)}</li>`).join("")}</ul>` : ""}`;
  const verifier = item.verifier
    ? `<p>verifier: <strong>${e(item.verifier.verdict)}</strong>${item.verifier.topicsMissing.length ? ` · missing topics ${item.verifier.topicsMissing.map(e).join(", ")}` : ""}${
        item.verifier.entitiesMissing.length ? ` · missing entities ${item.verifier.entitiesMissing.map(e).join(", ")}` : ""
      }</p>`
    : "";
  const masked = item.findings.length && !opts.revealFindings ? `<p class="note">${item.findings.length} finding(s), masked; hover for the detector.</p>` : "";
  const answer =
    item.answer === undefined
      ? `<p class="note">No answer (${e(item.error?.code ?? "none")}).</p>`
      : item.reply === "blocked"
        ? blockedReplyHtml(item, opts) + masked
        : `<div class="answer">${highlightAnswer(item.answer, item.findings, { reveal: opts.revealFindings ?? false })}</div>${masked}`;
  return `<li class="item status-${e(item.status)}" id="item-${e(item.id)}" data-status="${e(item.status)}"><details${item.status === "pass" ? "" : " open"}><summary><span class="badge b-${e(item.status)}">${e(item.status)}</span><strong>${e(item.id)}</strong> <span class="axis">${e(item.axis)}${item.probe && !item.axis.includes(item.probe.replace(/_/g, " ")) ? ` · ${e(item.probe)} probe` : ""} · ${Math.round(item.latencyMs)} ms</span>${item.headline ? ` <span class="headline">${e(item.headline)}</span>` : ""}</summary>
<p class="question">Q: ${e(item.question)}</p>${item.reasons.length ? `<ul class="reasons">${item.reasons.map((r) => `<li>${e(r)}</li>`).join("")}</ul>` : ""}${judge}${verifier}${answer}</details></li>`;
}

/**
 * The target withheld the answer and sent a block message. When the item PASSED (a masking
 * probe: nothing reached the user, the gate held) this is good news and is shown as such —
 * never in the red style or the answer box of a failure. When it did not pass, it says why.
 */
function blockedReplyHtml(item: JudgedItemResult, opts: HtmlOptions): string {
  const code = e(item.blockCode ?? "blocked");
  const message = `<p class="note">Block message shown to the user:</p><div class="block-message">${highlightAnswer(item.answer ?? "", item.findings, { reveal: opts.revealFindings ?? false })}</div>`;
  if (item.status === "pass") {
    return `<div class="held" data-held="true"><p><strong>The gate held:</strong> the target withheld the answer (<code>${code}</code>), which this ${
      item.probe ? `${e(item.probe)} probe` : "item"
    } accepts. Nothing leaked.</p>${message}</div>`;
  }
  return `<div class="block-refused"><p>The target withheld the answer (<code>${code}</code>); not accepted for this item.</p>${message}</div>`;
}

/**
 * Renders the report as one HTML document.
 *
 * @returns the HTML text (UTF-8 declared); opens from disk with no network access.
 */
export function renderHtml(report: EvaluationReport | ReportWithRegression, opts: HtmlOptions = {}): string {
  const r = report as ReportWithRegression;
  const title = opts.title ?? `Rampart evaluation — ${report.golden}`;
  const legend = STATUS_STYLE.map((s) => `${s.label} ${report.summary[s.key]}`).join(" · ");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${e(title)}</title><style>${CSS}</style></head>
<body>
<header><h1>${e(title)}</h1>
<p class="meta">target ${e(report.target)} · started ${e(report.startedAt)} · finished ${e(report.finishedAt)}</p>
<p class="verdict exit-${report.exitCode}" id="verdict">${e(EXIT_MEANING[report.exitCode] ?? `exit ${report.exitCode}`)}</p>
<p class="summary" id="summary">${e(summarySentence(report))}</p></header>
<section id="chart"><h2>Pass / fail by axis</h2>${axisChartSvg(report.axes)}<p class="note">${legend}</p></section>
<section id="retrieval"><h2>Retrieval</h2>${retrievalTable(report)}</section>
${judgeSection(r)}
${regressionSection(r)}
<section id="items"><h2>Items (${report.items.length})</h2><ol>${r.items.map((i) => itemHtml(i, opts)).join("\n")}</ol></section>
<footer class="note">Generated by rampart. Answers are shown as the target sent them; every character is escaped and findings are ${opts.revealFindings ? "shown" : "masked"}.</footer>
</body></html>
`;
}

/**
 * Writes the HTML report atomically.
 *
 * @throws RampartError `ERR_IO` when the file cannot be written.
 */
export function writeHtml(file: string, report: EvaluationReport | ReportWithRegression, opts: HtmlOptions = {}): void {
  writeReportFile(file, renderHtml(report, opts));
}
