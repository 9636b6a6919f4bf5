/**
 * Blind round 11 kinds (`decoded-views.cases.ts`): data in other dress is stopped by the
 * detector that knows the data, whole and streamed in small chunks (no byte of the encoded
 * run released); look-alikes pass untouched; the views map back to the answer exactly.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { collectGateStream, compileGatePolicy, deterministicGate, gateStream } from "../../src/gate/index.js";
import { collapsedView, decodedView, decodedViewHold, printableText, reversedView } from "../../src/gate/decoded-views.js";
import { fragmentsJoined } from "../../src/gate/detectors/secret-prefix-joins.js";
import { spelledAddressLabels } from "../../src/gate/egress/data.js";
import { tokensOf } from "../helpers/stream.js";
import { DRESSED_LEAKS, DRESSED_LOOKALIKES, PROMPT } from "./decoded-views.cases.js";

const policy = compileGatePolicy(parseConfig({ app: { systemPrompt: PROMPT } }));
const redacting = compileGatePolicy(parseConfig({ app: { systemPrompt: PROMPT }, gate: { detectors: { email: { action: "redact" }, phone: { action: "redact" } } } }));

const chunks = (text: string, size: number) => Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));

describe("blind round 11: data in other dress", () => {
  it.each(DRESSED_LEAKS.map((c) => [c.kind, c.by, c.text] as const))("%s is stopped by %s", (_kind, by, text) => {
    const v = deterministicGate(text, policy);
    expect(v.action).not.toBe("pass");
    expect(v.findings.map((f) => f.id)).toContain(by);
  });

  it.each(DRESSED_LOOKALIKES.map((c) => [c.kind, c.text] as const))("look-alike %s passes untouched", (_kind, text) => {
    const v = deterministicGate(text, policy);
    expect(v.findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });

  it("redacts the encoded run as written, label kept", () => {
    const run = Buffer.from("minseo.kang@hanbit-lab.kr").toString("base64");
    const text = `메일: ${run} 입니다`;
    const v = deterministicGate(text, redacting);
    expect(v.action).toBe("redact");
    expect(v.action === "redact" && v.text).toBe("메일: [REDACTED:EMAIL] 입니다");
    expect(v.findings[0]?.reason).toMatch(/decoded from base64/);
  });

  it.each(DRESSED_LEAKS.filter((_, i) => i % 3 === 0).map((c) => [c.kind, c.text] as const))("streamed %s: nothing of the finding is released", async (_kind, text) => {
    const whole = deterministicGate(text, policy);
    for (const size of [1, 3, 7]) {
      const events = await collectGateStream(gateStream(tokensOf(chunks(text, size)), policy));
      const first = Math.min(...whole.findings.filter((f) => f.kind === "detector").map((f) => f.start));
      if (events.blocked) expect(events.text.length).toBeLessThanOrEqual(first);
      else for (const f of whole.findings) expect(events.text).not.toContain(text.slice(f.start, f.end));
    }
  });
});

describe("decoded views", () => {
  it("decodes base64, hex, hex pairs and percent runs to readable text only", () => {
    expect(decodedView("mail: amFuZUBjb3JwLmlv")?.text).toBe("mail:  jane@corp.io ");
    expect(decodedView("x 6a616e6540636f72702e696f")?.text).toBe("x  jane@corp.io ");
    expect(decodedView("x 6a 61 6e 65 40 63 6f 72 70")?.text).toBe("x  jane@corp ");
    expect(decodedView("x %6A%61%6E%65%40corp.io")?.text).toBe("x  jane@corp.io ");
    // A hash, random bytes, a plain word: nothing readable, no view.
    expect(decodedView("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")).toBeNull();
    expect(decodedView("Authorization Internationalization")).toBeNull();
    expect(printableText(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
  });

  it("maps a view span back to the whole encoded run, and only changed spans count", () => {
    const text = "a: amFuZUBjb3JwLmlv end";
    const view = decodedView(text);
    expect(view).not.toBeNull();
    const at = view!.text.indexOf("jane");
    expect(view!.toOriginal(at, at + 4)).toEqual({ start: 3, end: 19 });
    expect(view!.changed(0, 2)).toBe(false);
    expect(view!.changed(at, at + 4)).toBe(true);
  });

  it("reads backwards code point by code point, mapping spans exactly", () => {
    const text = "ab😀cd";
    const view = reversedView(text);
    expect(view.text).toBe("dc😀ba");
    expect(view.toOriginal(0, 2)).toEqual({ start: 4, end: 6 });
    expect(text.slice(view.toOriginal(2, 4).start, view.toOriginal(2, 4).end)).toBe("😀");
  });

  it("collapses letter spacing with case kept, leaves single digits and words alone", () => {
    expect(collapsedView("key g h p _ R7tQ")?.text).toBe("key ghp_ R7tQ");
    expect(collapsedView("1 2 3 and words")).toBeNull();
    expect(collapsedView("nothing spaced here")).toBeNull();
  });

  it("joins a key's head to the pieces after it, skipping plain words", () => {
    const texts = fragmentsJoined("first ghp_R7tQ then the rest m2Vx9 end").map((c) => c.text);
    expect(texts).toContain("ghp_R7tQm2Vx9");
    expect(fragmentsJoined("no heads in this sentence")).toEqual([]);
  });

  it("reads an address spelled into host labels, not a phrase with at", () => {
    expect(spelledAddressLabels(["jane-doe-at-corp"])).toBe(true);
    expect(spelledAddressLabels(["jdoe", "at", "corp", "com"])).toBe(true);
    expect(spelledAddressLabels(["eat-at-joes"])).toBe(false);
    expect(spelledAddressLabels(["meet-at-the-park"])).toBe(false);
  });

  it("holds an encoded run or spaced pairs still arriving, not prose", () => {
    expect(decodedViewHold("see amFuZUBj")).toBe(8);
    expect(decodedViewHold("bytes 6a 61 6e")).toBe(8);
    expect(decodedViewHold("plain words end ")).toBe(0);
  });

  it("bounds the work on hostile input: a huge run is not decoded, decoded text is capped", () => {
    const huge = Buffer.from("jane@corp.io ".repeat(4000)).toString("base64");
    expect(decodedView(huge)).toBeNull();
    const many = Array.from({ length: 2000 }, () => Buffer.from("jane@corp.io, and more words here").toString("base64")).join(" ");
    const view = decodedView(many);
    expect(view!.text.length).toBeLessThan(many.length + 70_000);
  });
});
