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
