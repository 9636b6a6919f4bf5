/**
 * The LLM judge (seed 002 stage 2): grades one answer against its verified baseline.
 *
 * Per item it draws `repeats` samples; each sample is served from the cache or asked of the
 * provider, and a reply without a usable verdict (unparsable, truncated, refused) is asked
 * again up to `attempts` times, then is a judge error (`ERR_JUDGE`) — never a pass or a fail.
 * Provider failures arrive after the client's own retries (`ERR_PROVIDER`, `ERR_TIMEOUT`);
 * a spent budget refuses the call (`ERR_BUDGET`). The samples are combined by strict majority
 * (more than half); without one the verdict is `unsure`, which never passes.
 */
import { RampartError, toRampartError } from "../../core/index.js";
import type { LlmClient } from "../../llm/index.js";
import { NO_CACHE, type JudgeCache } from "./cache.js";
import type { TokenLedger } from "./ledger.js";
import { safeParseJudgeResponse } from "./parse.js";
import { buildJudgePrompt, type JudgeInput } from "./prompt.js";
import { JUDGE_OUTCOMES, SCORE_AXES, VERDICT_OUTPUT, type JudgeOutcome, type JudgeVerdict, type ScoreAxis } from "./verdict.js";

/** The combined judgement of one item. */
export interface ItemJudgement {
  verdict: JudgeOutcome;
  /** Mean of each score over the samples, 0–1. */
  scores: Record<ScoreAxis, number>;
  /** Reasons of the samples that voted with the majority (all samples when there is none), de-duplicated. */
  reasons: string[];
  votes: Record<JudgeOutcome, number>;
  repeats: number;
  /** Share of samples that disagree with the most common verdict: 1 − max(votes)/repeats (0 = unanimous). */
  flakiness: number;
  /** Samples served from the cache. */
  cachedSamples: number;
  /** Provider calls made for this item (retries of bad verdicts included). */
  calls: number;
  inputTokens: number;
  outputTokens: number;
}

/** How the judge runs. */
export interface JudgeOptions {
  /** Samples per item (`--judge-repeats`), ≥ 1. */
  repeats: number;
  /** Calls per sample while the reply holds no usable verdict, ≥ 1. */
  attempts: number;
  ledger: TokenLedger;
  cache?: JudgeCache;
  signal?: AbortSignal;
}

/** A judge bound to one provider client. */
export interface Judge {
  readonly provider: string;
  readonly model: string;
  readonly repeats: number;
  /**
   * Grades one item.
   *
   * @throws RampartError `ERR_JUDGE` (no usable verdict after the attempts), `ERR_PROVIDER`,
   *   `ERR_TIMEOUT`, `ERR_STREAM_CUT` (provider down after retries), `ERR_BUDGET`.
   */
  grade(input: JudgeInput): Promise<ItemJudgement>;
}

/**
 * Combines sample verdicts by strict majority.
 *
 * @example
 * majorityVote([pass, pass, fail]).verdict // "pass", flakiness 1/3
 * majorityVote([pass, fail]).verdict       // "unsure": a tie is no majority
 */
export function majorityVote(samples: readonly JudgeVerdict[]): Pick<ItemJudgement, "verdict" | "scores" | "reasons" | "votes" | "flakiness" | "repeats"> {
  if (samples.length === 0) throw new RampartError("ERR_INTERNAL", "majorityVote: no samples");
  const votes = Object.fromEntries(JUDGE_OUTCOMES.map((o) => [o, 0])) as Record<JudgeOutcome, number>;
  for (const s of samples) votes[s.verdict]++;
  const n = samples.length;
  const winner = JUDGE_OUTCOMES.find((o) => votes[o] * 2 > n);
  const verdict: JudgeOutcome = winner ?? "unsure";
  const top = Math.max(...Object.values(votes));
  const scores = Object.fromEntries(
    SCORE_AXES.map((a) => [a, samples.reduce((sum, s) => sum + s.scores[a], 0) / n]),
  ) as Record<ScoreAxis, number>;
  const voters = winner ? samples.filter((s) => s.verdict === winner) : samples;
  const reasons = [...new Set(voters.flatMap((s) => s.reasons))];
  return { verdict, scores, reasons, votes, flakiness: 1 - top / n, repeats: n };
}

/**
 * Creates a judge over `client`.
 *
 * @example
 * const judge = createJudge(createLlmClient({ provider: "anthropic", model }), { repeats: 3, attempts: 3, ledger: new TokenLedger() });
 * const j = await judge.grade({ question, answer, baseline });
 */
export function createJudge(client: LlmClient, opts: JudgeOptions): Judge {
  if (!(Number.isInteger(opts.repeats) && opts.repeats >= 1)) throw new RampartError("ERR_CONFIG", "judge.repeats: must be an integer ≥ 1");
  if (!(Number.isInteger(opts.attempts) && opts.attempts >= 1)) throw new RampartError("ERR_CONFIG", "judge.attempts: must be an integer ≥ 1");
  const cache = opts.cache ?? NO_CACHE;
  const { ledger } = opts;

  return {
    provider: client.provider,
    model: client.model,
    repeats: opts.repeats,
    async grade(input) {
      const { system, prompt, hash } = buildJudgePrompt(input);
      const tally = { calls: 0, cached: 0, inputTokens: 0, outputTokens: 0 };
      const samples: JudgeVerdict[] = [];
      for (let sample = 0; sample < opts.repeats; sample++) {
        const key = { provider: client.provider, model: client.model, promptHash: hash, sample };
        const hit = cache.get(key);
        if (hit) {
          ledger.hit();
          tally.cached++;
          samples.push(hit);
          continue;
        }
        let last: RampartError | undefined;
        for (let attempt = 1; attempt <= opts.attempts; attempt++) {
          ledger.reserve();
          tally.calls++;
          const res = await client.complete({ system, prompt, output: VERDICT_OUTPUT }, { signal: opts.signal });
          ledger.charge(res.usage);
          tally.inputTokens += res.usage.inputTokens;
          tally.outputTokens += res.usage.outputTokens;
          const parsed = safeParseJudgeResponse(res);
          if (parsed.ok) {
            try {
              cache.put(key, parsed.value);
            } catch {
              // The cache only saves money: a full or read-only disk must not turn a good verdict into an error.
            }
            samples.push(parsed.value);
            last = undefined;
            break;
          }
          last = parsed.error;
        }
        if (last) {
          throw new RampartError("ERR_JUDGE", `no usable verdict after ${opts.attempts} attempt(s): ${last.message}`, {
            cause: last,
            details: { ...last.details, attempts: opts.attempts, sample },
          });
        }
      }
      return { ...majorityVote(samples), cachedSamples: tally.cached, calls: tally.calls, inputTokens: tally.inputTokens, outputTokens: tally.outputTokens };
    },
  };
}

/** Normalises anything a grade threw into the error recorded on the item. */
export function judgeFailure(e: unknown): RampartError {
  return toRampartError(e, "ERR_JUDGE");
}
