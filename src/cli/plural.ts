/**
 * The CLI's count wording. `count(1, "row")` → `"1 row"` lives in core so the evaluation
 * reports share it; `batchSummary` is the one summary line of the JSONL batch commands.
 */
import { count, type BatchTally } from "../core/index.js";

export { count };

/**
 * The stderr summary of a JSONL batch (`scan`, `gate`), worded the same for both:
 * `scan: 3 rows · 1 pass · 1 flagged · 1 error`.
 *
 * @param command the command name that starts the line.
 * @param hitWord what a flagged row is called (`flagged`, `blocked or redacted`).
 */
export function batchSummary(command: string, tally: BatchTally, hitWord: string): string {
  return `${command}: ${count(tally.lines, "row")} · ${tally.ok - tally.flagged} pass · ${tally.flagged} ${hitWord} · ${count(tally.errors, "error")}\n`;
}
