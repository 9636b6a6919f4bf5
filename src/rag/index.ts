/** `rampart/rag` — see README. */
export {};
