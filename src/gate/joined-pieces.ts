/**
 * Values assembled from string pieces (blind round 14: an IBAN built as `"DE89" + "3704 0044"
 * + …`, an address as `"ana.r" + "@" + "mail.pt"`, a number split over the fields of one JSON
 * object). `code-pieces.ts` joins pieces that are digits inside the gate view; a value whose
 * pieces mix letters, digits, spaces and signs needs the program's own result: the pieces'
 * concatenation. `joinedPieces(text)` finds runs of string literals that a program or a reader
 * joins and returns, per run, its source span and the joined literal — the `joined` view of
 * `decoded-views.ts` writes them in place, and the number and address detectors read it with
 * their own validation (a run is never a finding by itself).
 *
 * A run is two or more literals (`LITERAL`: one quote kind, no quote, backslash or line break
 * inside, ≤ 128 characters), each pair apart by one kind of glue:
 * - concatenation (`CONCAT_GAP`): `+`, `.`, `..`, `||`, `&`, `<<`, or nothing (adjacent
 *   literals, Python and C), with spacing and one line break; a builder call closing and
 *   opening (`).append(`, `.concat(`); an interpolation closing and opening (`}${`, `}{`);
 * - a list joined by a call (`LIST_GAP`): commas inside `[…]` / `(…)` with `.join("sep")` after
 *   it or `"sep".join(` before it — the run is joined with that separator (`"@".join([…])`);
 * - adjacent members of one JSON object or dict (`JSON_GAP`) whose keys name parts of one value:
 *   a shared stem of `MIN_KEY_STEM` characters (`iban_cc`, `iban_bban`) or one stem numbered
 *   (`part1`, `part2`; `"1"`, `"2"`). Unrelated fields (`city`, `zip`) stay apart.
 * A literal followed by `:` is a key, read as part of the glue. Only runs whose joined text
 * holds a digit or an `@` are returned.
 *
 * Linear: one global scan for literals (bounded, no quote inside), each gap tested once by an
 * anchored pattern on a slice of at most `MAX_GAP` code units, and the join call looked for in
 * bounded slices before and after a run.
 */

