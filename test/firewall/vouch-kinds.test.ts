/**
 * Value reuse (issue 18): a vouch binds to the kind of value. What the user gave as one kind
 * (their phone number, their IBAN) vouches for no argument that asks for another kind, and
 * the groups of an international phone number are no amounts the user named. Each row goes
 * through `dispatch`; the control rows show the same value runs where its kind fits.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool } from "../../src/firewall/index.js";
import { expectedKinds } from "../../src/firewall/vouch.js";
import { firewall, session } from "./helpers.js";

const write = { requiredScopes: [], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none" } as const;
const tools = [
  defineTool({ name: "pay", description: "Pay", schema: z.object({ recipient: z.string(), amount: z.number() }), policy: write, handler: () => "paid" }),
  defineTool({ name: "send_sms", description: "Text", schema: z.object({ phone: z.string(), body: z.string() }), policy: write, handler: () => "sent" }),
  defineTool({ name: "wire", description: "Wire", schema: z.object({ iban: z.string(), amount: z.number() }), policy: write, handler: () => "sent" }),
  defineTool({ name: "notify", description: "Notify", schema: z.object({ to: z.string(), body: z.string() }), policy: write, handler: () => "sent" }),
];
const IBAN = "DE89370400440532013000";
const PHONE = "+49 30 1234567";

const ROWS: [string, string, Record<string, unknown>, "runs" | "ERR_APPROVAL_REQUIRED", string][] = [
  [`My number is ${PHONE}. Pay the invoice to ${IBAN}.`, "pay", { recipient: IBAN, amount: 30 }, "ERR_APPROVAL_REQUIRED", "a group of the user's phone number is no amount they named"],
  [`My number is ${PHONE}. Pay the invoice to ${IBAN}.`, "pay", { recipient: IBAN, amount: 1234567 }, "ERR_APPROVAL_REQUIRED", "nor is its last group"],
  [`Pay 30 EUR to ${IBAN}.`, "pay", { recipient: IBAN, amount: 30 }, "runs", "control: the amount the user named"],
  [`Pay 1 234 567 EUR to ${IBAN}; call me on 030 555 0100.`, "pay", { recipient: IBAN, amount: 1234567 }, "runs", "control: a grouped amount is still an amount"],
  [`Pay 40 EUR to ${IBAN}.`, "send_sms", { phone: IBAN, body: "hi" }, "ERR_APPROVAL_REQUIRED", "the user's IBAN vouches for no phone argument"],
  [`My number is ${PHONE}.`, "wire", { iban: PHONE, amount: 1 }, "ERR_APPROVAL_REQUIRED", "the user's phone number vouches for no IBAN argument (nor does 1)"],
  [`Text ${PHONE} that I am late.`, "send_sms", { phone: PHONE, body: "late" }, "runs", "control: the phone number as a phone number"],
  [`Text 030 1234567 that I am late.`, "send_sms", { phone: "030 1234567", body: "late" }, "runs", "control: a national number, which also reads as an amount, fits a phone argument"],
  [`Tell ${PHONE} I am late.`, "notify", { to: PHONE, body: "late" }, "runs", "control: `to` asks for no one kind"],
];

describe("a vouch binds to the kind of value", () => {
  it.each(ROWS)("%s → %s %j: %s (%s)", async (user, tool, args, expected) => {
    const fw = firewall({ tools });
    const s = await session("alice", []);
    s.transcript.addUserRequest(user);
    const r = await fw.safeDispatch({ name: tool, arguments: args }, s);
    expect(r.ok ? "runs" : r.error.code).toBe(expected);
    await fw.close();
  });

  it.each([
    ["recipientIban", ["iban"]],
    ["phoneNumber", ["phone"]],
    ["webhook_url", ["url"]],
    ["emailOrPhone", ["email", "phone"]],
    ["to", null],
    ["account", null], // a user name, an e-mail or an IBAN: no one kind
  ] as const)("expectedKinds(%s) = %j", (name, kinds) => {
    const got = expectedKinds(name);
    expect(got === null ? null : [...got].sort()).toEqual(kinds === null ? null : [...kinds].sort());
  });
});
