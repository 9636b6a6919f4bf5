/**
 * National identity numbers with a published validity rule, one row per kind (issue 19):
 * each row is data — the number's layout as a pattern, the words that name it, and the check
 * its issuer publishes — so a made-up look-alike that fails the check passes the gate.
 *
 * | row           | number                                   | check (source)                                                                 |
 * | ------------- | ---------------------------------------- | ------------------------------------------------------------------------------ |
 * | `us-ssn`      | US Social Security number, 3-2-4         | area not 000, 666 or 900–999; group not 00; serial not 0000 (SSA, "Social Security Number Randomization", 2011); the numbers printed as samples (078-05-1120 of the Woolworth wallet insert, 219-09-9999 of an SSA leaflet, the forms' 123-45-6789) |
 * | `es-dni`      | Spanish DNI / NIF, 8 digits + letter     | letter = `TRWAGMYFPDXBNJZSQVHLCKE`[n mod 23] (Ministerio del Interior, "Cálculo del dígito de control del NIF/NIE"; Real Decreto 1553/2005) |
 * | `es-nie`      | Spanish NIE, X/Y/Z + 7 digits + letter   | the same letter, X/Y/Z read as 0/1/2 (same source; Orden INT/2058/2008)         |
 * | `uk-nino`     | UK National Insurance number             | allocation rules: first letter not D F I Q U V, second not D F I O Q U V, prefixes BG GB KN NK NT TN ZZ unused, suffix A–D (HMRC National Insurance Manual NIM39110) |
 * | `fr-nir`      | French NIR (numéro de sécurité sociale)  | key = 97 − (13 digits mod 97), Corsica 2A/2B read as 19/18; sex digit 1/2 (3/4/7/8 temporary), month 01–12 or 20–42 / 50–99 (INSEE, "Numéro d'inscription au répertoire", clé de contrôle) |
 * | `it-cf`       | Italian codice fiscale                   | check letter from the odd/even position tables mod 26; month letter; day 01–31 or 41–71; omocodia letters for digits (D.M. Finanze 23 dicembre 1976) |
 * | `cn-ric`      | Chinese resident identity number         | ISO 7064 MOD 11-2 check character, birth date real and past (GB 11643-1999)      |
 * | `jp-mynumber` | Japanese individual number (My Number)   | check digit: weights 2–7, 2–6 from the right, 11 − (sum mod 11), 0 when ≤ 1 (総務省令第85号 2014, 第5条) |
 * | `br-cpf`      | Brazilian CPF                            | two mod-11 check digits, weights 10…2 and 11…2; repeated digits invalid (Receita Federal, Instrução Normativa RFB 1548/2015) |
 * | `in-aadhaar`  | Indian Aadhaar number                    | Verhoeff check digit, first digit 2–9 (UIDAI, "Aadhaar number" structure)      |
 * | `uk-nhs`      | UK NHS number                            | mod-11 check digit, weights 10…2, 10 invalid (NHS Data Dictionary, "NHS Number") |
 * | `nl-bsn`      | Dutch burgerservicenummer                | the eleven test, weights 9…2 and −1 (Wet algemene bepalingen burgerservicenummer; Logius BSN specification) |
 * | `pl-pesel`    | Polish PESEL                             | weights 1 3 7 9 1 3 7 9 1 3, (10 − sum mod 10) mod 10; month 01–12 (+20/40/60/80 by century) (Ustawa o ewidencji ludności, 2010) |
 *
 * A number right after a reference label (`Order`, `Bestellnummer`, `注文番号` … — the phone
 * detector's `reference-labels.ts`) nearer than the row's own naming word is that reference's.
 * Rows whose check is weak against random digits (an 11-way or 10-way check on a bare run of
 * digits) need a word naming the number nearby (`context: "required"`); rows whose layout is
 * distinctive (separators in the issuer's grouping, letters in fixed places) count bare.
 * Patterns run on the shadow's lower-cased views: `numbers` is the digit reader's view
 * (`readNumbers`: spelled digits written as digits), `letters` the case view (letters kept —
 * the number view would read a trailing `Z` or `S` as a digit). Every pattern is a sequence of
 * bounded repeats over disjoint classes: linear.
 */

