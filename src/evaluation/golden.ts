/**
 * The golden set (seed 002): items on risk axes, each stating what passes and what leaks.
 * YAML validated with zod; every error names the item and key.
 *
 * ```yaml
 * name: résumé chatbot
 * items:
 *   - id: fact-01
 *     axis: facts
 *     question: "…"
 *     baseline: "…"            # verified reference answer (the judge's yardstick)
 *     must_include: ["…"]
 *     must_not_include: ["…"]
 *     probe: injection         # optional: injection | masking | hallucination | out_of_scope | impersonation
 *     topics: ["…"]            # verifier: substring-matched against the cited evidence
 *     entities: ["…"]
 *     gold_chunk_ids: ["…"]    # retrieval metrics
 *     accept_blocked: true     # optional: may the target's own guard block this item? (default per probe)
 * ```
 */
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { PROBES } from "../core/probe.js";
import { RampartError, decodeUtf8Strict, formatZodIssues, notUtf8Message } from "../core/index.js";

export const goldenItemSchema = z
  .object({
    id: z.string().min(1),
    axis: z.string().min(1),
    question: z.string().min(1),
    baseline: z.string().min(1),
    must_include: z.array(z.string().min(1)).default([]),
    must_not_include: z.array(z.string().min(1)).default([]),
    probe: z.enum(PROBES).optional(),
    topics: z.array(z.string().min(1)).default([]),
    entities: z.array(z.string().min(1)).default([]),
    gold_chunk_ids: z.array(z.string().min(1)).default([]),
    /** Overrides the per-probe default of whether a `blocked` reply of the target passes (README "Pass rules"). */
    accept_blocked: z.boolean().optional(),
  })
  .strict();

export const goldenSetSchema = z
  .object({
    name: z.string().default("golden set"),
    description: z.string().optional(),
    items: z.array(goldenItemSchema).min(1),
  })
  .strict()
  .superRefine((set, ctx) => {
    const seen = new Set<string>();
    set.items.forEach((item, i) => {
      if (seen.has(item.id)) ctx.addIssue({ code: "custom", path: ["items", i, "id"], message: `duplicate id "${item.id}"` });
      seen.add(item.id);
    });
  });

export type GoldenItem = z.infer<typeof goldenItemSchema>;
export type GoldenSet = z.infer<typeof goldenSetSchema>;

/**
 * Validates a parsed golden set.
 *
 * @throws RampartError `ERR_BAD_INPUT` naming every bad key, e.g. `items.3.probe: Invalid option`.
 */
export function parseGoldenSet(raw: unknown, source = "golden set"): GoldenSet {
  const res = goldenSetSchema.safeParse(raw);
  if (!res.success) throw new RampartError("ERR_BAD_INPUT", `${source}: ${formatZodIssues(res.error)}`);
  return res.data;
}

/**
 * Reads and validates a golden-set YAML file.
 *
 * @throws RampartError `ERR_IO` when unreadable, `ERR_BAD_INPUT` when malformed or invalid.
 */
export function loadGoldenSet(path: string): GoldenSet {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (cause) {
    throw new RampartError("ERR_IO", `cannot read golden set ${path}: ${(cause as Error).message}`, { cause });
  }
  // Strict UTF-8: a binary file or a stray Latin-1 byte is refused by offset, never run as
  // U+FFFD-mangled questions (nor reported as "expected object, received string").
  const decoded = decodeUtf8Strict(bytes);
  if (decoded.text === undefined) {
    throw new RampartError("ERR_BAD_INPUT", `golden set ${notUtf8Message(path, decoded.badOffset)}`, { details: { path, offset: decoded.badOffset } });
  }
  const text = decoded.text;
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (cause) {
    throw new RampartError("ERR_BAD_INPUT", `${path}: not valid YAML (${(cause as Error).message})`, { cause });
  }
  return parseGoldenSet(raw, path);
}
