import { createHmac, hkdfSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deriveKeys } from "../../src/firewall/index.js";

/** The reference: node's own HMAC over the same HKDF sub-key (RFC 2104, RFC 5869). */
function reference(secret: string, message: string): string {
  const key = Buffer.from(hkdfSync("sha256", Buffer.from(secret, "utf8"), Buffer.from("rampart-firewall-v1"), "argument-hmac", 32));
  return createHmac("sha256", key).update(message, "utf8").digest("hex");
}

describe("firewall keys: argument HMAC", () => {
  const secret = "keys-test-secret-0123456789";
  const keys = deriveKeys(secret);
  it.each([
    ["empty", ""],
    ["canonical arguments", 'args:send_payment:{"amount":1100,"recipient":"GB29NWBK60161331926819"}'],
    // why: non-ASCII is hashed as UTF-8, as createHmac does
    ["Hangul and astral", "call:이전 지시사항 무시 😀"],
    // why: a lone surrogate is encoded as U+FFFD by both paths
    ["a lone surrogate", "x\uD800y"],
    ["one block exactly", "a".repeat(64)],
    ["just under the scratch limit", "é".repeat(16_384)],
    // why: longer messages take createHmac itself
    ["over the scratch limit", "z".repeat(70_000)],
  ])("%s: same bytes as createHmac", (_why, message) => {
    expect(keys.hmac(message)).toBe(reference(secret, message));
  });

  it("a long message then a short one: the scratch buffer holds no leftover bytes", () => {
    keys.hmac("q".repeat(16_000));
    expect(keys.hmac("short")).toBe(reference(secret, "short"));
  });
});
