/**
 * The exit code and the printed summary come from the same verdict list (issue 2 item 5;
 * issue 6 names "exit codes that disagree with the printed result" as a known failure of
 * other tools). Property-tested: for any mix of item statuses, run errors and retrieval
 * regression, the numbers printed, the JSON summary and the exit code agree.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  finalizeReport,
  renderReport,
  summaryLine,
  tallyItems,
  type EvaluationReport,
  type ItemResult,
  type ItemStatus,
} from "../../src/evaluation/index.js";

const STATUSES: ItemStatus[] = ["pass", "fail", "blocked", "error"];
const HEADLINES: Record<ItemStatus, string | undefined> = { pass: undefined, fail: "missed expected content", blocked: "leaked phone", error: "ERR_TIMEOUT" };

function makeReport(statuses: ItemStatus[], regressed: boolean, runErrors: number): EvaluationReport {
  const items: ItemResult[] = statuses.map((status, i) => ({
    id: `i${i}`,
    axis: ["facts", "masking", "injection"][i % 3]!,
    ...(i % 3 === 1 ? { probe: "masking" as const } : {}),
    question: "q",
    status,
    reasons: status === "pass" ? [] : ["why"],
    headline: HEADLINES[status],
    latencyMs: 1,
    findings: [],
    checks: [],
    notes: [],
  }));
  return finalizeReport({
    schemaVersion: 1,
    golden: "g",
    goldenPath: "g.yaml",
    target: "t",
    startedAt: "",
    finishedAt: "",
    durationMs: 0,
    items,
    retrieval: {},
    notes: [],
    errors: Array.from({ length: runErrors }, () => ({ stage: "korquad", code: "ERR_DATA_MISSING", message: "m" })),
    ...(regressed ? { baseline: { path: "b.json", updated: false, regressed: true, deltas: [{ block: "korquad", key: "mrr", baseline: 0.8, current: 0.7, status: "worse" as const }] } } : {}),
  });
}

/** Reads the counts back out of the printed text, the way a person reading the log would. */
function parsePrinted(text: string) {
  const line = text.split("\n")[0]!;
  const num = (re: RegExp) => Number(re.exec(line)?.[1] ?? 0);
  const m = /golden: (\d+)\/(\d+) pass/.exec(line)!;
  return {
    passed: Number(m[1]),
    total: Number(m[2]),
    blocked: num(/(\d+) BLOCKED/),
    failed: num(/(\d+) FAILED/),
    errors: num(/(\d+) ERRORS?\b/),
    runErrors: num(/(\d+) RUN ERRORS?\b/),
    regressed: line.includes("retrieval REGRESSED"),
    exit: Number(/exit code: (\d)/.exec(text)?.[1]),
  };
}

describe("one verdict list → summary, JSON and exit code", () => {
  it("printed counts, JSON summary and exit code can never disagree", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...STATUSES), { maxLength: 40 }), fc.boolean(), fc.nat(2), (statuses, regressed, runErrors) => {
        const report = makeReport(statuses, regressed, runErrors);
        const printed = parsePrinted(renderReport(report, { color: false }));
        const json = JSON.parse(JSON.stringify(report)) as EvaluationReport;
        const t = tallyItems(report.items);
        // printed numbers are the tally of the items
        expect(printed).toMatchObject({ passed: t.passed, total: t.total, blocked: t.blocked, failed: t.failed, errors: t.errors, runErrors, regressed });
        expect(json.summary).toEqual(t);
        // the exit code follows from what was printed: errors ⇒ 2, else anything wrong ⇒ 1, else 0
        const expected = printed.errors + printed.runErrors > 0 ? 2 : printed.failed + printed.blocked > 0 || printed.regressed ? 1 : 0;
        expect(printed.exit).toBe(expected);
        expect(json.exitCode).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    // statuses, summary line — why
    [["pass", "pass", "blocked", "blocked"], "golden: 2/4 pass · 2 BLOCKED (injection leaked phone, facts leaked phone)"], // the seed's shape, grouped by axis when there is no probe
    [["pass", "blocked", "pass", "pass", "blocked"], "golden: 3/5 pass · 2 BLOCKED (masking probe leaked phone ×2)"], // same cause grouped
    [["pass", "fail", "error"], "golden: 1/3 pass · 1 FAILED (masking probe missed expected content) · 1 ERROR (ERR_TIMEOUT)"], // errors group by code: the target failed, not the item,
  ] as [ItemStatus[], string][])("%j → %s", (statuses, line) => {
    expect(summaryLine(makeReport(statuses, false, 0))).toBe(line);
  });

  it("prints the per-axis table and the failing items with their reasons", () => {
    const text = renderReport(makeReport(["pass", "blocked", "fail"], false, 0), { color: false });
    expect(text).toMatch(/axis\s+total\s+pass\s+fail\s+blocked\s+error/);
    expect(text).toMatch(/masking\s+1\s+0\s+0\s+1\s+0/);
    expect(text).toContain("BLOCKED i1 [masking probe] 1 ms\n  - why");
    expect(text.trimEnd().endsWith("exit code: 1")).toBe(true);
  });
});

