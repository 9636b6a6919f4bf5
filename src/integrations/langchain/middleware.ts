/**
 * `rampartMiddleware(options)` — a LangChain agent middleware (issue 21 item 4):
 *
 * - `wrapToolCall`: with `firewall` and `session`, the call goes through `firewall.dispatch`
 *   (every check and the audit event; the tool node's handler runs as the call's executor,
 *   with the arguments the firewall checked) and the model reads the firewall's neutralised
 *   output; a denial becomes an error `ToolMessage` naming the code. Without a firewall, the
 *   tool runs as usual and its output goes through the evidence boundary.
 * - `afterModel`: the last AI message's text through the output gate — redacted in place;
 *   on a block replaced (same id, no tool calls, `response_metadata.rampart`) and the run
 *   jumps to its end, so no tool of the blocked turn runs.
 *
 * The gate sees the finished message: tokens a streaming UI received from the model before
 * `afterModel` ran are not recalled (stream through `gateStream` for that).
 */
import { AIMessage, ToolMessage, createMiddleware } from "langchain";
import { RampartError, isPlainObject } from "../../core/index.js";
import type { Firewall, Session } from "../../firewall/index.js";
import { loadTelemetry } from "../otel/index.js";
import { buildGuard, denialText, dispatchApproved, gateText, guardEvidence, type ConfigSource } from "../shared/index.js";
import { contentText, messageType, syncUserTurns, type MessageLike } from "./messages.js";

/** Options of `rampartMiddleware`. */
export interface LangChainMiddlewareOptions {
  /** The Rampart config: a path to `rampart.config.yaml` or an object with its keys. */
  config?: ConfigSource;
  /** The tool firewall (its registry from `firewallDefinitions`); absent ⇒ outputs are only neutralised. */
  firewall?: Firewall;
  /** The caller's verified session, or how to find it in the agent's runtime. */
  session?: Session | ((runtime: unknown) => Session | undefined);
  /** Text of the message that replaces a blocked answer (default: empty). */
  blockedText?: string;
  /** Gate the model's answers (default true). */
  gate?: boolean;
}

const ADAPTER = "langchain";

/** Every string of a ToolMessage's content: a string, or the text of its blocks. */
async function neutralContent(content: unknown, guard: ReturnType<typeof buildGuard>): Promise<unknown> {
  if (typeof content === "string") return (await guardEvidence([content], guard, "neutralize", ADAPTER)).texts[0];
  if (!Array.isArray(content)) return content;
  const idx = content.flatMap((b, i) => (isPlainObject(b) && typeof b.text === "string" ? [i] : []));
  const g = await guardEvidence(
    idx.map((i) => (content[i] as { text: string }).text),
    guard,
    "neutralize",
    ADAPTER,
  );
  return content.map((b, i) => (idx.includes(i) ? { ...(b as object), text: g.texts[idx.indexOf(i)] } : b));
}

interface ToolCallLike {
  id?: string;
  name: string;
  args: Record<string, unknown>;
}

/**
 * Builds the middleware (compiles the config once).
 *
 * @throws RampartError `ERR_CONFIG` for a bad config; `ERR_BAD_INPUT` for options of the wrong
 *   type, or a firewall without a session.
 */
export function rampartMiddleware(options: LangChainMiddlewareOptions | string = {}) {
  const opts: LangChainMiddlewareOptions = typeof options === "string" ? { config: options } : options;
  if (!isPlainObject(opts as unknown)) throw new RampartError("ERR_BAD_INPUT", "rampartMiddleware: options must be an object or a path to rampart.config.yaml");
  if (opts.firewall !== undefined && opts.session === undefined) throw new RampartError("ERR_BAD_INPUT", "rampartMiddleware: a firewall needs a session (options.session)");
  const guard = buildGuard(opts.config, "rampartMiddleware");
  const gate = opts.gate !== false;
  const sessionOf = (runtime: unknown): Session | undefined => (typeof opts.session === "function" ? opts.session(runtime) : opts.session);
  void loadTelemetry();

  return createMiddleware({
    name: "RampartMiddleware",
    wrapToolCall: async (request, handler) => {
      const call = request.toolCall as ToolCallLike;
      const callId = call.id ?? "";
      const fw = opts.firewall;
      if (fw === undefined) {
        const result = await handler(request);
        if (!ToolMessage.isInstance(result)) return result;
        return new ToolMessage({ ...result, content: (await neutralContent(result.content, guard)) as string, tool_call_id: result.tool_call_id });
      }
      const session = sessionOf(request.runtime);
      if (session === undefined) return new ToolMessage({ content: "ERR_AUTH: no session for this run", tool_call_id: callId, name: call.name, status: "error" });
      syncUserTurns(session, (request.state as { messages?: unknown }).messages);
      let original: ToolMessage | null = null;
      try {
        const r = await dispatchApproved(
          fw,
          session,
          { id: callId, name: call.name, arguments: call.args },
          async (args) => {
            const out = await handler({ ...request, toolCall: { ...request.toolCall, args } });
            if (!ToolMessage.isInstance(out)) throw new RampartError("ERR_INTERNAL", `tool ${call.name} returned a Command, which the firewall cannot check; withheld`);
            original = out;
            return out.content;
          },
          ADAPTER,
          { approved: false, approver: session.subject, waitMs: 0 },
        );
        const done = original as ToolMessage | null;
        const content = typeof r.output === "string" || Array.isArray(r.output) ? r.output : JSON.stringify(r.output);
        return new ToolMessage({ content: content as string, tool_call_id: callId, name: call.name, status: done?.status ?? "success", artifact: done?.artifact });
      } catch (e) {
        return new ToolMessage({ content: denialText(e), tool_call_id: callId, name: call.name, status: "error" });
      }
    },
    afterModel: {
      canJumpTo: ["end"],
      hook: async (state) => {
        if (!gate) return;
        const messages = (state as { messages?: unknown[] }).messages ?? [];
        const last = messages.at(-1) as (MessageLike & { tool_calls?: unknown[] }) | undefined;
        if (last === undefined || messageType(last) !== "ai") return;
        const text = contentText(last.content);
        if (text === "") return;
        const v = await gateText(text, guard.policy, ADAPTER);
        if (v.action === "pass") return;
        if (v.action === "redact") {
          return { messages: [new AIMessage({ id: last.id, content: v.text, tool_calls: (last.tool_calls ?? []) as never, response_metadata: { rampart: { action: "redact", findings: v.findings.length } } })] };
        }
        return {
          messages: [new AIMessage({ id: last.id, content: opts.blockedText ?? "", response_metadata: { rampart: { action: "block", code: v.code, reason: v.reason } } })],
          jumpTo: "end" as const,
        };
      },
    },
  });
}
