/**
 * A user's text file that is not UTF-8 — a config, a golden set — is refused naming the file
 * and the byte offset of the first invalid sequence (one strict decoder, `src/core/utf8.ts`),
 * never loaded with U+FFFD in place of the bad bytes. Valid UTF-8 in several scripts, with or
 * without a byte-order mark, loads as before.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decodeUtf8Strict, firstInvalidUtf8, loadConfig, RampartError } from "../../src/core/index.js";
import { loadGoldenSet } from "../../src/evaluation/index.js";

const dir = mkdtempSync(join(tmpdir(), "rampart-utf8-"));
let n = 0;
function file(name: string, ...parts: (string | number[])[]): string {
  const path = join(dir, `${n++}-${name}`);
  writeFileSync(path, Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "utf8") : Buffer.from(p)))));
  return path;
}
function thrown(f: () => unknown): RampartError {
  try {
    f();
  } catch (e) {
    return e as RampartError;
  }
  throw new Error("expected a throw");
}

describe("decodeUtf8Strict", () => {
  const cases: [string, number[], number][] = [
    ["a Latin-1 é", [0x63, 0x61, 0x66, 0xe9, 0x20], 3],
    ["an overlong NUL", [0x61, 0xc0, 0x80], 1],
    ["a UTF-16 surrogate", [0x61, 0x62, 0xed, 0xa0, 0x80], 2],
    ["a 4-byte sequence cut at the end", [0xea, 0xb0, 0x80, 0xf0, 0x9f, 0x98], 3],
    ["a lone continuation byte", [0x80, 0x61], 0],
  ];
  for (const [what, bytes, offset] of cases) {
    it(`refuses ${what} at byte ${offset}`, () => {
      expect(decodeUtf8Strict(Uint8Array.from(bytes))).toEqual({ badOffset: offset });
      expect(firstInvalidUtf8(Uint8Array.from(bytes))).toBe(offset);
    });
  }
  it("decodes valid text in several scripts unchanged", () => {
    const text = "Grüße, 회의, Привет, مرحبا, 😀";
    expect(decodeUtf8Strict(Buffer.from(text, "utf8"))).toEqual({ text });
  });
});

describe("loadConfig on bytes that are not UTF-8", () => {
  it("ERR_CONFIG naming the file and the offset of the first bad byte", () => {
    const prefix = "gate:\n  refusalPhrase: \"Désolé ";
    const path = file("rampart.config.yaml", prefix, [0xff, 0xfe], "\"\n");
    const e = thrown(() => loadConfig(path));
    expect(e).toBeInstanceOf(RampartError);
    expect(e.code).toBe("ERR_CONFIG");
    expect(e.message).toContain(path);
    expect(e.message).toContain(`byte offset ${Buffer.byteLength(prefix)}`);
    expect(e.message).toMatch(/not UTF-8 text/);
  });
  it("hard negative: a valid config with a BOM and non-Latin text still loads", () => {
    const path = file("ok.config.yaml", [0xef, 0xbb, 0xbf], "# 설정 — Einstellungen\nboundary:\n  maxInputChars: 5000\n");
    expect(loadConfig(path).config.boundary.maxInputChars).toBe(5000);
  });
});

describe("loadGoldenSet on bytes that are not UTF-8", () => {
  const item = (q: string) => `items:\n  - id: a1\n    axis: facts\n    question: "${q}"\n    baseline: "x"\n`;
  it("a stray Latin-1 byte: ERR_BAD_INPUT naming file and offset", () => {
    const head = "name: menu\n" + item("caf").slice(0, -3);
    const path = file("golden.yaml", head, [0xe9], "\"\n");
    const e = thrown(() => loadGoldenSet(path));
    expect(e.code).toBe("ERR_BAD_INPUT");
    expect(e.message).toContain(path);
    expect(e.message).toContain(`byte offset ${Buffer.byteLength(head)}`);
  });
  it("a binary file says it is not UTF-8 text, not a schema error", () => {
    const path = file("golden.bin", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);
    const e = thrown(() => loadGoldenSet(path));
    expect(e.code).toBe("ERR_BAD_INPUT");
    expect(e.message).toMatch(/not UTF-8 text.*byte offset 0/);
    expect(e.message).not.toMatch(/expected object/);
  });
  it("hard negative: a valid golden set in Korean and German loads", () => {
    const path = file("good.yaml", "name: 메뉴\n" + item("Gibt es heute Käse? 오늘 치즈 있어요?"));
    expect(loadGoldenSet(path).items[0]?.question).toBe("Gibt es heute Käse? 오늘 치즈 있어요?");
  });
});
