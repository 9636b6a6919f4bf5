/**
 * `firewallTools(tools, { firewall, session })` — an AI SDK tool set behind the tool
 * firewall (issue 21 item 1).
 *
 * `firewallDefinitions(tools, policies)` turns the same tool set into the firewall's
 * registry: one bridged tool per entry (name = key, the tool's description and input
 * schema, the dispatch policy you give it — none ⇒ every call denied `ERR_NO_POLICY`), whose
 * handler is the tool's own `execute`. `firewallTools` then returns the tool set the model
 * gets: only the tools this session may call, each `execute` going through
 * `firewall.dispatch` (every check, the audit event, the transcript, the output neutralised)
 * and its output marked as neutralised for `rampartMiddleware`.
 *
 * Approvals: a tool whose policy always needs one (`sideEffect: "destructive"` or
 * `approval: "always"`) gets `needsApproval`, so the SDK asks the user first (its
 * `tool-approval-request`). When the user approves, `execute` files the firewall's approval
 * request and grants it in the name of `approver` (default: the session's subject — a
 * self-approval, which the firewall accepts only where the policy says `selfApproval:
 * "allow"`; otherwise the call waits for another approver, up to `approvalWaitMs`). An
 * approval the firewall asks for that the SDK could not foresee (provenance) reaches the
 * model as a tool error naming `ERR_APPROVAL_REQUIRED` and the request id.
 *
 * Provenance: before each dispatch the session's transcript learns the user's turns and the
 * untrusted text of the SDK's messages (`transcript.ts`).
 */
import { RampartError, isPlainObject } from "../../core/index.js";
import { alwaysNeedsApproval, type DispatchPolicy, type Firewall, type Session, type ToolDefinition } from "../../firewall/index.js";
import { bridgedTool, checkPolicyNames, denialText, dispatchApproved, frameworkToolsSetup } from "../shared/index.js";
import { NEUTRALIZED_OUTPUT } from "./prompt.js";
import { syncTranscript } from "./transcript.js";

/** The parts of an AI SDK tool this adapter reads (`tool({...})` of `ai` 6 and 7). */
export interface AiSdkTool {
  description?: string;
  /** A zod (v4) object schema, or the SDK's `jsonSchema({...})`. */
  inputSchema?: unknown;
  execute?: (input: never, options: never) => unknown;
  needsApproval?: boolean | ((input: never, options: never) => boolean | PromiseLike<boolean>);
  toModelOutput?: (options: never) => unknown;
  [key: string]: unknown;
}

/** What `execute` and `needsApproval` receive from the SDK (the fields used here). */
interface ExecuteOptions {
  toolCallId: string;
  messages?: unknown;
}

/** The tool (by object) each definition was made from: its policy drives `needsApproval`. */
const POLICIES = new WeakMap<object, DispatchPolicy | undefined>();

/** The JSON Schema or zod schema of an SDK tool's input. */
function schemaOf(name: string, t: AiSdkTool): object {
  const s = t.inputSchema;
  if (isPlainObject(s) && "_zod" in s) return s; // zod v4: defineTool converts it
  if (isPlainObject(s) && isPlainObject(s.jsonSchema)) return s.jsonSchema; // jsonSchema({...})
  throw new RampartError("ERR_CONFIG", `firewallDefinitions: tool ${name}: inputSchema must be a zod v4 object schema or jsonSchema({...}) with a plain JSON Schema`, { details: { tool: name } });
}

/**
 * The firewall's registry for an AI SDK tool set: one bridged tool per entry, its handler the
 * tool's `execute`.
 *
 * @param policies dispatch policy per tool name; a tool without one is registered and denied.
 * @throws RampartError `ERR_CONFIG` for a tool without `execute`, with a schema that is not
 *   zod v4 or `jsonSchema()`, a bad name, or a bad policy (as `defineTool`).
 * @example
 * const firewall = createFirewall({ tools: firewallDefinitions(tools, { send_email: { requiredScopes: ["mail"], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none" } }), verifier });
 */
