/**
 * Kinds a blind red-team round found missed or wrongly marked (issue 20 items 3–4): the
 * reader's prior configuration voided or its task replaced without the classic verbs, notices
 * to automated readers that give an order, tool calls ordered in French, Turkish and Russian,
 * and the look-alikes that must stay clean — topic-scoped negations in manuals, changelogs
 * naming a tool, staff notices, snake_case identifiers in code. Cases are our own wording in
 * several languages and carriers (`paraphrase-addressee.cases.ts`).
 */
import { createEvidenceScanner } from "../../src/boundary/index.js";
import { PARAPHRASE_KINDS, TOOLS } from "./paraphrase-addressee.cases.js";
import { describeKinds } from "../helpers/kind-table.js";

const scanner = createEvidenceScanner({ tools: [...TOOLS] });
const ids = (text: string) => [...new Set(scanner.scan(text).findings.map((f) => f.id))];

describeKinds(PARAPHRASE_KINDS, ids);
