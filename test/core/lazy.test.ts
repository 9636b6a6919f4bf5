/**
 * `once` and `lazyList` (issue 22, cold start): a table built on first use must read like the
 * array it stands for — same items, same order, same array methods — build exactly once, and
 * not build at all until something reads it.
 */
import { describe, expect, it } from "vitest";
import { lazyList, once } from "../../src/core/lazy.js";

describe("once", () => {
  it("builds on the first call only and keeps the result, undefined included", () => {
    let builds = 0;
    const value = once(() => {
      builds++;
      return undefined;
    });
    expect(builds).toBe(0); // declaring it builds nothing
    expect(value()).toBeUndefined();
    expect(value()).toBeUndefined();
    expect(builds).toBe(1);
  });

  it("calls a build that threw again on the next call", () => {
    let calls = 0;
    const value = once(() => {
      if (++calls === 1) throw new Error("first");
      return calls;
    });
    expect(() => value()).toThrow("first");
    expect(value()).toBe(2);
    expect(value()).toBe(2);
  });
});

describe("lazyList", () => {
  const counted = () => {
    const state = { builds: 0 };
    const list = lazyList(() => {
      state.builds++;
      return ["a", "b", "c"];
    });
    return { state, list };
  };

  it("builds nothing until read, then once for every kind of read", () => {
    const { state, list } = counted();
    expect(state.builds).toBe(0);
    expect(Array.isArray(list)).toBe(true); // an array from the start, without building
    expect(state.builds).toBe(0);
    expect(list.length).toBe(3);
    expect(state.builds).toBe(1);
    // Each row: a way a caller reads the table, and what the built array gives.
    expect(list[1]).toBe("b");
    expect([...list]).toEqual(["a", "b", "c"]);
    expect(list.map((x) => x.toUpperCase())).toEqual(["A", "B", "C"]);
    expect(list.filter((x) => x !== "b")).toEqual(["a", "c"]);
    expect(list.flatMap((x) => [x, x])).toEqual(["a", "a", "b", "b", "c", "c"]);
    expect(list.some((x) => x === "c")).toBe(true);
    expect(list.find((x) => x > "a")).toBe("b");
    expect(Object.keys(list)).toEqual(["0", "1", "2"]);
    expect(1 in list).toBe(true);
    expect(JSON.stringify(list)).toBe('["a","b","c"]');
    const seen: string[] = [];
    for (const x of list) seen.push(x);
    expect(seen).toEqual(["a", "b", "c"]);
    expect([0, ...list, 4]).toEqual([0, "a", "b", "c", 4]);
    expect(state.builds).toBe(1);
  });

  it("leaves the list unbuilt when the build throws, and tries again on the next read", () => {
    let calls = 0;
    const list = lazyList(() => {
      if (++calls === 1) throw new Error("not yet");
      return [1, 2];
    });
    expect(() => list.length).toThrow("not yet");
    expect([...list]).toEqual([1, 2]);
    expect(calls).toBe(2);
  });

  it("refuses a build that reads its own list (a cycle would otherwise see it empty)", () => {
    const list: readonly number[] = lazyList(() => [list.length]);
    expect(() => list[0]).toThrow(RangeError);
  });

  it("spreads into another lazy list in order (the rule table is a list of lists)", () => {
    const first = lazyList(() => [1, 2]);
    const second = lazyList(() => [3]);
    const all = lazyList(() => [...first, ...second]);
    expect([...all]).toEqual([1, 2, 3]);
  });
});
