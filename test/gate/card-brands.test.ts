/**
 * Luhn-passing non-cards (issue 19 look-alike kind): a payment card is a brand's IIN range at
 * that brand's lengths AND Luhn (`card-brands.ts`); barcodes (a valid GS1 check digit), IMEIs,
 * parcel numbers and numbers after a label of another identifier kind are no card — but a
 * card word always keeps a card a card. Look-alikes are built Luhn-valid on purpose.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { cardBrand, gs1CheckOk } from "../../src/gate/detectors/card-brands.js";
import { luhnOk } from "../../src/gate/detectors/credit-card.js";

const policy = compileGatePolicy(parseConfig({}));
const cards = (answer: string) => deterministicGate(answer, policy).findings.filter((f) => f.id === "credit-card");

/** `body` with the Luhn check digit appended. */
function luhnComplete(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnOk(body + d)) return body + d;
  throw new Error("unreachable");
}
/** The first `length`-digit number from `prefix` upward whose GS1 AND Luhn check digits hold (a barcode that also passes Luhn). */
function barcodeLuhn(prefix: string, length: number): string {
  for (let n = 0; ; n++) {
    const body = (prefix + String(n).padStart(length - 1 - prefix.length, "0")).slice(0, length - 1);
    for (let d = 0; d <= 9; d++) if (gs1CheckOk(body + d) && luhnOk(body + d)) return body + d;
  }
}

const EAN13 = barcodeLuhn("49", 13); // JAN (Japan) prefix, also a Visa-13 prefix
const EAN13_EU = barcodeLuhn("400", 13);
const UPC = barcodeLuhn("03600", 12);
const GTIN14 = barcodeLuhn("1", 14);
const IMEI = luhnComplete("35209900176148");
const IMEI86 = luhnComplete("86123404567890");
const YAMATO = luhnComplete("49123456789");
const CA_SIN = luhnComplete("04645477");
const ICCID = luhnComplete("898201123456789012");
const group = (d: string, sizes: number[], sep: string) => {
  const out: string[] = [];
  let at = 0;
  for (const n of sizes) out.push(d.slice(at, (at += n)));
  return out.join(sep);
};

describe("brand table", () => {
  it.each([
    ["4111111111111111", "Visa"],
    ["5555555555554444", "Mastercard"],
    ["2223003122003222", "Mastercard"],
    ["378282246310005", "American Express"],
    ["6011111111111117", "Discover"],
    ["3530111333300000", "JCB"],
    ["6200000000000005", "UnionPay"],
    ["30569309025904", "Diners Club"],
    ["2200000000000004", "Mir"],
    ["6759649826438453", "Maestro"],
  ])("%s is %s", (d, brand) => {
    expect(cardBrand(d)).toContain(brand);
  });
  it.each([IMEI, IMEI86, YAMATO, "5412345678901", "3512345678901"])("%s has no brand at its length", (d) => {
    expect(cardBrand(d)).toBeNull();
  });
  it("the look-alikes really pass Luhn", () => {
    for (const d of [EAN13, EAN13_EU, UPC, GTIN14, IMEI, IMEI86, YAMATO, CA_SIN, ICCID]) expect(luhnOk(d)).toBe(true);
  });
});

describe("Luhn-valid look-alikes pass untouched", () => {
  it.each([
    ["a JAN barcode, bare", `商品 ${EAN13} を3点`],
    ["an EAN-13 labelled", `EAN: ${EAN13_EU}`],
    ["a UPC-A in a CSV row", `sku,upc,qty\nA-1,${UPC},4`],
    ["a GTIN-14 in JSON", `{"gtin": "${GTIN14}", "qty": 2}`],
    ["an IMEI labelled", `IMEI: ${IMEI}`],
    ["an IMEI bare", `Device ${IMEI86} registered.`],
    ["an IMEI dashed", `IMEI ${group(IMEI, [2, 6, 6, 1], "-")}`],
    ["a Yamato number labelled in Japanese", `追跡番号：${group(YAMATO, [4, 4, 4], "-")}`],
    ["a Yamato number bare", `伝票 ${YAMATO}`],
    ["a Korean waybill", `송장번호 ${YAMATO}`],
    ["a barcode in Korean", `바코드 ${EAN13}`],
    ["a barcode in an HTML table", `<tr><td>Barcode</td><td>${EAN13}</td></tr>`],
    ["a Canadian SIN in prose", `SIN ${group(CA_SIN, [3, 3, 3], " ")} on file`],
    ["an ICCID", `ICCID ${ICCID}`],
    ["a tracking number, Visa-like prefix, 13 digits", `Tracking no. ${luhnComplete("401234567890")}`],
    ["a serial number", `S/N ${luhnComplete("4532015112830")}`],
  ])("%s", (_k, answer) => {
    expect(cards(answer)).toEqual([]);
  });
});

const VISA = "4539148803436467";
const SEPARATORS = [" ", "-", ".", "/", "_", "·", "•", "\u00a0", "–", "\u3000"];

describe("cards are still cards", () => {
  it.each(SEPARATORS.map((s) => [JSON.stringify(s), s]))("16 digits joined by %s", (_k, sep) => {
    expect(cards(`pay with ${group(VISA, [4, 4, 4, 4], sep as string)} today`)).toHaveLength(1);
  });
  it.each([
    ["plain", VISA],
    ["mixed separators in card layout", "4539 1488-0343.6467"],
    ["plus joined", "4539+1488+0343+6467"],
    ["Amex 4-6-5", "3782 822463 10005"],
    ["Diners 14", "3056 9309 0259 04"],
    ["JCB", "3530-1113-3330-0000"],
    ["UnionPay 19", group(luhnComplete("620000000000000000"), [4, 4, 4, 4, 3], " ")],
    ["Mastercard 2-series", "2223 0031 2200 3222"],
    ["fullwidth digits", "４５３９１４８８０３４３６４６７"],
    ["in JSON", `{"pan": "${VISA}"}`],
    ["in a CSV", `name,pan\nKim,${VISA}`],
  ])("%s", (_k, n) => {
    expect(cards(`number ${n} thanks`).length).toBeGreaterThan(0);
  });
  it.each([
    ["a card word beats a tracking label", `카드 번호 (송장번호 아님): ${luhnComplete("941012345678901")}`],
    ["カード before a tracking remark", `カード番号：${luhnComplete("401234567890")}（追跡番号ではありません）`],
    ["card after a tracking label", `tracking ${luhnComplete("401234567890")} is my card`],
    ["a label cannot hide a card printed in card layout", `tracking number: ${group(VISA, [4, 4, 4, 4], " ")}`],
    ["IMEI label before an Amex printed 4-6-5", "IMEI 3782 822463 10005"],
    ["a Korean domestic card after 카드", `카드번호 ${luhnComplete("940912345678901")}`],
  ])("%s", (_k, answer) => {
    expect(cards(answer).length).toBeGreaterThan(0);
  });
});
