/**
 * The token and cost ledger of a judge run, and its budget. Every provider response is
 * charged — unparsable and truncated ones too, since they were paid for. Once the budget is
 * spent, `reserve()` refuses new calls with `ERR_BUDGET`; calls already in flight finish and
 * are charged, so a run overshoots by at most `concurrency` calls. The stage turns the refusal
 * into error rows (exit 2) and stops cleanly, with every report still written.
 */
import { RampartError } from "../../core/index.js";
import type { LlmUsage } from "../../llm/index.js";

/** Prices in USD per million tokens. */
export interface TokenPricing {
  inputUsdPerMTok: number;
  outputUsdPerMTok: number;
}

/** Limits; absent fields mean no limit. */
export interface Budget {
  /** Input + output tokens. */
  tokens?: number;
  usd?: number;
}

/** A snapshot for reports. */
export interface LedgerSnapshot {
  /** Provider calls made (each retry after a bad verdict is a call). */
  calls: number;
  /** Samples served from the cache (no call, no cost). */
  cacheHits: number;
  inputTokens: number;
  outputTokens: number;
  /** True when some usage was estimated (the provider reported none). */
  estimated: boolean;
  /** `null` when no pricing is configured. */
  costUsd: number | null;
  budget: Budget | null;
  /** True once the budget was reached and calls were refused. */
  exceeded: boolean;
}

/** Parses a `--budget` value: `50000` (tokens), `50k`, `1.5M`, or `$2.50` / `2.5usd` (dollars). */
export function parseBudget(raw: string): Budget {
  const s = raw.trim().toLowerCase().replace(/_/g, "");
  const usd = /^\$(\d+(?:\.\d+)?)$/.exec(s) ?? /^(\d+(?:\.\d+)?)\s*usd$/.exec(s);
  if (usd) {
    const v = Number(usd[1]);
    if (v > 0) return { usd: v };
  }
  const tok = /^(\d+(?:\.\d+)?)([km]?)$/.exec(s);
  if (tok) {
    const v = Math.round(Number(tok[1]) * (tok[2] === "k" ? 1e3 : tok[2] === "m" ? 1e6 : 1));
    if (v > 0) return { tokens: v };
  }
  throw new RampartError("ERR_BAD_INPUT", `--budget: expected tokens (50000, 50k, 1.5M) or dollars ($2.50, 2.5usd), got "${raw}"`);
}

/** Tracks spending against a budget. */
export class TokenLedger {
  private calls = 0;
  private cacheHits = 0;
  private inputTokens = 0;
  private outputTokens = 0;
  private estimated = false;
  private exceeded = false;

  /**
   * @throws RampartError `ERR_CONFIG` when a dollar budget is set without pricing — a
   *   budget that cannot be measured would silently never stop the run.
   */
  constructor(
    private readonly budget: Budget | null = null,
    private readonly pricing: TokenPricing | null = null,
  ) {
    if (budget?.usd !== undefined && !pricing) {
      throw new RampartError("ERR_CONFIG", "judge.pricing: a dollar budget needs inputUsdPerMTok and outputUsdPerMTok");
    }
  }

  /** Cost so far in USD, or `null` without pricing. */
  cost(): number | null {
    if (!this.pricing) return null;
    return (this.inputTokens * this.pricing.inputUsdPerMTok + this.outputTokens * this.pricing.outputUsdPerMTok) / 1e6;
  }

  /** True when the budget is spent. */
  spent(): boolean {
    if (!this.budget) return false;
    if (this.budget.tokens !== undefined && this.inputTokens + this.outputTokens >= this.budget.tokens) return true;
    const c = this.cost();
    return this.budget.usd !== undefined && c !== null && c >= this.budget.usd;
  }

  /**
   * Call before each provider call.
   *
   * @throws RampartError `ERR_BUDGET` once the budget is spent (and from then on).
   */
  reserve(): void {
    if (this.exceeded || this.spent()) {
      this.exceeded = true;
      const used = `${this.inputTokens + this.outputTokens} tokens${this.cost() !== null ? `, $${(this.cost() as number).toFixed(4)}` : ""}`;
      const limit = [this.budget?.tokens !== undefined ? `${this.budget.tokens} tokens` : "", this.budget?.usd !== undefined ? `$${this.budget.usd}` : ""]
        .filter(Boolean)
        .join(" / ");
      throw new RampartError("ERR_BUDGET", `judge budget spent (${used} of ${limit}): not graded`);
    }
    this.calls++;
  }

  /** Charges one response. */
  charge(usage: LlmUsage): void {
    this.inputTokens += usage.inputTokens;
    this.outputTokens += usage.outputTokens;
    if (usage.estimated) this.estimated = true;
  }

  /** Counts a sample served from the cache. */
  hit(): void {
    this.cacheHits++;
  }

  snapshot(): LedgerSnapshot {
    return {
      calls: this.calls,
      cacheHits: this.cacheHits,
      inputTokens: this.inputTokens,
      outputTokens: this.outputTokens,
      estimated: this.estimated,
      costUsd: this.cost(),
      budget: this.budget,
      exceeded: this.exceeded,
    };
  }
}
