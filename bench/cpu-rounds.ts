/**
 * CPU time per call of several tasks, measured in interleaved rounds (task A, B, C, then A,
 * B, C again …), so a shared, loaded machine slows every task alike. Process CPU time
 * (`process.cpuUsage`, user + system) rather than wall time: on a machine with more runnable
 * processes than cores, wall time counts the waits for a core (it ran 5–8× the CPU time at
 * load 15 on two cores), CPU time counts the work. The event loop's own turns inside an
 * `await` count, as they should: they are the task's work.
 */

/** One task: a name and one call. */
export interface CpuTask {
  name: string;
  fn: () => unknown;
}

/**
 * Runs `warmup` calls of each task, then `rounds` rounds of `perRound` calls of each task in
 * turn.
 *
 * @returns mean CPU milliseconds per call, by task name.
 */
export async function cpuRounds(tasks: readonly CpuTask[], opts: { rounds?: number; perRound?: number; warmup?: number } = {}): Promise<Map<string, number>> {
  const rounds = opts.rounds ?? 12;
  const perRound = opts.perRound ?? 25;
  const warmup = opts.warmup ?? 25;
  for (const t of tasks) for (let i = 0; i < warmup; i++) await t.fn();
  const total = new Map<string, number>(tasks.map((t) => [t.name, 0]));
  for (let r = 0; r < rounds; r++) {
    for (const t of tasks) {
      const start = process.cpuUsage();
      for (let i = 0; i < perRound; i++) await t.fn();
      const used = process.cpuUsage(start);
      total.set(t.name, (total.get(t.name) ?? 0) + (used.user + used.system) / 1000);
    }
  }
  return new Map([...total].map(([name, ms]) => [name, ms / (rounds * perRound)]));
}
