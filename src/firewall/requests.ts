/**
 * Which sentences of a user's turn ask the assistant to act (issue 18, counting). A side effect
 * the user's word ran once runs again only on a new **request** — the imperative or polite
 * request form addressed to the assistant ("pay her again", "send it once more", `überweise`,
 * `envoie`, `paga`, `보내 주세요`, `送って`, `请再转`). Everything else that names the payment's
 * values re-arms nothing: a question, with or without its question mark ("Did you pay the
 * invoice"), a complaint or a past-tense statement ("that payment was a mistake", "I already
 * paid Anna yesterday"), reported speech ("Anna said, pay 50 EUR to …"), and a cancellation
 * ("Cancel the 50 EUR to DE89…", "stop that transfer": `cancels` in `purpose.ts`, filed as a
 * prohibition by `user-turns.ts`).
 *
 * Mechanism, per sentence (cut as `questions.ts` cuts), per piece (`piecesOf` in `purpose.ts`):
 * 1. A question (`isQuestion`: `?` without a polite opener) asks nothing; so does a sentence
 *    with a prohibition (`prohibits` in `user-turns.ts`).
 * 2. A piece that cancels is no request, nor is a piece after a reporting word in its sentence
 *    (`said`, `told`, `sagte`, `dit`, `dijo`, `라고`, `と言`, `说` …: `REPORTING_*`).
 * 3. A piece is a request when, after leading fillers (`yes`, `ok`, `now`, `then`, `ja`, `dann`,
 *    `oui`, `alors`, `sí`, `vale` …), it opens with an imperative of an action (`IMPERATIVES`,
 *    per language) or a polite request (`can you`, `please`, `kannst du`, `bitte`,
 *    `pouvez-vous`, `s'il te plaît`, `puedes`, `por favor` …), or holds a request ending of
 *    Korean (`주세요`, `줘`, `…해`, `보내`), Japanese (`ください`, `お願い`, `…て`) or Chinese
 *    (`请`, `帮我`, a leading action verb, `吧`) — and no past-tense mark of those languages
 *    (`했`, `냈`, `ました`, `了`, `已经`).
 * 4. A piece with none of these and no subject of its own (`and 20 EUR to B`) takes the role of
 *    the piece before it in its sentence; a sentence's first such piece is no request.
 *
 * A request piece with a repeat cue (`again`, `once more`, `noch einmal`, `encore`, `otra vez`,
 * `다시`, `もう一度`, `再`: `REPEAT_*`) that names no value of its own (no digit, address, IBAN:
 * it points back) makes the turn a **repeat request**: it re-arms the last side effect the
 * user's word ran before it, once ("yes, send it again", "please pay her again, the first one
 * bounced"; `firewall.ts`). A request that names the values again re-arms them by itself.
 * A statement that a later request points back to ("The invoice is 50 EUR to DE89…. Pay it.")
 * is not promoted: "that payment to DE89… was a mistake, refund it" must not re-arm the payment.
 *
 * Fail closed towards an approval: a request in a form not read here (`I'd want it sent`) or in
 * another language re-arms nothing, and the repeat asks. Linear: one pass to cut, set lookups
 * and bounded substring scans per piece; no regex but purpose.ts's word class run (`wordsOf`).
 */

import { cancels, hasMarker, namesOwnPayee, piecesOf, withoutCode, wordsOf } from "./purpose.js";
import { isQuestion } from "./questions.js";
import { prohibits } from "./user-turns.js";


/** Words that may open a request before its verb (en, de, fr, es). */
const FILLERS: ReadonlySet<string> = new Set([
  "yes", "yeah", "yep", "ok", "okay", "sure", "now", "so", "then", "and", "also", "alright", "right", "fine", "great", "thanks", "thank", "just", "oh", "well", "actually", "again", "hi", "hello", "good",
  "ja", "jo", "gut", "danke", "jetzt", "nun", "also", "dann", "und", "genau", "prima", "okay", "hallo",
  "oui", "d'accord", "bon", "alors", "maintenant", "et", "merci", "bien", "ensuite", "puis", "bonjour",
  "sí", "si", "vale", "bueno", "ahora", "entonces", "y", "gracias", "claro", "hola", "perfecto",
]);

