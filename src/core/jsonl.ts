/**
 * Streaming JSONL batch processing with the contract's error handling: one output row per
 * input line, a malformed line becomes an error row naming its line number, the run goes
 * on, and the caller turns the tallies into an exit code. Memory stays constant: lines are
 * read and written one at a time, and the writer's back-pressure is honoured.
 */
import { createReadStream, statSync, type Stats } from "node:fs";
import { openAtomicOutput, type AtomicOutput } from "./atomic-write.js";
import { dirname, resolve } from "node:path";
import type { Readable, Writable } from "node:stream";
import { RampartError, toRampartError } from "./errors.js";
import { readLines } from "./lines.js";
import { missingFolderMessage, requireRegularFile, specialFileKind, refuseOutputOverInput, refuseOutputOverStdin, type FlaggedPath } from "./paths.js";

/**
 * The longest input line a batch reads, in bytes (64 MiB). A longer line becomes an error row
 * and the run goes on; without a limit a line past the engine's string limit (~512 MiB)
 * ended the whole run.
 */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

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
  /** The flag that named `input`, for messages (default `input`; the CLI passes `--jsonl`). */
  inputFlag?: string;
  /** The flag that named `output`, for messages (default `output`; the CLI passes `--out`). */
  outputFlag?: string;
  /** Other files the run reads (the CLI passes `--config`): the output may not name them either. */
  alsoReads?: readonly FlaggedPath[];
  /**
   * Handles one parsed row; throw `RampartError("ERR_BAD_INPUT", …)` for a bad shape.
   * `source` is the line's JSON text (for `rowId`, which quotes a refused number as written).
   */
  process: (row: JsonObject, line: number, source: string) => BatchResult | Promise<BatchResult>;
  /** Called with bytes read so far and the total (when known), for progress display. */
  onProgress?: (bytesRead: number, totalBytes: number | undefined) => void;
  /** The longest line read, in bytes (default `MAX_LINE_BYTES`); a longer one is an error row. */
  maxLineBytes?: number;
}

/**
 * Error row written for a line that could not be processed: `{ id?, line, error: { code,
 * message } }`. The input's `id` is echoed only when it is a valid row id (`rowId`'s
 * contract: a string, or an integer written the way JSON writes it back), so a consumer
 * joining rows by id never meets a `null`, an object, or a `0` that the input wrote as `-0`;
 * the line number always identifies the row.
 *
 * @param source the line's JSON text, when known (to tell `-0` or `1.0` from `0` and `1`).
 */
export function errorRow(line: number, err: RampartError, id?: unknown, source?: string): JsonObject {
  return { ...(isRowId(id, source) ? { id } : {}), line, error: { code: err.code, message: err.message } };
}

/** A row id the batch commands echo: a string, or a safe integer written back exactly as its source. */
function isRowId(id: unknown, source?: string): id is string | number {
  if (typeof id === "string") return true;
  if (!Number.isSafeInteger(id)) return false;
  const raw = source === undefined ? undefined : topLevelNumberSource(source, "id");
  return raw === undefined || raw === String(id);
}

/**
 * The index after the closing quote of the JSON string whose body starts at `from` (just
 * after its opening quote), or -1 when it is not closed. A plain loop, linear and without
 * recursion: a regex over a multi-MB string body overflowed V8's regex stack (issue 20:
 * a one-row 22 MB JSONL file failed `ERR_IO … Maximum call stack size exceeded`).
 */
function stringEnd(json: string, from: number): number {
  for (let i = from; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x22) return i + 1;
  }
  return -1;
}
/** A JSON number token (linear: each part is a single character class). */
const NUMBER_TOKEN = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * The source text of the number a top-level `key` of the JSON object `json` holds (the last
 * one, as `JSON.parse` keeps the last duplicate), or `undefined` when that key's value is not
 * a number or `json` is not an object. One linear pass; strings are skipped by a loop to
 * their closing quote, nested values by depth.
 *
 * @example topLevelNumberSource('{"id":12345678901234567891,"text":"x"}', "id") // "12345678901234567891"
 */
export function topLevelNumberSource(json: string, key: string): string | undefined {
  let depth = 0;
  let expectKey = false;
  let found: string | undefined;
  let i = 0;
  while (i < json.length) {
    const c = json[i];
    if (c === '"') {
      const start = i;
      const end = stringEnd(json, i + 1);
      if (end < 0) return found;
      i = end;
      if (depth !== 1 || !expectKey) continue;
      expectKey = false;
      let name: unknown;
      try {
        name = JSON.parse(json.slice(start, i));
      } catch {
        return found;
      }
      while (i < json.length && /\s/.test(json[i] as string)) i++;
      if (json[i] !== ":") continue;
      i++;
      while (i < json.length && /\s/.test(json[i] as string)) i++;
      if (name !== key) continue;
      NUMBER_TOKEN.lastIndex = i;
      const m = NUMBER_TOKEN.exec(json);
      found = m ? m[0] : undefined;
      continue;
    }
    if (c === "{" || c === "[") {
      depth++;
      if (depth === 1) expectKey = c === "{";
    } else if (c === "}" || c === "]") depth--;
    else if (c === "," && depth === 1) expectKey = true;
    i++;
  }
  return found;
}

