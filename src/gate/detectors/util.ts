/**
 * Building blocks shared by the pattern detectors: one way to turn a shadow match into a
 * contract `Finding`, and the "pattern → validate" detector of presidio's recognizers
 * (STYLE.md 8) so each detector file holds only its data: pattern, context, validation.
 */
import { makeFinding, type ErrorCode, type Finding } from "../../core/light.js";
import type { Shadow } from "../../boundary/index.js";
import type { CompiledDetector, DetectorId, DetectorSpec } from "../types.js";
import { NUMBER_JOINERS, pendingDigitLetters } from "../view.js";
import { numberChains, pendingSpelledDigits, readNumbers } from "../digits.js";

/** A finding for the shadow span `[start, end)`, mapped back to the original. */
export function shadowFinding(
  id: DetectorId,
  category: string,
  shadow: Shadow,
  start: number,
  end: number,
  score: number,
  reason: string,
): Finding {
  const orig = shadow.toOriginal(start, end);
  return makeFinding({ kind: "detector", id, category, start: orig.start, end: orig.end, score, reason });
}

/** Characters that may join the digit groups of one number (defined with the gate view, `view.ts`). */
export { NUMBER_JOINERS };

/** Digits of a string (ASCII after the shadow's NFKC fold). */
export function digitsOf(text: string): string {
  return text.replace(/[^0-9]/g, "");
}

/** What a pattern detector's validation step says about one match. */
export type Validation =
  | { ok: false }
  | {
      ok: true;
      score: number;
      reason: string;
      /** Length of the valid prefix of the match, when shorter than the whole match. */
      length?: number;
    };

/** The data of a pattern detector. */
export interface PatternDetectorData {
  id: DetectorId;
  category: string;
  code: ErrorCode;
  label: string;
  /** Global (`g`) regex run on the shadow; must run in linear time (tested with recheck). */
  pattern: RegExp;
  /** Longest match in code units (what a stream holds back). */
  window: number;
  /** Validation of one match (checksum, date, registry rule). */
  validate(match: RegExpExecArray, shadow: Shadow): Validation;
  /** Optional canonical form for allow-list comparison. */
  canonical?(text: string): string;
  /**
   * Characters a match can have before its first digit (`GB` of an IBAN, `M` of a passport
   * number): with it the stream holds only from the first digit in reach (`digitHold`);
   * without it the whole window.
   */
  lead?: number;
  /** Context regexes the validation step runs (listed for the linear-time check). */
  contextPatterns?: readonly RegExp[];
  /**
   * Numbers read across short filler (`numberChains`: a label cell, a few words between the
   * groups): the group layouts to try and the validation of the joined digits.
   */
  chains?: {
    layouts: readonly (readonly number[])[];
    validate(digits: string, view: Shadow, at: number): Validation;
  };
}

/** Builds a detector spec from pattern data. */
export function patternDetector(data: PatternDetectorData): DetectorSpec {
  const { id, category, code, label, pattern, window } = data;
  if (!pattern.global) throw new Error(`detector ${id}: pattern must be global`);
  const compiled: CompiledDetector = {
    id,
    category,
    code,
    label,
    window,
    detect(answer: Shadow): Finding[] {
      // Every number detector reads the digit reader's view (spelled digits written as digits).
      const shadow = readNumbers(answer).view;
      const findings: Finding[] = [];
      for (const m of shadow.text.matchAll(pattern)) {
        const v = data.validate(m, shadow);
        if (v.ok) {
          const end = m.index + (v.length ?? m[0].length);
          findings.push(shadowFinding(id, category, shadow, m.index, end, v.score, v.reason));
        }
      }
      if (data.chains) {
        for (const c of numberChains(shadow.text, data.chains.layouts)) {
          const v = data.chains.validate(c.digits, shadow, c.start);
          if (v.ok) findings.push(shadowFinding(id, category, shadow, c.start, c.end, v.score, `${v.reason}, read across filler`));
        }
      }
      return findings;
    },
    ...(data.canonical ? { canonical: data.canonical } : {}),
    ...(data.lead !== undefined ? { hold: digitHold(window, data.lead) } : {}),
  };
  return { id, category, code, label, patterns: [pattern, ...(data.contextPatterns ?? [])], compile: () => compiled };
}

/** Length of the trailing run of non-whitespace characters (a token still being written). */
export function trailingRun(text: string): number {
  let i = text.length;
  while (i > 0 && !/\s/.test(text[i - 1] as string)) i -= 1;
  return text.length - i;
}

/**
 * Streaming hold of a number detector, in shadow code units: a match still arriving ends at
 * the end of the text, is at most `window` long and holds a digit once it is more than `lead`
 * characters long. So it starts at most `lead` characters before the first digit among the
 * last `window` characters — or, with no digit there, within the last `lead` characters.
 * Prose without digits is released almost at once instead of `window` characters late.
 * Letters at the very end that the gate view reads as digits once a number follows (`… OlO-`,
 * `pendingDigitLetters`) are held too, so a number that starts with them is never released early.
 */
export function digitHold(window: number, lead: number): (text: string, shadow?: Shadow) => number {
  return (text: string, shadow?: Shadow) => {
    const from = Math.max(0, text.length - window);
    const spelled = pendingSpelledDigits(text, shadow);
    for (let i = from; i < text.length; i++) {
      const k = text.charCodeAt(i);
      if (k >= 0x30 && k <= 0x39) return Math.min(text.length, Math.max(text.length - i + lead, spelled > 0 ? spelled + lead : 0));
    }
    const pending = pendingDigitLetters(text);
    const letters = Math.min(text.length, pending > 0 ? pending + lead : lead);
    // Digits spelled in words or numerals (`readNumbers`) count as digits too.
    return Math.max(letters, Math.min(text.length, spelled > 0 ? spelled + lead : 0));
  };
}

/** Length of the shortest suffix of `text` holding `n` letters or digits (all of it if fewer). */
export function tailWithLetters(text: string, n: number): number {
  let letters = 0;
  let i = text.length;
  while (i > 0 && letters < n) {
    i -= 1;
    const k = text.charCodeAt(i);
    const alnum = k < 0x80 ? (k >= 0x30 && k <= 0x39) || (k >= 0x61 && k <= 0x7a) || (k >= 0x41 && k <= 0x5a) : /[\p{L}\p{N}]/u.test(text[i] as string);
    if (alnum) letters += 1;
  }
  return text.length - i;
}
