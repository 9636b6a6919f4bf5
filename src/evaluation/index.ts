/** `rampart/evaluation` — see README. */
export {};
