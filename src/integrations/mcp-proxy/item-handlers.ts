/**
 * The MCP proxy's handlers for an upstream's prompts and resources (issue 21 item 2), gated
 * by `firewall.mcp` (`items.ts`) as tools are by `firewall.tools`:
 *
 * - `prompts/list`, `resources/list`, `resources/templates/list`: the upstream's page minus
 *   every entry whose name the caller may not use (not listed under `firewall.mcp`, a scope
 *   the token lacks, a caller not allowed) — what `firewall.listTools(session)` offers;
 * - `prompts/get`: `firewall.authorize` of the prompt's registry name with the prompt's
 *   arguments (checked against its policy's `args`), then the upstream with the permit's
 *   checked arguments;
 * - `resources/read`: the URI must be one the upstream's `resources/list` holds under exactly
 *   one name (else refused: a URI from a template, or listed under two names); that name is
 *   authorised, then read.
 *
 * Every answer goes through the evidence boundary (`guarded`), a read or a get also into the
 * session's transcript as untrusted evidence. A refusal is a JSON-RPC error whose message
 * starts with the error code, `data` holding `rampart/code` (and `rampart/approvalId` for a
 * held get); the firewall wrote its audit row.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type ServerCapabilities,
} from "@modelcontextprotocol/sdk/types.js";
import { RampartError, toRampartError } from "../../core/index.js";
import type { Firewall, Permit, Session } from "../../firewall/index.js";
import { itemName } from "./items.js";

/** Most pages of an upstream `resources/list` read to find a URI (a server that never ends its cursor). */
export const MAX_RESOURCE_PAGES = 100;

/** What the handlers need from the proxy. */
export interface ItemContext {
  upstream: Client;
  /** The upstream's capabilities (handlers only for what it offers). */
  offers: ServerCapabilities;
  firewall: Firewall;
  session: (extra: { authInfo?: { token: string } | undefined; sessionId?: string | undefined }) => Promise<Session>;
  /** Registry names this session may call. */
  offered: (session: Session) => Set<string>;
  /** `firewall.authorize` with the proxy's held-call bookkeeping. */
  authorize: (name: string, args: Record<string, unknown>, session: Session) => Promise<Permit>;
  /** An answer through the boundary (its texts into the session's transcript when one is given). */
  guarded: <T>(answer: T, session: Session | null) => T;
}

/** A refusal as the JSON-RPC error the client gets. */
export function itemRefusal(err: RampartError): McpError {
  const approvalId = typeof err.details.approvalId === "string" ? err.details.approvalId : null;
  const tail = approvalId === null ? "" : `; approval request ${approvalId} (an operator grants it with \`rampart approvals grant ${approvalId}\`; then ask again with the same arguments)`;
  return new McpError(ErrorCode.InvalidRequest, `${err.code}: ${err.message}${tail}`, {
    "rampart/code": err.code,
    ...(approvalId === null ? {} : { "rampart/approvalId": approvalId }),
  });
}

/** Runs `fn`, turning a Rampart refusal into the JSON-RPC error. */
async function refusing<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof McpError) throw e;
    throw itemRefusal(toRampartError(e));
  }
}

/** Registers the prompt and resource handlers the upstream's capabilities call for. */
export function registerItemHandlers(server: Server, ctx: ItemContext): void {
  const { upstream, firewall } = ctx;
  const visible = <T extends { name: string }>(items: readonly T[], kind: "prompt" | "resource", session: Session): T[] => {
    const may = ctx.offered(session);
    return items.filter((i) => may.has(itemName(kind, i.name)));
  };

  /** The one name the upstream lists `uri` under, or a refusal (recorded by the firewall). */
  async function resourceName(uri: string, session: Session): Promise<string> {
    const names = new Set<string>();
    let cursor: string | undefined;
    for (let page = 0; page < MAX_RESOURCE_PAGES; page++) {
      const r = await upstream.listResources(cursor === undefined ? {} : { cursor });
      for (const res of r.resources) if (res.uri === uri) names.add(res.name);
      if (r.nextCursor === undefined) break;
      cursor = r.nextCursor;
    }
    const [name] = names;
    if (names.size === 1 && name !== undefined) return name;
    const rule = names.size === 0 ? "resource-unlisted" : "resource-ambiguous";
    const why = names.size === 0 ? "the server's resources/list does not hold this URI (a URI from a template is not read through the proxy)" : "the server lists this URI under more than one name";
    throw firewall.refuse({ name: itemName("resource", name ?? "?"), arguments: {} }, session, { code: "ERR_UNKNOWN_TOOL", check: "registry", rule, reason: `resource refused: ${why}` });
  }

  if (ctx.offers.resources !== undefined) {
    server.setRequestHandler(ListResourcesRequestSchema, async (req, extra) => {
      const session = await ctx.session(extra);
      const page = await upstream.listResources(req.params);
      return ctx.guarded({ ...page, resources: visible(page.resources, "resource", session) }, null);
    });
    server.setRequestHandler(ListResourceTemplatesRequestSchema, async (req, extra) => {
      const session = await ctx.session(extra);
      const page = await upstream.listResourceTemplates(req.params);
      return ctx.guarded({ ...page, resourceTemplates: visible(page.resourceTemplates, "resource", session) }, null);
    });
    server.setRequestHandler(ReadResourceRequestSchema, async (req, extra) => {
      const session = await ctx.session(extra);
      return refusing(async () => {
        const name = await resourceName(req.params.uri, session);
        await ctx.authorize(itemName("resource", name), {}, session);
        return ctx.guarded(await upstream.readResource(req.params), session);
      });
    });
  }
  if (ctx.offers.prompts !== undefined) {
    server.setRequestHandler(ListPromptsRequestSchema, async (req, extra) => {
      const session = await ctx.session(extra);
      const page = await upstream.listPrompts(req.params);
      return ctx.guarded({ ...page, prompts: visible(page.prompts, "prompt", session) }, null);
    });
    server.setRequestHandler(GetPromptRequestSchema, async (req, extra) => {
      const session = await ctx.session(extra);
      return refusing(async () => {
        const permit = await ctx.authorize(itemName("prompt", req.params.name), req.params.arguments ?? {}, session);
        const args = Object.fromEntries(Object.entries(permit.args).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));
        return ctx.guarded(await upstream.getPrompt({ ...req.params, arguments: args }), session);
      });
    });
  }
}
