/**
 * Issue 20, memory: adjacent findings of one rule merge into one span, so a long run of
 * role-tag lines (or of chat tokens) is one marker pair (one redaction) and one finding, and
 * `rampart scan`'s JSONL row stays within 3× the input. The inputs here are 300 KB (tens of
 * thousands of adjacent hits, so an unmerged result would be tens of thousands of findings
 * and far past 3×; at 1.5 MB the role-tag case alone took 30 s in the suite); the 20 MB
 * figure is measured by `npm run bench -- boundary` (memory rows). No timing is asserted.
 */
import { describe, expect, it } from "vitest";
import { createEvidenceScanner, recoverSource } from "../../src/boundary/index.js";

const scanner = createEvidenceScanner();
/** The row `rampart scan` writes for one input row. */
const row = (text: string) => {
  const scan = scanner.scan(text);
  return { scan, json: JSON.stringify({ id: "r", flagged: scan.findings.length > 0, findings: scan.findings, text: scan.text }) };
};
/** A flat copy (as text read from a file is), not a rope. */
const flat = (s: string): string => JSON.parse(JSON.stringify(s)) as string;

describe("adjacent findings of one rule merge (issue 20, memory)", () => {
  it.each([
    ["role-tag lines", "SYSTEM: x\n", "role-tag.seed"],
    ["CRLF role-tag lines", "user: do it\r\n", "role-tag.seed"],
    ["chat tokens apart by new lines", "<|im_start|>\n", "chat-token.seed"],
    ["chat tokens touching", "<|endoftext|>", "chat-token.seed"],
  ])("%s: one finding per rule, output ≤ 3× the input", (_why, line, id) => {
    const input = flat(line.repeat(Math.ceil(300_000 / line.length)));
    const { scan, json } = row(input);
    const ofRule = scan.findings.filter((f) => f.id === id);
    expect(ofRule).toHaveLength(1);
    expect(scan.findings.length).toBeLessThanOrEqual(3);
    expect(json.length / input.length).toBeLessThanOrEqual(3);
    expect(recoverSource(scan.text, scan.findings)).toBe(input);
  });

  it("role-tag lines joined into one wrap cover every line (nothing outside the markers but the ends)", () => {
    const input = "SYSTEM: a\nSYSTEM: b\n\n  SYSTEM: c\n";
    const { scan } = row(input);
    expect(scan.text).toBe("[INSTRUCTION_LIKE]SYSTEM: a\nSYSTEM: b\n\n  SYSTEM: c[/INSTRUCTION_LIKE]\n");
    expect(scan.findings.map((f) => [f.id, f.start, f.end])).toEqual([["role-tag.seed", 0, input.length - 1]]);
  });

  it("text that is not white space keeps the spans apart", () => {
    const input = "SYSTEM: a\nan ordinary line\nSYSTEM: b";
    const { scan } = row(input);
    expect(scan.findings.map((f) => [f.start, f.end])).toEqual([
      [0, 9],
      [27, 36],
    ]);
  });

  it("findings of different rules are not merged with each other", () => {
    const { scan } = row("SYSTEM: a\n<|im_start|>\nSYSTEM: b\n");
    expect(new Set(scan.findings.map((f) => f.id)).size).toBe(2);
    expect(scan.findings.filter((f) => f.id === "role-tag.seed")).toHaveLength(2);
  });
});
