/**
 * Secrets and credentials, synchronously: the published formats of `secret-formats.ts`,
 * matched on the original text (case matters in token formats). `gateAnswer` adds the
 * secretlint recommended preset asynchronously (`secretlint.ts`) — both report as `secret`.
 * Block code `ERR_LEAK_SECRET`; findings name the rule, never the value.
 */
import type { Finding } from "../../core/light.js";
import { makeFinding } from "../../core/light.js";
import type { Shadow } from "../../boundary/index.js";
import type { CompiledDetector, DetectorSpec } from "../types.js";
import { SECRET_FORMATS } from "./secret-formats.js";
import { PROVIDER_FORMATS } from "./secret-providers.js";
import { isDefaultCredential, isPlaceholder, isPlaceholderKey } from "./placeholder.js";
import { entropy } from "../egress/data.js";
import { ALPHABETIC_NOUNS, DENSE_COPULAS, DENSE_NOUNS, SPACED_COPULAS } from "./credential-words.js";
import { trailingRun } from "./util.js";
import { caseView, prefoldAnswer, type TextView } from "../view.js";
import { notStrictlyContained } from "../spans.js";
import { concatenated, decodedBase64, decodedHex, REASSEMBLY_PATTERNS, reversedRuns, spacedBlocks, spelledKeys, tableColumns } from "./secret-reassembly.js";
import { COMMAND_PATTERNS, commandSecrets } from "./secret-commands.js";
import { fragmentsJoined, pendingPrefix, PREFIX_JOIN_PATTERNS, prefixBlocks, prefixJoined } from "./secret-prefix-joins.js";
import { matchesOf, textFacts, type TextFacts } from "../prefilter.js";
import type { RampartConfig } from "../../core/light.js";
import { ALLOWED_LINK_PATTERNS, allowedHosts, allowedUrlSpans } from "./secret-allowed-links.js";
import type { HostList } from "../egress/index.js";

/** The only format with spaces inside is a PEM header (≤ 59 characters). */
const SPACED_FORMAT_WINDOW = 64;
const PEM_HEAD = "-----begin";

/**
 * Streaming hold, in shadow code units (the shadow drops zero-width characters and folds
 * fullwidth forms, as the case view the formats run on does): the trailing unbroken run, or
 * from a PEM header's start while it is open, or from a key prefix whose body has not arrived
 * (`pendingPrefix`: `ghp_ followed by …`).
 */
function hold(text: string): number {
  const pem = text.lastIndexOf(PEM_HEAD);
  const pemHold = pem >= 0 && text.length - pem <= SPACED_FORMAT_WINDOW ? text.length - pem : 0;
  return Math.max(trailingRun(text), pemHold, pendingPrefix(text));
}

/** Every credential format: the published ones and the provider rows (`secret-providers.ts`). */
const ALL_FORMATS = [...SECRET_FORMATS, ...PROVIDER_FORMATS];

/**
 * A generic credential assignment — `.env` (`DB_PASSWORD=…`, `export API_TOKEN=…`), YAML
 * (`password: …`), JSON (`"client_secret": "…"`), code (`apiKey = "…"`, `:=`, `=>`) — found
 * as "an identifier, an assignment, a value" and kept when the identifier names a credential
 * (`CREDENTIAL_NAME`) and the value clears the entropy floor (`strongValue`). Prose
 * (`비밀번호는 …`, `the password is …`) has its own pattern. Bounded repeats over classes
 * that the separators do not share: linear.
 */
const ASSIGNMENT = /(?<![A-Za-z0-9_.-])["']?([A-Za-z_][A-Za-z0-9_.-]{0,63})["']?[ \t]{0,3}(?::=|=>|=|:)[ \t]{0,3}["'`]?(?:(?:Bearer|Basic|Token|Digest|ApiKey|Key)[ \t]{1,3})?([^\s"'`,;]{8,256})/g;
/**
 * Context secrets: a credential-named parameter inside a URL or connection string
 * (`jdbc:…?user=app&password=…`, `…;Password=…;`) — the assignment pattern above swallows the
 * whole URL as one value, so parameters get their own pass — and the keyword-space-value
 * layout of `.netrc` and similar files (`machine h login u password p`).
 */
