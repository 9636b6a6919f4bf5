/**
 * Readings of an egress text before it is searched for session data (issue 18, blind round 12):
 * a model that puts a contact's address base64-encoded into `params`, a phone number in Chinese
 * numerals into a search query, or a name and an SSN into the labels of a host it links
 * (`https://jane-doe-ssn-123456789.collector.example/`) carries private data that no literal or
 * canonical search finds. The text is decoded first; `private-query.ts` searches every reading.
 *
 * Readings (each added, none replacing the text):
 * - **base64** (and base64url) runs of 8+ characters that decode to valid UTF-8 text with no
 *   control characters (`amFuZS5kb2VAaHItaW50ZXJuYWwuZXhhbXBsZQ==` → the address);
 * - **CJK numerals** written digit by digit, runs of 4+ (`一三八〇〇一三八〇〇〇`, financial
 *   `壹贰叁肆伍陆柒捌玖`, `两`/`兩` for 2) → ASCII digits (other scripts' digits, `١٢٣`, `１２３`, are
 *   read by the key extractor already);
 * - **host labels**: the host of each URL (`scheme://host`, `site:host`) with `.` `-` `_` as
 *   spaces, so a name or a number put into labels reads as words (`jane doe ssn 123456789 …`).
 *
 * Bounded: at most `MAX_READINGS` base64 runs per text, each at most `MAX_B64` characters.
 * Linear: one class-run regex (`B64_RUN`), one pass for numerals, one split for hosts.
 */

import { collapsedView, decodedView, reversedView } from "../gate/decoded-views.js";

/** A base64 or base64url run with its padding. */
const B64_RUN = /[A-Za-z0-9+/_-]{8,}={0,2}/g;
/** Characters that end a host. */
const HOST_END = "/?#:@'\"<>)";
/** White space between tokens (a split: no backtracking over a long token). */
const SPACES = /\s+/;

/** The host of a token after a scheme or a search operator (`https://host/…`, `site:host`), or `null`. */
function hostOf(token: string): string | null {
  const lower = token.toLowerCase();
  const at = lower.indexOf("://");
  let rest: string;
  if (at > 0) rest = token.slice(at + 3);
  else if (lower.startsWith("site:")) rest = token.slice(5);
  else if (lower.startsWith("inurl:")) rest = token.slice(6);
  else return null;
  let end = 0;
  while (end < rest.length && end < 253 && !HOST_END.includes(rest.charAt(end))) end += 1;
  return end === 0 ? null : rest.slice(0, end);
}
/** Most base64 runs decoded per text, and the longest one read. */
const MAX_READINGS = 16;
const MAX_B64 = 4096;

/** CJK numerals read digit by digit. */
const CJK_DIGITS: ReadonlyMap<string, string> = new Map([
  ["〇", "0"], ["零", "0"], ["洞", "0"], ["一", "1"], ["二", "2"], ["两", "2"], ["兩", "2"], ["三", "3"], ["四", "4"], ["五", "5"], ["六", "6"], ["七", "7"], ["八", "8"], ["九", "9"],
  ["壹", "1"], ["贰", "2"], ["貳", "2"], ["叁", "3"], ["參", "3"], ["肆", "4"], ["伍", "5"], ["陆", "6"], ["陸", "6"], ["柒", "7"], ["捌", "8"], ["玖", "9"], ["幺", "1"],
]);
/** Shortest run of CJK numerals read as digits (shorter ones are words: `第三季度`, `一个`). */
const MIN_CJK_RUN = 4;

const DECODER = new TextDecoder("utf-8", { fatal: true });

/** The text a base64 run decodes to, or `null` when it is not base64 of printable UTF-8 text. */
function base64Text(run: string): string | null {
  let cut = run.length;
  while (cut > 0 && run.charAt(cut - 1) === "=") cut -= 1;
  const body = run.slice(0, cut);
  if (body.length % 4 === 1 || body.length > MAX_B64) return null;
  // plain words and numbers are no base64 worth reading: a run needs a digit, or both cases
  if (!/[0-9+/_-]/.test(body) && !(/[a-z]/.test(body) && /[A-Z]/.test(body))) return null;
  const std = body.replace(/-/g, "+").replace(/_/g, "/");
  const bytes = Buffer.from(std, "base64");
  if (bytes.length < 4) return null;
  let text: string;
  try {
    text = DECODER.decode(bytes);
  } catch {
    return null;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127 || c === 0xfffd) return null;
  }
  return /[\p{L}\p{N}]/u.test(text) ? text : null;
}

