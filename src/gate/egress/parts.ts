/**
 * The readable text a URL carries (issue 19: "every URL part — userinfo, subdomain labels,
 * path segments, query, fragment — decoded and run through the same gate detectors").
 *
 * A collector reads a URL the way a server does: percent-escapes decoded (RFC 3986 §2.1),
 * `+` as a space in a query (WHATWG URL, `application/x-www-form-urlencoded`), base64 tokens
 * decoded. A leak hidden by any of these encodings is plain text again once decoded, so the
 * gate's own detectors (personal numbers, e-mail addresses, secrets, system-prompt words,
 * code names) can judge it. `urlText` writes every part on its own line, twice where the part
 * joins words with `- _ . ~ +` (once as written, once with those joiners between letters as spaces: a slug
 * `You-are-the-assistant` reads as the sentence it spells). A query pair is written
 * `key: value`, and path segments in order separated by ` / `, so a label segment
 * (`/ssn/…`, `?phone=…`) stands next to its value as a label in prose does.
 */

import { base64Text } from "./data.js";

/**
 * Percent-decodes `s` escape by escape: a malformed escape (`%zz`, a lone `%`) stays as
 * written instead of failing the whole part, and invalid UTF-8 decodes to U+FFFD.
 */
export function percentDecode(s: string): string {
  if (!s.includes("%")) return s;
  return s.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    const bytes = Buffer.from(run.replace(/%/g, ""), "hex");
    return bytes.toString("utf8");
  });
}

/** A query or fragment value as a server reads it: `+` is a space, then percent-decoded. */
export const formDecode = (s: string) => percentDecode(s.replace(/\+/g, " "));

/** Tokens in a decoded part that may be base64 (≥ 12 characters of the base64 alphabets). */
const B64_TOKEN = /[A-Za-z0-9+/_-]{12,}={0,2}/g;

/** A query value of letters only (a piece of a word split over parameters). */
const LETTERS_ONLY = /^\p{L}{1,64}$/u;

/** Joiners between two letters (`You-are-the`, `jane.doe`). */
const LETTER_JOINER = /(?<=\p{L})[-_.~+]+(?=\p{L})/gu;

/** Lines for one decoded part: as written, with joiners as spaces, and any base64 token decoded. */
function partLines(decoded: string): string[] {
  const lines = [decoded];
  // Only joiners between letters: a number keeps the joiners the number detectors read
  // (`35.6580` stays a coordinate, not digit groups).
  const spaced = decoded.replace(LETTER_JOINER, " ");
  if (spaced !== decoded) lines.push(spaced);
  for (const m of decoded.matchAll(B64_TOKEN)) {
    const text = base64Text(m[0]);
    if (text !== null) lines.push(text);
  }
  return lines;
}

/**
 * Every part of `url` decoded, one per line (module comment); the scheme and the registrable
 * domain are left out (they are the address, not data). Host labels beyond the last two (three
 * under a short second level such as `co.kr`) are kept.
 *
 * @example
 * urlText(new URL("https://c.example/u/jane%2Edoe?d=010%2D4821%2D7395"))
 * // → "u / jane.doe\nu / jane doe\nd: 010-4821-7395"
 */
export function urlText(url: URL): string {
  const lines: string[] = [];
  if (url.username || url.password) lines.push(...partLines(`${percentDecode(url.username)}: ${percentDecode(url.password)}`));
  const labels = url.hostname.split(".");
  const keep = labels.length >= 3 && (labels[labels.length - 2] as string).length <= 3 && (labels[labels.length - 1] as string).length === 2 ? 3 : 2;
  const sub = /^[0-9.]+$/.test(url.hostname) || url.hostname.startsWith("[") ? [] : labels.slice(0, Math.max(0, labels.length - keep));
  if (sub.length > 0) lines.push(...partLines(sub.join(" . ")));
  const path = url.pathname
    .split("/")
    .filter(Boolean)
    .map((s) => percentDecode(s));
  if (path.length > 0) lines.push(...partLines(path.join(" / ")));
  const query = url.search.slice(1);
  const words: string[] = [];
  for (const pair of query.split("&")) {
    if (pair.length === 0) continue;
    const eq = pair.indexOf("=");
    lines.push(...partLines(eq < 0 ? formDecode(pair) : `${formDecode(pair.slice(0, eq))}: ${formDecode(pair.slice(eq + 1))}`));
    const value = eq < 0 ? "" : formDecode(pair.slice(eq + 1));
    if (LETTERS_ONLY.test(value)) words.push(value);
  }
  // Letter-only values split over several parameters (`?a=Orc&b=hid`) read joined, in order.
  if (words.length >= 2) lines.push(words.join(""));
  const fragment = url.hash.slice(1);
  if (fragment.length > 0) {
    if (fragment.includes("=")) {
      for (const pair of fragment.split("&")) {
        const eq = pair.indexOf("=");
        lines.push(...partLines(eq < 0 ? formDecode(pair) : `${formDecode(pair.slice(0, eq))}: ${formDecode(pair.slice(eq + 1))}`));
      }
    } else lines.push(...partLines(formDecode(fragment)));
  }
  return lines.join("\n");
}

/** Patterns `urlText` runs on URL parts (checked for linear time by a test). */
export const PART_PATTERNS: readonly RegExp[] = [B64_TOKEN, LETTER_JOINER, LETTERS_ONLY];
