/**
 * Values split across arguments (issue 18): an injection can have the model write an IBAN,
 * an e-mail address, a phone number or a URL in pieces over several string arguments of one
 * call (`title: "Invoice DE89 3704"`, `body: "0044 0532 0130 00 please"`; `eve` and
 * `@evil.example`; a host and its path) — each argument alone holds no such value, but the
 * reader of the message or document reads them one after the other and sees it whole.
 *
 * So besides each argument alone, the call's string arguments are read joined, in declared
 * order, the way a reader would put them together:
 * - with a space (a newline reads the same: both are white space to the key extractor);
 * - with nothing at a seam where a piece ends or the next starts with a joining mark
 *   (`@ . / : ? # = & -`: `eve` + `@evil.example`, `https://evil.example` + `/c?d=1`),
 *   a space elsewhere;
 * - with nothing at every seam, for IBANs only (`DE893704` + `00440532013000`).
 * A sensitive value that only the joined text holds — no key of it is a key of a value of
 * one argument alone, and it does not merely extend such a value (`bob@partner.example`
 * followed by `.evil`: the address argument is judged on its own) — must be vouched for as
 * a single argument would: its key in trusted text (the user's turns, a trusted tool's
 * output); a URL also when it was received as written. Otherwise the call needs an
 * approval naming the arguments.
 *
 * Only pieces of a kind that can be part of such a value are joined (blind round 15: a user's
 * IBAN in `recipient` beside `currency: "EUR"` read as the IBAN `…3249 31EUR` → `…3249`):
 * - a piece that is whole a value of a closed kind no IBAN, address, number or URL contains —
 *   one currency sign, ISO 4217 code or currency word (`"EUR"`, `"€"`, `"Franken"`:
 *   `currencyToken`; `STANDALONE`) — is read as that kind, not as text: it joins nothing, and
 *   the pieces either side of it are read one after the other as before;
 * - a joined value that one piece alone holds whole or in part — its key begins, ends, or is
 *   the beginning or the end of the key of a value of one piece alone — is that piece's value,
 *   extended or cut short at the seam by its neighbour (`DE44 … 3249 31` glued to `2026-12-11`,
 *   `INGDDEFFXXX` or `120.50` reads as the IBAN `DE44 … 3249`): the piece is judged on its own.
 *
 * Phone numbers count only when written with a country code (`+44 …`, `0044 …`): a date in
 * one argument and an order number in the next join into a digit run of phone length far
 * too often. Amounts and paths do not count (a number next to a number is no laundering).
 *
 * Work: three key extractions of the joined text (bounded by `firewall.maxArgsChars`), each
 * linear; the pairwise re-reads that name the arguments run only for a finding.
 */
import type { JsonValue } from "./canonical.js";
import { leaves } from "./provenance.js";
import { extractItems, INTL_PHONE_KEY, urlKeyHost, type TaintItem, type TaintKind } from "./taint-keys.js";
import type { ProvenanceIndex } from "./transcript.js";
import { fileExtensionHost } from "./file-names.js";
import { currencyToken } from "./currency.js";

/** A sensitive value only the joined arguments spell. */
export interface SplitFinding {
  /** The arguments it spans (two adjacent ones when a pair spells it, else every string argument). */
  args: string[];
  kind: TaintKind;
  /** Untrusted entries that hold one of its keys. */
  taintedBy: string[];
}

