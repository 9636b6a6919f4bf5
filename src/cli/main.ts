/**
 * The `rampart` command. Every command returns its exit code (DESIGN.md "Exit codes");
 * a thrown `RampartError` prints `error ERR_…: message` on stderr and exits 2 (1 for a
 * leak code). Nothing calls `process.exit()` mid-write, so reports are never cut short.
 */
import { fileURLToPath } from "node:url";
import { CommanderError } from "commander";
import pc from "picocolors";
import { ExitCode, exitCodeFor, toRampartError } from "../core/light.js";
import { buildProgram, invokedCommand } from "./program.js";

/** Whether `e` (or an error in its `cause` chain) is a write to a pipe whose reader went away. */
function isBrokenPipe(e: unknown): boolean {
  for (let cur = e, depth = 0; cur instanceof Error && depth < 8; cur = cur.cause, depth++) {
    if ((cur as NodeJS.ErrnoException).code === "EPIPE") return true;
  }
  return false;
}

/**
 * Runs the CLI with `argv` (as `process.argv`) and resolves to the exit code.
 *
 * A closed stdout (`rampart scan --jsonl x | head`, EPIPE) is the one place every streaming
 * command meets: it is watched here, the command stops (a JSONL batch stops reading), and the
 * run ends quietly — no error line — with exit 2, because the output was not written in full
 * (DESIGN.md: 2 = infrastructure). Any other stdout failure prints `error ERR_IO` and exits 2.
 */
export async function main(argv: string[]): Promise<number> {
  const { program, exit } = await buildProgram(argv);
  // The config notice is printed once per run; only a command prints it (and has loaded it
  // already), so `--version` and `--help` load neither it nor the configuration's zod and yaml.
  if (invokedCommand(argv) !== null) (await import("./config-notice.js")).resetConfigNotice();
  let stdoutError: NodeJS.ErrnoException | undefined;
  const onStdoutError = (e: NodeJS.ErrnoException): void => {
    stdoutError ??= e;
  };
  process.stdout.on("error", onStdoutError);
  try {
    await program.parseAsync(argv);
    if (stdoutError) return stdoutFailed(stdoutError);
    return exit.code;
  } catch (e) {
    if (stdoutError) return stdoutFailed(stdoutError);
    if (isBrokenPipe(e)) return ExitCode.INFRA;
    if (e instanceof CommanderError) {
      // --help and --version are not errors; usage errors are bad input.
      return e.exitCode === 0 ? ExitCode.OK : ExitCode.INFRA;
    }
    const err = toRampartError(e);
    process.stderr.write(`${pc.red("error")} ${err.code}: ${err.message}\n`);
    return exitCodeFor(err);
  } finally {
    process.stdout.off("error", onStdoutError);
  }
}

const reportedStdoutErrors = new WeakSet<Error>();

/** Exit code for a failed stdout: quiet on a broken pipe, `error ERR_IO` otherwise. */
function stdoutFailed(e: NodeJS.ErrnoException): number {
  // `main` and `runCli` both listen: the one error is reported once, by whichever sees it first.
  if (reportedStdoutErrors.has(e)) return ExitCode.INFRA;
  reportedStdoutErrors.add(e);
  if (e.code !== "EPIPE") process.stderr.write(`${pc.red("error")} ERR_IO: cannot write to stdout: ${e.message}\n`);
  return ExitCode.INFRA;
}

/**
 * The process entry of every launcher (`bin/rampart.js`, `npm run rampart`, `tsx
 * src/cli/main.ts`): runs `main` and sets `process.exitCode`. A reader that goes away after
 * the last write (EPIPE once `main` is done, `rampart rules list | head`) ends the process
 * quietly with exit 2 instead of crashing it with an unhandled 'error' event and exit 1 (any
 * other stdout failure: `error ERR_IO`, exit 2).
 */
export async function runCli(argv: string[]): Promise<void> {
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    process.exitCode = stdoutFailed(e);
  });
  // stderr piped to a reader that left (`… 2>&1 | head`): nothing more can be said, and the
  // exit code stays the command's own instead of a crash's 1.
  process.stderr.on("error", () => {});
  const code = await main(argv);
  // A late EPIPE may already have set the code; never lower it.
  process.exitCode = Math.max(code, Number(process.exitCode ?? 0));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runCli(process.argv);
