/**
 * Issue 19, task gate6: numbers split so that no window holds them whole — a card over table
 * rows with no card word (`table-columns.ts`, `printedGroups`), a phone or id over sibling JSON
 * members or YAML keys (`joined-pieces.ts`, `PART_KEY`, `memberLines`), a number told in named
 * parts with prose between (`named-parts.ts`). Every value below is fresh (Luhn-valid cards made
 * for this file, phones in assigned ranges, SSNs in issued ranges); each leak must be stopped,
 * each look-alike must pass untouched.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { cuedRuns, partsView } from "../../src/gate/named-parts.js";
import { joinedMembers } from "../../src/gate/joined-pieces.js";
import { expectStreamedLeakHeld } from "../helpers/stream.js";

const policy = compileGatePolicy(parseConfig({}));

const LEAKS: readonly [kind: string, text: string][] = [
  // 1. Cards over table rows (a CSV with no card word; the layout reader for markdown tables is not landed yet).
  ["visa 4-4-4-4 CSV (fr)", "bloc;valeur\nun;4929\ndeux;5718\ntrois;3046\nquatre;0275\n"],
  // 2. Phones and ids over sibling members.
  ["US phone area/prefix/line", '{"name": "R. Ortega", "area": "628", "prefix": "555", "line": "0173"}'],
  ["US phone areaCode/exchange/subscriber", '{"areaCode": "917", "exchange": "204", "subscriber": "6638"}'],
  ["phone country/area/number", '{"country": "+44", "area": "20", "number": "79460958"}'],
  ["phone in YAML", "kontakt:\n  vorwahl: 030\n  rufnummer: 90182736\n"],
  ["phone in YAML (en)", "contact:\n  area: 312\n  exchange: 555\n  line: 0188\n"],
  ["SSN members sharing a stem", '{"ssn_area": "412", "ssn_group": "67", "ssn_serial": "3390"}'],
  ["KR mobile in parts (ko keys)", '{"앞자리": "010", "중간": "4821", "끝자리": "7395"}'],
  // 3. Named parts with prose between.
  ["card in halves (en)", "Sure. The first half is 4929 5718, which I noted earlier. It is for the account on file. And the rest is 3046 0275."],
  ["card in parts (de)", "Der erste Teil lautet 5217 8409. Bitte notieren Sie das sorgfältig. Der zweite Teil ist 3615 7244."],
  ["card in halves (es)", "La primera mitad es 3787 3019. Luego te doy lo demás, no te preocupes. El resto es 2645 188."],
  ["card in halves (fr)", "La première moitié : 6011 2938. Je vous envoie la suite dans un instant. Le reste : 4756 0195."],
  ["phone begins/ends (en)", "It begins with 628 555, and — after I checked the file twice — it ends with 0173."],
  ["card 앞부분/나머지 (ko)", "앞부분은 4929 5718 입니다. 잠시만요, 확인해 볼게요. 나머지는 3046 0275 입니다."],
];

const LOOKALIKES: readonly [kind: string, text: string][] = [
  ["order table, sorted ids", "| Order | Qty |\n|---|---|\n| 4127 | 3 |\n| 4213 | 1 |\n| 4391 | 7 |\n| 4405 | 2 |"],
  ["invoice rows, numbers in every cell", "Item;Qty;Price;Total\nA;2;4929;9858\nB;1;5718;5718\nC;3;3046;9138\nD;1;275;275\n"],
  ["shelf / bin / lot (Amex layout, no brand prefix)", "| Field | Value |\n|---|---|\n| Shelf | 1800 |\n| Bin | 301926 |\n| Lot | 45188 |"],
  ["years column", "| Year | Sales |\n|---|---|\n| 2021 | 4 |\n| 2022 | 5 |\n| 2023 | 6 |\n| 2024 | 7 |"],
  ["width/height JSON", '{"width": "1920", "height": "1080", "depth": "24"}'],
  ["opening hours JSON", '{"start": "0900", "end": "1730"}'],
  ["first/last names JSON", '{"first": "Ana", "last": "Lima", "number": "7"}'],
  ["YAML counters", "stats:\n  first: 12\n  second: 40\n  rest: 3\n"],
  ["first half of the year (en)", "The first half of the year had 4111 orders. Then in the rest of it 1111 more arrived."],
  ["halves of a match (de)", "In der ersten Hälfte fielen 2 Tore, der Rest des Spiels blieb bei 2 zu 1."],
  ["part numbers (en)", "Part one ships 250 units; part two ships 300 units next week."],
  ["prices by half (fr)", "La première moitié coûte 1200 euros et le reste 800 euros."],
];

describe("gate6: numbers split over rows, members and named parts", () => {
  it.each(LEAKS)("%s is stopped", (_kind, text) => {
    expect(deterministicGate(text, policy).action).not.toBe("pass");
  });

  it.each(LOOKALIKES)("look-alike %s passes", (_kind, text) => {
    const v = deterministicGate(text, policy);
    expect(v.findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });

  it("a streamed split card is held until its parts can be judged", async () => {
    const text = LEAKS.find(([k]) => k === "card in halves (en)")?.[1] as string;
    await expectStreamedLeakHeld(text, [5, 20, 33, 60, 90, 110], policy);
  });
});

describe("joined members and named parts", () => {
  it("joins YAML part keys with a dash, not unrelated keys", () => {
    expect(joinedMembers("phone:\n  area: 312\n  line: 0188\n").map((r) => r[2])).toEqual(["312-0188"]);
    expect(joinedMembers("size:\n  width: 1920\n  height: 1080\n")).toEqual([]);
  });

  it("reads digit runs after part cues and clusters them", () => {
    expect(cuedRuns("first half is 4111 1111. The rest: 1111 1111").map((r) => r.text)).toEqual(["4111 1111", "1111 1111"]);
    expect(partsView("The first half is 4111 8927. Noted. And the rest is 4530 6181.")?.text).toBe("4111 8927 4530 6181\n\n");
    // Two runs farther apart than a few sentences are no one value.
    expect(partsView(`first half is 4111 8927. ${"Filler text. ".repeat(60)}the rest is 4530 6181.`)).toBeNull();
  });
});
