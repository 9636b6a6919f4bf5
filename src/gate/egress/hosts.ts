/**
 * Host allow-lists of the egress check (`gate.egress.allow.images` / `.links`): a pattern is a
 * host (`cdn.example.com`, that host only) or `*.` and a domain (`*.example.com`, any host
 * below it, not the domain itself). Hosts are compared in the WHATWG URL parser's canonical
 * form (lower case, IDNA to punycode, trailing dot dropped), so `CDN.Example.com.` and
 * `例え.jp` match their patterns however the answer spells them.
 */

/** A compiled host allow-list. Deny by default: an empty list allows nothing. */
export interface HostList {
  allows(host: string): boolean;
}

/** The canonical (WHATWG URL) form of a host, or null when it is no valid host. */
export function canonicalHost(host: string): string | null {
  try {
    return new URL(`http://${host}/`).hostname.replace(/\.$/, "");
  } catch {
    return null;
  }
}

/**
 * Compiles host patterns.
 *
 * @throws Error naming the pattern when it is no valid host (the policy wraps it as `ERR_CONFIG`).
 * @example
 * hostList(["*.example.com"]).allows("img.example.com") // → true
 * hostList(["*.example.com"]).allows("example.com")     // → false
 */
export function hostList(patterns: readonly string[]): HostList {
  const exact = new Set<string>();
  const suffixes: string[] = [];
  for (const p of patterns) {
    const wildcard = p.startsWith("*.");
    const host = canonicalHost(wildcard ? p.slice(2) : p);
    if (host === null) throw new Error(`"${p}" is not a host name`);
    if (wildcard) suffixes.push(`.${host}`);
    else exact.add(host);
  }
  return {
    allows(host: string): boolean {
      const h = host.toLowerCase().replace(/\.$/, "");
      return exact.has(h) || suffixes.some((s) => h.endsWith(s));
    },
  };
}
