/**
 * `gateStream(tokens, policy)` — the output gate on a live token stream (issue 4 item 3).
 *
 * Today's guardrails look at finished answers; a chat server streams. This gate sits
 * between the model's tokens and the client and yields events an SSE server can forward
 * as they are (`data: <JSON>`): `{ type: "token", text }` … then, on a leak, the safe text
 * before the leak (`safeBeforeLeak`) and `{ type: "blocked", code, message }`, nothing more.
 *
 * How it stays safe: after each token it re-scans the unreleased text (plus a margin of
 * context before it) and releases only the prefix no detector match can still reach — it
 * holds back `max(detector.hold(text))` code units (each detector's longest match, or the
 * trailing unbroken run for token-shaped ones such as secrets and e-mail addresses). So a
 * byte of a blocked span is never released. `redact` findings are replaced in the released
 * text (`[REDACTED:PHONE]`). At the end the whole answer goes through the same decision as
 * `gateAnswer` (including secretlint and the probe rule) before the rest is released.
 *
 * Fails closed: a source that throws (or whose `next()` gives no result object) ends with
 * `blocked` `ERR_STREAM_CUT`; a source silent past `idleTimeoutMs` with `blocked`
 * `ERR_TIMEOUT`; an answer growing past `gate.maxAnswerChars` with `blocked` `ERR_BAD_INPUT`
 * (nothing held is released: bounded memory on an endless source); a gate fault
 * with `blocked` `ERR_INTERNAL`; a finding that reaches into already released text (a
 * detector longer than its declared window — a bug) ends with `blocked` too.
 */
import { PROBES, RampartError, badArgument, checkOptions, describeValue, optionRule, stringArgument, tooLarge, type ErrorCode, type Finding, type OptionTable, type Probe } from "../core/light.js";
import { gateShadow } from "./view.js";
import { bidiHoldStart } from "./bidi.js";
import type { Shadow } from "../boundary/index.js";
import { decodedViewHold } from "./decoded-views.js";
import { decide, detectAll, mergeSecretDuplicates, secretlintDetected, type DetectedFinding } from "./gate.js";
import { actionFor, answerCap, isGatePolicy, replacementFor, type GatePolicy } from "./policy.js";

/** An event of the gated stream, shaped like the SSE wire format's messages. */
export type GateEvent = { type: "token"; text: string } | { type: "blocked"; code: ErrorCode; message: string };

/** Options of `gateStream`. */
export interface GateStreamOptions {
  /**
   * The golden-set probe (evaluation only). A probe's phrase rule needs the whole answer,
   * so with a probe nothing is released until the end.
   */
  probe?: Probe;
  /** Called after every source token with how many code units are held back (for lag metrics). */
  onHeld?: (heldBack: number) => void;
  /**
   * Coalesce tokens that are already waiting (default true): while the source's next token is
   * ready at once (a burst, a buffered stream, an array), the gate takes it before scanning,
   * up to `scanStride` new code units; it scans as soon as the source has to wait or the stride
   * is reached. `false` scans after every token (the release rule is the same either way).
   */
  coalesce?: boolean;
  /**
   * Least time between a scan that released text and the next scan of a paced stream, in ms
   * (default `SCAN_INTERVAL_MS`, 50; with `coalesce`). A token that arrives less than this
   * after the last release is not scanned on its own: the gate waits for the next token until
   * the interval is up, then scans what has arrived. Until the first release (and after a
   * quiet interval) every token is scanned at once, so first-token latency is unchanged; later
   * text is released at most this long after it arrived (plus a scan). The release rule is
   * the same; only fewer scans run (holding longer is always safe).
   * `0` scans whenever the source has to wait (as before issue 21).
   */
  scanIntervalMs?: number;
  /**
   * Longest wait for the source's next token, in ms (default: none, wait as long as the source
   * does). A source silent for longer ends the stream with `blocked` `ERR_TIMEOUT`: the held
   * text is not released, and the source is closed once its pending read settles.
   */
  idleTimeoutMs?: number;
}

