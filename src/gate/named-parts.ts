/**
 * Values told in named parts (issue 19, break-it M1: "the first half is 4111 1111, … two
 * sentences … and the rest is 1111 1111"). A writer who splits a number so that no window of
 * the answer holds it whole still has to tell the reader which pieces belong together; they do
 * so with words naming a part of one value — a half, a part, the rest, the continuation, what
 * it begins or ends with (`PART_CUE`, in the languages the gate reads). This view reads every
 * digit run that stands right after such a cue (`CUE_GAP`: a copula or colon, no digit and no
 * sentence end between), and joins the runs of one cluster — each within `MAX_APART` code units
 * of the one before — into one line, runs apart by a space, so the number detectors read them
 * with their own validation (Luhn and a brand's prefix for a card, a numbering plan for a phone,
 * an issuer's check for an id). A finding counts only when it spans two runs or more, and maps
 * back to each run (`toOriginalSpans`), so redaction removes the digits and keeps the prose.
 * Linear: one scan for cues, one anchored match per cue on a bounded slice.
 */
import type { CompiledDetector } from "./types.js";
import type { DecodedView } from "./decoded-views.js";
import { segmentHull, segmentSpans, type ViewSegment } from "./segment-map.js";

/** Words naming a part of one value (module comment), lower case; literal alternatives: linear. */
const PART_CUE = new RegExp(
  [
    // English
    "(?<![a-z])(?:(?:first|second|third|fourth|last|final|other|remaining|next|1st|2nd|3rd) (?:half|part|portion|piece|segment|chunk|section|block|bit|group|digits)|(?:the )?(?:rest|remainder|continuation)(?: of (?:it|the (?:number|digits|card|value)))?|part (?:one|two|three|four|[1-4])|(?:begins|starts|ends|finishes|continues) with|continues|goes on)(?![a-z])",
    // German
    "(?<![a-zäöü])(?:(?:erste|zweite|dritte|letzte|andere|restliche|übrige)[nrs]? (?:hälfte|teil|block|stück|abschnitt|ziffern)|(?:der )?rest|fortsetzung|beginnt mit|endet mit|teil (?:eins|zwei|drei|[1-4]))(?![a-zäöü])",
    // French, Spanish, Italian, Portuguese
    "(?<![a-zà-ÿ])(?:(?:premi[eè]re|seconde|deuxi[eè]me|derni[eè]re|autre) (?:moiti[eé]|partie)|(?:le )?reste|la suite|(?:primera|segunda|[uú]ltima|otra) (?:mitad|parte)|(?:el )?resto|continuaci[oó]n|(?:prima|seconda|ultima|altra) (?:met[aà]|parte)|il resto|(?:primeira|segunda|[uú]ltima|outra) (?:metade|parte)|o resto|restante)(?![a-zà-ÿ])",
    // Korean, Japanese, Chinese
    "앞부분|뒷부분|앞자리|뒷자리|나머지|앞쪽 절반|뒤쪽 절반|(?:첫|두|세) ?번째 (?:부분|덩어리)|前半|後半|残り|続き|最初の部分|次の部分|后半|剩下的?|其余|其餘|余下|前一半|后一半|後一半|第[一二三]部分",
  ].join("|"),
  "giu",
);
/** Between a cue and its digits: spacing, a copula or colon, quotes; no digit, no sentence end. */
const CUE_GAP = /^[\s:："'`*(-]{0,4}(?:(?:is|are|was|reads|ist|lautet|sind|est|es|è|é|são|는|은|이|가|は|が|是|为|為|:)[\s:："'`*(-]{0,4})?(?=[0-9])/iu;
/** A digit run: digits in groups apart by one space, dash or dot (`4111 1111`, `0142`). */
const DIGIT_RUN = /^[0-9](?:[0-9]|[ .-](?=[0-9])){0,30}/;
/** Farthest one run may stand after the end of the one before, in code units (a few sentences). */
const MAX_APART = 400;
/** Most text of the cue and its gap, in code units. */
const GAP_READ = 24;
/** Detectors that read the view: numbers validated by a check of their own. */
const PART_READERS: ReadonlySet<string> = new Set(["credit-card", "iban", "phone", "kr-rrn", "kr-frn", "national-id"]);

interface Run {
  /** Offset of the run in the answer. */
  start: number;
  text: string;
}

/**
 * Digit runs that stand after a part cue, in answer order (module comment).
 *
 * @example
 * cuedRuns("first half is 4111 1111. The rest: 1111 1111").map((r) => r.text) // → ["4111 1111", "1111 1111"]
 */
export function cuedRuns(original: string): Run[] {
  const lower = original.toLowerCase();
  // Lower-casing may change the length (`İ`): read cues on the answer itself then.
  const text = lower.length === original.length ? lower : original;
  const out: Run[] = [];
  let after = 0;
  for (const m of text.matchAll(PART_CUE)) {
    const from = m.index + m[0].length;
    if (from < after) continue;
    const gap = CUE_GAP.exec(text.slice(from, from + GAP_READ));
    if (gap === null) continue;
    const start = from + gap[0].length;
    const run = DIGIT_RUN.exec(original.slice(start, start + 40));
    if (run === null) continue;
    out.push({ start, text: run[0] });
    after = start + run[0].length;
  }
  return out;
}

/**
 * The named-parts view (module comment), or null when no two cued runs stand close enough.
 *
 * @example
 * partsView("The first half is 4111 8927. Noted. And the rest is 4530 6181.")?.text === "4111 8927 4530 6181\n\n"
 */
export function partsView(original: string): DecodedView | null {
  if (!/[0-9]/.test(original)) return null;
  const runs = cuedRuns(original);
  if (runs.length < 2) return null;
  const segments: ViewSegment[] = [];
  const parts: string[] = [];
  let length = 0;
  let cluster: Run[] = [];
  const flush = () => {
    if (cluster.length >= 2) {
      cluster.forEach((r, k) => {
        if (k > 0) {
          parts.push(" ");
          length += 1;
        }
        segments.push({ view: length, original: r.start, length: r.text.length });
        parts.push(r.text);
        length += r.text.length;
      });
      parts.push("\n\n");
      length += 2;
    }
    cluster = [];
  };
  for (const r of runs) {
    const prev = cluster[cluster.length - 1];
    if (prev !== undefined && r.start - (prev.start + prev.text.length) > MAX_APART) flush();
    cluster.push(r);
  }
  flush();
  if (segments.length === 0) return null;
  const spans = (start: number, end: number) => segmentSpans(segments, start, end);
  return {
    how: "parts named as one value joined",
    text: parts.join(""),
    toOriginal: (start, end) => segmentHull(segments, start, end),
    toOriginalSpans: spans,
    changed: (start, end) => spans(start, end).length >= 2,
    reads: (d: CompiledDetector) => PART_READERS.has(d.id),
  };
}

/** Patterns run on answer text (checked for linear time by a test). */
export const NAMED_PART_PATTERNS: readonly RegExp[] = [PART_CUE, CUE_GAP, DIGIT_RUN];
