/** Code names built from the wider gloss fields (`glosses/nature/`) are caught translated; prose using the same words stays clean. */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { FIELD_LEAKS, FIELD_LOOKALIKES, FIELD_NAMES } from "./code-name-fields.cases.js";

const policy = compileGatePolicy(parseConfig({ gate: { codeNames: FIELD_NAMES } }));
const codeNames = (text: string) => deterministicGate(text, policy).findings.filter((f) => f.id === "code-name").map((f) => text.slice(f.start, f.end));

describe("code names from the wider fields are caught translated", () => {
  it.each(FIELD_LEAKS)("%s → %s (%s)", (text, span) => {
    expect(codeNames(text)).toContain(span);
  });
});

describe("prose using the same words stays clean", () => {
  it.each(FIELD_LOOKALIKES)("%s (%s)", (text) => {
    expect(codeNames(text)).toEqual([]);
  });
});