/** A string literal: a quote, 1–128 characters without a quote, backslash or line break, the same quote (a value's piece, not a paragraph). */
const LITERAL = /(["'`])([^"'`\\\n]{1,128})\1/g;
/** A literal followed by a colon (not `::`) is a key. */
const KEY_AFTER = /^[ \t]{0,3}:(?!:)/;
/** Concatenation glue, alternatives in the order of the module comment. Bounded repeats. */
const CONCAT_GAP =
  /^(?:[ \t]{0,8}(?:\+|\.{1,2}|\|\||&|<<)?[ \t]{0,8}(?:\r?\n[ \t]{0,40}(?:\+|\.{1,2}|\|\||&|<<)?[ \t]{0,8})?|\)[ \t]{0,4}(?:\r?\n[ \t]{0,40})?\.[ \t]{0,4}(?:append|concat|push|add|write|extend|plus)\([ \t]{0,4}|\}[ \t]{0,4}\$?\{[ \t]{0,4})$/;
/** A comma between two list elements, with spacing and one line break. */
const LIST_GAP = /^[ \t]{0,4},[ \t]{0,4}(?:\r?\n[ \t]{0,40})?$/;
/** A comma, then a key and its colon: the glue between two member values of one object. */
const JSON_GAP = /^[ \t]{0,8},[ \t]{0,8}(?:\r?\n[ \t]{0,40})?(["'])([^"'`\\\n]{1,64})\1[ \t]{0,3}:[ \t]{0,3}$/;
/** A list closed and joined: `].join("@")`, `).join('')`. */
const JOIN_AFTER = /^[ \t]{0,4}[\])][ \t]{0,4}\.join\([ \t]{0,4}(["'`])([^"'`\\\n]{0,8})\1[ \t]{0,4}\)/;
/** A separator's join call opening a list: `"@".join([`, `''.join((`. */
const JOIN_BEFORE = /(["'`])([^"'`\\\n]{0,8})\1[ \t]{0,4}\.join\([ \t]{0,4}[[(]?[ \t]{0,4}$/;
/** A key's number at its end, with the `_` or `-` before it (`part_2`, `p2`, `2`). */
const KEY_NUMBER = /[_-]?[0-9]{1,3}$/;
/** Longest glue read between two literals. */
const MAX_GAP = 96;
/** Most literals one run joins. */
const MAX_PIECES = 24;
/** Fewest characters two keys share at their start to name parts of one value. */
const MIN_KEY_STEM = 3;
/** A member value that is one group of digits (a `+` may open a country code). */
const DIGIT_GROUP = /^\+?[0-9]{1,8}$/;
/** What a joined run must hold for a number or address detector to read anything in it. */
const WORTH_READING = /[0-9@]/;

type Glue = "concat" | "list" | "json";

interface Piece {
  readonly start: number;
  readonly end: number;
  readonly quote: string;
  readonly body: string;
  /** The key before the piece when it is an object member's value. */
  readonly key?: string;
}

/**
 * Keys that name a part of a phone number or an identifier, in the languages the gate reads
 * (written lower case, without `_`, `-` or spaces): a country or area code, an exchange, a
 * line or subscriber number, an extension; a national id's area, group and serial; the generic
 * first / middle / last / rest of a value. Two adjacent members both named so are parts of one
 * value (`{"area": "415", "prefix": "555", "line": "0142"}`), the same as members sharing a stem.
 */
const PART_KEY =
  /^(?:country(?:code)?|cc|callingcode|dialcode|international|intl|area(?:code)?|npa|region(?:code)?|city(?:code)?|prefix|exchange|nxx|centraloffice|office|line(?:number)?|subscriber(?:number)?|local(?:number)?|number|num|no|nr|ext|extension|trunk|group|serial|block\d?|segment\d?|part\d?|chunk\d?|piece\d?|first|second|third|fourth|middle|last|rest|remainder|head|tail|start|end|vorwahl|landesvorwahl|ortsvorwahl|rufnummer|durchwahl|nummer|anschluss|indicatif|prefixe|préfixe|numero|numéro|reste|debut|début|fin|prefijo|lada|codigoarea|códigoarea|resto|prefisso|ddd|ddi|prefixo|국번|지역번호|국가번호|앞자리|중간|중간자리|끝|끝자리|뒷자리|번호|가입자번호|市外局番|市内局番|加入者番号|国番号|番号|局番|区号|國碼|国家代码|国码|号码|號碼|前缀|中间|尾号|后四位)$/u;
/** What a key loses before `PART_KEY` reads it: separators and spacing. */
const KEY_NOISE = /[\s_.-]/g;

/** Whether two object keys name parts of one value (module comment). */
function relatedKeys(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return false;
  if (PART_KEY.test(x.replace(KEY_NOISE, "")) && PART_KEY.test(y.replace(KEY_NOISE, ""))) return true;
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n += 1;
  if (n >= MIN_KEY_STEM) return true;
  return KEY_NUMBER.test(x) && KEY_NUMBER.test(y) && x.replace(KEY_NUMBER, "") === y.replace(KEY_NUMBER, "");
}

/** The glue between two pieces, or null when they belong to different runs. */
function glueOf(text: string, prev: Piece, next: Piece): Glue | null {
  if (next.start - prev.end > MAX_GAP) return null;
  const gap = text.slice(prev.end, next.start);
  if (CONCAT_GAP.test(gap)) return "concat";
  if (LIST_GAP.test(gap)) return "list";
  const json = JSON_GAP.exec(gap);
  if (json !== null && prev.key !== undefined && relatedKeys(prev.key, json[2] as string)) return "json";
  return null;
}

/** The separator a list run is joined with, or null when no join call encloses it. */
function listSeparator(text: string, first: Piece, last: Piece): string | null {
  const after = JOIN_AFTER.exec(text.slice(last.end, last.end + 32));
  if (after !== null) return after[2] as string;
  const before = JOIN_BEFORE.exec(text.slice(Math.max(0, first.start - 32), first.start));
  return before !== null ? (before[2] as string) : null;
}

/**
 * Runs of joined string literals in `text` (module comment): `[start, end, joined]` with
 * `joined` the run's concatenation between the first piece's quotes, sorted and disjoint.
 * Linear; never throws.
 *
 * @example
 * joinedPieces('x = "ana.r" + "@" + "mail.pt"') // → [[4, 29, '"ana.r@mail.pt"']]
 */
export function joinedPieces(text: string): [number, number, string][] {
  const out: [number, number, string][] = [];
  if (!/["'`]/.test(text) || !WORTH_READING.test(text)) return out;
  let run: Piece[] = [];
  let glue: Glue | null = null;
  const flush = () => {
    if (run.length >= 2) {
      const first = run[0] as Piece;
      const last = run[run.length - 1] as Piece;
      // Members that are digit groups each (`"415"`, `"555"`, `"0142"`) join with a dash, as
      // the value is printed (`415-555-0142`, `078-05-1120`): the number detectors read groups.
      const sep = glue === "list" ? listSeparator(text, first, last) : glue === "json" && run.every((p) => DIGIT_GROUP.test(p.body)) ? "-" : "";
      const joined = sep === null ? "" : run.map((p) => p.body).join(sep);
      if (sep !== null && WORTH_READING.test(joined)) out.push([first.start, last.end, `${first.quote}${joined}${first.quote}`]);
    }
    run = [];
    glue = null;
  };
  let key: string | undefined;
  for (const m of text.matchAll(LITERAL)) {
    const body = m[2] as string;
    const end = m.index + m[0].length;
    if (KEY_AFTER.test(text.slice(end, end + 8))) {
      key = body;
      continue;
    }
    const piece: Piece = { start: m.index, end, quote: m[1] as string, body, ...(key !== undefined ? { key } : {}) };
    key = undefined;
    const prev = run[run.length - 1];
    if (prev !== undefined) {
      const g = glueOf(text, prev, piece);
      if (g === null || (glue !== null && g !== glue) || run.length >= MAX_PIECES) flush();
      else glue = g;
    }
    run.push(piece);
  }
  flush();
  return out;
}

/**
 * A `key: value` or `key = value` line holding one digit group (YAML, INI, `.env`, a form's
 * printout): indentation, the key (no quote, colon or `=` inside, ≤ 40 characters), the value
 * (optionally quoted). Bounded repeats over disjoint classes: linear.
 */
const MEMBER_LINE = /^([ \t]{0,16})([^\s:=#"'`][^:=\n"'`]{0,40}?)[ \t]{0,3}[:=][ \t]{0,3}(["']?)(\+?[0-9]{1,8})\3[ \t]{0,3}\r?$/u;

/**
 * Runs of consecutive `key: value` lines (`MEMBER_LINE`) at one indentation whose keys name
 * parts of one value (`relatedKeys`) and whose values are digit groups: `[start, end, joined]`
 * from the first value to the last, `joined` the groups with a dash (`415-555-0142`).
 */
function memberLines(text: string): [number, number, string][] {
  const out: [number, number, string][] = [];
  let run: { key: string; indent: string; start: number; end: number; value: string }[] = [];
  const flush = () => {
    if (run.length >= 2) out.push([(run[0] as (typeof run)[0]).start, (run[run.length - 1] as (typeof run)[0]).end, run.map((r) => r.value).join("-")]);
    run = [];
  };
  let at = 0;
  while (at <= text.length) {
    let end = text.indexOf("\n", at);
    if (end < 0) end = text.length;
    const m = end - at <= 96 ? MEMBER_LINE.exec(text.slice(at, end)) : null;
    if (m === null) flush();
    else {
      const value = m[4] as string;
      const valueStart = at + m.index + (m[0].lastIndexOf(value) as number);
      const member = { key: (m[2] as string).trim(), indent: m[1] as string, start: valueStart, end: valueStart + value.length, value };
      const prev = run[run.length - 1];
      if (prev !== undefined && (prev.indent !== member.indent || !relatedKeys(prev.key, member.key) || run.length >= MAX_PIECES)) flush();
      run.push(member);
    }
    at = end + 1;
  }
  flush();
  return out;
}

/**
 * Every run of `joinedPieces` and `memberLines` in `text`, sorted and disjoint (a line run that
 * overlaps a literal run is left out).
 */
export function joinedMembers(text: string): [number, number, string][] {
  const literals = joinedPieces(text);
  if (!/[:=]/.test(text)) return literals;
  const lines = memberLines(text);
  if (lines.length === 0) return literals;
  const all = [...literals];
  // Both lists are sorted and disjoint: one sweep finds the literal runs a line run meets.
  let k = 0;
  for (const l of lines) {
    while (k < literals.length && (literals[k] as [number, number, string])[1] <= l[0]) k += 1;
    const r = literals[k];
    if (r === undefined || r[0] >= l[1]) all.push(l);
  }
  return all.sort((a, b) => a[0] - b[0]);
}

/** Every pattern of this module (checked for linear time by a test). */
export const JOINED_PIECE_PATTERNS: readonly RegExp[] = [LITERAL, KEY_AFTER, CONCAT_GAP, LIST_GAP, JSON_GAP, JOIN_AFTER, JOIN_BEFORE, KEY_NUMBER, WORTH_READING, PART_KEY, KEY_NOISE, DIGIT_GROUP, MEMBER_LINE];
