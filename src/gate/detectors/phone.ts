/**
 * Phone numbers: Korean mobile, landline and representative (15xx) numbers in every common
 * spelling, and international numbers, validated with libphonenumber-js (Google's
 * libphonenumber metadata, "max" build, so validity checks number ranges, not just length).
 *
 * Pattern → validate (presidio's PhoneRecognizer works the same way): a linear candidate
 * regex finds runs of digit groups joined by short separator runs on the shadow (NFKC has
 * already folded fullwidth digits, `＋` and `－`); each run is split at whitespace into
 * sub-spans, and a sub-span counts only when libphonenumber-js calls it valid. Shape rules
 * reject what a validator alone would accept: decimals (`3.14159265`), hyphen-joined
 * identifiers (ISBN `978-3-16-148410-0` is one token, never split), and national numbers
 * without the trunk `0` (amounts, order numbers).
 *
 * Context (presidio's context words, LexicalContext): right after a phone word — 전화,
 * 연락처, 휴대폰, 팩스, phone, call, fax, mobile … — a number libphonenumber cannot place
 * (a 7-digit local number, a foreign plan we do not try) still counts when it has a phone's
 * shape, at a lower score. Without context only validated numbers count.
 */
import type { CountryCode } from "libphonenumber-js/max";
import { makeFinding, RampartError, type Finding, type RampartConfig } from "../../core/light.js";
import type { Shadow } from "../../boundary/index.js";
import { gateShadow } from "../view.js";
import type { CompiledDetector, DetectorSpec } from "../types.js";
import { digitHold, digitsOf, NUMBER_JOINERS } from "./util.js";
import { SpanCover } from "../spans.js";
import { numberChains, readNumbers } from "../digits.js";
import { REFERENCE_PATTERNS, referenceLabelled } from "./reference-labels.js";
import { fictionalNumber } from "./phone-fiction.js";
import { dictatedNumbers, PHONE_PART_PATTERNS } from "./phone-parts.js";
import { abaValid, BANK_WORD, ROUTING_LABEL } from "./bank-labels.js";

/**
 * libphonenumber-js with its full metadata, loaded on the first phone check (synchronously:
 * `deterministicGate` is synchronous), not at import: its metadata is the largest part of
 * importing the gate (issue 22: `import "rampart/gate"` stays cheap).
 */
type PhoneLib = typeof import("libphonenumber-js/max");
let PHONE_LIB: PhoneLib | null = null;
const phoneLib = (): PhoneLib => (PHONE_LIB ??= process.getBuiltinModule("node:module").createRequire(import.meta.url)("libphonenumber-js/max") as PhoneLib);
type Parsed = ReturnType<PhoneLib["parsePhoneNumberFromString"]>;
/**
 * Work done by this detector, for tests that prove its cost is linear in the answer without
 * timing it (`test/gate/gate-linear-work.test.ts`): `parses` counts libphonenumber-js parses
 * actually run (a cached reading is free), `layouts` national-layout checks actually run.
 */
export const phoneWork = { parses: 0, layouts: 0 };
/**
 * Most readings kept (`PARSE_CACHE`, `LAYOUT_CACHE`): a parse is a pure function of its text and
 * region, so an answer repeating one digit group (`41 41 41 …`, `12 34 12 34 …`) pays for each
 * distinct window once instead of 13 regions × 6 windows per group (issue gperf: a 20 KB run of
 * hex bytes took 8.5 s). Cleared when full, so memory stays bounded.
 */
const CACHE_MAX = 8192;
const PARSE_CACHE = new Map<string, Parsed>();
function remember<V>(cache: Map<string, V>, key: string, make: () => V): V {
  if (cache.has(key)) return cache.get(key) as V;
  if (cache.size >= CACHE_MAX) cache.clear();
  const value = make();
  cache.set(key, value);
  return value;
}
/** libphonenumber-js's parse, memoised; the returned object is only read, never changed. */
const parsePhoneNumberFromString = (text: string, region?: CountryCode): Parsed =>
  remember(PARSE_CACHE, `${region ?? ""}\u0000${text}`, () => {
    phoneWork.parses += 1;
    return region ? phoneLib().parsePhoneNumberFromString(text, region) : phoneLib().parsePhoneNumberFromString(text);
  });
const isSupportedCountry: PhoneLib["isSupportedCountry"] = (country) => phoneLib().isSupportedCountry(country);

/**
 * The last answers of a pure libphonenumber check (`layoutRegion`, `validate`), by their
 * arguments. A digit run in groups is tried as every sub-span of up to `MAX_GROUPS` groups, and
 * a long answer (or the stream's windows over one) repeats the same spans; each try parses the
 * number for up to 13 regions (about 0.1 ms each). Bounded: cleared at `MEMO_LIMIT` entries, so
 * a text of distinct numbers costs what it did, plus a map lookup. Callers get a copy.
 */
const MEMO_LIMIT = 4096;
function memo<R extends object>(table: Map<string, R | null>, key: string, compute: () => R | null): R | null {
  let hit = table.get(key);
  if (hit === undefined) {
    if (table.size >= MEMO_LIMIT) table.clear();
    hit = compute();
    table.set(key, hit);
  }
  return hit === null ? null : { ...hit };
}
const VALIDATED = new Map<string, { ok: boolean; type: string; region: string } | null>();

/**
 * Separators between digit groups: `NUMBER_JOINERS`, parentheses, and `,` `:` (which write
 * prices and times too, so a number using them must carry the trunk 0 or a `+`). Mixed
 * separators are allowed.
 */
const SEP = `${NUMBER_JOINERS}(),:`;
/** Longest separator run between two groups (`010  -  2345`). */
const MAX_SEP = 5;
/**
 * Candidate: an optional `+` or `(`, digit groups joined by 1–3 separators. Digits and
 * separators are disjoint classes and the repeat is bounded, so matching is linear.
 * The lookbehind stops a candidate starting inside a Latin word or digit run; a `+` starts one
 * even glued to a word (`Tel+44 20 …`, `tel.+44`): its calling code belongs to the number.
 */
