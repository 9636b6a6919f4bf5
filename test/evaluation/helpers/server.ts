/**
 * Real local HTTP servers for target tests: a scripted response written step by step, with
 * pauses between writes so each step reaches the client as its own TCP segment (Nagle off).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One step of a scripted response. */
export type Step = string | Buffer | { pause: number } | { destroy: true };

export interface ScriptedServer {
  url: string;
  /** Bodies of the requests received, parsed as JSON. */
  requests: unknown[];
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Starts a server on 127.0.0.1 with a free port. `respond(body, res)` returns the steps to
 * write after `writeHead`; returning `null` means the handler wrote everything itself.
 */
export async function startServer(
  respond: (body: unknown, res: ServerResponse) => { status?: number; headers?: Record<string, string>; steps: Step[] } | null,
): Promise<ScriptedServer> {
  const requests: unknown[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      requests.push(body);
      const plan = respond(body, res);
      if (!plan) return;
      res.socket?.setNoDelay(true);
      res.writeHead(plan.status ?? 200, plan.headers ?? { "content-type": "text/event-stream; charset=utf-8" });
      res.flushHeaders();
      for (const step of plan.steps) {
        if (typeof step === "string" || Buffer.isBuffer(step)) {
          res.write(step);
          await sleep(5);
        } else if ("pause" in step) {
          await sleep(step.pause);
        } else {
          res.socket?.destroy();
          return;
        }
      }
      res.end();
    })();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/chat`,
    requests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** A port nothing listens on (bound then released). */
export async function closedPortUrl(): Promise<string> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return `http://127.0.0.1:${port}/chat`;
}

/** `data: <json>\n\n` */
export const ev = (obj: unknown, sep = "\n", space = " "): string => `data:${space}${JSON.stringify(obj)}${sep}${sep}`;
export const DONE = "data: [DONE]\n\n";
