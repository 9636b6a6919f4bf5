/**
 * How a user's turn is recorded for vouching (issue 18, round 3):
 *
 * 1. **Prohibitions.** The turn is cut into clauses; a clause with a prohibition (`don't`,
 *    `never`, `must not`, `nicht`, `no` + verb, `ne … pas`, `하지 마`, `しないで`, `不要`, `别` …:
 *    `PROHIBITIONS`, data per language) holds values the user forbade. They are filed apart
 *    (`forbidden`), never as the user's word: they vouch for nothing, and a call that uses them
 *    is held with a reason naming the prohibition. A prohibition clause without a value of its
 *    own that points back (`— don't pay that yet`: `ANAPHORA`) forbids the clause before it.
 * 2. **Trusted-side readings.** The rest is the user's word, indexed with added readings
 *    (never fewer): whitespace runs collapsed (`git   status` is `git status`), path `.`
 *    segments dropped (`/a/./b` is `/a/b`; `..` is never resolved here — that could name a
 *    path outside a sandbox root). (A URL argument's percent-encoded non-ASCII query is
 *    decoded on the argument's side: `decodeNonAscii`, used by `vouch.ts`.)
 *
 * Clause boundaries: a sentence end (`.` `!` `?` before white space or the end, `。` `！` `？`),
 * `;` `；`, a line break, the ideographic comma `，`, a spaced dash (` — ` ` – ` ` - `), and a
 * comma before a contrast word (`, but`, `, mais`, `, pero`, `, sondern` …). Linear: one pass
 * per turn, lookups in sets; no regex meets the turn except `WORD` (a class run).
 */

import { actionCue, cancels, namesOwnPayee, piecesOf, pointsBack, rolesOf, type Piece } from "./purpose.js";
import { addressesSomeone, frameOf, sourceValues, subjectValues } from "./frames.js";
import { readsAsRequest } from "./requests.js";
import { amountCurrencies } from "./currency.js";
import { referenceAmountKeys } from "./reference-numbers.js";
import { otherRoleAmountKeys } from "./amount-roles.js";

/** Prohibition words and two-word phrases, lower case, `'` straight (en, de, es, fr, pt, it, nl, pl, ru). */
const PROHIBITION_WORDS: ReadonlySet<string> = new Set([
  // en
  "don't", "dont", "never", "mustn't", "shouldn't", "avoid", "refrain",
  // de
  "nicht", "nie", "niemals", "keinesfalls", "kein", "keine", "keinen",
  // es
  "nunca", "jamás", "jamas",
  // fr
  "jamais",
  // pt, it, nl, pl, ru (blind round 12: `não pague`, `non pagare`, `betaal niet`, `nie płać`, `не переводи`)
  "não", "nao", "non", "niet", "nooit", "nigdy", "не", "никогда", "нельзя",
]);
const PROHIBITION_PHRASES: ReadonlySet<string> = new Set([
  "do not", "must not", "should not", "not yet", "hold off", "no need", "not to",
  "todavía no", "todavia no", "pas encore",
]);
/** Spanish `no` and French `ne`/`n'` count as a prohibition only with what closes them (`no` + a verb; `ne … pas`/`rien`/`plus`). */
const FRENCH_CLOSERS: ReadonlySet<string> = new Set(["pas", "rien", "point", "jamais"]);
/** CJK and Korean prohibition markers, matched as substrings (ko, ja, zh). */
const PROHIBITION_MARKERS: readonly string[] = [
  // ko: …지 마(세요/라/요), …지 말고/말아, 금지, 안 돼
  "지 마", "지마", "지 말", "지말", "금지", "안 돼", "안돼",
  // ja: …ないで, …ないこと, 禁止, …てはいけない, …ちゃだめ, …するな
  "ないで", "ないこと", "禁止", "てはいけ", "ではいけ", "ちゃだめ", "ちゃダメ", "するな",
  // zh
  "不要", "别", "別", "勿", "不准", "不许", "不許", "不可以", "先不", "暂时不", "暫時不",
];
/** Words with `别`/`別` that are no prohibition (`特别` "special", `区别` "difference", `别人` "others"). */
const NOT_PROHIBITION: readonly string[] = ["特别", "特別", "区别", "區別", "分别", "分別", "级别", "級別", "类别", "類別", "告别", "告別", "个别", "個別", "差别", "差別", "识别", "識別", "别人", "別人", "性别", "性別"];
/** Words of a prohibition clause that point back at the clause before it (`don't pay that yet`). */
const ANAPHORA: ReadonlySet<string> = new Set(["that", "it", "this", "those", "them", "das", "es", "dies", "eso", "esto", "lo", "la", "ça", "cela", "le", "それ", "これ", "那", "这", "這", "它", "그것", "그거", "이거"]);
/** Words after a comma that start a new clause. */
const CONTRAST: ReadonlySet<string> = new Set(["but", "just", "only", "instead", "rather", "aber", "sondern", "nur", "mais", "seulement", "pero", "sino", "solo", "sólo"]);

