/** The extractive answerer: screening, evidence preparation, the support rule. */
export { createAnswerer, RETRIEVED_K, type AnswerDecision, type AnswerResult, type Answerer, type AnswererOptions } from "./answerer.js";
export { screenQuestion, type Refusal } from "./screen.js";
export { INTENT_RULES, type IntentCategory, type IntentRule } from "./intent-rules.js";
export { questionTerms, stripKoreanSuffix, type QueryTerm } from "./terms.js";
export { splitSentences, type Sentence } from "./sentences.js";
export { DEFAULT_SUPPORT, selectSupport, weighTerms, type Support, type SupportOptions, type WeightedTerm } from "./support.js";
export { prepareChunk, type PreparedChunk, type EvidenceSentence } from "./evidence.js";
