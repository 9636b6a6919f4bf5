/**
 * The semantic detectors of the CLI (`rampart scan --detector llm|onnx`, the per-detector rows
 * of `rampart rules check`), built from `boundary.detectors` in the config and the
 * `--detector-*` flags (a flag wins). One registry, one factory per detector name (STYLE.md 7):
 * `llm` builds a provider client (`rampart/llm`) and wraps it as a sentence classifier;
 * `onnx` loads a local model folder through the optional peer `@huggingface/transformers`.
 * The CLI is the one place that joins the two: the boundary never imports `rampart/llm`.
 */
import type { Command } from "commander";
import { resolve } from "node:path";
import {
  createDiskVerdictCache,
  createMemoryVerdictCache,
  createOnnxClassifier,
  createSemanticDetector,
  type SemanticDetector,
  type VerdictCache,
} from "../boundary/index.js";
import { RampartError, SEMANTIC_DETECTOR_NAMES, type BoundaryConfig, type SemanticDetectorName, type SentenceClassifier } from "../core/index.js";
import { parseBudget } from "../evaluation/judge/index.js";
import { createLlmClient, createLlmSentenceClassifier } from "../llm/index.js";
import { positiveIntOption } from "./options.js";

/** Parsed values of the detector flags. */
export interface DetectorCliValues {
  detector?: string[];
  detectorProvider?: string;
  detectorModel?: string;
  detectorBaseUrl?: string;
  detectorModelDir?: string;
  detectorBudget?: string;
  detectorCache?: boolean;
}

/** Adds the flags that configure the detectors (not `--detector` itself: its help differs per command). */
export function withDetectorSettings(cmd: Command): Command {
  return cmd
    .option("--detector-provider <provider>", "LLM detector provider: anthropic | openai | workers-ai (else boundary.detectors.llm.provider)")
    .option("--detector-model <model>", "LLM detector model (else boundary.detectors.llm.model)")
    .option("--detector-base-url <url>", "LLM detector base URL (ollama: http://127.0.0.1:11434/v1)")
    .option("--detector-model-dir <dir>", "ONNX detector: a local model folder (else boundary.detectors.onnx.modelDir); nothing is downloaded")
    .option("--detector-budget <tokens>", "per-process token budget of the LLM detector (50000, 50k, 1.5M); once spent, sentences are marked detector.error")
    .option("--no-detector-cache", "do not read or write the detector verdict cache");
}

/** Collects repeated or comma-separated `--detector` values. */
export function collectDetectors(raw: string, previous: string[] = []): string[] {
  return [...previous, ...raw.split(",").map((s) => s.trim()).filter(Boolean)];
}

/**
 * Checks detector names.
 *
 * @throws RampartError `ERR_BAD_INPUT` naming an unknown detector.
 */
export function detectorNames(raw: readonly string[]): SemanticDetectorName[] {
  const out: SemanticDetectorName[] = [];
  for (const n of raw) {
    if (!(SEMANTIC_DETECTOR_NAMES as readonly string[]).includes(n)) {
      throw new RampartError("ERR_BAD_INPUT", `--detector: unknown detector "${n}" (one of ${SEMANTIC_DETECTOR_NAMES.join(", ")})`);
    }
    if (!out.includes(n as SemanticDetectorName)) out.push(n as SemanticDetectorName);
  }
  return out;
}

/** Where paths resolve: config values against the config's folder, flags against the working directory. */
export interface DetectorPaths {
  baseDir: string;
  cwd: string;
}

interface Factory {
  /** Why the detector cannot run with this config and these flags, or `null` when it can. */
  skipReason(config: BoundaryConfig["detectors"], o: DetectorCliValues): string | null;
  /** Builds its classifier. */
  classifier(config: BoundaryConfig["detectors"], o: DetectorCliValues, paths: DetectorPaths, env: NodeJS.ProcessEnv): Promise<SentenceClassifier>;
}

