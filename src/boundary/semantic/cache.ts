/**
 * Verdict caches of the semantic layer, keyed by a SHA-256 over the classifier's identity
 * (provider, model, prompt version — `SentenceClassifier.id`) and the neutralised sentence.
 * Only consistent verdicts are stored (`isConsistentVerdict`): an error, a timeout or an
 * ambiguous verdict is never cached, so a transient failure is retried on the next scan. The
 * memory cache is an LRU bounded in entries; the disk cache (one JSON file per entry, atomic
 * writes) keeps verdicts across runs of the CLI and re-validates them on read — a corrupt or
 * foreign file is a miss.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isConsistentVerdict, writeFileAtomic, type SentenceVerdict } from "../../core/light.js";

/** A verdict cache. `get` and `set` never throw. */
export interface VerdictCache {
  get(key: string): SentenceVerdict | undefined;
  set(key: string, verdict: SentenceVerdict): void;
}

/** The cache key (hex SHA-256) of a sentence under a classifier identity. */
export function verdictCacheKey(classifierId: string, sentence: string): string {
  // node:crypto loaded on first use: importing the boundary does not load it (issue 22, cold start).
  return process.getBuiltinModule("node:crypto").createHash("sha256").update(classifierId).update("\0").update(sentence).digest("hex");
}

/**
 * An in-memory LRU of at most `maxEntries` verdicts.
 *
 * @example const cache = createMemoryVerdictCache(10_000);
 */
export function createMemoryVerdictCache(maxEntries = 10_000): VerdictCache {
  const max = Math.max(1, Math.floor(maxEntries));
  const map = new Map<string, SentenceVerdict>();
  return {
    get(key) {
      const v = map.get(key);
      if (v === undefined) return undefined;
      map.delete(key);
      map.set(key, v);
      return v;
    },
    set(key, verdict) {
      if (!isConsistentVerdict(verdict)) return;
      map.delete(key);
      map.set(key, verdict);
      if (map.size > max) map.delete(map.keys().next().value as string);
    },
  };
}

/**
 * A disk cache in `dir` (created on first write) behind a memory LRU of `maxEntries`.
 * A write that fails (full or read-only disk) is ignored: the cache only saves cost.
 */
export function createDiskVerdictCache(dir: string, maxEntries = 10_000): VerdictCache {
  const memory = createMemoryVerdictCache(maxEntries);
  const file = (key: string): string => join(dir, `${key}.json`);
  return {
    get(key) {
      const hit = memory.get(key);
      if (hit) return hit;
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(file(key), "utf8"));
      } catch {
        return undefined;
      }
      const v = readVerdict(raw);
      if (v) memory.set(key, v);
      return v;
    },
    set(key, verdict) {
      if (!isConsistentVerdict(verdict)) return;
      memory.set(key, verdict);
      try {
        writeFileAtomic(file(key), `${JSON.stringify({ verdict, storedAt: new Date().toISOString() })}\n`);
      } catch {
        // The cache only saves cost: a full or read-only disk must not turn a verdict into an error.
      }
    },
  };
}

/** A stored verdict, re-validated; `undefined` for anything else. */
function readVerdict(raw: unknown): SentenceVerdict | undefined {
  if (raw === null || typeof raw !== "object") return undefined;
  const v = (raw as { verdict?: unknown }).verdict as Record<string, unknown> | undefined;
  if (!v || typeof v !== "object" || typeof v.score !== "number") return undefined;
  let verdict: SentenceVerdict;
  if (v.label === "injection" && typeof v.kind === "string" && v.kind.length <= 64) verdict = { label: "injection", score: v.score, kind: v.kind };
  else if (v.label === "benign") verdict = { label: "benign", score: v.score };
  else return undefined;
  return isConsistentVerdict(verdict) ? verdict : undefined;
}