/**
 * Imperatives (and the infinitive or formal forms used as one) of verbs that act: pay, send,
 * transfer, do again … (en, de, fr, es). Matched as a piece's first word after fillers.
 */
const IMPERATIVES: ReadonlySet<string> = new Set([
  // en
  "pay", "send", "resend", "wire", "rewire", "remit", "transfer", "forward", "invite", "share", "refund", "deposit", "notify", "submit", "resubmit",
  "deliver", "donate", "reimburse", "schedule", "cc", "bcc", "dm", "ping", "reply", "respond", "post", "repost", "publish", "mail", "email", "e-mail",
  "text", "message", "book", "order", "buy", "run", "rerun", "execute", "retry", "repeat", "redo", "do", "make", "try", "process", "save", "write",
  "upload", "put", "move", "copy", "create", "add", "delete", "remove", "fetch", "open", "call", "top", "issue", "settle", "go", "use",
  // de
  "zahle", "zahl", "zahlen", "bezahle", "bezahl", "bezahlen", "überweise", "überweis", "überweisen", "schicke", "schick", "schicken", "sende", "senden",
  "leite", "leiten", "teile", "teilen", "mache", "mach", "machen", "führe", "führen", "wiederhole", "wiederholen", "buche", "buchen", "lade", "laden",
  "speichere", "speichern", "schreibe", "schreib", "schreiben", "lösche", "löschen", "erstelle", "erstellen", "versuche", "versuch", "probiere", "maile",
  "mail", "veranlasse", "tätige", "erledige", "begleiche", "ueberweise",
  // fr
  "paie", "paye", "payez", "vire", "virez", "envoie", "envoyez", "renvoie", "renvoyez", "transfère", "transfere", "transférez", "transmets", "transmettez",
  "invite", "invitez", "partage", "partagez", "rembourse", "remboursez", "verse", "versez", "fais", "faites", "refais", "refaites", "recommence",
  "recommencez", "réessaie", "réessayez", "exécute", "exécutez", "enregistre", "écris", "supprime", "crée", "publie", "effectue", "effectuez", "règle", "réglez",
  // es
  "paga", "págale", "pagale", "pague", "págala", "págalo", "envía", "envia", "envíale", "enviale", "envíe", "envíalo", "envíala", "manda", "mándale",
  "mandale", "mande", "transfiere", "transfiera", "reenvía", "reenvia", "invita", "comparte", "deposita", "ingresa", "dona", "haz", "hazlo", "haga",
  "repite", "vuelve", "vuelva", "reintenta", "ejecuta", "guarda", "escribe", "borra", "elimina", "crea", "sube", "publica", "realiza", "efectúa", "efectua",
  // it, pt (blind round 15: `invialo di nuovo`, `reenvie`)
  "invia", "reinvia", "rimanda", "inoltra", "paga", "trasferisci", "bonifica", "fai", "rifai", "ripeti", "prenota", "scrivi", "aggiungi", "spedisci", "rispedisci",
  "envie", "reenvie", "mande", "pague", "transfira", "encaminhe", "encaminha", "faça", "faca", "refaça", "repita", "escreva", "adicione",
]);

