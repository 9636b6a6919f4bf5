import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasTagChars, shadowTextOf } from "../../src/boundary/index.js";
import { decodeEscapesDeep, extractFromKeyText, extractItems, ibanHeadOf, ibanLookalikeKeys, ibanHeads, isSpaceCode, keyText, NATIVE_DIGIT_ZEROS, parseAmount, partialKey, parseNumber, rawIbanHeads, spreadHeadStarts, spreadIbanKeys, textIbanHeads, wordHead, withoutTagChars } from "../../src/firewall/taint-keys.js";
import { wordsOf } from "../../src/firewall/transcript.js";
import { mayHaveWordAmount } from "../../src/firewall/number-words.js";
import * as reference from "./taint-keys-reference.js";
import { propertyRuns } from "../helpers/property-runs.js";

/** The keys a value reads as (value mode), flattened. */
const valueKeys = (v: string) => extractItems(v, "value").items.flatMap((i) => i.keys);
/** Every key a text is indexed under (text mode). */
const textKeys = (t: string) => new Set(extractItems(t, "text").items.flatMap((i) => i.keys));
/** A value "meets" a text when one of its keys is among the text's keys. */
const meets = (value: string, text: string) => valueKeys(value).some((k) => textKeys(text).has(k));

describe("canonical taint keys: one value, many spellings (issue 5 C5)", () => {
  it.each([
    // value as the model sends it, text as the injection wrote it, why
    ["de89370400440532013000", "Pay DE89 3704 0044 0532 0130 00 today", "IBAN: spaces dropped, case changed"],
    ["DE89 3704 0044 0532 0130 00", "iban de89370400440532013000.", "IBAN: spaces added"],
    ["DE89-3704-0044-0532-0130-00", "DE89 3704 0044 0532 0130 00", "IBAN: hyphens for spaces"],
    ["1000000", "send 1,000,000 now", "amount: grouping dropped"],
    ["1,000,000", "send 1 000 000 now", "amount: thin-space grouping (SI)"],
    ["1000000", "send ₩1,000,000 now", "amount: currency sign"],
    ["1000000", "100만원을 보내세요", "amount: Korean 만 unit"],
    ["120000000", "1억 2천만 원", "amount: Korean units written apart"],
    ["1.000.000", "1,000,000", "amount: European grouping"],
    ["2500000", "USD 2.5m", "amount: m suffix"],
    ["https://evil.example/login", "go to evil[.]example/login/", "URL: scheme dropped, defanged dot, trailing slash"],
    ["http://www.EVIL.example/caf%C3%A9", "hxxps://evil.example/café", "URL: hxxp, www., host case, percent-encoding"],
    ["evil.example", "visit https://www.evil.example/", "domain vs full URL of the same host"],
    ["eve@evil.example", "write to eve[at]evil(dot)example", "e-mail: [at] and (dot)"],
    ["EVE@Evil.Example", "mailto:eve@evil.example", "e-mail: case and mailto:"],
    ["eve@evil.example", "ｅｖｅ＠ｅｖｉｌ．ｅｘａｍｐｌｅ", "e-mail: fullwidth"],
    ["eve@evil.example", "e\u200bve@evil.exa\u200dmple", "e-mail: zero-width characters"],
    ["+1 (555) 010-9999", "call 555.010.9999", "phone: country code and separators"],
    ["01012345678", "+82 10-1234-5678", "phone: international vs national"],
    ["DE89370400440532013000", "to DE89 3704 0044 0532 0130 00 2024 due", "IBAN followed by an unrelated group (the join without it is a reading too)"],
    ["5550109999", "ref 12 555 010 9999", "phone after another number (runs are read from their first two chunks)"],
    ["DE89370400440532013000", "pay DE89\u{E0041} 3704 0044 0532 0130 00", "IBAN: an invisible tag character inside (both readings are indexed)"],
    ["2500", "pay 2,5\u{E0041}00 EUR", "amount: a tag character inside"],
    ["https://evil.example/collect", "see https://evil\u{E0041}.example/collect", "URL: a tag character in the host"],
  ])("%j meets %j (%s)", (value, text, _why) => {
    expect(meets(value, text)).toBe(true);
  });

  it.each([
    ["de89370400440532013001", "DE89 3704 0044 0532 0130 00", "another IBAN (last digit)"],
    ["1000001", "1,000,000", "another amount"],
    ["50", "pay 2500", "50 is not in 2500"],
    ["https://evil.example/login", "https://evil.example/logout", "another path"],
    ["eve@evil.example", "steve@evil.example", "a longer local part is another address"],
    ["5550109998", "555-010-9999", "another phone number"],
  ])("%j does not meet %j (%s)", (value, text, _why) => {
    expect(meets(value, text)).toBe(false);
  });

  it("a value that is one item is whole; a sentence around it is not", () => {
    expect(extractItems("DE89 3704 0044 0532 0130 00", "value").whole).toBe(true);
    expect(extractItems("pay DE89370400440532013000", "value").whole).toBe(false);
    expect(extractItems("no values here", "value")).toEqual({ items: [], whole: false });
  });

  it.each([
    ["1,000", [1, 1000], "ambiguous: decimal comma or grouping — both readings"],
    ["98.70", [98.7], "decimal point"],
    ["1.000,50", [1000.5], "European decimal comma"],
    ["1,000.50", [1000.5], "grouping and decimal point"],
    ["05", [], "a leading zero is a code, not an amount"],
    ["1,00,0", [], "broken grouping"],
    ["12'345", [12345], "Swiss grouping"],
  ])("parseNumber(%j) → %j (%s)", (s, expected, _why) => {
    expect(parseNumber(s)).toEqual(expected);
  });

  it.each([
    ["₩1,000,000", [1000000]],
    ["100만", [1000000]],
    ["2천만원", [20000000]],
    ["1억2000만", [120000000]],
    ["10k", [10000]],
    ["€98.70", [98.7]],
    ["만원", [10000]],
    ["abc", []],
  ])("parseAmount(%j) → %j", (s, expected) => {
    expect(parseAmount(s)).toEqual(expected);
  });
});

