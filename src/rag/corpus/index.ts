/**
 * Corpus loading: folders (or single files) of Markdown, plain text and JSONL → chunks with
 * stable ids and metadata.
 *
 * Files are walked recursively in code-unit order of their names; dot-files, dot-folders and
 * `node_modules` are skipped; `.md`/`.markdown`, `.txt` and `.jsonl` are read, other files are
 * ignored. The result is sorted by chunk id, so neither the walk order nor the order of the
 * roots changes anything. Nothing is silently dropped: a malformed file or row, an unreadable
 * path or a duplicate id is reported as an error.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { RampartError, badArgument, configArgument, packagePath, type RampartConfig } from "../../core/index.js";
import type { Chunk } from "../chunk.js";
import { jsonlToChunks } from "./jsonl.js";
import { markdownToChunks, textToChunks } from "./markdown.js";
import { DEFAULT_MAX_CHUNK_CHARS } from "./split.js";

export { DEFAULT_MAX_CHUNK_CHARS, slugify, splitIntoPieces } from "./split.js";
export { splitFrontMatter } from "./markdown.js";

/** Something that went wrong while loading, located as precisely as known. */
export interface CorpusError {
  /** File path as given or found (absolute when the root was absolute). */
  source: string;
  /** 1-based line number, when the fault is on a line. */
  line?: number;
  message: string;
}

/** Chunks plus every error met on the way. */
export interface CorpusLoad {
  chunks: Chunk[];
  errors: CorpusError[];
}

/** Options of `readCorpus` / `loadCorpus`. */
export interface CorpusOptions {
  /** Upper bound of a Markdown/text chunk, in UTF-16 code units (default 1200). */
  maxChunkChars?: number;
}

const READERS = {
  ".md": "markdown",
  ".markdown": "markdown",
  ".txt": "text",
  ".jsonl": "jsonl",
} as const satisfies Record<string, "markdown" | "text" | "jsonl">;
type Ext = keyof typeof READERS;

function extOf(name: string): Ext | undefined {
  const lower = name.toLowerCase();
  return (Object.keys(READERS) as Ext[]).find((e) => lower.endsWith(e));
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Every readable file under `root`, as [absolute path, path relative to the root with `/`]. */
function walk(root: string, errors: CorpusError[]): [string, string][] {
  const out: [string, string][] = [];
  const visit = (dir: string, rel: string): void => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch (e) {
      errors.push({ source: dir, message: `cannot read folder: ${(e as Error).message}` });
      return;
    }
    for (const name of names.sort(byCodeUnit)) {
      if (name.startsWith(".") || name === "node_modules") continue;
      const abs = join(dir, name);
      const relPath = rel === "" ? name : `${rel}/${name}`;
      let isDir: boolean;
      try {
        isDir = statSync(abs).isDirectory();
      } catch (e) {
        errors.push({ source: abs, message: `cannot stat: ${(e as Error).message}` });
        continue;
      }
      if (isDir) visit(abs, relPath);
      else if (extOf(name)) out.push([abs, relPath]);
    }
  };
  visit(root, "");
  return out;
}

/**
 * Reads one or more corpus roots (folders or single files). Never throws for bad content:
 * every problem is returned in `errors`.
 *
 * @param roots a folder or file path, or several; ids are relative to each root (a single
 *   file's relative path is its name).
 * @example
 * const { chunks, errors } = readCorpus(["corpus", "../shared/data/korean-statutes-legalize-kr/sample_md"]);
 */
