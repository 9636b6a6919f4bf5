/**
 * Decoded views of an answer (issue 19, blind round 11: data leaves in other dress). The
 * gate's detectors read the answer as written (`gateShadow`), in the displayed order of bidi
 * controls (`bidi.ts`) and inside URLs (`egress`); a leak can also be written so that a reader
 * — or the attacker's script — undoes a transformation the detectors never see. Each view
 * here undoes one such transformation, keeps a map back to the answer, and says which of its
 * spans it changed; `detectAll` runs the detectors over every view and keeps only findings on
 * changed spans, mapped to the answer's offsets (so redaction and the streaming hold work on
 * the text as written):
 *
 * - `decoded`: runs of base64 / base64url (RFC 4648 §4–5, ≥ `MIN_BASE64` characters), hex
 *   (§8; ≥ `MIN_HEX_DIGITS` digits, or pairs apart by one space, colon or `\x`) and
 *   percent-escapes (RFC 3986 §2.1; ≥ `MIN_ESCAPES` escapes) replaced by their decoded text
 *   when that is valid UTF-8 and printable (`printableText`); the rest of the answer stays, so
 *   a label before the run (`IBAN (base64): …`) still stands next to its value. A decoded
 *   text that is itself encoded (base64 of base64, hex of base64, base64 of hex) is decoded
 *   again, up to `MAX_DEPTH` levels. Work and output are bounded (`MAX_RUN`,
 *   `MAX_DECODED_TOTAL`, `MAX_RUNS`).
 * - `reversed`: the whole answer read backwards, code point by code point (a system prompt or
 *   a credential assignment written backwards). Only detectors whose matches cannot arise by
 *   chance in reversed prose read it (`REVERSED_READERS`): number and address detectors have
 *   readings of their own (`email-variants.ts`), and a reversed digit string is as often
 *   another valid number as not.
 * - `collapsed`: letter-spaced runs (`g h p _ 1 a 2 b`, three or more single characters
 *   apart by one space) written together, case kept — the shadow collapses letter spacing
 *   too, but lower-cases, and key formats are case-sensitive.
 * - `joined`: string literals a program concatenates (`"DE89" + "3704 0044" + …`,
 *   `"ana.r" + "@" + "mail.pt"`, `["ana.r", "mail.pt"].join("@")`) or related members of one
 *   JSON object (`"iban_cc": "DE89", "iban_bban": "…"`) written as one literal holding their
 *   concatenation (`joined-pieces.ts`), read by the number and address detectors only.
 * - `columns` (`table-columns.ts`): the cells of each table column read top to bottom, joined.
 * - `named parts` (`named-parts.ts`): digit runs after words naming parts of one value ("the
 *   first half is …", "the rest is …") within a few sentences, joined.
 *
 * Every pattern is a bounded repeat over classes the separators do not share: linear.
 */
import { OffsetMap } from "../boundary/offset-map.js";
import type { CompiledDetector } from "./types.js";
import { spanMapper } from "./view.js";
import { JOINED_PIECE_PATTERNS, joinedMembers } from "./joined-pieces.js";
import { REVERSAL_CUE, reversalCueReach } from "./reversal-cues.js";
import { columnView, TABLE_COLUMN_PATTERNS } from "./table-columns.js";
import { NAMED_PART_PATTERNS, partsView } from "./named-parts.js";

/** One view of an answer: its text, the map back, and which of its spans it changed. */
export interface DecodedView {
  /** What the view undid, for a finding's reason (`base64-decoded`, `read backwards`). */
  readonly how: string;
  readonly text: string;
  /** The answer's span a view span `[start, end)` came from. */
  toOriginal(start: number, end: number): { start: number; end: number };
  /**
   * The answer's spans a view span came from, when they are apart (the cells of a table column,
   * `table-columns.ts`): one finding per span, so redaction keeps the text between. Absent: `toOriginal`.
   */
  toOriginalSpans?(start: number, end: number): { start: number; end: number }[];
  /** Whether the view span `[start, end)` touches text the view changed. */
  changed(start: number, end: number): boolean;
  /** Whether `detector` reads this view. */
  reads(detector: CompiledDetector): boolean;
  /** Whether a finding of `detector` on view span `[start, end)` counts (absent: every one does). */
  keeps?(detector: CompiledDetector, start: number, end: number): boolean;
}

