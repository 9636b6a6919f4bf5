/**
 * The command registry: one file per command, each exporting `register`. Add a command by
 * adding an entry here: its name, and how the top-level `rampart --help` lists it (`term`,
 * `summary`: the command's usage term and description, checked against the command itself
 * by test/cli/lazy-commands.test.ts). A command's module, with its heavy imports (the rag
 * server, the evaluation runner, the firewall, SQLite…), is loaded only when that command
 * runs or its help is asked for, so `rampart --version` and `--help` start in a fraction of
 * a second (issue 22).
 */
import type { RegisterCommand } from "../program.js";

/** One command of the registry. */
export interface CommandEntry {
  /** The command's name (`rampart NAME`). */
  readonly name: string;
  /** Its term in the top-level help: the name, `[options]` when it has options, its arguments. */
  readonly term: string;
  /** Its description, as the top-level help lists it. */
  readonly summary: string;
  /** Loads the command's module. */
  readonly load: () => Promise<{ register: RegisterCommand }>;
}

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: "eval",
    term: "eval [options] <golden>",
    summary: "run a golden set against a deployed target and gate the deploy (exit 0 deploy, 1 do not deploy, 2 broken)",
    load: () => import("./eval.js"),
  },
  { name: "gate", term: "gate [options]", summary: "gate answers in a JSONL file: pass, redact or block each (exit 1 on any leak)", load: () => import("./gate.js") },
  { name: "firewall", term: "firewall", summary: "tool firewall: the attack scenario suite", load: () => import("./firewall.js") },
  { name: "approvals", term: "approvals", summary: "approve or deny tool calls the firewall is holding", load: () => import("./approvals.js") },
  {
    name: "neutralize",
    term: "neutralize [options] [file]",
    summary: "neutralise instruction-like patterns in a file or stdin (evidence boundary); output on stdout",
    load: () => import("./neutralize.js"),
  },
  { name: "scan", term: "scan [options]", summary: "scan a JSONL file of {id, text} rows through the evidence boundary", load: () => import("./scan.js") },
  { name: "rules", term: "rules", summary: "the evidence-boundary rule table and its rule-change gate", load: () => import("./rules.js") },
  {
    name: "serve",
    term: "serve [options]",
    summary: 'serve the reference RAG chatbot: POST /chat {"question"} → SSE (token… final|blocked, [DONE])',
    load: () => import("./serve.js"),
  },
  {
    name: "mcp-proxy",
    term: "mcp-proxy [options] [command...]",
    summary: "guard an MCP server: rampart mcp-proxy --config FILE --token JWT -- <command …> (stdio, or --http PORT; tools filtered, calls through the firewall, results through the evidence boundary, tools pinned)",
    load: () => import("./mcp-proxy.js"),
  },
  { name: "history", term: "history [options]", summary: "list stored evaluation runs (newest first) from the run history", load: () => import("./history.js") },
  {
    name: "start",
    term: "start [options]",
    summary: "boot the reference chatbot over the bundled corpus and run the bundled golden set against it over SSE (what `npm start` runs)",
    load: () => import("./start.js"),
  },
];
