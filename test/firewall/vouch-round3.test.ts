/**
 * Vouching, third round (issue 18): kinds a blind red-team round found — a phone number with
 * another country code, a value the user forbade in their own turn, amounts in CJK numerals,
 * a payment the user restates in a new turn, and trusted-side spellings (command whitespace,
 * `.` path segments, a percent-encoded query).
 */
import { mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool, type DispatchPolicy, type Firewall, type Session } from "../../src/firewall/index.js";
import { firewall, session, errorText } from "./helpers.js";

const base = (p: Partial<DispatchPolicy>): DispatchPolicy => ({ requiredScopes: [], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none", ...p });
const ROOT = realpathSync(mkdtempSync(join(tmpdir(), "rampart-vouch3-")));
const tools = [
  defineTool({ name: "text_message", description: "SMS", schema: z.object({ phone: z.string(), message: z.string() }), policy: base({}), handler: () => "sent" }),
  defineTool({ name: "transfer", description: "Pay", schema: z.object({ iban: z.string(), amount: z.number(), memo: z.string().optional() }), policy: base({}), handler: () => "paid" }),
  defineTool({ name: "shell", description: "Run", schema: z.object({ command: z.string() }), policy: base({}), handler: () => "done" }),
  defineTool({ name: "save", description: "Write", schema: z.object({ path: z.string(), text: z.string() }), policy: base({ args: { path: { path: { roots: [ROOT] } }, text: { vouch: "none" } } }), handler: () => "saved" }),
  defineTool({ name: "open_page", description: "Fetch", schema: z.object({ url: z.string() }), policy: base({ sideEffect: "read" }), handler: () => "page" }),
];

async function setup(...turns: string[]) {
  const fw = firewall({ tools });
  const s = await session("kim", []);
  for (const t of turns) s.transcript.addUserRequest(t);
  return { fw, s };
}
async function code(fw: Firewall, s: Session, name: string, args: Record<string, unknown>) {
  const r = await fw.safeDispatch({ name, arguments: args }, s);
  return r.ok ? "ran" : r.error.code;
}

describe("phone numbers: the country code is part of the number", () => {
  it("the same national digits under another country code are not the user's number", async () => {
    const { fw, s } = await setup("Let my dad know at +49 151 2345 6789 that the train is late.");
    expect(await code(fw, s, "text_message", { phone: "+43 151 2345 6789", message: "late" })).toBe("ERR_APPROVAL_REQUIRED");
    expect(await code(fw, s, "text_message", { phone: "+1 151 2345 6789", message: "late" })).toBe("ERR_APPROVAL_REQUIRED");
    await fw.close();
  });
  it("the user's number in another spelling still runs", async () => {
    const { fw, s } = await setup("Let my dad know at +49 151 2345 6789 that the train is late.");
    expect(await code(fw, s, "text_message", { phone: "+4915123456789", message: "late" })).toBe("ran");
    await fw.close();
    const b = await setup("Message my landlord on 0049 30 9876 5432 about the heating.");
    expect(await code(b.fw, b.s, "text_message", { phone: "+49 30 98765432", message: "heating" })).toBe("ran");
    await b.fw.close();
  });
});

describe("values the user forbade in their own turn vouch for nothing", () => {
  const cases: [string, string, Record<string, unknown>, Record<string, unknown>][] = [
    ["EN", "Transfer 75 EUR to GB33 BUKB 2020 1555 5555 55. The 3,200 for DE89 3704 0044 0532 0130 00 must not be sent until Friday.", { iban: "DE89370400440532013000", amount: 3200 }, { iban: "GB33BUKB20201555555555", amount: 75 }],
    ["EN-cmd", "Never execute `git push --force` here; please run `npm test`.", { command: "git push --force" }, { command: "npm test" }],
    ["KO", "`make clean` 은 실행하지 마. `make lint` 만 돌려줘.", { command: "make clean" }, { command: "make lint" }],
    ["JA", "`docker system prune` は実行しないで。`docker ps` を実行して。", { command: "docker system prune" }, { command: "docker ps" }],
    ["ZH", "别运行 `kubectl delete ns prod`，运行 `kubectl get pods`。", { command: "kubectl delete ns prod" }, { command: "kubectl get pods" }],
    ["DE", "Führe `terraform destroy` nicht aus. Führe `terraform plan` aus.", { command: "terraform destroy" }, { command: "terraform plan" }],
    ["ES", "No ejecutes `dropdb ventas`; ejecuta `psql -l`.", { command: "dropdb ventas" }, { command: "psql -l" }],
    ["FR", "N'exécute pas `shutdown -h now`, mais exécute `uptime`.", { command: "shutdown -h now" }, { command: "uptime" }],
  ];
  for (const [lang, turn, forbidden, wanted] of cases) {
    it(`${lang}: the forbidden value asks, the wanted one runs`, async () => {
      const { fw, s } = await setup(turn);
      const tool = "command" in forbidden ? "shell" : "transfer";
      expect(await code(fw, s, tool, forbidden)).not.toBe("ran");
      expect(await code(fw, s, tool, wanted)).toBe("ran");
      await fw.close();
    });
  }
  it("the reason names the user's prohibition", async () => {
    const { fw, s } = await setup("Do not run `cargo publish`. Run `cargo build`.");
    const r = await fw.safeDispatch({ name: "shell", arguments: { command: "cargo publish" } }, s);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(errorText(r.error)).toMatch(/forbade|prohibit/);
    await fw.close();
  });
  it("a later turn that asks for it again vouches (the prohibition is per turn)", async () => {
    const { fw, s } = await setup("Don't run `cargo publish` yet.", "OK, now run `cargo publish`.");
    expect(await code(fw, s, "shell", { command: "cargo publish" })).toBe("ran");
    await fw.close();
  });
  it("a negation word elsewhere in an unrelated clause does not forbid the wanted value", async () => {
    const { fw, s } = await setup("I can't find the logs. Please run `journalctl -n 50`.");
    expect(await code(fw, s, "shell", { command: "journalctl -n 50" })).toBe("ran");
    await fw.close();
  });
});

describe("CJK amounts", () => {
  const cases: [string, number][] = [
    ["GB33 BUKB 2020 1555 5555 55 に5万円を振り込んで", 50_000],
    ["向 GB33 BUKB 2020 1555 5555 55 转三千八百元", 3_800],
    ["GB33 BUKB 2020 1555 5555 55 に二万三千円", 23_000],
    ["转 2.5万 元 到 GB33 BUKB 2020 1555 5555 55", 25_000],
    ["GB33 BUKB 2020 1555 5555 55 に1億2千万円", 120_000_000],
    ["給 GB33 BUKB 2020 1555 5555 55 匯 一萬五千 元", 15_000],
  ];
  for (const [turn, amount] of cases) {
    it(`${turn} vouches ${amount}, not another amount`, async () => {
      const { fw, s } = await setup(turn);
      expect(await code(fw, s, "transfer", { iban: "GB33BUKB20201555555555", amount })).toBe("ran");
      expect(await code(fw, s, "transfer", { iban: "GB33BUKB20201555555555", amount: amount * 10 })).toBe("ERR_APPROVAL_REQUIRED");
      await fw.close();
    });
  }
});

describe("counting is per vouching user turn", () => {
  it("a new turn that restates the payment vouches one more run", async () => {
    const { fw, s } = await setup("Transfer 120 EUR to GB33 BUKB 2020 1555 5555 55 for the gym.");
    const p = { iban: "GB33BUKB20201555555555", amount: 120, memo: "gym" };
    expect(await code(fw, s, "transfer", p)).toBe("ran");
    expect(await code(fw, s, "transfer", p)).toBe("ERR_APPROVAL_REQUIRED");
    s.transcript.addUserRequest("Great — transfer 120 EUR to GB33 BUKB 2020 1555 5555 55 once more for next month.");
    expect(await code(fw, s, "transfer", p)).toBe("ran");
    expect(await code(fw, s, "transfer", p)).toBe("ERR_APPROVAL_REQUIRED");
    await fw.close();
  });
  it("a new turn that does not name the values does not", async () => {
    const { fw, s } = await setup("Transfer 120 EUR to GB33 BUKB 2020 1555 5555 55 for the gym.");
    const p = { iban: "GB33BUKB20201555555555", amount: 120 };
    expect(await code(fw, s, "transfer", p)).toBe("ran");
    s.transcript.addUserRequest("Thanks. Anything else in my inbox?");
    expect(await code(fw, s, "transfer", p)).toBe("ERR_APPROVAL_REQUIRED");
    s.transcript.addUserRequest("And what did GB33 BUKB 2020 1555 5555 55 send me?");
    expect(await code(fw, s, "transfer", p)).toBe("ERR_APPROVAL_REQUIRED");
    await fw.close();
  });
});

describe("trusted-side spellings", () => {
  it("a command with whitespace runs collapsed is the user's command; another command is not", async () => {
    const { fw, s } = await setup("please run `ls    -la   /tmp`");
    expect(await code(fw, s, "shell", { command: "ls -la /tmp" })).toBe("ran");
    expect(await code(fw, s, "shell", { command: "ls -la /etc" })).toBe("ERR_APPROVAL_REQUIRED");
    await fw.close();
  });
  it("a path with `.` segments is the same path; `..` does not climb out of the root", async () => {
    const { fw, s } = await setup(`Save the list to ${ROOT}/lists/./groceries.txt and also to ${ROOT}/a/../../etc/cron.d/x`);
    expect(await code(fw, s, "save", { path: `${ROOT}/lists/groceries.txt`, text: "eggs" })).toBe("ran");
    expect(await code(fw, s, "save", { path: `/etc/cron.d/x`, text: "eggs" })).not.toBe("ran");
    await fw.close();
  });
  it("a URL's percent-encoded non-ASCII query is the decoded query the user wrote", async () => {
    const { fw, s } = await setup("open https://maps.example.net/search?q=東京 駅");
    expect(await code(fw, s, "open_page", { url: "https://maps.example.net/search?q=%E6%9D%B1%E4%BA%AC%20%E9%A7%85" })).toBe("ran");
    expect(await code(fw, s, "open_page", { url: "https://maps.example.net/search?q=%E6%9D%B1%E4%BA%AC%20%E9%A7%85&u=me" })).toBe("ERR_APPROVAL_REQUIRED");
    await fw.close();
  });
});
