/** Options shared by many commands, so every command spells them the same way. */
import type { Command } from "commander";

/** Adds `--config FILE` (DESIGN.md "Configuration": on every command). */
export function withConfig(cmd: Command): Command {
  return cmd.option("--config <file>", "rampart.config.yaml to use (default: ./rampart.config.yaml or built-ins)");
}

/** Adds `--data DIR` (DESIGN.md "Data"). */
export function withData(cmd: Command): Command {
  return cmd.option("--data <dir>", "shared data folder (default: $RAMPART_DATA or ../shared/data)");
}

/** Parses a non-negative integer option value; commander calls this with the raw string. */
export function intOption(name: string) {
  return (raw: string): number => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
    return n;
  };
}