/** Polite request openers (lower-case word sequences; a piece that starts with one after fillers is a request). */
const POLITE_OPENERS: readonly (readonly string[])[] = [
  ["please"], ["pls"], ["plz"], ["kindly"], ["can", "you"], ["could", "you"], ["would", "you"], ["will", "you"], ["can", "u"], ["could", "u"],
  ["i", "want", "you"], ["i'd", "like", "you"], ["i", "need", "you"], ["go", "ahead"], ["let's"],
  ["bitte"], ["kannst", "du"], ["könntest", "du"], ["können", "sie"], ["könnten", "sie"], ["würden", "sie"], ["würdest", "du"],
  ["peux", "tu"], ["pouvez", "vous"], ["pourriez", "vous"], ["pourrais", "tu"], ["veuillez"], ["merci", "de"], ["s'il", "te"], ["s'il", "vous"],
  ["puedes"], ["podrías"], ["podrias"], ["podría"], ["podria"], ["puede", "usted"], ["por", "favor"], ["me", "haces"],
  ["per", "favore"], ["per", "piacere"], ["puoi"], ["potresti"],
];
/** Polite words that make a piece a request wherever they stand, unless it opens with a subject (`Anna said please …` does not). */
const POLITE_ANYWHERE: readonly (readonly string[])[] = [["please"], ["bitte"], ["por", "favor"], ["s'il", "te"], ["s'il", "vous"], ["svp"], ["stp"], ["per", "favore"]];

/**
 * Words that open a statement or a question: pronouns, determiners, auxiliaries (en, de, fr,
 * es). A piece that opens with one says something; it neither asks nor takes the role of the
 * piece before it.
 */
const SUBJECTS: ReadonlySet<string> = new Set([
  "i", "i'm", "i've", "i'd", "we", "we've", "you", "he", "she", "it", "it's", "they", "that", "that's", "this", "these", "those", "there", "the", "a", "an",
  "my", "our", "your", "his", "her", "their", "did", "does", "is", "are", "was", "were", "has", "have", "had", "will", "would", "can", "could", "should",
  "shall", "may", "might", "must", "already", "someone", "somebody", "nobody", "who", "what", "why", "when", "where", "how", "if", "whether",
  "ich", "wir", "du", "er", "sie", "es", "das", "die", "der", "dies", "diese", "dieser", "mein", "meine", "unser", "unsere", "hat", "habe", "hast", "ist", "war",
  "wurde", "wurden", "haben", "sind", "hatte", "schon", "bereits", "ob", "wenn", "wer", "was", "warum", "wann", "wo", "wie",
  "je", "j'ai", "nous", "tu", "il", "elle", "ils", "elles", "on", "ce", "c'est", "c'était", "cette", "le", "la", "les", "l'", "mon", "ma", "mes", "notre",
  "est", "était", "a", "ai", "avez", "as", "déjà", "si", "qui", "que", "quand", "pourquoi", "est-ce",
  "yo", "ya", "nosotros", "él", "ella", "ellos", "ese", "esa", "eso", "esto", "este", "esta", "el", "los", "las", "mi", "mis", "nuestro", "fue", "es",
  "está", "he", "ha", "has", "hemos", "había", "cuando", "porque",
]);

/** Words after which a sentence reports what someone said (en, de, fr, es): the rest of the sentence is no request to the assistant. */
const REPORTING_WORDS: ReadonlySet<string> = new Set([
  "said", "says", "told", "tells", "asked", "asks", "wrote", "writes", "mentioned", "claims", "claimed",
  "sagte", "sagt", "meinte", "meint", "schrieb", "schreibt", "bat", "gesagt", "geschrieben",
  "dit", "disait", "écrit", "demandé", "demande",
  "dijo", "dice", "pidió", "pide", "escribió", "escribe",
]);
/** Korean, Japanese and Chinese quotation and reporting marks, as substrings. */
const REPORTING_MARKERS: readonly string[] = ["라고", "다고", "자고", "냐고", "と言", "って言", "と書", "と頼", "と聞", "说", "說", "告诉", "告訴", "让我", "讓我", "叫我"];