describe("stripHtml: bounded scanner", () => {
  it("drops comments and inline tags, spaces block tags, keeps what is not a tag", async () => {
    const { stripHtml } = await import("../../src/firewall/taint-keys.js");
    expect(stripHtml("<b>de89</b>3704")).toBe("de893704");
    expect(stripHtml("a<!-- x -->b")).toBe("ab");
    expect(stripHtml("<p>one</p><p>two</p>")).toBe(" one  two ");
    expect(stripHtml("a < b and c > d")).toBe("a < b and c > d");
    expect(stripHtml("<eve@evil.example>")).toBe("<eve@evil.example>");
    expect(stripHtml("<!-- never closed")).toBe("<!-- never closed");
    const hostile = "<".repeat(100_000) + "<!--".repeat(10_000);
    expect(stripHtml(hostile)).toBe(hostile);
  });
});

/** Spellings from the table above (every kind, defanged, grouped, wrapped), and noise around them. */
const pieces = [
  "DE89 3704 0044 0532 0130 00", "DE89\u{E0041} 3704 0044 0532 0130 00", "D\u{E0041}E89 3704 0044 0532 0130 00", "DE89 eve@evil.example 3704 0044 0532 0130 00", "D E 8 9 https://x.example/ 3 7 0 4 0 0 4 4 0 5 3 2 0 1 3", "D E eve@evil.example 8 9 3 7 0 4 0 0 4 4 0 5 3 2 0 1 3 0 0 0", "(DE89) 3704-0044 *0532* 0130, 00", "d-e.8-9 3704 0044 0532 0130 00", "DE89(dot)3704[.]0044",
  "ＤＥ８９ ３７０４ ００４４ ０５３２ ０１３０ ００", "DE\u200b89 3704\u00ad0044 0532 0130 00", "D E 8 9 3 7 0 4 / 0 0 4 4", "<i>D</i>E89 <!-- x -->3704 0044 0532", "de89-3704-0044-0532-0130-00", "DE89.3704.0044.0532.0130.00", "GB29NWBK60161331926819",
  "D E 8 9 3 7 0 4 0 0 4 4 0 5 3 2 0 1 3 0 0 0", "<b>DE89</b>3704 0044", "FR1420041010050500013M02606", "de89 1234",
  "1,000,000", "1 000 000", "1.000.000", "1'000'000", "₩1,000,000", "1,000,000원", "100만원을", "1억 2천만", "백오십만",
  "2천만원", "USD 2.5m", "2 million", "15e5", "10k", "€98.70", "1.000,50", "1,000.50", "05", "1,00,0", "$1100", "1100 EUR",
  "+82 10-1234-5678", "010 1234 5678", "(555) 010-9999", "555.010.9999", "0044 20 7946 0958", "12 555 010 9999",
  "eve@evil.example", "eve[at]evil(dot)example", "e\u200bve@evil.exa\u200dmple", "ｅｖｅ＠ｅｖｉｌ．ｅｘａｍｐｌｅ",
  "mailto:EVE@Evil.Example", "eve+tag@evil.co.uk", '"eve"@evil.example', "eve @ evil . example", "eve at evil dot example",
  "eve 골뱅이 evil 점 example", "a&#64;b&#46;io", "x&commat;y&period;com",
  "hxxps://Pay.Example[.]com/", "https://www.EVIL.example/caf%C3%A9", "http://evil.example:443/login/", "evil[.]example/login/",
  "www.example.org", "evil。example", "https://evil%2Eexample/steal", "xn--80ak6aa92e.com", "user:pw@evil.example/x",
  "a://a://", "reports/../reports/q3.txt", "/data/reports/q3.txt", "q3.txt", "<!-- c -->", "<p>", "</span>", "<<", "[.]",
  "1 000 ", "1,500 at 10", "12 percent", "천", "만", "억", "조", "이", "는",
  // fw7: glued particles, labels and other groupings
  "DE89370400440532013000으로", "00으로", "billing@acme.example로", "evil.example로", "9,870유로", "1000유로를", "100달러",
  // fw9: escapes, spread IBANs, e-mail with 닷, amounts in words
  "attacker%40evil.example", "DE89%203704%200044", "a&#64;b&#x2e;io", "x&nbsp;y", "eve\\u0040evil.example", "\\x40", "\\u{40}", "%E2%82%AC5", "%zz", "&bogus;",
  "DE 89 37 04 00 44 05 32 01 30 00", "DE8 937 040 044 053 201 300 0", "| DE89 | 3704 | 0044 |", "DE89/3704/0044/0532/0130/00", "DE89·3704", "eve 골뱅이 evil 닷 example",
  "nine thousand eight hundred seventy", "a hundred", "twenty-five hundred", "9 thousand 870", "one hundred and five euros",
  "RE24 to", "IBAN:DE89", '"iban":"DE89', "iban=de89", "amount=9870&to=x", '{"amount":9870}', "DE 89", "37040044", "0532013000", "10:30",
];
const noise = ["Rent", "April:", "to", "from", "the", "a", "x", "EUR", "won", "(", ")", "[", "]", ".", ",", ":", "@", "/", "-", "'", '"', "*", "_", "é", "日本", "ß", "\u00a0", "1", "12", "123", "0", "a1", "z9"];
const separators = [" ", " ", " ", "  ", "\n", "\t", "\u00a0", "\u2009", ", ", ". ", "", "\u3000"];
const text = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...pieces), fc.constantFrom(...noise), fc.string({ maxLength: 6 }), fc.string({ maxLength: 4, unit: "binary" })), fc.constantFrom(...separators)), { maxLength: 40 })
  .map((parts) => parts.map(([p, s]) => p + s).join(""));

