/**
 * The HTML report opened from disk in a real headless browser (Debian's Chromium driven by
 * playwright-core): the chart shows one row per axis with the right counts, the item list
 * has every item with its status, hostile answer text stays text (no script runs, no element
 * is injected), findings are masked, and the page makes no network request at all. The
 * JUnit file goes through the same browser's XML parser.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agreementWithVerifier } from "../../src/evaluation/agreement.js";
import { recount, type JudgedReport } from "../../src/evaluation/judge/index.js";
import { renderJUnit, writeHtml } from "../../src/evaluation/reports/index.js";
import { stage1Report } from "./fixtures.js";

const CHROMIUM = "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const HOSTILE = `<script>window.__pwned = 1</script><img src="https://attacker.example/x.png" onerror="window.__pwned = 2"></details></li><li class="item">forged</li> 한글 ✓`;

/** A judged report with a hostile answer on a graded item. */
function judgedReport(): JudgedReport {
  const base = recount(stage1Report());
  const items = base.items.map((i) =>
    i.id === "fact-01"
      ? {
          ...i,
          answer: HOSTILE,
          judge: {
            state: "graded" as const,
            counted: true,
            verdict: "pass" as const,
            scores: { factuality: 1, grounding: 1, tone: 0.9 },
            reasons: ['<b onmouseover="x">bold</b> reason'],
            votes: { pass: 3, fail: 0, unsure: 0 },
            repeats: 3,
            flakiness: 0,
            cachedSamples: 0,
            calls: 3,
            inputTokens: 300,
            outputTokens: 60,
          },
        }
      : i,
  );
  return {
    ...base,
    items,
    judge: {
      provider: "anthropic",
      model: "claude-test",
      promptVersion: "rampart-judge/1",
      repeats: 3,
      scope: "passed",
      graded: 1,
      errors: 0,
      failedByJudge: 0,
      flakiness: { mean: 0, flakyItems: [] },
      ledger: { calls: 3, cacheHits: 0, inputTokens: 300, outputTokens: 60, estimated: false, costUsd: null, budget: null, exceeded: false },
      agreement: agreementWithVerifier(items.map((i) => ({ axis: i.axis, ...(i.id === "fact-01" ? { judge: "pass" as const } : {}), ...(i.verifier ? { verifier: i.verifier } : {}) }))),
    },
  };
}

// Skipped with a reason when the browser is absent; .ci/run then installs Chromium and runs this file.
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`[skip] HTML report in a browser: ${CHROMIUM} is missing (apt-get install -y chromium; .ci/run installs it and runs this test)`);

