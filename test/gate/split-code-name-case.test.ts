/**
 * A code name configured as one word (`NIGHTJAR`) split into words counts whatever the letter
 * case and the spacing; only a common noun (an indefinite article or a quantifier before) is prose.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";

const policy = compileGatePolicy(parseConfig({ gate: { codeNames: ["NIGHTJAR"] } }));
const ids = (answer: string) => deterministicGate(answer, policy).findings.map((f) => f.id);

describe("a joined code name split into words", () => {
  it.each([
    "night jar launches soon",
    "NIGHT JAR launches soon",
    "Night Jar is live",
    "night  jar launches soon",
    "Night jar launches soon.",
    "Das Projekt night jar startet im Juni.",
    "다음 주에 night jar 출시 예정입니다.",
    '{"codename": "night jar"}',
  ])("blocks %s", (answer) => {
    expect(ids(answer)).toContain("code-name");
  });

  it.each([
    "We kept moths in a night jar on the porch.",
    "Put a NIGHT JAR by the tent.",
    "Each night jar held a candle.",
    "Several night  jar lanterns hung there.",
  ])("passes the common noun %s", (answer) => {
    expect(ids(answer)).not.toContain("code-name");
  });
});