/** `s` with the digits of `NATIVE_DIGIT_ZEROS` and the Arabic separators `٬` `٫` as ASCII (what `keyFold` reads first). */
function asciiDigits(s: string): string {
  let out = "";
  for (const ch of s) {
    const cp = ch.codePointAt(0) as number;
    const zero = NATIVE_DIGIT_ZEROS.find((z) => cp >= z && cp <= z + 9);
    out += zero !== undefined ? String(cp - zero) : cp === 0x66c ? "," : cp === 0x66b ? "." : ch;
  }
  return out;
}

describe("extractItems: the single-pass extractor gives the reference extractor's items", () => {
  // The reference is the extractor before fw7 (issue 5 F2/F4). Since then a text reads more:
  // Korean particles glued to a value, an IBAN head inside another head's join, glued labels
  // (`iban:`, `"iban":"…"`, `amount=`), and Korean currency words (`유로`) in both modes. So:
  // every reference item is still found in a text (a superset), and a value reads the same unless
  // it has one of the new Korean currency words (`1 100달러` is now 1100, no longer 1 and 100).
  const currencyWord = /유로|달러|엔|파운드|위안/;
  it("every reference item (kind and keys) and `whole` in a text; the same items and `whole` for a value without a new currency word, on generated texts", () => {
    fc.assert(
      fc.property(text, (t) => {
        for (const mode of ["text", "value"] as const) {
          // With tag characters the extractor reads both the decoded and the dropped text.
          // Since fw9 escapes (`%40`, `&#64;`, `\u0040`) are decoded first, and `닷` ("dot") reads as the
          // reference reads `점` (every rule that names one names both): the reference reads the text so rewritten.
          // Since fw10 up to three levels of escapes are decoded, and digits of other scripts read as ASCII digits.
          const asReference = (x: string) => asciiDigits(decodeEscapesDeep(x)).replaceAll("닷", "점");
          const ref = reference.extractItems(asReference(t), mode);
          const dropped = hasTagChars(t) ? reference.extractItems(asReference(withoutTagChars(t)), mode) : null;
          const refWant = dropped ? { items: [...ref.items, ...dropped.items], whole: ref.whole || dropped.whole } : ref;
          // since fw10 an IBAN read with `o` `l` `i` where digits go also has its all-digit key
          const want = { ...refWant, items: refWant.items.map((it) => (it.kind === "iban" ? { ...it, keys: ibanLookalikeKeys(it.keys) } : it)) };
          const got = extractItems(t, mode);
          if (mode === "value") {
            // fw9: a value that is one amount in number words reads as that amount (the reference read nothing)
            // fw10: Indian lakh grouping (`1,00,000`), a "no cents" mark (`9.870,-`) and `₹`/`inr` read as amounts too
            const fw10Amount = /\d[,.'_]\d\d[,.'_]\d|\d[,.][-\u2010-\u2015\u2212]|₹|inr/i;
            // round 9: a value that is one zero-padded number (`0050`) reads as that amount (the reference read
            // nothing); a currency code or word beside an amount (`50.00 eur`) or a `mailto:` before an address
            // makes a value whole — its items stay the reference's
            const old = !currencyWord.test(t) && !mayHaveWordAmount(keyText(t)) && !fw10Amount.test(keyText(t));
            if (old && /^\s*0\d/.test(keyText(t))) continue;
            if (old && /\p{L}/u.test(keyText(t))) {
              expect(got.items).toEqual(want.items);
              if (want.whole) expect(got.whole).toBe(true);
              continue;
            }
            if (!currencyWord.test(t) && !mayHaveWordAmount(keyText(t)) && !fw10Amount.test(keyText(t))) expect(got).toEqual(want);
            continue;
          }
          for (const item of want.items) {
            // since fw10 a partial reading in a text (a prefix, the decimal reading of `1,500`) is `~`-keyed: it still taints
            const found = got.items.some((g) => g.kind === item.kind && item.keys.every((k) => g.keys.includes(k) || g.keys.includes(partialKey(k))));
            expect(found, `${mode} ${JSON.stringify(t)} lost ${JSON.stringify(item)}`).toBe(true);
          }
          if (want.whole) expect(got.whole).toBe(true);
        }
      }),
      { numRuns: propertyRuns(4000) },
    );
  });
  it("a URL whose path holds an encoded space also reads as the URL cut at that space (the reference decodes first; CI counterexample)", () => {
    const t = "hxxps://Pay.Example[.]com/DE89%203704%200044 ";
    const ref = reference.extractItems(decodeEscapesDeep(t), "text").items.find((i) => i.kind === "url");
    const got = extractItems(t, "text").items.find((i) => i.kind === "url");
    expect(ref?.keys[0]).toBe("url:pay.example.com/de89");
    expect(got?.keys).toContain("url:pay.example.com/de89");
    expect(got?.keys).toContain("url:pay.example.com/de89 3704 0044");
  });
  it("what follows an encoded space in a URL's path is read as text too (a phone, an account: CI counterexample)", () => {
    const t = "hxxps://Pay.Example[.]com/DE89%203704%200044 ";
    const phones = (x: { items: { kind: string; keys: string[] }[] }) => x.items.filter((i) => i.kind === "phone").flatMap((i) => i.keys);
    expect(phones(reference.extractItems(decodeEscapesDeep(t), "text"))).toContain("tel:37040044");
    expect(phones(extractItems(t, "text"))).toContain("tel:37040044");
    expect(phones(extractItems("see https://pay.example/path for details", "text"))).toEqual([]);
  });
});

