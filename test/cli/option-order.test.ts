/**
 * Break-it finding: commander checks required options before unknown ones, so a typo on a
 * command with a required option (`rampart scan --bogus`) was reported as the missing option
 * and the typo never named. The CLI checks required options after the unknown-option check.
 */
import { describe, expect, it } from "vitest";
import { rampartInProcess } from "../helpers/cli-inprocess.js";

describe("an unknown option is named before a missing required one", () => {
  it("scan and eval name the unknown option (exit 2)", async () => {
    for (const [args, bad] of [
      [["scan", "--bogus"], "--bogus"],
      [["eval", "golden.yaml", "--targt", "http://127.0.0.1:1/chat"], "--targt"],
    ] as const) {
      const r = await rampartInProcess(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`error: unknown option '${bad}'`);
      expect(r.stderr).not.toContain("required option");
    }
  });

  it("a missing required option is still an error naming it (exit 2)", async () => {
    const scan = await rampartInProcess(["scan"]);
    expect(scan.code).toBe(2);
    expect(scan.stderr).toContain("error: required option '--jsonl <file>' not specified");
    const ev = await rampartInProcess(["eval", "golden.yaml"]);
    expect(ev.code).toBe(2);
    expect(ev.stderr).toContain("error: required option '--target <url>' not specified");
  });
});
