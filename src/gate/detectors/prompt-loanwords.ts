/**
 * The prompt's names and codes written as loanwords (issue 19, builder `gnum`): a system prompt
 * restated in Japanese or Korean writes `Harbourline` as `ハーバーライン` / `하버라인` and the code
 * `ORCA-12` as `オルカ-12` / `오르카-12`. The code-name detector reads configured terms so
 * (`loanword.ts`, `transliterate.ts`); this gives the paraphrase check's anchors the same
 * reading: the first word of a name group and the letters of a code become loanword patterns,
 * and a Hangul or Katakana word matching one is a hit of that anchor — a code only with its
 * digits right after it (`오르카-12`), as a code is compared whole in Latin script.
 *
 * Cost: one pass for candidate word starts (`candidateStarts`), then per candidate a bounded
 * window (`KEY_WINDOW`) matched by each pattern (bit-parallel, `matchPattern`).
 */
import { latinPattern, matchPattern, type LoanPattern } from "./loanword.js";
import { candidateStarts, foreignKeys, HAS_FOREIGN } from "./transliterate.js";

/** One anchor as a loanword pattern: its key (as the Latin anchor's), whether it is a code, and a code's digits. */
interface LoanAnchor {
  key: string;
  strong: boolean;
  pattern: LoanPattern;
  digits: string;
}

/** A hit: original offsets, the anchor key, strong or name. */
export interface LoanHit {
  start: number;
  end: number;
  key: string;
  strong: boolean;
}

/** Original code units read per candidate word. */
const KEY_WINDOW = 48;
/** A code's digits after its letters: at most two joiners (`-`, space, `・`, `ー`), then the digits, then no digit. */
const CODE_DIGITS = /^[\s\-\u30fb\u30fc\u00b7]{0,2}([0-9]{1,6})(?![0-9])/;

/**
 * Compiles the loanword readings of `anchors` (their `kind` and folded `parts`); returns a
 * finder over original text, or null when no anchor has a readable pattern.
 */
export function compileLoanAnchors(anchors: readonly { kind: string; parts: readonly string[] }[]): ((original: string) => LoanHit[]) | null {
  const loans: LoanAnchor[] = [];
  for (const a of anchors) {
    if (a.kind !== "name" && a.kind !== "code") continue;
    const letters = a.parts.filter((p) => /^[a-z]+$/.test(p));
    const digits = a.parts.filter((p) => /^[0-9]+$/.test(p)).join("");
    if (letters.length === 0 || (a.kind === "code" && digits === "")) continue;
    const pattern = latinPattern(a.kind === "name" ? (letters[0] as string) : letters.join(" "));
    if (pattern !== null) loans.push({ key: a.parts.join(" "), strong: a.kind === "code", pattern, digits });
  }
  if (loans.length === 0) return null;
  const heads = new Set(loans.flatMap((l) => [...l.pattern.heads]));
  return (original: string): LoanHit[] => {
    if (!HAS_FOREIGN.test(original)) return [];
    const hits: LoanHit[] = [];
    for (const at of candidateStarts(original, heads)) {
      const piece = original.slice(at, at + KEY_WINDOW);
      const run = foreignKeys(piece)[0];
      if (run === undefined || !run.wordStarts.has(0)) continue;
      for (const loan of loans) {
        const matched = matchPattern(loan.pattern, run.key, 0)[0];
        if (matched === undefined || matched === 0) continue;
        const after = (run.at[matched - 1] as number) + 1;
        if (loan.strong) {
          const m = CODE_DIGITS.exec(piece.slice(after));
          if (m === null || m[1] !== loan.digits) continue;
          hits.push({ start: at, end: at + after + m[0].length, key: loan.key, strong: true });
        } else hits.push({ start: at, end: at + after, key: loan.key, strong: false });
        break;
      }
    }
    return hits;
  };
}

/** Every pattern of this module (checked for linear time by a test). */
export const PROMPT_LOANWORD_PATTERNS: readonly RegExp[] = [CODE_DIGITS];
