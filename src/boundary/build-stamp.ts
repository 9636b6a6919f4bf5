/**
 * The build stamp of the bundled package (issue 22, cold start): `scripts/bundle.js` replaces
 * `__RAMPART_BUILD_ID__` with a SHA-256 of the JavaScript tsc wrote (every file's path and
 * text), and `scripts/quick-atoms.js` writes the same stamp into each precomputed file it puts
 * beside the bundle. A file is trusted only when its stamp is the running code's: checking it
 * costs a string compare, not a hash of the sources or of the bundle chunks. Code that is not
 * bundled (the sources under tsx or vitest, a plain tsc build) has no build id: then every
 * precomputed file falls back to its own fingerprint check (`analysesFingerprint` in `quick.ts`).
 */

declare const __RAMPART_BUILD_ID__: string | undefined;

/** The bundle's build id (hex), or null when this code was not bundled by `scripts/bundle.js`. */
export const BUILD_ID: string | null = typeof __RAMPART_BUILD_ID__ === "string" ? __RAMPART_BUILD_ID__ : null;

/**
 * The stamp a precomputed file of this bundle carries: the build id and the engine's Unicode
 * version (case classes and folds come from `toUpperCase`, `toLowerCase` and `normalize`);
 * null when the code was not bundled.
 */
export function buildStamp(): string | null {
  return BUILD_ID === null ? null : `build ${BUILD_ID}/unicode ${process.versions.unicode ?? "?"}`;
}
