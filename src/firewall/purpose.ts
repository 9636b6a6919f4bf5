/**
 * The purpose a user gives a value (issue 18, vouching round 5): "who is alice@x.example?"
 * names an address as the *subject of a lookup*; "send the notes to alice@x.example" names it
 * as a recipient. A value the user named only to ask about it vouches for reads (a search, a
 * fetch) but for no side effect: an injection that turns the question into "mail the report
 * to that address" or "pay the IBAN the user wanted checked" asks for an approval.
 *
 * Mechanism (data per language, `LOOKUP_*` and `ACTION_*`; EN, DE, ES, FR, KO, JA, ZH):
 * 1. A clause of the turn (`clauses` in `user-turns.ts`) is cut into **pieces** at a comma and
 *    at a joining word (`and`, `then`, `und`, `dann`, `y`, `luego`, `et`, `puis`, `그리고`,
 *    `そして`, `然后` … `JOINERS`), outside code spans.
 * 2. A piece with a lookup cue (`who`, `check`, `verify`, `wer`, `prüfe`, `quién`, `comprueba`,
 *    `qui`, `vérifie`, `누구`, `확인`, `誰`, `確認`, `谁`, `查` …) and no action cue (`send`, `pay`,
 *    `transfer`, `überweise`, `envía`, `paga`, `envoie`, `보내`, `송금`, `送金`, `转账` …) is a
 *    **lookup**; a piece with neither cue takes the role of the piece before it in its clause
 *    (`who is A and B?`: B is asked about too; `send it to A and B`: B is a recipient) —
 *    unless it points back with no payee of its own (`look up A and email him`: a request).
 * 3. A later piece of the same turn that names no payee of its own and points back (`him`, `her`,
 *    `it`, `there`, `ihm`, `le`, `lui`, `그에게`, `そこ`, `他` … `POINT_BACK`) and is no lookup
 *    itself turns the latest lookup piece before it into a request ("Who is A? Mail her the
 *    notes.": A is a recipient after all).
 *
 * Fail closed towards an approval, never a denial: a lookup piece's values are filed apart
 * (the trusted entry `lookup:user:<n>`), vouch for reads, and make a side effect ask. Cues are
 * matched as whole words (or word starts for longer stems) in Latin scripts and as substrings
 * in Korean, Japanese and Chinese. Linear: one pass per turn, set lookups, no regex but the
 * word class run `WORD`.
 *
 * Limits: a question without a cue word (`is alice@x.example Bob's address?`) is no lookup; a
 * cue in another language than these seven is not read; a piece that points back with words not
 * listed (`the same one`) does not promote.
 */

