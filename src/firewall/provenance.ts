/**
 * Provenance by the firewall itself (issue 5 item 5; in the spirit of CaMeL's capabilities,
 * Debenedetti et al. 2025, but derived from text rather than from an interpreter's data
 * flow). An argument value is **tainted** when, after normalisation, it occurs in untrusted
 * text (evidence, tool outputs) and not in trusted text (the user's request). A value is
 * **from the user** when it occurs in trusted text.
 *
 * Matching is on whole tokens: `50` does not occur in `2500`. Numbers are also searched in
 * their written forms (`98.7` as `98.70`, `1000` as `1,000`). Longer values are also
 * searched token by token for salient tokens — e-mail addresses, URLs and domains, paths,
 * numbers of four or more digits, identifiers mixing letters and digits — so an attacker's
 * address embedded in a longer message is still found. Each trust class of the transcript
 * is one indexed text, so a check is one native search per form, linear in its length.
 *
 * Limits (documented, not hidden): a value the model computes or paraphrases from
 * untrusted text (joins two halves of an address, spells a number in words) does not occur
 * literally and is not tainted; CaMeL's data-flow tracking would catch it. Policies that
 * need that guarantee use `from-user` rules, which require a positive match in the user's
 * request instead.
 */
import type { JsonValue } from "./canonical.js";
import type { ProvenanceRule } from "./policy.js";
import { Transcript, buildIndex, provenanceText, type TextIndex, type TranscriptEntry } from "./transcript.js";

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

/** Ids of the indexed entries `needle` occurs in (each entry once; the search skips to the next entry after a hit). */
function entriesContaining(ix: TextIndex, needle: string, into: Set<string>): void {
  let from = 0;
  for (;;) {
    const at = tokenAt(ix.text, needle, from);
    if (at < 0) return;
    // binary search: the last entry starting at or before `at`
    let lo = 0;
    let hi = ix.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((ix.starts[mid] as number) <= at) lo = mid;
      else hi = mid - 1;
    }
    into.add(ix.ids[lo] as string);
    from = ix.starts[lo + 1] ?? ix.text.length;
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

/**
 * The written forms of a number as documents spell them: `98.7` is also `98.70`, `1000`
 * also `1,000` and `1,000.00`.
 */
function numberForms(n: number): string[] {
  const forms = [String(n), n.toFixed(2), GROUPED.format(n), GROUPED_2.format(n)];
  return [...new Set(forms)];
}

// Built once: `toLocaleString` with options builds a formatter per call (~40 µs).
const GROUPED = new Intl.NumberFormat("en-US", { maximumFractionDigits: 20 });
const GROUPED_2 = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 20 });

/**
 * The normalised forms of each leaf of an argument value: a string's shadow; a number's
 * written forms (ASCII digits and separators, already normal); arrays and objects element-wise.
 */
function leaves(value: JsonValue): string[][] {
  if (typeof value === "string") return [[provenanceText(value).trim()]];
  if (typeof value === "number") return [numberForms(value)];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [];
}

/**
 * Derives the provenance of one argument against the current transcript (or a list of
 * entries). Linear in the transcript's length per searched form of the value.
 *
 * @example
 * // transcript: user "pay the invoice from ACME"; tool output "…pay to XX00ATTACKER…"
 * argProvenance("recipient", "XX00ATTACKER", "untainted-or-approved", entries);
 * // { tainted: true, fromUser: false, taintedBy: ["tool:call_1"] }
 */
export function argProvenance(
  arg: string,
  value: JsonValue,
  rule: ProvenanceRule,
  source: Transcript | readonly TranscriptEntry[],
): ArgProvenance {
  const ix = source instanceof Transcript ? source.index() : buildIndex(source);
  const taintedBy = new Set<string>();
  let fromUser = true;
  const inTrusted = (needle: string) => occursAsToken(ix.trusted.text, needle);
  for (const forms of leaves(value)) {
    const vs = forms.filter((f) => f !== "");
    if (vs.length === 0) continue;
    if (vs.some(inTrusted)) continue; // the user vouched for this value
    fromUser = false;
    const needles = new Set<string>(vs);
    for (const v of vs) for (const t of salientTokens(v)) if (!inTrusted(t)) needles.add(t);
    for (const needle of needles) entriesContaining(ix.untrusted, needle, taintedBy);
  }
  return { arg, rule, tainted: taintedBy.size > 0, fromUser, taintedBy: [...taintedBy] };
}

/** What a rule concludes for a provenance (pure; one row per rule in the tests). */
export function provenanceOutcome(p: ArgProvenance): ProvenanceOutcome {
  const violated = p.rule.startsWith("from-user") ? !p.fromUser : p.tainted;
  if (!violated) return "ok";
  return p.rule.endsWith("-or-approved") ? "approve" : "deny";
}
