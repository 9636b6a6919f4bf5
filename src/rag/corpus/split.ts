/**
 * Section bodies → paragraph-sized pieces, and heading text → URL-style slugs for chunk ids.
 * Pure, deterministic and linear in the input length.
 */

/** Default upper bound of a chunk's text, in UTF-16 code units. */
export const DEFAULT_MAX_CHUNK_CHARS = 1200;

const sentenceSegmenter = new Intl.Segmenter("ko", { granularity: "sentence" });

/**
 * Splits a section body into pieces of at most `maxChars` code units: blank-line paragraphs are
 * packed greedily; a paragraph longer than the limit is split at sentence boundaries
 * (`Intl.Segmenter`, ICU); a sentence longer than the limit is cut hard. Whitespace-only input
 * gives no pieces. Text is kept verbatim apart from trimming each piece.
 *
 * @example
 * splitIntoPieces("a\n\nb", 1200); // ["a\n\nb"]
 */
export function splitIntoPieces(body: string, maxChars = DEFAULT_MAX_CHUNK_CHARS): string[] {
  if (!(Number.isInteger(maxChars) && maxChars > 0)) throw new RangeError(`maxChars must be a positive integer, got ${maxChars}`);
  const paragraphs = body
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  const units: string[] = [];
  for (const p of paragraphs) {
    if (p.length <= maxChars) units.push(p);
    else units.push(...splitLongParagraph(p, maxChars));
  }
  // Greedy packing: consecutive paragraphs share a piece while they fit.
  const pieces: string[] = [];
  let current = "";
  for (const u of units) {
    if (current === "") current = u;
    else if (current.length + 2 + u.length <= maxChars) current += "\n\n" + u;
    else {
      pieces.push(current);
      current = u;
    }
  }
  if (current !== "") pieces.push(current);
  return pieces;
}

function splitLongParagraph(p: string, maxChars: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const { segment } of sentenceSegmenter.segment(p)) {
    for (const part of hardCut(segment, maxChars)) {
      if (current.length + part.length <= maxChars) current += part;
      else {
        if (current.trim()) out.push(current.trim());
        current = part;
      }
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

function hardCut(s: string, maxChars: number): string[] {
  if (s.length <= maxChars) return [s];
  const out: string[] = [];
  let i = 0;
  while (i < s.length) {
    let end = Math.min(i + maxChars, s.length);
    // Never cut a surrogate pair in half.
    if (end < s.length && isHighSurrogate(s.charCodeAt(end - 1))) end -= 1;
    out.push(s.slice(i, end));
    i = end;
  }
  return out;
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/**
 * A heading as an id slug: NFKC, lower case, every run of characters that are not letters,
 * marks or digits (any script) collapsed to one `-`, trimmed of `-`. Empty input → `top`.
 *
 * @example
 * slugify("제1조 (목적)"); // "제1조-목적"
 * slugify("Work Experience"); // "work-experience"
 */
export function slugify(heading: string | undefined): string {
  let slug = (heading ?? "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-");
  // Runs are single dashes now; trim one at each end without a backtracking `-+$`.
  if (slug.startsWith("-")) slug = slug.slice(1);
  if (slug.endsWith("-")) slug = slug.slice(0, -1);
  return slug === "" ? "top" : slug;
}
