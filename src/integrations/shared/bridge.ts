/**
 * The bridge between a framework's tool executor and the firewall's dispatch (issue 21).
 *
 * Frameworks run tools themselves (the AI SDK's `execute`, LangChain's tool node, the
 * Agents SDK's `invoke`); the firewall runs a tool's handler only after every check passed.
 * A bridged tool is a firewall `ToolDefinition` whose handler runs the executor the adapter
 * registered for that very call — keyed by (session id, call id), with the canonical,
 * checked arguments the firewall hands it. So the checks, the audit event, the transcript
 * and the output's trip through the evidence boundary all stay in `dispatch`, and the
 * framework's own executor is what runs.
 */
import { RampartError, isPlainObject, type ErrorCode } from "../../core/index.js";
import { defineTool, type DispatchPolicy, type DispatchResult, type Firewall, type JsonSchema, type Session, type ToolCall, type ToolDefinition } from "../../firewall/index.js";
import { RAMPART_ATTRIBUTES as A, RAMPART_SPANS, inSpan } from "../otel/index.js";

/** Runs one call's tool with the arguments the firewall checked. */
export type CallExecutor = (args: Record<string, unknown>) => unknown;

const executors = new Map<string, CallExecutor>();
const keyOf = (sessionId: string, callId: string) => `${sessionId}\u0000${callId}`;

/** Input of `bridgedTool`: a firewall tool without a handler. */
export interface BridgedToolSpec {
  name: string;
  description: string;
  /** JSON Schema of the argument object, or a zod object schema. */
  schema: JsonSchema | object;
  /** Absent ⇒ every call is denied `ERR_NO_POLICY` (deny by default). */
  policy?: DispatchPolicy;
}

/**
 * A firewall tool whose handler runs the executor `dispatchThrough` registered for the call.
 * Called outside `dispatchThrough` (no executor registered), the handler throws: the
 * firewall reports `ERR_INTERNAL` and nothing runs.
 *
 * @throws RampartError `ERR_CONFIG` as `defineTool` (bad name, schema or policy).
 */
export function bridgedTool(spec: BridgedToolSpec): ToolDefinition {
  return defineTool<Record<string, unknown>>({
    name: spec.name,
    description: spec.description,
    schema: spec.schema as JsonSchema,
    ...(spec.policy === undefined ? {} : { policy: spec.policy }),
    handler: (args, ctx) => {
      const run = executors.get(keyOf(ctx.sessionId, ctx.callId));
      if (run === undefined) throw new RampartError("ERR_INTERNAL", `tool ${spec.name} is bridged to a framework executor, but none is registered for this call`);
      return run(args);
    },
  });
}

/** The checks' names in audit details, as span attributes. */
function denialAttributes(e: unknown): Record<string, string | undefined> {
  if (!(e instanceof RampartError)) return { [A.verdict]: "error", [A.errorCode]: "ERR_INTERNAL" };
  const d = e.details;
  const verdict = e.code === "ERR_APPROVAL_REQUIRED" ? "approval_required" : e.code === "ERR_INTERNAL" ? "error" : "deny";
  return {
    [A.verdict]: verdict,
    [A.errorCode]: e.code,
    [A.check]: typeof d.check === "string" ? d.check : undefined,
    [A.approvalId]: typeof d.approvalId === "string" ? d.approvalId : undefined,
  };
}

/**
 * Dispatches one call through the firewall with `run` as the executor of a bridged tool
 * (a tool defined with its own handler simply ignores `run`). One `rampart.dispatch` span,
 * active while the firewall runs, so the audit event carries its trace and span ids.
 *
 * @throws RampartError whatever `dispatch` throws (`ERR_SCOPE`, `ERR_APPROVAL_REQUIRED` …);
 *   `ERR_BAD_INPUT` when the same call id of the same session is already being dispatched.
 */
