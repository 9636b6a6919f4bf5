/**
 * A byte-level line reader for batch input, used where `node:readline` falls short on
 * attacker-sized input: readline builds each line as one string, so a line past V8's string
 * limit (~512 MiB) throws from inside the iterator and ends the whole run. Here a line longer
 * than `maxBytes` is skipped to its end and reported as one oversized line, the run goes on,
 * and memory stays bounded by `maxBytes`. Each line is decoded strictly: bytes that are not
 * UTF-8 are reported, never replaced by U+FFFD (a replacement character inside a keyword
 * would change what the scanners see without anyone knowing).
 *
 * Line breaks are `\n`, `\r\n` and a lone `\r`, as readline reads them.
 */
import type { Readable } from "node:stream";
import { decodeUtf8Strict } from "./utf8.js";

/** One input line: its text, or why it has none. */
export type InputLine =
  | { kind: "text"; text: string; bytes: number }
  | { kind: "too-long"; bytes: number }
  | { kind: "not-utf8"; bytes: number; offset: number };

const LF = 0x0a;
const CR = 0x0d;
function decoded(parts: Buffer[], bytes: number): InputLine {
  const buf = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts, bytes);
  const res = decodeUtf8Strict(buf);
  return res.text !== undefined ? { kind: "text", text: res.text, bytes } : { kind: "not-utf8", bytes, offset: res.badOffset };
}

/**
 * The lines of a byte stream, in order.
 *
 * @param maxBytes the longest line kept, in bytes (without its line break); a longer one is
 *   yielded as `too-long` with its full length, having been read and dropped chunk by chunk.
 * @throws whatever the stream emits as an error (the caller names the input).
 */
export async function* readLines(stream: Readable, maxBytes: number): AsyncGenerator<InputLine> {
  let parts: Buffer[] = [];
  let bytes = 0;
  let overflow = false;
  let afterCR = false;
  const finish = (): InputLine => {
    const line: InputLine = overflow ? { kind: "too-long", bytes } : decoded(parts, bytes);
    parts = [];
    bytes = 0;
    overflow = false;
    return line;
  };
  const take = (chunk: Buffer, from: number, to: number) => {
    if (to <= from) return;
    bytes += to - from;
    if (overflow) return;
    if (bytes > maxBytes) {
      overflow = true;
      parts = [];
      return;
    }
    parts.push(chunk.subarray(from, to));
  };
  for await (const data of stream) {
    const chunk = typeof data === "string" ? Buffer.from(data, "utf8") : (data as Buffer);
    let at = 0;
    // A "\r\n" split across two chunks is one break.
    if (afterCR && chunk.length > 0 && chunk[0] === LF) at = 1;
    afterCR = false;
    for (let i = at; i < chunk.length; i++) {
      const b = chunk[i];
      if (b !== LF && b !== CR) continue;
      take(chunk, at, i);
      yield finish();
      if (b === CR) {
        if (i + 1 < chunk.length) {
          if (chunk[i + 1] === LF) i += 1;
        } else afterCR = true;
      }
      at = i + 1;
    }
    // Keep a copy of the tail: the stream may reuse its buffer.
    if (at < chunk.length) {
      const before = parts.length;
      take(chunk, at, chunk.length);
      if (parts.length > before) parts[parts.length - 1] = Buffer.from(parts[parts.length - 1] as Buffer);
    }
  }
  if (bytes > 0 || overflow || parts.length > 0) yield finish();
}
