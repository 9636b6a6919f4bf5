import { describe, expect, it } from "vitest";
import { ERROR_CODES, ExitCode, RampartError, exitCodeFor, toRampartError } from "../../src/core/index.js";

describe("RampartError", () => {
  it("sets name, code, cause and frozen details", () => {
    const cause = new Error("socket hang up");
    const err = new RampartError("ERR_TARGET_UNAVAILABLE", "target down", { cause, details: { url: "x" } });
    expect(err.name).toBe("RampartError");
    expect(err.code).toBe("ERR_TARGET_UNAVAILABLE");
    expect(err.cause).toBe(cause);
    expect(Object.isFrozen(err.details)).toBe(true);
    expect(err).toBeInstanceOf(Error);
  });

  it.each([
    // a leak is a verdict (1); everything else is infrastructure or input (2)
    ["ERR_LEAK_PII", ExitCode.POLICY],
    ["ERR_PROBE_FAILED", ExitCode.POLICY],
    ["ERR_BAD_INPUT", ExitCode.INFRA],
    ["ERR_TARGET_UNAVAILABLE", ExitCode.INFRA],
  ] as const)("%s exits %i", (code, exit) => {
    expect(exitCodeFor(new RampartError(code, "x"))).toBe(exit);
  });

  it("wraps foreign errors as ERR_INTERNAL keeping the cause", () => {
    const orig = new TypeError("boom");
    const err = toRampartError(orig);
    expect(err.code).toBe("ERR_INTERNAL");
    expect(err.cause).toBe(orig);
    expect(exitCodeFor("a string")).toBe(ExitCode.INFRA);
  });

  it("every code is an ERR_ string with a description", () => {
    for (const [code, text] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^ERR_[A-Z_]+$/);
      expect(text.length).toBeGreaterThan(5);
    }
  });
});
