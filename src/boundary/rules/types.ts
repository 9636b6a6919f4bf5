/**
 * The rule table's types: a rule row, its category, action, languages and extent. Part of the
 * rule table assembled in `./index.ts` (see its module comment for the linear-time and rule-
 * change rules every row obeys).
 */

/** The attack vector a rule covers. */
export type RuleCategory =
  | "chat-template-token"
  | "role-tag"
  | "instruction-override"
  | "prompt-extraction"
  | "hidden-text";
/** Every rule category, in report order. */
export const RULE_CATEGORIES: readonly RuleCategory[] = [
  "chat-template-token",
  "role-tag",
  "instruction-override",
  "prompt-extraction",
  "hidden-text",
];
/**
 * What a match does: `redact` replaces it with `[REDACTED_CHAT_TOKEN]` (the finding keeps
 * the source in `original`); `wrap` keeps the text and surrounds it with
 * `[INSTRUCTION_LIKE]…[/INSTRUCTION_LIKE]`.
 */
export type RuleAction = "redact" | "wrap";
/** ISO 639-1 code of a rule's language, or `any` for language-neutral syntax. */
export type RuleLanguage =
  | "any" | "en" | "ko" | "zh" | "ja" | "es" | "fr" | "de" | "pt" | "it" | "ru"
  | "nl" | "pl" | "tr" | "id" | "ms" | "vi" | "sv" | "da" | "no" | "cs" | "sk" | "uk" | "el" | "ar" | "fa" | "he" | "hi" | "bn" | "th"
  | "ro" | "hu" | "fi" | "bg" | "sr" | "hr" | "bs" | "tl" | "sw";
/**
 * Languages whose rules read words in their own script (Hangul, Han, kana, Cyrillic without
 * a Latin lookalike, Greek, Hebrew, Arabic, Devanagari, Bengali, Thai), so their rules can match a
 * shadow without a Latin letter: the fast pass and the scan must not skip them on such text.
 * Russian stays out: its rule words fold to Latin lookalikes in part (`и` does not, `о` does),
 * and it was measured that way.
 */
export const OWN_SCRIPT_LANGUAGES: ReadonlySet<RuleLanguage> = new Set<RuleLanguage>(["ko", "zh", "ja", "uk", "el", "ar", "fa", "he", "hi", "bn", "th"]);
/**
 * True when a rule can match a shadow that has no Latin letter (every language it names is
 * in `OWN_SCRIPT_LANGUAGES`); the other rules need English words, token names or role words.
 */
export function runsWithoutLatin(rule: Pick<Rule, "languages">): boolean {
  return rule.languages.every((l) => OWN_SCRIPT_LANGUAGES.has(l));
}
/**
 * How far a wrap reaches in the original: `match` (the match only), `line` (from the match
 * to the end of its last line, so the instruction's payload is inside the markers, as the
 * seed wraps whole lines) or `word` (the letters around the match, for hidden characters).
 */
export type RuleExtent = "match" | "line" | "word";
/** One row of the rule table. */
export interface Rule {
  /** Stable id, used in findings and baselines (`<category>.<variant>`). */
  readonly id: string;
  readonly category: RuleCategory;
  readonly languages: readonly RuleLanguage[];
  /** Global regex; over the shadow unless `over` is `original`. */
  readonly pattern: RegExp;
  /** The text the pattern reads (default `shadow`). */
  readonly over?: "shadow" | "original";
  readonly action: RuleAction;
  /** For `wrap`: how far the markers reach (default `line`). */
  readonly extent?: RuleExtent;
  /** Confidence 0–1 carried into the finding (default 1). */
  readonly score?: number;
  /** What the rule catches, in one sentence (also the finding's `reason`). */
  readonly description: string;
  /** Where the rule comes from (seed, paper, model documentation). */
  readonly source: string;
  /**
   * Gates (`quick.ts`, `scan.ts`): regex sources, one of which occurs in every match of the
   * rule. Shadow rules: read case-insensitively on the shadow (and by the fast first pass on
   * text made only of plain characters). `over: "original"` rules: read on the original as
   * UTF-16 code units (`\\udb40` is the high surrogate of every tag character). Tests check
   * soundness.
   */
  readonly triggers: readonly string[];
  /**
   * For a rule whose words may be split between any two letters by blanks, `>` or `-` (its
   * `triggers` then hold one-letter atoms, which any English text has): regex sources read on
   * the text with those units removed and ASCII lowered (`gap-free.ts`), one of which occurs
   * in every match. The scanner runs the rule, and the fast pass tests its triggers, only
   * where the literal needs of one of them occur in that view. Tests check soundness.
   */
  readonly gapFreeTriggers?: readonly string[];
  /**
   * A test on the original text around a match (`start`, `end`: the span the shadow match
   * maps back to, before the wrap's extent): when it holds, the match is not a finding. For
   * what the shadow folds away but a reader does not: the shadow drops accents (`ìgnòrè` is
   * `ignore`), so Spanish `olvidé` (I forgot) and French `j'ai ignoré` (I ignored) read as
   * the imperatives `olvide`, `ignore` there; the original still shows they are past forms.
   * Must run in time linear in the match (read a bounded window around it).
   */
  readonly unless?: (original: string, start: number, end: number) => boolean;
}
