// Bundles the JavaScript tsc wrote into dist/ (`npm run build`, after tsc): one file per
// entry point (every subpath export of package.json, the CLI, and quick-default.js, which
// scripts/quick-atoms.js reads) plus the chunks they share, instead of one module per source
// file. Node 20's ES module loader pays about half a millisecond per module (resolve, read,
// compile, link) and `rampart/boundary` was 70 modules: bundled, importing it loads a handful
// of files and costs about 40 % less CPU (issue 22, cold start; `npm run bench -- startup`).
//
// The bundle is esbuild linking tsc's output, nothing else: no syntax is lowered (tsc already
// targets the engines' ES2023), nothing is minified or renamed but clashing top-level names,
// text stays UTF-8, and every package in node_modules stays an import (resolved at run time as
// before). Shared code lands in one chunk, so a module's state (the rule table, caches,
// `RampartError` for `instanceof`) exists once across subpaths. tsc's declaration files stay
// as they are; its per-module .js files are replaced by the bundle.
// Usage: node scripts/bundle.js [OUT_ROOT (default dist)]
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { cpSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const repo = resolve(import.meta.dirname, "..");
const root = resolve(repo, process.argv[2] ?? "dist");
const pkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
const entries = [...new Set([...Object.values(pkg.exports), "./dist/cli/main.js", "./dist/boundary/quick-default.js"])].map((e) => join(root, relative("dist", e)));

// The build id (`src/boundary/build-stamp.ts`): SHA-256 of every .js file tsc wrote, path and
// text, in path order. scripts/quick-atoms.js stamps the precomputed files with it; the bundle
// trusts a file only under its own id, so a file from another build is never read.
const idHash = createHash("sha256");
const jsFiles = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith(".js") && !relative(root, e.parentPath).startsWith("chunks"))
  .map((e) => join(e.parentPath, e.name))
  .sort();
for (const f of jsFiles) idHash.update(`${relative(root, f)}\0`).update(readFileSync(f)).update("\0");
const buildId = idHash.digest("hex");

const out = `${root}.bundle`;
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: entries,
  outbase: root,
  outdir: out,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  charset: "utf8",
  chunkNames: "chunks/[name]-[hash]",
  logLevel: "warning",
  define: { __RAMPART_BUILD_ID__: JSON.stringify(buildId) },
});

// Every .js file tsc wrote (and the chunks and precomputed tables of an earlier build) goes;
// the declaration files stay. Then the bundle takes their place.
for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const path = join(entry.parentPath, entry.name);
  if (entry.name.endsWith(".js") || entry.name === "quick-atoms.json" || entry.name === "quick-tables.bin" || entry.name === "quick-triggers.json" || entry.name === "quick-default.json" || entry.name === "quick-signals.json" || entry.name === "folded-letters.json") rmSync(path);
}
rmSync(join(root, "chunks"), { recursive: true, force: true });
cpSync(out, root, { recursive: true });
rmSync(out, { recursive: true, force: true });
