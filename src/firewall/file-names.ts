/**
 * File names that read as host names (issue 18, evaluator round 6). A host is dot-separated
 * labels under a top-level label of letters (`taint-keys.ts`, `isHost`), so `RE-2025-118.pdf`,
 * `F-7734.csv` and `notes.md` all read as hosts — and some extensions are real top-level
 * domains (`.md`, `.py`, `.sh`, `.zip`, `.mov`, `.rs`, `.pl`). A read tool's `doc_id` holding
 * such a name was held as an egress URL.
 *
 * A value *written as a URL* is one whatever its last label: with a scheme (`https://`), with
 * `//`, with a path, query or fragment after the host (`docs.example/a.pdf`), with a port,
 * or with `www.`. Otherwise a name whose last label is a file extension (`FILE_EXTENSIONS`)
 * is a file name, not a host, in an argument whose name does not say it is a URL
 * (`vouch.ts`: `urlKind`, `sensitiveKind`; `text-gate.ts`: `namesHost`). An argument named
 * `url`, `host`, `link` … is judged as an egress whatever its value.
 */

/**
 * Extensions of documents, data, code, archives and media, lower case. Left out on purpose:
 * extensions that are mostly met as hosts (`.ai`, `.app`, `.io`, `.co`, `.me`).
 */
export const FILE_EXTENSIONS: ReadonlySet<string> = new Set([
  // documents and text
  "pdf", "doc", "docx", "odt", "rtf", "txt", "md", "markdown", "rst", "tex", "epub", "pages", "hwp", "hwpx",
  "xls", "xlsx", "ods", "numbers", "ppt", "pptx", "odp", "key", "eml", "msg", "ics", "vcf",
  // data
  "csv", "tsv", "json", "jsonl", "ndjson", "xml", "yaml", "yml", "toml", "ini", "cfg", "conf", "env", "log", "sql", "db", "sqlite", "parquet", "bak", "tmp",
  // code and markup
  "py", "ipynb", "js", "mjs", "cjs", "ts", "tsx", "jsx", "java", "kt", "go", "rs", "rb", "php", "pl", "c", "h", "cpp", "hpp", "cs", "swift", "scala", "r",
  "sh", "bash", "zsh", "ps1", "bat", "cmd", "html", "htm", "css", "scss", "svg", "vue", "lua", "dart",
  // archives and binaries
  "zip", "tar", "gz", "tgz", "bz2", "xz", "7z", "rar", "jar", "war", "dmg", "iso", "exe", "msi", "deb", "rpm", "apk", "bin",
  // media
  "png", "jpg", "jpeg", "gif", "webp", "bmp", "tif", "tiff", "heic", "psd", "mp3", "wav", "flac", "ogg", "m4a", "mp4", "mov", "avi", "mkv", "webm",
]);

/**
 * Whether a string leaf is written as a URL: a scheme (`://`), `//` at its start, `www.`
 * at its start, or a `/` `?` `#` or `:` after its first character (a path, query, fragment or
 * port after a host). Case-insensitive; surrounding white space ignored.
 */
export function writtenAsUrl(leaf: string): boolean {
  const s = leaf.trim().toLowerCase();
  if (s.startsWith("//") || s.startsWith("www.")) return true;
  for (let i = 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 47 || c === 63 || c === 35 || c === 58) return true;
  }
  return false;
}

/**
 * Whether a host (canonical, as in a `url:`/`dom:` key) ends in a file extension: its last
 * label is in `FILE_EXTENSIONS` (`re-2025-118.pdf`, `notes.md`).
 */
export function fileExtensionHost(host: string): boolean {
  const dot = host.lastIndexOf(".");
  return dot > 0 && FILE_EXTENSIONS.has(host.slice(dot + 1));
}

/**
 * Whether a string leaf is a bare file name and no host (see the module comment): not written
 * as a URL, and its last `.`-label is a file extension.
 *
 * @example
 * bareFileName("RE-2025-118.pdf")          // true
 * bareFileName("evil.zip")                 // true (a real TLD, but not written as a URL)
 * bareFileName("https://evil.zip/")        // false
 * bareFileName("docs.example/report.pdf")  // false (a path after a host)
 */
export function bareFileName(leaf: string): boolean {
  return !writtenAsUrl(leaf) && fileExtensionHost(leaf.trim().toLowerCase());
}
