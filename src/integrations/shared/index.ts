/**
 * Shared by the framework adapters (`src/integrations/*`): the guard built from the config,
 * evidence through the boundary, the gate on answers and streams, and the bridge from a
 * framework's tool executor to the firewall's dispatch. Internal: not a package export.
 */
export * from "./config.js";
export * from "./evidence.js";
export * from "./gate.js";
export * from "./bridge.js";
export * from "./tools.js";
