/**
 * CPU and wall time per call of several tasks, measured in interleaved rounds (task A, B, C,
 * then A, B, C again …), so a shared, loaded machine slows every task alike. Process CPU time
 * (`process.cpuUsage`, user + system) next to wall time: on a machine with more runnable
 * processes than cores, wall time counts the waits for a core (it ran 5–8× the CPU time at
 * load 15 on two cores), CPU time counts the work. The event loop's own turns inside an
 * `await` count, as they should: they are the task's work. Each round gives one mean per
 * task; the figure reported is the median over rounds (one slow round — a GC, a neighbour's
 * burst — moves a mean, not the median).
 */

/** One task: a name and one call. */
export interface CpuTask {
  name: string;
  fn: () => unknown;
}

/** Per-call figures of one task, in milliseconds. */
export interface RoundStats {
  /** Median over rounds of the CPU ms per call. */
  cpu: number;
  /** Median over rounds of the wall ms per call. */
  wall: number;
  /** Rounds measured. */
  rounds: number;
}

/** The median of a non-empty list of numbers (the mean of the middle two for an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** `xs` in an order fixed by `seed` (Fisher–Yates with a linear congruential generator). */
function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  let state = (seed * 2654435761 + 1) >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Runs `warmup` calls of each task, then `rounds` rounds of `perRound` calls of each task in
 * turn, each round in a different order.
 *
 * @returns per task name, the median over rounds of the CPU and wall milliseconds per call.
 */
export async function cpuRounds(tasks: readonly CpuTask[], opts: { rounds?: number; perRound?: number; warmup?: number } = {}): Promise<Map<string, RoundStats>> {
  const rounds = opts.rounds ?? 12;
  const perRound = opts.perRound ?? 25;
  const warmup = opts.warmup ?? 25;
  for (const t of tasks) for (let i = 0; i < warmup; i++) await t.fn();
  const cpu = new Map<string, number[]>(tasks.map((t) => [t.name, []]));
  const wall = new Map<string, number[]>(tasks.map((t) => [t.name, []]));
  for (let r = 0; r < rounds; r++) {
    // A new order every round: a task pays the garbage collection the task before it left
    // behind, so no task may always follow the same one.
    for (const t of shuffled(tasks, r)) {
      const start = process.cpuUsage();
      const t0 = performance.now();
      for (let i = 0; i < perRound; i++) await t.fn();
      const elapsed = performance.now() - t0;
      const used = process.cpuUsage(start);
      cpu.get(t.name)?.push((used.user + used.system) / 1000 / perRound);
      wall.get(t.name)?.push(elapsed / perRound);
    }
  }
  return new Map(tasks.map((t) => [t.name, { cpu: median(cpu.get(t.name) ?? []), wall: median(wall.get(t.name) ?? []), rounds }]));
}
