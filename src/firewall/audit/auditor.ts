/**
 * The audit choke point: every event is logged through pino (stderr or a file — never
 * stdout, which may carry a protocol stream) and queued for the store. Writes leave the
 * dispatch path: the queue is flushed in batches a few milliseconds later.
 *
 * Fail closed: if a batch cannot be stored, or the queue overflows because the store is
 * too slow, the auditor turns unhealthy and the firewall denies further dispatches with
 * `ERR_STORE_UNAVAILABLE` until a flush succeeds — no side effect runs unaudited.
 */
import pino, { type Logger } from "pino";
import { RampartError, badArgument, isOptionsObject } from "../../core/index.js";
import type { AuditEvent, AuditSink } from "./event.js";

/**
 * Builds the audit logger.
 *
 * @param target `stderr`, `off`, or a file path.
 * @throws RampartError `ERR_CONFIG` for stdout (reserved for protocol output).
 */
export function auditLogger(target: string): Logger | null {
  if (target === "off") return null;
  if (target === "stdout" || target === "1" || target === "/dev/stdout" || target === "-") {
    throw new RampartError("ERR_CONFIG", "firewall.audit.log: stdout is reserved for protocol output; use stderr or a file");
  }
  // A file is written asynchronously and ended on `close` (its 'close' event comes after
  // the last line is on disk: sonic-boom's `flush(cb)` on an unbuffered stream calls back at
  // once, even with a write in flight, so it cannot be trusted to drain). stderr, which must
  // not be ended, is written synchronously.
  const dest = target === "stderr" ? pino.destination({ dest: 2, sync: true }) : pino.destination({ dest: target, sync: false, mkdir: true });
  const logger = pino({ base: null, timestamp: pino.stdTimeFunctions.isoTime, name: "rampart.firewall" }, dest);
  if (target !== "stderr") OWNED_FILES.set(logger, dest);
  return logger;
}

/** File destinations `auditLogger` opened, ended by the auditor's `close`. */
const OWNED_FILES = new WeakMap<Logger, ReturnType<typeof pino.destination>>();

/** Waits until every line `logger` was given is written (ends a file `auditLogger` opened). */
async function drainLogger(logger: Logger): Promise<void> {
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
  /** False after a failed store write or a queue overflow. */
  readonly healthy: boolean;
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

  const drain = async (): Promise<void> => {
    timer = undefined;
    while (queue.length) {
      const batch = queue.slice(0, maxBatch);
      try {
        await sink.write(batch);
        queue = queue.slice(batch.length);
        failed = false;
      } catch (cause) {
        failed = true;
        logger?.error({ err: { message: (cause as Error).message } }, "audit store write failed");
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
      logger?.info(event, `firewall.${event.kind}`);
      queue.push(event);
      if (timer === undefined) {
        timer = setTimeout(() => void flush().catch(() => undefined), delay);
        timer.unref();
      }
    },
    get healthy() {
      return !failed && queue.length < maxQueue;
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
