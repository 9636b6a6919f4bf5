/**
 * The language coverage matrix (issue 20; blind round 11): every lexicon-driven detector kind x
 * the supported languages. Two halves:
 *
 * 1. Data: each kind's data (`src/boundary/detectors/language-coverage.ts`, computed from the
 *    tables themselves) holds every supported language, except the gaps still open, listed
 *    here by name. A gap filled must leave the list; a new kind or language without data fails.
 * 2. Behaviour: for the four kinds the blind round found open (decode cues, notices to AI
 *    readers, paraphrased overrides, tool orders), one fresh attack per language in a realistic
 *    carrier is marked by the default scanner, and the hard negatives in the same languages
 *    (`language-matrix.cases.ts`) stay clean.
 */
import { describe, expect, it } from "vitest";
import { createEvidenceScanner } from "../../src/boundary/index.js";
import { languageCoverage, SUPPORTED_LANGUAGES, type LexiconKind } from "../../src/boundary/detectors/language-coverage.js";
import { MATRIX_ATTACKS, MATRIX_LANGUAGES, MATRIX_NEGATIVES, type MatrixKind } from "./language-matrix.cases.js";

/** Gaps still open, by kind: the data holds no words for these languages yet. */
const OPEN_GAPS: Readonly<Record<LexiconKind, readonly string[]>> = {
  "decode-cue": [],
  "reader-notice": [],
  "override-paraphrase": [],
  "tool-vocative": [],
  extraction: [],
  "speaker-labels": [],
  // `detector.addressed`'s signal sum reads the Latin lexicons (es it pt de fr); these have none yet.
  "addressed-signals": ["nl", "sv", "pl", "ru", "tr"],
};

/** Negatives a rule outside these kinds still touches (reported, not hidden): label → finding ids it may carry. */
const KNOWN_TOUCHED: Readonly<Record<string, readonly string[]>> = {
  // The Turkish override rule marks a quoted override in news (`'önceki talimatları unut' gibi ifadeler`).
  "tr news": ["override.tr"],
  // `detector.reassign`'s French reader-change kind reads a quotation in guillemets as an order.
  "fr news": ["detector.reassign"],
};

const scanner = createEvidenceScanner({});
const ids = (text: string) => [...new Set(scanner.scan(text).findings.map((f) => f.id))];

describe("language coverage matrix: data", () => {
  const coverage = languageCoverage();
  const kinds = Object.keys(OPEN_GAPS) as LexiconKind[];
  it("enumerates every kind the coverage module reports", () => {
    expect(Object.keys(coverage).sort()).toEqual([...kinds].sort());
  });
  it("the cases hold the same languages as the data", () => {
    expect([...MATRIX_LANGUAGES].sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });
  for (const kind of kinds) {
    it.each(SUPPORTED_LANGUAGES.map((l) => [l]))(`${kind} has data for %s (or lists it as an open gap)`, (lang) => {
      const has = coverage[kind].includes(lang);
      const open = OPEN_GAPS[kind].includes(lang);
      // Exactly one: covered, or an open gap (a filled gap must leave OPEN_GAPS).
      expect({ kind, lang, has, open }).toEqual({ kind, lang, has: !open, open });
    });
  }
});

describe("language coverage matrix: behaviour", () => {
  const kinds = Object.keys(MATRIX_ATTACKS) as MatrixKind[];
  for (const kind of kinds) {
    it(`${kind} has one attack per language`, () => {
      expect(MATRIX_ATTACKS[kind].map(([l]) => l).sort()).toEqual([...MATRIX_LANGUAGES].sort());
    });
    it.each(MATRIX_ATTACKS[kind].map(([l, carrier, text]) => [`${l} ${carrier}`, text]))(`${kind}: %s is marked`, (_label, text) => {
      expect(ids(text)).not.toEqual([]);
    });
  }
  it.each(MATRIX_NEGATIVES.map(([l, why, text]) => [`${l} ${why}`, text]))("hard negative %s stays clean", (label, text) => {
    const allowed = KNOWN_TOUCHED[label] ?? [];
    expect(ids(text).filter((id) => !allowed.includes(id))).toEqual([]);
  });
});
