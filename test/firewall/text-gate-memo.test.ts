/**
 * The text gate keeps the findings of short free texts (`TextGate.findings`): a subject line
 * or a greeting recurs call after call, and scanning it each time was half a write's
 * dispatch. Kept or not, the decision is the same: a secret in the same text asks every
 * time, the user's own text runs every time, and a long text (not kept) is scanned anew.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool } from "../../src/firewall/index.js";
import { loadTextGate } from "../../src/firewall/text-gate.js";
import { firewall, session } from "./helpers.js";

const write = { requiredScopes: [], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none" } as const;
const tools = [defineTool({ name: "send_email", description: "Mail", schema: z.object({ to: z.string(), subject: z.string(), body: z.string() }), policy: write, handler: () => "sent" })];
const KEY = "AKIAZ7Q4R2X9LMNP3WTV";

describe("text gate findings memo", () => {
  it("keeps a short text's findings (one array per text) and scans a long text every time", async () => {
    const tg = await loadTextGate(undefined);
    const short = `key ${KEY}`;
    const a = tg.findings(short);
    expect(a.map((f) => f.detector.id)).toContain("secret");
    expect(tg.findings(short)).toBe(a);
    const long = `${"word ".repeat(120)}${KEY}`;
    const b = tg.findings(long);
    expect(b.map((f) => f.detector.id)).toContain("secret");
    expect(tg.findings(long)).not.toBe(b);
    expect(tg.findings("Rent May")).toEqual([]);
  });

  it("the same text decides the same way on every call: a secret asks each time, the user's text runs each time", async () => {
    const fw = firewall({ tools });
    for (let i = 0; i < 3; i++) {
      const s = await session("kim", []);
      s.transcript.addUserRequest(`Mail bob@corp.example the key note, subject Keys ${i}.`);
      const leak = await fw.safeDispatch({ name: "send_email", arguments: { to: "bob@corp.example", subject: `Keys ${i}`, body: `the key is ${KEY}` } }, s);
      expect(leak.ok ? "resolved" : leak.error.code).toBe("ERR_APPROVAL_REQUIRED");
      const s2 = await session("kim", []);
      s2.transcript.addUserRequest(`Mail bob@corp.example: the key is ${KEY}. Subject Keys ${i}.`);
      const mine = await fw.safeDispatch({ name: "send_email", arguments: { to: "bob@corp.example", subject: `Keys ${i}`, body: `the key is ${KEY}` } }, s2);
      expect(mine.ok ? "resolved" : mine.error.code).toBe("resolved");
    }
    await fw.close();
  });
});
