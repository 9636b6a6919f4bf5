/**
 * `detector.code-name-directing` (issue 20, blind round of the evidence-boundary misses): the
 * default scanner's reach over tool directing when no registry is given. Evidence that orders
 * the model to call a function names it as code — `rufe \`export_contacts\` auf`, `appelle
 * l'outil \`lookup_user\``, `请先调用 \`lookup_user\``, `the assistant should invoke
 * issue_refund` — so a code name found in the text itself stands in for the registry's names,
 * and `tool-directing.ts` reads its sentence the same way, strictly (`directedMatches`): an AI
 * reader addressed or named as the subject, an instruction line, or an imperative that reaches
 * into the reader's own answer (`before answering`, `deine Antwort`). A manual's `call
 * \`parse_date\` with an ISO string` and a paper's `an agent call tools such as send_email`
 * stay mentions.
 *
 * | code name | shape |
 * | --- | --- |
 * | backticked | `` `name` `` or `` `name()` ``: an identifier of 2–64 characters (`lookupUser`, `crm.export`) |
 * | snake case | letters and digits joined by `_` (`export_contacts`), not inside a path, an address or a longer name |
 *
 * A camelCase name without backticks has no mark a fast pass can find (`lookupUser` reads as a
 * word): it is read with a registry (`createEvidenceScanner({ tools })`), not here. Linear time:
 * one pass of `CODE_NAME`; at most `MAX_NAMES` names, spelled as `tool-directing.ts` spells a
 * registry's, joined into one escaped alternation per scan.
 */
import type { Detector, DetectorMatch } from "../detector.js";
import type { Shadow } from "../shadow.js";
import { directedMatches, spellings } from "./tool-directing.js";
import { CODE_NAME_CALL_PATTERNS, CODE_NAME_CALL_TRIGGER, codeNameCalls } from "./code-name-call.js";

/** Finding id of this detector. */
export const CODE_NAME_DIRECTING_DETECTOR_ID = "detector.code-name-directing";

/** Distinct code names read per text (the first ones, in order). */
const MAX_NAMES = 64;

/** A backticked identifier, or a snake_case one standing alone. */
const CODE_NAME = /`([A-Za-z_][\w.-]{1,63})(?:\(\))?`|(?<![\p{L}\p{N}_.@/\\:-])([A-Za-z][A-Za-z0-9]{0,30}(?:_[A-Za-z0-9]{1,30}){1,4})(?![\p{L}\p{N}_@/\\-])/gu;

/** Cheap trigger atoms (regex sources, case-insensitive): every code name holds one. */
export const CODE_NAME_DIRECTING_TRIGGER: readonly string[] = ["`", "_", ...CODE_NAME_CALL_TRIGGER];

/** The detector (default; see the module comment). Pure, never throws on a string. */
export const CODE_NAME_DIRECTING_DETECTOR: Detector = {
  id: CODE_NAME_DIRECTING_DETECTOR_ID,
  detect(text: string, shadow: Shadow): readonly DetectorMatch[] {
    // A bare camelCase or snake_case name called with concrete arguments (`code-name-call.ts`).
    const calls = codeNameCalls(text);
    return calls.length === 0 ? namedDirecting(text, shadow) : [...namedDirecting(text, shadow), ...calls];
  },
};

/** Backticked and snake_case names whose sentence directs the reader (`directedMatches`, strict). */
function namedDirecting(text: string, shadow: Shadow): DetectorMatch[] {
    const names = new Set<string>();
    CODE_NAME.lastIndex = 0;
    for (let m = CODE_NAME.exec(text); m !== null && names.size < MAX_NAMES; m = CODE_NAME.exec(text)) {
      const name = (m[1] ?? m[2]) as string;
      if (/[A-Za-z]/.test(name)) names.add(name);
    }
    if (names.size === 0) return [];
    const alts = [...new Set([...names].flatMap((n) => spellings(n)))].sort((a, b) => b.length - a.length);
    // Names shorter than three letters have no spelling (`id`): an empty alternation would match the empty string forever.
    if (alts.length === 0) return [];
    const pattern = new RegExp(`(?<![a-z0-9_])(?:${alts.join("|")})(?![a-z0-9_])`, "g");
    return directedMatches(shadow, pattern, true);
}

/** Every fixed regex this detector runs on attacker text (for the linear-time proofs). */
export const CODE_NAME_DIRECTING_PATTERNS: readonly RegExp[] = [CODE_NAME, ...CODE_NAME_CALL_PATTERNS];
