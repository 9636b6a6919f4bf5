/**
 * H3: every output path (--json, --junit, --html, --history) is checked BEFORE the run (a
 * report that cannot be written must not cost a run), and reports are written atomically
 * (temp file in the same folder + rename; a failed write leaves no temp file and keeps the
 * previous report).
 */
import { execFile } from "node:child_process";
import { chmodSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT, RampartError } from "../../src/core/index.js";
import { checkOutputPath, checkOutputPaths, writeReportFile } from "../../src/evaluation/index.js";
import { DONE, ev, startServer, type ScriptedServer } from "./helpers/server.js";
import { CLI_ENTRY } from "../helpers/cli-build.js";
import { rampartInProcess } from "../helpers/cli-inprocess.js";

const dir = mkdtempSync(join(tmpdir(), "rampart-outputs-"));
const isRoot = process.getuid?.() === 0;

/** A folder no file can be created in: chmod 555 for a normal user; root ignores modes, so a read-only mount (/sys). */
function readOnlyDir(): string {
  if (isRoot) return "/sys";
  const d = join(dir, "ro");
  mkdirSync(d, { recursive: true });
  chmodSync(d, 0o555);
  return d;
}

function code(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (e) {
    return e instanceof RampartError ? `${e.code}: ${e.message}` : String(e);
  }
}

describe("checkOutputPath", () => {
  mkdirSync(join(dir, "a-dir"), { recursive: true });
  writeFileSync(join(dir, "old.json"), "{}");
  it.each([
    // path, expected message part — why
    [() => join(dir, "report.json"), null], // new file in an existing folder
    [() => join(dir, "old.json"), null], // an existing report is replaced
    [() => join(dir, "missing", "report.json"), "folder .* does not exist; create it first \\(mkdir -p "], // no silent mkdir -p of a typo; says how
    [() => join(dir, "a-dir"), "is a directory"], // a directory given as the file
    [() => join(dir, "old.json", "x.json"), "is not a directory"], // parent is a file
    [() => join(readOnlyDir(), "report.json"), "not writable"], // read-only folder
    [() => "", "empty path"],
    [() => "-", "not to stdout"], // `-` is stdin/stdout to input flags, never a file named -
  ])("%#", (path, part) => {
    const msg = code(() => checkOutputPath({ flag: "--json", path: path() }));
    if (part === null) expect(msg).toBeUndefined();
    else expect(msg).toMatch(new RegExp(`^ERR_BAD_INPUT: --json .*${part}`));
  });

  it("leaves no probe file behind", () => {
    const d = mkdtempSync(join(dir, "probe-"));
    checkOutputPath({ flag: "--html", path: join(d, "r.html") });
    expect(readdirSync(d)).toEqual([]);
  });

  it("creates a missing parent only when asked (the default history folder)", () => {
    const p = join(dir, "fresh", ".rampart", "history.sqlite");
    checkOutputPath({ flag: "--history", path: p, createParent: true });
    expect(existsSync(join(dir, "fresh", ".rampart"))).toBe(true);
  });

  it("two flags naming one file are rejected (the second would overwrite the first)", () => {
    const p = join(dir, "same.out");
    expect(code(() => checkOutputPaths([{ flag: "--json", path: p }, { flag: "--html", path: p }]))).toMatch(/^ERR_BAD_INPUT: --html .*the same file as --json/);
  });
});

describe("writeReportFile (atomic)", () => {
  it("writes through a temp file in the same folder and leaves only the report", () => {
    const d = mkdtempSync(join(dir, "w-"));
    writeReportFile(join(d, "r.json"), "한국어 {}\n");
    expect(readFileSync(join(d, "r.json"), "utf8")).toBe("한국어 {}\n");
    expect(readdirSync(d)).toEqual(["r.json"]);
  });

  it("a failed write (target is a directory) is ERR_IO, removes the temp file and keeps the folder clean", () => {
    const d = mkdtempSync(join(dir, "w-"));
    mkdirSync(join(d, "r.json"));
    expect(code(() => writeReportFile(join(d, "r.json"), "x"))).toMatch(/^ERR_IO: cannot write/);
    expect(readdirSync(d)).toEqual(["r.json"]);
  });

  it("never creates a missing folder", () => {
    expect(code(() => writeReportFile(join(dir, "nope", "r.json"), "x"))).toMatch(/^ERR_IO/);
    expect(existsSync(join(dir, "nope"))).toBe(false);
  });
});

