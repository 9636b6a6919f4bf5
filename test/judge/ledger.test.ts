/** The token and cost ledger and the --budget syntax. */
import { describe, expect, it } from "vitest";
import { parseBudget, TokenLedger } from "../../src/evaluation/judge/index.js";

describe("parseBudget", () => {
  it.each([
    { raw: "50000", out: { tokens: 50_000 } },
    { raw: "50k", out: { tokens: 50_000 } },
    { raw: "1.5M", out: { tokens: 1_500_000 } },
    { raw: "200_000", out: { tokens: 200_000 } },
    { raw: "$2.50", out: { usd: 2.5 } },
    { raw: "0.75usd", out: { usd: 0.75 } },
  ])("$raw", ({ raw, out }) => expect(parseBudget(raw)).toEqual(out));

  it.each(["", "0", "-5", "abc", "$", "5 tokens", "$-1"])("rejects %j as bad input", (raw) => {
    expect(() => parseBudget(raw)).toThrow(/--budget/);
  });
});

describe("TokenLedger", () => {
  it("costs tokens at the configured prices (USD per million)", () => {
    const l = new TokenLedger(null, { inputUsdPerMTok: 3, outputUsdPerMTok: 15 });
    l.reserve();
    l.charge({ inputTokens: 1_000_000, outputTokens: 100_000, estimated: false });
    expect(l.snapshot()).toMatchObject({ calls: 1, costUsd: 4.5, exceeded: false });
  });

  it("refuses after a dollar budget is reached", () => {
    const l = new TokenLedger({ usd: 1 }, { inputUsdPerMTok: 1, outputUsdPerMTok: 1 });
    l.reserve();
    l.charge({ inputTokens: 600_000, outputTokens: 400_000, estimated: false });
    expect(() => l.reserve()).toThrow(expect.objectContaining({ code: "ERR_BUDGET" }));
    expect(l.snapshot().exceeded).toBe(true);
  });

  it("a dollar budget without prices is a configuration error (it could never stop the run)", () => {
    expect(() => new TokenLedger({ usd: 1 })).toThrow(expect.objectContaining({ code: "ERR_CONFIG" }));
  });

  it("no pricing means no cost figure, not $0", () => {
    expect(new TokenLedger().snapshot().costUsd).toBeNull();
  });
});
