/**
 * `rampart ARGS` run in the test's own process through the CLI's `main(argv)` (the function
 * every launcher calls), for tests that check a command's logic — what it prints, which
 * code it returns — rather than the process boundary. A spawned CLI costs ~1.35 s of CPU
 * (issue 22); in a worker that already imported the sources this costs milliseconds. Keep at
 * least one real spawn (`CLI_ENTRY`) per command and per exit-code path: exit codes as the
 * shell sees them, stdout/stderr separation, EPIPE and launchers are only seen there.
 *
 * Shapes: resolves to `{ code, stdout, stderr }` as the spawning helpers return them (`code`
 * is what the process would exit with; stdout and stderr are the text written to each).
 * While it runs, `process.stdout.write` / `process.stderr.write` are captured and, with
 * `cwd`, the working directory is changed, with `env` the named variables are set (a value of
 * `undefined` removes one); all are restored in `finally`, so the shared worker is left as it
 * was. No stdin: a test that feeds stdin spawns. Calls are serialised
 * (one at a time per process), since the capture is process-wide.
 *
 * @throws whatever `main` throws (it catches and prints command errors itself).
 */
import { main } from "../../src/cli/main.js";

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

let queue: Promise<unknown> = Promise.resolve();

/** Where and with which variables a run happens. */
export interface InProcessOptions {
  /** Working directory for the run. */
  readonly cwd?: string;
  /** Environment variables set for the run (`undefined` removes one). */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** Runs `rampart ...args` in-process (see the file comment). */
export function rampartInProcess(args: readonly string[], opts: InProcessOptions = {}): Promise<CliResult> {
  const run = queue.then(() => once(args, opts));
  queue = run.catch(() => undefined);
  return run;
}

async function once(args: readonly string[], { cwd, env = {} }: InProcessOptions): Promise<CliResult> {
  let stdout = "";
  let stderr = "";
  const out = process.stdout.write;
  const err = process.stderr.write;
  const before = process.cwd();
  const saved = Object.keys(env).map((k) => [k, process.env[k]] as const);
  const setEnv = (pairs: Iterable<readonly [string, string | undefined]>) => {
    for (const [k, v] of pairs) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  const capture =
    (append: (s: string) => void) =>
    (chunk: string | Uint8Array, encoding?: BufferEncoding | ((e?: Error | null) => void), cb?: (e?: Error | null) => void): boolean => {
      append(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString(typeof encoding === "string" ? encoding : "utf8"));
      const done = typeof encoding === "function" ? encoding : cb;
      if (done) queueMicrotask(() => done());
      return true;
    };
  process.stdout.write = capture((s) => (stdout += s)) as typeof process.stdout.write;
  process.stderr.write = capture((s) => (stderr += s)) as typeof process.stderr.write;
  try {
    setEnv(Object.entries(env));
    if (cwd !== undefined) process.chdir(cwd);
    const code = await main([process.execPath, "rampart", ...args]);
    return { code, stdout, stderr };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
    process.chdir(before);
    setEnv(saved);
  }
}
