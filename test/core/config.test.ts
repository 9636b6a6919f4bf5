import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_REFUSAL_PHRASE, MAX_CONFIG_BYTES, RampartError, loadConfig, parseConfig } from "../../src/core/index.js";

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

  it("refuses a config file over MAX_CONFIG_BYTES (1 MiB) with ERR_CONFIG naming the file and its size, before parsing it", () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-cfg-"));
    const file = join(dir, "rampart.config.yaml");
    // Valid YAML all the way: only the size is wrong.
    const line = "# padding padding padding padding padding padding\n";
    writeFileSync(file, "app: {}\n" + line.repeat(Math.ceil((8 * MAX_CONFIG_BYTES) / line.length)));
    let err: RampartError | undefined;
    try {
      loadConfig(file);
    } catch (e) {
      err = e as RampartError;
    }
    // The file is valid YAML: an error about its size is the proof it was refused before parsing.
    expect(err?.code).toBe("ERR_CONFIG");
    expect(err?.message).toContain(file);
    expect(err?.message).toMatch(/too large \(\d{7,} bytes\); the limit is 1048576 bytes/);
    // At the cap exactly it loads.
    writeFileSync(file, "app: {}\n" + "#".repeat(MAX_CONFIG_BYTES - 9) + "\n");
    expect(loadConfig(file).path).toBe(file);
  });

  it("a folder given as the config file is ERR_CONFIG saying so", () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-cfg-"));
    expect(() => loadConfig(dir)).toThrow(expect.objectContaining({ code: "ERR_CONFIG", message: `${dir}: is a folder, not a config file` }));
  });

  it("parseConfig(null) or a non-object is ERR_CONFIG, not the defaults; an empty file still configures nothing (break-it finding)", () => {
    for (const raw of [null, [], "gate: {}", 7]) {
      expect(() => parseConfig(raw, "mine")).toThrow(expect.objectContaining({ code: "ERR_CONFIG", message: expect.stringMatching(/^mine: \(root\): /) }));
    }
    expect(parseConfig(undefined)).toEqual(parseConfig({}));
    const dir = mkdtempSync(join(tmpdir(), "rampart-cfg-"));
    writeFileSync(join(dir, "empty.yaml"), "# nothing configured yet\n");
    expect(loadConfig("empty.yaml", dir).config).toEqual(parseConfig({}));
  });
});