/** Korean request endings, as substrings. */
const KO_REQUEST: readonly string[] = ["주세요", "주시겠", "주십시오", "줄래", "주실", "해줘", "해 줘", "줘", "하세요", "하십시오", "해라", "하라", "부탁", "바랍니다"];
/** Korean imperative endings a piece may close with (`…송금해`, `다시 보내`). */
const KO_IMPERATIVE_END: readonly string[] = ["보내", "해", "줘", "라", "내"];
/** Korean past-tense marks (`했`, `냈`, `됐`, `었`, `았`, `였`): a statement of what was done. */
const KO_PAST: readonly string[] = ["했", "냈", "됐", "었", "았", "였", "갔", "셨"];

/** Japanese request forms, as substrings. */
const JA_REQUEST: readonly string[] = ["ください", "下さい", "くれ", "お願い", "ほしい", "欲しい", "もらえ", "いただけ", "しろ", "せよ", "なさい", "頂け"];
/** Japanese past and polite declarative marks: a statement. */
const JA_PAST: readonly string[] = ["ました", "でした", "った", "んだ", "した", "済み"];

/** Chinese request marks, as substrings. */
const ZH_REQUEST: readonly string[] = ["请", "請", "麻烦", "麻煩", "帮我", "幫我", "帮忙", "幫忙", "劳驾", "勞駕"];
/** Chinese verbs (first characters) that open an imperative of an action. */
const ZH_VERB_START: readonly string[] = ["转", "轉", "付", "支付", "汇", "匯", "发", "發", "寄", "打款", "交", "给", "給", "再", "重新", "送", "退", "执行", "執行", "运行", "運行", "删除", "刪除", "保存", "写", "寫", "预订", "預訂"];
/** Chinese fillers before an imperative. */
const ZH_FILLERS: readonly string[] = ["好的", "好吧", "好", "是的", "对", "對", "行", "那就", "现在", "現在", "然后", "然後", "也", "嗯"];
/** Chinese marks of a statement of what was done (`了`, `已经`), of a judgement (`是`, `错`: "…是个错误"), or of a question (`吗`, `呢`). */
const ZH_PAST: readonly string[] = ["了", "过", "過", "已经", "已經", "吗", "嗎", "呢", "是", "错", "錯"];

/** Repeat cues (en, de, fr, es): words and two-word phrases. */
const REPEAT_WORDS: ReadonlySet<string> = new Set(["again", "resend", "retry", "redo", "repeat", "rerun", "nochmal", "nochmals", "erneut", "wieder", "wiederhole", "encore", "renvoie", "renvoyez", "refais", "réessaie", "réessayez", "recommence", "nuevamente", "repite", "reenvía", "reenvia", "reintenta", "reinvia", "rimanda", "rispedisci", "nuovamente", "ripeti", "reenvie", "novamente"]);
const REPEAT_PHRASES: ReadonlySet<string> = new Set(["once more", "one more", "noch einmal", "noch mal", "à nouveau", "de nouveau", "otra vez", "de nuevo", "vuelve a", "vuelva a", "di nuovo", "ancora una", "de novo", "outra vez"]);
/** Korean, Japanese and Chinese repeat cues, as substrings. */
const REPEAT_MARKERS: readonly string[] = ["다시", "한 번 더", "한번 더", "재송금", "재전송", "もう一度", "もう一回", "再度", "再送", "再び", "改めて", "再", "重新", "重发", "重發"];

/** Whether `ws` holds `seq` at `at`. */
function seqAt(ws: readonly string[], at: number, seq: readonly string[]): boolean {
  for (let i = 0; i < seq.length; i++) if (ws[at + i] !== seq[i]) return false;
  return true;
}

const HANGUL = /[\uac00-\ud7a3]/;
const KANA = /[\u3040-\u30ff]/;
const HAN = /[\u4e00-\u9fff]/;

/** How a piece reads: a request, something else (a statement, a report, a cancellation), or no cue at all (it takes the role before it). */
type Reading = "request" | "other" | "none";

/** Trailing punctuation and spaces of a CJK piece. */
function trimEnd(s: string): string {
  let e = s.length;
  while (e > 0 && " \t。．.！!？?、，,~～…ねよなぁ".includes(s.charAt(e - 1))) e -= 1;
  return s.slice(0, e);
}

