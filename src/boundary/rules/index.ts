/**
 * The rule table: every rule of the evidence boundary as data (STYLE.md 8, "detectors as
 * data"), one row per attack vector and language, kept in one file per kind or language
 * (`chat-tokens.ts`, `role-tags.ts`, `en.ts`, `ko.ts`, `zh-ja.ts`, `more-languages.ts`,
 * `hidden.ts`) and assembled here in table order. Unless a row says `over: "original"`, its
 * pattern runs over the normalisation shadow (`shadow.ts`), which is NFKC-folded,
 * lower-cased, confusable-folded, free of invisible characters and letter-spacing; patterns
 * are therefore written in lower case.
 *
 * Every pattern must run in linear time on attacker-controlled text: no nested unbounded
 * quantifiers over overlapping classes, word gaps bounded (`{0,3}`), alternations of
 * literal words only. Every quantifier is bounded (`\s{0,256}`, not `\s*`): V8's regex
 * engine keeps a backtrack entry per repetition and throws on a multi-megabyte run. `test/boundary/redos.test.ts` checks each with `recheck`.
 *
 * A rule may change only if it covers at least one new attack vector and adds no false
 * positive on the benign survey sets (seed 000's rule-change rule); `rampart rules check`
 * enforces it against `baselines/rules.json`.
 */
import { CHAT_TOKEN_RULES } from "./chat-tokens.js";
import { EN_EXTRACTION_RULES, EN_OVERRIDE_RULES } from "./en.js";
import { HIDDEN_RULES } from "./hidden.js";
import { KO_EXTRACTION_RULES, KO_OVERRIDE_RULES } from "./ko.js";
import { MORE_LANGUAGE_RULES } from "./more-languages.js";
import { ROLE_TAG_RULES } from "./role-tags.js";
import type { Rule } from "./types.js";
import { lazyList } from "../../core/lazy.js";
import { ZH_JA_EXTRACTION_RULES, ZH_JA_OVERRIDE_RULES } from "./zh-ja.js";

export * from "./types.js";
export { KO_IMPERATIVE_STEMS } from "./ko.js";

/**
 * The rule table. The three `*.seed` rows are ADR 0008's rules verbatim (horizontal
 * whitespace before the keyword, so a match never starts on an earlier line). Built on first
 * access (`lazyList`): importing the boundary compiles no rule (issue 22, cold start).
 */
export const RULES: readonly Rule[] = lazyList(() => [
  ...CHAT_TOKEN_RULES,
  ...ROLE_TAG_RULES,
  ...EN_OVERRIDE_RULES,
  ...KO_OVERRIDE_RULES,
  ...MORE_LANGUAGE_RULES,
  ...ZH_JA_OVERRIDE_RULES,
  ...EN_EXTRACTION_RULES,
  ...ZH_JA_EXTRACTION_RULES,
  ...KO_EXTRACTION_RULES,
  ...HIDDEN_RULES,
]);