/** The runtime check of `GateStreamOptions` (one rule per key; the type forces exactly its keys). */
export const GATE_STREAM_OPTIONS: OptionTable<GateStreamOptions> = {
  probe: optionRule.oneOf(PROBES),
  onHeld: optionRule.function,
  coalesce: optionRule.boolean,
  scanIntervalMs: optionRule.number("a number of ms from 0 to 60000", 0, 60_000),
  idleTimeoutMs: optionRule.where("a number of ms > 0 (at most 2147483647)", (v) => typeof v === "number" && Number.isFinite(v) && v > 0 && v <= 2_147_483_647),
};

/** Keys a caller may mean for another place, named when given to `gateStream`. */
const NOT_STREAM: Readonly<Record<string, string>> = {
  maxAnswerChars: "gate.maxAnswerChars is set in the config given to compileGatePolicy",
  detectors: "detectors are set in the config's gate.detectors, given to compileGatePolicy",
  egress: "the egress allow-list is the config's gate.egress, given to compileGatePolicy",
};

/** Context kept before the unreleased text so detectors see the words that precede a match. */
const CONTEXT_MARGIN = 64;
/**
 * Code units that must follow a match before the stream acts on it: longer than any
 * detector's look-ahead (the phone detector reads 16 characters after a number).
 */
const SETTLE = 16;
/**
 * Held code units up to which the stream rescans after every token. Past it (an unbroken run:
 * base64, minified JSON, digits, joiners, Korean without spaces, which token-shaped detectors
 * hold whole), each rescan costs the whole held run again, so the run is rescanned only when
 * its held length reaches the next rung of a fixed geometric ladder, `RESCAN_FREE · √2^k`
 * (`nextRung`), and nothing is released in between (holding more is always safe). The rescans
 * of a run of n units then cover at most 1 / (1 − 1/√2) ≈ 3.4 × n units, and because the rungs
 * are fixed sizes whose every second one doubles, a run twice as long costs exactly one more
 * rung pair: time(2n)/time(n) stays 2 at every n. (A rule relative to the growth since the
 * last scan spent a share of its bound that depended on where the coalescing strides fell:
 * 2.4 on key-like and joiner runs.) While a long run is held, ready tokens are coalesced up to
 * the next rung, so the ladder, not the stride, decides when to scan. A paced stream whose
 * held run ends is rescanned within √2 × the held length.
 */
const RESCAN_FREE = 2048;

/**
 * The ladder's foot when every token is scanned (`coalesce: false`, or tokens that arrive
 * paced). Measured (1-char tokens, `coalesce: false`): a held unbroken run below
 * `RESCAN_FREE` was rescanned whole after every token, quadratic up to 2048 units — 2.5 ms per
 * token on Korean without spaces or base64, against 1.9 ms on prose whose hold is ~10 units.
 * From 256 held units the ladder decides instead, so the rescans of such a run cost at most
 * ~3.4 × its length (proportional to the new text); prose, whose holds stay far below 256, is
 * scanned after every token as before. The price: a run of 256–2048 units that ends is
 * released within √2 × its length, as longer runs always were.
 */
export const RESCAN_FREE_PER_TOKEN = 256;

/** The first rung of the rescan ladder (`base · √2^k`, k ≥ 0; `base` default `RESCAN_FREE`) above `held`. */
export function nextRung(held: number, base: number = RESCAN_FREE): number {
  if (held < base) return base;
  const k = Math.floor(2 * Math.log2(held / base)) + 1;
  // Even rungs are exact doublings; odd ones round up from √2 times the even one below.
  const even = base * 2 ** Math.floor(k / 2);
  let rung = k % 2 === 0 ? even : Math.ceil(even * Math.SQRT2);
  // Floating-point guard: the rung is strictly above `held`.
  while (rung <= held) rung = Math.ceil(rung * Math.SQRT2);
  return rung;
}
/**
 * Coalescing (`GateStreamOptions.coalesce`): new code units taken from a source whose tokens are
 * ready at once before the gate scans — as many as the text already holds (the stride doubles),
 * at least 64 and at most 4096. A scan costs a fixed part (the shadow, every detector's
 * patterns, secretlint's rules: hundreds of µs even on ten characters) plus the unreleased
 * text and its margin, so scanning after every token of a burst costs ~100 whole-answer
 * passes; doubling strides make it O(log n) scans covering O(n) code units (past 4096, one
 * scan per 4096 new units). Tokens that arrive paced (the source has to wait) are scanned one
 * by one as before, so the release latency of a live stream is unchanged.
 */
