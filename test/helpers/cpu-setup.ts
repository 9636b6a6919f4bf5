/**
 * Setup file of every test file (vitest.config.ts `setupFiles`): with `RAMPART_TEST_CPU_LOG`
 * set to a file path, appends one JSON line per test file — `{ file, cpuMs, childMs }` — the
 * CPU (user + system, milliseconds) the worker process spent from this setup file to the
 * file's end, and the CPU of the child processes it reaped meanwhile (spawned CLIs, tsc, npm).
 * Unset (the normal run), it does nothing.
 *
 * Why: on a shared machine the wall time of a file is mostly the load; its CPU is its cost
 * (docs/development.md, "Test suite time"). A worker runs one file at a time, so the deltas
 * are per file; the test file's own imports run after this file and are counted, except
 * modules a shared worker had already imported for an earlier file. Children's CPU is read
 * from /proc/self/stat (`cutime`, `cstime`, ticks of 10 ms), so it is 0 off Linux.
 */
import { appendFileSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { afterAll } from "vitest";

const LOG = (process.env.RAMPART_TEST_CPU_LOG ?? "").trim();

/** CPU of the reaped children of this process, in ms (0 where /proc is absent). */
function childrenMs(): number {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    // Fields after the command name (which may hold spaces): state is field 3; cutime 16, cstime 17.
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(rest[13]) + Number(rest[14])) * 10;
  } catch {
    return 0;
  }
}

if (LOG !== "") {
  const self = process.cpuUsage();
  const children = childrenMs();
  // vitest passes the file's suite as the second argument; no fixture is used.
  // eslint-disable-next-line no-empty-pattern
  afterAll(({}, suite) => {
    const used = process.cpuUsage(self);
    const file = (suite as { filepath?: string }).filepath ?? "?";
    const line = { file: relative(process.cwd(), file), cpuMs: Math.round((used.user + used.system) / 1000), childMs: childrenMs() - children };
    appendFileSync(LOG, `${JSON.stringify(line)}\n`);
  });
}
