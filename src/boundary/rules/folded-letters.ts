/**
 * The rule table's folded letters precomputed at build time (issue 22, cold start): `folded`
 * and `gapped` (`build.ts`) spell each letter of a word as the regex of its shadow folds,
 * which `foldTerm` computes from the confusables table; building the table on a first full
 * scan loaded that table and folded a few hundred letters thousands of times (a third of the
 * rule table's build). `scripts/quick-atoms.js` records every letter the table asks for and
 * writes them beside the bundle (`folded-letters.json`) under the build stamp
 * (`build-stamp.ts`, which holds the engine's Unicode version); a bundle reads them back
 * instead of folding. The sources (tsx, vitest, a plain tsc build) have no stamp and fold
 * every letter as before. A missing, foreign or malformed file is ignored, never an error.
 */
import { readFileSync } from "node:fs";
import { buildStamp } from "../build-stamp.js";

/** The file `foldedLettersText` is written to, beside this module's bundle chunk. */
export const FOLDED_LETTERS_FILE = "folded-letters.json";

let PRECOMPUTED: Record<string, string> | null = null;
let RECORDING: Map<string, string> | null = null;

/**
 * What `compute(c)` gives for character `c` under `kind` (`letter`: the regex of its folds,
 * `build.ts`; `digit`: "1" when one of its case forms folds to a digit, else "0",
 * `more-languages.ts`), read from the build's file when this bundle has one (recorded while
 * `recordFoldedLetters` is on).
 */
export function precomputedFold(kind: "letter" | "digit", c: string, compute: (c: string) => string): string {
  const key = `${kind}:${c}`;
  if (RECORDING === null) PRECOMPUTED ??= readPrecomputed();
  const saved = RECORDING === null ? PRECOMPUTED?.[key] : undefined;
  if (saved !== undefined) return saved;
  const r = compute(c);
  RECORDING?.set(key, r);
  return r;
}

function readPrecomputed(): Record<string, string> {
  const stamp = buildStamp();
  if (stamp === null) return {};
  try {
    const data = JSON.parse(readFileSync(foldedLettersUrl(), "utf8")) as { fingerprint?: unknown; letters?: unknown };
    if (data.fingerprint !== stamp || typeof data.letters !== "object" || data.letters === null) return {};
    const letters = data.letters as Record<string, unknown>;
    return Object.values(letters).every((v) => typeof v === "string") ? (letters as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** From now on every folded letter is computed (none read) and kept for `foldedLettersText` (build time). */
export function recordFoldedLetters(): void {
  RECORDING ??= new Map();
}

/** The file's text: `{ fingerprint, letters: { [kind:character]: value } }` of the letters recorded, under the build stamp; null when not bundled. */
export function foldedLettersText(): string | null {
  const stamp = buildStamp();
  return stamp === null ? null : `${JSON.stringify({ fingerprint: stamp, letters: Object.fromEntries(RECORDING ?? []) })}\n`;
}

/** Where `foldedLettersText` goes: beside this module's file (in the built package, its bundle chunk). */
export function foldedLettersUrl(): URL {
  return new URL(`./${FOLDED_LETTERS_FILE}`, import.meta.url);
}
