/**
 * The MCP proxy's two handlers (issue 21 item 2): `tools/list` and `tools/call` of one client
 * session, answered from an upstream MCP server through the firewall — never a second
 * implementation of its checks:
 *
 * - `tools/list`: the upstream list (every page), minus what the pins hide (`pins.ts`), minus
 *   what `firewall.listTools(session)` would not offer this caller (not in `firewall.tools`,
 *   lacking scope, not an allowed caller).
 * - `tools/call`: a pin-hidden tool is refused (`ERR_TOOL_CHANGED`); everything else goes
 *   through `firewall.authorize` (registry, scopes, caller, arguments, provenance, approval,
 *   rate limit, one audit row), the upstream runs with the permit's checked arguments, and
 *   its result comes back through `firewall.complete` (the evidence boundary, then the
 *   session transcript, so a later call is checked against what this tool said).
 *
 * - `resources/list`, `resources/templates/list`, `resources/read`, `prompts/list`,
 *   `prompts/get`, when the upstream offers resources or prompts: gated by `firewall.mcp` as
 *   tools are by `firewall.tools` (`item-handlers.ts`: unlisted ⇒ hidden and refused, reads
 *   and gets through `firewall.authorize`), every `text`, `description` and `title` string of
 *   the answer through the evidence boundary (a resource is untrusted evidence, like a tool
 *   result); the texts of a read resource or a fetched prompt also enter the session's
 *   transcript as untrusted evidence, so a later call is checked against them.
 * - tool poisoning: on the server's first list each tool's description and the descriptions
 *   inside its input schema are scanned; a tool the boundary marks is not pinned but held
 *   (`flagged`, hidden, calls refused) until an operator approves it — fail closed, never
 *   listed with a rewritten description the server did not write.
 *
 * Every refusal of a tool call is a tool result with `isError: true` whose text starts with
 * the error code (the model reads it; JSON-RPC errors are for protocol faults), and whose
 * `_meta` carries `rampart/code` and, for a held call, `rampart/approvalId`; a refused read or
 * get is a JSON-RPC error with the same text and `data`. Every refusal has its audit row: the
 * firewall's checks write it, and a refusal decided in front of them (a pin-hidden tool, a
 * corrupt pin file, a reserved name) is recorded with `firewall.refuse` (detail
 * `pin:changed`, `pin:new`, `pin:flagged`, `pin:duplicated`, `pin:file-corrupt`,
 * `registry:reserved`).
 *
 * This module imports `@modelcontextprotocol/sdk` (an optional peer): only the CLI command
 * loads it, lazily.
 */
import { randomUUID } from "node:crypto";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  CallToolResultSchema,
  ListToolsRequestSchema,
  ToolListChangedNotificationSchema,
  type CallToolResult,
  type ServerCapabilities,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { scanEvidence } from "../../boundary/index.js";
import { RampartError, toRampartError } from "../../core/index.js";
import type { EvidenceScanner, Firewall, Permit, Session } from "../../firewall/index.js";
import { escapeTerminal } from "../../evaluation/reports/terminal-escape.js";
import { registerItemHandlers } from "./item-handlers.js";
import { isReservedName } from "./items.js";
import { checkPins, stableJson, type PinCheck } from "./pins.js";

/** Most pages of an upstream `tools/list` read before the proxy gives up (a server that never ends its cursor). */
export const MAX_LIST_PAGES = 100;
/** Held calls remembered for their retry (call id reuse); the oldest is forgotten first. */
export const MAX_HELD_CALLS = 1000;

/** Options of `createProxyServer`. */
export interface ProxyOptions {
  /** The firewall built from the config (`firewallFromConfig`), whose `firewall.tools` is the registry. */
  firewall: Firewall;
  /** The connected client of the upstream server. */
  upstream: Client;
  /** The pin file and this server's key in it. */
  pins: { file: string; server: string };
  /** The session of the caller of a request (stdio: the one `--token` session; HTTP: the request's bearer token). */
  session: (extra: { authInfo?: { token: string } | undefined; sessionId?: string | undefined }) => Promise<Session>;
  /** A log line (stderr: stdout is the protocol). */
  log: (line: string) => void;
  /** Registers what to do when the upstream says its tool list changed (`watchToolChanges`); returns the unregistration. */
  onToolsChanged: (listener: () => Promise<void>) => () => void;
  /** The evidence boundary for resources, prompts and tool descriptions (default `scanEvidence`; the CLI passes the firewall's own: `proxyScanner`). */
  scan?: EvidenceScanner;
}

