/**
 * secretlint's recommended rule preset (`@secretlint/core` + `@secretlint/secretlint-rule-
 * preset-recommend`, maintained upstream: AWS, GCP, GitHub, Slack, npm, private keys,
 * database connection strings, OpenAI, Anthropic …) run over an answer.
 *
 * Why a separate, asynchronous pass: `lintSource` returns a Promise and has no synchronous
 * form, while `deterministicGate` must stay synchronous (its callers gate inside request
 * handlers and loops). So the synchronous `secret` detector carries the providers'
 * published formats, and `gateAnswer` / `gateStream` / `rampart gate` add this pass on top;
 * its findings are reported as the `secret` detector with the secretlint rule id.
 */
import type { lintSource as LintSource } from "@secretlint/core";
import { makeFinding, type Finding } from "../../core/light.js";

type Config = Parameters<typeof LintSource>[0]["options"]["config"];

/**
 * secretlint and its preset, loaded on the first call (about a tenth of the gate's import
 * otherwise; `import "rampart/gate"` stays cheap, issue 22).
 *
 * secretlint 11 profiles every call: a `performance.mark` per rule, kept forever, and each
 * end mark scans all earlier ones — quadratic time and unbounded memory in a long-running
 * server (secretlint issues #1633 and #1653; fixed upstream in 13.x, which needs Node 22).
 * We never read the profile, so marking becomes a no-op, as the upstream fix does when
 * profiling is off. A test guards that repeated calls leave no marks behind.
 */
/** The preset's rule that drops findings under `secretlint-disable` comments (module comment in `secretlint()`). */
const FILTER_COMMENTS = "@secretlint/secretlint-rule-filter-comments";

/** A rule preset as secretlint calls it: `create` registers each rule through its context. */
interface PresetLike {
  create(context: { registerRule(rule: { meta: { id: string } }, defaults?: unknown): void }, options: unknown): unknown;
}

/**
 * The preset without its comment filter. That rule obeys `secretlint-disable` comments in the
 * scanned text; in an answer the text is the model's, so a leak could silence its own
 * finding (`// secretlint-disable` before a key). A preset-level `disabled: true` is not
 * honoured by secretlint 11 for rules inside a preset, so the rule is skipped at registration.
 */
function withoutCommentFilter<P>(preset: P): P {
  const p = preset as unknown as PresetLike;
  return {
    ...(preset as object),
    create(context: Parameters<PresetLike["create"]>[0], options: unknown) {
      return p.create(
        {
          ...context,
          registerRule(rule, defaults) {
            if (rule.meta.id !== FILTER_COMMENTS) context.registerRule(rule, defaults);
          },
        },
        options,
      );
    },
  } as unknown as P;
}

let SECRETLINT: Promise<{ lintSource: typeof LintSource; config: Config }> | null = null;

function secretlint(): Promise<{ lintSource: typeof LintSource; config: Config }> {
  SECRETLINT ??= (async () => {
    const [{ lintSource }, { secretLintProfiler }, { creator: recommendedPreset }] = await Promise.all([
      import("@secretlint/core"),
      import("@secretlint/profiler"),
      import("@secretlint/secretlint-rule-preset-recommend"),
    ]);
    (secretLintProfiler as unknown as { perf: { mark(name: string): void; measure(...args: unknown[]): void } }).perf = {
      mark() {},
      measure() {},
    };
    const config = { rules: [{ id: "@secretlint/secretlint-rule-preset-recommend", rule: withoutCommentFilter(recommendedPreset) }] } as Config;
    return { lintSource, config };
  })();
  return SECRETLINT;
}

/**
 * A necessary condition for any rule of the preset (secretlint-rule-preset-recommend 11) to
 * report on a text, derived from each rule's own pattern (`module/index-*.js`): a text on
 * which this finds nothing gets no finding from secretlint, so `secretlintFindings` skips the
 * engine (a fixed ~0.3 ms per call; the stream scans ~70 code units after every token).
 * Alternatives, each the shortest piece every match of the named rules must contain:
 * - a run of 20 of `[A-Za-z0-9_]` — AWS access key id (20 of `[A-Z0-9]`), npm `npm_` + 36,
 *   GitHub `ghp_` + 36 / `github_pat_` + 82, OpenAI's legacy `sk-` + 20 + `T3BlbkFJ` + 20,
 *   Linear `lin_api_` + 32, Shopify `shpat_` + 32;
 * - a run of 40 of `[A-Za-z0-9/+=]` — AWS secret access key, 1Password `ops_ey` + 100;
 * - `T3BlbkFJ` — OpenAI project / service keys (their runs of 58/74 may hold `-`);
 * - `sk-ant-` — Anthropic (its run of 90–128 may hold `-`);
 * - `account` (any case) — AWS account id (`AWS_ACCOUNT_ID = 1234-5678-9012`);
 * - `://` — basic auth in URLs, Slack webhooks, npm's x-oauth-basic URL, MongoDB / MySQL /
 *   PostgreSQL connection strings;
 * - `-----BEGIN` — private keys (PEM);
 * - `xox` / `xapp` — Slack tokens (segments may be one character); `SG.` — SendGrid (its
 *   segments may be short); `_authtoken=` — `.npmrc` auth tokens.
 * The GCP rule reads only files named `*.json` / `*.p12` and `answer.txt` is neither. Matched
 * case-insensitively (a superset). A test runs an example of every rule of the preset through
 * secretlint and this condition, and fails on a rule it does not know (a secretlint upgrade).
 * Linear: literals and bounded runs.
 */
