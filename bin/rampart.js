#!/usr/bin/env node
// Published entry point: runs the compiled CLI (built by `npm run build`, which `npm ci` runs via `prepare`).
import { runCli } from "../dist/cli/main.js";

await runCli(process.argv);
