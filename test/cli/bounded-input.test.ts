/**
 * `rampart neutralize` reads its file or stdin with the scanner's cap applied while reading
 * (src/cli/bounded-input.ts): an endless input (/dev/zero, a producer that never stops) ends
 * in one ERR_BAD_INPUT naming the limit and its key, after reading about the limit and no
 * more; text under the cap is read whole, multi-byte characters split across chunks intact.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { RampartError } from "../../src/core/index.js";
import { readBoundedText } from "../../src/cli/bounded-input.js";
import { CLI_ENTRY } from "../helpers/cli-build.js";
import { rampartInProcess } from "../helpers/cli-inprocess.js";

const dir = mkdtempSync(join(tmpdir(), "rampart-bounded-"));

/** A stream that never ends on its own, counting the bytes it handed out. */
function endless(chunk: Buffer): { stream: Readable; pulled: () => number } {
  let pulled = 0;
  const stream = new Readable({
    read() {
      pulled += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

async function refusal(p: Promise<unknown>): Promise<RampartError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(RampartError);
    return e as RampartError;
  }
  throw new Error("expected a refusal");
}

describe("readBoundedText", () => {
  it("an endless stdin stops just past the limit with ERR_BAD_INPUT naming limit, unit and key", async () => {
    const { stream, pulled } = endless(Buffer.alloc(4096, 0x61));
    const e = await refusal(readBoundedText({ file: "-", limit: 10_000, key: "boundary.maxInputChars", command: "neutralize", stdin: stream }));
    expect(e.code).toBe("ERR_BAD_INPUT");
    expect(e.message).toContain("stdin is over the limit of 10000 UTF-16 code units (boundary.maxInputChars)");
    expect(e.details).toMatchObject({ limit: 10_000, key: "boundary.maxInputChars" });
    // Read up to the chunk that passed the cap, plus what the stream buffered ahead: bounded, not endless.
    expect(pulled()).toBeLessThan(10_000 + 4096 + 64 * 1024);
  });

  it("counts UTF-16 code units, not bytes: a Korean text of 3 bytes per character fits a cap of its length", async () => {
    const text = "개인정보 보호법 제15조에 따른 동의. ".repeat(40);
    const bytes = Buffer.from(text, "utf8");
    // Chunks of 7 bytes split most characters: the decoder must join them.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
    const read = await readBoundedText({ file: undefined, limit: text.length, key: "k", command: "neutralize", stdin: Readable.from(chunks) });
    expect(read).toBe(text);
    const over = await refusal(readBoundedText({ file: undefined, limit: text.length - 1, key: "k", command: "neutralize", stdin: Readable.from(chunks) }));
    expect(over.code).toBe("ERR_BAD_INPUT");
  });

  it("a file is read whole under the cap; a missing file is ERR_IO naming it", async () => {
    const file = join(dir, "mail.eml");
    writeFileSync(file, "From: a@example.org\nSubject: minutes\n\nPlease find the minutes attached.\n");
    expect(await readBoundedText({ file, limit: 1000, key: "k", command: "neutralize" })).toContain("Please find the minutes");
    const missing = await refusal(readBoundedText({ file: join(dir, "nope.txt"), limit: 1000, key: "k", command: "neutralize" }));
    expect(missing.code).toBe("ERR_IO");
    expect(missing.message).toContain("nope.txt");
  });
});

describe("rampart neutralize with an endless or oversized input", () => {
  it.skipIf(!existsSync("/dev/zero"))("neutralize /dev/zero ⇒ exit 2, ERR_BAD_INPUT naming the limit and the key", async () => {
    const r = await rampartInProcess(["neutralize", "--quiet", "/dev/zero"], { cwd: dir, env: { NO_COLOR: "1" } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/error ERR_BAD_INPUT: \/dev\/zero is over the limit of 2097152 UTF-16 code units \(boundary\.maxInputChars\)/);
    expect(r.stdout).toBe("");
  });

  it("a config's smaller cap applies to stdin (a JSON tool output piped in), named in the message", () => {
    writeFileSync(join(dir, "rampart.config.yaml"), "boundary:\n  maxInputChars: 1000\n");
    const big = JSON.stringify({ results: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `row ${i}`, body: "plain text" })) });
    const r = spawnSync(process.execPath, [CLI_ENTRY, "neutralize", "--quiet", "-"], { cwd: dir, input: big, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("error ERR_BAD_INPUT: stdin is over the limit of 1000 UTF-16 code units (boundary.maxInputChars)");
    const small = spawnSync(process.execPath, [CLI_ENTRY, "neutralize", "--quiet", "-"], { cwd: dir, input: '{"note":"hello"}', encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
    expect(small.status).toBe(0);
    expect(small.stdout).toBe('{"note":"hello"}');
  });
});

describe("readBoundedText names the byte offset of the first bad byte", () => {
  const read = (chunks: Buffer[]) => refusal(readBoundedText({ file: "-", limit: 1_000, key: "boundary.maxInputChars", command: "neutralize", stdin: Readable.from(chunks) }));

  it("in a later chunk, a sequence split across chunks, and one cut off by the end of the input", async () => {
    // 가 = EB B0 80; the bad byte 0xff is the 9th byte (offset 8), in the second chunk.
    let e = await read([Buffer.from("abc가"), Buffer.from([0x61, 0x62, 0xff, 0x63])]);
    expect(e.details).toMatchObject({ badOffset: 8 });
    expect(e.message).toBe("stdin is not UTF-8 text (first invalid byte sequence at byte offset 8); re-encode it as UTF-8");
    // A lead byte at the end of chunk 1 (offset 2) whose continuation never comes (chunk 2 starts with ASCII).
    e = await read([Buffer.from([0x61, 0x62, 0xeb]), Buffer.from("cd")]);
    expect(e.details).toMatchObject({ badOffset: 2 });
    // A three-byte character cut after two bytes at the very end.
    e = await read([Buffer.from("hello "), Buffer.from([0xeb, 0xb0])]);
    expect(e.details).toMatchObject({ badOffset: 6 });
  });
});