/** A word: a run of letters, digits and apostrophes (linear: one class run). */
const WORD = /[\p{L}\p{N}'’]+/gu;

/** A clause of a turn, and whether it holds a prohibition. */
interface Clause {
  text: string;
  prohibits: boolean;
  /** The clause has a value of its own (a digit, a code span, an address …): not only words. */
  hasValue: boolean;
  /** The mark that ended the clause (`?`, `.`, `？` …), `""` for none: a `?` makes it a question (`frames.ts`). */
  end: string;
}

function words(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(WORD)) out.push(m[0].replace(/’/g, "'"));
  return out;
}

/** A word that may be a Spanish verb in the negative imperative (`ejecutes`, `pagues`, `borres`, `envíe`): 4+ letters ending in `-es`/`-as`/`-e`/`-a`. */
function spanishVerb(w: string): boolean {
  return w.length >= 4 && (w.endsWith("es") || w.endsWith("as") || w.endsWith("e") || w.endsWith("a"));
}

/** Whether a clause holds a prohibition (`PROHIBITION_*`). */
/**
 * Past forms of receiving or arriving (en de fr es pt it nl pl ru; lower case): a
 * negation that binds one (`elle ne l'a pas reçu`, `sie hat es nicht bekommen`, `she never got
 * it`, `ela não recebeu`, `non l'ha ricevuto`, `nie dostała`, `не получила`) reports that
 * something did not arrive; it forbids the assistant nothing (blind round 15: "Elle ne l'a pas
 * reçu, renvoie-le à …" was read as forbidding its own re-send).
 */
const RECEIPT_PAST: ReadonlySet<string> = new Set([
  "received", "got", "gotten", "arrived", "reached", "came", "delivered",
  "bekommen", "erhalten", "angekommen", "empfangen", "gekriegt", "bekam", "erhielt", "kam", "ankam", "zugestellt",
  "reçu", "reçue", "reçus", "reçues", "recu", "recue", "arrivé", "arrivée", "parvenu", "parvenue", "eu",
  "recibió", "recibio", "recibido", "recibida", "recibí", "llegó", "llego", "llegado", "llegada",
  "recebeu", "recebido", "recebida", "recebi", "chegou", "chegado",
  "ricevuto", "ricevuta", "arrivato", "arrivata", "arrivati", "giunto",
  "ontvangen", "gekregen", "aangekomen", "bezorgd",
  "dostał", "dostała", "dostali", "otrzymał", "otrzymała", "dotarł", "dotarła", "doszło", "doszedł",
  "получил", "получила", "получили", "дошло", "дошёл", "дошел", "пришло", "пришёл",
]);
/** Present forms of receiving or arriving (`it doesn't arrive`, `sie bekommt es nicht`): a report only after a subject. */
const RECEIPT_PRESENT: ReadonlySet<string> = new Set(["receive", "receives", "get", "gets", "arrive", "arrives", "bekommt", "erhält", "kommt", "reçoit", "arrive", "recibe", "llega", "recebe", "chega", "riceve", "arriva", "krijgt", "ontvangt"]);
/** Words of will or letting between a negation and a receipt verb (`never want her to receive`, `ne veut pas qu'il reçoive`): the negation forbids then. */
const VOLITION_WORDS: ReadonlySet<string> = new Set(["want", "wants", "let", "allow", "make", "should", "will", "shall", "möchte", "will", "soll", "lass", "veux", "veut", "laisse", "quiero", "quiere", "deja", "quero", "quer", "voglio", "vuole"]);
/** Most words between a negation and the receipt verb it binds (`ne l'a pas reçu`: three). */
const RECEIPT_REACH = 3;