function readKorean(text: string): Reading {
  if (hasMarker(text, KO_REQUEST)) return "request";
  const t = trimEnd(text);
  if (hasMarker(t.slice(-3), KO_PAST)) return "other";
  for (const e of KO_IMPERATIVE_END) if (t.endsWith(e)) return "request";
  return HANGUL.test(t) ? "other" : "none";
}

function readJapanese(text: string): Reading {
  if (hasMarker(text, JA_REQUEST)) return "request";
  const t = trimEnd(text);
  if (hasMarker(t.slice(-4), JA_PAST)) return "other";
  return t.endsWith("て") || t.endsWith("で") ? "request" : "other";
}

function readChinese(text: string): Reading {
  const t = trimEnd(text.trim());
  if (hasMarker(t, ZH_PAST)) return "other";
  if (hasMarker(t, ZH_REQUEST) || t.endsWith("吧")) return "request";
  let s = t;
  for (let again = true; again; ) {
    again = false;
    for (const f of ZH_FILLERS) {
      if (s.startsWith(f)) {
        s = s.slice(f.length).trimStart();
        again = true;
      }
    }
  }
  for (const v of ZH_VERB_START) if (s.startsWith(v)) return "request";
  return "other";
}

/**
 * Object pronouns Spanish, Italian and Portuguese glue to an imperative (`reenvíalo`,
 * `mándamelo`, `págale`, `inviala`, `mandaglielo`), longest first.
 */
const ENCLITICS: readonly string[] = ["glielo", "gliela", "selos", "selas", "melos", "melas", "selo", "sela", "melo", "mela", "telo", "tela", "noslo", "los", "las", "les", "nos", "gli", "lo", "la", "le", "me", "te", "li", "ne", "ci"];

/** Whether a word is an imperative of `IMPERATIVES`, as written or with an enclitic pronoun glued to it (`reenvíalo` → `reenvía`). */
function imperative(w: string): boolean {
  if (IMPERATIVES.has(w)) return true;
  for (const c of ENCLITICS) if (w.length - c.length >= 3 && w.endsWith(c) && IMPERATIVES.has(w.slice(0, -c.length))) return true;
  return false;
}

function readLatin(text: string): Reading {
  const ws = wordsOf(text);
  let i = 0;
  for (const o of POLITE_OPENERS) if (seqAt(ws, 0, o)) return "request";
  while (i < ws.length && FILLERS.has(ws[i] as string)) i += 1;
  for (const o of POLITE_OPENERS) if (seqAt(ws, i, o)) return "request";
  const first = ws[i];
  if (first === undefined) return "none";
  if (imperative(first)) return "request";
  if (SUBJECTS.has(first)) return "other";
  for (let j = i; j < ws.length; j++) for (const o of POLITE_ANYWHERE) if (seqAt(ws, j, o)) return "request";
  return "none";
}

/** How one piece reads (see the module comment): by its script's rules. */
function readPiece(piece: string): Reading {
  const text = withoutCode(piece);
  if (HANGUL.test(text)) return readKorean(text);
  if (KANA.test(text)) return readJapanese(text);
  if (HAN.test(text)) return readChinese(text);
  return readLatin(text);
}


/** Whether a piece reads as a request to the assistant: an imperative or a polite request (module comment, rule 3). */
export function readsAsRequest(piece: string): boolean {
  return readPiece(piece) === "request";
}

/** Quotation marks trimmed from reported content before it is read (`『もう一度送って』と言`). */
const QUOTES = "\"'“”„‘’«»「」『』《》〈〉 \t:：";

function unquote(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && QUOTES.includes(s.charAt(a))) a += 1;
  while (b > a && QUOTES.includes(s.charAt(b - 1))) b -= 1;
  return s.slice(a, b);
}

