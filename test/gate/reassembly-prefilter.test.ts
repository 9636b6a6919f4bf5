/**
 * The one-pass prefilters of the secret detector's reassembly (`mayHoldHex`,
 * `mayHoldSpacedBlocks`): a `false` must be a proof that the pattern they guard yields
 * nothing, or a key written in hex or in blocks would pass unscanned.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayHoldHex, mayHoldSpacedBlocks, REASSEMBLY_PATTERNS, spacedBlocks } from "../../src/gate/detectors/secret-reassembly.js";
import { propertyRuns } from "../helpers/property-runs.js";

const HEX_RUN = REASSEMBLY_PATTERNS.find((re) => re.source.includes("(?:0x)?")) as RegExp;
const SPACED = REASSEMBLY_PATTERNS.find((re) => re.source.includes("[ \\u00a0-]")) as RegExp;

/** Blocks accepted the way `spacedBlocks` accepts them, without its prefilter. */
const acceptedBlocks = (t: string) =>
  [...t.matchAll(SPACED)].filter((m) => m[0].split(/[ \u00a0-]/).every((b) => /[A-Z0-9]/.test(b)) && m[0].includes(" ")).map((m) => m[0]);

describe("reassembly prefilters", () => {
  it("find the pieces they guard in keys written in hex and in blocks", () => {
    const hex = Buffer.from("ghp_8fKq2LmN4pR7sT9vW1xY3zA5bC6dE0gH", "latin1").toString("hex");
    for (const t of [
      `token: ${hex}`,
      `bytes ${hex.match(/../g)?.join(" ")}`,
      `C: ${hex.match(/../g)?.map((p) => `\\x${p}`).join("")}`,
      `{"k": "${hex.toUpperCase().match(/../g)?.join(":")}"}`,
    ]) expect([t, mayHoldHex(t)]).toEqual([t, true]);
    for (const t of ["key: AKIA QX7R M2PL 9WZK 4TB8", "| AKIA-QX7R M2PL |", "Schlüssel: AKIA\u00a0QX7R M2PL"]) expect([t, mayHoldSpacedBlocks(t), spacedBlocks(t).length > 0]).toEqual([t, true, true]);
  });

  it("refuse plain prose in several languages (the point of the prefilter)", () => {
    for (const t of ["The Team plan costs twelve dollars per seat per month and includes priority support for every workspace.", "Der Tarif kostet 12 € pro Monat und Arbeitsplatz.", "Le forfait Équipe coûte 12 € par mois.", "요금제는 월 12달러입니다. 카드 번호는 알려 드릴 수 없습니다.", "| Plan | Seats | Price |\n| --- | --- | --- |\n| Team | 12 | $144.00 |"]) {
      expect([t, mayHoldHex(t), mayHoldSpacedBlocks(t)]).toEqual([t, false, false]);
    }
  });

  it("a false is a proof: the guarded pattern finds nothing (random texts over the patterns' own characters)", () => {
    const unit = fc.constantFrom("a", "f", "A", "F", "0", "9", "g", "Z", "_", " ", " ", "\u00a0", "-", ":", "\\x", "\\X", "0x", "é", "\n", "ab", "12", "AKIA", "Q7");
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 120 }), (units) => {
        const t = units.join("");
        if (!mayHoldHex(t)) expect([t, [...t.matchAll(HEX_RUN)].length]).toEqual([t, 0]);
        if (!mayHoldSpacedBlocks(t)) expect([t, acceptedBlocks(t)]).toEqual([t, []]);
      }),
      { numRuns: propertyRuns(20_000) },
    );
  });
});
