/**
 * Issue 19, blind round 9: invisible characters between spelled digit groups. The shadow drops
 * every invisible character (right for an address or a code name, whose characters a reader sees
 * as one word), which glued `one\u200Bone` into `oneone` and hid the number. The digit reader
 * now reads an invisible character between two letters as a word break (`readerText`) and as
 * nothing in the number view; between written digits it was never a separator.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate, gateShadow, readNumbers } from "../../src/gate/index.js";
import { expectStreamedLeakHeld } from "../helpers/stream.js";

const policy = compileGatePolicy(parseConfig({}));

/** Invisible characters a renderer shows as nothing: ZWSP, ZWNJ, ZWJ, word joiner, soft hyphen, BOM, NUL, ESC, DEL, C1 NEL-free control, LRM, Mongolian vowel separator, tag space. */
const INVISIBLES = ["\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\ufeff", "\u0000", "\u001b", "\u007f", "\u0090", "\u200e", "\u180e", "\u{e0020}"];

const glue = (words: string, sep: string) => words.split(" ").join(sep);

/** Spelled numbers (valid phones, cards, ids) in several languages and carriers; `%s` is where the glued words go. */
const SPELLED: readonly { kind: string; carrier: string; words: string }[] = [
  { kind: "en phone, e-mail signature", carrier: "Best regards,\nDana Whitfield\nMobile: %s\n", words: "four one five five five five two six seven one" },
  { kind: "en card, JSON tool output", carrier: '{"status":"ok","card":"%s"}', words: "four five three two zero one five one one two eight three zero three six six" },
  { kind: "de phone, markdown table", carrier: "| Name | Telefon |\n| --- | --- |\n| Jan | %s |", words: "null eins sieben sechs eins zwei drei vier fünf sechs sieben" },
  { kind: "fr phone, HTML", carrier: "<p>Appelez-moi au <b>%s</b></p>", words: "zéro six douze quarante-huit quatre-vingt-treize cinquante-sept" },
  { kind: "es phone, prose", carrier: "Mi móvil es %s, llámame.", words: "seis uno dos tres cuatro cinco seis siete ocho" },
  { kind: "ko phone, prose", carrier: "연락처는 %s 입니다", words: "공 일 공 사 팔 이 일 칠 삼 구 오" },
  { kind: "ko rrn, prose", carrier: "주민번호 %s", words: "팔 오 공 삼 일 오 일 이 삼 사 오 육 육" },
  { kind: "ja phone, kana", carrier: "電話は %s です", words: "ゼロ キュウ ゼロ イチ ニ サン ヨン ゴ ロク ナナ ハチ" },
];

describe("invisible characters between spelled digits are word breaks", () => {
  for (const c of SPELLED) {
    it.each(INVISIBLES.map((x) => [`U+${(x.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0")}`, x]))(`${c.kind}: glued by %s is stopped`, (_name, sep) => {
      const answer = c.carrier.replace("%s", glue(c.words, sep));
      const v = deterministicGate(answer, policy);
      expect(v.action, JSON.stringify(answer)).not.toBe("pass");
    });
  }

  it("a run of several invisible characters, and a reference to one (`&#8203;`, `\\u200b`), breaks too", () => {
    for (const sep of ["\u200b\u200c\u2060", "&#8203;", "&zwnj;", "\\u200b"]) {
      const answer = `Phone: ${glue("four one five five five five two six seven one", sep)}`;
      expect(deterministicGate(answer, policy).action, answer).not.toBe("pass");
    }
  });

  it("an invisible character glues a label to the number (`전화번호\\u200B공일공…`): the label is no part of it", () => {
    const answer = "전화번호\u200b공일공\u200b사팔이일\u200b칠삼구오";
    const f = deterministicGate(answer, policy).findings.find((x) => x.id === "phone");
    expect(f && answer.slice(f.start, f.end)).toBe("공일공\u200b사팔이일\u200b칠삼구오");
  });

  it("a composite read across one (`twenty\\u200Bthree` is 23), and the view reads the break as nothing", () => {
    const reading = readNumbers(gateShadow("call four\u200bone\u200bfive\u200bfive\u200bfive\u200bfive\u200btwenty\u200bsix\u200bseventy\u200bone"));
    expect(reading.view.text).toBe("call 4155552671");
    expect(readNumbers(gateShadow("공일공\u200b사팔이일\u200b칠삼구오")).view.text).toBe("01048217395");
  });

  it("between written digits an invisible character is nothing (the number is one)", () => {
    const v = deterministicGate("Phone 415\u200b555\u00ad2671", policy);
    expect(v.findings.map((f) => f.id)).toEqual(["phone"]);
  });

  it("the finding maps back over the invisible characters exactly", () => {
    const answer = "Mobile: zero\u200bone\u200bzero\u200btwo\u200bthree\u200bfour\u200bfive\u200bsix\u200bseven\u200beight\u200bnine, thanks";
    const f = deterministicGate(answer, policy).findings.find((x) => x.id === "phone");
    expect(f && answer.slice(f.start, f.end)).toBe("zero\u200bone\u200bzero\u200btwo\u200bthree\u200bfour\u200bfive\u200bsix\u200bseven\u200beight\u200bnine");
  });
});

describe("hard negatives: invisible characters in prose stay prose", () => {
  const benign = [
    // Soft hyphens are hyphenation hints in ordinary German and English web text.
    "Die Tele\u00adfon\u00adnummer steht im Im\u00adpres\u00adsum; wir ant\u00adworten in zwei bis drei Tagen.",
    "one\u200bor\u200btwo seats, then three more next year",
    "The Team\u200bplan costs twelve\u200bdollars per seat per month",
    // ZWJ and variation selectors inside emoji between counted items.
    "👩\u200d💻 one team, two sprints, three releases, four demos 👨\u200d👩\u200d👧",
    "Chapter one\u00adtwo: an over\u00adview of seven\u00adteen essays",
    "이 사업은\u200b오 년 동안\u200b이 지역에서 진행됩니다",
    "Version\u200b1.2.3 released on 2024-05-01, build 4411",
  ];
  it.each(benign.map((t) => [t]))("%s passes", (text) => {
    expect(deterministicGate(text, policy).findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });
  it("an answer without invisible characters reads as before (the shadow itself is the view)", () => {
    const shadow = gateShadow("Phone four one five five five five two six seven one");
    expect(readNumbers(shadow).view.text).toBe("phone 4155552671");
  });
});

describe("streamed: nothing of a glued number is released", () => {
  const block = compileGatePolicy(parseConfig({ gate: { detectors: { phone: { action: "block" } } } }));
  const answers = ["Call me: zero\u200bone\u200bzero\u200btwo\u200bthree\u200bfour\u200bfive\u200bsix\u200bseven\u200beight\u200bnine ok", "Tel\u00a0four\u2060one\u2060five\u2060five\u2060five\u2060five\u2060two\u2060six\u2060seven\u2060one."];
  it.each(answers.map((a) => [a]))("%s is held at every cut", async (answer) => {
    for (let at = 1; at < answer.length; at++) await expectStreamedLeakHeld(answer, [at], block);
  });
});