/** `text` with digit-by-digit CJK numeral runs (`MIN_CJK_RUN`+) as ASCII digits, or `null` when it has none. */
function cjkDigits(text: string): string | null {
  let out = "";
  let run = "";
  let changed = false;
  const flush = (): void => {
    if (run.length >= MIN_CJK_RUN) {
      for (const ch of run) out += CJK_DIGITS.get(ch) as string;
      changed = true;
    } else out += run;
    run = "";
  };
  for (const ch of text) {
    if (CJK_DIGITS.has(ch)) run += ch;
    else {
      flush();
      out += ch;
    }
  }
  flush();
  return changed ? out : null;
}

/** A host's labels as words (`jane-doe-123.collector.example` → `jane doe 123 collector example`). */
export function hostWords(host: string): string {
  return host.replace(/[.\-_]/g, " ");
}

/**
 * The decoded readings of an egress text (module comment), without the text itself; empty when
 * it holds nothing to decode.
 *
 * @example
 * decodedReadings("北京 一三八〇〇一三八〇〇〇") // ["北京 13800138000"]
 */
export function decodedReadings(text: string): string[] {
  const out: string[] = [];
  const digits = cjkDigits(text);
  if (digits !== null) out.push(digits);
  let n = 0;
  for (const m of text.matchAll(B64_RUN)) {
    if (++n > MAX_READINGS) break;
    const decoded = base64Text(m[0]);
    if (decoded !== null) out.push(decoded);
  }
  const hosts: string[] = [];
  if (text.includes(":")) {
    for (const token of text.split(SPACES)) {
      const host = hostOf(token);
      if (host !== null && (/[-_]/.test(host) || /\p{Nd}/u.test(host))) hosts.push(hostWords(host));
    }
  }
  if (hosts.length > 0) out.push(hosts.join("\n"));
  return out;
}

/** Longest text read in the transformed views (longer egress texts ask unread at their callers). */
const MAX_TRANSFORMED = 4096;
/** A token spelled with one separator between single letters or digits, or pairs (`B.L.U.E`, `b-l-u-e`, `R-42`): the separators are in no other class, linear. */
const SPELLED_TOKEN = /^(?:[\p{L}\p{N}]{1,2}[.\-_·*]){2,}[\p{L}\p{N}]{1,2}$/u;
/** Leetspeak characters and the letter each stands for when it touches a letter (the gate's code-name reading, `terms.ts`); `1`, `|`, `!` are read as `i` and as `l`. */
const LEET: Readonly<Record<string, string>> = { "0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g", "6": "g", "@": "a", $: "s", "€": "e", "+": "t" };
const LEET_I = "1|!";
const LETTER = /\p{L}/u;

/** A token read as letters where a leet character touches a letter (`blu3-h4rb0r-42` → `blue-harbor-42`; `42` stays), with `1`/`|`/`!` as `as`; `null` when nothing changes. */
function leetToken(t: string, as: string): string | null {
  if (!LETTER.test(t)) return null;
  let out = "";
  let changed = false;
  for (let i = 0; i < t.length; i++) {
    const c = t.charAt(i);
    const stands = LEET[c] ?? (LEET_I.includes(c) ? as : undefined);
    const touches = (i > 0 && LETTER.test(t.charAt(i - 1))) || (i + 1 < t.length && LETTER.test(t.charAt(i + 1)));
    if (stands !== undefined && touches) {
      out += stands;
      changed = true;
    } else out += c;
  }
  return changed ? out : null;
}

/**
 * The transformed views of an egress text that the output gate reads too (issue 18, private data
 * in other dress): the gate's decoded view (base64, hex, percent-escapes: `decoded-views.ts`), the
 * text read backwards (`24-ROBRAH-EULB`), letter spacing collapsed (the gate's `collapsedView`,
 * and single characters apart by one separator: `B.L.U.E`), and leetspeak read as letters where a
 * leet character touches a letter (`blu3-h4rb0r-42`, the reading of the gate's code-name detector),
 * once with `1` as `i` and once as `l`. Each view is the whole text with the transformation
 * undone, without the text itself; empty for a text over `MAX_TRANSFORMED` characters (callers
 * bound their texts). Linear: each view is one pass.
 *
 * @example
 * transformedReadings("info 24-ROBRAH-EULB") // ["BLUE-HARBOR-42 ofni"]
 */
