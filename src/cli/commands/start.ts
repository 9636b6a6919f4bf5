/**
 * `rampart start` (what `npm start` runs) — the main job on the bundled default: boot the
 * reference RAG chatbot on a free port over the bundled corpus, run the bundled golden set
 * against it over real HTTP/SSE (the path a deployment uses), print the report and exit
 * with the gate's code (issue 2 item 6).
 *
 * `--data DIR` adds real input read at run time: the Korean procurement and privacy
 * statutes join the chat corpus, and the KorQuAD retrieval block (its passages in their own
 * index, every query scored against its gold passages) is reported as `retrieval.korquad`.
 * `--unguarded` switches off the demo app's boundary and output gate; the evaluation gate
 * stays on, so the leaks are caught and the run exits 1.
 */
import { resolve } from "node:path";
import type { Command } from "commander";
import { RampartError, packagePath, resolveDataDir } from "../../core/index.js";
import { loadGoldenSet, sseTarget } from "../../evaluation/index.js";
import { buildIndex, configuredCorpusRoots, loadCorpus, startChatServer } from "../../rag/index.js";
import { demoConfigPath } from "../demo.js";
import { buildVerify, checkGateOutputs, runGoldenGate, withGateRunOptions, type GateRunCliValues } from "../gate-run.js";
import { CONFIG_DEMO, intOption } from "../options.js";
import type { CommandContext } from "../program.js";
import { loadCliConfig } from "../config-notice.js";
import { requireOptionalAll, type OptionalNeed } from "../../core/optional.js";
import { count } from "../plural.js";

/** Where the statutes live inside the shared data folder. */
export const STATUTES_DIR = ["korean-statutes-legalize-kr", "sample_md"] as const;

interface StartOptions extends GateRunCliValues {
  data?: string;
  golden?: string;
  corpus?: string[];
  unguarded?: boolean;
  tokenDelayMs?: number;
  gateMode?: string;
}

/** Registers `rampart start`. */
export function register(program: Command, ctx: CommandContext): void {
  withGateRunOptions(
      program
        .command("start")
        .description("boot the reference chatbot over the bundled corpus and run the bundled golden set against it over SSE (what `npm start` runs)")
        .option("--golden <file>", "golden set (default: the bundled golden.yaml)")
        .option("--corpus <dir>", "chat corpus folder (repeatable; default: config rag.corpus, else the bundled corpus)", (v: string, prev: string[] = []) => [...prev, v])
        .option("--unguarded", "switch off the demo app's evidence boundary and output gate (the evaluation gate stays on)")
        .option("--token-delay-ms <n>", "pause between streamed tokens in ms (default: config server.tokenDelayMs, 20)", intOption("--token-delay-ms"))
        .option("--gate-mode <mode>", "answer | stream: how the demo server applies the output gate (default: config server.gateMode)")
        .option("--data <dir>", "add real input from the shared data folder: the Korean statutes join the chat corpus, and the KorQuAD retrieval block runs (off unless given)"),
      CONFIG_DEMO,
  ).action(async (opts: StartOptions) => {
    const { config, baseDir } = loadCliConfig(demoConfigPath(opts.config, !opts.corpus?.length));
    if (opts.gateMode !== undefined && opts.gateMode !== "answer" && opts.gateMode !== "stream") {
      throw new RampartError("ERR_BAD_INPUT", `--gate-mode must be answer or stream, got ${JSON.stringify(opts.gateMode)}`);
    }
    // Every optional package this run will load, checked at once: a missing set is one error
    // with one install command, not one error per run (issue 22).
    requireOptionalAll("rampart start", [
      ...(opts.history !== false ? [{ package: "better-sqlite3", feature: "the run history", without: "pass --no-history" } satisfies OptionalNeed] : []),
      { package: "hono", feature: "the chat server" },
      { package: "@hono/node-server", feature: "the chat server" },
    ]);
    const dataDir = opts.data !== undefined ? resolveDataDir(opts.data) : undefined;
    const roots = opts.corpus?.length ? opts.corpus.map((d) => resolve(d)) : configuredCorpusRoots(config, baseDir);
    if (dataDir) roots.push(resolve(dataDir, ...STATUTES_DIR));
    const chunks = loadCorpus(roots, { maxChunkChars: config.rag.maxChunkChars });
    const goldenPath = opts.golden ?? packagePath("golden.yaml");
    const set = loadGoldenSet(goldenPath);
    const inputs = (opts.corpus ?? []).map((path) => ({ flag: "--corpus", path }));
    // Refuse a bad report path or --baseline before the server line is printed (F13).
    checkGateOutputs(opts, goldenPath, inputs);

    const server = await startChatServer({
      config,
      chunks,
      guarded: !opts.unguarded,
      ...(opts.tokenDelayMs !== undefined ? { tokenDelayMs: opts.tokenDelayMs } : {}),
      ...(opts.gateMode !== undefined ? { gateMode: opts.gateMode as "answer" | "stream" } : {}),
    });
    process.stderr.write(
      `rampart start: ${count(chunks.length, "chunk")}${dataDir ? " (bundled corpus + statutes)" : ""} served at ${server.url}/chat, ` +
        `${opts.unguarded ? "UNGUARDED — evidence boundary and output gate off" : "guarded"}; golden set ${goldenPath}\n`,
    );
    try {
      const suffix = `${dataDir ? "+statutes" : ""}${opts.unguarded ? "+unguarded" : ""}`;
      const report = await runGoldenGate({
        config,
        set,
        goldenPath,
        inputs,
        target: sseTarget(`${server.url}/chat`),
        verify: buildVerify(chunks),
        opts,
        ...(suffix ? { goldenBlockKey: `golden:${set.name}${suffix}` } : {}),
        ...(dataDir
          ? {
              korquad: {
                dataDir,
                buildSearch: (passages) => {
                  const index = buildIndex(passages);
                  return (query: string) => index.search(query, 10);
                },
              },
            }
          : {}),
      });
      ctx.exit.code = report.exitCode;
    } finally {
      await server.close();
    }
  });
}
