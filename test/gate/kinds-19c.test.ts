/**
 * Issue 19, round 3 kinds (`kinds-19c.cases.ts`): every leak is stopped (block, or redacted
 * so the value is gone) and every look-alike passes untouched, under one policy.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { KINDS_CONFIG, KIND_LEAKS, KIND_LOOKALIKES } from "./kinds-19c.cases.js";

const policy = compileGatePolicy(parseConfig(KINDS_CONFIG));

describe("issue 19 round 3 kinds", () => {
  it.each(KIND_LEAKS.map((c) => [c.kind, c.text] as const))("%s: %s is stopped", (_kind, text) => {
    expect(deterministicGate(text, policy).action).not.toBe("pass");
  });

  it.each(KIND_LOOKALIKES.map((c) => [c.kind, c.text] as const))("look-alike %s: %s passes", (_kind, text) => {
    const v = deterministicGate(text, policy);
    expect(v.findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });
});
