/**
 * Target fidelity (issue 18): vouching matches folded keys, but some folds change where a side
 * effect lands. `TARGET_RULES` (target-form.ts) decides per kind; these rows go through
 * `dispatch`: a URL's path case, a downgrade to http, another port, a trailing dot on the host;
 * a file path's case, trailing space, `..`; an address's local-part dots and `+tag`; a
 * recipient that is a piece of the user's name; a question that names a payment again. Hard
 * negatives: host case, `www.`, default port, trailing slash, http→https, domain case, a
 * `mailto:` prefix, the user's exact spelling — they run without an approval.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool } from "../../src/firewall/index.js";
import { targetDifference, TARGET_RULES } from "../../src/firewall/target-form.js";
import { instructionText, isQuestion } from "../../src/firewall/questions.js";
import { occursAsWholeName } from "../../src/firewall/provenance.js";
import { firewall, session, errorText } from "./helpers.js";

const write = { requiredScopes: [], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none" } as const;
let got: unknown[] = [];
const tools = [
  defineTool({ name: "transfer", description: "Pay", schema: z.object({ iban: z.string(), amount: z.number() }), policy: write, handler: (a) => (got.push(a), "paid") }),
  defineTool({ name: "mail", description: "Mail", schema: z.object({ to: z.string(), body: z.string() }), policy: write, handler: (a) => (got.push(a), "sent") }),
  defineTool({ name: "post", description: "Post", schema: z.object({ url: z.string() }), policy: write, handler: (a) => (got.push(a), "ok") }),
  defineTool({ name: "save", description: "Save", schema: z.object({ path: z.string() }), policy: write, handler: (a) => (got.push(a), "ok") }),
  defineTool({ name: "assign", description: "Assign", schema: z.object({ recipient: z.string() }), policy: write, handler: (a) => (got.push(a), "ok") }),
];

async function run(turns: readonly string[], tool: string, args: Record<string, unknown>, times = 1): Promise<string> {
  const fw = firewall({ tools });
  const s = await session("alice", []);
  got = [];
  let out = "";
  for (let i = 0; i < times; i++) {
    for (const t of i === 0 ? turns.slice(0, 1) : turns.slice(i, i + 1)) s.transcript.addUserRequest(t);
    const r = await fw.safeDispatch({ name: tool, arguments: args }, s);
    out = r.ok ? "runs" : `${r.error.code} ${(r.error.details.reasons as string[] | undefined)?.join(",") ?? ""}`;
  }
  await fw.close();
  return out;
}

const U = "Post the form to https://pay.example.com/Pay/Acct";
const P = "Save the export to /srv/Reports/q3.txt";
const M = "Mail j.doe@corp.example the minutes.";

/** [name, user turn, tool, args] — each lands elsewhere than the user's spelling. */
const CHANGES: [string, string, string, Record<string, unknown>][] = [
  ["URL path in lower case", U, "post", { url: "https://pay.example.com/pay/acct" }],
  ["URL path in upper case", U, "post", { url: "https://pay.example.com/PAY/ACCT" }],
  ["URL query case", "Post to https://hooks.example.com/in?Key=Ab", "post", { url: "https://hooks.example.com/in?key=ab" }],
  ["http for the user's https", U, "post", { url: "http://pay.example.com/Pay/Acct" }],
  ["http on port 443", U, "post", { url: "http://pay.example.com:443/Pay/Acct" }],
  ["https on port 80", U, "post", { url: "https://pay.example.com:80/Pay/Acct" }],
  ["trailing dot on the host", U, "post", { url: "https://pay.example.com./Pay/Acct" }],
  ["path case", P, "save", { path: "/srv/reports/q3.txt" }],
  ["file name case", P, "save", { path: "/srv/Reports/Q3.txt" }],
  ["trailing space", P, "save", { path: "/srv/Reports/q3.txt " }],
  ["local part without its dot", M, "mail", { to: "jdoe@corp.example", body: "n" }],
  ["local part with a +tag", M, "mail", { to: "j.doe+x@corp.example", body: "n" }],
  ["the +tag dropped", "Mail j.doe+billing@corp.example the minutes.", "mail", { to: "j.doe@corp.example", body: "n" }],
  ["a piece of the user's hyphenated name", "Send it to finance-team", "assign", { recipient: "finance" }],
  ["a piece of the user's dotted handle", "Assign it to finance.ops", "assign", { recipient: "finance" }],
  ["a piece of the user's address", "Assign it to finance@corp.example", "assign", { recipient: "finance" }],
  ["a longer name around the user's word", "Send it to finance", "assign", { recipient: "finance-external" }],
  ["an address around the user's word", "Send it to finance", "mail", { to: "finance-external@corp.example", body: "n" }],
  ["a prefix of the user's URL", "Post it to https://pay.example.com/a/b", "post", { url: "https://pay.example.com/a" }],
];

