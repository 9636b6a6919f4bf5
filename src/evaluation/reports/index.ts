/** Reports of the evaluation gate: JUnit XML, self-contained HTML, terminal lines for the judge. */
export * from "./escape.js";
export * from "./junit.js";
export * from "./html.js";
export * from "./chart.js";
export * from "./highlight.js";
export * from "./judge-summary.js";
export * from "./atomic-write.js";
