/**
 * The displayed (visual) order of an answer that holds explicit bidirectional formatting
 * characters, so the gate's detectors can read what a user SEES as well as what is stored.
 *
 * An attacker (or an injected document) can store `\u202E4111111111111111` or
 * `\u202E\u202D연락처는 010-…` so that either the stored or the displayed order carries a
 * leak the other one hides. The gate reads both: the logical order is the answer itself; the
 * visual order is computed here with the Unicode Bidirectional Algorithm (UAX #9, revision
 * for Unicode 15.1):
 * - P2/P3 paragraph level from the first strong character (isolates skipped);
 * - X1–X8 explicit embeddings, overrides and isolates (LRE, RLE, LRO, RLO, PDF, LRI, RLI,
 *   FSI, PDI) with the directional status stack bounded at `MAX_DEPTH` = 125 and the
 *   overflow counters of X5–X7; an unterminated embedding, override or isolate ends at the
 *   paragraph's end (X8, BD9);
 * - X9 removal, X10 isolating run sequences with sos/eos, W1–W7, N1–N2, I1–I2;
 * - L1 (separators and trailing white space at the paragraph level), L2 reordering, L4
 *   mirroring of the ASCII and guillemet bracket pairs.
 * Simplifications (documented gaps): N0 (bracket pairs) is not applied; bidi classes come
 * from the general category, script blocks and the UCD's lists for numbers and separators
 * (JavaScript regular expressions have no `Bidi_Class`); a line is a paragraph (the client's
 * wrapping is unknown).
 *
 * Cost: linear in the text — every pass is one sweep, FSI look-ahead is precomputed in one
 * backward sweep, and L2 reverses at most `MAX_DEPTH + 1` times over the level runs (a
 * constant factor, never quadratic).
 */

/** The deepest embedding level UAX #9 allows (BD2, X1: max_depth). */
export const MAX_DEPTH = 125;

// Bidi classes (UAX #9 Table 4), as small integers.
const L = 0, R = 1, AL = 2, EN = 3, ES = 4, ET = 5, AN = 6, CS = 7, NSM = 8, BN = 9, B = 10, S = 11, WS = 12, ON = 13;
const LRE = 14, LRO = 15, RLE = 16, RLO = 17, PDF = 18, LRI = 19, RLI = 20, FSI = 21, PDI = 22;

/** The explicit formatting characters that make a visual reading worth computing. */
const EXPLICIT = /[\u202a-\u202e\u2066-\u2069]/;
/**
 * A cheap superset of the right-to-left letters (classes R and AL: Hebrew, Arabic, Syriac, Thaana,
 * NKo, the presentation forms, RLM/ALM, and the SMP RTL blocks by their high surrogates). A
 * paragraph holding one is shown in an order of its own even without any control: number
 * groups between spaces are displayed in reverse (`שלום 6789 2345 010` reads `010 2345 6789`).
 */
const RTL_HINT = /[\u0590-\u08ff\u200f\u061c\ufb1d-\ufdff\ufe70-\ufeff\ud802\ud803\ud83a\ud83b]/;

const ASCII_CLASS = new Uint8Array(128);
(() => {
  for (let c = 0; c < 128; c++) {
    const ch = String.fromCharCode(c);
    let k: number = ON;
    if (c <= 8 || (c >= 14 && c <= 27) || c === 127) k = BN;
    else if (c === 9 || c === 11 || c === 31) k = S;
    else if (c === 10 || c === 13 || (c >= 28 && c <= 30)) k = B;
    else if (c === 12 || c === 32) k = WS;
    else if (c >= 48 && c <= 57) k = EN;
    else if (/[A-Za-z]/.test(ch)) k = L;
    else if ("#$%".includes(ch)) k = ET;
    else if ("+-".includes(ch)) k = ES;
    else if (",./:".includes(ch)) k = CS;
    ASCII_CLASS[c] = k;
  }
})();

