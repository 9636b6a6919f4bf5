/**
 * `deterministicGate(answer, policy, { probe })` — stage 1 of seed 002's two-stage verdict:
 * rules, no LLM, a clear pass / redact / block on every input.
 *
 * Order: (1) findings of every detector on the shadow; any `block` finding blocks with the
 * most serious leak code; (2) a probe's phrase rule (`ERR_PROBE_FAILED`); (3) `redact`
 * findings are replaced by `[REDACTED:<LABEL>]`; (4) otherwise pass. Under a `masking` probe
 * every finding blocks, because the item tests that the application itself leaks nothing.
 * Fails closed: a non-string answer or a detector fault is a block, never a pass.
 */
import { badArgument, describeValue, lacksPhrase, makeFinding, optionRule, PROBES, readOptions, sortFindings, tooLarge, Verdict, type Finding, type OptionTable, type Probe } from "../core/light.js";
import { hasTagChars, type Shadow } from "../boundary/shadow.js";
import { caseView, gateShadow } from "./view.js";
import { visualReading, type VisualReading } from "./bidi.js";
import { BLOCK_CODE_PRIORITY, actionFor, allowedFor, answerCap, canonicalOf, isGatePolicy, replacementFor, type GatePolicy } from "./policy.js";
import { checkProbe } from "./probe-rules.js";
import { redact } from "./redact.js";
import type { CompiledDetector, DetectorId, InnerText } from "./types.js";
import { DETECTORS } from "./detectors/registry.js";
import { secretlintFindings } from "./detectors/secretlint.js";
import { isPlaceholderKey } from "./detectors/placeholder.js";
import { bestOnSameSpan, SpanCover, spanKey } from "./spans.js";
import { decodedViews, type DecodedView } from "./decoded-views.js";
import { ibanShapeSpans, identifierSpans, insideSpan, NUMBER_CATEGORIES } from "./identifiers.js";

/** Options of one gate call. */
export interface GateOptions {
  /** The golden-set probe this answer responds to, if any (its pass rule applies). */
  probe?: Probe;
}

/**
 * The runtime check of `GateOptions` (one rule per key; the type forces exactly its keys).
 * An unknown probe is a block, never a pass: a typo must not switch the phrase rule off.
 */
export const GATE_OPTIONS: OptionTable<GateOptions> = {
  probe: optionRule.oneOf(PROBES),
};

/** Options of the streaming gate, named when given to a whole-answer gate. */
const STREAM_ONLY: Readonly<Record<string, string>> = {
  onHeld: "an option of gateStream, not of a whole-answer gate",
  coalesce: "an option of gateStream, not of a whole-answer gate",
  scanIntervalMs: "an option of gateStream, not of a whole-answer gate",
  idleTimeoutMs: "an option of gateStream, not of a whole-answer gate",
  maxAnswerChars: "gate.maxAnswerChars is set in the config given to compileGatePolicy",
  detectors: "detectors are set in the config's gate.detectors, given to compileGatePolicy",
  egress: "the egress allow-list is the config's gate.egress, given to compileGatePolicy",
};

/** A finding together with the detector that produced it. */
export interface DetectedFinding {
  finding: Finding;
  detector: CompiledDetector;
}

/** Separates inner texts in the one document the detectors read: letters end a number, blank lines a sentence. */
const INNER_SEPARATOR = "\n\n~ ~ ~\n\n";

/** Whether the digits of `value` lie inside an identifier of `original` that overlaps `finding`'s span. */
function ofIdentifier(original: string, finding: Finding, value: string): boolean {
  const digits = value.replace(/[^0-9]/g, "");
  if (digits.length === 0) return false;
  return identifierSpans(original).some(([s, e]) => s < finding.end && e > finding.start && original.slice(s, e).replace(/[^0-9]/g, "").includes(digits));
}

/**
 * Texts a detector finds inside the answer (`CompiledDetector.innerTexts`: a link's decoded
 * URL parts) read by every other detector of the policy, all in one document (one shadow, one
 * pass per detector: linear in their total length). A finding in inner text `k` becomes
 * `inner[k].finding(category)`, reported by the owning detector; allow-listed values are
 * skipped as in the answer itself. Appends to `found`.
 */
