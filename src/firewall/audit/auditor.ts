/**
 * The audit choke point: every event is logged through pino (stderr or a file — never
 * stdout, which may carry a protocol stream) and queued for the store. Writes leave the
 * dispatch path: the queue is flushed in batches a few milliseconds later.
 *
 * Fail closed: if a batch cannot be stored, or the queue overflows because the store is
 * too slow, the auditor turns unhealthy and the firewall denies further dispatches with
 * `ERR_STORE_UNAVAILABLE` until a flush succeeds — no side effect runs unaudited.
 * A batch the store refuses is retried event by event at once, so one event the store
 * refuses for its content (not an outage) is stored in a safe form and counted
 * (`rejected`) instead of holding the head of the queue for ever.
 */
import { closeSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import pino, { type Logger } from "pino";
import { RampartError, badArgument, isOptionsObject } from "../../core/index.js";
import { safeAuditEvent, type AuditEvent, type AuditSink } from "./event.js";

/** The health of a logger `auditLogger` made: set by its destination's 'error' event. */
interface LogState {
  failed: boolean;
  errors: number;
}

/**
 * Builds the audit logger.
 *
 * A file is opened (and its folder made) at once, so an unusable path is a configuration
 * error here rather than an unhandled 'error' event later. A write error after that (disk
 * full, file system gone) is caught: the destination is destroyed (so nothing waits on it
 * at exit) and the auditor using this logger turns unhealthy for good — the firewall then
 * denies every dispatch with `ERR_STORE_UNAVAILABLE` (no side effect runs unlogged).
 *
 * @param target `stderr`, `off`, or a file path.
 * @throws RampartError `ERR_CONFIG` for stdout (reserved for protocol output), or a file
 *   that cannot be opened for appending (the message names the path and the system code).
 */
export function auditLogger(target: string): Logger | null {
  if (target === "off") return null;
  if (target === "stdout" || target === "1" || target === "/dev/stdout" || target === "-") {
    throw new RampartError("ERR_CONFIG", "firewall.audit.log: stdout is reserved for protocol output; use stderr or a file");
  }
  if (target !== "stderr") {
    try {
      mkdirSync(dirname(target), { recursive: true });
      closeSync(openSync(target, "a"));
    } catch (cause) {
      const code = (cause as NodeJS.ErrnoException).code ?? "unknown";
      throw new RampartError("ERR_CONFIG", `firewall.audit.log: cannot open ${target} for appending (${code})`, { cause, details: { code } });
    }
  }
  // A file is written asynchronously and ended on `close` (its 'close' event comes after
  // the last line is on disk: sonic-boom's `flush(cb)` on an unbuffered stream calls back at
  // once, even with a write in flight, so it cannot be trusted to drain). stderr, which must
  // not be ended, is written synchronously.
  const dest = target === "stderr" ? pino.destination({ dest: 2, sync: true }) : pino.destination({ dest: target, sync: false });
  const state: LogState = { failed: false, errors: 0 };
  dest.on("error", () => {
    state.errors += 1;
    if (state.failed) return;
    state.failed = true;
    // A destroyed destination is skipped by pino's exit-time flush, which would otherwise
    // retry the failed write for ever (sonic-boom's flushSync loops on a non-EAGAIN error).
    try {
      dest.destroy();
    } catch {
      // already closing
    }
  });
  const logger = pino({ base: null, timestamp: pino.stdTimeFunctions.isoTime, name: "rampart.firewall" }, dest);
  LOG_STATES.set(logger, state);
  if (target !== "stderr") OWNED_FILES.set(logger, dest);
  return logger;
}

/** File destinations `auditLogger` opened, ended by the auditor's `close`. */
const OWNED_FILES = new WeakMap<Logger, ReturnType<typeof pino.destination>>();
/** The health of every logger `auditLogger` made. */
const LOG_STATES = new WeakMap<Logger, LogState>();

/** Waits until every line `logger` was given is written (ends a file `auditLogger` opened). */
async function drainLogger(logger: Logger): Promise<void> {
  if (LOG_STATES.get(logger)?.failed) return;
  const file = OWNED_FILES.get(logger);
  if (!file) {
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    return;
  }
  OWNED_FILES.delete(logger);
  await new Promise<void>((resolve) => {
    file.once("close", () => resolve());
    file.once("error", () => resolve());
    file.end();
  });
}

/** Options of `createAuditor`. */
export interface AuditorOptions {
  sink: AuditSink;
  logger?: Logger | null;
  /** Delay before a queued batch is written, in ms (default 25). */
  flushDelayMs?: number;
  /** Events per store write (default 500). */
  maxBatch?: number;
  /** Queue length at which the auditor turns unhealthy (default 10 000). */
  maxQueue?: number;
}

/** Records audit events. */
export interface Auditor {
  /** Logs and queues one event (synchronous, cheap). */
  record(event: AuditEvent): void;
  /** False after a failed store write, a queue overflow, or a failed audit log write (for good). */
  readonly healthy: boolean;
  /** Write errors of the audit log (the logger's destination, or a logger call that threw). */
  readonly logErrors: number;
  /**
   * Events the store refused for their content and that were stored in their safe form
   * instead (`safeAuditEvent`: text made printable ASCII, detail `audit:unstorable …`).
   */
  readonly rejected: number;
  /** Writes everything queued. Rejects with `ERR_STORE_UNAVAILABLE` when the store fails. */
  flush(): Promise<void>;
  /** Flushes, then closes the sink and the logger. */
  close(): Promise<void>;
}

/**
 * Creates an auditor over a sink.
 *
 * @throws RampartError `ERR_BAD_INPUT` when `opts` is not an object or `opts.sink` is not a sink.
 */
export function createAuditor(opts: AuditorOptions): Auditor {
  if (!isOptionsObject(opts)) throw badArgument("createAuditor", "opts", "an options object ({ sink, logger })", opts);
  if (!isOptionsObject(opts.sink) || typeof (opts.sink as { write?: unknown }).write !== "function") {
    throw badArgument("createAuditor", "opts.sink", "an audit sink (sqliteAuditSink(path) or postgresAuditSink(...))", opts.sink);
  }
  const { sink, logger = null } = opts;
  const delay = opts.flushDelayMs ?? 25;
  const maxBatch = opts.maxBatch ?? 500;
  const maxQueue = opts.maxQueue ?? 10_000;
  let queue: AuditEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  let failed = false;

  let rejected = 0;
  const logState: LogState = (logger && LOG_STATES.get(logger)) || { failed: false, errors: 0 };
  /** Logs through `logger` unless it has failed; a logger that throws counts as failed. */
  const log = (fn: (l: Logger) => void) => {
    if (logger === null || logState.failed) return;
    try {
      fn(logger);
    } catch {
      logState.errors += 1;
      logState.failed = true;
    }
  };

  /**
   * Writes a batch the store refused as a whole, one event at a time. An event the store
   * refuses alone is written in its safe form (`safeAuditEvent`); if the store takes that,
   * the refusal was about the event's content (a hostile id, a value of the wrong type):
   * the event is recorded in the safe form, counted in `rejected`, and the queue moves on.
   * If the safe form fails too, the store itself is failing: the error is thrown, and what
   * was not written stays queued (nothing is dropped for an outage).
   */
  const writeOneByOne = async (batch: readonly AuditEvent[]): Promise<void> => {
    for (let i = 0; i < batch.length; i++) {
      const e = batch[i] as AuditEvent;
      try {
        await sink.write([e]);
        continue;
      } catch {
        // refused alone: content or outage — the safe form tells which
      }
      try {
        await sink.write([safeAuditEvent(e)]);
      } catch (cause) {
        queue = queue.slice(i);
        throw cause;
      }
      rejected += 1;
      log((l) => l.error({ rejected }, "audit store refused an event's content; stored its safe form (detail audit:unstorable)"));
    }
  };

  const drain = async (): Promise<void> => {
    timer = undefined;
    while (queue.length) {
      const batch = queue.slice(0, maxBatch);
      try {
        try {
          await sink.write(batch);
        } catch {
          await writeOneByOne(batch);
        }
        queue = queue.slice(batch.length);
        failed = false;
      } catch (cause) {
        failed = true;
        log((l) => l.error({ err: { message: (cause as Error).message } }, "audit store write failed"));
        throw new RampartError("ERR_STORE_UNAVAILABLE", `audit store write failed: ${(cause as Error).message}`, { cause });
      }
    }
  };
  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    inFlight = inFlight.catch(() => undefined).then(drain);
    return inFlight;
  };

  return {
    record(event) {
      if (logger !== null && !logState.failed) {
        try {
          logger.info(event, `firewall.${event.kind}`);
        } catch {
          logState.errors += 1;
          logState.failed = true;
        }
      }
      queue.push(event);
      if (timer === undefined) {
        timer = setTimeout(() => void flush().catch(() => undefined), delay);
        timer.unref();
      }
    },
    get healthy() {
      return !failed && !logState.failed && queue.length < maxQueue;
    },
    get logErrors() {
      return logState.errors;
    },
    get rejected() {
      return rejected;
    },
    flush,
    async close() {
      try {
        await flush();
      } finally {
        await sink.close();
        if (logger) await drainLogger(logger);
      }
    },
  };
}
