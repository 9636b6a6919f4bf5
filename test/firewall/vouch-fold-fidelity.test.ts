/**
 * Fold fidelity (issue 18): vouching compares folded forms, but the handler gets the raw
 * argument. A value that matches the user's only after folding — a letter O for a zero, an
 * invisible or format character, a combining mark, a variation selector, a tag character —
 * asks for an approval (reason `fold:<arg>`) instead of reaching the handler; the value as
 * the user wrote it, and non-ASCII values the user wrote (`Müller`, `김민수`, `Иван`), run
 * unchanged. Every row goes through `dispatch`, across argument kinds.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool } from "../../src/firewall/index.js";
import { foldedAway } from "../../src/firewall/vouch.js";
import { Transcript } from "../../src/firewall/transcript.js";
import { firewall, session } from "./helpers.js";

const write = { requiredScopes: [], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none" } as const;
let got: unknown[] = [];
const tools = [
  defineTool({ name: "transfer", description: "Pay", schema: z.object({ iban: z.string(), amount: z.union([z.number(), z.string()]) }), policy: write, handler: (a) => (got.push(a), "paid") }),
  defineTool({ name: "mail", description: "Mail", schema: z.object({ to: z.string(), body: z.string() }), policy: write, handler: (a) => (got.push(a), "sent") }),
  defineTool({ name: "sms", description: "Text", schema: z.object({ phone: z.string(), body: z.string() }), policy: write, handler: (a) => (got.push(a), "sent") }),
  defineTool({ name: "post", description: "Post", schema: z.object({ url: z.string() }), policy: write, handler: (a) => (got.push(a), "ok") }),
  defineTool({ name: "save", description: "Save", schema: z.object({ path: z.string() }), policy: write, handler: (a) => (got.push(a), "ok") }),
  defineTool({ name: "assign", description: "Assign", schema: z.object({ recipient: z.string() }), policy: write, handler: (a) => (got.push(a), "ok") }),
  defineTool({
    name: "invite",
    description: "Invite",
    schema: z.object({ attendees: z.array(z.string()) }),
    policy: write,
    handler: (a) => (got.push(a), "ok"),
  }),
];

const IBAN = "DE89370400440532013000";
/** [user turn, tool, argument that carries the value, the value as the user wrote it, the call's other arguments] */
const KINDS: [string, string, string, string, Record<string, unknown>][] = [
  [`Pay 50 EUR to ${IBAN}.`, "transfer", "iban", IBAN, { amount: 50 }],
  [`Pay 1500 EUR to ${IBAN}.`, "transfer", "amount", "1500", { iban: IBAN }],
  ["Mail bob@partner.example the notes.", "mail", "to", "bob@partner.example", { body: "the notes" }],
  ["Text +49 30 1234567 that I am late.", "sms", "phone", "+49 30 1234567", { body: "late" }],
  ["Post the report to https://hooks.example.com/intake", "post", "url", "https://hooks.example.com/intake", {}],
  ["Save it as reports/q3-summary.txt", "save", "path", "reports/q3-summary.txt", {}],
  ["Assign the ticket to Jürgen Müller.", "assign", "recipient", "Jürgen Müller", {}],
  ["담당자를 김민수 님으로 지정해 주세요.", "assign", "recipient", "김민수", {}],
];

/** Alterations that fold back to the user's value (name, how). */
const ALTERATIONS: [string, (s: string) => string][] = [
  ["trailing U+200B", (s) => `${s}\u200b`],
  ["U+200B inside", (s) => `${s.slice(0, 2)}\u200b${s.slice(2)}`],
  ["combining acute", (s) => `${s.slice(0, 1)}\u0301${s.slice(1)}`],
  ["U+FE0F", (s) => `${s}\ufe0f`],
  ["variation selector U+E0100", (s) => `${s}\u{E0100}`],
  ["tag space U+E0020", (s) => `${s}\u{E0020}`],
  ["tag-encoded data", (s) => `${s}\u{E0070}\u{E0069}\u{E006E}`],
  ["soft hyphen inside", (s) => `${s.slice(0, 2)}\u00ad${s.slice(2)}`],
  ["word joiner", (s) => `${s}\u2060`],
  ["Hangul filler", (s) => `${s}\u3164`],
  ["combining grapheme joiner", (s) => `${s}\u034f`],
];

async function call(user: string, tool: string, args: Record<string, unknown>) {
  const fw = firewall({ tools });
  const s = await session("alice", []);
  s.transcript.addUserRequest(user);
  got = [];
  const r = await fw.safeDispatch({ name: tool, arguments: args }, s);
  await fw.close();
  return r;
}

