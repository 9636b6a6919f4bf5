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
 * Finds literal marker tokens in the lower-cased shadow text, also with spaces inside the
 * brackets or a different number of dashes (a reader or a model takes those for markers
 * too). Fixed words between bounded, disjoint classes: linear time.
 */
export const LITERAL_MARKER_PATTERN =
  /\[[ \t]{0,8}\/?[ \t]{0,8}(?:instruction_like|redacted_chat_token|input_marker)[ \t]{0,8}\]|\[[ \t]{0,8}-{1,8}[ \t]{0,8}evidence_boundary[ \t]{0,8}-{1,8}[ \t]{0,8}\]/g;
