/**
 * Placeholders are not secrets (issue 19 item 3): documentation and templates write a key's
 * shape with filler — `AKIAXXXXXXXXXXXXXXXX`, `<your-key>`, `${API_KEY}`, `sk-...`, AWS's own
 * documented example `AKIAIOSFODNN7EXAMPLE` — and an answer that quotes them leaks nothing.
 * A credential match whose value is a placeholder passes; every secret rule (the published
 * formats, the provider rules, secretlint, generic assignments) asks `isPlaceholder`.
 *
 * A value is a placeholder when, after its provider prefix:
 * - it names itself one: `example`, `sample`, `dummy`, `placeholder`, `changeme`, `your…`,
 *   `redacted`, `replace`, `insert`, `todo`, `xxx` (case-insensitive);
 * - it is a template: `<…>`, `${…}`, `{{…}}`, `%(…)s`, `[…]`, or ends in `...` / `…`;
 * - one character fills it: a run of one character at least half its length and ≥ 4 long
 *   (`XXXXXXXX`, `00000000`, `********`), or it uses at most two distinct characters.
 * A real key with a short run (`…Real00000000` in a 36-character body) is no placeholder.
 */

const NAMED = /example|sample|dummy|placeholder|changeme|change_me|your|redacted|replace|insert|todo|xxx|<|>|\$\{|\{\{|%\(/i;
const ELLIPSIS = /(?:\.\.\.|…)$/;

/** Length of the longest run of one character. */
function longestRun(s: string): number {
  let best = 0;
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    run = i > 0 && s[i] === s[i - 1] ? run + 1 : 1;
    if (run > best) best = run;
  }
  return best;
}

/**
 * Whether `value` (a matched credential, or the part after its known prefix) is a placeholder
 * (module comment).
 *
 * @example
 * isPlaceholder("AKIAXXXXXXXXXXXXXXXX", "AKIA") // → true
 * isPlaceholder("<your-key>")                    // → true
 * isPlaceholder("wJalrXUtnFEMI/K7MDENG/bPxRfi")  // → false
 */
export function isPlaceholder(value: string, prefix = ""): boolean {
  const body = value.startsWith(prefix) ? value.slice(prefix.length) : value;
  if (body.length === 0) return true;
  if (NAMED.test(body) || ELLIPSIS.test(body)) return true;
  if (/^\[[^\]]*\]$/.test(body)) return true;
  const run = longestRun(body);
  if (run >= 4 && run * 2 >= body.length) return true;
  return new Set(body).size <= 2;
}

/** Known provider prefixes stripped before the placeholder test (`AKIA`, `ghp_`, `sk-` …). */
const PREFIX = /^(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA|AKC|AP[0-9A-F]|gh[pousr]_|github_pat_|glpat-|xox[a-z]-|sk_live_|rk_live_|sk-(?:ant-(?:api|admin)[0-9]{2}-|proj-|svcacct-|admin-)?|AIza|npm_|pypi-|SG\.|hf_|r8_|gsk_|xai-|tskey-[a-z]+-|AGE-SECRET-KEY-1|GOCSPX-|PMAK-|shp(?:at|ss|ca|pa)_|dp\.st\.|lin_api_|ntn_|ATATT3|dapi|do[opr]_v1_|sbp_|pscale_tkn_|gl(?:c|sa)_|NRAK-|sntr[ys]s?_|pul-|hv[sb]\.|figd_|whsec_|xapp-|dckr_pat_|lsv2_(?:pt|sk)_|pcsk_|ops_|fo1_|rnd_|SK|AC)/;

/** `isPlaceholder` after stripping a known provider prefix. */
export function isPlaceholderKey(value: string): boolean {
  const prefix = PREFIX.exec(value)?.[0] ?? "";
  return isPlaceholder(value, prefix);
}

/**
 * Passwords documentation writes in a connection string's userinfo (`postgres://user:password@…`,
 * `amqp://guest:guest@…`): the word for a password, a server's documented default account, or
 * the user name repeated. Sources: the PostgreSQL, MySQL, RabbitMQ (`guest`), Redis and
 * MongoDB quick-start docs and their official container images' examples.
 */
const DEFAULT_PASSWORDS: ReadonlySet<string> = new Set([
  "password", "passwd", "pass", "pwd", "secret", "changeme", "guest", "postgres", "root", "admin", "test", "user",
  "mysql", "redis", "mongo", "default", "example", "mypassword", "mysecret", "yourpassword", "letmein", "pw", "p@ssw0rd",
]);

/**
 * Whether a URL's userinfo is a documentation default, not a credential: the password is a
 * placeholder (`isPlaceholder`), a documented default (`DEFAULT_PASSWORDS`), or the user name.
 *
 * @example
 * isDefaultCredential("user", "password") // → true
 * isDefaultCredential("app", "q8Zt!w2Lm") // → false
 */
export function isDefaultCredential(user: string, password: string): boolean {
  const pw = password.toLowerCase();
  return pw.length === 0 || DEFAULT_PASSWORDS.has(pw) || pw === user.toLowerCase() || isPlaceholder(password);
}

/** User names the same quick-starts write (`user`, `postgres`, `root`, `guest` …). */
const DEFAULT_USERS: ReadonlySet<string> = new Set(["", "user", "username", "postgres", "root", "admin", "guest", "test", "default", "mysql", "redis", "mongo", "app", "me", "dbuser", "myuser"]);

/**
 * Shared service accounts a URL names without a password: `git` (the SSH user of GitHub,
 * GitLab and Bitbucket remotes, `ssh://git@github.com/…`, per their SSH docs) and `anonymous` /
 * `ftp` (anonymous FTP, RFC 1635). Everyone uses the same name: it identifies no one.
 */
const SERVICE_USERS: ReadonlySet<string> = new Set(["git", "anonymous", "ftp"]);

/**
 * Whether a URL's whole userinfo is a documentation default — a default user name AND a
 * default password (or the name repeated), or a shared service account with no password
 * (`SERVICE_USERS`) — so it can carry no data out (`egress`).
 *
 * @example
 * isDefaultUserinfo("guest", "guest")   // → true
 * isDefaultUserinfo("git", "")          // → true
 * isDefaultUserinfo("0104821", "secret") // → false
 */
export function isDefaultUserinfo(user: string, password: string): boolean {
  const u = user.toLowerCase();
  const pw = password.toLowerCase();
  return (DEFAULT_USERS.has(u) && (DEFAULT_PASSWORDS.has(pw) || pw === u)) || (SERVICE_USERS.has(u) && pw === "");
}