/** A word: a run of letters, digits and apostrophes (linear: one class run). */
const WORD = /[\p{L}\p{N}'’]+/gu;

/** Latin-script lookup cues, whole words (en, de, es, fr). */
const LOOKUP_WORDS: ReadonlySet<string> = new Set([
  // en
  "who", "whom", "whose", "who's", "what", "what's", "which", "whois", "lookup", "whether", "belongs", "belong", "owner", "owns",
  // de
  "wer", "wem", "wen", "wessen", "welche", "welcher", "welches", "welchem", "welchen", "gültig", "gehört", "suche", "suchen", "sucht", "nachschlagen",
  // es
  "quién", "quien", "quiénes", "qué", "cuál", "cuáles", "válido", "válida", "pertenece",
  // fr
  "qui", "quel", "quelle", "quels", "quelles", "quoi", "valide", "appartient",
]);
/** Latin-script lookup stems: a word that starts with one (at least 4 letters, so no short word collides). */
const LOOKUP_STEMS: readonly string[] = [
  // en
  "check", "verif", "valid", "identif", "search", "research", "investigat", "find",
  // de
  "prüf", "überprüf", "ueberpruef", "kontrollier", "herausfind", "recherchier", "verifizier", "validier",
  // es
  "comprueb", "comprob", "verific", "busca", "busque", "consult", "averigu", "identific", "revis",
  // fr
  "vérifi", "verifi", "cherch", "recherch", "trouv", "consult", "identifi", "renseign", "contrôl", "control",
];
/** Two-word lookup phrases (en, de, fr). */
const LOOKUP_PHRASES: ReadonlySet<string> = new Set(["look up", "looks up", "look into", "find out", "tell me", "tell us", "schau nach", "sieh nach", "schlag nach"]);
/** Korean, Japanese and Chinese lookup cues, matched as substrings. */
const LOOKUP_MARKERS: readonly string[] = [
  // ko
  "누구", "누군", "누가", "무엇", "뭐야", "뭔지", "무슨", "어떤", "어느", "확인", "조회", "검색", "찾아", "찾기", "알아봐", "알려줘", "유효", "맞는지", "소유",
  // ja
  "誰", "だれ", "どなた", "何", "なに", "どの", "どれ", "確認", "調べ", "しらべ", "検索", "照会", "有効", "探し", "持ち主", "教えて",
  // zh
  "谁", "什么", "什麼", "哪", "查", "核实", "核實", "验证", "驗證", "确认", "搜索", "搜尋", "属于", "屬於", "是否", "告诉我", "告訴我",
];

/**
 * Latin- and Cyrillic-script action cues, whole words (en de es fr it pt nl pl sv tr ru): verbs of a side effect that say the value is where
 * something goes. Only verbs that are no noun of a value (`email`, `text`, `call` are left out:
 * "the email address alice@x.example — whose is it?" asks).
 */
const ACTION_WORDS: ReadonlySet<string> = new Set([
  // en
  "pay", "pays", "paid", "paying", "wire", "wired", "remit", "send", "sends", "sent", "sending", "forward", "forwarded", "invite", "invited",
  "share", "shared", "refund", "deposit", "notify", "submit", "deliver", "donate", "reimburse", "transfer", "transferred", "schedule",
  "cc", "bcc", "dm", "ping", "inform", "reply", "respond", "post", "publish",
  // de
  "zahle", "bezahle", "bezahlen", "bezahl", "überweise", "überweisen", "überweis", "schicke", "schicken", "schick", "sende",
  "senden", "leite", "teile", "teilen",
  // es
  "paga", "pague", "pagar", "págale", "pagale", "envía", "envia", "envíe", "envíale", "enviale", "enviar", "manda", "mande", "mándale", "mandale",
  "transfiere", "transfiera", "transferir", "págala", "págalo", "envíala", "envíalo", "mándala", "mándalo", "transfiérela", "transfiérelo", "reenvía", "reenvia", "invita", "comparte", "deposita", "ingresa", "dona",
  // fr
  "paie", "paye", "payez", "payer", "vire", "virez", "virer", "envoie", "envoyez", "envoyer", "transfère", "transfere", "transférer",
  "transfert", "transmets", "transmettez", "invite", "invitez", "partage", "partagez", "rembourse", "verse", "versez",
  // it
  "pagare", "paghi", "invia", "inviare", "invii", "mandare", "inoltra", "inoltrare", "bonifica", "trasferisci", "trasferire",
  "condividi", "condividere", "invitare", "rimborsa", "versa", "rispondi",
  // pt
  "pague", "enviar", "envie", "mandar", "transfira", "encaminhe", "encaminhar", "compartilhe", "compartilhar", "partilhe", "partilhar",
  "convide", "convidar", "reembolse", "deposite", "responda",
  // nl (no `deel`: a noun too)
  "betaal", "betalen", "stuur", "sturen", "verstuur", "versturen", "zend", "doorsturen", "delen", "uitnodigen", "terugbetalen",
  // pl
  "zapłać", "zaplac", "przelej", "wyślij", "wyslij", "prześlij", "przeslij", "udostępnij", "udostepnij", "zaproś", "zapros",
  // sv (no `dela`: Portuguese "of her")
  "betala", "skicka", "överför", "vidarebefordra", "bjud",
  // tr
  "öde", "gönder", "yolla", "aktar", "paylaş",
  // ru
  "заплати", "оплати", "переведи", "отправь", "пошли", "перешли", "поделись", "пригласи",
]);
/** Korean, Japanese and Chinese action cues, matched as substrings. */
const ACTION_MARKERS: readonly string[] = [
  // ko
  "보내", "보낸", "송금", "이체", "입금", "결제", "지불", "지급", "전송", "전달해", "초대", "공유", "납부", "부쳐",
  // ja
  "送金", "送って", "送信", "送る", "振込", "振り込", "支払", "払って", "転送", "招待", "共有",
  // zh
  "发给", "發給", "发送", "發送", "寄给", "寄給", "汇款", "匯款", "转账", "轉賬", "轉帳", "付款", "支付", "转给", "轉給", "邀请", "邀請", "分享给",
];

/** Words that join two pieces of one clause (en, de, es, fr), cut before. */
const JOINERS: ReadonlySet<string> = new Set(["and", "then", "also", "und", "dann", "sowie", "y", "e", "luego", "después", "et", "puis", "ensuite"]);
/** Korean, Japanese and Chinese joining words, cut before. */
const JOINER_MARKERS: readonly string[] = ["그리고", "그다음", "그 다음", "다음에", "そして", "それから", "その後", "然后", "然後", "并且", "並且", "再"];

/** Latin-script words that point back at a value named before (en, de, es, fr). */
const POINT_BACK: ReadonlySet<string> = new Set([
  "him", "her", "them", "it", "there", "ihm", "ihn", "ihnen", "dort", "dorthin", "dahin", "allí", "ahí", "lui", "leur", "y", "là",
]);
/** Korean, Japanese and Chinese words that point back, matched as substrings. */
const POINT_BACK_MARKERS: readonly string[] = [
  "그에게", "그녀에게", "그분", "그 사람", "그사람", "거기", "그쪽", "그리로", "그곳", "그 계좌", "그 주소", "그 번호", "해당",
  "彼", "そこ", "そちら", "その口座", "そのアドレス", "その番号", "その人", "先方",
  "他", "她", "它", "那里", "那裡", "那儿", "该账户", "該帳戶", "那个", "那個", "这个", "這個",
];
/**
 * Spanish verbs with an object pronoun glued on (`envíale`, `págale`): an action word with an
 * accent and one of these endings. (The pronouns alone — `le`, `la`, `les` — are left out: in
 * French they are articles.)
 */
const GLUED_POINT_BACK: readonly string[] = ["le", "les", "lo", "la"];

/**
 * Latin-script words that cancel, stop or undo a side effect (en, de, es, fr), whole words:
 * "Cancel the 50 EUR to DE89…", "stop that transfer", "storniere die Überweisung", "annule le
 * virement", "cancela la transferencia". A piece with one asks for no side effect with its
 * values (`cancels`; `user-turns.ts` files it as a prohibition). `stop` and `halt` are verbs of
 * a side effect too (`docker stop`): a value named only with them costs an approval.
 */
const CANCEL_WORDS: ReadonlySet<string> = new Set([
  // en
  "cancel", "cancels", "cancelled", "canceled", "cancelling", "canceling", "stop", "halt", "undo", "revoke", "reverse", "void", "abort", "retract", "rescind",
  // de
  "storniere", "stornieren", "storniert", "storno", "stoppe", "stopp", "stoppen", "widerrufe", "widerrufen", "annulliere", "annullieren", "abbrechen", "rückgängig",
  // es
  "cancela", "cancele", "cancelar", "anula", "anule", "anular", "detén", "deten", "detener", "revierte", "revertir", "deshaz", "deshacer", "revoca", "revocar",
  // fr
  "annule", "annulez", "annuler", "arrête", "arrêtez", "arrêter", "stoppe", "stoppez", "révoque", "révoquez", "révoquer", "bloque", "bloquez",
]);
/** Korean, Japanese and Chinese cancel, stop and undo cues, matched as substrings. */
const CANCEL_MARKERS: readonly string[] = [
  // ko
  "취소", "중지", "중단", "철회", "멈춰", "멈추", "되돌려", "그만",
  // ja
  "キャンセル", "取り消", "取消", "中止", "止めて", "やめて", "撤回", "差し止め",
  // zh
  "取消", "撤销", "撤銷", "撤回", "停止", "暂停", "暫停", "作废", "作廢", "拦截", "攔截",
];

/**
 * Whether a piece of a user's turn cancels, stops or undoes something (`CANCEL_WORDS`,
 * `CANCEL_MARKERS`), read outside its value tokens and code spans: "cancel the 50 EUR to
 * DE89…", "stop that transfer", "이체 취소해 주세요", "送金をキャンセルして", "取消那笔转账".
 */
export function cancels(piece: string): boolean {
  const text = cueText(withoutCode(piece));
  if (hasMarker(text, CANCEL_MARKERS)) return true;
  for (const w of wordsOf(text)) if (CANCEL_WORDS.has(w)) return true;
  return false;
}

/** Whether a piece has an action cue (`ACTION_WORDS`, `ACTION_MARKERS`: `send`, `pay`, `überweise`, `보내`, `送金`, `转账` …). */
export function actionCue(piece: string): boolean {
  return cues(piece).action;
}

/** Demonstratives that point back at a statement before (`pay that`, `überweise das`, `paga eso`, `payez cela`): a framed piece is taken over by them too (`frames.ts`). */
const POINT_BACK_DEMONSTRATIVES: ReadonlySet<string> = new Set(["that", "this", "same", "das", "dies", "dasselbe", "eso", "esto", "lo", "ça", "cela", "isso", "isto", "quello", "questo", "lo", "dat", "dit", "to", "это"]);

/** Whether a piece points back at something named before (`him`, `it`, `there`, `ihm`, `그에게`, `そこ`, `他` …, and demonstratives: `that`, `das`, `eso` …). */
export function pointsBack(piece: string): boolean {
  if (cues(piece).pointsBack) return true;
  for (const w of wordsOf(cueText(piece))) if (POINT_BACK_DEMONSTRATIVES.has(w)) return true;
  return false;
}

/** Whether a piece names a payee of its own (`namesPayee`): an address, a path, a long digit run, an IBAN-like token. */
export function namesOwnPayee(piece: string): boolean {
  return namesPayee(piece);
}

/** `text` with its code spans (`` `…` ``) blanked: a command's words are no cue (`systemctl stop nginx`). */
export function withoutCode(text: string): string {
  if (!text.includes("`")) return text;
  let out = "";
  let inCode = false;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charAt(i) !== "`") continue;
    if (!inCode) out += text.slice(from, i);
    else out += " ";
    inCode = !inCode;
    from = i + 1;
  }
  // an unclosed span: its text stays (nothing is hidden by a stray backtick)
  return out + text.slice(inCode ? from - 1 : from);
}

