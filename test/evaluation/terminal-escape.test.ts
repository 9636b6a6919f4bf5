/**
 * M1: a hostile target (or golden set) cannot rewrite the terminal, the HTML report or the
 * JUnit file. ANSI/OSC escapes, CR, BEL, C1 controls and bidi overrides in ids, reasons,
 * headlines and answers are shown as visible escapes; HTML and XML stay well-formed.
 */
import { checkSync } from "../helpers/recheck.js";
import { describe, expect, it } from "vitest";
import { formatRunRow } from "../../src/cli/commands/history.js";
import {
  BIDI_CONTROLS,
  escapeTerminal,
  escapeXml,
  isUnsafe,
  finalizeReport,
  renderHtml,
  renderJUnit,
  renderReport,
  TERMINAL_UNSAFE,
  type ItemResult,
} from "../../src/evaluation/index.js";

const ESC = "\u001b";
const HOSTILE = {
  csi: `${ESC}[2K${ESC}[1A`, // erase line, cursor up
  cr: "\rgolden: 9/9 pass", // overwrite the summary line
  bel: "\u0007",
  osc8: `${ESC}]8;;https://evil.example/${ESC}\\click${ESC}]8;;${ESC}\\`, // hyperlink
  osc8bel: `${ESC}]8;;https://evil.example/\u0007x${ESC}]8;;\u0007`,
  c1csi: "\u009b31m", // one-byte CSI
  rlo: "\u202eSSAP\u202c", // bidi override: FAIL shown reversed
  lri: "\u2066x\u2069",
  nul: "\u0000",
  del: "\u007f",
  ls: "\u2028",
};

describe("escapeTerminal", () => {
  it.each([
    // input, expected — why
    [`a${ESC}[31mb`, "a\\x1B[31mb"], // ANSI colour
    ["a\rb", "a\\rb"], // carriage return
    ["a\nb\tc", "a\\nb\\tc"], // one line stays one line
    ["\u0007", "\\x07"], // bell
    ["\u009b", "\\x9B"], // C1 CSI
    ["\u007f", "\\x7F"], // DEL
    ["\u202eabc", "\\u202Eabc"], // right-to-left override
    ["\u2066\u2069\u200f\u061c", "\\u2066\\u2069\\u200F\\u061C"], // isolates, RLM, ALM
    ["\u2028", "\\u2028"], // line separator
    ["한국어 ☎ 😀 café", "한국어 ☎ 😀 café"], // ordinary text untouched
  ])("%j → %j", (input, expected) => {
    expect(escapeTerminal(input)).toBe(expected);
  });

  it("the code-unit test and the documented class agree on all of the BMP", () => {
    const differ: number[] = [];
    for (let c = 0; c <= 0xffff; c++) if (isUnsafe(c) !== new RegExp(TERMINAL_UNSAFE.source).test(String.fromCharCode(c))) differ.push(c);
    expect(differ).toEqual([]);
  });

  it("is idempotent and linear (recheck)", () => {
    for (const v of Object.values(HOSTILE)) expect(escapeTerminal(escapeTerminal(v))).toBe(escapeTerminal(v));
    expect(checkSync(TERMINAL_UNSAFE.source, TERMINAL_UNSAFE.flags).status).toBe("safe");
    expect(checkSync(BIDI_CONTROLS.source, BIDI_CONTROLS.flags).status).toBe("safe");
    expect(escapeTerminal(ESC.repeat(200_000))).toHaveLength(800_000);
  });
});

