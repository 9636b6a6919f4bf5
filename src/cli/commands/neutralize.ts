/**
 * `rampart neutralize [file]` — the seed helper on the command line (issue 2 item 7): reads
 * a file or stdin, writes the neutralised text to stdout. `--json` writes
 * `{ "text", "findings" }` instead. Exit 0 (neutralising is a transform, not a verdict);
 * 2 when the file cannot be read (`ERR_IO`) or is a folder (`ERR_BAD_INPUT`).
 */
import { readFile, stat } from "node:fs/promises";
import type { Command } from "commander";
import { createEvidenceScanner } from "../../boundary/index.js";
import { RampartError } from "../../core/index.js";
import { withConfig } from "../options.js";
import type { CommandContext } from "../program.js";
import { loadCliConfig } from "../config-notice.js";

async function readInput(file: string | undefined): Promise<string> {
  if (file && file !== "-") {
    // A folder is the user's mistake, not an I/O fault: say so by name (not a raw EISDIR).
    const st = await stat(file).catch(() => undefined);
    if (st?.isDirectory()) throw new RampartError("ERR_BAD_INPUT", `${file} is a folder; neutralize reads one file (or - for stdin)`, { details: { path: file } });
    try {
      return await readFile(file, "utf8");
    } catch (cause) {
      throw new RampartError("ERR_IO", `cannot read ${file}: ${(cause as Error).message}`, { cause });
    }
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export function register(program: Command, ctx: CommandContext): void {
  withConfig(
    program
      .command("neutralize [file]")
      .description("neutralise instruction-like patterns in a file or stdin (evidence boundary); output on stdout")
      .option("--json", 'print {"text", "findings"} instead of the text')
      .option("--quiet", "no config line on stderr"),
  ).action(async (file: string | undefined, opts: { config?: string; json?: boolean; quiet?: boolean }) => {
    const { config } = loadCliConfig(opts.config, opts.quiet);
    const scanner = createEvidenceScanner({ disabledRules: config.boundary.disabledRules, maxInputChars: config.boundary.maxInputChars });
    const scan = scanner.scan(await readInput(file));
    process.stdout.write(opts.json ? `${JSON.stringify(scan)}\n` : scan.text);
    ctx.exit.code = 0;
  });
}
