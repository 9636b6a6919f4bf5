/**
 * Target fidelity (issue 18): which spelling differences of a vouched URL, e-mail address or
 * file path are folds a user would not care about, and which change where the side effect
 * lands. Vouching matches canonical keys (`taint-keys.ts`), which fold generously so that
 * taint finds a reformatted value; a key equal to the user's is therefore not yet the user's
 * target. This module is the one place that decides, per kind and per part, in `TARGET_RULES`;
 * `targetForm` keeps exactly the parts the table marks as changing the target, and
 * `targetDifference` names the first part in which two spellings differ.
 *
 * The rule, from first principles: a difference folds only when every standard reader of that
 * part treats both spellings as one (DNS names are case-insensitive, RFC 4343; a scheme's
 * default port is that port, RFC 3986 §6.2.3; an unreserved character percent-encoded is that
 * character, RFC 3986 §2.3) or when the user's intent plainly covers it (`www.`, a trailing
 * `/`, `https` for the user's `http`). Everything the receiving server or file system is free
 * to read differently changes the target: a URL path and query (case-sensitive on most
 * servers), `http` for the user's `https` (a downgrade), another port, a trailing dot on a host
 * (another name to TLS and virtual hosting); an e-mail local part's dots and `+tag` (RFC 5321
 * §2.4: only the receiving domain interprets it, and providers differ — its ASCII case folds:
 * mail systems in use deliver `Ann@` and `ann@` to one mailbox, and a user re-casing a name is
 * no other recipient); a file path's case,
 * trailing space or dot, Unicode normalisation form (NFC and NFD are different names on most
 * Linux file systems), and a `..` segment (it resolves through symbolic links, so
 * `a/x/../b` may land outside `a`).
 *
 * Fail closed: a spelling this module cannot read is compared as written.
 */
import { authorityEnd, canonicalHost } from "./taint-keys.js";

/** The kinds whose spelling can change where a side effect lands. */
export type TargetKind = "url" | "email" | "path";

/** One row of the decision table. */
export interface TargetRule {
  kind: TargetKind;
  /** The part of the value (as named in an approval's explanation). */
  part: string;
  /** True: a difference in this part is folded away (same target). False: it changes the target. */
  folds: boolean;
}

/** The decision table (see the module comment); `targetForm` implements exactly these rows. */
export const TARGET_RULES: readonly TargetRule[] = [
  { kind: "url", part: "host case", folds: true },
  { kind: "url", part: "www. prefix", folds: true },
  { kind: "url", part: "default port written out", folds: true },
  { kind: "url", part: "trailing slash", folds: true },
  { kind: "url", part: "percent-encoded unreserved character", folds: true },
  { kind: "url", part: "https for the user's http", folds: true },
  { kind: "url", part: "scheme", folds: false },
  { kind: "url", part: "port", folds: false },
  { kind: "url", part: "host", folds: false },
  { kind: "url", part: "trailing dot on the host", folds: false },
  { kind: "url", part: "userinfo", folds: false },
  { kind: "url", part: "path or query (case-sensitive)", folds: false },
  { kind: "email", part: "domain case", folds: true },
  { kind: "email", part: "mailto: prefix", folds: true },
  { kind: "email", part: "local part ASCII case", folds: true },
  { kind: "email", part: "local part (dots, +tag)", folds: false },
  { kind: "email", part: "domain", folds: false },
  { kind: "path", part: "repeated slash, ./ segment, trailing slash", folds: true },
  { kind: "path", part: "case, trailing space or dot, Unicode normalisation form", folds: false },
  { kind: "path", part: "dot-dot segment", folds: false },
];

/** A value read into the parts that say where it lands (`TARGET_RULES`); compared part by part. */
export type TargetParts = ReadonlyArray<readonly [part: string, value: string]>;

const SCHEME = /^([a-z][a-z0-9+.-]{0,15}):\/\//i;
const DEFAULT_PORT: Readonly<Record<string, string>> = { http: "80", https: "443", ws: "80", wss: "443", ftp: "21" };
/** `%XX` of an unreserved character (RFC 3986 §2.3): ALPHA, DIGIT, `-` `.` `_` `~`. */
const UNRESERVED_ESCAPE = /%(4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]|3[0-9]|2d|2e|5f|7e)/gi;
const ESCAPE = /%[0-9a-f]{2}/gi;

