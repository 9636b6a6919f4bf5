/**
 * The linear-time proof store (proofs.ts): a stored verdict is reached only by the exact
 * regex it was proved for, and the committed file is well formed.
 */
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PROOF_FILE, RECHECK_VERSION, answers, proofKey, readProofFile, type StoredVerdict } from "./proofs.js";

describe("proof keys", () => {
  const base = proofKey("a+b", "i");
  it.each([
    // what changes — a changed regex is a new key, so it is proved again
    ["one character of the source", proofKey("a+c", "i")],
    ["a flag", proofKey("a+b", "iu")],
    ["a parameter that can change the verdict", proofKey("a+b", "i", { checker: "fuzz" })],
  ])("%s gives another key", (_what, key) => {
    expect(key).not.toBe(base);
  });

  it.each([
    // what does not — the same regex and analysis
    ["the order of the flags", proofKey("a+b", "i"), proofKey("a+b", "i")],
    ["the time budget (it only turns a verdict into unknown, which records its budget instead)", proofKey("a+b", "iu", { timeout: 5 }), proofKey("a+b", "ui", { timeout: 99 })],
  ])("%s keeps the key", (_what, a, b) => {
    expect(a).toBe(b);
  });

  it("covers recheck's version", () => {
    expect(RECHECK_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("the proof file", () => {
  it("is well formed, every entry named by an existing test file", () => {
    const entries = [...readProofFile().values()];
    for (const e of entries) {
      expect(e.by.length).toBeGreaterThan(0);
      for (const f of e.by) expect(existsSync(resolve(PROOF_FILE, "..", "..", "..", f)), f).toBe(true);
    }
  });

  it.each([
    ["no proofs array", { about: "x" }],
    ["a short key", { proofs: [{ key: "ab", pattern: "/a/", verdict: { status: "safe", checker: "automaton", complexity: { type: "linear", isFuzz: false } }, by: ["t"] }] }],
    ["an unknown verdict without its reason", { proofs: [{ key: "a".repeat(64), pattern: "/a/", verdict: { status: "unknown", timeout: 4000 }, by: ["t"] }] }],
    ["an unknown verdict without its time budget", { proofs: [{ key: "a".repeat(64), pattern: "/a/", verdict: { status: "unknown", error: { kind: "timeout" } }, by: ["t"] }] }],
    ["a safe verdict without its complexity", { proofs: [{ key: "a".repeat(64), pattern: "/a/", verdict: { status: "safe", checker: "automaton" }, by: ["t"] }] }],
    ["a vulnerable verdict without its attack", { proofs: [{ key: "a".repeat(64), pattern: "/a/", verdict: { status: "vulnerable", checker: "fuzz", complexity: { type: "polynomial", isFuzz: true } }, by: ["t"] }] }],
  ])("a file with %s is an error, not an empty store", (_what, content) => {
    const file = join(mkdtempSync(join(tmpdir(), "rampart-proofs-")), "proofs.json");
    writeFileSync(file, JSON.stringify(content));
    expect(() => readProofFile(file)).toThrow();
  });
});

describe("stored unknown verdicts", () => {
  const unknown = (timeout: number | null): StoredVerdict => ({ status: "unknown", error: { kind: "timeout" }, timeout });
  const safe: StoredVerdict = { status: "safe", checker: "automaton", complexity: { type: "linear", isFuzz: false } };

  it("are read from the file with their reason and budget", () => {
    const file = join(mkdtempSync(join(tmpdir(), "rampart-proofs-")), "proofs.json");
    writeFileSync(file, JSON.stringify({ proofs: [{ key: "b".repeat(64), pattern: "/a/", verdict: unknown(4000), by: ["t"] }] }));
    expect(readProofFile(file).get("b".repeat(64))?.verdict).toEqual(unknown(4000));
  });

  it.each([
    // an unknown answers only an analysis with no larger budget: a longer one may settle it
    ["unknown at 4 s, asked at 4 s", unknown(4000), 4000, true],
    ["unknown at 4 s, asked at 2 s", unknown(4000), 2000, true],
    ["unknown at 4 s, asked at 10 s", unknown(4000), 10_000, false],
    ["unknown at 4 s, asked with no limit", unknown(4000), null, false],
    ["unknown with no limit, asked with no limit", unknown(null), null, true],
    ["safe, asked with any budget", safe, null, true],
  ] as const)("%s: answers = %s", (_what, verdict, timeout, expected) => {
    expect(answers(verdict, timeout)).toBe(expected);
  });
});
