import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Property tests and end-to-end runs are CPU-heavy; two cores on CI.
    pool: "forks",
  },
});