const STRIDE_MIN = 64;
const STRIDE_MAX = 4096;
const strideFor = (length: number) => Math.min(STRIDE_MAX, Math.max(STRIDE_MIN, length));

/**
 * Default `GateStreamOptions.scanIntervalMs`. A scan costs a fixed ~0.2–0.3 ms (every
 * detector's patterns over the held text and its margin) however little arrived; a live
 * stream's tokens come one at a time (a fast model: one every 5 ms), so scanning each
 * multiplied the framework's per-token CPU by up to 6 (issue 21, bench/integrations.ts
 * trickle). After a release, at most one scan per 50 ms bounds that to ~0.5 % of one core
 * however the tokens are paced, and 50 ms of added release latency stays under what a reader
 * notices.
 */
export const SCAN_INTERVAL_MS = 50;

const IDLE: unique symbol = Symbol("idle");
/** Runs a callback after pending I/O callbacks and microtasks (setImmediate where there is one). */
const later: (f: () => void) => () => void =
  typeof setImmediate === "function"
    ? (f) => {
        const t = setImmediate(f);
        return () => clearImmediate(t);
      }
    : (f) => {
        const t = setTimeout(f, 0);
        return () => clearTimeout(t);
      };

/**
 * `p`'s result if it settles before the event loop's next turn (the value was ready: queued in
 * a stream, yielded by a generator without waiting), else `IDLE`. Rejections pass through.
 */
function readyNow<T>(p: Promise<T>): Promise<T | typeof IDLE> {
  return new Promise((resolve, reject) => {
    const cancel = later(() => resolve(IDLE));
    p.then(
      (v) => {
        cancel();
        resolve(v);
      },
      (e: unknown) => {
        cancel();
        reject(e as Error);
      },
    );
  });
}

/** `p`'s result if it settles within `ms`, else `timeout` (the timer never outlives the race). Rejections pass through. */
function settledWithin<T, S>(p: Promise<T>, ms: number, timeout: S): Promise<T | S> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(timeout), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e as Error);
      },
    );
  });
}

/** Marks a read that the idle timeout (`opts.idleTimeoutMs`) cut short. */
const TIMED_OUT: unique symbol = Symbol("timed out");

/**
 * How many trailing code units of `text` must stay unreleased: the maximum over the policy's
 * detectors of each one's hold (its `hold(shadowText)` or its `window`), counted in shadow
 * code units of `text.slice(from)` and mapped back to the original — so zero-width
 * characters, letter spacing or any other padding the shadow removes cannot stretch a match
 * past what is held.
 *
 * @param from where the look starts (the stream passes a little before what it released).
 * @param shadow `gateShadow(text.slice(from))` when the caller already has it.
 * @throws RampartError `ERR_BAD_INPUT` naming the argument when `text` is not a string,
 *   `policy` not a compiled `GatePolicy`, or `from` not an integer in `[0, text.length]`.
 */
export function holdBackFor(text: string, policy: GatePolicy, from = 0, shadow?: Shadow): number {
  stringArgument(text, "holdBackFor", "text");
  if (!isGatePolicy(policy)) throw badArgument("holdBackFor", "policy", "a GatePolicy from compileGatePolicy(config)", policy);
  if (!Number.isInteger(from) || from < 0 || from > text.length) throw badArgument("holdBackFor", "from", `an integer offset in [0, ${text.length}]`, from);
  return holdBack(text, policy, from, shadow ?? gateShadow(text.slice(from)));
}

