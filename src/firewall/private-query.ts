/**
 * Private session content in a search query (issue 18, vouching round 5): a read that reaches
 * a third party — a web search, an external lookup API — sends its query there, so a query
 * that carries what the session read privately is an egress as much as a URL is, with no URL
 * in it: `web_search("BLUE-HARBOR-42")` after reading a private note, or the phone number of
 * a contact from a mail.
 *
 * A read's argument named as a query (`query`, `q`, `search`, `term`, `keywords`, `question`,
 * `prompt`, `lookup` — `QUERY_WORDS`) of a tool whose policy does not say `reach: "local"` is
 * checked per string: unless the user's own turn gave the text whole, it needs an approval
 * when it carries, from private content (retrieved chunks, tool outputs not declared
 * `output: "public"`, trusted tool outputs — `TranscriptEntry.private`) and not from the
 * user's turns:
 * - a value: an e-mail address, phone number or IBAN (its canonical keys; a host or URL is
 *   the egress rule's: one received as written may be searched);
 * - a rare token: a whitespace token of at least 6 characters with letters and digits
 *   (`BLUE-HARBOR-42`, an account or order number, a key), or of at least 16 characters;
 * - a long verbatim span: 7 or more words in a row (windows of 6 words, every second word).
 * A query longer than `MAX_QUERY_CHARS`, with more than 32 rare tokens or more than 128 word
 * windows (about 260 words) asks unread: each lookup reads the transcript's index, so the work
 * per query is bounded whatever the transcript holds.
 *
 * Limits: private content the model rewords (a paraphrase, a value spelled out or split) is
 * not found — a query is free text, and only what it carries verbatim or canonically is read.
 */
import type { JsonValue } from "./canonical.js";
import { deriveLeaf, occursAsToken } from "./provenance.js";
import { extractItems } from "./taint-keys.js";
import type { ProvenanceIndex, TranscriptEntry, TrustIndex } from "./transcript.js";
import { nameWords } from "./vouch.js";
import { decodedReadings, hostWords, transformedParts, transformedReadings } from "./egress-readings.js";

/** Words of an argument name that mark a read's argument as a query a third party receives. */
const QUERY_WORDS: ReadonlySet<string> = new Set(["query", "q", "search", "term", "terms", "keyword", "keywords", "question", "prompt", "lookup"]);

/** True when an argument name says it is a query (`QUERY_WORDS`): `query`, `searchTerm`, `q`. */
export function queryName(name: string): boolean {
  return nameWords(name).some((w) => QUERY_WORDS.has(w));
}

/** Longest query read; a longer one asks unread (bounded work per call). */
export const MAX_QUERY_CHARS = 2000;
/** Words per window of the verbatim-span check, and the step between windows (a span of `SPAN_WINDOW + SPAN_STEP - 1` words always holds a window). */
const SPAN_WINDOW = 6;
const SPAN_STEP = 2;
/** Most rare tokens and word windows looked up per string (each lookup reads the transcript's index): more asks unread. */
const MAX_TOKEN_LOOKUPS = 32;
const MAX_WINDOWS = 128;
/** Value kinds that are private when they come from private content. */
const PRIVATE_KINDS: ReadonlySet<string> = new Set(["email", "phone", "iban"]);

/** Most strings (leaves and keys) of one structured argument read; more asks unread (bounded work per call). */
const MAX_SENT_STRINGS = 256;

/**
 * What a structured argument sends: its string leaves, its number leaves as written in JSON,
 * and its object keys (`params: { "mia.k@inside.example": 1 }` sends the address as a key).
 * Stops collecting past `MAX_SENT_STRINGS` + 1 (the caller then asks unread).
 */
function sentStrings(value: JsonValue, out: string[]): string[] {
  if (out.length > MAX_SENT_STRINGS) return out;
  if (typeof value === "string") out.push(value);
  else if (typeof value === "number") out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) sentStrings(v, out);
  else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      sentStrings(v, out);
    }
  }
  return out;
}

/** Why a query needs an approval. */
export type PrivateQueryFinding = "value" | "token" | "span" | "too-long";

function someEntry(ix: TrustIndex, hits: Iterable<number>, test: (e: TranscriptEntry) => boolean): boolean {
  for (const i of hits) if (test(ix.entries[i] as TranscriptEntry)) return true;
  return false;
}

