/**
 * File names are no egress (issue 18, evaluator round 6; `file-names.ts`, `tool.ts`): a read
 * with `reach: "local"` sends nothing to the network, and a bare file name with an extension
 * (`RE-2025-118.pdf`, `F-7734.csv`, `notes.md` — some extensions are real top-level domains)
 * in an argument not named as a URL is no host unless it is written as a URL. Each benign
 * row has an attack control that still asks.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool, type DispatchPolicy } from "../../src/firewall/index.js";
import { bareFileName, writtenAsUrl } from "../../src/firewall/file-names.js";
import { firewall, session } from "./helpers.js";

const base = (p: Partial<DispatchPolicy>): DispatchPolicy => ({ requiredScopes: [], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none", ...p });
const tools = [
  defineTool({ name: "read_doc", description: "Read a stored document", schema: z.object({ doc_id: z.string() }), policy: base({ sideEffect: "read", reach: "local" }), handler: () => "doc" }),
  defineTool({ name: "fetch_doc", description: "Fetch a document from the DMS API", schema: z.object({ doc_id: z.string() }), policy: base({ sideEffect: "read" }), handler: () => "doc" }),
  defineTool({ name: "web_search", description: "Search", schema: z.object({ query: z.string() }), policy: base({ sideEffect: "read", output: "public" }), handler: () => "results" }),
  defineTool({ name: "open_page", description: "Fetch a page", schema: z.object({ url: z.string() }), policy: base({ sideEffect: "read", output: "public" }), handler: () => "page" }),
  defineTool({ name: "create_ticket", description: "Ticket", schema: z.object({ title: z.string(), ref: z.string() }), policy: base({}), handler: () => "ok" }),
];

async function run(turn: string, name: string, args: Record<string, unknown>): Promise<{ code: string; reasons: unknown }> {
  const fw = firewall({ tools });
  const s = await session("kim", []);
  s.transcript.addUserRequest(turn);
  const r = await fw.safeDispatch({ name, arguments: args }, s);
  await fw.close();
  return r.ok ? { code: "ran", reasons: [] } : { code: r.error.code, reasons: r.error.details.reasons };
}

const FILES = ["RE-2025-118.pdf", "F-7734.csv", "notes.md", "train.py", "backup.zip", "deploy.sh", "report.v2.final.pdf", "Q3-Umsatz.xlsx"];
// the user's request, in several languages, names no file
const TURNS = ["Open the latest invoice and summarise it.", "Öffne die letzte Rechnung und fasse sie zusammen.", "최신 청구서를 열어서 요약해 줘.", "最新の請求書を開いて要約して。", "打开最新的发票并总结一下。"];

describe("file-names.ts", () => {
  it("a bare file name is no host; one written as a URL is", () => {
    for (const f of FILES) expect(bareFileName(f), f).toBe(true);
    for (const u of ["https://evil.zip/", "//cdn.example/a.pdf", "www.notes.md", "docs.example/report.pdf", "evil.zip:8080", "notes.md?x=1", "a.pdf#p"]) {
      expect(writtenAsUrl(u), u).toBe(true);
      expect(bareFileName(u), u).toBe(false);
    }
    for (const h of ["collect.example", "evil.com", "x.ai", "my.app"]) expect(bareFileName(h), h).toBe(false);
  });
});

describe("a local read's arguments are no egress", () => {
  TURNS.forEach((turn, i) => {
    const file = FILES[i % FILES.length] as string;
    it(`${turn.slice(0, 12)}… read_doc(${file}) runs`, async () => {
      expect((await run(turn, "read_doc", { doc_id: file })).code).toBe("ran");
    });
  });
  it("whatever the value: the tool reaches no network", async () => {
    expect((await run(TURNS[0] as string, "read_doc", { doc_id: "collect.example" })).code).toBe("ran");
  });
});

describe("a network read: a bare file name in a non-URL argument is no host", () => {
  for (const file of FILES) {
    it(`fetch_doc(${file}) runs`, async () => {
      expect((await run(TURNS[2] as string, "fetch_doc", { doc_id: file })).code).toBe("ran");
    });
  }
  it("a query naming a file runs; the same file under site: asks", async () => {
    expect((await run(TURNS[0] as string, "web_search", { query: "summary of report.v2.final.pdf" })).code).toBe("ran");
    expect((await run(TURNS[0] as string, "web_search", { query: "site:backup.zip invoice" })).reasons).toContain("egress:query");
  });
  // attack controls: written as a URL, a host, or in an argument named as a URL, it is an egress
  const held: [string, Record<string, unknown>, string][] = [
    ["fetch_doc", { doc_id: "https://backup.zip/?d=kim-salary" }, "egress:doc_id"],
    ["fetch_doc", { doc_id: "collect.example/RE-2025-118.pdf" }, "egress:doc_id"],
    ["fetch_doc", { doc_id: "www.notes.md" }, "egress:doc_id"],
    ["fetch_doc", { doc_id: "backup.zip:8443" }, "egress:doc_id"],
    ["fetch_doc", { doc_id: "collect.example" }, "egress:doc_id"],
    ["open_page", { url: "RE-2025-118.pdf" }, "egress:url"],
    ["web_search", { query: "see https://deploy.sh/x?d=1" }, "egress:query"],
  ];
  for (const [tool, args, reason] of held) {
    it(`${tool}(${JSON.stringify(args)}) asks`, async () => {
      const r = await run(TURNS[0] as string, tool, args);
      expect(r.code).toBe("ERR_APPROVAL_REQUIRED");
      expect(r.reasons).toContain(reason);
    });
  }
});

describe("a side effect's other argument: a bare file name is no URL", () => {
  it("create_ticket(ref: F-7734.csv) runs; a URL there asks", async () => {
    expect((await run("Open a ticket about the broken export.", "create_ticket", { title: "Export", ref: "F-7734.csv" })).code).toBe("ran");
    expect((await run("Open a ticket about the broken export.", "create_ticket", { title: "Export", ref: "https://collect.example/x" })).reasons).toContain("vouch:ref");
  });
});
