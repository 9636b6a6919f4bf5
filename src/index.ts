/** `rampart` — re-exports every boundary. Prefer the subpath imports (`rampart/boundary` …). */
export * from "./core/index.js";
export * from "./boundary/index.js";
export * from "./gate/index.js";
