/**
 * Growth check for linear-time claims on hostile input: the best of five timings at size n
 * and at 8n. Linear code gives ~8×, quadratic ~64×; callers allow generous noise below that.
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
