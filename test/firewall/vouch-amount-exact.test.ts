/** An amount is vouched exactly: the user's 50 EUR vouches 50 and 50.00, never 50.0000001. */
import { describe, expect, it } from "vitest";
import { amountKey } from "../../src/firewall/taint-keys.js";

describe("amount keys are exact", () => {
  it("equal decimals share a key; a sub-cent difference does not", () => {
    expect(amountKey(50)).toBe(amountKey(50.0));
    expect(amountKey(Number("50.00"))).toBe(amountKey(50));
    expect(amountKey(50.0000001)).not.toBe(amountKey(50));
    expect(amountKey(1500.000001)).not.toBe(amountKey(1500));
    expect(amountKey(12.34)).not.toBe(amountKey(12.340001));
  });
  it("float arithmetic noise is not a difference", () => {
    expect(amountKey(0.07 * 100)).toBe(amountKey(7));
    expect(amountKey(0.1 + 0.2)).toBe(amountKey(0.3));
  });
});