const URL_PARAMETER = /[?&;]([A-Za-z_][A-Za-z0-9_.-]{0,40})=([^&;\s"'`#]{6,256})/g;
const KEYWORD_VALUE = /(?<![A-Za-z0-9_])(password|passwd|passphrase|secret|token|apikey|api_key)[ \t]{1,3}([^\s"'`]{8,128})/gi;
/**
 * Partial redaction: a token with a mask run (`****`, `••••`, `XXXX` after other characters)
 * that still shows ≥ `PARTIAL_VISIBLE` random characters has leaked those characters.
 */
const MASKED_TOKEN = /(?<![A-Za-z0-9_+/=*•-])[A-Za-z0-9_+/=*•-]{20,256}/g;
const MASK_RUN = /\*{3,}|•{3,}|(?<=[a-z0-9])X{4,}/;
const PARTIAL_VISIBLE = 16;
const PROSE_ASSIGNMENT = /(?:비밀번호|패스워드|암호|토큰|시크릿|인증키|api ?키|password|passphrase|passcode|api key|token|secret)[ \t]{0,3}(?:는|은|이|가|:|=|is|was)[ \t]{1,3}["'`]?([\x21-\x7e]{8,128})/gi;
/**
 * Names of a Wi-Fi network's key (WPA/WPA2 pre-shared key): `WLAN-Schlüssel`,
 * `Netzwerkschlüssel`, `clé WPA`, `clé Wi-Fi`, `clé de sécurité`, `WPA key`, `network key`,
 * `pre-shared key`, `PSK`, `暗号化キー`, `无线密码`, `네트워크 보안 키` (the labels router manuals and
 * operating systems print for it). A Wi-Fi key may be digits only (many routers ship a 16–20
 * digit key), so after these nouns a long digit run counts too (`wifiKeyValue`).
 */
const WIFI_KEY_NOUN = String.raw`(?:(?<![\p{L}])(?:(?:wlan|wifi|wi-fi|netzwerk|funk|wpa2?)-?schl(?:ü|ue)ssel|netzwerkschl(?:ü|ue)ssel|cl(?:é|e) (?:wpa2?|wi-?fi|wifi|de s(?:é|e)curit(?:é|e)(?: r(?:é|e)seau)?)|(?:wpa2?|wi-?fi|wireless|network|security) (?:key|passphrase)|pre-?shared key|psk)(?![\p{L}])|(?:暗号化キー|セキュリティキー|无线密码|無線密碼|네트워크 보안 키|와이파이 키))`;
const WIFI_NOUN_ONLY = new RegExp(WIFI_KEY_NOUN, "iu");

/**
 * A credential noun in prose, per language (`credential-words.ts`: 30 languages, from English
 * password, German Passwort, French mot de passe, Russian пароль, Polish hasło and Turkish
 * şifre to Japanese パスワード, Chinese 密码 and Korean 비밀번호; nouns of scripts without
 * spaces need no word boundary before them). After it,
 * `DISCLOSURE` reads a few words of filler ("… for the router", "de la base de datos", "の"),
 * a copula or a colon of the same languages, and the value.
 */
const CREDENTIAL_NOUN = new RegExp(String.raw`(?<![\p{L}])(?:${ALPHABETIC_NOUNS})|(?:${DENSE_NOUNS})|${WIFI_KEY_NOUN}`, "giu");
/** `CREDENTIAL_NOUN` without the global flag: the assignment scan's cheap precheck. */
const HAS_CREDENTIAL_NOUN = new RegExp(CREDENTIAL_NOUN.source, "iu");
/**
 * Filler (≤ 40 characters, no sentence end), then a copula of the table (EN is, DE lautet,
 * IT è, PL jest, RU это …, glued in JA は, ZH 是, KO 는), a colon or `=`, or a dash between
 * spaces (`Пароль от админки — …`) — and the value. Run on a bounded slice after each noun: linear.
 */
const DISCLOSURE = new RegExp(
  String.raw`^[^\n.!?。！？]{0,40}?(?:[ \t](?:${SPACED_COPULAS})[ \t]{1,3}|[ \t]{0,2}[:：=][ \t]{0,3}|[ \t]{1,2}[-—–][ \t]{1,3}|[ \t]?[—–][ \t]{0,3}|(?:${DENSE_COPULAS})[ \t]{0,3})(?:[「『"'\x60“«„][ \t]{0,2})?([\x21-\x7e]{8,128})`,
  "u",
);
/**
 * Command-line credentials: `curl -u user:secret`, `--user user:secret`, and flags that take a
 * secret (`--password=…`, `--password '…'`, `--token …`, `--api-key …`, mysql `-p…`).
 * The user name holds no `=`: a run of `-u=-u=…` cannot be re-read from every `-u` (recheck's
 * fuzzer read the `=`-admitting class as a cubic attack; only a second look passed it).
 */
const CLI_USER = /(?<![A-Za-z0-9_-])(?:-u|--user)(?:[ \t]{1,3}|=)["']?[^\s:="'`]{1,64}:([^\s"'`@]{6,128})/g;
const CLI_FLAG = /(?<![A-Za-z0-9_-])(?:--(?:password|passwd|pass|pwd|token|secret|api-?key|auth-?token|access-?token)(?:[ \t]{1,3}|=)|-p(?=[^\s-]))["']?([^\s"'`]{6,128})/gi;
/** Identifier words that name a credential (anywhere in `DB_PASSWORD`, `clientSecret`, `api.key`). */
const CREDENTIAL_NAME = /pass(?:wd|word|phrase|code)?|pwd|secret|token|api[_.-]?key|apikey|access[_.-]?key|auth[_.-]?key|private[_.-]?key|credential|signing[_.-]?key|encryption[_.-]?key|(?:^|[_.-])(?:proxy-)?auth(?:orization)?$|(?:^|[_.-])psk$|wpa[_.-]?(?:key|psk)|pre[_.-]?shared[_.-]?key|network[_.-]?key|wifi[_.-]?key|wlan[_.-]?key/i;
/** A value that is code, not a secret: a dotted reference (`process.env.X`), a constant's name, a path. */
const CODE_VALUE = /^(?:[A-Za-z_$][A-Za-z0-9_$]*(?:\.[A-Za-z_$][A-Za-z0-9_$]*)+(?:\(\))?|[A-Z][A-Z0-9_]+|\/[^\s]*|[a-z]+:\/\/.*|true|false|null|none|undefined)$/;
/**
 * A value that REFERS to a secret held elsewhere: an environment or config lookup
 * (`os.environ["DB_PASSWORD"]`, `os.getenv("X")`, `process.env.X`, `ENV['X']`, `config.get('k')`,
 * `System.getenv("X")`), a template (`{{ vault_x }}`, `${X}`, `%(x)s`), PowerShell's environment
 * drive (`$env:API_KEY`, Microsoft "about_Environment_Variables"), Symfony's env processor
 * (`%env(DB_PASSWORD)%`, Symfony "Environment Variable Processors"), a shell command
 * substitution (`$(vault kv get …)`, POSIX Shell Command Language §2.6.3). Only the start is
 * tested: the assignment pattern cuts the value at a quote.
 */
const REFERENCE_VALUE = /^(?:[A-Za-z_$][A-Za-z0-9_$]*\.)*(?:environ|getenv|env|ENV|get|getProperty|secrets?|config|settings|vars|params)(?:\[|\(|\.|$)|^\$\{|^\{\{|^%\(|^\$[A-Z_]|^\$[Ee]nv:|^%env\(|^\$\(/;
/**
 * A value that is a code expression computing the secret at run time, not the secret: a call
 * or a subscript of a (dotted) name without digits — `getpass.getpass(`, `input(`,
 * `click.prompt(`, `await prompt(`, `new SecretStr(`, `self.vault[`, a path call
 * `std::env::var(` (Rust, C++ and PHP write `::` between the parts) — as the assignment and
 * prose patterns cut it at the first quote. A password with a parenthesis keeps a digit or a
 * symbol before it (`Tr0ub4dor(x`).
 */
const CALL_VALUE = /^(?:(?:await|new|yield)[ \t]+)?[A-Za-z_$][A-Za-z_$]*(?:(?:\.|::)[A-Za-z_$][A-Za-z_$]*)*[ \t]*[([]/;

/** A Wi-Fi key value: a strong value, or a long digit run (a router's printed 16–20 digit key), or 8+ characters with a digit. */
function wifiKeyValue(value: string): boolean {
  if (isPlaceholder(value) || CALL_VALUE.test(value) || REFERENCE_VALUE.test(value)) return false;
  return /^[0-9]{12,63}$/.test(value) || (value.length >= 8 && /[0-9]/.test(value) && /[A-Za-z]/.test(value));
}

/** Words joined by dashes, dots or underscores (`a-fake-tooshort-key`): readable, no secret. */
const WORDS_ONLY = /^[A-Za-z]+(?:[-_.][A-Za-z]+)*$/;
/** A UUID (RFC 9562) names a thing far more often than it guards one (client ids, request ids). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Minimum Shannon entropy (bits per character) of a generic credential value. */
export const ENTROPY_FLOOR = 3;

/**
 * Whether a generic assignment's value reads as a real credential: ≥ 8 characters, not a
 * placeholder, not code, at least two character classes with a digit or a symbol, and
 * entropy ≥ `ENTROPY_FLOOR` bits per character.
 */
export function strongValue(value: string): boolean {
  if (value.length < 8 || isPlaceholder(value) || CODE_VALUE.test(value) || REFERENCE_VALUE.test(value) || CALL_VALUE.test(value) || WORDS_ONLY.test(value) || UUID.test(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
  if (classes < 2 || !/[0-9]|[^A-Za-z0-9]/.test(value)) return false;
  return entropy(value) >= ENTROPY_FLOOR;
}

/**
 * The key name of an assignment as written, without the letter of a string escape glued before
 * it: in JSON or code text a line break is `\\n` (`"# prod keys\\nAPI_KEY=…"`), so the name
 * pattern starts at the escape's `n` (`nAPI_KEY`) and the reason would name the comment's escape
 * with the key. `at` is where `name` starts in `text`.
 *
 * @example
 * keyName("# db\\nAPI_KEY", 5, "nAPI_KEY") // → "API_KEY"
 */
export function keyName(text: string, at: number, name: string): string {
  return text[at - 1] === "\\" && /^[ntr][A-Za-z_]/.test(name) ? name.slice(1) : name;
}

/** Generic assignments on one view, mapped to original offsets (the value's span). */
function scanAssignments(view: TextView, out: Map<string, Finding>, facts: TextFacts = textFacts(view.text)): void {
  if (!/[=:：]|는|은|이|가|は|是|为|為|is|was|lautet|es|é|-u|--|-[pPaw]|pass|secret|token|api/i.test(view.text) && !HAS_CREDENTIAL_NOUN.test(view.text)) return;
  const add = (start: number, end: number, reason: string) => {
    const orig = view.toOriginal(start, end);
    const key = `${orig.start}:${orig.end}`;
    if (!out.has(key)) out.set(key, makeFinding({ kind: "detector", id: "secret", category: "secret.credential", start: orig.start, end: orig.end, score: 0.8, reason }));
  };
  for (const m of matchesOf(ASSIGNMENT, facts)) {
    const name = keyName(view.text, m.index + m[0].indexOf(m[1] as string), m[1] as string);
    const value = (m[2] as string).replace(/[)\]}>]+$/, "");
    if (!CREDENTIAL_NAME.test(name) || !strongValue(value)) continue;
    const at = m.index + m[0].length - (m[2] as string).length;
    add(at, at + value.length, `generic credential assignment (${name.length > 40 ? "key" : name.replace(/[^A-Za-z0-9_.-]/g, "")}, entropy ≥ ${ENTROPY_FLOOR} bits/char)`);
  }
  for (const m of matchesOf(URL_PARAMETER, facts)) {
    const value = m[2] as string;
    if (!CREDENTIAL_NAME.test(m[1] as string) || !strongValue(value)) continue;
    const at = m.index + m[0].length - value.length;
    add(at, at + value.length, `credential parameter in a URL or connection string (entropy ≥ ${ENTROPY_FLOOR} bits/char)`);
  }
  for (const m of matchesOf(KEYWORD_VALUE, facts)) {
    const value = (m[2] as string).replace(/["'`.,;:!?)\]}>]+$/, "");
    if (!strongValue(value)) continue;
    const at = m.index + m[0].length - (m[2] as string).length;
    add(at, at + value.length, `credential after its keyword (.netrc layout; entropy ≥ ${ENTROPY_FLOOR} bits/char)`);
  }
  scanMasked(view, add);
  for (const re of [CLI_USER, CLI_FLAG]) {
    for (const m of matchesOf(re, facts)) {
      const value = (m[1] as string).replace(/["'`.,;:!?)\]}>]+$/, "");
      if (!strongValue(value)) continue;
      const at = m.index + m[0].length - (m[1] as string).length;
      add(at, at + value.length, `credential on a command line (entropy ≥ ${ENTROPY_FLOOR} bits/char)`);
    }
  }
  for (const c of commandSecrets(view.text)) {
    const value = view.text.slice(c.start, c.end).replace(/["'`.,;:!?)\]}>]+$/, "");
    if (strongValue(value)) add(c.start, c.start + value.length, `password on a command line (${c.source}; entropy ≥ ${ENTROPY_FLOOR} bits/char)`);
  }
  for (const m of matchesOf(CREDENTIAL_NOUN, facts)) {
    const from = m.index + m[0].length;
    // A noun glued into a URL or path (`user:password@host`, `/password/reset`) is a piece of
    // that token — its userinfo is judged by the URL rules — not a word of prose.
    if (/[@/]/.test(view.text[from] ?? "") || /[:/]/.test(view.text[m.index - 1] ?? "")) continue;
    const d = DISCLOSURE.exec(view.text.slice(from, from + 200));
    if (d === null) continue;
    const value = (d[1] as string).replace(/["'`.,;:!?)\]}>」』”]+$/, "");
    const wifi = WIFI_NOUN_ONLY.test(m[0]);
    if (!strongValue(value) && !(wifi && wifiKeyValue(value))) continue;
    const at = from + d[0].length - (d[1] as string).length;
    add(at, at + value.length, `${wifi ? "Wi-Fi key" : "credential"} disclosed in prose (entropy ≥ ${ENTROPY_FLOOR} bits/char)`);
  }
  for (const m of matchesOf(PROSE_ASSIGNMENT, facts)) {
    const value = (m[1] as string).replace(/["'`.,;:!?)\]}>]+$/, "");
    if (!strongValue(value)) continue;
    const at = m.index + m[0].length - (m[1] as string).length;
    add(at, at + value.length, `credential stated in prose (entropy ≥ ${ENTROPY_FLOOR} bits/char)`);
  }
}

/** Partially masked tokens that still show `PARTIAL_VISIBLE` random characters (`MASKED_TOKEN`). */
function scanMasked(view: TextView, add: (start: number, end: number, reason: string) => void): void {
  if (!/\*{3}|•{3}|XXXX/.test(view.text)) return;
  for (const m of view.text.matchAll(MASKED_TOKEN)) {
    const token = m[0];
    if (!MASK_RUN.test(token)) continue;
    // The visible pieces, without a provider prefix, as one string.
    const visible = token.replace(/^(?:[a-z]{2,6}[_-](?:[a-z]{2,8}[_-])?)/, "").replace(/\*+|•+|X{4,}/g, "");
    if (visible.length < PARTIAL_VISIBLE || isPlaceholder(visible) || WORDS_ONLY.test(visible)) continue;
    const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((re) => re.test(visible)).length;
    if (classes < 2 || entropy(visible) < 3.5) continue;
    add(m.index, m.index + token.length, `partially masked credential still shows ${visible.length} characters`);
  }
}

/** Format matches on one view of the answer, mapped to original offsets. */
function scan(view: TextView, out: Map<string, Finding>, folded: boolean): void {
  const facts = textFacts(view.text);
  scanAssignments(view, out, facts);
  for (const format of ALL_FORMATS) {
    for (const m of matchesOf(format.pattern, facts)) {
      if (format.validate && !format.validate(m[0])) continue;
      if (isPlaceholderKey(m[0])) continue;
      if (format.id === "url-credentials") {
        // `postgres://user:password@localhost` in a setup guide is the documented default: a
        // default password to the reader's own machine (a real host keeps the finding).
        const info = /:\/\/([^:@/]*):([^@]*)@/.exec(m[0]);
        const host = /^(?:localhost|127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|0\.0\.0\.0)(?![a-z0-9.-])/i.test(view.text.slice(m.index + m[0].length - (m[0].length - m[0].lastIndexOf("@") - 1), m.index + m[0].length + 16));
        if (info && host && isDefaultCredential(info[1] as string, info[2] as string)) continue;
      }
      const { start, end } = view.toOriginal(m.index, m.index + m[0].length);
      const key = `${start}:${end}`;
      if (out.has(key)) continue;
      out.set(
        key,
        makeFinding({
          kind: "detector",
          id: "secret",
          category: "secret.credential",
          start,
          end,
          score: 0.95,
          reason: `credential format ${format.id}${folded ? " (hidden or fullwidth characters inside)" : ""}`,
        }),
      );
    }
  }
}

/**
 * Runs every published format on the original answer (case matters in token formats) and,
 * when the answer holds invisible or compatibility characters, on its case view too, so a
 * key with a zero-width space, a control character (NUL, ESC, DEL, NEL), a lone surrogate,
 * U+FFFD, a combining mark or fullwidth letters inside is still found (`caseView` with
 * `controls`); and when the gate
 * view's prefold changes the answer (character references and percent-escapes decoded, inline
 * tags, Markdown emphasis and HTML comments padded: `ghp&#95;…`, `AKIA%49…`,
 * `ghp_…<b></b>…`, `ghp_…**…**`), on the case view of the prefolded answer as well. The
 * prefold keeps the length, so its case view maps straight back to the original.
 */
function detect(shadow: Shadow, hosts: HostList | null = null): Finding[] {
  const found = new Map<string, Finding>();
  const original = shadow.original;
  scan({ text: original, toOriginal: (start, end) => ({ start, end }) }, found, false);
  const view = caseView(original, { controls: true });
  if (view.text !== original) scan(view, found, true);
  const pre = prefoldAnswer(original);
  if (pre !== original) scan(caseView(pre, { controls: true }), found, true);
  scanReassembled(original, found);
  if (original.includes("\n")) scanLineJoined(original, found);
  const findings = dropContained([...found.values()]);
  return hosts === null ? findings : dropAllowedLinkData(original, findings, hosts);
}

/** Reasons of findings that name a published key format (kept on any link). */
const FORMAT_REASON = /^credential format /;

/**
 * Drops GENERIC credential findings (judged by a name and entropy, not by a published format)
 * that lie inside the URL of a link to an allow-listed host: that value is the link's own
 * data (`secret-allowed-links.ts`).
 */
function dropAllowedLinkData(original: string, findings: Finding[], hosts: HostList): Finding[] {
  if (findings.every((f) => FORMAT_REASON.test(f.reason))) return findings;
  const spans = allowedUrlSpans(original, hosts);
  if (spans.length === 0) return findings;
  return findings.filter((f) => FORMAT_REASON.test(f.reason) || !spans.some(([a, b]) => f.start >= a && f.start < b));
}

/**
 * Credentials put back together (`secret-reassembly.ts`): literals joined by `+` or listed,
 * a table column, blocks apart by spaces or dashes, characters spelled one at a time, base64 and
 * hex runs decoded, token runs read backwards, a provider prefix written apart from its body
 * (`secret-prefix-joins.ts`). A candidate that holds a published
 * format (or, decoded, a credential assignment) is reported over its whole span.
 */
function scanReassembled(original: string, found: Map<string, Finding>): void {
  const candidates = [...concatenated(original), ...tableColumns(original), ...spacedBlocks(original), ...decodedBase64(original), ...decodedHex(original), ...reversedRuns(original), ...spelledKeys(original), ...prefixJoined(original), ...prefixBlocks(original), ...fragmentsJoined(original)];
  // Blocks after a prefix are offered one more at a time: the fewest that make a key end it.
  const blocksEnded = new Set<number>();
  for (const c of candidates) {
    if (c.how === "prefix and blocks joined" && blocksEnded.has(c.start)) continue;
    const inner = new Map<string, Finding>();
    const view = { text: c.text, toOriginal: (start: number, end: number) => ({ start, end }) };
    const facts = textFacts(c.text);
    if (c.how === "base64-decoded" || c.how === "hex-decoded") scanAssignments(view, inner, facts);
    for (const format of ALL_FORMATS) {
      for (const m of matchesOf(format.pattern, facts)) {
        if ((format.validate && !format.validate(m[0])) || isPlaceholderKey(m[0])) continue;
        // A prefix joined to a body counts only as a key that starts with that prefix.
        if (c.how.startsWith("prefix") && m.index !== 0) continue;
        inner.set(`${m.index}`, makeFinding({ kind: "detector", id: "secret", category: "secret.credential", start: 0, end: 0, score: 0.9, reason: `credential format ${format.id}` }));
      }
    }
    const first = [...inner.values()][0];
    if (first === undefined) continue;
    if (c.how === "prefix and blocks joined") blocksEnded.add(c.start);
    const key = `${c.start}:${c.end}`;
    if (!found.has(key)) found.set(key, makeFinding({ kind: "detector", id: "secret", category: "secret.credential", start: c.start, end: c.end, score: 0.85, reason: `${first.reason.replace(/ \(.*$/, "")} (${c.how})` }));
  }
}

/** A line break (with a quote marker or indentation after it) between two token characters. */
const LINE_SPLIT = /(?<=[A-Za-z0-9_-])[ \t]{0,2}\r?\n(?:[ \t]{0,4}>?[ \t]{0,2})(?=[A-Za-z0-9_-])/g;

/**
 * A key split over lines (`ghp_…⏎…`, `> AKIA…⏎> …`): the published formats are run once more
 * on the answer with every line break between two token characters removed, and a match
 * counts only when it spans a removed break (the rest the plain scan saw). The formats fix a
 * key's prefix and length, so two lines of prose do not join into one; generic assignments
 * are not run here.
 */
function scanLineJoined(original: string, out: Map<string, Finding>): void {
  const index: number[] = [];
  const parts: string[] = [];
  const joints: number[] = [];
  let pos = 0;
  for (const m of original.matchAll(LINE_SPLIT)) {
    for (let i = pos; i < m.index; i++) index.push(i);
    parts.push(original.slice(pos, m.index));
    joints.push(index.length);
    pos = m.index + m[0].length;
  }
  for (let i = pos; i < original.length; i++) index.push(i);
  parts.push(original.slice(pos));
  index.push(original.length);
  const text = parts.join("");
  // Both sides of every spanned break hold ≥ 6 of the key's characters: a key wrapped at a
  // line's end, not a short value glued to the next line's field name (`12⏎secret_key…`).
  // `joints` is sorted: a binary search finds the breaks inside [a, b) (linear in the findings).
  const spansJoint = (a: number, b: number) => {
    let lo = 0;
    let hi = joints.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((joints[mid] as number) <= a) lo = mid + 1;
      else hi = mid;
    }
    let any = false;
    for (let k = lo; k < joints.length && (joints[k] as number) < b; k++) {
      const j = joints[k] as number;
      if (j - a < 6 || b - j < 6) return false;
      any = true;
    }
    return any;
  };
  const found = new Map<string, Finding>();
  scan({ text, toOriginal: (start, end) => ({ start: index[start] as number, end: end > start ? (index[end - 1] as number) + 1 : (index[start] as number) }) }, found, false);
  const joinedAt = new Map<number, number>();
  index.forEach((o, i) => joinedAt.set(o, i));
  for (const [key, f] of found) {
    const a = joinedAt.get(f.start) ?? 0;
    const b = (joinedAt.get(f.end - 1) ?? 0) + 1;
    if (spansJoint(a, b) && !out.has(key)) out.set(key, { ...f, reason: `${f.reason} (split over lines)` });
  }
}

/** Drops a finding lying inside another (the folded view may see a longer token). */
function dropContained(findings: Finding[]): Finding[] {
  const keep = notStrictlyContained(findings);
  return findings.filter((_, i) => keep[i]);
}

export const secretDetector: DetectorSpec = {
  id: "secret",
  category: "secret.credential",
  code: "ERR_LEAK_SECRET",
  label: "SECRET",
  patterns: [...ALL_FORMATS.map((f) => f.pattern), LINE_SPLIT, ASSIGNMENT, URL_PARAMETER, KEYWORD_VALUE, MASKED_TOKEN, MASK_RUN, PROSE_ASSIGNMENT, CREDENTIAL_NOUN, HAS_CREDENTIAL_NOUN, WIFI_NOUN_ONLY, DISCLOSURE, CLI_USER, CLI_FLAG, ...COMMAND_PATTERNS, ...REASSEMBLY_PATTERNS, ...PREFIX_JOIN_PATTERNS, CREDENTIAL_NAME, CODE_VALUE, REFERENCE_VALUE, CALL_VALUE, WORDS_ONLY, UUID, FORMAT_REASON, ...ALLOWED_LINK_PATTERNS],
  compile: (config?: RampartConfig): CompiledDetector => {
    const hosts = allowedHosts(config);
    return {
      id: "secret",
      category: "secret.credential",
      code: "ERR_LEAK_SECRET",
      label: "SECRET",
      // Tokens have no whitespace: a stream holds the trailing unbroken run, however long.
      window: SPACED_FORMAT_WINDOW,
      hold,
      detect: (shadow) => detect(shadow, hosts),
      canonical: (t) => t,
    };
  },
};
