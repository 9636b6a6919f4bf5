/**
 * The approval oracle (issue 5 item 7): with the firewall on, the user's approvals come from
 * an oracle that approves exactly the calls the user task expects — the tool and its
 * canonical arguments, read back from the sealed request as a human approver would read
 * them — and denies everything else. It counts, as the user would: a call the task expects
 * once is approved only while it has not run yet (issue 18: "the transfer bounced, send it
 * again" asks to repeat a payment that went out), so the executor reports each call that
 * ran (`ran`).
 */
import { canonicalJson, canonicalizeArgs, type JsonValue } from "../canonical.js";
import type { ToolDefinition } from "../tool.js";
import type { ScenarioCall } from "./loader.js";

/** Decides one approval request given the tool and its canonical arguments; `ran` notes a call that ran. */
export interface ApprovalOracle {
  (tool: string, args: Record<string, JsonValue> | null): boolean;
  ran(tool: string, args: Record<string, unknown>): void;
}

/**
 * Builds the oracle for a user task.
 *
 * @param tools the suite's tools (for each tool's canonicalisation rules).
 */
export function expectedCallsOracle(expected: readonly ScenarioCall[], tools: ReadonlyMap<string, ToolDefinition>): ApprovalOracle {
  const keyOf = (tool: string, args: unknown): string | null => {
    const verbatim = tools.get(tool)?.compiled.verbatimArgs ?? new Set<string>();
    try {
      return `${tool}\u0000${canonicalJson(canonicalizeArgs(args, (a) => !verbatim.has(a)))}`;
    } catch {
      return null;
    }
  };
  /** Expected calls not yet run, by key. */
  const left = new Map<string, number>();
  for (const c of expected) {
    const k = keyOf(c.tool, c.args);
    if (k !== null) left.set(k, (left.get(k) ?? 0) + 1);
  }
  const oracle = ((tool: string, args: Record<string, JsonValue> | null) => {
    if (args === null) return false;
    return (left.get(`${tool}\u0000${canonicalJson(args)}`) ?? 0) > 0;
  }) as ApprovalOracle;
  oracle.ran = (tool, args) => {
    const k = keyOf(tool, args);
    if (k !== null && left.has(k)) left.set(k, (left.get(k) as number) - 1);
  };
  return oracle;
}