/** One national-id kind. */
export interface NationalIdRule {
  /** Row id, reported in the finding's reason. */
  readonly id: string;
  /** What the number is, for the reason ("US Social Security number"). */
  readonly name: string;
  /** Which lower-cased view the pattern runs on (module comment). */
  readonly view: "numbers" | "letters";
  /** Global regex of the number's layout. */
  readonly pattern: RegExp;
  /** Words naming the number, looked for just before it (`CONTEXT_REACH`). */
  readonly words: RegExp;
  /**
   * `required`: only with a naming word nearby; `bare`: counts alone; a function: counts alone
   * when it says so for the matched text (e.g. written in the issuer's grouping).
   */
  readonly context: "required" | "bare" | ((match: string) => boolean);
  /**
   * The layout is distinctive enough that a whole field of a record row (a CSV field or a
   * table cell, in a row of at least three fields) counts as named: the row is a record about
   * a person and the value fills its field (`Jane Doe,AB123456C,1980-01-01`).
   */
  readonly field?: boolean;
  /**
   * Label-anchored reading (`national-id.ts`, `labelledIds`): right after one of `words`, a
   * run of digit groups in ANY grouping (`488 684 290 98`, `48-86-84-29-09-8`) with exactly
   * this many digits — and, with `tail`, one letter after them (a DNI's) — counts when
   * `valid` passes on its letters and digits. The label names the number, so the layout need
   * not be the issuer's; the check still decides.
   */
  readonly labelDigits?: number;
  /** The letter a label-anchored number ends with (`labelDigits`), lower case. */
  readonly tail?: RegExp;
  /** The issuer's validity rule on the matched text (lower case). */
  valid(match: string): boolean;
}

/** Characters before a number a naming word is looked for in. */
export const CONTEXT_REACH = 48;

const digits = (s: string) => s.replace(/[^0-9]/g, "");

/** SSA: never-assigned areas, groups and serials, and the numbers SSA published as advertising samples. */
function ssnValid(s: string): boolean {
  const d = digits(s);
  if (d.length !== 9) return false;
  const area = Number(d.slice(0, 3));
  if (area === 0 || area === 666 || area >= 900) return false;
  if (d.slice(3, 5) === "00" || d.slice(5) === "0000") return false;
  return d !== "078051120" && d !== "219099999" && d !== "123456789";
}

const DNI_LETTERS = "trwagmyfpdxbnjzsqvhlcke";
function dniValid(s: string): boolean {
  const m = /^([xyz]?)([0-9]+)([a-z])$/.exec(s.replace(/[^0-9a-z]/g, ""));
  if (!m) return false;
  const lead = m[1] ? String("xyz".indexOf(m[1])) : "";
  const n = Number(lead + m[2]);
  return DNI_LETTERS[n % 23] === m[3];
}

const NINO_FIRST_BAD = new Set([..."dfiquv"]);
const NINO_SECOND_BAD = new Set([..."dfioquv"]);
const NINO_UNUSED = new Set(["bg", "gb", "kn", "nk", "nt", "tn", "zz"]);
function ninoValid(s: string): boolean {
  const t = s.replace(/\s/g, "");
  const a = t[0] as string;
  const b = t[1] as string;
  return !NINO_FIRST_BAD.has(a) && !NINO_SECOND_BAD.has(b) && !NINO_UNUSED.has(a + b);
}

function nirValid(s: string): boolean {
  const t = s.replace(/[^0-9a-z]/g, "");
  if (t.length !== 15) return false;
  const month = Number(t.slice(3, 5));
  if (!((month >= 1 && month <= 12) || (month >= 20 && month <= 42) || month >= 50)) return false;
  const body = t.slice(0, 13).replace("2a", "19").replace("2b", "18");
  if (!/^[0-9]{13}$/.test(body)) return false;
  const key = 97 - Number(BigInt(body) % 97n);
  return key === Number(t.slice(13));
}

