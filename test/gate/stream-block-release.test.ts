/**
 * A blocked stream releases the safe text before the leak (issue 22 trial: a block released
 * nothing, so a long answer lost everything for a leak in its last line), and still no code
 * unit of the leak (DESIGN.md SSE format: tokens, then one `blocked`; docs/gate.md: nothing of
 * a leak is released). "Safe" is the release rule applied to the answer cut just before the
 * leak: that prefix's own hold-back stays unreleased, redactions in it are applied.
 *
 * Carriers: an e-mail, a web page's text, a JSON tool output, a Markdown table; languages:
 * English, Korean, French, German, Japanese. Hard negatives: a clean answer streams whole, a
 * probe run (whose rule judges the whole answer) releases nothing on a block.
 */
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/core/index.js";
import { collectGateStream, compileGatePolicy, gateAnswer, gateStream, type GateStreamOptions } from "../../src/gate/index.js";
import { cut, tokensOf } from "../helpers/stream.js";

const policy = compileGatePolicy(parseConfig({}));

/** A made-up token of GitHub's personal-token shape (not a real credential). */
const TOKEN = "ghp_k3Vq9ZtW2mX7bR5nY8pL4sD6fH1jC0aE9uGi";

const PARAGRAPH_EN =
  "Thanks for the notes from Tuesday's planning call. The release moves to the second week of the month, " +
  "the migration guide is being reviewed by the platform team, and the dashboard now shows the error budget per service. ";

interface Case {
  name: string;
  answer: string;
  /** A phrase near the start that must be released before the block. */
  early: string;
}

const CASES: Case[] = [
  {
    name: "English e-mail ending in an access token",
    answer: `Subject: Re: release plan\n\nHi Dana,\n\n${PARAGRAPH_EN}\n\n${PARAGRAPH_EN}\n\nFor the pipeline, use ${TOKEN} as the deploy token.\n`,
    early: "Hi Dana",
  },
  {
    name: "Korean prose ending in a resident registration number",
    answer:
      "회의록을 정리해 공유드립니다. 다음 주 배포 일정은 그대로 진행하며, 이전 안내와 같이 점검 시간은 새벽 두 시부터 네 시까지입니다. " +
      "고객 문의가 늘어날 수 있으니 상담 인력을 미리 배치해 주시기 바랍니다. 관련 문서는 공유 폴더에 올려 두었습니다. " +
      "담당자 확인용 번호는 900101-1234568 입니다.",
    early: "회의록을 정리해",
  },
  {
    name: "French web page text ending in a card number",
    answer:
      "Bienvenue sur notre page d'aide. Vous trouverez ici les réponses aux questions fréquentes sur la livraison, " +
      "les retours et le suivi des commandes. Pour toute autre question, écrivez au service client qui répond sous deux jours ouvrés. " +
      "Paiement enregistré : carte 4111 1111 1111 1111, expiration 12/29.",
    early: "Bienvenue sur notre page",
  },
  {
    name: "JSON tool output with a token in its last field",
    answer:
      'Here is what the tool returned, formatted for reading:\n\n```json\n{ "status": "ok", "jobs": [ { "name": "build", "state": "passed" }, ' +
      '{ "name": "test", "state": "passed" }, { "name": "deploy", "state": "waiting for approval" } ], ' +
      `"note": "all checks are green, the deploy waits for the release manager", "credentials": "${TOKEN}" }\n\`\`\`\n`,
    early: "Here is what the tool returned",
  },
  {
    name: "German Markdown table with a card in its last row",
    answer:
      "Die Übersicht der Bestellungen dieser Woche, wie gewünscht nach Datum sortiert und mit dem jeweiligen Status der Lieferung:\n\n" +
      "| Datum | Kunde | Status |\n| --- | --- | --- |\n| Montag | Müller GmbH | geliefert |\n| Dienstag | Schmidt AG | unterwegs |\n" +
      "| Mittwoch | Weber KG | in Bearbeitung |\n| Donnerstag | Becker | Zahlung mit Karte 5555 5555 5555 4444 |\n",
    early: "Die Übersicht der Bestellungen",
  },
  {
    name: "Japanese answer ending in a token",
    answer:
      "ご依頼の件について、手順を以下にまとめました。まずリポジトリを複製し、依存関係をインストールしてから、設定ファイルを確認してください。 " +
      "テストがすべて通ることを確認したあと、本番環境への反映は金曜日の午後に行います。 " +
      `なお、認証には ${TOKEN} を使用してください。`,
    early: "ご依頼の件について",
  },
];

