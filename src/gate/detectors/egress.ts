/**
 * Egress (issue 19; DESIGN.md "Egress is a leak channel"): a URL in an answer is data leaving.
 * An image is fetched by the client without a click — the zero-click exfiltration behind
 * the M365 Copilot "EchoLeak" CVE-2025-32711 — and a link sends its URL to its host when
 * followed. So, for every URL the answer holds (`extractUrls`: Markdown, HTML, CSS, bare):
 *
 * - an image (any auto-fetched resource) whose host is not on `gate.egress.allow.images` is a
 *   finding `egress.image`: removed (`[REDACTED:IMAGE]`) or, with `gate.egress.images: block`,
 *   the answer is blocked;
 * - a link whose host is not on `gate.egress.allow.links` and that carries data
 *   (`carriesData`) is a finding `egress.link`: redacted to its text (a Markdown link keeps its
 *   text, an `<a>` tag is dropped and its content stays, a bare URL becomes `[REDACTED:LINK]`)
 *   or, with `gate.egress.links: block`, blocks; a link without data passes.
 * - relative URLs (the app's own origin) and `data:`, `tel:`, `sms:`, `cid:` URLs fetch nothing
 *   off the page; `javascript:` and `vbscript:` URLs are always findings.
 *
 * Defaults: no image host allowed; links without data pass. Block code `ERR_LEAK_EGRESS`.
 * Streaming: `holdOriginal` keeps an open construct — an unclosed `[`, `](`, `<`, `url(`, a
 * definition line or the trailing run of a bare URL — back until it closes, so no byte of a
 * URL the gate removes is ever released.
 */
import { makeFinding, RampartError, type Finding, type RampartConfig } from "../../core/light.js";
import type { Shadow } from "../../boundary/index.js";
import type { CompiledDetector, DetectorSpec, GateAction, InnerText } from "../types.js";
import { caseView, decodeReferences, type TextView } from "../view.js";
import { carriesData, EXTRACT_PATTERNS, extractUrls, hostList, isOpaque, urlText, type UrlOccurrence } from "../egress/index.js";

/** Schemes that fetch nothing from another host. */
const LOCAL_SCHEMES = new Set(["data:", "blob:", "about:", "tel:", "sms:", "cid:", "mid:", "file:"]);
/** Schemes that run code when followed. */
const SCRIPT_SCHEMES = new Set(["javascript:", "vbscript:"]);
const SCHEME = /^[a-z][a-z0-9+.-]{1,31}:/i;
/** Schemes whose URL goes to a server as a request (its parts are read there). */
const WEB_SCHEMES = /^(?:https?|ftps?|wss?):$/;

/**
 * The view the extractor reads: character references decoded (a browser reads `&#58;` as
 * `:`), invisible characters removed and NFKC applied (`ｈｔｔｐｓ：／／`), offsets mapped to
 * the original answer.
 */
export function egressView(original: string): TextView {
  return caseView(decodeReferences(original));
}

