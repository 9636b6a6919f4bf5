/**
 * Break-it finding: one control character (NUL, BEL, ESC, DEL, NEL), a lone surrogate, a
 * combining mark or U+FFFD inside a provider's key let it through the gate while zero-width
 * characters were caught. The secret detectors' case view (`caseView` with `controls`) drops
 * the same class the shadow drops; the redaction covers the original span.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { caseView, collectGateStream, compileGatePolicy, gateAnswer, gateStream } from "../../src/gate/index.js";
import { tokensOf } from "../helpers/stream.js";

const chunks = (text: string, size: number) => Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, i * size + size));

const policy = compileGatePolicy(parseConfig({}));

const KEYS = {
  github: "ghp_aB3dE5gH7jK9mN1pQ3rS5tU7vW9xY1zA2bC4",
  aws: "AKIAZ7QWERTYUIOPASDF",
  anthropic: "sk-ant-api03-" + "xK9_bQ2-".repeat(12).slice(0, 93) + "AA",
};
const INSERTS = {
  NUL: "\u0000",
  BEL: "\u0007",
  ESC: "\u001b",
  DEL: "\u007f",
  NEL: "\u0085",
  C1: "\u009b",
  "lone high surrogate": "\ud800",
  "lone low surrogate": "\udc00",
  "combining acute": "\u0301",
  "two combining marks": "\u0301\u0308",
  "U+FFFD": "\ufffd",
};
const cases = Object.entries(KEYS).flatMap(([provider, key]) =>
  Object.entries(INSERTS).map(([name, ch]) => {
    const at = Math.floor(key.length / 2);
    return [provider, name, key.slice(0, at) + ch + key.slice(at)] as const;
  }),
);

describe("a control, surrogate, mark or U+FFFD inside a key does not hide it", () => {
  it.each(cases)("%s key with %s: whole answer blocked, span covers the key", async (_provider, _name, hidden) => {
    const answer = `here it is: ${hidden} — keep it safe`;
    const r = await gateAnswer(answer, policy);
    expect(r.action).toBe("block");
    const at = answer.indexOf(hidden);
    // One secret finding covers the whole key, the inserted character included.
    expect(r.findings.some((f) => f.category.startsWith("secret") && f.start <= at && f.end >= at + hidden.length)).toBe(true);
  });

  it.each(cases)("%s key with %s: stream blocked, no part of the key released", async (_provider, _name, hidden) => {
    const answer = `here it is: ${hidden} — keep it safe`;
    for (const size of [1, 3, 7]) {
      const { text, blocked } = await collectGateStream(gateStream(tokensOf(chunks(answer, size)), policy));
      expect(blocked).toBeDefined();
      expect(text).not.toContain(hidden.slice(0, 6));
    }
  });
});

describe("caseView with controls", () => {
  it("drops the class and maps offsets back to the original span", () => {
    const original = "x AKIA\u0000Z7QW\ud800ERTY\u0301UIOP\ufffdASDF y";
    const v = caseView(original, { controls: true });
    expect(v.text).toBe("x AKIAZ7QWERTYUIOPASDF y");
    const s = v.text.indexOf("AKIA");
    expect(v.toOriginal(s, s + 20)).toEqual({ start: 2, end: original.indexOf(" y") });
  });

  it("keeps tab, line breaks and marks on letters outside ASCII; a line-break control between words stays", () => {
    expect(caseView("a\tb\nc\rd", { controls: true }).text).toBe("a\tb\nc\rd");
    expect(caseView("word \u000b next", { controls: true }).text).toBe("word \u000b next");
    expect(caseView("한\u0301", { controls: true }).text).toBe("한\u0301");
  });

  it("without the option the view is as before (e-mail and egress read it)", () => {
    expect(caseView("AKIA\u0000X").text).toBe("AKIA\u0000X");
  });
});
