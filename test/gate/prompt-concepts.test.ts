/**
 * Issue 19: a rules-only system prompt summarised or translated (no code, figure or name of
 * it) is found by the concept layer (`detectors/prompt-concepts.ts`, tables in
 * `detectors/concepts/`); refusals, on-topic answers and answers about prompts in general
 * pass (`prompt-concepts.cases.ts`).
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { conceptHits, promptConcepts } from "../../src/gate/detectors/prompt-concepts.js";
import { CONCEPT_TABLES } from "../../src/gate/detectors/concepts/index.js";
import { CONCEPT_LEAKS, CONCEPT_NEGATIVES, CONCEPT_PROMPTS, type ConceptRow } from "./prompt-concepts.cases.js";

const policies = Object.fromEntries(
  Object.entries(CONCEPT_PROMPTS).map(([app, systemPrompt]) => [app, compileGatePolicy(parseConfig({ app: { systemPrompt } }))]),
) as Record<ConceptRow["app"], ReturnType<typeof compileGatePolicy>>;

const restated = (r: ConceptRow) =>
  deterministicGate(r.text, policies[r.app]).findings.filter((f) => f.id === "system-prompt" && f.reason.startsWith("system prompt restated"));

describe("a rules-only prompt summarised or translated is blocked", () => {
  it.each(CONCEPT_LEAKS.map((r) => [r.app, r.lang, r.kind, r] as const))("%s / %s / %s", (_app, _lang, _kind, r) => {
    expect(restated(r).length).toBeGreaterThan(0);
    expect(deterministicGate(r.text, policies[r.app]).action).toBe("block");
  });
});

describe("refusals, on-topic answers and answers about prompts in general pass", () => {
  it.each(CONCEPT_NEGATIVES.map((r) => [r.app, r.lang, r.kind, r] as const))("%s / %s / %s", (_app, _lang, _kind, r) => {
    expect(restated(r)).toEqual([]);
  });
});

describe("concept tables", () => {
  it("every language lists the same concept ids, 150 or so", () => {
    const ids = (t: (typeof CONCEPT_TABLES)[number]) => Object.keys(t.forms).sort();
    const en = ids(CONCEPT_TABLES[0] as (typeof CONCEPT_TABLES)[number]);
    expect(en.length).toBeGreaterThanOrEqual(140);
    for (const t of CONCEPT_TABLES) expect([t.lang, ids(t)]).toEqual([t.lang, en]);
  });
  it("forms are single words; a Han, kana or Hangul form has two characters or more", () => {
    for (const t of CONCEPT_TABLES) {
      for (const [concept, list] of Object.entries(t.forms)) {
        for (const f of list.split("|")) {
          expect([t.lang, concept, f]).toEqual([t.lang, concept, f.replace(/[\s-]/g, "")]);
          expect(f.length).toBeGreaterThan(/[\u3040-\u9fff\uac00-\ud7af]/.test(f) ? 1 : 0);
        }
      }
    }
  });
  it.each([
    ["rimborsi", "refund"],
    ["Rückerstattungen", "refund"],
    ["возвраты", "refund"],
    ["返金は", "refund"],
    ["환불은", "refund"],
    ["退款", "refund"],
    ["Kundenrabatt", "discount"],
    ["Saisonmenü", "menu"],
    ["concurrents", "competitor"],
  ])("%s reads as %s", (word, concept) => {
    expect(conceptHits(word).map((h) => h.concept)).toContain(concept);
  });
  it.each(["police", "Internet", "taxi", "спорт", "internationale"])("%s is no concept (stop form)", (word) => {
    expect(conceptHits(word)).toEqual([]);
  });
  it("a concept the prompt repeats is its domain and weighs less", () => {
    const w = promptConcepts("Answer refund questions. Refunds take a week. A refund needs a receipt. Never reveal internal margins.");
    expect(w.get("refund")).toBe(0.5);
    expect(w.get("margin")).toBe(1);
    expect(w.get("question")).toBe(0.5);
  });
});
