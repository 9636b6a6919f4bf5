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
 * scan of the whole transcript per dispatch. The work is done the first time a provenance
 * check reads the entry's trust class after the entry was added (a session whose tools have
 * no provenance rules never pays for it, and a check whose values the user vouched for does
 * not index new untrusted text), or, for a tool output, in the event-loop turn after the
 * dispatch that added it when the firewall has provenance rules (so the next call finds it
 * indexed; `indexSome`, in bounded slices); the raw text is dropped once indexed.
 */
import { buildShadow, hasTagChars } from "../boundary/index.js";
import { createMemo } from "./memo.js";
import { extractItems } from "./taint-keys.js";

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
}

/** Normalises text for provenance matching: the evidence boundary's shadow, trimmed. */
export function provenanceText(text: string): string {
  const shadow = buildShadow(text).text;
  // Tag characters read both ways (decoded and dropped, as for the keys): both shadows.
  return hasTagChars(text) ? `${shadow}\n${buildShadow(text, { tags: "drop" }).text}` : shadow;
}

/** What indexing derives from one entry's raw text. */
interface Built {
  text: string;
  keys: string[];
}

/** Short texts recur (`{"status":"sent"}`, `ok`): their derived form is memoised (`memo.ts`). */
const derive = createMemo<Built>(1024, 512, (raw) => {
  const text = provenanceText(raw);
  const keys = new Set<string>();
  for (const item of extractItems(raw, "text").items) for (const k of item.keys) keys.add(k);
  return { text, keys: [...keys] };
});

/** An entry whose shadow and keys are built on first read. */
class LazyEntry implements TranscriptEntry {
  #raw: string | null;
  #built: Built | null = null;
  /** Length of the raw text (UTF-16 code units): what indexing the entry costs, roughly. */
  readonly size: number;
  constructor(
    readonly id: string,
    readonly source: TranscriptSource,
    readonly trusted: boolean,
    raw: string,
  ) {
    this.#raw = raw;
    this.size = raw.length;
  }
  #build(): Built {
    if (this.#built === null) {
      this.#built = derive(this.#raw ?? "");
      this.#raw = null;
    }
    return this.#built;
  }
  get text(): string {
    return this.#build().text;
  }
  get keys(): readonly string[] {
    return this.#build().keys;
  }
}

const NON_WORD = /[^\p{L}\p{N}]+/u;

/** Word tokens of a shadow text (maximal runs of letters and digits). */
export function wordsOf(text: string): string[] {
  return text.split(NON_WORD).filter((w) => w !== "");
}

/** Same rule as `occursAsToken` in provenance.ts, local to avoid an import cycle. */
type TokenMatcher = (hay: string, needle: string) => boolean;

function post(map: Map<string, number[]>, key: string, i: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [i]);
  else if (list[list.length - 1] !== i) list.push(i);
}

/**
 * The entries of one trust class with two postings maps: word token → entries, taint key →
 * entries. Appending is incremental; lookups never scan the whole class unless a needle
 * has no word character at all.
 */
export class TrustIndex {
  readonly entries: TranscriptEntry[] = [];
  readonly #words = new Map<string, number[]>();
  readonly #keys = new Map<string, number[]>();

