/**
 * Published credential formats, as data: each row is one provider's documented token
 * layout with its source. Used by the synchronous `secret` detector; the asynchronous
 * `gateAnswer` adds secretlint's recommended preset on top (see `secretlint.ts`).
 *
 * Patterns run on the ORIGINAL text (token formats are case-sensitive; the shadow folds
 * case). Every pattern is a fixed prefix followed by bounded character classes: linear.
 */

/** One credential format. */
export interface SecretFormat {
  /** Stable rule id written into the finding's reason. */
  id: string;
  /** Where the format is documented. */
  source: string;
  pattern: RegExp;
  /** Optional structural check of a match (e.g. a JWT's parts decode to JSON). */
  validate?(match: string): boolean;
}

function b64urlJson(part: string): boolean {
  try {
    const json = Buffer.from(part.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("utf8");
    const v: unknown = JSON.parse(json);
    return typeof v === "object" && v !== null;
  } catch {
    return false;
  }
}

/** Token edge: not preceded by a token character. */
const B = "(?<![A-Za-z0-9_-])";

export const SECRET_FORMATS: readonly SecretFormat[] = [
  {
    id: "aws-access-key-id",
    source: "AWS IAM User Guide, 'Unique identifiers' (AKIA/ASIA/ABIA/ACCA, A3T prefixes)",
    pattern: new RegExp(`${B}(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])`, "g"),
  },
  {
    id: "aws-secret-access-key",
    source: "AWS IAM User Guide, access keys: 40-character secret key, here next to an aws…key name",
    pattern:
      /(?<![a-z0-9])aws[_-]?(?:secret[_-]?access[_-]?key|secret[_-]?key|access[_-]?key|secret)["']?\s{0,3}[:=]\s{0,3}["']?[A-Za-z0-9/+=]{40}(?![A-Za-z0-9/+=])/gi,
  },
  {
    id: "github-token",
    source: "GitHub blog 2021-04-05, 'Behind GitHub's new authentication token formats' (ghp_/gho_/ghu_/ghs_/ghr_, github_pat_)",
    pattern: new RegExp(`${B}(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{82})(?![A-Za-z0-9_])`, "g"),
  },
  {
    id: "gitlab-token",
    source: "GitLab docs, 'GitLab token overview: token prefixes'",
    pattern: new RegExp(
      `${B}(?:(?:glpat|gldt|glft|glsoat|glrt)-[A-Za-z0-9_-]{20,50}|GR1348941[A-Za-z0-9_-]{20,50}|glcbt-(?:[0-9a-fA-F]{2}_)?[A-Za-z0-9_-]{20,50}|glimt-[A-Za-z0-9_-]{25}|glptt-[A-Za-z0-9_-]{40}|glagent-[A-Za-z0-9_-]{50,1024}|gloas-[A-Za-z0-9_-]{64})(?![A-Za-z0-9_])`,
      "g",
    ),
  },
  {
    id: "slack-token",
    source: "Slack API docs, 'Token types' (xoxb-/xoxp-/xoxa-/xoxr-/xoxo-/xoxs-) and incoming webhooks",
    pattern: /(?:xox[abposr]-[0-9A-Za-z-]{10,250}|https:\/\/hooks\.slack\.com\/services\/T[A-Za-z0-9_]{4,20}\/B[A-Za-z0-9_]{4,20}\/[A-Za-z0-9_]{16,40})/g,
  },
  {
    id: "stripe-secret-key",
    source: "Stripe docs, 'API keys' (sk_live_/rk_live_ secret and restricted keys; pk_ keys are public)",
    pattern: new RegExp(`${B}(?:sk|rk)_live_[0-9A-Za-z]{24,247}(?![0-9A-Za-z])`, "g"),
  },
  {
    id: "openai-api-key",
    source: "OpenAI API keys: sk- with the T3BlbkFJ marker, or sk-proj-/sk-svcacct-/sk-admin- project keys (the prefix alone names the key; ≥ 32 characters after it, so a shortened copy counts)",
    pattern: new RegExp(
      `${B}sk-(?:(?:(?:proj|svcacct|admin)-)?[A-Za-z0-9_-]{20,74}T3BlbkFJ[A-Za-z0-9_-]{20,74}|(?:proj|svcacct|admin)-[A-Za-z0-9_-]{32,200})(?![A-Za-z0-9_-])`,
      "g",
    ),
    // "T3BlbkFJ" is base64 of "OpenAI". A body that carries the marker's tail "BlbkFJ" after
    // another letter pair ("T4BlbkFJ") spells something else: a key whose marker was altered,
    // as format tests write their negatives (detect-secrets' openai cases), not an OpenAI key.
    validate: (m) => !/BlbkFJ/.test(m.replace(/T3BlbkFJ/g, "")),
  },
  {
    id: "anthropic-api-key",
    source: "Anthropic console API keys (sk-ant-api03-…, sk-ant-admin01-…)",
    pattern: new RegExp(`${B}sk-ant-(?:api|admin)[0-9]{2}-[A-Za-z0-9_-]{80,120}(?![A-Za-z0-9_-])`, "g"),
  },
  {
    id: "google-api-key",
    source: "Google Cloud docs, API keys (AIza prefix, 39 characters)",
    pattern: new RegExp(`${B}AIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])`, "g"),
  },
  {
    id: "jwt",
    source: "RFC 7519 JSON Web Token: base64url JSON header and payload, optional signature",
    pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,4096}\.eyJ[A-Za-z0-9_-]{8,8192}(?:\.[A-Za-z0-9_-]{0,1024})?/g,
    validate: (m) => {
      const [h, p] = m.split(".");
      return b64urlJson(h ?? "") && b64urlJson(p ?? "");
    },
  },
  {
    id: "discord-bot-token",
    source: "Discord developer docs, bot token: base64 user id . timestamp . HMAC",
    pattern: /(?<![A-Za-z0-9_-])[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27}/g,
  },
  {
    id: "telegram-bot-token",
    source: "Telegram Bot API, 'Authorizing your bot' (<bot id>:<35-character secret>)",
    pattern: /(?<![A-Za-z0-9_:])[0-9]{8,10}:AA[0-9A-Za-z_-]{33}(?![0-9A-Za-z_-])/g,
  },
  {
    id: "twilio-sid-key",
    source: "Twilio docs, account SID (AC…) and API key SID (SK…): 34 characters",
    pattern: new RegExp(`${B}(?:AC|SK)[a-z0-9]{32}(?![A-Za-z0-9])`, "g"),
  },
  {
    id: "sendgrid-api-key",
    source: "Twilio SendGrid docs, API keys (SG.<22>.<43>)",
    pattern: /SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g,
  },
  {
    id: "mailchimp-api-key",
    source: "Mailchimp Marketing API docs, API key: 32 hex digits and a data-centre suffix (-us1…)",
    pattern: new RegExp(`${B}[0-9a-f]{32}-us[0-9]{1,2}(?![0-9A-Za-z])`, "g"),
  },
  {
    id: "npm-token",
    source: "npm docs, access tokens (npm_ prefix) and .npmrc _authToken lines",
    pattern: /(?:(?<![A-Za-z0-9_])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])|(?<![^\s"'=])\/\/[^\s:"'=]{1,300}:_authToken=\s{0,3}[A-Za-z0-9_-]{8,200})/g,
  },
  {
    id: "pypi-token",
    source: "PyPI docs, API tokens (pypi- macaroon for pypi.org or test.pypi.org)",
    pattern: /pypi-(?:AgEIcHlwaS5vcmc|AgENdGVzdC5weXBpLm9yZw)[A-Za-z0-9_-]{70,1000}/g,
  },
  {
    id: "artifactory-token",
    source: "JFrog Artifactory API keys (AKC…) and identity tokens (AP[0-9A-F]…)",
    pattern: /(?<=^|[\s=:"'])(?:AKC[A-Za-z0-9]{10,100}|AP[0-9A-F][A-Za-z0-9]{8,100})(?![A-Za-z0-9])/g,
  },
  {
    id: "square-oauth-secret",
    source: "Square developer docs, OAuth application secret (sq0csp-) and access token (sq0atp-)",
    pattern: /(?<![0-9A-Za-z_-])(?:sq0csp-[0-9A-Za-z\\_-]{43}|sq0atp-[0-9A-Za-z_-]{22}(?![0-9A-Za-z_-]))/g,
  },
  {
    id: "azure-storage-key",
    source: "Azure Storage docs, connection string AccountKey (88-character base64)",
    pattern: /AccountKey=[A-Za-z0-9+/]{86}==/g,
  },
  {
    id: "private-key",
    source: "RFC 7468 textual encoding: -----BEGIN … PRIVATE KEY-----",
    pattern: /-----BEGIN (?:[A-Z0-9]{1,12} ){0,2}PRIVATE KEY(?: BLOCK)?-----/g,
  },
  {
    id: "url-credentials",
    source: "RFC 3986 §3.2.1 userinfo: a password inside a URL (deprecated, always a leak)",
    pattern: /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]{1,15}:\/\/[^\s:@/"'<>]{1,64}:[^\s:@/"'<>]{1,128}@[a-z0-9-]{1,63}/gi,
  },
];
