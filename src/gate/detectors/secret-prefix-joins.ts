/**
 * A key's provider prefix written apart from its body (issue 19, blind round 10): `ghp_ 1a2b…`
 * (one space), `ghp_` then "followed by" and the body, `sk_live_ + 4eC3…`, or the prefix's
 * underscore written as a dash (`ghp-1a2b…`). A reader puts prefix and body
 * back together; so does this module, as CANDIDATES for the secret detector's published formats
 * (`secret-reassembly.ts` contract): a candidate counts only when a format matches it from the
 * prefix on, so prose words before a long token (`the 1a2b…`) cost one format scan and nothing
 * more. Joining words are per language (EN followed by / then / plus, DE gefolgt von / dann, FR
 * suivi de / puis, ES/PT seguido de / por, IT seguito da / poi, NL gevolgd door, ZH 后接 / 接着,
 * JA の後に, KO 뒤에). Bounded repeats over classes the gap splits: linear.
 */
import type { Candidate } from "./secret-reassembly.js";

/**
 * A prefix (a letter, then 1–11 letters or digits, up to two `_`/`-` segments, an optional
 * trailing separator; 3 characters at least, checked in code: `AC` or `SK` and a hex run are
 * no key written apart), a gap of spacing or a joining word, and a body of ≥ 16 token characters.
 */
const PREFIX_GAP_BODY =
  /(?<![A-Za-z0-9_-])([A-Za-z][A-Za-z0-9]{1,11}(?:[_-][A-Za-z0-9]{1,8}){0,2}[_-]?)(?:[ \t]{1,3}|[ \t]{0,3}["'`]?[ \t]{0,3}(?:\+|followed by|and then|then|plus|gefolgt von|dann|suivi de|suivi par|puis|seguido de|seguido por|seguito da|poi|gevolgd door|后接|接着|の後に|뒤에)[ \t]{0,3}["'`]?[ \t]{0,3})([A-Za-z0-9_-]{16,256})(?![A-Za-z0-9_-])/gi;
/**
 * A token whose head (3–12 letters or digits) ends in `-`: a dash written for a prefix's
 * underscore (`ghp-…`, `npm-…`), as a dash is typed for an underscore. Not the other way: an
 * identifier with underscores (`glpat_hello_world…`) is a test fixture's negative, not a key.
 */
const SEPARATED_HEAD = /(?<![A-Za-z0-9_-])([A-Za-z][A-Za-z0-9]{2,11})(-)([A-Za-z0-9_-]{16,256})(?![A-Za-z0-9_-])/g;

/** The separator swapped (`_` ↔ `-`). */
const swap = (sep: string): string => (sep === "_" ? "-" : "_");

/**
 * Candidates of a prefix and a body joined (module comment): the prefix as written with the
 * body, and, where the prefix ends without a separator or with one, the variants with `_` and
 * `-`; for a single token, its head's separator swapped.
 *
 * @example
 * prefixJoined("token: ghp_ followed by 1a2b…").map((c) => c.text) // → ["ghp_1a2b…", "ghp-1a2b…"]
 */
export function prefixJoined(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(PREFIX_GAP_BODY)) {
    const prefix = m[1] as string;
    const body = m[2] as string;
    if (prefix.length < 3) continue;
    const start = m.index;
    const end = m.index + m[0].length;
    const last = prefix[prefix.length - 1] as string;
    const heads = /[_-]/.test(last) ? [prefix, prefix.slice(0, -1) + swap(last)] : [prefix, `${prefix}_`, `${prefix}-`];
    for (const head of heads) out.push({ text: head + body, start, end, how: "prefix and body joined" });
  }
  for (const m of text.matchAll(SEPARATED_HEAD)) {
    out.push({ text: `${m[1] as string}${swap(m[2] as string)}${m[3] as string}`, start: m.index, end: m.index + m[0].length, how: "prefix separator read as the other one" });
  }
  return out;
}

/** A prefix ending in its separator, as one whitespace-separated piece (`ghp_`, `sk_live_`, `"glpat-`). */
const PREFIX_PIECE = /^["'`]?[a-z][a-z0-9]{1,11}(?:[_-][a-z0-9]{1,8}){0,2}[_-]$/;
/** A piece of a gap: `+`, quotes, a word of a joining phrase (`followed`, `by`, `gefolgt`, 뒤에). */
const GAP_PIECE = /^(?:[+"'`]{1,3}|\p{L}{1,12})$/u;
/** A body piece still arriving (token characters, a quote before it). */
const BODY_PIECE = /^["'`]?[a-z0-9_-]{1,256}$/;
/** How far back a pending prefix is looked for: prefix, gap and a body still arriving. */
const PENDING_REACH = 320;

/**
 * Streaming hold for a key whose prefix stands apart from a body not yet complete (shadow code
 * units, lower case): from the start of a separator-ended prefix near the end when only gap
 * pieces (`+`, quotes, up to three words) and at most one body piece still arriving follow it;
 * else 0. Reads at most six whitespace-separated pieces from the end: linear.
 *
 * @example
 * pendingPrefix("the key is ghp_ followed by 1a2b") // → 21
 */
export function pendingPrefix(text: string): number {
  const tail = text.slice(-PENDING_REACH);
  const pieces: { start: number; text: string }[] = [];
  let end = tail.length;
  while (pieces.length < 6 && end > 0) {
    let e = end;
    while (e > 0 && /\s/.test(tail[e - 1] as string)) e -= 1;
    let s = e;
    while (s > 0 && !/\s/.test(tail[s - 1] as string)) s -= 1;
    if (s === e) break;
    pieces.push({ start: s, text: tail.slice(s, e) });
    end = s;
  }
  let gap = 0;
  for (let k = 0; k < pieces.length; k++) {
    const p = pieces[k] as { start: number; text: string };
    if (PREFIX_PIECE.test(p.text)) return tail.length - p.start;
    if (GAP_PIECE.test(p.text)) gap += 1;
    else if (!(k === 0 && BODY_PIECE.test(p.text))) return 0;
    if (gap > 4) return 0;
  }
  return 0;
}

/** Patterns run on answer text (checked for linear time by a test). */
export const PREFIX_JOIN_PATTERNS: readonly RegExp[] = [PREFIX_GAP_BODY, SEPARATED_HEAD, PREFIX_PIECE, GAP_PIECE, BODY_PIECE];