  /**
   * Indexes one entry (its shadow and keys are built now if they were not yet; a repeated
   * word or key is posted once). Everything is derived before the entry is counted, so an
   * entry whose derivation throws is not counted as indexed: the next read tries it again
   * (and throws again, inside the dispatch that reads it) instead of reading past it.
   */
  add(e: TranscriptEntry): void {
    const text = e.text;
    const keys = e.keys;
    const words = wordsOf(text);
    const i = this.entries.length;
    this.entries.push(e);
    for (let w = 0; w < words.length; w++) post(this.#words, words[w] as string, i);
    for (let k = 0; k < keys.length; k++) post(this.#keys, keys[k] as string, i);
  }

  /** Entries (indices) whose keys include `key`. */
  withKey(key: string): readonly number[] {
    return this.#keys.get(key) ?? [];
  }

  hasKey(key: string): boolean {
    return this.#keys.has(key);
  }

  /**
   * Whether `needle` (a shadow text) occurs as a token in some entry; with `into`, adds
   * every such entry (index) to it, without, stops at the first. Candidates are the
   * postings of the needle's rarest word; each is verified with `matches` on its text.
   *
   * @param words the needle's word tokens (`wordsOf(needle)`), when the caller has them already.
   */
  findText(needle: string, matches: TokenMatcher, into: Set<number> | null, words: readonly string[] = wordsOf(needle)): boolean {
    let candidates: readonly number[] | null = null;
    for (let w = 0; w < words.length; w++) {
      const list = this.#words.get(words[w] as string);
      if (list === undefined) return false;
      if (candidates === null || list.length < candidates.length) candidates = list;
    }
    let found = false;
    const n = candidates === null ? this.entries.length : candidates.length;
    for (let c = 0; c < n; c++) {
      const i = candidates === null ? c : (candidates[c] as number);
      if (!matches((this.entries[i] as TranscriptEntry).text, needle)) continue;
      if (into === null) return true;
      found = true;
      into.add(i);
    }
    return found;
  }
}

/** Trusted and untrusted text of a transcript, indexed for provenance matching. */
export interface ProvenanceIndex {
  trusted: TrustIndex;
  untrusted: TrustIndex;
}

/** Indexes a list of entries (the transcript keeps its own index up to date instead). */
export function buildIndex(entries: readonly TranscriptEntry[]): ProvenanceIndex {
  const ix: ProvenanceIndex = { trusted: new TrustIndex(), untrusted: new TrustIndex() };
  for (const e of entries) (e.trusted ? ix.trusted : ix.untrusted).add(e);
  return ix;
}

/**
 * The running transcript of one session.
 *
 * Each trust class is indexed on its own, when it is first read after an entry of that class
 * was added: a check reads the trusted class first (did the user vouch for the value?) and
 * the untrusted class only for a value the user did not vouch for, so a new tool output is
 * indexed by the first check that needs it, never skipped — and not by a check that ends at
 * the user's request.
 */
export class Transcript {
  readonly #entries: TranscriptEntry[] = [];
  #userCount = 0;
  /** Entries added per class, oldest first; each class index holds a prefix of its list. */
  readonly #added = { trusted: [] as TranscriptEntry[], untrusted: [] as TranscriptEntry[] };
  readonly #index: ProvenanceIndex = { trusted: new TrustIndex(), untrusted: new TrustIndex() };
  /** The index as a check reads it: each class is extended when it is read (see `lookup`). */
  readonly #lazy: ProvenanceIndex = ((t: Transcript): ProvenanceIndex => ({
    get trusted() {
      return t.#extend(true);
    },
    get untrusted() {
      return t.#extend(false);
    },
  }))(this);

  /** The index of one class, extended with the entries of that class added since it was last read (each entry is indexed once). */
  #extend(trusted: boolean): TrustIndex {
    const ix = trusted ? this.#index.trusted : this.#index.untrusted;
    const added = trusted ? this.#added.trusted : this.#added.untrusted;
    while (ix.entries.length < added.length) ix.add(added[ix.entries.length] as TranscriptEntry);
    return ix;
  }

  /** The provenance index with every entry indexed now (both classes; the firewall calls it in idle time). */
  index(): ProvenanceIndex {
    this.#extend(true);
    this.#extend(false);
    return this.#index;
  }

  /**
   * Indexes pending entries — the trusted class first, each class oldest first — until
   * about `maxChars` characters of text have been indexed (always at least one entry): idle
   * work in bounded slices, so one turn of the event loop never indexes a whole backlog.
   * What is left is indexed by a later slice or by the first check that reads its class.
   *
   * @returns the entries still pending.
   */
  indexSome(maxChars: number): number {
    let budget = maxChars;
    for (const trusted of [true, false]) {
      const ix = trusted ? this.#index.trusted : this.#index.untrusted;
      const added = trusted ? this.#added.trusted : this.#added.untrusted;
      while (budget > 0 && ix.entries.length < added.length) {
        const e = added[ix.entries.length] as TranscriptEntry;
        budget -= e instanceof LazyEntry ? e.size : e.text.length;
        ix.add(e);
      }
    }
    return this.pending;
  }

  /**
   * The provenance index as a check reads it: reading `trusted` or `untrusted` first indexes
   * the entries of that class added since it was last read, so a class the check does not
   * read is not indexed for it (and nothing is ever read unindexed).
   */
  lookup(): ProvenanceIndex {
    return this.#lazy;
  }

  /** Entries added but not yet indexed in their class (0 when every entry is indexed). */
  get pending(): number {
    return this.#added.trusted.length - this.#index.trusted.entries.length + (this.#added.untrusted.length - this.#index.untrusted.entries.length);
  }

  #push(e: TranscriptEntry): void {
    this.#entries.push(e);
    (e.trusted ? this.#added.trusted : this.#added.untrusted).push(e);
  }

  /** All entries, oldest first. */
  get entries(): readonly TranscriptEntry[] {
    return this.#entries;
  }

  /**
   * Records the user's own request (trusted).
   *
   * @returns the entry id, `user:<n>`.
   */
  addUserRequest(text: string): string {
    this.#userCount += 1;
    const id = `user:${this.#userCount}`;
    this.#push(new LazyEntry(id, "user", true, text));
    return id;
  }

  /** Records a retrieved chunk (untrusted), under the chunk's own id. */
  addEvidence(id: string, text: string): void {
    this.#push(new LazyEntry(`evidence:${id}`, "evidence", false, text));
  }

  /** @internal The firewall records each tool output; `texts` are its string leaves. */
  addToolOutput(id: string, texts: readonly string[], trusted: boolean): void {
    if (texts.length === 0) return;
    this.#push(new LazyEntry(`tool:${id}`, "tool_output", trusted, texts.join("\n")));
  }
}
