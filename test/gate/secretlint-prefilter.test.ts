/**
 * `SECRETLINT_MAY_MATCH` lets `secretlintFindings` skip the engine on text where no rule of the
 * preset can report. Soundness check: an example of every rule (values made up, shaped by each
 * rule's own pattern in secretlint-rule-preset-recommend) is reported by the unfiltered engine,
 * and every window of it the unfiltered engine still reports on passes the condition (the
 * stream scans windows). The AWS key-id and account-id scans are off by default in the preset
 * (`enableIDScanRule`), so no example of theirs is reported; the condition still covers them. A rule the test does not know fails it (a secretlint upgrade must
 * re-derive the condition). Hard negatives: prose, code and digits skip the engine.
 */
import { describe, expect, it } from "vitest";
import { lintSource } from "@secretlint/core";
import { creator as preset, rules } from "@secretlint/secretlint-rule-preset-recommend";
import { SECRETLINT_MAY_MATCH, SECRETLINT_RULES_COVERED, secretlintFindings } from "../../src/gate/detectors/secretlint.js";

/** Deterministic pseudo-random characters from `alphabet` (no real key). */
function chars(n: number, alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", seed = 7): string {
  let x = seed;
  let out = "";
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += alphabet[x % alphabet.length];
  }
  return out;
}
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** A 1Password service-account token shape: `ops_` + base64 of a JSON object ending in `fQ` (`}`). */
function opsToken(): string {
  for (let pad = 100; ; pad++) {
    const b = Buffer.from(JSON.stringify({ signInAddress: "my.1password.com", salt: chars(pad) })).toString("base64");
    if (b.endsWith("fQ==")) return `ops_${b}`;
  }
}

const EXAMPLES: [rule: string, text: string][] = [
  ["aws", `AWS_SECRET_ACCESS_KEY = "${chars(18, ALNUM, 3)}/${chars(10, ALNUM, 5)}+${chars(10, ALNUM, 9)}"`],
  ["basicauth", `clone https://deploy:Qx7pLm2Rt9@git.example.com/repo.git now`],
  ["database-connection-string", `use mongodb://admin:Hv8kPq3Zw@db.example.com:27017/prod`],
  ["database-connection-string", `DATABASE_URL=postgres://app:Tn4wXy8Kq@pg.internal/app`],
  ["database-connection-string", `jdbc:mysql://root:Zr5mBn2Lp@10.0.0.5/shop`],
  ["github", `token ghp_${chars(36)}`],
  ["github", `token github_pat_${chars(82, ALNUM + "_", 11)}`],
  ["linear", `LINEAR=lin_api_${chars(40)}`],
  ["npm", `NPM_TOKEN=npm_${chars(36)}`],
  ["openai", `OPENAI_API_KEY=sk-${chars(20)}T3BlbkFJ${chars(20, ALNUM, 13)}`],
  ["openai", `key sk-proj-${"a-".repeat(37)}T3BlbkFJ${"b-".repeat(37)}`],
  ["anthropic", `key sk-ant-api03-${"x-".repeat(47)}AA`],
  ["privatekey", `-----BEGIN RSA PRIVATE KEY-----\nMII${chars(160, ALNUM + "+/", 17)}\n-----END RSA PRIVATE KEY-----`],
  ["sendgrid", `SENDGRID=SG.${chars(22)}.${chars(43, ALNUM, 19)}`],
  ["shopify", `shop shpat_${chars(32, "0123456789abcdef")}`],
  ["slack", `bot xoxb-1-a-b`],
  ["slack", `hook https://hooks.slack.com/services/T${chars(10)}/B${chars(10, ALNUM, 23)}/${chars(24, ALNUM, 29)}`],
  ["1password", `OP=${opsToken()}`],
];

const CONFIG = { rules: [{ id: "@secretlint/secretlint-rule-preset-recommend", rule: preset }] } as Parameters<typeof lintSource>[0]["options"]["config"];
/** Rule ids the unfiltered engine reports on `text` (as the gate calls it: `answer.txt`, no ext). */
async function engine(text: string): Promise<string[]> {
  const r = await lintSource({ source: { filePath: "answer.txt", content: text, contentType: "text" }, options: { config: CONFIG, noPhysicFilePath: true } });
  return r.messages.map((m) => m.ruleId);
}

describe("secretlint prefilter (SECRETLINT_MAY_MATCH)", () => {
  it("knows every rule of the installed preset", () => {
    const ids = (rules as { meta: { id: string } }[]).map((r) => r.meta.id).sort();
    expect(ids).toEqual([...SECRETLINT_RULES_COVERED].sort());
  });

  it("every scanner rule but GCP (file names *.json / *.p12 only) has an example here", () => {
    const named = new Set(EXAMPLES.map(([r]) => `@secretlint/secretlint-rule-${r}`));
    for (const id of SECRETLINT_RULES_COVERED) {
      if (id.endsWith("-gcp") || id.endsWith("-filter-comments")) continue;
      expect(named.has(id), id).toBe(true);
    }
  });

  for (const [rule, text] of EXAMPLES) {
    it(`${rule}: the engine reports the example, and every window it reports passes the condition`, async () => {
      expect(await engine(text)).toContain(`@secretlint/secretlint-rule-${rule}`);
      expect(SECRETLINT_MAY_MATCH.test(text)).toBe(true);
      expect((await secretlintFindings(text)).length).toBeGreaterThan(0);
      for (let start = 0; start < text.length; start += 3) {
        for (let end = text.length; end > start; end -= 5) {
          const w = text.slice(start, end);
          if ((await engine(w)).length > 0) expect(SECRETLINT_MAY_MATCH.test(w), JSON.stringify(w)).toBe(true);
        }
      }
    });
  }

  it("skips the engine on prose, code and digits (hard negatives)", () => {
    for (const text of [
      "The Team plan costs twelve dollars per seat per month and includes priority support.",
      "Der Tarif kostet zwölf Euro pro Platz und Monat; 東京の料金は月額千二百円です。",
      "const total = items.reduce((a, b) => a + b.price, 0); // sum",
      "Call 555-0100 between 9 and 17; order 1234-5678 ships Monday.",
    ]) {
      expect(SECRETLINT_MAY_MATCH.test(text), text).toBe(false);
    }
  });

  it("still reports keys split by invisible characters (the caller's case view), and key-shaped runs reach the engine", async () => {
    expect(SECRETLINT_MAY_MATCH.test(`id ${chars(20)}`)).toBe(true);
    expect(SECRETLINT_MAY_MATCH.test("see HTTPS://x")).toBe(true);
  });
});