/**
 * Whether the negation word at `i` of a clause's words reports a non-arrival: a receipt verb
 * follows within `RECEIPT_REACH` words — a past form (`RECEIPT_PAST`: no one is told not to
 * have received; so also with no subject, `Non l'ha ricevuto`, `Não recebeu`), or a present
 * form after a subject (`RECEIPT_PRESENT`: a negation that opens the clause is an imperative,
 * `never get …`) — and no word of will or letting comes between (`VOLITION_WORDS`).
 */
function reportsNonReceipt(ws: readonly string[], i: number): boolean {
  for (let k = i + 1; k <= i + RECEIPT_REACH && k < ws.length; k++) {
    const w = ws[k] as string;
    if (VOLITION_WORDS.has(w)) return false;
    if (RECEIPT_PAST.has(w) || (i > 0 && RECEIPT_PRESENT.has(w))) return true;
  }
  return false;
}

export function prohibits(clause: string): boolean {
  for (const m of PROHIBITION_MARKERS) {
    let at = clause.indexOf(m);
    while (at >= 0) {
      if (m !== "别" && m !== "別") return true;
      if (!NOT_PROHIBITION.some((w) => clause.startsWith(w, at - w.indexOf(m)) && at - w.indexOf(m) >= 0)) return true;
      at = clause.indexOf(m, at + 1);
    }
  }
  const ws = words(clause);
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i] as string;
    // a negation that reports a non-arrival (`sie hat es nicht bekommen`) forbids nothing
    if (reportsNonReceipt(ws, i)) continue;
    if (PROHIBITION_WORDS.has(w)) return true;
    if (i + 1 < ws.length && PROHIBITION_PHRASES.has(`${w} ${ws[i + 1] as string}`)) return true;
    // es: `no` before a verb (a clause-initial `no` followed by a word: `no ejecutes`, `no pagues`)
    if (w === "no" && i + 1 < ws.length && spanishVerb(ws[i + 1] as string)) return true;
    // fr: `ne`/`n'` … closer (`ne l'a pas reçu` reports a non-arrival: its closer too)
    if ((w === "ne" || w.startsWith("n'")) && ws.slice(i + 1, i + 6).some((x, k) => FRENCH_CLOSERS.has(x) && !reportsNonReceipt(ws, i + 1 + k))) return true;
  }
  return false;
}

/** Whether a clause carries a value (a digit, a code span, `@`, `/`, `:` or a CJK numeral run). */
function hasValue(clause: string): boolean {
  for (let i = 0; i < clause.length; i++) {
    const c = clause.charCodeAt(i);
    if ((c >= 48 && c <= 57) || c === 96 || c === 64 || c === 47) return true;
  }
  return false;
}

/** Cuts a turn into clauses (see the module comment). Linear: one pass. */
export function clauses(turn: string): Clause[] {
  const out: Clause[] = [];
  let from = 0;
  const cut = (to: number, next: number): void => {
    const text = turn.slice(from, to).trim();
    if (text !== "") out.push({ text, prohibits: prohibits(text), hasValue: hasValue(text), end: to < turn.length ? turn.charAt(to).trim() : "" });
    from = next;
  };
  let inCode = false;
  for (let i = 0; i < turn.length; i++) {
    const c = turn.charAt(i);
    if (c === "`") inCode = !inCode;
    if (inCode) continue;
    const nextWs = i + 1 >= turn.length || /\s/.test(turn.charAt(i + 1));
    if (c === "\n" || c === ";" || c === "；" || c === "。" || c === "！" || c === "？" || c === "，") cut(i, i + 1);
    else if ((c === "." || c === "!" || c === "?") && nextWs) cut(i, i + 1);
    else if ((c === "—" || c === "–" || c === "-") && i > 0 && /\s/.test(turn.charAt(i - 1)) && nextWs) cut(i, i + 1);
    else if (c === ",") {
      const m = /^\s*([\p{L}]+)/u.exec(turn.slice(i + 1, i + 16));
      if (m !== null && CONTRAST.has((m[1] as string).toLowerCase())) cut(i, i + 1);
    }
  }
  cut(turn.length, turn.length);
  return out;
}

