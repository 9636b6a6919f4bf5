/**
 * E-mail addresses (RFC 5321 mailbox shape, ASCII local part, dotted domain with an
 * alphabetic TLD), matched on the shadow so fullwidth spellings (`ｈｏｎｇ＠…`) fold first.
 *
 * The local part starts only where no local-part character precedes it (lookbehind), so a
 * long run without `@` is scanned once, and every repeat is bounded: linear time.
 * Korean text may touch the address on either side (`메일hong@example.com입니다`): the
 * classes are ASCII, so Hangul is a boundary.
 */
import { makeFinding, type Finding } from "../../core/index.js";
import type { Shadow } from "../../boundary/index.js";
import type { CompiledDetector, DetectorSpec } from "../types.js";

const LOCAL = "a-z0-9._%+\\-";
const EMAIL = new RegExp(
  `(?<![${LOCAL}])[${LOCAL}]{1,64}@[a-z0-9\\-]{1,63}(?:\\.[a-z0-9\\-]{1,63}){0,8}\\.[a-z]{2,24}(?![a-z0-9\\-])`,
  "gi",
);
/** 64 (local) + 1 + 254 (domain), RFC 5321 §4.5.3.1. */
export const EMAIL_WINDOW = 320;

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
  return findings;
}

/** The e-mail detector (category `pii.email`, block code `ERR_LEAK_PII`). */
export const emailDetector: DetectorSpec = {
  id: "email",
  category: "pii.email",
  code: "ERR_LEAK_PII",
  label: "EMAIL",
  compile(): CompiledDetector {
    return { id: "email", category: "pii.email", code: "ERR_LEAK_PII", label: "EMAIL", window: EMAIL_WINDOW, detect };
  },
};