const CANDIDATE = new RegExp(`(?:(?<![0-9+])\\+|(?<![0-9A-Za-z_+])\\(?)[0-9]+(?:[${SEP}]{1,${MAX_SEP}}[0-9]+)*`, "gu");
const GROUP = /[0-9]+/g;
/** E.164 allows at most 15 digits; the shortest national number we accept has 8 (1588-1234). */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;
/** Digit groups one number may span (`+82 (0)10 1234 5678` has 5). */
const MAX_GROUPS = 6;
/**
 * Longest phone spelling a stream must hold back for, in shadow code units: at most 15 digits,
 * 6 groups joined by ≤ 5 separator characters, single-digit runs joined by one, and a leading
 * `+` or `(` — 15 + 5 × 5 + 14 + 2 = 56.
 */
export const PHONE_WINDOW = 56;
/** Single-digit groups in a row that are read as one spaced-out group (`0 1 0 1 2 3 4 …`). */
const SPACED_DIGITS = 7;

/** Words that announce a phone number, up to `CONTEXT_BEFORE` characters before it. */
const CONTEXT =
  /(?:handy|telefon|portable|t[ée]l[ée]phone|m[óo]vil|tel[ée]fono|celular|전화|연락처|연락|휴대폰|핸드폰|휴대전화|팩스|문의|대표번호|콜센터|내선|phone|tel\b|telephone|mobile|mobil|kontakt|cell|fax|call|desk|contact|messages|answering|registered|whatsapp|sms|dial|reach|number|hotline|helpline|landline|anruf|rufen|ruf mich|erreichbar|durchwahl|festnetz|appel|joindre|llama|chiama|cellulare|telemovel|ligue|liga para|電話|电话|携帯|携带|手机|手機|號碼|号码|番号|連絡先|联系|聯絡|联络|ケータイ|打给|致电|かけて)/i;
const CONTEXT_BEFORE = 40;

/**
 * A phone word of one language raises the regions tried for a national number to the
 * countries where that language is official (Unicode CLDR territory–language data), after the
 * configured `gate.phone.regions`: "portable : 06 12 48 93 57" is a French number even when
 * the configuration names KR and US. Each row: the words, the regions.
 */
const PHONE_WORD_REGIONS: readonly { words: RegExp; regions: readonly CountryCode[] }[] = [
  { words: /portable|t[ée]l[ée]phone|\btél\b|num[ée]ro de (?:t[ée]l|portable)|appel|joindre/i, regions: ["FR", "BE", "CH", "LU", "CA"] },
  { words: /handy|telefon|mobilnummer|rufnummer|anruf|rufen|ruf mich|erreichbar|durchwahl|festnetz/i, regions: ["DE", "AT", "CH"] },
  { words: /m[óo]vil|tel[ée]fono|celular|llama/i, regions: ["ES", "MX", "AR", "CO", "CL", "PE"] },
  { words: /chiama|cellulare|telefono/i, regions: ["IT", "CH"] },
  { words: /telem[óo]vel|telefone|ligue|liga para/i, regions: ["PT", "BR"] },
  { words: /携帯|ケータイ|電話|かけて/, regions: ["JP"] },
  { words: /电话|手机|手機|號碼|号码|打给|致电|联系|聯絡|联络/, regions: ["CN", "TW", "HK"] },
];

/**
 * Regions whose national layout is tried on a grouped number that no configured region
 * validates: a number written exactly in a country's own grouping — `06 12 48 93 57` (France),
 * `090-3318-4526` (Japan), `138 2045 7731` (China), `07911 123456` (UK) — is that country's
 * number even without a phone word. The written group lengths must equal libphonenumber's
 * national format of the number (its metadata's formatting rules), so an order number or a
 * list of pairs in another grouping is not taken for one.
 */
const LAYOUT_REGIONS: readonly CountryCode[] = ["FR", "GB", "DE", "JP", "CN", "ES", "IT", "NL", "BE", "CH", "AT", "AU", "TW"];

/**
 * The region whose national format groups `digits` exactly as `groups` (lengths), or null.
 * Also accepted: the trunk prefix written as its own group exactly as the national format
 * ends it (the area or mobile code: `0171`, `030`, `07911`) and the subscriber number after it
 * regrouped in groups of two or more, when the writing marks that boundary: a `/` after the
 * area code (DIN 5008's old form: `0171/234 56 78`, `0151/23456789`) or a subscriber part in
 * three or more groups (`030 12 34 56 78`). Tried only after no region's exact layout matched.
 * `seps[k]` is the separator written before group `k`.
 */
function layoutRegion(digits: string, groups: readonly number[], seps: readonly string[] = []): { region: CountryCode; type: string } | null {
  if (groups.length < 2 || digits.length < 9 || digits.length > 12) return null;
  const written = groups.join(",");
  const marked = (seps[1] ?? "").includes("/") || groups.length >= 4;
  // The answer depends on the digits, the group lengths and `marked` only; callers get a copy.
  const hit = remember(LAYOUT_CACHE, `${digits} ${written} ${marked ? 1 : 0}`, () => layoutRegionOf(digits, groups, written, marked));
  return hit === null ? null : { ...hit };
}
const LAYOUT_CACHE = new Map<string, { region: CountryCode; type: string } | null>();

function layoutRegionOf(digits: string, groups: readonly number[], written: string, marked: boolean): { region: CountryCode; type: string } | null {
  phoneWork.layouts += 1;
  const regrouped: { region: CountryCode; type: string }[] = [];
  for (const region of LAYOUT_REGIONS) {
    const parsed = parsePhoneNumberFromString(digits, region);
    if (!parsed?.isValid() || parsed.country !== region) continue;
    const national = parsed.formatNational().split(/[^0-9]+/).filter(Boolean).map((g) => g.length);
    if (national.join(",") === written) return { region, type: (parsed.getType() ?? "number").toLowerCase() };
    // A service line (premium, shared cost …) is never read from a regrouped layout: only a personal line's habit is evidence here.
    const type = (parsed.getType() ?? "number").toLowerCase();
    if (marked && !SERVICE_LINE.test(type) && digits.startsWith("0") && national.length >= 2 && (groups[0] ?? 0) >= 2 && groups[0] === national[0] && groups.slice(1).every((g) => g >= 2)) {
      regrouped.push({ region, type: `${type} (area code as written, subscriber regrouped)` });
    }
  }
  return regrouped[0] ?? null;
}

/**
 * Digits counted, not dialled: each digit one more (or one less) than the one before
 * (`1234567`, `0123456789`, `9876543`). A dictated run of them is a count.
 */
