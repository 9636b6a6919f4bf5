// Precomputes the fast pass's reading of the rule table's trigger sources (src/boundary/quick-default.ts,
// `precomputedAnalysesText`) into quick-atoms.json beside the built quick module (dist/chunks/,
// after scripts/bundle.js), so importing and first scanning `rampart/boundary` costs
// milliseconds. Run by `npm run build` after tsc and the bundle; the file carries the
// fingerprint of the file it was made for and is ignored by any other.
// Usage: node scripts/quick-atoms.js [OUT_ROOT (default dist)]
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "..", process.argv[2] ?? "dist");
const defaults = await import(pathToFileURL(join(root, "boundary", "quick-default.js")).href);
writeFileSync(defaults.precomputedAnalysesUrl(), defaults.precomputedAnalysesText());
