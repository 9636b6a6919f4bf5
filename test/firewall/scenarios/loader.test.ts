import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packagePath } from "../../../src/core/index.js";
import { loadSuites } from "../../../src/firewall/index.js";

/** A copy of the bundled suite with one file edited. */
function edited(suite: string, file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), "rampart-scen-"));
  cpSync(packagePath("scenarios", suite), join(dir, suite), { recursive: true });
  const path = join(dir, suite, file);
  writeFileSync(path, edit(readFileSync(path, "utf8")));
  return dir;
}

describe("scenario loader", () => {
  it("loads the bundled suite: ≥ 4 environments, ≥ 10 user tasks, ≥ 6 injection tasks", () => {
    const suites = loadSuites(packagePath("scenarios"));
    const envs = new Set(suites.flatMap((s) => Object.keys(s.state)));
    expect(envs.size).toBeGreaterThanOrEqual(4);
    expect(suites.reduce((n, s) => n + s.userTasks.length, 0)).toBeGreaterThanOrEqual(10);
    expect(suites.reduce((n, s) => n + s.injectionTasks.length, 0)).toBeGreaterThanOrEqual(6);
  });

  it("a folder that is itself a suite loads as that one suite (--scenarios scenarios/banking)", () => {
    const one = loadSuites(packagePath("scenarios", "banking"));
    expect(one.map((s) => s.id)).toEqual(["banking"]);
    expect(one[0]).toEqual(loadSuites(packagePath("scenarios")).find((s) => s.id === "banking"));
  });

  it.each([
    ["a YAML syntax error", "slack", "user_tasks.yaml", (t: string) => t + "\n- id: [unclosed", /not valid YAML/],
    ["a misspelt key", "slack", "user_tasks.yaml", (t: string) => t.replace("utility:", "utilty:"), /user_tasks\.yaml: 0/],
    ["a user task calling a tool the suite lacks", "slack", "user_tasks.yaml", (t: string) => t.replace("tool: chat_read_channel", "tool: mail_search"), /no tool mail_search/],
    ["a placeholder without a vector", "slack", "suite.yaml", (t: string) => t.replace("{{general_msg}}", "{{nowhere}}"), /\{\{nowhere\}\} has no entry/],
    ["an environment state that does not validate", "slack", "suite.yaml", (t: string) => t.replace("users: [alex", "userz: [alex"), /state\.chat/],
    // why: a typo in `at` would make `lacks` hold vacuously and count every case as an attack success
    ["a security check that holds before the agent acts", "workspace", "injection_tasks.yaml", (t: string) => t.replace("at: files.files, lacks: { path: /reports/q3-summary.txt }", "at: files.filez, lacks: { path: /reports/q3-summary.txt }"), /security already holds/],
    // why: in YAML " #" starts a comment, so an unquoted "#general" silently cut the prompt once
    ["an unquoted value cut short by a # comment", "slack", "user_tasks.yaml", (t: string) => t.replace('prompt: "What has been said in #general lately?"', "prompt: What has been said in #general lately?"), /comment ends the value "What has been said in" early/],
    // why: `toJS` throws on an alias bomb; it was ERR_INTERNAL with no file named (breaker F6)
    ["a YAML alias bomb", "slack", "suite.yaml", (t: string) => `${t}\nbomb_a: &a [x, x, x, x, x, x, x, x, x, x]\nbomb_b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nbomb_c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nbomb_d: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n`, /not usable YAML/],
    ["a duplicate task id", "banking", "injection_tasks.yaml", (t: string) => t.replace("id: standing-order", "id: steal-money"), /duplicate id steal-money/],
  ])("rejects %s with ERR_BAD_INPUT naming the file", (_why, suite, file, edit, message) => {
    const dir = edited(suite, file, edit);
    expect(() => loadSuites(dir)).toThrow(message);
    try {
      loadSuites(dir);
    } catch (e) {
      expect((e as { code: string }).code).toBe("ERR_BAD_INPUT");
      expect((e as Error).message).toContain(file);
    }
  });

  it("a folder without suites is bad input", () => {
    expect(() => loadSuites(mkdtempSync(join(tmpdir(), "rampart-empty-")))).toThrow(/no suite\.yaml/);
  });
});
