/** `rampart/llm` — see README. */
export {};
