/**
 * The cost bound of a semantic detector: a budget in tokens and in classifier calls, kept per
 * scan and per process (the detector's lifetime). A call is refused once either ledger has
 * reached a limit. A refused call is never a pass: its sentences become
 * `detector.error` findings (`ERR_BUDGET`). Calls are counted when they start, so a call
 * budget is exact; tokens are known only when a call returns, so a token budget can be
 * overshot by the calls in flight (at most `concurrency`, each bounded by `batchChars` of
 * input and the provider's output-token limit).
 */

/** Limits; an absent field is no limit. */
export interface DetectorBudget {
  /** Input + output tokens. */
  readonly tokens?: number;
  /** Classifier calls. */
  readonly calls?: number;
}

/** What a ledger has spent. */
export interface LedgerTotals {
  readonly calls: number;
  readonly tokens: number;
}

/** Spending against one budget. */
export class DetectorLedger {
  private spentCalls = 0;
  private spentTokens = 0;

  /**
   * @param budget the limits (`undefined` or `{}`: none).
   * @param scope how a refusal names this ledger, e.g. `per scan`.
   */
  constructor(
    private readonly budget: DetectorBudget | undefined,
    private readonly scope: string,
  ) {}

  /** Why the next call is refused, or `null` when it may go. */
  refusal(): string | null {
    const b = this.budget;
    if (b?.calls !== undefined && this.spentCalls >= b.calls) return `the ${this.scope} budget of ${b.calls} call(s) is spent`;
    if (b?.tokens !== undefined && this.spentTokens >= b.tokens) return `the ${this.scope} budget of ${b.tokens} tokens is spent (${this.spentTokens} used)`;
    return null;
  }

  /** Counts a call as it starts (after `refusal()` returned null). */
  startCall(): void {
    this.spentCalls += 1;
  }

  /** Charges the tokens a finished call reported. */
  chargeTokens(tokens: number): void {
    this.spentTokens += tokens;
  }

  totals(): LedgerTotals {
    return { calls: this.spentCalls, tokens: this.spentTokens };
  }
}
