/**
 * A local ONNX text classifier as a `SentenceClassifier` — a model folder the user supplies
 * (e.g. Meta's Prompt Guard 2 or a DeBERTa prompt-injection classifier exported to ONNX), run
 * by `@huggingface/transformers` (transformers.js on onnxruntime-node), an OPTIONAL peer: it is
 * imported on first use only, so `rampart/boundary` stays cheap, and a clear
 * `ERR_DEPENDENCY_MISSING` names the package when it is absent.
 *
 * Local files only, never a download: before loading, the library's process-wide `env` is set to
 * `allowRemoteModels = false`, `allowLocalModels = true`, `localModelPath = <parent of the
 * folder>`, and the folder is checked for `config.json`, `tokenizer.json` and
 * `onnx/<file><dtype suffix>.onnx` — a missing file is `ERR_CONFIG` naming it, before the
 * library could look anywhere else. (Setting `env` affects every transformers.js user in the
 * process; that is deliberate: nothing in a Rampart process fetches weights.)
 *
 * Labels: the model's `id2label` (config.json) is mapped to `injection` / `benign` by
 * `labels`; a label left unmapped is `ERR_CONFIG` at load time (deny by default — an unknown
 * class is never silently benign). A sentence's score is the summed probability of the
 * injection labels (softmax, or sigmoid for `problem_type: multi_label_classification`, as
 * the library's text-classification pipeline applies); `score ≥ threshold` is `injection`.
 */
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, join, resolve, sep } from "node:path";
import { RampartError, type ClassifierBatch, type SentenceClassifier, type SentenceVerdict } from "../../core/light.js";

/** The optional peer that runs the model. */
export const TRANSFORMERS_PACKAGE = "@huggingface/transformers";
/** The peer range Rampart is tested with. */
export const TRANSFORMERS_RANGE = "^4.3.1";

/** Weight file suffix per dtype (transformers.js's naming: `model_quantized.onnx` for q8, …). */
export const ONNX_DTYPE_SUFFIX = {
  fp32: "",
  fp16: "_fp16",
  q8: "_quantized",
  int8: "_int8",
  uint8: "_uint8",
  q4: "_q4",
  q4f16: "_q4f16",
  bnb4: "_bnb4",
} as const;
export type OnnxDtype = keyof typeof ONNX_DTYPE_SUFFIX;

/** Class names read as injection or benign when `labels` does not say otherwise. */
export const DEFAULT_ONNX_LABELS: Readonly<Record<string, "injection" | "benign">> = {
  INJECTION: "injection",
  JAILBREAK: "injection",
  MALICIOUS: "injection",
  UNSAFE: "injection",
  BENIGN: "benign",
  SAFE: "benign",
  LEGIT: "benign",
};

/** Options of `createOnnxClassifier`. */
export interface OnnxClassifierOptions {
  /** The model folder (config.json, tokenizer.json, tokenizer_config.json, onnx/*.onnx). */
  readonly modelDir: string;
  /** Weight file base name inside `onnx/` (default `model`). */
  readonly file?: string;
  /** Weight precision, picks the file suffix (default `fp32`). */
  readonly dtype?: OnnxDtype;
  /**
   * Class name (as in `id2label`, case-insensitive) → meaning. Merged over
   * `DEFAULT_ONNX_LABELS`; Prompt Guard 2 needs `{ LABEL_0: "benign", LABEL_1: "injection" }`.
   */
  readonly labels?: Readonly<Record<string, "injection" | "benign">>;
  /** Injection probability from which a sentence is `injection`, in (0.5, 1] (default 0.5 ⇒ > 0.5). */
  readonly threshold?: number;
  /** Sentences per model call (default 16). */
  readonly maxBatch?: number;
  /** Kind reported for an injection (default `instruction-override`). */
  readonly kind?: string;
  /** How the peer is imported (tests pass one that fails). Default: `import("@huggingface/transformers")`. */
  readonly importer?: () => Promise<unknown>;
}

/** The slice of transformers.js this adapter uses. */
interface TransformersModule {
  env: { allowRemoteModels: boolean; allowLocalModels: boolean; localModelPath: string };
  pipeline: (task: string, model: string, options: Record<string, unknown>) => Promise<TextClassifierFn>;
}
type TextClassifierFn = ((texts: string[], options: { top_k: null }) => Promise<Array<Array<{ label: string; score: number }>>>) & {
  dispose?: () => Promise<void>;
};

/**
 * Loads the model folder and returns a classifier over it.
 *
 * @throws RampartError `ERR_DEPENDENCY_MISSING` when `@huggingface/transformers` (or its
 *   onnxruntime-node) is not installed or cannot load; `ERR_CONFIG` naming the folder or file
 *   when the folder, config.json, tokenizer.json or the weight file is missing, config.json is
 *   not JSON, a class in `id2label` has no meaning in `labels`, no class means injection, or an
 *   option is out of range; `ERR_DETECTOR` when the library fails to load the model.
 * @example
 * const classifier = await createOnnxClassifier({ modelDir: "./models/prompt-guard-2-86m", labels: { LABEL_0: "benign", LABEL_1: "injection" } });
 * const detector = createSemanticDetector({ name: "onnx", classifier });
 */
