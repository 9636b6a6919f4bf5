/**
 * `npm run bench -- firewall`: what the tool firewall costs, measured side by side in one
 * process (issue 5 item 8). Every figure is a latency distribution of single calls
 * (p50 / p99, µs), and overhead is dispatch minus a bare handler call at the same
 * percentile. Reported apart, as the issue asks: the Redis limiter next to the memory one,
 * JWT verification, and audit I/O (queue flushes to SQLite, PostgreSQL and a pino file),
 * which the dispatch path does not wait for (audit events get their HMACs in a batch after
 * the call; the untimed `flush` between chunks drains it). Last, the growth per doubling
 * of indexing + one provenance check on adversarial transcripts, in extraction work units
 * (exact) and CPU time (≈ 2 means linear; target ≤ 2.2).
 *
 * Target (issue 5): dispatch overhead p99 ≤ 50 µs in process with the memory limiter.
 * Because the build machine is shared, the dispatch section states the load average at its
 * start and end, repeats the read and write paths in several rounds (the median p99 of the
 * rounds and the worst one), and reports what a dispatch allocates: bytes allocated per
 * call (heap growth plus what the collector freed meanwhile, from `v8.GCProfiler`), bytes
 * still held after a full GC (the transcript entry each call adds), and the young-generation
 * scavenges a run triggers — a call that lands on one pays for it.
 *
 * Options: `--quick` (fewer iterations), `--no-services` (skip Redis and PostgreSQL),
 * `--dispatch-only` (only the dispatch section: overhead, rounds, allocations),
 * `--provenance-only` (only section 5: provenance growth, work units and CPU time).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { GCProfiler, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { SignJWT, generateKeyPair } from "jose";
import pg from "pg";
import type { Redis } from "ioredis";
import { z } from "zod";
import {
  Transcript,
  argProvenance,
  auditLogger,
  createAuditor,
  createFirewall,
  createSessionVerifier,
  defineTool,
  failFastRedis,
  memoryRateLimits,
  postgresAuditSink,
  redisRateLimits,
  sqliteAuditSink,
  type AuditEvent,
  type AuditSink,
  type Firewall,
  type RateLimits,
  type Session,
  type ToolCall,
} from "../src/firewall/index.js";
import { extractWork } from "../src/firewall/taint-keys.js";
import { growthExponent, growthSeries } from "./growth.js";

interface Dist {
  p50: number;
  p90: number;
  p99: number;
  mean: number;
}

function dist(samples: number[]): Dist {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), mean: s.reduce((a, b) => a + b, 0) / s.length };
}

const us = (ms: number) => (ms * 1000).toFixed(1);

/** Samples of a path with fresh sessions every 100 calls: all of them, the first call of each session, the others. */
interface Split {
  all: number[];
  first: number[];
  rest: number[];
}

function record(split: Split, i: number, ms: number): void {
  split.all.push(ms);
  (i % 100 === 0 ? split.first : split.rest).push(ms);
}

/** Untimed calls per path before timing: enough for V8 to finish optimising the dispatch path (steady state, not start-up). */
const WARMUP = 10_000;

const load = () => (loadavg()[0] ?? 0).toFixed(2);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** A full GC: `global.gc` under `--expose-gc`, else the same function obtained through a V8 flag. */
function fullGc(): () => void {
  const g = (globalThis as { gc?: () => void }).gc;
  if (g) return g;
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

/** What a run of calls allocated. */
interface Alloc {
  /** Bytes allocated per call: heap growth plus bytes freed by the collections during the run. */
  allocated: number;
  /** Bytes per call still reachable after a full GC (what the calls keep, e.g. transcript entries). */
  retained: number;
  /** Young-generation collections (scavenges) during the run, and all collections. */
  scavenges: number;
  collections: number;
  /** Time spent in those collections, ms. */
  gcMs: number;
}

/**
 * Measures the heap bytes `calls` calls of `fn` allocate, with a full GC before and after;
 * `between` (untimed work, counted too: the audit HMACs are per-dispatch work done off
 * the call) runs every `chunk` calls.
 */
async function allocation(calls: number, fn: (i: number) => unknown, between?: (chunk: number) => Promise<void>, chunk = 500): Promise<Alloc> {
  const gc = fullGc();
  gc();
  gc();
  const profiler = new GCProfiler();
  profiler.start();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < calls; i++) {
    await fn(i);
    if (between && i % chunk === chunk - 1) await between(Math.floor(i / chunk));
  }
  const after = process.memoryUsage().heapUsed;
  const { statistics } = profiler.stop();
  gc();
  gc();
  const kept = process.memoryUsage().heapUsed;
  let freed = 0;
  let scavenges = 0;
  let gcMs = 0;
  for (const st of statistics) {
    freed += st.beforeGC.heapStatistics.usedHeapSize - st.afterGC.heapStatistics.usedHeapSize;
    if (st.gcType === "Scavenge") scavenges += 1;
    gcMs += st.cost / 1000;
  }
  return { allocated: (after - before + freed) / calls, retained: (kept - before) / calls, scavenges, collections: statistics.length, gcMs };
}

/** Times `n` calls of `fn` one by one (µs per call), after `WARMUP` calls; `between` runs untimed every `chunk` calls. */
async function sample(n: number, fn: (i: number) => unknown, between?: () => Promise<void>, chunk = 500): Promise<Dist> {
  for (let i = 0; i < Math.min(WARMUP, n); i++) {
    await fn(-1 - i);
    if (between && i % chunk === chunk - 1) await between();
  }
  if (between) await between();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    out.push(performance.now() - t0);
    if (between && i % chunk === chunk - 1) await between();
  }
  return dist(out);
}

