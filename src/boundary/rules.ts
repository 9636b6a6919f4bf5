/**
 * The rule table: every rule of the evidence boundary as data (STYLE.md 8, "detectors as
 * data"). Patterns run over the normalisation shadow (`shadow.ts`), which is lower-cased, so
 * patterns are written in lower case; the `i` flag is kept as a second guard.
 *
 * Every pattern must run in linear time on attacker-controlled text: no nested quantifiers
 * over overlapping classes, no ambiguous alternation under a quantifier.
 */

/** The attack vector a rule covers. */
export type RuleCategory = "chat-template-token" | "role-tag" | "instruction-override";

/** What a match does: `redact` replaces it with `[REDACTED_CHAT_TOKEN]` (keeping the source
 * in the finding's `original`); `wrap` keeps the text and surrounds it with
 * `[INSTRUCTION_LIKE]…[/INSTRUCTION_LIKE]`. */
export type RuleAction = "redact" | "wrap";

/** ISO 639-1 code of a rule's language, or `any` for language-neutral syntax. */
export type RuleLanguage = "any" | "en" | "ko" | "zh" | "ja";

/** One row of the rule table. */
export interface Rule {
  /** Stable id, used in findings and baselines. */
  readonly id: string;
  readonly category: RuleCategory;
  readonly languages: readonly RuleLanguage[];
  /** Global regex over the shadow text. A `wrap` match is wrapped as matched. */
  readonly pattern: RegExp;
  readonly action: RuleAction;
  /** What the rule catches, in one sentence (also the finding's `reason`). */
  readonly description: string;
  /** Where the rule comes from (seed, paper, model documentation). */
  readonly source: string;
}

/**
 * The seed rules of ADR 0008 (seed `000_…`), exactly: chat-template tokens redacted; role-tag
 * lines and instruction-override lines wrapped. Horizontal whitespace before the keyword
 * (the seed's `^\s*` under Python's MULTILINE) so a match never starts on an earlier line.
 */
export const RULES: readonly Rule[] = [
  {
    id: "chat-token.seed",
    category: "chat-template-token",
    languages: ["any"],
    pattern:
      /<\|(?:im_start|im_end|system|user|assistant|tool|begin_of_text|end_of_text|endoftext|fim_[a-z_]*)\|>/gi,
    action: "redact",
    description: "chat-template token (ChatML, Llama 3, FIM, endoftext)",
    source: "seed 000 (ADR 0008): chat template tokens → [REDACTED_CHAT_TOKEN]",
  },
  {
    id: "role-tag.seed",
    category: "role-tag",
    languages: ["en"],
    pattern: /^[ \t]*(?:system|assistant|user|tool)[ \t]*:\s*\S.*$/gim,
    action: "wrap",
    description: "role-tag line (SYSTEM:, ASSISTANT:, USER:, TOOL:)",
    source: "seed 000 (ADR 0008): ^\\s*(SYSTEM|ASSISTANT|USER|TOOL)\\s*:\\s*.+$",
  },
  {
    id: "override.en.seed",
    category: "instruction-override",
    languages: ["en"],
    pattern:
      /^[ \t]*(?:ignore|disregard|forget|override|bypass)\s+(?:previous|prior|all|any|the)\s+(?:instructions?|prompts?|rules?|directives?|system).*$/gim,
    action: "wrap",
    description: "instruction-override line (ignore/disregard … previous instructions)",
    source:
      "seed 000 (ADR 0008): ^\\s*(ignore|disregard|forget|override|bypass)\\s+(previous|prior|all|any|the)\\s+(instructions?|prompts?|rules?|directives?|system).*$",
  },
];
