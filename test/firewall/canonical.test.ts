import { describe, expect, it } from "vitest";
import { RampartError } from "../../src/core/index.js";
import { canonicalJson, canonicalizeArgs, parseArguments, type JsonValue } from "../../src/firewall/index.js";

function argsCode(fn: () => unknown): string {
  try {
    fn();
    return "ok";
  } catch (e) {
    return e instanceof RampartError ? `${e.code}:${String(e.details.rule)}` : String(e);
  }
}

describe("canonical arguments", () => {
  it.each([
    // why: fullwidth letters must be validated as what they mean (UAX #15 NFKC)
    [{ cmd: "ｒｍ －ｒｆ" }, { cmd: "rm -rf" }],
    // why: ligatures and compatibility digits fold too
    [{ file: "ﬁle①.txt" }, { file: "file1.txt" }],
    // why: keys are canonical as well, so "ｔｏ" cannot dodge a constraint on "to"
    [{ ｔｏ: "a@b.example" }, { to: "a@b.example" }],
    // why: nested values are walked
    [{ list: ["Ａ", { k: "Ｂ" }] }, { list: ["A", { k: "B" }] }],
    // why: case is NOT folded (that would change what the handler receives)
    [{ path: "/Data/Report.TXT" }, { path: "/Data/Report.TXT" }],
  ])("%j → %j", (input, expected) => {
    expect(canonicalizeArgs(input)).toEqual(expected);
  });

  it("keeps an argument verbatim when its policy says so", () => {
    // why: free text (a document body) must not be rewritten
    expect(canonicalizeArgs({ body: "ＡＢＣ", to: "ｘ" }, (a) => a !== "body")).toEqual({ body: "ＡＢＣ", to: "x" });
  });

  it.each([
    ["a non-object", () => canonicalizeArgs([1, 2]), "ERR_ARGS:type"],
    ["null", () => canonicalizeArgs(null), "ERR_ARGS:type"],
    ["NaN", () => canonicalizeArgs({ n: NaN }), "ERR_ARGS:type"],
    ["Infinity", () => canonicalizeArgs({ n: Infinity }), "ERR_ARGS:type"],
    ["a function", () => canonicalizeArgs({ f: () => 1 }), "ERR_ARGS:type"],
    ["a bigint", () => canonicalizeArgs({ b: 1n }), "ERR_ARGS:type"],
    // why: prototype pollution in handlers that merge objects
    ["a __proto__ key", () => canonicalizeArgs(JSON.parse('{"__proto__": {"admin": true}}')), "ERR_ARGS:key"],
    // why: two keys that collapse to one after NFKC would make validation ambiguous
    ["colliding keys", () => canonicalizeArgs({ to: "a", ｔｏ: "b" }), "ERR_ARGS:key"],
    ["deep nesting", () => canonicalizeArgs({ x: JSON.parse("[".repeat(40) + "]".repeat(40)) as unknown }), "ERR_ARGS:maxDepth"],
    ["a huge string", () => canonicalizeArgs({ s: "x".repeat(70_000) }), "ERR_ARGS:maxChars"],
    ["a huge array", () => canonicalizeArgs({ s: new Array(70_000).fill(0) }), "ERR_ARGS:maxChars"],
    ["a string that is not JSON", () => parseArguments("{to: 1"), "ERR_ARGS:json"],
    // why: JSON.parse keeps the last duplicate, another parser downstream may keep the first
    ["a name given twice", () => parseArguments('{"to":"me@ours.example","to":"x@evil.example"}'), "ERR_ARGS:duplicateKey"],
    ["a name given twice, once escaped", () => parseArguments('{"amount":1,"\\u0061mount":900}'), "ERR_ARGS:duplicateKey"],
    ["a name given twice in a nested object", () => parseArguments('{"items":[{"id":1},{"id":2,"id":3}]}'), "ERR_ARGS:duplicateKey"],
  ])("rejects %s", (_why, fn, code) => {
    expect(argsCode(fn)).toBe(code);
  });

  it("parses OpenAI (string) and Anthropic (object) argument forms alike", () => {
    expect(parseArguments('{"a":1}')).toEqual({ a: 1 });
    expect(parseArguments({ a: 1 })).toEqual({ a: 1 });
    expect(parseArguments(undefined)).toEqual({});
  });

  it("names the repeated key and its object, and accepts the same name in different objects or as a value", () => {
    try {
      parseArguments('{"items":[{"id":1},{"id":2,"id":3}]}');
      expect.unreachable();
    } catch (e) {
      expect((e as RampartError).details).toMatchObject({ rule: "duplicateKey", arg: "$.items[1]", key: "id" });
    }
    expect(parseArguments('{"a":{"id":1},"b":{"id":2},"id":"id","c":["id","id"],"d":"{\\"id\\":1,\\"id\\":2}"}')).toMatchObject({ id: "id" });
  });

  it("reads deep nesting and wide objects within the argument limit, and still finds a late repeat", () => {
    const deep = `${'{"k":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    expect(parseArguments(deep)).toBeTypeOf("object");
    const wide = `{${Array.from({ length: 4000 }, (_, i) => `"k${i}":${i}`).join(",")},"k7":0}`;
    expect(() => parseArguments(wide)).toThrow(/k7.*twice/);
  });

  it("serialises with sorted keys so equal arguments hash equally (RFC 8785 order)", () => {
    expect(canonicalJson({ b: 1, a: [true, null, "x"], c: { z: 1, y: 2 } })).toBe('{"a":[true,null,"x"],"b":1,"c":{"y":2,"z":1}}');
    expect(canonicalJson({ b: 1, a: 2 })).toBe(canonicalJson({ a: 2, b: 1 }));
  });

  it.each([
    // why: integer-like keys are enumerated first by JavaScript, but sort as strings ("10" < "9")
    [{ 9: "a", 10: "b", x: 1 }, '{"10":"b","9":"a","x":1}'],
    // why: UTF-16 code-unit order, not code-point order (an astral character sorts before U+FB01)
    [{ "\uFB01": 1, "\u{1F600}": 2 }, '{"\u{1F600}":2,"\uFB01":1}'],
    // why: a JSON "__proto__" key is a key, never a prototype
    [JSON.parse('{"z":1,"__proto__":{"b":1,"a":2}}') as JsonValue, '{"__proto__":{"a":2,"b":1},"z":1}'],
    // why: objects inside arrays are sorted too
    [{ list: [{ b: 1, a: 2 }, [{ d: 1, c: 2 }]] }, '{"list":[{"a":2,"b":1},[{"c":2,"d":1}]]}'],
    [{ s: 'quote " backslash \\ newline \n' }, '{"s":"quote \\" backslash \\\\ newline \\n"}'],
  ])("canonical JSON of %j", (input, expected) => {
    expect(canonicalJson(input as JsonValue)).toBe(expected);
  });

  it("writes what a key-by-key serialiser writes, on generated values (fast path = general path)", () => {
    // The reference: sort keys, serialise each part (the RFC 8785 reading for our values).
    const reference = (v: JsonValue): string => {
      if (v === null || typeof v !== "object") return JSON.stringify(v);
      if (Array.isArray(v)) return `[${v.map(reference).join(",")}]`;
      return `{${Object.keys(v)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${reference(v[k] as JsonValue)}`)
        .join(",")}}`;
    };
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const KEYS = ["a", "b", "B", "é", "1", "10", "x_y", "\uFB01", "\u{1F600}", ""];
    const gen = (depth: number): JsonValue => {
      const r = rand(depth > 3 ? 4 : 6);
      if (r === 0) return rand(2000) - 1000;
      if (r === 1) return KEYS[rand(KEYS.length)] as string;
      if (r === 2) return rand(2) === 0;
      if (r === 3) return null;
      if (r === 4) return Array.from({ length: rand(4) }, () => gen(depth + 1));
      const o: Record<string, JsonValue> = {};
      for (let i = rand(5); i > 0; i--) o[KEYS[rand(KEYS.length)] as string] = gen(depth + 1);
      return o;
    };
    for (let i = 0; i < 2000; i++) {
      const v = gen(0);
      expect(canonicalJson(v)).toBe(reference(v));
    }
  });

  it("does not name the offending value in the error", () => {
    expect.assertions(1);
    try {
      canonicalizeArgs({ secret: "sk-live-0123456789abcdef", n: NaN });
    } catch (e) {
      expect(JSON.stringify((e as RampartError).toJSON())).not.toContain("sk-live");
    }
  });
});