/** Keys whose string values a resource or prompt answer shows the model as text. */
const TEXT_KEYS: ReadonlySet<string> = new Set(["text", "description", "title"]);
/** Deepest nesting walked in an answer or a schema (deeper values are dropped: fail closed). */
const MAX_DEPTH = 32;

/**
 * A resource or prompt answer with every `text` / `description` / `title` string through
 * `scan`; the raw strings that were `text` are pushed to `texts` (for the transcript). URIs,
 * names, MIME types and blobs pass unchanged.
 */
export function guardAnswer<T>(value: T, scan: EvidenceScanner, texts: string[] = [], depth = 0): T {
  if (depth > MAX_DEPTH) return null as T;
  if (Array.isArray(value)) return value.map((v: unknown) => guardAnswer(v, scan, texts, depth + 1)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === "string" && TEXT_KEYS.has(k)) {
      if (k === "text") texts.push(v);
      out[k] = scan(v).text;
    } else out[k] = guardAnswer(v, scan, texts, depth + 1);
  }
  return out as T;
}

/** The text a tool shows the model about itself: its description, and every description and title inside its input schema. */
export function toolTexts(tool: Tool): string[] {
  const texts: string[] = [];
  if (typeof tool.description === "string") texts.push(tool.description);
  if (typeof tool.title === "string") texts.push(tool.title);
  const walk = (v: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || v === null || typeof v !== "object") return;
    for (const [k, x] of Object.entries(v)) {
      if (typeof x === "string" && (k === "description" || k === "title")) texts.push(x);
      else walk(x, depth + 1);
    }
  };
  walk(tool.inputSchema, 0);
  return texts;
}

/**
 * One handler for the upstream's `notifications/tools/list_changed`, passed on to every
 * proxy server registered (HTTP: one per client session over one upstream).
 *
 * @returns the registration function for `ProxyOptions.onToolsChanged` (it returns the unregistration).
 */
export function watchToolChanges(upstream: Client): (listener: () => Promise<void>) => () => void {
  const listeners = new Set<() => Promise<void>>();
  upstream.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
    for (const l of listeners) await l();
  });
  return (listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
}

/** The proxy's view of the upstream tools, refreshed by each `tools/list` and dropped when the server says its list changed. */
interface Listing {
  tools: Tool[];
  /** The pin check, or the error that makes every tool hidden (a corrupt pin file). */
  pins: PinCheck | RampartError;
}

/** A refusal as the tool result the model reads (an approval's full explanation, `details.explain`, included). */
export function refusal(err: RampartError): CallToolResult {
  const approvalId = typeof err.details.approvalId === "string" ? err.details.approvalId : null;
  const text =
    approvalId === null
      ? `${err.code}: ${err.message}`
      : `${err.code}: ${err.message}${Array.isArray(err.details.explain) ? ` — ${err.details.explain.join("; ")}` : ""}; approval request ${approvalId} (an operator grants it with \`rampart approvals grant ${approvalId}\`; then call the tool again with the same arguments)`;
  return {
    isError: true,
    content: [{ type: "text", text }],
    _meta: { "rampart/code": err.code, ...(approvalId === null ? {} : { "rampart/approvalId": approvalId }) },
  };
}

/**
 * Builds the MCP server the client talks to: `tools/list` and `tools/call` as described at
 * the top of this module; it announces `tools.listChanged` and passes the upstream's list
 * change on (dropping its cached listing, so the next call re-checks the pins).
 */
