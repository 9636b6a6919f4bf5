import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Test files that run in a process of their own: they write process.env, patch a global or
 * a prototype, or reset a module singleton (resetTelemetry, setTraceIdSource). Every other
 * file must leave no state behind: it runs in a worker shared with other files. A new file
 * that changes process-wide state belongs in this list.
 */
const ISOLATED = [
  "test/cli/rough-edges.test.ts", // process.env.RAMPART_DATA
  "test/firewall/limits.test.ts", // spies on String.prototype.normalize
  "test/integrations/otel.test.ts", // the telemetry singleton
  "test/firewall/no-native.test.ts", // vi.mock of the optional-package loader (better-sqlite3 "missing")
];

export default defineConfig({
  // The examples import `rampart/<boundary>` as a user's app does; tests run them on the
  // sources, not the last build (tsconfig.json `paths` says the same for the type-check).
  // The framework adapters live under src/integrations/ (matched first).
  resolve: {
    alias: [
      { find: /^rampart\/(ai-sdk|openai-agents|langchain|otel)$/, replacement: `${import.meta.dirname}/src/integrations/$1/index.ts` },
      { find: /^rampart\/([a-z]+)$/, replacement: `${import.meta.dirname}/src/$1/index.ts` },
    ],
  },
  test: {
    // Settles the linear-time proofs each file asked for (test/helpers/proofs.ts); with
    // RAMPART_TEST_CPU_LOG=FILE, logs each file's CPU (cpu-setup.ts).
    setupFiles: ["test/helpers/proof-setup.ts", "test/helpers/property-setup.ts", "test/helpers/cpu-setup.ts"],
    // Precomputes the fast pass's trigger analyses once for every worker (quick.ts).
    globalSetup: ["test/helpers/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Property tests and end-to-end runs are CPU-heavy; two cores on CI.
    pool: "forks",
    execArgv: ["--no-regexp-tier-up"],
    // vitest's default is one worker fewer than the cores: one, on a two-core CI machine,
    // which ran every file in turn. One per core.
    maxWorkers: Math.max(2, availableParallelism()),
    // CLI tests compare printed lines; picocolors colours output when CI is set, so every
    // child process the tests spawn inherits NO_COLOR.
    env: { NO_COLOR: "1" },
    // Two projects (docs/development.md, "How `npm test` stays fast"): most files share one
    // module graph per worker (isolate: false), since importing the sources again in a fresh
    // process cost ~0.9 s of CPU per file; the files that change process-wide state run isolated.
    projects: [
      { extends: true, test: { name: "shared", include: ["test/**/*.test.ts", "src/**/*.test.ts"], exclude: [...configDefaults.exclude, ...ISOLATED], isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