const isPrivate = (e: TranscriptEntry): boolean => e.private === true;
const isUser = (e: TranscriptEntry): boolean => e.source === "user";

/** Whether private content holds one of the keys. */
function privateKey(ix: ProvenanceIndex, keys: readonly string[]): boolean {
  for (const k of keys) if (someEntry(ix.untrusted, ix.untrusted.withKey(k), isPrivate) || someEntry(ix.trusted, ix.trusted.withKey(k), isPrivate)) return true;
  return false;
}

/** Whether the user's turns (request or lookup pieces) hold one of the keys. */
function userKey(ix: ProvenanceIndex, keys: readonly string[]): boolean {
  for (const k of keys) if (ix.lookup.hasKey(k) || someEntry(ix.trusted, ix.trusted.withKey(k), isUser)) return true;
  return false;
}

/** Whether private content holds a shadow text as a token run. */
function privateText(ix: ProvenanceIndex, shadow: string): boolean {
  for (const cls of [ix.untrusted, ix.trusted]) {
    const hits = new Set<number>();
    if (cls.findText(shadow, occursAsToken, hits) && someEntry(cls, hits, isPrivate)) return true;
  }
  return false;
}

/** Whether the user's turns hold a shadow text as a token run. */
function userText(ix: ProvenanceIndex, shadow: string): boolean {
  if (ix.lookup.findText(shadow, occursAsToken, null)) return true;
  const hits = new Set<number>();
  return ix.trusted.findText(shadow, occursAsToken, hits) && someEntry(ix.trusted, hits, isUser);
}