export function createProxyServer(opts: ProxyOptions): Server {
  const { firewall, upstream, log } = opts;
  const scan = opts.scan ?? scanEvidence;
  const offers = upstream.getServerCapabilities() ?? {};
  const capabilities: ServerCapabilities = {
    tools: { listChanged: true },
    ...(offers.resources === undefined ? {} : { resources: {} }),
    ...(offers.prompts === undefined ? {} : { prompts: {} }),
  };
  const server = new Server({ name: "rampart-mcp-proxy", version: "0.1.0" }, { capabilities });
  let evidence = 0;
  let listing: Listing | null = null;
  // The call id of a held call, by tool and arguments: its retry must carry the same id to
  // meet its approval (the firewall binds a grant to session, call id, tool and arguments).
  const held = new Map<string, string>();

  opts.onToolsChanged(async () => {
    listing = null;
    await server.sendToolListChanged().catch(() => undefined);
  });

  async function list(): Promise<Listing> {
    const tools: Tool[] = [];
    let cursor: string | undefined;
    for (let page = 0; ; page++) {
      if (page >= MAX_LIST_PAGES) throw new RampartError("ERR_TARGET_UNAVAILABLE", `the MCP server's tools/list did not end within ${MAX_LIST_PAGES} pages`);
      const r = await upstream.listTools(cursor === undefined ? {} : { cursor });
      tools.push(...r.tools);
      if (r.nextCursor === undefined) break;
      cursor = r.nextCursor;
    }
    let pins: PinCheck | RampartError;
    try {
      pins = checkPins(opts.pins.file, opts.pins.server, tools, undefined, (t) => poisoned(t as Tool));
      if (pins.firstPin) log(`mcp-proxy: pinned ${pins.visible.size} tool(s) of ${opts.pins.server} in ${opts.pins.file}`);
      for (const name of pins.changed) log(`mcp-proxy: tool ${show(name)} is hidden: its description or schema changed since it was pinned (rampart mcp-proxy pins list; pins approve ${show(name)})`);
      for (const name of pins.added) log(`mcp-proxy: tool ${show(name)} is hidden: it was not in the pinned list (rampart mcp-proxy pins approve ${show(name)})`);
      for (const name of pins.flagged) log(`mcp-proxy: tool ${show(name)} is hidden: its description carries text the evidence boundary marks (tool poisoning); review it (rampart mcp-proxy pins list; pins approve ${show(name)})`);
      for (const name of pins.duplicated) log(`mcp-proxy: tool ${show(name)} is hidden: the server lists that name more than once`);
    } catch (e) {
      pins = toRampartError(e);
      log(`mcp-proxy: error ${pins.code}: ${pins.message}`);
    }
    listing = { tools, pins };
    return listing;
  }

  /** The firewall registry names this session may call (tools, and the prompts and resources of `firewall.mcp`). */
  const offered = (session: Session): Set<string> => new Set(firewall.listTools(session, "anthropic").map((t) => t.name));

  /**
   * `firewall.authorize` of one call; a retry of a held call (same name, same arguments)
   * carries the held call's id, to meet its approval.
   *
   * @throws RampartError as `authorize`.
   */
  async function authorize(name: string, args: Record<string, unknown>, session: Session): Promise<Permit> {
    const key = `${name}\u0000${stableJson(args)}`;
    const retry = held.get(key);
    const callId = retry ?? `mcp-${randomUUID()}`;
    try {
      const permit = await firewall.authorize({ id: callId, name, arguments: args }, session);
      held.delete(key);
      return permit;
    } catch (e) {
      const err = toRampartError(e);
      remember(key, err, callId, retry !== undefined);
      throw err;
    }
  }

  server.setRequestHandler(ListToolsRequestSchema, async (_req, extra) => {
    const session = await opts.session(extra);
    const { tools, pins } = await list();
    if (pins instanceof RampartError) return { tools: [] };
    const may = offered(session);
    return { tools: tools.filter((t) => pins.visible.has(t.name) && may.has(t.name) && !isReservedName(t.name)) };
  });

  server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
    const session = await opts.session(extra);
    const name = req.params.name;
    const args = req.params.arguments ?? {};
    const call = { id: `mcp-${randomUUID()}`, name, arguments: args };
    if (isReservedName(name)) {
      return refusal(firewall.refuse(call, session, { code: "ERR_UNKNOWN_TOOL", check: "registry", rule: "reserved", reason: `${show(name)} names an MCP prompt or resource, not a tool` }));
    }
    const { pins } = listing ?? (await list());
    if (pins instanceof RampartError) return refusal(firewall.refuse(call, session, { code: pins.code, check: "pin", rule: "file-corrupt", reason: pins.message }));
    const hidden = pinHidden(pins, name);
    if (hidden !== null) {
      log(`mcp-proxy: refused a call to ${show(name)}: the tool is hidden until its pin is approved (${hidden})`);
      return refusal(firewall.refuse(call, session, { code: "ERR_TOOL_CHANGED", check: "pin", rule: hidden, reason: PIN_REASONS[hidden](show(name)) }));
    }
    let permit;
    try {
      permit = await authorize(name, args, session);
    } catch (e) {
      return refusal(toRampartError(e));
    }
    let raw: unknown;
    let upstreamFailed = false;
    try {
      const r = await upstream.request({ method: "tools/call", params: { name: permit.tool, arguments: permit.args } }, CallToolResultSchema);
      raw = { content: r.content, ...(r.structuredContent === undefined ? {} : { structuredContent: r.structuredContent }) };
      upstreamFailed = r.isError === true;
    } catch (e) {
      // The server's own error text is tool output too: through the boundary like any other.
      raw = { content: [{ type: "text", text: `the MCP server failed: ${(e as Error)?.message ?? String(e)}` }] };
      upstreamFailed = true;
    }
    const out = firewall.complete(permit, raw).output as Pick<CallToolResult, "content" | "structuredContent">;
    return { ...out, ...(upstreamFailed ? { isError: true } : {}) };
  });

  /** True when a tool's own text carries what the boundary marks (`scan` finds anything). */
  function poisoned(tool: Tool): boolean {
    return toolTexts(tool).some((t) => scan(t).findings.length > 0);
  }

  /** Passes an answer on through the boundary; with a session, its texts become untrusted evidence of the session's transcript. */
  function guarded<T>(answer: T, session: Session | null): T {
    const texts: string[] = [];
    const out = guardAnswer(answer, scan, texts);
    if (session !== null) for (const t of texts) if (t !== "") session.transcript.addEvidence(`mcp:${++evidence}`, t);
    return out;
  }

  registerItemHandlers(server, { upstream, offers, firewall, session: opts.session, offered, authorize, guarded });

  /** Keeps the call id of a call now pending approval; forgets one whose request is decided. */
  function remember(key: string, err: RampartError, callId: string, wasHeld: boolean): void {
    if (err.code === "ERR_APPROVAL_REQUIRED" && err.details.status === "pending") {
      if (wasHeld) return;
      if (held.size >= MAX_HELD_CALLS) held.delete(held.keys().next().value as string);
      held.set(key, callId);
    } else if (wasHeld && err.code === "ERR_APPROVAL_REQUIRED") held.delete(key); // denied, expired or used: a new call asks anew
  }

  return server;
}