/** Fewest characters of a base64 run decoded (9 bytes: `a@bc.de`-sized values and up). */
const MIN_BASE64 = 12;
/** Fewest hex digits of an unbroken hex run decoded (10 bytes). */
const MIN_HEX_DIGITS = 20;
/** Fewest percent-escapes in a run decoded (an escaped run hides at least a short word). */
const MIN_ESCAPES = 4;
/** Longest run decoded, in code units (longer runs are images and archives, not answers' words). */
const MAX_RUN = 16384;
/** Most decoded text per answer, in code units: the detectors' extra work is bounded. */
const MAX_DECODED_TOTAL = 65536;
/** Most runs decoded per answer. */
const MAX_RUNS = 256;

/**
 * Candidate encoded runs, one alternative per encoding (each starts on its own character set
 * and ends at a character outside it):
 * 1. percent-escaped: escapes and the characters a URL keeps plain, with ≥ 1 escape;
 * 2. hex pairs apart by one space, colon or `\x` (`70 2e 6d`, `\x70\x2e`), ≥ 8 pairs — no
 *    look-ahead at its end: every pair after a space may start a run, so a failed end test
 *    would re-read the rest from each of them (quadratic on `12 12 12 …`); at most 4095
 *    pairs (≤ 16380 code units even as `\x41`), so a longer run is read as consecutive runs
 *    within `MAX_RUN`, each decoded once (a run of 8191 pairs was over `MAX_RUN` and skipped
 *    whole: left encoded, then the rest of the answer decoded);
 * 3. a run of the base64 / base64url alphabets (hex-only runs are decoded as hex).
 */
