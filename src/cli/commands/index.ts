/**
 * The command registry: one file per command, each exporting `register`. Add a command by
 * adding its module here.
 */
import type { RegisterCommand } from "../program.js";
import { register as neutralize } from "./neutralize.js";
import { register as rules } from "./rules.js";
import { register as scan } from "./scan.js";

export const COMMANDS: readonly RegisterCommand[] = [neutralize, scan, rules];
