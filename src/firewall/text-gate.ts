/**
 * Free text of a tool call (issue 18, round 4): the arguments that are not one vouched value
 * — an e-mail `body`, a `message`, a `note`, a search `query` — can carry data out as well
 * as a recipient can.
 *
 * - Side effects: each free-text string goes through the output gate's deterministic
 *   detectors that name a leak whatever the audience (`TEXT_DETECTORS`: secrets, code
 *   names, blocked terms, canaries, system-prompt overlap, and egress — a link to a host not
 *   on `gate.egress.allow.links` that carries data). A finding the user vouched for (its
 *   text is in the user's turns; for a link also a link the session received as written)
 *   does not count; any other finding asks for an approval. Personal-data detectors are
 *   left out: a mail body names phone numbers and addresses as a matter of course.
 * - Reads that reach the network (every read tool's free-text argument): a URL or host name
 *   inside the text (`site:collect.example …`, `https://x.example/?q=…`) follows the egress
 *   rule — its canonical key is in trusted text, or it occurs as written (same key, and for
 *   a URL with userinfo or a fragment the same text) in something the session received.
 *
 * The gate is loaded on first use (`import()`), so `rampart/firewall` does not load the
 * gate's detectors until a call carries free text.
 */
import type { GatePolicy } from "../gate/policy.js";
import type { JsonValue } from "./canonical.js";
import type { DetectedFinding } from "../gate/gate.js";
import { createMemo, type Memo } from "./memo.js";
import { deriveLeaf, hasAnyKey, leaves } from "./provenance.js";
import type { ProvenanceIndex } from "./transcript.js";
import { urlKeyHost } from "./taint-keys.js";
import { hasUserinfoOrFragment, vouchedLeaf } from "./vouch.js";
import { fileExtensionHost } from "./file-names.js";
import { hostCarriesPrivate, privateInTransformed, privateSecretToken } from "./private-query.js";

/** The gate detectors a side effect's free text runs through (a leak to any recipient). */
export const TEXT_DETECTORS: ReadonlySet<string> = new Set(["secret", "code-name", "blocked-term", "canary", "system-prompt", "egress"]);

/** Longest free-text string scanned; a longer one asks for an approval unread (bounded work per call). */
export const MAX_TEXT_CHARS = 100_000;

/** One reason a free-text argument needs an approval. */
export interface TextFinding {
  /** The argument. */
  arg: string;
  /** The gate detector id (`secret`, `egress` …), or `egress-host` for a read's host, `too-long`, `gate-fault`. */
  detector: string;
}

type GateModule = typeof import("../gate/gate.js");
type ViewModule = typeof import("../gate/view.js");
type ExtractModule = typeof import("../gate/egress/extract.js");

/** The loaded gate: the functions used here and the policy restricted to `TEXT_DETECTORS`. */
export interface TextGate {
  readonly policy: GatePolicy;
  /** Hosts asked about (`hostAllowed`), bounded. */
  readonly allowedHosts: Map<string, boolean>;
  readonly gate: GateModule;
  readonly view: ViewModule;
  readonly extract: ExtractModule;
  /**
   * The gate's findings in a text (`detectAll` on its gate shadow, secret duplicates merged):
   * a pure function of the text under this gate's fixed policy, kept for short texts that
   * recur (a subject line, a greeting; `FINDINGS_MEMO`). The arrays are shared: read only.
   */
  readonly findings: Memo<readonly DetectedFinding[]>;
}

/**
 * Bounds of the findings memo: entries kept, and the longest text kept (longer texts are
 * scanned every time). Half the dispatch time of a write with a short free-text argument was
 * the secret detector's format scan of that same text, call after call (`npm run bench --
 * firewall`).
 */
const FINDINGS_MEMO = { entries: 1024, chars: 512 } as const;

/**
 * Loads the gate and restricts `policy` (the application's compiled gate policy, from the
 * same configuration) to `TEXT_DETECTORS`; without one, the defaults of an empty
 * configuration (secrets and egress; no code names or system prompt are known).
 *
 * @throws whatever loading the gate throws (the dispatcher fails closed: an approval).
 */
export async function loadTextGate(policy: GatePolicy | undefined): Promise<TextGate> {
  const [gate, view, extract] = await Promise.all([import("../gate/gate.js"), import("../gate/view.js"), import("../gate/egress/extract.js")]);
  let base = policy;
  if (base === undefined) {
    const [{ compileGatePolicy }, { parseConfig }] = await Promise.all([import("../gate/policy.js"), import("../core/config/index.js")]);
    base = compileGatePolicy(parseConfig({}, "firewall text gate defaults"));
  }
  const restricted: GatePolicy = Object.freeze({ ...base, detectors: Object.freeze(base.detectors.filter((d) => TEXT_DETECTORS.has(d.id))) });
  const findings = createMemo(FINDINGS_MEMO.entries, FINDINGS_MEMO.chars, (text) => gate.mergeSecretDuplicates(gate.detectAll(view.gateShadow(text), restricted)));
  return { policy: restricted, allowedHosts: new Map(), gate, view, extract, findings };
}