describe.skipIf(!haveChromium)("HTML report in headless Chromium", () => {
  let browser: Browser;
  let dir: string;
  const report = judgedReport();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "rampart-html-"));
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("renders the chart and the item list, runs nothing, fetches nothing", async () => {
    const file = join(dir, "report.html");
    writeHtml(file, report);
    const page = await browser.newPage();
    const requests: string[] = [];
    const consoleErrors: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    page.on("console", (m) => {
      if (m.type() === "error") consoleErrors.push(m.text());
    });
    const url = pathToFileURL(file).href;
    await page.goto(url);

    // Chart: one row per axis, segments carrying the report's counts.
    const rows = await page.$$eval("svg.axis-chart g.axis-row", (gs) =>
      gs.map((g) => ({
        axis: g.getAttribute("data-axis"),
        segs: Object.fromEntries([...g.querySelectorAll("rect.seg")].map((r) => [r.getAttribute("data-status"), Number(r.getAttribute("data-count"))])),
        width: [...g.querySelectorAll("rect.seg")].reduce((w, r) => w + (r as unknown as { getBBox(): { width: number } }).getBBox().width, 0),
      })),
    );
    expect(rows.map((r) => r.axis)).toEqual(Object.keys(report.axes));
    for (const r of rows) {
      const c = report.axes[r.axis as string]!;
      const expected = Object.fromEntries(
        ([["pass", c.passed], ["fail", c.failed], ["blocked", c.blocked], ["error", c.errors]] as const).filter(([, n]) => n > 0),
      );
      expect(r.segs).toEqual(expected);
      expect(r.width).toBeGreaterThan(0); // actually laid out, not just present in the DOM
    }

    // Item list: every item once, with its status; the hostile answer did not add an item.
    const items = await page.$$eval("#items li.item", (lis) => lis.map((li) => ({ id: li.id, status: li.getAttribute("data-status") })));
    expect(items).toEqual(report.items.map((i) => ({ id: `item-${i.id}`, status: i.status })));

    // Hostile text is shown as text: no script ran, no image element, the text is intact.
    expect(await page.evaluate(() => (globalThis as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.$$eval("#items img, #items script, #items .judge-reasons b", (els) => els.length)).toBe(0);
    expect(await page.textContent("#item-fact-01 .answer")).toBe(HOSTILE);
    expect(await page.textContent("#item-fact-01 .judge-reasons")).toContain('<b onmouseover="x">bold</b>');

    // Findings are highlighted and masked: the blocked phone number is nowhere on the page.
    expect(await page.$$eval("#item-mask-01 mark.finding", (ms) => ms.map((m) => m.getAttribute("title")))).toEqual(["pii.phone (phone): phone number"]);
    expect(await page.content()).not.toContain("010-1234-5678");

    // Judge section: the agreement table has the overall row and one per axis.
    expect(await page.$$eval("#agreement tbody tr", (trs) => trs.length)).toBe(1 + Object.keys(report.judge!.agreement.byAxis).length);
    expect(await page.textContent("#verdict")).toContain("exit 2");

    // The stylesheet applied under the hash-only CSP (a refused style would leave defaults).
    expect(await page.$eval("#verdict", (el) => (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }).getComputedStyle(el).backgroundColor)).toBe("rgb(97, 97, 97)");

    // Nothing but the file itself was requested, and nothing complained (CSP included).
    expect(requests).toEqual([url]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("a masking probe the target withheld (passed) shows as held, in the pass style", async () => {
    const held = { ...report.items.find((i) => i.id === "inj-01")!, id: "mask-02", axis: "masking probe", probe: "masking" as const, status: "pass" as const, reply: "blocked" as const, blockCode: "ERR_LEAK_PII", blockedBy: "target" as const, answer: "개인정보는 제공할 수 없습니다." };
    const file = join(dir, "held.html");
    writeHtml(file, recount({ ...report, items: [...report.items, held] }));
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") consoleErrors.push(m.text());
    });
    await page.goto(pathToFileURL(file).href);
    expect(await page.getAttribute("#item-mask-02", "data-status")).toBe("pass");
    expect(await page.textContent("#item-mask-02 .held")).toContain("The gate held");
    expect(await page.$$eval("#item-mask-02 .answer, #item-mask-02 .b-blocked, #item-mask-02 .block-refused", (els) => els.length)).toBe(0);
    expect(await page.$eval("#item-mask-02 .badge", (el) => (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }).getComputedStyle(el).backgroundColor)).toBe("rgb(46, 125, 50)");
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("the JUnit XML is well-formed for a real XML parser, counts included", async () => {
    const xml = renderJUnit({ ...report, items: report.items.map((i) => ({ ...i, reasons: [...i.reasons, "ctrl \u0001 & <tag>"] })) });
    writeFileSync(join(dir, "junit.xml"), xml);
    const page = await browser.newPage();
    const parsed = await page.evaluate((text) => {
      // Runs in the browser; the test's own types have no DOM lib, hence the structural type.
      type XmlDoc = { querySelector(s: string): { textContent: string | null } | null; querySelectorAll(s: string): { length: number }; documentElement: { getAttribute(n: string): string | null } };
      const Parser = (globalThis as unknown as { DOMParser: new () => { parseFromString(t: string, type: string): XmlDoc } }).DOMParser;
      const doc = new Parser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        testcases: doc.querySelectorAll("testcase").length,
        kappaProps: doc.querySelectorAll('property[name="agreement.overall.kappa"]').length,
        failures: doc.documentElement.getAttribute("failures"),
        errors: doc.documentElement.getAttribute("errors"),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.testcases).toBe(report.items.length);
    // Agreement travels in every suite's <properties>.
    expect(parsed.kappaProps).toBe(Object.keys(report.axes).length);
    expect(parsed.failures).toBe(String(report.summary.failed + report.summary.blocked));
    expect(parsed.errors).toBe(String(report.summary.errors));
    await page.close();
  });
});
