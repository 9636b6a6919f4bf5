/**
 * The approval oracle (issue 5 item 7): with the firewall on, the user's approvals come from
 * an oracle that approves exactly the calls the user task expects — the tool and its
 * canonical arguments, read back from the sealed request as a human approver would read
 * them — and denies everything else.
 */
import { canonicalJson, canonicalizeArgs, type JsonValue } from "../canonical.js";
import type { ToolDefinition } from "../tool.js";
import type { ScenarioCall } from "./loader.js";

/** Decides one approval request given the tool and its canonical arguments. */
export type ApprovalOracle = (tool: string, args: Record<string, JsonValue> | null) => boolean;

/**
 * Builds the oracle for a user task.
 *
 * @param tools the suite's tools (for each tool's canonicalisation rules).
 */
export function expectedCallsOracle(expected: readonly ScenarioCall[], tools: ReadonlyMap<string, ToolDefinition>): ApprovalOracle {
  const wanted = new Set(
    expected.map((c) => {
      const verbatim = tools.get(c.tool)?.compiled.verbatimArgs ?? new Set<string>();
      return `${c.tool}\u0000${canonicalJson(canonicalizeArgs(c.args, (a) => !verbatim.has(a)))}`;
    }),
  );
  return (tool, args) => args !== null && wanted.has(`${tool}\u0000${canonicalJson(args)}`);
}