describe("a vouched value reaches the handler only as the trusted source wrote it", () => {
  const rows = KINDS.flatMap(([user, tool, arg, value, rest]) => ALTERATIONS.map(([how, f]) => [tool, arg, how, user, value, rest, f] as const));
  it.each(rows)("%s.%s with %s asks for an approval", async (tool, arg, how, user, value, rest, f) => {
    const r = await call(user, tool, { ...rest, [arg]: f(value) });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("ERR_APPROVAL_REQUIRED");
    // tag characters that spell data are a decoded reading no one vouched for (`vouch:`); every other alteration folds back (`fold:`)
    const reasons = r.error.details.reasons as string[];
    if (how === "tag-encoded data") expect(reasons.some((x) => x === `fold:${arg}` || x === `vouch:${arg}`)).toBe(true);
    else {
      expect(reasons).toContain(`fold:${arg}`);
      const explain = (r.error.details.explain as string[]).join("; "); // the message keeps the essentials, details the rest
      expect(explain).toContain(`${arg} matches a trusted value only after folding`);
      expect(explain).toMatch(/U\+[0-9A-F]{4,5} \(/);
    }
    expect(got).toEqual([]);
  });

  it.each(KINDS)("control: %s — the user's exact value runs unchanged", async (user, tool, arg, value, rest) => {
    const r = await call(user, tool, { ...rest, [arg]: value });
    expect(r.ok ? "runs" : r.error.code).toBe("runs");
    expect(got).toEqual([{ ...rest, [arg]: value }]);
  });

  it("a letter O for a zero in the user's IBAN asks, and names the reading", async () => {
    const r = await call(`Pay 50 EUR to ${IBAN}.`, "transfer", { iban: "DE89370400440532O13000", amount: 50 });
    expect(r.ok ? "runs" : r.error.code).toBe("ERR_APPROVAL_REQUIRED");
    if (!r.ok) expect((r.error.details.explain as string[]).join("; ")).toContain("a letter read as a digit in the IBAN");
    expect(got).toEqual([]);
  });

  it("letters in the spaced IBAN the user wrote: their spelling runs", async () => {
    const r = await call("Pay 50 EUR to DE89 3704 0044 0532 O13O OO.", "transfer", { iban: "DE89 3704 0044 0532 O13O OO", amount: 50 });
    expect(r.ok ? "runs" : r.error.code).toBe("runs");
  });

  it.each([
    ["a respaced IBAN", `Pay 50 EUR to DE89 3704 0044 0532 0130 00.`, "transfer", { iban: IBAN, amount: 50 }],
    ["an address with its domain in other case", "Mail Bob@Partner.example the notes.", "mail", { to: "Bob@partner.EXAMPLE", body: "n" }],
    ["an amount the user wrote in words", `Pay fifteen hundred euros to ${IBAN}.`, "transfer", { iban: IBAN, amount: 1500 }],
    ["an amount with grouping", `Pay 1,500 EUR to ${IBAN}.`, "transfer", { iban: IBAN, amount: "1500" }],
    ["a Cyrillic name the user wrote", "Назначьте задачу Ивану Петрову.", "assign", { recipient: "Ивану Петрову" }],
    ["a name in capitals the user wrote in lower case", "Assign it to jürgen müller.", "assign", { recipient: "JÜRGEN MÜLLER" }],
    ["an emoji with U+FE0F the user wrote", "Assign it to the team ❤️ crew.", "assign", { recipient: "❤️ crew" }],
    ["list of attendees the user wrote", "Invite Zoë Schäfer and 이서연.", "invite", { attendees: ["Zoë Schäfer", "이서연"] }],
  ] as const)("control: %s runs", async (_name, user, tool, args) => {
    const r = await call(user, tool, args);
    expect(r.ok ? "runs" : `${r.error.code} ${r.error.message}`).toBe("runs");
    expect(got).toEqual([args]);
  });

  it.each([
    ["an accent the user did not write", "Assign it to Jurgen Muller.", { recipient: "Jürgen Müller" }],
    ["a Cyrillic letter in a Latin name", "Assign it to Maria Lopez.", { recipient: "Mаria Lopez" }],
  ] as const)("%s asks (not silently folded)", async (_name, user, args) => {
    const r = await call(user, "assign", args);
    expect(r.ok ? "runs" : r.error.code).not.toBe("runs");
    expect(got).toEqual([]);
  });

  it("an altered value inside a list asks, naming the argument", async () => {
    const r = await call("Invite Zoë Schäfer and 이서연.", "invite", { attendees: ["Zoë Schäfer", "이서연\u200b"] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.details.reasons).toContain("fold:attendees");
  });
});

describe("foldedAway", () => {
  it("names code points and positions, never the text", () => {
    const t = new Transcript();
    t.addUserRequest(`Pay to ${IBAN}`);
    const f = foldedAway(`${IBAN}\u200b`, t.index(), null, "side-effect");
    expect(f?.chars).toEqual(["U+200B (invisible) at 22"]);
    expect(foldedAway(IBAN, t.index(), null, "side-effect")).toBeNull();
    expect(foldedAway(50, t.index(), null, "side-effect")).toBeNull();
  });

  it("an allow list excuses look-alike letters it spells, never an invisible character", async () => {
    const allowTools = [
      defineTool({
        name: "assign",
        description: "Assign",
        schema: z.object({ recipient: z.string() }),
        policy: { ...write, args: { recipient: { allow: ["Jürgen *"] } } },
        handler: (a) => (got.push(a), "ok"),
      }),
    ];
    for (const [value, expected] of [
      ["Jürgen Müller", "runs"],
      ["Jürgen Müller\u200b", "ERR_APPROVAL_REQUIRED"],
    ] as const) {
      const fw = firewall({ tools: allowTools });
      const s = await session("alice", []);
      s.transcript.addUserRequest("Assign the ticket.");
      const r = await fw.safeDispatch({ name: "assign", arguments: { recipient: value } }, s);
      expect(r.ok ? "runs" : r.error.code).toBe(expected);
      await fw.close();
    }
  });
});
