/**
 * Tool pinning for `rampart mcp-proxy` (issue 21 item 2, the rug-pull defence): the first
 * `tools/list` a server answers is pinned — a SHA-256 of each raw tool object (name,
 * description, schemas, annotations: everything the model reads) — and a later list in which
 * a tool's object hashes differently, or a tool the pin never saw, hides that tool until an
 * operator approves the new form (`rampart mcp-proxy pins approve`).
 *
 * The pins live in one JSON file (default `mcp-pins.json` beside the SQLite approval store,
 * `.rampart/` by default). A file that cannot be read or does not have this shape is never
 * repaired or overwritten: `readPins` throws `ERR_CONFIG` and the proxy hides every tool.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";
import { RampartError } from "../../core/index.js";
import { writeFileAtomic } from "../../core/atomic-write.js";

/** Longest description kept with a pending tool for the operator to read (characters). */
export const PENDING_DESCRIPTION_CHARS = 2000;
/** Most tools one server may have pinned or pending (a bound on the file's growth). */
export const MAX_TOOLS_PER_SERVER = 10_000;

const hashSchema = z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 hex digest");
const pendingSchema = z
  .object({ hash: hashSchema, description: z.string().max(PENDING_DESCRIPTION_CHARS + 1), seenAt: z.string(), reason: z.enum(["changed", "new", "flagged"]) })
  .strict();
const serverSchema = z
  .object({ tools: z.record(z.string(), hashSchema), pending: z.record(z.string(), pendingSchema) })
  .strict();
const pinFileSchema = z.object({ version: z.literal(1), servers: z.record(z.string(), serverSchema) }).strict();

/** The pin file: per server (its key), the pinned hash of each tool and the changes waiting for approval. */
export type PinFile = z.infer<typeof pinFileSchema>;
/**
 * A change waiting for `pins approve`: the hash seen, the start of its description, when, and
 * why it is held — `changed`, `new`, or `flagged`: on the first list its description carried
 * what the evidence boundary marks (tool poisoning), so it was not pinned.
 */
export type PendingPin = z.infer<typeof pendingSchema>;

/** A tool object as a server lists it (only `name` is read; everything is hashed). */
export interface RawTool {
  name: string;
  [key: string]: unknown;
}

/** What a pin check decided for one `tools/list`. */
export interface PinCheck {
  /** Names whose current object matches the pin (shown, callable). */
  readonly visible: ReadonlySet<string>;
  /** Names hidden because their object changed since it was pinned. */
  readonly changed: readonly string[];
  /** Names hidden because the pin never saw them (listed after the first pin). */
  readonly added: readonly string[];
  /** Names hidden because the evidence boundary flagged their description on the first list (held for review). */
  readonly flagged: readonly string[];
  /** Names listed more than once in one answer (all copies hidden: which one would the model read?). */
  readonly duplicated: readonly string[];
  /** True when this list was the server's first and has just been pinned. */
  readonly firstPin: boolean;
}

