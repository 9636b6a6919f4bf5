import { describe, expect, it } from "vitest";
import { memoryRateLimits } from "../../src/firewall/index.js";

describe("memory rate limits", () => {
  it("decide synchronously, per caller, in one window shared with the promise form", async () => {
    const rl = memoryRateLimits().forTool("send", { points: 2, duration: 60 });
    expect(rl.consumeNow).toBeTypeOf("function");
    expect(rl.consumeNow?.("alice")).toEqual({ allowed: true, store: "memory" });
    expect(await rl.consume("alice")).toEqual({ allowed: true, store: "memory" });
    const third = rl.consumeNow?.("alice");
    expect(third?.allowed).toBe(false);
    expect(third && !third.allowed ? third.retryAfterMs : -1).toBeGreaterThan(59_000);
    expect(third && !third.allowed ? third.retryAfterMs : -1).toBeLessThanOrEqual(60_000);
    expect((await rl.consume("alice")).allowed).toBe(false);
    expect(rl.consumeNow?.("bob")).toEqual({ allowed: true, store: "memory" });
  });

  it("keep one counter per tool", () => {
    const limits = memoryRateLimits();
    const a = limits.forTool("a", { points: 1, duration: 60 });
    const b = limits.forTool("b", { points: 1, duration: 60 });
    expect(a.consumeNow?.("carol").allowed).toBe(true);
    expect(a.consumeNow?.("carol").allowed).toBe(false);
    expect(b.consumeNow?.("carol").allowed).toBe(true);
  });

  it("open a new window once the old one has passed", async () => {
    const rl = memoryRateLimits().forTool("t", { points: 1, duration: 0.05 });
    expect(rl.consumeNow?.("dave").allowed).toBe(true);
    expect(rl.consumeNow?.("dave").allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 80));
    expect(rl.consumeNow?.("dave").allowed).toBe(true);
  });

  it("refuse limits that are not finite numbers", () => {
    expect(() => memoryRateLimits().forTool("t", { points: Number.NaN, duration: 60 })).toThrow();
    expect(() => memoryRateLimits().forTool("t", { points: 1, duration: -1 })).toThrow();
  });
});