function innerFindings(original: string, policy: GatePolicy, found: DetectedFinding[]): void {
  for (const owner of policy.detectors) {
    const inner = owner.innerTexts?.(original) ?? [];
    if (inner.length === 0) continue;
    const starts: number[] = [];
    let doc = "";
    for (const t of inner) {
      if (doc.length > 0) doc += INNER_SEPARATOR;
      starts.push(doc.length);
      doc += t.text;
    }
    const view = gateShadow(doc);
    const done = new Set<number>();
    const taken = new Set(found.filter((d) => d.detector === owner).map((d) => `${d.finding.category}:${d.finding.start}:${d.finding.end}`));
    for (const detector of policy.detectors) {
      if (detector.innerTexts) continue;
      const allowed = allowedFor(policy, detector.id);
      for (const f of detector.detect(view)) {
        if (allowed.size > 0 && allowed.has(canonicalOf(detector, doc.slice(f.start, f.end)))) continue;
        // The last inner text starting at or before the finding (binary search).
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if ((starts[mid] as number) <= f.start) lo = mid;
          else hi = mid - 1;
        }
        const k = lo;
        if (done.has(k)) continue;
        const finding = (inner[k] as InnerText).finding(f.category);
        // A number whose digits are those of a DOI, arXiv or product identifier the answer
        // shows at that place (`https://doi.org/10.5281/zenodo.45391…`) is that identifier's.
        if (NUMBER_CATEGORIES.has(f.category) && ofIdentifier(original, finding, doc.slice(f.start, f.end))) continue;
        done.add(k);
        // The owner may have reported this span itself already (one span, one finding).
        if (!taken.has(`${finding.category}:${finding.start}:${finding.end}`)) found.push({ finding, detector: owner });
      }
    }
  }
}

/**
 * Runs every detector of the policy on a shadow and drops allow-listed values. When two
 * personal-data detectors claim exactly the same span (a 10-digit number that is both a
 * phone number and a valid business number), only the higher-scoring reading is kept: one
 * span, one label. Findings index `shadow.original`.
 */
/**
 * Work the detectors did, for tests that prove the gate's cost is linear in the answer without
 * timing it (`test/gate/gate-linear-work.test.ts`): detector runs, and the code units of every
 * text they read (the answer, its bidi and tag readings, its decoded views). Internal, not exported
 * from the package.
 */
export const gateWork = { detectorRuns: 0, charsRead: 0 };

