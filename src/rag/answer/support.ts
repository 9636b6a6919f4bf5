/**
 * Does the evidence support an answer, and which sentences make it? The answerer's rule for
 * "never invents" (seed 000: the extractive generator; seed 002: "깊이를 꾸미느니 솔직하게
 * '안 해봤다'고 답하는 편이 낫다").
 *
 * Each content term of the question gets an IDF weight over the corpus,
 * `w(t) = ln((N + 1) / (df(t) + 0.5))` (Robertson–Spärck Jones IDF, floored at 0.1), where
 * `df` counts chunks whose folded text contains the term. A term the corpus never mentions is
 * the strongest signal that the evidence cannot answer: a Latin or digit term keeps its full
 * weight (`arm64e`, `kubernetes`), a Hangul stem is capped at the heaviest known term of the
 * question (an unstripped ending should not outweigh real content).
 *
 * A sentence's coverage is the weighted share of terms it mentions, counting its chunk's
 * title and section as context (`연락처` is a section, not a word in the sentence). The
 * best sentence must reach `minCoverage` and match at least one specific term (one that at
 * most `maxMatchedShare` of the chunks contain); more sentences are added greedily only while each
 * covers, with its own words, a term the answer does not cover yet (a sentence of another
 * chunk must add at least `minGain` of the weight), so an answer stays the smallest set of
 * sentences that covers the question — and a sentence that merely sits next to the answer
 * (a registration number beside a company name) is not dragged along.
 */
import type { QueryTerm } from "./terms.js";
import type { EvidenceSentence, PreparedChunk } from "./evidence.js";

/** Tuning of the support rule. */
export interface SupportOptions {
  /** Weighted share of the question's terms the best sentence must cover (0–1). */
  minCoverage: number;
  /** Most sentences in one answer. */
  maxSentences: number;
  /** Smallest weight share a sentence from a not-yet-cited chunk must newly cover to be added (0–1). */
  minGain: number;
  /**
   * The best sentence must match at least one term found in at most this share of the chunks
   * (0–1, and always at least one chunk): a match on words every document uses (`이력서` in
   * a résumé corpus) is not support.
   */
  maxMatchedShare: number;
}

/** Defaults, tuned on the bundled golden set (README, "Reference RAG chatbot"). */
export const DEFAULT_SUPPORT: Readonly<SupportOptions> = { minCoverage: 0.5, maxSentences: 3, minGain: 0.15, maxMatchedShare: 0.2 };

/** A weighted question term. */
export interface WeightedTerm extends QueryTerm {
  weight: number;
  /** Chunks mentioning the term. 0 = the corpus never does. */
  df: number;
}

/** A sentence chosen for the answer. */
export interface Selected {
  prepared: PreparedChunk;
  sentence: EvidenceSentence;
  /** Coverage of the question's terms by the sentence plus its chunk's context. */
  coverage: number;
}

/** The support decision. */
export type Support =
  | { supported: true; sentences: Selected[]; coverage: number }
  | { supported: false; coverage: number; reason: string };

/**
 * Weights terms by IDF. `df(term)` must return how many of the `n` chunks mention it.
 */
export function weighTerms(terms: readonly QueryTerm[], n: number, df: (t: QueryTerm) => number): WeightedTerm[] {
  const idf = (d: number) => Math.max(0.1, Math.log((n + 1) / (d + 0.5)));
  return terms.map((t) => {
    const d = df(t);
    return { ...t, df: d, weight: idf(d) };
  });
}

/** Share of a Hangul stem's character bigrams present in `text` (1 for a full substring). */
function hangulMatch(stem: string, text: string): number {
  if (text.includes(stem)) return 1;
  let hit = 0;
  const total = stem.length - 1;
  for (let i = 0; i < total; i++) if (text.includes(stem.slice(i, i + 2))) hit++;
  const share = total > 0 ? hit / total : 0;
  // Most of the stem's bigrams: partial credit (a compound split differently). Less: none.
  return share >= 0.5 ? 0.6 * share : 0;
}

