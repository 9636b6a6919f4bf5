/** `rampart/gate` — see README. */
export {};