/** The role of a piece of a user's turn. */
export type PieceRole = "lookup" | "request";

/** A piece of a user's turn and its role. */
export interface Piece {
  text: string;
  role: PieceRole;
  /** The piece names a value of its own (a digit, `@`, `/`, `:`, `#`, a code span): a lookup piece without one names nothing to promote, and is not filed apart. */
  hasValue: boolean;
}

/** The lower-cased words (letters, digits, apostrophes; `’` read as `'`) of `text`, in order. */
export function wordsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(WORD)) out.push(m[0].replace(/’/g, "'"));
  return out;
}

/** Whether `text` holds any of `markers` as a substring (CJK cues, which have no word breaks). */
export function hasMarker(text: string, markers: readonly string[]): boolean {
  for (const m of markers) if (text.includes(m)) return true;
  return false;
}

/** Whether a word starts with a stem (stems are at least 4 letters). */
function hasStem(w: string, stems: readonly string[]): boolean {
  for (const s of stems) if (w.startsWith(s)) return true;
  return false;
}

/** Whether a whitespace token is a value (a URL, path, address, domain), whose words are no cue: `…/search?q=…`. */
function valueToken(t: string): boolean {
  if (t.includes("/") || t.includes("@") || t.includes("`")) return true;
  const dot = t.indexOf(".");
  return dot > 0 && dot < t.length - 1 && /[\p{L}\p{N}]/u.test(t.charAt(dot + 1));
}

