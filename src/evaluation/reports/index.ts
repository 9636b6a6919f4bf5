/** Report writers of the evaluation gate: terminal text and JSON (JUnit and HTML live beside them). */
export * from "./terminal.js";
export * from "./json.js";
