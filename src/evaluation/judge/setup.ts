/**
 * Builds the judge from the `judge:` configuration and command-line overrides
 * (`--judge`, `--judge-model`, `--judge-base-url`, `--judge-repeats`, `--budget`,
 * `--no-judge-cache`, `--judge-scope`). One place decides which setting wins: the command line,
 * then the config file, then the defaults. No provider selected ⇒ no judge (stage 1 only).
 */
import { resolve } from "node:path";
import { RampartError, badArgument, isOptionsObject, type JudgeConfig } from "../../core/index.js";
import { createLlmClient, DEFAULT_RETRY_POLICY, isProviderId, PROVIDER_IDS, type LlmClient } from "../../llm/index.js";
import { createDiskCache, NO_CACHE } from "./cache.js";
import { createJudge, type Judge } from "./judge.js";
import { parseBudget, TokenLedger } from "./ledger.js";
import type { JudgeScope } from "./types.js";

/** Command-line overrides (all optional). */
export interface JudgeOverrides {
  judge?: string;
  judgeModel?: string;
  judgeBaseUrl?: string;
  judgeRepeats?: number;
  judgeConcurrency?: number;
  /** `--budget`: tokens (`50000`, `50k`) or dollars (`$2`). */
  budget?: string;
  /** `--no-judge-cache` sets this to false. */
  judgeCache?: boolean;
  judgeScope?: string;
  /** `--judge-timeout-ms`: deadline per judge call attempt, in ms (else `judge.timeoutMs`). */
  judgeTimeoutMs?: number;
}

/** Everything the judge stage needs. */
export interface JudgeSetup {
  judge: Judge;
  ledger: TokenLedger;
  scope: JudgeScope;
  concurrency: number;
  client: LlmClient;
}

/** The command-line flag of each judge-only override. */
const JUDGE_ONLY_FLAGS: Record<Exclude<keyof JudgeOverrides, "judge">, string> = {
  judgeModel: "--judge-model",
  judgeBaseUrl: "--judge-base-url",
  judgeRepeats: "--judge-repeats",
  judgeConcurrency: "--judge-concurrency",
  budget: "--budget",
  judgeCache: "--no-judge-cache",
  judgeScope: "--judge-scope",
  judgeTimeoutMs: "--judge-timeout-ms",
};

/**
 * The judge-only flags given while no judge is selected (neither `--judge` nor
 * `judge.provider`): they would change nothing, so the CLI warns on stderr instead of letting
 * a user believe, say, that `--budget` capped a judge that never ran. Not an error: a CI
 * script may pass them always and select the judge by config on some branches only.
 *
 * @returns the flags, in a fixed order; empty when a judge is selected or none was given.
 * @example unusedJudgeFlags({}, { budget: "50k" }) // ["--budget"]
 */
export function unusedJudgeFlags(config: Pick<JudgeConfig, "provider">, o: JudgeOverrides = {}): string[] {
  if ((o.judge ?? config.provider) !== undefined) return [];
  return (Object.keys(JUDGE_ONLY_FLAGS) as Array<keyof typeof JUDGE_ONLY_FLAGS>).filter((k) => o[k] !== undefined).map((k) => JUDGE_ONLY_FLAGS[k]);
}

/**
 * Resolves the judge.
 *
 * @param cwd folder a relative cache dir resolves against.
 * @returns `null` when neither `--judge` nor `judge.provider` selects a provider.
 * @throws RampartError `ERR_CONFIG` / `ERR_BAD_INPUT` naming the bad option or key (unknown
 *   provider, missing model or key, bad budget, a dollar budget without pricing).
 */
export function setupJudge(
  config: JudgeConfig,
  o: JudgeOverrides = {},
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
  hooks: { onRetry?: (line: string) => void } = {},
): JudgeSetup | null {
  if (!isOptionsObject(config) || "judge" in config) {
    throw badArgument("setupJudge", "config", "the judge section of a config (loadConfig().config.judge)", config);
  }
  if (!isOptionsObject(o)) throw badArgument("setupJudge", "o", "an overrides object when given", o);
  const provider = o.judge ?? config.provider;
  if (provider === undefined) return null;
  if (!isProviderId(provider)) {
    throw new RampartError("ERR_BAD_INPUT", `--judge: unknown provider "${provider}" (one of ${PROVIDER_IDS.join(", ")})`);
  }
  const model = o.judgeModel ?? config.model;
  if (!model) throw new RampartError("ERR_CONFIG", `--judge-model: a model is required for ${provider} (or set judge.model)`);
  const scope = o.judgeScope ?? config.scope;
  if (scope !== "passed" && scope !== "answered") throw new RampartError("ERR_BAD_INPUT", `--judge-scope: expected passed or answered, got "${scope}"`);
  const repeats = o.judgeRepeats ?? config.repeats;
  if (!(Number.isInteger(repeats) && repeats >= 1)) throw new RampartError("ERR_BAD_INPUT", `--judge-repeats: must be an integer ≥ 1`);
  const concurrency = o.judgeConcurrency ?? config.concurrency;
  if (!(Number.isInteger(concurrency) && concurrency >= 1)) throw new RampartError("ERR_BAD_INPUT", `--judge-concurrency: must be an integer ≥ 1`);

  const timeoutMs = o.judgeTimeoutMs ?? config.timeoutMs;
  if (!(Number.isInteger(timeoutMs) && timeoutMs >= 100 && timeoutMs <= 600_000)) {
    throw new RampartError("ERR_BAD_INPUT", `--judge-timeout-ms: must be an integer from 100 to 600000 (ms), got ${timeoutMs}`);
  }
  const baseUrl = o.judgeBaseUrl ?? config.baseUrl;
  const retry = { ...DEFAULT_RETRY_POLICY, ...config.retry };
  const onRetry = hooks.onRetry;
  const client = createLlmClient(
    {
      provider,
      model,
      ...(baseUrl ? { baseUrl } : {}),
      ...(config.accountId ? { accountId: config.accountId } : {}),
      maxTokens: config.maxTokens,
      timeoutMs,
      stream: config.stream,
      structuredOutput: config.structuredOutput,
      retry: config.retry,
      // A retry is said, not waited through in silence: a judge that never answers costs
      // attempts × timeout per item, and the user should see why the run is slow.
      ...(onRetry
        ? {
            onRetry: ({ attempt, delayMs, error }: { attempt: number; delayMs: number; error: RampartError }) =>
              onRetry(`judge ${provider}: attempt ${attempt}/${retry.maxAttempts} failed (${error.code}: ${error.message}); retrying in ${(delayMs / 1000).toFixed(1)} s`),
          }
        : {}),
    },
    env,
  );
  const budget = o.budget !== undefined ? parseBudget(o.budget) : config.budget.tokens !== undefined || config.budget.usd !== undefined ? config.budget : null;
  const ledger = new TokenLedger(budget, config.pricing ?? null);
  const cacheOn = o.judgeCache ?? config.cache.enabled;
  const judge = createJudge(client, {
    repeats,
    attempts: config.attempts,
    ledger,
    cache: cacheOn ? createDiskCache(resolve(cwd, config.cache.dir)) : NO_CACHE,
  });
  return { judge, ledger, scope, concurrency, client };
}