/** ASCII punctuation after a backslash: a CommonMark escape (§2.4), the backslash dropped. */
const MD_ESCAPE = /\\([!-/:-@[-`{-~])/g;

/** One reading of `raw`: the absolute URL, `"relative"` for the app's own origin, or null when unparsable. */
function resolveOne(raw: string): URL | "relative" | null {
  // WHATWG URL: leading/trailing C0 controls and spaces trimmed, tab and newline removed anywhere.
  const url = raw.replace(/[\t\n\r]/g, "").replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, "");
  try {
    if (/^www\./i.test(url)) return new URL(`http://${url}`);
    // `//host`, and `\\host` or `/\host`: a backslash is a slash in a special URL, so these
    // are protocol-relative on an https page (WHATWG URL, "special authority slashes").
    if (/^[\\/]{2}/.test(url)) return new URL(`https:${url}`);
    if (SCHEME.test(url)) return new URL(url);
    return "relative";
  } catch {
    return null;
  }
}

/**
 * Every way a client may read `raw` (issue 19, break-it round): as written, through the WHATWG
 * URL parser (which itself strips tab and newline, reads `\` as `/` in http(s) URLs,
 * percent-decodes and IDNA-maps the host, drops nothing else), and with CommonMark
 * backslash escapes removed first (a Markdown renderer turns `https\://a.example\.b.example`
 * into `https://a.example.b.example`). HTML character references are decoded before this
 * (`egressView`). The readings are deduplicated by their serialisation; the caller treats the
 * URL as allowed only when EVERY reading is (different hosts in two readings fail closed).
 */
function resolveAll(raw: string): (URL | "relative" | null)[] {
  const out: (URL | "relative" | null)[] = [];
  const seen = new Set<string>();
  for (const r of raw.includes("\\") ? [raw, raw.replace(MD_ESCAPE, "$1")] : [raw]) {
    const u = resolveOne(r);
    const key = u instanceof URL ? u.href : String(u);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(u);
  }
  return out;
}

/** Visible text of a Markdown link's text: nested images and links dropped, URLs in it masked. */
function linkText(text: string): string {
  const flat = text
    .replace(/!\[[^[\]]*\]\([^()]*\)/g, "")
    .replace(/\[([^[\]]*)\]\([^()]*\)/g, "$1")
    .replace(/<[^<>]*>/g, "")
    .trim();
  return /:\/\/|www\.|\/\/[a-z0-9-]+\./i.test(flat) ? "[REDACTED:LINK]" : flat;
}

/** Longest run of non-whitespace held at the end (a bare URL still arriving). */
function trailingRunStart(text: string): number {
  let i = text.length;
  while (i > 0 && !/\s/.test(text[i - 1] as string)) i -= 1;
  return i;
}

/** Where the text after `(` at `open` closes its parenthesis, or -1 while open. */
function closeParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i += 1;
    else if (c === "(") depth += 1;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}

/** How far back a construct may still be open (code units): longer ones are not held. */
const OPEN_REACH = 16384;

/**
 * Streaming hold on original text: from the start of the earliest construct that may still
 * turn into (or complete) a URL — an unclosed Markdown bracket or destination, a definition
 * line without its end, an HTML tag without `>`, `url(` without `)`, the trailing run of
 * non-whitespace — to the end. Linear in the tail.
 */
export function egressHold(text: string): number {
  const from = Math.max(0, text.length - OPEN_REACH);
  let start = trailingRunStart(text);
  const lt = text.lastIndexOf("<");
  if (lt >= from && text.indexOf(">", lt) < 0) start = Math.min(start, lt);
  // An open `<form>` (no `</form>` after it): a field still to come adds its value to the
  // form's URL (`extract.ts` `addField`), turning a harmless tag into a finding — the whole
  // form is held until it closes (its "could still match" state), so the tag is never out first.
  const lower = text.toLowerCase();
  const formAt = lower.lastIndexOf("<form");
  if (formAt >= from && lower.indexOf("</form", formAt) < 0) start = Math.min(start, formAt);
  const css = Math.max(lower.lastIndexOf("url("), lower.lastIndexOf("@import"));
  if (css >= from && text.indexOf(")", css) < 0 && text.indexOf(";", css) < 0) start = Math.min(start, css);
  // Markdown brackets in the current paragraph.
  const blank = text.slice(from).search(/\n[ \t]*\n(?![\s\S]*\n[ \t]*\n)/);
  const para = blank >= 0 ? from + blank : from;
  const stack: number[] = [];
  const openAt = (i: number) => (text[i - 1] === "!" ? i - 1 : i);
  for (let i = para; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") {
      i += 1;
      continue;
    }
    if (c === "[") stack.push(i);
    else if (c === "]" && stack.length > 0) {
      const open = stack.pop() as number;
      const next = text[i + 1];
      if (next === undefined) start = Math.min(start, openAt(open));
      else if (next === "(") {
        const close = closeParen(text, i + 1);
        if (close < 0) {
          start = Math.min(start, openAt(stack.length > 0 ? (stack[0] as number) : open));
          break;
        }
        i = close;
      } else if (next === "[") {
        const close = text.indexOf("]", i + 2);
        if (close < 0) start = Math.min(start, openAt(open));
      } else if (next === ":") {
        if (text.indexOf("\n", i) < 0) start = Math.min(start, openAt(open));
      }
    }
  }
  if (stack.length > 0) start = Math.min(start, openAt(stack[0] as number));
  return text.length - start;
}

