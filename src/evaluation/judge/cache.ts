/**
 * Disk cache of judge verdicts, keyed by (provider, model, prompt hash, sample index). Only
 * validated verdicts are ever stored — the `put` signature takes a `JudgeVerdict`, so an
 * error, a truncated reply or a refusal cannot be cached (the anchors' "errors cached for
 * days" cannot happen). The sample index is part of the key so that `--judge-repeats N`
 * draws N independent samples instead of one cached answer N times. Entries are re-validated
 * on read; a corrupt or foreign file is a miss. Writes are atomic (temp file + rename).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { writeFileAtomic } from "../../core/index.js";
import { judgeVerdictSchema, type JudgeVerdict } from "./verdict.js";

/** What identifies one cached sample. */
export interface CacheKeyParts {
  provider: string;
  model: string;
  /** `buildJudgePrompt(...).hash`: covers prompt version, system message and the neutralised sections. */
  promptHash: string;
  /** 0-based repeat index. */
  sample: number;
}

/** The hex SHA-256 file key of a cache entry. */
export function judgeCacheKey(parts: CacheKeyParts): string {
  return createHash("sha256").update(JSON.stringify([parts.provider, parts.model, parts.promptHash, parts.sample])).digest("hex");
}

/** A verdict cache. */
export interface JudgeCache {
  get(parts: CacheKeyParts): JudgeVerdict | undefined;
  put(parts: CacheKeyParts, verdict: JudgeVerdict): void;
}

/** A cache in `dir` (created on first write), one JSON file per entry. */
export function createDiskCache(dir: string): JudgeCache {
  const file = (parts: CacheKeyParts): string => join(dir, `${judgeCacheKey(parts)}.json`);
  return {
    get(parts) {
      const path = file(parts);
      if (!existsSync(path)) return undefined;
      try {
        const raw = JSON.parse(readFileSync(path, "utf8")) as { provider?: unknown; model?: unknown; verdict?: unknown };
        if (raw.provider !== parts.provider || raw.model !== parts.model) return undefined;
        const v = judgeVerdictSchema.safeParse(raw.verdict);
        return v.success ? v.data : undefined;
      } catch {
        return undefined;
      }
    },
    put(parts, verdict) {
      const entry = { provider: parts.provider, model: parts.model, sample: parts.sample, verdict, storedAt: new Date().toISOString() };
      writeFileAtomic(file(parts), JSON.stringify(entry) + "\n");
    },
  };
}

/** A cache that stores nothing (`--no-judge-cache`). */
export const NO_CACHE: JudgeCache = { get: () => undefined, put: () => {} };