/** A timed path: the call, and untimed work between chunks (flush, fresh session). */
interface Path {
  fn: (i: number) => unknown;
  between?: () => Promise<void>;
}

/**
 * Times several paths interleaved chunk by chunk, so load on a shared machine drifts over
 * all of them alike (side by side in one run, never one after the other).
 */
async function interleaved(paths: Path[], n: number, chunk = 500): Promise<Dist[]> {
  for (const p of paths) {
    for (let i = 0; i < Math.min(WARMUP, n); i++) {
      await p.fn(-1 - i);
      if (i % chunk === chunk - 1) await p.between?.();
    }
    await p.between?.();
  }
  const out: number[][] = paths.map(() => []);
  for (let done = 0; done < n; done += chunk) {
    for (const [k, p] of paths.entries()) {
      const samples = out[k] as number[];
      for (let i = done; i < Math.min(n, done + chunk); i++) {
        const t0 = performance.now();
        await p.fn(i);
        samples.push(performance.now() - t0);
      }
      await p.between?.();
    }
  }
  return out.map(dist);
}

/** Sink for the busy loop's result, so the loop is not optimised away. */
let spinSink = 0;

/** A busy loop of `iterations` steps of integer arithmetic (no allocation, no I/O): the calibration row's work. */
function spin(iterations: number): number {
  let x = spinSink | 1;
  for (let i = 0; i < iterations; i++) x = (Math.imul(x, 1103515245) + 12345) | 0;
  spinSink = x;
  return x;
}

/**
 * Iterations of `spin` whose median duration is about `targetMs` on this machine now (the
 * median of 201 timings per step, scaled until within 5 %, at most 8 steps).
 */
function spinFor(targetMs: number): number {
  let iterations = 1000;
  for (let step = 0; step < 8; step++) {
    const times: number[] = [];
    for (let i = 0; i < 201; i++) {
      const t0 = performance.now();
      spin(iterations);
      times.push(performance.now() - t0);
    }
    const med = median(times);
    if (med > 0 && Math.abs(med - targetMs) <= targetMs * 0.05) break;
    iterations = Math.max(1, Math.round(iterations * (med > 0 ? targetMs / med : 2)));
  }
  return iterations;
}

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n") + "\n\n";
}

const nullSink: AuditSink = { write: async () => {}, close: async () => {} };

/** Distinct amounts per session: call `i` pays `payAmount(i)` (1–500 EUR), every one named in `PAY_REQUEST`. */
const payAmount = (i: number): number => (((i % 500) + 500) % 500) + 1;
/** The user's request of a write session: the landlord's IBAN and 500 rent instalments, one per call (a vouched request runs once). */
const PAY_REQUEST = `Pay my landlord GB29NWBK60161331926819, subject Rent May, these instalments: ${Array.from({ length: 500 }, (_, i) => `${i + 1} EUR`).join(", ")}.`;

function tools() {
  const readTool = defineTool({
    name: "get_status",
    description: "A read with a small output",
    schema: z.object({ id: z.string().max(64) }),
    policy: { requiredScopes: ["ops:read"], allowedCallers: ["*"], sideEffect: "read", rateLimit: { points: 1e9, duration: 60 } },
    handler: ({ id }) => ({ id, status: "ok", items: 3 }),
  });
  const payTool = defineTool({
    name: "send_payment",
    description: "A write with provenance rules",
    schema: z.object({ recipient: z.string(), amount: z.number().positive(), subject: z.string().max(140) }),
    policy: {
      requiredScopes: ["payments:send"],
      allowedCallers: ["*"],
      sideEffect: "write",
      rateLimit: { points: 1e9, duration: 60 },
      args: {
        recipient: { pattern: /^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/, maxLength: 34, provenance: "untainted-or-approved" },
        amount: { provenance: "untainted-or-approved" },
      },
    },
    handler: () => ({ status: "sent" }),
  });
  // A read that reaches the network: its URL is checked as an egress (issue 18).
  const fetchTool = defineTool({
    name: "web_fetch",
    description: "A read whose URL leaves the process",
    schema: z.object({ url: z.string().max(600) }),
    policy: { requiredScopes: ["web:read"], allowedCallers: ["*"], sideEffect: "read", rateLimit: { points: 1e9, duration: 60 } },
    handler: ({ url }) => ({ url, status: 200 }),
  });
  return { readTool, payTool, fetchTool };
}

async function sessionFor(fw: Firewall, secret: Uint8Array, scopes: string[]): Promise<Session> {
  const token = await new SignJWT({ scope: scopes.join(" ") }).setProtectedHeader({ alg: "HS256" }).setSubject("bench").setExpirationTime("2h").sign(secret);
  return fw.openSession(token);
}

