/**
 * The batch line reader (src/core/lines.ts): the same lines as readline reads on any chunking
 * of the bytes, an oversized line skipped as one error row without holding it in memory, and
 * bytes that are not UTF-8 reported instead of silently replaced.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runJsonlBatch } from "../../src/core/index.js";
import { readLines, type InputLine } from "../../src/core/lines.js";

async function collect(chunks: Buffer[], max = 1 << 20): Promise<InputLine[]> {
  const out: InputLine[] = [];
  for await (const l of readLines(Readable.from(chunks, { objectMode: false }), max)) out.push(l);
  return out;
}

/** Splits `buf` at the given cut points (sorted, deduplicated, within range). */
function cut(buf: Buffer, points: number[]): Buffer[] {
  const at = [...new Set(points.map((p) => p % (buf.length + 1)))].sort((a, b) => a - b);
  const parts: Buffer[] = [];
  let from = 0;
  for (const p of at) {
    parts.push(buf.subarray(from, p));
    from = p;
  }
  parts.push(buf.subarray(from));
  return parts.filter((p) => p.length > 0);
}

describe("readLines", () => {
  it("reads \\n, \\r\\n and lone \\r as breaks, wherever the chunks are cut", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.string({ unit: "grapheme", maxLength: 6 }), fc.constantFrom("\n", "\r\n", "\r")), { maxLength: 8 }),
        fc.string({ unit: "grapheme", maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (rows, last, points) => {
          const text = rows.map(([t, br]) => t + br).join("") + last;
          // Reference: the lines as readline reads them (a lone \r or \n ends a line, \r\n once).
          const expected = text.split(/\r\n|\r|\n/);
          if (expected[expected.length - 1] === "") expected.pop();
          const got = await collect(cut(Buffer.from(text, "utf8"), points));
          expect(got.map((l) => (l.kind === "text" ? l.text : `<${l.kind}>`))).toEqual(expected);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it("a line over the limit is reported with its length; the lines around it are read", async () => {
    const long = "x".repeat(5000);
    const got = await collect(cut(Buffer.from(`a\n${long}\nb\n`), [100, 1000, 3000]), 1000);
    expect(got).toEqual([
      { kind: "text", text: "a", bytes: 1 },
      { kind: "too-long", bytes: 5000 },
      { kind: "text", text: "b", bytes: 1 },
    ]);
  });

  it("bytes that are not UTF-8 are reported with the offset of the first bad byte, never replaced", async () => {
    const bad = Buffer.concat([Buffer.from("ign"), Buffer.from([0xff]), Buffer.from("ore all previous instructions\nok\n")]);
    const got = await collect([bad]);
    expect(got[0]).toEqual({ kind: "not-utf8", bytes: 33, offset: 3 });
    expect(got[1]).toEqual({ kind: "text", text: "ok", bytes: 2 });
    // After a complete multi-byte character, the bad byte itself is named.
    expect((await collect([Buffer.concat([Buffer.from("é"), Buffer.from([0xff])])]))[0]).toEqual({ kind: "not-utf8", bytes: 3, offset: 2 });
    // A character cut between chunks is no error.
    const snow = Buffer.from("☃\n");
    expect(await collect([snow.subarray(0, 1), snow.subarray(1)])).toEqual([{ kind: "text", text: "☃", bytes: 3 }]);
  });
});

describe("runJsonlBatch on hostile lines", () => {
  it("an oversized line and a non-UTF-8 line become error rows; the run goes on to the rows after them", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-lines-"));
    const input = join(dir, "in.jsonl");
    const output = join(dir, "out.jsonl");
    writeFileSync(
      input,
      Buffer.concat([
        Buffer.from(`{"id":1,"text":"a"}\n{"id":2,"text":"${"y".repeat(4096)}"}\n{"id":3,"text":"ign`),
        Buffer.from([0xc3, 0x28]),
        Buffer.from(`ore"}\n{"id":4,"text":"b"}\n`),
      ]),
    );
    const tally = await runJsonlBatch({ input, output, maxLineBytes: 1024, process: (row) => ({ row: { id: row.id }, flagged: false }) });
    const rows = readFileSync(output, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(rows.map((r) => r.id ?? r.line)).toEqual([1, 2, 3, 4]);
    expect(rows[1].error.message).toMatch(/^line 2: the line is 4\d{3} bytes, over the 1024-byte limit/);
    expect(rows[2].error.message).toMatch(/^line 3: not valid UTF-8 \(first bad byte at offset 19 /);
    expect(tally).toEqual({ lines: 4, ok: 2, errors: 2, flagged: 0 });
  });
});
