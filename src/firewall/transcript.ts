/**
 * The session transcript the firewall derives provenance from (issue 5 item 5): the user's
 * request (trusted), retrieved evidence (untrusted) and every tool output (untrusted unless
 * the tool's policy says `output: "trusted"`). The firewall appends tool outputs itself, so
 * a model cannot launder a value by claiming it came from somewhere else (seed 003:
 * "re-validate … even when the model claims the value came from a prior tool result").
 *
 * Entries are matched on their normalised shadow text (`buildShadow` from the evidence
 * boundary). The shadow is built the first time a provenance check reads the entry — a
 * session whose tools have no provenance rules never pays for it — and the raw text is
 * dropped once it is built.
 */
import { buildShadow } from "../boundary/index.js";

/** Where a transcript entry came from. */
export type TranscriptSource = "user" | "evidence" | "tool_output";

/** One entry: its id (cited in audit events), source, trust and normalised text. */
export interface TranscriptEntry {
  readonly id: string;
  readonly source: TranscriptSource;
  /** Trusted text vouches for a value; untrusted text taints it. */
  readonly trusted: boolean;
  /** The shadow (normalised) text. */
  readonly text: string;
}

/** Normalises text for provenance matching: the evidence boundary's shadow, trimmed. */
export function provenanceText(text: string): string {
  return buildShadow(text).text;
}

/** An entry whose shadow is built on first read. */
class LazyEntry implements TranscriptEntry {
  #raw: string | null;
  #text: string | null = null;
  constructor(
    readonly id: string,
    readonly source: TranscriptSource,
    readonly trusted: boolean,
    raw: string,
  ) {
    this.#raw = raw;
  }
  get text(): string {
    if (this.#text === null) {
      this.#text = provenanceText(this.#raw ?? "");
      this.#raw = null;
    }
    return this.#text;
  }
}

/**
 * The entries of one trust class joined into one text, so a value is searched with one
 * native `indexOf` instead of one per entry; `starts[k]` is where entry `ids[k]` begins.
 */
export interface TextIndex {
  text: string;
  starts: number[];
  ids: string[];
}

/** Trusted and untrusted text of a transcript, indexed for provenance matching. */
export interface ProvenanceIndex {
  trusted: TextIndex;
  untrusted: TextIndex;
}

/** Joins entries; no value can span it (a separator a shadow value does not contain). */
export const INDEX_SEPARATOR = "\n\u0000\n";

function append(ix: TextIndex, e: TranscriptEntry): void {
  if (ix.ids.length) ix.text += INDEX_SEPARATOR;
  ix.starts.push(ix.text.length);
  ix.ids.push(e.id);
  ix.text += e.text;
}

/** Indexes a list of entries (the transcript keeps its own index up to date instead). */
export function buildIndex(entries: readonly TranscriptEntry[]): ProvenanceIndex {
  const ix: ProvenanceIndex = { trusted: { text: "", starts: [], ids: [] }, untrusted: { text: "", starts: [], ids: [] } };
  for (const e of entries) append(e.trusted ? ix.trusted : ix.untrusted, e);
  return ix;
}

/** The running transcript of one session. */
export class Transcript {
  readonly #entries: TranscriptEntry[] = [];
  #userCount = 0;
  readonly #index: ProvenanceIndex = { trusted: { text: "", starts: [], ids: [] }, untrusted: { text: "", starts: [], ids: [] } };
  #indexed = 0;

  /** The provenance index, extended with the entries added since the last call. */
  index(): ProvenanceIndex {
    for (; this.#indexed < this.#entries.length; this.#indexed++) {
      const e = this.#entries[this.#indexed] as TranscriptEntry;
      append(e.trusted ? this.#index.trusted : this.#index.untrusted, e);
    }
    return this.#index;
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
    this.#entries.push(new LazyEntry(id, "user", true, text));
    return id;
  }

  /** Records a retrieved chunk (untrusted), under the chunk's own id. */
  addEvidence(id: string, text: string): void {
    this.#entries.push(new LazyEntry(`evidence:${id}`, "evidence", false, text));
  }

  /** @internal The firewall records each tool output; `texts` are its string leaves. */
  addToolOutput(id: string, texts: readonly string[], trusted: boolean): void {
    if (texts.length === 0) return;
    this.#entries.push(new LazyEntry(`tool:${id}`, "tool_output", trusted, texts.join("\n")));
  }
}
