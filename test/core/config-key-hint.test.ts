/** An unknown key anywhere in the config names the closest key the schema declares there. */
import { describe, expect, it } from "vitest";
import { parseConfig, RampartError } from "../../src/core/index.js";

function messageOf(raw: unknown): string {
  try {
    parseConfig(raw);
  } catch (e) {
    expect(e).toBeInstanceOf(RampartError);
    expect((e as RampartError).code).toBe("ERR_CONFIG");
    return (e as RampartError).message;
  }
  throw new Error("parsed");
}

describe("config: unknown keys get a did-you-mean from the schema", () => {
  it.each([
    [{ gate: { egres: {} } }, 'gate: Unrecognized key: "egres" ("egres": did you mean "egress"?)'],
    [{ gate: { maxAnswerChar: 10 } }, 'did you mean "maxAnswerChars"?'],
    [{ gate: { egress: { alow: {} } } }, 'gate.egress: Unrecognized key: "alow" ("alow": did you mean "allow"?)'],
    [{ boundary: { disabledRule: [] } }, 'did you mean "disabledRules"?'],
    [{ boundry: {} }, '(root): Unrecognized key: "boundry" ("boundry": did you mean "boundary"?)'],
    [{ gate: { egress: { allow: { image: [] } } } }, 'gate.egress.allow: Unrecognized key: "image" ("image": did you mean "images"?)'],
  ])("%j", (raw, fragment) => {
    expect(messageOf(raw)).toContain(fragment);
  });

  it("a key near nothing gets no hint; wrong types still name the key and shape", () => {
    expect(messageOf({ gate: { zzzzzzzzzz: 1 } })).toBe('config: gate: Unrecognized key: "zzzzzzzzzz"');
    expect(messageOf({ gate: { egress: { allow: "x.com" } } })).toContain("gate.egress.allow");
  });

  it("hard negative: a valid config parses", () => {
    expect(() => parseConfig({ gate: { maxAnswerChars: 1000 }, boundary: { disabledRules: ["role-tag.json"] } })).not.toThrow();
  });
});
