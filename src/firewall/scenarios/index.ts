/**
 * The scenario suite of the tool firewall (issue 5 item 7): YAML suites of fake
 * environments, user tasks and injection tasks; a deterministic, fully obedient agent; an
 * approval oracle; and the runner that measures utility, utility under attack and ASR with
 * and without the firewall.
 */
export { runScenarios, summarize, type CaseRow, type DefenseSummary, type ScenarioReport, type ScenarioOptions, type BlockedCall, type Defense } from "./runner.js";
export { loadSuite, loadSuites, render, placeholders, type Suite, type UserTask, type InjectionTask, type ScenarioCall } from "./loader.js";
export { evaluateCheck, allHold, readPath, elementMatches, stateCheckSchema, type StateCheck } from "./state-checks.js";
export { runObedientAgent, type Executor, type CallOutcome, type AgentTrace } from "./agent.js";
export { expectedCallsOracle, type ApprovalOracle } from "./oracle.js";
export { ENVIRONMENTS, ENVIRONMENT_IDS, ENVIRONMENT_PATTERNS, type EnvironmentId, type Environment, type StateRef } from "./environments/index.js";
