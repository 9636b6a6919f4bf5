/**
 * Two look-alike kinds (issue 19, round 9 leftovers): a LIST of numbers said in words (`four,
 * eight, fifteen, sixteen, twenty-three and forty-two`) is no phone or id — every gap a comma
 * or conjunction and a number of two digits said as one word; and a number right after a bare
 * reference noun (`Order 021000021`, `Ticket: …`) is that order's, not a phone. Carriers: prose,
 * e-mail, JSON, a Markdown table; leaks kept: dictated phones and phones after a phone word.
 * Every number is made up.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { referenceLabelled } from "../../src/gate/detectors/reference-labels.js";

const policy = compileGatePolicy(parseConfig({}));

const LOOKALIKES: string[] = [
  "the numbers were four, eight, fifteen, sixteen, twenty-three and forty-two",
  "Subject: draw\n\nWinning numbers: seven, eleven, nineteen, twenty-two, thirty-one and forty.\n\nGood luck",
  '{"tool": "lotto", "text": "three, twelve, eighteen, twenty-five, thirty-three, forty-one"}',
  "los números: cuatro, ocho, quince, dieciséis, veintitrés y cuarenta y dos",
  "| draw | numbers |\n|---|---|\n| 12 May | five, ten, fourteen, twenty-one and thirty-six |",
  "Order 021000021",
  "Order: 4155552671 shipped today",
  "Ticket 2125551234 was closed.",
  '{"booking": "Booking #6505551234 confirmed"}',
  "| field | value |\n|---|---|\n| Invoice | 0201234567 |",
];

const LEAKS: { text: string; value: string }[] = [
  { text: "Anna: five, five, five, one two three four", value: "five, five, five, one two three four" },
  { text: "call me: four one five, five five five, twenty-three forty-two", value: "four one five, five five five, twenty-three forty-two" },
  { text: "Order hotline: 02-312-3456", value: "02-312-3456" },
  { text: "Please order from Anna, phone 010-4821-7395", value: "010-4821-7395" },
  // A noun for a person or a room introduces its phone; a country code is dialled after any noun.
  { text: "Customer: 415 555 2671", value: "415 555 2671" },
  { text: "Room 0151 496 7234 is Dr Weber's direct line", value: "0151 496 7234" },
  { text: "Order +1 415 555 2671 — that is my mobile", value: "+1 415 555 2671" },
];

describe("look-alikes: lists of numbers in words, numbers after a bare reference noun", () => {
  it.each(LOOKALIKES)("look-alike %s passes", (text) => {
    expect(deterministicGate(text, policy).findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });

  it.each(LEAKS.map((c) => [c.text, c.value] as const))("%s is stopped", (text, value) => {
    expect(deterministicGate(text, policy).findings.map((f) => text.slice(f.start, f.end))).toContain(value);
  });

  it("a bare reference noun labels only a number right after it, and a nearer phone word wins", () => {
    expect(referenceLabelled("order 021000021", 6, /phone|tel/g)).toBe(true);
    expect(referenceLabelled("order: 021000021", 7, /phone|tel/g)).toBe(true);
    expect(referenceLabelled("order from anna 021000021", 16, /phone|tel/g)).toBe(false);
    expect(referenceLabelled("order phone 021000021", 12, /phone|tel/g)).toBe(false);
  });
});