/** How much one term is matched (0–1) by folded text and its Latin word set. */
function termMatch(t: WeightedTerm, text: string, words: ReadonlySet<string>): number {
  return t.script === "latin" ? (words.has(t.text) ? 1 : 0) : hangulMatch(t.text, text);
}

function matchVector(terms: readonly WeightedTerm[], s: EvidenceSentence, p: PreparedChunk, withContext: boolean): number[] {
  return terms.map((t) => {
    const own = termMatch(t, s.folded, s.words);
    return withContext ? Math.max(own, termMatch(t, p.context, p.contextWords)) : own;
  });
}

/**
 * Chooses the sentences that answer the question, or says the evidence cannot.
 *
 * @param ranked prepared chunks in retrieval order (best first).
 * @param corpusSize chunks in the corpus (for `maxMatchedShare`; default: no specificity rule).
 */
export function selectSupport(
  terms: readonly WeightedTerm[],
  ranked: readonly PreparedChunk[],
  opts: SupportOptions,
  corpusSize = Infinity,
): Support {
  const total = terms.reduce((a, t) => a + t.weight, 0);
  if (terms.length === 0 || total <= 0) return { supported: false, coverage: 0, reason: "the question has no content terms" };
  const weighted = (m: number[]) => m.reduce((a, v, i) => a + v * (terms[i] as WeightedTerm).weight, 0) / total;

  type Candidate = Selected & { rank: number; withContext: number[]; own: number[]; ownCoverage: number };
  const candidates: Candidate[] = [];
  ranked.forEach((prepared, rank) => {
    for (const sentence of prepared.eligible) {
      const withContext = matchVector(terms, sentence, prepared, true);
      const own = matchVector(terms, sentence, prepared, false);
      candidates.push({ prepared, sentence, rank, withContext, own, coverage: weighted(withContext), ownCoverage: weighted(own) });
    }
  });
  if (candidates.length === 0) return { supported: false, coverage: 0, reason: "no eligible evidence sentence" };

  // Best: coverage, then the sentence's own words, then retrieval rank, then reading order.
  const order = (a: Candidate, b: Candidate) =>
    b.coverage - a.coverage || b.ownCoverage - a.ownCoverage || a.rank - b.rank || a.sentence.position - b.sentence.position;
  const best = [...candidates].sort(order)[0] as Candidate;
  if (best.coverage < opts.minCoverage) {
    return { supported: false, coverage: best.coverage, reason: `best sentence covers ${(best.coverage * 100).toFixed(0)}% of the question` };
  }
  const specificDf = Math.max(1, opts.maxMatchedShare * corpusSize);
  if (!terms.some((t, i) => (best.withContext[i] as number) > 0 && t.df <= specificDf)) {
    return { supported: false, coverage: best.coverage, reason: "the best sentence matches only words most chunks use" };
  }

  const chosen: Candidate[] = [best];
  const covered = [...best.withContext];
  while (chosen.length < opts.maxSentences) {
    let next: Candidate | undefined;
    let nextGain = 0;
    for (const c of candidates) {
      if (chosen.includes(c)) continue;
      // Only the sentence's own words count as new coverage: its context is shared.
      const gain = weighted(c.own.map((v, i) => Math.max(0, v - (covered[i] as number))));
      // A sentence of a chunk already quoted needs only to add something; one from another
      // chunk must add `minGain` (it has to earn the extra citation).
      const needed = chosen.some((x) => x.prepared === c.prepared) ? 1e-6 : opts.minGain;
      if (gain >= needed && gain > nextGain + 1e-12) {
        next = c;
        nextGain = gain;
      }
    }
    if (!next) break;
    chosen.push(next);
    next.own.forEach((v, i) => (covered[i] = Math.max(covered[i] as number, v)));
  }
  return {
    supported: true,
    coverage: weighted(covered),
    sentences: chosen.map(({ prepared, sentence, coverage }) => ({ prepared, sentence, coverage })),
  };
}
