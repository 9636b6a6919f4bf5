import { describe, expect, it } from "vitest";
import { createAlertMonitor, type Alert, type AuditEvent, type SideEffect } from "../../src/firewall/index.js";

const ev = (ts: number, decision: AuditEvent["decision"], caller = "svc", sideEffect: SideEffect = "read", tool = "t"): AuditEvent => ({
  kind: "dispatch",
  traceId: "x",
  ts,
  sessionId: "s",
  caller,
  tool,
  callRef: null,
  sideEffect,
  argsHmac: null,
  scopes: [],
  decision,
  code: null,
  detail: null,
  sanitized: false,
  taintedBy: [],
  approvalId: null,
  latencyMs: 0,
});

/**
 * Feeds one window of `n` events per minute, `blocked[w]` of them denied and spread evenly
 * through the window (so a partial window shows the window's true rate).
 */
function feed(blocked: number[], n = 40): Alert[] {
  const m = createAlertMonitor({ windowSeconds: 60, minEvents: 20, minHistory: 1_000_000 });
  const alerts: Alert[] = [];
  blocked.forEach((b, w) => {
    for (let i = 0; i < n; i++) {
      const denied = Math.floor(((i + 1) * b) / n) > Math.floor((i * b) / n);
      alerts.push(...m.observe(ev(w * 60_000 + i, denied ? "deny" : "allow", `c${i}`)));
    }
  });
  return alerts;
}

describe("block-rate alert (EWMA baseline)", () => {
  it.each([
    ["steady 5% block rate", [2, 2, 2, 2, 2, 2], 0],
    ["a spike to 50% after a steady 5%", [2, 2, 2, 2, 2, 20], 1],
    // why: the first judged window only sets the baseline (no history, no alarm)
    ["a high rate from the very first window", [20, 20], 0],
    ["a rise of less than the minimum margin", [2, 2, 2, 2, 2, 5], 0],
    ["two spikes alert once per window", [2, 2, 2, 20, 20], 2],
  ])("%s → %i alert(s)", (_why, blocked, expected) => {
    expect(feed(blocked).filter((a) => a.kind === "block-rate")).toHaveLength(expected);
  });

  it("approval_required counts toward the block rate", () => {
    const m = createAlertMonitor({ minEvents: 10, minHistory: 1_000_000 });
    const alerts: Alert[] = [];
    for (let w = 0; w < 4; w++) for (let i = 0; i < 20; i++) alerts.push(...m.observe(ev(w * 60_000 + i, w === 3 && i < 12 ? "approval_required" : "allow")));
    expect(alerts.map((a) => a.kind)).toEqual(["block-rate"]);
  });

  it("windows with too few events are not judged", () => {
    expect(feed([0, 0, 0, 10], 15)).toEqual([]);
  });
});

describe("new-tool-class alert", () => {
  it.each([
    // history (side effects), then the new call, expected alert
    ["a read-only caller suddenly calls a destructive tool", Array(12).fill("read"), "destructive", true],
    ["a caller that has written before writes again", [...Array(11).fill("read"), "write"], "write", false],
    ["too little history to judge", Array(3).fill("read"), "destructive", false],
  ] as const)("%s → %s", (_why, history, next, expected) => {
    const m = createAlertMonitor({ minHistory: 10, minEvents: 1_000_000 });
    history.forEach((se, i) => m.observe(ev(i, "allow", "svc", se)));
    const alerts = m.observe(ev(100, "deny", "svc", next, "drop_table"));
    expect(alerts.some((a) => a.kind === "new-tool-class")).toBe(expected);
  });

  it("history is per caller", () => {
    const m = createAlertMonitor({ minHistory: 5, minEvents: 1_000_000 });
    for (let i = 0; i < 10; i++) m.observe(ev(i, "allow", "writer", "write"));
    for (let i = 0; i < 10; i++) m.observe(ev(i, "allow", "reader", "read"));
    expect(m.observe(ev(20, "allow", "reader", "write")).map((a) => a.kind)).toEqual(["new-tool-class"]);
  });
});

describe("bounded caller history", () => {
  it("forgets the least recently seen caller first, keeps one seen recently", () => {
    const m = createAlertMonitor({ minHistory: 3, minEvents: 1_000_000, maxCallers: 2 });
    for (let i = 0; i < 5; i++) m.observe(ev(i, "allow", "old", "read"));
    for (let i = 0; i < 5; i++) m.observe(ev(i, "allow", "kept", "read"));
    m.observe(ev(6, "allow", "old", "read")); // "old" is now the most recently seen
    m.observe(ev(7, "allow", "newcomer", "read")); // evicts "kept"
    expect(m.observe(ev(8, "allow", "old", "destructive")).map((a) => a.kind)).toEqual(["new-tool-class"]);
    // "kept" was forgotten: it starts over with no history, so no alert.
    expect(m.observe(ev(9, "allow", "kept", "destructive"))).toEqual([]);
  });

  it("a flood of distinct callers keeps the monitor's caller table at maxCallers", () => {
    const m = createAlertMonitor({ minHistory: 1, minEvents: 1_000_000, maxCallers: 10 });
    for (let i = 0; i < 10; i++) m.observe(ev(i, "allow", "victim", "read"));
    for (let i = 0; i < 9; i++) m.observe(ev(i, "allow", `flood-${i}`, "read"));
    // Still remembered after 9 others (table of 10): its first destructive call alerts.
    expect(m.observe(ev(50, "allow", "victim", "destructive")).length).toBe(1);
  });

  it.each([0, -1, 1.5, Number.NaN, "10"])("rejects maxCallers %s", (bad) => {
    expect(() => createAlertMonitor({ maxCallers: bad as number })).toThrow(/maxCallers/);
  });
});
