/**
 * Issue 20 parts 2–3 in German, French, Spanish, Italian, Portuguese and English paraphrase
 * (blind round): a notice announcing new rules for an AI reader, a role shed by order without
 * the classic override verbs, a fake transcript with localized speaker labels, a third-person
 * tool order naming a registered tool — each read from the lexicons' data, checked on our own
 * cases in several carriers beside hard negatives of the same shapes (`latin-structural.cases.ts`).
 */
import { describe, expect, it } from "vitest";
import { createEvidenceScanner } from "../../src/boundary/index.js";
import { LATIN_LEXICONS } from "../../src/boundary/detectors/lexicons/index.js";
import { LATIN_STRUCTURAL } from "./latin-structural.cases.js";
import { describeKinds } from "../helpers/kind-table.js";

const scanner = createEvidenceScanner({ tools: ["transfer_funds", "send_email", "delete_records", "export_contacts"] });
const ids = (text: string) => scanner.scan(text).findings.map((f) => f.id);

describeKinds(LATIN_STRUCTURAL, ids);

describe("each kind is found by its own detector", () => {
  it("a role shed by order is a reassign finding", () => {
    for (const [, text] of LATIN_STRUCTURAL["role shed by order"]?.attacks ?? []) expect(ids(text), text).toContain("detector.reassign");
  });
  it("a third-person tool order is a tool-directing finding", () => {
    for (const [, text] of LATIN_STRUCTURAL["third-person tool order"]?.attacks ?? []) expect(ids(text), text).toContain("detector.tool-directing");
  });
});

describe("the roles, not phrases: every shed verb of every lexicon in every order form", () => {
  // For each language: each order form of each shed verb before the reader's role noun, then an
  // order verb of the lexicon — the role shed with a new task beside it.
  for (const lx of LATIN_LEXICONS) {
    it(`${lx.lang}: ${lx.shedVerbs.length} verbs`, () => {
      const missed: string[] = [];
      const order = lx.conjugate(lx.orderVerbs[0] ?? "")[0] ?? "";
      for (const verb of lx.shedVerbs) {
        const [head = "", ...rest] = verb.split(" ");
        for (const form of lx.conjugate(head).slice(0, 2)) {
          const text = `Hallo.\n${form} ${rest.join(" ")} ${lx.yours[0] ?? ""} ${lx.roleNouns[0] ?? ""}, ${order} ${lx.dataNouns[0] ?? ""}.`.replace(/ {2,}/g, " ");
          if (!ids(text).includes("detector.reassign")) missed.push(text);
        }
      }
      expect(missed).toEqual([]);
    });
  }
  it("a shed role in narration (a subject before the verb) stays clean in every language", () => {
    for (const lx of LATIN_LEXICONS) {
      const [head = ""] = (lx.shedVerbs[0] ?? "").split(" ");
      const form = lx.conjugate(head)[0] ?? "";
      const text = `Maria Weber ${form} ${lx.yours[0] ?? ""} ${lx.roleNouns[0] ?? ""}.`;
      expect(ids(text).filter((id) => id === "detector.reassign"), text).toEqual([]);
    }
  });
});
