/** The GitHub Actions workflow tests every supported Node line, and package.json still admits Node 20 (issue 22). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = join(import.meta.dirname, "../..");

describe("CI workflow", () => {
  it("runs the tests on Node 20, 22 and 24", () => {
    const wf = parse(readFileSync(join(root, ".github/workflows/ci.yml"), "utf8")) as {
      jobs: { test: { strategy: { matrix: { node: number[] } }; steps: { run?: string; with?: Record<string, unknown> }[] } };
    };
    expect(wf.jobs.test.strategy.matrix.node).toEqual([20, 22, 24]);
    expect(wf.jobs.test.steps.some((s) => s.with?.["node-version"] === "${{ matrix.node }}")).toBe(true);
    expect(wf.jobs.test.steps.map((s) => s.run)).toEqual(expect.arrayContaining(["npm ci", "npm test"]));
  });

  it("keeps Node 20 inside package.json engines", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(">=20.19");
  });
});
