import { describe, expect, it } from "vitest";
import { RampartError, parseConfig } from "../../src/core/index.js";

describe("firewall configuration", () => {
  it("defaults: memory limiter that denies when down, SQLite approvals and audit, pino on stderr", () => {
    const fw = parseConfig({}).firewall;
    expect(fw.rateLimit).toMatchObject({ store: { kind: "memory" }, onStoreDown: "deny" });
    expect(fw.approvals.store).toEqual({ kind: "sqlite", path: ".rampart/firewall.db" });
    expect(fw.audit).toMatchObject({ log: "stderr", store: { kind: "sqlite" } });
  });

  it.each([
    // why: there is no "allow" fallback — a limiter that is down must never mean "no limit"
    [{ rateLimit: { onStoreDown: "allow" } }, "firewall.rateLimit.onStoreDown"],
    [{ approvals: { store: { kind: "postgres" } } }, "firewall.approvals.store"],
    [{ audit: { store: { kind: "postgres", table: "audit; drop table x" } } }, "firewall.audit.store.table"],
    [{ approvals: { ttlSeconds: 0 } }, "firewall.approvals.ttlSeconds"],
    [{ auth: { algorithms: ["none"] } }, "firewall.auth.algorithms.0"],
    [{ alerts: { alpha: 2 } }, "firewall.alerts.alpha"],
    [{ keyEnvv: "X" }, "firewall"],
  ])("%j is an error naming %s", (firewall, key) => {
    try {
      parseConfig({ firewall });
      expect.unreachable();
    } catch (e) {
      expect((e as RampartError).code).toBe("ERR_CONFIG");
      expect((e as RampartError).message).toContain(key);
    }
  });
});
