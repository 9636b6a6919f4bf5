import { describe, expect, it } from "vitest";
import { nativeFirst } from "../../src/core/native-first.js";

/** A large alternation (over the helper's 1 000-character floor), as the detectors build them. */
function bigSource(): string {
  const words: string[] = [];
  for (let i = 0; i < 400; i++) words.push(`w${i.toString(36)}ord`);
  return `(?<![a-z0-9])(?:${words.join("|")}|ignore\\s{1,4}previous|이전\\s{0,2}지시)(?![a-z0-9])`;
}

/** Every match (index and text) of a global regex over `text`, from lastIndex 0. */
function allMatches(re: RegExp, text: string): [number, string][] {
  const out: [number, string][] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push([m.index, m[0]]);
  return out;
}

describe("nativeFirst", () => {
  const texts = [
    "Please ignore  previous notes; w5ord and wbord were fine.",
    "회의록: 이전 지시 를 무시하라는 문장과 ignore previous 가 섞인 메일",
    "{\"note\":\"wzord\",\"body\":\"nothing here\"}",
    "",
    `${"x".repeat(1_200)} w3ord`,
  ];

  it("leaves every match of a primed regex as an unprimed copy finds it (one-byte and two-byte subjects, each flag set)", () => {
    for (const flags of ["g", "gm", "gi", "giu", "y", "i", ""]) {
      for (const text of texts) {
        const plain = new RegExp(bigSource(), flags);
        const primed = new RegExp(bigSource(), flags);
        nativeFirst(primed, text);
        if (flags.includes("g")) expect(allMatches(primed, text)).toEqual(allMatches(plain, text));
        else expect(primed.exec(text)?.[0]).toBe(plain.exec(text)?.[0]);
      }
    }
  });

  it("restores lastIndex, and a second call on the same regex does nothing", () => {
    const re = new RegExp(bigSource(), "g");
    re.lastIndex = 7;
    nativeFirst(re, "short text with w1ord");
    expect(re.lastIndex).toBe(7);
    re.lastIndex = 3;
    nativeFirst(re, "이전 지시");
    expect(re.lastIndex).toBe(3);
    expect(allMatches(re, "a w1ord b")).toEqual([[2, "w1ord"]]);
  });

  it("does not run a small regex (below the floor) or one whose subject is already long", () => {
    let runs = 0;
    const small = /ab/g;
    small.exec = function exec(this: RegExp, s: string) {
      runs++;
      return RegExp.prototype.exec.call(this, s);
    };
    nativeFirst(small, "ab");
    expect(runs).toBe(0);
    const big = new RegExp(bigSource(), "g");
    big.exec = function exec(this: RegExp, s: string) {
      runs++;
      return RegExp.prototype.exec.call(this, s);
    };
    nativeFirst(big, "x".repeat(1_000));
    expect(runs).toBe(0);
    const other = new RegExp(bigSource(), "g");
    other.exec = big.exec;
    nativeFirst(other, "short");
    expect(runs).toBe(1);
  });
});
