/**
 * Every regular expression in `src/rag/` meets attacker-controlled text (documents, questions),
 * so every one must run in linear time. The TypeScript scanner finds every regex literal in
 * the source — no list to forget to update — and recheck (a ReDoS checker:
 * https://makenowjust-labs.github.io/recheck/) proves each one safe.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { checkSync } from "../helpers/recheck.js";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../../src/core/index.js";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith(".ts") ? [p] : [];
  });
}

function regexLiterals(file: string): { source: string; flags: string }[] {
  const out: { source: string; flags: string }[] = [];
  const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true);
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const text = node.text;
      const end = text.lastIndexOf("/");
      out.push({ source: text.slice(1, end), flags: text.slice(end + 1) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const root = join(PACKAGE_ROOT, "src", "rag");
const cases = sourceFiles(root).flatMap((file) =>
  regexLiterals(file).map((r) => ({ where: relative(PACKAGE_ROOT, file), ...r })),
);

describe("regex safety of src/rag", () => {
  it("finds the regexes (the scan itself works)", () => {
    // why: an empty scan would make every row below vacuous
    expect(cases.length).toBeGreaterThan(20);
  });

  // recheck's automaton analysis of a long alternation can take seconds on a busy machine.
  it.each(cases)("$where: /$source/$flags is linear", ({ source, flags }) => {
    const result = checkSync(source, flags.replace(/[gy]/g, ""), { timeout: 100_000 });
    // Print only the status: an attack string can be megabytes long.
    expect(result.status).toBe("safe");
  }, 120_000);
});