export function detectAll(shadow: Shadow, policy: GatePolicy): DetectedFinding[] {
  const found: DetectedFinding[] = [];
  /** Spans seen, per detector and category (numeric span keys: no string per finding). */
  const spans = new Map<string, Set<number | string>>();
  const collect = (view: Shadow, reading?: VisualReading) => {
    for (const detector of policy.detectors) {
      // URLs are fetched and linked from the stored text; the displayed order is for readers.
      if (reading && detector.innerTexts) continue;
      const allowed = allowedFor(policy, detector.id);
      gateWork.detectorRuns += 1;
      gateWork.charsRead += view.text.length;
      for (const seen0 of detector.detect(view)) {
        if (allowed.size > 0 && allowed.has(canonicalOf(detector, view.original.slice(seen0.start, seen0.end)))) continue;
        const finding = reading ? { ...seen0, ...reading.toOriginal(seen0.start, seen0.end), reason: `${seen0.reason} (in the displayed order of bidi controls)` } : seen0;
        const kind = `${detector.id}:${finding.category}`;
        let seen = spans.get(kind);
        if (seen === undefined) spans.set(kind, (seen = new Set()));
        const key = spanKey(finding.start, finding.end);
        if (seen.has(key)) continue;
        seen.add(key);
        found.push({ finding, detector });
      }
    }
  };
  collect(shadow);
  innerFindings(shadow.original, policy, found);
  // Tag characters (invisible) read both ways: `shadow` decodes them (a value spelled in
  // tags); with them dropped, one tag character inside a card number or IBAN cannot split it.
  if (hasTagChars(shadow.original)) collect(gateShadow(shadow.original, "drop"));
  // Bidi embeddings, overrides and isolates: the detectors read the displayed order as well
  // as the stored one (`visualReading`, UAX #9), so a value hidden in either order is found.
  const visual = visualReading(shadow.original);
  if (visual) collect(gateShadow(visual.text), visual);
  // Data in other dress (`decoded-views.ts`): encoded runs decoded, the answer read backwards,
  // letter spacing removed — findings on what a view changed, mapped to the answer.
  const covers = new ViewCovers(shadow.original.length, found);
  for (const view of decodedViews(shadow.original)) collectView(view, policy, found, covers);
  // A number wholly inside a DOI, arXiv or PubMed id is that identifier's digits.
  const ids = identifierSpans(shadow.original);
  if (ids.length > 0) {
    const inside = (f: Finding) => NUMBER_CATEGORIES.has(f.category) && insideSpan(ids, f.start, f.end);
    for (let i = found.length - 1; i >= 0; i--) if (inside((found[i] as DetectedFinding).finding)) found.splice(i, 1);
  }
  // Digits inside a run of an IBAN's shape are the account's: only the IBAN detector judges them.
  const accounts = ibanShapeSpans(shadow.original);
  if (accounts.length > 0) {
    const inside = (f: Finding) => NUMBER_CATEGORIES.has(f.category) && f.category !== "pii.iban" && insideSpan(accounts, f.start, f.end);
    for (let i = found.length - 1; i >= 0; i--) if (inside((found[i] as DetectedFinding).finding)) found.splice(i, 1);
  }
  // Same-span rivals compared through a map, not pairwise: an answer can hold thousands of findings.
  const pii = found.filter((d) => d.finding.category.startsWith("pii."));
  const best = bestOnSameSpan(pii.map((d) => ({ start: d.finding.start, end: d.finding.end, score: d.finding.score + specificity(d.finding.category) })));
  const dropped = new Set(pii.filter((_, i) => !best[i]));
  return dropped.size === 0 ? found : found.filter((d) => !dropped.has(d));
}

/**
 * The positions each detector's findings cover, for `collectView`'s "one leak, one finding"
 * rule: built for a detector from `found` the first time a view asks about it, then kept up to
 * date as views add findings — so the question costs the span's length, not one comparison per
 * finding (thousands of findings made the old `found.some(…)` per view finding quadratic).
 */
class ViewCovers {
  readonly #covers = new Map<CompiledDetector, SpanCover>();
  constructor(
    readonly length: number,
    readonly found: readonly DetectedFinding[],
  ) {}

  /** The cover of `detector`'s findings so far. */
  of(detector: CompiledDetector): SpanCover {
    let cover = this.#covers.get(detector);
    if (cover === undefined) {
      cover = new SpanCover(this.length);
      for (const d of this.found) if (d.detector === detector) cover.add(d.finding.start, d.finding.end);
      this.#covers.set(detector, cover);
    }
    return cover;
  }
}

/**
 * Runs the detectors `view` is read by over it and appends the findings on spans the view
 * changed, mapped to the answer's offsets, with the view's transformation named in the reason.
 * A finding overlapping one the same detector already made is left out (one leak, one finding),
 * looked up in `covers` (linear in the findings' lengths).
 */
function collectView(view: DecodedView, policy: GatePolicy, found: DetectedFinding[], covers: ViewCovers): void {
  let shadow: Shadow | undefined;
  for (const detector of policy.detectors) {
    if (!view.reads(detector)) continue;
    shadow ??= gateShadow(view.text);
    const allowed = allowedFor(policy, detector.id);
    gateWork.detectorRuns += 1;
    gateWork.charsRead += shadow.text.length;
    for (const f of detector.detect(shadow)) {
      if (!view.changed(f.start, f.end) || (view.keeps !== undefined && !view.keeps(detector, f.start, f.end))) continue;
      if (allowed.size > 0 && allowed.has(canonicalOf(detector, view.text.slice(f.start, f.end)))) continue;
      const whole = view.toOriginal(f.start, f.end);
      const cover = covers.of(detector);
      if (cover.overlaps(whole.start, whole.end)) continue;
      // A view whose span came from pieces apart (a table column's cells) reports each piece.
      for (const { start, end } of view.toOriginalSpans?.(f.start, f.end) ?? [whole]) {
        found.push({ detector, finding: { ...f, start, end, reason: `${f.reason} (${view.how})` } });
        cover.add(start, end);
      }
    }
  }
}

