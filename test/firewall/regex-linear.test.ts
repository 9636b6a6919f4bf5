/**
 * Every regular expression of the firewall meets attacker-controlled text, so each must run
 * in linear time. This test finds every regex literal under src/firewall (with the
 * TypeScript parser, so a new one cannot be forgotten) and asks recheck (a ReDoS checker)
 * for each; the growth of the provenance matcher on long runs of trigger characters is
 * measured in `npm run bench` instead (no timed assertions here).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkSync } from "../helpers/recheck.js";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { packagePath } from "../../src/core/index.js";

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
}

function regexLiterals(file: string): { source: string; flags: string; where: string }[] {
  const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true);
  const out: { source: string; flags: string; where: string }[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(sf);
      const slash = text.lastIndexOf("/");
      const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
      out.push({ source: text.slice(1, slash), flags: text.slice(slash + 1), where: `${file.replace(packagePath(), "")}:${line + 1}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const all = files(packagePath("src", "firewall")).flatMap(regexLiterals);

describe("firewall regexes run in linear time (recheck)", () => {
  it("finds the regexes, and the checker does flag a known catastrophic one", () => {
    expect(all.length).toBeGreaterThan(10);
    expect(checkSync("^(a+)+$", "").status).toBe("vulnerable");
    // why: the trailing-punctuation strip was once /[.:!?]+$/, quadratic on long runs of dots
    expect(checkSync("[.:!?]+$", "").status).toBe("vulnerable");
  });
  it.each(all.map((r) => [r.where, r.source, r.flags] as const))("%s /%s/%s", (_where, source, flags) => {
    const d = checkSync(source, flags.replace(/[gy]/g, ""), { timeout: 10_000 });
    expect(d.status, JSON.stringify(d)).toBe("safe");
  });
});