const CF_ODD: Readonly<Record<string, number>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, number>, {
    "0": 1, "1": 0, "2": 5, "3": 7, "4": 9, "5": 13, "6": 15, "7": 17, "8": 19, "9": 21,
    a: 1, b: 0, c: 5, d: 7, e: 9, f: 13, g: 15, h: 17, i: 19, j: 21, k: 2, l: 4, m: 18,
    n: 20, o: 11, p: 3, q: 6, r: 8, s: 12, t: 14, u: 16, v: 10, w: 22, x: 25, y: 24, z: 23,
  }),
);
/** Omocodia: the letters that stand for digits 0–9 when a code collides (same decree). */
const OMOCODIA = "lmnpqrstuv";
function cfValid(s: string): boolean {
  if (s.length !== 16) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = s[i] as string;
    if (i % 2 === 0) sum += CF_ODD[c] ?? 0;
    else sum += c >= "0" && c <= "9" ? Number(c) : c.charCodeAt(0) - 97;
  }
  if (String.fromCharCode(97 + (sum % 26)) !== s[15]) return false;
  const day = Number([...s.slice(9, 11)].map((c) => (c >= "0" && c <= "9" ? c : String(OMOCODIA.indexOf(c)))).join(""));
  return (day >= 1 && day <= 31) || (day >= 41 && day <= 71);
}

function pastDate(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d && t.getTime() <= Date.now();
}

function ricValid(s: string): boolean {
  const t = s.replace(/[^0-9x]/g, "");
  if (t.length !== 18) return false;
  if (!pastDate(Number(t.slice(6, 10)), Number(t.slice(10, 12)), Number(t.slice(12, 14)))) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(t[i]) * (2 ** (17 - i) % 11);
  const check = (12 - (sum % 11)) % 11;
  return (check === 10 ? "x" : String(check)) === t[17];
}

function myNumberValid(s: string): boolean {
  const d = digits(s);
  if (d.length !== 12) return false;
  let sum = 0;
  for (let n = 1; n <= 11; n++) sum += Number(d[11 - n]) * (n <= 6 ? n + 1 : n - 5);
  const r = sum % 11;
  return (r <= 1 ? 0 : 11 - r) === Number(d[11]);
}

function cpfValid(s: string): boolean {
  const d = digits(s);
  if (d.length !== 11 || /^(.)\1{10}$/.test(d)) return false;
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const check = ((sum * 10) % 11) % 10;
    if (check !== Number(d[len])) return false;
  }
  return true;
}

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;
function aadhaarValid(s: string): boolean {
  const d = digits(s);
  if (d.length !== 12 || !/^[2-9]/.test(d)) return false;
  let c = 0;
  for (let i = 0; i < 12; i++) c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![Number(d[11 - i])]!]!;
  return c === 0;
}

function nhsValid(s: string): boolean {
  const d = digits(s);
  if (d.length !== 10) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(d[i]) * (10 - i);
  const check = 11 - (sum % 11);
  return check !== 10 && (check === 11 ? 0 : check) === Number(d[9]);
}

/** PESEL: weights 1 3 7 9 1 3 7 9 1 3, check = (10 − sum mod 10) mod 10; month 01–12 plus 20/40/60/80 for the century (Ustawa o ewidencji ludności, 2010). */
function peselValid(s: string): boolean {
  const d = digits(s);
  if (d.length !== 11 || /^(.)\1{10}$/.test(d)) return false;
  const month = Number(d.slice(2, 4)) % 20;
  if (month < 1 || month > 12) return false;
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(d[i]) * (w[i] as number);
  return (10 - (sum % 10)) % 10 === Number(d[10]);
}

