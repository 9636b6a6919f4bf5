/**
 * Provenance by the firewall itself (issue 5 item 5; in the spirit of CaMeL's capabilities,
 * Debenedetti et al. 2025, but derived from text rather than from an interpreter's data
 * flow). An argument value is **tainted** when it occurs in untrusted text (evidence, tool
 * outputs) and not in trusted text (the user's request). A value is **from the user** when
 * it occurs in trusted text.
 *
 * Every leaf of the value (each string and number, however deeply nested in arrays and
 * objects) is checked against every untrusted entry, and every entry that taints some leaf
 * is reported (issue 5 M3). "Occurs" means any of:
 * - the leaf's normalised shadow occurs in the entry's shadow as a whole token (`50` does
 *   not occur in `2500`);
 * - a salient token of the leaf (path, identifier, address) does;
 * - a canonical taint key of the leaf (`taint-keys.ts`) is among the entry's keys, so an
 *   IBAN with or without spaces, `1,000,000` / `₩1,000,000` / `100만`, `hxxps://www.x[.]com/`
 *   / `x.com`, `a[at]b(dot)com` / `A@B.COM`, `+82 10-1234-5678` / `010 1234 5678` are one
 *   value on both sides — the user vouches for a value in any spelling, and an injection
 *   taints it in any spelling (issue 5 C5).
 * A leaf the user vouched for (its shadow occurs in trusted text, or the leaf *is* one
 * value whose key occurs there) is not searched further. A leaf that is one number is vouched
 * for only by its keys, and only by a whole reading in the user's text (`partialKey`): `2`
 * is not the user's because they wrote `2 million`, nor `1.5` because they wrote `1,500`.
 *
 * Lookups go through the transcript's incremental index: a hash lookup per key and per
 * rarest word of a needle, then a substring check on the candidate entries only.
 *
 * Limits (documented, not hidden): a value the model computes or paraphrases from
 * untrusted text (joins two halves of an address, spells a number in words, translates a
 * sentence) does not occur in any spelling and is not tainted; CaMeL's data-flow tracking
 * would catch it. Policies that need that guarantee use `from-user` rules, which require a
 * positive match in the user's request instead.
 */
import { buildShadow } from "../boundary/index.js";
import type { JsonValue } from "./canonical.js";
import { createMemo } from "./memo.js";
import type { ProvenanceRule } from "./policy.js";
import { amountKey, extractItems, partialKey, pathKeys, type Extracted, type TaintItem } from "./taint-keys.js";
import { Transcript, buildIndex, wordsOf, type TranscriptEntry, type TrustIndex } from "./transcript.js";

/** Provenance of one argument. */
export interface ArgProvenance {
  arg: string;
  rule: ProvenanceRule;
  /** Occurs in untrusted text and not in trusted text. */
  tainted: boolean;
  /** Occurs in trusted text (whole value). */
  fromUser: boolean;
  /** Ids of the untrusted entries it occurs in. */
  taintedBy: string[];
  /**
   * Not from the user's requests, but every leaf that is not is in the user's lookup pieces
   * (`purpose.ts`: the user named it only to ask about it). A `from-user` rule then asks for
   * an approval instead of denying: the value is the user's, its purpose is in doubt.
   */
  asked?: boolean;
}

