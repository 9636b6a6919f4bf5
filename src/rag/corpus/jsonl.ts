/**
 * JSONL documents → one chunk per row. The row's `id` is the chunk id, `text` its text,
 * `title` its title (file name when absent); `agency`, `project`, `section` fill the named
 * fields and every other scalar field becomes metadata. This is the layout of the KorQuAD
 * passages (`rag-korquad-v1-dev/corpus.jsonl`: `{id, title, text}`).
 *
 * A malformed line never stops the load: it becomes an error naming its line number
 * (DESIGN.md "Exit codes"), and the caller decides to fail.
 */
import type { Chunk } from "../chunk.js";
import { splitRecord } from "./metadata.js";

/** A row that could not become a chunk. */
export interface RowError {
  line: number;
  message: string;
}

/**
 * Parses JSONL text into chunks.
 *
 * @param relPath the file's path relative to its corpus root (the chunks' `source`).
 * @returns the chunks of every good row and one error per bad row (line numbers from 1).
 */
export function jsonlToChunks(text: string, relPath: string): { chunks: Chunk[]; errors: RowError[] } {
  const chunks: Chunk[] = [];
  const errors: RowError[] = [];
  const lines = text.split("\n");
  const fallbackTitle = relPath.slice(relPath.lastIndexOf("/") + 1).replace(/\.jsonl$/i, "");
  for (let i = 0; i < lines.length; i++) {
    const raw = (lines[i] as string).replace(/\r$/, "");
    const line = i + 1;
    if (raw.trim() === "") continue;
    let row: unknown;
    try {
      row = JSON.parse(i === 0 && raw.startsWith("\uFEFF") ? raw.slice(1) : raw);
    } catch {
      errors.push({ line, message: "not valid JSON" });
      continue;
    }
    if (row === null || typeof row !== "object" || Array.isArray(row)) {
      errors.push({ line, message: "a row must be a JSON object" });
      continue;
    }
    const rec = row as Record<string, unknown>;
    if (typeof rec.id !== "string" || rec.id.trim() === "") {
      errors.push({ line, message: "id: expected a non-empty string" });
      continue;
    }
    if (typeof rec.text !== "string") {
      errors.push({ line, message: "text: expected a string" });
      continue;
    }
    if (rec.title !== undefined && typeof rec.title !== "string") {
      errors.push({ line, message: "title: expected a string" });
      continue;
    }
    const { fields, metadata } = splitRecord(rec, ["id", "text"]);
    chunks.push({
      id: rec.id,
      text: rec.text,
      title: fields.title ?? fallbackTitle,
      ...(fields.agency !== undefined ? { agency: fields.agency } : {}),
      ...(fields.project !== undefined ? { project: fields.project } : {}),
      ...(fields.section !== undefined ? { section: fields.section } : {}),
      source: relPath,
      metadata,
    });
  }
  return { chunks, errors };
}
