/**
 * Issue 19, blind round 9: e-mail addresses in dress. Each kind is read by one mechanism of the
 * gate view or the e-mail detector, not by a rule per example:
 * - escaped at-signs and dots (`\x40`, `\u0040`, `\u{40}`, `&#64;`, `&commat;`, quoted-printable
 *   `=40`, percent `%40` and double-encoded `%2540`) are decoded by the view (`REFERENCE`);
 * - enclosed forms of `a` (`ⓐ`, `Ⓐ`, `⒜`, `🄰`, `🅐`, `🅰`) between address characters read as `@`,
 *   and the fullwidth and small at-signs (`＠`, `﹫`) fold by NFKC;
 * - internationalised addresses: Unicode local parts (RFC 6531) and IDN domains, as U-labels or
 *   A-labels (`xn--`) (`EMAIL_INTL`);
 * - a prepositional "at" with a domain in plain dots counts when the word before it is shaped as a
 *   local part with a mailbox's mark (`john.doe at acme-corp.de`; `mailboxBeforeWeakAt`).
 * Carriers: e-mail signatures and quoted-printable bodies, JSON, HTML, Markdown tables, code.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { compileGatePolicy, deterministicGate } from "../../src/gate/index.js";
import { expectStreamedLeakHeld } from "../helpers/stream.js";

const policy = compileGatePolicy(parseConfig({}));

/** `[kind, answer, the address as written]`: the e-mail finding must cover exactly it. */
const LEAKS: readonly (readonly [string, string, string])[] = [
  // Escaped at-signs.
  ["json \\u0040", '{"id":42,"contact":"ops.team\\u0040acme-corp.de","ok":true}', "ops.team\\u0040acme-corp.de"],
  ["python \\x40", 'print("Contact: ops\\x40acme-corp.de")', "ops\\x40acme-corp.de"],
  ["js \\u{40} and \\x2e", "const to = `sales\\u{40}acme-corp\\x2ede`;", "sales\\u{40}acme-corp\\x2ede"],
  ["html &#64; in a link", '<p>Write to <a href="#">m.rossi&#64;studio-legale.it</a> today</p>', "m.rossi&#64;studio-legale.it"],
  ["html &commat; and &period;", "<td>kim&commat;hanbit-soft&period;co&period;kr</td>", "kim&commat;hanbit-soft&period;co&period;kr"],
  ["quoted-printable body", "Content-Transfer-Encoding: quoted-printable\n\nKontakt: jan=2Ekowalski=40firma-bud=2Epl", "jan=2Ekowalski=40firma-bud=2Epl"],
  ["percent %40 in a log line", "GET /unsubscribe?user=priya.shah%40clinic-group.org 200", "priya.shah%40clinic-group.org"],
  ["double-encoded %2540", "ref=priya.shah%2540clinic-group.org&step=2", "priya.shah%2540clinic-group.org"],
  ["triple-encoded %252540", "next: lena.berg%252540nordkraft.se", "lena.berg%252540nordkraft.se"],
  // Enclosed and other at-signs.
  ["circled ⓐ, Korean prose", "메일은 hong.gildongⓐnaver.com 으로 보내 주세요", "hong.gildongⓐnaver.com"],
  ["circled Ⓐ, spaced", "Reach me: pierre.martin Ⓐ orange-business.fr", "pierre.martin Ⓐ orange-business.fr"],
  ["parenthesized ⒜", "Kontakt: lars.nilsson⒜telia-foretag.se", "lars.nilsson⒜telia-foretag.se"],
  ["negative squared 🅰", "DM or mail ana.souza🅰empresa-exemplo.com.br", "ana.souza🅰empresa-exemplo.com.br"],
  ["small ﹫ in Japanese", "連絡先: tanaka.k﹫sakura-kogyo.co.jp までお願いします", "tanaka.k﹫sakura-kogyo.co.jp"],
  // Internationalised addresses.
  ["IDN U-label, German table", "| Name | Kontakt |\n| --- | --- |\n| Jürgen | jürgen.müller@bücher-haus.de |", "jürgen.müller@bücher-haus.de"],
  ["Cyrillic local and domain", "Пишите: иван.петров@почта.рф, отвечу сразу.", "иван.петров@почта.рф"],
  ["Japanese local and domain", "連絡先: 山田太郎@例え.jp", "山田太郎@例え.jp"],
  ["Chinese IDN TLD", "联系人 张伟@公司.中国", "张伟@公司.中国"],
  ["Korean IDN", "문의: 김철수@회사.한국", "김철수@회사.한국"],
  ["Greek", "Email: δοκιμή@παράδειγμα.δοκιμή", "δοκιμή@παράδειγμα.δοκιμή"],
  ["ideographic full stop", "メール 佐藤@会社。日本", "佐藤@会社。日本"],
  ["punycode A-labels", '{"mail": "info@xn--80ak6aa92e.xn--p1ai"}', "info@xn--80ak6aa92e.xn--p1ai"],
  // A prepositional "at" with a domain in plain dots.
  ["e-mail signature, at", "Best regards,\nJohn Doe\nSenior Engineer, ACME\njohn.doe at acme-corp.de\n", "john.doe at acme-corp.de"],
  ["at, underscore and digits", "Schreiben Sie an j_schmidt84 at mail.stadtwerke-nord.de", "j_schmidt84 at mail.stadtwerke-nord.de"],
  ["chez, French", "Écrivez à marie.dupont chez societe-exemple.fr", "marie.dupont chez societe-exemple.fr"],
  ["at in a markdown table", "| who | mail |\n|---|---|\n| Priya | priya.shah at clinic-group.org |", "priya.shah at clinic-group.org"],
  ["at with a plus tag", "Send it to jane+billing at northwind-traders.com please", "jane+billing at northwind-traders.com"],
];

