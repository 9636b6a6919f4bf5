import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RampartError, batchExitCode, rowId, runJsonlBatch } from "../../src/core/index.js";
import { topLevelNumberSource } from "../../src/core/jsonl.js";

describe("runJsonlBatch", () => {
  it("turns malformed lines into error rows with line numbers and keeps going", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-jsonl-"));
    const input = join(dir, "in.jsonl");
    const output = join(dir, "out.jsonl");
    writeFileSync(input, ['{"id":1,"text":"a"}', "{not json", "", "[1,2]", '{"id":4}', '{"id":5,"text":"FLAG"}'].join("\n"));
    const tally = await runJsonlBatch({
      input,
      output,
      process(row) {
        if (typeof row.text !== "string") throw new RampartError("ERR_BAD_INPUT", "text must be a string");
        return { row: { id: row.id, ok: true }, flagged: row.text === "FLAG" };
      },
    });
    const rows = readFileSync(output, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(rows).toHaveLength(5); // blank line skipped, every other line has a row
    expect(rows[1]).toMatchObject({ line: 2, error: { code: "ERR_BAD_INPUT" } });
    expect(rows[2]).toMatchObject({ line: 4, error: { code: "ERR_BAD_INPUT" } });
    expect(rows[3]).toMatchObject({ id: 4, line: 5, error: { message: "line 5: text must be a string" } });
    expect(tally).toEqual({ lines: 5, ok: 2, errors: 3, flagged: 1 });
    expect(batchExitCode(tally)).toBe(2);
    expect(batchExitCode({ ...tally, errors: 0 })).toBe(1);
  });

  it("a result row too large to serialise is that line's error row; the rows after it still run (breaker F5)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-jsonl-"));
    const input = join(dir, "in.jsonl");
    const output = join(dir, "out.jsonl");
    writeFileSync(input, ['{"id":"big","text":"x"}', '{"id":"next","text":"y"}'].join("\n"));
    const tally = await runJsonlBatch({
      input,
      output,
      // A row whose JSON passes the engine's string limit, as millions of findings do.
      process: (row) => ({ row: row.id === "big" ? { id: row.id, toJSON: () => { throw new RangeError("Invalid string length"); } } : { id: row.id }, flagged: false }),
    });
    const rows = readFileSync(output, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(rows[0]).toMatchObject({ id: "big", line: 1, error: { code: "ERR_BAD_INPUT", message: expect.stringContaining("too large") } });
    expect(rows[1]).toEqual({ id: "next" });
    expect(tally).toEqual({ lines: 2, ok: 1, errors: 1, flagged: 0 });
  });

  it("reads a first line that starts with a UTF-8 byte-order mark", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-jsonl-"));
    const input = join(dir, "in.jsonl");
    const output = join(dir, "out.jsonl");
    writeFileSync(input, '\ufeff{"id":1,"text":"hello"}\n');
    const tally = await runJsonlBatch({ input, output, process: (row) => ({ row: { id: row.id }, flagged: false }) });
    expect(tally).toEqual({ lines: 1, ok: 1, errors: 0, flagged: 0 });
    expect(readFileSync(output, "utf8")).toBe('{"id":1}\n');
  });

  it("skips a byte-order mark at the start of a later line (two exports joined with cat; hostile review 4)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-jsonl-"));
    const input = join(dir, "in.jsonl");
    const output = join(dir, "out.jsonl");
    writeFileSync(input, '\ufeff{"id":1,"text":"a"}\r\n\ufeff{"id":2,"text":"b"}\n{"id":3,"text":"\ufeffc"}\n');
    const tally = await runJsonlBatch({ input, output, process: (row) => ({ row: { id: row.id, text: row.text }, flagged: false }) });
    expect(tally).toEqual({ lines: 3, ok: 3, errors: 0, flagged: 0 });
    // Only a mark before the row is skipped; one inside a string value is text and stays.
    expect(readFileSync(output, "utf8")).toBe('{"id":1,"text":"a"}\n{"id":2,"text":"b"}\n{"id":3,"text":"\ufeffc"}\n');
  });

  it("reports an unreadable input as ERR_IO", async () => {
    await expect(runJsonlBatch({ input: "/nonexistent/x.jsonl", output: "-", process: (r) => ({ row: r, flagged: false }) })).rejects.toMatchObject({ code: "ERR_IO" });
  });
});

describe("row ids", () => {
  it("a numeric id JSON cannot carry exactly (past 2^53, or fractional) is an error row, never a rounded echo", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-ids-"));
    const input = join(dir, "in.jsonl");
    const output = join(dir, "out.jsonl");
    writeFileSync(input, ['{"id":12345678901234567891,"text":"a"}', '{"id":12345678901234567892,"text":"b"}', '{"id":1.5,"text":"c"}', '{"id":9007199254740991,"text":"d"}', '{"id":"12345678901234567891","text":"e"}'].join("\n"));
    const tally = await runJsonlBatch({ input, output, process: (row, line) => ({ row: { id: rowId(row, line) }, flagged: false }) });
    const rows = readFileSync(output, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(rows.slice(0, 3).map((r) => r.error?.message)).toEqual([
      expect.stringContaining("line 1: a numeric \"id\" must be an integer within ±2^53"),
      expect.stringContaining("line 2: a numeric \"id\" must be an integer within ±2^53"),
      expect.stringContaining("line 3: a numeric \"id\" must be an integer within ±2^53"),
    ]);
    expect(rows.slice(0, 3).every((r) => !("id" in r))).toBe(true);
    expect(rows.slice(3)).toEqual([{ id: 9007199254740991 }, { id: "12345678901234567891" }]);
    expect(tally).toMatchObject({ ok: 2, errors: 3 });
  });

  it("a 17 MB row with a numeric id is read without overflowing the stack (the string skip is a loop, not a regex)", async () => {
    // The former sticky regex over a string body ran out of V8's regex stack from about 16 M
    // characters ("Maximum call stack size exceeded", an ERR_IO for the whole file).
    const text = `${"a \\\"b ".repeat(2_800_000)}`;
    const line = `{"text":${JSON.stringify(text)},"id":42,"n":{"id":7}}`;
    expect(line.length).toBeGreaterThan(16_500_000);
    expect(topLevelNumberSource(line, "id")).toBe("42");
    const dir = mkdtempSync(join(tmpdir(), "rampart-big-"));
    const input = join(dir, "in.jsonl");
    const output = join(dir, "out.jsonl");
    writeFileSync(input, `${line}\n`);
    const tally = await runJsonlBatch({ input, output, process: (row, l) => ({ row: { id: rowId(row, l) }, flagged: false }) });
    expect(JSON.parse(readFileSync(output, "utf8"))).toEqual({ id: 42 });
    expect(tally).toMatchObject({ ok: 1, errors: 0 });
  });
});