/** Chinese reporting marks, whose reported content follows them (`会计说钱没到`); the Korean and Japanese ones close the content before them (`…라고`, `…と言`). */
const ZH_REPORTING: ReadonlySet<string> = new Set(["说", "說", "告诉", "告訴", "让我", "讓我", "叫我"]);

/**
 * Where a piece reports speech (a quotation mark of Korean, Japanese or Chinese, or a reporting word: `said`, `meint`, `dijo`, `라고`, `と言`, `说` …): `"end"` when a reporting word closes it
 * (`Mein Kollege meint`, `Anna said`: the reported content is the next piece), else the
 * reported content inside the piece — the words after a reporting word (`The treasurer says it
 * bounced` → `it bounced`), the text before a Korean or Japanese quotation mark (`반송됐다고` →
 * `반송됐`), the text after a Chinese one (`会计说钱没到` → `钱没到`) — or `null` when the piece
 * reports nothing. A Chinese mark after a request of the user's own (`请告诉他`, `帮我告诉`) is no
 * report: the user asks the assistant to tell someone.
 */
function reportIn(piece: string): { at: "end" } | { at: "inside"; content: string } | null {
  for (const m of REPORTING_MARKERS) {
    const i = piece.indexOf(m);
    if (i < 0) continue;
    if (ZH_REPORTING.has(m)) {
      if (readPiece(piece.slice(0, i)) === "request") continue;
      const after = unquote(piece.slice(i + m.length));
      // nothing after the mark: the content is the next piece (`他说` | `再给…转`)
      return after.trim() === "" ? { at: "end" } : { at: "inside", content: after };
    }
    return { at: "inside", content: unquote(piece.slice(0, i)) };
  }
  const ws = wordsOf(piece);
  for (let i = 0; i < ws.length; i++) {
    if (!REPORTING_WORDS.has(ws[i] as string)) continue;
    if (i >= ws.length - 2) return { at: "end" };
    let from = i + 1;
    while (from < ws.length && CONTENT_OPENERS.has(ws[from] as string)) from += 1;
    return { at: "inside", content: ws.slice(from).join(" ") };
  }
  return null;
}

/** Words that open reported content after a reporting word (`says that …`, `meint, dass …`, `dit que …`, `dice que …`, `told me …`). */
const CONTENT_OPENERS: ReadonlySet<string> = new Set(["that", "me", "us", "dass", "daß", "mir", "uns", "que", "qu'", "me", "nous"]);

function repeats(piece: string): boolean {
  const text = withoutCode(piece);
  if (hasMarker(text, REPEAT_MARKERS)) return true;
  const ws = wordsOf(text);
  for (let i = 0; i < ws.length; i++) {
    if (REPEAT_WORDS.has(ws[i] as string)) return true;
    if (i + 1 < ws.length && REPEAT_PHRASES.has(`${ws[i] as string} ${ws[i + 1] as string}`)) return true;
  }
  return false;
}

/** Whether a piece carries a value (a digit, `@`, `/`, a code span). */
function carriesValue(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 48 && c <= 57) || c === 96 || c === 64 || c === 47) return true;
  }
  return false;
}

/**
 * A sentence cut where a new clause may start without a joining word: a spaced dash (`—`, `–`,
 * `-`), `;`, `:`, the CJK comma and semicolon (`，`, `；`), and `、` after a quotation mark
 * (`と言`, `라고`). Linear: one pass, the marks tested at each position.
 */
