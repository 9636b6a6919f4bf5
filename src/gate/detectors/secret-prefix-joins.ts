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
 * no key written apart), a gap of spacing, one line break (`ghp_⏎1a2b…`: a prefix left at a
 * line's end) or a joining word, and a body of ≥ 16 token characters.
 */
const PREFIX_GAP_BODY =
  /(?<![A-Za-z0-9_-])([A-Za-z][A-Za-z0-9]{1,11}(?:[_-][A-Za-z0-9]{1,8}){0,2}[_-]?)(?:[ \t]{1,3}|[ \t]{0,3}\r?\n[ \t]{0,3}|[ \t]{0,3}["'`]?[ \t]{0,3}(?:\+|followed by|and then|then|plus|gefolgt von|dann|suivi de|suivi par|puis|seguido de|seguido por|seguito da|poi|gevolgd door|后接|接着|の後に|뒤에)[ \t]{0,3}["'`]?[ \t]{0,3})([A-Za-z0-9_-]{16,256})(?![A-Za-z0-9_-])/gi;
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

/**
 * A key's head: a provider prefix (a letter, 1–11 letters or digits, `_` or `-`) and the start
 * of a body, or four capitals and capitals or digits (`AKIA…`, `ASIA…`: AWS writes its key ids
 * without a separator).
 */
const KEY_HEAD = /^(?:[A-Za-z][A-Za-z0-9]{1,11}(?:[_-][A-Za-z0-9]{1,8}){0,2}[_-][A-Za-z0-9_-]{0,128}|[A-Z]{4}[A-Z0-9]{0,28})$/;
/**
 * A head the stream holds while its pieces may still come: a `_`- or `-`-separated prefix and a
 * body start of ≥ 6 characters with a letter and a digit (`ghp_R7tQm2…`), not a hyphenated
 * word (`e-mail`, `well-known`) nor a model or version name (`gpt-4o`, `utf-8`); or the start
 * of an AWS key id (the unique-id prefixes of the AWS IAM user guide, "IAM identifiers").
 */
const HELD_HEAD = /(?<![a-z0-9_-])(?:[a-z][a-z0-9]{1,11}[_-](?=[a-z0-9]{0,64}[0-9])(?=[0-9]{0,64}[a-z])[a-z0-9]{6,64}|(?:akia|asia|abia|acca|agpa|aida|aipa|anpa|anva|apka|aroa|asca)[a-z0-9]{4,15})(?![a-z0-9_-])/g;
/** A piece of a key's body: token characters with a digit or a capital after the first character (not a plain word). */
const KEY_PIECE = /^[A-Za-z0-9_-]{4,256}$/;
const PIECE_MARK = /^(?:[0-9]|.[^0-9A-Z]{0,255}[0-9A-Z])/;
/** Whitespace-free token runs (the words the fragment join walks). */
const TOKEN = /[A-Za-z0-9_-]+/g;
/** How many words after a head the next piece may stand, and how far in code units. */
const PIECE_WORDS = 12;
const PIECE_REACH = 160;
/** Pieces joined after one head at most (a key told in halves or thirds). */
const MAX_PIECES = 3;

/**
 * A key told in pieces across prose (issue 19, blind round 11: "the first half is ghp_ab12…,
 * the second half is …"): a token that starts like a key (`KEY_HEAD`), then within
 * `PIECE_WORDS` words the next tokens that look like pieces of a body (a digit or a capital
 * inside; plain words between are skipped) — the head joined with the first one, two and three
 * pieces, each a candidate spanning head to piece. A candidate counts only when a format
 * matches from the prefix on (`secret.ts`), so a prefix-shaped word (`e-mail`) before a version
 * number costs a scan. Each head looks at a bounded number of following words: linear.
 *
 * @example
 * fragmentsJoined("first half ghp_ab12, second half Cd34…").map((c) => c.text) // → ["ghp_ab12Cd34…", …]
 */
export function fragmentsJoined(text: string): Candidate[] {
  if (!/[_-]|[A-Z]{4}/.test(text)) return [];
  const tokens = [...text.matchAll(TOKEN)];
  const out: Candidate[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const head = tokens[i] as RegExpExecArray;
    if (!KEY_HEAD.test(head[0])) continue;
    let joined = head[0];
    let pieces = 0;
    for (let k = i + 1; k < tokens.length && k - i <= PIECE_WORDS && pieces < MAX_PIECES; k++) {
      const t = tokens[k] as RegExpExecArray;
      if (t.index - (head.index + head[0].length) > PIECE_REACH) break;
      if (!KEY_PIECE.test(t[0]) || !PIECE_MARK.test(t[0])) continue;
      joined += t[0];
      pieces += 1;
      out.push({ text: joined, start: head.index, end: t.index + t[0].length, how: "prefix and body pieces joined across prose" });
    }
  }
  return out;
}

/**
 * A provider prefix ending in its separator (`ghp_`, `sk_live_`, `glpat-`) with a block of
 * letters or digits after 1–3 spaces: the head of a key written in blocks (`prefixBlocks`).
 */
const PREFIX_THEN_BLOCK = /(?<![A-Za-z0-9_-])[A-Za-z][A-Za-z0-9]{1,11}(?:[_-][A-Za-z0-9]{1,8}){0,2}[_-](?=[ \t\u00a0]{1,3}[A-Za-z0-9])/g;
/** Blocks after one prefix at most, and how far they may reach in code units. */
const MAX_BLOCKS = 24;
const BLOCKS_REACH = 320;
const isBlockUnit = (k: number): boolean => (k >= 0x61 && k <= 0x7a) || (k >= 0x41 && k <= 0x5a) || (k >= 0x30 && k <= 0x39);

/**
 * A key written in space-separated blocks after its provider prefix (issue 19, blind round 14:
 * `ghp_ 7Kq2 mX9v Lp4R … (remove the spaces)`): the prefix, then blocks of 1–16 letters or
 * digits apart by 1–3 spaces (the first with a digit or a capital, never two in a row without), joined — one candidate per number of blocks from two on, so the
 * published format (matched from the prefix on, `secret.ts`) decides where the key ends and
 * words after it (`(remove the spaces)`, `and`) are not glued on. Each stretch of text is read
 * by one prefix (`scanned`): linear.
 *
 * @example
 * prefixBlocks("ghp_ 7Kq2 mX9v Lp4R").map((c) => c.text) // → ["ghp_7Kq2mX9v", "ghp_7Kq2mX9vLp4R"]
 */
export function prefixBlocks(text: string): Candidate[] {
  const out: Candidate[] = [];
  let scanned = 0;
  for (const m of text.matchAll(PREFIX_THEN_BLOCK)) {
    if (m.index < scanned) continue;
    let joined = m[0];
    let i = m.index + m[0].length;
    let blocks = 0;
    let lastWeak = false;
    const limit = Math.min(text.length, m.index + BLOCKS_REACH);
    while (i < limit && blocks < MAX_BLOCKS) {
      let j = i;
      while (j < limit && j - i < 3 && (text[j] === " " || text[j] === "\t" || text[j] === "\u00a0")) j += 1;
      if (j === i) break;
      let e = j;
      while (e < limit && e - j <= 16 && isBlockUnit(text.charCodeAt(e))) e += 1;
      if (e === j || e - j > 16 || (e < text.length && /[A-Za-z0-9_-]/.test(text[e] as string))) break;
      // A block without a digit or a capital may be a word: never the first, never two in a row
      // (`sk_live_ gefolgt von deinem geheimen Teil` is prose; a key's random block rarely is).
      const weak = !/[0-9A-Z]/.test(text.slice(j, e));
      if (weak && (blocks === 0 || lastWeak)) break;
      lastWeak = weak;
      joined += text.slice(j, e);
      blocks += 1;
      i = e;
      if (blocks >= 2) out.push({ text: joined, start: m.index, end: e, how: "prefix and blocks joined" });
    }
    scanned = i;
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
  return Math.max(pendingPieces(text), pendingSplitPrefix(text));
}

/**
 * Streaming hold for a key told in pieces (`fragmentsJoined`): from the last head-shaped token
 * (`HELD_HEAD`) within `PIECE_REACH` of the end, so its body's next piece can still join it.
 */
function pendingPieces(text: string): number {
  const tail = text.slice(-PIECE_REACH);
  let start = -1;
  for (const m of tail.matchAll(HELD_HEAD)) start = m.index;
  return start < 0 ? 0 : tail.length - start;
}

/** `pendingPrefix` for a prefix standing apart from its body (module comment). */
function pendingSplitPrefix(text: string): number {
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
export const PREFIX_JOIN_PATTERNS: readonly RegExp[] = [PREFIX_THEN_BLOCK, PREFIX_GAP_BODY, SEPARATED_HEAD, PREFIX_PIECE, GAP_PIECE, BODY_PIECE, KEY_HEAD, HELD_HEAD, KEY_PIECE, PIECE_MARK, TOKEN];
