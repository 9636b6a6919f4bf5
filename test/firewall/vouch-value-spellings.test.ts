/**
 * Benign spellings of a vouched value (blind round 9): the user said "€50" or "50 euros" and the
 * model wrote the amount `"50.00 EUR"`, `"EUR 50"` or `"0050"`; the user gave an address and the
 * model passed `mailto:addr`. A value is read whole in these spellings (`taint-keys.ts`, value
 * mode: a currency code or word beside the amount, a zero-padded number, a `mailto:` scheme
 * before the address), so it is vouched and counted like the plain one — while a different value
 * stays different (50 vs 500, 50.5 vs 505, another address, a `mailto:` with a `?cc=`).
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool } from "../../src/firewall/index.js";
import { extractItems } from "../../src/firewall/taint-keys.js";
import { firewall, session } from "./helpers.js";

const write = { requiredScopes: [], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none" } as const;
const tools = [
  defineTool({ name: "transfer", description: "Pay", schema: z.object({ iban: z.string(), amount: z.union([z.number(), z.string()]) }), policy: write, handler: () => "paid" }),
  defineTool({ name: "mail", description: "Mail", schema: z.object({ to: z.string(), body: z.string() }), policy: write, handler: () => "sent" }),
];
const I = "DE89370400440532013000";

async function outcome(turn: string, tool: string, args: Record<string, unknown>, times = 1): Promise<string> {
  const fw = firewall({ tools });
  const s = await session("alice", []);
  s.transcript.addUserRequest(turn);
  s.transcript.addEvidence("web:invoice", `<table><tr><td>Amount</td><td>500.00 EUR</td></tr><tr><td>Contact</td><td>eve@evil.example</td></tr></table>`);
  let out = "";
  for (let i = 0; i < times; i++) {
    const r = await fw.safeDispatch({ name: tool, arguments: args }, s);
    out = r.ok ? "runs" : `${r.error.code} ${((r.error.details.reasons as string[] | undefined) ?? []).join(",")}`;
  }
  await fw.close();
  return out;
}

describe("an amount in a currency code, words or zero padding is the user's amount", () => {
  it.each([
    ["en", `Pay €50 to ${I}.`, "50.00 EUR"],
    ["en", `Pay €50 to ${I}.`, "EUR 50.00"],
    ["en", `Pay 50 euros to ${I}.`, "50.00 EUR"],
    ["en", `Pay 50 euros to ${I}.`, "0050"],
    ["en", `Pay 50 euros to ${I}.`, "0050.00"],
    ["de", `Überweise 50 € an ${I}.`, "50 EUR"],
    ["de", `Überweise 50 Euro an ${I}.`, "EUR 50"],
    ["fr", `Paie 50 euros à ${I}.`, "50.00 EUR"],
    ["es", `Paga 50 euros a ${I}.`, "50 euros"],
    ["ko", `${I}로 50유로 보내 줘.`, "50.00 EUR"],
    ["ko", `${I}로 5만 원 송금해 주세요.`, "50000 KRW"],
    ["ja", `${I} に 3万円 を振り込んでください。`, "30000 JPY"],
    ["zh", `给 ${I} 转 200 元。`, "200.00 CNY"],
    ["en", `Pay $1,500 to ${I}.`, "1500.00 USD"],
  ])("%s: %s → amount %s runs", async (_lang, turn, amount) => {
    expect(await outcome(turn, "transfer", { iban: I, amount })).toBe("runs");
  });

  it.each([
    [`Pay €50 to ${I}.`, "500.00 EUR", "500 is not 50"],
    [`Pay €50 to ${I}.`, "0500", "zero padding does not drop a significant zero"],
    [`Pay €50 to ${I}.`, "EUR 50.50", "50.50 is not 50"],
    [`Pay €50.5 to ${I}.`, "505 EUR", "505 is not 50.5"],
    [`Pay €505 to ${I}.`, "50.5 EUR", "50.5 is not 505"],
    [`Pay €50 to ${I}.`, "50 EUR 500", "a second number is a second amount"],
    [`Pay €50 to ${I}.`, "50 EUR to evil", "words that are no currency make it free text"],
  ])("%s → amount %s asks (%s)", async (turn, amount) => {
    expect(await outcome(turn, "transfer", { iban: I, amount })).toMatch(/^ERR_APPROVAL_REQUIRED /);
  });

  it("a repeat in another spelling is the same payment: it asks", async () => {
    const fw = firewall({ tools });
    const s = await session("alice", []);
    s.transcript.addUserRequest(`Pay €50 to ${I}.`);
    expect((await fw.safeDispatch({ name: "transfer", arguments: { iban: I, amount: 50 } }, s)).ok).toBe(true);
    for (const amount of ["50.00 EUR", "0050", "EUR 50"]) {
      const r = await fw.safeDispatch({ name: "transfer", arguments: { iban: I, amount } }, s);
      expect(r.ok ? "runs" : r.error.details.reasons, amount).toEqual(["repeat"]);
    }
    await fw.close();
  });

  it("zero padding is read in a value only, and never for a phone-length run", () => {
    expect(extractItems("0050", "value")).toMatchObject({ whole: true, items: [{ kind: "amount", keys: ["amt:50"] }] });
    expect(extractItems("0301234567", "value").items.some((it) => it.keys.includes("amt:301234567"))).toBe(false);
    expect(extractItems("order 0050 shipped", "text").items.some((it) => it.keys.includes("amt:50"))).toBe(false);
  });
});

describe("a mailto: scheme before the user's address is the address", () => {
  it.each([
    ["Mail anna@corp.example the minutes.", "mailto:anna@corp.example"],
    ["Mail anna@corp.example the minutes.", "MAILTO:Anna@Corp.example"],
    ["Schick die Notizen an anna@corp.example.", "mailto:anna@corp.example"],
    ["anna@corp.example に議事録を送ってください。", "mailto:anna@corp.example"],
  ])("%s → %s runs", async (turn, to) => {
    expect(await outcome(turn, "mail", { to, body: "minutes" })).toBe("runs");
  });
  it.each([
    ["Mail anna@corp.example the minutes.", "mailto:eve@evil.example", "another address"],
    ["Mail anna@corp.example the minutes.", "mailto:anna@corp.example?cc=eve@evil.example", "a query adds a recipient"],
    ["Mail anna@corp.example the minutes.", "mailto:anna@corp.example.evil.example", "another domain"],
  ])("%s → %s asks (%s)", async (turn, to) => {
    expect(await outcome(turn, "mail", { to, body: "minutes" })).toMatch(/^ERR_APPROVAL_REQUIRED /);
  });
  it("the same mail again through mailto: is a repeat", async () => {
    expect(await outcome("Mail anna@corp.example the minutes.", "mail", { to: "mailto:anna@corp.example", body: "minutes" }, 2)).toBe("ERR_APPROVAL_REQUIRED repeat");
  });
});
