/**
 * Front matter and JSONL fields → the chunk's named fields (title, agency, project, section)
 * and its string metadata. English and Korean key names are both recognised, so the bundled
 * corpus (`title:`) and the legalize-kr statutes (`제목:`, `소관부처:`) load alike.
 */

/** Keys read as the chunk's named fields, first match wins. */
export const FIELD_KEYS = {
  title: ["title", "제목"],
  agency: ["agency", "소관부처", "발주기관", "기관"],
  project: ["project", "사업명", "프로젝트"],
  section: ["section", "조문", "article"],
} as const satisfies Record<"title" | "agency" | "project" | "section", readonly string[]>;

/** The named fields found in a record. */
export interface NamedFields {
  title?: string;
  agency?: string;
  project?: string;
  section?: string;
}

/**
 * A scalar (string, number, boolean) or a list of scalars as one string; anything else
 * (objects, lists of objects, null) → `undefined`, because it is not readable evidence.
 */
export function scalarText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (Array.isArray(value) && value.length > 0 && value.every((v) => scalarText(v) !== undefined && !Array.isArray(v))) {
    return value.map((v) => scalarText(v) as string).join(", ");
  }
  return undefined;
}

/**
 * Splits a record into named fields and metadata. Keys in `exclude` (e.g. `id`, `text`) are
 * dropped; keys consumed as named fields are not repeated in the metadata; non-scalar values
 * are skipped. Metadata keys come out sorted, so chunks serialise identically on every run.
 */
export function splitRecord(
  record: Record<string, unknown>,
  exclude: readonly string[] = [],
): { fields: NamedFields; metadata: Record<string, string> } {
  const fields: NamedFields = {};
  const consumed = new Set<string>(exclude);
  for (const [name, keys] of Object.entries(FIELD_KEYS) as [keyof NamedFields, readonly string[]][]) {
    for (const key of keys) {
      const v = scalarText(record[key]);
      if (v !== undefined && v.trim() !== "") {
        fields[name] = v.trim();
        consumed.add(key);
        break;
      }
    }
  }
  const metadata: Record<string, string> = {};
  for (const key of Object.keys(record).sort()) {
    if (consumed.has(key)) continue;
    const v = scalarText(record[key]);
    if (v !== undefined) metadata[key] = v;
  }
  return { fields, metadata };
}
