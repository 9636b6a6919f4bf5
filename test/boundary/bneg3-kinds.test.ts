/**
 * The bneg3 round's kinds (`bneg3-kinds.cases.ts`) through the default scanner: every attack
 * marked, every hard negative clean.
 */
import { createEvidenceScanner } from "../../src/boundary/index.js";
import { describeKinds } from "../helpers/kind-table.js";
import { BNEG3_KINDS } from "./bneg3-kinds.cases.js";

const scanner = createEvidenceScanner();
const ids = (text: string) => [...new Set(scanner.scan(text).findings.map((f) => f.id))];

describeKinds(BNEG3_KINDS, ids);
