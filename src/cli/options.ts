/** Options shared by many commands, so every command spells them the same way. */
import type { Command } from "commander";
import { RampartError } from "../core/index.js";

/** `--config` help for a command that reads no setting from the file, only validates it. */
export const CONFIG_VALIDATED_ONLY = "rampart.config.yaml to validate (this command reads no setting from it)";
/** `--config` help for the demo commands (`start`, `serve`), which fall back to the package's own file. */
export const CONFIG_DEMO = "rampart.config.yaml to use (default: ./rampart.config.yaml, else with the bundled corpus the package's own)";

/**
 * Adds `--config FILE` (DESIGN.md "Configuration": on every command). `help` replaces the
 * usual description where the command treats the file differently (`CONFIG_VALIDATED_ONLY`,
 * `CONFIG_DEMO`).
 */
export function withConfig(cmd: Command, help = "rampart.config.yaml to use (default: ./rampart.config.yaml or built-ins)"): Command {
  return cmd.option("--config <file>", help);
}

/** Adds `--data DIR` (DESIGN.md "Data"). */
export function withData(cmd: Command): Command {
  return cmd.option("--data <dir>", "shared data folder (default: $RAMPART_DATA or ../shared/data)");
}

/**
 * Parses a non-negative integer option value; commander calls this with the raw string.
 *
 * @throws RampartError `ERR_BAD_INPUT` (exit 2) for anything else (`abc`, `1.5`, `-1`, empty).
 */
export function intOption(name: string) {
  return (raw: string): number => {
    const n = raw.trim() === "" ? NaN : Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new RampartError("ERR_BAD_INPUT", `${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
    return n;
  };
}

/**
 * Parses a positive integer option value (≥ 1).
 *
 * @throws RampartError `ERR_BAD_INPUT` (exit 2) for 0, negatives and non-integers.
 */
export function positiveIntOption(name: string) {
  return (raw: string): number => {
    const n = raw.trim() === "" ? NaN : Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new RampartError("ERR_BAD_INPUT", `${name} must be an integer ≥ 1, got ${JSON.stringify(raw)}`);
    return n;
  };
}
