/**
 * The session transcript the firewall derives provenance from (issue 5 item 5): the user's
 * request (trusted), retrieved evidence (untrusted) and every tool output (untrusted unless
 * the tool's policy says `output: "trusted"`). The firewall appends tool outputs itself, so
 * a model cannot launder a value by claiming it came from somewhere else (seed 003:
 * "re-validate … even when the model claims the value came from a prior tool result").
 *
 * Entries keep only the normalised shadow text (`buildShadow` from the evidence boundary),
 * which is what taint matching reads; the raw text is not retained here.
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

/** The running transcript of one session. */
export class Transcript {
  readonly #entries: TranscriptEntry[] = [];
  #userCount = 0;

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
    this.#entries.push({ id, source: "user", trusted: true, text: provenanceText(text) });
    return id;
  }

  /** Records a retrieved chunk (untrusted), under the chunk's own id. */
  addEvidence(id: string, text: string): void {
    this.#entries.push({ id: `evidence:${id}`, source: "evidence", trusted: false, text: provenanceText(text) });
  }

  /** @internal The firewall records each tool output; `texts` are its string leaves. */
  addToolOutput(id: string, texts: readonly string[], trusted: boolean): void {
    if (texts.length === 0) return;
    this.#entries.push({ id: `tool:${id}`, source: "tool_output", trusted, text: provenanceText(texts.join("\n")) });
  }
}
