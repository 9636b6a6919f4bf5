/**
 * The one way Rampart writes a file a reader may be waiting for — reports (`--json`,
 * `--html`, `--junit`, `--out`), baselines, caches, the MCP tool pins: atomically. The
 * content goes to a temporary file in the SAME folder (same file system, so `rename(2)` is
 * atomic on POSIX), is flushed to disk, then renamed over the target. A failure at any step
 * removes the temporary file and leaves an existing target untouched: a reader sees the old
 * file or the new one, never half of one.
 *
 * `writeFileAtomic` writes a string; `openAtomicOutput` streams (a JSONL batch of any size
 * in bounded memory) and renames on `commit`.
 */
import { closeSync, createWriteStream, fsyncSync, mkdirSync, openSync, renameSync, statSync, unlinkSync, writeSync, type WriteStream } from "node:fs";
import { randomBytes } from "node:crypto";
import { basename, dirname, join } from "node:path";
import { RampartError } from "./errors.js";

/** The temporary name used for `file`: hidden, unique per process and call, ends in `.tmp`. */
export function tempPathFor(file: string): string {
  return join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // never created, or already renamed
  }
}

function ioError(file: string, cause: unknown): RampartError {
  return new RampartError("ERR_IO", `cannot write ${file}: ${(cause as Error)?.message ?? String(cause)}`, { cause, details: { path: file } });
}

/** Options of `writeFileAtomic`. */
export interface AtomicWriteOptions {
  /**
   * Create the target's missing folders first (default true: baselines and caches). Reports
   * pass `false`: their folders were checked before the run (`checkOutputPaths`), and a
   * folder that vanished since is an error, not something to recreate.
   */
  createFolder?: boolean;
}

/**
 * Writes `content` (UTF-8) to `file` atomically: an exclusive temporary file beside it (never
 * following a planted symlink), flushed, renamed over `file`.
 *
 * @throws RampartError `ERR_IO` naming the file when it cannot be written (a missing folder
 *   with `createFolder: false`, a read-only folder, a full disk, a folder at the target's
 *   path); the temporary file is removed and the previous content of `file`, if any, is kept.
 * @example writeFileAtomic("baselines/retrieval.json", JSON.stringify(figures))
 */
export function writeFileAtomic(file: string, content: string, opts: AtomicWriteOptions = {}): void {
  const tmp = tempPathFor(file);
  let fd: number | undefined;
  try {
    if (opts.createFolder !== false) mkdirSync(dirname(file), { recursive: true });
    fd = openSync(tmp, "wx", 0o644);
    writeSync(fd, content, null, "utf8");
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(tmp, file);
  } catch (cause) {
    if (fd !== undefined) {
      try {
        closeSync(fd);
      } catch {
        // already failing; the unlink below is what matters
      }
    }
    removeQuietly(tmp);
    throw ioError(file, cause);
  }
}

/** A streamed atomic write (`openAtomicOutput`). */
export interface AtomicOutput {
  /** Where to write: the temporary file (or the target itself when it is not a regular file). */
  readonly stream: WriteStream;
  /**
   * Ends the stream (flushed to disk as the file closes) and renames the temporary file over
   * the target.
   *
   * @throws RampartError `ERR_IO` naming the target; the temporary file is then removed.
   */
  commit(): Promise<void>;
  /**
   * Drops the temporary file once its stream has closed; the target is left as it was. Safe
   * to call more than once and after a failed `commit`.
   */
  abort(): Promise<void>;
}

/**
 * Temporary files of streamed writes still open, removed if the process is interrupted
 * (SIGINT / SIGTERM during `scan --out`): without this, Ctrl-C left a hidden
 * `.out.jsonl.<pid>.<rand>.tmp` behind. The handlers are installed only while one is open.
 */
const liveTemps = new Set<string>();
const INTERRUPTS = ["SIGINT", "SIGTERM"] as const;

function onInterrupt(signal: NodeJS.Signals): void {
  for (const tmp of liveTemps) removeQuietly(tmp);
  liveTemps.clear();
  for (const s of INTERRUPTS) process.off(s, onInterrupt);
  // No other handler (a server's own shutdown): die of the signal as before, so the shell
  // still sees 130 / 143. Otherwise that handler decides.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function trackTemp(tmp: string): void {
  if (liveTemps.size === 0) for (const s of INTERRUPTS) process.on(s, onInterrupt);
  liveTemps.add(tmp);
}

function untrackTemp(tmp: string): void {
  if (!liveTemps.delete(tmp) || liveTemps.size > 0) return;
  for (const s of INTERRUPTS) process.off(s, onInterrupt);
}

/** True when `file` exists and is not a regular file (a terminal, a pipe: `--out /dev/stdout`), where no rename can land. */
function isSpecialFile(file: string): boolean {
  try {
    const st = statSync(file);
    return !st.isFile() && !st.isDirectory();
  } catch {
    return false;
  }
}

/** Resolves when the stream has closed its file (at once when it has). */
function closed(stream: WriteStream): Promise<void> {
  return stream.closed ? Promise.resolve() : new Promise<void>((resolve) => stream.once("close", () => resolve()));
}

/**
 * Opens a streamed atomic write of `file`: write to `stream`, then `commit()` (the rename) or
 * `abort()` (nothing of it reaches `file`). The temporary file is created exclusively (never
 * through a planted symlink); an error creating or writing it is the stream's `error` event.
 * An existing target that is not a regular file — a character device or a pipe such as
 * `/dev/stdout` — is written directly: nothing can be renamed over it, and a reader of a pipe
 * reads a stream anyway.
 */
export function openAtomicOutput(file: string): AtomicOutput {
  if (isSpecialFile(file)) {
    const stream = createWriteStream(file);
    // As below: a write error (ENOSPC on `/dev/full`) after the caller stopped listening is
    // read back through `commit`, never an unhandled 'error' event that crashes the process.
    stream.on("error", () => undefined);
    return {
      stream,
      commit: () => endStream(stream, file),
      abort: async () => {
        stream.destroy();
        await closed(stream);
      },
    };
  }
  const tmp = tempPathFor(file);
  // `flush`: the descriptor is fsync'ed before it closes, so the rename never publishes a
  // file whose data is still only in the page cache.
  const stream = createWriteStream(tmp, { flags: "wx", mode: 0o644, flush: true });
  // An open or write error is read through `stream.on("error")` by the caller; this listener
  // only keeps an error after the caller stopped listening from crashing the process.
  stream.on("error", () => undefined);
  trackTemp(tmp);
  let committed = false;
  return {
    stream,
    async commit() {
      try {
        await endStream(stream, file);
        await closed(stream);
        renameSync(tmp, file);
        committed = true;
        untrackTemp(tmp);
      } catch (cause) {
        stream.destroy();
        await closed(stream);
        removeQuietly(tmp);
        untrackTemp(tmp);
        throw cause instanceof RampartError ? cause : ioError(file, cause);
      }
    },
    async abort() {
      if (committed) return;
      stream.destroy();
      // The stream may still be opening the file: removed once it has closed it.
      await closed(stream);
      removeQuietly(tmp);
      untrackTemp(tmp);
    },
  };
}

function endStream(stream: WriteStream, file: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (stream.errored) return reject(ioError(file, stream.errored));
    stream.end((e?: Error | null) => (e ? reject(ioError(file, e)) : resolve()));
  });
}