export function countingRun(digits: string): boolean {
  if (digits.length < 3) return false;
  const step = (digits.charCodeAt(1) - digits.charCodeAt(0) + 10) % 10;
  if (step !== 1 && step !== 9) return false;
  for (let i = 2; i < digits.length; i++) if ((digits.charCodeAt(i) - digits.charCodeAt(i - 1) + 10) % 10 !== step) return false;
  return true;
}

/** The regions a phone word just before `start` adds (`PHONE_WORD_REGIONS`), or none. */
function wordRegions(text: string, start: number): CountryCode[] {
  const before = text.slice(Math.max(0, start - CONTEXT_BEFORE), start);
  const out: CountryCode[] = [];
  for (const row of PHONE_WORD_REGIONS) if (row.words.test(before)) out.push(...row.regions);
  return out;
}

/**
 * Numbers that are no one's personal line, by the numbering plans that set them apart:
 * - KR 15xx/16xx/18xx-xxxx: nationwide representative numbers of companies (전국대표번호,
 *   MSIT 전기통신번호관리세칙 — Telecommunications Numbering Management Rules);
 * - NANP 555-0100 … 555-0199: reserved for fictional use (NANPA, "555 NXX line numbers");
 * - the regulators' drama and creative-works ranges (Ofcom, ACMA: `phone-fiction.ts`), written
 *   nationally or with the calling code.
 */
export function notPersonal(digits: string, around = ""): boolean {
  return /^1[568]\d{6}$/.test(digits) || fictionalNumber(digits) || (/^(?:1?\d{3})?55501\d\d$/.test(digits) && FICTION_WORD.test(around));
}
/**
 * Line types of libphonenumber-js that belong to a service, never to a person: freephone
 * (0800, 0120, 1-8xx), shared-cost, premium-rate and universal access numbers (ITU-T E.164
 * service categories as the metadata types them). A help text's hotline is no leak.
 */
export const SERVICE_LINE = /^(?:toll_free|shared_cost|premium_rate|uan)\b/;
/** The fiction range passes only where the text says so (the presidio set uses it as a real number). */
const FICTION_WORD = /film|movie|tv\b|show|fiction|novel|series|game|reserved/i;

/**
 * A date at the start of a number's groups (`2026-11-0472`, `20261204-000381`): a year and a
 * month (and day) then a serial is a reference, never a phone line.
 */
const LEADING_DATE = /^(?:(?:19|20)\d\d[-./ ]?(?:0[1-9]|1[0-2])(?:[-./ ]?(?:0[1-9]|[12]\d|3[01]))?)[-./ ]\d/;
/** Words right after a number that name it a phone line ("416 60 039 office"). */
const CONTEXT_AFTER = /^[\s\-,:]{0,3}(?:office|fax|mobile|desk|cell|home|work|phone|tel|전화|팩스|휴대폰)/i;
const MIN_CONTEXT_DIGITS = 7;
/** How far after a number `CONTEXT_AFTER` looks. */
const CONTEXT_AFTER_CHARS = 16;

interface Group {
  start: number;
  end: number;
  /** Separator text before this group (empty for the first). */
  sepBefore: string;
}

function groupsOf(candidate: string, offset: number): Group[] {
  const groups: Group[] = [];
  let prevEnd = -1;
  for (const m of candidate.matchAll(GROUP)) {
    const start = offset + m.index;
    groups.push({ start, end: start + m[0].length, sepBefore: prevEnd < 0 ? "" : candidate.slice(prevEnd - offset, m.index) });
    prevEnd = start + m[0].length;
  }
  return mergeSpacedDigits(groups);
}

/**
 * Digits spelled one at a time (`0 1 0 - 1 2 3 4 …`, `0.1.0.1.2.3.4`) are letter-spacing for
 * numbers: a run of at least `SPACED_DIGITS` single-digit groups joined by one separator
 * character each — the same character throughout, so a row of decimals (`0.1 0.2 3.4 …`)
 * is no spelled number — becomes one group.
 */
function mergeSpacedDigits(groups: Group[]): Group[] {
  const single = (g: Group | undefined, first: boolean) => g !== undefined && g.end - g.start === 1 && (first || g.sepBefore.length === 1);
  const out: Group[] = [];
  let i = 0;
  while (i < groups.length) {
    let j = i + 1;
    if (single(groups[i], true)) while (single(groups[j], false) && (j === i + 1 || groups[j]!.sepBefore === groups[i + 1]!.sepBefore)) j += 1;
    if (j - i >= SPACED_DIGITS) {
      out.push({ start: groups[i]!.start, end: groups[j - 1]!.end, sepBefore: groups[i]!.sepBefore });
      i = j;
    } else {
      out.push(groups[i]!);
      i += 1;
    }
  }
  return out;
}

/**
 * A sub-span cut out of a longer number written in uniform groups (`9400 1118 9922 3344 5566
 * 77`, a parcel's tracking number; `2634 118 9022`, a meeting number): its own groups are
 * joined by one separator S throughout, and a neighbouring group of three or more digits is
 * joined to it by S as well. A phone number stands apart from its neighbours by something
 * else — another separator, a word, a cell edge — so a longer run of the same grouping is one
 * longer number, not a phone with digits on both sides (the digit-group structure of the run).
 */
function cutFromLongerRun(groups: readonly Group[], i: number, j: number): boolean {
  if (j === i) return false;
  const sep = (groups[i + 1] as Group).sepBefore;
  for (let k = i + 2; k <= j; k++) if ((groups[k] as Group).sepBefore !== sep) return false;
  const joined = (k: number, by: string) => {
    const g = groups[k];
    return g !== undefined && g.end - g.start >= 3 && by === sep;
  };
  return joined(i - 1, (groups[i] as Group).sepBefore) || joined(j + 1, groups[j + 1]?.sepBefore ?? "");
}

/** National-format rules per region, on the digits of a candidate without `+`. */
function nationalShapeOk(region: CountryCode, digits: string): boolean {
  if (region === "KR") {
    // Korean national numbers start with the trunk 0, or are 8-digit 15xx/16xx/18xx numbers.
    return digits.startsWith("0") || (digits.length === 8 && /^1[5-9]/.test(digits));
  }
  if (region === "US") return digits.length === 10 || (digits.length === 11 && digits.startsWith("1"));
  return true;
}

