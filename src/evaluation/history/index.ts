/** Run history (SQLite) and the `--baseline last-good` regression check. */
export * from "./store.js";
export * from "./regression.js";
