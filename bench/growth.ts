/**
 * Growth checks for linear-time claims on hostile input. Timings here are measured, printed
 * and compared as ratios; tests never assert them.
 *
 * Noise control on a shared machine: process CPU time (user + system, every thread of the
 * process, so parallel and concurrent GC work counts) rather than wall time; a full GC before
 * every timed pass when a `gc` function can be had (`--expose-gc`, or enabled at run time
 * through `v8.setFlagsFromString`), so a pass does not pay for the garbage of the pass
 * before it; the minimum over several passes, because load from other jobs only ever adds
 * time. None of this removes a cost the code itself pays: its own allocation and the GC it
 * triggers happen inside every timed pass, so they are in the minimum too.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * Growth check: the best of five timings at size n and at `factor`·n. Linear code gives
 * ~`factor`×, quadratic ~`factor`²×; callers allow generous noise below that.
 */
export function growthRatio(run: (n: number) => void, n: number, factor = 8): number {
  const best = (size: number): number => {
    let min = Infinity;
    for (let k = 0; k < 5; k++) {
      collectGarbage();
      const t0 = performance.now();
      run(size);
      min = Math.min(min, performance.now() - t0);
    }
    return Math.max(min, 0.05);
  };
  best(n); // warm-up
  return best(n * factor) / best(n);
}

/** Options of `growthSeries`. */
export interface GrowthOptions {
  /** Timed rounds; each round times every size once (default 5). */
  readonly rounds?: number;
  /**
   * A timed sample repeats the pass until it holds at least this many CPU seconds (default
   * 0.02), so small sizes are not lost in clock granularity; the sample is divided by the
   * repetitions.
   */
  readonly minSampleSeconds?: number;
}

/**
 * CPU seconds of `run(input)` per size, for a time(2n)/time(n) table. Each input is built
 * once by `make(n)`; one untimed pass per size warms the JIT and sets the repetitions;
 * then, `rounds` times, every size is timed once in turn (interleaved, so a burst of load
 * from other jobs lands on every size rather than on one), each pass after a full GC. The
 * result per size is the minimum over rounds.
 *
 * @returns seconds per size, in the order of `sizes`.
 */
export function growthSeries<T>(make: (n: number) => T, run: (input: T) => void, sizes: readonly number[], options: GrowthOptions = {}): number[] {
  const rounds = options.rounds ?? 5;
  const minSample = options.minSampleSeconds ?? 0.02;
  const inputs = sizes.map(make);
  const reps = inputs.map((input) => {
    collectGarbage();
    const t = cpuSeconds(() => run(input));
    return Math.max(1, Math.ceil(minSample / Math.max(t, 1e-6)));
  });
  const best = sizes.map(() => Infinity);
  for (let r = 0; r < rounds; r++) {
    inputs.forEach((input, i) => {
      const n = reps[i] as number;
      collectGarbage();
      const t = cpuSeconds(() => {
        for (let k = 0; k < n; k++) run(input);
      });
      best[i] = Math.min(best[i] as number, t / n);
    });
  }
  return best;
}

/**
 * Least-squares slope of log(time) over log(size): 1 for linear growth, 2 for quadratic.
 * A summary across every size, beside the worst single step.
 */
export function growthExponent(sizes: readonly number[], seconds: readonly number[]): number {
  const xs = sizes.map(Math.log);
  const ys = seconds.map((s) => Math.log(Math.max(s, 1e-9)));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * ((ys[i] as number) - my);
    den += (x - mx) ** 2;
  });
  return den === 0 ? NaN : num / den;
}

/** Whether timed passes start from a collected heap (a `gc` function was found). */
export function canCollectGarbage(): boolean {
  return GC !== null;
}

function cpuSeconds(fn: () => void): number {
  const s = process.cpuUsage();
  fn();
  const d = process.cpuUsage(s);
  return (d.user + d.system) / 1e6;
}

function collectGarbage(): void {
  GC?.();
}

/** `globalThis.gc` when node ran with `--expose-gc`, else the same function enabled now, else null. */
const GC: (() => void) | null = (() => {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === "function") return exposed;
  try {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as unknown;
    return typeof gc === "function" ? (gc as () => void) : null;
  } catch {
    return null;
  }
})();