/** How a message names the JSON type of a value (`a boolean`, `null`, `an array`). */
function jsonTypeName(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "object") return "an object";
  return `a ${typeof v}`;
}

/**
 * The row id contract of the batch commands (`scan`, `gate`): every input row carries an `id`
 * that is a string or an integer within ±2^53 (`Number.isSafeInteger`: JSON carries it without
 * losing digits), echoed unchanged in its output row so a consumer can join the rows back. A
 * numeric id must be written the way JSON writes it back (`7`, not `7.0`, `7e0` or `-0`):
 * `-0` is refused rather than echoed as `0`. A missing, `null` or other-typed id is a
 * malformed row, like a missing `text`: the caller's processor throws and the row becomes an
 * error row naming its line.
 *
 * @param source the line's JSON text: when given, a refused number is quoted back as written
 *   (`12345678901234567891`, not the rounded `12345678901234567000`) and non-canonical forms
 *   are refused.
 * @returns the id, unchanged.
 * @throws RampartError `ERR_BAD_INPUT` naming the line and what the id was instead.
 */
export function rowId(row: JsonObject, line: number, source?: string): string | number {
  const id = row.id;
  if (isRowId(id, source)) return id;
  if (typeof id === "number") {
    const raw = (source === undefined ? undefined : topLevelNumberSource(source, "id")) ?? String(id);
    if (Number.isSafeInteger(id)) {
      // -0 and 7.0 parse to 0 and 7: echoed, they would not match the input's own id.
      throw new RampartError("ERR_BAD_INPUT", `line ${line}: a numeric "id" must be written as JSON writes it back (${raw} would come back as ${String(id)}); write ${String(id)} or quote the id as a string`);
    }
    // 12345678901234567891 parses as …7000 and 1.5 invites the same rounding: two rows could
    // come back under one id, so a consumer would join them wrongly.
    throw new RampartError("ERR_BAD_INPUT", `line ${line}: a numeric "id" must be an integer within ±2^53 (${raw} is not); quote longer or fractional ids as strings`);
  }
  if (id === undefined) throw new RampartError("ERR_BAD_INPUT", `line ${line}: expected a string or number field "id"`);
  throw new RampartError("ERR_BAD_INPUT", `line ${line}: "id" is ${jsonTypeName(id)} (${JSON.stringify(id)?.slice(0, 40)}); expected a string or an integer`);
}

/** What a JSONL input is, for the error of a line that is not one JSON object. */
const JSONL_HINT = "JSONL means one JSON object per line, e.g. {\"id\": \"a\", \"text\": \"...\"}; a JSON array file is not JSONL";

/**
 * Refuses an output path whose folder is missing or which is itself a folder, before any
 * input is read (a scan must not run to the end and then fail to write its first row).
 *
 * @throws RampartError `ERR_BAD_INPUT` naming the flag, the path and the folder.
 */
function checkOutputFolder(flag: string, output: string): void {
  const abs = resolve(output);
  const folder = dirname(abs);
  const isDir = (p: string): boolean | undefined => {
    try {
      return statSync(p).isDirectory();
    } catch {
      return undefined;
    }
  };
  if (isDir(abs)) throw new RampartError("ERR_BAD_INPUT", `${flag} ${output} is a folder; give a file path`, { details: { path: output } });
  const parent = isDir(folder);
  if (parent === undefined) throw new RampartError("ERR_BAD_INPUT", `${flag} ${output}: ${missingFolderMessage(folder)}`, { details: { path: output } });
  if (!parent) throw new RampartError("ERR_BAD_INPUT", `${flag} ${output}: ${folder} is not a folder`, { details: { path: output } });
}

/** Waits until `out` can take more data, or fails when it errored or closed instead. */
function drained(out: Writable): Promise<void> {
  return new Promise((resolveDrain) => {
    const done = (): void => {
      out.off("drain", done).off("error", done).off("close", done);
      resolveDrain();
    };
    out.on("drain", done).on("error", done).on("close", done);
  });
}