function bsnValid(s: string): boolean {
  const d = digits(s).padStart(9, "0");
  if (d.length !== 9 || /^0+$/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(d[i]) * (9 - i);
  sum -= Number(d[8]);
  return sum % 11 === 0;
}

/**
 * One separator between two digit groups, in any dress (blind round 14: a CPF written
 * `418_093_257/14`): a joiner character — a dash of any kind, the minus sign, `.`, `/`, `\`,
 * `_`, a middle dot or bullet — with at most one space on either side, or one or two spaces.
 * Kinds may mix within one number. No digit or letter is in it, so a group boundary is found
 * one way only: linear.
 */
const SEP = String.raw`(?:[\p{Zs}\t]?[\p{Pd}\u2212./\\_\u00b7\u2027\u2022\u2219\u22c5\u30fb][\p{Zs}\t]?|[\p{Zs}\t]{1,2})`;
/** A row's layout with `~` standing for an optional `SEP` between two groups (Unicode flag added). */
const layout = (source: string, flags: string): RegExp => new RegExp(source.replaceAll("~", `${SEP}?`), `${flags}u`);
/** The SSA's printed 3-2-4 with one usual separator throughout (`078-05-1120`, `078.05.1120`, `078 05 1120`). */
const SSN_PRINTED = /^[0-9]{3}([-. ])[0-9]{2}\1[0-9]{4}$/;
/** The Receita Federal's printed CPF layout `000.000.000-00`. */
const CPF_PRINTED = /^[0-9]{3}\.[0-9]{3}\.[0-9]{3}-[0-9]{2}$/;

/**
 * The rows (module comment). Lookarounds keep a match from starting or ending inside a longer
 * run of digits or letters. Digit groups may be apart by any separator (`SEP`, written `~` in
 * a layout); a row whose printed grouping counts alone checks the issuer's own separators.
 */
export const NATIONAL_ID_RULES: readonly NationalIdRule[] = [
  {
    id: "us-ssn",
    name: "US Social Security number",
    view: "numbers",
    pattern: layout(String.raw`(?<![0-9])[0-9]{3}~[0-9]{2}~[0-9]{4}(?![0-9])`, "g"),
    words: /ssn|social security|soc\.? ?sec|sozialversicherungsnummer der usa|numero de seguro social|社会保障番号|사회보장번호|社会安全号/,
    // 3-2-4 with one of the usual separators throughout counts alone; any other dress only with a naming word.
    context: (m) => SSN_PRINTED.test(m),
    labelDigits: 9,
    valid: ssnValid,
  },
  {
    id: "es-dni",
    name: "Spanish DNI/NIF",
    view: "letters",
    pattern: layout(String.raw`(?<![0-9a-z])(?:[0-9]{8}|[0-9]{2}~[0-9]{3}~[0-9]{3})[ -]?[a-z](?![0-9a-z])`, "gi"),
    words: /dni|nif|documento nacional|identidad/i,
    context: "bare",
    labelDigits: 8,
    tail: /[a-z]/,
    valid: dniValid,
  },
  {
    id: "es-nie",
    name: "Spanish NIE",
    view: "letters",
    pattern: /(?<![0-9a-z])[xyz][ -]?[0-9]{7}[ -]?[a-z](?![0-9a-z])/gi,
    words: /nie|extranjero/i,
    context: "bare",
    valid: dniValid,
  },
  {
    id: "uk-nino",
    name: "UK National Insurance number",
    view: "letters",
    pattern: /(?<![0-9a-z])[a-z]{2} ?[0-9]{2} ?[0-9]{2} ?[0-9]{2} ?[a-d](?![0-9a-z])/gi,
    words: /national insurance|nino|\bni\b|insurance (?:no|number)|ni[ _-]?(?:no|number|num)\b/i,
    // Without a naming word only in HMRC's printed grouping `AB 12 34 56 C`.
    context: (m) => / [0-9]{2} [0-9]{2} [0-9]{2} /.test(m),
    field: true,
    valid: (m) => ninoValid(m.toLowerCase()),
  },
  {
    id: "fr-nir",
    name: "French social security number (NIR)",
    view: "letters",
    pattern: layout(String.raw`(?<![0-9a-z])[123478]~[0-9]{2}~[0-9]{2}~(?:[0-9]{2}|2[ab])~[0-9]{3}~[0-9]{3}~[0-9]{2}(?![0-9a-z])`, "gi"),
    words: /securite sociale|sécurité sociale|nir|insee|carte vitale|numero ss|n° ss/i,
    context: "bare",
    labelDigits: 15,
    valid: (m) => nirValid(m.toLowerCase()),
  },
  {
    id: "it-cf",
    name: "Italian codice fiscale",
    view: "letters",
    pattern: /(?<![0-9a-z])[a-z]{6}[0-9lmnpqrstuv]{2}[abcdehlmprst][0-9lmnpqrstuv]{2}[a-z][0-9lmnpqrstuv]{3}[a-z](?![0-9a-z])/gi,
    words: /codice fiscale|cod\. ?fisc|c\.f\./i,
    context: "bare",
    valid: (m) => cfValid(m.toLowerCase()),
  },
  {
    id: "cn-ric",
    name: "Chinese resident identity number",
    view: "numbers",
    pattern: layout(String.raw`(?<![0-9])[1-9][0-9]{5}~(?:18|19|20)[0-9]{6}~[0-9]{3}[0-9x](?![0-9a-z])`, "g"),
    words: /身份证|身份證|居民身份|公民身份|id card|resident id/,
    context: "bare",
    labelDigits: 18,
    valid: ricValid,
  },
  {
    id: "jp-mynumber",
    name: "Japanese individual number (My Number)",
    view: "numbers",
    pattern: layout(String.raw`(?<![0-9])[0-9]{4}~[0-9]{4}~[0-9]{4}(?![0-9])`, "g"),
    words: /マイナンバー|個人番号|my ?number|마이넘버|个人编号|個人編號/,
    context: "required",
    labelDigits: 12,
    valid: myNumberValid,
  },
  {
    id: "br-cpf",
    name: "Brazilian CPF",
    view: "numbers",
    pattern: layout(String.raw`(?<![0-9])[0-9]{3}~[0-9]{3}~[0-9]{3}~[0-9]{2}(?![0-9])`, "g"),
    words: /cpf|cadastro de pessoas/,
    // The Receita's printed layout 000.000.000-00 counts alone; any other dress needs the word.
    context: (m) => CPF_PRINTED.test(m),
    labelDigits: 11,
    valid: cpfValid,
  },
  {
    id: "in-aadhaar",
    name: "Indian Aadhaar number",
    view: "numbers",
    pattern: layout(String.raw`(?<![0-9])[2-9][0-9]{3}~[0-9]{4}~[0-9]{4}(?![0-9])`, "g"),
    words: /aadhaar|aadhar|uidai|आधार/,
    context: "required",
    labelDigits: 12,
    valid: aadhaarValid,
  },
  {
    id: "uk-nhs",
    name: "UK NHS number",
    view: "numbers",
    pattern: layout(String.raw`(?<![0-9])[0-9]{3}~[0-9]{3}~[0-9]{4}(?![0-9])`, "g"),
    words: /nhs/,
    context: "required",
    labelDigits: 10,
    valid: nhsValid,
  },
  {
    id: "nl-bsn",
    name: "Dutch citizen service number (BSN)",
    view: "numbers",
    pattern: layout(String.raw`(?<![0-9])[0-9]{4}~[0-9]{2}~[0-9]{3}(?![0-9])|(?<![0-9])[0-9]{3}~[0-9]{3}~[0-9]{3}(?![0-9])`, "g"),
    words: /bsn|burgerservicenummer|sofinummer/,
    context: "required",
    labelDigits: 9,
    valid: bsnValid,
  },
  {
    id: "pl-pesel",
    name: "Polish PESEL",
    view: "numbers",
    pattern: /(?<![0-9])[0-9]{11}(?![0-9])/g,
    words: /pesel/,
    context: "required",
    labelDigits: 11,
    valid: peselValid,
  },
];

/** Longest match of any row (a NIR: 15 characters and 6 separators of up to 3 each), plus one. */
export const NATIONAL_ID_WINDOW = 34;

/** Every pattern and context regex of the table (checked for linear time by a test). */
export const NATIONAL_ID_PATTERNS: readonly RegExp[] = [...NATIONAL_ID_RULES.flatMap((r) => [r.pattern, r.words]), SSN_PRINTED, CPF_PRINTED];
