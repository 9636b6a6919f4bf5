import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_REFUSAL_PHRASE, RampartError, loadConfig, parseConfig } from "../../src/core/index.js";

describe("configuration", () => {
  it("absent file gives built-in defaults", () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-cfg-"));
    const { config, path } = loadConfig(undefined, dir);
    expect(path).toBeNull();
    expect(config.app.refusalPhrase).toBe(DEFAULT_REFUSAL_PHRASE);
  });

  it("an explicit missing file is an error, not defaults", () => {
    expect(() => loadConfig("nope.yaml", tmpdir())).toThrow(/config file not found/);
  });

  it.each([
    // file, cwd — a JavaScript caller's mistakes get ERR_BAD_INPUT naming the argument, not a TypeError
    [{ path: "rampart.config.yaml" }, undefined, "file must be a path string, got an object"],
    [42, undefined, "file must be a path string, got number"],
    [undefined, null, "cwd must be a path string, got null"],
  ])("loadConfig(%j, %j) is ERR_BAD_INPUT", (file, cwd, message) => {
    const call = () => loadConfig(file as unknown as string, cwd as unknown as string);
    expect(call).toThrow(RampartError);
    expect(call).toThrow(message);
    try {
      call();
    } catch (e) {
      expect((e as RampartError).code).toBe("ERR_BAD_INPUT");
    }
  });

  it("names the offending key", () => {
    try {
      parseConfig({ server: { port: "eighty" } });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RampartError);
      expect((e as RampartError).code).toBe("ERR_CONFIG");
      expect((e as RampartError).message).toMatch(/server\.port/);
    }
  });

  it("rejects unknown keys instead of ignoring them", () => {
    expect(() => parseConfig({ gate: { codeName: ["X"] } })).toThrow(/gate/);
  });

  it("a misspelled detector id names the valid ids (new-user review N16)", () => {
    expect(() => parseConfig({ gate: { detectors: { "kr-pasport": { action: "redact" } } } })).toThrow(
      /gate\.detectors: unknown detector id "kr-pasport" \(valid ids: phone, email, .*kr-passport.*, system-prompt, egress\)/,
    );
    // other errors inside a known detector keep zod's own message
    expect(() => parseConfig({ gate: { detectors: { phone: { action: "hide" } } } })).toThrow(/gate\.detectors\.phone\.action/);
    expect(parseConfig({ gate: { detectors: { "kr-passport": { action: "redact" } } } }).gate.detectors["kr-passport"]?.action).toBe("redact");
  });

  it("reports malformed YAML with the file name", () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-cfg-"));
    const file = join(dir, "rampart.config.yaml");
    writeFileSync(file, "app: [unclosed");
    expect(() => loadConfig(file)).toThrow(/not valid YAML/);
  });
});