export function dispatchThrough(firewall: Firewall, session: Session, call: ToolCall & { id: string }, run: CallExecutor, adapter: string): Promise<DispatchResult> {
  return inSpan(
    RAMPART_SPANS.dispatch,
    { [A.adapter]: adapter },
    async () => {
      const key = keyOf(session.id, call.id);
      if (executors.has(key)) throw new RampartError("ERR_BAD_INPUT", "this tool call id is already being dispatched in this session");
      executors.set(key, run);
      try {
        return await firewall.dispatch(call, session);
      } finally {
        executors.delete(key);
      }
    },
    (r) => ({ [A.verdict]: "allow", [A.tool]: r.tool, [A.sanitized]: r.sanitized, [A.findings]: r.findings.length, [A.ruleIds]: [...new Set(r.findings.flatMap((o) => o.findings.map((f) => f.id)))] }),
    denialAttributes,
  );
}

/**
 * A denial as a short text for a model or a UI: code and the firewall's reason (no argument
 * values), then an approval's full explanation (`details.explain`; its message keeps only the
 * essentials).
 */
export function denialText(e: unknown): string {
  if (!(e instanceof RampartError)) return "ERR_INTERNAL: the tool call failed";
  const id = e.details.approvalId;
  const explain = Array.isArray(e.details.explain) ? ` — ${e.details.explain.join("; ")}` : "";
  return `${e.code}: ${e.message}${explain}${e.code === "ERR_APPROVAL_REQUIRED" && typeof id === "string" ? ` (approval request ${id})` : ""}`;
}

/** The approval request id of an `ERR_APPROVAL_REQUIRED`, else `null`. */
export function approvalRequestId(e: unknown): string | null {
  return e instanceof RampartError && e.code === "ERR_APPROVAL_REQUIRED" && typeof e.details.approvalId === "string" ? e.details.approvalId : null;
}

/** The code of a RampartError, else `ERR_INTERNAL`. */
export function errorCode(e: unknown): ErrorCode {
  return e instanceof RampartError ? e.code : "ERR_INTERNAL";
}

/** True for a plain record of arguments. */
export function isArgs(x: unknown): x is Record<string, unknown> {
  return isPlainObject(x);
}

/** How an approval the framework's own flow gave is passed to the firewall. */
export interface FrameworkApproval {
  /** True when the framework's approval flow approved this very call (its user said yes). */
  approved: boolean;
  /** The name the firewall's request is granted in (the firewall checks `selfApproval`). */
  approver: string;
  /** How long to wait for another approver when the firewall refuses `approver`, in ms (0: do not wait). */
  waitMs: number;
}

/**
 * `dispatchThrough`, plus the framework's approval: when the firewall asks for an approval
 * and the framework's user already approved this call, the firewall's request is granted in
 * `approval.approver`'s name (or, refused, waited for up to `approval.waitMs`) and the call
 * dispatched again — the firewall's grant is bound to the same call id and arguments.
 *
 * @throws RampartError as `dispatchThrough`; `ERR_APPROVAL_REQUIRED` naming the request when
 *   no usable grant came.
 */
export async function dispatchApproved(firewall: Firewall, session: Session, call: ToolCall & { id: string }, run: CallExecutor, adapter: string, approval: FrameworkApproval): Promise<DispatchResult> {
  try {
    return await dispatchThrough(firewall, session, call, run, adapter);
  } catch (e) {
    const requestId = approvalRequestId(e);
    if (requestId === null || !approval.approved) throw e;
    try {
      await firewall.approve(requestId, approval.approver);
    } catch (refused) {
      if (approval.waitMs <= 0 || (await firewall.waitForApproval(requestId, { timeoutMs: approval.waitMs })) !== "approved") {
        throw new RampartError("ERR_APPROVAL_REQUIRED", `${e instanceof Error ? e.message : "approval required"}; the approval given in the ${adapter} flow was not accepted (${denialText(refused)})`, {
          cause: refused,
          details: { approvalId: requestId },
        });
      }
    }
    return dispatchThrough(firewall, session, call, run, adapter);
  }
}

/** Call ids a framework asked its user to approve (bounded: the oldest fall out first). */
export class AskedCalls {
  readonly #ids = new Set<string>();
  readonly #max: number;
  constructor(max = 4096) {
    this.#max = max;
  }
  /** Remembers that the framework asked about `id`. */
  add(id: string): void {
    this.#ids.delete(id);
    this.#ids.add(id);
    if (this.#ids.size > this.#max) this.#ids.delete(this.#ids.values().next().value as string);
  }
  /** True (once) when the framework asked about `id`: its tool now runs, so its user approved. */
  take(id: string): boolean {
    return this.#ids.delete(id);
  }
}
