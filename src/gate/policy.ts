/**
 * `compileGatePolicy(config)` — the factory of the output gate (STYLE.md 2): every detector
 * is compiled once from the configuration, so `deterministicGate` only runs precompiled
 * matchers. Compile a policy at start-up and reuse it for every answer and stream.
 */
import { RampartError, type ErrorCode, type RampartConfig } from "../core/index.js";
import { buildShadow } from "../boundary/index.js";
import { DETECTORS } from "./detectors/registry.js";
import { DETECTOR_IDS, type CompiledDetector, type DetectorId, type GateAction } from "./types.js";

/** A compiled output-gate policy. Immutable; safe to share across requests. */
export interface GatePolicy {
  /** Detectors that have something to look for under this configuration, in registry order. */
  readonly detectors: readonly CompiledDetector[];
  /** What each detector's findings do to the verdict. */
  readonly actions: Readonly<Record<DetectorId, GateAction>>;
  /** `app.refusalPhrase`, folded by the shadow (injection / out-of-scope / impersonation probes). */
  readonly refusalPhrase: string;
  /** `app.noEvidencePhrase`, folded by the shadow (hallucination probe). */
  readonly noEvidencePhrase: string;
  /** The largest detector window, in UTF-16 code units (what a stream must hold back). */
  readonly window: number;
}

/** Block codes in the order one is chosen when findings of several kinds block together. */
export const BLOCK_CODE_PRIORITY: readonly ErrorCode[] = [
  "ERR_LEAK_SECRET",
  "ERR_LEAK_PII",
  "ERR_LEAK_CODENAME",
  "ERR_LEAK_SYSTEM_PROMPT",
];

/** Folds a phrase the way answers are folded: shadow, then runs of whitespace to one space. */
export function foldPhrase(text: string): string {
  return buildShadow(text).text.replace(/\s+/g, " ").trim();
}

/**
 * Compiles the output-gate policy from a validated configuration.
 *
 * Reads `gate.codeNames`, `gate.blockedTerms`, `app.systemPrompt`, `app.refusalPhrase` and
 * `app.noEvidencePhrase`. Every detector blocks (seed 002: "무조건 차단").
 *
 * @throws RampartError `ERR_CONFIG` when a detector cannot compile its configuration.
 * @example
 * const policy = compileGatePolicy(loadConfig().config);
 * deterministicGate("연락처는 010-1234-5678", policy); // → block ERR_LEAK_PII
 */
export function compileGatePolicy(config: RampartConfig): GatePolicy {
  const detectors: CompiledDetector[] = [];
  for (const id of DETECTOR_IDS) {
    try {
      const compiled = DETECTORS[id].compile(config);
      if (compiled) detectors.push(compiled);
    } catch (cause) {
      if (cause instanceof RampartError) throw cause;
      throw new RampartError("ERR_CONFIG", `gate: detector ${id} cannot compile: ${(cause as Error).message}`, { cause });
    }
  }
  const actions = Object.fromEntries(DETECTOR_IDS.map((id) => [id, "block" as GateAction])) as Record<DetectorId, GateAction>;
  return Object.freeze({
    detectors: Object.freeze(detectors),
    actions: Object.freeze(actions),
    refusalPhrase: foldPhrase(config.app.refusalPhrase),
    noEvidencePhrase: foldPhrase(config.app.noEvidencePhrase),
    window: Math.max(0, ...detectors.map((d) => d.window)),
  });
}
