/**
 * A run under U+202E RIGHT-TO-LEFT OVERRIDE is read in the order a reader sees it (UAX #9):
 * digits or letters stored reversed cannot carry a leak past the gate, whole or streamed.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate, gateStream } from "../../src/gate/index.js";

const policy = compileGatePolicy(parseConfig({ gate: { phone: { regions: ["KR", "US", "DE"] } } }));
const RLO = "\u202e";
const PDF = "\u202c";
const reversed = (s: string) => [...s].reverse().join("");

describe("right-to-left override runs", () => {
  it.each([
    ["a Korean mobile, closed by PDF", `${RLO}${reversed("010-2345-6789")}${PDF}`],
    ["the same inside prose, unclosed (the run ends at the line break)", `Contact: ok ${RLO}${reversed("010-2345-6789")}\nThanks`],
    ["a card in an e-mail draft", `Hi Sam,\nthe card is ${RLO}${reversed("4539 1488 0343 6467")}${PDF}.\nBest`],
    ["a German mobile in a table cell", `| Telefon | ${RLO}${reversed("+49 1512 3456789")}${PDF} |`],
  ])("blocks %s", (_kind, answer) => {
    expect(deterministicGate(answer, policy).action).toBe("block");
  });

  it("blocks the reversed run when it arrives one character at a time", async () => {
    async function* tokens() {
      for (const c of `ok ${RLO}${reversed("010-2345-6789")}${PDF} bye`) yield c;
    }
    const events = [];
    for await (const ev of gateStream(tokens(), policy)) events.push(ev);
    expect(events.at(-1)).toMatchObject({ type: "blocked", code: "ERR_LEAK_PII" });
  });

  it.each([
    ["Arabic text with an override and a year", `مرحبا ${RLO}abc${PDF} 2024`],
    ["overrides alone", `${RLO}${RLO}${PDF}`],
    ["a reversed order number after its label", `Order no. ${RLO}${reversed("2024-000381")}${PDF}`],
  ])("passes %s", (_kind, answer) => {
    expect(deterministicGate(answer, policy).action).toBe("pass");
  });

  it("a run of overrides without an end stays linear (one reversed run)", () => {
    const answer = `${RLO}1`.repeat(200_000);
    expect(["pass", "block"]).toContain(deterministicGate(answer, policy).action);
  });
});
