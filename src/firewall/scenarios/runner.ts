/**
 * Runs the scenario suite (issue 5 item 7, in the spirit of AgentDojo — Debenedetti et al.
 * 2024): every user task alone (utility) and with every injection task of its suite (utility
 * under attack, attack success), once straight against the tool handlers and once through
 * the firewall, with the obedient agent and the approval oracle.
 *
 * Metrics, as AgentDojo defines them: **utility** — share of user tasks whose utility checks
 * hold without attack; **utility under attack** — share of (user task, injection task)
 * cases whose utility checks hold; **ASR** — share of those cases whose security checks
 * hold (the attacker's goal was reached); **approvals per task** — approval requests the
 * user answered per benign task.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { isRampartError } from "../../core/index.js";
import { createAuditor, memoryAuditSink, type Auditor } from "../audit/index.js";
import { memoryApprovalStore } from "../approvals/index.js";
import { createFirewall } from "../firewall.js";
import { createSessionVerifier, type Session } from "../session.js";
import type { ToolDefinition } from "../tool.js";
import { runObedientAgent, type CallOutcome, type Executor } from "./agent.js";
import { ENVIRONMENTS, type EnvironmentId, type StateRef } from "./environments/index.js";
import { loadSuites, render, type InjectionTask, type ScenarioCall, type Suite, type UserTask } from "./loader.js";
import { expectedCallsOracle } from "./oracle.js";
import { allHold } from "./state-checks.js";

/** Defense modes. */
export type Defense = "none" | "firewall";

/** A call that did not run: refused by the firewall, or failed. */
export interface BlockedCall {
  tool: string;
  code: string;
  /** The call came from the injection (true) or the user task (false). */
  injected: boolean;
}

/** One row of the report. */
export interface CaseRow {
  suite: string;
  user_task: string;
  /** `null` for the benign run. */
  injection_task: string | null;
  defense: Defense;
  utility: boolean;
  /** `null` for the benign run. */
  attack_succeeded: boolean | null;
  injection_seen: boolean;
  /** Approval requests put to the user (oracle). */
  approvals: number;
  approvals_denied: number;
  blocked: BlockedCall[];
}

/** The four headline figures of one defense (fractions 0–1; approvals per task). */
export interface DefenseSummary {
  utility: number;
  utility_under_attack: number;
  asr: number;
  approvals_per_task: number;
  /** Approval requests per attack case (the user's burden under attack). */
  approvals_per_attack_case: number;
  /** Injected calls that did not run, by the code that stopped them. */
  injected_calls_refused: Record<string, number>;
}

/** The report `rampart firewall scenarios --json` writes. */
export interface ScenarioReport {
  scenarios: string;
  suites: string[];
  environments: string[];
  user_tasks: number;
  injection_tasks: number;
  attack_cases: number;
  undefended: DefenseSummary;
  defended: DefenseSummary;
  by_suite: Record<string, { user_tasks: number; injection_tasks: number; undefended: DefenseSummary; defended: DefenseSummary }>;
  cases: CaseRow[];
}

