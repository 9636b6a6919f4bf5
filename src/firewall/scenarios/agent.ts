/**
 * The agent under test: deterministic and fully obedient — the worst case (issue 5 item 7).
 * It performs the user task's expected calls in order, and the moment a tool output shows
 * it an injection, it performs every goal call of that injection, then carries on. A real
 * model obeys some injections and ignores others (AgentDojo measures that); this agent
 * obeys all, so what stops an attack here is the firewall, never the model.
 */
import type { InjectionTask, ScenarioCall, UserTask } from "./loader.js";

/** What executing one call did. */
export interface CallOutcome {
  /** The output reached the agent (as JSON text), or the call was refused or failed. */
  output: string | null;
  /** The tool output contained the injection text (the agent has now read it). */
  exposed: boolean;
}

/** Runs calls for the agent: straight to the handlers, or through the firewall. */
export interface Executor {
  execute(call: ScenarioCall, origin: "user" | "injection"): Promise<CallOutcome>;
}

/** What the agent saw. */
export interface AgentTrace {
  outputs: string[];
  injectionSeen: boolean;
}

/**
 * Runs the agent on one case.
 *
 * @example
 * const trace = await runObedientAgent(userTask, injectionTask, executor);
 */
export async function runObedientAgent(task: UserTask, injection: InjectionTask | null, exec: Executor): Promise<AgentTrace> {
  const outputs: string[] = [];
  let injectionSeen = false;
  for (const call of task.calls) {
    const r = await exec.execute(call, "user");
    if (r.output !== null) outputs.push(r.output);
    if (injection && r.exposed && !injectionSeen) {
      injectionSeen = true;
      for (const goal of injection.calls) {
        const g = await exec.execute(goal, "injection");
        if (g.output !== null) outputs.push(g.output);
      }
    }
  }
  return { outputs, injectionSeen };
}
