/**
 * Bank accounts that are no IBAN (issue 19, blind round 9; `detectors/bank-account.ts`): US
 * routing and account numbers, UK sort codes and accounts, and domestic account numbers named
 * by a label in several languages, in e-mail, CSV, Markdown tables and JSON — and the
 * look-alikes that must pass (routing-like numbers failing the ABA check, ISBNs, invoice and
 * order numbers, statute numbers, dates shaped like sort codes, amounts in an account's
 * record). Every value is made up; routing numbers were checked with the ABA rule.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { abaValid } from "../../src/gate/detectors/bank-labels.js";
import { expectStreamedLeakHeld } from "../helpers/stream.js";

const policy = compileGatePolicy(parseConfig({}));

/** Leaks: the text and the values the bank-account detector must cover. */
const LEAKS: { lang: string; carrier: string; text: string; values: string[] }[] = [
  { lang: "en", carrier: "e-mail", text: "Hi Tom,\n\nPlease wire the deposit to routing number 021000021, account 4418209377.\n\nThanks, Ana", values: ["021000021", "4418209377"] },
  { lang: "en", carrier: "json", text: '{"payee": "J. Ortiz", "aba": "322271627", "account_number": "000123456789"}', values: ["322271627", "000123456789"] },
  { lang: "en", carrier: "csv", text: "name,bank,routing,account\nJane Doe,Chase,021000021,1234567890\nRaj Patel,Wells,121000248,9876501234", values: ["021000021", "1234567890", "121000248", "9876501234"] },
  { lang: "en", carrier: "prose", text: "Direct deposit: RTN 011000015, checking account 2840019375.", values: ["011000015", "2840019375"] },
  { lang: "en", carrier: "cheque pair", text: "Bank details for the refund: 026009593 / acct 55012093", values: ["026009593", "55012093"] },
  { lang: "en-gb", carrier: "e-mail", text: "Dear Sam,\nSort code: 20-00-00\nAccount number: 55779911\nKind regards", values: ["20-00-00", "55779911"] },
  { lang: "en-gb", carrier: "table", text: "| Payee | Sort code | Account |\n|---|---|---|\n| M. Jones | 40-47-84 | 70872490 |", values: ["40-47-84", "70872490"] },
  { lang: "en-gb", carrier: "prose", text: "Account: 31926819 Sort: 60 16 13", values: ["31926819", "60 16 13"] },
  { lang: "de", carrier: "e-mail", text: "Hallo Frau Weber,\nbitte überweisen Sie auf Kontonummer 0532013000 bei der Commerzbank.\nGruß", values: ["0532013000"] },
  { lang: "de", carrier: "prose", text: "Konto-Nr.: 1234567890, BLZ 370 400 44", values: ["1234567890"] },
  { lang: "fr", carrier: "prose", text: "Mon numéro de compte : 00012345678 (banque 30004, guichet 00823).", values: ["00012345678"] },
  { lang: "es", carrier: "json", text: '{"titular": "Lucía Gómez", "numero de cuenta": "0049 1500 0512 3456 7892"}', values: ["0049 1500 0512 3456 7892"] },
  { lang: "it", carrier: "prose", text: "Versate su conto corrente n. 000012345678 presso la filiale di Torino.", values: ["000012345678"] },
  { lang: "ko", carrier: "e-mail", text: "안녕하세요.\n입금 계좌: 신한은행 110-123-456789 (예금주 김하늘)\n감사합니다.", values: ["110-123-456789"] },
  { lang: "ko", carrier: "prose", text: "환불은 국민은행 계좌번호 123456-78-901234로 보내드립니다.", values: ["123456-78-901234"] },
  { lang: "ko", carrier: "table", text: "| 이름 | 은행 | 계좌번호 |\n|---|---|---|\n| 이서준 | 우리은행 | 1002-345-678901 |", values: ["1002-345-678901"] },
  { lang: "ja", carrier: "prose", text: "振込先：みずほ銀行 渋谷支店 普通 1234567 ヤマダ タロウ", values: ["1234567"] },
  { lang: "ja", carrier: "json", text: '{"銀行": "三菱UFJ銀行", "口座番号": "7654321"}', values: ["7654321"] },
  { lang: "zh", carrier: "prose", text: "收款账号：6217 0012 3456 7890 123（建设银行 北京分行）", values: ["6217 0012 3456 7890 123"] },
  { lang: "zh", carrier: "csv", text: "户名,开户行,账号\n王伟,招商银行,6214830212345678", values: ["6214830212345678"] },
  { lang: "nl", carrier: "prose", text: "Rekeningnummer 417164300 bij de bank, ten name van P. de Vries.", values: ["417164300"] },
];