export async function createOnnxClassifier(options: OnnxClassifierOptions): Promise<SentenceClassifier> {
  if (!options || typeof options.modelDir !== "string" || options.modelDir.trim() === "") {
    throw new RampartError("ERR_CONFIG", "boundary.detectors.onnx.modelDir: a model folder is required (--detector-model-dir)");
  }
  const dir = resolve(options.modelDir);
  const file = options.file ?? "model";
  const dtype = options.dtype ?? "fp32";
  if (!/^[A-Za-z0-9_.-]{1,128}$/.test(file) || file.includes("..")) throw new RampartError("ERR_CONFIG", `boundary.detectors.onnx.file: a file base name ([A-Za-z0-9_.-]), got "${file}"`);
  if (!Object.hasOwn(ONNX_DTYPE_SUFFIX, dtype)) throw new RampartError("ERR_CONFIG", `boundary.detectors.onnx.dtype: one of ${Object.keys(ONNX_DTYPE_SUFFIX).join(", ")}, got "${String(dtype)}"`);
  const threshold = options.threshold ?? 0.5;
  if (!(threshold >= 0.5 && threshold <= 1)) throw new RampartError("ERR_CONFIG", `boundary.detectors.onnx.threshold: a number in [0.5, 1], got ${String(threshold)}`);
  const maxBatch = options.maxBatch ?? 16;
  if (!(Number.isInteger(maxBatch) && maxBatch >= 1 && maxBatch <= 256)) throw new RampartError("ERR_CONFIG", `boundary.detectors.onnx.batchSize: an integer in [1, 256], got ${String(maxBatch)}`);
  const kind = options.kind ?? "instruction-override";

  const weights = join(dir, "onnx", `${file}${ONNX_DTYPE_SUFFIX[dtype]}.onnx`);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new RampartError("ERR_CONFIG", `boundary.detectors.onnx.modelDir: ${dir} is not a folder`, { details: { path: dir } });
  for (const need of [join(dir, "config.json"), join(dir, "tokenizer.json"), weights]) {
    if (!existsSync(need)) throw new RampartError("ERR_CONFIG", `boundary.detectors.onnx.modelDir: ${need} is missing (a local model folder needs config.json, tokenizer.json and onnx/${basename(weights)}; nothing is downloaded)`, { details: { path: need } });
  }
  const configText = readFileSync(join(dir, "config.json"), "utf8");
  let modelConfig: { id2label?: Record<string, string>; problem_type?: string };
  try {
    modelConfig = JSON.parse(configText) as typeof modelConfig;
  } catch (cause) {
    throw new RampartError("ERR_CONFIG", `boundary.detectors.onnx.modelDir: ${join(dir, "config.json")} is not valid JSON`, { cause });
  }
  const meaning = labelMeanings(modelConfig.id2label, options.labels ?? {});

  const transformers = await importTransformers(options.importer);
  transformers.env.allowRemoteModels = false;
  transformers.env.allowLocalModels = true;
  transformers.env.localModelPath = dirname(dir) + sep;
  let classify: TextClassifierFn;
  try {
    classify = await transformers.pipeline("text-classification", basename(dir), { dtype, model_file_name: file, subfolder: "onnx" });
  } catch (cause) {
    throw new RampartError("ERR_DETECTOR", `the ONNX model in ${dir} could not be loaded: ${(cause as Error)?.message ?? String(cause)}`, { cause, details: { path: dir } });
  }

  // Identity for the cache: the folder's real path and a digest of its config, tokenizer and weight file's size and time.
  const st = statSync(weights);
  // node:crypto loaded on first use: importing the boundary does not load it (issue 22, cold start).
  const digest = process.getBuiltinModule("node:crypto").createHash("sha256")
    .update(configText)
    .update("\0")
    .update(readFileSync(join(dir, "tokenizer.json")))
    .update(`\0${st.size}\0${st.mtimeMs}`)
    .digest("hex")
    .slice(0, 16);
  const id = `onnx|${realpathSync(dir)}|${file}${ONNX_DTYPE_SUFFIX[dtype]}|${digest}`;

  return {
    id,
    maxBatch,
    async classify(sentences): Promise<ClassifierBatch> {
      if (sentences.length === 0) return { verdicts: [], tokens: 0, calls: 0 };
      let out: Array<Array<{ label: string; score: number }>>;
      try {
        out = await classify([...sentences], { top_k: null });
      } catch (cause) {
        throw new RampartError("ERR_DETECTOR", `the ONNX model failed on a batch: ${(cause as Error)?.message ?? String(cause)}`, { cause });
      }
      const verdicts = sentences.map((_s, i): SentenceVerdict => toVerdict(out?.[i], meaning, threshold, kind));
      return { verdicts, tokens: 0, calls: 1 };
    },
  };
}

