/**
 * Issue 4 item 2: policies in `rampart.config.yaml` — which detectors run, block or redact,
 * allow-lists — and clear validation errors that name the key.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isRampartError, loadConfig, parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";

// Rows plant addresses at example.com (reserved, RFC 2606): reported here as the app's own data.
const gateWith = (gate: object, answer: string) => deterministicGate(answer, compileGatePolicy(parseConfig({ gate: { email: { reservedDomains: "report" }, ...gate } })));

describe("block or redact per detector", () => {
  it("redacts with a readable marker and keeps the source auditable", () => {
    const answer = "대표 연락처는 010-2345-6789, 메일은 hr@example.com 입니다.";
    const v = gateWith({ detectors: { phone: { action: "redact" }, email: { action: "redact" } } }, answer);
    expect(v.action).toBe("redact");
    if (v.action !== "redact") return;
    expect(v.text).toBe("대표 연락처는 [REDACTED:PHONE], 메일은 [REDACTED:EMAIL] 입니다.");
    for (const f of v.findings) {
      // Every finding says what it replaced and where the marker landed.
      expect(answer.slice(f.start, f.end)).toBe(f.original);
      expect(v.text.slice(f.outputStart, f.outputEnd)).toMatch(/^\[REDACTED:(PHONE|EMAIL)\]$/);
    }
  });

  it("blocks when any finding blocks, even if others would only be redacted", () => {
    const v = gateWith({ detectors: { phone: { action: "redact" } } }, "010-2345-6789 / hr@example.com");
    expect(v.action === "block" && v.code).toBe("ERR_LEAK_PII");
  });

  it("a disabled detector does not run", () => {
    expect(gateWith({ detectors: { email: { enabled: false } } }, "hr@example.com").action).toBe("pass");
  });
});

describe("allow-lists", () => {
  it.each([
    // allowed value, answer — why it passes
    ["02-3456-7890", "사무실 02 3456 7890 으로 문의하세요"], // an allowed office line, spelled differently
    ["02-312-3456", "대표전화 +82 2 312 3456"], // same number in international form (E.164 compare)
    ["press@example.com", "보도 문의: PRESS@example.com"], // case folds
  ])("%s allows %s", (allowed, answer) => {
    const detector = allowed.includes("@") ? "email" : "phone";
    expect(gateWith({ detectors: { [detector]: { allow: [allowed] } } }, answer).action).toBe("pass");
  });

  it("allows only the listed value", () => {
    const v = gateWith({ detectors: { phone: { allow: ["02-3456-7890"] } } }, "02-3456-7890 또는 010-2345-6789");
    expect(v.action).toBe("block");
    expect(v.findings).toHaveLength(1);
  });

  it("an empty allow-list allows nothing", () => {
    expect(gateWith({ detectors: { phone: { allow: [] } } }, "02-3456-7890").action).toBe("block");
  });
});

describe("configuration errors name the key", () => {
  it.each([
    [{ detectors: { phon: {} } }, "gate.detectors"], // typo in a detector id
    [{ detectors: { phone: { action: "drop" } } }, "gate.detectors.phone.action"], // unknown action
    [{ detectors: { phone: { allow: [""] } } }, "gate.detectors.phone.allow.0"], // empty allowed value
    [{ canaries: ["short"] }, "gate.canaries.0"], // a guessable canary
    [{ phone: { regions: ["kr"] } }, "gate.phone.regions.0"], // not an ISO code
    [{ systemPrompt: { wordNgram: 1 } }, "gate.systemPrompt.wordNgram"], // a threshold that matches every word
  ])("%j → %s", (gate, key) => {
    expect(() => parseConfig({ gate })).toThrow(key);
  });

  it("an unknown phone region fails at compile time, naming the key", () => {
    try {
      compileGatePolicy(parseConfig({ gate: { phone: { regions: ["KR", "ZZ"] } } }));
      expect.fail("should throw");
    } catch (e) {
      expect(isRampartError(e, "ERR_CONFIG")).toBe(true);
      expect((e as Error).message).toContain("gate.phone.regions.1");
    }
  });

  it("reads the gate section from a YAML file", () => {
    const dir = mkdtempSync(join(tmpdir(), "rampart-gate-"));
    const file = join(dir, "rampart.config.yaml");
    writeFileSync(file, "gate:\n  codeNames: [Aurora-7]\n  detectors:\n    phone: { action: redact }\n");
    const policy = compileGatePolicy(loadConfig(file).config);
    expect(policy.actions.phone).toBe("redact");
    expect(deterministicGate("aurora-7", policy).action).toBe("block");
  });
});
