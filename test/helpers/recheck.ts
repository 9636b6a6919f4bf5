/**
 * recheck (ReDoS checker) behind one choke point, so every linear-time test runs it the same
 * way. recheck's fuzzer stops an attack or incubation run by wall-clock time as well as by VM
 * steps (`attackTimeout` 1 s by default): on a heavily loaded machine (load 8–16) a linear
 * pattern's slow VM run can read as "vulnerable". Turning the wall-clock limits off is no
 * cure — an attack then runs to the step limit (1.5·10⁹ characters), minutes and gigabytes per
 * pattern — so the defaults stay, and a "vulnerable" verdict under such load is re-checked
 * once with a doubled attack time before it counts.
 */
import { check as recheckAsync, checkSync as recheckSync, type Diagnostics, type Parameters } from "recheck";

/** A second look at a "vulnerable" verdict: the same analysis with twice the attack time. */
const SECOND_LOOK: Parameters = { attackTimeout: 2000 };

/** `recheck.checkSync`; a "vulnerable" verdict is re-checked once (see the file comment). */
export function checkSync(source: string, flags: string, params: Parameters = {}): Diagnostics {
  const first = recheckSync(source, flags, params);
  return first.status === "vulnerable" ? recheckSync(source, flags, { ...params, ...SECOND_LOOK }) : first;
}

/** `recheck.check` (worker thread); a "vulnerable" verdict is re-checked once. */
export async function check(source: string, flags: string, params: Parameters = {}): Promise<Diagnostics> {
  const first = await recheckAsync(source, flags, params);
  return first.status === "vulnerable" ? recheckAsync(source, flags, { ...params, ...SECOND_LOOK }) : first;
}