export function firewallDefinitions(tools: Record<string, AiSdkTool>, policies: Record<string, DispatchPolicy> = {}): ToolDefinition[] {
  if (!isPlainObject(tools)) throw new RampartError("ERR_BAD_INPUT", "firewallDefinitions: tools must be an AI SDK tool set ({ name: tool({...}) })");
  checkPolicyNames(policies, (name) => name in tools, "tool set");
  return Object.entries(tools).map(([name, t]) => {
    if (typeof t?.execute !== "function") throw new RampartError("ERR_CONFIG", `firewallDefinitions: tool ${name} has no execute function to guard`, { details: { tool: name } });
    const policy = policies[name];
    POLICIES.set(t, policy);
    return bridgedTool({ name, description: t.description ?? "", schema: schemaOf(name, t), ...(policy === undefined ? {} : { policy }) });
  });
}

/** Options of `firewallTools`. */
export interface FirewallToolsOptions {
  firewall: Firewall;
  /** The caller's verified session (`firewall.openSession(token)`). */
  session: Session;
  /** Whose name an approval given through the SDK's approval flow is granted in (default: the session's subject). */
  approver?: string;
  /** How long `execute` waits for another approver after an SDK approval the firewall would not take as a self-approval, in ms (default 0: it does not wait). */
  approvalWaitMs?: number;
}

/**
 * The tool set the model gets: only the tools the session may call, every `execute` through
 * `firewall.dispatch`. A denial throws (the SDK turns it into a tool error the model reads):
 * `ERR_SCOPE: …`, `ERR_ARGS: …`, `ERR_APPROVAL_REQUIRED: … (approval request ID)`.
 *
 * @throws RampartError `ERR_BAD_INPUT` when `tools` is not a tool set or `options` lacks the
 *   firewall or session.
 * @example
 * const result = streamText({ model, tools: firewallTools(tools, { firewall, session }), prompt });
 */
export function firewallTools<T extends Record<string, AiSdkTool>>(tools: T, options: FirewallToolsOptions): Partial<T> {
  if (!isPlainObject(tools)) throw new RampartError("ERR_BAD_INPUT", "firewallTools: tools must be an AI SDK tool set ({ name: tool({...}) })");
  const { firewall, session, approver, waitMs, callable, asked } = frameworkToolsSetup(options, "{ firewall, session } (createFirewall(...), await firewall.openSession(token))");

  const out: Record<string, AiSdkTool> = {};
  for (const [name, t] of Object.entries(tools)) {
    if (!callable.has(name) || typeof t.execute !== "function") continue;
    const policy = POLICIES.get(t);
    const policyAsks = policy !== undefined && alwaysNeedsApproval(policy);
    const own = t.needsApproval;
    const execute = t.execute as (input: unknown, options: unknown) => unknown;
    const toModelOutput = t.toModelOutput as ((o: { output: unknown }) => unknown) | undefined;
    const needsApproval = async (input: unknown, o: ExecuteOptions) => {
      const ownAsks = typeof own === "function" ? await (own as (i: unknown, o: unknown) => boolean | PromiseLike<boolean>)(input, o) : own === true;
      const ask = ownAsks || policyAsks;
      if (ask) asked.add(o.toolCallId);
      return ask;
    };
    out[name] = {
      ...t,
      ...(own !== undefined || policyAsks ? { needsApproval } : {}),
      execute: async (input: unknown, o: ExecuteOptions) => {
        const call = { id: o.toolCallId, name, arguments: input };
        const run = (args: Record<string, unknown>) => execute(args, o);
        const approval = { approved: asked.take(o.toolCallId), approver, waitMs };
        syncTranscript(session, o.messages);
        try {
          return (await dispatchApproved(firewall, session, call, run, "ai-sdk", approval)).output;
        } catch (e) {
          // The SDK turns a thrown error into a tool error the model reads: code and reason only.
          throw new RampartError(e instanceof RampartError ? e.code : "ERR_INTERNAL", denialText(e), { cause: e });
        }
      },
      // The output is the firewall's neutralised copy: mark it so the middleware does not scan it twice.
      toModelOutput: async (o: { output: unknown }) => {
        const base = (toModelOutput !== undefined ? await toModelOutput(o) : typeof o.output === "string" ? { type: "text", value: o.output } : { type: "json", value: o.output ?? null }) as Record<string, unknown>;
        return { ...base, providerOptions: { ...(isPlainObject(base.providerOptions) ? base.providerOptions : {}), ...NEUTRALIZED_OUTPUT } };
      },
    };
  }
  return out as Partial<T>;
}