/**
 * Runs a JSONL batch. An output naming the input file is refused (`refuseOutputOverInput`)
 * before anything is read. A file output is written atomically: the rows go to a temporary
 * file beside it, renamed over it when the batch is complete; on any failure no partial
 * output is left and an existing file keeps its content. When the output fails — a full disk, or a
 * reader that went away (`EPIPE`, `rampart scan --jsonl x | head`) — reading stops at once and
 * the failure is thrown (the CLI exits quietly on a closed stdout).
 *
 * @returns tallies; the caller maps them to an exit code (`errors > 0` ⇒ 2, `flagged > 0` ⇒ 1).
 * @throws RampartError `ERR_BAD_INPUT` when the output names the input, is a folder or lies in a
 *   missing folder (checked before reading); `ERR_IO` naming the
 *   path when the input cannot be read (missing, a directory) or the output cannot be written
 *   (`cause` is the system error, e.g. `EPIPE`).
 */
export async function runJsonlBatch(opts: BatchOptions): Promise<BatchTally> {
  const { input, output } = opts;
  const inputFlag = opts.inputFlag ?? "input";
  const outputFlag = opts.outputFlag ?? "output";
  const inName = !input || input === "-" ? "stdin" : input;
  const outName = !output || output === "-" ? "stdout" : output;
  let total: number | undefined;
  if (input && input !== "-") {
    let st: Stats;
    try {
      st = statSync(input);
    } catch (cause) {
      throw new RampartError("ERR_IO", `cannot read input ${input}: ${(cause as Error).message}`, { cause, details: { path: input } });
    }
    if (st.isDirectory()) throw new RampartError("ERR_IO", `cannot read input ${input}: EISDIR: is a directory, expected a JSONL file`, { details: { path: input } });
    // A FIFO with no writer would block the open forever, a device never end: checked before opening.
    if (!st.isFile()) throw new RampartError("ERR_IO", `cannot read input ${input}: it is ${specialFileKind(st)}, expected a JSONL file (use ${inputFlag} - to read a pipe on stdin)`, { details: { path: input } });
    total = st.size;
  }
  if (output && output !== "-") checkOutputFolder(outputFlag, output);
  if (output && (!input || input === "-")) refuseOutputOverStdin({ flag: outputFlag, path: output }, `${inputFlag} -`);
  if (output) refuseOutputOverInput([{ flag: outputFlag, path: output }], [...(input ? [{ flag: inputFlag, path: input }] : []), ...(opts.alsoReads ?? [])]);
  const inStream: Readable = input && input !== "-" ? createReadStream(input) : process.stdin;
  // A file output is written atomically (`openAtomicOutput`): rows stream into a temporary
  // file beside it, renamed over the target only when the whole batch is written; any failure
  // leaves no partial output and an existing file as it was.
  const atomic: AtomicOutput | null = output && output !== "-" ? openAtomicOutput(output) : null;
  const outStream: Writable = atomic === null ? process.stdout : atomic.stream;
  let writeError: Error | undefined;
  const onWriteError = (e: Error): void => {
    writeError ??= e;
  };
  outStream.on("error", onWriteError);
  let inError: Error | undefined;
  const onReadError = (e: Error): void => {
    inError ??= e;
  };
  inStream.on("error", onReadError);
  const outputFailed = (e: Error): RampartError =>
    new RampartError("ERR_IO", `cannot write output ${outName}: ${e.message}`, { cause: e, details: { path: outName } });
  const inputFailed = (e: Error): RampartError =>
    new RampartError("ERR_IO", `cannot read input ${inName}: ${e.message}`, { cause: e, details: { path: inName } });

  const tally: BatchTally = { lines: 0, ok: 0, errors: 0, flagged: 0 };
  const writeLine = async (json: string): Promise<void> => {
    if (writeError) throw outputFailed(writeError);
    if (!outStream.write(json + "\n")) await drained(outStream);
    if (writeError) throw outputFailed(writeError);
    if (outStream.destroyed) throw outputFailed(new Error("the output stream was closed"));
  };
  const write = (obj: JsonObject): Promise<void> => writeLine(JSON.stringify(obj));

  let lineNo = 0;
  let bytes = 0;
  const maxLineBytes = opts.maxLineBytes ?? MAX_LINE_BYTES;
  const lines = readLines(inStream, maxLineBytes);
  try {
    try {
      for await (const input of lines) {
        lineNo += 1;
        bytes += input.bytes + 1;
        opts.onProgress?.(bytes, total);
        if (input.kind !== "text") {
          tally.lines += 1;
          tally.errors += 1;
          const why =
            input.kind === "too-long"
              ? `the line is ${input.bytes} bytes, over the ${maxLineBytes}-byte limit; split the text into smaller rows`
              : `not valid UTF-8 (first bad byte at offset ${input.offset} of the line); re-encode the file as UTF-8`;
          await write(errorRow(lineNo, new RampartError("ERR_BAD_INPUT", `line ${lineNo}: ${why}`)));
          continue;
        }
        const raw = input.text;
        // A UTF-8 byte-order mark (Windows exports) is not part of a row: skipped at the start
        // of the first line and of any later one (files joined with `cat` keep each one's mark).
        const line = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
        if (line.trim() === "") continue;
        tally.lines += 1;
        let parsed: unknown;
        try {
          parsed = JSON.parse(line);
        } catch {
          tally.errors += 1;
          // A pretty-printed JSON array file opens with a bare `[`: say what JSONL is.
          const hint = line.trimStart().startsWith("[") ? ` (${JSONL_HINT})` : "";
          await write(errorRow(lineNo, new RampartError("ERR_BAD_INPUT", `line ${lineNo}: not valid JSON${hint}`)));
          continue;
        }
        if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
          tally.errors += 1;
          const got = Array.isArray(parsed) ? "an array" : parsed === null ? "null" : `a ${typeof parsed}`;
          await write(errorRow(lineNo, new RampartError("ERR_BAD_INPUT", `line ${lineNo}: expected a JSON object, got ${got} (${JSONL_HINT})`)));
          continue;
        }
        const row = parsed as JsonObject;
        let res: BatchResult;
        try {
          res = await opts.process(row, lineNo, line);
        } catch (e) {
          const err = toRampartError(e);
          if (err.code === "ERR_IO") throw err;
          tally.errors += 1;
          const msg = err.message.startsWith(`line ${lineNo}`) ? err.message : `line ${lineNo}: ${err.message}`;
          await write(errorRow(lineNo, new RampartError(err.code, msg), row.id, line));
          continue;
        }
        let json: string;
        try {
          json = JSON.stringify(res.row);
        } catch (e) {
          // A result past the engine's string limit (a 10 MB line with millions of findings)
          // is that line's error row; the run goes on (breaker F5: it ended the whole run as
          // "cannot read input").
          if (!(e instanceof RangeError)) throw e;
          tally.errors += 1;
          await write(errorRow(lineNo, new RampartError("ERR_BAD_INPUT", `line ${lineNo}: the result row is too large to write (${e.message}); split the text into smaller rows`), row.id, line));
          continue;
        }
        tally.ok += 1;
        if (res.flagged) tally.flagged += 1;
        await writeLine(json);
      }
    } catch (e) {
      if (e instanceof RampartError) throw e;
      throw inputFailed(e as Error); // a read error surfaces from the line iterator
    }
    if (inError) throw inputFailed(inError);
    if (writeError) throw outputFailed(writeError);
    if (atomic !== null) {
      try {
        await atomic.commit();
      } catch (e) {
        throw outputFailed((e as RampartError).cause instanceof Error ? ((e as RampartError).cause as Error) : (e as Error));
      }
    }
    if (writeError) throw outputFailed(writeError);
    return tally;
  } finally {
    // Stop reading at once on any failure (a closed stdout must not cost the rest of the input).
    await lines.return(undefined);
    inStream.off("error", onReadError);
    outStream.off("error", onWriteError);
    if (inStream !== process.stdin) inStream.destroy();
    // Not committed (a failure above): nothing of this run reaches the output file.
    await atomic?.abort();
  }
}

