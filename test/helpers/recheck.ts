/**
 * recheck (ReDoS checker) with load-independent verdicts. recheck's fuzzer stops an attack
 * or incubation run by wall-clock time as well as by VM steps (`attackTimeout` 1 s,
 * `incubationTimeout` 250 ms, `seedingTimeout` 100 ms by default): on a loaded machine a
 * linear pattern's slow VM run then reads as "vulnerable" (seen at load 8–16 on the gate's
 * bounded secret and view patterns, which run linearly in V8). With those limits off, only
 * the step limits (`attackLimit`, `incubationLimit`, characters read by recheck's VM) decide,
 * so the same pattern gets the same verdict on any machine; `timeout` still bounds the whole
 * check (it then ends "unknown", never "vulnerable").
 */
import { check as recheckAsync, checkSync as recheckSync, type Diagnostics, type Parameters } from "recheck";

const STEP_LIMITED: Parameters = { attackTimeout: null, incubationTimeout: null, seedingTimeout: null };

/** `recheck.checkSync` with step limits only (see the file comment); `params` as recheck's. */
export function checkSync(source: string, flags: string, params: Parameters = {}): Diagnostics {
  return recheckSync(source, flags, { ...STEP_LIMITED, ...params });
}

/** `recheck.check` (worker thread) with step limits only. */
export function check(source: string, flags: string, params: Parameters = {}): Promise<Diagnostics> {
  return recheckAsync(source, flags, { ...STEP_LIMITED, ...params });
}