/**
 * How specific a personal-data reading's validation is, as a tie-break between readings of
 * one span that score the same (issue 19: one span, one label): a phone number is valid when
 * it falls in a numbering plan's range, which most digit strings of its length do; a domestic
 * bank account is named by its label; every other kind (a national id's issuer check, an RRN
 * or card check digit, an IBAN's mod 97) is validated by a rule of its own. Far below the
 * scores' 0.05 steps, so a higher score still wins.
 */
const SPECIFICITY: Readonly<Record<string, number>> = { "pii.phone": 0, "pii.bank-account": 0.001 };
const specificity = (category: string): number => SPECIFICITY[category] ?? 0.002;

function leakReason(blocking: readonly DetectedFinding[], probe: Probe | undefined): string {
  const counts = new Map<string, number>();
  for (const b of blocking) counts.set(b.detector.id, (counts.get(b.detector.id) ?? 0) + 1);
  const list = [...counts].map(([id, n]) => `${id} ×${n}`).join(", ");
  return `${probe ? `${probe} probe ` : ""}answer leaked ${list}`;
}

function internalFault(message: string): Verdict {
  const finding = makeFinding({
    kind: "policy",
    id: "gate.fail-closed",
    category: "gate.fault",
    start: 0,
    end: 0,
    score: 1,
    reason: message,
  });
  return Verdict.block("ERR_INTERNAL", message, [finding]);
}

/**
 * The verdict for an answer whose findings are known: leak blocks first, then the probe's
 * phrase rule, then redaction, else pass. Shared by `deterministicGate`, `gateAnswer` and
 * the streaming gate so the three can never disagree.
 */
export function decide(answer: string, shadow: Shadow, found: readonly DetectedFinding[], policy: GatePolicy, probe?: Probe): Verdict {
  const blocks = (d: DetectedFinding) => probe === "masking" || actionFor(d.detector, d.finding, policy) === "block";
  const blocking = found.filter(blocks);
  const allFindings = sortFindings(found.map((d) => d.finding));
  if (blocking.length > 0) {
    const codes = new Set(blocking.map((b) => b.detector.code));
    const code = BLOCK_CODE_PRIORITY.find((c) => codes.has(c)) ?? (blocking[0] as DetectedFinding).detector.code;
    return Verdict.block(code, leakReason(blocking, probe), allFindings);
  }
  const failure = checkProbe(shadow, probe, policy);
  if (failure) {
    const finding = makeFinding({
      kind: "policy",
      id: `probe.${failure.probe}`,
      category: "probe",
      start: 0,
      end: answer.length,
      score: 1,
      reason: `${failure.probe} probe: ${lacksPhrase(failure.missing, failure.phrase)}`,
    });
    return Verdict.block("ERR_PROBE_FAILED", finding.reason, sortFindings([...allFindings, finding]));
  }
  if (found.length > 0) {
    const r = redact(
      answer,
      found.map((d) => ({ finding: d.finding, label: d.detector.label, replacement: replacementFor(d.detector, d.finding, answer) })),
    );
    return Verdict.redact(r.text, sortFindings(r.findings));
  }
  return Verdict.pass();
}

/** Fails closed on input a typed caller cannot send but a JavaScript caller can. */
/**
 * The block for input a typed caller cannot send, or the options as read once (`readOptions`:
 * a snapshot, so a getter or Proxy trap is never read again after the check).
 */
function badInput(fn: string, answer: unknown, policy: unknown, opts: unknown): { bad: Verdict } | { opts: GateOptions } {
  if (typeof answer !== "string") {
    return { bad: Verdict.block("ERR_BAD_INPUT", `answer must be a string, got ${answer === null ? "null" : typeof answer}`) };
  }
  if (!isGatePolicy(policy)) {
    return { bad: Verdict.block("ERR_BAD_INPUT", `policy must be a GatePolicy from compileGatePolicy(config), got ${describeValue(policy)}`) };
  }
  const read = readOptions(opts, GATE_OPTIONS, { fn, arg: "opts", elsewhere: STREAM_ONLY });
  if (!read.ok) return { bad: Verdict.block("ERR_BAD_INPUT", read.error.message) };
  const cap = answerCap(policy);
  if (answer.length > cap) return { bad: oversized(answer.length, cap) };
  return { opts: read.value };
}