/** [name, user turn, tool, args] — the same target: runs without an approval. */
const SAME: [string, string, string, Record<string, unknown>][] = [
  ["the user's exact URL", U, "post", { url: "https://pay.example.com/Pay/Acct" }],
  ["host in upper case", U, "post", { url: "https://PAY.Example.COM/Pay/Acct" }],
  ["www. added", U, "post", { url: "https://www.pay.example.com/Pay/Acct" }],
  ["default port written out", U, "post", { url: "https://pay.example.com:443/Pay/Acct" }],
  ["trailing slash", U, "post", { url: "https://pay.example.com/Pay/Acct/" }],
  ["https for the user's http", "Post it to http://pay.example.com/Pay/Acct", "post", { url: "https://pay.example.com/Pay/Acct" }],
  ["a scheme added to the user's bare host", "Post it to pay.example.com/Pay/Acct.", "post", { url: "https://pay.example.com/Pay/Acct" }],
  ["the user's URL at a sentence end", `${U}.`, "post", { url: "https://pay.example.com/Pay/Acct" }],
  ["the user's URL in angle brackets", "Post the form to <https://pay.example.com/Pay/Acct>", "post", { url: "https://pay.example.com/Pay/Acct" }],
  ["the user's path", P, "save", { path: "/srv/Reports/q3.txt" }],
  ["the user's path at a sentence end", `${P}.`, "save", { path: "/srv/Reports/q3.txt" }],
  ["the user's path with spaces", "Save it to /srv/My Reports/q3.txt please", "save", { path: "/srv/My Reports/q3.txt" }],
  ["the user's address", M, "mail", { to: "j.doe@corp.example", body: "n" }],
  ["domain in other case", M, "mail", { to: "j.doe@Corp.EXAMPLE", body: "n" }],
  ["local part in other case (blind round 9: a re-cased name is the same mailbox)", M, "mail", { to: "J.Doe@corp.example", body: "n" }],
  ["the user's +tag kept", "Mail j.doe+billing@corp.example the minutes.", "mail", { to: "j.doe+billing@corp.example", body: "n" }],
  ["a mixed-case local part as written", "Mail John.Doe@corp.example the minutes.", "mail", { to: "John.Doe@corp.example", body: "n" }],
  ["a handle with a sigil", "Send it to @finance", "assign", { recipient: "finance" }],
  ["a name at a sentence end", "Send it to finance.", "assign", { recipient: "finance" }],
  ["the user's hyphenated name", "Send it to finance-team", "assign", { recipient: "finance-team" }],
  ["a name in other case", "Send it to finance", "assign", { recipient: "Finance" }],
  ["a name before a possessive", "Hand it to Dana's team lead, Dana", "assign", { recipient: "Dana" }],
];

describe("a vouched URL, path or address runs only where the user's spelling lands", () => {
  it.each(CHANGES)("%s asks for an approval", async (_n, user, tool, args) => {
    expect(await run([user], tool, args)).toMatch(/^ERR_APPROVAL_REQUIRED/);
    expect(got).toEqual([]);
  });
  it.each(SAME)("hard negative: %s runs", async (_n, user, tool, args) => {
    expect(await run([user], tool, args)).toBe("runs");
    expect(got).toEqual([args]);
  });
  it("a folded target names its part in the approval", async () => {
    const fw = firewall({ tools });
    const s = await session("alice", []);
    s.transcript.addUserRequest(U);
    const r = await fw.safeDispatch({ name: "post", arguments: { url: "http://pay.example.com/Pay/Acct" } }, s);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.details.reasons).toContain("fold:url");
      expect(errorText(r.error)).toContain("scheme");
    }
    await fw.close();
  });
  it("a dot-dot segment the user did not write asks, though it resolves to their file", async () => {
    expect(await run([P], "save", { path: "/srv/Reports/x/../q3.txt" })).toMatch(/^ERR_APPROVAL_REQUIRED/);
    expect(await run([P], "save", { path: "/srv/Reports/../Reports/q3.txt" })).toMatch(/^ERR_APPROVAL_REQUIRED/);
  });
  it("a path in NFD the user wrote is not their NFC path (the handler gets NFC)", async () => {
    const nfd = "Save it to /srv/reports/cafe\u0301.txt";
    expect(await run([nfd], "save", { path: "/srv/reports/caf\u00e9.txt" })).toMatch(/^ERR_APPROVAL_REQUIRED/);
    expect(await run(["Save it to /srv/reports/caf\u00e9.txt"], "save", { path: "/srv/reports/caf\u00e9.txt" })).toBe("runs");
  });
});

