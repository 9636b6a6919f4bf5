/**
 * The session transcript the firewall derives provenance from (issue 5 item 5): the user's
 * request (trusted), retrieved evidence (untrusted) and every tool output (untrusted unless
 * the tool's policy says `output: "trusted"`). The firewall appends tool outputs itself, so
 * a model cannot launder a value by claiming it came from somewhere else (seed 003:
 * "re-validate … even when the model claims the value came from a prior tool result").
 *
 * Each entry is normalised and indexed once, incrementally: its shadow text (the evidence
 * boundary's `buildShadow`), the word tokens of that shadow, and its canonical taint keys
 * (`taint-keys.ts`: e-mail, URL, IBAN, phone, amount in any spelling) go into a postings
 * map per trust class. A provenance check is then a hash lookup per key or per rarest word
 * of the value, plus a token-bounded substring check on the few candidate entries — not a
 * scan of the whole transcript per dispatch. The work is done per need, the first time a
 * provenance check with that need reads the entry's trust class after the entry was added:
 * a session whose tools have no provenance rules never pays for it, a check whose values the
 * user vouched for does not index new untrusted text, a check that searches an IBAN extracts
 * the keys only of entries that may hold one (`ibanHeads`), a check that needs only
 * words does not extract keys, and a word lookup for a needle with an IBAN-like head builds
 * no shadow and posts no word of a long printable-ASCII entry whose heads, read in one pass
 * over its raw text (`rawIbanHeads`), rule the needle out (`TrustIndex`). For a tool output
 * it is done in the event-loop turn after the dispatch that added it when the firewall has
 * provenance rules (so the next call finds it indexed; `indexSome`, in bounded slices); the
 * raw text is dropped once indexed.
 */
import { requestsOf } from "./requests.js";
import { buildShadow, hasTagChars, shadowTextOf } from "../boundary/index.js";
import { RampartError, badArgument, stringArgument } from "../core/index.js";
import { createMemo } from "./memo.js";
import { nameReading } from "./name-particles.js";
import { joinedDigitGroups, particleBreakReading, scriptBreakReading } from "./script-glue.js";
import { splitUserTurn } from "./user-turns.js";
import { INTL_PHONE_KEY, NATIONAL_PHONE_KEY, extractFromKeyText, extractItems, ibanHeadOf, keyText, rawIbanHeads, textIbanHeads, wordHead, type Extracted } from "./taint-keys.js";

/** Where a transcript entry came from. */
export type TranscriptSource = "user" | "evidence" | "tool_output";

/** One entry: its id (cited in audit events), source, trust, normalised text and taint keys. */
export interface TranscriptEntry {
  readonly id: string;
  readonly source: TranscriptSource;
  /** Trusted text vouches for a value; untrusted text taints it. */
  readonly trusted: boolean;
  /** The shadow (normalised) text. */
  readonly text: string;
  /** Canonical taint keys of every value found in the text (every plausible reading). */
  readonly keys: readonly string[];
  /**
   * Private session content (issue 18, round 5): a retrieved chunk, or a tool output whose
   * policy does not say `output: "public"`. A read's query that carries it is an egress
   * (`private-query.ts`). The user's own turns are not.
   */
  readonly private?: boolean;
  /** A user's pieces that name values only as the subject of a lookup (`purpose.ts`): indexed in `ProvenanceIndex.lookup`. */
  readonly lookup?: boolean;
  /** A user's turn: per clause, the pieces that ask for something (`purpose.ts`), for the amount bindings (`binding.ts`). */
  readonly requests?: readonly (readonly string[])[];
  /** A user's turn: the `amt:` keys it holds only as labelled identifiers (`invoice 7730`; `reference-numbers.ts`), which vouch for no amount. */
  readonly referenceAmounts?: ReadonlySet<string>;
  /** A user's turn: per `amt:` key, the currencies written next to it, `""` for an occurrence with none (`currency.ts`). */
  readonly amountCurrencies?: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * A trusted entry's text as written (`literalForm`: NFC, lower case, white space runs as one
   * space) — no confusable, compatibility or invisible-character fold — so a vouched value that
   * only matched after folding can be checked against how the trusted source spelled it
   * (`foldedAway` in `vouch.ts`). Absent on untrusted entries.
   */
  readonly literal?: string;
  /**
   * A trusted entry's text exactly as written but for white-space runs read as one space: case
   * and normalisation form kept, for the target-fidelity check (`target-form.ts`: a path's
   * case or NFD spelling, a URL path's case). Absent on untrusted entries.
   */
  readonly written?: string;
  /**
   * A user's turn: its pieces that ask the assistant to act (`requests.ts`: an imperative or a
   * polite request — not a question, a statement, reported speech or a cancellation), the only
   * ones that re-arm a side effect the user already had run once (`vouchingTurn`); `""` when
   * the turn asks for nothing. Absent on other entries.
   */
  readonly instructions?: string;
  /**
   * A user's turn with a request to do again what ran before, naming no value of its own
   * ("yes, send it again", `noch einmal`, `다시 보내 주세요`: `requests.ts`): the last side
   * effect the user's word ran before it runs once more without an approval (`firewall.ts`).
   */
  readonly repeatRequest?: boolean;
}

