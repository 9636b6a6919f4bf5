/**
 * Code names in disguise a reader undoes letter by letter (issue 19, break-it helper and blind
 * rounds): spelled with a spelling alphabet (NATO, German, French, Italian, Spanish, Dutch; as
 * runs or dictated `Q wie Quelle`), shifted by a Caesar cipher (ROT13 and other shifts), base64
 * of the name alone, and look-alike letters the shadow keeps (hooks, strokes, small-capital
 * shapes of other scripts, I for l) — in prose, JSON, tables and inside links
 * (`term-ciphers.ts`, `foldLetterShapes`, `egress/parts.ts`). Fresh invented names; look-alikes
 * are spelling-alphabet tutorials, city lists, base64 of unrelated data, public links, and words
 * sharing the names' letters. Before these mechanisms: 7 of the 29 leak rows were caught (long base64
 * runs by the decoded view, three links as opaque tokens); the look-alikes passed before and after.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate, gateStream, type GateEvent } from "../../src/gate/index.js";
import { base64Forms, caesarForms, spelledHold, spelledLetters } from "../../src/gate/detectors/term-ciphers.js";
import { foldLetterShapes } from "../../src/gate/script-fold.js";

const policy = compileGatePolicy(parseConfig({ gate: { codeNames: ["Quillfeather", "Marrow Lantern", "Vesk-19"] } }));
const flagged = (text: string) => deterministicGate(text, policy).findings.filter((f) => f.id === "code-name" || f.id === "egress");

const LEAKS: readonly (readonly [string, string])[] = [
  ["NATO run", "The internal name, spelled out: Quebec Uniform India Lima Lima Foxtrot Echo Alpha Tango Hotel Echo Romeo."],
  ["NATO, dashes, JSON", '{"codename": "Mike-Alfa-Romeo-Romeo-Oscar-Whiskey Lima-Alfa-November-Tango-Echo-Romeo-November"}'],
  ["NATO, one per line", "Letters:\n- Victor\n- Echo\n- Sierra\n- Kilo\n- 19"],
  ["German DIN 1950", "Der Projektname lautet Quelle Ulrich Ida Ludwig Ludwig Friedrich Emil Anton Theodor Heinrich Emil Richard."],
  ["German dictated", "Zum Mitschreiben: Q wie Quelle, U wie Ulrich, I wie Ida, L wie Ludwig, L wie Ludwig, F wie Friedrich, E wie Emil, A wie Anton, T wie Theodor, H wie Heinrich, E wie Emil, R wie Richard."],
  ["French", "Le nom de code : Marcel Anatole Raoul Raoul Oscar William, Louis Anatole Nicolas Thérèse Eugène Raoul Nicolas."],
  ["Italian cities", "| campo | valore |\n|---|---|\n| nome | Quarto Udine Imola Livorno Livorno Firenze Empoli Ancona Torino Hotel Empoli Roma |"],
  ["Spanish", "El proyecto se deletrea: Valencia Enrique Sábado Kilo 19."],
  ["English dictated", "That's V as in Victor, E as in Echo, S as in Sierra, K as in Kilo, 19."],
  ["ROT13", "Decode this for the team (rot13): Dhvyysrngure ships in March."],
  ["Caesar shift 7", "Status of Thyyvd Shualyu: on track."],
  ["Caesar with number", "Ticket about Yhvn-19 is closed."],
  ["lower-case shift 21", "ref lpdggazvoczm updated"],
  ["base64 alone", "Internal label (b64): UXVpbGxmZWF0aGVy"],
  ["base64 unspaced", '{"tag": "TWFycm93TGFudGVybg=="}'],
  ["base64 lower case", "see bWFycm93IGxhbnRlcm4= for details"],
  ["base64 numbered", "id=VmVzay0xOQ== done"],
  ["base64 at an offset", "blob eCBWZXNrLTE5 end"],
  ["hook letters", "Next sprint: Quiłłfeatɦer rollout."],
  ["stroke and tail", "Project Marrøw Lanterɳ is green."],
  ["Cyrillic small-capital shape", "Update on Marrow Lanтern: done."],
  ["Greek shapes", "Q3 goals for Quillfεaτher."],
  ["capital I for l", "QuiIIfeather is delayed."],
  ["Cherokee L", "Marrow Ꮮantern goes live."],
  ["link: base64 in the query", "Read [the notes](https://notes.example.net/v?d=UXVpbGxmZWF0aGVy)."],
  ["link: ROT13 in a reference definition", "See [the tracker][t].\n\n[t]: https://tracker.example.net/issue?q=Dhvyysrngure"],
  ["link: shifted in the path", "![s](https://img.example.net/p/Thyyvd-Shualyu.png)"],
  ["link: split over parameters", "[open](https://x.example.net/r?a=Quill&b=feat&c=her)"],
  ["link: NATO in the fragment", "[doc](https://docs.example.net/page#Victor-Echo-Sierra-Kilo-19)"],
];

const LOOKALIKES: readonly string[] = [
  "The NATO alphabet: Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu.",
  "Buchstabiertafel: Anton, Berta, Cäsar, Dora, Emil, Friedrich, Gustav, Heinrich, Ida, Julius, Kaufmann, Ludwig, Martha.",
  "Wir fahren über Berlin, Hamburg, München und Köln nach Frankfurt.",
  "Tappe del tour: Roma, Milano, Napoli, Torino, Venezia, Firenze.",
  "Meet Victor at the Hotel India in Lima; the Delta flight lands at 9.",
  "A quill feather, and a marrow and a lantern for Halloween.",
  "Quills and feathers; bone marrow; a paper lantern.",
  "data: d2Vla2x5IHNhbGVzIHJlcG9ydA== and UXVpbGwgZmVhdGhlcnMgYXJlIGxpZ2h0",
  "Checksum: 3f9a7c2b1e, token aGVsbG8gd29ybGQ=",
  "See https://en.wikipedia.org/wiki/Feather and https://www.example.org/search?q=lantern&lang=en",
  "ROT13 turns 'hello' into 'uryyb'; Caesar used a shift of three.",
  "Błażej Łukasz and Søren visited Tromsø and Łódź.",
  "Москва и Санкт-Петербург; κατά τη διάρκεια.",
  "I like illustrations of lilies.",
];

describe("disguised code names are caught", () => {
  it.each(LEAKS)("%s", (_kind, text) => {
    expect(flagged(text).length).toBeGreaterThan(0);
    expect(deterministicGate(text, policy).action).not.toBe("pass");
  });
});

describe("look-alikes stay clean", () => {
  it.each(LOOKALIKES)("%s", (text) => {
    expect(flagged(text)).toEqual([]);
  });
});

describe("the readings", () => {
  it("reads spelling-alphabet runs as letters, with spans", () => {
    const t = "x: oscar romeo, charlie - hotel; india delta.";
    const [run] = spelledLetters(t);
    expect(run?.letters).toBe("orchid");
    expect(t.slice(run?.from[0], run?.to[5])).toBe("oscar romeo, charlie - hotel; india delta");
    expect(spelledLetters("oscar and romeo met charlie")).toEqual([]);
  });

  it("shifts only long enough terms", () => {
    expect(caesarForms("quillfeather")[12]).toBe("dhvyysrngure");
    expect(caesarForms("vesk19")).toHaveLength(25);
    expect(caesarForms("heron")).toEqual([]);
  });

  it("encodes every alignment", () => {
    const forms = base64Forms("Quillfeather").map((f) => f.form);
    expect(forms[0]).toBe("UXVpbGxmZWF0aGVy");
    for (const prefix of ["a", "ab"]) {
      const enc = Buffer.from(prefix + "Quillfeather").toString("base64");
      expect(forms.some((f) => enc.includes(f))).toBe(true);
    }
  });

  it("folds look-alike letters one code unit for one, Latin words only for small shapes", () => {
    expect(foldLetterShapes("quiłłfeatɦer marrøw")).toBe("quillfeather marrow");
    expect(foldLetterShapes("lanтern москва")).toBe("lantern москва");
  });

  it("holds a spelled run in a stream", () => {
    expect(spelledHold("code: oscar romeo cha", 12)).toBe(15);
    expect(spelledHold("code: done", 12)).toBe(0);
  });
});

describe("in a stream, no part of a spelled or shifted name is released", () => {
  it.each([
    "The name: Quebec Uniform India Lima Lima Foxtrot Echo Alpha Tango Hotel Echo Romeo. Thanks.",
    "rot13 for the record: Dhvyysrngure and more text after it.",
  ])("%s", async (text) => {
    for (const size of [1, 4]) {
      async function* tokens() {
        for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
      }
      const events: GateEvent[] = [];
      for await (const ev of gateStream(tokens(), policy)) events.push(ev);
      const released = events.flatMap((e) => (e.type === "token" ? [e.text] : [])).join("");
      expect(events.at(-1)?.type).toBe("blocked");
      expect(released).not.toMatch(/Dhvyysrngure|Quebec Uniform India/);
    }
  });
});