/** A URL path or query with unreserved escapes decoded and the rest of the escapes in upper case (RFC 3986 §6.2.2). */
function normaliseEscapes(s: string): string {
  if (!s.includes("%")) return s;
  return s.replace(UNRESERVED_ESCAPE, (m) => String.fromCharCode(parseInt(m.slice(1), 16))).replace(ESCAPE, (m) => m.toUpperCase());
}

function urlParts(raw: string): TargetParts {
  let s = raw.trim();
  const m = SCHEME.exec(s);
  const scheme = m !== null ? (m[1] as string).toLowerCase() : "";
  if (m !== null) s = s.slice(m[0].length);
  const end = authorityEnd(s);
  let authority = s.slice(0, end);
  let tail = s.slice(end);
  const at = authority.lastIndexOf("@");
  const userinfo = at >= 0 ? authority.slice(0, at) : "";
  if (at >= 0) authority = authority.slice(at + 1);
  let port = "";
  const colon = authority.lastIndexOf(":");
  if (colon >= 0 && !authority.includes("]", colon)) {
    port = authority.slice(colon + 1);
    authority = authority.slice(0, colon);
  }
  if (port === "" || port === DEFAULT_PORT[scheme]) port = DEFAULT_PORT[scheme] ?? "";
  const dot = authority.endsWith(".");
  let host = canonicalHost(dot ? authority.slice(0, -1) : authority);
  if (host.startsWith("www.")) host = host.slice(4);
  tail = normaliseEscapes(tail);
  while (tail.endsWith("/") || tail.endsWith("?")) tail = tail.slice(0, -1);
  return [
    ["scheme", scheme],
    ["port", port],
    ["host", host],
    ["trailing dot on the host", dot ? "." : ""],
    ["userinfo", userinfo],
    ["path or query (case-sensitive)", tail],
  ];
}

function emailParts(raw: string): TargetParts {
  let s = raw.trim();
  if (s.startsWith("<") && s.endsWith(">")) s = s.slice(1, -1);
  if (/^mailto:/i.test(s)) s = s.slice(7);
  const at = s.lastIndexOf("@");
  // ASCII case only: a non-ASCII local part (RFC 6531) is compared as written
  const local = (x: string) => x.replace(/[A-Z]+/g, (c) => c.toLowerCase());
  if (at < 0) return [["local part (dots, +tag)", local(s)]];
  return [
    ["local part (dots, +tag)", local(s.slice(0, at))],
    ["domain", canonicalHost(s.slice(at + 1))],
  ];
}

function pathParts(raw: string): TargetParts {
  // no trim, no case fold, no Unicode normalisation: each is another name on some file system
  const abs = raw.startsWith("/");
  const segs: string[] = [];
  for (const seg of raw.split("/")) if (seg !== "" && seg !== ".") segs.push(seg);
  return [["path", `${abs ? "/" : ""}${segs.join("/")}`]];
}

/**
 * The parts of a value that say where it lands (`TARGET_RULES`): equal parts mean the same
 * target whatever else differs. URL: scheme, effective port, host (IDNA-mapped, lower case,
 * without `www.`), trailing dot, userinfo, path and query as written (unreserved escapes
 * decoded, no trailing `/`). E-mail: local part as written but for ASCII case, domain folded. Path: the
 * segments as written without empty and `.` segments.
 */
export function targetForm(kind: TargetKind, raw: string): TargetParts {
  return kind === "url" ? urlParts(raw) : kind === "email" ? emailParts(raw) : pathParts(raw);
}

/**
 * The first part in which `value` lands elsewhere than `trusted` (a spelling the user or a
 * trusted source wrote), or `null` when both land on the same target. A URL whose trusted
 * spelling says `http` may run as `https` (an upgrade to the same host and path), and one with
 * no scheme may take either; a value with no scheme where the user wrote one may not. A
 * relative path is compared with the same number of trailing segments of an absolute one (the
 * keys already placed both under the tool's roots).
 */
