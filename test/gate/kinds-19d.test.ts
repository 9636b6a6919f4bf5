/**
 * Issue 19, round 4 kinds (`kinds-19d.cases.ts`): every leak is stopped and every look-alike
 * passes untouched, under the default policy.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { expectStreamedLeakHeld } from "../helpers/stream.js";
import { ROUND4_LEAKS, ROUND4_LOOKALIKES } from "./kinds-19d.cases.js";

const policy = compileGatePolicy(parseConfig({}));

describe("issue 19 round 4 kinds", () => {
  it.each(ROUND4_LEAKS.map((c) => [c.kind, c.text] as const))("%s: %s is stopped", (_kind, text) => {
    expect(deterministicGate(text, policy).action).not.toBe("pass");
  });

  it.each(ROUND4_LOOKALIKES.map((c) => [c.kind, c.text] as const))("look-alike %s: %s passes", (_kind, text) => {
    const v = deterministicGate(text, policy);
    expect(v.findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });

  // The streaming gate holds each new kind until it can no longer grow: cut at every position,
  // the released text stops before the leak (block policy, so nothing of it is ever sent).
  const blocking = ROUND4_LEAKS.filter((c) => c.kind !== "search-data").slice(0, 40);
  it.each(blocking.map((c) => [c.kind, c.text] as const))("streamed %s: %s is held at every cut", async (_kind, text) => {
    for (let at = 1; at < text.length; at++) await expectStreamedLeakHeld(text, [at], policy);
  });
});
