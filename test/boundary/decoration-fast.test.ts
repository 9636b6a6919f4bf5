/**
 * The decoration fold finds tokens only where one can start and decides separator runs on
 * char codes; the quick pass hands it the start offsets it saw. Both shortcuts must give
 * exactly what the plain definition gives: `DECORATION` searched globally, every token
 * through `decorate`.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DECORATION, DECORATION_START, decorate, decorationFolded, foldDecoration } from "../../src/boundary/fold.js";
import { hasSpacedRun, scanPlain } from "../../src/boundary/quick.js";
import { defaultQuickPass } from "../../src/boundary/quick-default.js";
import { propertyRuns } from "../helpers/property-runs.js";

/** The definition: a global search for tokens, each folded by the general `decorate`. */
function reference(text: string): string {
  const re = new RegExp(DECORATION.source, DECORATION.flags);
  let out = "";
  let pos = 0;
  let decodedEnd = -1;
  let decodedLast = "";
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const token = m[0];
    const decodedBefore = m.index === decodedEnd && decodedLast !== "" ? decodedLast : undefined;
    const folded = decorate(text, token, m.index, decodedBefore);
    if (folded === token) continue;
    if ("&%\\".includes(token.charAt(0))) {
      decodedEnd = m.index + token.length;
      decodedLast = [...folded].pop() ?? "";
    }
    out += text.slice(pos, m.index) + folded;
    pos = m.index + token.length;
  }
  return out + text.slice(pos);
}

const starts = (text: string) => {
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) if (DECORATION_START[text.charCodeAt(i)] !== 0) at.push(i);
  return { at: Int32Array.from(at), count: at.length };
};

const parts = [
  "a", "b", "i", "g", "1", "가", "나", "①", "😀", "𝐚", " ", "\n", "*", "**", "`", "_", "~", "~~", "—", "·", "•", "|", "/", "+", "-", "--",
  "\\", "\\u", "\\u003c", "\\u{69}", "&", "&#105;", "&amp;lt;", "&lt;", "&#x69;", "&nope;", "%", "%3C", "%7C%69", "%zz", "<", "<b>", "</b>",
  "<p>", "<!-- x -->", "<개정", "<2020.2.4>", "<br/>", "\ud800", "x",
];
const texts = fc.array(fc.constantFrom(...parts), { maxLength: 30 }).map((p) => p.join(""));

describe("decoration fold fast paths", () => {
  it("equal the global search with the general token fold", () => {
    fc.assert(
      fc.property(texts, (t) => {
        const want = reference(t);
        expect(decorationFolded(t)).toBe(want);
        expect(decorationFolded(t, starts(t))).toBe(want);
        expect(foldDecoration(t).text).toBe(want);
      }),
      { numRuns: propertyRuns(20_000) },
    );
  });

  it.each([
    ["**①** 제1조", " ①  제1조"], // statute bold numbering: runs beside a digit read as a space
    ["ig**nore", "ignore"], // markup inside a word vanishes
    ["a*b c", "a b c"], // between single letters it is a spacing gap
    ["1\\. 제", "1\\. 제"], // a markdown escape is not an escape the shadow decodes
    ["<개정 2020.2.4>", "<개정 2020.2.4>"], // not a tag
    ["x---y", "x---y"], // a rule of dashes stays
  ])("%j → %j", (text, want) => {
    expect(decorationFolded(text)).toBe(want);
    expect(reference(text)).toBe(want);
  });
});

describe("letter-spacing automaton of the fast pass", () => {
  // A run of decoration separators counts as one gap (C_SEP), so the scan of the text as
  // written also answers for its decoration fold, which is then not scanned again.
  const spacing = fc
    .array(fc.constantFrom("a", "b", "가", "나", "1", " ", "  ", "   ", ".", "*", "**", "****", "_", "~", "`", "—", "·", "/", "|", "-", "--", "+", "\n", "xy", "①"), { maxLength: 40 })
    .map((p) => p.join(""));
  it("accepts whenever the text or its decoration fold has a letter-spaced run", () => {
    fc.assert(
      fc.property(spacing, (t) => {
        const verdict = scanPlain(t, defaultQuickPass());
        if (verdict === -1 || verdict === 3) return; // not plain / spaced: nothing to check
        expect(hasSpacedRun(t.toLowerCase())).toBe(false);
        expect(hasSpacedRun(decorationFolded(t))).toBe(false);
      }),
      { numRuns: propertyRuns(30_000) },
    );
  });
});
