/**
 * What every adapter builds once from its options: the validated configuration (the same
 * keys as `rampart.config.yaml`, or a path to one), the evidence scanner with the config's
 * `boundary.disabledRules`, and the compiled gate policy. Built when the adapter is made,
 * never per call (STYLE 2).
 */
import { createEvidenceScanner, SPOTLIGHT_MODES, type EvidenceScanner, type SpotlightMode } from "../../boundary/index.js";
import { RampartError, badArgument, isPlainObject, loadConfig, parseConfig, type LoadedConfig, type RampartConfig } from "../../core/index.js";
import { compileGatePolicy, type GatePolicy } from "../../gate/index.js";

/**
 * A configuration: a path to a `rampart.config.yaml`, an object with its keys (`app`,
 * `gate`, `boundary` … — validated as the file is, defaults filled in), or the
 * `LoadedConfig` of `loadConfig()`. Absent ⇒ built-in defaults (not `./rampart.config.yaml`:
 * a library does not read the working folder behind your back).
 */
export type ConfigSource = string | LoadedConfig | RampartConfig | Record<string, unknown>;

/** How evidence (retrieved chunks, tool results) is put through the boundary. */
export type EvidenceMode = "neutralize" | SpotlightMode;

/** Every evidence mode. */
export const EVIDENCE_MODES: readonly EvidenceMode[] = ["neutralize", ...SPOTLIGHT_MODES];

/** The precompiled parts an adapter runs per call. */
export interface Guard {
  readonly config: RampartConfig;
  readonly scanner: EvidenceScanner;
  readonly policy: GatePolicy;
}

function isLoaded(x: unknown): x is LoadedConfig {
  return isPlainObject(x) && "config" in x && "baseDir" in x && isPlainObject(x.config);
}

/**
 * Resolves a `ConfigSource` into a validated config.
 *
 * @throws RampartError `ERR_CONFIG` for a missing file, malformed YAML or an invalid key
 *   (naming it); `ERR_BAD_INPUT` for a source of another type.
 */
export function resolveConfig(source: ConfigSource | undefined, fn: string): RampartConfig {
  if (source === undefined) return parseConfig({}, `${fn} config`);
  if (typeof source === "string") return loadConfig(source).config;
  if (isLoaded(source)) return source.config;
  if (isPlainObject(source)) return parseConfig(source, `${fn} config`);
  throw badArgument(fn, "config", "a path to rampart.config.yaml or an object with its keys", source);
}

/**
 * Builds the guard of one adapter.
 *
 * @throws RampartError as `resolveConfig`; `ERR_CONFIG` for an unknown rule id in
 *   `boundary.disabledRules` or a detector that cannot compile.
 */
export function buildGuard(source: ConfigSource | undefined, fn: string): Guard {
  const config = resolveConfig(source, fn);
  return {
    config,
    scanner: createEvidenceScanner({ disabledRules: config.boundary.disabledRules, maxInputChars: config.boundary.maxInputChars }),
    policy: compileGatePolicy(config),
  };
}

/**
 * Checks an evidence mode option.
 *
 * @throws RampartError `ERR_BAD_INPUT` naming the valid modes.
 */
export function checkEvidenceMode(mode: unknown, fn: string): EvidenceMode {
  if (mode === undefined) return "neutralize";
  if (!(EVIDENCE_MODES as readonly unknown[]).includes(mode)) {
    throw new RampartError("ERR_BAD_INPUT", `${fn}: evidence must be one of ${EVIDENCE_MODES.join(", ")}, got ${JSON.stringify(mode)}`);
  }
  return mode as EvidenceMode;
}
