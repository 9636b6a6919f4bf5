/**
 * Whether this CLI run is quiet (`--quiet`, a program option every command takes): set once by
 * `buildProgram`'s pre-action hook, read by the config and data notices. A module of its own so
 * the program can set it without loading the configuration code (cold start).
 */
let quietRun = false;

/** Marks this run quiet (or not); later config and data notices are left out when quiet. */
export function setCliQuiet(quiet: boolean): void {
  quietRun = quiet;
}

/** True when the run was started with `--quiet`. */
export function isQuietRun(): boolean {
  return quietRun;
}
