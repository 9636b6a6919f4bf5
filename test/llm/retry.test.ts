/** Retry-After parsing (RFC 9110 §10.2.3 plus `retry-after-ms`) and the one retry loop. */
import { describe, expect, it } from "vitest";
import { RampartError } from "../../src/core/index.js";
import { parseRetryAfter, withRetries, type RetryPolicy } from "../../src/llm/index.js";

const NOW = Date.parse("2025-01-01T00:00:00Z");

describe("parseRetryAfter", () => {
  it.each<{ headers: Record<string, string>; ms: number | undefined; why: string }>([
    { headers: { "retry-after": "2" }, ms: 2000, why: "delay-seconds" },
    { headers: { "retry-after": "0.5" }, ms: 500, why: "fractional seconds, as some gateways send" },
    { headers: { "retry-after-ms": "1500", "retry-after": "9" }, ms: 1500, why: "retry-after-ms is more precise and wins" },
    { headers: { "retry-after": "Wed, 01 Jan 2025 00:00:03 GMT" }, ms: 3000, why: "HTTP-date is relative to now" },
    { headers: { "retry-after": "Tue, 31 Dec 2024 23:59:00 GMT" }, ms: 0, why: "a date in the past means now" },
    { headers: { "retry-after": "soon" }, ms: undefined, why: "unparsable is ignored, back-off applies" },
    { headers: { "retry-after": "-3" }, ms: undefined, why: "negative is invalid" },
    { headers: {}, ms: undefined, why: "absent" },
  ])("$why", ({ headers, ms }) => {
    expect(parseRetryAfter(new Headers(headers), NOW)).toBe(ms);
  });
});

const POLICY: RetryPolicy = { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 250, maxRetryAfterMs: 5_000 };
const retryable = (details: Record<string, unknown> = {}) => new RampartError("ERR_PROVIDER", "x", { details: { retryable: true, ...details } });

describe("withRetries", () => {
  it("uses Retry-After exactly and equal-jitter back-off otherwise, capped", async () => {
    const errors = [retryable({ retryAfterMs: 1234 }), retryable(), retryable(), retryable()];
    const slept: number[] = [];
    let n = 0;
    const p = withRetries(
      () => {
        throw errors[n++];
      },
      POLICY,
      { sleep: async (ms) => void slept.push(ms), random: () => 1 },
    );
    await expect(p).rejects.toMatchObject({ details: { attempts: 4 } });
    // 1234 from the header; then min(250, 100·2^1)=200 → 100+100; then min(250, 400)=250 → 125+125.
    expect(slept).toEqual([1234, 200, 250]);
  });

  it("does not retry an error that says a retry cannot help", async () => {
    let calls = 0;
    const p = withRetries(
      () => {
        calls++;
        throw new RampartError("ERR_PROVIDER", "bad request", { details: { retryable: false, status: 400 } });
      },
      POLICY,
      { sleep: async () => {} },
    );
    await expect(p).rejects.toMatchObject({ details: { status: 400, attempts: 1 } });
    expect(calls).toBe(1);
  });

  it("returns the first success", async () => {
    let calls = 0;
    const v = await withRetries(
      async () => {
        if (++calls < 3) throw retryable();
        return "ok";
      },
      POLICY,
      { sleep: async () => {} },
    );
    expect(v).toBe("ok");
    expect(calls).toBe(3);
  });
});