const SEAM_KINDS: ReadonlySet<TaintKind> = new Set(["iban", "email", "url", "phone"]);
/** A mark that joins two pieces into one token (`eve` `@evil.example`). */
const JOINING_MARK = /[@./:?#=&-]/;

/** One string piece of the call and its argument. */
interface Piece {
  arg: string;
  text: string;
}

/**
 * Kinds of a whole piece that no IBAN, e-mail address, phone number or URL holds a part of
 * (see the module comment): a piece that is one of these is read as its kind and joins
 * nothing. A table, so a new closed kind is a row.
 */
const STANDALONE: readonly { kind: string; whole: (text: string) => boolean }[] = [
  // the unit of an amount: `"EUR"`, `"€"`, `"CHF"`, `"Euro"`, `"원"` (currency.ts's words)
  { kind: "currency", whole: (text) => currencyToken(text) !== null },
];

/** Whether a piece is whole a value of a `STANDALONE` kind. */
function standsAlone(text: string): boolean {
  return STANDALONE.some((k) => k.whole(text));
}

/** The string leaves of the arguments that may be part of a split value (not `STANDALONE`), in declared order. */
function piecesOf(args: Readonly<Record<string, JsonValue>>, order: Iterable<string>): Piece[] {
  const out: Piece[] = [];
  for (const arg of order) {
    const v = args[arg];
    if (v === undefined || v === null) continue;
    const list = typeof v === "string" ? [v] : typeof v === "object" ? leaves(v) : [];
    for (const l of list) if (typeof l === "string" && l.trim() !== "" && !standsAlone(l)) out.push({ arg, text: l });
  }
  return out;
}

/** Whether the seam between `a` and `b` has a joining mark on either side. */
function marked(a: string, b: string): boolean {
  return JOINING_MARK.test(a.charAt(a.length - 1)) || JOINING_MARK.test(b.charAt(0));
}

/** The joins read (see the module comment): `null` for one that is the same as the space join. */
function joins(pieces: readonly Piece[]): { text: string; ibanOnly: boolean }[] {
  const texts = pieces.map((p) => p.text);
  const out = [{ text: texts.join(" "), ibanOnly: false }];
  let hybrid = texts[0] as string;
  let anyMark = false;
  for (let i = 1; i < texts.length; i++) {
    const glue = marked(texts[i - 1] as string, texts[i] as string);
    anyMark ||= glue;
    hybrid += (glue ? "" : " ") + (texts[i] as string);
  }
  if (anyMark) out.push({ text: hybrid, ibanOnly: false });
  out.push({ text: texts.join(""), ibanOnly: true });
  return out;
}

/** The value of a key without its kind (`iban:de89…` → `de89…`; `tel:+44…` → `+44…`). */
function body(key: string): string {
  return key.slice(key.indexOf(":") + 1);
}

/** Whether a joined item counts: a seam kind, a phone number only with a country code, a URL not a file name. */
function counts(it: TaintItem): boolean {
  if (!SEAM_KINDS.has(it.kind)) return false;
  if (it.kind === "phone") return it.keys.some((k) => k.startsWith(INTL_PHONE_KEY));
  if (it.kind === "url") {
    const k = it.keys.find((x) => x.startsWith("url:"));
    return k !== undefined && !fileExtensionHost(urlKeyHost(k));
  }
  return true;
}

/** Keys of the values of each piece alone, by kind. */
function singleKeys(pieces: readonly Piece[]): Map<TaintKind, Set<string>> {
  const out = new Map<TaintKind, Set<string>>();
  for (const p of pieces) {
    for (const it of extractItems(p.text, "value").items) {
      let set = out.get(it.kind);
      if (set === undefined) out.set(it.kind, (set = new Set()));
      for (const k of it.keys) set.add(k);
    }
  }
  return out;
}

/**
 * Whether a joined item is a value of one piece, or one extended or cut short by its neighbour
 * at the seam (its key begins or ends with the key of a value of one piece alone, or is the
 * beginning or the end of one: every character of it is that piece's). A URL extended by a
 * path or query is a new URL (data can ride on it): only an equal key counts there.
 */
function ofOnePiece(it: TaintItem, singles: Map<TaintKind, Set<string>>): boolean {
  const own = singles.get(it.kind);
  if (own === undefined) return false;
  for (const k of it.keys) if (own.has(k)) return true;
  if (it.kind === "url") return false;
  for (const k of it.keys) {
    const b = body(k);
    for (const s of own) {
      const sb = body(s);
      if (sb.length >= 4 && (b.startsWith(sb) || b.endsWith(sb))) return true;
      if (b.length >= 4 && (sb.startsWith(b) || sb.endsWith(b))) return true;
    }
  }
  return false;
}

/** Whether trusted text vouches for a joined item (see the module comment). */
function vouched(it: TaintItem, ix: ProvenanceIndex): boolean {
  const keys = it.kind === "phone" ? it.keys.filter((k) => k.startsWith(INTL_PHONE_KEY)) : it.keys;
  for (const k of keys) if (ix.trusted.hasKey(k)) return true;
  // a link someone else wrote, as written (a URL's key: host, path and query)
  if (it.kind === "url") for (const k of keys) if (k.startsWith("url:") && ix.untrusted.hasKey(k)) return true;
  return false;
}

/** Ids of the untrusted entries that hold a key of the item. */
function taintOf(it: TaintItem, ix: ProvenanceIndex): string[] {
  const ids = new Set<string>();
  for (const k of it.keys) for (const i of ix.untrusted.withKey(k)) {
    const id = ix.untrusted.entries[i]?.id;
    if (id !== undefined) ids.add(id);
  }
  return [...ids];
}

/**
 * The first sensitive value that only the call's string arguments read together spell and
 * that no trusted source vouches for (see the module comment); `null` when there is none or
 * fewer than two string pieces.
 *
 * @param args the call's arguments as the model wrote them.
 * @param order the tool's declared argument names, in schema order.
 */
export function splitValue(args: Readonly<Record<string, JsonValue>>, order: Iterable<string>, ix: ProvenanceIndex): SplitFinding | null {
  const pieces = piecesOf(args, order);
  if (pieces.length < 2) return null;
  let singles: Map<TaintKind, Set<string>> | null = null;
  for (const j of joins(pieces)) {
    for (const it of extractItems(j.text, "value").items) {
      if (!counts(it) || (j.ibanOnly && it.kind !== "iban")) continue;
      singles ??= singleKeys(pieces);
      if (ofOnePiece(it, singles) || vouched(it, ix)) continue;
      return { args: spanned(pieces, it, j.ibanOnly), kind: it.kind, taintedBy: taintOf(it, ix) };
    }
  }
  return null;
}

/** The two adjacent arguments whose pieces alone spell `it` in some join, else every argument with a piece. */
function spanned(pieces: readonly Piece[], it: TaintItem, ibanOnly: boolean): string[] {
  const keys = new Set(it.keys);
  for (let i = 1; i < pieces.length; i++) {
    const pair = [pieces[i - 1] as Piece, pieces[i] as Piece];
    for (const j of ibanOnly ? [{ text: pair[0]!.text + pair[1]!.text }] : joins(pair)) {
      for (const x of extractItems(j.text, "value").items) {
        if (x.kind === it.kind && x.keys.some((k) => keys.has(k))) return [...new Set(pair.map((p) => p.arg))];
      }
    }
  }
  return [...new Set(pieces.map((p) => p.arg))];
}