/** What the policy concludes for one argument. */
export type ProvenanceOutcome = "ok" | "approve" | "deny";

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Token separators for salient-token extraction (whitespace, brackets, quotes, list punctuation). */
const SEPARATORS = /[\s<>()[\]{}"'`,;|*]+/u;
const LETTER = /\p{L}/u;
const DIGIT = /\d/;

/**
 * Start of the first occurrence of `needle` in `hay` at or after `from` that is bounded by
 * non-word characters where the needle itself starts/ends with a word character; -1 if none.
 * Linear: one native search per candidate, candidates advance.
 */
function tokenAt(hay: string, needle: string, from: number): number {
  if (needle === "") return -1;
  const firstIsWord = WORD_CHAR.test(needle.charAt(0));
  const lastIsWord = WORD_CHAR.test(needle.charAt(needle.length - 1));
  for (;;) {
    const at = hay.indexOf(needle, from);
    if (at < 0) return -1;
    const end = at + needle.length;
    const beforeOk = !firstIsWord || at === 0 || !WORD_CHAR.test(charBefore(hay, at));
    const afterOk = !lastIsWord || end >= hay.length || !WORD_CHAR.test(charAt(hay, end));
    if (beforeOk && afterOk) return at;
    from = at + 1;
  }
}

/** True when `needle` occurs in `hay` as a whole token (`50` is not in `2500`). */
export function occursAsToken(hay: string, needle: string): boolean {
  return tokenAt(hay, needle, 0) >= 0;
}

/**
 * Characters that join two words into one name or handle (`finance-external`, `j.doe`,
 * `ops_team`, `eve+x`, `bob@corp`, `team/ops`, `acct:7`): a value is a piece of such a name, not
 * the name. Prose punctuation (`.` `:` before a space or the end, `@` or `#` as a sigil) is not.
 */
const NAME_JOINERS = new Set(["-", ".", "_", "+", "@", "/", ":", "\\"]);

/**
 * True when `needle` occurs in `hay` as a whole name (issue 18, plain-text recipients): a
 * token (`occursAsToken`) that is also not glued by a joiner (`NAME_JOINERS`) to a word
 * character on either side — the user's `finance-team` or `finance.ops` does not vouch for
 * `finance`, and their `https://x.example/a/b` not for `https://x.example/a`; `@finance`,
 * `finance.` at a sentence's end and `finance's` do. Linear: candidates advance.
 */
export function occursAsWholeName(hay: string, needle: string): boolean {
  const firstIsWord = WORD_CHAR.test(needle.charAt(0));
  const lastIsWord = WORD_CHAR.test(needle.charAt(needle.length - 1));
  for (let from = 0; ; ) {
    const at = tokenAt(hay, needle, from);
    if (at < 0) return false;
    const end = at + needle.length;
    const gluedBefore = firstIsWord && at >= 2 && NAME_JOINERS.has(hay.charAt(at - 1)) && WORD_CHAR.test(charBefore(hay, at - 1));
    const gluedAfter = lastIsWord && NAME_JOINERS.has(hay.charAt(end)) && WORD_CHAR.test(charAt(hay, end + 1));
    if (!gluedBefore && !gluedAfter) return true;
    from = at + 1;
  }
}

function charBefore(s: string, i: number): string {
  const lo = s.charCodeAt(i - 1);
  return lo >= 0xdc00 && lo <= 0xdfff && i >= 2 ? s.slice(i - 2, i) : s.charAt(i - 1);
}

function charAt(s: string, i: number): string {
  const cp = s.codePointAt(i);
  return cp === undefined ? "" : String.fromCodePoint(cp);
}

/**
 * Salient tokens of a normalised value: the parts an attacker needs to control (where
 * money, mail or files go). Linear: one split, then constant checks per token.
 */
export function salientTokens(value: string): string[] {
  const out: string[] = [];
  for (const raw of value.split(SEPARATORS)) {
    const t = stripTrailingPunctuation(raw);
    if (t.length < 4) continue;
    const at = t.indexOf("@");
    const isEmail = at > 0 && t.indexOf(".", at) > at + 1;
    const isLinkOrPath = t.includes("://") || t.startsWith("www.") || t.includes("/") || /\.\p{L}{2,}$/u.test(t);
    const isNumber = countDigits(t) >= 4;
    const isIdentifier = t.length >= 6 && LETTER.test(t) && DIGIT.test(t);
    if (isEmail || isLinkOrPath || isNumber || isIdentifier) out.push(t);
  }
  return out;
}

/** Strips sentence punctuation from the end (a loop, not `/[.:!?]+$/`, which is quadratic on long runs). */
function stripTrailingPunctuation(t: string): string {
  let end = t.length;
  while (end > 0 && ".:!?".includes(t.charAt(end - 1))) end -= 1;
  return t.slice(0, end);
}

function countDigits(t: string): number {
  let n = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c >= 48 && c <= 57) n += 1;
  }
  return n;
}

