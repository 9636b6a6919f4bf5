/**
 * Identifiers that are not personal data even when their digits validate as one: a DOI
 * (`10.1016/j.jbi.2019.103356`, `https://doi.org/10.5281/zenodo.4539148803436467`), an arXiv id
 * and a PubMed id. A card or phone number found wholly inside one is the identifier's digits
 * (a Zenodo record number can pass Luhn), so `detectAll` drops number findings inside these
 * spans. DOI syntax: ANSI/NISO Z39.84 and the DOI Handbook §2.2 ("10." + registrant code +
 * "/" + suffix); arXiv identifier scheme (arxiv.org/help/arxiv_identifier); PMID (NLM).
 *
 * The suffix ends at whitespace, a quote, a bracket or `<`, at most 200 characters. Bounded
 * repeats over classes the delimiters do not share: linear.
 */
const IDENTIFIER = /(?<![A-Za-z0-9])10\.[0-9]{4,9}\/[^\s"'<>()[\]{}]{1,200}|arxiv:[ \t]?[0-9]{4}\.[0-9]{4,5}(?:v[0-9]{1,3})?|pmid:?[ \t]?[0-9]{1,9}/gi;
const HAS_IDENTIFIER = /10\.[0-9]{4}|arxiv|pmid/i;

/** `[start, end)` spans of identifiers in `text` (module comment). Linear. */
export function identifierSpans(text: string): [number, number][] {
  if (!HAS_IDENTIFIER.test(text)) return [];
  return [...text.matchAll(IDENTIFIER)].map((m) => [m.index, m.index + m[0].length]);
}

/** Whether `[start, end)` lies wholly inside one of `spans` (sorted, disjoint): binary search, O(log n). */
export function insideSpan(spans: readonly (readonly [number, number])[], start: number, end: number): boolean {
  let lo = 0;
  let hi = spans.length - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((spans[mid] as readonly [number, number])[0] <= start) {
      at = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return at >= 0 && end <= (spans[at] as readonly [number, number])[1];
}

/** Categories whose findings are numbers an identifier can contain. */
export const NUMBER_CATEGORIES: ReadonlySet<string> = new Set(["pii.phone", "pii.credit-card", "pii.iban", "pii.kr-rrn", "pii.kr-frn", "pii.kr-brn", "pii.kr-passport", "pii.kr-driver-licence"]);

/** Patterns run on answer text (checked for linear time by a test). */
export const IDENTIFIER_PATTERNS: readonly RegExp[] = [IDENTIFIER, HAS_IDENTIFIER];
