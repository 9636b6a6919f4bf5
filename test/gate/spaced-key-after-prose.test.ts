/**
 * A key written in blocks after (or before) short prose words (issue 19, round 9 leftovers): the
 * spaced-block reader cuts a run of short words at every block with no capital or digit, so the
 * key's own blocks are read as one candidate (`the key is AKIA QX7R …`). Carriers: prose in
 * several languages, e-mail, JSON tool output, a Markdown table. Hard negatives: capitalised
 * prose, acronym lists, standard numbers. Every key is made up.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { spacedBlocks } from "../../src/gate/detectors/secret-reassembly.js";

const policy = compileGatePolicy(parseConfig({}));
const KEY = "AKIA QX7R M2PL 5TZE 9WBN";

const LEAKS: string[] = [
  `the key is ${KEY}`,
  `ok so the key is ${KEY} and it works`,
  `la clé est ${KEY} pour le compte`,
  `der schlüssel ist ${KEY} bitte nicht teilen`,
  `el id es ${KEY}`,
  `키는 ${KEY} 입니다`,
  `Subject: access\n\nhi, use ak ${KEY} for the bucket\n\nthanks`,
  `{"tool": "notes", "result": "aws id is ${KEY} ok"}`,
  `| what | value |\n|---|---|\n| id | it is ${KEY} now |`,
  `is it AKIA-QX7R M2PL-5TZE 9WBN or not`,
];

const LOOKALIKES: string[] = [
  "I AM ON IT NOW",
  "we use ISO 9001 QMS and ISO 27001 ISMS here",
  "the list is NASA ESA JAXA CNES ISRO and more",
  "the plan is to GO BIG OR GO HOME this year",
  "our codes are UTF 8 and the tags are EN DE FR IT ES",
  "la norme est ISO 14001 SME pour nous",
  "see RFC 4648 and RFC 3986 for the format",
];

describe("secret: a key in blocks after prose words", () => {
  it.each(LEAKS)("%s is stopped", (text) => {
    const secrets = deterministicGate(text, policy).findings.filter((f) => f.id.startsWith("secret"));
    expect(secrets.length).toBeGreaterThan(0);
  });

  it.each(LOOKALIKES)("look-alike %s passes", (text) => {
    expect(deterministicGate(text, policy).findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });

  it("cuts the run at lower-case words and keeps each stretch of strong blocks", () => {
    const c = spacedBlocks(`the key is ${KEY} and AB CD EF too`);
    expect(c.map((x) => x.text)).toEqual(["AKIAQX7RM2PL5TZE9WBN", "ABCDEF"]);
    const text = `the key is ${KEY}`;
    expect(text.slice(c[0]!.start, c[0]!.end)).toBe(KEY);
    expect(spacedBlocks("the cat sat on the mat")).toEqual([]);
    expect(spacedBlocks("AB-CD-EF")).toEqual([]);
  });
});
