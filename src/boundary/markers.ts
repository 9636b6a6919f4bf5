/**
 * The markers the evidence boundary writes, and the pre-escape that keeps them honest.
 *
 * Seed `000_…` (ADR 0008, issue #830): every literal marker token found in document text is
 * rewritten to `[INPUT_MARKER]` BEFORE any wrapping, so every marker in the output was
 * written by the defense and never by the attacker ("marker forgery").
 */

/** Opens a wrapped instruction-like span (seed 000). */
export const INSTRUCTION_LIKE_OPEN = "[INSTRUCTION_LIKE]";
/** Closes a wrapped instruction-like span (seed 000). */
export const INSTRUCTION_LIKE_CLOSE = "[/INSTRUCTION_LIKE]";
/** Replaces a chat-template token (seed 000). */
export const REDACTED_CHAT_TOKEN = "[REDACTED_CHAT_TOKEN]";
/** Replaces a literal marker that occurred in the input (seed 000, issue #830). */
export const INPUT_MARKER = "[INPUT_MARKER]";
/** The bracketed token of the chunk separator, without its surrounding newlines. */
export const EVIDENCE_BOUNDARY_TOKEN = "[---EVIDENCE_BOUNDARY---]";
/**
 * Joins evidence chunks (seed 000: `EVIDENCE_BOUNDARY = "\n[---EVIDENCE_BOUNDARY---]\n"`).
 * Join chunks that each went through `scanEvidence` / `neutralizeInstructionPatterns`.
 *
 * @example
 * chunks.map(neutralizeInstructionPatterns).join(EVIDENCE_BOUNDARY)
 */
export const EVIDENCE_BOUNDARY = `\n${EVIDENCE_BOUNDARY_TOKEN}\n`;

/** Every marker token Rampart writes into evidence text. */
export const MARKERS = [
  INSTRUCTION_LIKE_OPEN,
  INSTRUCTION_LIKE_CLOSE,
  REDACTED_CHAT_TOKEN,
  INPUT_MARKER,
  EVIDENCE_BOUNDARY_TOKEN,
] as const;

/** A marker token Rampart writes. */
export type Marker = (typeof MARKERS)[number];

/**
 * Lookalikes of the marker letters a reader takes for them (`INSTRUCTlON`, `1NPUT`, `T0KEN`):
 * the I/l/1/| and leetspeak classes the override rules use.
 */
const MARKER_LEET: Readonly<Record<string, string>> = { a: "[a4@]", e: "[e3]", i: "[i1l|!]", l: "[l1i|]", o: "[o0]", s: "[s5$]", t: "[t7]" };
/** A line break inside a marker word, with an optional hyphen (`INSTRUC-⏎TION`, `INSTRUC⏎TION`). */
const MARKER_BREAK = "(?:[\\-\\u2010\\u2011]?[ \\t]{0,2}\\r?\\n[ \\t]{0,2})";
/**
 * One marker word: its letters (each one its lookalike class), whole or split once by `brk`.
 * One split per word keeps the alternation small and the fast-pass atoms selective.
 */
function markerWord(word: string, brk: string): string {
  const letters = (w: string) => [...w].map((c) => MARKER_LEET[c] ?? c).join("");
  const forms = [letters(word)];
  for (let k = 1; k < word.length; k++) forms.push(`${letters(word.slice(0, k))}${brk}${letters(word.slice(k))}`);
  return `(?:${forms.join("|")})`;
}
/** The four marker names, their words joined by `sep`. */
function markerNames(sep: string, brk: string): string {
  const w = (word: string) => markerWord(word, brk);
  return `(?:${w("instruction")}${sep}${w("like")}|${w("redacted")}${sep}${w("chat")}${sep}${w("token")}|${w("input")}${sep}${w("marker")}|${w("evidence")}${sep}${w("boundary")})`;
}
/**
 * The marker words as the shadow spells them: between the words spaces, a line break, `_`,
 * `-`, `.`, a joiner (`‿`, `⁀`, `⁔`, `·`) or a low line look-alike (`ˍ`, `⎽`, `⸏`, `ꞈ`); inside a word one line break (with or without a
 * hyphen); each letter or its lookalike.
 */
const MARKER_NAME = markerNames("[ \\t\\r\\n.\\-_~=+\\u00b7\\u02cd\\u2022\\u2010-\\u2015\\u203f\\u2040\\u2054\\u23bd\\u2e0f\\ua788]{0,4}", MARKER_BREAK);
/** Rule characters of a fence: ASCII dashes and stars, dashes, box-drawing lines, wave dashes. */
const FENCE = "\\-=~*#_\\u2010-\\u2015\\u2212\\u2500-\\u257f\\u2e3a\\u2e3b\\u301c\\u30fc\\uff5e";
/** Dashes, rules and padding around a marker word (`---`, `===`, `—`, spaces). */
const MARKER_PAD = `[ \\t${FENCE}]{0,12}`;
/**
 * Opening brackets a reader takes for `[` (after NFKC: `［` is `[`, `｢` is `「`): every
 * opening punctuation (Ps) but the low quotation marks, and the corner pieces `⎡ ⎣ ⌜ ⌞` and
 * the editorial brackets `⸂ ⸄ ⸉ ⸌ ⸜ ⸠` (hostile review 4: `⎡INSTRUCTION_LIKE⎤`, `⹕…⹖`, `⧼…⧽`).
 */
