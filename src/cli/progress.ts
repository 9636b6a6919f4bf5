/**
 * Progress on stderr (never mixed into stdout, which may carry JSONL or a report).
 * A bar when stderr is a terminal; otherwise one line every 10 %, so CI logs stay short.
 */
import cliProgress from "cli-progress";

export interface Progress {
  update(done: number, total?: number): void;
  stop(): void;
}

/** Creates a progress display labelled `label`, counting `unit`s. Quiet when `enabled` is false. */
export function createProgress(label: string, unit = "items", enabled = true): Progress {
  if (!enabled) return { update() {}, stop() {} };
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      { format: `${label} [{bar}] {percentage}% {value}/{total} ${unit}`, stream: process.stderr, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update(done, total) {
        if (!started) {
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
  let lastDecile = -1;
  return {
    update(done, total) {
      if (!total) return;
      const decile = Math.floor((done / total) * 10);
      if (decile > lastDecile) {
        lastDecile = decile;
        process.stderr.write(`${label}: ${Math.min(100, decile * 10)}% (${done}/${total} ${unit})\n`);
      }
    },
    stop() {},
  };
}
