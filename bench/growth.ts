/**
 * Growth checks for linear-time claims on hostile input. Timings here are measured, printed
 * and compared as ratios; tests never assert them.
 *
 * Noise control on a shared machine (`growthSeries`): process CPU time (user + system, every
 * thread of the process, so parallel and concurrent GC work counts) rather than wall time;
 * the minimum over several rounds, because load from other jobs only ever adds time; rounds
 * interleave the sizes, so a burst of load lands on every size rather than on one; and every
 * timed pass right after an untimed pass of the same size, so it starts from the heap state
 * and GC debt that a pass of its own size leaves — its steady-state cost, GC included.
 *
 * A forced full GC before each pass (`--expose-gc`) was tried and dropped: it made the next
 * pass's CPU time erratic (letter-spacing at 100 KB: 25 ms after a forced GC, 3.8 ms without;
 * ratios from 0.4 to 3.9 on a series that is 2.0 ± 0.1 without it), which both invents and
 * hides growth.
 */

/**
 * Growth check: the best of five timings at size n and at `factor`·n. Linear code gives
 * ~`factor`×, quadratic ~`factor`²×; callers allow generous noise below that.
 */
export function growthRatio(run: (n: number) => void, n: number, factor = 8): number {
  const best = (size: number): number => {
    let min = Infinity;
    for (let k = 0; k < 5; k++) {
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
 * once by `make(n)`; two untimed passes per size warm the JIT and set the repetitions; then,
 * `rounds` times, every size in turn gets one untimed pass and one timed sample (see the
 * module comment). The result per size is the minimum over rounds.
 *
 * @returns seconds per size, in the order of `sizes`.
 */
export function growthSeries<T>(make: (n: number) => T, run: (input: T) => void, sizes: readonly number[], options: GrowthOptions = {}): number[] {
  const rounds = options.rounds ?? 5;
  const minSample = options.minSampleSeconds ?? 0.02;
  const inputs = sizes.map(make);
  const reps = inputs.map((input) => {
    run(input);
    return Math.max(1, Math.ceil(minSample / Math.max(cpuSeconds(() => run(input)), 1e-6)));
  });
  const best = sizes.map(() => Infinity);
  for (let r = 0; r < rounds; r++) {
    inputs.forEach((input, i) => {
      const n = reps[i] as number;
      run(input); // untimed: the heap now holds what a pass of this size leaves behind
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

function cpuSeconds(fn: () => void): number {
  const s = process.cpuUsage();
  fn();
  const d = process.cpuUsage(s);
  return (d.user + d.system) / 1e6;
}