const NSM_RE = /^[\p{Mn}\p{Me}]$/u;
const IGNORABLE = /^[\p{Default_Ignorable_Code_Point}\p{Cc}]$/u;
const SPACE = /^\p{Zs}$/u;
const PUNCT_OR_SYMBOL = /^[\p{P}\p{S}]$/u;
const CURRENCY = /^\p{Sc}$/u;
const classCache = new Map<number, number>();

const inRange = (cp: number, a: number, b: number) => cp >= a && cp <= b;

/** Bidi class of a non-ASCII code point (module comment: from the UCD's lists and ranges). */
function classifySlow(cp: number): number {
  switch (cp) {
    case 0x202a: return LRE;
    case 0x202b: return RLE;
    case 0x202c: return PDF;
    case 0x202d: return LRO;
    case 0x202e: return RLO;
    case 0x2066: return LRI;
    case 0x2067: return RLI;
    case 0x2068: return FSI;
    case 0x2069: return PDI;
    case 0x200e: return L;
    case 0x200f: return R;
    case 0x061c: return AL;
    case 0x0085: case 0x2029: return B;
    case 0x2028: return WS;
    case 0x00a0: case 0x060c: case 0x202f: case 0x2044: case 0xfe50: case 0xfe52: case 0xfe55: case 0xff0c: case 0xff0e: case 0xff0f: case 0xff1a:
      return CS;
    case 0x207a: case 0x207b: case 0x208a: case 0x208b: case 0x2212: case 0xfb29: case 0xfe62: case 0xfe63: case 0xff0b: case 0xff0d:
      return ES;
    case 0x00b0: case 0x00b1: case 0x0609: case 0x060a: case 0x066a: case 0x212e: case 0x2213: case 0xfe5f: case 0xfe69: case 0xfe6a: case 0xff03: case 0xff04: case 0xff05:
      return ET;
    case 0x00b2: case 0x00b3: case 0x00b9: case 0x2070:
      return EN;
    case 0x066b: case 0x066c: case 0x06dd: case 0x08e2:
      return AN;
    default:
  }
  if (inRange(cp, 0x0600, 0x0605) || inRange(cp, 0x0660, 0x0669) || inRange(cp, 0x10e60, 0x10e7e)) return AN;
  if (inRange(cp, 0x06f0, 0x06f9) || inRange(cp, 0x2074, 0x2079) || inRange(cp, 0x2080, 0x2089) || inRange(cp, 0xff10, 0xff19) || inRange(cp, 0x1d7ce, 0x1d7ff) || inRange(cp, 0x1f100, 0x1f10a)) return EN;
  if (inRange(cp, 0x2030, 0x2034)) return ET;
  const ch = String.fromCodePoint(cp);
  if (CURRENCY.test(ch)) return ET;
  if (NSM_RE.test(ch)) return NSM;
  if (IGNORABLE.test(ch)) return BN;
  if (SPACE.test(ch)) return WS;
  // Right-to-left scripts: Hebrew, NKo, Samaritan, Mandaic and most of the SMP RTL blocks (R);
  // Arabic, Syriac, Thaana and the Arabic presentation forms (AL).
  if (inRange(cp, 0x0590, 0x05ff) || inRange(cp, 0x07c0, 0x085f) || inRange(cp, 0xfb1d, 0xfb4f) || inRange(cp, 0x10800, 0x10cff) || inRange(cp, 0x10e80, 0x10fff) || inRange(cp, 0x1e800, 0x1edff) || inRange(cp, 0x1ef00, 0x1efff)) return R;
  if (inRange(cp, 0x0600, 0x07bf) || inRange(cp, 0x0860, 0x08ff) || inRange(cp, 0xfb50, 0xfdff) || inRange(cp, 0xfe70, 0xfeff) || inRange(cp, 0x10d00, 0x10d3f) || inRange(cp, 0x1ee00, 0x1eeff)) return AL;
  if (PUNCT_OR_SYMBOL.test(ch)) return ON;
  return L;
}

