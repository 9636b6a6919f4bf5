/**
 * Streaming JSONL batch processing with the contract's error handling: one output row per
 * input line, a malformed line becomes an error row naming its line number, the run goes
 * on, and the caller turns the tallies into an exit code. Memory stays constant: lines are
 * read and written one at a time, and the writer's back-pressure is honoured.
 */
import { createReadStream, createWriteStream, statSync } from "node:fs";
import { once } from "node:events";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { RampartError, toRampartError } from "./errors.js";

/** An input row after JSON parsing: must be an object. */
export type JsonObject = Record<string, unknown>;

/** Counts after a batch run. */
export interface BatchTally {
  /** Non-blank input lines. */
  lines: number;
  /** Rows processed without error. */
  ok: number;
  /** Error rows written (malformed JSON, wrong shape, processing failure). */
  errors: number;
  /** Rows the processor marked as flagged (policy hit). */
  flagged: number;
}

/** What a processor returns for one row. */
export interface BatchResult {
  row: JsonObject;
  /** True when this row is a policy hit (exit code 1 if no errors). */
  flagged: boolean;
}

export interface BatchOptions {
  /** Input path, or `-` / undefined for stdin. */
  input?: string;
  /** Output path, or `-` / undefined for stdout. */
  output?: string;
  /** Handles one parsed row; throw `RampartError("ERR_BAD_INPUT", …)` for a bad shape. */
  process: (row: JsonObject, line: number) => BatchResult | Promise<BatchResult>;
  /** Called with bytes read so far and the total (when known), for progress display. */
  onProgress?: (bytesRead: number, totalBytes: number | undefined) => void;
}

/** Error row written for a line that could not be processed. */
export function errorRow(line: number, err: RampartError, id?: unknown): JsonObject {
  return { ...(id !== undefined ? { id } : {}), line, error: { code: err.code, message: err.message } };
}

/**
 * Runs a JSONL batch.
 *
 * @returns tallies; the caller maps them to an exit code (`errors > 0` ⇒ 2, `flagged > 0` ⇒ 1).
 * @throws RampartError `ERR_IO` when the input cannot be opened or the output cannot be written.
 */
export async function runJsonlBatch(opts: BatchOptions): Promise<BatchTally> {
  const { input, output } = opts;
  let inStream: Readable;
  let total: number | undefined;
  if (!input || input === "-") {
    inStream = process.stdin;
  } else {
    try {
      total = statSync(input).size;
    } catch (cause) {
      throw new RampartError("ERR_IO", `cannot read input ${input}: ${(cause as Error).message}`, { cause });
    }
    inStream = createReadStream(input);
  }
  const outStream: Writable = !output || output === "-" ? process.stdout : createWriteStream(output);
  let writeError: Error | undefined;
  outStream.on("error", (e) => (writeError = e));
  let inError: Error | undefined;
  inStream.on("error", (e) => (inError = e));

  const tally: BatchTally = { lines: 0, ok: 0, errors: 0, flagged: 0 };
  const write = async (obj: JsonObject): Promise<void> => {
    if (writeError) throw new RampartError("ERR_IO", `cannot write output: ${writeError.message}`);
    if (!outStream.write(JSON.stringify(obj) + "\n")) await once(outStream, "drain");
  };

  let lineNo = 0;
  let bytes = 0;
  const rl = createInterface({ input: inStream, crlfDelay: Infinity });
  for await (const line of rl) {
    lineNo += 1;
    bytes += Buffer.byteLength(line, "utf8") + 1;
    opts.onProgress?.(bytes, total);
    if (line.trim() === "") continue;
    tally.lines += 1;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      tally.errors += 1;
      await write(errorRow(lineNo, new RampartError("ERR_BAD_INPUT", `line ${lineNo}: not valid JSON`)));
      continue;
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      tally.errors += 1;
      await write(errorRow(lineNo, new RampartError("ERR_BAD_INPUT", `line ${lineNo}: expected a JSON object`)));
      continue;
    }
    const row = parsed as JsonObject;
    try {
      const res = await opts.process(row, lineNo);
      tally.ok += 1;
      if (res.flagged) tally.flagged += 1;
      await write(res.row);
    } catch (e) {
      const err = toRampartError(e);
      if (err.code === "ERR_IO") throw err;
      tally.errors += 1;
      const msg = err.message.startsWith(`line ${lineNo}`) ? err.message : `line ${lineNo}: ${err.message}`;
      await write(errorRow(lineNo, new RampartError(err.code, msg), row.id));
    }
  }
  if (inError) throw new RampartError("ERR_IO", `cannot read input: ${inError.message}`, { cause: inError });
  if (outStream !== process.stdout) {
    await new Promise<void>((res, rej) => outStream.end((e?: Error | null) => (e ? rej(e) : res())));
  }
  if (writeError) throw new RampartError("ERR_IO", `cannot write output: ${writeError.message}`);
  return tally;
}

/** The contract's exit code for a batch: errors ⇒ 2, else flagged ⇒ 1, else 0. */
export function batchExitCode(t: BatchTally): 0 | 1 | 2 {
  if (t.errors > 0) return 2;
  return t.flagged > 0 ? 1 : 0;
}

/**
 * Reads a JSONL file fully into memory (for data sets of modest size).
 *
 * @throws RampartError `ERR_BAD_INPUT` naming file and line on malformed JSON; `ERR_IO` when unreadable.
 */
export async function readJsonl<T = JsonObject>(file: string): Promise<T[]> {
  const rows: T[] = [];
  let lineNo = 0;
  const rl = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  try {
    for await (const line of rl) {
      lineNo += 1;
      if (line.trim() === "") continue;
      try {
        rows.push(JSON.parse(line) as T);
      } catch (cause) {
        throw new RampartError("ERR_BAD_INPUT", `${file}:${lineNo}: not valid JSON`, { cause });
      }
    }
  } catch (e) {
    if (e instanceof RampartError) throw e;
    throw new RampartError("ERR_IO", `cannot read ${file}: ${(e as Error).message}`, { cause: e });
  }
  return rows;
}
