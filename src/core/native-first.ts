/**
 * A large regex compiled once, to native code, on its first run (issue 22, cold start).
 *
 * V8 runs a new regex from bytecode first and compiles it again to native code on a later
 * run ("tier-up"), except when the first subject has at least 1 000 UTF-16 units
 * (V8's `kTierUpForSubjectLengthValue`): then it compiles native code at once. For the
 * boundary's big alternations the bytecode step is the expensive one — the `setup-void`
 * detector's `prior` source (18.6 k characters) cost 510 ms of CPU on its first run over a
 * one-line text, 48 ms when the first run was long (Node 20, a quiet core) — and a short text
 * paid it plus the native compile later. A first scan of one short text ran dozens of them.
 *
 * `nativeFirst(re, subject)` is called before a regex's run over `subject`: the first time
 * it sees `re` (a large source, a subject shorter than the threshold), it runs `re` once over a
 * blank string of 1 000 units as wide as `subject` (one byte or two bytes a unit, so V8
 * compiles only the code the real subject needs), drops the result and restores `lastIndex`.
 * What any later run matches is unchanged; only when and how V8 compiles differs. Under
 * `--no-regexp-tier-up` (the test workers) the blank run is a plain native run, microseconds.
 * The blank is spaces: every regex here is proved linear, so it costs one pass.
 */

/** Sources shorter than this compile to bytecode cheaply; priming them would cost more than it saves. */
const MIN_SOURCE = 1_000;
/** V8 compiles native code at once for a first subject at least this long. */
const EAGER_LENGTH = 1_000;

const seen = new WeakSet<RegExp>();
let narrow: string | null = null;
let wide: string | null = null;
/** Any unit outside Latin-1: V8 holds such a string two bytes a unit. */
const WIDE_UNIT = /[^\u0000-\u00ff]/;

/**
 * Makes V8 compile `re` straight to native code before its first run over `subject` (see the
 * module comment). Idempotent per regex; cheap after the first call (one WeakSet lookup).
 * Never throws for a linear regex; leaves `re.lastIndex` as it was.
 */
export function nativeFirst(re: RegExp, subject: string): void {
  if (seen.has(re)) return;
  seen.add(re);
  if (re.source.length < MIN_SOURCE || subject.length >= EAGER_LENGTH) return;
  let blank: string;
  if (WIDE_UNIT.test(subject)) blank = wide ??= `${" ".repeat(EAGER_LENGTH - 1)}\u0100`;
  else blank = narrow ??= " ".repeat(EAGER_LENGTH);
  const last = re.lastIndex;
  re.lastIndex = 0;
  re.exec(blank);
  re.lastIndex = last;
}
