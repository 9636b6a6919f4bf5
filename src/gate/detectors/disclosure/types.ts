/**
 * The shape of one language's disclosure words (`index.ts` collects them): how an answer says
 * it is restating its own instructions, and the rule words a restated instruction carries.
 */
export interface DisclosureWords {
  /**
   * Phrases in which an answer speaks of its own instructions or configuration ("my
   * instructions say", "I was told to", "the operator told me"). Written in plain lower case;
   * `index.ts` folds them through the gate shadow as answers are folded.
   */
  readonly framing: readonly string[];
  /**
   * Rule words a system prompt's directives carry in this language (never, always, only,
   * must, do not …): several of them near a framing phrase make a restated rule set.
   */
  readonly directives: readonly string[];
  /**
   * Framing phrases that name a prompt without owning it ("the system prompt", `システムプロンプト`):
   * an answer about prompts in general says them too, so they do not frame the concept
   * evidence of `../prompt-paraphrase.ts` (anchors still count with them).
   */
  readonly impersonal?: readonly string[];
  /**
   * How a system prompt addresses the assistant it configures, in the second person (`you are`,
   * `eres`, `du bist`, `あなたは`, `당신은`, `你是`, "your task is"): a prompt restated as a
   * prompt — translated under a JSON key, with no word about "my instructions" — opens so.
   * Prose says these too, so they frame only a passage that also holds half of the prompt's
   * concepts (`../prompt-paraphrase.ts`, rule 4).
   */
  readonly roleAddress?: readonly string[];
  /** Where the phrases come from. */
  readonly source: string;
}