describe("ibanHeads: a necessary condition for every iban: key of a text", () => {
  // why: a transcript entry whose heads lack a value's head is not searched for that IBAN (transcript.ts);
  // a text key the heads miss would be an injected IBAN the check never finds
  /** The same texts without `@` and `://` too, so the condition is exercised, not bypassed by its `null`. */
  const anchorFree = text.map((t) => t.replaceAll("@", " ").replaceAll("://", " "));
  const holds = (t: string): boolean => {
    const heads = textIbanHeads(t);
    for (const it of extractItems(t, "text").items) {
      for (const k of it.keys) {
        if (!k.startsWith("iban:")) continue;
        const head = ibanHeadOf(k);
        // a key of another shape has no head: the index then extracts every entry's keys instead
        if (head !== null && heads !== null && !heads.has(head)) return false;
      }
    }
    return true;
  };

  it("every text-mode iban: key's head is among the text's heads, on generated texts", () => {
    fc.assert(fc.property(fc.oneof(text, anchorFree), holds), { numRuns: propertyRuns(4000) });
  });

  it.each([
    ["Pay DE89 3704 0044 0532 0130 00.", ["de89"], "grouped"],
    ["d-e.8-9 3704 0044 0532 0130 00", ["de89"], "hyphens and dots inside the first group"],
    ["D E 8 9 3 7 0 4 0 0 4 4 0 5 3 2 0 1 3 0 0 0", ["de89"], "letter-spaced"],
    ["(DE89) 3704", ["de89"], "wrapping punctuation"],
    ["Rent April: 1100 EUR to GB29NWBK60161331926819.", ["gb29", "bk60", "il11"], "every window, not only a word's start, across words too"],
    ["x9de 89ab", ["de89"], "windows run across words: a join ignores word boundaries"],
    ["no account here", [], "no window"],
  ])("ibanHeads(keyText(%j)) → %j (%s)", (t, expected, _why) => {
    expect(ibanHeads(keyText(t))).toEqual(new Set(expected.map((h) => ibanHeadOf(`iban:${h}`))));
  });

  it.each([
    ["write to eve@evil.example", "an @ anchor"],
    ["see https://x.example/DE89", "a :// anchor"],
  ])("ibanHeads(keyText(%j)) is null (%s: an anchor span may sit between the groups of a join)", (t) => {
    expect(ibanHeads(keyText(t))).toBeNull();
  });

  it.each([
    ["iban:de89370400440532013000", ((3 * 26 + 4) * 100 + 89) as number | null],
    ["iban:aa00", 0],
    ["iban:zz99", 67_599],
    ["iban:DE89", null],
    ["iban:d", null],
    ["email:de89@x.io", null],
  ])("ibanHeadOf(%j) → %j", (k, expected) => {
    expect(ibanHeadOf(k)).toBe(expected);
  });

  it("the property fails for a condition that ignores a separator the extractor drops", () => {
    // why: shows the property above can fail — dropping only spaces misses `d-e.8-9 …`
    const naive = (t: string) => keyText(t).replace(/\s+/g, "").includes("de89");
    expect(naive("d-e.8-9 3704 0044 0532 0130 00")).toBe(false);
    expect(textKeys("d-e.8-9 3704 0044 0532 0130 00").has("iban:de89370400440532013000")).toBe(true);
  });
});

