/**
 * The fast pass's triggers for a detector are derived from its own sources
 * (`detectors/quick-triggers.ts`): each rewrite must match wherever the source matched on the
 * detector's view, or the pass could call clean a text the detector marks.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressedQuickTriggers } from "../../src/boundary/detectors/addressed.js";
import { foldHanVariants } from "../../src/boundary/detectors/han-variants.js";
import { lineAnchors, widenHanVariants, withoutLookarounds } from "../../src/boundary/detectors/quick-triggers.js";
import { compiledSignals } from "../../src/boundary/detectors/signals.js";
import { propertyRuns } from "../helpers/property-runs.js";

describe("detector triggers for the fast pass", () => {
  it("drops lookarounds, classes and escapes kept as written; refuses a quantified one", () => {
    expect(withoutLookarounds("(?<![a-z])ab(?!c)")).toBe("ab");
    expect(withoutLookarounds("(?<=[()])x\\(?:y(?=[)])")).toBe("x\\(?:y");
    expect(withoutLookarounds("(?:a|(?<!b)c)")).toBe("(?:a|c)");
    expect(() => withoutLookarounds("a(?=b)?")).toThrow(/quantified/);
    // A leading one-class lookahead gates the match's own first unit: kept; an emptied group dropped.
    expect(withoutLookarounds("(?=[ab])(?:(?<!x)|(?<=y))(?:a|b)")).toBe("(?=[ab])(?:a|b)");
    expect(withoutLookarounds("x(?=[ab])a")).toBe("xa");
    expect(withoutLookarounds("(?:(?<!x)|(?<=y))?a")).toBe("(?:|)?a");
  });

  it("widens a folded Han character to its variants, inside and outside classes", () => {
    expect(new RegExp(widenHanVariants("作废")).test("作廢")).toBe(true);
    expect(new RegExp(widenHanVariants("[废]")).test("廃")).toBe(true);
    // A negated class refuses the variants as it refuses the folded form.
    expect(new RegExp(widenHanVariants("^[^废]$")).test("廢")).toBe(false);
  });

  it("spells out line anchors, so a trigger compiled without the m flag still finds a line start", () => {
    expect(new RegExp(lineAnchors("^ai:")).test("hello\rai:")).toBe(true);
    expect(new RegExp(lineAnchors("[$^]x$")).test("^x\n")).toBe(true);
  });

  it("each trigger matches the unfolded text wherever its anchor signal matches the folded view", () => {
    const words = ["從現在起", "从现在起", "之前的指令", "之前的指令均已失效", "無視", "无视", "廢除", "规则", "規則", "請忽略", "忽略", "以前の指示", "無視して", "you", "your", "previous", "instructions", "ignore", " ", "。", "從", "現", "規", "則", "廢", "說", "あなた", "の", "を", "\n", "\r", "\u2028", "ai", "AI", ":", "llm", ",", "dear", "assistant"];
    const triggers = addressedQuickTriggers().map((t) => new RegExp(t, "i"));
    const anchors = compiledSignals().filter((s) => ["address", "task-change", "authority", "override", "earlier-instructions", "secrecy", "action", "notice"].includes(s.name));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 12 }), (parts) => {
        const text = parts.join("");
        const view = foldHanVariants(text.toLowerCase());
        const fired = anchors.some((s) => new RegExp(s.pattern.source, "m").test(view));
        if (fired) expect(triggers.some((t) => t.test(text)), text).toBe(true);
      }),
      { numRuns: propertyRuns(2_000) },
    );
  });
});