function hostileReport() {
  const bad = Object.values(HOSTILE).join("");
  const items: ItemResult[] = [
    {
      id: `evil${HOSTILE.cr}${HOSTILE.csi}`,
      axis: `facts${HOSTILE.rlo}`,
      question: `q${HOSTILE.osc8}`,
      status: "fail",
      reasons: [`must_include missing ${bad}`, `answer said ${HOSTILE.osc8bel}`],
      headline: `missed ${HOSTILE.c1csi}${HOSTILE.bel}`,
      latencyMs: 1,
      answer: `answer ${bad}`,
      findings: [],
      checks: [],
      notes: [],
    },
    {
      id: "err-1",
      axis: "facts",
      question: "q",
      status: "error",
      reasons: [`ERR_BAD_INPUT: event ${HOSTILE.csi}${HOSTILE.lri}`],
      headline: "ERR_BAD_INPUT",
      latencyMs: 1,
      findings: [],
      checks: [],
      notes: [],
      error: { code: "ERR_BAD_INPUT", message: `bad ${HOSTILE.cr}${HOSTILE.nul}${HOSTILE.del}${HOSTILE.ls}` },
    },
  ];
  return finalizeReport({
    schemaVersion: 1,
    golden: `g${HOSTILE.csi}`,
    goldenPath: "g.yaml",
    target: "t",
    startedAt: "2026-01-01T00:00:00Z",
    finishedAt: "2026-01-01T00:00:01Z",
    durationMs: 1,
    items,
    retrieval: {},
    notes: [`note ${HOSTILE.cr}`],
    errors: [{ stage: "korquad", code: "ERR_DATA_MISSING", message: `m${HOSTILE.osc8}` }],
  });
}

/** Characters a terminal would act on, after removing picocolors' own SGR codes. */
const ACTIVE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/;

describe("terminal report of a hostile run", () => {
  it.each([false, true])("color=%s: no control or bidi character reaches the terminal except colour codes and newlines", (color) => {
    const text = renderReport(hostileReport(), { color, extra: () => [`judge: reason ${HOSTILE.csi}${HOSTILE.rlo}`] });
    const stripped = text.replace(/\u001b\[[0-9;]*m/g, "");
    expect(stripped).not.toMatch(ACTIVE);
    if (!color) expect(text).not.toContain(ESC);
    // The summary line is still the first line, and nothing forged a second summary.
    expect(stripped.split("\n")[0]).toMatch(/^golden: 0\/2 pass/);
    expect(stripped.split("\n").filter((l) => l.startsWith("golden: "))).toHaveLength(1);
    expect(stripped).toContain("evil\\rgolden: 9/9 pass\\x1B[2K"); // visible, auditable
    expect(stripped.trimEnd().endsWith("exit code: 2")).toBe(true);
  });

  it("rampart history rows are escaped too", () => {
    const row = formatRunRow({
      id: 1, golden: `g${HOSTILE.csi}`, target: "t", startedAt: "2026-01-01T00:00:00Z", finishedAt: "", exitCode: 0,
      total: 1, passed: 1, failed: 0, blocked: 0, errors: 0, judgeProvider: null, judgeModel: null, agreement: null, kappa: null, label: `sha${HOSTILE.rlo}`,
    });
    expect(row).not.toMatch(ACTIVE);
    expect(row).toContain("g\\x1B[2K");
  });
});

/** Characters outside XML 1.0 `Char`. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

describe("HTML and JUnit of a hostile run", () => {
  it("JUnit: only XML 1.0 characters; newlines in attributes kept as references; no markup injected", () => {
    const xml = renderJUnit(hostileReport());
    expect(xml).not.toMatch(NOT_XML_CHAR);
    expect(xml).not.toMatch(BIDI_CONTROLS);
    expect(xml).toContain('name="evil&#13;golden: 9/9 pass\uFFFD[2K');
    expect(xml.match(/<testcase /g)).toHaveLength(2);
    expect(escapeXml('<a b="c">\r\n')).toBe("&lt;a b=&quot;c&quot;&gt;&#13;&#10;");
  });

  it("HTML: no control or bidi character in the document; bidi shown visibly", () => {
    const html = renderHtml(hostileReport());
    expect(html).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
    expect(html).not.toMatch(BIDI_CONTROLS);
    expect(html).toContain("⟦U+202E⟧SSAP⟦U+202C⟧");
    expect(html).not.toContain("https://evil.example/\u0007");
  });
});