/** A user's turn split for the transcript: what the user asked for, what they only asked about, and what they forbade. */
export interface UserTurn {
  /** The turn without its forbidden clauses and lookup pieces, with the trusted-side readings appended. */
  trusted: string;
  /** The pieces that name a value only as the subject of a lookup (`purpose.ts`), joined by line breaks, with their readings (`""` when none). */
  lookup: string;
  /** The forbidden clauses, joined by line breaks (`""` when none). */
  forbidden: string;
  /** Per clause that is neither forbidden nor a lookup, its request pieces (`purpose.ts`): what an amount is bound to. */
  requests: string[][];
  /** The `amt:` keys the trusted text holds only as labelled identifiers (`reference-numbers.ts`) or in another role (`amount-roles.ts`): they vouch for no amount. */
  referenceAmounts: ReadonlySet<string>;
  /** Per `amt:` key of the trusted text, the currencies written next to it, `""` for an occurrence with none (`currency.ts`). */
  amountCurrencies: ReadonlyMap<string, ReadonlySet<string>>;
}

/** `.` path segments dropped (`/a/./b`, `./b`); `..` kept as written. */
function dropDotSegments(s: string): string {
  return s.split("/./").join("/").replace(/(^|\s)\.\//g, "$1");
}

/**
 * Percent-encoded runs of non-ASCII bytes and `%20` decoded (each run that is valid UTF-8; a
 * decoded `&`, `=` or `/` would change what a URL says, so ASCII escapes stay). Used on a URL
 * argument (`vouch.ts`): `?q=%EC%84%9C%EC%9A%B8` is the `?q=서울` the user wrote.
 */
export function decodeNonAscii(s: string): string {
  return s.replace(/(?:%[89a-fA-F][0-9a-fA-F]|%20)+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** A text and its trusted-side readings (whitespace runs collapsed, `.` path segments dropped), joined by line breaks. */
function withReadings(text: string): string {
  const readings = new Set<string>();
  const collapsed = text.replace(/[ \t]+/g, " ");
  for (const r of [collapsed, dropDotSegments(collapsed)]) if (r !== text) readings.add(r);
  return readings.size === 0 ? text : [text, ...readings].join("\n");
}

/**
 * The request pieces of a turn that ask for no new action — named only as past context, in a
 * question or in a quotation of someone else's request (`frames.ts`) — with a piece without a
 * cue of its own after a framed one in its clause. A later request piece that points back
 * (`pay him again`, `please pay it`) and names no payee of its own takes every framed piece
 * before it over: they are the user's word again.
 */
function framedPieces(keptClauses: readonly Clause[], pieces: readonly Piece[], cancelled: ReadonlySet<Piece>): Set<Piece> {
  const framed = new Set<Piece>();
  // a denial (`x@y is not ours`) is never taken over by a request that points back
  const denied = new Set<Piece>();
  let at = 0;
  for (const clause of keptClauses) {
    const own = pieces.slice(at, at + piecesOf(clause.text).length);
    at += own.length;
    let before = false;
    for (const p of own) {
      if (p.role !== "request" || cancelled.has(p)) {
        before = false;
        continue;
      }
      const frame = frameOf(p.text, clause.text + clause.end);
      const inherits: boolean = frame === null && before && !readsAsRequest(p.text) && !actionCue(p.text);
      before = frame !== null || inherits;
      if (before) framed.add(p);
      if (frame === "negation") denied.add(p);
    }
  }
  if (framed.size === 0) return framed;
  const seen: Piece[] = [];
  for (const p of pieces) {
    if (framed.has(p)) seen.push(p);
    else if (p.role === "request" && !cancelled.has(p) && seen.length > 0 && pointsBack(p.text) && !namesOwnPayee(p.text)) {
      for (const q of seen) if (!denied.has(q)) framed.delete(q);
      seen.length = 0;
    }
  }
  return framed;
}

/**
 * Splits a user's turn into the user's word, the values they only asked about, and the values
 * they forbade (see the module comment and `purpose.ts`). A turn with no prohibition and no
 * lookup piece is returned whole as `trusted` (plus readings).
 */
export function splitUserTurn(turn: string): UserTurn {
  const quoted = quotedRanges(turn);
  if (quoted.length === 0) return splitPlain(turn);
  const inner = splitPlain(blanked(turn, quoted));
  // the user's own request that points back at what they pasted (`Please pay it.`) makes it their word
  if (inner.requests.some((c) => c.some((p) => pointsBack(p) && !namesOwnPayee(p) && (readsAsRequest(p) || actionCue(p))))) return splitPlain(turn);
  const pasted = withReadings(quoted.map(([a, b]) => turn.slice(a, b)).join("\n"));
  return { ...inner, lookup: inner.lookup === "" ? pasted : `${inner.lookup}\n${pasted}` };
}

/** Forwarded-message markers (lower case; en de fr es pt it nl pl ru ko ja zh): the rest of the turn is someone else's text. */
const FORWARD_MARKERS: readonly string[] = [
  "forwarded message", "original message", "begin forwarded message", "weitergeleitete nachricht", "ursprüngliche nachricht", "message transféré", "message d'origine",
  "mensaje reenviado", "mensaje original", "mensagem encaminhada", "mensagem original", "messaggio inoltrato", "messaggio originale", "doorgestuurd bericht",
  "oorspronkelijk bericht", "wiadomość przekazana", "przekazana wiadomość", "oryginalna wiadomość", "пересланное сообщение", "исходное сообщение",
  "전달된 메시지", "원본 메시지", "転送されたメッセージ", "元のメッセージ", "转发的邮件", "轉寄的郵件", "原始邮件", "原始郵件",
];
/** Words of a lead-in before `:` that say what follows is someone else's text (`My landlord wrote:`, `I got this:`). */
const PASTE_CUES: readonly string[] = [
  "wrote", "writes", "says", "said", "reads", "got this", "received", "message", "e-mail", "email", "mail", "letter", "sms", "text from", "note from", "here's what", "here is what", "following",
  "schreibt", "schrieb", "steht", "bekommen", "erhalten", "nachricht", "brief",
  "écrit", "dit", "reçu", "courriel", "lettre", "escribió", "escribe", "dice", "recibí", "mensaje", "correo", "carta",
  "escreveu", "diz", "recebi", "mensagem", "scritto", "scrive", "ricevuto", "messaggio", "lettera",
  "schreef", "ontvangen", "bericht", "napisał", "napisała", "pisze", "dostałem", "dostałam", "wiadomość", "написал", "написала", "пишет", "получил", "получила", "сообщение", "письмо",
  "받았", "메일", "메시지", "문자", "受け取", "届いた", "メール", "メッセージ", "收到", "邮件", "郵件", "短信", "消息",
];
/** Quotation marks: an opener and its closer. */
const QUOTE_PAIRS: readonly [string, string][] = [["\u201c", "\u201d"], ["\u201e", "\u201c"], ["\u201e", "\u201d"], ["\"", "\""], ["\u00ab", "\u00bb"], ["\u300c", "\u300d"], ["\u300e", "\u300f"], ["\u2039", "\u203a"]];
/** Fewest words of a quotation read as someone else's text (a quoted value or title is the user's word); for CJK text, fewest characters. */
const MIN_QUOTED_WORDS = 4;
const MIN_QUOTED_CJK = 10;
/** A Han, kana or Hangul character (text without spaces between words). */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]/;

/** Whether a lead-in is the user asking to act (so what follows is the user's instruction, not a paste). */
function asks(leadIn: string): boolean {
  return readsAsRequest(leadIn) || actionCue(leadIn);
}

/**
 * What the user pasted from someone else in a turn (issue 18, quotations without a reporting
 * verb), as `[start, end)` ranges: lines that open with `>`; everything from a forwarded-message
 * header on (`FORWARD_MARKERS`); a quotation in marks of `MIN_QUOTED_WORDS`+ words whose lead-in
 * on its line does not ask to act; the text after a `:` whose lead-in names a source
 * (`PASTE_CUES`: `My landlord wrote:`, `I got this e-mail:`) and does not ask to act — to the end
 * of its line, or, when the `:` ends the line, the lines after it up to a blank line. Values in
 * them vouch for reads but for no side effect, until a request of the user points back at them.
 * Linear: one pass per line, `indexOf` scans that advance.
 */
export function quotedRanges(turn: string): [number, number][] {
  const out: [number, number][] = [];
  const lower = turn.toLowerCase();
  let lineStart = 0;
  while (lineStart <= turn.length) {
    let lineEnd = turn.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = turn.length;
    const line = turn.slice(lineStart, lineEnd);
    const lowerLine = lower.slice(lineStart, lineEnd);
    const trimmed = line.trimStart();
    if (FORWARD_MARKERS.some((m) => lowerLine.includes(m))) {
      out.push([lineStart, turn.length]);
      break;
    }
    if (trimmed.startsWith(">")) out.push([lineStart, lineEnd]);
    else {
      // quotation marks of several words, not the object of a request on the line
      for (const [open, close] of QUOTE_PAIRS) {
        let at = line.indexOf(open);
        while (at >= 0) {
          const end = line.indexOf(close, at + 1);
          if (end < 0) break;
          const inside = line.slice(at + 1, end);
          const long = wordCount(inside) >= MIN_QUOTED_WORDS || (CJK.test(inside) && inside.length >= MIN_QUOTED_CJK);
          if (long && !asks(line.slice(0, at))) out.push([lineStart + at + 1, lineStart + end]);
          at = line.indexOf(open, end + 1);
        }
      }
      // a lead-in that names a source, then `:`
      const colon = line.indexOf(":");
      if (colon > 0 && !line.slice(colon, colon + 3).startsWith("://")) {
        const lead = lowerLine.slice(0, colon);
        if (PASTE_CUES.some((c) => lead.includes(c)) && !asks(line.slice(0, colon))) {
          const rest = line.slice(colon + 1);
          if (rest.trim() !== "") out.push([lineStart + colon + 1, lineEnd]);
          else if (!turn.slice(lineEnd + 1, lineEnd + 64).trimStart().startsWith(">")) {
            // the block after the lead-in, up to a blank line
            let end = lineEnd;
            while (end < turn.length) {
              const next = turn.indexOf("\n", end + 1);
              const stop = next < 0 ? turn.length : next;
              if (turn.slice(end + 1, stop).trim() === "") break;
              end = stop;
            }
            if (end > lineEnd) out.push([lineEnd + 1, end]);
            lineStart = end + 1;
            continue;
          }
        }
      }
    }
    lineStart = lineEnd + 1;
  }
  return out;
}

function wordCount(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(WORD)) n += 1;
  return n;
}

/** `turn` with the ranges blanked (line breaks kept, so clause cuts stay where they were). */
function blanked(turn: string, ranges: readonly [number, number][]): string {
  const chars = [...turn.split("")];
  for (const [a, b] of ranges) for (let i = a; i < b; i++) if (chars[i] !== "\n") chars[i] = " ";
  return chars.join("");
}

/** `splitUserTurn` of a turn with nothing pasted in it. */
function splitPlain(turn: string): UserTurn {
  const parts = clauses(turn);
  const forbidden = new Set<number>();
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i] as Clause;
    if (!p.prohibits) continue;
    forbidden.add(i);
    // a prohibition with no value of its own that points back forbids the clause before it
    if (!p.hasValue && i > 0 && words(p.text).some((w) => ANAPHORA.has(w))) forbidden.add(i - 1);
  }
  const keptClauses = parts.filter((_, i) => !forbidden.has(i));
  const kept = keptClauses.map((p) => p.text);
  const pieces = rolesOf(kept);
  // a lookup piece is filed apart only when it names a value (a word-only question vouches for nothing anyway)
  for (const p of pieces) if (p.role === "lookup" && !p.hasValue) p.role = "request";
  // a piece that cancels, stops or undoes (`purpose.ts`: "cancel the 50 EUR to DE89…") is a
  // prohibition of its own, and so is a piece after it in its clause with no action cue
  // ("cancel the 50 EUR to A and the 20 EUR to B"); a piece that acts again ends it
  const cancelled = new Set<Piece>();
  let at = 0;
  for (const clause of kept) {
    const n = piecesOf(clause).length;
    let inCancel = false;
    for (const p of pieces.slice(at, at + n)) {
      if (p.role !== "lookup" && cancels(p.text)) inCancel = true;
      else if (p.role === "lookup" || actionCue(p.text)) inCancel = false;
      if (inCancel) cancelled.add(p);
    }
    at += n;
  }
  const framed = framedPieces(keptClauses, pieces, cancelled);
  const lookups = pieces.filter((p) => (p.role === "lookup" || framed.has(p)) && !cancelled.has(p));
  const isRequest = (p: Piece) => p.role === "request" && !cancelled.has(p) && !framed.has(p);
  // a value a statement names as a source (`the invoice from x@y is 90 EUR`) leaves the user's word; the rest stays (`frames.ts`)
  const sourced: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i] as Piece;
    if (!isRequest(p)) continue;
    // … unless a later request of the turn points back at it (`…, please mail them`)
    if (pieces.slice(i + 1).some((q) => isRequest(q) && pointsBack(q.text) && !namesOwnPayee(q.text))) continue;
    const moved = sourceValues(p.text);
    if (moved.length === 0) continue;
    let text = p.text;
    for (const v of moved) text = text.replace(v, " ");
    p.text = text;
    sourced.push(moved.join(" "));
    if (lookups.length === 0 || lookups[lookups.length - 1] !== p) lookups.push({ text: moved.join(" "), role: "lookup", hasValue: true });
  }
  // a value the user names only in passing (`summarise my thread with x@y`: no verb that addresses
  // someone, a subject marker before it) leaves the user's word too (`frames.ts`, `subjectValues`) …
  // (a piece after one that addresses someone in its clause is that request's: `Paie la facture, 75 € sur …`)
  const addressed = new Set<Piece>();
  at = 0;
  for (const clause of kept) {
    const n = piecesOf(clause).length;
    let seen = false;
    for (const p of pieces.slice(at, at + n)) {
      if (seen) addressed.add(p);
      if (addressesSomeone(p.text)) seen = true;
    }
    at += n;
  }
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i] as Piece;
    if (!isRequest(p) || addressed.has(p)) continue;
    const moved = subjectValues(p.text);
    if (moved.length === 0) continue;
    // … unless a later request of the turn acts with no payee of its own (`…, and reply to the last mail`, `please pay the rent`)
    if (pieces.slice(i + 1).some((q) => isRequest(q) && (pointsBack(q.text) || addressesSomeone(q.text)) && !namesOwnPayee(q.text))) continue;
    let text = p.text;
    for (const v of moved) text = text.replace(v, " ");
    p.text = text;
    sourced.push(moved.join(" "));
    lookups.push({ text: moved.join(" "), role: "lookup", hasValue: true });
  }
  const requests: string[][] = [];
  at = 0;
  for (const clause of kept) {
    const n = piecesOf(clause).length;
    const own = pieces.slice(at, at + n).filter(isRequest).map((p) => p.text);
    if (own.length > 0) requests.push(own);
    at += n;
  }
  const whole = forbidden.size === 0 && lookups.length === 0 && cancelled.size === 0 && framed.size === 0 && sourced.length === 0;
  const trustedText = whole ? turn : pieces.filter(isRequest).map((p) => p.text).join("\n");
  const forbiddenText = [...parts.filter((_, i) => forbidden.has(i)).map((p) => p.text), ...[...cancelled].map((p) => p.text)];
  return {
    trusted: trustedText === "" ? "" : withReadings(trustedText),
    lookup: lookups.length === 0 ? "" : withReadings(lookups.map((p) => p.text).join("\n")),
    forbidden: forbiddenText.join("\n"),
    requests,
    // A number the user labels as an identifier (`invoice 7730`) is their word, but no amount (`reference-numbers.ts`).
    // … nor is one in another role: a year, a block of an IBAN or phone number, a balance (`amount-roles.ts`)
    referenceAmounts: new Set([...referenceAmountKeys(trustedText), ...otherRoleAmountKeys(trustedText)]),
    // the currency the user named with each amount: an argument in another one is not theirs (`currency.ts`)
    amountCurrencies: amountCurrencies(trustedText),
  };
}