describe("targetDifference (the decision table)", () => {
  it.each([
    ["url", "https://x.example/A", "https://x.example/a", "path or query (case-sensitive)"],
    ["url", "http://x.example/a", "https://x.example/a", "scheme"],
    ["url", "https://x.example:8443/a", "https://x.example/a", "port"],
    ["url", "https://x.example./a", "https://x.example/a", "trailing dot on the host"],
    ["url", "https://X.EXAMPLE/a/", "https://www.x.example:443/a", null],
    ["url", "https://x.example/%7Eann", "https://x.example/~ann", null],
    ["url", "https://x.example/a%2fb", "https://x.example/a%2Fb", null],
    ["url", "https://x.example/a%2Fb", "https://x.example/a/b", "path or query (case-sensitive)"],
    ["email", "Ann@x.example", "ann@x.example", null],
    ["email", "ann.b@x.example", "annb@x.example", "local part (dots, +tag)"],
    ["email", "ann+x@x.example", "ann@x.example", "local part (dots, +tag)"],
    ["email", "mailto:ann@X.example", "ann@x.example", null],
    ["path", "/a//b/./c/", "/a/b/c", null],
    ["path", "reports/q3.txt", "/data/reports/q3.txt", null],
    ["path", "/a/B", "/a/b", "case, trailing space or dot, Unicode normalisation form"],
  ] as const)("%s %s vs %s → %s", (kind, a, b, want) => {
    expect(targetDifference(kind, a, b)).toBe(want);
  });
  it("every part the forms name is a row of the table", () => {
    const parts = new Set(TARGET_RULES.map((r) => r.part));
    for (const p of ["scheme", "port", "host", "trailing dot on the host", "userinfo", "path or query (case-sensitive)", "local part (dots, +tag)", "domain"]) expect(parts.has(p)).toBe(true);
  });
  it("occursAsWholeName: joiners glue words, prose punctuation does not", () => {
    expect(occursAsWholeName("send to finance-team", "finance")).toBe(false);
    expect(occursAsWholeName("send to finance_ops", "finance")).toBe(false);
    expect(occursAsWholeName("send to team/finance", "finance")).toBe(false);
    expect(occursAsWholeName("send to finance. thanks", "finance")).toBe(true);
    expect(occursAsWholeName("send to @finance", "finance")).toBe(true);
    expect(occursAsWholeName("finance, then ops", "finance")).toBe(true);
  });
});

const I = "DE89370400440532013000";
describe("a question naming a side effect's values does not re-arm it", () => {
  it.each([
    `Did the 50 EUR transfer to ${I} go through?`,
    `Has the payment of 50 EUR to ${I} arrived?`,
    `Is the 50 EUR to ${I} sent yet? Thanks.`,
    `Ist die Überweisung von 50 EUR an ${I} angekommen?`,
    `¿Llegó la transferencia de 50 EUR a ${I}?`,
    `${I}로 50 EUR 송금됐어?`,
  ])("%s → the repeat asks", async (q) => {
    expect(await run([`Pay 50 EUR to ${I}.`, q], "transfer", { iban: I, amount: 50 }, 2)).toBe("ERR_APPROVAL_REQUIRED repeat");
  });
  it.each([
    `Pay 50 EUR to ${I} again.`,
    `Thanks. Now pay another 50 EUR to ${I}.`,
    `Did it go through? If not, pay 50 EUR to ${I} again.`,
    `Can you pay 50 EUR to ${I} once more?`,
    `Könnten Sie noch einmal 50 EUR an ${I} überweisen?`,
    `${I}로 50 EUR 다시 보내 주세요?`,
  ])("hard negative: %s → a new instruction re-arms", async (q) => {
    expect(await run([`Pay 50 EUR to ${I}.`, q], "transfer", { iban: I, amount: 50 }, 2)).toBe("runs");
  });
  it("a question about a mail does not re-send it; a new instruction does", async () => {
    const args = { to: "bob@partner.example", body: "n" };
    expect(await run(["Mail bob@partner.example the notes.", "Did bob@partner.example get it?"], "mail", args, 2)).toBe("ERR_APPROVAL_REQUIRED repeat");
    expect(await run(["Mail bob@partner.example the notes.", "Send the notes to bob@partner.example once more."], "mail", args, 2)).toBe("runs");
  });
  it("isQuestion / instructionText", () => {
    expect(isQuestion("Did it arrive?")).toBe(true);
    expect(isQuestion("Could you send it again?")).toBe(false);
    expect(isQuestion("Send it.")).toBe(false);
    expect(instructionText("Pay it.")).toBeNull();
    expect(instructionText("Did it arrive? Pay it again.")).toBe("Pay it again.");
  });
});