/** `holdBackFor` without the argument checks (the stream's own calls). */
function holdBack(text: string, policy: GatePolicy, from: number, shadow: Shadow): number {
  const units = shadow.text.length;
  let cut = text.length;
  for (const d of policy.detectors) {
    if (d.holdOriginal) cut = Math.min(cut, text.length - Math.min(text.length - from, d.holdOriginal(text.slice(from))));
    const hold = Math.min(units, d.hold ? d.hold(shadow.text, shadow) : d.window);
    if (hold <= 0) continue;
    cut = Math.min(cut, from + shadow.toOriginal(units - hold, units).start);
  }
  // An encoded or letter-spaced run still arriving is decoded only once whole (`decoded-views.ts`).
  cut = Math.min(cut, text.length - Math.min(text.length - from, decodedViewHold(text.slice(from))));
  // A paragraph with bidi embeddings, overrides or isolates is shown in an order the next
  // character may still change (`visualReading`): it is held whole until it ends.
  cut = Math.min(cut, bidiHoldStart(text, from));
  return text.length - cut;
}

/** Findings (every detector and secretlint) on `shadow` of `text.slice(from)`, shifted to offsets in `text`. */
async function scanFrom(text: string, from: number, shadow: Shadow, policy: GatePolicy): Promise<DetectedFinding[]> {
  const part = shadow.original;
  const found = mergeSecretDuplicates([...detectAll(shadow, policy), ...(await secretlintDetected(part, policy))]);
  return found.map((d) => ({ ...d, finding: { ...d.finding, start: d.finding.start + from, end: d.finding.end + from } }));
}

const spanKey = (f: Finding) => `${f.start}:${f.end}`;

/** Redacted text of `text[from, to)` given redact findings wholly inside it. */
function redactSlice(text: string, from: number, to: number, findings: readonly DetectedFinding[]): string {
  let out = "";
  let cursor = from;
  const inside = findings
    .filter((d) => d.finding.start >= from && d.finding.end <= to)
    .sort((a, b) => a.finding.start - b.finding.start || b.finding.end - a.finding.end);
  for (const d of inside) {
    if (d.finding.start < cursor) continue; // overlapped by an earlier marker
    out += text.slice(cursor, d.finding.start) + replacementFor(d.detector, d.finding, text);
    cursor = d.finding.end;
  }
  return out + text.slice(cursor, to);
}

/**
 * What a blocked stream still releases (issue 22 trial: a block released nothing, so a long
 * answer with a leak near its end was lost whole): the text before the leak that the release
 * rule lets out when the answer is cut just before the leak — `text[released, cut)` scanned
 * again as if the stream had paused there, released up to that prefix's own hold-back, never
 * into a finding that has not settled, redactions applied. `cut` starts at the first blocking
 * finding's start and moves back to the start of any blocking finding the prefix still holds,
 * so no code unit of a blocking span is ever in the result (the contract: "no byte of the leak
 * released"). Returns "" when nothing more is safe, when a finding of the prefix reaches into
 * text already released (`isLate`: the stream ends as it did before), or after a few rounds
 * without a settled prefix.
 *
 * @param leaks the findings whose action is block (at least one; their spans are offsets in `text`).
 */
async function safeBeforeLeak(
  text: string,
  released: number,
  leaks: readonly DetectedFinding[],
  policy: GatePolicy,
  isLate: (d: DetectedFinding) => boolean,
): Promise<string> {
  let cut = Math.min(...leaks.map((d) => d.finding.start));
  for (let round = 0; round < 4 && cut > released; round += 1) {
    const prefix = text.slice(0, cut);
    const from = Math.max(0, released - CONTEXT_MARGIN);
    const shadow = gateShadow(prefix.slice(from));
    const found = await scanFrom(prefix, from, shadow, policy);
    if (found.some(isLate)) return "";
    const blocking = found.filter((d) => actionFor(d.detector, d.finding, policy) === "block");
    if (blocking.length > 0) {
      cut = Math.min(cut, ...blocking.map((d) => d.finding.start));
      continue;
    }
    let safe = prefix.length - holdBack(prefix, policy, from, shadow);
    for (const d of found) {
      if (d.finding.start < safe && (d.finding.end > safe || d.finding.end + SETTLE > prefix.length)) safe = d.finding.start;
    }
    if (safe > released && safe < prefix.length && /[\ud800-\udbff]/.test(prefix[safe - 1] as string)) safe -= 1;
    return safe > released ? redactSlice(prefix, released, safe, found) : "";
  }
  return "";
}

