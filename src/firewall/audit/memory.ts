/**
 * Audit sink in process memory, the default of `createFirewall` (no native module, no file):
 * the most recent events, in a ring of fixed size. The audit log (pino, stderr by default)
 * still gets every event; this sink only keeps the tail for `events()`. For a durable audit
 * trail use `sqliteAuditSink(path)` or `postgresAuditSink`.
 */
import { badArgument, isOptionsObject } from "../../core/index.js";
import type { AuditEvent, AuditSink } from "./event.js";

/** Options of `memoryAuditSink`. */
export interface MemoryAuditSinkOptions {
  /** Most events kept; older ones are dropped first (default 10 000, at least 0). */
  maxEvents?: number;
}

/** An audit sink that keeps the latest events in memory. */
export interface MemoryAuditSink extends AuditSink {
  /** Copies of the kept events, oldest first. */
  events(): AuditEvent[];
  /** Events dropped to stay within `maxEvents` since the sink was made. */
  readonly dropped: number;
}

const copy = (e: AuditEvent): AuditEvent => ({ ...e, scopes: [...e.scopes], taintedBy: [...e.taintedBy] });

/**
 * Creates an in-memory audit sink. `write` never fails; `close` empties it.
 *
 * @param opts `maxEvents` (default 10 000; 0 keeps none).
 * @throws RampartError `ERR_BAD_INPUT` when `maxEvents` is not a non-negative integer.
 * @example
 * const sink = memoryAuditSink({ maxEvents: 100 });
 * const fw = createFirewall({ tools, key, verifier, auditor: createAuditor({ sink, logger: null }) });
 */
export function memoryAuditSink(opts: MemoryAuditSinkOptions = {}): MemoryAuditSink {
  if (!isOptionsObject(opts)) throw badArgument("memoryAuditSink", "opts", "an options object ({ maxEvents })", opts);
  const max = opts.maxEvents ?? 10_000;
  if (typeof max !== "number" || !Number.isSafeInteger(max) || max < 0) throw badArgument("memoryAuditSink", "opts.maxEvents", "an integer >= 0", max);
  // A ring: `start` is the oldest kept event once the ring is full.
  let ring: AuditEvent[] = [];
  let start = 0;
  let dropped = 0;
  return {
    async write(events) {
      for (const e of events) {
        if (max === 0) {
          dropped += 1;
        } else if (ring.length < max) {
          ring.push(copy(e));
        } else {
          ring[start] = copy(e);
          start = (start + 1) % max;
          dropped += 1;
        }
      }
    },
    events() {
      return [...ring.slice(start), ...ring.slice(0, start)].map(copy);
    },
    get dropped() {
      return dropped;
    },
    async close() {
      ring = [];
      start = 0;
    },
  };
}
