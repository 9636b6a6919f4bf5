/**
 * Precomputed literal-atom tables (`AtomTable` in `quick.ts`, issue 22, cold start): the
 * compiled state of a table in typed arrays, and its text form. `npm run build`
 * (`scripts/quick-atoms.js`) records every table the default scanner builds on a few sample
 * scans and writes them beside the quick module (`quick-tables.json`); a fresh table whose
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

const b64 = (a: Uint16Array | Int32Array): string => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString("base64");

/** `saved` as plain JSON data: typed arrays as base64 of their little-endian bytes. */
export function encodeAtomTable(saved: SavedAtomTable): Record<string, unknown> {
  const out: Record<string, unknown> = { maxLength: saved.maxLength, followUnits: saved.followUnits, always: saved.always };
  for (const f of [...U16, ...I32]) out[f] = b64(saved[f]);
  return out;
}

/** The inverse of `encodeAtomTable`; throws a `TypeError` on a malformed field. */
export function decodeAtomTable(data: Record<string, unknown>): SavedAtomTable {
  const bytes = (f: string): ArrayBuffer => {
    const v = data[f];
    if (typeof v !== "string") throw new TypeError(`atom table field ${f} is not a string`);
    const b = Buffer.from(v, "base64");
    return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
  };
  const out: Record<string, unknown> = {};
  for (const f of U16) out[f] = new Uint16Array(bytes(f));
  for (const f of I32) out[f] = new Int32Array(bytes(f));
  if (typeof data.maxLength !== "number" || !Array.isArray(data.followUnits) || !Array.isArray(data.always)) throw new TypeError("atom table is malformed");
  return { ...out, maxLength: data.maxLength, followUnits: data.followUnits as number[][], always: data.always as number[] } as unknown as SavedAtomTable;
}
