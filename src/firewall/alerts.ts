/**
 * Anomaly alerts over audit events (seed 003: "alert on Blocked: true rates exceeding
 * baseline and on unusual tool call distributions").
 *
 * - **block-rate**: dispatches are counted in fixed windows; the share that did not run
 *   (denied or waiting for approval) is compared with an exponentially weighted moving
 *   baseline (mean and variance, as in EWMA control charts — Roberts 1959; Finch 2009 for
 *   the incremental variance). A window alerts once, as soon as it has `minEvents` and its
 *   rate exceeds the baseline by `max(sigmas·sd, minMargin)`. The first judged window only
 *   sets the baseline (no history, no alarm). A window that alerted is left out of the
 *   baseline, so an attacker cannot raise it by attacking for long enough (a lasting, benign
 *   shift therefore keeps alerting until the monitor is re-seeded).
 * - **new-tool-class**: a caller with at least `minHistory` dispatches on record calls a
 *   side-effect class (`read`, `write`, `destructive`) it has never called before — a
 *   read-only caller suddenly calling a destructive tool. At most `maxCallers` callers are
 *   remembered; the one seen least recently is forgotten first, so a flood of distinct
 *   subjects cannot grow the monitor without bound (a forgotten caller starts over and
 *   needs `minHistory` dispatches again before it can alert).
 *
 * State is per process; seed it from the audit store to share history across replicas.
 */
import type { AuditEvent } from "./audit/index.js";
import { badArgument, isOptionsObject } from "../core/index.js";
import type { SideEffect } from "./policy.js";

/** One alert. */
export type Alert =
  | { kind: "block-rate"; at: number; rate: number; baseline: number; events: number; message: string }
  | { kind: "new-tool-class"; at: number; caller: string; tool: string; sideEffect: SideEffect; history: number; message: string };

/** Tuning, mirrored by `firewall.alerts` in the config. */
export interface AlertOptions {
  windowSeconds: number;
  minEvents: number;
  alpha: number;
  sigmas: number;
  minMargin: number;
  minHistory: number;
  /** Callers whose history is kept (least recently seen forgotten first); ≥ 1. */
  maxCallers: number;
}

/** Defaults: one-minute windows, 20 dispatches to judge one, EWMA α 0.2, 3σ and at least 10 points above, 10 dispatches of history, 100 000 callers remembered. */
export const DEFAULT_ALERT_OPTIONS: AlertOptions = { windowSeconds: 60, minEvents: 20, alpha: 0.2, sigmas: 3, minMargin: 0.1, minHistory: 10, maxCallers: 100_000 };

/** Watches dispatch events. */
export interface AlertMonitor {
  /** Feeds one event; returns the alerts it raises (usually none). */
  observe(event: AuditEvent): Alert[];
}

/** The answer for an event that raises no alert (shared; callers only read it). */
const NO_ALERTS: Alert[] = Object.freeze([]) as unknown as Alert[];

/**
 * Creates a monitor. Pure state machine: time comes from the events.
 *
 * @throws RampartError `ERR_ARGS` when `options` is not an object or `maxCallers` is not a
 *   positive integer.
 */
export function createAlertMonitor(options: Partial<AlertOptions> = {}): AlertMonitor {
  if (!isOptionsObject(options)) throw badArgument("createAlertMonitor", "options", "an options object when given", options);
  const o = { ...DEFAULT_ALERT_OPTIONS, ...options };
  if (!(Number.isSafeInteger(o.maxCallers) && o.maxCallers >= 1)) throw badArgument("createAlertMonitor", "options.maxCallers", "a positive integer", o.maxCallers);
  const windowMs = o.windowSeconds * 1000;
  let win = -1;
  let total = 0;
  let blocked = 0;
  let alerted = false;
  let mean: number | null = null;
  let variance = 0;
  const callers = new Map<string, { total: number; classes: Map<SideEffect, number> }>();

  const closeWindow = () => {
    // An alerting window does not move the baseline: a sustained attack keeps alerting
    // instead of teaching the baseline that blocking is normal.
    if (total < o.minEvents || alerted) return;
    const rate = blocked / total;
    if (mean === null) {
      mean = rate;
      return;
    }
    const diff = rate - mean;
    mean += o.alpha * diff;
    variance = (1 - o.alpha) * (variance + o.alpha * diff * diff);
  };

  return {
    observe(e) {
      if (e.kind !== "dispatch") return NO_ALERTS;
      // Made only when an alert fires: most events raise none.
      let alerts: Alert[] | null = null;
      const w = Math.floor(e.ts / windowMs);
      if (w !== win) {
        if (win >= 0) closeWindow();
        win = w;
        total = 0;
        blocked = 0;
        alerted = false;
      }
      total += 1;
      if (e.decision === "deny" || e.decision === "approval_required") blocked += 1;
      if (!alerted && mean !== null && total >= o.minEvents) {
        const rate = blocked / total;
        const threshold = mean + Math.max(o.sigmas * Math.sqrt(variance), o.minMargin);
        if (rate > threshold) {
          alerted = true;
          (alerts ??= []).push({
            kind: "block-rate",
            at: e.ts,
            rate,
            baseline: mean,
            events: total,
            message: `block rate ${(rate * 100).toFixed(1)}% over ${total} dispatches exceeds baseline ${(mean * 100).toFixed(1)}%`,
          });
        }
      }
      if (e.caller !== null && e.sideEffect !== null && e.tool !== null) {
        let c = callers.get(e.caller);
        if (c) {
          // Re-insert so the Map's insertion order is least-recently-seen first.
          callers.delete(e.caller);
          callers.set(e.caller, c);
        } else {
          if (callers.size >= o.maxCallers) callers.delete(callers.keys().next().value as string);
          callers.set(e.caller, (c = { total: 0, classes: new Map() }));
        }
        if (c.total >= o.minHistory && !c.classes.has(e.sideEffect)) {
          (alerts ??= []).push({
            kind: "new-tool-class",
            at: e.ts,
            caller: e.caller,
            tool: e.tool,
            sideEffect: e.sideEffect,
            history: c.total,
            message: `caller ${e.caller} called a ${e.sideEffect} tool (${e.tool}) for the first time after ${c.total} dispatches`,
          });
        }
        c.total += 1;
        c.classes.set(e.sideEffect, (c.classes.get(e.sideEffect) ?? 0) + 1);
      }
      return alerts ?? NO_ALERTS;
    },
  };
}