/** True when some string leaf of a value has a letter or digit (free text worth scanning). */
export function hasText(value: JsonValue): boolean {
  if (typeof value === "string") return /[\p{L}\p{N}]/u.test(value);
  if (value === null || typeof value !== "object") return false;
  return leaves(value).some((l) => typeof l === "string" && /[\p{L}\p{N}]/u.test(l));
}

/**
 * The detectors that find something in a side effect's free-text value that the user did not
 * vouch for (see the module comment), each once. A value that is itself vouched (the user
 * wrote it as a whole) has none.
 */
export function sideEffectTextFindings(arg: string, value: JsonValue, ix: ProvenanceIndex, tg: TextGate): TextFinding[] {
  const out = new Set<string>();
  const list = typeof value === "string" ? [value] : leaves(value).filter((l): l is string => typeof l === "string");
  for (const text of list) {
    if (text.length > MAX_TEXT_CHARS) {
      out.add("too-long");
      continue;
    }
    if (!/[\p{L}\p{N}]/u.test(text)) continue;
    const found = tg.findings(text);
    const composed = composedLink(text, ix, tg);
    // a credential by form the detectors do not know (`vpn.admin / Qx7!pR2#`) that private content holds
    if (privateSecretToken(text, ix) && !vouchedLeaf(text, ix, null, "side-effect")) out.add("secret");
    // private content the text hides: encoded, backwards, spelled apart, leetspeak (the gate's decoded views)
    if (privateInTransformed(text, ix) && !vouchedLeaf(text, ix, null, "side-effect")) out.add("encoded");
    // a link only untrusted text holds (as written or defanged) does not vouch for itself in an outgoing text
    if (untrustedLink(text, ix, tg) && !vouchedLeaf(text, ix, null, "side-effect")) out.add("link");
    if ((found.length === 0 && !composed) || vouchedLeaf(text, ix, null, "side-effect")) continue;
    if (composed) out.add("egress");
    for (const f of found) {
      const span = text.slice(f.finding.start, f.finding.end);
      if (f.detector.id === "egress") {
        const urls = tg.extract.extractUrls(span);
        if (urls.length > 0 && urls.every((u) => vouchedLeaf(u.url, ix, null, "egress"))) continue;
      } else if (span.trim() !== "" && vouchedLeaf(span, ix, null, "side-effect")) continue;
      out.add(f.detector.id);
    }
  }
  return [...out].map((detector) => ({ arg, detector }));
}

/** Data a link to a host off the gate's allow list is flagged for (base64 of 26 bytes): asks the compiled egress detector whether a host is allowed. */
const PROBE_DATA = "c2VjcmV0LWFwaS1rZXktOTk4ODc3NjY1NTQ0";

/**
 * Whether the gate's links allow list (`gate.egress.allow.links`) covers a host: the
 * compiled egress detector is asked about a link to it that carries data. True when the
 * policy has no egress detector (the application switched egress checks off).
 */
function hostAllowed(host: string, tg: TextGate): boolean {
  const known = tg.allowedHosts.get(host);
  if (known !== undefined) return known;
  const egress = tg.policy.detectors.find((d) => d.id === "egress");
  const ok = egress === undefined || egress.detect(tg.view.gateShadow(`https://${host}/?d=${PROBE_DATA}`)).length === 0;
  if (tg.allowedHosts.size < 1024) tg.allowedHosts.set(host, ok);
  return ok;
}

/**
 * Whether a side effect's free text holds a link the model composed: a URL with a path or
 * query (with or without a scheme: `collector.example/?c=…`) whose key is in no text the
 * session has (neither the user's nor a received one) and whose host the gate's allow list
 * does not cover. Stricter than the gate's data test: a link in a message is a channel for
 * any value, low-entropy ones too (`?c=kim-salary-85000`).
 */
function composedLink(text: string, ix: ProvenanceIndex, tg: TextGate): boolean {
  if (!text.includes("/") && !text.includes("?")) return false;
  for (const it of deriveLeaf(text).ex.items) {
    if (it.kind !== "url") continue;
    const key = it.keys.find((k) => k.startsWith("url:")) ?? it.keys[0];
    if (key === undefined) continue;
    const host = urlKeyHost(key);
    if (hasAnyKey(ix.trusted, it.keys) || hasAnyKey(ix.untrusted, it.keys)) continue;
    // a bare host carries nothing appended — unless its labels carry private data (`jane-doe-123456789.collector.example`: `private-query.ts`)
    if (key.length <= 4 + host.length) {
      if (hostCarriesPrivate(host, ix)) return true;
      continue;
    }
    if (!hostAllowed(host, tg)) return true;
  }
  return false;
}

/** Marks of a link written as one (a scheme, `www.`) or defanged (`hxxp`, `[.]`, `(.)`, `[:]`), lower case. */
const LINK_MARKS: readonly string[] = ["://", "www.", "hxxp", "[.]", "(.)", "[:]", "[dot]"];