/**
 * A Korean mobile number wherever it stands (letters may touch it): `01x`, then 7–8 digits,
 * each after at most `MAX_SEP` separators. Digits and separators are disjoint and every
 * repeat bounded: linear.
 */
const KR_MOBILE = new RegExp(`(?<![0-9])01[016-9](?:[${NUMBER_JOINERS}()]{0,${MAX_SEP}}[0-9]){7,8}(?![0-9])`, "gu");
const DATE = /^(?:(?:19|20)\d\d[-./]\d{1,2}(?:[-./]\d{1,2})?|\d{1,2}[-./]\d{1,2}[-./](?:19|20)\d\d)$/;
/**
 * A clock time or a range of them (`09:00`, `18:30:00`, `09:00~18:00`, `(9:30-17:00)`): hours
 * and minutes joined by a colon are read off a clock, never dialled (blind round 7: office
 * hours after a hotline).
 */
const CLOCK = /^[([]?(?:[01]?\d|2[0-4]):[0-5]\d(?::[0-5]\d)?(?:[~\u301c\uff5e\u2013\u2014-](?:[01]?\d|2[0-4]):[0-5]\d(?::[0-5]\d)?)?[)\].,;]?$/;
const CARD_PRINTED = /^[0-9]{4}(?: [0-9]{4}){3}$|^[0-9]{4}(?:-[0-9]{4}){3}$/;
const DOTTED_QUAD = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
/**
 * A version number (`10.4.2210.1`, `v3.12.0`, `2024.1.15`): three or more dot-joined groups,
 * the first without a trunk 0, one of them a single digit. A phone written with dots keeps
 * groups of two or more digits (`010.1234.5678`, `06.12.48.93.57`).
 */
const VERSION = /^[vV]?[1-9][0-9]{0,3}(?:\.[0-9]{1,6}){2,5}$/;
const isVersion = (token: string) => VERSION.test(token) && token.replace(/^[vV]/, "").split(".").some((g) => g.length === 1);
/** A word of letters and digits mixed (`AA1`, `1Z`, `B12`): a piece of an alphanumeric id. */
const MIXED_PIECE = /^(?=[\p{L}]{0,5}[0-9])(?=[0-9]{0,5}\p{L})[\p{L}0-9]{2,6}$/u;

/** How many space-separated pieces either side of a number `alnumRunBefore` / `alnumRunAfter` read. */
const RUN_PIECES = 8;

const runPieces = (s: string) => s.split(/\s/);
const shortPiece = (p: string) => p.length > 0 && p.length <= 6 && /^[\p{L}0-9]+$/u.test(p);

/**
 * Whether a span is the digit part of a longer alphanumeric id written in space-separated
 * pieces (a parcel's `1Z 999 AA1 01 2345 6784`): within the run of short pieces (≤ 6 letters
 * or digits, one whitespace apart) that holds it, a piece mixes letters and digits. A phone
 * stands next to words or labels, never in a run with a piece like `AA1`. The span `[start,
 * end)` is inside such a run when `alnumRunBefore(start)` is true, or it is false and
 * `alnumRunAfter(end)` is true.
 *
 * This is the look before `start`: null when the span is not set off by whitespace
 * before it (then it is no piece of such a run), else whether a short piece before it mixes
 * letters and digits. Depends on `start` only, so a caller may keep it per start.
 */
function alnumRunBefore(text: string, start: number): boolean | null {
  const before = runPieces(text.slice(Math.max(0, start - RUN_PIECES * 7), start));
  // The slice ends with the whitespace before the span: its last piece is empty.
  if (before.pop() !== "") return null;
  for (let k = before.length - 1; k >= 0 && shortPiece(before[k] as string); k--) if (MIXED_PIECE.test(before[k] as string)) return true;
  return false;
}

/** The look after `end` (null: not set off by whitespace); depends on `end` only. */
function alnumRunAfter(text: string, end: number): boolean | null {
  const after = runPieces(text.slice(end, end + RUN_PIECES * 7));
  if (after.shift() !== "") return null;
  for (const p of after) {
    const piece = p.replace(/[.,;:!?]$/, "");
    if (!shortPiece(piece)) break;
    if (MIXED_PIECE.test(piece)) return true;
    if (piece !== p) break;
  }
  return false;
}

/** `fn` remembered per number argument (one call per offset, however many windows ask). */
function perOffset<T>(fn: (at: number) => T): (at: number) => T {
  const seen = new Map<number, T>();
  return (at) => {
    let v = seen.get(at);
    if (v === undefined && !seen.has(at)) seen.set(at, (v = fn(at)));
    return v as T;
  };
}

/**
 * Whether the window `groups[i..j]` stands apart from the run it sits in: no neighbouring group
 * of two or more digits is joined to it by a separator the window itself uses. A number read
 * only by its national layout (`layoutRegion`: no phone word, no configured region) is written
 * apart from other digits; a window cut from a longer list of pairs (`41 41 41 …`, hex bytes,
 * a row of scores) is no such writing — and trying every such window cost 13 parses each.
 */
function standsApart(groups: readonly Group[], i: number, j: number): boolean {
  const inside = new Set<string>();
  for (let k = i + 1; k <= j; k++) inside.add((groups[k] as Group).sepBefore);
  const joined = (k: number, by: string) => {
    const g = groups[k];
    return g !== undefined && g.end - g.start >= 2 && inside.has(by);
  };
  return !joined(i - 1, (groups[i] as Group).sepBefore) && !joined(j + 1, groups[j + 1]?.sepBefore ?? "");
}

/** National-layout checks (`layoutRegion`) one answer may run: a base, plus one per `LAYOUT_CHARS` code units. */
const LAYOUT_BASE = 64;
const LAYOUT_CHARS = 32;

