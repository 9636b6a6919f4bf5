/**
 * The committed store of linear-time proofs (`test/helpers/linear-proofs.json`): recheck's
 * verdict on a regex, kept under a hash of what decides it, so a test run re-proves only the
 * patterns that are new or changed. A full recheck of every rule took 10 minutes of a test
 * run; the verdict of an unchanged pattern cannot change.
 *
 * What the key covers: SHA-256 of recheck's version, the flags (sorted), the parameters
 * other than the time budgets (`timeout`), and the source. A pattern edited by one character,
 * a new flag, or a recheck upgrade is a new key, so it is proved again before its test can
 * pass — there is no way to reach a stored verdict with a different regex.
 *
 * What gets stored: every verdict. "safe" from any test file (load makes recheck read a
 * pattern as vulnerable or unknown, never as safe); "vulnerable" and "unknown" only from a
 * test file none of whose tests failed, so a verdict a test refused (a false "vulnerable" from
 * a slow machine, an "unknown" where the test demands a definite answer) is never kept and is
 * proved afresh next time. The test then judges the stored verdict exactly as it judged the
 * fresh one.
 *
 * "unknown" (recheck ran out of its time budget, or met syntax it does not analyse) is stored
 * so that a pattern recheck cannot settle is not re-analysed for seconds on every run; the
 * tests that accept "unknown" accept it because their own fallback (worst-case inputs run
 * through the whole scanner or gate, every run) covers the pattern, and that fallback runs
 * whether the verdict is fresh or stored. An "unknown" entry records the time budget it was
 * given (`timeout`, ms; recheck's default when the test set none): a test asking with a larger
 * budget is not answered from it but analyses afresh, and a definite verdict then replaces
 * the stored "unknown". A definite entry is never replaced by an "unknown" one.
 *
 * Pruning: each entry names the test files that asked for it (`by`). A test file that ran
 * all its tests and passed drops its name from the entries it no longer asked for; an entry
 * no file names (or only deleted files) is removed. A partial run (`-t`, a skipped test)
 * prunes nothing.
 *
 * Knobs: `RAMPART_REPROVE=1` ignores the stored verdicts and proves every pattern again
 * (rewriting the entries), e.g. on a schedule or after doubting an entry.
 *
 * Concurrency: test files run in parallel worker processes; every write takes a lock
 * directory (`mkdir` is atomic), re-reads the file, merges and renames a temporary file
 * over it.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";

/** Repository root (this file is test/helpers/proofs.ts). */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** The committed proof file. */
export const PROOF_FILE = resolve(ROOT, "test", "helpers", "linear-proofs.json");
const LOCK = `${PROOF_FILE}.lock`;
/** recheck's own version: part of every key, so an upgrade re-proves everything once. */
export const RECHECK_VERSION = (createRequire(import.meta.url)("recheck/package.json") as { version: string }).version;

/** A stored verdict (what the tests read of recheck's diagnostics). */
export type StoredVerdict =
  | { status: "safe"; checker: "automaton" | "fuzz"; complexity: { type: "constant" | "linear" | "safe"; isFuzz: boolean } }
  | {
      status: "vulnerable";
      checker: "automaton" | "fuzz";
      complexity: { type: "polynomial" | "exponential"; degree?: number; isFuzz: boolean };
      /** recheck's attack pattern, cut to `ATTACK_CHARS` (an attack string can be megabytes). */
      attack: { pattern: string };
    }
  | {
      status: "unknown";
      checker?: "automaton" | "fuzz";
      /** recheck's reason (`timeout`, `unsupported`, …); the message cut to `ATTACK_CHARS`. */
      error: { kind: string; message?: string };
      /** The time budget (ms; null: none) the analysis had; a test asking with more re-analyses. */
      timeout: number | null;
    };

/** recheck's default time budget (ms) when a test sets no `timeout` (recheck's `Parameters.timeout`). */
export const RECHECK_DEFAULT_TIMEOUT = 10_000;