export async function run(args: string[]): Promise<void> {
  const quick = args.includes("--quick");
  const services = !args.includes("--no-services");
  const dispatchOnly = args.includes("--dispatch-only");
  if (args.includes("--provenance-only")) {
    provenanceGrowth(quick);
    return;
  }
  const loadStart = load();
  const N = quick ? 5_000 : 30_000;
  const secret = new TextEncoder().encode("bench-secret-bench-secret-bench-secret");
  const verifier = createSessionVerifier({ key: secret, algorithms: ["HS256"] });
  const { readTool, payTool, fetchTool } = tools();
  const history = "Rent April: 1100 EUR to GB29NWBK60161331926819. Gift from FR1420041010050500013M02606: 20 EUR. ".repeat(10);
  // A read whose output is a new 2 kB statement each time (the agent's "read, then act").
  const statementTool = defineTool({
    name: "get_statement",
    description: "A read with a 2 kB output",
    schema: z.object({ n: z.number() }),
    policy: { requiredScopes: ["ops:read"], allowedCallers: ["*"], sideEffect: "read", rateLimit: { points: 1e9, duration: 60 } },
    handler: ({ n }) => ({ text: `${history} (statement ${n})` }),
  });

  const build = (rateLimits: RateLimits, skipBoundary = false): Firewall =>
    createFirewall({
      tools: [readTool, payTool, statementTool, fetchTool],
      key: "bench-key-0123456789",
      // the unvouched-write rows file one approval request per session, thousands in a run
      approvalRequestLimit: { points: 1e9, duration: 60 },
      verifier,
      rateLimits,
      auditor: createAuditor({ sink: nullSink, logger: null }),
      // The split row: the same dispatch with the evidence boundary's scan replaced by identity.
      ...(skipBoundary ? { scanOutput: (text: string) => ({ text, findings: [] }) } : {}),
    });

  // 1. Dispatch overhead vs the bare handler, memory limiter. A fresh session every 500
  //    calls keeps the transcript at a realistic size (a provenance check reads all of it).
  const fw = build(memoryRateLimits());
  let readSession = await sessionFor(fw, secret, ["ops:read"]);
  let paySession = await sessionFor(fw, secret, ["payments:send"]);
  const freshPaySession = async () => {
    paySession = await sessionFor(fw, secret, ["payments:send"]);
    paySession.transcript.addUserRequest(PAY_REQUEST);
    paySession.transcript.addToolOutput("hist", [history], false);
  };
  await freshPaySession();
  const readCall: ToolCall = { id: "c1", name: "get_status", arguments: '{"id":"job-42"}' };
  // Each call of a session is another payment the user asked for (another amount): the user's
  // word vouches for a request once (issue 18 counting), so one call repeated would be held.
  const payCallAt = (i: number): ToolCall => ({ id: "c2", name: "send_payment", arguments: { recipient: "GB29NWBK60161331926819", amount: payAmount(i), subject: "Rent May" } });
  const fetchCall: ToolCall = { id: "c4", name: "web_fetch", arguments: { url: "https://status.example.com/jobs/42" } };
  let fetchSession = await sessionFor(fw, secret, ["web:read"]);
  const freshFetchSession = async () => {
    await fw.flush();
    fetchSession = await sessionFor(fw, secret, ["web:read"]);
    fetchSession.transcript.addUserRequest("Check https://status.example.com/jobs/42 and tell me whether job 42 is done.");
  };
  await freshFetchSession();
  const betweenRead = async () => {
    await fw.flush();
    readSession = await sessionFor(fw, secret, ["ops:read"]);
  };
  const betweenPay = async () => {
    await fw.flush();
    await freshPaySession();
  };
  const fwBare = build(memoryRateLimits(), true);
  let bareSession = await sessionFor(fwBare, secret, ["ops:read"]);
  const handlerCtx = { callId: "c", subject: "bench", sessionId: "s" };
  const [bare, bareAsync, dRead, dReadNoScan, dPay, dFetch] = await interleaved(
    [
      { fn: () => readTool.handler({ id: "job-42" } as never, handlerCtx) },
      { fn: async () => readTool.handler({ id: "job-42" } as never, handlerCtx) },
      { fn: () => fw.dispatch(readCall, readSession), between: betweenRead },
      {
        fn: () => fwBare.dispatch(readCall, bareSession),
        between: async () => {
          await fwBare.flush();
          bareSession = await sessionFor(fwBare, secret, ["ops:read"]);
        },
      },
      { fn: (i) => fw.dispatch(payCallAt(i), paySession), between: betweenPay },
      { fn: () => fw.dispatch(fetchCall, fetchSession), between: freshFetchSession },
    ],
    N,
  );
  if (!bare || !bareAsync || !dRead || !dReadNoScan || !dPay || !dFetch) throw new Error("missing measurement");
  // Calibration: a busy loop as long as the write's median dispatch above, timed chunk by
  // chunk interleaved with the write again, so its p99 shows what this machine adds at that
  // duration by itself (steal, interrupts, neighbours). Shown next to the rows, never
  // subtracted from them.
  const spinIterations = spinFor(dPay.p50);
  const [calibPay, calib] = await interleaved([{ fn: (i) => fw.dispatch(payCallAt(i), paySession), between: betweenPay }, { fn: () => spin(spinIterations) }], N);
  if (!calibPay || !calib) throw new Error("missing measurement");

  // 1b. Rounds: the read and write paths again, interleaved with the bare handler, several
  //     times; a single p99 on a shared machine says as much about the neighbours as about
  //     the code, so the median round and the worst round are both reported.
  const rounds = quick ? 3 : 7;
  const perRound = quick ? 5_000 : 20_000;
  const roundP99: { bare: number; read: number; pay: number; load: string }[] = [];
  for (let r = 0; r < rounds; r++) {
    const [b, rd, wr] = await interleaved(
      [
        { fn: async () => readTool.handler({ id: "job-42" } as never, handlerCtx) },
        { fn: () => fw.dispatch(readCall, readSession), between: betweenRead },
        { fn: (i) => fw.dispatch(payCallAt(i), paySession), between: betweenPay },
      ],
      perRound,
    );
    if (!b || !rd || !wr) throw new Error("missing measurement");
    roundP99.push({ bare: b.p99, read: rd.p99, pay: wr.p99, load: load() });
  }

  // 1c. Allocation per dispatch: sessions made beforehand (JWT verification is per session),
  //     the audit drain (HMACs, alert monitor) counted, as it is per-dispatch work.
  const allocCalls = quick ? 20_000 : 100_000;
  const readSessions = await Promise.all(Array.from({ length: allocCalls / 500 }, () => sessionFor(fw, secret, ["ops:read"])));
  const paySessions = await Promise.all(
    Array.from({ length: allocCalls / 500 }, async () => {
      const s = await sessionFor(fw, secret, ["payments:send"]);
      s.transcript.addUserRequest(PAY_REQUEST);
      s.transcript.addToolOutput("hist", [history], false);
      return s;
    }),
  );
  let k = 0;
  const aBare = await allocation(allocCalls, async () => readTool.handler({ id: "job-42" } as never, handlerCtx));
  k = 0;
  const aRead = await allocation(allocCalls, () => fw.dispatch(readCall, readSessions[k] as Session), async (c) => {
    await fw.flush();
    k = c + 1;
  });
  k = 0;
  const aPay = await allocation(allocCalls, (i) => fw.dispatch(payCallAt(i), paySessions[k] as Session), async (c) => {
    await fw.flush();
    k = c + 1;
  });
  // 1d. The price of provenance on a new tool output: a 2 kB output arrives before every
  //     write call, so the call indexes it (shadow, taint keys, words) before its check —
  //     the common shape of an agent step (read, then act), which the rows above amortise
  //     over 500 calls.
  //     Two writes: the user's own payment (recipient and amount named in the request, so
  //     the check never reads the untrusted text and leaves the new output unindexed), and a
  //     payment to a recipient the user did not name (the check reads the untrusted text,
  //     so the call indexes the new output first).
  const freshCalls = quick ? 500 : 3000;
  //     The second is held for an approval now (issue 18: nobody trusted gave the recipient);
  //     its row times the hold (`ERR_APPROVAL_REQUIRED`, the pending request found again).
  const unvouchedCallAt = (i: number): ToolCall => ({ id: "c3", name: "send_payment", arguments: { recipient: "DE89370400440532013000", amount: payAmount(i), subject: "Rent May" } });
  const held = async (p: Promise<unknown>): Promise<void> => {
    try {
      await p;
    } catch (e) {
      if ((e as { code?: string }).code !== "ERR_APPROVAL_REQUIRED") throw e;
    }
  };
  //     A fresh session every 100 calls (after the warm-up ones); the first call of each
  //     session is also reported apart (it follows the session's token verification). The
  //     session's user request is indexed when it is added (`openSession` sessions index user
  //     turns on arrival, before the model's turn), untimed; the new output is not: the write
  //     that reads untrusted text indexes it inside its dispatch.
  const fresh = async (call: (i: number) => ToolCall): Promise<Split> => {
    const split: Split = { all: [], first: [], rest: [] };
    for (let i = -Math.min(WARMUP, freshCalls); i < freshCalls; i++) {
      if (i % 100 === 0) await betweenPay();
      paySession.transcript.addToolOutput(`out-${i}`, [`${history} (statement ${i})`], false);
      const t0 = performance.now();
      await held(fw.dispatch(call(i), paySession));
      if (i >= 0) record(split, i, performance.now() - t0);
    }
    return split;
  };
  const sFresh = await fresh(payCallAt);
  const sFreshUnvouched = await fresh(unvouchedCallAt);
  //     What the position costs by itself: the same loop (token verification and audit flush
  //     before each session, a new output before each call) timing a bare handler call.
  const sFreshBare: Split = { all: [], first: [], rest: [] };
  for (let i = -Math.min(WARMUP, freshCalls); i < freshCalls; i++) {
    if (i % 100 === 0) await betweenPay();
    paySession.transcript.addToolOutput(`out-${i}`, [`${history} (statement ${i})`], false);
    const t0 = performance.now();
    await payTool.handler({ recipient: "DE89370400440532013000", amount: 1100, subject: "Rent May" } as never, handlerCtx);
    if (i >= 0) record(sFreshBare, i, performance.now() - t0);
  }
  const dFresh = dist(sFresh.all);
  const dFreshUnvouched = dist(sFreshUnvouched.all);
  // 1d'. What indexing one such output costs (shadow, taint keys, words, postings), timed
  //      alone: the work the firewall does in the turn after the read that returned it.
  const outputChars = `${history} (statement 0)`.length;
  const indexTimes: number[] = [];
  {
    let t = new Transcript();
    for (let i = -Math.min(WARMUP, freshCalls); i < freshCalls; i++) {
      if (i % 100 === 0) t = new Transcript();
      t.addToolOutput(`out-${i}`, [`${history} (statement ${i})`], false);
      const t0 = performance.now();
      t.index();
      if (i >= 0) indexTimes.push(performance.now() - t0);
    }
  }
  const dIndex = dist(indexTimes);
  // 1e. The same step as the agent runs it: the read returns the new output, the model takes
  //     its turn (here one event-loop turn, in which the firewall indexes the output), then
  //     the write. Only the write is timed.
  const agentSession = async () => {
    const s = await sessionFor(fw, secret, ["ops:read", "payments:send"]);
    s.transcript.addUserRequest(PAY_REQUEST);
    return s;
  };
  const afterTurnOf = async (call: (i: number) => ToolCall): Promise<Split> => {
    const split: Split = { all: [], first: [], rest: [] };
    let stepSession = await agentSession();
    for (let i = -Math.min(WARMUP, freshCalls); i < freshCalls; i++) {
      if (i % 100 === 0) {
        await fw.flush();
        stepSession = await agentSession();
      }
      await fw.dispatch({ id: `st${i}`, name: "get_statement", arguments: { n: i } }, stepSession);
      await new Promise((resolve) => setImmediate(resolve));
      const t0 = performance.now();
      await held(fw.dispatch(call(i), stepSession));
      if (i >= 0) record(split, i, performance.now() - t0);
    }
    return split;
  };
  //     Control for the row above: the same write one new (unindexed) output later, but after
  //     a sweep over 16 MB of memory instead of the read and its indexing — no firewall work in
  //     between, only the CPU caches emptied. A write that reads the transcript, the memos and
  //     its own code back from memory pays this; it is the machine's cost, not work per output.
  const sweep = new Int32Array(4 << 20);
  let sweepSink = 0;
  const sSwept: Split = { all: [], first: [], rest: [] };
  // the write is warm from the rows above: a short warm-up (each sweep takes about a millisecond)
  for (let i = -Math.min(500, freshCalls); i < freshCalls; i++) {
    if (i % 100 === 0) await betweenPay();
    paySession.transcript.addToolOutput(`out-${i}`, [`${history} (statement ${i})`], false);
    for (let j = 0; j < sweep.length; j += 16) sweepSink += sweep[j] as number;
    const t0 = performance.now();
    await fw.dispatch(payCallAt(i), paySession);
    if (i >= 0) record(sSwept, i, performance.now() - t0);
  }
  if (sweepSink !== 0) throw new Error("sweep read a non-zero");
  const sTurn = await afterTurnOf(payCallAt);
  const sTurnUnvouched = await afterTurnOf(unvouchedCallAt);
  const dTurn = dist(sTurn.all);
  const dTurnUnvouched = dist(sTurnUnvouched.all);
  const loadEnd = load();

  process.stdout.write(
    `### Dispatch overhead (memory limiter, audit queued; ${N} calls each; load average ${loadStart} at start, ${loadEnd} at end, on ${cpus().length} CPUs)\n\n`,
  );
  process.stdout.write(
    table(
      ["path", "p50 µs", "p90 µs", "p99 µs", "overhead p50 µs", "overhead p99 µs"],
      [
        ["bare handler (sync call)", us(bare.p50), us(bare.p90), us(bare.p99), "—", "—"],
        ["bare handler (awaited)", us(bareAsync.p50), us(bareAsync.p90), us(bareAsync.p99), "—", "—"],
        ["dispatch: read tool", us(dRead.p50), us(dRead.p90), us(dRead.p99), us(dRead.p50 - bareAsync.p50), us(dRead.p99 - bareAsync.p99)],
        ["dispatch: read tool, evidence-boundary scan skipped", us(dReadNoScan.p50), us(dReadNoScan.p90), us(dReadNoScan.p99), us(dReadNoScan.p50 - bareAsync.p50), us(dReadNoScan.p99 - bareAsync.p99)],
        ["dispatch: write tool + provenance + vouching (2 kB transcript)", us(dPay.p50), us(dPay.p90), us(dPay.p99), us(dPay.p50 - bareAsync.p50), us(dPay.p99 - bareAsync.p99)],
        ["dispatch: read tool whose URL is an egress the user gave (vouched)", us(dFetch.p50), us(dFetch.p90), us(dFetch.p99), us(dFetch.p50 - bareAsync.p50), us(dFetch.p99 - bareAsync.p99)],
        [
          `calibration, not a dispatch: a busy loop as long as the write's p50, timed interleaved with the write (the machine's own p99 at that duration; the write in that pass: p50 ${us(calibPay.p50)}, p99 ${us(calibPay.p99)})`,
          us(calib.p50),
          us(calib.p90),
          us(calib.p99),
          "—",
          "—",
        ],
        [
          `dispatch: write tool, a new 2 kB tool output indexed first (${freshCalls} calls)`,
          us(dFresh.p50),
          us(dFresh.p90),
          us(dFresh.p99),
          us(dFresh.p50 - bareAsync.p50),
          us(dFresh.p99 - bareAsync.p99),
        ],
        [
          `dispatch: write tool, recipient the user did not name (held: ERR_APPROVAL_REQUIRED), a new 2 kB tool output indexed first (${freshCalls} calls)`,
          us(dFreshUnvouched.p50),
          us(dFreshUnvouched.p90),
          us(dFreshUnvouched.p99),
          us(dFreshUnvouched.p50 - bareAsync.p50),
          us(dFreshUnvouched.p99 - bareAsync.p99),
        ],
        [
          `dispatch: write tool one event-loop turn after a read returned a new 2 kB output (${freshCalls} calls)`,
          us(dTurn.p50),
          us(dTurn.p90),
          us(dTurn.p99),
          us(dTurn.p50 - bareAsync.p50),
          us(dTurn.p99 - bareAsync.p99),
        ],
        [
          `dispatch: write tool, recipient the user did not name (held: ERR_APPROVAL_REQUIRED), one event-loop turn after a read returned a new 2 kB output (${freshCalls} calls)`,
          us(dTurnUnvouched.p50),
          us(dTurnUnvouched.p90),
          us(dTurnUnvouched.p99),
          us(dTurnUnvouched.p50 - bareAsync.p50),
          us(dTurnUnvouched.p99 - bareAsync.p99),
        ],
      ],
    ),
  );
  process.stdout.write(`### The rows above with a new output, split: the first write of each 100-call session (it follows the session's token verification) and the other 99\n\n`);
  const splitRow = (name: string, sp: Split) => {
    const f = dist(sp.first);
    const r = dist(sp.rest);
    return [name, us(f.p50), us(f.p99), us(r.p50), us(r.p90), us(r.p99)];
  };
  process.stdout.write(
    table(
      ["path", "first call p50 µs", "first call p99 µs", "other calls p50 µs", "other calls p90 µs", "other calls p99 µs"],
      [
        splitRow("bare handler call (awaited) in the same loop (what the position costs by itself)", sFreshBare),
        splitRow("write, a new 2 kB output indexed first", sFresh),
        splitRow("write, recipient the user did not name, a new 2 kB output indexed first", sFreshUnvouched),
        splitRow("write one event-loop turn after a read returned a new 2 kB output", sTurn),
        splitRow("control: write, a new output, after a 16 MB memory sweep instead of the read (CPU caches emptied, no firewall work)", sSwept),
        splitRow("write, recipient the user did not name, one turn after the read", sTurnUnvouched),
      ],
    ),
  );
  const perKb = (ms: number) => ((ms * 1000 * 1000) / outputChars).toFixed(1);
  process.stdout.write(
    `### Indexing one new tool output for provenance (${outputChars} characters, the "2 kB" output above; done in the event-loop turn after the read that returned it, off the write; ${freshCalls} outputs)\n\n`,
  );
  process.stdout.write(
    table(
      ["work", "p50 µs", "p90 µs", "p99 µs", "p50 µs per 1 000 characters", "p99 µs per 1 000 characters"],
      [["shadow, taint keys, words, postings (Transcript.index)", us(dIndex.p50), us(dIndex.p90), us(dIndex.p99), perKb(dIndex.p50), perKb(dIndex.p99)]],
    ),
  );
  const col = (f: (r: (typeof roundP99)[number]) => number) => roundP99.map(f);
  process.stdout.write(`### p99 over ${rounds} rounds of ${perRound} calls per path (interleaved; load average at the end of each round: ${roundP99.map((r) => r.load).join(", ")})\n\n`);
  process.stdout.write(
    table(
      ["path", "p99 per round µs", "median p99 µs", "worst p99 µs"],
      [
        ["bare handler (awaited)", col((r) => r.bare).map(us).join(" / "), us(median(col((r) => r.bare))), us(Math.max(...col((r) => r.bare)))],
        ["dispatch: read tool", col((r) => r.read).map(us).join(" / "), us(median(col((r) => r.read))), us(Math.max(...col((r) => r.read)))],
        ["dispatch: write tool + provenance", col((r) => r.pay).map(us).join(" / "), us(median(col((r) => r.pay))), us(Math.max(...col((r) => r.pay)))],
      ],
    ),
  );
  const allocRow = (name: string, a: Alloc) => [name, a.allocated.toFixed(0), a.retained.toFixed(0), String(a.scavenges), String(a.collections - a.scavenges), a.gcMs.toFixed(1)];
  process.stdout.write(`### Heap allocation per call (${allocCalls} calls; full GC before and after; audit drain included)\n\n`);
  process.stdout.write(
    table(
      ["path", "allocated B/call", "retained B/call", "scavenges", "other GCs", "GC ms"],
      [allocRow("bare handler (awaited)", aBare), allocRow("dispatch: read tool", aRead), allocRow("dispatch: write tool + provenance", aPay)],
    ),
  );
  if (dispatchOnly) {
    await fw.close();
    await fwBare.close();
    return;
  }

  // 2. Rate-limit store: memory vs Redis.
  const limiterRows: string[][] = [["memory", us(dRead.p50), us(dRead.p99)]];
  if (services) {
    const client = failFastRedis("redis://127.0.0.1:6379") as Redis; // an ioredis client
    const prefix = `rampart-bench:${randomUUID()}:`;
    try {
      await new Promise<void>((resolve, reject) => {
        if (client.status === "ready") resolve();
        client.once("ready", () => resolve());
        setTimeout(() => reject(new Error("Redis not reachable")), 2000);
      });
      const fwRedis = build(redisRateLimits({ client, prefix }));
      const s = await sessionFor(fwRedis, secret, ["ops:read"]);
      // Same transcript growth as the memory row is irrelevant here: read tools run no provenance check.
      const dRedis = await sample(Math.floor(N / 5), () => fwRedis.dispatch(readCall, s), () => fwRedis.flush());
      await fwRedis.close();
      limiterRows.push(["Redis (127.0.0.1, one round trip)", us(dRedis.p50), us(dRedis.p99)]);
      const keys = await client.keys(`${prefix}*`);
      if (keys.length) await client.del(...keys);
    } catch (e) {
      limiterRows.push(["Redis", `skipped: ${(e as Error).message}`, ""]);
    } finally {
      client.disconnect();
    }
  }
  process.stdout.write("### Dispatch with each rate-limit store (read tool)\n\n");
  process.stdout.write(table(["limiter", "p50 µs", "p99 µs"], limiterRows));

  // 3. JWT verification (once per session, not per dispatch).
  const hsToken = await new SignJWT({ scope: "a b" }).setProtectedHeader({ alg: "HS256" }).setSubject("u").setExpirationTime("1h").sign(secret);
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const esToken = await new SignJWT({ scope: "a b" }).setProtectedHeader({ alg: "ES256" }).setSubject("u").setExpirationTime("1h").sign(privateKey);
  const esVerifier = createSessionVerifier({ key: publicKey, algorithms: ["ES256"] });
  const jwtN = quick ? 1000 : 5000;
  const hs = await sample(jwtN, () => verifier.verify(hsToken));
  const es = await sample(jwtN, () => esVerifier.verify(esToken));
  process.stdout.write("### Session token verification (jose; per session, not per dispatch)\n\n");
  process.stdout.write(table(["algorithm", "p50 µs", "p99 µs"], [["HS256", us(hs.p50), us(hs.p99)], ["ES256", us(es.p50), us(es.p99)]]));

  // 4. Audit I/O, off the dispatch path: cost per event of a queued flush.
  const dir = mkdtempSync(join(tmpdir(), "rampart-bench-"));
  const events = (n: number): AuditEvent[] =>
    Array.from({ length: n }, (_, i) => ({
      kind: "dispatch" as const,
      traceId: randomUUID(),
      ts: Date.now(),
      sessionId: "s",
      caller: "bench",
      tool: "get_status",
      callRef: "f".repeat(64),
      sideEffect: "read" as const,
      argsHmac: "a".repeat(64),
      scopes: ["ops:read"],
      decision: "allow" as const,
      code: null,
      detail: null,
      sanitized: false,
      taintedBy: [],
      approvalId: null,
      latencyMs: i / 1000,
    }));
  const batch = quick ? 2000 : 10_000;
  const auditRows: string[][] = [];
  const measure = async (name: string, sink: AuditSink, logFile?: string) => {
    const auditor = createAuditor({ sink, logger: logFile ? auditLogger(logFile) : null, maxQueue: batch * 2 });
    const evs = events(batch);
    const t0 = performance.now();
    for (const e of evs) auditor.record(e);
    const tRecord = performance.now() - t0;
    await auditor.flush();
    const tTotal = performance.now() - t0;
    await auditor.close();
    auditRows.push([name, us(tRecord / batch), us(tTotal / batch), String(Math.round(batch / (tTotal / 1000)))]);
  };
  await measure("SQLite file (WAL), no log", sqliteAuditSink(join(dir, "audit.db")));
  await measure("SQLite file + pino log file", sqliteAuditSink(join(dir, "audit2.db")), join(dir, "audit.log"));
  if (services) {
    const table = `rampart_bench_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    const pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:5432/test", max: 2 });
    try {
      await measure("PostgreSQL (127.0.0.1), no log", postgresAuditSink({ pool, table }));
    } catch (e) {
      auditRows.push(["PostgreSQL", `skipped: ${(e as Error).message}`, "", ""]);
    } finally {
      await pool.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
      await pool.end();
    }
  }
  process.stdout.write(`### Audit I/O (${batch} events; record = on the dispatch path, flush = queued, off it)\n\n`);
  process.stdout.write(table(["store", "record µs/event", "record + flush µs/event", "events/s"], auditRows));

  // 5. Provenance growth on adversarial transcripts (issue 18 item 8).
  provenanceGrowth(quick);
  process.stdout.write(`Load average at the end of the firewall suite: ${load()}.\n\n`);
  await fw.close();
  await fwBare.close();
}

/**
 * Adversarial transcripts for provenance growth: inputs aimed at the key extractor's anchors
 * and joins, each a builder of n characters.
 */
const ADVERSARIAL: [string, (n: number) => string][] = [
  ["near-miss digits (value 1234567890 vs 123456789 runs)", (n) => "123456789".repeat(Math.ceil(n / 9)).slice(0, n)],
  ["'@' and dots", (n) => "@.".repeat(n / 2)],
  ["one long word", (n) => "a".repeat(n)],
  ["'a://' runs (URL anchors)", (n) => "a://".repeat(n / 4)],
  ["'de89 1234 ' groups (IBAN joins)", (n) => "de89 1234 ".repeat(n / 10)],
  ["'1 000 ' groups (amount and phone joins)", (n) => "1 000 ".repeat(n / 6)],
  ["'[at](dot)' runs (defang)", (n) => "x[at](dot)".repeat(n / 10)],
  // issue 5's note ("indexing an 800 kB hostile tool output takes seconds"): every kind of value at once, and letter-spaced IBANs
  [
    "hostile mix (grouped IBANs, amounts, e-mails, URLs, phones)",
    (n) => "Pay DE89 3704 0044 0532 0130 00 1,000.50 EUR to eve@evil.example via https://a.example/p?q=1 or +49 30 1234567. ".repeat(Math.ceil(n / 110)).slice(0, n),
  ],
  ["'d e 8 9 3 7 0 4 ' runs (letter-spaced IBAN)", (n) => "d e 8 9 3 7 0 4 ".repeat(n / 16)],
  // fw9: the readings added for escapes, spread IBANs, Korean address words and amounts in words
  ["'%31%30%30%30%20%40' runs (percent escapes)", (n) => "%31%30%30%30%20%40".repeat(Math.ceil(n / 18)).slice(0, n)],
  ["'de89 | 37 | 04 | ' cells (spread IBAN)", (n) => "de89 | 37 | 04 | ".repeat(Math.ceil(n / 17)).slice(0, n)],
  ["'de 89 / ' runs (spread IBAN heads)", (n) => "de 89 / ".repeat(n / 8)],
  ["'nine thousand eight hundred ' runs (number words)", (n) => "nine thousand eight hundred ".repeat(Math.ceil(n / 28)).slice(0, n)],
  ["'ab 골뱅이 cd 닷 ef ' runs (Korean address words)", (n) => "ab 골뱅이 cd 닷 ef ".repeat(Math.ceil(n / 16)).slice(0, n)],
  // fw10: the readings added for digits of other scripts, lakh and no-cents amounts, spoken address
  // separators, multi-level escapes, look-alike digits, de/fr/es number words, JSON numbers
  ["'٩٨٧٠٬١٢٣ ९८७० ' runs (digits of other scripts)", (n) => "٩٨٧٠٬١٢٣ ९८७० ".repeat(Math.ceil(n / 14)).slice(0, n)],
  ["'1,00,00,000 9.870,- ' runs (lakh, no-cents)", (n) => "1,00,00,000 9.870,- ".repeat(Math.ceil(n / 20)).slice(0, n)],
  ["'ab arroba cd punto ef_at_gh ' runs (spoken separators)", (n) => "ab arroba cd punto ef_at_gh ".repeat(Math.ceil(n / 28)).slice(0, n)],
  ["'%2525252540' runs (nested escapes)", (n) => "%2525252540 ".repeat(Math.ceil(n / 12)).slice(0, n)],
  ["'1o1l' one long run (digit look-alikes)", (n) => "1o1l".repeat(n / 4)],
  // issue 18 item 8: one percent run of `%25` chains (a single escape run the decoder reads whole)
  ["'%25' one long chain (nested percent escapes)", (n) => "%25".repeat(Math.ceil(n / 3)).slice(0, n)],
  ["'9o 1l, ' runs (digit look-alikes)", (n) => "9o 1l, ".repeat(Math.ceil(n / 7)).slice(0, n)],
  ["'neuntausendacht' glued (German compounds)", (n) => "neuntausendacht".repeat(Math.ceil(n / 15)).slice(0, n)],
  ["'quatre-vingt-dix mille y ' runs (fr/es words)", (n) => "quatre-vingt-dix mille y ".repeat(Math.ceil(n / 25)).slice(0, n)],
  ["'[1,-2,3e4,' JSON (JSON numbers)", (n) => `[${"1,-2,3e4,".repeat(Math.ceil(n / 9)).slice(0, n)}0]`],
];

/** Largest growth per doubling of the input the target allows (issue 18: "provenance growth ≤ 2.2 per doubling"). */
const GROWTH_TARGET = 2.2;

/**
 * Section 5: provenance growth on adversarial transcripts (issue 18 item 8). Per input, at
 * 100 / 200 / 400 / 800 kB, one pass indexes a fresh transcript holding it and runs one
 * check: (a) the work units of key extraction (`extractWork`, exact: one per code unit of
 * each pass, per chunk, per join step), and (b) CPU seconds of the whole pass (shadow, keys,
 * words, postings, check) as `growthSeries` takes them (minimum over interleaved rounds).
 * Each column is reported as the ratio per doubling, and the time also as the least-squares
 * fit over the four sizes (2^slope); the verdict compares the work ratio, which load cannot
 * move, and the time fit with the target (≤ 2.2).
 */
function provenanceGrowth(quick: boolean): void {
  const sizes = [100, 200, 400, 800].map((kb) => kb * 1024);
  const pass = (text: string) => {
    const t = new Transcript();
    t.addUserRequest("pay the invoice");
    t.addToolOutput("x", [text], false);
    return argProvenance("v", "1234567890 @. aaaa user@x.example de89370400440532013000", "untainted", t);
  };
  const rows: string[][] = [];
  let worstWork = 0;
  let worstTime = 0;
  let worstFit = 0;
  for (const [name, make] of ADVERSARIAL) {
    const units = sizes.map((n) => {
      const text = make(n);
      extractWork.units = 0;
      pass(text);
      return extractWork.units;
    });
    const seconds = growthSeries(make, pass, sizes, { rounds: quick ? 3 : 5 });
    const ratios = (xs: number[]) => xs.slice(1).map((x, i) => x / (xs[i] as number));
    const wr = ratios(units);
    const tr = ratios(seconds);
    const w = Math.max(...wr);
    const t = Math.max(...tr);
    // the least-squares slope over all four sizes, as growth per doubling (2^slope): one noisy step weighs less
    const fit = 2 ** growthExponent(sizes, seconds);
    worstWork = Math.max(worstWork, w);
    worstTime = Math.max(worstTime, t);
    worstFit = Math.max(worstFit, fit);
    rows.push([
      name,
      units.map((u) => (u / 1e6).toFixed(2)).join(" / "),
      wr.map((r) => r.toFixed(2)).join(", "),
      seconds.map((x) => (x * 1000).toFixed(1)).join(" / "),
      tr.map((r) => r.toFixed(2)).join(", "),
      fit.toFixed(2),
      w > GROWTH_TARGET ? "OVER (work)" : fit > GROWTH_TARGET ? "work ok, time fit over" : t > GROWTH_TARGET ? "ok (one time step over: load?)" : "ok",
    ]);
  }
  process.stdout.write(
    `### Provenance on adversarial transcripts: index the entry + one check (100 / 200 / 400 / 800 kB; target ≤ ${GROWTH_TARGET} per doubling; load average ${load()})\n\n`,
  );
  process.stdout.write(
    table(["transcript", "extraction work, M units", "work growth per doubling", "CPU ms per index + check (min of rounds)", "time growth per doubling", "time fit per doubling (all sizes)", "verdict"], rows),
  );
  process.stdout.write(`Worst growth per doubling: work ${worstWork.toFixed(2)}, time fit ${worstFit.toFixed(2)}, time single step ${worstTime.toFixed(2)} (target ≤ ${GROWTH_TARGET}; load average ${load()}).\n\n`);
}
