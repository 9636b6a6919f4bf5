/**
 * Kinds a blind red-team round found unmarked (issue 20): a persona reassigned to the reader,
 * an exfiltration order that puts the user's data into a link or an image, paraphrased
 * overrides (the reader's "real task", the reader's rules declared retired), an instruction
 * split across JSON values or table cells, and Korean / Japanese / Chinese dismissals of the
 * earlier instructions without the classic verbs. Every case is our own wording, in several
 * languages and carriers, with hard negatives beside the attacks.
 */
import { describe, expect, it } from "vitest";
import { createEvidenceScanner } from "../../src/boundary/index.js";
import { KINDS } from "./reader-kinds.cases.js";

const scanner = createEvidenceScanner({ tools: ["send_email", "http_get", "create_ticket"] });
const marked = (text: string) => scanner.scan(text).findings.length > 0;

for (const [kind, { attacks, negatives }] of Object.entries(KINDS)) {
  describe(`${kind}: attacks are marked`, () => {
    it.each(attacks)("%s", (_l, text) => {
      expect(marked(text)).toBe(true);
    });
    // The split kind must be found by the join itself, not by a part read in place.
    if (kind === "split-fields") {
      it.each(attacks)("%s: the joined unit is marked (detector.split)", (_l, text) => {
        expect(scanner.scan(text).findings.map((f) => f.id)).toContain("detector.split");
      });
    }
  });
  describe(`${kind}: hard negatives stay clean`, () => {
    it.each(negatives)("%s", (_l, text) => {
      expect(scanner.scan(text).findings.map((f) => f.id)).toEqual([]);
    });
  });
}