function classify(cp: number): number {
  if (cp < 128) return ASCII_CLASS[cp] as number;
  let k = classCache.get(cp);
  if (k === undefined) {
    k = classifySlow(cp);
    if (classCache.size < 65536) classCache.set(cp, k);
  }
  return k;
}

/** Bracket pairs mirrored at an odd level (L4, Bidi_Mirroring_Glyph), same UTF-16 length. */
const MIRROR_CODE = new Uint16Array(0x203b);
for (const [a, b] of ["()", "[]", "{}", "<>", "\u00ab\u00bb", "\u2039\u203a"]) {
  MIRROR_CODE[(a as string).charCodeAt(0)] = (b as string).charCodeAt(0);
  MIRROR_CODE[(b as string).charCodeAt(0)] = (a as string).charCodeAt(0);
}

const isIsolateInit = (t: number) => t === LRI || t === RLI || t === FSI;
const isRemoved = (t: number) => t === BN || (t >= LRE && t <= PDF);
const isStrong = (t: number) => t === L || t === R || t === AL;

/** The visual reading of a text: `text` (same UTF-16 length) and, per code unit, the original index it shows. */
export interface VisualReading {
  readonly text: string;
  /** `source[i]` is the index in the original text of the visual code unit `i`. */
  readonly source: Int32Array;
  /**
   * Original span covering the visual span `[start, end)` (the smallest and largest original
   * index shown there; a span crossing reordered runs maps to their hull).
   */
  toOriginal(start: number, end: number): { start: number; end: number };
}

/**
 * Embedding levels of one paragraph `cls[from, to)` (UAX #9 P2–I2, L1), written to `levels`.
 * `cls` is modified in place (resolved types). Returns the paragraph level.
 */
