/**
 * Setup file of every test file (vitest.config.ts `setupFiles`): at the file's end, the
 * linear-time proofs it asked for are settled in the committed proof file (see proofs.ts).
 */
import { afterAll } from "vitest";
import { settleFile } from "./proofs.js";

// vitest reads the first argument as fixtures and wants a destructuring pattern; none is used.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  settleFile(suite as Parameters<typeof settleFile>[0]);
});
