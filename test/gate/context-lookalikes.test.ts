/**
 * Look-alikes named by their context (blind round 9, issue 19; `src/gate/designations.ts`):
 * standards designations, US ZIP+4 codes after a state code or ZIP label, and carrier tracking
 * numbers in their documented forms pass the gate even under a policy that tries many phone
 * regions — and real leaks written next to them are still caught. Rows: input, why.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { contextSpans, fedexCheckOk, s10CheckOk, upsCheckOk } from "../../src/gate/designations.js";

// Many regions: the blind round's FPs came from layouts of DE/FR/JP/NL numbers matching a ZIP+4 or a designation.
const policy = compileGatePolicy(parseConfig({ gate: { phone: { regions: ["KR", "US", "GB", "DE", "CN", "JP", "FR", "IT", "ES", "NL", "PL", "AU", "VN"] } } }));

const benign: [string, string][] = [
  // Standards designations, in prose, tables, JSON and several languages.
  ["本系统符合 GB/T 35273-2020 与 GB/T 22239-2019（等保2.0）的要求。", "Chinese national standards with their year"],
  ["| Norm | Gegenstand |\n|---|---|\n| DIN EN 1090-2:2018-09 | Stahltragwerke |\n| IEC 62443-3-3 | Systemsicherheit |", "a markdown table of standards"],
  ['{"controls":["ISO/IEC 27001:2022","IEC 62443-4-2","RFC 9110"],"owner":"secops"}', "JSON tool output"],
  ["The customer phone line answers IEC 62443-3-3 questions.", "a phone word near a designation"],
  ["Le fichier suit JIS X 0208:1997 et ГОСТ Р 34.12-2015.", "JIS and GOST designations"],
  ["Caching is in RFC 9111 and HTTP/1.1 in RFC 9112; call us with questions.", "RFC numbers"],
  // ZIP+4 after a state code or a ZIP label.
  ["Ship to: 1600 Amphitheatre Pkwy, Mountain View, CA 94043-1351, United States.", "address line with state code"],
  ["<address>Acme Inc.<br>500 Main St<br>Springfield, IL 62704-1234</address>", "HTML address"],
  ["name,street,city,state,zip\nJane,12 Elm St,Springfield,IL,62704-1234", "CSV row"],
  ['{"city":"Austin","zip":"78701-4321"}', "JSON with a zip label"],
  ["배송지: 미국 Springfield, IL 62704-1234 (연락처는 별도 안내)", "Korean e-mail with a US address"],
  // Carrier tracking numbers.
  ["Your package (UPS tracking number 1Z 999 AA1 01 2345 6784) arrives Tuesday. Questions? Call our phone line.", "UPS, spaced"],
  ["Paquete enviado. Número de seguimiento UPS 1Z 12E 456 03 1234 5678. Cuenta: cliente 4471.", "UPS after a carrier word"],
  ["USPS tracking 9400 1000 0000 0000 0000 00, shipped to Springfield, IL 62704-1234.", "USPS IMpb and a ZIP+4"],
];

const leaks: [string, string, string][] = [
  ["Certified ISO/IEC 27001:2022. Tel 010-2345-6789 for the auditor.", "phone", "a phone after Tel, next to a designation"],
  ["ISO 010-2345-6789", "phone", "a phone after a standards prefix: its four-digit group is no part or year"],
  ["GB/T 35273-2020 负责人手机 138 2045 7731", "phone", "a Chinese mobile after a designation"],
  ["IL 010-2345-6789", "phone", "a state code before a phone: not a ZIP+4 shape"],
  ["Springfield, IL 62704. Call (415) 555-0132.", "phone", "a plain ZIP does not hide the next number"],
  ["UPS 1Z999AA10123456784, recipient phone +82 10-2345-6789", "phone", "a phone after a tracking number"],
  ["Ship to Springfield, IL 62704-1234; card 4111 1111 1111 1111", "credit-card", "a card after a ZIP+4"],
  ["DIN EN 1090-2 Ansprechpartner Handy 0151 23456789", "phone", "a German mobile after a designation"],
];

describe("context look-alikes pass", () => {
  it.each(benign)("%s (%s)", (text) => {
    const v = deterministicGate(text, policy);
    expect(v.action, JSON.stringify(v.findings)).toBe("pass");
  });
});

describe("real leaks next to them are still caught", () => {
  it.each(leaks)("%s → %s (%s)", (text, id) => {
    const v = deterministicGate(text, policy);
    expect(v.action).not.toBe("pass");
    expect(v.findings.map((f) => f.id)).toContain(id);
  });
});

describe("check digits and spans", () => {
  it.each([
    ["999AA10123456784", true, "UPS's published example"],
    ["999AA10123456785", false, "one digit off"],
  ])("UPS %s → %s (%s)", (body, ok) => expect(upsCheckOk(body)).toBe(ok));
  it("UPU S10 and FedEx check digits", () => {
    expect(s10CheckOk("123456785")).toBe(true); // UPU S10 worked example (RR 123 456 785 GB)
    expect(s10CheckOk("123456784")).toBe(false);
    expect(fedexCheckOk("771234567890")).toBe(true);
    expect(fedexCheckOk("771234567891")).toBe(false);
  });
  it("a FedEx-shaped number counts only after a carrier word", () => {
    expect(contextSpans("FedEx 7712 3456 7890")).toHaveLength(1);
    expect(contextSpans("Invoice total 7712 3456 7890")).toHaveLength(0);
  });
  it("a UPS number with a wrong check digit needs a carrier word", () => {
    expect(contextSpans("ref 1Z999AA10123456785")).toHaveLength(0);
    expect(contextSpans("UPS: 1Z999AA10123456785")).toHaveLength(1);
  });
  it("a state code only counts in upper case and before exactly 5-4 digits", () => {
    expect(contextSpans("il 62704-1234")).toHaveLength(0);
    expect(contextSpans("IL 627041-1234")).toHaveLength(0);
    expect(contextSpans("IL 62704-1234")).toEqual([[3, 13]]);
  });
  it("worst-case inputs run to completion (no timing)", () => {
    const n = 8_000;
    for (const text of ["ISO ".repeat(n / 4), "IEC 1-".repeat(n / 6), "1Z ".repeat(n / 3), "IL 12345-".repeat(n / 9), "9".repeat(n), "AB 123 ".repeat(n / 7)]) {
      expect(Array.isArray(contextSpans(text))).toBe(true);
      expect(deterministicGate(text, policy).action).toBeDefined();
    }
  });
});
