/**
 * Function tools of the OpenAI Agents SDK behind the tool firewall (issue 21 item 3).
 *
 * `firewallDefinitions(tools, policies)` makes the firewall's registry from the tools (name,
 * description, JSON Schema `parameters`, the policy you give — none ⇒ denied), each handler
 * the tool's own `invoke`. `firewallTools(tools, { firewall, session })` returns the tools
 * the agent gets: only those the session may call, each `invoke` through
 * `firewall.dispatch`; a denial is returned to the model as the tool's output (`ERR_SCOPE: …`,
 * `ERR_APPROVAL_REQUIRED: … (approval request ID)`), never thrown into the run. A policy
 * that always needs approval sets `needsApproval`, so the run stops with an interruption
 * for the user; once `state.approve(item)` lets the call run, the firewall's request is
 * granted in `approver`'s name (the policy's `selfApproval` decides whether that is enough).
 */
import { randomUUID } from "node:crypto";
import { RampartError, isPlainObject } from "../../core/index.js";
import { alwaysNeedsApproval, type DispatchPolicy, type Firewall, type Session, type ToolDefinition } from "../../firewall/index.js";
import { bridgedTool, checkPolicyNames, denialText, dispatchApproved, frameworkToolsSetup } from "../shared/index.js";

/** The parts of an Agents SDK function tool (`tool({...})`) this adapter reads. */
export interface AgentsFunctionTool {
  type: "function";
  name: string;
  description: string;
  /** JSON Schema of the arguments (the SDK converts zod parameters to it). */
  parameters: object;
  invoke: (runContext: never, input: string, details?: never) => Promise<unknown>;
  needsApproval: (runContext: never, input: never, callId?: string) => Promise<boolean>;
  [key: string]: unknown;
}

const POLICIES = new WeakMap<object, DispatchPolicy | undefined>();

/**
 * The firewall's registry for Agents SDK function tools.
 *
 * @throws RampartError `ERR_CONFIG` for a tool that is not a function tool, a policy for an
 *   unknown tool, or what `defineTool` refuses.
 */
export function firewallDefinitions(tools: readonly AgentsFunctionTool[], policies: Record<string, DispatchPolicy> = {}): ToolDefinition[] {
  if (!Array.isArray(tools)) throw new RampartError("ERR_BAD_INPUT", "firewallDefinitions: tools must be an array of function tools (tool({...}))");
  checkPolicyNames(policies, (name) => tools.some((t) => t?.name === name), "tool list");
  return tools.map((t) => {
    if (t?.type !== "function" || typeof t.invoke !== "function" || !isPlainObject(t.parameters)) {
      throw new RampartError("ERR_CONFIG", `firewallDefinitions: ${String(t?.name)} is not a function tool with JSON Schema parameters`);
    }
    const policy = policies[t.name];
    POLICIES.set(t, policy);
    return bridgedTool({ name: t.name, description: t.description, schema: t.parameters, ...(policy === undefined ? {} : { policy }) });
  });
}

/** Options of `firewallTools`. */
export interface FirewallToolsOptions {
  firewall: Firewall;
  session: Session;
  /** Whose name an approval given in the run (`state.approve`) is granted in (default: the session's subject). */
  approver?: string;
  /** How long `invoke` waits for another approver when the firewall refuses `approver`, in ms (default 0). */
  approvalWaitMs?: number;
}

/**
 * The tools the agent gets.
 *
 * @throws RampartError `ERR_BAD_INPUT` when `tools` is not an array or `options` lacks the firewall or session.
 */
export function firewallTools<T extends AgentsFunctionTool>(tools: readonly T[], options: FirewallToolsOptions): T[] {
  if (!Array.isArray(tools)) throw new RampartError("ERR_BAD_INPUT", "firewallTools: tools must be an array of function tools");
  const { firewall, session, approver, waitMs, callable, asked } = frameworkToolsSetup(options);
  return tools
    .filter((t) => callable.has(t.name))
    .map((t) => {
      const policy = POLICIES.get(t);
      const policyAsks = policy !== undefined && alwaysNeedsApproval(policy);
      const own = t.needsApproval as (ctx: unknown, input: unknown, callId?: string) => Promise<boolean>;
      const invoke = t.invoke as (ctx: unknown, input: string, details?: unknown) => Promise<unknown>;
      return {
        ...t,
        async needsApproval(ctx: unknown, input: unknown, callId?: string) {
          const ask = policyAsks || (typeof own === "function" && (await own(ctx, input, callId)));
          if (ask && callId !== undefined) asked.add(callId);
          return ask;
        },
        async invoke(ctx: unknown, input: string, details?: { toolCall?: { callId?: string } }) {
          const id = details?.toolCall?.callId ?? `rampart-${randomUUID()}`;
          const run = (args: Record<string, unknown>) => invoke(ctx, JSON.stringify(args), details);
          try {
            const r = await dispatchApproved(firewall, session, { id, name: t.name, arguments: input }, run, "openai-agents", { approved: asked.take(id), approver, waitMs });
            return r.output;
          } catch (e) {
            return denialText(e);
          }
        },
      } as T;
    });
}