/** Key prefixes of a value that says where money goes (an IBAN, e-mail address or phone number; `binding.ts`). */
const PAYEE_PREFIXES: readonly string[] = ["iban:", "email:", INTL_PHONE_KEY, NATIONAL_PHONE_KEY];

/** Whether a taint key names a payee (`PAYEE_PREFIXES`). */
export function isPayeeKey(k: string): boolean {
  for (const p of PAYEE_PREFIXES) if (k.startsWith(p)) return true;
  return false;
}

/** The payee keys of each entry, read once from its keys (a turn of 500 amounts has thousands of keys). */
const PAYEE_KEYS = new WeakMap<TranscriptEntry, readonly string[]>();

/**
 * The payee keys (`isPayeeKey`) among an entry's taint keys, filtered once per entry. A
 * transcript that indexes user turns on arrival files them then, with the turn's keys, so the
 * first amount-binding check of a session (`binding.ts`) does not filter thousands of keys.
 */
export function payeeKeysOf(e: TranscriptEntry): readonly string[] {
  let out = PAYEE_KEYS.get(e);
  if (out === undefined) {
    out = e.keys.filter(isPayeeKey);
    PAYEE_KEYS.set(e, out);
  }
  return out;
}

/** Id prefix of the entry that holds the clauses a user's turn prohibits (`forbidden:user:3`). */
export const FORBIDDEN_PREFIX = "forbidden:";

/** Id prefix of the entry that holds the pieces of a user's turn that only ask about a value (`lookup:user:3`; `purpose.ts`). */
export const LOOKUP_PREFIX = "lookup:";

