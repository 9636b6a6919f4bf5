/**
 * Provenance growth without a clock (issue 18 item 8): key extraction counts its work
 * (`extractWork`: a unit per code unit of each pass, per chunk, per join step), and on every
 * adversarial transcript of the firewall bench the count grows at most linearly — doubling
 * the input at most doubles the work (≤ 2.05 allowing for a run cut at the end), and the work
 * per character stays under a fixed bound. Times on a shared machine are noisy and include
 * the collector; the count is exact, so this test can fail only when the work grows.
 */
import { describe, expect, it } from "vitest";
import { Transcript, argProvenance } from "../../src/firewall/index.js";
import { extractItems, extractWork } from "../../src/firewall/taint-keys.js";

/** The bench's adversarial transcripts (`bench/firewall.ts`, section 5), each a builder of n characters. */
const INPUTS: [string, (n: number) => string][] = [
  ["near-miss digits", (n) => "123456789".repeat(Math.ceil(n / 9)).slice(0, n)],
  ["'@' and dots", (n) => "@.".repeat(n / 2)],
  ["one long word", (n) => "a".repeat(n)],
  ["URL anchors", (n) => "a://".repeat(n / 4)],
  ["IBAN joins", (n) => "de89 1234 ".repeat(Math.ceil(n / 10)).slice(0, n)],
  ["amount and phone joins", (n) => "1 000 ".repeat(Math.ceil(n / 6)).slice(0, n)],
  ["defang", (n) => "x[at](dot)".repeat(Math.ceil(n / 10)).slice(0, n)],
  ["hostile mix", (n) => "Pay DE89 3704 0044 0532 0130 00 1,000.50 EUR to eve@evil.example via https://a.example/p?q=1 or +49 30 1234567. ".repeat(Math.ceil(n / 110)).slice(0, n)],
  ["letter-spaced IBAN", (n) => "d e 8 9 3 7 0 4 ".repeat(Math.ceil(n / 16)).slice(0, n)],
  ["percent escapes", (n) => "%31%30%30%30%20%40".repeat(Math.ceil(n / 18)).slice(0, n)],
  ["spread IBAN cells", (n) => "de89 | 37 | 04 | ".repeat(Math.ceil(n / 17)).slice(0, n)],
  ["number words", (n) => "nine thousand eight hundred ".repeat(Math.ceil(n / 28)).slice(0, n)],
  ["Korean address words", (n) => "ab 골뱅이 cd 닷 ef ".repeat(Math.ceil(n / 16)).slice(0, n)],
  ["digits of other scripts", (n) => "٩٨٧٠٬١٢٣ ९८७० ".repeat(Math.ceil(n / 14)).slice(0, n)],
  ["lakh, no-cents", (n) => "1,00,00,000 9.870,- ".repeat(Math.ceil(n / 20)).slice(0, n)],
  ["spoken separators", (n) => "ab arroba cd punto ef_at_gh ".repeat(Math.ceil(n / 28)).slice(0, n)],
  ["'%2525252540' nested escapes", (n) => "%2525252540 ".repeat(Math.ceil(n / 12)).slice(0, n)],
  ["'%25' one long chain", (n) => "%25".repeat(Math.ceil(n / 3)).slice(0, n)],
  ["'1o1l' one long run", (n) => "1o1l".repeat(Math.ceil(n / 4)).slice(0, n)],
  ["'9o 1l, ' digit look-alikes", (n) => "9o 1l, ".repeat(Math.ceil(n / 7)).slice(0, n)],
  ["German compounds", (n) => "neuntausendacht".repeat(Math.ceil(n / 15)).slice(0, n)],
  ["fr/es number words", (n) => "quatre-vingt-dix mille y ".repeat(Math.ceil(n / 25)).slice(0, n)],
  ["JSON numbers", (n) => `[${"1,-2,3e4,".repeat(Math.ceil(n / 9)).slice(0, n)}0]`],
];

function work(text: string): number {
  extractWork.units = 0;
  extractItems(text, "text");
  return extractWork.units;
}

describe("key extraction does linear work on adversarial text (a count, not a clock)", () => {
  it.each(INPUTS)("%s", (_name, make) => {
    const sizes = [4_096, 8_192, 16_384, 32_768];
    const units = sizes.map((n) => work(make(n)));
    const ratios = units.slice(1).map((u, i) => u / (units[i] as number));
    for (const r of ratios) expect(r).toBeLessThanOrEqual(2.05);
    // and a fixed bound per character (the passes and joins are a constant number per unit)
    for (const [i, n] of sizes.entries()) expect((units[i] as number) / n).toBeLessThan(40);
  });

  it("the counter is wired: a text costs at least its passes (escape check, key text, chunk scan) and one unit per chunk", () => {
    // 1 000 characters in 200 chunks: two passes of keyText, the readings' pass, the chunk scan, the chunks
    expect(work("de89 1234 ".repeat(100))).toBeGreaterThanOrEqual(4 * 1000 + 200);
  });

  // The firewall's whole provenance pass, as the bench times it: a transcript holding the
  // text is indexed, then one value of every kind is checked against it. Its extraction work
  // grows linearly too (no entry is read again per candidate or per key looked up).
  it.each(INPUTS)("index + check, %s", (_name, make) => {
    const pass = (text: string) => {
      extractWork.units = 0;
      const t = new Transcript();
      t.addUserRequest("pay the invoice");
      t.addToolOutput("x", [text], false);
      argProvenance("v", "1234567890 @. aaaa user@x.example de89370400440532013000", "untainted", t);
      return extractWork.units;
    };
    const sizes = [4_096, 8_192, 16_384, 32_768];
    const units = sizes.map((n) => pass(make(n)));
    expect(units[0]).toBeGreaterThanOrEqual(sizes[0] as number); // the entry was read (at least one pass over it)
    for (const [i, u] of units.slice(1).entries()) expect(u / (units[i] as number)).toBeLessThanOrEqual(2.05);
    for (const [i, n] of sizes.entries()) expect((units[i] as number) / n).toBeLessThan(60);
  });
});
