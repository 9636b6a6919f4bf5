/**
 * Turning a detector's own regex sources into fast-pass triggers (`quick.ts`): the pass may
 * call a text clean only when no source of a detector can match its view, so the triggers are
 * derived from the sources themselves, not kept as a second word list. Two rewrites, each
 * giving a source that matches wherever the original matched:
 *
 * - lookarounds dropped (`withoutLookarounds`): a condition on the context only removes
 *   matches, and the pass's views may differ from the detector's view around a match;
 * - Han variants widened (`widenHanVariants`): the detector reads its view with Han variants
 *   folded (`han-variants.ts`), the pass reads the text unfolded;
 * - line anchors spelled out (`lineAnchors`): the detector's regexes use the `m` flag, the
 *   pass compiles a trigger with `i` alone.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildStamp } from "../build-stamp.js";
import { HAN_VARIANTS_MODULE, foldHanVariants, hanVariantsOf } from "./han-variants.js";

/**
 * A detector source as a fast-pass trigger: Han variants folded as the detector reads them,
 * lookarounds dropped, Han variants widened, line anchors spelled out. The one pipeline every
 * detector's triggers go through. Memoised; on a miss read from the build's precomputed file
 * (`quick-triggers.json` beside this module, written by `scripts/quick-atoms.js`: rewriting
 * the detectors' sources cost about 30 ms of the first scan; issue 22, cold start), whose
 * fingerprint must be that of this module's and the Han table's files, else it is ignored.
 *
 * @example
 * quickTriggerSource("(?<![a-z])作廢"); // "作[废廢廃]"
 */
export function quickTriggerSource(source: string): string {
  let out = DERIVED.get(source);
  if (out === undefined) {
    if (RECORDING === null) PRECOMPUTED ??= readPrecomputed();
    out = PRECOMPUTED?.[source] ?? lineAnchors(widenHanVariants(withoutLookarounds(foldHanVariants(source))));
    DERIVED.set(source, out);
    RECORDING?.set(source, out);
  }
  return out;
}

const DERIVED = new Map<string, string>();
let PRECOMPUTED: Record<string, string> | null = null;
let RECORDING: Map<string, string> | null = null;

/** The precomputed triggers file, beside this module's file (in the built package, its bundle chunk). */
export const QUICK_TRIGGERS_FILE = "quick-triggers.json";

/**
 * The bundle's build stamp (`build-stamp.ts`) when this code is bundled; else SHA-256 of this
 * module's file and the Han table's (both may be one bundle chunk) and the engine's Unicode
 * version; null when unreadable.
 */
function fingerprint(): string | null {
  const stamp = buildStamp();
  if (stamp !== null) return stamp;
  try {
    const hash = process.getBuiltinModule("node:crypto").createHash("sha256");
    for (const url of new Set([import.meta.url, HAN_VARIANTS_MODULE])) hash.update(readFileSync(fileURLToPath(url)));
    return `${hash.digest("hex")}/unicode ${process.versions.unicode ?? "?"}`;
  } catch {
    return null;
  }
}

function readPrecomputed(): Record<string, string> {
  try {
    const data = JSON.parse(readFileSync(new URL(`./${QUICK_TRIGGERS_FILE}`, import.meta.url), "utf8")) as { fingerprint?: unknown; triggers?: unknown };
    const print = fingerprint();
    if (print === null || data.fingerprint !== print || typeof data.triggers !== "object" || data.triggers === null) return {};
    return data.triggers as Record<string, string>;
  } catch {
    return {};
  }
}

/** From now on, `quickTriggerSource` computes every trigger (reads none precomputed) and keeps it for `quickTriggersText` (build time). */
export function recordQuickTriggers(): void {
  RECORDING ??= new Map();
}

/** The precomputed triggers file's text: `{ fingerprint, triggers: { [source]: trigger } }` of those recorded, and a final newline. */
export function quickTriggersText(): string {
  return `${JSON.stringify({ fingerprint: fingerprint(), triggers: Object.fromEntries(RECORDING ?? []) })}\n`;
}

/** Where `quickTriggersText` goes: beside this module's file. */
export function quickTriggersUrl(): URL {
  return new URL(`./${QUICK_TRIGGERS_FILE}`, import.meta.url);
}

/**
 * `source` with every lookahead and lookbehind group removed: it matches a superset of what
 * `source` matches (without the `u` flag, as a trigger is compiled).
 *
 * @throws Error when a quantifier follows a lookaround (removing it would change what the
 *   quantifier applies to) or a group is not closed.
 * @example
 * withoutLookarounds("(?<![a-z])ab(?!c)"); // "ab"
 * withoutLookarounds("(?=[ab])(?:(?<!x)|(?<=y))(?:a|b)"); // "(?=[ab])(?:a|b)" (a leading class gate stays)
 */