/** Why a pin hides a tool (the audit row's rule), or `null` when it is visible or unknown to the pins. */
type PinRule = "changed" | "new" | "flagged" | "duplicated";

function pinHidden(pins: PinCheck, name: string): PinRule | null {
  if (pins.changed.includes(name)) return "changed";
  if (pins.added.includes(name)) return "new";
  if (pins.flagged.includes(name)) return "flagged";
  if (pins.duplicated.includes(name)) return "duplicated";
  return null;
}

/** The message of each pin refusal (the tool name already shown). */
const PIN_REASONS = {
  changed: (n) => `tool ${n} changed since it was pinned; it stays hidden until an operator approves it (rampart mcp-proxy pins approve)`,
  new: (n) => `tool ${n} was not in the pinned list; it stays hidden until an operator approves it (rampart mcp-proxy pins approve)`,
  flagged: (n) => `tool ${n} carries text the evidence boundary marks (tool poisoning); it stays hidden until an operator approves it (rampart mcp-proxy pins approve)`,
  duplicated: (n) => `tool ${n} is listed more than once by the server; every copy stays hidden`,
} as const satisfies Record<PinRule, (name: string) => string>;

/** A tool name for a log line: escaped (server text) and cut at 64 characters. */
function show(name: string): string {
  const s = escapeTerminal(name);
  return JSON.stringify(s.length > 64 ? `${s.slice(0, 64)}…` : s);
}