function resolveParagraph(cls: Uint8Array, orig: Uint8Array, levels: Uint8Array, from: number, to: number): number {
  // BD9: matching PDI of every isolate initiator (stack; unmatched ones run to the end).
  const match = new Int32Array(to - from).fill(-1);
  const matched = new Uint8Array(to - from);
  {
    const stack: number[] = [];
    for (let i = from; i < to; i++) {
      const t = cls[i] as number;
      if (isIsolateInit(t)) stack.push(i);
      else if (t === PDI && stack.length > 0) {
        const o = stack.pop() as number;
        match[o - from] = i;
        matched[i - from] = 1;
      } else if (t === B) stack.length = 0;
    }
  }
  // P2/P3 and FSI: first strong class after each isolate initiator, skipping nested isolates
  // (one backward sweep; an unmatched initiator hides everything to the paragraph's end).
  const firstStrong = new Uint8Array(to - from).fill(255);
  let paragraphStrong = 255;
  {
    const saved: number[] = [];
    let cur = 255;
    for (let i = to - 1; i >= from; i--) {
      const t = cls[i] as number;
      if (isStrong(t)) cur = t;
      else if (t === PDI && matched[i - from] === 1) {
        saved.push(cur);
        cur = 255;
      } else if (isIsolateInit(t)) {
        firstStrong[i - from] = cur;
        cur = match[i - from] !== -1 ? (saved.pop() ?? 255) : 255;
      }
    }
    paragraphStrong = cur;
  }
  const paraLevel = paragraphStrong === R || paragraphStrong === AL ? 1 : 0;

  // X1–X8: the directional status stack, bounded at MAX_DEPTH.
  const stLevel: number[] = [paraLevel];
  const stOverride: number[] = [-1];
  const stIsolate: boolean[] = [false];
  let overflowIsolate = 0;
  let overflowEmbedding = 0;
  let validIsolate = 0;
  const top = () => stLevel.length - 1;
  for (let i = from; i < to; i++) {
    const t = cls[i] as number;
    const level = stLevel[top()] as number;
    if (t === RLE || t === LRE || t === RLO || t === LRO) {
      const rtl = t === RLE || t === RLO;
      const next = rtl ? (level + 1) | 1 : (level + 2) & ~1;
      levels[i] = level;
      if (next <= MAX_DEPTH && overflowIsolate === 0 && overflowEmbedding === 0) {
        stLevel.push(next);
        stOverride.push(t === RLO ? R : t === LRO ? L : -1);
        stIsolate.push(false);
      } else if (overflowIsolate === 0) overflowEmbedding += 1;
    } else if (isIsolateInit(t)) {
      levels[i] = level;
      const ov = stOverride[top()] as number;
      if (ov !== -1) cls[i] = ov;
      const fs = firstStrong[i - from] as number;
      const rtl = t === RLI || (t === FSI && (fs === R || fs === AL));
      const next = rtl ? (level + 1) | 1 : (level + 2) & ~1;
      if (next <= MAX_DEPTH && overflowIsolate === 0 && overflowEmbedding === 0) {
        validIsolate += 1;
        stLevel.push(next);
        stOverride.push(-1);
        stIsolate.push(true);
      } else overflowIsolate += 1;
    } else if (t === PDI) {
      if (overflowIsolate > 0) overflowIsolate -= 1;
      else if (validIsolate > 0) {
        overflowEmbedding = 0;
        while (!(stIsolate[top()] as boolean)) {
          stLevel.pop();
          stOverride.pop();
          stIsolate.pop();
        }
        stLevel.pop();
        stOverride.pop();
        stIsolate.pop();
        validIsolate -= 1;
      }
      levels[i] = stLevel[top()] as number;
      const ov = stOverride[top()] as number;
      if (ov !== -1) cls[i] = ov;
    } else if (t === PDF) {
      levels[i] = level;
      if (overflowIsolate > 0) {
        // nothing
      } else if (overflowEmbedding > 0) overflowEmbedding -= 1;
      else if (!(stIsolate[top()] as boolean) && stLevel.length >= 2) {
        stLevel.pop();
        stOverride.pop();
        stIsolate.pop();
      }
    } else if (t === B) {
      levels[i] = paraLevel;
    } else {
      levels[i] = level;
      const ov = stOverride[top()] as number;
      if (ov !== -1 && t !== BN) cls[i] = ov;
    }
  }

  // X9/X10: level runs over the characters X9 keeps, linked into isolating run sequences.
  const kept: number[] = [];
  for (let i = from; i < to; i++) if (!isRemoved(cls[i] as number)) kept.push(i);
  const runStart: number[] = [];
  const runEnd: number[] = []; // exclusive, in `kept` positions
  for (let k = 0; k < kept.length; ) {
    let e = k + 1;
    while (e < kept.length && levels[kept[e] as number] === levels[kept[k] as number]) e += 1;
    runStart.push(k);
    runEnd.push(e);
    k = e;
  }
  const runOfPdi = new Map<number, number>();
  for (let r = 0; r < runStart.length; r++) {
    const first = kept[runStart[r] as number] as number;
    if (orig[first] === PDI && matched[first - from] === 1) runOfPdi.set(first, r);
  }
  const seq: number[] = [];
  const used = new Uint8Array(runStart.length);
  for (let r = 0; r < runStart.length; r++) {
    if (used[r] === 1) continue;
    seq.length = 0;
    let cur = r;
    for (;;) {
      used[cur] = 1;
      for (let k = runStart[cur] as number; k < (runEnd[cur] as number); k++) seq.push(kept[k] as number);
      const last = seq[seq.length - 1] as number;
      const m = isIsolateInit(orig[last] as number) ? (match[last - from] as number) : -1;
      const next = m === -1 ? undefined : runOfPdi.get(m);
      if (next === undefined) break;
      cur = next;
    }
    resolveSequence(cls, orig, levels, seq, from, to, paraLevel, match);
  }

  // Removed characters take their neighbour's level (they never show; they must not split a run).
  let prev = paraLevel;
  for (let i = from; i < to; i++) {
    if (isRemoved(orig[i] as number) || isRemoved(cls[i] as number)) levels[i] = prev;
    else prev = levels[i] as number;
  }
  // L1: separators, and white space or isolate controls before them or at the end, at paragraph level.
  let trailing = true;
  for (let i = to - 1; i >= from; i--) {
    const t = orig[i] as number;
    if (t === S || t === B) {
      levels[i] = paraLevel;
      trailing = true;
    } else if (trailing && (t === WS || isIsolateInit(t) || t === PDI || isRemoved(t))) levels[i] = paraLevel;
    else trailing = false;
  }
  return paraLevel;
}