/** One leaf of an argument value: a string or a number, wherever it sits in the value. */
export function leaves(value: JsonValue, out: (string | number)[] = []): (string | number)[] {
  if (typeof value === "string" || typeof value === "number") out.push(value);
  else if (Array.isArray(value)) for (const v of value) leaves(v, out);
  else if (value !== null && typeof value === "object") for (const v of Object.values(value)) leaves(v, out);
  return out;
}

/** Keys of a number leaf: the amount, and the digits as a phone number when long enough. */
function numberItems(n: number): Extracted {
  const keys = [amountKey(n)];
  const digits = Number.isInteger(n) && n >= 0 ? String(n) : "";
  if (digits.length >= 7 && digits.length <= 15) keys.push(`tel:${digits}`);
  return { items: [{ kind: "amount", keys }], whole: true };
}

/** `numberItems`, once per distinct number (bounded: cleared when full; never mutated by readers). */
const NUMBER_ITEMS = new Map<number, Extracted>();
function numberItemsOf(n: number): Extracted {
  let ex = NUMBER_ITEMS.get(n);
  if (ex === undefined) {
    if (NUMBER_ITEMS.size >= 1024) NUMBER_ITEMS.clear();
    ex = numberItems(n);
    NUMBER_ITEMS.set(n, ex);
  }
  return ex;
}

/** A salient token of a leaf with its word tokens (the postings it is looked up by). */
interface Salient {
  token: string;
  words: string[];
}

/** What a string leaf is matched by: its shadow and the shadow's words, its value-mode taint keys, its salient tokens (built on first need). */
export interface Leaf {
  shadow: string;
  words: string[];
  ex: Extracted;
  /** The value is one number (an amount or a phone number, nothing else): only its keys can vouch for it, not its text inside another number. */
  numeric: boolean;
  salient: Salient[] | null;
}

/** A string leaf's shadow, words and value-mode taint keys, derived once per distinct short value. */
export const deriveLeaf = createMemo(1024, 512, (leaf: string): Leaf => {
  // One reading of the value as sent (tag characters decoded, as a copy of them would read
  // in the transcript's decoded shadow); transcripts hold both readings (`provenanceText`).
  const shadow = buildShadow(leaf).text.trim();
  const ex = extractItems(leaf, "value");
  const numeric = ex.whole && ex.items.every((it) => it.kind === "amount" || it.kind === "phone");
  return { shadow, words: wordsOf(shadow), ex, numeric, salient: null };
});

function salientOf(d: Leaf): Salient[] {
  if (d.salient === null) d.salient = salientTokens(d.shadow).map((token) => ({ token, words: wordsOf(token) }));
  return d.salient;
}

/** An item worth tracing inside a longer text: anything but a short amount (fewer than four digits). */
function salientItem(it: TaintItem): boolean {
  return it.kind !== "amount" || it.keys.some((k) => countDigits(k) >= 4);
}

export function hasAnyKey(ix: TrustIndex, keys: readonly string[]): boolean {
  for (let i = 0; i < keys.length; i++) if (ix.hasKey(keys[i] as string)) return true;
  return false;
}

function addPostings(into: Set<number>, postings: readonly number[]): void {
  for (let i = 0; i < postings.length; i++) into.add(postings[i] as number);
}

/** At most this many prefixes of one URL are looked up (a URL of 10 k segments must not cost 10 k lookups). */
const MAX_URL_PREFIXES = 64;

/**
 * The `url:` keys of a URL key's prefixes past its host, shortest first, cut where a URL is
 * cut to append data: before each `/`, `?` and `&`, and after each `=` (`url:h/a`, `url:h/a/b`,
 * `url:h/a/b?q=` for `url:h/a/b?q=x`). The key itself is not among them.
 */
