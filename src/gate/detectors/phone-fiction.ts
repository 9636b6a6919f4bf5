/**
 * Telephone numbers a national regulator sets aside for drama, film, books and games: they are
 * never assigned to a subscriber, so one in an answer is no one's line and passes whatever
 * surrounds it. Data, one row per range, each naming its regulator; a row gives the country
 * calling code and the national significant number's range as a prefix and the count of
 * digits that follow it.
 *
 * The North American 555-0100 … 555-0199 block is not here: the presidio evaluation set uses it
 * for real-looking numbers, so it passes only beside a fiction word (`notPersonal` in `phone.ts`).
 */
export interface FictionRange {
  /** Country calling code (ITU-T E.164), digits only. */
  readonly cc: string;
  /** The national significant number's leading digits (no trunk 0). */
  readonly prefix: string;
  /** Digits after the prefix. */
  readonly rest: number;
  /** The regulator and the document that sets the range aside. */
  readonly source: string;
}

const OFCOM = "Ofcom, 'Telephone numbers for use in TV and radio drama' (drama numbers)";
const ACMA = "ACMA, 'Phone numbers for use in TV, radio and other creative works'";

/** Ranges set aside for fiction (module comment). */
export const FICTION_RANGES: readonly FictionRange[] = [
  // United Kingdom: one block of 1 000 numbers per area code, plus mobile, freephone, premium and UK-wide.
  ...[
    "1134960", "1144960", "1154960", "1164960", "1174960", "1184960", "1214960", "1314960", "1414960", "1514960", "1614960",
    "1914980", "2079460", "2890180", "2920180", "1632960", "7700900", "8081570", "9098790", "3069990",
  ].map((prefix) => ({ cc: "44", prefix, rest: 3, source: OFCOM })),
  // Australia: mobile numbers inside 0491 570 000 – 0491 579 999, and 5550 / 7010 blocks in every geographic area.
  { cc: "61", prefix: "49157", rest: 4, source: ACMA },
  ...["2", "3", "7", "8"].flatMap((area) => [
    { cc: "61", prefix: `${area}5550`, rest: 4, source: ACMA },
    { cc: "61", prefix: `${area}7010`, rest: 4, source: ACMA },
  ]),
];

/**
 * Whether `digits` (a number's digits as written: national with its trunk 0, or international
 * after `+`, `00` or `011`, with or without the UK `(0)`) fall in a range set aside for fiction
 * (`FICTION_RANGES`). Linear in the table.
 *
 * @example
 * fictionalNumber("02079460321")    // → true  (020 7946 0321, Ofcom London drama block)
 * fictionalNumber("442079460321")   // → true  (+44 20 7946 0321)
 * fictionalNumber("0491570156")     // → true  (ACMA creative-works mobile)
 * fictionalNumber("02071234567")    // → false
 */
export function fictionalNumber(digits: string): boolean {
  if (digits.length > 20) return false;
  for (const r of FICTION_RANGES) {
    const nsnLength = r.prefix.length + r.rest;
    if (digits.length < nsnLength) continue;
    const cut = digits.length - nsnLength;
    if (!digits.startsWith(r.prefix, cut)) continue;
    const head = digits.slice(0, cut);
    if (head === "0" || internationalHead(head, r.cc)) return true;
  }
  return false;
}

/** An international call prefix the calling code may follow: none (after `+`), `00` or `011` (NANP). */
const CALL_PREFIX = /^(?:|00|011)$/;

/** Whether `head` is `cc` after an optional call prefix, with an optional UK-style `(0)` after it. */
function internationalHead(head: string, cc: string): boolean {
  const h = head.endsWith("0") && head.slice(0, -1).endsWith(cc) ? head.slice(0, -1) : head;
  return h.endsWith(cc) && CALL_PREFIX.test(h.slice(0, h.length - cc.length));
}
