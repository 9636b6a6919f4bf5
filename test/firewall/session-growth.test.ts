/**
 * Session state over many turns (issue 18, round 5; not timed — sizes only). A session's
 * transcript keeps every turn (provenance needs the history), so its memory grows with what
 * was said — linearly, with a bounded cost per turn — and nothing the firewall keeps per
 * session outlives the session: the counting set, the amount bindings, the lookup pieces and
 * the approval bookkeeping are keyed by the transcript or bounded.
 *
 * Heap sizes are read after a full collection (`gc` exposed through V8's flags), so the rows
 * compare retained memory, not garbage.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createAuditor, defineTool, memoryAuditSink, type DispatchPolicy, type Firewall, type Session } from "../../src/firewall/index.js";
import { firewall, session } from "./helpers.js";

setFlagsFromString("--expose_gc");
const gc = runInNewContext("gc") as () => void;
function heap(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const base = (p: Partial<DispatchPolicy>): DispatchPolicy => ({ requiredScopes: [], allowedCallers: ["*"], sideEffect: "write", rateLimit: "none", ...p });
const tools = [
  defineTool({ name: "statement", description: "Read", schema: z.object({ n: z.number() }), policy: base({ sideEffect: "read" }), handler: ({ n }) => ({ text: `Statement ${n}: rent 1100 EUR to GB29NWBK60161331926819, gift 20 EUR from FR1420041010050500013M02606. `.repeat(8) }) }),
  defineTool({ name: "pay", description: "Pay", schema: z.object({ recipient: z.string(), amount: z.number(), subject: z.string() }), policy: base({}), handler: () => "paid" }),
  defineTool({ name: "web_search", description: "Search", schema: z.object({ query: z.string() }), policy: base({ sideEffect: "read" }), handler: () => "results" }),
];

/** One turn of an agent: the user's request, a read, a search, the payment it asks for (vouched, once). */
async function turn(fw: Firewall, s: Session, i: number): Promise<void> {
  s.transcript.addUserRequest(`Who is GB33BUKB20201555555555? Check my statement, then pay ${i + 1} EUR to GB29NWBK60161331926819 and ${i + 2} EUR to DE89370400440532013000, subject Rent ${i}.`);
  await fw.dispatch({ name: "statement", arguments: { n: i } }, s);
  await fw.safeDispatch({ name: "web_search", arguments: { query: `rent index ${i}` } }, s);
  await fw.dispatch({ name: "pay", arguments: { recipient: "GB29NWBK60161331926819", amount: i + 1, subject: `Rent ${i}` } }, s);
  await new Promise((r) => setImmediate(r));
}

describe("session state over many turns", () => {
  it("grows linearly with the turns, at a bounded cost per turn", async () => {
    const fw = firewall({ tools });
    const s = await session("kim", []);
    for (let i = 0; i < 50; i++) await turn(fw, s, i); // warm-up: memo caches, code
    await fw.flush();
    const h0 = heap();
    for (let i = 50; i < 250; i++) await turn(fw, s, i);
    await fw.flush();
    const h1 = heap();
    for (let i = 250; i < 450; i++) await turn(fw, s, i);
    await fw.flush();
    const h2 = heap();
    // per turn: the user's request, its lookup piece, and the outputs of the read, the search and the payment
    expect(s.transcript.entries.length).toBe(450 * 5);
    expect(s.transcript.pending).toBe(0);
    const first = (h1 - h0) / 200;
    const second = (h2 - h1) / 200;
    console.log(`session growth: ${Math.round(first)} B/turn (turns 50–250), ${Math.round(second)} B/turn (turns 250–450)`);
    // about 1.1 kB of text per turn; what is kept (shadow, keys, postings) is a small multiple of it
    expect(second).toBeLessThan(64 * 1024);
    // linear: the second 200 turns cost about what the first 200 did (no per-turn cost that grows with the history)
    expect(second).toBeLessThan(Math.max(first, 4096) * 2.5);
    await fw.close();
  });

  it("a dropped session leaves nothing behind in the firewall", async () => {
    // the audit ring kept small, so what it holds does not count as a session's residue
    const fw = firewall({ tools, auditor: createAuditor({ sink: memoryAuditSink({ maxEvents: 64 }) }) });
    const runSessions = async (n: number) => {
      for (let k = 0; k < n; k++) {
        const s = await session("kim", []);
        for (let i = 0; i < 5; i++) await turn(fw, s, i);
      }
      await fw.flush();
    };
    await runSessions(20); // warm-up
    const h0 = heap();
    await runSessions(150); // fills the bounded caches (memo tables of derived values and keys)
    const h1 = heap();
    await runSessions(200);
    const h2 = heap();
    await runSessions(200);
    const h3 = heap();
    // two windows: state a session leaves behind grows in both; a cache still filling or garbage of
    // other test files sharing this process (the suite runs files in one process) lands in one
    const retained = Math.min(h2 - h1, h3 - h2) / 200;
    console.log(`dropped sessions: ${Math.round((h1 - h0) / 150)} B, then ${Math.round(retained)} B retained per session of 5 turns`);
    // once the bounded caches are full, 200 more sessions leave (next to) nothing: no per-session state outlives its session
    expect(retained).toBeLessThan(2 * 1024);
    await fw.close();
  });
});
