/**
 * Progress on stderr (never mixed into stdout, which may carry JSONL or a report).
 * A bar when stderr is a terminal; otherwise one line every 10 %, so CI logs stay short.
 * Nothing at all is shown for a run that finishes within `PROGRESS_DELAY_MS` (a tiny input
 * needs no bar, and five "10 %… 100 %" lines for a 100-byte file were noise): the display
 * starts with the first update after the delay.
 */
import cliProgress from "cli-progress";

export interface Progress {
  update(done: number, total?: number): void;
  stop(): void;
}

/** How long a run goes before progress is shown, in ms. */
export const PROGRESS_DELAY_MS = 1000;

/** Test seams of `createProgress`: the clock, whether stderr is a terminal, and the line writer. */
export interface ProgressEnv {
  now?: () => number;
  isTTY?: boolean;
  write?: (line: string) => void;
}

/** Creates a progress display labelled `label`, counting `unit`s. Quiet when `enabled` is false. */
export function createProgress(label: string, unit = "items", enabled = true, env: ProgressEnv = {}): Progress {
  if (!enabled) return { update() {}, stop() {} };
  const now = env.now ?? (() => performance.now());
  const startedAt = now();
  const due = (): boolean => now() - startedAt >= PROGRESS_DELAY_MS;
  if (env.isTTY ?? process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      { format: `${label} [{bar}] {percentage}% {value}/{total} ${unit}`, stream: process.stderr, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update(done, total) {
        if (!started) {
          if (!due()) return;
          bar.start(total ?? 0, done);
          started = true;
        } else {
          if (total !== undefined) bar.setTotal(total);
          bar.update(done);
        }
      },
      stop() {
        if (started) bar.stop();
      },
    };
  }
  const write = env.write ?? ((line: string) => void process.stderr.write(line));
  let lastDecile = -1;
  return {
    update(done, total) {
      if (!total || !due()) return;
      const decile = Math.floor((done / total) * 10);
      if (decile > lastDecile) {
        lastDecile = decile;
        write(`${label}: ${Math.min(100, decile * 10)}% (${done}/${total} ${unit})\n`);
      }
    },
    stop() {},
  };
}