export function urlPrefixKeys(key: string): string[] {
  const slash = key.indexOf("/", 4);
  const query = key.indexOf("?", 4);
  const tailAt = slash < 0 ? query : query < 0 ? slash : Math.min(slash, query);
  if (tailAt < 0) return [];
  const out: string[] = [];
  for (let i = tailAt + 1; i < key.length && out.length < MAX_URL_PREFIXES; i++) {
    const c = key.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x26) out.push(key.slice(0, i)); // / ? &
    else if (c === 0x3d && i + 1 < key.length) out.push(key.slice(0, i + 1)); // =
  }
  return out;
}

/**
 * Taints `hits` with the untrusted entries holding a URL that the value's URL extends
 * (`urlPrefixKeys`), when that prefix is longer than any the user's trusted text holds: the
 * user naming `github.com/acme/app/issues/12` vouches neither for `github.com/evil-org/drop/…`
 * nor for a path an injection planted below what the user named. Source: breaker finding 5
 * (session 6), exfiltration through a host the user named.
 */
function taintByUrlPrefix(key: string, ix: { trusted: TrustIndex; untrusted: TrustIndex }, hits: Set<number>): void {
  const prefixes = urlPrefixKeys(key);
  let vouched = -1;
  for (let i = prefixes.length - 1; i >= 0; i--) {
    if (ix.trusted.hasKey(prefixes[i] as string)) {
      vouched = i;
      break;
    }
  }
  for (let i = vouched + 1; i < prefixes.length; i++) addPostings(hits, ix.untrusted.withKey(prefixes[i] as string));
}

/**
 * Derives the provenance of one argument against the current transcript (or a list of
 * entries): every leaf × every untrusted entry, through the transcript's index.
 *
 * @param roots the allowed roots of a path argument: its value is then also compared, as a
 *   path resolved against them, with the normalised paths in the transcript.
 * @param sideEffect the argument is a side effect's (default false): the user's lookup pieces
 *   (`purpose.ts`, values named only to ask about them) then are not the user's word — a
 *   value only they hold is not `fromUser`, and is marked `asked`. For a read they are.
 * @example
 * // transcript: user "pay the invoice from ACME"; tool output "…pay to DE89 3704 0044 0532 0130 00…"
 * argProvenance("recipient", "de89370400440532013000", "untainted-or-approved", transcript);
 * // { tainted: true, fromUser: false, taintedBy: ["tool:call_1"] }
 */
