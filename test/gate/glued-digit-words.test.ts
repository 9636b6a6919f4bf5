/**
 * Digit words glued with no separator (issue 19, round 9 leftovers): a word that is wholly ≥ 7
 * digit words of one language (`fouronefivefivefiveonetwothree`, `ceroseisuno…`) is read as
 * its digits, dictated one by one (`gluedDigitWords`). Carriers: prose, e-mail, JSON tool
 * output, a Markdown table, in English, Spanish, German and Italian. Hard negatives: ordinary
 * words holding digit words, a year in words, short glued runs. Every number is made up.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { gluedDigitWords } from "../../src/gate/number-words.js";

const policy = compileGatePolicy(parseConfig({}));

const LEAKS: { text: string; value: string }[] = [
  { text: "call me at fouronefivefivefiveonetwothreefour", value: "fouronefivefivefiveonetwothreefour" },
  { text: "Subject: hi\n\nmy cell is zeroonezeroonetwothreefourfivesixseven\n\nbye", value: "zeroonezeroonetwothreefourfivesixseven" },
  { text: '{"tool": "crm", "phone": "twoonetwofivefivefiveonetwothreefour"}', value: "twoonetwofivefivefiveonetwothreefour" },
  { text: "| name | tel |\n|---|---|\n| Ann | fouronefivefivefivefivefivefiveonetwo |", value: "fouronefivefivefivefivefivefiveonetwo" },
  { text: "mi móvil: seisunodosdostrescuatrocincoseisseite".replace("seite", "siete"), value: "seisunodosdostrescuatrocincoseissiete" },
  { text: "Handy: nulleinssiebeneinszweidreivierfunfsechssieben", value: "nulleinssiebeneinszweidreivierfunfsechssieben" },
];

const LOOKALIKES: string[] = [
  "We often meet someone new on the network.",
  "The tone was set in nineteen eighty-four, a novel often cited.",
  "fiveoneone is a short code, onetwothree is a password hint",
  "the oneness of everything, ninetynine problems",
  "Neunundneunzig Luftballons, einsam und zweifach",
  "sevenfold growth, fourfold risk, threefold gain",
];

describe("digits: digit words glued with no separator", () => {
  it.each(LEAKS.map((c) => [c.text, c.value] as const))("%s is stopped", (text, value) => {
    const v = deterministicGate(text, policy);
    expect(v.findings.map((f) => text.slice(f.start, f.end))).toContain(value);
  });

  it.each(LOOKALIKES)("look-alike %s passes", (text) => {
    expect(deterministicGate(text, policy).findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });

  it("segments only words made wholly of ≥ 7 digit words of one language", () => {
    expect(gluedDigitWords("fouronefivefivefiveonetwothree")).toEqual({ digits: "41555123", lang: "en" });
    expect(gluedDigitWords("ceroseisuno" + "dos".repeat(4))).toEqual({ digits: "0612222", lang: "es" });
    expect(gluedDigitWords("onetwothreefourfivesix")).toBeNull();
    expect(gluedDigitWords("someonetwothreefourfivesixseven")).toBeNull();
    expect(gluedDigitWords("onetwothreefourfivesixsevenx")).toBeNull();
    expect(gluedDigitWords("often")).toBeNull();
  });
});
