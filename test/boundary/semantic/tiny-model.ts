/**
 * Builds a tiny text-classification model folder in the layout transformers.js loads —
 * `config.json`, `tokenizer.json` (a WordPiece tokenizer), `tokenizer_config.json`,
 * `onnx/model.onnx` — written by the test itself (onnx-proto), so nothing is downloaded.
 *
 * The graph: `logits[b, c] = Σ_s emb[input_ids[b, s], c] · attention_mask[b, s]` (Gather,
 * Cast, Unsqueeze, Mul, ReduceSum; opset 13). Each vocabulary word carries a weight per
 * class, so a sentence holding a word weighted towards a class gets a high softmax
 * probability for it: a real ONNX model run by the real runtime, small enough to reason about.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import onnxProto from "onnx-proto";

const { onnx } = onnxProto;

/** What to build. */
export interface TinyModelSpec {
  /** Class names, index = class id (the model's `id2label`). */
  readonly labels: readonly string[];
  /** Word → per-class weight (words not listed weigh 0.1 towards class 0). */
  readonly words: Readonly<Record<string, readonly number[]>>;
  /** Weight file name inside `onnx/` (default `model.onnx`). */
  readonly file?: string;
  readonly problemType?: "single_label_classification" | "multi_label_classification";
}

const SPECIALS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]"] as const;

/** Writes the folder under a fresh temp dir and returns its path. */
export function buildTinyModel(spec: TinyModelSpec, parent = mkdtempSync(join(tmpdir(), "rampart-onnx-"))): string {
  const dir = join(parent, "tiny-classifier");
  mkdirSync(join(dir, "onnx"), { recursive: true });
  const vocab = [...SPECIALS, ...Object.keys(spec.words)];
  const c = spec.labels.length;
  const weights = new Float32Array(vocab.length * c);
  vocab.forEach((w, i) => {
    const row = spec.words[w] ?? [0.1, ...Array.from({ length: c - 1 }, () => 0)];
    for (let k = 0; k < c; k++) weights[i * c + k] = row[k] ?? 0;
  });
  const T = onnx.TensorProto.DataType;
  const INT = onnx.AttributeProto.AttributeType.INT;
  const dims = (d: Array<string | number>) => ({ dim: d.map((x) => (typeof x === "string" ? { dimParam: x } : { dimValue: x })) });
  const value = (name: string, elemType: number, d: Array<string | number>) => ({ name, type: { tensorType: { elemType, shape: dims(d) } } });
  const model = onnx.ModelProto.create({
    irVersion: 8,
    producerName: "rampart-test",
    opsetImport: [{ domain: "", version: 13 }],
    graph: {
      name: "tiny",
      input: [value("input_ids", T.INT64, ["batch", "sequence"]), value("attention_mask", T.INT64, ["batch", "sequence"])],
      output: [value("logits", T.FLOAT, ["batch", c])],
      initializer: [
        { name: "emb", dataType: T.FLOAT, dims: [vocab.length, c], rawData: new Uint8Array(weights.buffer) },
        { name: "seq_axis", dataType: T.INT64, dims: [1], int64Data: [1] },
        { name: "class_axis", dataType: T.INT64, dims: [1], int64Data: [2] },
      ],
      node: [
        { opType: "Gather", input: ["emb", "input_ids"], output: ["e"], attribute: [{ name: "axis", type: INT, i: 0 }] },
        { opType: "Cast", input: ["attention_mask"], output: ["m"], attribute: [{ name: "to", type: INT, i: T.FLOAT }] },
        { opType: "Unsqueeze", input: ["m", "class_axis"], output: ["m3"] },
        { opType: "Mul", input: ["e", "m3"], output: ["em"] },
        { opType: "ReduceSum", input: ["em", "seq_axis"], output: ["logits"], attribute: [{ name: "keepdims", type: INT, i: 0 }] },
      ],
    },
  });
  writeFileSync(join(dir, "onnx", spec.file ?? "model.onnx"), onnx.ModelProto.encode(model).finish());
  const id2label = Object.fromEntries(spec.labels.map((l, i) => [String(i), l]));
  writeFileSync(
    join(dir, "config.json"),
    JSON.stringify({
      model_type: "bert",
      architectures: ["BertForSequenceClassification"],
      id2label,
      label2id: Object.fromEntries(spec.labels.map((l, i) => [l, i])),
      ...(spec.problemType ? { problem_type: spec.problemType } : {}),
    }),
  );
  writeFileSync(
    join(dir, "tokenizer.json"),
    JSON.stringify({
      version: "1.0",
      truncation: null,
      padding: null,
      added_tokens: SPECIALS.map((content, id) => ({ id, content, single_word: false, lstrip: false, rstrip: false, normalized: false, special: true })),
      normalizer: { type: "BertNormalizer", clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
      pre_tokenizer: { type: "BertPreTokenizer" },
      post_processor: {
        type: "TemplateProcessing",
        single: [{ SpecialToken: { id: "[CLS]", type_id: 0 } }, { Sequence: { id: "A", type_id: 0 } }, { SpecialToken: { id: "[SEP]", type_id: 0 } }],
        pair: [{ Sequence: { id: "A", type_id: 0 } }],
        special_tokens: { "[CLS]": { id: "[CLS]", ids: [2], tokens: ["[CLS]"] }, "[SEP]": { id: "[SEP]", ids: [3], tokens: ["[SEP]"] } },
      },
      decoder: { type: "WordPiece", prefix: "##", cleanup: true },
      model: { type: "WordPiece", unk_token: "[UNK]", continuing_subword_prefix: "##", max_input_chars_per_word: 100, vocab: Object.fromEntries(vocab.map((w, i) => [w, i])) },
    }),
  );
  writeFileSync(
    join(dir, "tokenizer_config.json"),
    JSON.stringify({ tokenizer_class: "BertTokenizer", model_max_length: 512, do_lower_case: true, pad_token: "[PAD]", unk_token: "[UNK]", cls_token: "[CLS]", sep_token: "[SEP]" }),
  );
  return dir;
}
