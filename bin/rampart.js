#!/usr/bin/env node
// Published entry point: runs the compiled CLI (built by `npm run build`; `npm ci` and `npm pack` run it via
// `prepare` when dist/ is missing or older than its inputs, scripts/build.js).
import { runCli } from "../dist/cli/main.js";

await runCli(process.argv);
