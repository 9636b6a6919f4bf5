/**
 * What a plain `npm install rampart` brings (the stores, LLM SDKs and server parts are optional peers) (issue 22), read from package-lock.json:
 * the packages npm marks neither dev, optional nor peer. None has an install script (no
 * native build), and none is one of the optional packages.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { OPTIONAL_PACKAGES } from "../../src/core/optional.js";

interface LockEntry {
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  hasInstallScript?: boolean;
}

const root = join(import.meta.dirname, "../..");
const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };
const nameOf = (path: string) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
const hard = Object.entries(lock.packages).filter(([path, e]) => path !== "" && !e.dev && !e.optional && !e.devOptional && !e.peer);

describe("the install without optional packages", () => {
  it("has no install script: no native build for a user of the boundary and the gate", () => {
    expect(hard.filter(([, e]) => e.hasInstallScript).map(([p]) => nameOf(p))).toEqual([]);
  });

  it("holds none of the optional packages, and stays small", () => {
    const names = new Set(hard.map(([p]) => nameOf(p)));
    expect(Object.keys(OPTIONAL_PACKAGES).filter((p) => names.has(p))).toEqual([]);
    // 43 packages when written (issue 22 measured 115 before); a jump means a heavy dependency came back.
    expect(names.size).toBeLessThan(60);
  });
});