function subClauses(sentence: string): string[] {
  const out: string[] = [];
  let from = 0;
  let quoted = false;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence.charAt(i);
    const spacedDash = (c === "—" || c === "–" || c === "-") && i > 0 && /\s/.test(sentence.charAt(i - 1)) && /\s/.test(sentence.charAt(i + 1));
    const mark =
      c === ";" ||
      c === "；" ||
      c === "，" ||
      (c === ":" && /\s/.test(sentence.charAt(i + 1))) ||
      c === "：" ||
      // a Korean or Japanese quotation (`…と言っています、`) closes at the next comma
      (c === "、" && quoted);
    if (!quoted && REPORTING_MARKERS.some((m) => sentence.startsWith(m, i))) quoted = true;
    if (!spacedDash && !mark) continue;
    out.push(sentence.slice(from, i));
    from = i + 1;
    quoted = false;
  }
  out.push(sentence.slice(from));
  return out.filter((p) => p.trim() !== "");
}

/** The sentences of a turn with their terminators (cut as `questions.ts` cuts). */
function sentences(turn: string): string[] {
  const out: string[] = [];
  let from = 0;
  const cut = (to: number): void => {
    const s = turn.slice(from, to);
    from = to;
    if (s.trim() !== "") out.push(s.trim());
  };
  for (let i = 0; i < turn.length; i++) {
    const c = turn.charAt(i);
    if (c === "\n" || c === "。" || c === "！" || c === "？") cut(i + 1);
    else if ((c === "." || c === "!" || c === "?") && (i + 1 >= turn.length || /\s/.test(turn.charAt(i + 1)))) cut(i + 1);
  }
  cut(turn.length);
  return out;
}

/** Verbs of checking (en, de, fr, es, it, pt, nl, pl, ru), lower case: a piece whose verb is one asks to look at a past action, not to act. */
const CHECK_VERBS: ReadonlySet<string> = new Set([
  "check", "verify", "confirm", "see", "look", "find",
  "prüf", "prüfe", "prüfen", "überprüf", "überprüfe", "kontrollier", "kontrolliere", "schau", "sieh", "nachsehen", "nachschauen",
  "vérifie", "vérifiez", "verifie", "regarde", "regardez", "contrôle", "controle", "confirme", "confirmez",
  "comprueba", "compruebe", "revisa", "revise", "mira", "verifica", "verifique", "confirma", "controlla", "confere", "confira",
  "controleer", "kijk", "sprawdź", "sprawdz", "проверь", "проверьте", "уточни", "посмотри",
]);
/** Words that open what is checked (whether, if, ob, si, se, of, czy, ли). */
const CHECK_OBJECTS: ReadonlySet<string> = new Set(["whether", "if", "ob", "si", "se", "of", "czy", "ли", "что"]);
/**
 * A Korean, Japanese or Chinese check: an embedded question before or after a check verb
 * (`…는지 확인`, `…か確認`; Chinese `确认…是否` in `zhChecks`). One pattern per language, so
 * each is proved linear on its own (the three in one alternation timed out in the checker).
 */
const CJK_CHECKS: readonly RegExp[] = [
  /(?:지|는지|ㄴ지|인지)\s?(?:다시\s?|한번\s?|좀\s?)?(?:확인|조회|알아봐|봐\s?주)/u,
  /(?:か|かどうか)\s?(?:もう一度|再度)?\s?(?:確認|チェック|調べ|見て)/u,
];
/** A Chinese check verb, and the question word that must follow it within `ZH_CHECK_REACH` units of its sentence (read in two steps: one bounded gap regex timed out in the checker). */
const ZH_CHECK_VERB = /(?:确认|確認|核实|核實|查一下|查查|看看|看一下)/gu;
const ZH_CHECK_QUESTION = /(?:是否|有没有|有沒有|没有|沒有|了吗|了嗎|吗|嗎)/u;
const ZH_SENTENCE_END = /[。！？\n]/u;
const ZH_CHECK_REACH = 40;

/** Whether a Chinese check verb has its question word after it in the same sentence (`确认…是否`). */
function zhChecks(piece: string): boolean {
  ZH_CHECK_VERB.lastIndex = 0;
  for (let m = ZH_CHECK_VERB.exec(piece); m !== null; m = ZH_CHECK_VERB.exec(piece)) {
    const from = m.index + m[0].length;
    let after = piece.slice(from, from + ZH_CHECK_REACH + 2);
    const end = after.search(ZH_SENTENCE_END);
    if (end >= 0) after = after.slice(0, end);
    if (ZH_CHECK_QUESTION.test(after)) return true;
  }
  return false;
}

