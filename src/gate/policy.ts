/**
 * `compileGatePolicy(config)` — the factory of the output gate (STYLE.md 2): every detector
 * is compiled once from the configuration, so `deterministicGate` only runs precompiled
 * matchers. Compile a policy at start-up and reuse it for every answer and stream.
 */
import { DEFAULT_MAX_ANSWER_CHARS, RampartError, configArgument, type ErrorCode, type Finding, type LoadedConfig, type RampartConfig } from "../core/light.js";
import { gateShadow } from "./view.js";
import { DETECTORS } from "./detectors/registry.js";
import { DETECTOR_IDS, type CompiledDetector, type DetectorId, type GateAction } from "./types.js";

/** A compiled output-gate policy. Immutable; safe to share across requests. */
export interface GatePolicy {
  /** Enabled detectors that have something to look for, in registry order. */
  readonly detectors: readonly CompiledDetector[];
  /** What each detector's findings do to the verdict (`gate.detectors.<id>.action`). */
  readonly actions: Readonly<Record<DetectorId, GateAction>>;
  /** Canonical allowed values per detector (`gate.detectors.<id>.allow`). */
  readonly allow: Readonly<Record<DetectorId, ReadonlySet<string>>>;
  /** `app.refusalPhrase`, folded (injection / out-of-scope / impersonation probes). */
  readonly refusalPhrase: string;
  /** `app.noEvidencePhrase`, folded (hallucination probe). */
  readonly noEvidencePhrase: string;
  /** Both phrases as the config wrote them, for messages (the folded form is lower-cased). */
  readonly phrasesAsWritten?: { readonly refusal: string; readonly noEvidence: string };
  /** The largest detector window, in UTF-16 code units (what a stream must hold back). */
  readonly window: number;
  /**
   * Largest answer gated, in UTF-16 code units (`gate.maxAnswerChars`): a finished answer or
   * a stream's total; larger is blocked `ERR_BAD_INPUT`. Absent (a hand-built policy):
   * `DEFAULT_MAX_ANSWER_CHARS`.
   */
  readonly maxAnswerChars?: number;
}

/** The answer-size cap of `policy` (`GatePolicy.maxAnswerChars`, else the default). */
export function answerCap(policy: GatePolicy): number {
  const cap = policy.maxAnswerChars;
  return typeof cap === "number" && Number.isSafeInteger(cap) && cap >= 1 ? cap : DEFAULT_MAX_ANSWER_CHARS;
}

/** Block codes in the order one is chosen when findings of several kinds block together. */
export const BLOCK_CODE_PRIORITY: readonly ErrorCode[] = [
  "ERR_LEAK_SECRET",
  "ERR_LEAK_PII",
  "ERR_LEAK_CODENAME",
  "ERR_LEAK_SYSTEM_PROMPT",
];

/**
 * True when `x` has the shape of a compiled `GatePolicy` (what `compileGatePolicy` returns).
 * Used by the gate's entry points to refuse a raw config or `undefined` with `ERR_BAD_INPUT`.
 */
export function isGatePolicy(x: unknown): x is GatePolicy {
  if (x === null || typeof x !== "object") return false;
  const p = x as Record<string, unknown>;
  return Array.isArray(p.detectors) && typeof p.actions === "object" && p.actions !== null && typeof p.allow === "object" && p.allow !== null &&
    typeof p.refusalPhrase === "string" && typeof p.noEvidencePhrase === "string" && typeof p.window === "number";
}

/** Folds a phrase the way answers are folded: shadow, then runs of whitespace to one space. */
export function foldPhrase(text: string): string {
  return gateShadow(text).text.replace(/\s+/g, " ").trim();
}

/** Default canonical form for allow-lists: the shadow fold without whitespace. */
export function defaultCanonical(text: string): string {
  return gateShadow(text).text.replace(/\s+/g, "");
}

/**
 * What one finding does to the verdict: the detector's per-finding action (`actionOf`, e.g.
 * egress images and links) or else `gate.detectors.<id>.action`.
 */
export function actionFor(detector: CompiledDetector, finding: Finding, policy: GatePolicy): GateAction {
  return detector.actionOf?.(finding) ?? policy.actions[detector.id];
}

/** The text a redacted finding becomes: the detector's `replacement` or `[REDACTED:<label>]`. */
export function replacementFor(detector: CompiledDetector, finding: Finding, original: string): string {
  return detector.replacement?.(finding, original.slice(finding.start, finding.end)) ?? `[REDACTED:${detector.label}]`;
}

/** Canonical form of a matched value under a detector. */
export function canonicalOf(detector: CompiledDetector, text: string): string {
  return detector.canonical ? detector.canonical(text) : defaultCanonical(text);
}

/**
 * Compiles the output-gate policy from a validated configuration.
 *
 * Reads `gate.*` (detectors on/off, `block` | `redact` per detector, allow-lists, code
 * names, blocked terms, canaries, phone regions, system-prompt thresholds) and `app.*`
 * (system prompt, refusal and no-evidence phrases). Defaults: every detector on, `block`
 * (seed 002: "무조건 차단"), nothing allowed.
 *
 * @param config a validated `RampartConfig` (`loadConfig().config`, `parseConfig(raw)`); the
 *   whole `LoadedConfig` of `loadConfig()` is accepted too (it is unwrapped to its `.config`).
 * @throws RampartError `ERR_CONFIG` naming the key when a detector cannot compile its
 *   configuration (e.g. an unknown phone region); `ERR_BAD_INPUT` when `config` is neither
 *   shape (e.g. `undefined`).
 * @example
 * const policy = compileGatePolicy(loadConfig().config); // or compileGatePolicy(loadConfig())
 * deterministicGate("연락처는 010-1234-5678", policy); // → block ERR_LEAK_PII
 */
export function compileGatePolicy(configOrLoaded: RampartConfig | LoadedConfig): GatePolicy {
  const config = configArgument(configOrLoaded, "compileGatePolicy");
  const detectors: CompiledDetector[] = [];
  const actions = {} as Record<DetectorId, GateAction>;
  const allow = {} as Record<DetectorId, ReadonlySet<string>>;
  for (const id of DETECTOR_IDS) {
    const settings = config.gate.detectors[id];
    actions[id] = settings?.action ?? "block";
    allow[id] = new Set();
    if (settings?.enabled === false) continue;
    let compiled: CompiledDetector | null;
    try {
      compiled = DETECTORS[id].compile(config);
    } catch (cause) {
      if (cause instanceof RampartError) throw cause;
      throw new RampartError("ERR_CONFIG", `gate.detectors.${id}: cannot compile: ${(cause as Error).message}`, { cause });
    }
    if (!compiled) continue;
    detectors.push(compiled);
    allow[id] = new Set((settings?.allow ?? []).map((v) => canonicalOf(compiled, v)));
  }
  return Object.freeze({
    detectors: Object.freeze(detectors),
    actions: Object.freeze(actions),
    allow: Object.freeze(allow),
    refusalPhrase: foldPhrase(config.app.refusalPhrase),
    noEvidencePhrase: foldPhrase(config.app.noEvidencePhrase),
    phrasesAsWritten: Object.freeze({ refusal: config.app.refusalPhrase, noEvidence: config.app.noEvidencePhrase }),
    window: Math.max(0, ...detectors.map((d) => d.window)),
    maxAnswerChars: config.gate.maxAnswerChars ?? DEFAULT_MAX_ANSWER_CHARS,
  });
}