export function readCorpus(roots: string | readonly string[], options: CorpusOptions = {}): CorpusLoad {
  const maxChars = options.maxChunkChars ?? DEFAULT_MAX_CHUNK_CHARS;
  const errors: CorpusError[] = [];
  const chunks: Chunk[] = [];
  for (const root of typeof roots === "string" ? [roots] : roots) {
    const abs = resolve(root);
    let files: [string, string][];
    try {
      files = statSync(abs).isDirectory() ? walk(abs, errors) : [[abs, basename(abs)]];
    } catch (e) {
      errors.push({ source: root, message: `cannot read corpus path: ${(e as Error).message}` });
      continue;
    }
    if (files.length === 0) errors.push({ source: root, message: "no .md, .txt or .jsonl files found" });
    for (const [file, rel] of files) {
      const ext = extOf(file);
      if (ext === undefined) {
        errors.push({ source: file, message: "unsupported file type (expected .md, .markdown, .txt or .jsonl)" });
        continue;
      }
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch (e) {
        errors.push({ source: file, message: `cannot read file: ${(e as Error).message}` });
        continue;
      }
      const kind = READERS[ext];
      if (kind === "jsonl") {
        const res = jsonlToChunks(text, rel);
        chunks.push(...res.chunks);
        for (const err of res.errors) errors.push({ source: file, line: err.line, message: err.message });
      } else {
        const res = kind === "markdown" ? markdownToChunks(text, rel, maxChars) : textToChunks(text, rel, maxChars);
        if (res.ok) chunks.push(...res.chunks);
        else errors.push({ source: file, line: res.line, message: res.message });
      }
    }
  }
  chunks.sort((a, b) => byCodeUnit(a.id, b.id));
  for (let i = 1; i < chunks.length; i++) {
    const prev = chunks[i - 1] as Chunk;
    const cur = chunks[i] as Chunk;
    if (prev.id === cur.id) {
      errors.push({ source: cur.source, message: `duplicate chunk id "${cur.id}" (also in ${prev.source})` });
    }
  }
  return { chunks: dedupe(chunks), errors };
}

/** Keeps the first chunk of each id (the duplicates are already reported as errors). */
function dedupe(chunks: Chunk[]): Chunk[] {
  return chunks.filter((c, i) => i === 0 || (chunks[i - 1] as Chunk).id !== c.id);
}

/** Formats load errors one per line: `path:line: message`. */
export function formatCorpusErrors(errors: readonly CorpusError[], max = 10): string {
  const lines = errors.slice(0, max).map((e) => `${e.source}${e.line !== undefined ? `:${e.line}` : ""}: ${e.message}`);
  if (errors.length > max) lines.push(`… and ${errors.length - max} more`);
  return lines.join("\n");
}

/**
 * Loads a corpus and fails closed: any error (malformed row or front matter, unreadable
 * path, duplicate id, an empty root) throws.
 *
 * @throws RampartError `ERR_BAD_INPUT` listing the errors (file and line), with
 *   `details.errors` holding the count.
 */
export function loadCorpus(roots: string | readonly string[], options: CorpusOptions = {}): Chunk[] {
  const { chunks, errors } = readCorpus(roots, options);
  if (errors.length > 0) {
    throw new RampartError("ERR_BAD_INPUT", `corpus has ${errors.length} error(s):\n${formatCorpusErrors(errors)}`, {
      details: { errors: errors.length },
    });
  }
  return chunks;
}

/**
 * The corpus a deployment serves when none is given on the command line: `rag.corpus` from
 * the configuration (relative to the config file's folder), else the bundled demo corpus.
 *
 * @param baseDir the folder of the config file (`loadConfig().baseDir`).
 * @throws RampartError `ERR_BAD_INPUT` when `config` is not a config (a `LoadedConfig` is
 *   accepted and unwrapped) or `baseDir` is not a string.
 */
export function configuredCorpusRoots(configOrLoaded: RampartConfig, baseDir: string): string[] {
  const config = configArgument(configOrLoaded, "configuredCorpusRoots", "config");
  if (typeof baseDir !== "string") throw badArgument("configuredCorpusRoots", "baseDir", "a folder path string (loadConfig().baseDir)", baseDir);
  return [config.rag.corpus ? resolve(baseDir, config.rag.corpus) : packagePath("corpus")];
}
