/**
 * The one strict UTF-8 decode for a user's text file (config, golden set, JSONL lines): bytes
 * that are not UTF-8 are refused with the byte offset of the first bad sequence, never
 * replaced by U+FFFD (`Buffer#toString("utf8")` would hand `Sorry \xff\xfe` back as
 * `Sorry ��` and nobody would know). A leading byte-order mark is kept for the caller to skip.
 */

/** Each non-streaming `decode` starts from a fresh state, so one decoder serves every call. */
const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * The byte offset of the first invalid UTF-8 sequence in `buf` (it is known to hold one).
 * Binary search for the longest prefix that decodes, then back to the start of a truncated
 * sequence pending at its end.
 */
export function firstInvalidUtf8(buf: Uint8Array): number {
  let lo = 0;
  let hi = buf.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    try {
      // A fresh decoder per try: a streaming decode keeps state between calls.
      new TextDecoder("utf-8", { fatal: true }).decode(buf.subarray(0, mid), { stream: true });
      lo = mid;
    } catch {
      hi = mid - 1;
    }
  }
  // The prefix may end with the start of the ill-formed sequence (a lead byte and some
  // continuation bytes, pending in the streaming decoder): that start is the first bad byte.
  let j = lo - 1;
  while (j >= 0 && lo - j <= 3 && ((buf[j] as number) & 0xc0) === 0x80) j -= 1;
  if (j < 0) return lo;
  const lead = buf[j] as number;
  const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  return lo - j < length ? j : lo;
}

/**
 * `buf` decoded as strict UTF-8.
 *
 * @returns `{ text }`, or `{ badOffset }` — the byte offset of the first invalid sequence —
 *   when the bytes are not UTF-8. The caller words the error with its own code and file name.
 */
export function decodeUtf8Strict(buf: Uint8Array): { text: string; badOffset?: undefined } | { text?: undefined; badOffset: number } {
  try {
    return { text: strict.decode(buf) };
  } catch {
    return { badOffset: firstInvalidUtf8(buf) };
  }
}

/** The sentence every refusal of a non-UTF-8 file uses: `<file> is not UTF-8 text (first bad byte at offset N); …`. */
export function notUtf8Message(file: string, badOffset: number): string {
  return `${file} is not UTF-8 text (first invalid byte sequence at byte offset ${badOffset}); re-encode it as UTF-8`;
}