describe("rampart eval checks outputs before asking anything", () => {
  const GOLDEN = join(dir, "golden.yaml");
  writeFileSync(GOLDEN, "name: outputs\nitems:\n  - id: a\n    axis: facts\n    question: q\n    baseline: b\n    must_include: [b]\n");
  symlinkSync(GOLDEN, join(dir, "golden-link.yaml"));
  linkSync(GOLDEN, join(dir, "golden-hard.yaml"));
  writeFileSync(join(dir, "faq.md"), "# FAQ\n\nRefunds take five days.\n");
  writeFileSync(join(dir, "c.yaml"), "# an empty config: the defaults\n");
  let server: ScriptedServer;
  beforeAll(async () => {
    server = await startServer(() => ({ steps: [ev({ type: "final", answer: "b", citations: [], retrieved: [] }), DONE] }));
  });
  afterAll(() => server.close());

  function rampart(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(process.execPath, [CLI_ENTRY, "eval", GOLDEN, "--target", server.url, "--no-progress", ...args], { cwd: PACKAGE_ROOT, timeout: 60_000, env: { ...process.env, NO_COLOR: "1" } }, (err, stdout, stderr) =>
        resolve({ code: err ? (typeof err.code === "number" ? err.code : -1) : 0, stdout, stderr }),
      );
    });
  }
  /** The same run in-process (`main`, test/helpers/cli-inprocess.ts), NO_COLOR for the run only. */
  const inProcess = (...args: string[]) => rampartInProcess(["eval", GOLDEN, "--target", server.url, "--no-progress", ...args], { cwd: PACKAGE_ROOT, env: { NO_COLOR: "1" } });

  const refused: [string[], string][] = [
    // flags, message part
    [["--json", join(dir, "missing", "r.json"), "--no-history"], "--json"],
    [["--junit", dir, "--no-history"], "--junit"],
    [["--html", join(isRoot ? "/sys" : join(dir, "ro"), "r.html"), "--no-history"], "--html"],
    [["--history", join(dir, "missing", "h.sqlite")], "--history"],
    [["--json", join(dir, "golden.yaml"), "--no-history"], "--json"], // would overwrite the golden set
    [["--json", join(dir, "golden-link.yaml"), "--no-history"], "--json"], // a symlink to the golden set is the same file
    [["--html", join(dir, "golden-hard.yaml"), "--no-history"], "--html"], // so is a hard link
    [["--json", join(dir, "faq.md"), "--corpus", join(dir, "faq.md"), "--no-history"], "--json"], // a --corpus file the run reads
    [["--junit", join(dir, "c.yaml"), "--config", join(dir, "c.yaml"), "--no-history"], "--junit"], // the --config file
  ];
  // The first row runs as a real process (exit 2 as the shell sees it), the others in-process.
  it.each(refused)("%j → exit 2 ERR_BAD_INPUT, no question asked, no report", async (args, flag) => {
    if (!isRoot) readOnlyDir();
    const before = server.requests.length;
    const r = args.join(" ") === refused[0]![0].join(" ") ? await rampart(...args) : await inProcess(...args);
    expect(r.stderr).toContain(`ERR_BAD_INPUT: ${flag}`);
    expect(r.stdout).toBe("");
    expect(r.code).toBe(2);
    expect(server.requests.length).toBe(before);
    expect(readFileSync(GOLDEN, "utf8")).toMatch(/^name: outputs/); // the inputs are intact
    expect(readFileSync(join(dir, "faq.md"), "utf8")).toMatch(/^# FAQ/);
    expect(readFileSync(join(dir, "c.yaml"), "utf8")).toMatch(/^# an empty config/);
  });

  it("a writable set of outputs runs and writes every report", async () => {
    const d = mkdtempSync(join(dir, "ok-"));
    const r = await rampart("--json", join(d, "r.json"), "--junit", join(d, "r.xml"), "--html", join(d, "r.html"), "--history", join(d, "h.sqlite"), "--baseline", join(d, "bl.json"), "--update-baseline");
    expect(r.code).toBe(0);
    expect(readdirSync(d).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    expect(readdirSync(d).sort()).toEqual(expect.arrayContaining(["h.sqlite", "r.html", "r.json", "r.xml"]));
  });
});
