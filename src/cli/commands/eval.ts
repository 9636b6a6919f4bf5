/**
 * `rampart eval <golden.yaml> --target <url>` — the evaluation gate (seed 002) against a
 * running deployment: every golden item through the target (SSE by default, as a browser
 * reads it), the deterministic output gate, the item's rules, retrieval metrics against the
 * committed baseline; prints the summary and exits 0 (deploy), 1 (failed, blocked or
 * regressed) or 2 (bad input or infrastructure).
 */
import type { Command } from "commander";
import { RampartError, loadConfig, type RampartConfig } from "../../core/index.js";
import {
  httpTarget,
  loadGoldenSet,
  runGate,
  sseTarget,
  type GateFn,
  type Target,
  type VerifyFn,
} from "../../evaluation/index.js";
import { compileGatePolicy, deterministicGate } from "../../gate/index.js";
import { intOption, withConfig } from "../options.js";
import type { CommandContext } from "../program.js";
import { createProgress } from "../progress.js";

interface EvalOptions {
  target: string;
  targetKind?: string;
  json?: string;
  concurrency?: number;
  timeoutMs?: number;
  config?: string;
  corpus?: string;
  baseline?: string;
  updateBaseline?: boolean;
  progress: boolean;
}

/** The output gate with the configured policy, compiled once. */
export function buildGate(config: RampartConfig): GateFn {
  const policy = compileGatePolicy(config);
  return (answer, probe) => deterministicGate(answer, policy, { probe });
}

/**
 * The verifier over cited chunks (seed 000), looking citations up in `--corpus DIR`.
 * `undefined` without a corpus: ordinary items are then not verified, and the report says so.
 *
 * TODO(lead): the reference pipeline (`src/rag/`: `loadCorpus`, `verifyAnswer`) is not on main
 * yet. When it lands, replace the body with:
 *   const byId = new Map(loadCorpus(corpusDir).map((c) => [c.id, c]));
 *   return (answer, citations, item) => {
 *     const unknown = citations.filter((id) => !byId.has(id));
 *     if (unknown.length) throw new RampartError("ERR_BAD_INPUT", `cites chunk ids not in ${corpusDir}: ${unknown.join(", ")}`);
 *     return verifyAnswer(answer, citations.map((id) => byId.get(id)!), { topics: item.topics, entities: item.entities });
 *   };
 * Until then the function returns `null` (the verifier check is reported as not run).
 */
export function buildVerify(corpusDir: string | undefined): VerifyFn | undefined {
  if (corpusDir === undefined) return undefined;
  return () => null;
}

function buildTarget(url: string, kind: string): Target {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RampartError("ERR_BAD_INPUT", `--target must be an http(s) URL, got ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new RampartError("ERR_BAD_INPUT", `--target must be an http(s) URL, got ${JSON.stringify(url)}`);
  }
  if (kind === "sse") return sseTarget(url);
  if (kind === "http") return httpTarget(url);
  throw new RampartError("ERR_BAD_INPUT", `--target-kind must be sse or http, got ${JSON.stringify(kind)}`);
}

/** Registers `rampart eval`. */
export function register(program: Command, ctx: CommandContext): void {
  withConfig(
    program
      .command("eval")
      .description("Run a golden set against a deployed target and gate the deploy (exit 0 deploy, 1 do not deploy, 2 broken)")
      .argument("<golden>", "golden-set YAML file")
      .requiredOption("--target <url>", "the chat endpoint, e.g. http://127.0.0.1:8787/chat")
      .option("--target-kind <kind>", "sse (default) or http (one JSON reply)")
      .option("--json <file>", "write the full report as JSON (atomically)")
      .option("--concurrency <n>", "questions in flight at once (default: config, 4)", intOption("--concurrency"))
      .option("--timeout-ms <n>", "per-question deadline in ms (default: config, 30000)", intOption("--timeout-ms"))
      .option("--corpus <dir>", "the target's corpus, to verify answers against the chunks they cite")
      .option("--baseline <file>", "retrieval baseline file (default: baselines/retrieval.json)")
      .option("--update-baseline", "rewrite the retrieval baseline with this run's figures instead of gating on it")
      .option("--no-progress", "no progress bar on stderr"),
  ).action(async (golden: string, opts: EvalOptions) => {
    const { config } = loadConfig(opts.config);
    const ev = config.evaluation;
    const concurrency = opts.concurrency ?? ev.concurrency;
    if (concurrency < 1) throw new RampartError("ERR_BAD_INPUT", "--concurrency must be at least 1");
    const timeoutMs = opts.timeoutMs ?? ev.timeoutMs;
    if (timeoutMs < 1) throw new RampartError("ERR_BAD_INPUT", "--timeout-ms must be at least 1");
    const target = buildTarget(opts.target, opts.targetKind ?? ev.targetKind);
    const set = loadGoldenSet(golden);
    const report = await runGate({
      golden: set,
      goldenPath: golden,
      target,
      gate: buildGate(config),
      verify: buildVerify(opts.corpus),
      phrases: { refusal: config.app.refusalPhrase, noEvidence: config.app.noEvidencePhrase },
      claimMinChars: ev.claimMinChars,
      concurrency,
      timeoutMs,
      baseline: { path: opts.baseline, update: opts.updateBaseline ?? false, tolerance: ev.retrievalTolerance },
      jsonPath: opts.json,
      progress: (label, unit) => createProgress(label, unit, opts.progress),
    });
    ctx.exit.code = report.exitCode;
  });
}