/** A whitespace token worth checking on its own: letters and digits and 6+ characters, a run of 6+ digits (an SSN, an account), or 16+ characters. */
function rareToken(t: string): boolean {
  if (t.length >= 16) return true;
  return t.length >= 6 && /\p{N}/u.test(t) && (/\p{L}/u.test(t) || /^\p{Nd}+$/u.test(t));
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** A token without the punctuation around it (`"BLUE-HARBOR-42",` is `BLUE-HARBOR-42`): one pass from each end, no regex over the run. */
function trimPunct(t: string): string {
  let a = 0;
  let b = t.length;
  while (a < b && !LETTER_OR_DIGIT.test(t.charAt(a))) a += 1;
  while (b > a && !LETTER_OR_DIGIT.test(t.charAt(b - 1))) b -= 1;
  return t.slice(a, b);
}
/** A word of a shadow text (letters and digits). */
const WORD = /[\p{L}\p{N}]+/gu;

/** The finding for one string of a query, or `null`. */
function findingOf(text: string, ix: ProvenanceIndex): PrivateQueryFinding | null {
  if (text.length > MAX_QUERY_CHARS) return "too-long";
  const d = deriveLeaf(text);
  if (d.shadow === "" || userText(ix, d.shadow)) return null;
  for (const it of extractItems(text, "text").items) {
    if (!PRIVATE_KINDS.has(it.kind)) continue;
    const keys = it.keys.filter((k) => !k.startsWith("~"));
    if (keys.length > 0 && privateKey(ix, keys) && !userKey(ix, keys)) return "value";
  }
  let lookups = 0;
  for (const raw of text.split(/\s+/)) {
    const t = trimPunct(raw);
    if (!rareToken(t)) continue;
    if (++lookups > MAX_TOKEN_LOOKUPS) return "too-long";
    const s = deriveLeaf(t).shadow;
    if (s !== "" && privateText(ix, s) && !userText(ix, s)) return "token";
  }
  const spans: [number, number][] = [];
  for (const m of d.shadow.matchAll(WORD)) spans.push([m.index, m.index + m[0].length]);
  if ((spans.length - SPAN_WINDOW) / SPAN_STEP + 1 > MAX_WINDOWS) return "too-long";
  for (let i = 0; i + SPAN_WINDOW <= spans.length; i += SPAN_STEP) {
    const needle = d.shadow.slice((spans[i] as [number, number])[0], (spans[i + SPAN_WINDOW - 1] as [number, number])[1]);
    if (privateText(ix, needle) && !userText(ix, needle)) return "span";
  }
  return null;
}

/**
 * The first reason a read's query value needs an approval (see the module comment), or
 * `null` when it carries no private session content the user did not give.
 *
 * @example
 * // after notes_read returned "Launch plan, codename BLUE-HARBOR-42."
 * privateInQuery("BLUE-HARBOR-42 leak", ix) // "token"
 */
export function privateInQuery(value: JsonValue, ix: ProvenanceIndex): PrivateQueryFinding | null {
  const list = typeof value === "string" ? [value] : sentStrings(value, []);
  if (list.length > MAX_SENT_STRINGS) return "too-long";
  for (const text of list) {
    const f = findingOf(text, ix);
    if (f !== null) return f;
    // decoded: base64 runs, CJK numerals, host labels (`egress-readings.ts`)
    if (text.length > MAX_QUERY_CHARS) continue;
    for (const reading of decodedReadings(text)) {
      const g = findingOf(reading, ix);
      if (g !== null) return g;
    }
    // the views the output gate reads: hex and percent-escapes, backwards, spelled, leetspeak (`egress-readings.ts`)
    for (const reading of transformedReadings(text)) {
      const g = findingOf(reading, ix);
      if (g !== null) return g;
    }
  }
  return null;
}

/**
 * Whether a host carries private session content in its labels
 * (`jane-doe-ssn-123456789.collector.example`): its labels read as words hold a value, a rare
 * token or a digit run from private content that the user's turns did not give. A host that
 * some text of the session holds as written (a link received) carries nothing of ours.
 */
export function hostCarriesPrivate(host: string, ix: ProvenanceIndex): boolean {
  if (!/[-_\p{Nd}]/u.test(host)) return false;
  const shadow = deriveLeaf(host).shadow;
  if (shadow !== "" && (privateText(ix, shadow) || userText(ix, shadow))) return false;
  return findingOf(hostWords(host), ix) !== null;
}

/** Punctuation trimmed around a token before it is judged password-shaped. */
const OPENERS = "\"'`([{<";
const CLOSERS = "\"'`)]}>,.;";

/** A password-shaped token: 6–64 characters with a lower-case letter, an upper-case letter, a digit and a symbol. */
function passwordShaped(t: string): boolean {
  if (t.length < 6 || t.length > 64) return false;
  return /\p{Ll}/u.test(t) && /\p{Lu}/u.test(t) && /\p{Nd}/u.test(t) && /[!#$%&*+=?^~§|]/.test(t);
}

/**
 * Whether a side effect's free text carries a password-shaped token (`Qx7!pR2#` of a pasted
 * `vpn.admin / Qx7!pR2#`) that private content holds and the user's turns do not: a
 * credential the gate's detectors do not know by its form. Tokens are cut at white space,
 * `/`, `|` and a `:` (a `login:password` pair); at most 64 are read.
 */
export function privateSecretToken(text: string, ix: ProvenanceIndex): boolean {
  let n = 0;
  for (const raw of text.split(/[\s/|]+/)) {
    for (const part of raw.split(":")) {
      let a = 0;
      let b = part.length;
      while (a < b && OPENERS.includes(part.charAt(a))) a += 1;
      while (b > a && CLOSERS.includes(part.charAt(b - 1))) b -= 1;
      const t = part.slice(a, b);
      if (!passwordShaped(t)) continue;
      if (++n > 64) return true;
      const s = deriveLeaf(t).shadow;
      if (s !== "" && privateText(ix, s) && !userText(ix, s)) return true;
    }
  }
  return false;
}

/** Longest part read at once by `privateInTransformed` (the query check's own bound). */
const PART_CHARS = MAX_QUERY_CHARS;

/**
 * Whether a side effect's free text carries private session content in other dress (issue 18):
 * what the gate's decoded views change — a base64, hex or percent-encoded run, a token written
 * backwards, spelled apart or in leetspeak (`transformedParts`) — holds an e-mail address, phone
 * number or IBAN, a rare token, or a password-shaped token from private content that the user's
 * turns did not give. The plain text is not read here (a mail body names addresses and order
 * numbers as a matter of course): data that a message hides is no data the user meant to send.
 *
 * @example
 * // after a note said "wifi password: Tr0ub4dor&3x"
 * privateInTransformed("status: 547230756234646f72263378", ix) // true
 */
export function privateInTransformed(text: string, ix: ProvenanceIndex): boolean {
  for (const part of transformedParts(text)) {
    for (let at = 0; at < part.length; at += PART_CHARS) {
      const piece = part.slice(at, at + PART_CHARS);
      const f = findingOf(piece, ix);
      if (f === "value" || f === "token") return true;
      if (privateSecretToken(piece, ix)) return true;
    }
  }
  return false;
}
