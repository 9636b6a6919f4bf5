import { describe, expect, it } from "vitest";
import { triggerPieces } from "../../src/boundary/trigger-pieces.js";
import { RULES } from "../../src/boundary/rules/index.js";
import { DEFAULT_DETECTORS, detectorQuickTriggers } from "../../src/boundary/detectors/index.js";

const long = (c: string) => c.repeat(600);
const matchesAny = (pieces: readonly string[], text: string) => pieces.some((p) => new RegExp(p, "i").test(text));

describe("triggerPieces (issue 22: a long trigger compiled only where its atoms occur)", () => {
  it("keeps a short source whole", () => {
    expect(triggerPieces("(?:ignore|disregard)\\s{1,4}previous")).toEqual(["(?:ignore|disregard)\\s{1,4}previous"]);
  });

  it("cuts a top-level alternation, a wrapping group and a lookahead-gated group", () => {
    expect(triggerPieces(`${long("a")}|${long("b")}`)).toEqual([long("a"), long("b")]);
    expect(triggerPieces(`(?:(?:${long("a")}|${long("b")}))`)).toEqual([`(?:${long("a")})`, `(?:${long("b")})`]);
    expect(triggerPieces(`(?=[ab])(?:${long("a")}|${long("b")})`)).toEqual([`(?=[ab])(?:${long("a")})`, `(?=[ab])(?:${long("b")})`]);
  });

  it("distributes a short prefix and suffix over the alternation that holds most of the source", () => {
    expect(triggerPieces(`x(?:${long("a")}|${long("b")})y`)).toEqual([`x(?:${long("a")})y`, `x(?:${long("b")})y`]);
  });

  it("leaves whole what a cut would change or copy too much of", () => {
    // A quantified group, a backreference, a named group, a capture group.
    for (const s of [`(?:${long("a")}|${long("b")})+`, `(a)(?:${long("a")}|${long("b")})\\1`, `(?<n>a)(?:${long("a")}|${long("b")})`, `(${long("a")}|${long("b")})`]) {
      expect(triggerPieces(s)).toEqual([s]);
    }
    // The text around the alternation is more than an eighth of it: copying it into every piece costs more than it saves.
    const wide = `${long("c")}(?:${long("a")}|${long("b")})`;
    expect(triggerPieces(wide)).toEqual([wide]);
    // Classes and escapes are read as such: `|` and parentheses inside them are not structure.
    const classy = `[|(]${long("a")}\\|${long("b")}`;
    expect(triggerPieces(classy)).toEqual([classy]);
  });

  it("the pieces of every long trigger of the pass match exactly the texts the trigger matches", () => {
    const triggers = [...RULES.flatMap((r) => r.triggers), ...(detectorQuickTriggers(DEFAULT_DETECTORS) ?? [])];
    const cut = [...new Set(triggers)].map((t) => [t, triggerPieces(t)] as const).filter(([, p]) => p.length > 1);
    expect(cut.length).toBeGreaterThan(0);
    let seed = 7;
    const rand = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    let positives = 0;
    let negatives = 0;
    for (const [source, pieces] of cut) {
      // Words of the source's own literal runs, joined by spaces, particles and line breaks:
      // texts near the trigger, which it matches sometimes and misses sometimes.
      const words = source.split(/\\[a-z](?:\{[0-9,]+\})?|[()[\]{}|?*+^$\\]+/i).filter((w) => w.length > 0 && !/^[0-9,:=!<]+$/.test(w));
      const whole = new RegExp(source, "i");
      for (let k = 0; k < 120; k++) {
        const parts = Array.from({ length: 1 + rand(4) }, () => words[rand(words.length)] as string);
        const text = parts.join(["", " ", "을 ", "\n", " the "][rand(5)] as string);
        const expected = whole.test(text);
        expect(matchesAny(pieces, text), `${text} against a trigger cut into ${pieces.length} pieces`).toBe(expected);
        if (expected) positives++;
        else negatives++;
      }
    }
    // Both sides were exercised (the check is not vacuous).
    expect(positives).toBeGreaterThan(20);
    expect(negatives).toBeGreaterThan(20);
  });
});
