/**
 * A text-mode extraction keeps an item only when it adds a key (issue 18 item 8): a hostile
 * tool output that repeats one value many times holds as many items as one copy does, so an
 * extraction's live heap grows with the distinct values of a text, not with its length. The
 * keys are the same either way.
 */
import { describe, expect, it } from "vitest";
import { extractItems, spreadIbanKeys, keyText } from "../../src/firewall/taint-keys.js";

const keysOf = (text: string) => new Set(extractItems(text, "text").items.flatMap((it) => it.keys.map((k) => `${it.kind} ${k}`)));

describe("repeated values in a text", () => {
  const units = [
    "Pay DE89 3704 0044 0532 0130 00 1,000.50 EUR to eve@evil.example via https://a.example/p?q=1 or +49 30 1234567. ",
    "de89 | 37 | 04 | 00 | 44 | 05 | 32 | 01 | 30 | 00 ",
    "1 000 ",
    "٩٨٧٠٬١٢٣ ९८७० ",
    "nine thousand eight hundred euros, 3万円, ",
  ];
  it.each(units)("one item per distinct (kind, key) set whatever the repeats: %s", (unit) => {
    const once = extractItems(unit.repeat(40), "text").items;
    const many = extractItems(unit.repeat(500), "text").items;
    expect(many.length).toBe(once.length);
    expect(keysOf(unit.repeat(500))).toEqual(keysOf(unit.repeat(40)));
  });

  it("value mode keeps every item (one value is one item)", () => {
    expect(extractItems("1000 EUR", "value").items).toHaveLength(1);
  });

  it("a spread IBAN repeated is one key", () => {
    expect(spreadIbanKeys(keyText("DE 89 37 04 00 44 05 32 01 30 00 | ".repeat(50)))).toEqual(["iban:de89370400440532013000"]);
  });
});