function blockedEvent(code: ErrorCode, message: string): GateEvent {
  return { type: "blocked", code, message };
}

/**
 * Gates a token stream.
 *
 * @param tokens the model's tokens: any async iterable (an async generator, a stream) or
 *   sync iterable (an array) of strings; any chunking; empty tokens are fine.
 * @param policy from `compileGatePolicy`.
 * @returns an async iterable of `GateEvent`s: zero or more `token` events whose
 *   concatenation is the (possibly redacted) answer, then either the end of iteration (the
 *   answer passed or was redacted) or exactly one `blocked` event. Once iterating it throws
 *   only when the caller's own `opts.onHeld` throws; stops pulling from `tokens` once it blocks.
 * @throws RampartError `ERR_BAD_INPUT` at call time, naming the argument, when `tokens` is
 *   not iterable, `policy` is not a compiled `GatePolicy`, `opts` is not an object or has a
 *   key `GateStreamOptions` does not declare (the message names it and the closest known
 *   key), `opts.probe` is not a known probe, `opts.idleTimeoutMs` / `opts.scanIntervalMs` is
 *   out of range, or `opts.onHeld` / `opts.coalesce` is not a function / boolean. While iterating, `ERR_BAD_INPUT` naming `opts.onHeld` (its error as
 *   `cause`) when that callback throws: the stream stops there, the source is closed, and no
 *   held text is released (fail closed: held text was never checked as a whole).
 * @example
 * for await (const ev of gateStream(model.tokens(), policy)) {
 *   res.write(`data: ${JSON.stringify(ev)}\n\n`);
 *   if (ev.type === "blocked") break;
 * }
 */
export function gateStream(
  tokens: AsyncIterable<string> | Iterable<string>,
  policy: GatePolicy,
  opts: GateStreamOptions = {},
): AsyncGenerator<GateEvent, void, undefined> {
  const source = tokens as Partial<AsyncIterable<string> & Iterable<string>> | null | undefined;
  const iterable =
    source !== null && source !== undefined && (typeof source[Symbol.asyncIterator] === "function" || typeof source[Symbol.iterator] === "function");
  if (!iterable) throw badArgument("gateStream", "tokens", "an async or sync iterable of strings (e.g. an async generator or an array)", tokens);
  if (!isGatePolicy(policy)) throw badArgument("gateStream", "policy", "a GatePolicy from compileGatePolicy(config)", policy);
  // The options as read once (a snapshot: a getter or Proxy trap is not read again).
  const read = checkOptions(opts, GATE_STREAM_OPTIONS, { fn: "gateStream", arg: "opts", elsewhere: NOT_STREAM });
  return gateTokens(tokens, policy, read);
}

