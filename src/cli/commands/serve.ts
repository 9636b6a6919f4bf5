/**
 * `rampart serve` — the reference RAG chatbot over SSE (issue 2 item 7).
 *
 * Prints exactly `listening on http://HOST:PORT` on stdout once the port is bound, then
 * serves until SIGINT/SIGTERM, closes cleanly and exits 0. A bad corpus (malformed row or
 * front matter, duplicate id, empty folder) exits 2 before listening.
 */
import { resolve } from "node:path";
import type { Command } from "commander";
import { RampartError } from "../../core/index.js";
import { configuredCorpusRoots, loadCorpus, startChatServer } from "../../rag/index.js";
import { demoConfigPath } from "../demo.js";
import { requireOptionalAll } from "../../core/optional.js";
import { CONFIG_DEMO, intOption, withConfig } from "../options.js";
import type { CommandContext } from "../program.js";
import { loadCliConfig } from "../config-notice.js";
import { count } from "../plural.js";

interface ServeOptions {
  port?: number;
  host?: string;
  corpus?: string[];
  tokenDelayMs?: number;
  unguarded?: boolean;
  gateMode?: string;
  config?: string;
}

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** Registers `serve` on the program. */
export function register(program: Command, ctx: CommandContext): void {
  withConfig(
    program
      .command("serve")
      .description("serve the reference RAG chatbot: POST /chat {\"question\"} → SSE (token… final|blocked, [DONE])")
      .option("--port <n>", "port to listen on (default: config server.port, 0 = a free port)", intOption("--port"))
      .option("--host <host>", "interface to bind (default 127.0.0.1)")
      .option("--corpus <dir>", "corpus folder or file (.md/.txt/.jsonl); repeat to add more (default: config rag.corpus, else the bundled corpus)", collect)
      .option("--token-delay-ms <n>", "pause between streamed tokens in ms (default: config server.tokenDelayMs, 20)", intOption("--token-delay-ms"))
      .option("--gate-mode <mode>", "answer: gate the whole answer before streaming; stream: gate the live tokens instead (default: config server.gateMode, stream)")
      .option("--unguarded", "switch off the evidence boundary, question screening and output gate (leak demo)"),
    CONFIG_DEMO,
  ).action(async (opts: ServeOptions) => {
    requireOptionalAll("rampart serve", [
      { package: "hono", feature: "the chat server" },
      { package: "@hono/node-server", feature: "the chat server" },
    ]);
    const { config, baseDir } = loadCliConfig(demoConfigPath(opts.config, !opts.corpus?.length));
    const roots = opts.corpus?.length ? opts.corpus.map((p) => resolve(p)) : configuredCorpusRoots(config, baseDir);
    const chunks = loadCorpus(roots, { maxChunkChars: config.rag.maxChunkChars });
    if (opts.port !== undefined && opts.port > 65535) throw new RampartError("ERR_BAD_INPUT", `--port must be at most 65535, got ${opts.port}`);
    if (opts.gateMode !== undefined && opts.gateMode !== "answer" && opts.gateMode !== "stream") {
      throw new RampartError("ERR_BAD_INPUT", `--gate-mode must be answer or stream, got ${JSON.stringify(opts.gateMode)}`);
    }
    const server = await startChatServer({
      config,
      chunks,
      guarded: !opts.unguarded,
      ...(opts.port !== undefined ? { port: opts.port } : {}),
      ...(opts.host !== undefined ? { host: opts.host } : {}),
      ...(opts.tokenDelayMs !== undefined ? { tokenDelayMs: opts.tokenDelayMs } : {}),
      ...(opts.gateMode !== undefined ? { gateMode: opts.gateMode as "answer" | "stream" } : {}),
    });
    process.stderr.write(
      `rampart serve: ${count(chunks.length, "chunk")} from ${roots.join(", ")}; ${opts.unguarded ? "UNGUARDED (leak demo)" : `guarded (gate mode ${opts.gateMode ?? config.server.gateMode})`}\n`,
    );
    process.stdout.write(`listening on ${server.url}\n`);
    await new Promise<void>((done) => {
      const stop = () => {
        process.off("SIGINT", stop);
        process.off("SIGTERM", stop);
        server.close().then(done, done);
      };
      process.on("SIGINT", stop);
      process.on("SIGTERM", stop);
    });
    ctx.exit.code = 0;
  });
}
