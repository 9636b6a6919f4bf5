// Identity check of the build's precomputed files (issue 22, cold start): the built scanner
// with them (dist/chunks/quick-*.json, quick-tables.bin) must give the same scan as the same
// build with none of them (a copy of dist without the files: every table, trigger and pass
// part computed live), byte for byte, on a few thousand texts. Texts: every string of 20 or
// more characters in ../shared/data (JSON, the longest string of each JSONL line, text paragraphs) and the
// repo's corpus/, up to PER_FILE (150) per file, taken round robin over the files, 5 000 by default, each cut at 4 000 characters.
// Further dist directories given on the command line (another build, e.g. an older commit's)
// are compared too. Each build runs in its own process, whose first scan is the first text.
// Usage: node scripts/check-precomputed.js [--limit=N] [OTHER_DIST ...]   (after npm run build)
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, symlinkSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repo = resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const limit = Number(args.find((a) => a.startsWith("--limit="))?.split("=")[1] ?? 5000);
const others = args.filter((a) => !a.startsWith("--")).map((d) => resolve(d));
const PER_FILE = 150;
const PRECOMPUTED = new Set(["quick-atoms.json", "quick-tables.bin", "quick-triggers.json", "quick-default.json", "quick-signals.json"]);

function* files(dir) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}
const strings = (v, out) => {
  if (typeof v === "string") out.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v && typeof v === "object") for (const x of Object.values(v)) strings(x, out);
  return out;
};
const texts = [];
const perFile = [];
for (const root of [join(repo, "..", "shared", "data"), join(repo, "corpus")]) {
  let list;
  try {
    list = [...files(root)];
  } catch {
    continue;
  }
  for (const f of list) {
    if (!/\.(jsonl?|csv|tsv|txt|md|yaml|yml)$/.test(f) || statSync(f).size > 50e6) continue;
    const raw = readFileSync(f, "utf8");
    let found = [];
    if (f.endsWith(".jsonl")) for (const line of raw.split("\n").slice(0, PER_FILE)) try { found.push(strings(JSON.parse(line), []).sort((x, y) => y.length - x.length)[0] ?? ""); } catch { /* not JSON */ }
    else if (f.endsWith(".json")) try { strings(JSON.parse(raw), found); } catch { /* not JSON */ }
    else found = raw.split(/\n\s*\n|\n(?=[^\s])/).filter((p) => /\S/.test(p));
    perFile.push(found.filter((t) => t.length >= 20).slice(0, PER_FILE).map((t) => t.slice(0, 4000)));
  }
}
// Round robin over the files, so every data set is in the first `limit` texts.
for (let i = 0; i < PER_FILE; i++) for (const list of perFile) if (i < list.length) texts.push(list[i]);
const sample = texts.slice(0, limit);

const work = mkdtempSync(join(tmpdir(), "rampart-precomputed-"));
try {
  const input = join(work, "texts.json");
  writeFileSync(input, JSON.stringify(sample));
  // The same build without its precomputed files.
  const bare = join(work, "bare", "dist");
  cpSync(join(repo, "dist"), bare, { recursive: true });
  symlinkSync(join(repo, "node_modules"), join(work, "bare", "node_modules"));
  for (const f of files(bare)) if (PRECOMPUTED.has(f.split("/").pop())) rmSync(f);
  const run = (dist) => {
    const script = `import { readFileSync } from "node:fs"; import { createHash } from "node:crypto";
const b = await import(${JSON.stringify(join(dist, "boundary", "index.js"))});
const out = JSON.parse(readFileSync(${JSON.stringify(input)}, "utf8")).map((t) => { const r = b.scanEvidence(t); return createHash("sha256").update(JSON.stringify(r)).digest("base64").slice(0, 16) + " " + r.findings.length; });
process.stdout.write(JSON.stringify(out));`;
    return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: repo, encoding: "utf8", maxBuffer: 1 << 28 }));
  };
  const runs = [["dist (precomputed)", run(join(repo, "dist"))], ["dist without precomputed files", run(bare)], ...others.map((d) => [d, run(d)])];
  const [, ref] = runs[0];
  const withFindings = ref.filter((r) => !r.endsWith(" 0")).length;
  let bad = 0;
  for (const [name, got] of runs.slice(1)) {
    const diff = got.flatMap((g, i) => (g === ref[i] ? [] : [i]));
    console.log(`${name}: ${diff.length === 0 ? "identical" : `${diff.length} texts differ`} (${got.length} texts, ${withFindings} with findings)`);
    for (const i of diff.slice(0, 5)) console.log(`  #${i} ${JSON.stringify(sample[i].slice(0, 120))}: ${ref[i]} vs ${got[i]}`);
    bad += diff.length;
  }
  process.exitCode = bad === 0 ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