/** One factory per detector name. */
export const DETECTOR_FACTORIES = {
  llm: {
    skipReason(config, o) {
      const provider = o.detectorProvider ?? config.llm.provider;
      const model = o.detectorModel ?? config.llm.model;
      if (provider === undefined) return "no provider configured (boundary.detectors.llm.provider or --detector-provider)";
      if (model === undefined) return "no model configured (boundary.detectors.llm.model or --detector-model)";
      return null;
    },
    async classifier(config, o, _paths, env) {
      const c = config.llm;
      const provider = o.detectorProvider ?? c.provider;
      if (provider !== "anthropic" && provider !== "openai" && provider !== "workers-ai") {
        throw new RampartError("ERR_BAD_INPUT", `--detector-provider: unknown provider "${String(provider)}" (one of anthropic, openai, workers-ai)`);
      }
      const baseUrl = o.detectorBaseUrl ?? c.baseUrl;
      const client = createLlmClient(
        {
          provider,
          model: o.detectorModel ?? c.model ?? "",
          ...(baseUrl ? { baseUrl } : {}),
          ...(c.accountId ? { accountId: c.accountId } : {}),
          maxTokens: c.maxTokens,
          timeoutMs: c.timeoutMs,
          stream: c.stream,
          structuredOutput: c.structuredOutput,
          retry: c.retry,
          role: { configKey: "boundary.detectors.llm", modelFlag: "--detector-model", keyEnv: "RAMPART_DETECTOR_API_KEY" },
        },
        env,
      );
      return createLlmSentenceClassifier(client, { maxBatch: c.batchSize });
    },
  },
  onnx: {
    skipReason(config, o) {
      return (o.detectorModelDir ?? config.onnx.modelDir) === undefined ? "no model folder configured (boundary.detectors.onnx.modelDir or --detector-model-dir)" : null;
    },
    async classifier(config, o, paths) {
      const c = config.onnx;
      const modelDir = o.detectorModelDir !== undefined ? resolve(paths.cwd, o.detectorModelDir) : resolve(paths.baseDir, c.modelDir ?? "");
      return createOnnxClassifier({ modelDir, file: c.file, dtype: c.dtype, labels: c.labels, threshold: c.threshold, maxBatch: c.batchSize });
    },
  },
} as const satisfies Record<SemanticDetectorName, Factory>;

/**
 * Builds the named detectors.
 *
 * @throws RampartError `ERR_CONFIG` naming what is missing (`skipReason`) or wrong (the
 *   client's settings, the model folder), `ERR_BAD_INPUT` for a bad flag,
 *   `ERR_DEPENDENCY_MISSING` when the ONNX peer is not installed.
 */
export async function buildDetectors(
  names: readonly SemanticDetectorName[],
  config: BoundaryConfig["detectors"],
  o: DetectorCliValues,
  paths: DetectorPaths,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SemanticDetector[]> {
  const out: SemanticDetector[] = [];
  for (const name of names) {
    const factory: Factory = DETECTOR_FACTORIES[name];
    const skip = factory.skipReason(config, o);
    if (skip) throw new RampartError("ERR_CONFIG", `--detector ${name}: ${skip}`);
    const c = config[name];
    const classifier = await factory.classifier(config, o, paths, env);
    let perProcess = c.budget.perProcess;
    if (name === "llm" && o.detectorBudget !== undefined) {
      const b = parseBudget(o.detectorBudget);
      if (b.tokens === undefined) throw new RampartError("ERR_BAD_INPUT", `--detector-budget: give tokens (50000, 50k, 1.5M); a dollar budget needs pricing the detector does not have`);
      perProcess = { ...perProcess, tokens: b.tokens };
    }
    const cacheOn = (o.detectorCache ?? true) && c.cache.enabled;
    const cache: VerdictCache | false = !cacheOn ? false : c.cache.dir ? createDiskVerdictCache(resolve(paths.cwd, c.cache.dir), c.cache.maxEntries) : createMemoryVerdictCache(c.cache.maxEntries);
    out.push(
      createSemanticDetector({
        name,
        classifier,
        batchSize: c.batchSize,
        batchChars: c.batchChars,
        concurrency: c.concurrency,
        maxSentenceChars: c.maxSentenceChars,
        maxSentences: c.maxSentences,
        timeoutMs: c.scanTimeoutMs,
        classifyMarked: c.classifyMarked,
        budget: { perScan: c.budget.perScan, perProcess },
        cache,
      }),
    );
  }
  return out;
}

/** The skip reason of every detector (null: it can run). */
export function detectorSkipReasons(config: BoundaryConfig["detectors"], o: DetectorCliValues): Record<SemanticDetectorName, string | null> {
  return Object.fromEntries(SEMANTIC_DETECTOR_NAMES.map((n) => [n, (DETECTOR_FACTORIES[n] as Factory).skipReason(config, o)])) as Record<SemanticDetectorName, string | null>;
}

/** One stderr line of what a detector spent and found. */
export function detectorSummary(d: SemanticDetector): string {
  const s = d.stats();
  return `detector ${d.name}: ${s.calls} call(s), ${s.tokens} tokens, ${s.classified} sentence(s) classified, ${s.cacheHits} from the cache, ${s.marked} marked, ${s.failed} failed (detector.error)\n`;
}

/** `--detector-rows` for `rules check`. */
export const detectorRowsOption = positiveIntOption("--detector-rows");
