/**
 * `startChatServer` — the reference chatbot on a real port: index the corpus, build the
 * answerer and (guarded) the output gate, serve the hono app with @hono/node-server.
 */
import type { AddressInfo } from "node:net";
import type * as NodeServerModule from "@hono/node-server";
import { RampartError, badArgument, configArgument, isPlainObject, type RampartConfig } from "../../core/index.js";
import { compileGatePolicy, gateAnswer, gateStream } from "../../gate/index.js";
import { createAnswerer } from "../answer/index.js";
import type { Chunk } from "../chunk.js";
import { buildIndex } from "../index/index.js";
import { loadOptional } from "../../core/optional.js";
import { createChatApp } from "./app.js";

/** Options of `startChatServer`. */
export interface ChatServerOptions {
  config: RampartConfig;
  chunks: readonly Chunk[];
  /** Evidence boundary, question screening and output gate on (default true). */
  guarded?: boolean;
  /** Port; 0 (default) picks a free one. */
  port?: number;
  /** Interface to bind (default 127.0.0.1, never all interfaces unless asked). */
  host?: string;
  /** Pause between tokens in ms; default `config.server.tokenDelayMs` (20). */
  tokenDelayMs?: number;
  /**
   * `answer`: gate the whole answer before streaming; `stream`: gate the live token stream
   * with `gateStream` instead. Default `config.server.gateMode` (`stream`). Ignored unguarded.
   */
  gateMode?: "answer" | "stream";
  /**
   * How long an idle keep-alive connection stays open, in ms (default
   * `DEFAULT_KEEP_ALIVE_TIMEOUT_MS`, 65 s; Node's own 5 s was too short, see there).
   */
  keepAliveTimeoutMs?: number;
}

/**
 * Idle keep-alive timeout of the chat server, in ms. With Node's default (5 s) a client that
 * reuses a connection just as the server's timer closes it gets `ECONNRESET` on a question it
 * had already sent. `rampart start` runs the server and the golden-set client in one process:
 * a pause of the event loop longer than 5 s (a loaded machine, the first grading) let both
 * timers expire together and the server's fired first — an unguarded run exited 2 with
 * `request failed (ECONNRESET)`. The server now outlives the client's own idle timeout
 * (fetch keeps an idle connection for the server's advertised `Keep-Alive: timeout` minus a
 * margin, so it lets go first), as load balancers are configured.
 */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** A running server. */
export interface ChatServer {
  /** Base URL, e.g. `http://127.0.0.1:43121`; the chat endpoint is `${url}/chat`. */
  url: string;
  port: number;
  /** Stops accepting connections, ends open streams, resolves when closed. */
  close(): Promise<void>;
}

/**
 * Starts the reference chat server.
 *
 * `options.config` may be `loadConfig().config` or the whole `loadConfig()` result.
 *
 * @throws RampartError `ERR_BAD_INPUT` naming the field when `options`, `options.config` or
 *   `options.chunks` has the wrong shape, or the corpus is empty; `ERR_IO` when the port
 *   cannot be bound; `ERR_CONFIG` when the gate policy cannot compile;
 *   `ERR_DEPENDENCY_MISSING` when hono or @hono/node-server is not installed.
 * @example
 * const server = await startChatServer({ config, chunks: loadCorpus(packagePath("corpus")) });
 * // POST `${server.url}/chat` { "question": "…" } → SSE
 * await server.close();
 */
export async function startChatServer(options: ChatServerOptions): Promise<ChatServer> {
  if (!isPlainObject(options)) throw badArgument("startChatServer", "options", "an options object ({ config, chunks })", options);
  const config = configArgument(options.config, "startChatServer", "options.config");
  const chunks = options.chunks;
  if (!Array.isArray(chunks)) throw badArgument("startChatServer", "options.chunks", "an array of chunks (loadCorpus(dir))", chunks);
  const guarded = options.guarded ?? true;
  if (chunks.length === 0) throw new RampartError("ERR_BAD_INPUT", "the corpus has no chunks");
  const index = buildIndex(chunks);
  const answerer = createAnswerer({ chunks, index, config, guarded });
  const policy = guarded ? compileGatePolicy(config) : undefined;
  const gateMode = options.gateMode ?? config.server.gateMode;
  const app = createChatApp({
    answerer,
    // `answer`: gateAnswer (every detector plus secretlint's preset) on the finished answer;
    // `stream`: gateStream on the paced tokens — it holds back what a detector could still
    // match and ends with the same whole-answer decision, so it is complete on its own.
    ...(policy && gateMode === "answer" ? { gate: (answer: string) => gateAnswer(answer, policy) } : {}),
    ...(policy && gateMode === "stream" ? { streamGate: (tokens: AsyncIterable<string>) => gateStream(tokens, policy) } : {}),
    tokenDelayMs: options.tokenDelayMs ?? config.server.tokenDelayMs,
    info: { guarded, chunks: chunks.length, ...(guarded ? { gateMode } : {}) },
  });
  const { serve } = loadOptional<typeof NodeServerModule>("@hono/node-server", "the chat server");
  const host = options.host ?? config.server.host;
  const port = options.port ?? config.server.port;
  const server = await new Promise<ReturnType<typeof NodeServerModule.serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(s));
    s.once("error", (e) => reject(new RampartError("ERR_IO", `cannot listen on ${host}:${port}: ${e.message}`, { cause: e })));
  });
  const keepAlive = options.keepAliveTimeoutMs ?? DEFAULT_KEEP_ALIVE_TIMEOUT_MS;
  if (!Number.isInteger(keepAlive) || keepAlive < 1) throw badArgument("startChatServer", "options.keepAliveTimeoutMs", "a positive integer number of milliseconds", keepAlive);
  const http = server as { keepAliveTimeout?: number; headersTimeout?: number };
  http.keepAliveTimeout = keepAlive;
  // A request's headers may arrive at the end of an idle period; keep this one above it.
  if ((http.headersTimeout ?? 0) <= keepAlive) http.headersTimeout = keepAlive + 1000;
  const bound = (server.address() as AddressInfo).port;
  const urlHost = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Open SSE streams would keep close() waiting; end them.
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
