/**
 * The SSE wire format of the reference chat server (DESIGN.md "SSE wire format"): every
 * message is `data: <JSON>`; zero or more `token` events, then exactly one `final` or one
 * `blocked`, then `data: [DONE]`.
 */
import type { RankedHit } from "../index/index.js";

/** A piece of the answer as it streams. */
export interface TokenEvent {
  type: "token";
  text: string;
}

/** The complete answer: the concatenation of the tokens, its citations, the top 10 hits. */
export interface FinalEvent {
  type: "final";
  answer: string;
  citations: string[];
  retrieved: RankedHit[];
}

/** The output gate withheld the answer. `message` never repeats the withheld text. */
export interface BlockedEvent {
  type: "blocked";
  code: string;
  message: string;
}

export type ChatEvent = TokenEvent | FinalEvent | BlockedEvent;

/** The stream terminator's data. */
export const DONE = "[DONE]";
