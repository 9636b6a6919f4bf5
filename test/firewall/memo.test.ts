import { describe, expect, it } from "vitest";
import { createMemo } from "../../src/firewall/memo.js";

describe("createMemo", () => {
  it("derives each short key once, evicts the least recently used, and never keeps long keys", () => {
    const calls: string[] = [];
    const m = createMemo(2, 5, (k) => {
      calls.push(k);
      return k.toUpperCase();
    });
    expect([m("a"), m("b"), m("a")]).toEqual(["A", "B", "A"]);
    expect(calls).toEqual(["a", "b"]);
    m("c"); // evicts b (a was used more recently)
    m("a");
    m("b");
    expect(calls).toEqual(["a", "b", "c", "b"]);
    // why: a key over the length bound is attacker-sized; it is derived, not stored
    m("longer-than-five");
    m("longer-than-five");
    expect(calls.filter((k) => k === "longer-than-five")).toHaveLength(2);
  });
});
