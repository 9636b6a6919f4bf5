/**
 * The concept tables by language (`types.ts`): en de fr es it pt nl ru ja ko zh — the
 * languages the disclosure framing tables (`../disclosure/`) cover. A test checks that every
 * table lists the same concept ids. Read by `../prompt-concepts.ts`.
 */
import type { ConceptTable } from "./types.js";
import { EN } from "./en.js";
import { DE } from "./de.js";
import { FR } from "./fr.js";
import { ES } from "./es.js";
import { IT } from "./it.js";
import { PT } from "./pt.js";
import { NL } from "./nl.js";
import { RU } from "./ru.js";
import { JA } from "./ja.js";
import { KO } from "./ko.js";
import { ZH } from "./zh.js";

export type { ConceptTable } from "./types.js";

/** Every table, English first. */
export const CONCEPT_TABLES: readonly ConceptTable[] = [EN, DE, FR, ES, IT, PT, NL, RU, JA, KO, ZH];

/**
 * Concepts nearly every assistant prompt and every helpful answer names — who the bot
 * serves, what it answers, its products and rules in general — so they weigh half of a
 * specific concept (a refund limit, a competitor ban, internal margins) when an answer's
 * concepts are matched with the prompt's.
 */
export const COMMON_CONCEPTS: ReadonlySet<string> = new Set([
  "customer", "user", "assistant", "answer", "question", "product", "service", "order", "account", "policy", "topic",
  "link", "document", "group", "amount", "public", "contact", "apologize", "brevity", "language", "tone", "free",
  "member", "staff", "return", "price", "reveal", "discuss", "book", "pay",
]);
