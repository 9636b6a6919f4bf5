/**
 * The URL extractor of the egress check (issue 19): every URL an answer would make a client
 * fetch (an image, a frame, a script, a stylesheet, a refresh) or offer (a link), found by
 * the grammar of the formats a chat client renders, not by a list of hosts:
 *
 * - Markdown (CommonMark 0.31 §6.3 links, §6.4 images, §4.7 link reference definitions, §6.5
 *   autolinks; GFM §6.9 extended autolinks): `![alt](url "title")`, `[text](url)`,
 *   `[text][ref]` / `![alt][ref]` with `[ref]: url`, `<https://…>`, bare `https://…` and
 *   `www.…`;
 * - HTML (HTML Living Standard): the URL attributes of any element — `src`, `srcset`,
 *   `href`, `action`, `formaction`, `data`, `poster`, `background`, `ping`, `xlink:href`,
 *   and `<meta http-equiv=refresh content="0;url=…">` — and CSS `url(…)` / `@import "…"`
 *   (CSS Values 4 §4.5) in `style` attributes and `<style>` blocks.
 *
 * Every occurrence has a kind: `image` — fetched without a click (images, frames, scripts,
 * stylesheets, media, objects, refresh, CSS, reference definitions an image uses) — or `link`
 * — fetched only when the reader follows it (`<a>`, `<area>`, `<form>`, Markdown links,
 * autolinks, bare URLs). A bare absolute URL the grammar passes missed (an unbalanced title,
 * an attribute value holding `<`) is still found by the bare-URL pass and classified by what
 * precedes it (`](` after `![`, `src=`, `url(`), so a malformed wrapper never hides a fetch.
 *
 * Runs on the answer with HTML character references decoded (`&#58;` is `:` to a browser),
 * invisible characters removed and NFKC applied (`egressView`); spans map back to the
 * original. Every pattern's repeats are over disjoint classes or bounded by the next
 * delimiter: linear time.
 */
import { stringArgument } from "../../core/light.js";

/** Whether the client fetches the URL by itself (`image`) or when the reader follows it (`link`). */
export type UrlKind = "image" | "link";

/** One URL occurrence, in view offsets. */
export interface UrlOccurrence {
  /** The construct a redaction replaces: the whole Markdown link or image, the HTML tag, the CSS `url(…)`, the bare URL. */
  start: number;
  end: number;
  /** The URL as written (after reference decoding). */
  url: string;
  kind: UrlKind;
  /** The grammar form, for the finding's reason: `markdown image`, `html img src`, `css url()`, `bare URL` … */
  form: string;
  /** The text a reader sees for a link (Markdown link text, `<a>` has none here), or null. */
  text: string | null;
}

/**
 * Markdown inline link or image. Link text: anything but brackets and backslash, an escaped
 * character, or one nested bracket pair (`[![img](src)](href)`). Destination: `<…>` or a run
 * without spaces, with balanced parentheses one level deep. Optional title. Whitespace runs
 * are bounded (32): three unbounded `\s` runs in a row backtrack quadratically on `[](` and
 * a long whitespace run without `)` (found by recheck, issue 19 round 2).
 */
