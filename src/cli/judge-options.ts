/**
 * The options of the judge stage, reports and history that `rampart eval` (and `npm start`)
 * take, spelled once. `judgeOverrides(opts)` turns parsed options into `JudgeOverrides`.
 * `--baseline` is not added here: `rampart eval` already has it (a retrieval baseline file),
 * and its value `last-good` selects the history comparison instead (`LAST_GOOD`).
 */
import type { Command } from "commander";
import { DEFAULT_HISTORY_PATH } from "../evaluation/history/index.js";
import type { CompleteOptions, JudgeOverrides } from "../evaluation/judge/index.js";
import { intOption } from "./options.js";

/** The `--baseline` value that compares with the last good run in the history. */
export const LAST_GOOD = "last-good";

/** Parsed values of the options below. */
export interface JudgeCliValues {
  judge?: string;
  judgeModel?: string;
  judgeBaseUrl?: string;
  judgeRepeats?: number;
  judgeConcurrency?: number;
  judgeScope?: string;
  judgeTimeoutMs?: number;
  judgeCache?: boolean;
  budget?: string;
  history?: string | false;
  junit?: string;
  html?: string;
  revealFindings?: boolean;
}

/** Adds the judge, report and history options to `cmd`. */
export function withJudgeOptions(cmd: Command): Command {
  return cmd
    .option("--judge <provider>", "LLM judge for what stage 1 passed: anthropic | openai | workers-ai")
    .option("--judge-model <model>", "judge model (e.g. claude-sonnet-4-5, gpt-4.1-mini, @cf/meta/llama-3.1-8b-instruct)")
    .option("--judge-base-url <url>", "provider base URL (ollama: http://127.0.0.1:11434/v1)")
    .option("--judge-repeats <n>", "judge samples per item, majority vote", intOption("--judge-repeats"))
    .option("--judge-concurrency <n>", "judge calls in flight", intOption("--judge-concurrency"))
    .option("--judge-scope <scope>", "passed (default) | answered: also grade stage-1 failures, for agreement only")
    .option("--judge-timeout-ms <ms>", "deadline per judge call attempt in ms (else judge.timeoutMs, 60000)", intOption("--judge-timeout-ms"))
    .option("--no-judge-cache", "do not read or write the judge verdict cache")
    .option("--budget <amount>", "stop grading (exit 2) once spent: tokens (50000, 50k) or dollars ($2)")
    .option("--history <file>", "run history database", DEFAULT_HISTORY_PATH)
    .option("--no-history", "do not record this run")
    .option("--junit <file>", "write a JUnit XML report")
    .option("--html <file>", "write a self-contained HTML report")
    .option("--reveal-findings", "show personal data and secrets inside findings in the HTML report (masked by default)");
}

/** The judge overrides from parsed options. */
export function judgeOverrides(v: JudgeCliValues): JudgeOverrides {
  return {
    ...(v.judge !== undefined ? { judge: v.judge } : {}),
    ...(v.judgeModel !== undefined ? { judgeModel: v.judgeModel } : {}),
    ...(v.judgeBaseUrl !== undefined ? { judgeBaseUrl: v.judgeBaseUrl } : {}),
    ...(v.judgeRepeats !== undefined ? { judgeRepeats: v.judgeRepeats } : {}),
    ...(v.judgeConcurrency !== undefined ? { judgeConcurrency: v.judgeConcurrency } : {}),
    ...(v.judgeScope !== undefined ? { judgeScope: v.judgeScope } : {}),
    ...(v.judgeTimeoutMs !== undefined ? { judgeTimeoutMs: v.judgeTimeoutMs } : {}),
    ...(v.judgeCache === false ? { judgeCache: false } : {}),
    ...(v.budget !== undefined ? { budget: v.budget } : {}),
  };
}

/** The `completeEvaluation` options (minus the judge config and `baseline`, which the caller decides) from parsed options. */
export function completeOptions(v: JudgeCliValues): Omit<CompleteOptions, "judgeConfig" | "baseline"> {
  return {
    overrides: judgeOverrides(v),
    history: v.history ?? false,
    ...(v.junit ? { junit: v.junit } : {}),
    ...(v.html ? { html: v.html } : {}),
    revealFindings: v.revealFindings === true,
  };
}
