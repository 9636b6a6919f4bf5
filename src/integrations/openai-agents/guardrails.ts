/**
 * Input and output guardrails for the OpenAI Agents SDK (issue 21 item 3), shaped as its
 * `InputGuardrail` / `OutputGuardrail` (`{ name, execute }` → `{ tripwireTriggered,
 * outputInfo }`). `outputInfo` holds ids, codes and counts — never the input or the answer
 * (except the redacted answer, which is the gate's own output).
 */
import { RampartError, isPlainObject, type Finding } from "../../core/index.js";
import type { Session } from "../../firewall/index.js";
import { RAMPART_ATTRIBUTES as A, RAMPART_SPANS, inSpan, loadTelemetry } from "../otel/index.js";
import { buildGuard, gateText, type ConfigSource } from "../shared/index.js";
import { recordUserInput } from "./turns.js";

/** Options of the guardrails. */
export interface GuardrailOptions {
  /** The Rampart config: a path to `rampart.config.yaml` or an object with its keys. */
  config?: ConfigSource;
  /** Guardrail name shown in the SDK's results and traces (default `rampart-input` / `rampart-output`). */
  name?: string;
  /** Input guardrail: run beside the model call (the SDK's default) or before it (`false`, default here: nothing reaches the model first). */
  runInParallel?: boolean;
  /** Input guardrail: records the user's messages of the input in this firewall session's transcript (vouching; `recordUserTurns` does it without a guardrail). */
  session?: Session;
}

/** What the guardrails report in `outputInfo`. */
export interface GuardrailInfo {
  /** `pass` | `redact` | `block` (output); `clean` | `injection` (input). */
  action: string;
  /** The block code (`ERR_LEAK_PII` …) or `ERR_INJECTION` for the input. */
  code?: string;
  /** Rule or detector ids of the findings. */
  ids: string[];
  findings: number;
  /** Output gate on `redact`: the answer as it may be shown. */
  text?: string;
}

/** The SDK's input guardrail shape. */
export interface RampartInputGuardrail {
  name: string;
  runInParallel: boolean;
  execute(args: { input: unknown }): Promise<{ tripwireTriggered: boolean; outputInfo: GuardrailInfo }>;
}

/** The SDK's output guardrail shape. */
export interface RampartOutputGuardrail {
  name: string;
  execute(args: { agentOutput: unknown }): Promise<{ tripwireTriggered: boolean; outputInfo: GuardrailInfo }>;
}

const ADAPTER = "openai-agents";

/** The user's own text in an input: a string, or the text of user message items (`input_text` parts or string content). */
export function userText(input: unknown): string {
  if (typeof input === "string") return input;
  if (!Array.isArray(input)) return "";
  const out: string[] = [];
  for (const item of input) {
    if (!isPlainObject(item) || item.role !== "user") continue;
    const c = item.content;
    if (typeof c === "string") out.push(c);
    else if (Array.isArray(c)) for (const part of c) if (isPlainObject(part) && typeof part.text === "string") out.push(part.text);
  }
  return out.join("\n");
}

const ids = (findings: readonly Finding[]) => [...new Set(findings.map((f) => f.id))];

function checkOptions(options: unknown, fn: string): GuardrailOptions {
  if (options === undefined) return {};
  if (typeof options === "string") return { config: options };
  if (!isPlainObject(options)) throw new RampartError("ERR_BAD_INPUT", `${fn}: options must be an object or a path to rampart.config.yaml`);
  return options as GuardrailOptions;
}

/**
 * An input guardrail: the user input through the evidence boundary's scanner; any finding
 * trips it (`ERR_INJECTION`).
 *
 * @throws RampartError `ERR_CONFIG` for a bad config; `ERR_BAD_INPUT` for options of the wrong type.
 */
export function rampartInputGuardrail(options?: GuardrailOptions | string): RampartInputGuardrail {
  const opts = checkOptions(options, "rampartInputGuardrail");
  const guard = buildGuard(opts.config, "rampartInputGuardrail");
  void loadTelemetry();
  return {
    name: opts.name ?? "rampart-input",
    runInParallel: opts.runInParallel ?? false,
    async execute({ input }) {
      const text = userText(input);
      if (opts.session !== undefined) recordUserInput(opts.session, input);
      const findings = await inSpan(
        RAMPART_SPANS.scan,
        { [A.adapter]: ADAPTER, [A.mode]: "neutralize", [A.texts]: 1 },
        () => guard.scanner.scan(text).findings,
        (f) => ({ [A.verdict]: f.length > 0 ? "neutralized" : "clean", [A.findings]: f.length, [A.ruleIds]: ids(f), [A.changed]: f.length > 0 ? 1 : 0 }),
      );
      const hit = findings.length > 0;
      return { tripwireTriggered: hit, outputInfo: { action: hit ? "injection" : "clean", ...(hit ? { code: "ERR_INJECTION" } : {}), ids: ids(findings), findings: findings.length } };
    },
  };
}

/**
 * An output guardrail: the final output (text, or the JSON of a structured output) through
 * the output gate; `block` and `redact` trip it.
 *
 * @throws RampartError `ERR_CONFIG` for a bad config; `ERR_BAD_INPUT` for options of the wrong type.
 */
export function rampartOutputGuardrail(options?: GuardrailOptions | string): RampartOutputGuardrail {
  const opts = checkOptions(options, "rampartOutputGuardrail");
  const guard = buildGuard(opts.config, "rampartOutputGuardrail");
  void loadTelemetry();
  return {
    name: opts.name ?? "rampart-output",
    async execute({ agentOutput }) {
      const text = typeof agentOutput === "string" ? agentOutput : (JSON.stringify(agentOutput) ?? "");
      const v = await gateText(text, guard.policy, ADAPTER);
      const info: GuardrailInfo = { action: v.action, ids: ids(v.findings), findings: v.findings.length };
      if (v.action === "block") info.code = v.code;
      if (v.action === "redact") info.text = v.text;
      return { tripwireTriggered: v.action !== "pass", outputInfo: info };
    },
  };
}
