/** `rampart/firewall` — see README. */
export {};
