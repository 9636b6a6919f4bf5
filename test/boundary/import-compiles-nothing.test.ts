/**
 * Importing the boundary compiles none of the detectors' large classes (issue 22, cold start):
 * the closed-class orders, the conceding and granting turns, the task swap, the vocative tool
 * orders, the turn addresses and the system turns build their regexes on the first text that
 * needs them (`once` / `lazyList`, `src/core/lazy.ts`). A fresh Node process counts every
 * `new RegExp` while the boundary's entry module is imported, then reads the modules' pattern
 * lists: none of their sources may have been compiled before that read. Behaviour, not time
 * (the CPU the import costs is `npm run bench -- startup`).
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = resolve(import.meta.dirname, "../../src/boundary");
const at = (p: string) => JSON.stringify(`file://${resolve(SRC, p)}`);

/** The child: counts `new RegExp` during the import, then reads the lazy lists and prints what the import had compiled of them. */
const CHILD = `
const Native = RegExp;
const compiled = new Set();
let importing = true;
globalThis.RegExp = new Proxy(Native, { construct(t, args, nt) { const re = Reflect.construct(t, args, nt); if (importing) compiled.add(re.source); return re; } });
await import(${at("index.ts")});
importing = false;
const lists = {
  "closed-orders": (await import(${at("detectors/closed-orders.ts")})).CLOSED_ORDER_PATTERNS,
  "transcript-concede": (await import(${at("detectors/transcript-concede.ts")})).CONCEDE_PATTERNS,
  "granting-turn": (await import(${at("detectors/granting-turn.ts")})).GRANTING_TURN_PATTERNS,
  "verdict-frame": (await import(${at("detectors/verdict-frame.ts")})).VERDICT_FRAME_PATTERNS,
  "task-swap": (await import(${at("detectors/task-swap.ts")})).TASK_SWAP_PATTERNS,
  "tool-order-vocative": (await import(${at("detectors/tool-order-vocative.ts")})).VOCATIVE_PATTERNS,
  "turn-addresses": (await import(${at("detectors/turn-addresses.ts")})).TURN_ADDRESSES_PATTERNS,
  "system-turn": (await import(${at("detectors/system-turn.ts")})).SYSTEM_TURN_PATTERNS,
};
const out = {};
for (const [name, list] of Object.entries(lists)) out[name] = { read: list.length, compiledAtImport: list.filter((re) => compiled.has(re.source) && re.source.length > 200).length };
console.log(JSON.stringify(out));
`;

describe("importing the boundary compiles no large class of the lazy detectors", () => {
  it("each module's long regexes are first compiled when its list is read, not at import", () => {
    const r = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", CHILD], { encoding: "utf8", cwd: resolve(import.meta.dirname, "../..") });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout.trim().split("\n").pop() as string) as Record<string, { read: number; compiledAtImport: number }>;
    for (const [name, { read, compiledAtImport }] of Object.entries(out)) {
      expect(read, `${name}: its list reads as before`).toBeGreaterThan(0);
      expect(compiledAtImport, `${name}: compiled at import`).toBe(0);
    }
  }, 120_000);
});