/** W1–W7, N1–N2, I1–I2 on one isolating run sequence (indices `seq`, in order). */
function resolveSequence(cls: Uint8Array, orig: Uint8Array, levels: Uint8Array, seq: readonly number[], from: number, to: number, paraLevel: number, match: Int32Array): void {
  const n = seq.length;
  if (n === 0) return;
  const first = seq[0] as number;
  const last = seq[n - 1] as number;
  const level = levels[first] as number;
  // sos / eos (X10): the higher of this level and the neighbour's (removed characters skipped).
  let before = first - 1;
  while (before >= from && isRemoved(orig[before] as number)) before -= 1;
  let after = last + 1;
  while (after < to && isRemoved(orig[after] as number)) after += 1;
  const prevLevel = before >= from ? (levels[before] as number) : paraLevel;
  const lastIsOpenIsolate = isIsolateInit(orig[last] as number) && match[last - from] === -1;
  const nextLevel = after < to && !lastIsOpenIsolate ? (levels[after] as number) : paraLevel;
  const sos = Math.max(level, prevLevel) % 2 === 1 ? R : L;
  const eos = Math.max(level, nextLevel) % 2 === 1 ? R : L;
  const t = new Uint8Array(n);
  for (let k = 0; k < n; k++) t[k] = cls[seq[k] as number] as number;
  // W1
  for (let k = 0; k < n; k++) {
    if (t[k] !== NSM) continue;
    if (k === 0) t[k] = sos;
    else {
      const p = t[k - 1] as number;
      t[k] = isIsolateInit(p) || p === PDI ? ON : p;
    }
  }
  // W2, W3
  let strong = sos;
  for (let k = 0; k < n; k++) {
    const x = t[k] as number;
    if (x === L || x === R || x === AL) strong = x;
    else if (x === EN && strong === AL) t[k] = AN;
  }
  for (let k = 0; k < n; k++) if (t[k] === AL) t[k] = R;
  // W4
  for (let k = 1; k + 1 < n; k++) {
    const x = t[k] as number;
    const p = t[k - 1] as number;
    const q = t[k + 1] as number;
    if (x === ES && p === EN && q === EN) t[k] = EN;
    else if (x === CS && p === EN && q === EN) t[k] = EN;
    else if (x === CS && p === AN && q === AN) t[k] = AN;
  }
  // W5
  for (let k = 0; k < n; ) {
    if (t[k] !== ET) {
      k += 1;
      continue;
    }
    let e = k;
    while (e < n && t[e] === ET) e += 1;
    if ((k > 0 && t[k - 1] === EN) || (e < n && t[e] === EN)) t.fill(EN, k, e);
    k = e;
  }
  // W6, W7
  for (let k = 0; k < n; k++) if (t[k] === ES || t[k] === ET || t[k] === CS) t[k] = ON;
  strong = sos;
  for (let k = 0; k < n; k++) {
    const x = t[k] as number;
    if (x === L || x === R) strong = x;
    else if (x === EN && strong === L) t[k] = L;
  }
  // N1, N2
  const isNI = (x: number) => x === B || x === S || x === WS || x === ON || isIsolateInit(x) || x === PDI;
  const dirOf = (x: number) => (x === L ? L : R); // EN, AN count as R (N1)
  const embedding = level % 2 === 1 ? R : L;
  for (let k = 0; k < n; ) {
    if (!isNI(t[k] as number)) {
      k += 1;
      continue;
    }
    let e = k;
    while (e < n && isNI(t[e] as number)) e += 1;
    const a = k > 0 ? dirOf(t[k - 1] as number) : sos;
    const b = e < n ? dirOf(t[e] as number) : eos;
    t.fill(a === b ? a : embedding, k, e);
    k = e;
  }
  // I1, I2
  for (let k = 0; k < n; k++) {
    const x = t[k] as number;
    const i = seq[k] as number;
    if (level % 2 === 0) {
      if (x === R) levels[i] = level + 1;
      else if (x === AN || x === EN) levels[i] = level + 2;
    } else if (x === L || x === EN || x === AN) levels[i] = level + 1;
    cls[i] = x;
  }
}

