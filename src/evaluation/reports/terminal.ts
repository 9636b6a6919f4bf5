/**
 * The terminal report: the summary line in the seed's form (seed 002:
 * `golden: 30/32 pass · 2 BLOCKED (masking probe leaked phone-pattern)`), a per-axis table,
 * the retrieval table with baseline status, the items that did not pass with their reasons,
 * notes, and `exit code: N`. Everything is read from the finalized report — the same counts
 * and exit code the JSON report and the process exit status carry.
 *
 * Every string that came from the golden set or the target (ids, axes, reasons, headlines,
 * block messages, notes, error messages) and every extra line is passed through
 * `escapeTerminal` before printing: a hostile answer cannot move the cursor, rewrite the
 * summary line, ring the bell, plant a hyperlink or reorder text with bidi overrides. Only
 * picocolors' own colour codes reach the terminal.
 */
import pc from "picocolors";
import { count } from "../../core/index.js";
import type { BaselineDelta, EvaluationReport, ItemResult, RetrievalMetrics, StatusCounts } from "../report.js";
import { escapeTerminal as t } from "./terminal-escape.js";

/** The report with every untrusted string escaped for a terminal (counts and exit code unchanged). */
export function terminalSafeReport(report: EvaluationReport): EvaluationReport {
  const items = report.items.map((i) => ({
    ...i,
    id: t(i.id),
    axis: t(i.axis),
    question: t(i.question),
    reasons: i.reasons.map(t),
    ...(i.headline !== undefined ? { headline: t(i.headline) } : {}),
    ...(i.blockCode !== undefined ? { blockCode: t(i.blockCode) } : {}),
  }));
  const axes = Object.fromEntries(Object.entries(report.axes).map(([k, v]) => [t(k), v]));
  return {
    ...report,
    golden: t(report.golden),
    target: t(report.target),
    items,
    axes,
    notes: report.notes.map(t),
    errors: report.errors.map((e) => ({ ...e, stage: t(e.stage), code: t(e.code), message: t(e.message) })),
    ...(report.baseline ? { baseline: { ...report.baseline, deltas: report.baseline.deltas.map((d) => ({ ...d, block: t(d.block), key: t(d.key) })) } } : {}),
  };
}

type Colors = ReturnType<typeof pc.createColors>;

/**
 * Groups of non-passing items by who and why: `masking probe leaked pii.phone ×2`. When
 * there are more than `max` groups, the tail says how many *items* it holds (`+18 more`),
 * so the shown counts plus the tail add up to the status's count.
 */