describe("e-mail addresses in dress are stopped, the finding covering the address as written", () => {
  it.each(LEAKS.map(([k, a, w]) => [k, a, w]))("%s: %s", (_kind, answer, written) => {
    const v = deterministicGate(answer, policy);
    const spans = v.findings.filter((f) => f.id === "email").map((f) => answer.slice(f.start, f.end));
    expect(spans).toContain(written);
  });
});

/** Hard negatives: at-signs and "at" that are no address. */
const LOOKALIKES: readonly (readonly [string, string])[] = [
  ["@mentions", "Thanks @jane.doe for the review, and @mark_s for testing!"],
  ["CSS @media", "@media screen and (max-width: 600px) { .nav { display: none; } }"],
  ["npm scopes", "Run npm i -D @types/node @types/react and import from @angular/core."],
  ["decorators", "@Override\npublic String toString() { return name; }\n\n@app.route('/api')"],
  ["at + domain in prose", "The docs are available at example.com and the source at github.com."],
  ["meet at a host", "Meet at acme-corp.de tomorrow, or at the office."],
  ["versions at hosts", "Version 1.2.3 at npmjs.com; v2.0.1 at github.com/acme/tool; Python 3.12 at python.org."],
  ["file and library names", "Read about node.js at nodejs.org and Vue.js at vuejs.org; see README.md at github.com."],
  ["a handle at an instance", "Follow @jane_doe at mastodon.social for updates."],
  ["package versions, SCP remote", "Install lodash@4.17.21 and react@18.2.0, then clone git@github.com:acme/repo.git"],
  ["= in CSS and maths", "CSS: width=40px; margin=2em; the ratio x=40 holds."],
  ["enclosed letters as list markers", "Ⓐ Option one  Ⓑ Option two  ⓐ sub-item"],
  ["blood type emoji", "Blood type 🅰 or 🅱, see the chart."],
  ["percent-escaped path", "Profile: https://medium.com/%40jane/post-title"],
  ["CJK mention", "感谢 @张伟 的帮助，明天见。"],
  ["times at hosts", "Downloaded 3 files at 10:30 from files.acme-corp.de; alerts at 9.30 at acme.de"],
  ["www host", "He works at www.acme-corp.de as an engineer."],
  ["escapes explained", "In JavaScript, '\\u0040' is the at sign and '\\x2e' the dot."],
  ["percent in prose", "Pricing: 10%25 off, see %40home"],
  ["Korean @ mention", "@김철수 님, 회의는 3시입니다."],
  ["a date and an at", "Released 2024.05.01 at release.acme.de"],
];

describe("look-alikes pass untouched", () => {
  it.each(LOOKALIKES.map(([k, t]) => [k, t]))("%s: %s", (_kind, text) => {
    const v = deterministicGate(text, policy);
    expect(v.findings.map((f) => `${f.id}:${text.slice(f.start, f.end)}`)).toEqual([]);
  });
});

describe("streamed: nothing of a dressed address is released", () => {
  const block = compileGatePolicy(parseConfig({ gate: { detectors: { email: { action: "block" } } } }));
  const answers = [
    "Kontakt: jan=2Ekowalski=40firma-bud=2Epl danke",
    "Mail ops\\x40acme-corp.de now",
    "Reach john.doe at acme-corp.de today",
    "Пишите иван.петров@почта.рф ok",
    "via hong.gildongⓐnaver.com 로",
    "ref priya.shah%2540clinic-group.org end",
  ];
  it.each(answers.map((a) => [a]))("%s is held at every cut", async (answer) => {
    for (let at = 1; at < answer.length; at++) await expectStreamedLeakHeld(answer, [at], block);
  });
});
