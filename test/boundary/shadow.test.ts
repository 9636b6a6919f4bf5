import { describe, expect, it } from "vitest";
import { buildShadow } from "../../src/boundary/index.js";

describe("buildShadow (v0)", () => {
  it.each([
    // input, shadow text — why
    ["ＳＹＳＴＥＭ:", "system:"], // fullwidth folds by NFKC (seed 000 open vector)
    ["SyStEm", "system"], // case fold
    ["개인정보", "개인정보"], // Hangul unchanged
  ])("%s → %s", (input, shadow) => {
    expect(buildShadow(input).text).toBe(shadow);
  });

  it("maps shadow spans back to original offsets", () => {
    const s = buildShadow("a ＳＹＳ b 😀x");
    const i = s.text.indexOf("sys");
    expect(s.toOriginal(i, i + 3)).toEqual({ start: 2, end: 5 });
    const x = s.text.indexOf("x");
    expect(s.toOriginal(x, x + 1)).toEqual({ start: 10, end: 11 });
  });
});