/**
 * L2 on one line: reverses, from the highest level down to the lowest odd one, every run at
 * that level or higher. Works on level runs (characters of one level move together), so the
 * cost is at most (MAX_DEPTH + 2) sweeps over the runs: linear.
 */
function reorderLine(levels: Uint8Array, from: number, to: number, order: { out: Int32Array; len: number }): void {
  // Runs of one level: [start, end) in original indices.
  const rs: number[] = [];
  const re: number[] = [];
  const rl: number[] = [];
  let max = 0;
  let minOdd = 255;
  for (let i = from; i < to; ) {
    const lv = levels[i] as number;
    let e = i + 1;
    while (e < to && levels[e] === lv) e += 1;
    rs.push(i);
    re.push(e);
    rl.push(lv);
    if (lv > max) max = lv;
    if (lv % 2 === 1 && lv < minOdd) minOdd = lv;
    i = e;
  }
  const idx = rs.map((_, k) => k);
  const flip = new Uint8Array(rs.length);
  for (let lv = max; lv >= minOdd && minOdd !== 255; lv--) {
    for (let k = 0; k < idx.length; ) {
      if ((rl[idx[k] as number] as number) < lv) {
        k += 1;
        continue;
      }
      let e = k;
      while (e < idx.length && (rl[idx[e] as number] as number) >= lv) e += 1;
      for (let a = k, b = e - 1; a < b; a++, b--) {
        const x = idx[a] as number;
        idx[a] = idx[b] as number;
        idx[b] = x;
      }
      for (let a = k; a < e; a++) {
        const r = idx[a] as number;
        flip[r] = (flip[r] as number) ^ 1;
      }
      k = e;
    }
  }
  for (const r of idx) {
    if (flip[r] === 1) for (let i = (re[r] as number) - 1; i >= (rs[r] as number); i--) order.out[order.len++] = i;
    else for (let i = rs[r] as number; i < (re[r] as number); i++) order.out[order.len++] = i;
  }
}

/**
 * The displayed order of `text`, or null when it holds no explicit bidi formatting character
 * (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI) and no right-to-left letter: then what is
 * stored is what is shown, as far as the gate's readings go. Each paragraph (ended by a
 * paragraph separator: LF, CR, U+0085, U+2029, U+001C–001E) is resolved on its own;
 * paragraphs without an explicit control or a right-to-left letter keep their stored order. Same UTF-16 length as `text`; surrogate pairs stay whole. Linear.
 *
 * @example
 * visualReading("\u202E1111111111111114")?.text === "\u202E4111111111111111"
 * visualReading("plain") === null
 */