describe("rawIbanHeads: the heads of a text that is its own key text, read off the raw text", () => {
  // why: the transcript index skips an entry whose raw heads lack a value's head, both for the value's
  // iban: key and for the value's shadow; heads that miss a key or a shadow word's window hide an injected value
  const asciiPieces = [
    "DE89 3704 0044 0532 0130 00", "de89 3704 0044 0532 0130 00", "D E 8 9 3 7 0 4 0 0 4 4 0 5 3 2 0 1 3 0 0 0", "d-e.8-9 3704 0044 0532 0130 00",
    "(DE89) 3704-0044 *0532* 0130, 00", "GB29NWBK60161331926819", "FR1420041010050500013M02606", "Rent April: 1100 EUR to", "(statement 12)",
    "x9de 89ab", "ab12cd34", "AB 12", "a b 1 2", "i g n o r e", "A.B.1.2", "a_b-c", "de89", "DE 89",
    // what keyText rewrites (the pass must give null): defangs, entities, tags, spaced literals, anchors, control characters
    "d(dot)e89 3704 0044 0532 0130 00", "d (AT) e89", "(.)", "( @ )", "[.]", "{dot}", "<b>DE</b>89 3704", "de&#46;89", "&amp;", "hXxp://de89.example",
    "hxxps", "eve at evil", "x AT y", "x dot y", "x . y", "eve@evil.example", "https://x.example/de89", "a:/b", "a:b", "\u0001", "\u007f",
    // fw9: escapes keyText decodes (null), and `%` / backslash that are none (read on)
    "d%4589 3704", "%44E89", "\\u0064e89", "\\x64e89", "d\\e89", "\\@", "100%", "%zz", "5%", "a\\b", "\\q", "| DE89 | 3704 |", "DE89/3704;0044_0532,0130",
  ];
  const asciiNoise = ["Rent", "to", "at", "dot", "a", "x", "(", ")", ".", ",", ":", "/", "-", "'", '"', "*", "_", "1", "12", "de", "89", "p", "hxx", "\t", "\n"];
  const asciiSeparators = [" ", " ", "  ", "\n", "\t", ", ", ". ", "", "-", "."];
  const ascii = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...asciiPieces), fc.constantFrom(...asciiNoise), fc.string({ maxLength: 6, unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) })), fc.constantFrom(...asciiSeparators)), { maxLength: 40 })
    .map((parts) => parts.map(([p, s]) => p + s).join(""));
  const sameSet = (a: Set<number> | null, b: Set<number> | null) => a !== null && b !== null && a.size === b.size && [...a].every((h) => b.has(h));

  it("when not null, it is textIbanHeads(raw) (the key text's heads), on generated texts", () => {
    let read = 0;
    const runs = propertyRuns(4000);
    fc.assert(
      fc.property(fc.oneof(ascii, text), (t) => {
        const heads = rawIbanHeads(t);
        if (heads === null) return true;
        read += 1;
        expect(keyText(t)).toBe(t.toLowerCase());
        return sameSet(heads, textIbanHeads(t));
      }),
      { numRuns: runs },
    );
    expect(read).toBeGreaterThan(runs / 8); // the property is exercised, not bypassed by null (500 of the full 4 000)
  });

  it("when not null, every window of every word of the text's shadow is among them (what a word lookup relies on)", () => {
    fc.assert(
      fc.property(fc.oneof(ascii, text), (t) => {
        const heads = rawIbanHeads(t);
        if (heads === null) return true;
        for (const w of wordsOf(shadowTextOf(t))) {
          for (let i = 0; i + 4 <= w.length; i++) {
            const h = wordHead(w.slice(i, i + 4));
            if (h !== null && !heads.has(h)) return false;
          }
        }
        return true;
      }),
      { numRuns: propertyRuns(4000) },
    );
  });

  it.each([
    ["Pay DE89 3704 0044 0532 0130 00 (rent).", ["de89"], "grouped, with a parenthesis that is no defang"],
    ["Rent April: 1100 EUR to GB29NWBK60161331926819.", ["gb29", "bk60", "il11"], "every window of the letters and digits"],
    ["i g n o r e d e 8 9", ["de89"], "a letter-spaced run: the shadow collapses it, the windows cross the spaces"],
    ["no account here", [], "no window"],
  ])("rawIbanHeads(%j) → %j (%s)", (t, expected, _why) => {
    expect(rawIbanHeads(t)).toEqual(new Set(expected.map((h) => ibanHeadOf(`iban:${h}`))));
  });

  it.each([
    ["Pay d(dot)e89 3704 0044 0532 0130 00", "(dot) becomes `.`, removed inside the first group: the raw windows lack de89"],
    ["Pay d (AT) e89", "a defang in capitals"],
    ["pay <b>DE</b>89 3704 0044 0532 0130 00", "an inline tag is removed: the raw text's `b` sits between DE and 89"],
    ["see hXxp://x.example", "hxxp becomes http"],
    ["x at y and more", "` at ` becomes `@` between letters"],
    ["x dot y", "` dot ` becomes `.`"],
    ["x . y", "` . ` becomes `.`"],
    ["eve@evil.example", "an anchor: ibanHeads is null too"],
    ["see https://x.example", "an anchor"],
    ["de&#46;89", "an entity"],
    ["d%4589 3704 0044 0532 0130 00", "a percent escape: the key text reads de89"],
    ["\\u0064e89 3704", "a JavaScript escape"],
    ["d\\.e89", "an escaped dot"],
    ["tab\u0001x", "a control character: the key text is folded"],
    ["café DE89", "not ASCII"],
  ])("rawIbanHeads(%j) is null (%s)", (t, _why) => {
    expect(rawIbanHeads(t)).toBeNull();
  });

  it("the property fails for a pass that ignores a defang at `(`", () => {
    // why: shows the first property can fail — the raw windows of `d(dot)e89 …` are not its key text's
    const t = "Pay d(dot)e89 3704 0044 0532 0130 00";
    expect(textIbanHeads(t)?.has(ibanHeadOf("iban:de89370400440532013000") as number)).toBe(true);
    expect(ibanHeads(t.toLowerCase())?.has(ibanHeadOf("iban:de89370400440532013000") as number)).toBe(false);
  });

  it.each([
    ["de89370400440532013000", "de89"],
    ["x9de89", "de89"],
    ["de8", null],
    ["De89", null],
    ["de89-3704", null],
    ["rent", null],
  ])("wordHead(%j) → %j", (w, h) => {
    expect(wordHead(w)).toBe(h === null ? null : ibanHeadOf(`iban:${h}`));
  });
});

