/**
 * Korean passport numbers (여권번호): a type letter — M (복수), S (단수), R (거주), O (관용),
 * D (외교), G — then either 8 digits (issued until 2020) or 3 digits, a letter and 4 digits
 * (since December 2021; 외교부 차세대 전자여권). No check digit exists outside the MRZ, so a
 * match scores 0.6 alone and 0.9 with a passport word nearby (여권, passport).
 */
import { patternDetector } from "./util.js";

const CONTEXT = /(?:여권|passport)/i;

export const krPassportDetector = patternDetector({
  id: "kr-passport",
  category: "pii.kr-passport",
  code: "ERR_LEAK_PII",
  label: "PASSPORT",
  // The shadow is lower-cased; letters and digits are disjoint classes: linear.
  pattern: /(?<![a-z0-9])[msrodg](?:[0-9]{8}|[0-9]{3}[a-z][0-9]{4})(?![a-z0-9])/g,
  window: 12,
  lead: 1,
  contextPatterns: [CONTEXT],
  validate: (m, shadow) => {
    const before = shadow.text.slice(Math.max(0, m.index - 30), m.index);
    return CONTEXT.test(before)
      ? { ok: true, score: 0.9, reason: "Korean passport number (format, passport context)" }
      : { ok: true, score: 0.6, reason: "Korean passport number (format only)" };
  },
});
