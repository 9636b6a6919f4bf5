/**
 * `rampart neutralize [file]` — the seed helper on the command line (issue 2 item 7): reads
 * a file or stdin, writes the neutralised text to stdout. `--json` writes
 * `{ "text", "findings" }` instead. Exit 0 (neutralising is a transform, not a verdict);
 * 2 when the file cannot be read (`ERR_IO`), is a folder, or its text passes
 * `boundary.maxInputChars` (`ERR_BAD_INPUT`; reading stops at the cap, so an endless input
 * such as /dev/zero ends in an error, not in a read to the engine's string limit).
 */
import type { Command } from "commander";
import { createEvidenceScanner } from "../../boundary/index.js";
import { readBoundedText } from "../bounded-input.js";
import { withConfig } from "../options.js";
import type { CommandContext } from "../program.js";
import { loadCliConfig } from "../config-notice.js";

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
    // Read no more than the scanner accepts: an endless input (/dev/zero, `yes |`) stops at the cap.
    const text = await readBoundedText({ file, limit: config.boundary.maxInputChars, key: "boundary.maxInputChars", command: "neutralize" });
    const scan = scanner.scan(text);
    process.stdout.write(opts.json ? `${JSON.stringify(scan)}\n` : scan.text);
    ctx.exit.code = 0;
  });
}
