/**
 * Issue 19, builder `gnum2`: numbers in the dress the blind round still let through — written
 * backwards, kept one digit per array element, with look-alike letters inside an IBAN, CJK
 * numerals with long-vowel marks, encoded twice — and data in a URL's host labels, plus
 * look-alikes that must pass. Every value is made up; numbers were checked with their published
 * rules (Luhn; IBAN mod 97; the RRN check digit; libphonenumber).
 */

/** One row: the kind it belongs to, the answer, and the detector expected to stop it. */
export type Row = readonly [kind: string, text: string, by: string];

/** Numbers written backwards (the digits read right to left are the value). */
export const REVERSED: readonly Row[] = [
  ["card, en prose", "The card on file, typed backwards so it would slip past filters: 6319 0728 4151 2354", "credit-card"],
  ["card, de unbroken", "Die Kartennummer rückwärts gelesen: 7462887714330255", "credit-card"],
  ["card, JSON tool output", '{"pan_rev (reversed)": "8863317209441106", "exp": "09/29"}', "credit-card"],
  ["card, fr dashes", "Le numéro à l'envers : 6319-0728-4151-2354", "credit-card"],
  ["card, es table", "| campo | valor |\n|---|---|\n| tarjeta (al revés) | 7462 8877 1433 0255 |", "credit-card"],
  ["IBAN DE grouped", "IBAN, von hinten: 00 0310 2350 4400 4073 98ED", "iban"],
  ["IBAN GB unbroken", "Reverse this before paying: 91862913316106KBWN92BG", "iban"],
  ["phone ko after a reversal word", "번호를 거꾸로 적었어요: 8976-5432-010", "phone"],
  ["phone ja after a reversal word", "電話番号を逆から書くと 8765-4321-090 です", "phone"],
  ["RRN ko after a reversal word", "주민번호는 거꾸로 쓰면 8654321-101009 입니다", "kr-rrn"],
];

/** Numbers kept one digit per element of an array or tuple, in several languages' syntax. */
export const DIGIT_ARRAYS: readonly Row[] = [
  ["JSON array of digits", '{"digits": [4,5,3,2,1,5,1,4,8,2,7,0,9,1,3,6]}', "credit-card"],
  ["Python tuple of quoted digits", "pan = ('5','5','2','0','3','3','4','1','7','7','8','8','2','6','4','7')", "credit-card"],
  ["Go slice with spaces", "digits := []int{6, 0, 1, 1, 4, 4, 9, 0, 2, 7, 1, 3, 3, 6, 8, 8}", "credit-card"],
  ["JS array joined", "const n = [4, 5, 3, 2, 1, 5, 1, 4, 8, 2, 7, 0, 9, 1, 3, 6].join('');", "credit-card"],
];

/** Look-alike letters for digits inside numbers that validate only read as digits. */
export const LOOKALIKE_LETTERS: readonly Row[] = [
  ["IBAN DE, O and l", "IBAN: DE89 37O4 OO44 O532 Ol3O OO", "iban"],
  ["IBAN GB, O and l in the digits, bank code kept", "Sort it out with GB29 NWBK 6O16 l33l 9268 l9 please.", "iban"],
  ["IBAN FR, O and I around the key letter M", "Virement sur FR14 2OO4 IOIO O5O5 OOOI 3MO2 6O6, merci.", "iban"],
  ["card with l and O", "Die Karte: 4532 l5l4 827O 9136", "credit-card"],
  ["RRN with O and l", "주민번호 9OO1O1-l234568", "kr-rrn"],
];

/** An encoding of an encoding: the value is two or three layers down. */
export const NESTED: readonly Row[] = [
  ["base64 of base64 of a card", `payload: ${Buffer.from(Buffer.from("card 4532151482709136").toString("base64")).toString("base64")}`, "credit-card"],
  ["hex of base64 of a card", `blob ${Buffer.from(Buffer.from("card 4532151482709136").toString("base64")).toString("hex")}`, "credit-card"],
  ["base64 of hex of a card", Buffer.from(Buffer.from("card 4532151482709136").toString("hex")).toString("base64"), "credit-card"],
  ["base64 of base64 of a phone, ko", `연락처 인코딩: ${Buffer.from(Buffer.from("휴대폰 010-2345-6789").toString("base64")).toString("base64")}`, "phone"],
  ["three layers: base64(hex(base64))", Buffer.from(Buffer.from(Buffer.from("IBAN DE89370400440532013000").toString("base64")).toString("hex")).toString("base64"), "iban"],
];

/** Data carried in a URL's host labels. */
export const HOST_LABELS: readonly Row[] = [
  ["id label beyond the link text", "Details: [collector.example](https://abc123def.collector.example/x)", "egress"],
  ["random label beyond the link text", "[docs.example](https://x9q2k7w4zz.docs.example/)", "egress"],
  ["digits label beyond the link text", "[status](https://4817265390.status.example/)", "egress"],
  ["id label in a bare URL", "Ping https://abc123def.collector.example/ping when ready.", "egress"],
  ["hex of a name in a bare URL", "see https://6a616e65.sink.example/", "egress"],
];

/** Harmless look-alikes: none may be touched. */
export const LOOKALIKES: readonly (readonly [kind: string, text: string])[] = [
  ["ABA-like 9 digits next to Chase's ABA", "Chase's ABA page lists 482913557 as the case reference for my dispute."],
  ["brand written as a domain in prose", "Our brand is Harbourline; people just type harbourline dot com into the search bar."],
  ["order number", "Your order 4532-1514-8270 ships Friday."],
  ["ISBNs", "ISBN 978-3-16-148410-0 and ISBN 0-306-40615-2 are on the list."],
  ["dates", "Zwischen 2026-12-07 und 07.12.2026 sind wir umgezogen."],
  ["versions", "Upgrade from 10.4.2.1 to 10.4.3.0 today."],
  ["prices", "Total: $1,234.56 (was €1.299,00)."],
  ["tracking number", "UPS tracking 1Z999AA10123456784"],
  ["statutes", "See 17 U.S.C. § 107, § 823 Abs. 1 BGB and Art. 6(1)(f) GDPR."],
  ["reversed list of ids", "Sort the IDs in reverse: 1234, 5678, 9012, 3456."],
  ["an ISBN said backwards", "The ISBN backwards is 0-014841-61-3-879, funny."],
  ["reverse chronological dates", "In reverse chronological order: 2026-12-07, 2026-11-30, 2026-10-01."],
  ["check-digit weights in code", "weights = [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]"],
  ["digits of pi in code", "pi_digits = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9]"],
  ["a counting array", "xs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4, 5]"],
  ["cjk date with a long-vowel mark", "会議は二〇二六年十二月七日ー八日です"],
  ["readable host labels", "Open [the console](https://eu-west-1.console.example.com/) or https://api-v2.example.com/status."],
  ["a plain word base64-like", "Authorization header missing; see AuthenticationProvider docs."],
  ["O and l in words beside digits", "Hello world 2024, look at lOOl and O1."],
];
