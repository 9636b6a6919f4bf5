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

/** The marker words as the shadow spells them: `_`/`-` between letters are folded away, spaces may stay. */
const MARKER_NAME =
  "(?:instruction[ \\t.\\-]{0,3}like|redacted[ \\t.\\-]{0,3}chat[ \\t.\\-]{0,3}token|input[ \\t.\\-]{0,3}marker|evidence[ \\t.\\-]{0,3}boundary)";
/** Dashes, rules and padding around a marker word (`---`, `===`, `—`, spaces). */
const MARKER_PAD = "[ \\t\\-=~*#_]{0,12}";
const MARKER_OPEN = "[\\[<({\\u3010\\u3014\\u3016\\u27e6\\u00ab]";
const MARKER_CLOSE = "[\\]>)}\\u3011\\u3015\\u3017\\u27e7\\u00bb]";

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
  [
    `${MARKER_OPEN}${MARKER_PAD}(?:[/\\\\]${MARKER_PAD})?${MARKER_NAME}${MARKER_PAD}${MARKER_CLOSE}?`,
    `(?:[\\-=~*#]{2,12}|/)[ \\t]{0,8}${MARKER_NAME}${MARKER_PAD}${MARKER_CLOSE}?`,
    `${MARKER_NAME}(?:${MARKER_PAD}${MARKER_CLOSE}|[ \\t]{0,8}[\\-=~*#]{2,12})`,
  ].join("|"),
  "g",
);

/**
 * Fast-pass trigger (`quick.ts`): a regex source that occurs, case-insensitively, in every
 * plain text (or its decoration-folded form) in which `LITERAL_MARKER_PATTERN` can match.
 */
export const MARKER_TRIGGER = "instruction[\\s._\\-]{0,3}like|redacted[\\s._\\-]{0,3}chat|input[\\s._\\-]{0,3}marker|evidence[\\s._\\-]{0,3}boundary";