export function groups(items: readonly ItemResult[], max = 3): string {
  const counts = new Map<string, number>();
  for (const it of items) {
    // An infrastructure fault is about the target, not the item: group errors by code alone.
    const who = it.status === "error" ? "" : `${it.probe ? `${it.probe} probe` : it.axis} `;
    const label = `${who}${it.headline ?? it.status}`;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const entries = [...counts];
  const shown = entries.slice(0, max).map(([label, n]) => (n > 1 ? `${label} ×${n}` : label)).join(", ");
  if (entries.length <= max) return shown;
  const hidden = entries.slice(max).reduce((sum, [, n]) => sum + n, 0);
  return `${shown}, +${hidden} more`;
}

function regressionText(deltas: readonly BaselineDelta[]): string {
  const byBlock = new Map<string, BaselineDelta[]>();
  for (const d of deltas) if (d.status === "worse" || d.status === "missing") byBlock.set(d.block, [...(byBlock.get(d.block) ?? []), d]);
  return [...byBlock]
    .map(([block, ds]) =>
      ds[0]?.status === "missing"
        ? `${block} not measured`
        : `${block} ${ds.slice(0, 3).map((d) => `${d.key} ${fmt(d.baseline)} → ${fmt(d.current)}`).join(", ")}${ds.length > 3 ? ", …" : ""}`,
    )
    .join("; ");
}

function fmt(x: number | null | undefined): string {
  return x === null || x === undefined ? "—" : x.toFixed(3);
}

/**
 * The one-line summary, e.g. `golden: 30/32 pass · 2 BLOCKED (masking probe leaked pii.phone ×2)`.
 * Counts come from `report.summary`, groups from `report.items`.
 */
export function summaryLine(untrusted: EvaluationReport): string {
  const report = terminalSafeReport(untrusted);
  const s = report.summary;
  const parts = [`golden: ${s.passed}/${s.total} pass`];
  const by = (status: ItemResult["status"]): ItemResult[] => report.items.filter((i) => i.status === status);
  if (s.blocked) parts.push(`${s.blocked} BLOCKED (${groups(by("blocked"))})`);
  if (s.failed) parts.push(`${s.failed} FAILED (${groups(by("fail"))})`);
  if (s.errors) parts.push(`${count(s.errors, "ERROR")} (${groups(by("error"))})`);
  if (report.errors.length) parts.push(`${count(report.errors.length, "RUN ERROR")} (${report.errors.map((e) => `${e.stage} ${e.code}`).join(", ")})`);
  if (report.baseline?.regressed) {
    // When nothing that regressed was measured (e.g. every item errored), "REGRESSED" is the wrong word.
    const bad = report.baseline.deltas.filter((d) => d.status === "worse" || d.status === "missing");
    const word = bad.length > 0 && bad.every((d) => d.status === "missing") ? "NOT MEASURED" : "REGRESSED";
    parts.push(`retrieval ${word} (${regressionText(report.baseline.deltas)})`);
  }
  return parts.join(" · ");
}

function table(header: string[], rows: string[][], alignLeft = 1): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? "").length)));
  const line = (cells: string[]): string =>
    cells.map((cell, c) => (c < alignLeft ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join("  ").trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}

function axisRows(axes: Record<string, StatusCounts>): string[][] {
  return Object.entries(axes).map(([axis, c]) => [axis, String(c.total), String(c.passed), String(c.failed), String(c.blocked), String(c.errors)]);
}

function baselineStatus(report: EvaluationReport, block: string): string {
  const ds = report.baseline?.deltas.filter((d) => d.block === block) ?? [];
  if (!report.baseline) return "";
  if (report.baseline.updated) return ds.length ? "updated" : "";
  if (ds.length === 0) return "";
  for (const s of ["missing", "worse", "new", "better"] as const) if (ds.some((d) => d.status === s)) return s === "missing" ? "NOT MEASURED" : s === "worse" ? "WORSE" : s;
  return "same";
}

function retrievalRows(report: EvaluationReport, goldenKey: string): string[][] {
  const rows: string[][] = [];
  const add = (name: string, block: string, m: RetrievalMetrics | undefined): void => {
    const status = baselineStatus(report, block);
    if (!m) {
      // Not measured: shown only when a committed baseline expected it (the gate fails then).
      if (status) rows.push([name, "—", "—", "—", "—", "—", "0", "—", status]);
      return;
    }
    rows.push([name, fmt(m["recall@1"]), fmt(m["recall@5"]), fmt(m["recall@10"]), fmt(m.mrr), fmt(m["ndcg@10"]), String(m.queries), String(m.excluded), status]);
  };
  add("golden", goldenKey, report.retrieval.golden);
  add("korquad", "korquad", report.retrieval.korquad);
  return rows;
}

/** Options of `renderReport`. */
export interface RenderOptions {
  /** Colour the output (default: picocolors' detection for stdout). */
  color?: boolean;
  /** Retrieval-baseline block key of the golden set (to show its baseline status). */
  goldenBlockKey?: string;
  /** Further sections from later stages (the judge's ledger and κ table, regressions), printed before the notes. */
  extra?: (report: EvaluationReport) => string[];
}

/** The full terminal report as text (ends with `exit code: N`). */
export function renderReport(untrusted: EvaluationReport, options: RenderOptions = {}): string {
  const c: Colors = pc.createColors(options.color ?? pc.isColorSupported);
  const report = terminalSafeReport(untrusted);
  const out: string[] = [];
  const headline = summaryLine(report);
  out.push(report.exitCode === 0 ? c.green(headline) : c.red(headline));
  out.push("");
  out.push(table(["axis", "total", "pass", "fail", "blocked", "error"], axisRows(report.axes)));

  const rrows = retrievalRows(report, t(options.goldenBlockKey ?? `golden:${untrusted.golden}`));
  if (rrows.length) {
    out.push("");
    out.push(table(["retrieval", "recall@1", "recall@5", "recall@10", "MRR", "nDCG@10", "queries", "excluded", "baseline"], rrows));
  }

  const bad = report.items.filter((i) => i.status !== "pass");
  if (bad.length) {
    out.push("");
    for (const it of bad) {
      const tag = it.status === "error" ? c.yellow("ERROR") : it.status === "blocked" ? c.red("BLOCKED") : c.red("FAIL");
      out.push(`${tag} ${it.id} [${it.probe ? `${it.probe} probe` : it.axis}] ${it.latencyMs} ms`);
      for (const r of it.reasons) out.push(`  - ${r}`);
    }
  }
  // Extra sections are computed from the original report, then escaped line by line.
  const extra = (options.extra?.(untrusted) ?? []).map(t);
  if (extra.length) out.push("", ...extra);
  const notes = [...report.notes, ...report.errors.map((e) => `${e.stage}: ${e.code}: ${e.message}`)];
  if (notes.length) {
    out.push("");
    for (const n of notes) out.push(c.dim(`note: ${n}`));
  }
  out.push("");
  out.push(`exit code: ${report.exitCode}`);
  return out.join("\n") + "\n";
}