const WHITE_RUN = /\s+/g;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * A text as written, for comparing spellings (`TranscriptEntry.literal`): canonical
 * composition (NFC, UAX #15: canonically equivalent spellings are one text to every reader),
 * lower case, white-space runs as one space, trimmed. Nothing is removed and nothing is read
 * as another character: `O` stays `o`, never `0`; U+200B stays. Linear.
 */
export function literalForm(text: string): string {
  const nfc = PRINTABLE_ASCII.test(text) ? text : text.normalize("NFC");
  return nfc.toLowerCase().replace(WHITE_RUN, " ").trim();
}

/** What else an entry is, besides its source and trust (`TranscriptEntry`). */
interface EntryFlags {
  private?: boolean;
  lookup?: boolean;
  requests?: readonly (readonly string[])[];
  referenceAmounts?: ReadonlySet<string>;
  amountCurrencies?: ReadonlyMap<string, ReadonlySet<string>>;
  instructions?: string;
  repeatRequest?: boolean;
}

/** Normalises text for provenance matching: the evidence boundary's shadow text (`buildShadow(text).text`, built without its offset map; with tag characters, both readings). */
export function provenanceText(text: string): string {
  const shadow = shadowTextOf(text);
  // Tag characters read both ways (decoded and dropped, as for the keys): both shadows.
  return hasTagChars(text) ? `${shadow}\n${buildShadow(text, { tags: "drop" }).text}` : shadow;
}

/** What indexing derives from one short entry's raw text. */
interface Built {
  text: string;
  keys: string[];
}

/** Distinct keys of extracted items. */
function keysOf(ex: Extracted): string[] {
  const keys = new Set<string>();
  for (const item of ex.items) for (const k of item.keys) keys.add(k);
  return [...keys];
}

/**
 * Between an entry's text and an added reading: a chunk no parser reads as a value, so no
 * number or phone join runs from the text's last chunk into the reading's first.
 */
const READING_SEPARATOR = "\n\u00a6\n";

/** Texts up to this many UTF-16 code units are derived whole, at once, and memoised; longer ones part by part, on need. */
const SHORT_CHARS = 512;

/** Short texts recur (`{"status":"sent"}`, `ok`): their derived form is memoised (`memo.ts`). */
const derive = createMemo<Built>(1024, SHORT_CHARS, (raw) => ({ text: provenanceText(raw), keys: keysOf(extractItems(raw, "text")) }));

/**
 * An entry whose shadow and keys are built on first read, each on its own for a long text
 * (a check that needs only the shadow does not extract keys); the key text (`keyText`) is
 * kept between the IBAN-head filter and the key extraction, so it is folded once. The raw
 * text is dropped once the shadow and the keys are built.
 */
class LazyEntry implements TranscriptEntry {
  #raw: string | null;
  #text: string | null = null;
  #keyText: string | null = null;
  #keys: string[] | null = null;
  /** Length of the raw text (UTF-16 code units): what indexing the entry costs, roughly. */
  readonly size: number;
  readonly private: boolean;
  readonly lookup: boolean;
  readonly requests: readonly (readonly string[])[] | undefined;
  readonly referenceAmounts: ReadonlySet<string> | undefined;
  readonly amountCurrencies: ReadonlyMap<string, ReadonlySet<string>> | undefined;
  readonly literal: string | undefined;
  readonly written: string | undefined;
  readonly instructions: string | undefined;
  readonly repeatRequest: boolean;
  constructor(
    readonly id: string,
    readonly source: TranscriptSource,
    readonly trusted: boolean,
    raw: string,
    flags: EntryFlags = {},
  ) {
    // a value glued to CJK text (`010-1234-5678로`, `a@b.jpに`) is read set apart too (`script-glue.ts`)
    const apart = scriptBreakReading(raw);
    // a user's name glued to a particle or title (`김민수에게`, `田中さんに`, `给王伟转账`) is read set apart too (`name-particles.ts`)
    const names = source === "user" ? nameReading(raw) : null;
    if (apart !== null) raw = `${raw}${READING_SEPARATOR}${apart}`;
    if (names !== null) raw = `${raw}${READING_SEPARATOR}${names}`;
    // the user's values with the canonical forms a call gives them (round 14): CJK particles and
    // punctuation as boundaries (`口座は みずほ銀行 … 1234567 です`), digit groups joined (`6222021234567890`)
    if (source === "user") {
      const base = apart ?? raw;
      const particles = particleBreakReading(base);
      if (particles !== null) raw = `${raw}${READING_SEPARATOR}${particles}`;
      const joined = joinedDigitGroups(particles ?? base);
      if (joined !== null) raw = `${raw}${READING_SEPARATOR}${joined}`;
    }
    // the spelling of trusted text, built when it arrives (the raw text is dropped once indexed)
    this.literal = trusted ? literalForm(raw) : undefined;
    this.written = trusted ? raw.replace(WHITE_RUN, " ").trim() : undefined;
    this.#raw = raw;
    this.size = raw.length;
    this.private = flags.private === true;
    this.lookup = flags.lookup === true;
    this.requests = flags.requests;
    this.referenceAmounts = flags.referenceAmounts;
    this.amountCurrencies = flags.amountCurrencies;
    this.instructions = flags.instructions;
    this.repeatRequest = flags.repeatRequest === true;
  }
  /** The raw text; throws (fails closed) if it was dropped before every form was built — a bug, never an empty text. */
  #rawText(): string {
    if (this.#raw === null) throw new RampartError("ERR_INTERNAL", `transcript entry ${this.id} lost its text before it was indexed`);
    return this.#raw;
  }
  #release(): void {
    if (this.#text !== null && this.#keys !== null) this.#raw = null;
  }
  get text(): string {
    if (this.#text === null) {
      if (this.size <= SHORT_CHARS) {
        const b = derive(this.#rawText());
        this.#keys ??= b.keys;
        this.#text = b.text;
      } else this.#text = provenanceText(this.#rawText());
      this.#release();
    }
    return this.#text;
  }
  get keys(): readonly string[] {
    if (this.#keys === null) {
      if (this.size <= SHORT_CHARS) {
        const b = derive(this.#rawText());
        this.#text ??= b.text;
        this.#keys = b.keys;
      } else {
        const raw = this.#rawText();
        // a text with tag characters has a second reading: `extractItems` reads both
        this.#keys = keysOf(this.#keyText !== null ? extractFromKeyText(this.#keyText, "text") : extractItems(raw, "text"));
        this.#keyText = null;
      }
      this.#release();
    }
    return this.#keys;
  }

  /**
   * `rawIbanHeads` of the entry's raw text (one pass, no key text, no shadow), or `null`
   * when they are not read that way: a short text, keys already built, or a text that is not
   * provably its own key text.
   */
  rawHeads(): Set<number> | null {
    if (this.#keys !== null || this.size <= SHORT_CHARS) return null;
    return rawIbanHeads(this.#rawText());
  }

  /**
   * The heads of the entry's possible IBAN keys (`textIbanHeads`), or `null` when the keys
   * are to be extracted instead: a short text (memoised, cheap), keys already built, or a
   * text the condition does not cover (an anchor, tag characters).
   */
  ibanHeads(): Set<number> | null {
    if (this.#keys !== null || this.size <= SHORT_CHARS) return null;
    const raw = this.#rawText();
    const kt = keyText(raw);
    const heads = textIbanHeads(raw, kt);
    // kept for a text of one reading (no tag characters), whose keys it gives
    if (heads !== null || !hasTagChars(raw)) this.#keyText = kt;
    return heads;
  }
}

const NON_WORD = /[^\p{L}\p{N}]+/u;
const ASCII = /^[\0-\x7f]*$/;

/**
 * Word tokens of a shadow text (maximal runs of letters and digits, `\p{L}` / `\p{N}`). An
 * ASCII text is cut on char codes (its letters and digits are `[A-Za-z0-9]`); any other by
 * the Unicode split.
 */
export function wordsOf(text: string): string[] {
  if (!ASCII.test(text)) return text.split(NON_WORD).filter((w) => w !== "");
  const out: string[] = [];
  let start = -1;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      out.push(text.slice(start, i));
      start = -1;
    }
  }
  if (start >= 0) out.push(text.slice(start));
  return out;
}

/** Same rule as `occursAsToken` in provenance.ts, local to avoid an import cycle. */
type TokenMatcher = (hay: string, needle: string) => boolean;

/**
 * The hash a word is posted under: 32-bit FNV-1a over its UTF-16 code units, cut to 30 bits
 * (a small integer, so the postings map hashes no string and keeps no word). Two words may
 * share a hash; a posting is only a candidate, verified on the entry's text (`findText`).
 */
function wordHash(w: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < w.length; i++) h = Math.imul(h ^ w.charCodeAt(i), 0x01000193);
  return h & 0x3fffffff;
}

function postHash(map: Map<number, number[]>, h: number, i: number): void {
  const list = map.get(h);
  if (list === undefined) map.set(h, [i]);
  else if (list[list.length - 1] !== i) list.push(i);
}

/**
 * Posts entry `i` under the hash of every word of `text` (the words of `wordsOf`, hashed by
 * `wordHash`): an ASCII text on char codes in one pass, without cutting a word out; any
 * other text through `wordsOf`.
 */
function postWordsOf(map: Map<number, number[]>, text: string, i: number): void {
  if (!ASCII.test(text)) {
    const words = wordsOf(text);
    for (let w = 0; w < words.length; w++) postHash(map, wordHash(words[w] as string), i);
    return;
  }
  let h = 0x811c9dc5;
  let inWord = false;
  const n = text.length;
  for (let p = 0; p < n; p++) {
    const c = text.charCodeAt(p);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90)) {
      h = Math.imul(h ^ c, 0x01000193);
      inWord = true;
    } else if (inWord) {
      postHash(map, h & 0x3fffffff, i);
      h = 0x811c9dc5;
      inWord = false;
    }
  }
  if (inWord) postHash(map, h & 0x3fffffff, i);
}

function post(map: Map<string, number[]>, key: string, i: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [i]);
  else if (list[list.length - 1] !== i) list.push(i);
}

