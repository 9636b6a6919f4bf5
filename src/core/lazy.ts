/**
 * Values built on first use, so importing a module that declares a large table (the rule
 * table, the detectors' word lists) costs nothing until a scan needs it (issue 22, cold
 * start: `rampart/boundary` and `rampart/gate` import in milliseconds). The first reader
 * pays the build, once; later reads cost a property load (`once`) or a proxy trap
 * (`lazyList`, whose readers copy or iterate it while preparing a scanner, never per scan).
 */

/**
 * A function returning `build()`, called on the first call only (its result, even
 * `undefined`, is kept). A `build` that throws is called again on the next call.
 *
 * @example
 * const table = once(() => buildBigTable());
 * table() === table(); // true, built once
 */
export function once<T>(build: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = build();
      done = true;
    }
    return value;
  };
}

/**
 * A read-only array whose items are `build()`'s, computed on the first access of any kind
 * (an index, `length`, iteration, `Array.isArray` excepted: it is an array from the start).
 * Reads, spreads, `map`, `filter` and `for … of` behave as on the built array, which the
 * list stays identical to. For tables exported as arrays (`RULES`) whose items are costly to
 * build. A `build` that throws leaves the list unbuilt (the next access tries again); a
 * `build` that reads its own list throws `RangeError`.
 *
 * @example
 * export const RULES: readonly Rule[] = lazyList(() => [...chatTokenRules, ...enRules]);
 * RULES.length; // builds the table now
 */
export function lazyList<T>(build: () => readonly T[]): readonly T[] {
  const items: T[] = [];
  let state: "unbuilt" | "building" | "built" = "unbuilt";
  const built = (): T[] => {
    if (state === "built") return items;
    if (state === "building") throw new RangeError("lazyList: the list was read while it was being built");
    state = "building";
    try {
      items.push(...build());
      state = "built";
    } catch (e) {
      items.length = 0;
      state = "unbuilt";
      throw e;
    }
    return items;
  };
  return new Proxy(items, {
    get: (_t, key) => Reflect.get(built(), key),
    has: (_t, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_t, key) => Reflect.getOwnPropertyDescriptor(built(), key),
    set: (_t, key, value) => Reflect.set(built(), key, value),
    defineProperty: (_t, key, descriptor) => Reflect.defineProperty(built(), key, descriptor),
    deleteProperty: (_t, key) => Reflect.deleteProperty(built(), key),
  });
}
