/**
 * The detectors' trigger plan (issue 20, speed): which detectors may fire on a text, found by
 * one linear scan of literal atoms per view, with a regex run only where an atom occurred.
 *
 * Each detector registers trigger sources (regex sources read case-insensitively: its raw
 * atoms and its fast-pass triggers, `index.ts`). A detector is open on a set of views when one
 * of its sources matches one of them — the same verdict as testing every source on every view,
 * reached in two steps:
 *
 * 1. an `AtomTable` over every source (owner = source) scans each view once: a source none of
 *    whose atoms occurs in a view cannot match it (`triggerAtoms`: every match of a source
 *    holds one atom of each of its needs, ASCII and non-ASCII case classes included), so it is
 *    skipped there; a source without atoms is always tried;
 * 2. each source whose atoms occurred is tested on that view — first, for a source built with
 *    the syllable gap, its whole words on the syllable-squeezed view (`syllable-gap.ts`), then
 *    with its own regex, compiled on
 *    first use (a joined source of every atom cost ~350 ms to compile on the first scan and ran
 *    its alternation at every position of every text; a lone source with a literal head runs
 *    as V8's skip-ahead search).
 *
 * Step 1 only drops tests that cannot succeed, so the plan opens a detector exactly when the
 * sources would: `test/boundary/detector-gates.test.ts` checks both against each other on
 * every detector's positive fixtures and on mutations of them.
 *
 * Linear time: the atom scan is linear per view (`AtomTable.scan`), and every source regex is
 * one of the detector's own linear sources or trigger atoms (`test/boundary/redos.test.ts`).
 */
import { AtomTable, lazySyllableGate } from "../quick.js";
import { nativeFirst } from "../../core/native-first.js";

/** A prepared plan over a list of detectors (see the module comment). */
export interface GatePlan {
  /**
   * Per detector, in order: 1 when one of its trigger sources matches one of `views`, else 0;
   * a detector registered with `null` (no known trigger) is always 1.
   */
  open(views: readonly string[]): Uint8Array;
  /** Whether any detector is open on `views` (stops at the first one). */
  any(views: readonly string[]): boolean;
  /** Sources the plan holds (deduplicated), for the precomputed atom analyses. */
  readonly sources: readonly string[];
}

/**
 * Builds the plan for `triggers[d]`, the trigger sources of detector `d` (`null`: it always
 * runs). Sources are analysed once (`AtomTable.addEach`, precomputed for the default table).
 *
 * @example
 * const plan = buildGatePlan([["ignore"], ["<\\|"]]);
 * plan.open(["please IGNORE this"]); // Uint8Array [1, 0]
 */
export function buildGatePlan(triggers: ReadonlyArray<readonly string[] | null>): GatePlan {
  const sources: string[] = [];
  const index = new Map<string, number>();
  const of = triggers.map((list) =>
    list === null
      ? null
      : Int32Array.from(
          [...new Set(list)].map((s) => {
            let i = index.get(s);
            if (i === undefined) index.set(s, (i = sources.push(s) - 1));
            return i;
          }),
        ),
  );
  let table: AtomTable | null = null;
  const regexes: (RegExp | undefined)[] = [];
  let found = new Uint8Array(0);
  // Per source: 0 = not tested on the current view, 1 = matched, 2 = did not.
  let verdict = new Uint8Array(0);
  const prepare = (): AtomTable => {
    if (table === null) {
      table = new AtomTable();
      table.addEach(sources.map((s, i) => [i, [s]] as const));
      found = new Uint8Array(sources.length);
      verdict = new Uint8Array(sources.length);
    }
    return table;
  };
  // Per source: its syllable-squeezed gate (`syllable-gap.ts`; undefined = not made yet, null = none).
  const squeezed: ((((text: string) => boolean) | null) | undefined)[] = [];
  const matches = (s: number, view: string): boolean => {
    if (verdict[s] === 0) {
      const gate = squeezed[s] === undefined ? (squeezed[s] = lazySyllableGate(sources[s] as string)) : squeezed[s];
      if (gate !== null && !gate(view)) verdict[s] = 2;
      else {
        const re = (regexes[s] ??= new RegExp(sources[s] as string, "i"));
        nativeFirst(re, view);
        verdict[s] = re.test(view) ? 1 : 2;
      }
    }
    return verdict[s] === 1;
  };
  /** Marks in `out` the detectors open on `view` (stops early when `stopAtFirst` finds one). */
  const openOn = (view: string, out: Uint8Array, stopAtFirst: boolean): boolean => {
    const t = prepare();
    found.fill(0);
    verdict.fill(0);
    t.scan(view, found);
    let anyOpen = false;
    for (let d = 0; d < of.length; d++) {
      if (out[d] === 1) continue;
      const list = of[d];
      let hit = list === null || list === undefined;
      if (!hit) {
        for (const s of list as Int32Array) {
          if (found[s] === 1 && matches(s, view)) {
            hit = true;
            break;
          }
        }
      }
      if (hit) {
        out[d] = 1;
        anyOpen = true;
        if (stopAtFirst) return true;
      }
    }
    return anyOpen;
  };
  return {
    sources,
    open(views) {
      const out = new Uint8Array(of.length);
      for (const v of views) openOn(v, out, false);
      return out;
    },
    any(views) {
      if (of.some((l) => l === null)) return true;
      const out = new Uint8Array(of.length);
      for (const v of views) if (openOn(v, out, true)) return true;
      return false;
    },
  };
}
