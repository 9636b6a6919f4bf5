/**
 * Report writers of the evaluation gate: terminal text and JSON, JUnit XML, the
 * self-contained HTML report, and the terminal lines of the judge stage.
 */
export * from "./terminal.js";
export * from "./terminal-escape.js";
export * from "./json.js";
export * from "./escape.js";
export * from "./junit.js";
export * from "./html.js";
export * from "./chart.js";
export * from "./highlight.js";
export * from "./judge-summary.js";
export * from "./atomic-write.js";
export * from "./output-paths.js";
