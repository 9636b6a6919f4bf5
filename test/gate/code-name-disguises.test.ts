/**
 * Code names in disguise (issue 19): backwards, reordered, translated with invisible or
 * look-alike characters, translated in inflected or reordered forms, transliterated into other
 * scripts. Rows in `code-name-disguises.cases.ts`; the views the readers of other scripts read
 * (`letterView`, `foldMixedScript`) and the one span mapper are checked here too.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate, gateStream, type GateEvent } from "../../src/gate/index.js";
import { letterView } from "../../src/gate/view.js";
import { foldMixedScript } from "../../src/gate/script-fold.js";
import { DISGUISE_LOOKALIKES, DISGUISE_NAMES, DISGUISED_LEAKS } from "./code-name-disguises.cases.js";

const policy = compileGatePolicy(parseConfig({ gate: { codeNames: DISGUISE_NAMES } }));
const codeNames = (text: string) => deterministicGate(text, policy).findings.filter((f) => f.id === "code-name").map((f) => text.slice(f.start, f.end));

describe("disguised code names are caught, the finding on the text as written", () => {
  it.each(DISGUISED_LEAKS)("%s: %s", (_kind, text, span) => {
    expect(codeNames(text)).toContain(span);
    expect(deterministicGate(text, policy).action).toBe("block");
  });
});

describe("look-alikes stay clean", () => {
  it.each(DISGUISE_LOOKALIKES)("%s", (text) => {
    expect(codeNames(text)).toEqual([]);
  });
});

describe("the letter view", () => {
  it("drops invisible characters and folds fullwidth, mapping spans back", () => {
    const text = "Kup\u00adfer\u200b-Reiher ＸＹ";
    const v = letterView(text);
    expect(v.text).toBe("Kupfer-Reiher XY");
    const at = v.text.indexOf("Reiher");
    const o = v.toOriginal(0, at + 6);
    expect(text.slice(o.start, o.end)).toBe("Kup\u00adfer\u200b-Reiher");
    const xy = v.toOriginal(v.text.length - 2, v.text.length);
    expect(text.slice(xy.start, xy.end)).toBe("ＸＹ");
  });

  it("writes look-alikes in their word's script, one code unit for one", () => {
    expect(foldMixedScript("Loutr\u0435 d'\u0430rgent")).toBe("Loutre d'argent");
    expect(foldMixedScript("Серебрянaя выдрa")).toBe("Серебряная выдра");
    expect(foldMixedScript("Κ\u03bfuένμπρ\u03bfυκ")).toBe("Κ\u03bfuένμπρ\u03bfυκ".replace("u", "υ"));
  });

  it("leaves words of one script, ties and other scripts alone", () => {
    for (const t of ["copper", "медь", "ορος", "구리 銅 😀", "Pa", "Сa"]) expect(foldMixedScript(t)).toBe(t);
  });
});

describe("in a stream, no byte of a reordered, backwards or disguised name leaves", () => {
  it.each([
    ["Status: Comet Velvet ships in May, details follow.", "Comet Velvet"],
    ["Project koorbneuQ is on hold until further notice.", "koorbneuQ"],
    ["Проект Сереб\u200bряная выдра запущен, подробности позже.", "Сереб\u200bряная выдра"],
  ])("%s", async (text, span) => {
    for (const size of [1, 3, 7]) {
      async function* tokens() {
        for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
      }
      const events: GateEvent[] = [];
      for await (const ev of gateStream(tokens(), policy)) events.push(ev);
      const out = events.map((e) => (e.type === "token" ? e.text : "")).join("");
      expect(events.at(-1)?.type).toBe("blocked");
      expect(out.length).toBeLessThanOrEqual(text.indexOf(span));
    }
  });
});