/** What an entry's IBAN heads are known to cover (`TrustIndex`). */
const H_UNREAD = 0;
/** `rawIbanHeads`: filed; they cover the entry's `iban:` keys and the windows of its shadow's words. */
const H_BOTH = 1;
/** `rawIbanHeads` gave null: the heads are read the long way when a key lookup needs them. */
const H_TRIED = 2;
/** `ibanHeads` of the key text: filed; they cover the entry's `iban:` keys only. */
const H_KEYS = 3;
/** No heads (an anchor, tag characters, a short or keyed entry): keyed by the first `iban:` lookup. */
const H_NONE = 4;

/**
 * The entries of one trust class, indexed per need: word token (its hash) → entries (for a check that
 * searches a value's shadow), taint key → entries (for a check that looks a value's keys
 * up), and, for a long text, IBAN head → entries (`ibanHeads`: which entries may hold an
 * `iban:` key at all). Entries are registered when added and indexed for a need the first
 * time a check with that need reads the class — every entry, never skipped: a word lookup
 * first posts the words of every entry not yet posted; a key lookup first extracts the keys
 * of every entry not yet keyed, except that an `iban:` lookup extracts only the entries whose
 * heads include the key's head (an entry whose heads do not cannot hold the key, by the
 * proof at `ibanHeads`). An entry whose derivation throws is not counted for that need: the
 * next read tries it again (and throws again, inside the dispatch that reads it) instead of
 * reading past it.
 *
 * A word lookup for a needle with a head (`wordHead`: a word of `[a-z0-9]` with a window
 * `[a-z]{2}[0-9]{2}`, as an IBAN, an account or order number, a code name has) does not post
 * the words of a long printable-ASCII entry whose heads `rawIbanHeads` reads (one pass over
 * the raw text, no shadow): where the needle occurs in the entry's shadow, that window is
 * among them (proof at `rawIbanHeads`), so only the entries filed under the needle's head
 * are candidates, and each is verified on its shadow as any candidate is. An entry without
 * such heads is posted as before. The entries left unposted this way are filed under their
 * heads, and a lookup by a needle without a head posts them first.
 */