/** One sentence's class scores → a verdict; unknown or non-finite output is an error (fail closed). */
function toVerdict(scores: Array<{ label: string; score: number }> | undefined, meaning: ReadonlyMap<string, "injection" | "benign">, threshold: number, kind: string): SentenceVerdict {
  if (!Array.isArray(scores) || scores.length === 0) return { label: "error", code: "ERR_DETECTOR", reason: "the model returned no scores for this sentence" };
  let injection = 0;
  for (const s of scores) {
    const m = meaning.get(String(s?.label).toUpperCase());
    if (m === undefined || !Number.isFinite(s.score)) return { label: "error", code: "ERR_DETECTOR", reason: `the model returned an unmapped class or a non-finite score (${String(s?.label)})` };
    if (m === "injection") injection += s.score;
  }
  const score = Math.min(1, Math.max(0, injection));
  if (score >= threshold && score > 0.5) return { label: "injection", score, kind };
  // Below the threshold is benign; a score in [0.5, threshold) is reported as just under 0.5.
  return { label: "benign", score: Math.min(score, 0.4999) };
}

/**
 * Maps each class of `id2label` to its meaning.
 *
 * @throws RampartError `ERR_CONFIG` naming unmapped classes, or when none means injection.
 */
function labelMeanings(id2label: Record<string, string> | undefined, given: Readonly<Record<string, "injection" | "benign">>): Map<string, "injection" | "benign"> {
  const table = new Map<string, "injection" | "benign">();
  for (const [k, v] of Object.entries(DEFAULT_ONNX_LABELS)) table.set(k.toUpperCase(), v);
  for (const [k, v] of Object.entries(given)) {
    if (v !== "injection" && v !== "benign") throw new RampartError("ERR_CONFIG", `boundary.detectors.onnx.labels.${k}: expected injection or benign, got "${String(v)}"`);
    table.set(k.toUpperCase(), v);
  }
  const classes = id2label && typeof id2label === "object" ? Object.values(id2label).map(String) : [];
  if (classes.length < 2) throw new RampartError("ERR_CONFIG", "boundary.detectors.onnx.modelDir: config.json has no id2label with two or more classes");
  const unmapped = classes.filter((c) => !table.has(c.toUpperCase()));
  if (unmapped.length > 0) {
    throw new RampartError("ERR_CONFIG", `boundary.detectors.onnx.labels: the model's class(es) ${unmapped.map((c) => `"${c}"`).join(", ")} have no meaning; map each to injection or benign (e.g. labels: { ${unmapped[0]}: injection })`, { details: { unmapped } });
  }
  const meaning = new Map<string, "injection" | "benign">();
  for (const c of classes) meaning.set(c.toUpperCase(), table.get(c.toUpperCase()) as "injection" | "benign");
  if (![...meaning.values()].includes("injection")) throw new RampartError("ERR_CONFIG", `boundary.detectors.onnx.labels: none of the model's classes (${classes.join(", ")}) is mapped to injection`);
  return meaning;
}

/**
 * Imports the optional peer.
 *
 * @throws RampartError `ERR_DEPENDENCY_MISSING` naming the package and how to install it.
 */
async function importTransformers(importer?: () => Promise<unknown>): Promise<TransformersModule> {
  let mod: unknown;
  try {
    // A variable specifier: the type-check and bundlers never require the optional peer.
    const name: string = TRANSFORMERS_PACKAGE;
    mod = await (importer ? importer() : import(name));
  } catch (cause) {
    const code = (cause as { code?: unknown })?.code;
    const missing = code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND";
    throw new RampartError(
      "ERR_DEPENDENCY_MISSING",
      missing
        ? `the ONNX detector needs the optional peer ${TRANSFORMERS_PACKAGE}, which is not installed: npm install ${TRANSFORMERS_PACKAGE}@"${TRANSFORMERS_RANGE}"`
        : `the ONNX detector could not load ${TRANSFORMERS_PACKAGE} (${(cause as Error)?.message ?? String(cause)})`,
      { cause, details: { package: TRANSFORMERS_PACKAGE } },
    );
  }
  const m = mod as Partial<TransformersModule> | undefined;
  if (!m || typeof m.pipeline !== "function" || !m.env) {
    throw new RampartError("ERR_DEPENDENCY_MISSING", `${TRANSFORMERS_PACKAGE} loaded but has no pipeline()/env: install ${TRANSFORMERS_PACKAGE}@"${TRANSFORMERS_RANGE}"`, { details: { package: TRANSFORMERS_PACKAGE } });
  }
  return m as TransformersModule;
}
