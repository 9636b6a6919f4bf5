/**
 * Reading a command's text input (a file argument or stdin) with a size cap applied while
 * reading, not after: `rampart neutralize /dev/zero` (or `yes | rampart neutralize`, or a
 * multi-gigabyte log) used to read until the engine's string limit before any check ran. The
 * reader decodes UTF-8 as it goes, counts the UTF-16 code units decoded so far (the unit of
 * `boundary.maxInputChars` and of every offset), and stops at the first chunk that passes the
 * cap, so memory stays bounded by the cap whatever the source.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { RampartError } from "../core/index.js";
import { firstInvalidUtf8, notUtf8Message } from "../core/utf8.js";

/** What is read and the cap that applies to it, for the reader and its messages. */
export interface BoundedInput {
  /** The file path, or `-` / undefined for stdin. */
  readonly file: string | undefined;
  /** The largest text accepted, in UTF-16 code units. */
  readonly limit: number;
  /** The configuration key that sets `limit` (named in the error), e.g. `boundary.maxInputChars`. */
  readonly key: string;
  /** The command, for messages ("neutralize"). */
  readonly command: string;
  /** The stream read for stdin (default `process.stdin`; tests pass their own). */
  readonly stdin?: Readable;
}

/**
 * Reads `input.file` (or stdin for `-` / none) as UTF-8 text of at most `input.limit` UTF-16
 * code units.
 *
 * @returns the decoded text.
 * @throws RampartError `ERR_BAD_INPUT` (exit 2) when the text passes the limit — the message
 *   names the input, the limit, its unit and its key, and says reading stopped there; `details`
 *   `{ path, limit, key, readBytes }`. `ERR_BAD_INPUT` when the path is a folder, or when the
 *   bytes are not valid UTF-8 ("not valid UTF-8", like `rampart scan`: a U+FFFD-mangled text
 *   would be neutralised and handed back as if it were the input); `ERR_IO`
 *   when the file cannot be opened or read.
 */
export async function readBoundedText(input: BoundedInput): Promise<string> {
  const { file, limit, key, command } = input;
  const fromFile = file !== undefined && file !== "-";
  const name = fromFile ? file : "stdin";
  let stream: Readable;
  if (fromFile) {
    // A folder is the user's mistake, not an I/O fault: say so by name (not a raw EISDIR).
    const st = await stat(file).catch(() => undefined);
    if (st?.isDirectory()) throw new RampartError("ERR_BAD_INPUT", `${file} is a folder; ${command} reads one file (or - for stdin)`, { details: { path: file } });
    stream = createReadStream(file);
  } else {
    stream = input.stdin ?? process.stdin;
  }
  // Fatal: a byte sequence that is not UTF-8 is refused, never silently replaced by U+FFFD.
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  // The last bytes before the current chunk: a sequence the decoder holds pending started there.
  let carry: Uint8Array = new Uint8Array(0);
  // The byte offset of the first bad sequence, found in the pending bytes plus the chunk that failed.
  const notUtf8 = (cause: unknown, bytes: Uint8Array) => {
    const window = Buffer.concat([carry, bytes]);
    const badOffset = readBytes - window.length + firstInvalidUtf8(window);
    return new RampartError("ERR_BAD_INPUT", notUtf8Message(name, badOffset), { cause, details: { path: name, readBytes, badOffset } });
  };
  const parts: string[] = [];
  let units = 0;
  let readBytes = 0;
  try {
    for await (const chunk of stream) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : (chunk as Buffer);
      readBytes += bytes.length;
      let text: string;
      try {
        text = decoder.decode(bytes, { stream: true });
      } catch (e) {
        throw notUtf8(e, bytes);
      }
      carry = Buffer.concat([carry, bytes]).subarray(-3);
      units += text.length;
      if (units > limit) {
        throw new RampartError(
          "ERR_BAD_INPUT",
          `${name} is over the limit of ${limit} UTF-16 code units (${key}); ${command} stopped reading it after ${readBytes} bytes and refuses it (set ${key} in the config to raise the limit)`,
          { details: { path: name, limit, key, readBytes } },
        );
      }
      parts.push(text);
    }
  } catch (cause) {
    if (cause instanceof RampartError) throw cause;
    throw new RampartError("ERR_IO", `cannot read ${name}: ${(cause as Error).message}`, { cause, details: { path: name } });
  } finally {
    // Stop the source: a file stream is closed; stdin is left to the process (it may be a TTY).
    if (fromFile) stream.destroy();
    else stream.pause();
  }
  let tail: string;
  try {
    tail = decoder.decode();
  } catch (e) {
    throw notUtf8(e, new Uint8Array(0)); // a sequence cut off by the end of the input
  }
  if (units + tail.length > limit) {
    throw new RampartError("ERR_BAD_INPUT", `${name} is over the limit of ${limit} UTF-16 code units (${key}); ${command} refuses it`, { details: { path: name, limit, key, readBytes } });
  }
  parts.push(tail);
  return parts.join("");
}