/** JSON text with object keys sorted at every depth, so the hash does not depend on key order. */
export function stableJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.filter((k) => (value as Record<string, unknown>)[k] !== undefined).map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(",")}}`;
}

/** SHA-256 (hex) of a raw tool object's stable JSON: any change of name, description, schema or annotation changes it. */
export function toolHash(tool: RawTool): string {
  return createHash("sha256").update(stableJson(tool)).digest("hex");
}

/**
 * Reads the pin file; a missing file is an empty one.
 *
 * @throws RampartError `ERR_CONFIG` naming the file when it cannot be read, is not JSON, or
 *   does not have the pin file's shape (the caller fails closed: every tool hidden).
 */
export function readPins(file: string): PinFile {
  if (!existsSync(file)) return { version: 1, servers: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (cause) {
    throw new RampartError("ERR_CONFIG", `tool pin file ${file} is unreadable or not JSON (${(cause as Error).message}); every tool stays hidden until it is repaired or removed`, { cause, details: { file } });
  }
  const r = pinFileSchema.safeParse(parsed);
  if (!r.success) {
    const where = r.error.issues[0]?.path.join(".") ?? "";
    throw new RampartError("ERR_CONFIG", `tool pin file ${file} is corrupt (${where || "top level"}: ${r.error.issues[0]?.message ?? "invalid"}); every tool stays hidden until it is repaired or removed`, { details: { file } });
  }
  return r.data;
}

/**
 * Writes the pin file atomically (temporary file, then rename), creating its folder.
 *
 * @throws RampartError `ERR_IO` naming the file when it cannot be written.
 */
export function writePins(file: string, pins: PinFile): void {
  // writeFileAtomic creates the folder inside its own error handling: a parent that is a file is ERR_IO too.
  writeFileAtomic(file, `${JSON.stringify(pins, null, 2)}\n`);
}

/**
 * Checks one `tools/list` answer against the pins of `server`, and records what it saw: a
 * first list is pinned whole; a changed or new tool is filed as pending (the hash seen) and
 * hidden; a tool back to its pinned form drops its pending entry.
 *
 * @param file the pin file.
 * @param server the server's key (the proxy's `--server-name`, else its command line): what the
 *   operator controls, never what the server says about itself, so a server cannot reset its
 *   pins by renaming itself.
 * @param tools the raw tool objects of the answer (every page).
 * @param now clock (tests).
 * @param flag says whether a tool of the first list is poisoned (its description or schema
 *   carries what the evidence boundary marks): such a tool is not pinned but held as
 *   `flagged`, hidden until an operator approves it. Later lists need no scan: every change
 *   is held for approval anyway.
 * @throws RampartError `ERR_CONFIG` for a corrupt pin file (see `readPins`), `ERR_IO` when it
 *   cannot be written, `ERR_BAD_INPUT` when the server lists more than `MAX_TOOLS_PER_SERVER` tools.
 */
export function checkPins(file: string, server: string, tools: readonly RawTool[], now: () => Date = () => new Date(), flag: (tool: RawTool) => boolean = () => false): PinCheck {
  if (tools.length > MAX_TOOLS_PER_SERVER) throw new RampartError("ERR_BAD_INPUT", `the MCP server lists ${tools.length} tools; at most ${MAX_TOOLS_PER_SERVER} are pinned`);
  const pins = readPins(file);
  const counts = new Map<string, number>();
  // A name that would write an object's prototype is never pinned: hidden like a duplicate.
  for (const t of tools) counts.set(t.name, t.name === "__proto__" ? 2 : (counts.get(t.name) ?? 0) + 1);
  const duplicated = [...counts].filter(([, n]) => n > 1).map(([name]) => name);
  const entry = Object.hasOwn(pins.servers, server) ? pins.servers[server] : undefined;
  if (entry === undefined) {
    const pinned: Record<string, string> = {};
    const pending: Record<string, PendingPin> = {};
    const flagged: string[] = [];
    for (const t of tools) {
      if (duplicated.includes(t.name)) continue;
      if (flag(t)) {
        flagged.push(t.name);
        pending[t.name] = heldPin(t, "flagged", now);
      } else pinned[t.name] = toolHash(t);
    }
    pins.servers[server] = { tools: pinned, pending };
    writePins(file, pins);
    return { visible: new Set(Object.keys(pinned)), changed: [], added: [], flagged, duplicated, firstPin: true };
  }
  const visible = new Set<string>();
  const changed: string[] = [];
  const added: string[] = [];
  const flagged: string[] = [];
  let dirty = false;
  for (const t of tools) {
    if (duplicated.includes(t.name)) continue;
    const hash = toolHash(t);
    const pinned = Object.hasOwn(entry.tools, t.name) ? entry.tools[t.name] : undefined;
    const held = Object.hasOwn(entry.pending, t.name) ? entry.pending[t.name] : undefined;
    if (pinned === hash) {
      visible.add(t.name);
      if (held !== undefined) {
        delete entry.pending[t.name];
        dirty = true;
      }
      continue;
    }
    if (pinned === undefined && held?.reason === "flagged" && held.hash === hash) {
      flagged.push(t.name); // still as first seen: still held for review
      continue;
    }
    const reason = pinned === undefined ? "new" : "changed";
    (reason === "new" ? added : changed).push(t.name);
    if (held?.hash !== hash) {
      entry.pending[t.name] = heldPin(t, reason, now);
      dirty = true;
    }
  }
  if (dirty) writePins(file, pins);
  return { visible, changed, added, flagged, duplicated, firstPin: false };
}

/** The pending entry of a tool held for review: its hash, the start of its description, when, why. */
function heldPin(t: RawTool, reason: PendingPin["reason"], now: () => Date): PendingPin {
  const description = typeof t.description === "string" ? t.description.slice(0, PENDING_DESCRIPTION_CHARS) : "";
  return { hash: toolHash(t), description, seenAt: now().toISOString(), reason };
}

/**
 * Approves pending pins: each named tool (all pending tools of the server when `names` is
 * empty) is pinned at the hash that was seen and held — not whatever the server lists next,
 * so a tool that changed again stays hidden.
 *
 * @param server the server key; when absent, every server in the file.
 * @returns the approved entries as `{ server, tool, hash }`.
 * @throws RampartError `ERR_CONFIG` for a corrupt pin file; `ERR_BAD_INPUT` naming a tool
 *   that has no pending change, or a server the file does not know.
 */
export function approvePins(file: string, server: string | undefined, names: readonly string[]): { server: string; tool: string; hash: string }[] {
  const pins = readPins(file);
  if (server !== undefined && !Object.hasOwn(pins.servers, server)) throw new RampartError("ERR_BAD_INPUT", `no MCP server ${JSON.stringify(server)} in ${file}`);
  const servers = server === undefined ? Object.keys(pins.servers) : [server];
  const approved: { server: string; tool: string; hash: string }[] = [];
  for (const name of names) {
    if (!servers.some((s) => Object.hasOwn(pins.servers[s]!.pending, name))) throw new RampartError("ERR_BAD_INPUT", `no pending change of a tool named ${JSON.stringify(name)} in ${file}`);
  }
  for (const s of servers) {
    const entry = pins.servers[s]!;
    for (const [tool, held] of Object.entries(entry.pending)) {
      if (names.length > 0 && !names.includes(tool)) continue;
      entry.tools[tool] = held.hash;
      delete entry.pending[tool];
      approved.push({ server: s, tool, hash: held.hash });
    }
  }
  if (approved.length > 0) writePins(file, pins);
  return approved;
}
