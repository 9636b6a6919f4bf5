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
 * The brand `compileGatePolicy` sets on what it returns: a non-enumerable property holding the
 * very `detectors`, `actions` and `allow` objects it compiled. A spread copy (`{ ...policy }`)
 * does not carry it (non-enumerable), and an object deriving from a policy with one of those
 * fields replaced does not match it, so only an unedited compiled policy is trusted as is.
 * `Symbol.for`: one brand even if two copies of this module load.
 */
const COMPILED = Symbol.for("rampart.gate.compiledPolicy");

interface Compiled {
  readonly detectors: unknown;
  readonly actions: unknown;
  readonly allow: unknown;
}

function isCompiled(p: Record<PropertyKey, unknown>): boolean {
  const brand = p[COMPILED] as Compiled | undefined;
  return brand !== undefined && brand !== null && typeof brand === "object" && brand.detectors === p.detectors && brand.actions === p.actions && brand.allow === p.allow;
}

/**
 * True when `x` is a usable compiled `GatePolicy`. Used by the gate's entry points to refuse
 * a raw config, `undefined` or a broken policy with `ERR_BAD_INPUT` (fail closed).
 *
 * A policy exactly as `compileGatePolicy` returned it is trusted (including one with no
 * detectors, which a config that switches every detector off compiles to). Any other object
 * (a spread copy, a hand-built or edited policy) is re-validated and must have:
 * - `detectors`: a NON-EMPTY array, each `{ id ∈ DETECTOR_IDS, detect: function, window ≥ 0 }`
 *   (an empty list would pass every leak; compile it from a config to switch detectors off);
 * - `actions`: an object whose entries, where given, are `"block"` or `"redact"` (a missing
 *   one blocks, `actionFor`), `allow`: an object of sets where given;
 * - the two folded phrases as strings and `window` at least every detector's window (the
 *   stream must hold back that much).
 */
export function isGatePolicy(x: unknown): x is GatePolicy {
  // A getter or Proxy trap that throws makes the object no policy (fail closed), never a
  // thrown stranger error out of a gate that promises a verdict.
  try {
    return isGatePolicyShape(x);
  } catch {
    return false;
  }
}

function isGatePolicyShape(x: unknown): x is GatePolicy {
  if (x === null || typeof x !== "object") return false;
  const p = x as Record<PropertyKey, unknown>;
  if (isCompiled(p)) return true;
  if (typeof p.refusalPhrase !== "string" || typeof p.noEvidencePhrase !== "string" || typeof p.window !== "number" || !(p.window >= 0)) return false;
  if (!Array.isArray(p.detectors) || p.detectors.length === 0) return false;
  for (const d of p.detectors as unknown[]) {
    if (d === null || typeof d !== "object") return false;
    const det = d as Record<string, unknown>;
    if (!(DETECTOR_IDS as readonly unknown[]).includes(det.id) || typeof det.detect !== "function") return false;
    if (typeof det.window !== "number" || !(det.window >= 0) || det.window > p.window) return false;
  }
  if (p.actions === null || typeof p.actions !== "object" || p.allow === null || typeof p.allow !== "object") return false;
  for (const a of Object.values(p.actions)) if (a !== "block" && a !== "redact") return false;
  for (const s of Object.values(p.allow)) if (!(s instanceof Set)) return false;
  return true;
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
  // Fail closed: only an explicit "redact" redacts; a missing or unknown action blocks.
  return (detector.actionOf?.(finding) ?? (policy.actions[detector.id] as GateAction | undefined)) === "redact" ? "redact" : "block";
}

const NOTHING_ALLOWED: ReadonlySet<string> = new Set();

/** The canonical allowed values of a detector (`gate.detectors.<id>.allow`); none when the policy lists none. */
export function allowedFor(policy: GatePolicy, id: DetectorId): ReadonlySet<string> {
  return (policy.allow[id] as ReadonlySet<string> | undefined) ?? NOTHING_ALLOWED;
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
  const policy = {
    detectors: Object.freeze(detectors),
    actions: Object.freeze(actions),
    allow: Object.freeze(allow),
    refusalPhrase: foldPhrase(config.app.refusalPhrase),
    noEvidencePhrase: foldPhrase(config.app.noEvidencePhrase),
    phrasesAsWritten: Object.freeze({ refusal: config.app.refusalPhrase, noEvidence: config.app.noEvidencePhrase }),
    window: Math.max(0, ...detectors.map((d) => d.window)),
    maxAnswerChars: config.gate.maxAnswerChars ?? DEFAULT_MAX_ANSWER_CHARS,
  };
  Object.defineProperty(policy, COMPILED, { value: Object.freeze({ detectors: policy.detectors, actions: policy.actions, allow: policy.allow } satisfies Compiled), enumerable: false });
  return Object.freeze(policy);
}