export function withoutLookarounds(source: string): string {
  // Runs between lookarounds are copied whole (a copy per character cost most of building the
  // detectors' fast-pass triggers on the first scan; issue 22, cold start), and a source
  // without `(?` (no lookaround, no empty group) is returned as it is.
  if (!source.includes("(?")) return source;
  let out = "";
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "[") {
      i = classEnd(source, i);
      continue;
    }
    if (c === "(" && isLookaround(source, i)) {
      const end = groupEnd(source, i);
      if (/^[?*+{]/.test(source.slice(end + 1, end + 2))) throw new Error(`withoutLookarounds: a quantified lookaround at ${i}`);
      out += source.slice(from, i);
      // A prefix gate (`(?=[…])` opening the source) tests the match's own first unit, not its
      // context: it is kept (a superset still, and V8 skips ahead to the class).
      if (i === 0 && LEADING_CLASS_GATE.test(source.slice(0, end + 1))) out += source.slice(0, end + 1);
      i = end;
      from = end + 1;
    }
  }
  out += source.slice(from);
  // A group left empty by the removal (`(?:(?<!a)|(?<=b))` → `(?:|)`) matches the empty string
  // only; dropped, so the source does not open with it (V8 then no longer skips ahead).
  return out.replace(/(?<!\\)\(\?:\|\)(?![?*+{])/g, "");
}

/**
 * `source` (written for text whose Han variants are folded) widened to match the unfolded
 * text at the same places: each Han character that variants fold to also accepts them, as
 * a class outside a class and as added members inside one (negated classes included, which
 * then refuse the variants as they refuse the folded form). Escapes are left as written.
 *
 * @example
 * widenHanVariants("作废"); // "作[废廢廃]"
 */
export function widenHanVariants(source: string): string {
  // Runs without a widened character are copied whole (see `withoutLookarounds`); a source
  // without a unit of the CJK blocks that hold every variant is returned as it is.
  if (!MAY_HOLD_HAN.test(source)) return source;
  let out = "";
  let from = 0;
  let inClass = false;
  let added = "";
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") {
        out += source.slice(from, i) + added;
        from = i;
        inClass = false;
        added = "";
      } else added += hanVariantsOf(c);
      continue;
    }
    if (c === "[") {
      inClass = true;
      if (source[i + 1] === "^") i++;
      continue;
    }
    const v = hanVariantsOf(c);
    if (v !== "") {
      out += `${source.slice(from, i)}[${c}${v}]`;
      from = i + 1;
    }
  }
  return out + source.slice(from);
}

/** Units of the CJK blocks (radicals to compatibility ideographs): every Han variant and its folded form lies there. */
const MAY_HOLD_HAN = /[\u2e80-\u9fff\uf900-\ufaff]/;

/** Whether a lookahead or lookbehind group (`(?=`, `(?!`, `(?<=`, `(?<!`) opens at `i`. */
function isLookaround(s: string, i: number): boolean {
  if (s[i + 1] !== "?") return false;
  const k = s[i + 2];
  return k === "=" || k === "!" || (k === "<" && (s[i + 3] === "=" || s[i + 3] === "!"));
}

/** A positive lookahead of one character class (`(?=[…])`), nothing else. */
const LEADING_CLASS_GATE = /^\(\?=\[(?:[^\]\\]|\\.)+\]\)$/;

/** Index of the `]` closing the class opened at `at`. */
function classEnd(s: string, at: number): number {
  for (let i = at + 1; i < s.length; i++) {
    if (s[i] === "\\") i++;
    else if (s[i] === "]" && i > at + 1) return i;
  }
  throw new Error(`unclosed class at ${at}`);
}

/** Index of the `)` closing the group opened at `at`. */
function groupEnd(s: string, at: number): number {
  let depth = 0;
  for (let i = at; i < s.length; i++) {
    const c = s[i];
    if (c === "\\") i++;
    else if (c === "[") i = classEnd(s, i);
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  throw new Error(`unclosed group at ${at}`);
}

/**
 * `source` with every `^` and `$` outside a class also accepting a line break there
 * (`(?:^|[\n\r\u2028\u2029])`), so without the `m` flag it matches wherever the source
 * matched with it (a trigger may take the break itself: it only has to occur).
 *
 * @example
 * new RegExp(lineAnchors("^ai:")).test("x\nai:"); // true
 */
export function lineAnchors(source: string): string {
  if (!source.includes("^") && !source.includes("$")) return source;
  const BREAK = "[\\n\\r\\u2028\\u2029]";
  let out = "";
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === "\\") i++;
    else if (c === "[") i = classEnd(source, i);
    else if (c === "^" || c === "$") {
      out += `${source.slice(from, i)}(?:${c}|${BREAK})`;
      from = i + 1;
    }
  }
  return out + source.slice(from);
}