/** Rejects spellings that are numbers of another kind even when the digits validate. */
function looksLikeOtherNumber(text: string, groups: readonly Group[]): boolean {
  // A decimal or a two-part dotted number: 3.14159265, 37.5665.
  if (groups.length === 2 && /^[.,]$/.test(groups[1]!.sepBefore)) return true;
  // "2023. 1. 15." dates and "8542. 31. 40.20" tariff codes: a dot right after the digits and
  // then a space ("010 . 1234 . 5678", spaced on both sides, is a phone spelling); mirrored, a
  // space and then a dot glued to the digits, as a right-to-left paragraph displays such a date
  // (".15 .1 .2023" is the displayed reading of "2023. 1. 15." after Arabic text).
  if (groups.some((g) => /^\.\s/.test(g.sepBefore) || /\s\.$/.test(g.sepBefore))) return true;
  // A date, an IPv4 address, or a date-time: any whitespace-separated token shaped like one.
  // A version number (`10.4.2210.1`): no phone plan writes a single-digit group between dots.
  return text.split(/\s+/).some((token) => DATE.test(token) || DOTTED_QUAD.test(token) || isVersion(token) || CLOCK.test(token));
}

function validate(
  text: string,
  plus: boolean,
  digits: string,
  nationalRegions: readonly CountryCode[],
): { ok: boolean; type: string; region: string } {
  return memo(VALIDATED, `${text}|${plus ? 1 : 0}|${digits}|${nationalRegions.join(",")}`, () => validateOf(text, plus, digits, nationalRegions)) as { ok: boolean; type: string; region: string };
}

function validateOf(
  text: string,
  plus: boolean,
  digits: string,
  nationalRegions: readonly CountryCode[],
): { ok: boolean; type: string; region: string } {
  // "82-10-1234-5678": the Korean country code written without its "+".
  if (!plus && /^82(?:1[0-9]|[2-6][0-9]?|70)/.test(digits)) {
    const intl = parsePhoneNumberFromString(`+${digits}`);
    if (intl?.isValid() && intl.country === "KR") return { ok: true, type: (intl.getType() ?? "NUMBER").toLowerCase(), region: "KR" };
  }
  // "0082-10-…", "001-82-10-…": an international call prefix (00 in most of the world; 001,
  // 002, 005, 006, 008 and 00700 from Korea) instead of "+".
  if (!plus && digits.startsWith("00")) {
    for (const prefix of ["00700", "001", "002", "005", "006", "008", "00"]) {
      if (!digits.startsWith(prefix)) continue;
      const intl = parsePhoneNumberFromString(`+${digits.slice(prefix.length)}`);
      if (intl?.isValid()) return { ok: true, type: (intl.getType() ?? "NUMBER").toLowerCase(), region: intl.country ?? "intl" };
    }
  }
  const regions: readonly (CountryCode | undefined)[] = plus ? [undefined] : nationalRegions;
  for (const region of regions) {
    if (region && !nationalShapeOk(region, digits)) continue;
    const parsed = region ? parsePhoneNumberFromString(text, region) : parsePhoneNumberFromString(text);
    if (parsed?.isValid()) {
      return { ok: true, type: (parsed.getType() ?? "NUMBER").toLowerCase(), region: parsed.country ?? region ?? "intl" };
    }
  }
  return { ok: false, type: "", region: "" };
}

/**
 * The spelling handed to libphonenumber-js: digits and the `+`/`(`/`)` it understands, every
 * other separator run written as one hyphen (it does not know `/`, `_`, `·` or `•`).
 */
function parseable(spelled: string, span: readonly Group[]): string {
  if (span.length === 1) return spelled.replace(/[^0-9+()]/g, "");
  return spelled.replace(/[^0-9+()]+/g, "-");
}

/** A phone's shape without validation: not every group a single digit, one separator kind at most two. */
function phoneShaped(span: readonly Group[]): boolean {
  if (span.length > 1 && span.every((g) => g.end - g.start === 1)) return false;
  const seps = new Set(span.slice(1).map((g) => g.sepBefore.replace(/\s+/g, " ")));
  return seps.size <= 2;
}

/** Words naming another kind of number ("social security number", "license number"). */
const OTHER_ID = /(?:social security|ssn|licen[cs]e|passport|account|card|주민|면허|여권|계좌|카드|사업자)(?:\s*(?:no\.?|number|번호))?/i;

/** `CONTEXT` and `OTHER_ID` for `matchAll`, compiled once (not once per candidate). */
const CONTEXT_ALL = new RegExp(CONTEXT.source, "gi");
const OTHER_ID_ALL = new RegExp(OTHER_ID.source, "gi");

/** End of the last match of the global `re` in `text`, or -1. */
function lastEnd(re: RegExp, text: string): number {
  let last = -1;
  for (const m of text.matchAll(re)) last = m.index + m[0].length;
  return last;
}

/**
 * Whether nine digits at `start` are a bank's routing number (ABA "Routing Number Policy"): they
 * pass the ABA check and a routing label (`ROUTING_LABEL`: "routing number", "ABA", 라우팅 번호 …)
 * ends within `CONTEXT_BEFORE` before them — or, for nine digits written unbroken, a bank word
 * (`BANK_WORD`) — with no phone word after it ("Wells Fargo's routing number for California is
 * …": the label's own "number" is no phone word of its own).
 */
function routingNamed(text: string, start: number, digits: string): boolean {
  if (digits.length !== 9 || !abaValid(digits)) return false;
  const before = text.slice(Math.max(0, start - CONTEXT_BEFORE), start);
  // Nine digits written as one unbroken run after a bank's name or word (`Chase Bank NY:
  // 021000021`) are printed as a routing number is; a phone is written in groups or named.
  const unbroken = /^[0-9]{9}(?![0-9])/.test(text.slice(start, start + 10));
  const label = Math.max(lastEnd(ROUTING_LABEL, before), unbroken ? lastEnd(BANK_WORD, before) : -1);
  return label >= 0 && label >= lastEnd(CONTEXT_ALL, before);
}

/** Shortest hexadecimal run read as a hash or a hex id (a 64-bit value written in hex). */
const MIN_HEX_RUN = 16;
/**
 * Whether `[start, end)` lies inside one unbroken hexadecimal run of ≥ `MIN_HEX_RUN` characters
 * holding a letter `a`–`f` glued to the number (`0123456789abcdef…`, a commit hash or a request
 * id): its digits are the value's, not a line's. Two bounded scans from the span's edges.
 */
