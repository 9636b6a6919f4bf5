/**
 * The command registry: one file per command, each exporting `register`. Add a command by
 * adding its module here.
 */
import type { RegisterCommand } from "../program.js";
import { register as approvals } from "./approvals.js";
import { register as evalCommand } from "./eval.js";
import { register as firewall } from "./firewall.js";
import { register as gate } from "./gate.js";
import { register as history } from "./history.js";
import { register as neutralize } from "./neutralize.js";
import { register as rules } from "./rules.js";
import { register as scan } from "./scan.js";
import { register as serve } from "./serve.js";
import { register as start } from "./start.js";

export const COMMANDS: readonly RegisterCommand[] = [evalCommand, gate, firewall, approvals, neutralize, scan, rules, serve, history, start];