/** The text of a piece without its value tokens (`valueToken`). */
function cueText(text: string): string {
  return text
    .split(/\s+/)
    .filter((t) => !valueToken(t))
    .join(" ");
}

/** The cues of a piece: a lookup cue, an action cue, a word that points back (read outside its value tokens). */
function cues(piece: string): { lookup: boolean; action: boolean; pointsBack: boolean } {
  const text = cueText(piece);
  const ws = wordsOf(text);
  let lookup = hasMarker(text, LOOKUP_MARKERS);
  let action = hasMarker(text, ACTION_MARKERS);
  let pointsBack = hasMarker(text, POINT_BACK_MARKERS);
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i] as string;
    const next = ws[i + 1];
    if (LOOKUP_WORDS.has(w) || hasStem(w, LOOKUP_STEMS)) lookup = true;
    if (next !== undefined && LOOKUP_PHRASES.has(`${w} ${next}`)) lookup = true;
    if (ACTION_WORDS.has(w)) {
      action = true;
      if (GLUED_POINT_BACK.some((e) => w.endsWith(e)) && /[áé]/.test(w)) pointsBack = true;
    }
    if (POINT_BACK.has(w)) pointsBack = true;
  }
  return { lookup, action, pointsBack };
}

/** Whether a piece carries a value (a digit, a code span, `@`, `/`, `:`, `#`). */
function carriesValue(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 48 && c <= 57) || c === 96 || c === 64 || c === 47 || c === 58 || c === 35) return true;
  }
  return false;
}