/** Look-alikes: no bank-account finding, and nothing else where the text holds no other data. */
const LOOKALIKES: { kind: string; text: string }[] = [
  { kind: "nine digits failing ABA, labelled", text: "The routing 021000022 you typed is wrong; please check it." },
  { kind: "nine digits failing ABA", text: "Tracking: 123456789, parcel 987654321." },
  { kind: "ISBN", text: "See ISBN 978-3-16-148410-0 and ISBN 0-306-40615-2 in the library account 12 catalogue." },
  { kind: "invoice", text: "Invoice no. 20240315 for your account setup, total $1,234.56." },
  { kind: "statute", text: "Under 42 U.S.C. § 1983 and § 433 BGB; 제12조제5항 및 제15조의2." },
  { kind: "sort-code-like date", text: "We met on 12-05-23 and again on 19-06-23 at the bank branch." },
  { kind: "sort-code-like date in csv", text: "date,amount,branch\n12-05-23,120.00,Leeds\n19-06-23,80.50,York" },
  { kind: "utility account without bank", text: "Your account number 12345678 for the electricity bill is on page 2." },
  { kind: "balance", text: "Account balance: $12,345.67 at the bank as of today." },
  { kind: "korean balance", text: "계좌 잔액은 1,234,567원입니다. 은행 영업시간은 9시부터입니다." },
  { kind: "japanese ordinary", text: "普通に 1000000円くらいかかります。" },
  { kind: "account id in json", text: '{"account_id": "acme-42", "plan": "pro", "seats": 25}' },
  { kind: "customer account csv", text: "customer,account,plan\nAcme,AC-2291,pro" },
  { kind: "sort list", text: "Sort the list: 12 34 56 78 in order." },
  { kind: "year table", text: "| Year | Accounts opened |\n|---|---|\n| 2021 | 120 |\n| 2022 | 135 |" },
];

describe("bank-account: non-IBAN bank details (blind round 9)", () => {
  it("the routing numbers used here pass the ABA check and the negatives fail it", () => {
    for (const r of ["021000021", "322271627", "011000015", "026009593", "121000248", "121000358"]) expect(abaValid(r), r).toBe(true);
    for (const r of ["021000022", "123456789", "987654321", "000000000", "991000021"]) expect(abaValid(r), r).toBe(false);
  });

  it.each(LEAKS.map((c) => [c.lang, c.carrier, c.text, c.values] as const))("%s %s: %s is stopped", (_lang, _carrier, text, values) => {
    const v = deterministicGate(text, policy);
    expect(v.action).not.toBe("pass");
    const found = v.findings.filter((f) => f.id === "bank-account").map((f) => text.slice(f.start, f.end));
    for (const value of values) expect(found.some((f) => f.includes(value) || value.includes(f)), `${value} in ${JSON.stringify(found)}`).toBe(true);
  });

  it.each(LOOKALIKES.map((c) => [c.kind, c.text] as const))("look-alike %s: %s passes", (_kind, text) => {
    const v = deterministicGate(text, policy);
    expect(v.findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });

  it("a nine-digit number passing the ABA check without a label or an account beside it is no bank detail", () => {
    // (Its digits also read as a Seoul landline: the phone detector judges that, not this one.)
    for (const text of ["Order 021000021 has shipped and will arrive Monday.", "Ticket 322271627 was closed."]) {
      expect(deterministicGate(text, policy).findings.filter((f) => f.id === "bank-account")).toEqual([]);
    }
  });

  it("a routing number is the bank's, not a phone line (the label is nearer than any phone word)", () => {
    const text = "Routing number 021000021, account 1234567890";
    expect(deterministicGate(text, policy).findings.map((f) => f.id)).toEqual(["bank-account", "bank-account"]);
  });

  it("phone numbers stay phones beside bank words", () => {
    const text = "Call our bank on 010-2345-6789 about your account.";
    expect(deterministicGate(text, policy).findings.map((f) => f.id)).toEqual(["phone"]);
  });

  it("redacts the numbers and keeps the labels", () => {
    const text = "Sort code: 20-00-00, account number: 55779911";
    const p = compileGatePolicy(parseConfig({ gate: { detectors: { "bank-account": { action: "redact" } } } }));
    const v = deterministicGate(text, p);
    expect(v.action).toBe("redact");
    expect(v.action === "redact" && v.text).toBe("Sort code: [REDACTED:BANK_ACCOUNT], account number: [REDACTED:BANK_ACCOUNT]");
  });

  const streamed = LEAKS.filter((c) => ["e-mail", "json", "csv"].includes(c.carrier)).slice(0, 5);
  it.each(streamed.map((c) => [c.lang, c.carrier, c.text] as const))("streamed %s %s: %s is held at every cut", async (_lang, _carrier, text) => {
    for (let at = 1; at < text.length; at++) await expectStreamedLeakHeld(text, [at], policy);
  });
});