const ENCODED_RUN =
  /(?<![A-Za-z0-9%._~+/=-])(?:[A-Za-z0-9._~+-]{0,64}%[0-9A-Fa-f]{2}(?:%[0-9A-Fa-f]{2}|[A-Za-z0-9._~+-]){3,16384})|(?<![0-9A-Za-z\\])(?:\\x)?[0-9a-fA-F]{2}(?:(?:[ :]|\\x)[0-9a-fA-F]{2}){7,4094}|(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{12,16384}={0,2}(?![A-Za-z0-9+/=_-])/g;
/** Two hex digits (an escape's value). */
const HEX_PAIR = /^[0-9A-Fa-f]{2}$/;
/** Hex digits only (a run of the base64 class that is hex is decoded as hex). */
const HEX_ONLY = /^[0-9a-fA-F]+$/;
/** A character a decoded text may hold: a letter, mark, digit, punctuation, symbol, space or line break. */
const PRINTABLE = /[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]/u;
/** A character that makes a decoded text readable at all (letters or digits). */
const HAS_ALNUM = /[\p{L}\p{N}]/u;
/** A digit or a base64 sign; with `hasBothCases`, what base64 of text mixes and a plain word (`Authorization`) does not. */
const BASE64_MIX = /[0-9+/_-]/;
const UPPER = /[A-Z]/;
const LOWER = /[a-z]/;
/** Whether `s` mixes the classes base64 of text mixes (`BASE64_MIX`, or both cases after the first letter). */
const base64Mixed = (s: string): boolean => BASE64_MIX.test(s) || (UPPER.test(s.slice(1)) && LOWER.test(s));

/**
 * `bytes` as text when they are valid UTF-8 and ≥ 95 % printable (`PRINTABLE`), with a letter
 * or digit; else null. Random bytes (a hash, a compressed image) fail: a random byte is a
 * printable ASCII character with probability 95/256, and invalid UTF-8 decodes to U+FFFD.
 */
export function printableText(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return null;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  if (text.includes("\ufffd")) return null;
  let printable = 0;
  let all = 0;
  for (const c of text) {
    all += 1;
    if (PRINTABLE.test(c)) printable += 1;
  }
  return printable >= all * 0.95 && HAS_ALNUM.test(text) ? text : null;
}

/**
 * How many encodings deep a run is undone: base64 of base64, hex of base64, base64 of hex
 * (an encoded text encoded again) decode to the value; each level's text is shorter than
 * the one it came from (¾ for base64, ½ for hex), so the work stays linear.
 */
const MAX_DEPTH = 3;

/**
 * `decodeRun`, then again on every encoded run of the decoded text, up to `MAX_DEPTH`
 * levels: the text a reader gets after undoing every layer.
 */
function decodeNested(run: string, depth: number): { text: string; how: string } | null {
  const first = decodeRun(run);
  if (first === null || depth <= 1 || !MAY_ENCODE.test(first.text)) return first;
  let changed = false;
  const text = first.text.replace(ENCODED_RUN, (inner) => {
    if (inner.length > MAX_RUN) return inner;
    const again = decodeNested(inner, depth - 1);
    if (again === null) return inner;
    changed = true;
    return again.text;
  });
  return changed ? { text, how: `${first.how} twice or more` } : first;
}

/** The decoded text of one encoded run, or null when it decodes to nothing readable. */
function decodeRun(run: string): { text: string; how: string } | null {
  if (run.includes("%")) {
    const escapes = run.split("%").length - 1;
    if (escapes < MIN_ESCAPES) return null;
    const bytes: number[] = [];
    for (let i = 0; i < run.length; i++) {
      if (run[i] === "%" && HEX_PAIR.test(run.slice(i + 1, i + 3))) {
        bytes.push(parseInt(run.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(run.charCodeAt(i) === 0x2b ? 0x20 : run.charCodeAt(i));
    }
    const text = printableText(Uint8Array.from(bytes));
    return text === null ? null : { text, how: "percent-decoded" };
  }
  const pairs = run.replace(/\\x|[ :]/g, "");
  if (HEX_ONLY.test(pairs) && pairs.length % 2 === 0 && (pairs.length >= MIN_HEX_DIGITS || pairs.length !== run.length)) {
    const text = printableText(Buffer.from(pairs, "hex"));
    if (text !== null) return { text, how: "hex-decoded" };
    if (pairs.length !== run.length) return null;
  }
  const body = run.replace(/=+$/, "");
  if (body.length < MIN_BASE64 || body.length % 4 === 1 || !base64Mixed(body)) return null;
  const text = printableText(Buffer.from(body.replace(/-/g, "+").replace(/_/g, "/"), "base64"));
  return text === null ? null : { text, how: "base64-decoded" };
}

/** Whether any of the sorted, disjoint `ranges` overlaps `[start, end)`. */
function overlapsAny(ranges: readonly (readonly [number, number])[], start: number, end: number): boolean {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ranges[mid] as readonly [number, number])[1] <= start) lo = mid + 1;
    else hi = mid;
  }
  const r = ranges[lo];
  return r !== undefined && r[0] < Math.max(end, start + 1);
}

/**
 * A view built from the answer with some runs rewritten: `pieces` are `[start, end, text]`
 * replacements, sorted and disjoint. Unchanged text maps one to one; a rewritten run maps
 * onto its whole source run.
 */
function rewritten(original: string, pieces: readonly (readonly [number, number, string])[], how: string, reads: (d: CompiledDetector) => boolean): DecodedView {
  const map = new OffsetMap();
  const parts: string[] = [];
  const changedRanges: [number, number][] = [];
  let vLen = 0;
  let pos = 0;
  for (const [start, end, text] of pieces) {
    if (start > pos) {
      map.push(vLen, pos, start, true);
      parts.push(original.slice(pos, start));
      vLen += start - pos;
    }
    map.push(vLen, start, end, false);
    parts.push(text);
    changedRanges.push([vLen, vLen + text.length]);
    vLen += text.length;
    pos = end;
  }
  if (pos < original.length) {
    map.push(vLen, pos, original.length, true);
    parts.push(original.slice(pos));
    vLen += original.length - pos;
  }
  const viewText = parts.join("");
  return {
    how,
    text: viewText,
    toOriginal: spanMapper(map, viewText.length, original.length),
    changed: (start, end) => overlapsAny(changedRanges, start, end),
    reads,
  };
}

/** Every detector but those that read URLs' inner texts themselves (egress). */
const ALL_BUT_URL_READERS = (d: CompiledDetector): boolean => d.innerTexts === undefined;

/** A cheap necessary condition for `ENCODED_RUN` to yield a decoded run. */
const MAY_ENCODE = /%[0-9A-Fa-f]{2}|[A-Za-z0-9+/_-]{12}|[0-9a-fA-F]{2}[ :][0-9a-fA-F]{2}[ :][0-9a-fA-F]{2}/;

/**
 * The `decoded` view (module comment), or null when the answer holds no run that decodes to
 * readable text. Decoded text is set between spaces, so it neither glues to a neighbouring
 * word nor loses the label before it.
 *
 * @example
 * decodedView("mail: amFuZUBjb3JwLmlv")?.text === "mail:  jane@corp.io "
 */
export function decodedView(original: string): DecodedView | null {
  if (!MAY_ENCODE.test(original)) return null;
  const pieces: [number, number, string][] = [];
  let total = 0;
  for (const m of original.matchAll(ENCODED_RUN)) {
    if (pieces.length >= MAX_RUNS || total >= MAX_DECODED_TOTAL) break;
    const run = m[0];
    if (run.length > MAX_RUN) continue;
    const decoded = decodeNested(run, MAX_DEPTH);
    if (decoded === null) continue;
    const text = ` ${decoded.text.slice(0, MAX_DECODED_TOTAL - total)} `;
    total += text.length;
    pieces.push([m.index, m.index + run.length, text]);
  }
  if (pieces.length === 0) return null;
  return rewritten(original, pieces, "decoded from base64, hex or percent-escapes", ALL_BUT_URL_READERS);
}

/** Detectors that read the reversed view: a match of theirs cannot arise by chance backwards. */
const REVERSED_READERS: ReadonlySet<string> = new Set(["system-prompt", "canary", "secret"]);

/**
 * The `reversed` view: `original` read backwards code point by code point, so a code point
 * at `[p, p + len)` lands at `[n - p - len, n - p)` and a span `[s, e)` maps back to
 * `[n - e, n - s)` exactly (surrogate pairs keep their order).
 *
 * @example
 * reversedView("tpmorp").text === "prompt"
 */
export function reversedView(original: string): DecodedView {
  const n = original.length;
  const parts: string[] = [];
  for (let i = n; i > 0; ) {
    const lo = original.charCodeAt(i - 1);
    const pair = i >= 2 && lo >= 0xdc00 && lo <= 0xdfff && original.charCodeAt(i - 2) >= 0xd800 && original.charCodeAt(i - 2) <= 0xdbff;
    const step = pair ? 2 : 1;
    parts.push(original.slice(i - step, i));
    i -= step;
  }
  return {
    how: "read backwards",
    text: parts.join(""),
    toOriginal: (start, end) => ({ start: n - Math.max(start, end), end: n - start }),
    changed: () => true,
    reads: (d) => REVERSED_READERS.has(d.id),
  };
}

/**
 * Numeric detectors whose validation is strong enough to read the reversal anywhere: a card
 * number must pass Luhn with a card brand's prefix, an IBAN its country's length and mod 97 —
 * and a reversed card counts only next to a reversal cue, like a phone number (years in a row pass Luhn backwards by chance).
 */
const REVERSED_STRONG: ReadonlySet<string> = new Set(["credit-card", "iban"]);
/**
 * Numeric detectors that read the reversal only next to a word saying the text is reversed
 * (`reversal-cues.ts`): a phone number or a national id backwards is as often another valid one.
 */
const REVERSED_CUED: ReadonlySet<string> = new Set(["phone", "kr-rrn", "kr-frn", "kr-brn", "national-id", "bank-account"]);
/**
 * The `reversed digits` view: the answer read backwards (as `reversedView`), read by the
 * numeric detectors — each through the one digit reader, so a reversed number in any dress
 * (groups, look-alike letters, Hanja) is read — with their validation kept and two limits:
 * card and IBAN findings (`REVERSED_STRONG`) count anywhere, a card only when its digits as
 * written fail Luhn (it validates only reversed); the others (`REVERSED_CUED`) only with a
 * reversal cue (`reversal-cues.ts`, one lexicon with the code-name detector's) within `CUE_BEFORE` code units before or `CUE_AFTER` after. A detector that
 * found the same span forward keeps its own finding (`collectView` skips overlaps).
 *
 * @example
 * reversedNumberView("Card, backwards: 6319 0728 4151 2354").text.includes("4532 1514 8270 9136") === true
 */
export function reversedNumberView(original: string): DecodedView {
  const base = reversedView(original);
  const cueNear = reversalCueReach(original);
  const reads = (d: CompiledDetector) => REVERSED_STRONG.has(d.id) || REVERSED_CUED.has(d.id);
  return {
    how: "read backwards",
    text: base.text,
    toOriginal: base.toOriginal,
    changed: () => true,
    reads,
    keeps(detector, start, end) {
      const o = base.toOriginal(start, end);
      // a card backwards only next to a reversal cue: runs of years (`2019 2020 2021 2022`) pass Luhn backwards by chance
      if (detector.id === "credit-card") return cueNear(o.start, o.end);
      if (REVERSED_STRONG.has(detector.id)) return true;
      return cueNear(o.start, o.end);
    },
  };
}

/** Three or more single non-space characters apart by one space each (`g h p _`), bounded. */
const LETTER_SPACED = /(?<!\S)\S(?: \S){2,127}(?!\S)/gu;
const MAY_LETTER_SPACE = /(?<!\S)\S \S \S(?!\S)/u;

/**
 * The `collapsed` view (module comment), or null when the answer has no letter-spaced run.
 * A run holding a letter is written together; digit-only runs are the gate view's already
 * (`joinSpacedDigits`).
 *
 * @example
 * collapsedView("key g h p _ 1a2b")?.text === "key ghp_ 1a2b"
 */
export function collapsedView(original: string): DecodedView | null {
  if (!MAY_LETTER_SPACE.test(original)) return null;
  const pieces: [number, number, string][] = [];
  for (const m of original.matchAll(LETTER_SPACED)) {
    if (!/\p{L}/u.test(m[0])) continue;
    pieces.push([m.index, m.index + m[0].length, m[0].replace(/ /g, "")]);
  }
  if (pieces.length === 0) return null;
  return rewritten(original, pieces, "letter spacing removed", ALL_BUT_URL_READERS);
}

/**
 * Detectors that read the `joined` view: numbers and addresses, each validated as strictly as
 * when written whole (a secret's pieces are joined by the secret detector itself).
 */
const JOINED_READERS: ReadonlySet<string> = new Set(["phone", "email", "kr-rrn", "kr-frn", "kr-brn", "national-id", "credit-card", "iban", "bank-account"]);

/**
 * The `joined` view: every run of string literals a program concatenates, a list joined by a
 * call, or related members of one JSON object, written as one literal holding the pieces'
 * concatenation (`joined-pieces.ts`), or null when the answer has none.
 *
 * @example
 * joinedView('m = "ana.r" + "@" + "mail.pt"')?.text === 'm = "ana.r@mail.pt"'
 */
export function joinedView(original: string): DecodedView | null {
  const pieces = joinedMembers(original);
  if (pieces.length === 0) return null;
  return rewritten(original, pieces, "string pieces joined", (d) => JOINED_READERS.has(d.id));
}

/** Four digits of any script in a row, or a Hanja digit: an answer without one holds no reversed number. */
const MAY_HOLD_NUMBER = /\p{Nd}{4}|[〇零一二三四五六七八九]/u;

/**
 * Every view of `original` the detectors read besides the answer itself: decoded runs,
 * the reversal (for numbers, `reversedNumberView`), collapsed letter spacing, joined string
 * pieces (absent views are left out).
 */
export function decodedViews(original: string): DecodedView[] {
  const out: DecodedView[] = [];
  const decoded = decodedView(original);
  if (decoded) out.push(decoded);
  out.push(reversedView(original));
  if (MAY_HOLD_NUMBER.test(original)) out.push(reversedNumberView(original));
  const collapsed = collapsedView(original);
  if (collapsed) out.push(collapsed);
  const joined = joinedView(original);
  if (joined) out.push(joined);
  const columns = columnView(original);
  if (columns) out.push(columns);
  const named = partsView(original);
  if (named) out.push(named);
  return out;
}

/** Characters an encoded run may still be growing with at the end of a stream. */
const ENCODED_TAIL = /[A-Za-z0-9+/=_%.~\\:-]/;
/** Longest token of a spaced run (hex pairs, letter spacing) that a single space may continue. */
const SPACED_TOKEN = 2;

/** Whether the token ending before the space at `space` is 1–`SPACED_TOKEN` encoded-run characters. */
function shortTokenBefore(tail: string, space: number): boolean {
  let j = space;
  while (j > 0 && space - j <= SPACED_TOKEN && ENCODED_TAIL.test(tail[j - 1] as string)) j -= 1;
  const len = space - j;
  return len > 0 && len <= SPACED_TOKEN && (j === 0 || tail[j - 1] === " " || /\s/.test(tail[j - 1] as string));
}

/**
 * Streaming hold for the decoded views, in code units of `tail` (the unreleased text): the
 * trailing run of encoded-run characters, continued over single spaces while the tokens are
 * short (hex pairs `70 2e 6d`, letter spacing `g h p`) — so no part of a run is released
 * before the run ends and can be decoded. At most `MAX_RUN` code units.
 *
 * @example
 * decodedViewHold("see amFuZUBj") === 8
 */
export function decodedViewHold(tail: string): number {
  const stop = Math.max(0, tail.length - MAX_RUN);
  let i = tail.length;
  let token = 0;
  while (i > stop) {
    const c = tail[i - 1] as string;
    if (ENCODED_TAIL.test(c)) {
      i -= 1;
      token += 1;
    } else if (c === " " && token > 0 && token <= SPACED_TOKEN && shortTokenBefore(tail, i - 1)) {
      i -= 1;
      token = 0;
    } else break;
  }
  return tail.length - i;
}

/** Patterns the views run on answer text (checked for linear time by a test). */
export const DECODED_VIEW_PATTERNS: readonly RegExp[] = [REVERSAL_CUE, MAY_HOLD_NUMBER, ENCODED_RUN, HEX_PAIR, HEX_ONLY, PRINTABLE, HAS_ALNUM, BASE64_MIX, UPPER, LOWER, MAY_ENCODE, LETTER_SPACED, MAY_LETTER_SPACE, ENCODED_TAIL, ...JOINED_PIECE_PATTERNS, ...TABLE_COLUMN_PATTERNS, ...NAMED_PART_PATTERNS];