function insideHexRun(text: string, start: number, end: number): boolean {
  const hex = (c: string | undefined) => c !== undefined && /[0-9a-f]/.test(c);
  let a = start;
  let b = end;
  while (a > 0 && start - a < 128 && hex(text[a - 1])) a -= 1;
  while (b < text.length && b - end < 128 && hex(text[b])) b += 1;
  if (b - a < MIN_HEX_RUN || /[0-9a-z]/.test(text[b] ?? "") || /[0-9a-z]/.test(text[a - 1] ?? "")) return false;
  return /[a-f]/.test(text.slice(a, start) + text.slice(end, b));
}

/**
 * A number has a phone context when a phone word precedes it, nearer than any word naming
 * another kind of number (this look, before `start`), or follows it (`phoneWordAfter`).
 */
function phoneWordBefore(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - CONTEXT_BEFORE), start);
  const phoneEnd = lastEnd(CONTEXT_ALL, before);
  return phoneEnd >= 0 && phoneEnd > lastEnd(OTHER_ID_ALL, before);
}

/** The look after `end`: a phone line's word right after the number (`CONTEXT_AFTER`). */
function phoneWordAfter(text: string, end: number): boolean {
  return CONTEXT_AFTER.test(text.slice(end, end + CONTEXT_AFTER_CHARS));
}

/**
 * Layouts of a Korean number read across filler (`numberChains`): mobile 3-4-4 / 3-3-4, Seoul
 * 2-4-4 / 2-3-4. The first group must hold the trunk 0 and libphonenumber must call the whole
 * number valid.
 */
const CHAIN_LAYOUTS = [
  [3, 4, 4],
  [3, 3, 4],
  [2, 4, 4],
  [2, 3, 4],
] as const;

/**
 * A form's placeholder, not a number: the subscriber part (the last seven digits) is one digit
 * repeated — `010-0000-0000`, `02-000-0000`, `(555) 000-0000`. No line is assigned such a
 * number in the KR or NANP plans; a real number with a run of zeros keeps another digit there.
 */
export function placeholderNumber(digits: string): boolean {
  const tail = digits.slice(-7);
  return tail.length === 7 && /^(.)\1{6}$/.test(tail);
}

/** The detector's finding for a span of the original text (`score` in 0..1, `reason` for the audit). */
function phoneFinding(span: { start: number; end: number }, score: number, reason: string): Finding {
  return makeFinding({ kind: "detector", id: "phone", category: "pii.phone", start: span.start, end: span.end, score, reason });
}

/** A table cell holding only a group of a number: an optional `+`, then ≤ 8 digits in groups. */
const DIGIT_CELL = /^\+?[0-9]{1,4}(?:[ .-][0-9]{1,4}){0,2}$/;
/** A number's own start in a column's first cell: a country code after `+`, or a trunk `0` and more digits. */
const NUMBER_HEAD = /^(?:\+[0-9]{1,4}|0[0-9]{1,4})(?:[ .-][0-9]{1,4}){0,2}$/;
/** Most cells one number may span down a column. */
const COLUMN_CELLS = 5;

/**
 * Numbers written down one column of a Markdown table, a group per row with label cells
 * beside them (`| Prefijo | +34 |`, `| Móvil | 612 |`, `| (cont.) | 345 678 |`): the cells of
 * one column in consecutive rows that hold only digit groups (two or more digits each), read
 * together when the first starts as a number does (`NUMBER_HEAD`: `+34`, `010`, never a lone
 * `0` of a quantity column). Spans are original offsets, from
 * the first cell's digits to the last's. Linear in the text.
 */
function columnNumbers(text: string): { start: number; end: number; digits: string; plus: boolean }[] {
  if (!text.includes("|")) return [];
  const out: { start: number; end: number; digits: string; plus: boolean }[] = [];
  /** Per column: the digit cells of the current run of consecutive rows. */
  let runs = new Map<number, { start: number; end: number; value: string }[]>();
  const flush = (column: number) => {
    const run = runs.get(column);
    if (run && run.length >= 2 && NUMBER_HEAD.test(run[0]!.value) && run.every((c) => c.value.replace(/[^0-9]/g, "").length >= 2)) {
      const digits = run.map((c) => c.value.replace(/[^0-9]/g, "")).join("");
      if (digits.length >= MIN_DIGITS && digits.length <= MAX_DIGITS) out.push({ start: run[0]!.start, end: run[run.length - 1]!.end, digits, plus: run[0]!.value.startsWith("+") });
    }
    runs.delete(column);
  };
  let at = 0;
  for (const line of text.split("\n")) {
    const row = /^\s{0,3}\|/.test(line) && !/^[\s|:-]+$/.test(line);
    if (!row) {
      for (const column of [...runs.keys()]) flush(column);
      runs = new Map();
    } else {
      let column = 0;
      let offset = line.indexOf("|") + 1;
      for (const cell of line.slice(offset).split("|")) {
        const value = cell.trim();
        if (DIGIT_CELL.test(value)) {
          const run = runs.get(column) ?? [];
          if (run.length >= COLUMN_CELLS) flush(column);
          const start = at + offset + cell.indexOf(value);
          (runs.get(column) ?? runs.set(column, []).get(column))!.push({ start, end: start + value.length, value });
        } else flush(column);
        offset += cell.length + 1;
        column += 1;
      }
    }
    at += line.length + 1;
  }
  for (const column of [...runs.keys()]) flush(column);
  return out;
}