const MODES: [string, GateStreamOptions][] = [
  ["coalesced (a burst)", {}],
  ["scanned after every token", { coalesce: false }],
];

async function leakStart(answer: string): Promise<number> {
  const whole = await gateAnswer(answer, policy);
  expect(whole.action).toBe("block");
  return Math.min(...whole.findings.filter((f) => f.kind === "detector").map((f) => f.start));
}

describe("a blocked stream releases the safe text before the leak, and nothing of it", () => {
  for (const c of CASES) {
    for (const [mode, opts] of MODES) {
      it(`${c.name}, ${mode}`, async () => {
        const whole = await gateAnswer(c.answer, policy);
        const start = await leakStart(c.answer);
        // Whole answer in one token, and cut into 5-unit tokens.
        for (const tokens of [[c.answer], cut(c.answer, Array.from({ length: Math.ceil(c.answer.length / 5) }, (_, i) => i * 5))]) {
          const events = await collectGateStream(gateStream(tokensOf(tokens), policy, opts));
          expect(events.blocked?.code).toBe(whole.action === "block" ? whole.code : "none");
          expect(c.answer.startsWith(events.text)).toBe(true);
          expect(events.text.length).toBeLessThanOrEqual(start);
          expect(events.text).toContain(c.early);
        }
      });
    }
  }

  it("at every cut of the answer into two tokens, no code unit of the leak is released", async () => {
    for (const c of CASES.slice(0, 3)) {
      const start = await leakStart(c.answer);
      for (let at = 0; at <= c.answer.length; at += 3) {
        const events = await collectGateStream(gateStream(tokensOf(cut(c.answer, [at])), policy));
        expect(events.blocked).not.toBeNull();
        expect(c.answer.startsWith(events.text)).toBe(true);
        expect(events.text.length).toBeLessThanOrEqual(start);
      }
    }
  });

  it("a phone number before the leak goes out redacted; the card after it not at all", async () => {
    const redacting = compileGatePolicy(parseConfig({ gate: { detectors: { phone: { action: "redact" } } } }));
    const answer = `Call the front desk at 010-1234-5678 if the door is locked. ${PARAGRAPH_EN}${PARAGRAPH_EN}The card on file is 4111 1111 1111 1111.`;
    const events = await collectGateStream(gateStream(tokensOf([answer]), redacting));
    expect(events.blocked?.code).toBe("ERR_LEAK_PII");
    expect(events.text).toContain("Call the front desk at [REDACTED");
    expect(events.text).not.toContain("1234-5678");
    expect(events.text).not.toMatch(/4111/);
    expect(events.text).toContain("planning call");
  });

  it("hard negatives: a clean answer streams whole; under a probe a block releases nothing", async () => {
    const clean = `${PARAGRAPH_EN}Die Lieferung kommt am Montag. 配送は月曜日です。`;
    const passed = await collectGateStream(gateStream(tokensOf(cut(clean, [10, 50, 120])), policy));
    expect(passed.blocked).toBeNull();
    expect(passed.text).toBe(clean);
    const leaking = CASES[0] as Case;
    const probed = await collectGateStream(gateStream(tokensOf([leaking.answer]), policy, { probe: "masking" }));
    expect(probed.blocked).not.toBeNull();
    expect(probed.text).toBe("");
  });
});