/** The contract's exit code for a batch: errors ⇒ 2, else flagged ⇒ 1, else 0. */
export function batchExitCode(t: BatchTally): 0 | 1 | 2 {
  if (t.errors > 0) return 2;
  return t.flagged > 0 ? 1 : 0;
}

/**
 * Reads a JSONL file fully into memory (for data sets of modest size).
 *
 * @throws RampartError `ERR_BAD_INPUT` naming file and line on malformed JSON; `ERR_IO` when
 *   unreadable or not a regular file (a FIFO, a device, a folder).
 */
export async function readJsonl<T = JsonObject>(file: string): Promise<T[]> {
  requireRegularFile(file, "JSONL file"); // a FIFO would block the open forever
  const rows: T[] = [];
  let lineNo = 0;
  // node:readline loaded on first use: importing the boundary or the gate does not load it (issue 22, cold start).
  const rl = process.getBuiltinModule("node:readline").createInterface({ input: createReadStream(file), crlfDelay: Infinity });
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

/**
 * The stderr line a batch command prints when its input held no rows (an empty file, a
 * failed upstream export): the run still exits 0 — nothing was malformed and nothing was
 * flagged (DESIGN.md exit codes) — but a gate that saw no data says so.
 *
 * @param command the command name (`scan`, `gate`); `input` the path as given (`-` = stdin).
 * @returns the warning line with its newline, or `undefined` when there were rows.
 */
export function emptyBatchWarning(command: string, tally: BatchTally, input: string | undefined): string | undefined {
  if (tally.lines > 0) return undefined;
  return `${command}: warning: ${!input || input === "-" ? "stdin" : input} holds no rows; nothing was checked (exit 0)\n`;
}
