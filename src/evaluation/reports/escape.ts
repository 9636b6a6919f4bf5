/**
 * Escaping for reports. Answers, questions and judge reasons are attacker-influenced: every
 * piece of text that reaches HTML or XML goes through one of these, and characters XML 1.0
 * forbids (controls, lone surrogates, U+FFFE/U+FFFF — W3C XML 1.0 §2.2 "Char") become U+FFFD
 * so a hostile answer cannot make a CI system reject the JUnit file.
 */

/** Characters outside XML 1.0's `Char` production; with the `u` flag a lone surrogate is one code point. Linear: a single character class. */
const INVALID_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Replaces characters XML 1.0 (and HTML) cannot carry with U+FFFD. */
export function replaceInvalidChars(text: string): string {
  return text.replace(INVALID_XML_CHARS, "\uFFFD");
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Escapes text for HTML element content and double- or single-quoted attribute values.
 *
 * @example escapeHtml('<img onerror="x">') // "&lt;img onerror=&quot;x&quot;&gt;"
 */
export function escapeHtml(text: string): string {
  return replaceInvalidChars(text).replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

/** Escapes text for XML content and attribute values (same five entities as HTML). */
export const escapeXml = escapeHtml;
