/**
 * `rampart eval <golden.yaml> --target <url>` — the evaluation gate (seed 002) against a
 * running deployment: every golden item through the target (SSE by default, as a browser
 * reads it), the deterministic output gate, the item's rules, the verifier over the cited
 * chunks (`--corpus DIR`), the optional LLM judge, retrieval metrics against the committed
 * baseline; prints the summary and exits 0 (deploy), 1 (failed, blocked or regressed) or 2
 * (bad input or infrastructure).
 */
import { resolve } from "node:path";
import type { Command } from "commander";
import { RampartError } from "../../core/index.js";
import { httpTarget, loadGoldenSet, sseTarget, type Target } from "../../evaluation/index.js";
import { loadCorpus } from "../../rag/index.js";
import { buildVerify, runGoldenGate, withGateRunOptions, type GateRunCliValues } from "../gate-run.js";
import type { CommandContext } from "../program.js";
import { loadCliConfig } from "../config-notice.js";

interface EvalOptions extends GateRunCliValues {
  target: string;
  targetKind?: string;
  corpus?: string[];
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
  withGateRunOptions(
    program
      .command("eval")
      .description("run a golden set against a deployed target and gate the deploy (exit 0 deploy, 1 do not deploy, 2 broken)")
      .argument("<golden>", "golden-set YAML file")
      .requiredOption("--target <url>", "the chat endpoint, e.g. http://127.0.0.1:8787/chat")
      .option("--target-kind <kind>", "sse (default) or http (one JSON reply)")
      .option("--corpus <dir>", "the target's corpus, to verify answers against the chunks they cite (repeatable)", (v: string, prev: string[] = []) => [...prev, v]),
  ).action(async (golden: string, opts: EvalOptions) => {
    const { config } = loadCliConfig(opts.config);
    const target = buildTarget(opts.target, opts.targetKind ?? config.evaluation.targetKind);
    const set = loadGoldenSet(golden);
    const verify = opts.corpus?.length ? buildVerify(loadCorpus(opts.corpus.map((d) => resolve(d)), { maxChunkChars: config.rag.maxChunkChars })) : undefined;
    const inputs = (opts.corpus ?? []).map((path) => ({ flag: "--corpus", path }));
    const report = await runGoldenGate({ config, set, goldenPath: golden, target, ...(verify ? { verify } : {}), inputs, opts });
    ctx.exit.code = report.exitCode;
  });
}