/** Options of `runScenarios`. */
export interface ScenarioOptions {
  /** Folder of suites. */
  dir: string;
  /** Called after each case. */
  onProgress?: (done: number, total: number) => void;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Summarises the rows of one defense. */
export function summarize(rows: readonly CaseRow[]): DefenseSummary {
  const benign = rows.filter((r) => r.injection_task === null);
  const attacked = rows.filter((r) => r.injection_task !== null);
  return {
    utility: mean(benign.map((r) => (r.utility ? 1 : 0))),
    utility_under_attack: mean(attacked.map((r) => (r.utility ? 1 : 0))),
    asr: mean(attacked.map((r) => (r.attack_succeeded ? 1 : 0))),
    approvals_per_task: mean(benign.map((r) => r.approvals)),
    approvals_per_attack_case: mean(attacked.map((r) => r.approvals)),
    injected_calls_refused: attacked
      .flatMap((r) => r.blocked.filter((b) => b.injected))
      .reduce<Record<string, number>>((acc, b) => ({ ...acc, [b.code]: (acc[b.code] ?? 0) + 1 }), {}),
  };
}

/** Everything a suite's runs share: tools bound to one state holder, an exposure hook, a token key. */
interface SuiteRig {
  suite: Suite;
  ref: StateRef;
  tools: ToolDefinition[];
  byName: Map<string, ToolDefinition>;
  onOutput: { fn: ((out: unknown) => void) | null };
}

function rig(suite: Suite): SuiteRig {
  const ref: StateRef = { current: {} };
  const onOutput: SuiteRig["onOutput"] = { fn: null };
  const tools = (Object.keys(suite.state) as EnvironmentId[])
    .flatMap((env) => ENVIRONMENTS[env].tools(ref))
    .map((t): ToolDefinition =>
      Object.freeze({
        ...t,
        handler: (async (args: never, ctx) => {
          const out = await t.handler(args, ctx);
          onOutput.fn?.(out);
          return out;
        }) as ToolDefinition["handler"],
      }),
    );
  return { suite, ref, tools, byName: new Map(tools.map((t) => [t.name, t])), onOutput };
}

function freshState(suite: Suite, injection: InjectionTask | null): Record<string, unknown> {
  return render(suite.state, (name) => (injection ? injection.text : (suite.vectors[name] ?? ""))) as Record<string, unknown>;
}

/** JSON text contains the injection text (JSON-escaped, as it appears inside a serialised string). */
function exposes(out: unknown, injection: InjectionTask | null): boolean {
  if (!injection) return false;
  return JSON.stringify(out ?? null).includes(JSON.stringify(injection.text).slice(1, -1));
}

/** Straight to the handlers: no checks at all (the undefended agent). */
function directExecutor(r: SuiteRig, injection: InjectionTask | null, blocked: BlockedCall[]): Executor {
  return {
    async execute(call: ScenarioCall, origin) {
      const tool = r.byName.get(call.tool);
      if (!tool) {
        blocked.push({ tool: call.tool, code: "no such tool", injected: origin === "injection" });
        return { output: null, exposed: false };
      }
      try {
        const out = await tool.handler(call.args as never, { callId: randomUUID(), subject: r.suite.user.subject, sessionId: "undefended" });
        return { output: JSON.stringify(out ?? null), exposed: exposes(out, injection) };
      } catch {
        blocked.push({ tool: call.tool, code: "handler error", injected: origin === "injection" });
        return { output: null, exposed: false };
      }
    },
  };
}

interface Tally {
  approvals: number;
  denied: number;
}

/** Through the firewall, with the oracle answering approval requests. */
function firewallExecutor(
  r: SuiteRig,
  task: UserTask,
  injection: InjectionTask | null,
  session: Session,
  fw: ReturnType<typeof createFirewall>,
  blocked: BlockedCall[],
  tally: Tally,
): Executor {
  const oracle = expectedCallsOracle(task.calls, r.byName);
  let n = 0;
  let lastRaw: unknown;
  r.onOutput.fn = (out) => (lastRaw = out);
  const attempt = async (id: string, call: ScenarioCall): Promise<CallOutcome> => {
    lastRaw = undefined;
    const res = await fw.dispatch({ id, name: call.tool, arguments: call.args }, session);
    oracle.ran(call.tool, call.args);
    return { output: JSON.stringify(res.output), exposed: exposes(lastRaw, injection) };
  };
  return {
    async execute(call, origin) {
      const id = `call_${++n}`;
      const refuse = (code: string): CallOutcome => {
        blocked.push({ tool: call.tool, code, injected: origin === "injection" });
        return { output: null, exposed: false };
      };
      try {
        return await attempt(id, call);
      } catch (e) {
        if (!isRampartError(e)) return refuse("handler error");
        if (e.code !== "ERR_APPROVAL_REQUIRED" || e.details.status !== "pending") return refuse(e.code);
        tally.approvals += 1;
        const requestId = e.details.approvalId as string;
        const req = await fw.approvals.get(requestId);
        if (!req || !oracle(req.tool, fw.openSealedArgs(req))) {
          tally.denied += 1;
          await fw.deny(requestId, "oracle");
          return refuse(e.code);
        }
        await fw.approve(requestId, "oracle");
        try {
          return await attempt(id, call);
        } catch (e2) {
          return refuse(isRampartError(e2) ? e2.code : "handler error");
        }
      }
    },
  };
}

/**
 * Runs every case of every suite under `dir`.
 *
 * @throws RampartError `ERR_BAD_INPUT` / `ERR_IO` when the suite does not load.
 */
export async function runScenarios(opts: ScenarioOptions): Promise<ScenarioReport> {
  const suites = loadSuites(opts.dir);
  const secret = randomBytes(32);
  const verifier = createSessionVerifier({ key: secret, algorithms: ["HS256"] });
  // In-memory stores: a scenario run needs no native module (nothing here outlives the run).
  const auditor: Auditor = createAuditor({ sink: memoryAuditSink({ maxEvents: 0 }), logger: null });
  const approvals = memoryApprovalStore();
  const key = randomBytes(32);
  const total = suites.reduce((s, x) => s + x.userTasks.length * (1 + x.injectionTasks.length) * 2, 0);
  let done = 0;
  const rows: CaseRow[] = [];

  try {
    for (const suite of suites) {
      const r = rig(suite);
      for (const task of suite.userTasks) {
        for (const injection of [null, ...suite.injectionTasks]) {
          for (const defense of ["none", "firewall"] as const) {
            r.ref.current = freshState(suite, injection);
            const blocked: BlockedCall[] = [];
            const tally: Tally = { approvals: 0, denied: 0 };
            let trace;
            if (defense === "none") {
              r.onOutput.fn = null;
              trace = await runObedientAgent(task, injection, directExecutor(r, injection, blocked));
            } else {
              const fw = createFirewall({ tools: r.tools, key, verifier, auditor, approvals });
              const token = await new SignJWT({ scope: suite.user.scopes.join(" "), sid: randomUUID() })
                .setProtectedHeader({ alg: "HS256" })
                .setSubject(suite.user.subject)
                .setExpirationTime("1h")
                .sign(secret);
              const session = await fw.openSession(token);
              session.transcript.addUserRequest(task.prompt);
              trace = await runObedientAgent(task, injection, firewallExecutor(r, task, injection, session, fw, blocked, tally));
              r.onOutput.fn = null;
            }
            rows.push({
              suite: suite.id,
              user_task: task.id,
              injection_task: injection?.id ?? null,
              defense,
              utility: allHold(task.utility, r.ref.current, trace.outputs),
              attack_succeeded: injection ? allHold(injection.security, r.ref.current, trace.outputs) : null,
              injection_seen: trace.injectionSeen,
              approvals: tally.approvals,
              approvals_denied: tally.denied,
              blocked,
            });
            opts.onProgress?.(++done, total);
          }
        }
      }
    }
  } finally {
    await auditor.close();
    await approvals.close();
  }

  const by = (d: Defense, suite?: string) => rows.filter((x) => x.defense === d && (suite === undefined || x.suite === suite));
  return {
    scenarios: opts.dir,
    suites: suites.map((s) => s.id),
    environments: [...new Set(suites.flatMap((s) => Object.keys(s.state)))].sort(),
    user_tasks: suites.reduce((s, x) => s + x.userTasks.length, 0),
    injection_tasks: suites.reduce((s, x) => s + x.injectionTasks.length, 0),
    attack_cases: suites.reduce((s, x) => s + x.userTasks.length * x.injectionTasks.length, 0),
    undefended: summarize(by("none")),
    defended: summarize(by("firewall")),
    by_suite: Object.fromEntries(
      suites.map((s) => [
        s.id,
        { user_tasks: s.userTasks.length, injection_tasks: s.injectionTasks.length, undefended: summarize(by("none", s.id)), defended: summarize(by("firewall", s.id)) },
      ]),
    ),
    cases: rows,
  };
}
