/**
 * "Did you mean" for an unknown key in a zod-validated object (`rampart.config.yaml`, a
 * hand-built config given to `parseConfig`): zod's `unrecognized_keys` issue names the key but
 * not what was meant, so `gate.egres` said only `Unrecognized key: "egres"`. The known keys at
 * the issue's path are read from the schema itself, so the hint can never list a stale key.
 */
import type { z } from "zod";
import { closestId } from "../args.js";

interface Def {
  type?: string;
  innerType?: unknown;
  in?: unknown;
  shape?: Record<string, unknown>;
  element?: unknown;
  valueType?: unknown;
  options?: readonly unknown[];
}

const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def?: Def } } | null)?._zod?.def;

/** Strips wrappers that do not change an object's keys (default, optional, pipe, …). */
function unwrap(schema: unknown): unknown {
  let s = schema;
  for (let i = 0; i < 16; i++) {
    const def = defOf(s);
    if (def?.innerType !== undefined) s = def.innerType;
    else if (def?.type === "pipe" && def.in !== undefined) s = def.in;
    else return s;
  }
  return s;
}

/** The object keys a schema declares at `path` (union members merged); empty when unknown. */
export function knownKeysAt(schema: unknown, path: readonly PropertyKey[]): string[] {
  let level: unknown[] = [schema];
  for (const seg of path) {
    const next: unknown[] = [];
    for (const s of level) {
      const def = defOf(unwrap(s));
      if (def === undefined) continue;
      if (def.type === "union" && def.options) next.push(...def.options.map((o) => childOf(o, seg)).filter((c) => c !== undefined));
      else {
        const c = childOf(s, seg);
        if (c !== undefined) next.push(c);
      }
    }
    level = next;
  }
  const keys = new Set<string>();
  for (const s of level) {
    const u = unwrap(s);
    const defs = defOf(u)?.type === "union" ? (defOf(u)?.options ?? []).map((o) => defOf(unwrap(o))) : [defOf(u)];
    for (const d of defs) for (const k of Object.keys(d?.shape ?? {})) keys.add(k);
  }
  return [...keys];
}

function childOf(schema: unknown, seg: PropertyKey): unknown {
  const def = defOf(unwrap(schema));
  if (def === undefined) return undefined;
  if (def.shape !== undefined) return typeof seg === "string" ? def.shape[seg] : undefined;
  if (def.element !== undefined) return def.element;
  if (def.valueType !== undefined) return def.valueType;
  return undefined;
}

/** ` (did you mean "egress"?)` for an `unrecognized_keys` issue whose key is near a known one, else "". */
export function unknownKeyHint(schema: z.ZodType | undefined, issue: z.core.$ZodIssue): string {
  if (schema === undefined || issue.code !== "unrecognized_keys") return "";
  const known = knownKeysAt(schema, issue.path);
  const hints = issue.keys.map((k) => [k, closestId(k, known)] as const).filter(([, near]) => near !== null);
  return hints.length === 0 ? "" : ` (${hints.map(([k, near]) => `"${k.slice(0, 80)}": did you mean "${near}"?`).join("; ")})`;
}