/** One line of the proof file. */
export interface ProofEntry {
  /** SHA-256 hex of the key material (`proofKey`). */
  readonly key: string;
  /** The first `EXCERPT_CHARS` characters of the source and its flags, for a reader. */
  readonly pattern: string;
  readonly verdict: StoredVerdict;
  /** Test files (relative to the repository root) that asked for this proof. */
  readonly by: string[];
}

const EXCERPT_CHARS = 80;
const ATTACK_CHARS = 200;

/**
 * The key of a proof: SHA-256 of recheck's version, the sorted flags, the parameters that
 * can change a verdict (all but `timeout`, which only turns a verdict into "unknown"; a stored
 * "unknown" records its budget instead, see `lookUp`) and the source.
 */
export function proofKey(source: string, flags: string, params: Record<string, unknown> = {}): string {
  const decisive = Object.fromEntries(Object.entries(params).filter(([k]) => k !== "timeout").sort(([a], [b]) => a.localeCompare(b)));
  const material = JSON.stringify([RECHECK_VERSION, [...flags].sort().join(""), decisive, source]);
  return createHash("sha256").update(material).digest("hex");
}

/** Whether stored verdicts are ignored this run (`RAMPART_REPROVE=1`). */
export const reproving = (): boolean => process.env.RAMPART_REPROVE === "1";

let stored: Map<string, ProofEntry> | null = null;

/** The entries of the proof file (read once per process). */
function entries(): Map<string, ProofEntry> {
  stored ??= readProofFile();
  return stored;
}

/** Reads and checks the proof file; a malformed file is an error (a test must not pass on a corrupt store). */
export function readProofFile(file = PROOF_FILE): Map<string, ProofEntry> {
  const map = new Map<string, ProofEntry>();
  if (!existsSync(file)) return map;
  const raw = JSON.parse(readFileSync(file, "utf8")) as { proofs?: unknown };
  if (!Array.isArray(raw.proofs)) throw new Error(`${file}: no "proofs" array`);
  for (const e of raw.proofs as ProofEntry[]) {
    const ok =
      typeof e?.key === "string" &&
      /^[0-9a-f]{64}$/.test(e.key) &&
      Array.isArray(e.by) &&
      ((e.verdict?.status === "safe" && typeof e.verdict.complexity?.type === "string") ||
        (e.verdict?.status === "vulnerable" && typeof e.verdict.attack?.pattern === "string" && typeof e.verdict.complexity?.type === "string") ||
        (e.verdict?.status === "unknown" && typeof e.verdict.error?.kind === "string" && (e.verdict.timeout === null || (typeof e.verdict.timeout === "number" && e.verdict.timeout > 0))));
    if (!ok) throw new Error(`${file}: malformed entry ${JSON.stringify(e).slice(0, 200)}`);
    map.set(e.key, e);
  }
  return map;
}

/** Per test file (absolute path): the keys it asked for, and the verdicts proved in it not yet written. */
const asked = new Map<string, Set<string>>();
const fresh = new Map<string, Map<string, ProofEntry>>();

/** The running test file (absolute), from vitest's expect state. */
function currentFile(): string {
  const path = expect.getState().testPath;
  if (typeof path !== "string" || path === "") throw new Error("linear-time proofs are asked for outside a test file");
  return path;
}

const rel = (file: string) => relative(ROOT, file).split("\\").join("/");

/**
 * The stored verdict for `key`, or null (none; `RAMPART_REPROVE=1`; or a stored "unknown"
 * whose time budget was smaller than `timeout`, ms or null for none, so a longer analysis may settle it);
 * records that the running file asked.
 */
export function lookUp(key: string, timeout: number | null = RECHECK_DEFAULT_TIMEOUT): StoredVerdict | null {
  const file = currentFile();
  let keys = asked.get(file);
  if (keys === undefined) asked.set(file, (keys = new Set()));
  keys.add(key);
  if (reproving()) return null;
  const verdict = entries().get(key)?.verdict ?? null;
  return verdict !== null && answers(verdict, timeout) ? verdict : null;
}

/**
 * Whether a stored verdict answers an analysis with time budget `timeout` (ms; null: none):
 * a definite one always; an "unknown" one only when its own budget was at least as large.
 */
