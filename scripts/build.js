// The build (`npm run build`) and the build-if-stale step npm runs before packing
// (`prepare`: `npm pack`, `npm publish`, a git or folder dependency, and `npm ci` in a clone).
//
//   node scripts/build.js              tsc, then scripts/bundle.js, then scripts/quick-atoms.js
//   node scripts/build.js --if-stale   the same, unless dist/ was built from the current inputs
//   node scripts/build.js --check      builds nothing: exit 0 when dist/ was built from the
//                                      current inputs (as --if-stale would skip), else exit 1
//
// A finished build records a SHA-256 over its inputs in dist/.build-inputs: every file under
// src/ but the test run's own precomputed file (src/boundary/quick-atoms.json, git-ignored),
// the build scripts, both tsconfig files, package.json's `exports` (the bundle's entry points)
// and package-lock.json (the precomputed tables run the installed dependencies). `--if-stale`
// compares that record and checks every output the package points at exists; only a
// difference runs the build (2–3 min on two cores). The record is deleted before a build
// starts, so an interrupted build is never taken as fresh. Content hashes, not times: a
// checkout or a copy changes every mtime but not what was built (issue 22: `npm pack` of an
// already built tree spent 2.6 min building it again).
// Progress goes to stderr: one line as each step starts and ends (with its seconds) and a
// "still running" line every 30 s in between, so a long `npm ci` never looks hung.
import { spawn } from "node:child_process";
import { clearInterval, setInterval } from "node:timers";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const repo = resolve(import.meta.dirname, "..");
const dist = join(repo, "dist");
const record = join(dist, ".build-inputs");
const pkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
/** How often a running step says it is still running, in milliseconds. */
const HEARTBEAT_MS = 30_000;

/** Files under `dir`, recursively, as paths relative to the repository, sorted. */
function filesUnder(dir) {
  return readdirSync(join(repo, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(repo, join(e.parentPath, e.name)).split("\\").join("/"))
    .sort();
}

/** SHA-256 over the build's inputs: each file's path and bytes, then `exports`. */
export function inputsHash() {
  const h = createHash("sha256");
  const files = [
    ...filesUnder("src").filter((f) => f !== "src/boundary/quick-atoms.json"),
    "scripts/build.js",
    "scripts/bundle.js",
    "scripts/quick-atoms.js",
    "tsconfig.json",
    "tsconfig.build.json",
    "package-lock.json",
  ];
  for (const f of files) {
    const p = join(repo, f);
    h.update(`${f}\0`).update(existsSync(p) ? readFileSync(p) : "(absent)").update("\0");
  }
  h.update(JSON.stringify(pkg.exports));
  return h.digest("hex");
}

/** Outputs the package cannot work without: every export, the CLI, the precomputed tables. */
function outputsPresent() {
  const wanted = [...Object.values(pkg.exports), "./dist/cli/main.js", "./dist/chunks/quick-tables.bin"];
  return wanted.every((p) => existsSync(join(repo, p)));
}

const ifStale = process.argv.includes("--if-stale");
const hash = inputsHash();
const fresh = outputsPresent() && existsSync(record) && readFileSync(record, "utf8").trim() === hash;
if (process.argv.includes("--check")) {
  // The packaging test (test/packaging/consumer-types.test.ts) packs a copy of a fresh dist/
  // instead of building one again (the same bytes: the record names exactly these inputs).
  process.exitCode = fresh ? 0 : 1;
} else if (ifStale && fresh) {
  process.stderr.write("rampart build: dist/ is up to date with src/ (dist/.build-inputs); not rebuilt (npm run build forces it)\n");
} else {
  if (ifStale) process.stderr.write(`rampart build: dist/ is ${existsSync(record) ? "older than its inputs" : "not built"}; building (tsc, bundle, precomputed tables: 2–3 min)\n`);
  rmSync(record, { force: true });
  const started = Date.now();
  const node = process.execPath;
  const steps = [
    ["tsc", [join(repo, "node_modules", "typescript", "bin", "tsc"), "-p", join(repo, "tsconfig.build.json")]],
    ["bundle", [join(repo, "scripts", "bundle.js")]],
    ["precomputed tables", [join(repo, "scripts", "quick-atoms.js")]],
  ];
  try {
    for (const [i, [name, args]] of steps.entries()) await runStep(`${i + 1}/${steps.length} ${name}`, node, args);
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
  writeFileSync(record, `${hash}\n`);
  // A new user's `npm ci` is otherwise silent after the "building" line: say it finished.
  process.stderr.write(`rampart build: done in ${seconds(started)} s\n`);
}

/** Whole seconds since `t0` (a `Date.now()` value). */
function seconds(t0) {
  return Math.round((Date.now() - t0) / 1000);
}

/**
 * Runs one build step (`node ...args` in the repository, output inherited) and reports its
 * progress on stderr: a line when it starts, a "still running" line every HEARTBEAT_MS while it
 * runs (tsc alone takes a minute or more on two cores and prints nothing), and a line with its
 * elapsed seconds when it ends: a handful of lines per build, never a flood (issue 22, a new
 * user's `npm ci` sat silent for three minutes). A step that fails or is killed rejects, so the
 * build exits non-zero and writes no record.
 */
function runStep(label, cmd, args) {
  const t0 = Date.now();
  process.stderr.write(`rampart build: [${label}] started\n`);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { cwd: repo, stdio: "inherit" });
    const beat = setInterval(() => process.stderr.write(`rampart build: [${label}] still running (${seconds(t0)} s)\n`), HEARTBEAT_MS);
    child.on("error", (err) => {
      clearInterval(beat);
      reject(err);
    });
    child.on("exit", (code, signal) => {
      clearInterval(beat);
      if (code === 0) {
        process.stderr.write(`rampart build: [${label}] done in ${seconds(t0)} s\n`);
        resolvePromise();
      } else {
        reject(new Error(`rampart build: [${label}] failed (${signal ?? `exit ${code}`}) after ${seconds(t0)} s`));
      }
    });
  });
}
