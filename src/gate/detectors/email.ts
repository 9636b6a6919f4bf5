/**
 * E-mail addresses (RFC 5321 mailbox shape, ASCII local part, dotted domain with an
 * alphabetic or IDNA `xn--` TLD), matched on the shadow so fullwidth spellings
 * (`ｈｏｎｇ＠…`) fold first.
 *
 * The local part starts only where no local-part character precedes it (lookbehind), so a
 * long run without `@` is scanned once, and every repeat is bounded: linear time.
 * Korean text may touch the address on either side (`메일hong@example.com입니다`): the
 * classes are ASCII, so Hangul is a boundary.
 *
 * Obfuscated spellings count too: `hong [at] example [dot] com`, `hong(at)example.com`,
 * `hong @ example . com` — bracketed at/dot tokens or spaces around `@` (a common way to dodge
 * scrapers, and so to dodge a gate). Plain words (`john at example dot com`) are not matched:
 * ordinary prose ("look at this dot com bubble") would be.
 */
import { makeFinding, type Finding } from "../../core/index.js";
import type { Shadow } from "../../boundary/index.js";
import type { CompiledDetector, DetectorSpec } from "../types.js";
import { trailingRun } from "./util.js";

const LOCAL = "a-z0-9._%+\\-";
const EMAIL = new RegExp(
  `(?<![${LOCAL}])[${LOCAL}]{1,64}@[a-z0-9\\-]{1,63}(?:\\.[a-z0-9\\-]{1,63}){0,8}\\.(?:[a-z]{2,24}|xn--[a-z0-9]{1,59})(?![a-z0-9\\-])`,
  "gi",
);
const AT = "(?:@|[\\[({]\\s{0,2}at\\s{0,2}[\\])}])";
const DOT = "(?:\\.|[\\[({]\\s{0,2}dot\\s{0,2}[\\])}])";
const OBFUSCATED = new RegExp(
  `(?<![${LOCAL}])[${LOCAL}]{1,64}\\s{0,3}${AT}\\s{0,3}[a-z0-9\\-]{1,63}(?:\\s{0,3}${DOT}\\s{0,3}[a-z0-9\\-]{1,63}){1,8}`,
  "g",
);
/** 64 (local) + 1 + 254 (domain), RFC 5321 §4.5.3.1. */
export const EMAIL_WINDOW = 320;
/** An at-sign or bracketed at-token, in the original text (case-insensitive, fullwidth too). */
const AT_TOKEN = /(?:@|＠|[[({]\s{0,2}at\s{0,2}[\])}])/gi;

/**
 * Streaming hold: a plain address has no whitespace, so the trailing run suffices; an
 * obfuscated one may contain spaces, so after the last at-token within reach we hold from
 * 64 + 3 + 6 characters before it (the longest local part, spacing and token).
 */
function hold(text: string): number {
  let run = trailingRun(text) + 4; // + a partial " [at" still arriving
  const from = Math.max(0, text.length - EMAIL_WINDOW);
  let lastAt = -1;
  for (const m of text.slice(from).matchAll(AT_TOKEN)) lastAt = from + m.index;
  if (lastAt >= 0) run = Math.max(run, text.length - Math.max(0, lastAt - 73));
  return Math.min(text.length, run);
}

function detect(shadow: Shadow): Finding[] {
  const findings: Finding[] = [];
  for (const m of shadow.text.matchAll(EMAIL)) {
    const local = m[0].slice(0, m[0].indexOf("@"));
    // A local part cannot start or end with a dot (RFC 5322 dot-atom).
    if (local.startsWith(".") || local.endsWith(".")) continue;
    const orig = shadow.toOriginal(m.index, m.index + m[0].length);
    findings.push(
      makeFinding({
        kind: "detector",
        id: "email",
        category: "pii.email",
        start: orig.start,
        end: orig.end,
        score: 0.95,
        reason: "e-mail address",
      }),
    );
  }
  for (const m of shadow.text.matchAll(OBFUSCATED)) {
    const s = m[0];
    // Plain addresses were found above; this pass is for bracketed or spaced spellings only.
    if (!/[[({]|\s/.test(s)) continue;
    const tld = /([a-z0-9-]+)$/.exec(s)?.[1] ?? "";
    if (!/^(?:[a-z]{2,24}|xn--[a-z0-9]{1,59})$/.test(tld)) continue;
    const orig = shadow.toOriginal(m.index, m.index + s.length);
    if (findings.some((f) => f.start < orig.end && orig.start < f.end)) continue;
    findings.push(
      makeFinding({
        kind: "detector",
        id: "email",
        category: "pii.email",
        start: orig.start,
        end: orig.end,
        score: 0.85,
        reason: "e-mail address, obfuscated spelling ([at] / [dot] / spaced)",
      }),
    );
  }
  return findings;
}

/** The e-mail detector (category `pii.email`, block code `ERR_LEAK_PII`). */
export const emailDetector: DetectorSpec = {
  id: "email",
  category: "pii.email",
  code: "ERR_LEAK_PII",
  label: "EMAIL",
  patterns: [EMAIL, OBFUSCATED, AT_TOKEN],
  compile(): CompiledDetector {
    return { id: "email", category: "pii.email", code: "ERR_LEAK_PII", label: "EMAIL", window: EMAIL_WINDOW, hold, detect };
  },
};
