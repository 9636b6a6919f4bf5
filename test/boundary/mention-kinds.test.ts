/**
 * Use versus mention, human versus AI addressee, data versus order (`mention-kinds.cases.ts`)
 * through the default scanner: every attack marked, every hard negative clean.
 */
import { createEvidenceScanner } from "../../src/boundary/index.js";
import { describeKinds } from "../helpers/kind-table.js";
import { MENTION_KINDS } from "./mention-kinds.cases.js";

const scanner = createEvidenceScanner();
const ids = (text: string) => [...new Set(scanner.scan(text).findings.map((f) => f.id))];

describeKinds(MENTION_KINDS, ids);