export function argProvenance(
  arg: string,
  value: JsonValue,
  rule: ProvenanceRule,
  source: Transcript | readonly TranscriptEntry[],
  roots?: readonly string[],
  sideEffect = false,
): ArgProvenance {
  // a transcript's classes are indexed as they are read: the untrusted one only for a leaf the user did not vouch for
  const ix = source instanceof Transcript ? source.lookup() : buildIndex(source);
  // A scalar (the usual argument) is its own one leaf: no list is built for it.
  const list = typeof value === "string" || typeof value === "number" ? null : leaves(value);
  const count = list === null ? 1 : list.length;
  let hits: Set<number> | null = null;
  let fromUser = true;
  let askedOnly = true;
  // a read: what the user asked about is theirs (the lookup class is empty for most turns)
  const lookupIsUser = !sideEffect && ix.lookup.entries.length > 0;
  for (let li = 0; li < count; li++) {
    const leaf = list === null ? (value as string | number) : (list[li] as string | number);
    const derived = typeof leaf === "string" ? deriveLeaf(leaf) : null;
    if (derived !== null && derived.shadow === "") continue;
    // 1. did the user vouch for it (literally, or as one value in another spelling)?
    // (a number only as a whole value, by its keys: `2` is not vouched for by `2 million`, nor `1.5` by `1,500`)
    if (derived !== null && !derived.numeric && ix.trusted.findText(derived.shadow, occursAsToken, null, derived.words)) continue;
    if (lookupIsUser && derived !== null && !derived.numeric && ix.lookup.findText(derived.shadow, occursAsToken, null, derived.words)) continue;
    const ex = derived === null ? numberItemsOf(leaf as number) : derived.ex;
    // inside free text only salient values count (as for salient tokens): not `12 percent`
    let open: TaintItem[] | null = null;
    for (let k = 0; k < ex.items.length; k++) {
      const it = ex.items[k] as TaintItem;
      if ((ex.whole || salientItem(it)) && !hasAnyKey(ix.trusted, it.keys) && !(lookupIsUser && hasAnyKey(ix.lookup, it.keys))) (open ??= []).push(it);
    }
    if (ex.whole && open === null) continue;
    fromUser = false;
    // named by the user only as the subject of a lookup? (the lookup class is empty for most turns)
    if (askedOnly && sideEffect) {
      const byText = derived !== null && !derived.numeric && ix.lookup.entries.length > 0 && ix.lookup.findText(derived.shadow, occursAsToken, null, derived.words);
      const byKeys = ex.whole && ex.items.length > 0 && ex.items.every((it) => hasAnyKey(ix.lookup, it.keys));
      if (!byText && !byKeys) askedOnly = false;
    }
    hits ??= new Set<number>();
    // 2. every untrusted entry it occurs in, in any form
    if (derived !== null) {
      ix.untrusted.findText(derived.shadow, occursAsToken, hits, derived.words);
      for (const t of salientOf(derived)) {
        // a value that is one salient token (an IBAN, an address) was just looked up as its shadow: same needle, same answers
        if (t.token === derived.shadow) continue;
        if (!ix.trusted.findText(t.token, occursAsToken, null, t.words)) ix.untrusted.findText(t.token, occursAsToken, hits, t.words);
      }
    }
    // a path argument: its forms against the tool's roots meet the normalised paths of a text
    if (roots !== undefined && typeof leaf === "string") {
      const keys = pathKeys(leaf, roots);
      if (!hasAnyKey(ix.trusted, keys)) for (const k of keys) addPostings(hits, ix.untrusted.withKey(k));
    }
    if (open !== null) {
      for (const it of open) {
        for (const k of it.keys) addPostings(hits, ix.untrusted.withKey(k));
        // a partial reading in untrusted text (the `2` of `2 million`) taints as well; it never vouched above
        if (it.kind === "amount" || it.kind === "phone") for (const k of it.keys) addPostings(hits, ix.untrusted.withKey(partialKey(k)));
        // a host from untrusted text taints whatever path, query or subdomain is added, unless the user named the host
        if (it.hostKeys && !ix.trusted.hasKey(it.hostKeys.host)) for (const k of it.hostKeys.taint) addPostings(hits, ix.untrusted.withKey(k));
        // an untrusted URL the value extends (a planted `…/issues/new?body=` plus the data the model appends), past what the user named
        if (it.kind === "url") taintByUrlPrefix(it.keys[0] as string, ix, hits);
      }
    }
  }
  const taintedBy = hits === null || hits.size === 0 ? [] : [...hits].sort((a, b) => a - b).map((i) => (ix.untrusted.entries[i] as TranscriptEntry).id);
  return { arg, rule, tainted: taintedBy.length > 0, fromUser, taintedBy, ...(sideEffect && !fromUser && askedOnly ? { asked: true } : {}) };
}

/** What a rule concludes for a provenance (pure; one row per rule in the tests). */
export function provenanceOutcome(p: ArgProvenance): ProvenanceOutcome {
  const violated = p.rule.startsWith("from-user") ? !p.fromUser : p.tainted;
  if (!violated) return "ok";
  // the user's own value, named only to ask about it: its purpose is in doubt, an approval decides
  if (p.rule === "from-user" && p.asked === true && !p.tainted) return "approve";
  return p.rule.endsWith("-or-approved") ? "approve" : "deny";
}
