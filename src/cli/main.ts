/**
 * The `rampart` command. Every command returns its exit code (DESIGN.md "Exit codes");
 * a thrown `RampartError` prints `error ERR_…: message` on stderr and exits 2 (1 for a
 * leak code). Nothing calls `process.exit()` mid-write, so reports are never cut short.
 */
import { fileURLToPath } from "node:url";
import { CommanderError } from "commander";
import pc from "picocolors";
import { ExitCode, exitCodeFor, toRampartError } from "../core/index.js";
import { buildProgram } from "./program.js";

/** Runs the CLI with `argv` (as `process.argv`) and resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  const { program, exit } = buildProgram();
  try {
    await program.parseAsync(argv);
    return exit.code;
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version are not errors; usage errors are bad input.
      return e.exitCode === 0 ? ExitCode.OK : ExitCode.INFRA;
    }
    const err = toRampartError(e);
    process.stderr.write(`${pc.red("error")} ${err.code}: ${err.message}\n`);
    return exitCodeFor(err);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv);
}
