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
 * value whose key occurs there) is not searched further.
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
import type { JsonValue } from "./canonical.js";
import { createMemo } from "./memo.js";
import type { ProvenanceRule } from "./policy.js";
import { amountKey, extractItems, pathKeys, type Extracted, type TaintItem } from "./taint-keys.js";
import { Transcript, buildIndex, provenanceText, type TranscriptEntry } from "./transcript.js";

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
function leaves(value: JsonValue, out: (string | number)[] = []): (string | number)[] {
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

/** A string leaf's shadow and value-mode taint keys, derived once per distinct short value. */
const deriveLeaf = createMemo(1024, 512, (leaf: string) => ({ shadow: provenanceText(leaf).trim(), ex: extractItems(leaf, "value") }));

/** An item worth tracing inside a longer text: anything but a short amount (fewer than four digits). */
function salientItem(it: TaintItem): boolean {
  return it.kind !== "amount" || it.keys.some((k) => countDigits(k) >= 4);
}

/**
 * Derives the provenance of one argument against the current transcript (or a list of
 * entries): every leaf × every untrusted entry, through the transcript's index.
 *
 * @param roots the allowed roots of a path argument: its value is then also compared, as a
 *   path resolved against them, with the normalised paths in the transcript.
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
): ArgProvenance {
  const ix = source instanceof Transcript ? source.index() : buildIndex(source);
  const hits = new Set<number>();
  let fromUser = true;
  for (const leaf of leaves(value)) {
    const derived = typeof leaf === "string" ? deriveLeaf(leaf) : null;
    const shadow = derived === null ? null : derived.shadow;
    if (shadow === "") continue;
    // 1. did the user vouch for it (literally, or as one value in another spelling)?
    if (shadow !== null && ix.trusted.findText(shadow, occursAsToken, null)) continue;
    const ex = derived === null ? numberItems(leaf as number) : derived.ex;
    // inside free text only salient values count (as for salient tokens): not `12 percent`
    const open = ex.items.filter((it) => (ex.whole || salientItem(it)) && !it.keys.some((k) => ix.trusted.hasKey(k)));
    if (ex.whole && open.length === 0) continue;
    fromUser = false;
    // 2. every untrusted entry it occurs in, in any form
    if (shadow !== null) {
      ix.untrusted.findText(shadow, occursAsToken, hits);
      for (const t of salientTokens(shadow)) if (!ix.trusted.findText(t, occursAsToken, null)) ix.untrusted.findText(t, occursAsToken, hits);
    }
    // a path argument: its forms against the tool's roots meet the normalised paths of a text
    if (roots !== undefined && typeof leaf === "string") {
      const keys = pathKeys(leaf, roots);
      if (!keys.some((k) => ix.trusted.hasKey(k))) for (const k of keys) for (const i of ix.untrusted.withKey(k)) hits.add(i);
    }
    for (const it of open) {
      for (const k of it.keys) for (const i of ix.untrusted.withKey(k)) hits.add(i);
      // a host from untrusted text taints whatever path, query or subdomain is added, unless the user named the host
      if (it.hostKeys && !ix.trusted.hasKey(it.hostKeys.host)) for (const k of it.hostKeys.taint) for (const i of ix.untrusted.withKey(k)) hits.add(i);
    }
  }
  const taintedBy = [...hits].sort((a, b) => a - b).map((i) => (ix.untrusted.entries[i] as TranscriptEntry).id);
  return { arg, rule, tainted: taintedBy.length > 0, fromUser, taintedBy };
}

/** What a rule concludes for a provenance (pure; one row per rule in the tests). */
export function provenanceOutcome(p: ArgProvenance): ProvenanceOutcome {
  const violated = p.rule.startsWith("from-user") ? !p.fromUser : p.tainted;
  if (!violated) return "ok";
  return p.rule.endsWith("-or-approved") ? "approve" : "deny";
}