export function transformedReadings(text: string): string[] {
  if (text.length > MAX_TRANSFORMED || !/[\p{L}\p{N}]/u.test(text)) return [];
  const out: string[] = [];
  const decoded = decodedView(text);
  if (decoded !== null) out.push(decoded.text);
  out.push(reversedView(text).text);
  const collapsed = collapsedView(text);
  if (collapsed !== null) out.push(collapsed.text);
  const tokens = text.split(SPACES);
  // single characters apart by white space (`B L U E - H A R B O R - 4 2`), and by one separator inside a token
  let spelled = false;
  const joined: string[] = [];
  let run = "";
  let runLen = 0;
  const flush = (): void => {
    if (runLen >= 4) {
      joined.push(run);
      spelled = true;
    } else if (runLen > 0) joined.push(...[...run]);
    run = "";
    runLen = 0;
  };
  for (const t of tokens) {
    if ([...t].length === 1) {
      run += t;
      runLen += 1;
      continue;
    }
    flush();
    if (t.length <= 256 && SPELLED_TOKEN.test(t)) {
      // every separator dropped (`b-l-u-e`), and all but `-` (`B.L.U.E-H.A.R.B.O.R-42` keeps its words apart)
      joined.push(t.replace(/[.\-_·*]/g, ""), t.replace(/[._·*]/g, ""));
      spelled = true;
    } else joined.push(t);
  }
  flush();
  if (spelled) out.push(joined.join(" "));
  for (const as of ["i", "l"]) {
    let changed = false;
    const read = tokens.map((t) => {
      const r = leetToken(t, as);
      if (r === null) return t;
      changed = true;
      return r;
    });
    if (changed) out.push(read.join(" "));
  }
  return out;
}

/** Most characters of transformed parts read per text (`transformedParts`): the decoded runs, reversed and re-read tokens. */
const MAX_PARTS_CHARS = 16384;

/**
 * Only what the transformed views change in a text (for a side effect's free text, whose plain
 * words are the user's business: `text-gate.ts`): the runs the gate's decoded view decoded
 * (base64, hex, percent-escapes), each token of 6+ characters read backwards, letter-spaced and
 * separator-spelled runs written together, and tokens read as leetspeak — each a short text, at
 * most `MAX_PARTS_CHARS` characters in all (the rest is left unread: the caller's literal checks
 * still run). Linear in the text.
 *
 * @example
 * transformedParts("status: 547230756234646f72263378") // [" Tr0ub4dor&3x ", "87233627f646432657032745 :sutats"…]
 */
export function transformedParts(text: string): string[] {
  const out: string[] = [];
  let budget = MAX_PARTS_CHARS;
  const add = (s: string): void => {
    if (budget <= 0 || s.trim() === "") return;
    const cut = s.slice(0, budget);
    budget -= cut.length;
    out.push(cut);
  };
  const head = text.slice(0, MAX_PARTS_CHARS * 4);
  const decoded = decodedView(head);
  if (decoded !== null) {
    // the changed runs of the view (decoded text is set between spaces)
    let from = -1;
    for (let i = 0; i <= decoded.text.length; i++) {
      const on = i < decoded.text.length && decoded.changed(i, i + 1);
      if (on && from < 0) from = i;
      else if (!on && from >= 0) {
        add(decoded.text.slice(from, i));
        from = -1;
      }
    }
  }
  const tokens = head.split(SPACES);
  const backwards: string[] = [];
  const leet: string[] = [];
  let run = "";
  let runLen = 0;
  const spelled: string[] = [];
  const flush = (): void => {
    if (runLen >= 4) spelled.push(run);
    run = "";
    runLen = 0;
  };
  for (const t of tokens) {
    if (t.length >= 6 && t.length <= 256) backwards.push([...t].reverse().join(""));
    for (const as of ["i", "l"]) {
      const r = leetToken(t, as);
      if (r !== null) leet.push(r);
    }
    if ([...t].length === 1) {
      run += t;
      runLen += 1;
      continue;
    }
    flush();
    if (t.length <= 256 && SPELLED_TOKEN.test(t)) spelled.push(t.replace(/[.\-_·*]/g, ""), t.replace(/[._·*]/g, ""));
  }
  flush();
  add(spelled.join(" "));
  add(leet.join(" "));
  add(backwards.join(" "));
  return out;
}
