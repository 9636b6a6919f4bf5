/**
 * Chat formats quoted in code and test fixtures (issue 20, hard negatives of a blind round): a
 * parser's comment naming the tokens it strips (`// removes <|im_start|>system and [INST]`), a
 * test's string literal holding a forged turn (`'<|im_start|>user hi<|im_end|>'`), a JSON
 * fixture of chat messages (`[{"role": "system", …}, {"role": "user", …}]`). The format is the
 * subject of the program, not a turn handed to the model; whatever order a quoted turn holds
 * is still read by the override and extraction rows and the detectors.
 *
 * | carrier | the span must lie |
 * | --- | --- |
 * | program source: a code region (a fence, `<pre>`, `<code>`) or a line among code lines (`inCodeSource`) | in a comment (a marker before it on its line: `//`, `/*`, `*`, `#`, `--`) or inside a string literal on its line (an odd count of one quote kind before it) |
 * | a JSON data document (the whole text is one JSON array or object), for `role-tag.json` only | in an array of at least two chat-message objects, one of them a `user` turn (a conversation fixture); a chat token in a JSON string stays marked (a tool's output is JSON too) |
 *
 * A chat token in prose, in a planted line between code lines, or in a lone `system` message
 * inside a tool's JSON output stays marked. Linear: bounded windows around the match, one pass
 * over the JSON document's brackets (cached per text).
 */
import { inCodeSample, inCodeSource } from "./exemptions.js";
import { CODE_LINE, COMMENT_BEFORE, nearCodeLine } from "./code-lines.js";

/** A message's role key and a value, in JSON. */
const ROLE_KEY = /"role"\s{0,8}:\s{0,8}"(\w{1,20})"/g;

/** The line `[start, end)` holding `at` (at most 400 units either side). */
function lineAround(original: string, at: number): { start: number; end: number } {
  // Searched in bounded slices: a text without line breaks must not be walked per match.
  const from = Math.max(0, at - 400);
  const nl = original.slice(from, at).lastIndexOf("\n");
  const start = nl >= 0 ? from + nl + 1 : from;
  const next = original.slice(at, at + 400).indexOf("\n");
  return { start, end: next < 0 ? Math.min(original.length, at + 400) : at + next };
}

/** Whether `prefix` (a line up to the match) leaves a string literal open: an odd count of unescaped `"`, `'` or `` ` ``. */
function insideLiteral(prefix: string): boolean {
  let open: string | null = null;
  for (let i = 0; i < prefix.length; i++) {
    const c = prefix.charAt(i);
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === '"' || c === "'" || c === "`") {
      // An apostrophe between letters (`don't`) opens nothing.
      if (c === "'" && open === null && /\p{L}/u.test(prefix.charAt(i - 1)) && /\p{L}/u.test(prefix.charAt(i + 1))) continue;
      if (open === null) open = c;
      else if (open === c) open = null;
    }
  }
  return open !== null;
}

/** The JSON-document reading of the last text asked about. */
let jsonOf: { text: string; isDoc: boolean } | null = null;

/** Whether `original` is one JSON array or object (first and last non-blank characters are its brackets). */
function jsonDocument(original: string): boolean {
  if (jsonOf !== null && jsonOf.text === original) return jsonOf.isDoc;
  const t = original.trim();
  const isDoc = (t.startsWith("[") && t.endsWith("]")) || (t.startsWith("{") && t.endsWith("}"));
  jsonOf = { text: original, isDoc };
  return isDoc;
}

/**
 * For chat-token and role rows (`Rule.unless`): the match lies in a comment or a string literal
 * of program source (see the module comment); a JSON document's strings are not program source.
 */
export function inCodeCarrier(original: string, start: number, end: number): boolean {
  const line = lineAround(original, start);
  // A line cut by the 400-unit window is no line of code (and a long line is not walked per match).
  if (end > line.end || (line.start > 0 && original.charAt(line.start - 1) !== "\n") || (line.end < original.length && original.charAt(line.end) !== "\n")) return false;
  const prefix = original.slice(line.start, start);
  const quoted = COMMENT_BEFORE.test(prefix) || insideLiteral(prefix);
  if (!quoted) return false;
  if (inCodeSample(original, start, end) || inCodeSource(original, start, end)) return true;
  // A JSON document is a tool's output as often as a fixture: a string in it is no carrier.
  if (jsonDocument(original)) return false;
  // A comment or a literal beside one code line that is no comment (a short snippet: a
  // function under its doc comment, an array of fixture strings).
  const own = original.slice(line.start, Math.min(line.end, line.start + 300));
  if (!COMMENT_BEFORE.test(prefix) && CODE_LINE.test(own)) return true;
  return nearCodeLine(original, line);
}

/**
 * For `role-tag.json`: the match is a message of a conversation fixture — the text is one JSON
 * document and the array holding the match (read 2,000 units either side) has at least two
 * `role` keys, one of them `user`.
 */
export function inJsonFixture(original: string, start: number, _end: number): boolean {
  if (!jsonDocument(original)) return false;
  const from = Math.max(0, start - 2_000);
  const back = original.slice(from, start).lastIndexOf("[");
  if (back < 0) return false;
  const open = from + back;
  const ahead = original.slice(start, start + 2_000);
  const close = ahead.indexOf("]");
  const window = original.slice(open, start + (close < 0 ? ahead.length : close));
  let roles = 0;
  let user = false;
  ROLE_KEY.lastIndex = 0;
  for (let m = ROLE_KEY.exec(window); m !== null; m = ROLE_KEY.exec(window)) {
    roles++;
    if ((m[1] as string).toLowerCase() === "user") user = true;
  }
  return roles >= 2 && user;
}

/** Every regex this module runs on attacker text (for the linear-time proofs). */
export const CODE_CARRIER_PATTERNS: readonly RegExp[] = [ROLE_KEY];
