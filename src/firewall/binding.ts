/**
 * Amounts bound to payees (issue 18, vouching round 5): "pay 50 EUR to A and 20 EUR to B"
 * vouches for 50 to A and 20 to B — not for 50 to B. Each value alone is the user's, so value
 * vouching lets the swap run; the binding reads which amount the user named for which payee.
 *
 * A user's turn keeps, per clause, its request pieces (`purpose.ts`: cut at commas and joining
 * words). Pieces are merged into **segments**: a piece joins the segment before it unless both
 * name an amount ("pay A and B 50 EUR each" stays one segment; "50 EUR to A and 20 EUR to B"
 * is two). A side effect's amount is **bound elsewhere** when, in every user turn that names
 * it, every segment that names it also names another payee (an IBAN, e-mail address or phone
 * number — `PAYEE_PREFIXES` — that is not one of the call's) and none names the call's payee.
 * An amount the user stated with no payee beside it ("these instalments: 1 EUR, 2 EUR …") is
 * bound to none. Fail closed towards an approval: the dispatcher asks with reason
 * `bind:<arg>`.
 *
 * Cost: a turn that names no payee but the call's is passed on its keys alone (no segment is
 * built); other turns are cut into segments once, on the first check that reads them.
 */
import { deriveLeaf, occursAsToken } from "./provenance.js";
import { extractItems } from "./taint-keys.js";
import { isPayeeKey, payeeKeysOf, provenanceText, type ProvenanceIndex, type TranscriptEntry } from "./transcript.js";

/** One segment of a user's request: its keys (whole readings only) and its shadow text. */
interface Segment {
  keys: ReadonlySet<string>;
  shadow: string;
}

/** Segments per user-turn entry, built on first need. */
const SEGMENTS = new WeakMap<TranscriptEntry, Segment[]>();

/** Whole-reading keys of a piece of text (`~` partial readings left out: a prefix of a number is no amount the user named). */
function pieceKeys(text: string): Set<string> {
  const out = new Set<string>();
  for (const it of extractItems(text, "text").items) for (const k of it.keys) if (!k.startsWith("~")) out.add(k);
  return out;
}

function hasAmount(keys: ReadonlySet<string>): boolean {
  for (const k of keys) if (k.startsWith("amt:")) return true;
  return false;
}

/** The segments of a user's turn (see the module comment). */
export function segmentsOf(e: TranscriptEntry): Segment[] {
  const known = SEGMENTS.get(e);
  if (known !== undefined) return known;
  const out: Segment[] = [];
  for (const clause of e.requests ?? []) {
    let texts: string[] = [];
    let keys = new Set<string>();
    let amount = false;
    const close = (): void => {
      if (texts.length > 0) out.push({ keys, shadow: provenanceText(texts.join(" ")) });
      texts = [];
      keys = new Set();
      amount = false;
    };
    for (const piece of clause) {
      const own = pieceKeys(piece);
      const names = hasAmount(own);
      if (names && amount) close();
      texts.push(piece);
      for (const k of own) keys.add(k);
      amount ||= names;
    }
    close();
  }
  SEGMENTS.set(e, out);
  return out;
}

/** A payee of the call: its keys (when it is one canonical value) and its shadow text. */
interface Payee {
  keys: readonly string[];
  shadow: string;
}

/** Payees per derived leaf (the leaf's derivation is memoised, so is this). */
const PAYEES = new WeakMap<object, Payee>();

function payeeOf(leaf: string): Payee {
  const d = deriveLeaf(leaf);
  let p = PAYEES.get(d);
  if (p === undefined) {
    p = { keys: d.ex.whole ? d.ex.items.flatMap((it) => it.keys) : [], shadow: d.shadow };
    PAYEES.set(d, p);
  }
  return p;
}

function holds(seg: Segment, p: Payee): boolean {
  for (const k of p.keys) if (seg.keys.has(k)) return true;
  return p.shadow !== "" && occursAsToken(seg.shadow, p.shadow);
}

/** Whether a key is one of the call's payees'. */
function own(ps: readonly Payee[], k: string): boolean {
  for (const p of ps) if (p.keys.includes(k)) return true;
  return false;
}

/**
 * The id of a user turn that names `amountKey` (`amt:…`) for another payee than any of
 * `payees` (see the module comment), or `null` when the amount is bound to one of them or to
 * none.
 *
 * @param payees the call's other vouched string values (its recipient, account …).
 * @example
 * // user: "Pay 50 EUR to DE89… and 20 EUR to GB33…"
 * amountBoundElsewhere("amt:50", ["GB33…"], ix) // "user:1"
 */
export function amountBoundElsewhere(amountKey: string, payees: readonly string[], ix: ProvenanceIndex): string | null {
  if (payees.length === 0) return null;
  let ps: Payee[] | null = null;
  let elsewhere: string | null = null;
  for (const i of ix.trusted.withKey(amountKey)) {
    const e = ix.trusted.entries[i] as TranscriptEntry;
    if (e.source !== "user" || e.requests === undefined) continue;
    const named = payeeKeysOf(e);
    // a turn that names no payee cannot bind the amount to one
    if (named.length === 0) return null;
    ps ??= payees.map(payeeOf);
    const calls = ps;
    // nor can a turn that names no payee but the call's
    if (named.every((k) => own(calls, k))) return null;
    let found = false;
    for (const seg of segmentsOf(e)) {
      if (!seg.keys.has(amountKey)) continue;
      if (calls.some((p) => holds(seg, p))) return null;
      let other = false;
      for (const k of seg.keys) if (isPayeeKey(k) && !own(calls, k)) other = true;
      if (!other) return null;
      found = true;
    }
    // the turn's keys name the amount where no segment does (a reading across pieces): not bound
    if (!found) return null;
    elsewhere = e.id;
  }
  return elsewhere;
}
