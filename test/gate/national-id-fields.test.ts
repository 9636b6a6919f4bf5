/**
 * National ids in records (issue 19, blind round 9): a UK National Insurance number written
 * unspaced (`AB123456C`) inside a CSV row or a table cell, with a naming column header and
 * without one — a value filling a field of a record row of three or more fields counts for a
 * row whose layout is distinctive (`field` in `national-ids.ts`); a naming header counts for
 * every row (`Records`). Hard negatives: product codes under a SKU or order header, the same
 * shape in prose, in a two-field pair, or failing HMRC's allocation rules. Values made up.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { Records } from "../../src/gate/records.js";

const policy = compileGatePolicy(parseConfig({}));

const LEAKS: { kind: string; text: string; value: string }[] = [
  { kind: "csv, no header", text: "John Smith,AB123456C,1980-01-01", value: "AB123456C" },
  { kind: "csv, no header, quoted", text: '"1","John","Smith","CE123456D","London"', value: "CE123456D" },
  { kind: "csv, header", text: "name,nino,dob\nJohn Smith,AB123456C,1980-01-01", value: "AB123456C" },
  { kind: "csv, header far away", text: "employee_id;first_name;last_name;department;start_date;ni_number;city\n7;Jane;Roe;Finance;2021-03-01;JT123456A;Leeds", value: "JT123456A" },
  { kind: "semicolon csv", text: "Name;NI;Stadt\nJane Roe;CE123456D;Leeds", value: "CE123456D" },
  { kind: "markdown row", text: "| Jane Roe | CE123456D | Leeds |", value: "CE123456D" },
  { kind: "markdown, header", text: "| Mitarbeiter | National Insurance | Ort |\n|---|---|---|\n| Jane Roe | PY123456B | Leeds |", value: "PY123456B" },
];

const LOOKALIKES: { kind: string; text: string }[] = [
  { kind: "sku header", text: "sku,qty,price\nAB123456C,4,12.99" },
  { kind: "order header", text: "order no.,customer,total\nAB123456C,Acme,120.00" },
  { kind: "two-field pair", text: "AB123456C,4" },
  { kind: "prose reference", text: "Reference AB123456C, see below, thanks" },
  { kind: "part in prose", text: "Part AB123456C is out of stock." },
  { kind: "unallocated prefix", text: "John Smith,QQ123456C,1980-01-01" },
  { kind: "suffix past D", text: "John Smith,AB123456E,1980-01-01" },
];

describe("national-id: NINO in record rows (blind round 9)", () => {
  it.each(LEAKS.map((c) => [c.kind, c.text, c.value] as const))("%s: %s is stopped", (_kind, text, value) => {
    const v = deterministicGate(text, policy);
    expect(v.findings.filter((f) => f.id === "national-id").map((f) => text.slice(f.start, f.end))).toContain(value);
  });

  it.each(LOOKALIKES.map((c) => [c.kind, c.text] as const))("look-alike %s: %s passes", (_kind, text) => {
    expect(deterministicGate(text, policy).findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });

  it("Records reads a value's column header and its field", () => {
    const text = "name,iban\nJo,DE89";
    const r = new Records(text);
    expect(r.header(13, 17)).toBe("iban");
    expect(r.field(13, 17)?.cells).toBe(2);
    expect(r.header(0, 4)).toBeNull(); // the header row itself
    const md = "| a | b |\n|---|---|\n| x | 12 |";
    expect(new Records(md).header(md.indexOf("12"), md.indexOf("12") + 2)).toBe("b");
    expect(new Records("prose, with, commas 12").field(19, 21)).toBeNull();
  });
});