async function* gateTokens(
  tokens: AsyncIterable<string> | Iterable<string>,
  policy: GatePolicy,
  opts: GateStreamOptions,
): AsyncGenerator<GateEvent, void, undefined> {
  if (opts.probe !== undefined && !(PROBES as readonly string[]).includes(opts.probe)) {
    yield blockedEvent("ERR_BAD_INPUT", `unknown probe "${String(opts.probe)}"`);
    return;
  }
  const maxChars = answerCap(policy);
  let text = "";
  let released = 0;
  // Per-token scanning climbs a ladder from a lower foot (`RESCAN_FREE_PER_TOKEN`).
  const free = opts.coalesce === false ? RESCAN_FREE_PER_TOKEN : RESCAN_FREE;
  const rung = (held: number) => nextRung(held, free);
  /** The held length at which a hold longer than `free` is next rescanned (`nextRung`). */
  let rescanAt = free;
  /** Spans already released as redaction markers; any other finding before `released` is late. */
  const redacted = new Set<string>();
  /** Redacted spans as ranges, for partial views of them a context rescan may see. */
  const redactedRanges: [number, number][] = [];
  const insideRedacted = (f: Finding) => redactedRanges.some(([s, e]) => f.start >= s && f.end <= e);
  // An egress construct is held until it closes (`holdOriginal`), so whatever it yields was
  // decided while the whole construct was in view; a rescan that starts inside released text
  // sees only a piece of it (`url(…)` without its tag, `](…)` without its `[`): such a piece,
  // wholly in released text or inside a redaction, is no late finding.
  const isLate = (d: DetectedFinding) =>
    d.finding.start < released &&
    !redacted.has(spanKey(d.finding)) &&
    !insideRedacted(d.finding) &&
    !(d.detector.id === "egress" && d.finding.end <= released);
  const iterator: AsyncIterator<string> | Iterator<string> =
    typeof (tokens as Partial<AsyncIterable<string>>)[Symbol.asyncIterator] === "function"
      ? (tokens as AsyncIterable<string>)[Symbol.asyncIterator]()
      : (tokens as Iterable<string>)[Symbol.iterator]();
  /** A read taken ahead (coalescing) that the loop has not consumed yet: settled, or in flight. */
  let ahead: Promise<IteratorResult<string>> | IteratorResult<string> | null = null;
  const stop = async () => {
    const pending = ahead;
    ahead = null;
    if (pending instanceof Promise) {
      // A read in flight settles only with the source's next token: do not wait for it (the
      // verdict goes out now); close the source once it settles.
      pending.then(
        () => (iterator as AsyncIterator<string>).return?.().catch(() => undefined),
        () => undefined,
      );
      return;
    }
    try {
      await iterator.return?.();
    } catch {
      // the source is being abandoned; its own errors are no longer ours
    }
  };
  const coalesce = opts.coalesce !== false && opts.probe === undefined;
  const onHeld = opts.onHeld;
  /** Calls `onHeld`; what it throws becomes the stream's error (returned, for the caller to throw after closing the source). */
  const notify = (held: number): RampartError | null => {
    if (onHeld === undefined) return null;
    try {
      onHeld(held);
      return null;
    } catch (cause) {
      return new RampartError("ERR_BAD_INPUT", `gateStream: opts.onHeld threw (${cause instanceof Error ? cause.message.slice(0, 200) : describeValue(cause)}); the stream stopped and released no held text`, {
        cause,
        details: { function: "gateStream", argument: "opts.onHeld" },
      });
    }
  };
  /** `text.length` at the last scan decision (coalescing); `rescanAt` is the held-run rule's. */
  let lastScan = 0;
  const scanInterval = opts.scanIntervalMs ?? SCAN_INTERVAL_MS;
  /** When the last scan that released text ran (`performance.now()`); none yet, so tokens are scanned one by one until the first release. */
  let lastScanAt = -Infinity;
  /** When the read in `ahead` was issued, so a wait for it here counts toward `idleTimeoutMs`. */
  let aheadSince = 0;

  for (;;) {
    let next: IteratorResult<string>;
    try {
      const waited = ahead instanceof Promise ? performance.now() - aheadSince : 0;
      const read = ahead ?? iterator.next();
      if (read instanceof Promise && opts.idleTimeoutMs !== undefined) {
        const got = await settledWithin(read, Math.max(0, opts.idleTimeoutMs - waited), TIMED_OUT);
        if (got === TIMED_OUT) {
          ahead = read; // still in flight: `stop` closes the source once it settles
          await stop();
          yield blockedEvent("ERR_TIMEOUT", `the token source sent nothing for ${opts.idleTimeoutMs} ms (idleTimeoutMs); the held text is not released`);
          return;
        }
        next = got;
      } else next = read instanceof Promise ? await read : read;
    } catch (err) {
      yield blockedEvent("ERR_STREAM_CUT", `the token source failed before the answer was complete: ${(err as Error)?.message ?? String(err)}`);
      return;
    }
    ahead = null;
    // A result that is no object (`next()` resolving to undefined) is a broken source, as
    // `for await` would throw a TypeError on it (ECMA-262 §7.4.2 IteratorNext).
    if (next === null || typeof next !== "object") {
      await stop();
      yield blockedEvent("ERR_STREAM_CUT", "the token source failed before the answer was complete: next() returned no iterator result object");
      return;
    }
    if (next.done) break;
    if (typeof next.value !== "string") {
      await stop();
      yield blockedEvent("ERR_BAD_INPUT", "the token source yielded a non-string token");
      return;
    }
    text += next.value;
    if (text.length > maxChars) {
      await stop();
      yield blockedEvent("ERR_BAD_INPUT", tooLarge("streamed answer", text.length, maxChars, "gate.maxAnswerChars").message);
      return;
    }
    if (opts.probe !== undefined) {
      {
        const fault = notify(text.length - released);
        if (fault !== null) {
          await stop();
          throw fault;
        }
      }
      continue;
    }
    const longHold = text.length - released > free;
    // On the ladder (a long hold was scanned and kept), ready tokens are taken up to the next
    // rung; otherwise up to the coalescing stride.
    const onLadder = longHold && rescanAt > free;
    if (coalesce && (onLadder ? text.length - released < rescanAt : text.length - lastScan < strideFor(text.length))) {
      // Take the next token first when it is already there (the end of the source too: the
      // whole-answer pass follows at once); scan only when the source has to wait.
      let read: Promise<IteratorResult<string>> | IteratorResult<string>;
      try {
        read = iterator.next();
      } catch (err) {
        read = Promise.reject(err as Error);
      }
      ahead = read;
      aheadSince = performance.now();
      if (!(read instanceof Promise)) {
        {
          const fault = notify(text.length - released);
          if (fault !== null) {
            await stop();
            throw fault;
          }
        }
        continue;
      }
      // Scanned less than `scanInterval` ago: wait for the next token until the interval is
      // up (a quiet source is scanned then, so nothing waits longer); else only a turn.
      const rest = lastScanAt + scanInterval - aheadSince;
      let ready: IteratorResult<string> | typeof IDLE;
      try {
        ready = await (rest > 0 ? settledWithin(read, rest, IDLE) : readyNow(read));
      } catch {
        continue; // the loop takes the failure from `ahead` and reports it
      }
      if (ready !== IDLE) {
        ahead = ready;
        {
          const fault = notify(text.length - released);
          if (fault !== null) {
            await stop();
            throw fault;
          }
        }
        continue;
      }
    }
    lastScan = text.length;
    const held = text.length - released;
    if (held > free && held < rescanAt) {
      {
        const fault = notify(held);
        if (fault !== null) {
          await stop();
          throw fault;
        }
      }
      continue;
    }
    rescanAt = rung(held);
    let found: DetectedFinding[];
    let safe: number;
    try {
      const from = Math.max(0, released - CONTEXT_MARGIN);
      const shadow = gateShadow(text.slice(from));
      found = await scanFrom(text, from, shadow, policy);
      safe = text.length - holdBack(text, policy, from, shadow);
    } catch (err) {
      await stop();
      yield blockedEvent("ERR_INTERNAL", `gate fault, failing closed: ${(err as Error)?.message ?? String(err)}`);
      return;
    }
    // A match that ends at the edge of what has arrived may still grow into something else
    // ("010-1234-5678" + "9…" is no phone): act on it once SETTLE more units have arrived;
    // until then it is simply not released.
    const settled = (d: DetectedFinding) => d.finding.end + SETTLE <= text.length;
    const blocking = found.filter((d) => actionFor(d.detector, d.finding, policy) === "block" && settled(d));
    const late = found.filter(isLate);
    if (blocking.length > 0 || late.length > 0) {
      await stop();
      const verdict = decide(text, gateShadow(text), blocking.length > 0 ? blocking : late, policy);
      if (verdict.action !== "block") {
        yield blockedEvent("ERR_INTERNAL", "a redaction reached into text already released");
        return;
      }
      // The safe text before the leak goes out first; no code unit of the leak does.
      if (late.length === 0) {
        let before: string;
        try {
          before = await safeBeforeLeak(text, released, found.filter((d) => actionFor(d.detector, d.finding, policy) === "block"), policy, isLate);
        } catch {
          before = ""; // a fault while looking again releases nothing more; the block stands
        }
        if (before.length > 0) yield { type: "token", text: before };
      }
      yield blockedEvent(verdict.code, verdict.reason);
      return;
    }
    // Never release into a finding that is not settled, nor cut through a redaction.
    for (const d of found) {
      if (d.finding.start < safe && (d.finding.end > safe || !settled(d))) safe = d.finding.start;
    }
    // Never split a surrogate pair between two events.
    if (safe > released && safe < text.length && /[\ud800-\udbff]/.test(text[safe - 1] as string)) safe -= 1;
    if (safe > released) {
      for (const d of found) {
        if (d.finding.start >= released && d.finding.end <= safe) {
          redacted.add(spanKey(d.finding));
          if (actionFor(d.detector, d.finding, policy) === "redact") redactedRanges.push([d.finding.start, d.finding.end]);
        }
      }
      const out = redactSlice(text, released, safe, found);
      released = safe;
      lastScanAt = performance.now();
      // A release of at least half the held text puts the ladder back at the rung above what
      // is still held (the released units paid for the scan, each once); a smaller one keeps
      // the rung above the scanned length, so scans releasing a few units each cannot repeat.
      if ((text.length - released) * 2 <= held) rescanAt = rung(text.length - released);
      if (out.length > 0) yield { type: "token", text: out };
    }
    {
      const fault = notify(text.length - released);
      if (fault !== null) {
        await stop();
        throw fault;
      }
    }
  }

  // The end: the whole answer through the same decision as gateAnswer.
  let final: { verdict: ReturnType<typeof decide>; found: DetectedFinding[] };
  try {
    const shadow = gateShadow(text);
    const found = mergeSecretDuplicates([...detectAll(shadow, policy), ...(await secretlintDetected(text, policy))]);
    final = { verdict: decide(text, shadow, found, policy, opts.probe), found };
  } catch (err) {
    yield blockedEvent("ERR_INTERNAL", `gate fault, failing closed: ${(err as Error)?.message ?? String(err)}`);
    return;
  }
  const { verdict, found } = final;
  if (verdict.action === "block") {
    // A leak found by the whole-answer pass: the safe text before it goes out first. Not under
    // a probe (its rule judges the whole answer, and masking blocks on every finding).
    const leaks = found.filter((d) => actionFor(d.detector, d.finding, policy) === "block");
    if (opts.probe === undefined && leaks.length > 0 && !found.some(isLate)) {
      let before: string;
      try {
        before = await safeBeforeLeak(text, released, leaks, policy, isLate);
      } catch {
        before = "";
      }
      if (before.length > 0) yield { type: "token", text: before };
    }
    yield blockedEvent(verdict.code, verdict.reason);
    return;
  }
  if (found.some(isLate)) {
    // A finding only the whole-answer pass saw reaches into released text: say so.
    yield blockedEvent("ERR_INTERNAL", "a finding reached into text already released");
    return;
  }
  const rest = redactSlice(text, released, text.length, found);
  if (rest.length > 0) yield { type: "token", text: rest };
}

/** Collects a gated stream into the text the client saw and how it ended. */
export async function collectGateStream(
  events: AsyncIterable<GateEvent>,
): Promise<{ text: string; blocked: { code: ErrorCode; message: string } | null }> {
  let text = "";
  for await (const ev of events) {
    if (ev.type === "token") text += ev.text;
    else return { text, blocked: { code: ev.code, message: ev.message } };
  }
  return { text, blocked: null };
}