const MD_INLINE =
  /(!?)\[((?:[^[\]\\]|\\[^[\]]|\[[^[\]]*\])*)\]\(\s{0,32}(?:<([^<>\n]*)>|((?:[^\s()<>\\]|\\[\s\S]|\((?:[^\s()<>\\]|\\[\s\S])*\))+))?(?:\s{1,32}(?:"[^"]*"|'[^']*'|\([^()]*\)))?\s{0,32}\)/g;
/** A link reference definition at a line start (up to three spaces of indent). */
const MD_DEFINITION = /^ {0,3}\[((?:[^[\]\\\n]|\\[^[\]\n]){1,999})\]:[ \t]*(?:\n[ \t]*)?(?:<([^<>\n]*)>|(\S+))/gm;
/** A reference use: `![alt][ref]`, `[text][ref]`, `[ref][]`, `![ref]`, `[ref]`. */
const MD_REFERENCE = /(!?)\[((?:[^[\]\\\n]|\\[^[\]\n]){1,999})\](?:\[((?:[^[\]\\\n]|\\[^[\]\n]){0,999})\])?/g;
/**
 * An HTML start tag with its attributes. Quoted values stop at `<` (a tag inside a value is
 * left to the bare-URL pass), so a scan from each `<` ends at the next one: linear.
 */
const HTML_TAG = /<([a-z][a-z0-9-]{0,30})((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"<]*"|'[^'<]*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
const HTML_ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"<]*)"|'([^'<]*)'|([^\s"'=<>`]+)))?/g;
/**
 * CSS `url(…)` and `@import "…"`. An unquoted URL holds no `(` (CSS Syntax 3 §4.3.6: a bad
 * URL), so a scan from one `url(` stops at the next one: linear (an unquoted branch that
 * crossed `url(` was quadratic on `@url(r` repeated).
 */
const CSS_URL = /url\(\s{0,32}(?:"([^"<\n]*)"|'([^'<\n]*)'|([^\s()"'<]*))\s{0,32}\)|@import\s{1,32}(?:"([^"<\n]*)"|'([^'<\n]*)')/gi;
/** Markdown autolink `<scheme:…>`. */
const AUTOLINK = /<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/gi;
/**
 * A bare absolute URL: a scheme and `//`, `www.`, or a protocol-relative `//host.tld` after an
 * `=`, a quote, `(` or a space. Runs until whitespace, `<`, `>`, a quote or a backtick.
 */
const BARE_URL = /(?:(?<![a-z0-9+.-])[a-z][a-z0-9+.-]{1,31}:\/\/|(?<![a-z0-9.-])www\.|(?<=[=("'\s]|^)\/\/(?=[a-z0-9-]{1,63}\.[a-z]))[^\s<>"'`]*/gi;

/** Every regex the extractor runs (listed for the linear-time check). */
export const EXTRACT_PATTERNS: readonly RegExp[] = [MD_INLINE, MD_DEFINITION, MD_REFERENCE, HTML_TAG, HTML_ATTR, CSS_URL, AUTOLINK, BARE_URL];

/** Elements whose `href` a client fetches by itself (stylesheets, icons, SVG images and uses). */
const FETCHED_HREF = new Set(["link", "image", "use", "feimage", "base"]);
/** Attributes holding one URL. */
const URL_ATTRS = new Set(["src", "href", "xlink:href", "action", "formaction", "data", "poster", "background", "lowsrc", "dynsrc", "longdesc", "cite", "ping", "manifest", "codebase", "icon", "profile", "archive"]);

/** Elements whose `name`/`value` a form submits. */
const FORM_FIELDS = new Set(["input", "button", "select", "option", "textarea"]);

/**
 * A form field's prefilled `name=value` is sent to the form's action URL on submit — a hidden
 * field (`<input type=hidden name=d value=…>`) carries data the reader never sees. The pair is
 * appended to the form occurrence's URL as a query parameter, so the link check reads it as
 * data in the query (shown only when the field is a visible button's label).
 */
function addField(form: UrlOccurrence, attrs: ReadonlyMap<string, string>): void {
  const value = attrs.get("value");
  if (value === undefined || value.length === 0) return;
  const name = attrs.get("name") ?? "field";
  const hidden = (attrs.get("type") ?? "").toLowerCase() !== "submit" && (attrs.get("type") ?? "").toLowerCase() !== "button";
  if (!hidden) return;
  form.url += `${form.url.includes("?") ? "&" : "?"}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
}

/** Kind of a URL in attribute `attr` of element `tag`. */
function attrKind(tag: string, attr: string, attrs: ReadonlyMap<string, string>): UrlKind {
  if (attr === "href" || attr === "xlink:href") return FETCHED_HREF.has(tag) ? "image" : "link";
  if (attr === "action" || attr === "formaction" || attr === "cite" || attr === "longdesc") return "link";
  if (attr === "src" && tag === "input") return attrs.get("type")?.toLowerCase() === "image" ? "image" : "link";
  if (attr === "ping") return "link";
  return "image";
}

/** Trailing characters GFM leaves out of an extended autolink (§6.9), and an unbalanced `)`. */
function trimBare(url: string): string {
  let end = url.length;
  for (;;) {
    const c = url[end - 1];
    if (c !== undefined && "?!.,:*_~;'\"".includes(c)) end -= 1;
    else if (c === ")") {
      const s = url.slice(0, end);
      if ((s.match(/\(/g)?.length ?? 0) < (s.match(/\)/g)?.length ?? 0)) end -= 1;
      else break;
    } else break;
  }
  return url.slice(0, end);
}

/** Markdown's reference label match: case-folded, inner whitespace collapsed (CommonMark §4.7). */
const labelKey = (label: string) => label.trim().replace(/\s+/g, " ").toLowerCase();

/** The kind a bare URL gets from what stands right before it. */
function contextKind(text: string, at: number): { kind: UrlKind; form: string } {
  const before = text.slice(Math.max(0, at - 64), at);
  if (/url\(\s*["']?$/i.test(before) || /@import\s+["']?$/i.test(before)) return { kind: "image", form: "css url()" };
  const attr = /([^\s"'<>/=]+)\s*=\s*["']?$/.exec(before);
  if (attr) {
    const name = (attr[1] as string).toLowerCase();
    const window = text.slice(Math.max(0, at - 2048), at);
    const open = window.lastIndexOf("<");
    const tag = open >= 0 ? (/^<([a-z][a-z0-9-]*)/i.exec(window.slice(open, open + 40))?.[1] ?? "").toLowerCase() : "";
    if (name === "srcset" || name === "content") return { kind: "image", form: `html ${tag || "tag"} ${name}` };
    if (URL_ATTRS.has(name)) return { kind: attrKind(tag, name, new Map()), form: `html ${tag || "tag"} ${name}` };
  }
  if (/\]\(\s*<?$/.test(before)) {
    // The `[` this `](` closes: an image when `!` precedes it.
    const close = text.lastIndexOf("](", at);
    let depth = 0;
    for (let i = close - 1; i >= 0 && close - i < 1024; i--) {
      const c = text[i];
      if (c === "]") depth += 1;
      else if (c === "[") {
        if (depth === 0) return text[i - 1] === "!" ? { kind: "image", form: "markdown image" } : { kind: "link", form: "markdown link" };
        depth -= 1;
      }
    }
    return { kind: "image", form: "markdown destination" };
  }
  return { kind: "link", form: "bare URL" };
}

/**
 * Every URL occurrence in `text` (a view from `egressView`), in order of position. Relative
 * URLs are included; the policy decides what they mean. URLs are returned as written (a
 * CommonMark backslash escape stays): the egress check reads each one every way a client may
 * (`resolveAll` in the detector).
 *
 * @throws RampartError `ERR_BAD_INPUT` when `text` is not a string.
 *
 * @example
 * extractUrls("see ![x](https://c.example/p.png)")
 * // → [{ start: 4, end: 33, url: "https://c.example/p.png", kind: "image", form: "markdown image", text: "x" }]
 */
export function extractUrls(text: string): UrlOccurrence[] {
  stringArgument(text, "extractUrls", "text");
  const out: UrlOccurrence[] = [];
  /** URL spans already taken by a grammar form (the bare pass skips them). */
  const urlSpans: [number, number][] = [];
  const add = (o: UrlOccurrence, urlStart: number) => {
    out.push(o);
    urlSpans.push([urlStart, urlStart + o.url.length]);
  };

  if (text.includes("](")) {
    for (const m of text.matchAll(MD_INLINE)) {
      const url = m[3] ?? m[4] ?? "";
      const urlStart = m.index + m[0].indexOf(url, m[0].lastIndexOf("]("));
      const image = m[1] === "!";
      add({ start: m.index, end: m.index + m[0].length, url, kind: image ? "image" : "link", form: image ? "markdown image" : "markdown link", text: m[2] ?? "" }, urlStart);
      // A link whose text holds an image (`[![x](src)](href)`): the inner image on its own too.
      const inner = m[2] ?? "";
      if (!image && inner.includes("](")) {
        const base = m.index + 1;
        for (const n of extractUrls(inner)) add({ ...n, start: n.start + base, end: n.end + base }, base + n.start + Math.max(0, inner.slice(n.start, n.end).indexOf(n.url)));
      }
    }
  }
  if (text.includes("]:")) {
    const imageLabels = new Set<string>();
    const usedLabels = new Set<string>();
    for (const m of text.matchAll(MD_REFERENCE)) {
      const label = labelKey(m[3] ? m[3] : (m[2] as string));
      usedLabels.add(label);
      if (m[1] === "!") imageLabels.add(label);
    }
    for (const m of text.matchAll(MD_DEFINITION)) {
      const url = m[2] ?? m[3] ?? "";
      const label = labelKey(m[1] as string);
      // A definition no `![…]` uses is a link; one nothing uses yet may still gain an image use
      // later in a stream, so it counts as an image until a use says otherwise.
      const image = imageLabels.has(label) || !usedLabels.has(label);
      const urlStart = m.index + m[0].lastIndexOf(url);
      add({ start: m.index + m[0].indexOf("["), end: urlStart + url.length + (m[2] !== undefined ? 1 : 0), url, kind: image ? "image" : "link", form: "markdown reference definition", text: null }, urlStart);
    }
  }
  if (text.includes("<")) {
    /** The last `<form action>` seen: the fields after it are submitted with its URL. */
    let form: UrlOccurrence | null = null;
    /** Where each `</form>` stands: fields after it belong to no form (HTML: the form element ends there). */
    const formEnds: number[] = [];
    const folded = text.toLowerCase();
    for (let at = folded.indexOf("</form"); at >= 0; at = folded.indexOf("</form", at + 6)) formEnds.push(at);
    let formEnd = 0;
    for (const m of text.matchAll(HTML_TAG)) {
      const tag = (m[1] as string).toLowerCase();
      while (formEnd < formEnds.length && (formEnds[formEnd] as number) < m.index) {
        form = null;
        formEnd += 1;
      }
      const attrs = new Map<string, string>();
      const spans: { name: string; value: string; at: number }[] = [];
      const body = m[2] ?? "";
      const bodyAt = m.index + 1 + (m[1] as string).length;
      for (const a of body.matchAll(HTML_ATTR)) {
        const name = (a[1] as string).toLowerCase();
        const value = a[2] ?? a[3] ?? a[4];
        if (value === undefined) continue;
        attrs.set(name, value);
        spans.push({ name, value, at: bodyAt + a.index + a[0].length - value.length - (a[2] !== undefined || a[3] !== undefined ? 1 : 0) });
      }
      const element = { start: m.index, end: m.index + m[0].length };
      for (const { name, value, at } of spans) {
        const urls: { url: string; at: number }[] = [];
        if (URL_ATTRS.has(name)) urls.push({ url: value.trim(), at: at + value.indexOf(value.trim()) });
        else if (name === "srcset" || name === "imagesrcset") {
          let offset = 0;
          for (const part of value.split(",")) {
            const url = part.trim().split(/\s+/)[0] ?? "";
            if (url) urls.push({ url, at: at + offset + part.indexOf(url) });
            offset += part.length + 1;
          }
        } else if (name === "content" && tag === "meta") {
          const r = /url\s*=\s*['"]?([^'"\s;]+)/i.exec(value);
          if (r) urls.push({ url: r[1] as string, at: at + r.index + r[0].length - (r[1] as string).length });
        } else if (name === "style") {
          for (const c of value.matchAll(CSS_URL)) {
            const url = c[1] ?? c[2] ?? c[3] ?? c[4] ?? c[5] ?? "";
            urls.push({ url, at: at + c.index + c[0].indexOf(url, 4) });
          }
        }
        for (const u of urls) {
          if (u.url.length === 0) continue;
          const kind = name === "srcset" || name === "imagesrcset" || name === "content" || name === "style" ? "image" : attrKind(tag, name, attrs);
          add({ ...element, url: u.url, kind, form: `html ${tag} ${name}`, text: null }, u.at);
        }
      }
      if (tag === "form") form = attrs.has("action") ? (out[out.length - 1] ?? null) : null;
      else if (form !== null && FORM_FIELDS.has(tag)) addField(form, attrs);
    }
    for (const m of text.matchAll(AUTOLINK)) {
      add({ start: m.index, end: m.index + m[0].length, url: m[1] as string, kind: "link", form: "markdown autolink", text: m[1] as string }, m.index + 1);
    }
  }
  if (/url\(|@import/i.test(text)) {
    for (const m of text.matchAll(CSS_URL)) {
      const url = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? "";
      if (url.length === 0) continue;
      const urlStart = m.index + m[0].indexOf(url, 4);
      if (urlSpans.some(([s, e]) => urlStart >= s && urlStart < e)) continue;
      add({ start: m.index, end: m.index + m[0].length, url, kind: "image", form: "css url()", text: null }, urlStart);
    }
  }
  if (/:\/\/|www\.|\/\//i.test(text)) {
    const taken = new Uint8Array(text.length + 1);
    for (const [s, e] of urlSpans) taken.fill(1, Math.max(0, s), Math.min(e, text.length));
    for (const m of text.matchAll(BARE_URL)) {
      if (taken[m.index] === 1) continue;
      const url = trimBare(m[0]);
      if (!/[a-z0-9]/i.test(url.replace(/^[a-z][a-z0-9+.-]*:\/\/|^www\.|^\/\//i, ""))) continue;
      const { kind, form } = contextKind(text, m.index);
      out.push({ start: m.index, end: m.index + url.length, url, kind, form, text: form === "bare URL" ? url : null });
    }
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}