const MARKER_OPEN =
  "[\\u0f3a\\u0f3c\\u169b\\u231c\\u231e\\u23a1\\u23a3\\u27c5\\u29d8\\u29da\\u29fc\\u2e02\\u2e04\\u2e09\\u2e0c\\u2e1c\\u2e20\\u2e26\\u2e28\\u2e55\\u2e57\\u2e59\\u2e5b\\ufd3f\\[<({\\u00ab\\u2039\\u2045\\u2308\\u230a\\u2329\\u2768\\u276a\\u276c\\u276e\\u2770\\u2772\\u2774\\u27e6\\u27e8\\u27ea\\u27ec\\u27ee\\u2983\\u2985\\u2987\\u2989\\u298b\\u298d\\u298f\\u2991\\u2993\\u2995\\u2997\\u2e22\\u2e24\\u3008\\u300a\\u300c\\u300e\\u3010\\u3014\\u3016\\u3018\\u301a]";
/** Closing brackets, the partners of `MARKER_OPEN`. */
const MARKER_CLOSE =
  "[\\u0f3b\\u0f3d\\u169c\\u231d\\u231f\\u23a4\\u23a6\\u27c6\\u29d9\\u29db\\u29fd\\u2e03\\u2e05\\u2e0a\\u2e0d\\u2e1d\\u2e21\\u2e27\\u2e29\\u2e56\\u2e58\\u2e5a\\u2e5c\\ufd3e\\]>)}\\u00bb\\u203a\\u2046\\u2309\\u230b\\u232a\\u2769\\u276b\\u276d\\u276f\\u2771\\u2773\\u2775\\u27e7\\u27e9\\u27eb\\u27ed\\u27ef\\u2984\\u2986\\u2988\\u298a\\u298c\\u298e\\u2990\\u2992\\u2994\\u2996\\u2998\\u2e23\\u2e25\\u3009\\u300b\\u300d\\u300f\\u3011\\u3015\\u3017\\u3019\\u301b]";

/**
 * Finds literal markers and near-forgeries of them in the shadow text — anything a reader or
 * a model would take for one of our markers: the exact tokens; other spacing, case, dashes
 * or separators (`[INSTRUCTION_LIKE ]`, `[ /INSTRUCTION_LIKE]`, `[instruction-like]`,
 * `[INSTRUCTION LIKE]`, `[INPUT-MARKER]`, `[REDACTED CHAT TOKEN]`); fullwidth or other
 * brackets (`［INSTRUCTION_LIKE］`, `<INSTRUCTION_LIKE>`, `【…】`, folded by NFKC or listed);
 * invisible characters inside (removed by the shadow); and near-copies of the boundary line
 * (`---EVIDENCE_BOUNDARY---`, `[===EVIDENCE BOUNDARY===]`). A marker word needs an opening
 * bracket, a closing bracket or a dash rule beside it, so prose such as "instruction-like
 * text" stays clean. Fixed words between bounded classes: linear time.
 */
export const LITERAL_MARKER_PATTERN = new RegExp(
  `(${MARKER_OPEN}${MARKER_PAD}(?:[/\\\\]${MARKER_PAD})?|(?:[${FENCE}]{2,12}|/)[ \\t]{0,8})?${MARKER_NAME}(${MARKER_PAD})(${MARKER_CLOSE})?`,
  "g",
);
/** A dash rule after a marker name (`EVIDENCE_BOUNDARY ---`). */
const FENCE_AFTER = new RegExp(`[${FENCE}]{2}`);

/**
 * Whether a match of `LITERAL_MARKER_PATTERN` is a marker: a bracket or a rule before the
 * name, a closing bracket after it, or a dash rule after it. One name in the pattern (not
 * one per shape) keeps it small; a bare name (`instruction like`) is prose and is skipped.
 */
export function isMarkerMatch(m: RegExpExecArray | RegExpMatchArray): boolean {
  return m[1] !== undefined || m[3] !== undefined || FENCE_AFTER.test(m[2] ?? "");
}

/**
 * Fast-pass trigger (`quick.ts`): a regex source that occurs, case-insensitively, in every
 * plain text (or its decoration-folded form) in which `LITERAL_MARKER_PATTERN` can match.
 */
export const MARKER_TRIGGER = markerNames("[^a-z0-9]{0,8}", "[^a-z0-9]{1,8}");
