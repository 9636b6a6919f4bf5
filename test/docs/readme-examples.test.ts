/**
 * Every TypeScript example of the README compiles against the package's current exports, so a
 * renamed export or a changed option breaks this test, not a new user's first try. One
 * compiler program for all snippets (the cost is loading the frameworks' types once).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../../src/core/index.js";
import { checkSnippets, fencedBlocks } from "./markdown.js";

const readme = readFileSync(join(PACKAGE_ROOT, "README.md"), "utf8");

describe("README TypeScript examples", () => {
  const snippets = fencedBlocks(readme).filter((b) => b.lang === "ts");

  it("type-check against the current exports", () => {
    expect(snippets.length).toBeGreaterThanOrEqual(6);
    // a snippet that must not compile, checked in the same program: proves the check can fail
    const broken = 'import { noSuchExport } from "rampart/gate";\nnoSuchExport();';
    const problems = checkSnippets([...snippets.map((s) => s.code), broken]);
    expect(problems.filter((p) => !p.startsWith(`snippet ${snippets.length + 1} `))).toEqual([]);
    expect(problems.join("\n")).toMatch(/has no exported member 'noSuchExport'/);
  }, 120_000);
});