/**
 * Data split across several links to one host (each harmless alone): the varying part of each
 * "slot" — a query parameter by name, a path segment by position — is concatenated over the
 * links in order, and the concatenation is checked as one value: an opaque or encoded token
 * (`isOpaque`: `sk-pr` + `oj-8Hq` + `3Zm9tb`), or the digits of a number (a trunk-0 phone of
 * 9–11 digits, or a Luhn-valid 13–19 digits: `010` + `4821` + `7395`). Every link of such a
 * host is a finding. Linear in the links and their parts.
 */
function splitFindings(links: readonly { o: UrlOccurrence; url: URL }[], view: TextView): Finding[] {
  const byHost = new Map<string, { o: UrlOccurrence; url: URL }[]>();
  for (const l of links) {
    const list = byHost.get(l.url.hostname) ?? [];
    list.push(l);
    byHost.set(l.url.hostname, list);
  }
  const out: Finding[] = [];
  for (const group of byHost.values()) {
    if (group.length < 2 || group.length > 64) continue;
    const slots = new Map<string, string[]>();
    for (const { url } of group) {
      for (const [k, v] of url.searchParams) (slots.get(`q:${k}`) ?? slots.set(`q:${k}`, []).get(`q:${k}`))!.push(v);
      url.pathname.split("/").forEach((seg, i) => (slots.get(`p:${i}`) ?? slots.set(`p:${i}`, []).get(`p:${i}`))!.push(seg));
    }
    let why: string | null = null;
    for (const values of slots.values()) {
      if (values.length < 2 || new Set(values).size < 2) continue;
      const joined = values.join("");
      const digits = joined.replace(/[\s().+-]/g, "");
      if (isOpaque(joined) || isOpaque(joined.replace(/[^A-Za-z0-9+/=_-]/g, ""))) why = "an encoded token split across links to one host";
      else if (/^[0-9]+$/.test(digits) && ((/^0/.test(digits) && digits.length >= 9 && digits.length <= 11) || (digits.length >= 13 && digits.length <= 19 && luhn(digits)))) {
        why = "a number split across links to one host";
      }
      if (why) break;
    }
    if (!why) continue;
    for (const { o } of group) {
      const { start, end } = view.toOriginal(o.start, o.end);
      out.push(makeFinding({ kind: "detector", id: "egress", category: "egress.link", start, end, score: 0.8, reason: `${o.form}: ${why} (${group.length} links)` }));
    }
  }
  return out;
}

/** Luhn check (ISO/IEC 7812-1 Annex B). */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

interface Compiled {
  images: ReturnType<typeof hostList>;
  links: ReturnType<typeof hostList>;
  imageAction: GateAction;
  linkAction: GateAction;
}

/**
 * The finding for one URL occurrence: the first reading (`resolveAll`) that is not allowed
 * decides, so a URL two clients would send to two hosts is judged by the worse one.
 */
function findingFor(o: UrlOccurrence, view: TextView, c: Compiled): Finding | null {
  for (const url of resolveAll(o.url)) {
    const f = readingFinding(o, url, view, c);
    if (f) return f;
  }
  return null;
}

