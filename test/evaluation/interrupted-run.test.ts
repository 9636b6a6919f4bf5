/**
 * Nothing finished is lost (break-it round 11): a run cancelled half-way (Ctrl-C in the CLI)
 * and a grading stage that fails as a whole (a dead judge) still print and write the report of
 * what finished, with exit 2 — before, both ended in one thrown error and no `--json` at all.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { RampartError, parseConfig, PACKAGE_ROOT } from "../../src/core/index.js";
import { unreachableHint, BAD_PORT } from "../../src/core/unreachable.js";
import { inProcessTarget, parseGoldenSet, runGate, type EvaluationReport, type GateRunOptions, type ReportStage } from "../../src/evaluation/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { CLI_ENTRY } from "../helpers/cli-build.js";
import { DONE, ev, startServer } from "./helpers/server.js";

const policy = compileGatePolicy(parseConfig({}));
const dir = mkdtempSync(join(tmpdir(), "rampart-interrupt-"));
const golden = parseGoldenSet({
  name: "interrupt",
  items: Array.from({ length: 6 }, (_, k) => ({ id: `q${k}`, axis: "facts", question: `question ${k}`, baseline: "b" })),
});

class Sink extends Writable {
  text = "";
  override _write(chunk: Buffer, _enc: string, cb: () => void) {
    this.text += chunk.toString("utf8");
    cb();
  }
}

function options(over: Partial<GateRunOptions>): GateRunOptions {
  return {
    golden,
    goldenPath: "g.yaml",
    target: inProcessTarget(async () => ({ answer: "b" })),
    gate: (a, probe) => deterministicGate(a, policy, { probe }),
    concurrency: 1,
    timeoutMs: 5_000,
    baseline: false,
    out: new Sink(),
    color: false,
    ...over,
  };
}

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8")) as EvaluationReport;

describe("a cancelled run", () => {
  it("keeps the answered items, turns the rest into ERR_INTERRUPTED errors, skips later stages, writes the JSON, exit 2", async () => {
    const ac = new AbortController();
    let asked = 0;
    // The third question hangs until the cancel; the first two are answered.
    const target = inProcessTarget(async () => {
      asked += 1;
      if (asked === 3) {
        ac.abort(new RampartError("ERR_INTERRUPTED", "interrupted by SIGINT"));
        await new Promise((r) => setTimeout(r, 50));
      }
      return { answer: "b" };
    });
    let stageRan = false;
    const stage: ReportStage = async (r) => {
      stageRan = true;
      return r;
    };
    const jsonPath = join(dir, "cancelled.json");
    const out = new Sink();
    const report = await runGate(options({ target, signal: ac.signal, stages: [stage], jsonPath, out }));
    expect(asked).toBe(3); // no question started after the cancel
    expect(report.items).toHaveLength(6);
    expect(report.items.slice(0, 2).map((i) => i.status)).toEqual(["pass", "pass"]);
    expect(report.items.slice(3).map((i) => i.error?.code)).toEqual(["ERR_INTERRUPTED", "ERR_INTERRUPTED", "ERR_INTERRUPTED"]);
    expect(report.errors).toEqual([expect.objectContaining({ stage: "run", code: "ERR_INTERRUPTED" })]);
    expect(report.errors[0]?.message).toMatch(/^interrupted by SIGINT: [23] of 6 items finished/);
    expect(stageRan).toBe(false); // a judge does not grade a run the user stopped
    expect(report.exitCode).toBe(2);
    expect(readJson(jsonPath).items).toHaveLength(6);
    expect(out.text).toContain("ERR_INTERRUPTED");
  });

  it("a plain AbortController (no reason) counts as interrupted too, never as a pass", async () => {
    const ac = new AbortController();
    ac.abort();
    const report = await runGate(options({ signal: ac.signal }));
    expect(report.items.every((i) => i.status === "error" && i.error?.code === "ERR_INTERRUPTED")).toBe(true);
    expect(report.exitCode).toBe(2);
  });
});

describe("a grading stage that fails as a whole", () => {
  it("keeps the stage-1 results: the stage's error is a run error naming it, the JSON is written, exit 2", async () => {
    const dead: ReportStage = Object.assign(
      async (): Promise<EvaluationReport> => {
        throw new RampartError("ERR_PROVIDER", "judge openai http://127.0.0.1:1/v1: cannot connect (ECONNREFUSED)");
      },
      { stageName: "judge" },
    );
    let after = false;
    const later: ReportStage = async (r) => {
      after = true;
      return r;
    };
    const jsonPath = join(dir, "dead-judge.json");
    const report = await runGate(options({ stages: [dead, later], jsonPath }));
    expect(report.items.map((i) => i.status)).toEqual(Array(6).fill("pass"));
    expect(report.errors).toEqual([{ stage: "judge", code: "ERR_PROVIDER", message: expect.stringContaining("127.0.0.1:1") }]);
    expect(after).toBe(false);
    expect(report.exitCode).toBe(2);
    expect(readJson(jsonPath).errors[0]?.stage).toBe("judge");
  });

  it("a stage that breaks the item list is a bug and still throws ERR_INTERNAL", async () => {
    const broken: ReportStage = async (r) => ({ ...r, items: r.items.slice(1) });
    await expect(runGate(options({ stages: [broken] }))).rejects.toMatchObject({ code: "ERR_INTERNAL" });
  });
});

describe("unreachableHint", () => {
  it("says a blocked port can never be reached instead of asking whether the server runs", () => {
    expect(unreachableHint(BAD_PORT, "the target")).toMatch(/fetch refuses this port.*another port/);
    expect(unreachableHint("ECONNREFUSED", "the target")).toBe("is the target running at that address?");
    expect(unreachableHint("ENOTFOUND", "the judge")).toMatch(/does not resolve — check the URL of the judge/);
  });
});

describe("rampart eval under SIGINT", () => {
  it("prints and writes the report of what ran, with the rest ERR_INTERRUPTED, exit 2", async () => {
    let seen = 0;
    let onThird: () => void = () => undefined;
    const third = new Promise<void>((r) => (onThird = r));
    // Answers two questions at once; the third is read and never answered.
    const server = await startServer(() => {
      seen += 1;
      if (seen >= 3) {
        onThird();
        return null;
      }
      return { steps: [ev({ type: "final", answer: "b", citations: [] }), DONE] };
    });
    const goldenPath = join(dir, "golden.yaml");
    writeFileSync(goldenPath, `name: sigint\nitems:\n${[0, 1, 2, 3, 4].map((k) => `  - { id: s${k}, axis: facts, question: "question ${k}", baseline: b }\n`).join("")}`);
    const jsonPath = join(dir, "sigint.json");
    try {
      const run = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          [CLI_ENTRY, "eval", goldenPath, "--target", server.url, "--json", jsonPath, "--concurrency", "1", "--no-progress", "--no-history", "--timeout-ms", "60000"],
          { cwd: PACKAGE_ROOT, timeout: 60_000, env: { ...process.env, NO_COLOR: "1" } },
          (err, stdout, stderr) => resolve({ code: err ? (typeof err.code === "number" ? err.code : null) : 0, stdout, stderr }),
        );
        void third.then(() => child.kill("SIGINT"));
      });
      const r = await run;
      expect(r.code).toBe(2);
      expect(r.stderr).toContain("SIGINT: stopping");
      expect(r.stdout).toContain("ERR_INTERRUPTED");
      const written = readJson(jsonPath);
      expect(written.items.map((i) => i.error?.code ?? i.status)).toEqual(["pass", "pass", "ERR_INTERRUPTED", "ERR_INTERRUPTED", "ERR_INTERRUPTED"]);
    } finally {
      await server.close();
    }
  });
});
