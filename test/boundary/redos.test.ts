/**
 * Every rule runs in linear time on attacker-controlled text (DESIGN.md "Linear time on any
 * input"). Static check: `recheck` (ReDoS checker with automaton and fuzz analysis) must
 * find no vulnerability its automaton analysis proves and no exponential one. Its fuzzer
 * sometimes reports a low-degree polynomial on the long bounded alternations of the
 * override rules (`{0,3}` word gaps) depending on its random seed; those patterns are
 * bounded per start position, and their growth on recheck's own attack strings is measured
 * as linear in `npm run bench -- boundary` (never asserted here: no timed assertions).
 * Dynamic check: adversarial inputs of ~1 MB made of each rule's trigger characters finish
 * (a catastrophic pattern would hang past the test timeout).
 */
import { check } from "../helpers/recheck.js";
import { describe, expect, it } from "vitest";
import { LITERAL_MARKER_PATTERN, RULES, buildShadow, scanEvidence } from "../../src/boundary/index.js";
import { DECORATION, ESCAPE_HINT } from "../../src/boundary/fold.js";

const PATTERNS = [
  ...RULES.map((r) => ({ id: r.id, pattern: r.pattern })),
  { id: "marker.literal", pattern: LITERAL_MARKER_PATTERN },
  { id: "fold.decoration", pattern: DECORATION }, // runs on the whole shadow
  { id: "fold.escape-hint", pattern: ESCAPE_HINT }, // runs in the fast pass
];

describe("recheck calls every rule pattern safe", () => {
  it.concurrent.each(PATTERNS.map((p) => [p.id, p.pattern] as const))(
    "%s",
    async (_id, pattern) => {
      // A generous budget: on a loaded 2-core machine the analysis of the long alternations
      // can take over a minute, and a timeout reads as "unknown".
      const result = await check(pattern.source, pattern.flags, { timeout: 150_000 });
      expect(result.status).not.toBe("unknown");
      if (result.status === "vulnerable") {
        expect(result.complexity.type).toBe("polynomial");
        expect(result.complexity.isFuzz).toBe(true);
      }
    },
    300_000,
  );
});

describe("adversarial megabyte inputs finish", () => {
  const MB = 1 << 20;
  it.each([
    // name, repeated unit — why
    ["chat-token openers", "<|"], // every <| starts a token attempt
    ["spaced openers", "< | "], // \s* inside tokens
    ["tabs after a bracket", "[\t"], // the former [\s*/?\s* hotspot
    ["zero-width run", "\u200b"], // invisible characters
    ["letter-spaced letters", "a "], // one huge letter-spacing run
    ["repeated keyword", "ignore all "], // many override attempts
    ["Korean scope words", "이전 지시 "], // Korean override attempts
    ["split Korean verbs", "이전 지시를 무 시 "], // override.ko.split attempts that never finish the verb
    ["separated syllables", "지시를 무/시."], // syllable gaps of separators
    ["split Chinese verbs", "之前的指令 忽 "], // override.zh.split attempts
    ["Arabic override openers", "تجاهل جميع "], // override.ar attempts that never reach an object
    ["Thai override words", "ไม่สนใจคำสั่ง"], // override.th: no spaces, every position a start
    ["spaced Devanagari", "पिछले निर्देशों को अ न "], // override.hi: letter gaps that never finish the verb
    ["Persian noun phrases", "همه دستورات قبلی را "], // override.fa: verb-last attempts
    ["Hungarian noun phrases", "az összes korábbi utasítást "], // override.hu: verb-last attempts that never reach the verb
    ["Tagalog determiners", "huwag pansinin ang lahat ng mga "], // override.tl: determiner runs that never reach an object
    ["Korean content heads", "위의 내용을 모두 "], // override.ko.content attempts that never reach the imperative
    ["jamo run", "ㅅㅣ"], // jamo composition
    ["role tags", "SYSTEM:\n"], // many role-tag lines
    ["forged markers", "[INSTRUCTION_LIKE]"], // many escapes
    ["near-forged markers", "[ INSTRUCTION LIKE "], // unclosed near-forgeries
    ["entity openers", "&amp;"], // nested-entity prefix
    ["percent escapes", "%3C"], // one long percent run
    ["unclosed tags", "<span "], // tag attributes that never close
    ["markup between letters", "a*"], // markdown runs
    ["em dashes", "a\u2014"], // separators between letters
    ["leet keywords", "1gn0r3 4ll "], // leetspeak override attempts
  ])("%s", (_why, unit) => {
    const text = unit.repeat(Math.ceil(MB / unit.length));
    const scan = scanEvidence(text);
    expect(scan.text.length).toBeGreaterThanOrEqual(0);
    expect(buildShadow(text).text.length).toBeLessThanOrEqual(text.length * 3);
  });
});