export class TrustIndex {
  readonly entries: TranscriptEntry[] = [];
  /** Word hash (`wordHash`) → entries. */
  readonly #words = new Map<number, number[]>();
  readonly #keys = new Map<string, number[]>();
  /** IBAN head (`ibanHeadOf`) → entries filed under it (`H_BOTH`, `H_KEYS`). */
  readonly #heads = new Map<number, number[]>();
  /** Entries `[0, wordsTo)` have their words posted; beyond it, those with `posted[i]`. */
  #wordsTo = 0;
  readonly #posted: boolean[] = [];
  /** Entries `[0, coverTo)` have their words posted or their heads filed as `H_BOTH`. */
  #coverTo = 0;
  /** Entries `[0, keysTo)` have their keys posted; beyond it, those with `keyed[i]`. */
  #keysTo = 0;
  readonly #keyed: boolean[] = [];
  /** Per entry, what its heads are known to cover (`H_*`). */
  readonly #headState: number[] = [];
  /** Entries `[0, headsTo)` are keyed or filed under their IBAN heads for keys (`H_BOTH`, `H_KEYS`). */
  #headsTo = 0;
  /** Entries indexed for every need (words posted and keyed). */
  #complete = 0;

  /** Registers an entry, indexed later by the needs that read it (the transcript's way: cheap when added). */
  register(e: TranscriptEntry): void {
    this.entries.push(e);
    this.#posted.push(false);
    this.#keyed.push(false);
    this.#headState.push(H_UNREAD);
  }

  /**
   * Registers one entry and indexes every entry for every need now. The entry's shadow and
   * keys are derived before it is registered, so an entry whose derivation throws is not
   * registered at all.
   */
  add(e: TranscriptEntry): void {
    void e.text;
    void e.keys;
    this.register(e);
    this.completeSome(Infinity);
  }

  /** Entries registered but not yet indexed for every need. */
  get pending(): number {
    return this.entries.length - this.#complete;
  }

