/**
 * "Guard your own app" (README walkthrough): a generative RAG chatbot on any
 * OpenAI-compatible model (OpenAI, vLLM, ollama, LiteLLM …) with Rampart wired in at the
 * two places untrusted text crosses, serving the SSE wire format `rampart eval` reads:
 *
 *   question ──▶ ① scanEvidence: an instruction-like question gets the refusal phrase
 *   retrieved chunks ──▶ ① spotlight("delimit"): neutralised, nonce-delimited ──▶ model
 *   model tokens ──▶ ② gateStream ──▶ `data: {"type":"token"…}` … `final` | `blocked` ──▶ `[DONE]`
 *
 * Run it against your model (the `openai` client reads OPENAI_API_KEY and OPENAI_BASE_URL):
 *   MODEL=gpt-4o-mini npx tsx examples/guard-your-app/app.ts      # prints: listening on http://127.0.0.1:PORT
 * and gate the deploy with your own golden set:
 *   npx rampart eval examples/guard-your-app/golden.yaml --target http://127.0.0.1:PORT/chat \
 *     --config examples/guard-your-app/rampart.config.yaml --corpus examples/guard-your-app/corpus
 *
 * The retriever here is Rampart's reference BM25 index (`rampart/rag`); bring your own — the
 * wire format only needs chunk ids and scores.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import OpenAI from "openai";
import { scanEvidence, spotlight } from "rampart/boundary";
import { loadConfig, type RampartConfig } from "rampart/core";
import { compileGatePolicy, gateStream, type GateEvent } from "rampart/gate";
import { buildIndex, loadCorpus, type Chunk } from "rampart/rag";

/** What `createChatHandler` needs. */
export interface GuardedChatOptions {
  /** Your Rampart config: refusal and no-evidence phrases, system prompt, code names. */
  config: RampartConfig;
  /** Your documents, chunked (ids are what `final.citations` and golden `gold_chunk_ids` name). */
  chunks: readonly Chunk[];
  /** Any OpenAI-compatible client. */
  openai: OpenAI;
  model: string;
  /** Chunks shown to the model (default 3); the `final` event always lists the top 10. */
  topK?: number;
  /** Both guards on (default). `false` is the "before" picture: raw evidence, no gate. */
  guard?: boolean;
}

/** Longest accepted request body, in bytes. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Builds the `POST /chat` handler (node:http): body `{ "question": string }` → SSE, every
 * message `data: <JSON>`: `token` events, then one `final` (answer = the tokens sent,
 * citations, retrieved top 10) or one `blocked`, then `data: [DONE]`. A bad body is a 400
 * JSON error `ERR_BAD_INPUT`; a model failure ends the stream `blocked` (fail closed).
 */
