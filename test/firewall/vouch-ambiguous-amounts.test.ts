/**
 * Vouching (issue 18): an amount argument with several readings (`"50,000"` is 50 000 to a
 * reader that groups with `,` and 50 to one whose decimal mark is `,`) is vouched only when
 * every reading is — never because one reading is the user's. Benign spellings of the
 * user's own amount still run; a JSON number or a currency collapses the readings.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool, type DispatchPolicy, type Firewall, type Session } from "../../src/firewall/index.js";
import { effectiveReadings, occursAsNumber } from "../../src/firewall/amount-readings.js";
import { firewall, session } from "./helpers.js";

const base = (p: Partial<DispatchPolicy>): DispatchPolicy => ({ requiredScopes: [], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none", ...p });
const IBAN = "DE89370400440532013000";
const tools = [
  defineTool({
    name: "send_money",
    description: "Pay",
    schema: z.object({ recipient: z.string(), amount: z.union([z.string(), z.number()]), subject: z.string() }),
    policy: base({}),
    handler: () => "paid",
  }),
  defineTool({
    name: "capped_pay",
    description: "Pay within a configured list",
    schema: z.object({ recipient: z.string(), amount: z.string() }),
    policy: base({ args: { amount: { allow: ["50"] } } }),
    handler: () => "paid",
  }),
];

async function setup(...turns: string[]): Promise<{ fw: Firewall; s: Session }> {
  const fw = firewall({ tools });
  const s = await session("kim", []);
  for (const t of turns) s.transcript.addUserRequest(t);
  return { fw, s };
}
async function pay(turn: string, amount: string | number, tool = "send_money"): Promise<{ code: string; message: string; reasons: unknown }> {
  const { fw, s } = await setup(turn);
  const args = tool === "send_money" ? { recipient: IBAN, amount, subject: "rent" } : { recipient: IBAN, amount };
  const r = await fw.safeDispatch({ name: tool, arguments: args }, s);
  // an approval's message keeps the essentials; its full explanation is details.explain
  return r.ok ? { code: "ran", message: "", reasons: null } : { code: r.error.code, message: ((r.error.details.explain ?? []) as string[]).join("; "), reasons: r.error.details.reasons };
}

describe("an ambiguous amount needs every reading vouched", () => {
  const attacks: [string, string, string][] = [
    ["EN: 50 EUR, model writes 50,000", `Send 50 EUR to ${IBAN}, subject rent.`, "50,000"],
    ["EN: 50 EUR, model writes 50,0 (comma-stripping reader: 500)", `Send 50 EUR to ${IBAN}, subject rent.`, "50,0"],
    ["DE: 1,5 Euro, model writes 1.500", `Überweise 1,5 Euro an ${IBAN}, Betreff rent.`, "1.500"],
    ["DE: 12,5 Euro, model writes 12,500", `Bitte 12,5 Euro an ${IBAN} überweisen, Betreff rent.`, "12,500"],
    ["KO: 50원, model writes 50,000 without a currency", `${IBAN}로 50원을 보내 주세요. 제목 rent.`, "50,000"],
    ["EN: 2 EUR, model writes 2,000 in quotes with a trailing dot", `Pay 2 EUR to ${IBAN}, subject rent.`, "2,000."],
    ["EN: 1.5 EUR, model writes 1,500 (the user's decimal is one reading)", `Pay 1.5 EUR to ${IBAN}, subject rent.`, "1,500"],
    ["EN: 98,7 written by the user, model writes 98,70 (also 9870)", `Pay 98.7 EUR to ${IBAN}, subject rent.`, "98,70"],
  ];
  for (const [label, turn, amount] of attacks) {
    it(`asks: ${label}`, async () => {
      const r = await pay(turn, amount);
      expect(r.code).toBe("ERR_APPROVAL_REQUIRED");
      expect(r.reasons).toEqual(["ambiguous:amount"]);
      expect(r.message).toMatch(/amount is an ambiguous amount: it reads as .* or /);
    });
  }

  it("a currency does not hide the ambiguity from a user who named the smaller reading", async () => {
    const r = await pay(`Send 50 EUR to ${IBAN}, subject rent.`, "50,000 €");
    expect(r.code).toBe("ERR_APPROVAL_REQUIRED");
  });

  it("an allow list lists an ambiguous amount only when it lists every reading", async () => {
    expect((await pay(`Pay ${IBAN}.`, "50,000", "capped_pay")).code).toBe("ERR_APPROVAL_REQUIRED");
    expect((await pay(`Pay ${IBAN}.`, "50", "capped_pay")).code).toBe("ran");
  });

  it("a digit run the user wrote as a phone number vouches for no amount", async () => {
    const r = await pay(`My number is 123 4567. Pay 10 EUR to ${IBAN}, subject rent.`, "1234567");
    expect(r.code).toBe("ERR_APPROVAL_REQUIRED");
  });
});

describe("benign spellings of the user's amount still run", () => {
  const ok: [string, string, string | number][] = [
    ["EN 1,500 euros → 1500", `Transfer 1,500 euros to ${IBAN}, subject rent.`, 1500],
    ["EN 1,500 euros → \"1500\"", `Transfer 1,500 euros to ${IBAN}, subject rent.`, "1500"],
    ["EN 1,500 euros → 1,500.00", `Transfer 1,500 euros to ${IBAN}, subject rent.`, "1,500.00"],
    ["EN 1,500 euros → 1.500,00", `Transfer 1,500 euros to ${IBAN}, subject rent.`, "1.500,00"],
    ["EN 1,500 euros → the same numeral 1,500", `Transfer 1,500 euros to ${IBAN}, subject rent.`, "1,500"],
    ["EN 1,500 euros → €1,500 (a currency: no three-digit cents)", `Transfer 1,500 euros to ${IBAN}, subject rent.`, "€1,500"],
    ["EN 1500 EUR → €1,500", `Transfer 1500 EUR to ${IBAN}, subject rent.`, "€1,500"],
    ["EN 1500 EUR → 1.500€", `Transfer 1500 EUR to ${IBAN}, subject rent.`, "1.500€"],
    ["DE 1.500 Euro → 1.500", `Überweise 1.500 Euro an ${IBAN}, Betreff rent.`, "1.500"],
    ["DE 1.500 Euro → 1500", `Überweise 1.500 Euro an ${IBAN}, Betreff rent.`, 1500],
    ["DE 12.345,60 Euro → 12.345,6", `Überweise 12.345,60 Euro an ${IBAN}, Betreff rent.`, "12.345,6"],
    ["CH 1'500 Franken → 1'500", `Überweise 1'500 Franken an ${IBAN}, Betreff rent.`, "1'500"],
    ["KO 5만원 → 50,000원", `${IBAN}로 5만원을 보내 주세요. 제목 rent.`, "50,000원"],
    ["KO 50,000원 → ₩50,000", `${IBAN}로 50,000원을 보내 주세요. 제목 rent.`, "₩50,000"],
    ["KO 5만원 → 50000", `${IBAN}로 5만원을 보내 주세요. 제목 rent.`, 50000],
    ["EN 50 EUR → 50,00 (a decimal comma, two digits: 50 or 5000 — but the user wrote 50,00)", `Send 50,00 EUR to ${IBAN}, subject rent.`, "50,00"],
    ["EN both readings named: 1 EUR fee and 1,000 EUR", `Pay 1,000 EUR to ${IBAN} and note the 1 EUR fee, subject rent.`, "1.000"],
  ];
  for (const [label, turn, amount] of ok) {
    it(`runs: ${label}`, async () => {
      const r = await pay(turn, amount);
      expect(r.code, r.message).toBe("ran");
    });
  }
});

describe("readings and numerals", () => {
  it("a comma-only numeral also reads with the comma dropped; a currency keeps the whole reading of a three-digit group", () => {
    expect(effectiveReadings(["amt:50"], "50,0")).toEqual(["amt:50", "amt:500"]);
    expect(effectiveReadings(["amt:50", "amt:50000"], "50,000")).toEqual(["amt:50", "amt:50000"]);
    expect(effectiveReadings(["amt:50", "amt:50000"], "₩50,000")).toEqual(["amt:50000"]);
    expect(effectiveReadings(["amt:1.5", "amt:1500"], "1.500 EUR")).toEqual(["amt:1500"]);
    expect(effectiveReadings(["amt:98.7"], "98.70 €")).toEqual(["amt:98.7"]);
    expect(effectiveReadings(["amt:1500"], "1.500,00")).toEqual(["amt:1500"]);
  });

  it("a numeral is the user's only as a whole number", () => {
    expect(occursAsNumber("transfer 1,500 euros", "1,500")).toBe(true);
    expect(occursAsNumber("₩1,500원으로", "1,500")).toBe(true);
    expect(occursAsNumber("pay 21,500 now", "1,500")).toBe(false);
    expect(occursAsNumber("pay 1,500,000 now", "1,500")).toBe(false);
    expect(occursAsNumber("pay 1,500.25 now", "1,500")).toBe(false);
    expect(occursAsNumber("invoice inv1,500", "1,500")).toBe(false);
    expect(occursAsNumber("at 1,500.", "1,500")).toBe(true);
  });

  it("is linear on a long run of marks and digits", () => {
    const hay = "1,5".repeat(50_000);
    // 150,000 chars of near-misses: a quadratic scan would run past the test timeout
    expect(occursAsNumber(hay, "1,500")).toBe(false);
    expect(occursAsNumber(`${hay} 1,500`, "1,500")).toBe(true);
  });
});