export function answers(verdict: StoredVerdict, timeout: number | null): boolean {
  return verdict.status !== "unknown" || (verdict.timeout ?? Infinity) >= (timeout ?? Infinity);
}

/**
 * Keeps a fresh verdict, to be written when the running file ends (a "safe" one always, the
 * others only when no test of the file failed); returns it as stored (the attack pattern and
 * an unknown's message cut to `ATTACK_CHARS`).
 */
export function remember(key: string, source: string, flags: string, verdict: StoredVerdict): StoredVerdict {
  const file = currentFile();
  let batch = fresh.get(file);
  if (batch === undefined) fresh.set(file, (batch = new Map()));
  const kept: StoredVerdict =
    verdict.status === "unknown"
      ? {
          status: "unknown",
          ...(verdict.checker === undefined ? {} : { checker: verdict.checker }),
          error: { kind: verdict.error.kind, ...(verdict.error.message === undefined ? {} : { message: verdict.error.message.slice(0, ATTACK_CHARS) }) },
          timeout: verdict.timeout,
        }
      : verdict.status === "safe"
      ? { status: "safe", checker: verdict.checker, complexity: { type: verdict.complexity.type, isFuzz: verdict.complexity.isFuzz } }
      : {
          status: "vulnerable",
          checker: verdict.checker,
          complexity: { type: verdict.complexity.type, ...(verdict.complexity.degree === undefined ? {} : { degree: verdict.complexity.degree }), isFuzz: verdict.complexity.isFuzz },
          attack: { pattern: verdict.attack.pattern.slice(0, ATTACK_CHARS) },
        };
  batch.set(key, { key, pattern: `/${source.slice(0, EXCERPT_CHARS)}${source.length > EXCERPT_CHARS ? "…" : ""}/${flags}`, verdict: kept, by: [rel(file)] });
  return kept;
}

/** A task as far as `settleFile` reads it (vitest's File / Suite / Test). */
interface TaskLike {
  readonly type: string;
  readonly mode: string;
  readonly result?: { readonly state?: string };
  readonly tasks?: readonly TaskLike[];
}

function* tests(task: TaskLike): Generator<TaskLike> {
  if (task.type === "test") yield task;
  for (const t of task.tasks ?? []) yield* tests(t);
}

/**
 * Called once at the end of every test file (the `afterAll` of `proof-setup.ts`): writes the
 * file's fresh verdicts when none of its tests failed; when every test ran and passed, also
 * drops the file's name from the entries it no longer asked for, and removes entries named
 * by no existing file.
 */
export function settleFile(file: TaskLike & { readonly filepath?: string }): void {
  const path = file.filepath;
  if (path === undefined) return;
  const all = [...tests(file)];
  const batch = fresh.get(path) ?? new Map<string, ProofEntry>();
  const keys = asked.get(path) ?? new Set<string>();
  fresh.delete(path);
  asked.delete(path);
  // A file with a failed test keeps only its "safe" verdicts: load makes recheck slow, which
  // reads as "vulnerable" or "unknown", never as "safe" (a slow attack run counts against a
  // pattern), so a "safe" verdict is no artefact of the machine; a "vulnerable" or "unknown"
  // one may be, and is kept only when every test accepted it.
  if (all.some((t) => t.result?.state === "fail")) {
    for (const [key, entry] of batch) if (entry.verdict.status !== "safe") batch.delete(key);
    if (batch.size === 0) return;
  }
  const complete = all.length > 0 && all.every((t) => t.mode === "run" && t.result?.state === "pass");
  const name = rel(path);
  const update = (current: Map<string, ProofEntry>): boolean => {
    let changed = false;
    for (const [key, entry] of batch) {
      const old = current.get(key);
      // A definite verdict replaces a stored "unknown" (a longer budget settled it), and so
      // does an "unknown" with a larger budget (it answers more askers); an "unknown" never
      // replaces a definite one (another process proved it meanwhile).
      const settles = old?.verdict.status === "unknown" && (entry.verdict.status !== "unknown" || !answers(old.verdict, entry.verdict.timeout));
      const takeNew = old === undefined || settles || (reproving() && !(entry.verdict.status === "unknown" && old.verdict.status !== "unknown"));
      if (old !== undefined && !takeNew && old.by.includes(name)) continue;
      const by = [...new Set([...(old?.by ?? []), name])].sort();
      current.set(key, { ...entry, verdict: takeNew ? entry.verdict : old.verdict, by });
      changed = true;
    }
    if (!complete) return changed;
    for (const key of keys) {
      // A stored entry this file used whose `by` does not name it yet (another file proved it).
      const e = current.get(key);
      if (e !== undefined && !e.by.includes(name)) {
        current.set(key, { ...e, by: [...e.by, name].sort() });
        changed = true;
      }
    }
    for (const [key, e] of current) {
      const by = e.by.filter((f) => (f === name ? keys.has(key) : testFileExists(f)));
      if (by.length === e.by.length) continue;
      changed = true;
      if (by.length === 0) current.delete(key);
      else current.set(key, { ...e, by });
    }
    return changed;
  };
  // Most files change nothing: find out without the lock (on this process's last reading of
  // the file while it is unchanged on disk; `update` alters the map only when it returns
  // true, and then the reading is dropped), then redo the update under the lock.
  if (!update(lastReading())) return;
  reading = null;
  withLock(() => {
    const current = readProofFile();
    if (update(current)) writeProofFile(current);
    stored = current;
  });
}