export function targetDifference(kind: TargetKind, value: string, trusted: string): string | null {
  const a = targetForm(kind, value);
  const b = targetForm(kind, trusted);
  if (kind === "path") return pathDifference((a[0] as readonly [string, string])[1], (b[0] as readonly [string, string])[1]);
  for (let i = 0; i < a.length; i++) {
    const [part, va] = a[i] as readonly [string, string];
    const vb = (b[i] as readonly [string, string])[1];
    if (va === vb) continue;
    if (kind === "url" && (part === "scheme" || part === "port") && urlSchemeCovers(a, b)) continue;
    return part;
  }
  return null;
}

/** Whether the value's scheme and port are what the trusted spelling's allow: the same, `https` for `http`, or any where the user wrote none. */
function urlSchemeCovers(value: TargetParts, trusted: TargetParts): boolean {
  const vs = (value[0] as readonly [string, string])[1];
  const ts = (trusted[0] as readonly [string, string])[1];
  const vp = (value[1] as readonly [string, string])[1];
  const tp = (trusted[1] as readonly [string, string])[1];
  const defaultPort = (scheme: string, port: string) => port === (DEFAULT_PORT[scheme] ?? "");
  if (ts === "") return (vs === "http" || vs === "https") && defaultPort(vs, vp) && (tp === "" || defaultPort(vs, tp));
  if (ts === "http" && vs === "https") return defaultPort(ts, tp) && defaultPort(vs, vp);
  return vs === ts && vp === tp;
}

function pathDifference(a: string, b: string): string | null {
  if (a === b) return null;
  const relative = a.startsWith("/") !== b.startsWith("/");
  if (relative) {
    const [abs, rel] = a.startsWith("/") ? [a, b] : [b, a];
    if (abs.endsWith(`/${rel}`)) return null;
  }
  return a.split("/").includes("..") || b.split("/").includes("..") ? "dot-dot segment" : "case, trailing space or dot, Unicode normalisation form";
}

/** Where a trusted text's spellings of a value are cut apart: white space, brackets, quotes, list punctuation. */
const SPELLING_CUT = /[\s<>"'`()[\]{}|,;]+/u;
/** Sentence punctuation around a spelling in prose (`… to https://x.example/a.`), never part of the value. */
const PROSE_EDGE = ".!?:";

/** `s` without prose punctuation at either end (a loop, not an end-anchored regex: linear). */
function trimProse(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && PROSE_EDGE.includes(s.charAt(a))) a += 1;
  while (b > a && PROSE_EDGE.includes(s.charAt(b - 1))) b -= 1;
  return s.slice(a, b);
}

/**
 * Whether some trusted text spells `value` for the same target (`targetDifference` is null
 * against one of its spellings), else the part that differs from the closest spelling found
 * (`"spelling"` when the text holds none of that kind). `hasToken(text, value)` is the caller's
 * whole-token test: the value as written in the text vouches at once — except a value with
 * white space or a dot at either end, which prose punctuation could supply.
 *
 * Linear: one cut of each text, one `targetForm` per spelling of the value's kind.
 */
export function targetUnfaithful(
  kind: TargetKind,
  value: string,
  texts: readonly string[],
  hasToken: (text: string, value: string) => boolean,
): string | null {
  const edgeSafe = value === value.trim() && !value.endsWith(".");
  const marker = kind === "email" ? "@" : kind === "url" ? "." : "";
  let closest: string | null = null;
  for (const text of texts) {
    if (edgeSafe && text.length >= value.length && hasToken(text, value)) return null;
    for (const piece of text.split(SPELLING_CUT)) {
      const spelling = trimProse(piece);
      if (spelling === "" || (marker !== "" && !spelling.includes(marker))) continue;
      if (kind === "path" && !spelling.includes("/") && !value.endsWith(spelling)) continue;
      const diff = targetDifference(kind, value, spelling);
      if (diff === null) return null;
      if (diff !== "host" && diff !== "domain") closest ??= diff;
    }
  }
  return closest ?? "spelling";
}