  /**
   * Indexes entries for every need, oldest first, until about `budget` characters of text
   * have been indexed (at least one entry when `budget` > 0).
   *
   * @returns the budget left (≤ 0 when spent).
   */
  completeSome(budget: number): number {
    while (budget > 0 && this.#complete < this.entries.length) {
      const i = Math.min(this.#wordsTo, this.#keysTo);
      const e = this.entries[i] as TranscriptEntry;
      if (!this.#posted[i]) this.#postWords(i);
      if (!this.#keyed[i]) this.#keyEntry(i);
      budget -= e instanceof LazyEntry ? e.size : e.text.length;
    }
    return budget;
  }

  #postWords(i: number): void {
    postWordsOf(this.#words, (this.entries[i] as TranscriptEntry).text, i);
    this.#posted[i] = true;
    if (this.#keyed[i]) this.#complete += 1;
    while (this.#wordsTo < this.entries.length && this.#posted[this.#wordsTo]) this.#wordsTo += 1;
  }

  #keyEntry(i: number): void {
    const keys = (this.entries[i] as TranscriptEntry).keys;
    for (let k = 0; k < keys.length; k++) post(this.#keys, keys[k] as string, i);
    this.#keyed[i] = true;
    if (this.#posted[i]) this.#complete += 1;
    while (this.#keysTo < this.entries.length && this.#keyed[this.#keysTo]) this.#keysTo += 1;
  }

  /** Reads entry `i`'s heads by `rawIbanHeads` (files them: `H_BOTH`), or notes that it cannot (`H_TRIED`). */
  #readRawHeads(i: number): number {
    const e = this.entries[i] as TranscriptEntry;
    const heads = e instanceof LazyEntry ? e.rawHeads() : null;
    if (heads !== null) for (const h of heads) postHash(this.#heads, h, i);
    const state = heads === null ? H_TRIED : H_BOTH;
    this.#headState[i] = state;
    return state;
  }

  /** Makes the key postings complete for `key`: every entry that may hold it is keyed. */
  #needKey(key: string): void {
    const n = this.entries.length;
    if (this.#keysTo === n) return;
    const head = ibanHeadOf(key);
    if (head === null) {
      for (let i = this.#keysTo; i < n; i++) if (!this.#keyed[i]) this.#keyEntry(i);
      return;
    }
    for (; this.#headsTo < n; this.#headsTo++) {
      const i = this.#headsTo;
      if (this.#keyed[i]) continue;
      let state = this.#headState[i] as number;
      if (state === H_UNREAD) state = this.#readRawHeads(i);
      if (state !== H_TRIED) continue; // filed (H_BOTH)
      const e = this.entries[i] as TranscriptEntry;
      const heads = e instanceof LazyEntry ? e.ibanHeads() : null;
      if (heads === null) {
        this.#headState[i] = H_NONE;
        this.#keyEntry(i);
      } else {
        for (const h of heads) postHash(this.#heads, h, i);
        this.#headState[i] = H_KEYS;
      }
    }
    const candidates = this.#heads.get(head);
    if (candidates !== undefined) for (let c = 0; c < candidates.length; c++) if (!this.#keyed[candidates[c] as number]) this.#keyEntry(candidates[c] as number);
  }

  /** Entries (indices) whose keys include `key`. */
  withKey(key: string): readonly number[] {
    this.#needKey(key);
    return this.#keys.get(key) ?? [];
  }

  hasKey(key: string): boolean {
    this.#needKey(key);
    return this.#keys.has(key);
  }

  /**
   * Whether `needle` (a shadow text) occurs as a token in some entry; with `into`, adds
   * every such entry (index) to it, without, stops at the first. Candidates are the
   * postings of the needle's rarest word (by its hash) and, for a needle with a head
   * (`wordHead`), the unposted entries filed under that head (see the class); each is
   * verified with `matches` on its text.
   *
   * @param words the needle's word tokens (`wordsOf(needle)`), when the caller has them already.
   */
  findText(needle: string, matches: TokenMatcher, into: Set<number> | null, words: readonly string[] = wordsOf(needle)): boolean {
    const n = this.entries.length;
    let head: number | null = null;
    for (let w = 0; w < words.length && head === null; w++) head = wordHead(words[w] as string);
    if (head === null) {
      for (let i = this.#wordsTo; i < n; i++) if (!this.#posted[i]) this.#postWords(i);
    } else {
      for (; this.#coverTo < n; this.#coverTo++) {
        const i = this.#coverTo;
        if (this.#posted[i]) continue;
        let state = this.#headState[i] as number;
        if (state === H_UNREAD) state = this.#readRawHeads(i);
        if (state !== H_BOTH) this.#postWords(i);
      }
    }
    let found = false;
    // posted entries: by the postings of the needle's rarest word (none when a word is posted nowhere)
    let candidates: readonly number[] | null = null;
    let posted = true;
    for (let w = 0; w < words.length; w++) {
      const list = this.#words.get(wordHash(words[w] as string));
      if (list === undefined) {
        posted = false;
        break;
      }
      if (candidates === null || list.length < candidates.length) candidates = list;
    }
    if (posted) {
      const m = candidates === null ? n : candidates.length;
      for (let c = 0; c < m; c++) {
        const i = candidates === null ? c : (candidates[c] as number);
        if (!matches((this.entries[i] as TranscriptEntry).text, needle)) continue;
        if (into === null) return true;
        found = true;
        into.add(i);
      }
    }
    // entries left unposted (`H_BOTH`): by the needle's head
    if (head !== null) {
      const filed = this.#heads.get(head);
      if (filed !== undefined) {
        for (let c = 0; c < filed.length; c++) {
          const i = filed[c] as number;
          if (this.#posted[i] || this.#headState[i] !== H_BOTH || !matches((this.entries[i] as TranscriptEntry).text, needle)) continue;
          if (into === null) return true;
          found = true;
          into.add(i);
        }
      }
    }
    return found;
  }
}

/**
 * Trusted and untrusted text of a transcript, indexed for provenance matching, and the user's
 * lookup pieces (`purpose.ts`): values the user named only to ask about them, which vouch
 * for a read and for no side effect.
 */
export interface ProvenanceIndex {
  trusted: TrustIndex;
  untrusted: TrustIndex;
  lookup: TrustIndex;
}

/** The class of the index an entry belongs to. */
function classOf(ix: ProvenanceIndex, e: TranscriptEntry): TrustIndex {
  return e.lookup === true ? ix.lookup : e.trusted ? ix.trusted : ix.untrusted;
}

/** Indexes a list of entries (the transcript keeps its own index up to date instead). */
export function buildIndex(entries: readonly TranscriptEntry[]): ProvenanceIndex {
  const ix: ProvenanceIndex = { trusted: new TrustIndex(), untrusted: new TrustIndex(), lookup: new TrustIndex() };
  for (const e of entries) classOf(ix, e).add(e);
  return ix;
}

/**
 * The running transcript of one session.
 *
 * An entry is registered in its trust class when it is added and indexed per need, when a
 * check first reads its class with that need (`TrustIndex`): a check reads the trusted class
 * first (did the user vouch for the value?) and the untrusted class only for a value the
 * user did not vouch for, so a new tool output is indexed by the first check that needs it,
 * never skipped — and not by a check that ends at the user's request.
 */
export class Transcript {
  readonly #entries: TranscriptEntry[] = [];
  #userCount = 0;
  readonly #index: ProvenanceIndex = { trusted: new TrustIndex(), untrusted: new TrustIndex(), lookup: new TrustIndex() };
  /** Index each user turn when it is added (`indexUserTurnsOnArrival`). */
  #userTurnsOnArrival = false;

  /**
   * @internal A firewall with provenance or vouching rules calls this for the sessions it
   * opens: from then on each user turn is indexed for every need when it is added (and the
   * turns already added are indexed now) — in the application's `addUserRequest`, when the
   * user's message arrives and before the model's turn, instead of in the first dispatch that
   * reads it. Every check reads the user's turns first, so this is work a check would do
   * anyway; untrusted text stays indexed per need (a check that ends at the user's turn never
   * indexes it). A turn whose derivation throws is left pending: the first check that reads it
   * raises the error inside its dispatch, as before.
   */
  indexUserTurnsOnArrival(): void {
    this.#userTurnsOnArrival = true;
    this.#indexUserTurns();
  }

  #indexUserTurns(): void {
    try {
      this.#index.trusted.completeSome(Infinity);
      this.#index.lookup.completeSome(Infinity);
      // the amount bindings' payee keys of each request turn, filed with its keys
      for (const e of this.#index.trusted.entries) if (e.source === "user" && e.requests !== undefined) payeeKeysOf(e);
    } catch {
      // left pending: the check that reads it raises it inside a dispatch (fails closed there)
    }
  }

  /** The provenance index with every entry indexed for every need now (every class). */
  index(): ProvenanceIndex {
    this.#index.trusted.completeSome(Infinity);
    this.#index.lookup.completeSome(Infinity);
    this.#index.untrusted.completeSome(Infinity);
    return this.#index;
  }

  /**
   * Indexes pending entries for every need — the trusted class first, each class oldest
   * first — until about `maxChars` characters of text have been indexed (always at least one
   * entry): idle work in bounded slices, so one turn of the event loop never indexes a whole
   * backlog. What is left is indexed by a later slice or by the first check that needs it.
   *
   * @returns the entries still pending.
   */
  indexSome(maxChars: number): number {
    if (typeof maxChars !== "number" || !(maxChars >= 0)) throw badArgument("Transcript.indexSome", "maxChars", "a number >= 0", maxChars);
    let left = this.#index.trusted.completeSome(maxChars);
    if (left > 0) left = this.#index.lookup.completeSome(left);
    if (left > 0) this.#index.untrusted.completeSome(left);
    return this.pending;
  }

  /**
   * The provenance index as a check reads it: each class indexes its entries for a need
   * when a lookup with that need first reads it, so a class or a need the check does not read
   * is not indexed for it (and nothing is ever read unindexed).
   */
  lookup(): ProvenanceIndex {
    return this.#index;
  }

  /** Entries not yet indexed for every need (0 when every entry is fully indexed). */
  get pending(): number {
    return this.#index.trusted.pending + this.#index.lookup.pending + this.#index.untrusted.pending;
  }

  #push(e: TranscriptEntry): void {
    this.#entries.push(e);
    classOf(this.#index, e).register(e);
  }

  /** All entries, oldest first. */
  get entries(): readonly TranscriptEntry[] {
    return this.#entries;
  }

  /**
   * Records the user's own request (trusted). Clauses in which the user prohibits something
   * (`user-turns.ts`) are recorded apart, as an untrusted entry `forbidden:user:<n>`: their
   * values vouch for nothing, and a call that uses them names the prohibition. Pieces that
   * name a value only to ask about it (`purpose.ts`: "who is alice@x.example?") are recorded
   * apart too, as `lookup:user:<n>`: they vouch for reads, not for side effects.
   *
   * @returns the entry id, `user:<n>`.
   * @throws RampartError `ERR_BAD_INPUT` when `text` is not a string (nothing is recorded).
   */
  addUserRequest(text: string): string {
    stringArgument(text, "Transcript.addUserRequest", "text");
    this.#userCount += 1;
    const id = `user:${this.#userCount}`;
    // values in a clause the user prohibits are no word of theirs (user-turns.ts): filed as untrusted
    const turn = splitUserTurn(text);
    // what the turn asks the assistant to do: only that re-arms a side effect already run (requests.ts)
    const asks = requestsOf(text);
    this.#push(
      new LazyEntry(id, "user", true, turn.trusted, {
        requests: turn.requests,
        ...(turn.referenceAmounts.size > 0 ? { referenceAmounts: turn.referenceAmounts } : {}),
        ...(turn.amountCurrencies.size > 0 ? { amountCurrencies: turn.amountCurrencies } : {}),
        instructions: asks.text,
        repeatRequest: asks.repeat,
      }),
    );
    if (turn.lookup !== "") this.#push(new LazyEntry(`${LOOKUP_PREFIX}${id}`, "user", true, turn.lookup, { lookup: true }));
    if (turn.forbidden !== "") this.#push(new LazyEntry(`${FORBIDDEN_PREFIX}${id}`, "user", false, turn.forbidden));
    if (this.#userTurnsOnArrival) this.#indexUserTurns();
    return id;
  }

  /**
   * Records a retrieved chunk (untrusted, private session content), under the chunk's own id.
   *
   * @throws RampartError `ERR_BAD_INPUT` when `id` is not a non-empty string or `text` not a
   *   string (nothing is recorded).
   */
  addEvidence(id: string, text: string): void {
    stringArgument(id, "Transcript.addEvidence", "id", { nonEmpty: true });
    stringArgument(text, "Transcript.addEvidence", "text");
    this.#push(new LazyEntry(`evidence:${id}`, "evidence", false, text, { private: true }));
  }

  /**
   * @internal The firewall records each tool output; `texts` are its string leaves. An
   * output is private session content unless `isPublic` (the tool's policy says
   * `output: "public"`: a page of the open web, a public search result).
   */
  addToolOutput(id: string, texts: readonly string[], trusted: boolean, isPublic = false): void {
    if (texts.length === 0) return;
    this.#push(new LazyEntry(`tool:${id}`, "tool_output", trusted, texts.join("\n"), { private: !isPublic }));
  }
}