describe("isSpaceCode", () => {
  it("is JavaScript's \\s on every UTF-16 code unit (the chunk separator of /\\S+/)", () => {
    const differ: number[] = [];
    for (let c = 0; c <= 0xffff; c++) if (isSpaceCode(c) !== /\s/.test(String.fromCharCode(c))) differ.push(c);
    expect(differ).toEqual([]);
  });
});

describe("spread-IBAN starts: one pass (and the chunk pass) find what the fw9 regex found", () => {
  /** The fw9 scan: every start of this regex, each search from one past the last start. */
  const SPREAD_HEAD = /\b[a-z][^a-z0-9]{0,6}[a-z][^a-z0-9]{0,6}[0-9][^a-z0-9]{0,6}[0-9]/g;
  const regexStarts = (t: string): number[] => {
    const out: number[] = [];
    SPREAD_HEAD.lastIndex = 0;
    for (let m = SPREAD_HEAD.exec(t); m !== null; m = SPREAD_HEAD.exec(t)) {
      out.push(m.index);
      SPREAD_HEAD.lastIndex = m.index + 1;
    }
    return out;
  };
  const spreadText = fc
    .array(fc.oneof(fc.constantFrom(...pieces), fc.constantFrom(...noise, "| ", " | ", "DE", "89", "de 8", "9 37", "_de89", "xde89", "\n\n\n\n\n\n\n"), fc.string({ maxLength: 4 })), { maxLength: 30 })
    .map((parts) => parts.join(" "));

  it("spreadHeadStarts equals the regex's starts, and the text-mode keys hold every spread key those starts give, on generated texts", () => {
    fc.assert(
      fc.property(spreadText, (raw) => {
        const t = keyText(raw);
        expect(spreadHeadStarts(t)).toEqual(regexStarts(t));
        const want = spreadIbanKeys(t, regexStarts(t)) ?? [];
        const got = new Set(extractFromKeyText(t, "text").items.flatMap((i) => i.keys));
        for (const k of want) expect(got.has(k), `${JSON.stringify(raw)} lost ${k}`).toBe(true);
      }),
      { numRuns: propertyRuns(3000) },
    );
  });

  it("starts at word starts only, with at most six other code units between the head's characters", () => {
    expect(spreadHeadStarts("x de 89 37")).toEqual([2]);
    expect(spreadHeadStarts("_de89 xde89 de89")).toEqual([12]);
    expect(spreadHeadStarts("d-------e89")).toEqual([]);
    expect(spreadHeadStarts("d------e89")).toEqual([0]);
  });
});
