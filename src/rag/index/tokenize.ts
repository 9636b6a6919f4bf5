/**
 * Tokenisation for mixed Korean / Latin text (issue 2 item 3).
 *
 * Korean attaches particles and endings to words (`임종석이`, `임종석은`), so whole-word tokens
 * rarely match between a question and a passage. Overlapping Hangul character bigrams do
 * (`임종`, `종석`), the standard CJK analyser approach (Lucene's CJKBigramFilter). Latin
 * script and digits keep word tokens. Text is folded with NFKC and lower case first, so
 * fullwidth forms and capitals match their plain spellings.
 *
 * One pass over the text with a single linear regex; no backtracking.
 */

// Maximal runs of letters, marks and digits; split further into Hangul and non-Hangul parts.
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const HANGUL_RUN = /(\p{Script=Hangul}+)|([^\p{Script=Hangul}]+)/gu;

/**
 * Splits text into index terms: lower-cased Latin/digit words, and Hangul bigrams (a lone
 * Hangul syllable stays a unigram).
 *
 * @example
 * tokenize("임종석은 GPT-4를 썼다"); // ["임종", "종석", "석은", "gpt", "4", "를", "썼다"]
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const folded = foldText(text);
  for (const word of folded.match(WORD) ?? []) {
    for (const m of word.matchAll(HANGUL_RUN)) {
      if (m[1] !== undefined) pushBigrams(m[1], out);
      else if (m[2] !== undefined) out.push(m[2]);
    }
  }
  return out;
}

function pushBigrams(run: string, out: string[]): void {
  // Hangul syllables are BMP code points, so code units are characters here.
  if (run.length === 1) {
    out.push(run);
    return;
  }
  for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
}

/**
 * The fold every text of the pipeline is compared in: NFKC, then lower case. Retrieval and
 * the answerer's term matching use the same fold, so what the index matched the answerer
 * can find again.
 */
export function foldText(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}