describe("summary line arithmetic (new-user review N7, N16)", () => {
  function itemsReport(groupsOf: Array<[string, number]>, baseline?: EvaluationReport["baseline"]): EvaluationReport {
    const items: ItemResult[] = groupsOf.flatMap(([headline, n], g) =>
      Array.from({ length: n }, (_, k) => ({
        id: `g${g}-${k}`,
        axis: "facts",
        question: "q",
        status: "blocked" as const,
        reasons: ["why"],
        headline,
        latencyMs: 1,
        findings: [],
        checks: [],
        notes: [],
      })),
    );
    return finalizeReport({
      schemaVersion: 1, golden: "g", goldenPath: "g.yaml", target: "t", startedAt: "", finishedAt: "", durationMs: 0,
      items, retrieval: {}, notes: [], errors: [], ...(baseline ? { baseline } : {}),
    });
  }

  it("the '+N more' tail counts items, so shown groups plus the tail equal the BLOCKED count", () => {
    // 22 blocked in 16 reason groups: 1 + 2 + 1 shown, 18 items in the 13 hidden groups
    const sizes: number[] = [1, 2, 1, ...Array.from({ length: 13 }, (_, i) => (i < 5 ? 2 : 1))];
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(22);
    const line = summaryLine(itemsReport(sizes.map((n, i) => [`leaked r${i}`, n])));
    expect(line).toContain("22 BLOCKED (facts leaked r0, facts leaked r1 ×2, facts leaked r2, +18 more)");
    const shown = [...line.matchAll(/leaked r\d+(?: ×(\d+))?/g)].reduce((a, m) => a + Number(m[1] ?? 1), 0);
    const tail = Number(/\+(\d+) more/.exec(line)?.[1]);
    expect(shown + tail).toBe(22);
  });

  it("no tail when every group is shown", () => {
    expect(summaryLine(itemsReport([["leaked a", 2], ["leaked b", 1]]))).toBe("golden: 0/3 pass · 3 BLOCKED (facts leaked a ×2, facts leaked b)");
  });

  it("says retrieval NOT MEASURED, not REGRESSED, when every baseline miss is 'missing'", () => {
    const missing = { path: "b.json", updated: false, regressed: true, deltas: [{ block: "golden:g", key: "mrr", baseline: 0.9, current: null, status: "missing" as const }] };
    const line = summaryLine(itemsReport([["leaked a", 1]], missing));
    expect(line).toContain("retrieval NOT MEASURED (golden:g not measured)");
    expect(line).not.toContain("REGRESSED");
    const worse = { ...missing, deltas: [...missing.deltas, { block: "korquad", key: "mrr", baseline: 0.8, current: 0.7, status: "worse" as const }] };
    expect(summaryLine(itemsReport([["leaked a", 1]], worse))).toContain("retrieval REGRESSED (");
  });
});
