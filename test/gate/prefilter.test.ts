/**
 * Literal prefilters (`src/gate/prefilter.ts`) are sound: whenever a gate pattern matches a
 * text, its prefilter lets that text through. Checked on every positive fixture and look-alike
 * of the gate's case tables and the shared data sets (each in the views the detectors read),
 * and on random texts built from the patterns' own literals; plus rows for what the analysis
 * derives.
 */
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayMatch, prefilterOf, textFacts } from "../../src/gate/prefilter.js";
import { DETECTORS } from "../../src/gate/detectors/registry.js";
import { caseView, gateShadow, prefoldAnswer } from "../../src/gate/view.js";
import { KIND_LEAKS, KIND_LOOKALIKES } from "./kinds-19c.cases.js";
import { FRESH_LEAKS, FRESH_NEGATIVES } from "./fresh-19b.cases.js";
import { ROUND3_LEAKS, ROUND3_NEGATIVES } from "./fresh-19c.cases.js";
import { dataDirOrNull } from "../helpers/data.js";

/** Every fixed pattern any detector runs (the secret detector's list holds the reassembly and command patterns). */
const PATTERNS: RegExp[] = [...new Set(Object.values(DETECTORS).flatMap((d) => [...d.patterns]))];

/** A pattern's verdict on a text, from a fresh copy (no shared `lastIndex`). */
const matches = (re: RegExp, text: string) => new RegExp(re.source, re.flags.replace(/[gy]/g, "")).test(text);

/** Texts of a JSONL file's `text` fields (at most `limit`), or none when the file is absent. */
function jsonlTexts(path: string, limit: number): string[] {
  if (!existsSync(path)) return [];
  const out: string[] = [];
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (out.length >= limit) break;
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { text?: unknown };
    if (typeof row.text === "string") out.push(row.text);
  }
  return out;
}

/** The views detectors match on: the answer, its case view, its prefold, the gate shadow. */
function views(text: string): string[] {
  return [...new Set([text, caseView(text, { controls: true }).text, prefoldAnswer(text), gateShadow(text).text])];
}

/** Patterns that match a text their prefilter rejects (must be none). */
function unsound(texts: readonly string[]): string[] {
  const bad: string[] = [];
  for (const text of texts) {
    for (const view of views(text)) {
      const facts = textFacts(view);
      for (const re of PATTERNS) if (matches(re, view) && !mayMatch(re, facts)) bad.push(`${re.source.slice(0, 60)} on ${JSON.stringify(view.slice(0, 80))}`);
    }
  }
  return bad;
}

describe("prefilterOf: what a pattern needs of a text", () => {
  const rows: [RegExp, string[] | null, number, string][] = [
    [/(?<![A-Za-z0-9])ghp_[A-Za-z0-9]{36}/g, ["ghp_"], 40, "a token prefix is a literal; no whitespace in a token"],
    [/(?:sk|rk)_live_[0-9a-z]{24}/gi, ["sk_live_", "rk_live_"], 32, "alternatives multiply out; case-insensitive lower-cases"],
    [/-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----/g, ["-----BEGIN "], 0, "a space inside: no run length"],
    [/[0-9]{3}-[0-9]{4}/g, ["-"], 8, "the separator is the only literal"],
    [/(a)\1/g, ["a"], 0, "a back-reference is any text"],
    [/[\p{L}]+/gu, null, 1, "a property class is no literal"],
    [/(?:x|[a-z]{2})y?/g, null, 1, "an alternative without a literal: none"],
  ];
  for (const [re, anyOf, minRun, why] of rows) {
    it(`${re.source} → ${JSON.stringify(anyOf)}, run ${minRun} (${why})`, () => {
      const pf = prefilterOf(re);
      expect(pf.anyOf === null ? null : [...pf.anyOf].sort()).toEqual(anyOf === null ? null : [...anyOf].sort());
      expect(pf.minRun).toBe(minRun);
    });
  }

  it("case-insensitive literals see the letters Unicode folds onto ASCII (ſ for s, K for k)", () => {
    const re = /secret|token/giu;
    expect(matches(re, "ſecret")).toBe(true);
    expect(mayMatch(re, textFacts("ſecret"))).toBe(true);
    expect(matches(re, "to\u212aen")).toBe(true);
    expect(mayMatch(re, textFacts("to\u212aen"))).toBe(true);
  });

  it("a text without the literal, or without a long enough run, is rejected", () => {
    const re = /(?<![A-Za-z0-9])ghp_[A-Za-z0-9]{36}/g;
    expect(mayMatch(re, textFacts("the plan costs twelve dollars"))).toBe(false);
    expect(mayMatch(re, textFacts("ghp_ short"))).toBe(false);
    expect(mayMatch(re, textFacts(`ghp_${"a".repeat(36)}`))).toBe(true);
  });

  it("a source it cannot read lets every text through", () => {
    const unreadable = { source: "(?<=x", flags: "g" } as unknown as RegExp;
    expect(prefilterOf(unreadable)).toEqual({ anyOf: null, caseInsensitive: false, minRun: 0 });
    expect(mayMatch(unreadable, textFacts(""))).toBe(true);
  });
});

describe("prefilters are sound on every fixture", () => {
  it("the gate's case tables: leaks and look-alikes, in every view", () => {
    const texts = [...KIND_LEAKS, ...KIND_LOOKALIKES, ...FRESH_LEAKS, ...FRESH_NEGATIVES, ...ROUND3_LEAKS, ...ROUND3_NEGATIVES].map((c) => c.text);
    expect(texts.length).toBeGreaterThan(100);
    expect(unsound(texts)).toEqual([]);
  });

  it("the shared data sets' texts (secrets, PII recognizer cases, PII research sample)", () => {
    const dir = dataDirOrNull();
    if (dir === null) return;
    const texts = [
      ...jsonlTexts(join(dir, "secrets-detect-secrets", "plugin_test_cases.jsonl"), 5000),
      ...jsonlTexts(join(dir, "pii-presidio-tests", "recognizer_test_cases.jsonl"), 5000),
      ...jsonlTexts(join(dir, "pii-presidio-research", "synth_dataset_v2.jsonl"), 300),
    ];
    expect(texts.length).toBeGreaterThan(100);
    expect(unsound(texts)).toEqual([]);
  });

  it("random texts built from the patterns' own literals", () => {
    const literals = [...new Set(PATTERNS.flatMap((re) => prefilterOf(re).anyOf ?? []))];
    const piece = fc.oneof(
      fc.constantFrom(...literals).map((l) => l),
      fc.constantFrom(...literals).map((l) => l.toUpperCase()),
      fc.constantFrom(" ", "\n", "\t", "-", "_", ".", ":", "=", "@", "/", "ſ", "\u212a", "\u200b", "ｇ", "0", "7", "A", "z", "X", "가", "공", "一"),
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{16,48}$/),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        expect(unsound([parts.join("")])).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