function readingFinding(o: UrlOccurrence, url: URL | "relative" | null, view: TextView, c: Compiled): Finding | null {
  let reason: string | null = null;
  if (url === "relative") return null;
  if (url === null) {
    // Unparsable: a client fetches nothing, but an image that looks absolute fails closed.
    if (o.kind === "image" && /^(?:[a-z][a-z0-9+.-]*:)?[\\/]{2}/i.test(o.url)) reason = `${o.form}: unparsable absolute URL`;
    // A link no parser reads, yet written to carry something (a query, userinfo, an escape in
    // its authority): a lenient client may still follow it, so it fails closed.
    else if (o.kind === "link" && /^[a-z][a-z0-9+.-]*:[\\/]{2}[^/?#]*[\\%@]|^[a-z][a-z0-9+.-]*:[\\/]{2}.*[?#=]/i.test(o.url)) reason = `${o.form}: unparsable absolute URL carrying data`;
  } else if (SCRIPT_SCHEMES.has(url.protocol)) reason = `${o.form}: ${url.protocol} URL`;
  else if (LOCAL_SCHEMES.has(url.protocol)) return null;
  else if (url.protocol === "mailto:") {
    if (o.kind === "link" && url.search.length > 1) reason = `${o.form}: mailto link with a prefilled message`;
  } else if (o.kind === "image") {
    if (!c.images.allows(url.hostname)) reason = `${o.form} to a host not on gate.egress.allow.images`;
  } else if (!c.links.allows(url.hostname)) {
    const data = carriesData(url, o.text ?? "");
    if (data) reason = `${o.form} to a host not on gate.egress.allow.links carries data (${data})`;
  }
  if (reason === null) return null;
  const { start, end } = view.toOriginal(o.start, o.end);
  const image = o.kind === "image";
  return makeFinding({
    kind: "detector",
    id: "egress",
    category: image ? "egress.image" : "egress.link",
    start,
    end,
    score: image ? 0.9 : 0.8,
    reason,
  });
}

function compile(config: RampartConfig): CompiledDetector {
  const egress = config.gate.egress;
  const lists = (key: "images" | "links") => {
    try {
      return hostList(egress.allow[key]);
    } catch (cause) {
      throw new RampartError("ERR_CONFIG", `gate.egress.allow.${key}: ${(cause as Error).message}`, { cause });
    }
  };
  const c: Compiled = { images: lists("images"), links: lists("links"), imageAction: egress.images, linkAction: egress.links };
  return {
    id: "egress",
    category: "egress",
    code: "ERR_LEAK_EGRESS",
    label: "LINK",
    window: 64,
    hold: () => 0,
    holdOriginal: egressHold,
    innerTexts(original: string): InnerText[] {
      if (!/[:/\\]|www\./i.test(original)) return [];
      const view = egressView(original);
      const out: InnerText[] = [];
      for (const o of extractUrls(view.text)) {
        // Off-list images are findings whatever they carry; allow-listed hosts are trusted.
        if (o.kind !== "link") continue;
        for (const url of resolveAll(o.url)) {
        if (!(url instanceof URL) || !WEB_SCHEMES.test(url.protocol) || c.links.allows(url.hostname)) continue;
        const text = urlText(url);
        if (text.length === 0) continue;
        const { start, end } = view.toOriginal(o.start, o.end);
        out.push({
          text,
          finding: (what) =>
            makeFinding({ kind: "detector", id: "egress", category: "egress.link", start, end, score: 0.8, reason: `${o.form} to a host not on gate.egress.allow.links carries data (${what} in its decoded parts)` }),
        });
        break;
        }
      }
      return out;
    },
    detect(shadow: Shadow): Finding[] {
      const original = shadow.original;
      if (!/[:/\\]|www\./i.test(original) && !/&|%/.test(original)) return [];
      const view = egressView(original);
      const out: Finding[] = [];
      const seen = new Set<string>();
      const plain: { o: UrlOccurrence; url: URL }[] = [];
      for (const o of extractUrls(view.text)) {
        const f = findingFor(o, view, c);
        if (!f) {
          for (const url of o.kind === "link" ? resolveAll(o.url) : []) {
            if (url instanceof URL && /^https?:$/.test(url.protocol) && !c.links.allows(url.hostname)) {
              plain.push({ o, url });
              break;
            }
          }
          continue;
        }
        const key = `${f.start}:${f.end}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(f);
      }
      for (const f of splitFindings(plain, view)) {
        const key = `${f.start}:${f.end}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(f);
      }
      return out;
    },
    actionOf: (finding) => (finding.category === "egress.image" ? c.imageAction : c.linkAction),
    replacement(finding, original) {
      if (finding.category === "egress.image") return "[REDACTED:IMAGE]";
      const view = egressView(original).text;
      if (view.startsWith("[")) {
        const m = /^\[((?:[^[\]\\]|\\[\s\S]|\[[^[\]]*\])*)\]\(/.exec(view);
        if (m) return linkText(m[1] as string);
      }
      if (view.startsWith("<") && !/^<[a-z][a-z0-9+.-]{1,31}:/i.test(view)) return "";
      return "[REDACTED:LINK]";
    },
    canonical: (t) => t.trim(),
  };
}

/** The egress detector (categories `egress.image` / `egress.link`, block code `ERR_LEAK_EGRESS`). */
export const egressDetector: DetectorSpec = {
  id: "egress",
  category: "egress",
  code: "ERR_LEAK_EGRESS",
  label: "LINK",
  patterns: EXTRACT_PATTERNS,
  compile,
};