/**
 * Whether a piece names a payee of its own — a token with `@` or `/`, with 7 or more digits,
 * or of 10 or more letters and digits mixed (an IBAN) — so a word in it that points back
 * refers to that, not to a value asked about before (`pay 40 EUR to it` names none).
 */
function namesPayee(text: string): boolean {
  return text.split(/\s+/).some(payeeToken);
}

/**
 * Whether one whitespace token is an address, a path or an account: it holds `@` or `/`, 7 or
 * more ASCII digits, or 10 or more ASCII letters and digits with both kinds (an IBAN-like mix).
 * Shared with `frames.ts`'s value reader. Linear in the token.
 */
export function payeeToken(t: string): boolean {
  if (t.includes("@") || t.includes("/")) return true;
  let digits = 0;
  let letters = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c >= 48 && c <= 57) digits += 1;
    else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letters += 1;
  }
  return digits >= 7 || (digits > 0 && letters > 0 && digits + letters >= 10);
}

/**
 * Cuts one clause into pieces at commas and before joining words (`JOINERS`,
 * `JOINER_MARKERS`), outside code spans. Linear: one pass, each joiner tested at a word
 * start.
 */
export function piecesOf(clause: string): string[] {
  const out: string[] = [];
  let from = 0;
  let inCode = false;
  const cut = (at: number, next: number): void => {
    const t = clause.slice(from, at).trim();
    if (t !== "") out.push(t);
    from = next;
  };
  for (let i = 0; i < clause.length; i++) {
    const c = clause.charAt(i);
    if (c === "`") inCode = !inCode;
    if (inCode) continue;
    if (c === "," && (i + 1 >= clause.length || /\s/.test(clause.charAt(i + 1)))) {
      cut(i, i + 1);
      continue;
    }
    if (i > 0 && /\s/.test(clause.charAt(i - 1))) {
      const m = /^[\p{L}']+/u.exec(clause.slice(i, i + 12));
      // a joining word standing alone (`e` of `e-mail` is none)
      if (m !== null && JOINERS.has(m[0].toLowerCase()) && /\s/.test(clause.charAt(i + m[0].length))) {
        cut(i, i);
        continue;
      }
    }
    for (const j of JOINER_MARKERS) {
      if (i > from && clause.startsWith(j, i)) {
        cut(i, i);
        break;
      }
    }
  }
  cut(clause.length, clause.length);
  return out;
}

/**
 * The pieces of a turn's clauses with their roles (see the module comment). The clauses are
 * those the user did not forbid (`user-turns.ts`), in order.
 *
 * @example
 * rolesOf(["Who is alice@x.example?", "Send the notes to bob@y.example"]).map((p) => p.role) // ["lookup", "request"]
 */
export function rolesOf(clauses: readonly string[]): Piece[] {
  const out: Piece[] = [];
  for (const clause of clauses) {
    let before: PieceRole = "request";
    let first = true;
    for (const text of piecesOf(clause)) {
      const c = cues(text);
      // no cue: the role before it, unless it does something to a value named before (`and email him the notes`)
      const inherit: PieceRole = c.pointsBack && !namesPayee(text) ? "request" : before;
      const role: PieceRole = c.lookup && !c.action ? "lookup" : c.lookup || c.action || first ? "request" : inherit;
      const hasValue = carriesValue(text);
      // a request that points back, with no value of its own, makes the latest lookup before it a request
      if (role === "request" && !namesPayee(text) && c.pointsBack) {
        for (let i = out.length - 1; i >= 0; i--) {
          const p = out[i] as Piece;
          if (p.role === "lookup" && p.hasValue) {
            p.role = "request";
            break;
          }
          if (p.hasValue) break;
        }
      }
      out.push({ text, role, hasValue });
      before = role;
      first = false;
    }
  }
  return out;
}
