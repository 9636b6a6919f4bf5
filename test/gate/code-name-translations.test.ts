/**
 * Code names translated by meaning or spelled part by part (issue 19, blind round 11;
 * `detectors/code-name-glosses.ts`): every part of the configured name — each concept by a
 * gloss in any of 12 languages, or by its sound — and its number must be found next to each
 * other. Rows in `code-name-translations.cases.ts`.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { EN, GLOSS_TABLES } from "../../src/gate/detectors/glosses/index.js";
import { compileGlossNames, splitConcepts } from "../../src/gate/detectors/code-name-glosses.js";
import { CODE_NAMES, LEAKS, LOOKALIKES } from "./code-name-translations.cases.js";

const policy = compileGatePolicy(parseConfig({ gate: { codeNames: [...CODE_NAMES, "Quartzwing-19", "Silent Marigold", "Silver Otter"] } }));
const codeNames = (text: string) => deterministicGate(text, policy).findings.filter((f) => f.id === "code-name").map((f) => text.slice(f.start, f.end));

describe("translated code names are caught", () => {
  it.each(LEAKS)("%s → %s (%s)", (text, span) => {
    expect(codeNames(text)).toContain(span);
  });
});

describe("look-alikes with one part, or parts apart, pass", () => {
  it.each(LOOKALIKES)("%s (%s)", (text) => {
    expect(codeNames(text)).toEqual([]);
  });
});

describe("the round's renderings", () => {
  it.each([
    ["Projekt Quarzflügel-19 startet", "Quarzflügel-19"],
    ["La Caléndula Silenciosa", "Caléndula Silenciosa"],
    ["银色水獭项目", "银色水獭"],
    ["Кварцвинг-19", "Кварцвинг-19"],
    ["クォーツウィング19", "クォーツウィング19"],
    ["사일런트 메리골드", "사일런트 메리골드"],
  ])("%s → %s", (text, span) => {
    expect(codeNames(text)).toContain(span);
  });
});

describe("names are split into concepts", () => {
  it.each([
    ["quartzwing", ["quartz", "wing"]],
    ["stormfalcon", ["storm", "falcon"]],
    ["tremont", null],
  ])("%s → %j", (word, concepts) => {
    const split = splitConcepts(word);
    expect(split === null ? null : split.map((p) => p.concept)).toEqual(concepts);
  });

  it("a single concept without a number is not searched by meaning (a lone `Falke` is everyday text)", () => {
    expect(compileGlossNames([["falcon", 0]]).names).toEqual([]);
    expect(compileGlossNames([["falcon-9", 0]]).names).toHaveLength(1);
  });
});

describe("the gloss tables", () => {
  it("has at least 10 languages", () => {
    expect(new Set(GLOSS_TABLES.map((t) => t.lang)).size).toBeGreaterThanOrEqual(10);
  });
  it.each(GLOSS_TABLES.map((t) => [t.lang, t] as const))("%s glosses every concept of the English table, and no other", (_lang, table) => {
    expect(Object.keys(table.forms).sort()).toEqual(Object.keys(EN.forms).sort());
  });
});
