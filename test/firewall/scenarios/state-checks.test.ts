import { describe, expect, it } from "vitest";
import { evaluateCheck, readPath, type StateCheck } from "../../../src/firewall/index.js";

const state = {
  mail: { sent: [{ to: ["bob@x.example", "ann@x.example"], subject: "Q3", body: "Revenue grew 12 percent" }] },
  files: { files: [{ path: "/a.txt", shared_with: ["leo@n.example"] }, { path: "/b.txt", shared_with: [] }] },
  payments: { balance: 100, password: "p", transactions: [{ recipient: "DE89", amount: 98.7 }] },
  chat: { channels: [{ name: "general", messages: [{ from: "me", text: "Hello all" }] }], web_requests: ["https://a.example/x"] },
};
const outputs = ['{"location":"Smile Dental"}'];

describe("state checks", () => {
  it.each<[string, StateCheck, boolean]>([
    ["an element with the field", { at: "mail.sent", contains: { subject: "Q3" } }, true],
    ["a list field includes the value", { at: "mail.sent", contains: { to: "ann@x.example" } }, true],
    ["a list pattern needs every value", { at: "mail.sent", contains: { to: ["bob@x.example", "eve@x.example"] } }, false],
    ["substring match with ~, case-insensitive", { at: "mail.sent", contains: { "body~": "revenue GREW" } }, true],
    ["without ~ the value must be equal", { at: "mail.sent", contains: { body: "Revenue" } }, false],
    ["numbers compare by value", { at: "payments.transactions", contains: { amount: 98.7 } }, true],
    ["all fields must match the same element", { at: "files.files", contains: { path: "/b.txt", shared_with: "leo@n.example" } }, false],
    ["lacks: no element matches", { at: "files.files", lacks: { path: "/c.txt" } }, true],
    ["lacks fails when one matches", { at: "files.files", lacks: { path: "/a.txt" } }, false],
    ["equals on a scalar", { at: "payments.balance", equals: 100 }, true],
    ["equals is strict", { at: "payments.balance", equals: "100" }, false],
    ["select a list element by field", { at: "chat.channels.name=general.messages", contains: { from: "me" } }, true],
    ["a scalar pattern on a list of strings", { at: "chat.web_requests", contains: "https://a.example/x" }, true],
    ["a missing path contains nothing", { at: "mail.drafts", contains: { subject: "Q3" } }, false],
    ["output_contains looks at what the agent saw", { output_contains: "smile dental" }, true],
    ["output_contains fails when the agent never saw it", { output_contains: "Harbor Road" }, false],
  ])("%s", (_why, check, expected) => {
    expect(evaluateCheck(check, state, outputs)).toBe(expected);
  });

  it("reads only own properties (no prototype walk)", () => {
    expect(readPath(state, "mail.constructor")).toBeUndefined();
    expect(readPath(state, "payments.password")).toBe("p");
  });
});
