/** Builds the commander program from the command registry. */
import { Command } from "commander";
import { COMMANDS } from "./commands/index.js";

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

export function buildProgram(): { program: Command; exit: ExitHolder } {
  const exit: ExitHolder = { code: 0 };
  const program = new Command()
    .name("rampart")
    .description("Security layer and evaluation gate for RAG and tool-calling LLM apps")
    .version("0.1.0")
    .exitOverride()
    .showHelpAfterError()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });
  for (const register of COMMANDS) register(program, { exit });
  return { program, exit };
}
