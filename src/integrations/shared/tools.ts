/**
 * What every adapter's `firewallDefinitions` / `firewallTools` does the same way: check the
 * policies name known tools, check the `{ firewall, session }` options, and set up the
 * per-tool-set state (approver, approval wait, the tools the session may call, the calls
 * the framework asked its user about).
 */
import { RampartError, isPlainObject } from "../../core/index.js";
import type { DispatchPolicy, Firewall, Session } from "../../firewall/index.js";
import { loadTelemetry } from "../otel/index.js";
import { AskedCalls } from "./bridge.js";

/**
 * Throws when a policy names a tool the set does not have (a typo would otherwise leave the
 * real tool without a policy, denied, and the mistake silent).
 *
 * @param has true for a tool name in the set.
 * @param where how the set is called in the message ("tool set", "tool list").
 * @throws RampartError `ERR_CONFIG` naming the first unknown tool.
 */
export function checkPolicyNames(policies: Record<string, DispatchPolicy>, has: (name: string) => boolean, where: string): void {
  for (const name of Object.keys(policies)) {
    if (!has(name)) throw new RampartError("ERR_CONFIG", `firewallDefinitions: a policy names tool ${name}, which is not in the ${where}`, { details: { tool: name } });
  }
}

/** The options every adapter's `firewallTools` takes (each adapter documents its own). */
export interface FrameworkToolsOptions {
  firewall: Firewall;
  session: Session;
  approver?: string;
  approvalWaitMs?: number;
}

/** The state `firewallTools` builds once per tool set. */
export interface FrameworkToolsSetup {
  firewall: Firewall;
  session: Session;
  /** Whose name a framework approval is granted in (default: the session's subject). */
  approver: string;
  /** How long to wait for another approver, in ms (default 0). */
  waitMs: number;
  /** Names of the tools this session may call (the firewall's own listing). */
  callable: Set<string>;
  /** The calls the framework asked its user to approve. */
  asked: AskedCalls;
}

/**
 * Checks `firewallTools`' options and builds its per-tool-set state; starts loading the
 * optional telemetry.
 *
 * @param usage the message's hint of the expected shape, after "options must be ".
 * @throws RampartError `ERR_BAD_INPUT` when `options` lacks the firewall or the session.
 */
export function frameworkToolsSetup(options: FrameworkToolsOptions, usage = "{ firewall, session }"): FrameworkToolsSetup {
  if (!isPlainObject(options) || typeof options.firewall?.dispatch !== "function" || !isPlainObject(options.session)) {
    throw new RampartError("ERR_BAD_INPUT", `firewallTools: options must be ${usage}`);
  }
  const { firewall, session } = options;
  void loadTelemetry();
  return {
    firewall,
    session,
    approver: options.approver ?? session.subject,
    waitMs: options.approvalWaitMs ?? 0,
    callable: new Set(firewall.listTools(session, "openai").map((t) => t.function.name)),
    asked: new AskedCalls(),
  };
}
