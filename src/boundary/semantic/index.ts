/**
 * The semantic layer of the evidence boundary (issue 20 item 7): what no rule reaches —
 * paraphrased overrides, new kinds — judged sentence by sentence by a classifier behind the
 * `AsyncDetector` seam, and rendered with the same markers and findings as the rules. Nothing
 * here imports a provider SDK or a model runtime: the LLM classifier is built in `rampart/llm`
 * (`createLlmSentenceClassifier`) and handed in; the ONNX runtime is an optional peer imported
 * on first use.
 */
export * from "./sentences.js";
export * from "./budget.js";
export * from "./cache.js";
export * from "./detector.js";
export * from "./scan-async.js";
export * from "./onnx.js";
export * from "./survey.js";
