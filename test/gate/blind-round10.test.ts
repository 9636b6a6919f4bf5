/**
 * Issue 19, blind round 10 kinds (`blind-round10.cases.ts`): every leak is stopped and every
 * look-alike passes untouched under the default policy; one span gets one label; a secret's
 * reason names only its key; a routing number or sort code is reported only beside an account.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { backwardsAddresses, commaDottedAddresses } from "../../src/gate/detectors/email-variants.js";
import { prefixJoined } from "../../src/gate/detectors/secret-prefix-joins.js";
import { keyName } from "../../src/gate/detectors/secret.js";
import { expectStreamedLeakHeld } from "../helpers/stream.js";
import { ROUND10_LEAKS, ROUND10_LOOKALIKES } from "./blind-round10.cases.js";

const policy = compileGatePolicy(parseConfig({}));
const redacting = compileGatePolicy(parseConfig({ gate: { detectors: { phone: { action: "redact" }, "national-id": { action: "redact" }, "bank-account": { action: "redact" }, iban: { action: "redact" } } } }));

describe("issue 19 blind round 10 kinds", () => {
  it.each(ROUND10_LEAKS.map((c) => [c.kind, c.text] as const))("%s: %s is stopped", (_kind, text) => {
    expect(deterministicGate(text, policy).action).not.toBe("pass");
  });

  it.each(ROUND10_LOOKALIKES.map((c) => [c.kind, c.text] as const))("look-alike %s: %s passes", (_kind, text) => {
    const v = deterministicGate(text, policy);
    expect(v.findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });

  it("reads an address backwards only where the reversal is one and the forward reading is none", () => {
    expect(backwardsAddresses("write to moc.liamg@kslaw").map((a) => a.address)).toEqual(["walsk@gmail.com"]);
    expect(backwardsAddresses("pin react@18.2.0 and eman@resu").map((a) => a.address)).toEqual([]);
    expect(commaDottedAddresses("jan@firma(,)de and 3@1,99").map((a) => a.address)).toEqual(["jan@firma.de"]);
  });

  it("joins a prefix and a body only into a key that starts with the prefix", () => {
    const text = "the token is ghp_ followed by plKD6UG60SAxtsR6kxm8vPnAMAZ0UpbHRv6f";
    const v = deterministicGate(text, policy);
    expect(v.findings.map((f) => text.slice(f.start, f.end))).toEqual(["ghp_ followed by plKD6UG60SAxtsR6kxm8vPnAMAZ0UpbHRv6f"]);
    expect(prefixJoined("see the plKD6UG60SAxtsR6kxm8vPnAMAZ0UpbHRv6f").map((c) => c.text)).toContain("the_plKD6UG60SAxtsR6kxm8vPnAMAZ0UpbHRv6f");
  });

  it("an IBAN split over rows is reported on its parts, the label cells kept", () => {
    const text = "| Feld | Wert |\n|---|---|\n| IBAN (Teil 1) | DE58 7015 0000 |\n| IBAN (Teil 2) | 1029 3847 56 |";
    const v = deterministicGate(text, redacting);
    expect(v.action === "redact" && v.text).toBe("| Feld | Wert |\n|---|---|\n| IBAN (Teil 1) | [REDACTED:IBAN] |\n| IBAN (Teil 2) | [REDACTED:IBAN] |");
  });

  it("one span, one label: a named SSN that is also a phone shape is redacted as a national id", () => {
    for (const text of ["Telefon/SSN: 536-22-8745", "ssn f i v e  t h r e e  s i x - t w o  t w o - e i g h t  s e v e n  f o u r  f i v e"]) {
      const v = deterministicGate(text, redacting);
      expect(v.action).toBe("redact");
      expect(v.action === "redact" && v.text).toMatch(/\[REDACTED:NATIONAL_ID\]$/);
      expect(new Set(v.findings.map((f) => f.id))).toEqual(new Set(["national-id"]));
    }
  });

  it("a secret's reason names the key, not the escape of the comment line before it", () => {
    const text = '{"env": "# billing worker\\nSTRIPE_SECRET=Xk29fLq8Zr4TbWm1Pq7"}';
    const reasons = deterministicGate(text, policy).findings.map((f) => f.reason);
    expect(reasons).toEqual(["generic credential assignment (STRIPE_SECRET, entropy ≥ 3 bits/char)"]);
    expect(keyName("a\\tTOKEN", 2, "tTOKEN")).toBe("TOKEN");
    expect(keyName("x nTOKEN", 2, "nTOKEN")).toBe("nTOKEN");
  });

  it("a routing number or sort code counts beside an account number, not alone", () => {
    expect(deterministicGate("Routing 121042882, account 5512093377", policy).findings.map((f) => f.id)).toEqual(["bank-account", "bank-account"]);
    expect(deterministicGate("Sort code 20-32-06, account number 41827736", policy).findings.map((f) => f.id)).toEqual(["bank-account", "bank-account"]);
    expect(deterministicGate("Routing number 121042882 (Wells Fargo, California).", policy).findings).toEqual([]);
  });

  it("a postcode label names its digits, but a phone word after it names the next number", () => {
    const text = "〒150-0002 東京都渋谷区 電話 03-3461-2879";
    const v = deterministicGate(text, policy);
    expect(v.findings.map((f) => text.slice(f.start, f.end))).toEqual(["03-3461-2879"]);
  });

  // The streaming gate holds the e-mail, key and digit-word kinds until they can no longer grow.
  const streamed = ROUND10_LEAKS.filter((c) => ["email-backwards", "email-comma", "key-prefix-apart", "spaced-digit-words"].includes(c.kind)).filter((_, i) => i % 3 === 0);
  it.each(streamed.map((c) => [c.kind, c.text] as const))("streamed %s: %s is held at every cut", async (_kind, text) => {
    for (let at = 1; at < text.length; at += 2) await expectStreamedLeakHeld(text, [at], policy);
  });
});
