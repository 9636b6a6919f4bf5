/**
 * Builds the commander program from the command registry. Only the command being run is
 * loaded (its module and everything it imports); the others are listed in the top-level help
 * from the registry's `term` and `summary`, so `rampart --version` and `rampart --help` load
 * no command at all.
 */
import { Command, Help, type Option } from "commander";
import { COMMANDS } from "./commands/index.js";
import { setCliQuiet } from "./quiet.js";

/** Mutable holder a command sets with its exit code. */
export interface ExitHolder {
  code: number;
}

/** Context handed to every command registrar. */
export interface CommandContext {
  exit: ExitHolder;
}

/** A command module registers itself on the program. */
export type RegisterCommand = (program: Command, ctx: CommandContext) => void;

/**
 * The name of the command `argv` (as `process.argv`) runs, or asks help for (`rampart help
 * NAME`); null when it names none (`--help`, `--version`, no arguments). The program itself
 * has no option that takes a value, so the first argument not starting with `-` is the
 * command (`--quiet`, the one program option, takes none).
 */
export function invokedCommand(argv: readonly string[]): string | null {
  const args = argv.slice(2);
  const first = args.findIndex((a) => !a.startsWith("-"));
  if (first < 0) return null;
  if (args[first] === "help") return args.slice(first + 1).find((a) => !a.startsWith("-")) ?? null;
  return args[first] as string;
}

/**
 * The program. With `argv`, only the command it runs is registered in full (the others as
 * entries of the top-level help); without, every command is (tests read the whole program).
 */
export async function buildProgram(argv?: readonly string[]): Promise<{ program: Command; exit: ExitHolder }> {
  const exit: ExitHolder = { code: 0 };
  const program = new Command()
    .name("rampart")
    .description("Security layer and evaluation gate for RAG and tool-calling LLM apps")
    .version("0.1.0")
    .exitOverride()
    .showHelpAfterError()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    // Every command takes --quiet (docs/contracts.md), before or after its name: commander
    // reads a program option anywhere on the line, and the hook hands it to the command run.
    .option("--quiet", "less on stderr: no progress bar and no config line (every command takes it)");
  program.hook("preAction", (_program, action) => {
    const quiet = program.getOptionValue("quiet") === true;
    setCliQuiet(quiet);
    if (quiet) action.setOptionValueWithSource("quiet", true, "cli");
  });
  const wanted = argv === undefined ? undefined : invokedCommand(argv);
  const terms = new Map<Command, string>();
  for (const entry of COMMANDS) {
    if (wanted === undefined || wanted === entry.name) (await entry.load()).register(program, { exit });
    else terms.set(program.command(entry.name).description(entry.summary), entry.term);
  }
  checkRequiredAfterUnknown(program);
  // A command not loaded is listed by its registry term (commander would print the bare name).
  const help = new Help();
  program.configureHelp({ subcommandTerm: (cmd) => terms.get(cmd) ?? help.subcommandTerm(cmd) });
  return { program, exit };
}

/**
 * Commander checks a command's required options before its unknown ones, so `rampart scan
 * --bogus` said "required option '--jsonl <file>' not specified" and never named `--bogus`.
 * Every required option is checked instead in a `preAction` hook, which commander runs after
 * the unknown-option check: a typo is named first, a missing option still gets commander's
 * own message and exit (usage error, exit 2).
 */
function checkRequiredAfterUnknown(root: Command): void {
  const required = new Map<Command, Option[]>();
  const walk = (cmd: Command): void => {
    const own = cmd.options.filter((o) => o.mandatory);
    for (const o of own) o.mandatory = false;
    if (own.length) required.set(cmd, own);
    cmd.commands.forEach(walk);
  };
  walk(root);
  root.hook("preAction", (_root, action) => {
    for (const o of required.get(action) ?? []) {
      if (action.getOptionValue(o.attributeName()) === undefined) {
        action.error(`error: required option '${o.flags}' not specified`, { code: "commander.missingMandatoryOptionValue" });
      }
    }
  });
}
