/** Targets: the answer paths a golden set is asked through (SSE, HTTP JSON, in-process). */
export * from "./types.js";
export { sseTarget, SseReplyAssembler, type SseTargetOptions } from "./sse.js";
export { httpTarget, JSON_CONTENT_TYPE, type HttpTargetOptions } from "./http.js";
export { inProcessTarget, type AnswerFn, type InProcessAnswer } from "./in-process.js";
export { deadline, timeoutError, tooLargeError } from "./failure.js";
