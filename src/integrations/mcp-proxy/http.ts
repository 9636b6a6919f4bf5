/**
 * `rampart mcp-proxy --http PORT`: the same proxy served as MCP Streamable HTTP (one
 * endpoint, `/mcp`) in front of one upstream server started over stdio. Every request
 * carries the caller's bearer token (`Authorization: Bearer JWT`), verified with
 * `firewall.auth` on every request (absent or invalid: 401 before the MCP layer sees it).
 *
 * An MCP session keeps the firewall session its first token opened — its transcript is the
 * provenance of later calls — and a later request of that session must verify to the same
 * subject and scopes (else 403: a token cannot be swapped for one with more rights mid-session;
 * re-initialise instead). The token's expiry is the session's: after it, calls are `ERR_AUTH`.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { RampartError, toRampartError } from "../../core/index.js";
import type { Session } from "../../firewall/index.js";
import { createProxyServer, watchToolChanges } from "./proxy.js";
import { connectUpstream, proxyFirewall, proxyScanner, untilStopped, type ProxyRunOptions } from "./stdio.js";

/** Most MCP sessions open at once; a new one beyond it is refused (503). */
export const MAX_HTTP_SESSIONS = 1000;

/** Options of `runHttpProxy`. */
export interface HttpProxyOptions extends ProxyRunOptions {
  port: number;
  /** Interface to bind (default 127.0.0.1). */
  host?: string;
  /** Called with the endpoint URL once the port is bound. */
  onListening: (url: string) => void;
}

interface Entry {
  transport: StreamableHTTPServerTransport;
  session: Session;
}

function reject(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...extra });
  res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32001, message }, id: null }));
}

function sameScopes(a: Session, b: Session): boolean {
  const x = [...a.scopes].sort();
  const y = [...b.scopes].sort();
  return x.length === y.length && x.every((s, i) => s === y[i]);
}

/**
 * Serves the proxy over Streamable HTTP until SIGINT / SIGTERM or the upstream exits.
 *
 * @throws RampartError as `runStdioProxy` (no token at start: each request brings its own),
 *   `ERR_BAD_INPUT` for a port outside 0–65535.
 */
export async function runHttpProxy(o: HttpProxyOptions): Promise<void> {
  if (!Number.isInteger(o.port) || o.port < 0 || o.port > 65535) throw new RampartError("ERR_BAD_INPUT", `--http must be a port 0–65535, got ${o.port}`);
  const firewall = await proxyFirewall(o);
  const sessions = new Map<string, Entry>();
  try {
    const upstream = await connectUpstream(o);
    const scan = proxyScanner(o);
    const watch = watchToolChanges(upstream);
    const stop = untilStopped();
    upstream.onclose = () => {
      o.log("mcp-proxy: the MCP server exited");
      stop.closed();
    };

    async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
      if ((req.url ?? "").split("?")[0] !== "/mcp") return reject(res, 404, "not found: the MCP endpoint is /mcp");
      const auth = req.headers.authorization ?? "";
      const token = /^Bearer (\S{1,8192})$/.exec(auth)?.[1];
      if (token === undefined) return reject(res, 401, "ERR_AUTH: send the caller's token as Authorization: Bearer JWT", { "www-authenticate": 'Bearer realm="rampart-mcp-proxy"' });
      let session: Session;
      try {
        session = await firewall.openSession(token);
      } catch (e) {
        const err = toRampartError(e);
        return reject(res, err.code === "ERR_AUTH" ? 401 : 500, `${err.code}: ${err.message}`, err.code === "ERR_AUTH" ? { "www-authenticate": 'Bearer error="invalid_token"' } : {});
      }
      const sid = req.headers["mcp-session-id"];
      if (typeof sid === "string") {
        const entry = sessions.get(sid);
        if (entry === undefined) return reject(res, 404, "unknown MCP session: initialise again");
        if (entry.session.subject !== session.subject || !sameScopes(entry.session, session)) {
          return reject(res, 403, "ERR_AUTH: this MCP session belongs to another subject or other scopes; initialise a new session with this token");
        }
        return entry.transport.handleRequest(req, res);
      }
      if (sessions.size >= MAX_HTTP_SESSIONS) return reject(res, 503, `too many MCP sessions (at most ${MAX_HTTP_SESSIONS})`);
      let unwatch = (): void => undefined;
      const server = createProxyServer({
        firewall,
        upstream,
        pins: o.pins,
        session: async () => session,
        log: o.log,
        onToolsChanged: (l) => (unwatch = watch(l)),
        scan,
      });
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void sessions.set(id, { transport, session }),
      });
      transport.onclose = () => {
        unwatch();
        if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
      };
      await server.connect(transport);
      await transport.handleRequest(req, res);
      // A request that did not initialise a session leaves nothing behind.
      if (transport.sessionId === undefined) await server.close();
    }

    const http = createServer((req, res) => {
      handle(req, res).catch((e) => {
        o.log(`mcp-proxy: error ${toRampartError(e).code}: ${toRampartError(e).message}`);
        if (!res.headersSent) reject(res, 500, "internal error");
        else res.end();
      });
    });
    const host = o.host ?? "127.0.0.1";
    await new Promise<void>((resolve, rejectListen) => {
      http.once("error", (e) => rejectListen(new RampartError("ERR_BAD_INPUT", `mcp-proxy: cannot listen on ${host}:${o.port}: ${e.message}`, { cause: e })));
      http.listen(o.port, host, () => resolve());
    });
    const { port } = http.address() as AddressInfo;
    const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}/mcp`;
    o.log(`mcp-proxy: serving ${JSON.stringify(o.command)} over Streamable HTTP at ${url}`);
    o.onListening(url);
    await stop.done;
    for (const e of sessions.values()) await e.transport.close().catch(() => undefined);
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await upstream.close().catch(() => undefined);
  } finally {
    await firewall.close();
  }
}