/** The proof file as this process last read it, while its size, time and inode are unchanged. */
let reading: { readonly stamp: string; readonly map: Map<string, ProofEntry> } | null = null;

/**
 * `readProofFile()`, read again only when the file changed on disk (another process wrote it):
 * ~20 ms of parsing and checking a 380 KB file at the end of each of ~270 test files was ~5 s
 * of CPU a run (issue 22).
 */
function lastReading(): Map<string, ProofEntry> {
  let stamp = "absent";
  try {
    const st = statSync(PROOF_FILE);
    stamp = `${st.ino}:${st.size}:${st.mtimeMs}`;
  } catch {
    // absent: readProofFile returns an empty map
  }
  if (reading?.stamp !== stamp) reading = { stamp, map: readProofFile() };
  return reading.map;
}

/** Whether a test file named in an entry (repository-relative) exists; asked once per process and file. */
const exists = new Map<string, boolean>();
function testFileExists(file: string): boolean {
  let known = exists.get(file);
  if (known === undefined) exists.set(file, (known = existsSync(resolve(ROOT, file))));
  return known;
}

/** Writes the store sorted by key, one entry per line (small diffs), through a temporary file. */
function writeProofFile(map: Map<string, ProofEntry>): void {
  const lines = [...map.values()].sort((a, b) => (a.key < b.key ? -1 : 1)).map((e) => `    ${JSON.stringify({ key: e.key, pattern: e.pattern, verdict: e.verdict, by: e.by })}`);
  const body = [
    "{",
    `  "about": "recheck verdicts by SHA-256 of (recheck version, flags, parameters but the time budget, source); written by test/helpers/proofs.ts, never by hand. An unknown verdict (recheck could not settle the pattern within timeout ms) is stored too, so it is not re-analysed every run: the tests that accept unknown still run their worst-case input checks every run, and a test asking with a larger timeout analyses afresh",`,
    `  "recheck": ${JSON.stringify(RECHECK_VERSION)},`,
    `  "proofs": [`,
    lines.join(",\n"),
    "  ]",
    "}",
    "",
  ].join("\n");
  const tmp = `${PROOF_FILE}.${process.pid}.tmp`;
  writeFileSync(tmp, body);
  renameSync(tmp, PROOF_FILE);
}

/** Runs `fn` holding the lock directory; a lock older than `STALE_MS` (a killed run) is taken over. */
function withLock(fn: () => void): void {
  const STALE_MS = 30_000;
  const wait = new Int32Array(new SharedArrayBuffer(4));
  for (let tries = 0; ; tries++) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_MS) rmdirSync(LOCK);
      } catch {
        // released meanwhile
      }
      if (tries > 2_000) throw new Error(`${LOCK}: held for too long`);
      Atomics.wait(wait, 0, 0, 10);
    }
  }
  try {
    fn();
  } finally {
    rmdirSync(LOCK);
  }
}
