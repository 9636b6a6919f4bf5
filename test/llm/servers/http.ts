/**
 * Base of the fake provider servers: a real `node:http` server on a free loopback port that
 * records every request's raw bytes and answers with scripted scenarios, rendered in the
 * provider's own wire format by the provider module. Scenarios queued with `enqueue` are
 * used first, in order; then `fallback` (e.g. a scripted judge) answers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** One request as it arrived on the wire. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The exact body bytes. */
  raw: Buffer;
  /** The body parsed as JSON (undefined when not JSON); loosely typed because tests probe each provider's own fields. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  /** Arrival time (ms since epoch). */
  at: number;
}

/** A semantic reply the provider module renders in its wire format. */
export type Scenario =
  /** A successful answer: structured `value` (tool call / JSON content) or plain `text`. */
  | { kind: "ok"; value?: unknown; text?: string; stop?: "end" | "length" | "refusal"; usage?: { input: number; output: number } | null }
  /** An HTTP error with the provider's error body. */
  | { kind: "error"; status: number; type?: string; message: string; headers?: Record<string, string> }
  /** A stream (or body) that stops half-way and closes the connection. */
  | { kind: "cut" }
  /** Never answer (for timeouts). */
  | { kind: "hang" };

/** Renders a scenario for one request; returns false when the route is unknown (404 sent). */
export type Renderer = (scenario: Scenario, req: RecordedRequest, res: ServerResponse) => void;

export interface FakeServer {
  /** Base URL the client should use. */
  url: string;
  requests: RecordedRequest[];
  enqueue(...scenarios: Scenario[]): void;
  /** Answers when the queue is empty. */
  fallback: (req: RecordedRequest) => Scenario;
  /** Delay before answering, in ms (a provider's latency, for benchmarks). */
  delayMs: number;
  close(): Promise<void>;
}

/** Starts a server; `route` says whether a path is this provider's endpoint. */
export async function startFakeServer(
  render: Renderer,
  route: (path: string) => boolean,
  basePath: string,
  notFound: (res: ServerResponse, path: string) => void,
): Promise<FakeServer> {
  const queue: Scenario[] = [];
  const sockets = new Set<Socket>();
  const requests: RecordedRequest[] = [];
  const fake: FakeServer = {
    url: "",
    requests,
    enqueue: (...s) => void queue.push(...s),
    fallback: () => ({ kind: "ok", text: "ok" }),
    delayMs: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      let json: unknown;
      try {
        json = JSON.parse(raw.toString("utf8"));
      } catch {
        json = undefined;
      }
      const rec: RecordedRequest = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, raw, json, at: Date.now() };
      requests.push(rec);
      if (!route(rec.path)) return notFound(res, rec.path);
      const scenario = queue.shift() ?? fake.fallback(rec);
      if (fake.delayMs > 0) setTimeout(() => render(scenario, rec, res), fake.delayMs);
      else render(scenario, rec, res);
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${basePath}`;
  return fake;
}

/** Writes one JSON response. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** Starts an SSE response and returns a writer of `event:`/`data:` frames. */
export function startSse(res: ServerResponse): (data: unknown, event?: string) => void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  return (data, event) => {
    res.write(`${event ? `event: ${event}\n` : ""}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
  };
}

/** Sends half of a JSON body with a larger content-length, then drops the connection. */
export function cutJson(res: ServerResponse, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) * 2 });
  res.write(text.slice(0, Math.floor(text.length / 2)));
  setTimeout(() => res.socket?.destroy(), 20);
}

/** Drops the connection once what was written has left, so the client sees a stream cut mid-body. */
export function dropAfterFlush(res: ServerResponse): void {
  res.write("", () => setTimeout(() => res.socket?.destroy(), 20));
}
