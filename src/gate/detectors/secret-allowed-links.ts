/**
 * A link's own data on an allow-listed host (issue 19, look-alike kind "secrets on allowed
 * links"): a signed or tokenised URL the app links to on purpose — `…?token=…`, `…&sig=…`,
 * `X-Amz-Signature=…` on a host of `gate.egress.allow` — carries a high-entropy value that is
 * the link's own access data, chosen by the host, not a credential of the app's that leaks.
 * So a GENERIC credential finding (an assignment or parameter judged by name and entropy)
 * inside the URL of an allow-listed link is dropped; a known provider key format (`sk-…`,
 * `ghp_…`, `AKIA…`, a secretlint rule) stays a secret wherever it stands. Data on off-list
 * links is the egress detector's matter.
 */
import type { RampartConfig } from "../../core/light.js";
import { extractUrls, hostList, type HostList } from "../egress/index.js";
import { egressView } from "./egress.js";

/** Schemes a client follows (other schemes never count as allow-listed). */
const WEB = /^https?:$/;
/** A URL with a userinfo part (`https://user@host`): its host is not trusted. */
const USERINFO = /^[a-z][a-z0-9+.-]{0,31}:\/\/[^/?#]*@/i;
/** Patterns run on answer text (checked for linear time by a test). */
export const ALLOWED_LINK_PATTERNS: readonly RegExp[] = [WEB, USERINFO];

/** The union of both egress allow-lists; an invalid pattern allows nothing (the egress detector reports it as `ERR_CONFIG`). */
export function allowedHosts(config: RampartConfig | undefined): HostList | null {
  const allow = config?.gate?.egress?.allow;
  const patterns = [...(allow?.links ?? []), ...(allow?.images ?? [])];
  if (patterns.length === 0) return null;
  try {
    return hostList(patterns);
  } catch {
    return null;
  }
}

/** A URL reading's host when it parses as an absolute web URL, else null (fail closed: not allowed). */
function webHost(raw: string): string | null {
  try {
    const url = new URL(/^www\./i.test(raw) ? `http://${raw}` : raw);
    return WEB.test(url.protocol) ? url.hostname : null;
  } catch {
    return null;
  }
}

/**
 * Spans (original offsets, `[start, end)`) of the URLs in `original` whose host `hosts`
 * allows — the URL itself, not the link text a reader sees. A URL with a backslash or a
 * userinfo part is never counted (a client may read its host otherwise).
 */
export function allowedUrlSpans(original: string, hosts: HostList): [number, number][] {
  if (!/:\/\/|www\./i.test(original)) return [];
  const view = egressView(original);
  const out: [number, number][] = [];
  for (const o of extractUrls(view.text)) {
    if (o.url.includes("\\") || USERINFO.test(o.url)) continue;
    const host = webHost(o.url);
    if (host === null || !hosts.allows(host)) continue;
    const at = view.text.indexOf(o.url, o.start);
    if (at < 0 || at + o.url.length > o.end) continue;
    const span = view.toOriginal(at, at + o.url.length);
    out.push([span.start, span.end]);
  }
  return out;
}
