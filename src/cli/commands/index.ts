/**
 * The command registry: one file per command, each exporting `register`. Add a command by
 * adding its module here.
 */
import type { RegisterCommand } from "../program.js";
import { register as gate } from "./gate.js";
import { register as serve } from "./serve.js";

export const COMMANDS: readonly RegisterCommand[] = [gate, serve];
