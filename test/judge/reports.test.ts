/**
 * JUnit and HTML reports as text: counts agree with the report, attacker-controlled text is
 * escaped, characters XML cannot carry are replaced, findings are marked (and masked) at
 * their UTF-16 offsets. The browser test opens the HTML for real.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Finding } from "../../src/core/index.js";
import { recount } from "../../src/evaluation/judge/index.js";
import { escapeHtml, formatJudgeSection, highlightAnswer, mergeFindingSpans, renderHtml, renderJUnit, replaceInvalidChars, REPORT_CSP } from "../../src/evaluation/reports/index.js";
import { agreementWithVerifier } from "../../src/evaluation/agreement.js";
import { item, stage1Report } from "./fixtures.js";

const f = (start: number, end: number, id = "phone", category = "pii.phone"): Finding => ({ kind: "detector", id, category, start, end, score: 1, reason: `${id} found` });

describe("escaping", () => {
  it.each([
    { input: "<script>alert(1)</script>", out: "&lt;script&gt;alert(1)&lt;/script&gt;" },
    { input: `" onmouseover='x'`, out: "&quot; onmouseover=&#39;x&#39;" },
    { input: "a & b", out: "a &amp; b" },
    { input: "bell\u0007 nul\u0000 ok", out: "bell\uFFFD nul\uFFFD ok", why: "controls are not XML characters" },
    { input: "lone \uD800 surrogate", out: "lone \uFFFD surrogate" },
    { input: "emoji 😀 and 한글 stay", out: "emoji 😀 and 한글 stay" },
    { input: "tab\tnewline\ncr\r", out: "tab\tnewline\ncr\r" },
  ])("escapeHtml($input)", ({ input, out }) => expect(escapeHtml(input)).toBe(out));

  it("replaceInvalidChars replaces every unit of a long hostile run (growth: npm run bench -- judge)", () => {
    expect(replaceInvalidChars("\u0000\uD800".repeat(200_000))).toBe("\uFFFD".repeat(400_000));
  });
});

describe("highlightAnswer", () => {
  it.each([
    { text: "call 010-1234-5678 now", fs: [f(5, 18)], html: 'call <mark class="finding" title="pii.phone (phone): phone found">•••••••••••••</mark> now', why: "masked by default" },
    { text: "a <b> c", fs: [f(2, 5)], reveal: true, html: 'a <mark class="finding" title="pii.phone (phone): phone found">&lt;b&gt;</mark> c', why: "revealed text is escaped too" },
    { text: "abcdef", fs: [f(1, 4), f(3, 5, "email", "pii.email")], html: 'a<mark class="finding" title="pii.phone (phone): phone found\npii.email (email): email found">••••</mark>f', why: "overlaps merge and name both" },
    { text: "x😀y", fs: [f(2, 4)], reveal: true, html: 'x<mark class="finding" title="pii.phone (phone): phone found">😀y</mark>', why: "never splits a surrogate pair" },
    { text: "short", fs: [f(3, 99)], html: 'sho<mark class="finding" title="pii.phone (phone): phone found">••</mark>', why: "clamped to the text" },
  ])("$why", ({ text, fs, html, reveal }) => expect(highlightAnswer(text, fs, { reveal: reveal ?? false })).toBe(html));

  it("merge gives disjoint, ordered spans", () => {
    expect(mergeFindingSpans("0123456789", [f(6, 8), f(0, 2), f(1, 3)]).map((m) => [m.start, m.end])).toEqual([
      [0, 3],
      [6, 8],
    ]);
  });
});

describe("renderJUnit", () => {
  const report = recount(stage1Report());
  const hostile = { ...report, items: report.items.map((i, k) => (k === 1 ? { ...i, status: "fail" as const, reasons: ['must_not_include "<x>" & \u0000'] } : i)) };
  const xml = renderJUnit(recount(hostile));

  it("totals equal the report's counts (fail and blocked are failures)", () => {
    const s = recount(hostile).summary;
    expect(xml).toContain(`tests="${s.total}" failures="${s.failed + s.blocked}" errors="${s.errors}"`);
    expect(xml.match(/<testcase /g)).toHaveLength(s.total);
    expect(xml.match(/<failure /g)).toHaveLength(s.failed + s.blocked);
    expect(xml.match(/<error /g)).toHaveLength(s.errors);
  });

  it("names the block code as the failure type and escapes reasons", () => {
    expect(xml).toContain('<failure type="ERR_LEAK_PII"');
    expect(xml).toContain("&quot;&lt;x&gt;&quot; &amp; \uFFFD");
    expect(xml).not.toContain("\u0000");
  });

  it("never writes answers (they may hold what the gate blocked)", () => {
    expect(xml).not.toContain("010-1234-5678");
  });
});

describe("renderHtml", () => {
  it("is self-contained: no script, no external reference, a strict CSP", () => {
    const html = renderHtml(recount(stage1Report()));
    expect(html).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script|<link|<iframe|\bsrc=|url\(/i);
    // The only URL in an attribute is the SVG namespace; the target URL appears as text only.
    expect([...html.matchAll(/(?:href|xmlns|action)="([^"]*)"/g)].map((m) => m[1])).toEqual(["http://www.w3.org/2000/svg"]);
  });

  it("CSP: no 'unsafe-inline', the one <style> allowed by its SHA-256, no script source at all", () => {
    const html = renderHtml(recount(stage1Report()));
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? "";
    expect(csp).toBe(REPORT_CSP);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("script-src");
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(csp).toContain(`style-src 'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`);
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).not.toMatch(/\sstyle="/); // a style attribute would be refused by the CSP
  });

  it("a masking probe that PASSED because the target withheld the answer is shown as held, not as a failure", () => {
    const base = stage1Report();
    const held = item({ id: "mask-02", axis: "masking probe", probe: "masking", status: "pass", reply: "blocked", blockCode: "ERR_LEAK_PII", blockedBy: "target", answer: "개인정보는 제공할 수 없습니다." });
    const html = renderHtml(recount({ ...base, items: [...base.items, held] }));
    const li = /<li class="item status-pass" id="item-mask-02"[\s\S]*?<\/li>/.exec(html)?.[0] ?? "";
    expect(li).toContain('class="held"');
    expect(li).toContain("The gate held");
    expect(li).toContain("개인정보는 제공할 수 없습니다.");
    expect(li).not.toMatch(/b-blocked|block-refused|class="answer"|class="reasons"/);
    // A block that was NOT accepted still says so.
    const refused = item({ id: "fact-09", axis: "facts", status: "blocked", reply: "blocked", blockCode: "ERR_X", blockedBy: "target", answer: "blocked", reasons: ["the target blocked the answer (ERR_X); not accepted"] });
    const html2 = renderHtml(recount({ ...base, items: [refused] }));
    expect(html2).toContain('class="block-refused"');
    expect(html2).not.toContain('class="held"');
  });

  it("masks the blocked phone number unless asked to reveal it", () => {
    const r = recount(stage1Report());
    expect(renderHtml(r)).not.toContain("010-1234-5678");
    expect(renderHtml(r, { revealFindings: true })).toContain("010-1234-5678");
  });
});

describe("formatJudgeSection", () => {
  it("prints the κ table overall and per axis", () => {
    const agreement = agreementWithVerifier([
      { axis: "facts", judge: "pass", verifier: { verdict: "supported" } },
      { axis: "facts", judge: "fail", verifier: { verdict: "unsupported" } },
      { axis: "depth", judge: "pass", verifier: { verdict: "unsupported" } },
    ]);
    const lines = formatJudgeSection({
      provider: "anthropic",
      model: "claude-x",
      promptVersion: "v",
      repeats: 3,
      scope: "passed",
      graded: 3,
      errors: 0,
      failedByJudge: 1,
      flakiness: { mean: 0.1, flakyItems: ["a"] },
      ledger: { calls: 9, cacheHits: 0, inputTokens: 900, outputTokens: 90, estimated: false, costUsd: 0.0041, budget: { tokens: 10_000 }, exceeded: false },
      agreement,
    });
    const text = lines.join("\n");
    expect(text).toMatch(/overall\s+3\s+66\.7%\s+0\.400/);
    expect(text).toMatch(/facts\s+2\s+100\.0%\s+1\.000/);
    // One item, judge pass vs verifier unsupported: p_o = 0, p_e = 1·0 + 0·1 = 0, κ = 0.
    expect(text).toMatch(/depth\s+1\s+0\.0%\s+0\.000/);
    expect(text).toContain("$0.0041");
  });
});
