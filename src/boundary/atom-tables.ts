/**
 * Precomputed literal-atom tables (`AtomTable` in `quick.ts`, issue 22, cold start): the
 * compiled state of a table in typed arrays, and its text form. `npm run build`
 * (`scripts/quick-atoms.js`) records every table the default scanner builds on a few sample
 * scans and writes them beside the quick module (`quick-tables.bin`); a fresh table whose
 * list of owners and sources hashes to a saved key takes that state instead of reading each
 * atom (about 100 ms of CPU on the first scan). The file carries the quick module's
 * fingerprint (`analysesFingerprint`) and is ignored under any other: a stale table is never used.
 */

/**
 * The state of an `AtomTable` after `addEach` (field meanings in `quick.ts`): sparse lists
 * (`pairAt`/`pairIdx`, `singleAt`/`singleIdx`, `chars`, `links`: indices whose entry is not
 * 0), the compiled bucket arrays as they are, one-unit atom slot lists flattened
 * (`singleSlots[singleFrom[l] … singleFrom[l + 1] - 1]`), per slot its group, per group its
 * owner, the slots with follow units, and the owners `addEach` found always present.
 */
export interface SavedAtomTable {
  readonly pairAt: Uint16Array<ArrayBuffer>;
  readonly pairIdx: Uint16Array<ArrayBuffer>;
  readonly pairKey: Int32Array<ArrayBuffer>;
  readonly bucketFrom: Int32Array<ArrayBuffer>;
  readonly entryStart: Int32Array<ArrayBuffer>;
  readonly units: Uint16Array<ArrayBuffer>;
  readonly slotFrom: Int32Array<ArrayBuffer>;
  readonly entrySlots: Int32Array<ArrayBuffer>;
  readonly singleAt: Uint16Array<ArrayBuffer>;
  readonly singleIdx: Uint16Array<ArrayBuffer>;
  readonly singleFrom: Int32Array<ArrayBuffer>;
  readonly singleSlots: Int32Array<ArrayBuffer>;
  readonly chars: Uint16Array<ArrayBuffer>;
  readonly links: Uint16Array<ArrayBuffer>;
  readonly maxLength: number;
  readonly slotGroup: Int32Array<ArrayBuffer>;
  readonly groupOwner: Int32Array<ArrayBuffer>;
  readonly followSlots: Int32Array<ArrayBuffer>;
  readonly followUnits: readonly (readonly number[])[];
  readonly always: readonly number[];
}

const U16 = ["pairAt", "pairIdx", "units", "singleAt", "singleIdx", "chars", "links"] as const;
const I32 = ["pairKey", "bucketFrom", "entryStart", "slotFrom", "entrySlots", "singleFrom", "singleSlots", "slotGroup", "groupOwner", "followSlots"] as const;

/** Where one typed array lies in the data part of the file: byte offset (a multiple of 4) and length in elements. */
type Span = readonly [offset: number, length: number];

/** One table in the file's header: its plain fields, and the span of each typed array. */
interface TableHeader {
  readonly maxLength: number;
  readonly followUnits: readonly (readonly number[])[];
  readonly always: readonly number[];
  readonly arrays: Record<string, Span>;
}

/**
 * The precomputed tables file: a 4-byte little-endian header length, the header (UTF-8 JSON
 * `{ fingerprint, tables: { [key]: TableHeader } }`), zero padding to a multiple of 4, then
 * every typed array's bytes (little-endian, each at a multiple of 4). Binary, so a reader
 * takes views on the bytes it read instead of parsing or decoding them.
 */
export function encodeAtomTables(fingerprint: string | null, tables: ReadonlyMap<string, SavedAtomTable>): Buffer {
  const chunks: Buffer[] = [];
  let at = 0;
  const headers: Record<string, TableHeader> = {};
  for (const [key, saved] of tables) {
    const arrays: Record<string, Span> = {};
    for (const f of [...U16, ...I32]) {
      const a = saved[f];
      arrays[f] = [at, a.length];
      const bytes = Buffer.from(a.buffer, a.byteOffset, a.byteLength);
      const padded = Buffer.alloc((bytes.length + 3) & ~3);
      bytes.copy(padded);
      chunks.push(padded);
      at += padded.length;
    }
    headers[key] = { maxLength: saved.maxLength, followUnits: saved.followUnits, always: saved.always, arrays };
  }
  const header = Buffer.from(JSON.stringify({ fingerprint, tables: headers }), "utf8");
  const head = Buffer.alloc(4 + ((header.length + 3) & ~3));
  head.writeUInt32LE(header.length, 0);
  header.copy(head, 4);
  return Buffer.concat([head, ...chunks]);
}

/**
 * Reads a file written by `encodeAtomTables`: its fingerprint and a getter of the table under
 * a key (views on `file`'s bytes; undefined when absent). Throws on a malformed file.
 */
export function decodeAtomTables(file: Uint8Array): { fingerprint: unknown; table: (key: string) => SavedAtomTable | undefined } {
  // Views need 4-byte alignment: a file not read into its own buffer is copied.
  const bytes = file.byteOffset % 4 === 0 ? file : new Uint8Array(file);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = view.getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length))) as { fingerprint?: unknown; tables?: Record<string, TableHeader> };
  const base = bytes.byteOffset + 4 + ((length + 3) & ~3);
  if (typeof header.tables !== "object" || header.tables === null) throw new TypeError("atom tables file has no tables");
  const tables = header.tables;
  return {
    fingerprint: header.fingerprint,
    table(key) {
      const h = Object.hasOwn(tables, key) ? tables[key] : undefined;
      if (h === undefined) return undefined;
      const out: Record<string, unknown> = { maxLength: h.maxLength, followUnits: h.followUnits, always: h.always };
      const span = (f: string): Span => {
        const sp = h.arrays[f];
        if (sp === undefined || base + sp[0] + sp[1] * (U16.includes(f as (typeof U16)[number]) ? 2 : 4) > bytes.byteOffset + bytes.byteLength) throw new TypeError(`atom table field ${f} is out of the file`);
        return sp;
      };
      for (const f of U16) out[f] = new Uint16Array(bytes.buffer as ArrayBuffer, base + span(f)[0], span(f)[1]);
      for (const f of I32) out[f] = new Int32Array(bytes.buffer as ArrayBuffer, base + span(f)[0], span(f)[1]);
      return out as unknown as SavedAtomTable;
    },
  };
}
