/**
 * F11: `runEvaluation` / `runGate` called from JavaScript with an incomplete options object
 * throw `ERR_BAD_INPUT` naming the field, before any question reaches the target.
 */
import { describe, expect, it } from "vitest";
import { RampartError, parseConfig } from "../../src/core/index.js";
import { inProcessTarget, parseGoldenSet, runEvaluation, runGate, type RunOptions } from "../../src/evaluation/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";

const policy = compileGatePolicy(parseConfig({}));

function setup() {
  const asked: string[] = [];
  const opts: RunOptions = {
    golden: parseGoldenSet({ name: "opts", items: [{ id: "a", axis: "facts", question: "q", baseline: "b" }] }),
    goldenPath: "g.yaml",
    target: inProcessTarget(async (q) => {
      asked.push(q);
      return { answer: "답" };
    }),
    gate: (a, probe) => deterministicGate(a, policy, { probe }),
    concurrency: 1,
    timeoutMs: 5_000,
  };
  return { opts, asked };
}

/** Runs `fn` and returns the RampartError it threw (fails the test if it did not throw one). */
async function thrown(fn: () => Promise<unknown>): Promise<RampartError> {
  try {
    await fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RampartError);
    return e as RampartError;
  }
  throw new Error("expected a RampartError");
}

const without = (o: RunOptions, key: keyof RunOptions): RunOptions => {
  const copy = { ...o } as Record<string, unknown>;
  delete copy[key];
  return copy as unknown as RunOptions;
};

describe.each([
  ["runEvaluation", (o: RunOptions) => runEvaluation(o)],
  ["runGate", (o: RunOptions) => runGate(o === undefined ? o : { ...o, out: null, baseline: false })],
] as const)("%s options", (name, run) => {
  it.each(["concurrency", "timeoutMs", "golden", "goldenPath", "target", "gate"] as const)("a missing %s is ERR_BAD_INPUT naming it; nothing is asked", async (field) => {
    const { opts, asked } = setup();
    const err = await thrown(() => run(without(opts, field)));
    expect(err.code).toBe("ERR_BAD_INPUT");
    expect(err.message).toContain(`${name}: options.${field} must be`);
    expect(err.message).toContain("got undefined");
    expect(asked).toEqual([]);
  });

  it("bad values are named with what was given", async () => {
    const { opts } = setup();
    expect((await thrown(() => run({ ...opts, concurrency: 0 }))).message).toBe(`${name}: options.concurrency must be an integer ≥ 1, got number 0`);
    expect((await thrown(() => run({ ...opts, concurrency: 1.5 }))).message).toContain("options.concurrency");
    expect((await thrown(() => run({ ...opts, timeoutMs: Number.NaN }))).message).toContain("options.timeoutMs must be a number of milliseconds > 0, got number NaN");
    expect((await thrown(() => run({ ...opts, maxReplyBytes: 0 }))).message).toContain("options.maxReplyBytes");
    expect((await thrown(() => run({ ...opts, verify: "yes" as unknown as RunOptions["verify"] }))).message).toContain("options.verify");
  });

  it("a missing options object is ERR_BAD_INPUT, not a TypeError", async () => {
    const err = await thrown(() => run(undefined as unknown as RunOptions));
    expect(err.message).toBe(`${name}: expected an options object, got undefined`);
  });

  it("complete options still run", async () => {
    const { opts, asked } = setup();
    const report = await run(opts);
    expect(asked).toEqual(["q"]);
    expect(report.items).toHaveLength(1);
  });
});
