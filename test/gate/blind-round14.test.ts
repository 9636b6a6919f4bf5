/**
 * Issue 19, blind round 14 kinds (`blind-round14.cases.ts`): every leak is stopped and every
 * look-alike passes untouched; the shared reversal-cue lexicon, the near-reversal of code
 * names, the label-anchored ids, the IBAN look-alike readings and the table column view are
 * checked directly too.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { REVERSAL_CUES, reversalCueReach } from "../../src/gate/reversal-cues.js";
import { nearReversal } from "../../src/gate/detectors/terms.js";
import { columnView } from "../../src/gate/table-columns.js";
import { prefixBlocks } from "../../src/gate/detectors/secret-prefix-joins.js";
import { expectStreamedLeakHeld } from "../helpers/stream.js";
import { ROUND14_LEAKS, ROUND14_LOOKALIKES, ROUND14_NAMES } from "./blind-round14.cases.js";

const policy = compileGatePolicy(parseConfig({ gate: { codeNames: ROUND14_NAMES } }));
const redacting = compileGatePolicy(
  parseConfig({ gate: { codeNames: ROUND14_NAMES, detectors: { "credit-card": { action: "redact" }, "national-id": { action: "redact" }, iban: { action: "redact" } } } }),
);

describe("issue 19 blind round 14 kinds", () => {
  it.each(ROUND14_LEAKS.map((c) => [c.kind, c.text] as const))("%s: %s is stopped", (_kind, text) => {
    expect(deterministicGate(text, policy).action).not.toBe("pass");
  });

  it.each(ROUND14_LOOKALIKES.map((c) => [c.kind, c.text] as const))("look-alike %s: %s passes", (_kind, text) => {
    const v = deterministicGate(text, policy);
    expect(v.findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });
});

describe("one reversal-cue lexicon for numbers and code names", () => {
  it("holds 20+ languages and reaches a value after its cue", () => {
    expect(Object.keys(REVERSAL_CUES).length).toBeGreaterThanOrEqual(20);
    const text = "O código, de trás para frente: enirypheZ";
    expect(reversalCueReach(text)(text.indexOf("enir"), text.length)).toBe(true);
    expect(reversalCueReach("nothing here: enirypheZ")(14, 23)).toBe(false);
  });

  it("every language's cue reads a reversed card and a reversed code name alike", () => {
    const cues = ["backwards", "rückwärts", "à l'envers", "al revés", "de trás para frente", "al contrario", "achterstevoren", "wspak", "задом наперёд", "tersten", "逆順", "거꾸로", "倒过来", "baklänges", "takaperin", "pozpátku", "ανάποδα", "visszafelé", "навпаки", "terbalik"];
    for (const cue of cues) {
      expect(deterministicGate(`${cue}: 7811 5240 6371 8294`, policy).action, cue).toBe("block");
      expect(deterministicGate(`${cue}: enirypheZ`, policy).action, cue).toBe("block");
    }
  });

  it("a near-reversal swaps neighbouring letters only, a bounded number of times", () => {
    expect(nearReversal("zehpyrine", "zephyrine")).toBe(true);
    expect(nearReversal("zephyrine", "zephyrine")).toBe(true);
    expect(nearReversal("zehpyrien", "zephyrine")).toBe(true);
    expect(nearReversal("ezhpyrien", "zephyrine")).toBe(false);
    expect(nearReversal("zephyrinx", "zephyrine")).toBe(false);
    expect(nearReversal("bridgport", "bridgeport")).toBe(false);
  });
});

describe("the table column view", () => {
  it("joins a column's cells and maps a finding back to the cells, label cells kept", () => {
    const text = "Karte\n| Teil | Nummer |\n|---|---|\n| Anfang | 3761 |\n| Mitte | 592038 |\n| Ende | 44170 |";
    expect(columnView(text)?.text).toContain("3761 592038 44170");
    const v = deterministicGate(text, redacting);
    expect(v.action === "redact" && v.text).toBe("Karte\n| Teil | Nummer |\n|---|---|\n| Anfang | [REDACTED:CARD] |\n| Mitte | [REDACTED:CARD] |\n| Ende | [REDACTED:CARD] |");
  });

  it("reads CSV blocks too and leaves a single cell to the answer's own reading", () => {
    const view = columnView("a,b\nx,12\ny,34\nz,56");
    expect(view?.text).toContain("12 34 56");
    expect(view?.changed(0, 2)).toBe(false);
    expect(columnView("no table here\njust lines")).toBeNull();
  });
});

describe("label-anchored national ids and IBAN look-alikes", () => {
  it("redacts the number after its label in any grouping, the label kept", () => {
    const v = deterministicGate("| CPF | 294 781 306 50 |", redacting);
    expect(v.action === "redact" && v.text).toBe("| CPF | [REDACTED:NATIONAL_ID] |");
  });

  it("reads look-alike letters group by group, a bank code kept", () => {
    const text = "NL06 RABO o374 l528 O9";
    const v = deterministicGate(text, policy);
    expect(v.findings.map((f) => [f.id, text.slice(f.start, f.end)])).toEqual([["iban", text]]);
  });
});

describe("a key in blocks after its prefix", () => {
  it("offers one more block at a time; the key ends where its format does", () => {
    expect(prefixBlocks("ghp_ ab12 CD34 ef").map((c) => c.text)).toEqual(["ghp_ab12CD34", "ghp_ab12CD34ef"]);
    const text = "ghp_ 7Kq2 mX9v Lp4R t8Wn 3cYh Qz6B r1Ju 5sDe Nf0a and done";
    const spans = deterministicGate(text, policy).findings.map((f) => text.slice(f.start, f.end));
    expect(spans).toEqual(["ghp_ 7Kq2 mX9v Lp4R t8Wn 3cYh Qz6B r1Ju 5sDe Nf0a"]);
  });

  it("a stream cut at every block releases nothing of the key", async () => {
    const text = "The token is ghp_ 7Kq2 mX9v Lp4R t8Wn 3cYh Qz6B r1Ju 5sDe Nf0a (remove the spaces)";
    await expectStreamedLeakHeld(text, [...text.matchAll(/ /g)].map((m) => m.index + 1), policy);
  });
});