/**
 * The block of an answer over `gate.maxAnswerChars`: `ERR_BAD_INPUT` naming its size and the
 * limit, with one policy finding over the whole answer (bounded work: nothing is scanned).
 */
export function oversized(size: number, limit: number): Verdict {
  const message = tooLarge("answer", size, limit, "gate.maxAnswerChars").message;
  return Verdict.block("ERR_BAD_INPUT", message, [
    makeFinding({ kind: "policy", id: "gate.too-large", category: "gate.fault", start: 0, end: size, score: 1, reason: message }),
  ]);
}

/**
 * Gates one finished answer, synchronously.
 *
 * Runs every enabled detector, including the `secret` detector's published credential
 * formats; secretlint's preset is asynchronous and runs only in `gateAnswer`.
 *
 * @param answer the answer text as the user would receive it (any string, including empty,
 *   very long, or with lone surrogates).
 * @param policy from `compileGatePolicy`.
 * @param opts.probe the golden-set probe kind, when gating an evaluation answer.
 * @returns a `Verdict`: `pass`; `redact` with the redacted text; or `block` with one of
 *   `ERR_LEAK_SECRET`, `ERR_LEAK_PII`, `ERR_LEAK_CODENAME`, `ERR_LEAK_SYSTEM_PROMPT`,
 *   `ERR_PROBE_FAILED`, `ERR_BAD_INPUT` (answer not a string, policy not a compiled
 *   `GatePolicy`, an unknown probe, an unknown key in `opts` — the reason names it and the
 *   closest known key — or an answer longer than `gate.maxAnswerChars`, 1 Mi
 *   UTF-16 code units by default: blocked unscanned) or `ERR_INTERNAL` (a detector
 *   fault). Never throws. Findings carry spans in `answer` and never the matched text
 *   except as `original` on a redaction.
 * @example
 * deterministicGate("문의: 010-1234-5678", policy)
 * // → { action: "block", code: "ERR_LEAK_PII", reason: "answer leaked phone ×1", findings: [...] }
 */
export function deterministicGate(answer: string, policy: GatePolicy, opts: GateOptions = {}): Verdict {
  const checked = badInput("deterministicGate", answer, policy, opts);
  if ("bad" in checked) return checked.bad;
  const { probe } = checked.opts;
  try {
    const shadow = gateShadow(answer);
    return decide(answer, shadow, mergeSecretDuplicates(detectAll(shadow, policy)), policy, probe);
  } catch (err) {
    return internalFault(`gate fault, failing closed: ${(err as Error)?.message ?? String(err)}`);
  }
}

/**
 * Gates one finished answer with every check, including secretlint's recommended preset
 * (asynchronous). Use this in servers and runners; `deterministicGate` is the synchronous
 * subset. Same verdict contract; never rejects.
 *
 * @example
 * const verdict = await gateAnswer(answer, policy, { probe: "masking" });
 */
export async function gateAnswer(answer: string, policy: GatePolicy, opts: GateOptions = {}): Promise<Verdict> {
  const checked = badInput("gateAnswer", answer, policy, opts);
  if ("bad" in checked) return checked.bad;
  const { probe } = checked.opts;
  try {
    const shadow = gateShadow(answer);
    const found = mergeSecretDuplicates([...detectAll(shadow, policy), ...(await secretlintDetected(answer, policy))]);
    return decide(answer, shadow, found, policy, probe);
  } catch (err) {
    return internalFault(`gate fault, failing closed: ${(err as Error)?.message ?? String(err)}`);
  }
}

/**
 * secretlint findings as `secret` detections (none when the secret detector is off or
 * allow-listed). secretlint also runs on the answer's case view when that differs (invisible
 * or fullwidth characters inside a key), mapped back to original offsets.
 */
