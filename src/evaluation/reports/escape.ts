/**
 * Escaping for reports. Answers, questions and judge reasons are attacker-influenced: every
 * piece of text that reaches HTML or XML goes through one of these, and characters XML 1.0
 * forbids (controls, lone surrogates, U+FFFE/U+FFFF — W3C XML 1.0 §2.2 "Char") become U+FFFD
 * so a hostile answer cannot make a CI system reject the JUnit file. Bidi embedding,
 * override and isolate controls (U+202A–U+202E, U+2066–U+2069; Trojan Source,
 * CVE-2021-42574) are shown as a visible `⟦U+202E⟧` instead of silently reordering the text
 * around them. In XML, tab, newline and CR are written as character references so attribute
 * values keep them (XML 1.0 §3.3.3 normalises literal ones to spaces).
 */

/** Characters outside XML 1.0's `Char` production; with the `u` flag a lone surrogate is one code point. Linear: a single character class. */
const INVALID_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Replaces characters XML 1.0 (and HTML) cannot carry with U+FFFD. */
export function replaceInvalidChars(text: string): string {
  return text.replace(INVALID_XML_CHARS, "\uFFFD");
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** DEL and the C1 controls: valid XML 1.0 characters, but "discouraged" (§2.2) and never meaningful in a report. */
const DISCOURAGED_CONTROLS = /[\u007f-\u009f]/g;

/** Bidi embedding, override and isolate controls. One character class: linear. */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

function showBidi(c: string): string {
  return `⟦U+${c.charCodeAt(0).toString(16).toUpperCase()}⟧`;
}

/**
 * Escapes text for HTML element content and double- or single-quoted attribute values.
 *
 * @example escapeHtml('<img onerror="x">') // "&lt;img onerror=&quot;x&quot;&gt;"
 */
export function escapeHtml(text: string): string {
  return replaceInvalidChars(text)
    .replace(DISCOURAGED_CONTROLS, "\uFFFD")
    .replace(/[&<>"']/g, (c) => ENTITIES[c] as string)
    .replace(BIDI_CONTROLS, showBidi);
}

const XML_WHITESPACE: Record<string, string> = { "\t": "&#9;", "\n": "&#10;", "\r": "&#13;" };

/**
 * Escapes text for XML content and attribute values: as `escapeHtml`, plus tab, LF and CR as
 * character references (kept inside attributes, where a literal one would become a space).
 *
 * @example escapeXml("a\r\nb\u001b") // "a&#13;&#10;b\uFFFD"
 */
export function escapeXml(text: string): string {
  return escapeHtml(text).replace(/[\t\n\r]/g, (c) => XML_WHITESPACE[c] as string);
}
