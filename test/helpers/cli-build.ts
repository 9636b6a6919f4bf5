/**
 * The CLI as plain JavaScript for the tests that run it in a child process. Spawning
 * `node --import tsx src/cli/main.ts` compiled the whole command graph in every child (about
 * twice the CPU of the command itself); the global setup transpiles `src/` once into
 * `.cli-test/` (same depth as `src/`, so `PACKAGE_ROOT` and the shipped files resolve as
 * from `dist/`) and the tests spawn `node .cli-test/cli/main.js`. It is always the current
 * sources: a file is transpiled again whenever its source is newer than its output.
 *
 * Transpiling only (esbuild's `transformSync` with the project's `verbatimModuleSyntax`, no
 * type-check: `npm run typecheck` does that), module by module, imports as written — the
 * output mirrors what `tsc` writes to dist. esbuild is the transpiler tsx and vite already
 * run; TypeScript's `transpileModule` took ~5 s of CPU (12 s wall at load 13) for the 340
 * files of a clean checkout, before any test could start, esbuild under 1 s.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Repository root (this file is test/helpers/cli-build.ts). */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const SRC = join(ROOT, "src");
/** Where the transpiled CLI lives (git-ignored). */
export const CLI_BUILD_DIR = join(ROOT, ".cli-test");
/**
 * The CLI's entry in the transpiled tree: spawn `node CLI_ENTRY …args`. A launcher written
 * beside `cli/main.js` (`ENTRY_TEXT`) that runs `runCli(process.argv)` as main.js does when
 * started itself. (It once switched V8's regexp tier-up off at run time, which halved a spawned
 * `scan`'s CPU but made children crash now and then; see `ENTRY_TEXT`.) The launchers a user
 * runs (`bin/rampart.js`, `npm run rampart`) are spawned by the tests that are about them.
 */
export const CLI_ENTRY = join(CLI_BUILD_DIR, "cli", "test-entry.js");
/**
 * What `CLI_ENTRY` holds: the CLI as `main.js` runs it. The regexp tier-up flag is NOT set here:
 * `v8.setFlagsFromString` after the VM started is documented as unsafe, and in fresh-clone proofs
 * children spawned through a launcher that set it exited with no output or died of a signal now
 * and then (`start`, `scan | head`, `serve`). The workers keep the flag (`execArgv`, set at start).
 */
const ENTRY_TEXT = [
  "// Written by test/helpers/cli-build.ts (CLI_ENTRY): the CLI as main.js runs it.",
  'const { runCli } = await import("./main.js");',
  "await runCli(process.argv);",
  "",
].join("\n");
/**
 * The example MCP server (examples/mcp-proxy/server.ts) transpiled: the mcp-proxy tests start
 * it behind the proxy about eight times a run, and `node --import tsx` spent ~1.5 s of each
 * start compiling it. Spawn `node MCP_EXAMPLE_SERVER`.
 */
export const MCP_EXAMPLE_SERVER = join(CLI_BUILD_DIR, "examples", "mcp-proxy", "server.js");
/** Files outside `src/` the tests spawn, transpiled beside the CLI (source → output). */
const EXTRA = [[join(ROOT, "examples", "mcp-proxy", "server.ts"), MCP_EXAMPLE_SERVER]] as const;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith(".ts") && !e.name.endsWith(".d.ts") && !e.name.endsWith(".test.ts") ? [p] : [];
  });
}

/**
 * Transpiles every `src/**.ts` (and the `EXTRA` files) whose output is missing or older than
 * it into `.cli-test/`, and writes the `CLI_ENTRY` launcher when it is missing or differs.
 *
 * esbuild is imported only when a file needs it.
 *
 * @returns how many files were written.
 * @throws Error naming the file when esbuild reports a syntax error in it.
 */
export async function buildCliForTests(): Promise<number> {
  let esbuild: typeof import("esbuild") | null = null;
  let written = 0;
  const files: [string, string][] = [...sources(SRC).map((f): [string, string] => [f, join(CLI_BUILD_DIR, relative(SRC, f)).replace(/\.ts$/, ".js")]), ...EXTRA.map(([f, o]): [string, string] => [f, o])];
  for (const [file, out] of files) {
    if (existsSync(out) && statSync(out).mtimeMs >= statSync(file).mtimeMs) continue;
    const build = (esbuild ??= await import("esbuild"));
    let code: string;
    try {
      // ES modules as the package ("type": "module"); Node 20 syntax as dist (scripts/bundle.js);
      // the tsconfig settings that decide what an import compiles to.
      code = build.transformSync(readFileSync(file, "utf8"), {
        loader: "ts",
        format: "esm",
        target: "node20",
        sourcefile: file,
        tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true, useDefineForClassFields: true } },
      }).code;
    } catch (e) {
      throw new Error(`cli-build: ${relative(ROOT, file)}: ${(e as Error).message}`);
    }
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, code);
    written += 1;
  }
  if (!existsSync(CLI_ENTRY) || readFileSync(CLI_ENTRY, "utf8") !== ENTRY_TEXT) {
    mkdirSync(dirname(CLI_ENTRY), { recursive: true });
    writeFileSync(CLI_ENTRY, ENTRY_TEXT);
    written += 1;
  }
  return written;
}