export async function secretlintDetected(text: string, policy: GatePolicy): Promise<DetectedFinding[]> {
  const detector = policy.detectors.find((d) => d.id === "secret");
  if (!detector) return [];
  const allowed = allowedFor(policy, "secret");
  const findings = await secretlintFindings(text);
  const view = caseView(text, { controls: true });
  if (view.text !== text) {
    for (const f of await secretlintFindings(view.text)) {
      const { start, end } = view.toOriginal(f.start, f.end);
      findings.push({ ...f, start, end, reason: `${f.reason} (hidden or fullwidth characters inside)` });
    }
  }
  // The displayed order of bidi controls (`visualReading`), mapped back to stored offsets.
  const visual = visualReading(text);
  if (visual) {
    const shown = caseView(visual.text, { controls: true });
    for (const f of await secretlintFindings(shown.text)) {
      const v = shown.toOriginal(f.start, f.end);
      findings.push({ ...f, ...visual.toOriginal(v.start, v.end), reason: `${f.reason} (in the displayed order of bidi controls)` });
    }
  }
  return findings
    .filter((f) => !isPlaceholderKey(text.slice(f.start, f.end)))
    .filter((f) => !(allowed.size > 0 && allowed.has(canonicalOf(detector, text.slice(f.start, f.end)))))
    .map((finding) => ({ finding, detector }));
}

/**
 * Merges `secret` findings that overlap — the published-format detector and secretlint
 * finding the same key, or one rule seeing a longer span — into one finding per leaked span:
 * the union of the spans, the highest score, every distinct reason joined with "; ". Other
 * findings pass through unchanged, in order.
 */
export function mergeSecretDuplicates(found: readonly DetectedFinding[]): DetectedFinding[] {
  const secrets = found.filter((d) => d.detector.id === "secret").sort((a, b) => a.finding.start - b.finding.start || b.finding.end - a.finding.end);
  if (secrets.length < 2) return [...found];
  const merged: DetectedFinding[] = [];
  for (const d of secrets) {
    const last = merged[merged.length - 1];
    if (last && d.finding.start < last.finding.end) {
      const reasons = new Set([...last.finding.reason.split("; "), d.finding.reason]);
      last.finding = {
        ...last.finding,
        end: Math.max(last.finding.end, d.finding.end),
        score: Math.max(last.finding.score, d.finding.score),
        reason: [...reasons].join("; "),
      };
    } else merged.push({ detector: d.detector, finding: { ...d.finding } });
  }
  return [...found.filter((d) => d.detector.id !== "secret"), ...merged];
}

/**
 * The text a report may show for a gated answer, never the leaked values: `pass` → the
 * answer; `redact` → the verdict's redacted text; `block` → the answer with every detector
 * finding replaced by its `[REDACTED:<LABEL>]` marker (a probe failure alone has no detector
 * finding, so its answer shows as is); a gate fault or bad input (`ERR_INTERNAL`,
 * `ERR_BAD_INPUT`) → `[REDACTED:GATE_FAULT]`, since nothing is known about the text.
 *
 * @example
 * safeText("연락처 010-2345-6789", deterministicGate("연락처 010-2345-6789", policy))
 * // → "연락처 [REDACTED:PHONE]"
 * @throws RampartError `ERR_BAD_INPUT` naming the argument when `answer` is not a string or
 *   `verdict` is not a gate verdict (`pass` | `redact` with its text | `block` with findings).
 */
export function safeText(answer: string, verdict: Verdict): string {
  if (typeof answer !== "string") throw badArgument("safeText", "answer", "the answer string the verdict is about", answer);
  const v = verdict as Partial<{ action: unknown; text: unknown; findings: unknown }> | null;
  const shaped =
    v !== null &&
    typeof v === "object" &&
    (v.action === "pass" || (v.action === "redact" && typeof v.text === "string") || (v.action === "block" && Array.isArray(v.findings)));
  if (!shaped) throw badArgument("safeText", "verdict", "a Verdict from the gate (pass | redact with text | block with findings)", verdict);
  if (verdict.action === "pass") return answer;
  if (verdict.action === "redact") return verdict.text;
  if (verdict.code === "ERR_INTERNAL" || verdict.code === "ERR_BAD_INPUT") return "[REDACTED:GATE_FAULT]";
  const leaks = verdict.findings
    .filter((f) => f.kind === "detector" && f.id in DETECTORS)
    .map((finding) => ({ finding, label: (DETECTORS[finding.id as DetectorId] as { label: string }).label }));
  return redact(answer, leaks).text;
}