/**
 * Whether a side effect's free text holds a link (written with a scheme, `www.` or a path, or
 * defanged: `hxxps://host[.]evil[.]net/sso`, compared refanged — the URL keys read `hxxp` and
 * `[.]` as written plainly) that no trusted source gave — not in the user's turns or a trusted
 * output, its host (or a parent domain) not named there, not on `gate.egress.allow.links` —
 * while untrusted text holds it or its host. Received untrusted content is no source for a
 * link the assistant sends on (blind round 14: a wiki page's defanged phishing link re-fanged
 * into a mail to a colleague): it asks (`text:<arg>:link`). A link in no text of the session
 * is `composedLink`'s.
 */
function untrustedLink(text: string, ix: ProvenanceIndex, tg: TextGate): boolean {
  const lowered = text.toLowerCase();
  const marked = LINK_MARKS.some((m) => lowered.includes(m));
  if (!marked && !text.includes("/")) return false;
  for (const it of deriveLeaf(text).ex.items) {
    if (it.kind !== "url") continue;
    const key = it.keys.find((k) => k.startsWith("url:")) ?? it.keys[0];
    if (key === undefined) continue;
    const host = urlKeyHost(key);
    // a bare domain in prose (`notes from acme.example`) is no link unless written as one
    if (!marked && key.length <= 4 + host.length) continue;
    if (hasAnyKey(ix.trusted, it.keys)) continue;
    const hostKeys = it.hostKeys === undefined ? [] : [it.hostKeys.host, ...it.hostKeys.taint];
    if (hostKeys.length > 0 && hasAnyKey(ix.trusted, hostKeys)) continue;
    if (!hasAnyKey(ix.untrusted, it.keys) && !(hostKeys.length > 0 && hasAnyKey(ix.untrusted, hostKeys))) continue;
    if (hostAllowed(host, tg)) continue;
    return true;
  }
  return false;
}

/** Top-level domains a bare name in a query is read as a host for (others need an operator, a path or three labels: `node.js` is no host). */
const COMMON_TLDS: ReadonlySet<string> = new Set(["com", "net", "org", "io", "dev", "app", "co", "info", "biz", "xyz", "example", "site", "online", "top", "click", "link", "cloud", "ai"]);

/**
 * Whether a URL item found in a read's text names a host: written with a scheme, after a
 * search operator (`site:`), with a path or query, or — unless its last label is a file
 * extension (`file-names.ts`) — with three or more labels or under a common top-level domain.
 */
function namesHost(key: string, lowered: string): boolean {
  const host = urlKeyHost(key);
  if (key.length > 4 + host.length) return true;
  if (lowered.includes(`//${host}`) || lowered.includes(`//www.${host}`) || lowered.includes(`:${host}`) || lowered.includes(`www.${host}`)) return true;
  // a bare file name (`report.v2.pdf`, `notes.md`) is no host unless written as one (`file-names.ts`)
  if (fileExtensionHost(host)) return false;
  const labels = host.split(".");
  return labels.length >= 3 || COMMON_TLDS.has(labels[labels.length - 1] as string);
}

/** A `:` that does not start `://` (a search operator's, `site:host`): one-character lookahead, linear. */
const OPERATOR_COLON = /:(?!\/\/)/g;

/** White space between tokens (a split, not a scan for `://`: no backtracking over a long token). */
const SPACES = /\s+/;

/**
 * Whether a read's free-text value names a host or URL no trusted source gave and no content
 * received holds as written (see the module comment): true ⇒ the read needs an approval. A
 * value that names no host (a plain query) is false. Linear: one key extraction per leaf.
 */
export function unvouchedHostInText(value: JsonValue, ix: ProvenanceIndex): boolean {
  const list = typeof value === "string" ? [value] : leaves(value).filter((l): l is string => typeof l === "string");
  for (const text of list) {
    if (text.length > MAX_TEXT_CHARS) return true;
    if (!text.includes(".") && !text.includes("%") && !text.includes("&")) continue;
    // a search operator glued to a host (`site:collect.example`, `inurl:…`) is read apart from it; `://` stays
    const d = deriveLeaf(text.includes(":") ? text.replace(OPERATOR_COLON, ": ") : text);
    const lowered = text.toLowerCase();
    for (const it of d.ex.items) {
      if (it.kind !== "url") continue;
      const key = it.keys.find((k) => k.startsWith("url:")) ?? it.keys[0];
      if (key === undefined || !namesHost(key, lowered)) continue;
      if (!hasAnyKey(ix.trusted, it.keys) && !hasAnyKey(ix.lookup, it.keys) && !hasAnyKey(ix.untrusted, it.keys)) return true;
    }
    if (text.includes("://")) {
      // the tokens that hold `://`: userinfo or a fragment, which a URL's key drops, must be as written
      for (const token of text.split(SPACES)) {
        if (token.includes("://") && hasUserinfoOrFragment(token) && !vouchedLeaf(token, ix, null, "egress")) return true;
      }
    }
  }
  return false;
}
