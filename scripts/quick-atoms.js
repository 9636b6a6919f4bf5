// Precomputes the fast pass's reading of the rule table's trigger sources (src/boundary/quick-default.ts,
// `precomputedAnalysesText`) into dist/boundary/quick-atoms.json, so importing and first
// scanning `rampart/boundary` costs milliseconds. Run by `npm run build` after tsc; the
// file carries the fingerprint of the quick.js it was made from and is ignored by any other.
// Usage: node scripts/quick-atoms.js [OUT_ROOT (default dist)]
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "..", process.argv[2] ?? "dist");
const quick = await import(pathToFileURL(join(root, "boundary", "quick.js")).href);
const defaults = await import(pathToFileURL(join(root, "boundary", "quick-default.js")).href);
writeFileSync(join(root, "boundary", quick.PRECOMPUTED_ANALYSES_FILE), defaults.precomputedAnalysesText());