export const SECRETLINT_MAY_MATCH = /[A-Za-z0-9_]{20}|[A-Za-z0-9/+=]{40}|T3BlbkFJ|sk-ant-|account|:\/\/|-----BEGIN|xox|xapp|SG\.|_authtoken=/i;

/** Literals of `SECRETLINT_MAY_MATCH`, lower-cased (issue 21: found with `includes` on the lower-cased text). */
const MAY_MATCH_LITERALS = ["t3blbkfj", "sk-ant-", "account", "://", "-----begin", "xox", "xapp", "sg.", "_authtoken="] as const;
/** Per ASCII code: bit 1 — in `[A-Za-z0-9_]`, bit 2 — in `[A-Za-z0-9/+=]`. */
const RUN_CLASS = (() => {
  const t = new Uint8Array(128);
  for (let k = 0; k < 128; k++) {
    const c = String.fromCharCode(k);
    if (/[A-Za-z0-9_]/.test(c)) t[k] = (t[k] as number) | 1;
    if (/[A-Za-z0-9/+=]/.test(c)) t[k] = (t[k] as number) | 2;
  }
  return t;
})();

/**
 * `SECRETLINT_MAY_MATCH.test(text)` answered by one char-code pass (the two runs) and a few
 * `includes` on the lower-cased text (the literals) — issue 21: the regex tried all eleven
 * alternatives at every position, ~0.3 ms on a 5.7 KB answer. Exactly the same answer: the
 * regex is non-Unicode `/i`, under which only ASCII letters fold to ASCII letters, and the
 * lower-cased text holds every ASCII letter of the text lower-cased (a non-ASCII letter
 * lower-casing to ASCII, `İ` → `i̇`, can only add a hit: then the engine runs, never wrongly
 * skipped). A property test compares both on generated texts. Linear.
 */
export function secretlintMayMatch(text: string): boolean {
  let a = 0;
  let b = 0;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    const c = k < 128 ? (RUN_CLASS[k] as number) : 0;
    if (c & 1) {
      if (++a >= 20) return true;
    } else a = 0;
    if (c & 2) {
      if (++b >= 40) return true;
    } else b = 0;
  }
  const lower = text.toLowerCase();
  for (const lit of MAY_MATCH_LITERALS) if (lower.includes(lit)) return true;
  return false;
}

/** Rule ids of the preset whose necessary condition `SECRETLINT_MAY_MATCH` carries (the test checks the preset has no other). */
export const SECRETLINT_RULES_COVERED = [
  "@secretlint/secretlint-rule-1password",
  "@secretlint/secretlint-rule-anthropic",
  "@secretlint/secretlint-rule-aws",
  "@secretlint/secretlint-rule-basicauth",
  "@secretlint/secretlint-rule-database-connection-string",
  "@secretlint/secretlint-rule-filter-comments",
  "@secretlint/secretlint-rule-gcp",
  "@secretlint/secretlint-rule-github",
  "@secretlint/secretlint-rule-linear",
  "@secretlint/secretlint-rule-npm",
  "@secretlint/secretlint-rule-openai",
  "@secretlint/secretlint-rule-privatekey",
  "@secretlint/secretlint-rule-sendgrid",
  "@secretlint/secretlint-rule-shopify",
  "@secretlint/secretlint-rule-slack",
] as const;

/**
 * Runs the preset over a text.
 *
 * @returns `secret` findings with spans in `text` (UTF-16), reasons naming the rule only.
 * @throws whatever secretlint throws; callers fail closed.
 */
export async function secretlintFindings(text: string): Promise<Finding[]> {
  if (text.length === 0 || !secretlintMayMatch(text)) return [];
  const { lintSource, config } = await secretlint();
  const result = await lintSource({
    source: { filePath: "answer.txt", content: text, contentType: "text" },
    options: { config, noPhysicFilePath: true },
  });
  // secretlint drops a leading BOM before computing ranges.
  const shift = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  return result.messages.map((m) =>
    makeFinding({
      kind: "detector",
      id: "secret",
      category: "secret.credential",
      start: m.range[0] + shift,
      end: m.range[1] + shift,
      score: 0.95,
      reason: `secretlint ${m.ruleId}${m.messageId ? ` (${m.messageId})` : ""}`,
    }),
  );
}