export function visualReading(text: string): VisualReading | null {
  if (!EXPLICIT.test(text) && !RTL_HINT.test(text)) return null;
  // Code points, their classes and their UTF-16 starts.
  const cps = new Int32Array(text.length);
  const at = new Int32Array(text.length);
  let n = 0;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i) as number;
    cps[n] = cp;
    at[n] = i;
    n += 1;
    i += cp > 0xffff ? 2 : 1;
  }
  const orig = new Uint8Array(n);
  for (let k = 0; k < n; k++) orig[k] = classify(cps[k] as number);
  const cls = orig.slice();
  const levels = new Uint8Array(n);
  const order = { out: new Int32Array(n), len: 0 };
  for (let p = 0; p < n; ) {
    let e = p;
    while (e < n && orig[e] !== B) e += 1;
    if (e < n) e += 1; // the separator belongs to its paragraph
    let explicit = false;
    // A paragraph is reordered when it holds an explicit control or a right-to-left letter
    // (its paragraph level or its runs may then differ from the stored order).
    for (let k = p; k < e && !explicit; k++) {
      const c = orig[k] as number;
      explicit = c >= LRE || c === R || c === AL;
    }
    if (explicit) {
      resolveParagraph(cls, orig, levels, p, e);
      reorderLine(levels, p, e, order);
    } else for (let k = p; k < e; k++) order.out[order.len++] = k;
    p = e;
  }
  const source = new Int32Array(text.length);
  const units = new Uint16Array(text.length);
  let v = 0;
  for (let j = 0; j < n; j++) {
    const k = order.out[j] as number;
    const o = at[k] as number;
    const cp = cps[k] as number;
    if (cp > 0xffff) {
      units[v] = text.charCodeAt(o);
      source[v++] = o;
      units[v] = text.charCodeAt(o + 1);
      source[v++] = o + 1;
      continue;
    }
    let u = cp;
    if ((levels[k] as number) % 2 === 1 && (MIRROR_CODE[u] ?? 0) !== 0) u = MIRROR_CODE[u] as number;
    units[v] = u;
    source[v++] = o;
  }
  const out = unitsToString(units);
  return {
    text: out,
    source,
    toOriginal(start: number, end: number) {
      const s = Math.max(0, Math.min(start, out.length));
      const e = Math.max(s, Math.min(end, out.length));
      if (e === s) {
        const o = s < out.length ? (source[s] as number) : text.length;
        return { start: o, end: o };
      }
      let lo = Infinity;
      let hi = -1;
      for (let i = s; i < e; i++) {
        const o = source[i] as number;
        if (o < lo) lo = o;
        if (o > hi) hi = o;
      }
      // A surrogate pair's high half shown last still covers its low half.
      const last = hi + 1 < text.length && /[\ud800-\udbff]/.test(text[hi] as string) ? hi + 2 : hi + 1;
      return { start: lo, end: last };
    },
  };
}

/** UTF-16 code units to a string, in chunks (no argument-count limit). */
function unitsToString(units: Uint16Array): string {
  const parts: string[] = [];
  for (let i = 0; i < units.length; i += 8192) parts.push(String.fromCharCode(...units.subarray(i, i + 8192)));
  return parts.join("");
}

/** Whether `text` holds an explicit bidi formatting character (embedding, override, isolate, PDF, PDI). */
export function hasBidiControls(text: string): boolean {
  return EXPLICIT.test(text);
}

/**
 * Where the streaming gate must stop releasing: the start of the last paragraph of `text`
 * (looking back no further than `from`, what the stream has not yet released) when that
 * paragraph holds an explicit bidi control or a right-to-left letter — its display can still change with every
 * character that arrives until the paragraph ends — else `text.length`. Linear in
 * `text.length - from`.
 *
 * @example
 * bidiHoldStart("done.\nok \u202E9876") === 6
 * bidiHoldStart("plain text") === 10
 */
export function bidiHoldStart(text: string, from = 0): number {
  let p = text.length;
  while (p > from && classify(text.charCodeAt(p - 1)) !== B) p -= 1;
  const tail = text.slice(p);
  return EXPLICIT.test(tail) || RTL_HINT.test(tail) ? p : text.length;
}
