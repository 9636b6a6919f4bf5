/**
 * Markdown (and plain text) documents → chunks.
 *
 * YAML front matter becomes metadata; ATX headings (`#` … `######`) and setext headings (a
 * single line underlined with `===` or `---`), outside fenced code, split the document into
 * sections; each section body is cut into paragraph-sized pieces.
 * A chunk's `section` is the heading it sits under, its `title` the front matter's
 * `title`/`제목`, else the first level-1 heading, else the file name. This is how the
 * legalize-kr statutes (`##### 제N조 (...)` article headings) become one chunk per article.
 *
 * Chunk ids are `<relative path>#<section slug>-<n>`, `n` counting the pieces of every section
 * with that slug in the file from 1, so ids depend only on the file's own content and path.
 */
import { parse as parseYaml } from "yaml";
import type { Chunk } from "../chunk.js";
import { splitRecord } from "./metadata.js";
import { slugify, splitIntoPieces } from "./split.js";

/** Result of parsing one document: its chunks, or the reason it could not be read. */
export type DocumentResult = { ok: true; chunks: Chunk[] } | { ok: false; line: number; message: string };

interface Section {
  heading?: string;
  lines: string[];
}

// One space or tab after the #s, then the rest of the line (trimmed later): no two quantifiers
// compete for the same whitespace, so a line of spaces cannot make it backtrack.
const HEADING = /^ {0,3}(#{1,6})[ \t](.*)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
// Setext underline (CommonMark 4.3): `===` (level 1) or `---` (level 2) under a paragraph line.
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;

/**
 * Splits YAML front matter (`---` … `---` at the very start) from the body.
 *
 * @returns the parsed front matter (`{}` when absent), the body, and how many lines the
 *   front matter took (for line numbers in errors); or an error when the YAML is malformed.
 */
export function splitFrontMatter(
  text: string,
): { ok: true; data: Record<string, unknown>; body: string; bodyLine: number } | { ok: false; line: number; message: string } {
  const src = text.startsWith("\uFEFF") ? text.slice(1) : text;
  if (!/^---[ \t]*\r?\n/.test(src)) return { ok: true, data: {}, body: src, bodyLine: 1 };
  const lines = src.split(/\r?\n/);
  let close = -1;
  for (let i = 1; i < lines.length; i++) {
    if (/^(---|\.\.\.)[ \t]*$/.test(lines[i] as string)) {
      close = i;
      break;
    }
  }
  if (close < 0) return { ok: false, line: 1, message: "front matter opened with --- but never closed" };
  let data: unknown;
  try {
    data = parseYaml(lines.slice(1, close).join("\n"));
  } catch (e) {
    return { ok: false, line: 2, message: `front matter is not valid YAML (${(e as Error).message.split("\n")[0]})` };
  }
  if (data !== null && data !== undefined && (typeof data !== "object" || Array.isArray(data))) {
    return { ok: false, line: 2, message: "front matter must be a YAML mapping" };
  }
  return { ok: true, data: (data ?? {}) as Record<string, unknown>, body: lines.slice(close + 1).join("\n"), bodyLine: close + 2 };
}

function sections(body: string): { sections: Section[]; firstH1?: string } {
  const out: Section[] = [{ lines: [] }];
  let firstH1: string | undefined;
  let fence: string | null = null;
  for (const line of body.split(/\r?\n/)) {
    const f = FENCE.exec(line);
    if (f) {
      const marker = (f[1] as string)[0] as string;
      if (fence === null) fence = marker;
      else if (fence === marker) fence = null;
    }
    const current = out[out.length - 1] as Section;
    const h = fence === null && !f ? HEADING.exec(line) : null;
    const setext = fence === null && !f ? SETEXT.exec(line) : null;
    const previous = current.lines[current.lines.length - 1];
    if (h) {
      // Closing `#`s of an ATX heading are decoration, not text.
      const heading = stripClosingHashes(h[2] as string);
      if ((h[1] as string).length === 1 && firstH1 === undefined) firstH1 = heading;
      out.push({ heading, lines: [] });
    } else if (setext && previous !== undefined && previous.trim() !== "" && !paragraphContinues(current.lines)) {
      // A setext underline turns the single paragraph line above it into a heading.
      current.lines.pop();
      const heading = previous.trim();
      if ((setext[1] as string)[0] === "=" && firstH1 === undefined) firstH1 = heading;
      out.push({ heading, lines: [] });
    } else {
      current.lines.push(line);
    }
  }
  return { sections: out, ...(firstH1 !== undefined ? { firstH1 } : {}) };
}

/**
 * True when the line before the last one is also paragraph text: then the underline belongs
 * to a multi-line paragraph, which this loader keeps as text rather than guessing a heading.
 */
function paragraphContinues(lines: readonly string[]): boolean {
  const before = lines[lines.length - 2];
  return before !== undefined && before.trim() !== "";
}

/** Removes an ATX heading's optional closing `#` run (CommonMark), in linear time. */
function stripClosingHashes(raw: string): string {
  const t = raw.trim();
  let i = t.length;
  while (i > 0 && t[i - 1] === "#") i--;
  if (i === t.length) return t;
  if (i === 0) return "";
  return t[i - 1] === " " || t[i - 1] === "\t" ? t.slice(0, i).trim() : t;
}

function fileStem(relPath: string): string {
  const base = relPath.slice(relPath.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(0, dot) : base;
}

/**
 * Parses one Markdown document into chunks.
 *
 * @param relPath the file's path relative to its corpus root, with `/` separators; the chunk
 *   ids and `source` are built from it.
 * @param maxChars upper bound of a chunk's text (UTF-16 code units).
 */
export function markdownToChunks(text: string, relPath: string, maxChars: number): DocumentResult {
  const fm = splitFrontMatter(text);
  if (!fm.ok) return fm;
  const { fields, metadata } = splitRecord(fm.data);
  const { sections: secs, firstH1 } = sections(fm.body);
  const title = fields.title ?? firstH1 ?? fileStem(relPath);
  const chunks: Chunk[] = [];
  const counters = new Map<string, number>();
  for (const sec of secs) {
    const section = sec.heading ?? fields.section;
    const slug = slugify(sec.heading);
    for (const piece of splitIntoPieces(sec.lines.join("\n"), maxChars)) {
      const n = (counters.get(slug) ?? 0) + 1;
      counters.set(slug, n);
      chunks.push({
        id: `${relPath}#${slug}-${n}`,
        text: piece,
        title,
        ...(fields.agency !== undefined ? { agency: fields.agency } : {}),
        ...(fields.project !== undefined ? { project: fields.project } : {}),
        ...(section !== undefined ? { section } : {}),
        source: relPath,
        metadata: { ...metadata },
      });
    }
  }
  return { ok: true, chunks };
}

/**
 * Parses a plain-text document: no headings, no front matter; the title is the file name and
 * the ids are `<relative path>#top-<n>`.
 */
export function textToChunks(text: string, relPath: string, maxChars: number): DocumentResult {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const title = fileStem(relPath);
  const chunks = splitIntoPieces(body.replace(/\r\n/g, "\n"), maxChars).map(
    (piece, i): Chunk => ({ id: `${relPath}#top-${i + 1}`, text: piece, title, source: relPath, metadata: {} }),
  );
  return { ok: true, chunks };
}