export function createChatHandler(options: GuardedChatOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { config, chunks, openai, model, topK = 3, guard = true } = options;
  const index = buildIndex(chunks);
  const byId = new Map(chunks.map((c) => [c.id, c]));
  const policy = compileGatePolicy(config); // compile once, not per request

  return (req, res) => {
    if (req.method !== "POST" || req.url !== "/chat") {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { code: "ERR_BAD_INPUT", message: "POST /chat only" } }));
      return;
    }
    void readQuestion(req)
      .then((body) => {
        if ("error" in body) {
          res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ error: { code: "ERR_BAD_INPUT", message: body.error } }));
          return;
        }
        return answer(body.question, res);
      })
      .catch((e: unknown) => {
        // Fail closed: a fault before the stream opens is a 500; after, the stream ends `blocked`.
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: { code: "ERR_INTERNAL", message: String(e) } }));
        else if (!res.writableEnded) res.end(`data: ${JSON.stringify({ type: "blocked", code: "ERR_INTERNAL", message: "internal error" })}\n\ndata: [DONE]\n\n`);
      });
  };

  async function answer(question: string, res: ServerResponse): Promise<void> {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", "x-accel-buffering": "no" });
    const send = (event: unknown) => res.write(`data: ${JSON.stringify(event)}\n\n`);
    const abort = new AbortController();
    res.on("close", () => abort.abort());
    const retrieved = index.search(question, 10);
    const evidence = retrieved.slice(0, topK).map((hit) => byId.get(hit.id) as Chunk);

    // ① The question is attacker text too: one the evidence boundary flags gets the refusal phrase.
    if (guard && scanEvidence(question).findings.length > 0) {
      send({ type: "token", text: config.app.refusalPhrase });
      send({ type: "final", answer: config.app.refusalPhrase, citations: [], retrieved });
      res.end("data: [DONE]\n\n");
      return;
    }

    // ① Retrieved chunks are data, never instructions: neutralise them (role tags, overrides
    // and chat tokens wrapped or redacted) and delimit them with a per-request nonce.
    const rules = `${config.app.systemPrompt} If the evidence does not answer the question, reply exactly: ${config.app.noEvidencePhrase}`;
    const spotlit = spotlight(evidence.map((c) => c.text), "delimit");
    const system = guard ? `${rules}\n\n${spotlit.systemPrompt}` : rules;
    const evidenceText = guard ? spotlit.text : evidence.map((c) => c.text).join("\n\n");

    async function* modelTokens(): AsyncGenerator<string> {
      const stream = await openai.chat.completions.create(
        {
          model,
          stream: true,
          messages: [
            { role: "system", content: system },
            { role: "user", content: `Evidence:\n${evidenceText}\n\nQuestion: ${question}` },
          ],
        },
        { signal: abort.signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    }

    // ② The output gate on the live tokens: it releases only text no detector match can still
    // reach, and ends with `blocked` on a leak (phone number, code name, system prompt …).
    const events: AsyncIterable<GateEvent> = guard ? gateStream(modelTokens(), policy) : ungated(modelTokens());
    let sent = "";
    for await (const event of events) {
      if (abort.signal.aborted) return;
      send(event);
      if (event.type === "blocked") {
        res.end("data: [DONE]\n\n");
        return;
      }
      sent += event.text;
    }
    // Cite the chunks the model was shown — none when it said the evidence does not answer.
    const citations = sent.includes(config.app.noEvidencePhrase) ? [] : evidence.map((c) => c.id);
    send({ type: "final", answer: sent, citations, retrieved });
    res.end("data: [DONE]\n\n");
  }
}

/** The unguarded path: tokens as they come; a model failure still ends the stream cleanly. */
async function* ungated(tokens: AsyncIterable<string>): AsyncGenerator<GateEvent> {
  try {
    for await (const text of tokens) yield { type: "token", text };
  } catch (e) {
    yield { type: "blocked", code: "ERR_STREAM_CUT", message: `model stream failed: ${(e as Error).message}` };
  }
}

/** Reads and validates the body: the question, or the 400 message. */
function readQuestion(req: IncomingMessage): Promise<{ question: string } | { error: string }> {
  return new Promise((resolve) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (part: string) => {
      body += part;
      if (Buffer.byteLength(body) > MAX_BODY_BYTES) {
        resolve({ error: `body: larger than ${MAX_BODY_BYTES} bytes` });
        req.destroy();
      }
    });
    req.on("end", () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return resolve({ error: "body: not valid JSON" });
      }
      const q = (parsed as { question?: unknown } | null)?.question;
      if (typeof q !== "string" || q.trim() === "") return resolve({ error: 'question: required, a non-empty string (body is { "question": string })' });
      if (q.length > 2000) return resolve({ error: "question: longer than 2000 characters" });
      resolve({ question: q });
    });
  });
}

/** A running app. */
export interface RunningApp {
  /** Chat endpoint, e.g. `http://127.0.0.1:43121/chat`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the app on 127.0.0.1 (`port` 0, the default, picks a free one).
 *
 * @example
 * const app = await startApp({ config, chunks, openai: new OpenAI(), model: "gpt-4o-mini" });
 * // POST `${app.url}` { "question": "How much does the Team plan cost?" } → SSE
 */
export async function startApp(options: GuardedChatOptions & { port?: number }): Promise<RunningApp> {
  const server = createServer(createChatHandler(options));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/chat`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** This folder: its `rampart.config.yaml` and `corpus/`. */
export const EXAMPLE_DIR = fileURLToPath(new URL(".", import.meta.url));

// Run directly: serve the example corpus with the example config.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { config } = loadConfig(`${EXAMPLE_DIR}rampart.config.yaml`);
  const app = await startApp({
    config,
    chunks: loadCorpus(`${EXAMPLE_DIR}corpus`),
    openai: new OpenAI(),
    model: process.env.MODEL ?? "gpt-4o-mini",
    port: Number(process.env.PORT ?? 0),
  });
  console.log(`listening on ${app.url.replace(/\/chat$/, "")}`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
