/**
 * The GitHub Actions example (docs/judge.md, linked from the README) stays valid: it parses as YAML, every flag it passes to
 * `rampart eval` exists, and every report it asks for lands in a folder an earlier step
 * creates (the gate refuses a missing folder before the run) and that the artifact step uploads.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { PACKAGE_ROOT } from "../../src/core/index.js";
import { buildProgram } from "../../src/cli/program.js";

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
}

function workflow(): { steps: Step[] } {
  const page = readFileSync(join(PACKAGE_ROOT, "docs", "judge.md"), "utf8");
  const at = page.indexOf("**GitHub Actions**");
  expect(at, "docs/judge.md has a GitHub Actions example").toBeGreaterThanOrEqual(0);
  const block = /```yaml\n([\s\S]*?)```/.exec(page.slice(at))?.[1];
  expect(block, "the GitHub Actions example is a yaml block").toBeDefined();
  const doc = parse(block!) as { jobs: Record<string, { steps: Step[] }> };
  return Object.values(doc.jobs)[0]!;
}

describe("the GitHub Actions example of docs/judge.md", () => {
  const { steps } = workflow();
  const evalIndex = steps.findIndex((s) => s.run?.includes("rampart eval"));
  const argv = (steps[evalIndex]?.run ?? "").trim().split(/\s+/);

  it("has a rampart eval step with only flags rampart eval knows", async () => {
    expect(evalIndex).toBeGreaterThan(0);
    const cmd = (await buildProgram()).program.commands.find((c) => c.name() === "eval")!;
    const known = new Set(cmd.options.map((o) => o.long));
    const flags = argv.filter((a) => a.startsWith("--"));
    expect(flags.length).toBeGreaterThan(5);
    expect(flags.filter((f) => !known.has(f))).toEqual([]);
  });

  it("writes every report under a folder created by an earlier step, and uploads that folder", () => {
    const outputs = ["--json", "--junit", "--html"].map((f) => argv[argv.indexOf(f) + 1]).filter((p): p is string => p !== undefined);
    expect(outputs).toHaveLength(3);
    const created = steps.slice(0, evalIndex).flatMap((s) => [...(s.run ?? "").matchAll(/mkdir -p ([^\s#]+)/g)].map((m) => m[1]!.replace(/\/$/, "")));
    for (const out of outputs) {
      expect(out.startsWith("reports/")).toBe(true);
      expect(created).toContain(dirname(out));
    }
    const upload = steps.find((s) => s.uses?.startsWith("actions/upload-artifact"));
    expect(String(upload?.with?.path).replace(/\/$/, "")).toBe("reports");
  });
});
