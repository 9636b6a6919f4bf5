/** The SSE chat server of the reference chatbot. */
export { DEFAULT_KEEP_ALIVE_TIMEOUT_MS, startChatServer, type ChatServer, type ChatServerOptions } from "./start.js";
export { createChatApp, emitTokens, parseChatBody, MAX_BODY_BYTES, DEFAULT_MAX_QUESTION_CHARS, type AnswerGate, type ChatApp, type ChatAppOptions, type SseStream, type StreamGate } from "./app.js";
export { DONE, type BlockedEvent, type ChatEvent, type FinalEvent, type TokenEvent } from "./events.js";
export { TOKEN_CHARS, pace, splitIntoTokens } from "./tokens.js";