/**
 * Whether a piece asks to check a past action (blind round 12): its verb is one of checking
 * (`CHECK_VERBS`) with what it checks opened by `whether`/`ob`/`si`/`czy` … after it (in the piece
 * or opening the next one, `next`), or a CJK
 * embedded question with a check verb (`CJK_CHECKS`). Such a piece names the payment as what
 * to look at, so it neither re-arms it nor asks for a repeat (`check again whether …` checks again).
 */
function checksPast(piece: string, next: string): boolean {
  if (CJK_CHECKS.some((re) => re.test(piece)) || zhChecks(piece)) return true;
  const ws = piece.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const at = ws.findIndex((w) => CHECK_VERBS.has(w));
  if (at < 0) return false;
  for (let i = at + 1; i < ws.length; i++) if (CHECK_OBJECTS.has(ws[i] as string)) return true;
  // `Prüf bitte noch einmal, ob …`: what it checks opens the next piece
  const first = next.toLowerCase().match(/[\p{L}']+/u)?.[0];
  return first !== undefined && CHECK_OBJECTS.has(first);
}

/** What a user's turn asks the assistant to do (`requestsOf`). */
export interface TurnRequests {
  /** The request pieces (and the statement pieces a request points back to), joined by line breaks; `""` when the turn asks for nothing. */
  text: string;
  /** Some request piece asks for a repeat (`again`, `noch einmal`, `다시`, `もう一度`, `再` …): the last side effect the user's word ran re-arms once. */
  repeat: boolean;
}

/**
 * The pieces of a user's turn that ask the assistant to act, and whether one asks for a repeat
 * (see the module comment).
 *
 * @example
 * requestsOf("Did it arrive? If not, pay 50 EUR to DE89370400440532013000 again.") // { text: "pay 50 EUR to DE89370400440532013000 again.", repeat: true }
 * requestsOf("I already paid Anna 50 EUR yesterday.")                             // { text: "", repeat: false }
 * requestsOf("Cancel the 50 EUR to DE89370400440532013000.")                       // { text: "", repeat: false }
 */
export function requestsOf(turn: string): TurnRequests {
  const asked: string[] = [];
  let repeat = false;
  for (const sentence of sentences(turn)) {
    if (isQuestion(sentence)) continue;
    let before: Reading = "other";
    // reported speech: "open" while the pieces are what someone else said
    let reported = false;
    const pieces = subClauses(sentence).flatMap(piecesOf);
    for (let pi = 0; pi < pieces.length; pi++) {
      const piece = pieces[pi] as string;
      let r: Reading;
      if (reported) {
        // what someone else said is no request; a statement they reported closes the report,
        // so the user's own request after it is read ("Anna says it bounced — please send it again");
        // a reported imperative ("Anna said, pay it again") keeps it open
        r = "other";
        if (readPiece(piece) !== "request") reported = false;
      } else if (cancels(piece) || prohibits(piece) || checksPast(piece, pieces[pi + 1] ?? "")) r = "other";
      else {
        r = readPiece(piece);
        if (r === "none") r = before;
      }
      const rep = reportIn(piece);
      if (rep !== null && rep.at === "end") reported = true;
      else if (rep !== null) {
        // the reported content is in this piece: never the user's request; an imperative there keeps the report open
        r = "other";
        reported = readPiece(rep.content) === "request";
      }
      if (r === "request") {
        asked.push(piece);
        // a repeat that names no value of its own points back at what ran before
        if (repeats(piece) && !carriesValue(piece) && !namesOwnPayee(piece)) repeat = true;
      }
      before = r === "request" ? "request" : "other";
    }
  }
  return { text: asked.join("\n"), repeat };
}