function detectWith(answer: Shadow, nationalRegions: readonly CountryCode[]): Finding[] {
  const findings: Finding[] = [];
  // The digit reader's view: spelled digits (Hanja, Korean, English words) written as digits.
  const reading = readNumbers(answer);
  const shadow = reading.view;
  const text = shadow.text;
  /** National-layout checks left for this answer (13 parses each): linear in its length. */
  let layoutBudget = LAYOUT_BASE + Math.floor(text.length / LAYOUT_CHARS);
  // The windows of one start (up to MAX_GROUPS ends) share their look before it and each end is
  // shared by up to MAX_GROUPS starts: the context reads are kept per offset, once each (a run of
  // hex pairs, `41 41 41 …`, read them six times per group).
  const alnumBefore = perOffset((at) => alnumRunBefore(text, at));
  const alnumAfter = perOffset((at) => alnumRunAfter(text, at));
  const wordBefore = perOffset((at) => phoneWordBefore(text, at));
  const wordAfter = perOffset((at) => phoneWordAfter(text, at));
  const referenced = perOffset((at) => referenceLabelled(text, at, CONTEXT_ALL));
  const context = (start: number, end: number) => wordBefore(start) || wordAfter(end);
  for (const m of text.matchAll(CANDIDATE)) {
    const candidate = m[0];
    if (candidate.length < MIN_CONTEXT_DIGITS) continue; // cannot hold 7 digits
    // Four groups of four digits is a card's printed layout; no numbering plan has 16 digits.
    if (CARD_PRINTED.test(candidate)) continue;
    const groups = groupsOf(candidate, m.index);
    let i = 0;
    while (i < groups.length) {
      // A sub-span may start only where whitespace separates it from the previous group.
      if (i > 0 && !/\s/.test(groups[i]!.sepBefore)) {
        i += 1;
        continue;
      }
      let matchedTo = -1;
      for (let j = Math.min(groups.length - 1, i + MAX_GROUPS - 1); j >= i; j--) {
        // …and end only where whitespace (or the candidate's end) follows.
        if (j < groups.length - 1 && !/\s/.test(groups[j + 1]!.sepBefore)) continue;
        const span = groups.slice(i, j + 1);
        const digits = span.map((g) => digitsOf(text.slice(g.start, g.end))).join("");
        if (digits.length < MIN_CONTEXT_DIGITS || digits.length > MAX_DIGITS) continue;
        // Include a leading `+` or `(` that belongs to the first group.
        let start = span[0]!.start;
        const lead = text[start - 1];
        if (lead === "+" || lead === "(") start -= 1;
        const plus = text[start] === "+" || (start > 0 && text[start - 1] === "+");
        const spelled = text.slice(start, span[span.length - 1]!.end);
        if (looksLikeOtherNumber(spelled, span)) continue;
        if (cutFromLongerRun(groups, i, j)) continue;
        const end = span[span.length - 1]!.end;
        const alnum = alnumBefore(start);
        if (!plus && alnum !== null && (alnum || alnumAfter(end) === true) && !context(start, end)) continue;
        // A phone is digits apart from separators and a leading "+": a number glued by a dash
        // or underscore to letters (`B-2027-004512`, `RX-4471-2290`) is an identifier — unless
        // the word glued after it is a phone line's label (`788-063-Office`, `07700 063 966-Fax`).
        if (/[-_#]/.test(text[start - 1] ?? "") && /\p{L}/u.test(text[start - 2] ?? "")) continue;
        if (/[-_]/.test(text[end] ?? "") && /\p{L}/u.test(text[end + 1] ?? "") && !CONTEXT_AFTER.test(text.slice(end, end + 12))) continue;
        if (span.length > 1 && LEADING_DATE.test(spelled)) continue;
        // A number that is no one's line is consumed whole: a shorter span inside it (`20 7946
        // 0321` of `+44 20 7946 0321`) must not be read as another region's number.
        if (notPersonal(digits, text.slice(Math.max(0, start - 60), end + 60))) {
          matchedTo = j;
          break;
        }
        // A reference label nearer than any phone word ("Order Nr.", "송장번호", "追踪号"): an order's number.
        if (referenced(start)) continue;
        // A routing label in reach, nearer than any phone word, and the ABA check: a bank's routing number.
        if (routingNamed(text, start, digits)) continue;
        if (insideHexRun(text, start, end)) continue;
        // Regions of a phone word before it, and of the language its digits were spelled in.
        const extra = [...new Set([...wordRegions(text, start), ...(reading.regionsAt(start, end) as CountryCode[])])];
        // A number dictated digit by digit in words (`five, five, five, one two three four`,
        // `공일공 …`) is spoken as a phone number is: that is its context (a count is not).
        const dictated = reading.dictatedDigits(start, end);
        const named = context(start, end) || (dictated >= MIN_CONTEXT_DIGITS && dictated === digits.length && !countingRun(digits));
        // One unseparated run (an id, an attribute value) counts alone only as a Korean
        // number with its trunk 0; anything else needs a phone word nearby.
        // Inside a URL (`wa.me/8210…`, `tel:`, `?phone=`) a number is often E.164 without its "+".
        // "010, 4821, 7395": commas and colons only with the trunk 0 or "+" ("212, 555, 1234" is a list).
        if (!plus && !digits.startsWith("0") && span.some((g) => /[,:]/.test(g.sepBefore))) continue;
        const inUrl = span.length === 1 && start > 0 && /[/=:]/.test(text[start - 1] as string) && digits.length >= 10;
        const bareOk = plus || span.length > 1 || named || digits.startsWith("0") || inUrl;
        // Korean and North American numbers written in groups end with a group of four
        // (010-1234-5678, 415 555 2671); 220-81-12341 is a business number, not a phone.
        // After another language's phone word, that language's grouping (`06 12 48 93 57`).
        const groupingOk = plus || span.length === 1 || span[span.length - 1]!.end - span[span.length - 1]!.start === 4 || extra.length > 0;
        const v =
          bareOk && groupingOk && digits.length >= MIN_DIGITS
            ? validate(parseable(spelled, span), plus, digits, extra.length > 0 ? [...nationalRegions, ...extra] : nationalRegions)
            : { ok: false, type: "", region: "" };
        if (!v.ok && !plus && span.length >= 2 && phoneShaped(span) && standsApart(groups, i, j) && layoutBudget > 0) {
          layoutBudget -= 1;
          const layout = layoutRegion(
            digits,
            span.map((g) => g.end - g.start),
            span.map((g) => g.sepBefore),
          );
          if (layout) Object.assign(v, { ok: true, type: `${layout.type} (written in its national layout)`, region: layout.region });
        }
        if (!v.ok && inUrl) {
          const intl = parsePhoneNumberFromString(`+${digits}`);
          if (intl?.isValid()) Object.assign(v, { ok: true, type: `${(intl.getType() ?? "number").toLowerCase()} (in a URL, E.164 without +)`, region: intl.country ?? "intl" });
        }
        // A service line (freephone, shared cost, UAN) is consumed whole, as a no one's line above.
        if (v.ok && SERVICE_LINE.test(v.type)) {
          matchedTo = j;
          break;
        }
        const contextual = !v.ok && phoneShaped(span) && named;
        if (!v.ok && !contextual) continue;
        if (placeholderNumber(digits)) continue;
        const orig = shadow.toOriginal(start, end);
        findings.push(
          phoneFinding(
            orig,
            v.ok ? 0.95 : 0.6,
            v.ok ? `${v.region} ${v.type.replace(/_/g, " ")} phone number (valid per libphonenumber-js)` : "phone-shaped number after a phone context word (not validated)",
          ),
        );
        matchedTo = j;
        break;
      }
      i = matchedTo >= 0 ? matchedTo + 1 : i + 1;
    }
  }
  // Korean mobile numbers stand on their own, even glued to letters ("v010-2345-6789",
  // "tel010…"): 010 and eight digits, or the older 011/016–019 with seven or eight.
  const taken = new SpanCover(shadow.original.length);
  for (const f of findings) taken.add(f.start, f.end);
  /** Adds a finding for the view's span [start, end) unless one found before covers part of it. */
  const addUncovered = (start: number, end: number, score: number, reason: string): void => {
    const orig = shadow.toOriginal(start, end);
    if (taken.overlaps(orig.start, orig.end)) return;
    taken.add(orig.start, orig.end);
    findings.push(phoneFinding(orig, score, reason));
  };
  // A number whose groups stand apart, between label cells or words of prose.
  for (const c of numberChains(text, CHAIN_LAYOUTS)) {
    if (!c.digits.startsWith("0") || placeholderNumber(c.digits) || notPersonal(c.digits)) continue;
    if (referenceLabelled(text, c.start, CONTEXT_ALL)) continue;
    const parsed = parsePhoneNumberFromString(c.digits, "KR");
    if (!parsed?.isValid() || SERVICE_LINE.test((parsed.getType() ?? "").toLowerCase())) continue;
    addUncovered(c.start, c.end, 0.8, `KR ${(parsed.getType() ?? "number").toLowerCase().replace(/_/g, " ")} phone number read across filler (${c.groups.join("-")}, valid per libphonenumber-js)`);
  }
  // A number dictated part by part after the name of a part ("the area code is 628, then comes
  // 204, and it ends with 7391": `phone-parts.ts`), valid in a configured region or one the words suggest.
  for (const d of dictatedNumbers(text)) {
    for (const r of d.readings) {
      if (placeholderNumber(r.digits) || notPersonal(r.digits)) continue;
      const parsed = [...nationalRegions, ...d.regions].map((g) => parsePhoneNumberFromString(r.digits, g)).find((p) => p?.isValid());
      if (!parsed || SERVICE_LINE.test((parsed.getType() ?? "").toLowerCase())) continue;
      addUncovered(r.start, r.end, 0.8, `${parsed.country ?? "intl"} phone number dictated part by part (${r.groups} groups after a phone-part word, valid per libphonenumber-js)`);
      break;
    }
  }
  // A number whose groups stand in one column of consecutive table rows, label cells between.
  for (const c of columnNumbers(shadow.original)) {
    if (taken.overlaps(c.start, c.end) || placeholderNumber(c.digits) || notPersonal(c.digits)) continue;
    const parsed = c.plus ? parsePhoneNumberFromString(`+${c.digits}`) : nationalRegions.map((r) => parsePhoneNumberFromString(c.digits, r)).find((p) => p?.isValid());
    if (!parsed?.isValid() || SERVICE_LINE.test((parsed.getType() ?? "").toLowerCase())) continue;
    taken.add(c.start, c.end);
    findings.push(phoneFinding(c, 0.8, `${parsed.country ?? "intl"} phone number split over one column of consecutive table rows (valid per libphonenumber-js)`));
  }
  for (const m of text.matchAll(KR_MOBILE)) {
    const digits = digitsOf(m[0]);
    if (!/^(?:010[0-9]{8}|01[16-9][0-9]{7,8})$/.test(digits) || placeholderNumber(digits)) continue;
    if (referenceLabelled(text, m.index, CONTEXT_ALL)) continue;
    const groups = m[0].split(/[^0-9]+/).map((g) => g.length);
    // Unseparated, or in the 3-4-4 / 3-3-4 layout.
    if (groups.length !== 1 && !(groups.length === 3 && groups[0] === 3 && groups[2] === 4)) continue;
    addUncovered(m.index, m.index + m[0].length, 0.9, "KR mobile phone number (01x prefix and length; next to letters)");
  }
  return findings;
}

/** E.164 form of a phone spelling (for allow-lists), or its digits when it does not parse. */
function canonicalWith(regions: readonly CountryCode[]) {
  return (text: string): string => {
    const folded = gateShadow(text).text;
    for (const region of regions) {
      const p = parsePhoneNumberFromString(folded, region);
      if (p?.isValid()) return p.number;
    }
    return folded.replace(/[^0-9+]/g, "");
  };
}

/** The phone detector (category `pii.phone`, block code `ERR_LEAK_PII`); regions from `gate.phone.regions`. */
export const phoneDetector: DetectorSpec = {
  id: "phone",
  category: "pii.phone",
  code: "ERR_LEAK_PII",
  label: "PHONE",
  patterns: [...REFERENCE_PATTERNS, CANDIDATE, KR_MOBILE, GROUP, CONTEXT, CONTEXT_AFTER, OTHER_ID, DATE, CLOCK, DOTTED_QUAD, VERSION, MIXED_PIECE, DIGIT_CELL, NUMBER_HEAD, LEADING_DATE, CARD_PRINTED, FICTION_WORD, ...PHONE_WORD_REGIONS.map((r) => r.words), ...PHONE_PART_PATTERNS],
  compile(config: RampartConfig): CompiledDetector {
    const regions = config.gate.phone.regions as CountryCode[];
    regions.forEach((r, i) => {
      if (!isSupportedCountry(r)) {
        throw new RampartError("ERR_CONFIG", `gate.phone.regions.${i}: "${r}" is not a region libphonenumber-js knows`);
      }
    });
    return {
      id: "phone",
      category: "pii.phone",
      code: "ERR_LEAK_PII",
      label: "PHONE",
      // The number plus the words after it that can make it a phone ("… 039 office").
      window: PHONE_WINDOW + CONTEXT_AFTER_CHARS,
      // A leading "+" or "(" is the only character before the first digit.
      hold: digitHold(PHONE_WINDOW + CONTEXT_AFTER_CHARS, 1),
      detect: (shadow) => detectWith(shadow, regions),
      canonical: canonicalWith(regions),
    };
  },
};
