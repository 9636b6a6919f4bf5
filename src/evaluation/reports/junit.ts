/**
 * JUnit XML for CI systems (`--junit FILE`): one `<testsuite>` per axis, one `<testcase>`
 * per golden item. A fail or a block is a `<failure>` (its type the block code or `fail`), an
 * error is an `<error>`, so a CI system's red/green matches the gate's exit code. Follows the
 * de-facto schema CI systems read (Jenkins/Ant `junit-4.xsd`: testsuites › testsuite ›
 * testcase › failure | error | system-out; `<properties>` carry the judge's agreement with the
 * verifier, for the axis and overall). Answers are not written — they may hold personal
 * data the gate blocked; the reasons name what was found without the data itself.
 */
import type { JudgedItemResult, JudgedReport } from "../judge/types.js";
import type { EvaluationReport } from "../report.js";
import { escapeXml } from "./escape.js";
import { writeReportFile } from "./atomic-write.js";

function seconds(ms: number): string {
  return (Math.max(0, ms) / 1000).toFixed(3);
}

function judgeLine(item: JudgedItemResult): string {
  const j = item.judge;
  if (!j) return "";
  if (j.state === "error") return `judge error ${j.error.code}: ${j.error.message}`;
  const s = j.scores;
  return `judge ${j.verdict} (factuality ${s.factuality.toFixed(2)}, grounding ${s.grounding.toFixed(2)}, tone ${s.tone.toFixed(2)}; votes ${j.votes.pass}/${j.votes.fail}/${j.votes.unsure}${j.counted ? "" : "; agreement only"})`;
}

function testcase(item: JudgedItemResult): string {
  const attrs = `classname="${escapeXml(`rampart.${item.axis}`)}" name="${escapeXml(item.id)}" time="${seconds(item.latencyMs)}"`;
  const reasons = item.reasons.join("\n");
  const out = [judgeLine(item), item.probe ? `probe: ${item.probe}` : ""].filter(Boolean).join("\n");
  const sysout = out ? `\n      <system-out>${escapeXml(out)}</system-out>` : "";
  switch (item.status) {
    case "pass":
      return `    <testcase ${attrs}>${sysout}${sysout ? "\n    " : ""}</testcase>`;
    case "fail":
    case "blocked": {
      const type = item.status === "blocked" ? (item.blockCode ?? "blocked") : "fail";
      const message = item.reasons[0] ?? item.status;
      return `    <testcase ${attrs}>\n      <failure type="${escapeXml(type)}" message="${escapeXml(message)}">${escapeXml(reasons)}</failure>${sysout}\n    </testcase>`;
    }
    case "error": {
      const code = item.error?.code ?? "ERR_INTERNAL";
      const message = item.error?.message ?? item.reasons[0] ?? "error";
      return `    <testcase ${attrs}>\n      <error type="${escapeXml(code)}" message="${escapeXml(message)}">${escapeXml(reasons)}</error>${sysout}\n    </testcase>`;
    }
  }
}

/** Judge–verifier agreement of the axis and overall as `<properties>` (agreement in every report). */
function agreementProperties(report: JudgedReport, axis: string): string {
  const j = report.judge;
  if (!j) return "";
  const props: Array<[string, string]> = [
    ["judge.provider", j.provider],
    ["judge.model", j.model],
  ];
  for (const [scope, stats] of [["overall", j.agreement.overall], ["axis", j.agreement.byAxis[axis]]] as const) {
    if (!stats) continue;
    props.push([`agreement.${scope}.n`, String(stats.n)]);
    props.push([`agreement.${scope}.percent`, stats.agreement === null ? "undefined" : (stats.agreement * 100).toFixed(1)]);
    props.push([`agreement.${scope}.kappa`, stats.kappa === null ? "undefined" : stats.kappa.toFixed(3)]);
  }
  return `    <properties>\n${props.map(([n, v]) => `      <property name="${escapeXml(n)}" value="${escapeXml(v)}"/>`).join("\n")}\n    </properties>\n`;
}

/**
 * Renders the report as JUnit XML.
 *
 * @returns UTF-8 XML text; counts per suite and in total equal the report's own counts.
 */
export function renderJUnit(report: EvaluationReport | JudgedReport): string {
  const byAxis = new Map<string, JudgedItemResult[]>();
  for (const item of report.items) byAxis.set(item.axis, [...(byAxis.get(item.axis) ?? []), item]);
  const judged = report as JudgedReport;
  const suites: string[] = [];
  for (const [axis, items] of byAxis) {
    const failures = items.filter((i) => i.status === "fail" || i.status === "blocked").length;
    const errors = items.filter((i) => i.status === "error").length;
    const time = items.reduce((t, i) => t + i.latencyMs, 0);
    suites.push(
      `  <testsuite name="${escapeXml(axis)}" tests="${items.length}" failures="${failures}" errors="${errors}" skipped="0" time="${seconds(time)}" timestamp="${escapeXml(report.startedAt)}">\n${agreementProperties(judged, axis)}${items.map(testcase).join("\n")}\n  </testsuite>`,
    );
  }
  const s = report.summary;
  const total = report.items.reduce((t, i) => t + i.latencyMs, 0);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${escapeXml(`rampart eval ${report.golden}`)}" tests="${s.total}" failures="${s.failed + s.blocked}" errors="${s.errors}" time="${seconds(total)}">\n${suites.join("\n")}\n</testsuites>\n`;
}

/**
 * Writes the JUnit file atomically.
 *
 * @throws RampartError `ERR_IO` when the file cannot be written.
 */
export function writeJUnit(file: string, report: EvaluationReport | JudgedReport): void {
  writeReportFile(file, renderJUnit(report));
}
