/**
 * recheck (ReDoS checker) behind one choke point, so every linear-time test runs it the same
 * way, and through the committed proof store (proofs.ts): a pattern whose source, flags and
 * recheck version are unchanged since a passing run is not analysed again; a new or changed
 * one always is, and its test judges the fresh verdict.
 *
 * recheck's fuzzer stops an attack or incubation run by wall-clock time as well as by VM
 * steps (`attackTimeout` 1 s by default): on a heavily loaded machine (load 8–16) a linear
 * pattern's slow VM run can read as "vulnerable". Turning the wall-clock limits off is no
 * cure — an attack then runs to the step limit (1.5·10⁹ characters), minutes and gigabytes per
 * pattern — so the defaults stay, and a "vulnerable" verdict under such load is re-checked
 * once with a doubled attack time before it counts.
 */
import { check as recheckAsync, checkSync as recheckSync, type Diagnostics, type Parameters } from "recheck";
import { lookUp, proofKey, RECHECK_DEFAULT_TIMEOUT, remember, type StoredVerdict } from "./proofs.js";

/** A second look at a "vulnerable" verdict: the same analysis with twice the attack time. */
const SECOND_LOOK: Parameters = { attackTimeout: 2000 };

/**
 * What the tests read of a verdict: recheck's status, checker, complexity and (vulnerable)
 * attack pattern — from the proof store or from a fresh analysis (`stored` says which).
 * "unknown" (a time-out, or syntax recheck does not support) is stored with its time budget
 * (proofs.ts); a test that accepts it relies on its own worst-case inputs, run every time.
 */
export type Verdict = StoredVerdict & {
  readonly source: string;
  readonly flags: string;
  readonly stored: boolean;
};

/** The time budget of an analysis (ms; null: none), as recheck reads `params.timeout`. */
const budget = (params: Parameters): number | null => (params.timeout === undefined ? RECHECK_DEFAULT_TIMEOUT : params.timeout);

function settle(source: string, flags: string, key: string, d: Diagnostics, params: Parameters): Verdict {
  const verdict: StoredVerdict =
    d.status === "unknown" ? { status: "unknown", ...(d.checker ? { checker: d.checker } : {}), error: d.error, timeout: budget(params) } : d;
  return { ...remember(key, source, flags, verdict), source, flags, stored: false };
}

/** `recheck.checkSync` through the proof store; a fresh "vulnerable" verdict is re-checked once (see the file comment). */
export function checkSync(source: string, flags: string, params: Parameters = {}): Verdict {
  const key = proofKey(source, flags, params);
  const known = lookUp(key, budget(params));
  if (known !== null) return { ...known, source, flags, stored: true };
  const first = recheckSync(source, flags, params);
  return settle(source, flags, key, first.status === "vulnerable" ? recheckSync(source, flags, { ...params, ...SECOND_LOOK }) : first, params);
}

/** `recheck.check` (worker thread) through the proof store; a fresh "vulnerable" verdict is re-checked once. */
export async function check(source: string, flags: string, params: Parameters = {}): Promise<Verdict> {
  const key = proofKey(source, flags, params);
  const known = lookUp(key, budget(params));
  if (known !== null) return { ...known, source, flags, stored: true };
  const first = await recheckAsync(source, flags, params);
  return settle(source, flags, key, first.status === "vulnerable" ? await recheckAsync(source, flags, { ...params, ...SECOND_LOOK }) : first, params);
}
