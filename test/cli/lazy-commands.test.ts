/**
 * The CLI loads only the command it runs (issue 22: `rampart --version` and `--help` in a
 * fraction of a second). The registry lists each command's help term and description for
 * the top-level help; these must be what the command itself says, and the top-level help of
 * the lazy program must be the help of the program with every command loaded.
 */
import { Command, Help } from "commander";
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../../src/cli/commands/index.js";
import { buildProgram, invokedCommand } from "../../src/cli/program.js";

describe("lazy command registry", () => {
  it.each(COMMANDS.map((c) => [c.name, c] as const))("%s: the registry's term and summary are the command's own", async (name, entry) => {
    const program = new Command();
    (await entry.load()).register(program, { exit: { code: 0 } });
    expect(program.commands.map((c) => c.name())).toEqual([name]);
    const cmd = program.commands[0] as Command;
    expect(new Help().subcommandTerm(cmd)).toBe(entry.term);
    expect(cmd.description()).toBe(entry.summary);
  });

  it("the top-level help without loading any command equals the help with every command loaded", async () => {
    const full = (await buildProgram()).program.helpInformation();
    const lazy = (await buildProgram(["node", "rampart", "--help"])).program.helpInformation();
    expect(lazy).toBe(full);
    expect(full).toContain("scan [options]");
  });

  it("a run loads the command it names, in full", async () => {
    const { program } = await buildProgram(["node", "rampart", "scan", "--jsonl", "x"]);
    const scan = program.commands.find((c) => c.name() === "scan") as Command;
    expect(scan.options.map((o) => o.long)).toContain("--jsonl");
    // The others are help entries only.
    expect((program.commands.find((c) => c.name() === "gate") as Command).options).toEqual([]);
  });

  it.each([
    // argv after `node rampart` — the command it runs or asks help for
    [["--version"], null],
    [["--help"], null],
    [[], null],
    [["scan", "--jsonl", "-"], "scan"],
    [["--help", "rules"], "rules"], // commander reads `rampart --help rules` as the help of rules
    [["help", "gate"], "gate"],
    [["help"], null],
    [["nope"], "nope"], // not a command: nothing is loaded, commander reports it
  ] as const)("invokedCommand(%j) = %j", (args, name) => {
    expect(invokedCommand(["node", "rampart", ...args])).toBe(name);
  });
});
