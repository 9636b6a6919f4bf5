/**
 * Phone numbers in two more dresses (issue 19, blind round 9): dictated digit by digit in words
 * with commas and hyphens between them (`five, five, five, one two three four` — the dictation
 * is the context, `readNumbers().dictatedDigits`), and German numbers with the area or mobile
 * code written as its own group and the subscriber part regrouped (`0171/234 56 78`, DIN 5008's
 * old slash; `+49 (0)171/2345678`). Carriers: prose, e-mail, CSV, a Markdown table, JSON. Hard
 * negatives: counting, lottery-like teens, page and file numbers with slashes, tax and court
 * references. Every number is made up.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { countingRun } from "../../src/gate/detectors/phone.js";
import { readNumbers } from "../../src/gate/digits.js";
import { gateShadow } from "../../src/gate/view.js";
import { expectStreamedLeakHeld } from "../helpers/stream.js";

const policy = compileGatePolicy(parseConfig({}));

const LEAKS: { kind: string; text: string; value: string }[] = [
  // English words, commas and hyphens, no phone word
  { kind: "dictated", text: "Anna: five, five, five, one two three four", value: "five, five, five, one two three four" },
  { kind: "dictated", text: "Sure — it's five-five-five, one-two-three-four. See you!", value: "five-five-five, one-two-three-four" },
  { kind: "dictated", text: "Subject: tonight\n\nDana - four one five, five five five, two six seven one.\n\nBest", value: "four one five, five five five, two six seven one" },
  { kind: "dictated", text: '{"note": "area code four one five, then five, five, five, one two three four"}', value: "four one five, then five, five, five, one two three four" },
  { kind: "dictated", text: "| who | how |\n|---|---|\n| Dana | nine, one, seven; five, five, five; zero, one, nine, eight |", value: "nine, one, seven; five, five, five; zero, one, nine, eight" },
  { kind: "dictated", text: "Mi número: seis, cinco, cinco, uno, dos, tres, cuatro", value: "seis, cinco, cinco, uno, dos, tres, cuatro" },
  // German: area/mobile code as its own group, subscriber regrouped
  { kind: "de-slash", text: "Frau Weber erreichen Sie unter 0171/234 56 78.", value: "0171/234 56 78" },
  { kind: "de-slash", text: "Weber;Anna;0171/234 56 78;Hamburg", value: "0171/234 56 78" },
  { kind: "de-slash", text: '{"name": "Anna Weber", "mobil": "0171/234 56 78"}', value: "0171/234 56 78" },
  { kind: "de-slash", text: "| Name | Nummer |\n|---|---|\n| Anna Weber | 0171 / 234 56 78 |", value: "0171 / 234 56 78" },
  { kind: "de-slash", text: "Gruß, Anna Weber\n+49 (0)171/2345678", value: "+49 (0)171/2345678" },
  { kind: "de-slash", text: "Anna Weber, +49 (0)171/234 56 78, Hamburg", value: "+49 (0)171/234 56 78" },
  { kind: "de-slash", text: "Kontakt: 0151/23456789", value: "0151/23456789" },
  { kind: "de-slash", text: "Büro Berlin 030/12 34 56 78", value: "030/12 34 56 78" },
];

const LOOKALIKES: { kind: string; text: string }[] = [
  { kind: "counting", text: "Count with me: one, two, three, four, five, six, seven!" },
  { kind: "counting down", text: "nine, eight, seven, six, five, four, three — liftoff" },
  { kind: "page/volume", text: "Siehe Seite 12/345 67 89 im Band." },
  { kind: "court file", text: "Az. 12 O 345/19 vom Landgericht." },
  { kind: "tax number", text: "Steuernummer 21/815/08150 beim Finanzamt." },
  { kind: "fractions", text: "Mix 1/2 3/4 and 5/6 of the dough." },
  { kind: "file reference", text: "Aktenzeichen 0171/234 56 78 bitte angeben." },
  { kind: "ratio list", text: "Scores: 17/20, 18/20, 12/20." },
];

describe("phone: dictated digits and German area-code layouts (blind round 9)", () => {
  it.each(LEAKS.map((c) => [c.kind, c.text, c.value] as const))("%s: %s is stopped", (_kind, text, value) => {
    const v = deterministicGate(text, policy);
    const phones = v.findings.filter((f) => f.id === "phone").map((f) => text.slice(f.start, f.end));
    expect(phones).toContain(value);
  });

  it.each(LOOKALIKES.map((c) => [c.kind, c.text] as const))("look-alike %s: %s passes", (_kind, text) => {
    expect(deterministicGate(text, policy).findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });

  it("counts dictated digits: one word per digit, tens and teens not", () => {
    const read = (t: string) => {
      const r = readNumbers(gateShadow(t));
      return r.dictatedDigits(0, r.view.text.length);
    };
    expect(read("five, five, five, one two three four")).toBe(7);
    expect(read("double five, five, one two three four")).toBe(7);
    expect(read("공일공 사팔이일 칠삼구오")).toBe(11);
    expect(read("fourteen eighty-eight five five five one")).toBe(4);
  });

  it("a counting run is a count", () => {
    expect(countingRun("1234567")).toBe(true);
    expect(countingRun("9876543")).toBe(true);
    expect(countingRun("7890123")).toBe(true);
    expect(countingRun("5551234")).toBe(false);
  });

  const streamed = LEAKS.slice(0, 2).concat(LEAKS.slice(6, 8));
  it.each(streamed.map((c) => [c.kind, c.text] as const))("streamed %s: %s is held at every cut", async (_kind, text) => {
    for (let at = 1; at < text.length; at++) await expectStreamedLeakHeld(text, [at], policy);
  });
});
