/**
 * A tool's `rateLimit` has two accepted forms, `"none"` or `{ points, duration }`; a wrong
 * value is refused with a message naming the key, the accepted forms and what was given
 * (new-user trial, issue 22: "Invalid input" said neither). Checked where a policy is
 * validated from code (`defineTool`) and from a config file (`firewall.tools`).
 */
import { describe, expect, it } from "vitest";
import { parseConfig, RampartError } from "../../src/core/index.js";
import { defineTool, type DispatchPolicy } from "../../src/firewall/index.js";

const FORMS = '"none" or { points, duration }';
const base = { requiredScopes: [], allowedCallers: ["*"], sideEffect: "read" };

function message(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RampartError);
    expect((e as RampartError).code).toBe("ERR_CONFIG");
    return (e as RampartError).message;
  }
  return "accepted";
}

const fromCode = (rateLimit: unknown) =>
  message(() => defineTool({ name: "send_mail", description: "", schema: { type: "object", properties: {} }, policy: { ...base, rateLimit } as DispatchPolicy, handler: () => 1 }));
const fromConfig = (rateLimit: unknown) => message(() => parseConfig({ firewall: { tools: { send_mail: { ...base, rateLimit } } } }, "rampart.config.yaml"));

describe("a tool's rateLimit", () => {
  it.each([
    ["a word other than none", "unlimited", 'got "unlimited"'],
    ["a bare number", 10, "got number 10"],
    ["an object without duration", { points: 5 }, "got an object with keys points"],
    ["a rate as text", "5/minute", 'got "5/minute"'],
    ["null", null, "got null"],
    ["nothing at all", undefined, "missing"],
  ])("%s: the message names the key, both accepted forms and the value", (_why, value, given) => {
    for (const text of [fromCode(value), fromConfig(value)]) {
      expect(text).toContain("rateLimit");
      expect(text).toContain(FORMS);
      expect(text).toContain(given);
      expect(text).not.toContain("Invalid input");
    }
  });

  it("an unknown key in the object names the key and the accepted forms", () => {
    for (const text of [fromCode({ points: 5, duration: 60, burst: 2 }), fromConfig({ points: 5, duration: 60, burst: 2 })]) {
      expect(text).toContain("unknown key burst");
      expect(text).toContain(FORMS);
    }
  });

  it("a field out of range names the field and its unit", () => {
    expect(fromCode({ points: 0, duration: 60 })).toMatch(/rateLimit\.points: points must be an integer >= 1 \(calls allowed per window\)/);
    expect(fromConfig({ points: 5, duration: -60 })).toMatch(/rateLimit\.duration.*duration must be an integer >= 1 \(the window in seconds\)/);
    // A fraction is not a number of the accepted shape at all: the forms, with their units.
    expect(fromConfig({ points: 5, duration: 1.5 })).toContain("duration: the window in seconds, an integer >= 1");
  });

  it("both accepted forms pass", () => {
    expect(fromCode("none")).toBe("accepted");
    expect(fromCode({ points: 5, duration: 60 })).toBe("accepted");
    expect(fromConfig("none")).toBe("accepted");
    expect(fromConfig({ points: 1, duration: 1 })).toBe("accepted");
  });
});
