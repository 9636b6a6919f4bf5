/**
 * Escapes a model decodes when it copies a value out of a text (issue 5): an
 * injection writes `attacker%40evil.example`, `DE89%203704%200044…`, `attacker&#64;evil…`
 * or `attacker\u0040evil…`, and the model passes `attacker@evil.example` to the tool. The
 * taint keys are extracted from the decoded text (`keyText` in `taint-keys.ts`), on both
 * sides: the user's own value in an escaped spelling still vouches for it.
 *
 * | escape | example | decoded |
 * | --- | --- | --- |
 * | percent-encoding (RFC 3986), a run decoded as UTF-8 | `%40`, `%20`, `%EF%BC%A0` | `@`, space, `＠` |
 * | HTML numeric character reference | `&#64;` `&#x40;` `&#0064` | `@` |
 * | HTML named character reference (the few that spell a value's separators) | `&commat;` `&period;` `&nbsp;` | `@` `.` U+00A0 |
 * | JavaScript / JSON escapes | `\u0040` `\u{40}` `\x40`, `\@` `\.` `\/` `\\` | `@` `@` `@`, `@` `.` `/` `\` |
 *
 * One level of each, left to right (`%2540` reads `%40`, as one decode of it does). An
 * escape that does not decode (a percent run that is not UTF-8, an unknown entity name, a
 * code point above U+10FFFF) reads as its ASCII bytes or is left as it is.
 *
 * Linear: one global regex of bounded alternatives (each escape is at most 12 code units;
 * a percent run is a `+` over a fixed 3-unit group), checked by recheck like every firewall
 * regex.
 */

/** Every escape this module decodes, case-insensitive (hex digits, `x`, `u`, entity names). */
const ESCAPE = /(?:%[0-9a-f]{2})+|&#x[0-9a-f]{1,6};?|&#\d{1,7};?|&[a-z][a-z0-9]{1,15};|\\(?:u\{[0-9a-f]{1,6}\}|u[0-9a-f]{4}|x[0-9a-f]{2}|[\\/@.\-_])/gi;

/**
 * HTML named references that spell a separator or a sign of a value (WHATWG HTML, named
 * character references): what an injection uses to hide `@`, `.` or a space. Others are left
 * as they are.
 */
const NAMED: ReadonlyMap<string, string> = new Map([
  ["amp", "&"], ["lt", "<"], ["gt", ">"], ["quot", '"'], ["apos", "'"], ["nbsp", "\u00a0"], ["ensp", "\u2002"], ["emsp", "\u2003"],
  ["thinsp", "\u2009"], ["shy", "\u00ad"], ["zwj", "\u200d"], ["zwnj", "\u200c"], ["commat", "@"], ["period", "."], ["sol", "/"],
  ["lowbar", "_"], ["hyphen", "\u2010"], ["dash", "\u2010"], ["colon", ":"], ["semi", ";"], ["comma", ","], ["num", "#"], ["plus", "+"],
  ["percnt", "%"], ["equals", "="], ["middot", "\u00b7"], ["centerdot", "\u00b7"], ["bull", "\u2022"], ["lsqb", "["], ["rsqb", "]"],
  ["lpar", "("], ["rpar", ")"], ["lcub", "{"], ["rcub", "}"], ["lbrace", "{"], ["rbrace", "}"], ["verbar", "|"], ["vert", "|"],
  ["excl", "!"], ["quest", "?"], ["dollar", "$"], ["euro", "€"], ["pound", "£"], ["yen", "¥"], ["cent", "¢"],
]);

/** A code point as a string, or `null` when it is not one (above U+10FFFF). */
function fromCodePoint(cp: number): string | null {
  return cp <= 0x10ffff ? String.fromCodePoint(cp) : null;
}

/** A percent run (`%40%41…`): as UTF-8 when it is UTF-8, else each ASCII byte decoded and the rest left. */
function decodePercentRun(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    let out = "";
    for (let i = 0; i < run.length; i += 3) {
      const b = parseInt(run.slice(i + 1, i + 3), 16);
      out += b < 0x80 ? String.fromCharCode(b) : run.slice(i, i + 3);
    }
    return out;
  }
}

function decodeOne(m: string): string {
  const c = m.charCodeAt(0);
  if (c === 37) return decodePercentRun(m); // %
  if (c === 38) {
    // &
    if (m.charCodeAt(1) === 35) {
      const hex = m.charCodeAt(2) === 120 || m.charCodeAt(2) === 88;
      const digits = m.slice(hex ? 3 : 2, m.endsWith(";") ? -1 : undefined);
      return fromCodePoint(parseInt(digits, hex ? 16 : 10)) ?? m;
    }
    return NAMED.get(m.slice(1, -1).toLowerCase()) ?? m;
  }
  // backslash
  const k = m.charAt(1);
  if (k === "u" || k === "U") {
    const hex = m.charAt(2) === "{" ? m.slice(3, -1) : m.slice(2);
    return fromCodePoint(parseInt(hex, 16)) ?? m;
  }
  if (k === "x" || k === "X") return String.fromCharCode(parseInt(m.slice(2), 16));
  return k;
}

/** Whether `s` may hold an escape: it has a `%`, `&` or backslash (three native searches). */
export function mayHaveEscapes(s: string): boolean {
  return s.includes("%") || s.includes("&") || s.includes("\\");
}

/**
 * `s` with every escape of the table above decoded once.
 *
 * @example
 * decodeEscapes("attacker%40evil.example") // "attacker@evil.example"
 * decodeEscapes("DE89&#32;3704")           // "DE89 3704"
 * decodeEscapes("eve\\u0040evil.example")   // "eve@evil.example"
 */
export function decodeEscapes(s: string): string {
  return mayHaveEscapes(s) ? s.replace(ESCAPE, decodeOne) : s;
}
