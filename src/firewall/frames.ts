/**
 * Frames of a user's piece that ask for no new action (issue 18, vouching by role): values the
 * user names only as **past** context ("last month I paid Bob 300 …"), inside a **question**
 * ("is DE75… really Bob's account?") or in a **quotation** of someone else's request ("the
 * e-mail says to pay 450 EUR to DE75…, is that legit?") vouch for reads, never for a new side
 * effect: `user-turns.ts` files such pieces with the lookup pieces (`lookup:user:<n>`), so an
 * injected payment that uses them asks. A later request of the same turn that points back
 * (`pay him again`, `please pay it`, `transfer that`) and names no payee of its own takes them
 * over.
 *
 * Per piece (`piecesOf` in `purpose.ts`), never when the piece itself reads as a request to the
 * assistant (an imperative or a polite request: `requests.ts`):
 * - **question**: its clause ends in `?`/`？` (or opens with `¿`) and does not open as a polite
 *   request (`questions.ts`, plus `MORE_POLITE`: `puoi`, `pode`, `kun je`, `możesz`, `можешь`,
 *   `能`, `可以` …);
 * - **quotation**: a reporting word (`says`, `dice`, `diz`, `zegt`, `mówi`, `говорит` …,
 *   `REPORT_WORDS`, and `requests.ts`'s) with an action cue after it: someone else's request;
 * - **past**: a past-time word or phrase (`yesterday`, `last month`, `ago`, `already`, `gestern`,
 *   `letzte Woche`, `hier`, `ayer`, `ontem`, `ieri`, `gisteren`, `wczoraj`, `вчера`, `지난달`,
 *   `先月`, `上个月` … `PAST_*`) or a past form of a payment verb (`paid`, `überwiesen`, `pagué`,
 *   `payé`, `paguei`, `pagato`, `betaald`, `zapłaciłem`, `заплатил`, `보냈`, `払いました`, `转了` …).
 * - **mention**: a statement that names an address, account or link as a source (`from`, `von`,
 *   `de`, `da`, `van`, `od`, `от`, `から`, `에서`, `来自` …) or beside a complaint or warning cue
 *   (`spam`, `scam`, `keep getting`, `watch out`, `Betrug`, `arnaque`, `estafa`, `truffa`,
 *   `oszust`, `мошен`, `사기`, `詐欺`, `诈骗` … `MENTION_*`);
 * - **negation**: a statement that denies something of such a value (`not`, `no`, `pas`, `아니`,
 *   `ではない`, `不是` …), which a pointing request does not take over.
 * A piece with no cue of its own after a framed piece in its clause is framed too.
 *
 * Linear: the word class run of `purpose.ts` and bounded substring scans; no regex here.
 */
import { actionCue, hasMarker, payeeToken, wordsOf } from "./purpose.js";
import { isQuestion } from "./questions.js";
import { readsAsRequest } from "./requests.js";

/**
 * Why a piece asks for no new action. `mention`: a statement that names a value as the source or
 * subject of a complaint or warning ("I keep getting invoices from billing@x", "watch out for
 * DE75…, it's a scam"); `negation`: a statement that denies something of it ("x@y is not our
 * address") — a pointing request does not take a negation over.
 */
export type Frame = "past" | "question" | "quotation" | "mention" | "negation";

/** Polite openers of a question that asks to act, beyond `questions.ts` (pt it nl pl ru, and more en/fr/es; lower case). */
const MORE_POLITE: readonly string[] = [
  "could we", "can we", "would it be possible", "is it possible", "would you mind", "mind ",
  "est-ce que tu peux", "est-ce que vous pouvez", "tu peux", "vous pouvez", "me puedes", "me podrías", "me podrias", "puede", "pueden",
  "pode", "podes", "poderia", "podia", "você pode", "voce pode", "consegue",
  "puoi", "potresti", "può", "puo", "potrebbe", "riesci",
  "kun je", "kunt u", "zou je", "zou u", "wil je", "wilt u", "kan je",
  "możesz", "mozesz", "czy możesz", "czy mozesz", "czy mógłbyś", "czy moglbys", "czy mogłabyś", "czy może pan", "czy może pani",
  "можешь", "можете", "не могли бы", "не можешь ли", "не мог бы",
];
/** CJK markers of a question that asks to act (`能…吗`, `可以…吗`, `してもらえ`, `할 수 있`). */
const CJK_POLITE: readonly string[] = ["能不能", "可不可以", "可以", "能否", "能", "してもらえ", "してくれ", "できますか", "할 수 있", "해 줄", "해줄", "줄래", "줄 수"];

/** Reporting words beyond `requests.ts` (pt it nl pl ru, and more en/de/fr/es). */
const REPORT_WORDS: ReadonlySet<string> = new Set([
  "says", "said", "asks", "asked", "wants", "wanted", "instructs", "instructed", "demands", "demanded", "requests", "requested", "tells", "told", "claims", "writes", "wrote",
  "sagt", "sagte", "schreibt", "schrieb", "verlangt", "fordert", "bittet", "behauptet",
  "dice", "dijo", "pide", "pidió", "escribe", "exige",
  "dit", "demande", "écrit", "exige", "réclame",
  "diz", "disse", "pede", "pediu", "escreve", "escreveu", "mandou",
  "dicono", "chiede", "scrive", "detto", "chiesto",
  "zegt", "zei", "vraagt", "vroeg", "schrijft", "eist",
  "mówi", "mowi", "pisze", "prosi", "każe", "kaze", "żąda", "zada",
  "говорит", "пишет", "просит", "сказал", "сказала", "сказали", "требует", "написано",
]);
/** CJK reporting marks (a quotation or a report). */
const REPORT_MARKERS: readonly string[] = ["라고", "다고", "래요", "と言", "って言", "と書", "と書い", "说", "說", "要求", "让我", "讓我", "叫我"];

/** Past-time words (lower case; en de es fr pt it nl pl ru). */
const PAST_WORDS: ReadonlySet<string> = new Set([
  "yesterday", "ago", "already", "previously", "earlier", "formerly", "recently",
  "gestern", "vorgestern", "bereits", "schon", "früher", "neulich", "damals", "vorhin",
  "ayer", "anteayer", "anteriormente", "ya",
  "déjà", "deja", "auparavant", "récemment",
  "ontem", "anteontem", "já", "atrás",
  "ieri", "già", "gia", "precedentemente",
  "gisteren", "eergisteren", "geleden", "eerder", "vroeger",
  "wczoraj", "przedwczoraj", "temu", "już", "juz", "wcześniej", "wczesniej",
  "вчера", "позавчера", "назад", "уже", "ранее",
]);
/** Past-time phrases (two words, lower case). */
const PAST_PHRASES: ReadonlySet<string> = new Set([
  "last week", "last month", "last year", "last time", "last friday", "last monday", "last quarter",
  "letzte woche", "letzten monat", "letztes jahr", "letzten freitag", "letzte mal", "vorigen monat", "vorige woche", "letztes mal",
  "mes pasado", "semana pasada", "año pasado", "vez pasada",
  "mois dernier", "semaine dernière", "semaine derniere", "année dernière", "annee derniere", "l'an dernier", "fois dernière",
  "mês passado", "mes passado", "semana passada", "ano passado",
  "mese scorso", "settimana scorsa", "anno scorso", "volta scorsa",
  "vorige week", "vorige maand", "vorig jaar", "afgelopen maand", "afgelopen week",
  "zeszłym miesiącu", "zeszlym miesiacu", "zeszłym tygodniu", "zeszłym roku", "ubiegłym miesiącu", "ostatnim razem",
  "прошлом месяце", "прошлой неделе", "прошлом году", "в прошлый",
]);
/** Past forms of payment verbs (lower case; en de es fr pt it nl pl ru). */
const PAST_VERBS: ReadonlySet<string> = new Set([
  "paid", "sent", "transferred", "wired", "remitted", "settled", "gave", "deposited",
  "bezahlt", "gezahlt", "überwiesen", "ueberwiesen", "geschickt", "gesendet", "beglichen", "zahlte", "überwies",
  "pagué", "pagado", "pagó", "envié", "enviado", "transferí", "transferido", "mandé", "mandado",
  "payé", "envoyé", "viré", "versé", "réglé", "transféré",
  "paguei", "pagou", "enviei", "enviou", "transferi", "transferiu",
  "pagato", "pagai", "inviato", "bonificato", "versato", "saldato",
  "betaald", "overgemaakt", "gestuurd", "overgeboekt",
  "zapłaciłem", "zaplacilem", "zapłaciłam", "zaplacilam", "zapłacił", "przelałem", "przelalem", "przelałam", "wysłałem", "wyslalem", "wysłałam",
  "заплатил", "заплатила", "перевёл", "перевел", "перевела", "отправил", "отправила", "оплатил", "оплатила",
]);
/** Korean, Japanese and Chinese past-time words and past forms of payment verbs, as substrings. */
const PAST_MARKERS: readonly string[] = [
  "어제", "그저께", "지난달", "지난 달", "지난주", "지난 주", "지난번", "작년", "이미", "벌써", "보냈", "송금했", "이체했", "냈어", "지불했", "결제했",
  "昨日", "先月", "先週", "去年", "前回", "既に", "すでに", "払いました", "払った", "送金しました", "送金した", "振り込みました", "振り込んだ", "送りました",
  "昨天", "前天", "上个月", "上個月", "上周", "上週", "上次", "去年", "已经", "已經", "转了", "轉了", "付了", "汇了", "匯了", "打了", "给了", "給了",
];

/**
 * Complaint and warning cues (lower case word starts; en de es fr pt it nl pl ru): a statement
 * with one names its values as what the user complains about or warns of, not as where
 * something should go.
 */
const MENTION_STEMS: readonly string[] = [
  "spam", "scam", "phish", "fraud", "suspicious", "sketchy", "fake", "bogus", "unknown", "strange", "weird", "annoying", "harass", "beware", "warning", "complain", "unsolicited", "dodgy", "shady", "impersonat",
  "betrug", "betrüger", "verdächtig", "seltsam", "komisch", "unbekannt", "nervig", "belästig", "ständig", "dauernd", "vorsicht", "warnung", "gefälscht", "unseriös",
  "arnaque", "escroc", "fraude", "suspect", "bizarre", "étrange", "etrange", "inconnu", "louche", "méfie", "mefie", "hameçon", "harcèle",
  "estafa", "sospechos", "raro", "extraño", "extrano", "desconocid", "cuidado", "timo",
  "golpe", "suspeit", "estranho", "desconhecid",
  "truffa", "frode", "sospett", "strano", "sconosciut", "attenzione",
  "oplicht", "verdacht", "vreemd", "onbekend",
  "oszust", "podejrzan", "dziwn", "nieznan", "uwaga",
  "спам", "мошен", "подозрит", "странн", "неизвестн", "осторожн", "развод",
];
/** Complaint and warning phrases (lower-case words joined by one space). */
const MENTION_PHRASES: readonly string[] = [
  "keep getting", "keeps getting", "keep receiving", "keeps sending", "keep sending", "keeps emailing", "keeps calling", "keeps texting", "never heard", "no idea", "watch out", "be careful", "look out", "don't recognise", "don't recognize",
  "pas op", "sin parar", "sans arrêt", "sans arret", "sem parar", "di continuo", "w kółko", "ciągle", "постоянно",
];
/** Korean, Japanese and Chinese complaint and warning markers, as substrings. */
const MENTION_MARKERS: readonly string[] = [
  "스팸", "사기", "피싱", "의심", "이상한", "모르는", "주의", "조심", "계속 와", "계속 오",
  "スパム", "詐欺", "フィッシング", "怪し", "不審", "知らない", "注意", "迷惑",
  "垃圾", "诈骗", "詐騙", "骗", "騙", "钓鱼", "釣魚", "可疑", "陌生", "不认识", "不認識", "小心", "骚扰", "騷擾",
];
/** Words that name a value as a source (`from x@y`, `von DE75…`), before a value token. */
const SOURCE_WORDS: ReadonlySet<string> = new Set(["from", "von", "vom", "de", "del", "desde", "da", "dal", "dalla", "van", "od", "от", "із", "z"]);
/** Korean, Japanese and Chinese source markers (`…에서`, `…から`, `来自…`), as substrings of a piece that holds a value. */
const SOURCE_MARKERS: readonly string[] = ["에서", "로부터", "から", "より", "来自", "來自", "从", "從", "发来", "發來", "寄来"];
/** Negation words of a statement (a prohibition is `user-turns.ts`'s): `x@y is not ours`, `no es nuestra`. */
const NEGATION_WORDS: ReadonlySet<string> = new Set(["not", "isn't", "aren't", "wasn't", "weren't", "doesn't", "didn't", "no", "pas", "geen", "nein", "ni"]);
const NEGATION_MARKERS: readonly string[] = ["아니", "않", "じゃない", "ではない", "ありません", "不是", "没有", "沒有", "并非", "並非"];

/** Whether a whitespace token is an address, an account or a link (`@`, `/`, 7+ digits, an IBAN-like mix, a dotted host). */
function valueLike(t: string): boolean {
  if (payeeToken(t)) return true;
  let letters = 0;
  for (let i = 0; i < t.length; i++) if (isAsciiLetter(t.charCodeAt(i))) letters += 1;
  // a dotted host: a dot inside, two letters after the last one (trailing punctuation cut by hand: no `$`-anchored run)
  let end = t.length;
  while (end > 0 && !isAsciiAlnum(t.charCodeAt(end - 1))) end -= 1;
  const last = t.lastIndexOf(".", end - 1);
  return t.indexOf(".") > 0 && last > 0 && end - last > 2 && letters >= 4 && isAsciiLetter(t.charCodeAt(end - 1)) && isAsciiLetter(t.charCodeAt(end - 2));
}

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
function isAsciiAlnum(c: number): boolean {
  return isAsciiLetter(c) || (c >= 48 && c <= 57);
}

/** The lower-case words of a piece outside its value tokens. */
function cueWords(piece: string): string[] {
  return wordsOf(
    piece
      .split(/\s+/)
      .filter((t) => !valueLike(t))
      .join(" "),
  );
}

/** Whether a statement names a value as a source or as the subject of a complaint or warning (`MENTION_*`, `SOURCE_*`). */
function mentions(piece: string): boolean {
  const tokens = piece.split(/\s+/);
  const values = tokens.filter(valueLike);
  if (values.length === 0) return false;
  if (hasMarker(piece, MENTION_MARKERS)) return true;
  const ws = cueWords(piece);
  for (const w of ws) for (const st of MENTION_STEMS) if (w.startsWith(st)) return true;
  const joined = ` ${ws.join(" ")} `;
  for (const ph of MENTION_PHRASES) if (joined.includes(` ${ph} `)) return true;
  return hasMarker(piece, SOURCE_MARKERS);
}

/**
 * The value tokens a statement names as a source (`from x@y`, `von DE75…`, `de x@y`: a value
 * token right after a word of `SOURCE_WORDS`), as written; empty when none. Only these tokens
 * leave the user's word: the rest of the piece (`… es de 90 euros`) stays.
 */
export function sourceValues(piece: string): string[] {
  if (readsAsRequest(piece)) return [];
  const tokens = piece.split(/\s+/);
  const out: string[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const prev = wordsOf(tokens[i - 1] as string);
    if (valueLike(tokens[i] as string) && prev.length > 0 && SOURCE_WORDS.has(prev[prev.length - 1] as string)) out.push(tokens[i] as string);
  }
  return out;
}

/** Whether a statement that names a value denies something of it (`NEGATION_*`). */
function negates(piece: string): boolean {
  if (!piece.split(/\s+/).some(valueLike)) return false;
  if (hasMarker(piece, NEGATION_MARKERS)) return true;
  return cueWords(piece).some((w) => NEGATION_WORDS.has(w));
}

/** Whether a question clause opens as a polite request to act (`questions.ts`'s openers, and `MORE_POLITE`, `CJK_POLITE`). */
function politeQuestion(clause: string): boolean {
  const s = clause.trimStart().replace(/^¿/, "").toLowerCase();
  for (const o of MORE_POLITE) if (s.startsWith(o)) return true;
  return hasMarker(clause, CJK_POLITE);
}

/** Whether a piece quotes someone else's request: a reporting word or mark with an action cue after it. */
function quotes(piece: string): boolean {
  for (const m of REPORT_MARKERS) {
    const at = piece.indexOf(m);
    if (at >= 0 && (actionCue(piece.slice(0, at)) || actionCue(piece.slice(at + m.length)))) return true;
  }
  const ws = wordsOf(piece);
  for (let i = 0; i < ws.length; i++) if (REPORT_WORDS.has(ws[i] as string) && actionCue(ws.slice(i + 1).join(" "))) return true;
  // a report of what someone else says a value is (`the e-mail says billing@x is our new account`)
  const tokens = piece.split(/\s+/);
  for (let i = 0; i < tokens.length; i++) {
    const w = wordsOf(tokens[i] as string);
    if (w.length > 0 && REPORT_WORDS.has(w[w.length - 1] as string) && tokens.slice(i + 1).some(valueLike)) return true;
  }
  return false;
}

/** Whether a piece holds a past-time word or phrase, or a past form of a payment verb. */
function past(piece: string): boolean {
  if (hasMarker(piece, PAST_MARKERS)) return true;
  const ws = wordsOf(piece);
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i] as string;
    if (PAST_WORDS.has(w) || PAST_VERBS.has(w)) return true;
    if (i + 1 < ws.length && PAST_PHRASES.has(`${w} ${ws[i + 1] as string}`)) return true;
  }
  return false;
}

/**
 * The frame of one piece of a user's clause, or `null` when it may ask for an action (module
 * comment). `clause` is the piece's clause as written with its terminator (`?` makes a question).
 *
 * @example
 * frameOf("Last month I paid Bob 300 EUR to DE75512108001245126199", "Last month I paid Bob 300 EUR to DE75512108001245126199.") // "past"
 * frameOf("please pay him 300 EUR again", "…; please pay him 300 EUR again.") // null
 */
export function frameOf(piece: string, clause: string): Frame | null {
  if (readsAsRequest(piece)) return null;
  if (quotes(piece)) return "quotation";
  if (isQuestion(clause) && !politeQuestion(clause)) return "question";
  if (past(piece)) return "past";
  if (negates(piece)) return "negation";
  if (mentions(piece)) return "mention";
  return null;
}

/**
 * Verbs that give a value a destination besides `purpose.ts`'s action cues (lower case; en de
 * fr es pt it nl): a piece with one addresses someone (`write to`, `set up a call with`,
 * `invite`, `contact`). `DEST_VERBS_FIRST` are nouns too (`call`, `mail`, `message`): read as a
 * verb only as the piece's first word after a filler (`please`, `now`, `also`).
 */
const DEST_VERBS: ReadonlySet<string> = new Set([
  "write", "contact", "tell", "ask", "settle", "begleiche", "règle", "réglez", "regle", "liquida", "salda", "remind", "notify", "inform", "invite", "add", "arrange", "organise", "organize", "set", "loop", "introduce", "include",
  "schreib", "schreibe", "maile", "antworte", "ruf", "kontaktiere", "informiere", "frag", "frage", "sag", "sage", "erinnere", "lade", "füge", "vereinbare", "organisiere", "buche",
  "écris", "écrivez", "réponds", "répondez", "appelle", "appelez", "contacte", "contactez", "préviens", "prévenez", "informe", "informez", "demande", "dis", "rappelle", "ajoute", "ajoutez", "organise", "réserve",
  "escribe", "escríbele", "responde", "respóndele", "llama", "llámale", "contacta", "avisa", "avísale", "informa", "pregunta", "dile", "recuérdale", "añade", "agrega", "organiza", "reserva", "agenda",
  "escreva", "responda", "ligue", "contate", "avise", "scrivi", "rispondi", "chiama", "contatta", "avvisa", "schrijf", "antwoord", "bel",
]);
const DEST_VERBS_FIRST: ReadonlySet<string> = new Set(["call", "mail", "email", "e-mail", "text", "message", "reply", "answer", "ping", "book", "schedule", "meet", "dm", "plan", "phone", "ring", "cc", "copy"]);
const FILLERS: ReadonlySet<string> = new Set(["please", "pls", "now", "also", "then", "and", "could", "can", "would", "will", "you", "bitte", "dann", "auch", "s'il", "te", "plaît", "por", "favor", "también"]);
/** Korean, Japanese and Chinese verbs that address someone, as substrings. */
const DEST_MARKERS: readonly string[] = [
  "연락", "답장", "회신", "전화", "알려", "초대", "추가", "예약", "메일해", "문자해",
  "連絡", "返信", "電話", "伝え", "知らせ", "招待", "追加", "予約", "メールして", "書いて",
  "联系", "聯繫", "回复", "回覆", "打电话", "打電話", "告诉", "告訴", "通知", "邀请", "邀請", "添加", "预约", "預約", "安排", "写信", "寫信",
];
/**
 * Words before a value that give it no destination (lower case; en de fr es pt it nl pl ru):
 * what a thread, a summary or a mail is *with*, *about*, *from*, *of*, *for* (`my thread with
 * x@y`, `den Verlauf mit x@y`, `la conversation avec x@y`, `el hilo con x@y`).
 */
const SUBJECT_WORDS: ReadonlySet<string> = new Set([
  "with", "about", "regarding", "concerning", "re", "from", "by", "of", "for", "involving", "between",
  "mit", "über", "ueber", "bezüglich", "betreffend", "von", "vom", "für", "zwischen",
  "avec", "concernant", "de", "du", "des", "par", "pour", "entre",
  "con", "sobre", "acerca", "del", "por",
  "com", "do", "da", "dos", "das",
  "su", "riguardo", "di", "dal", "della", "dello",
  "met", "over", "van", "voor",
  "z", "ze", "o", "od", "dla",
  "с", "со", "об", "от", "про", "для",
]);
/** Words before a value that give it a destination (`to x@y`, `an x@y`, `à x@y`, `a x@y`): the nearest marker decides. */
const DESTINATION_WORDS: ReadonlySet<string> = new Set(["to", "towards", "into", "an", "à", "a", "al", "para", "naar", "aan", "na", "на", "ao", "alla", "all'", "cc", "bcc"]);
/** Korean, Japanese particles after a value that give it no destination (`x@yとの`, `x@y와의`, `x@yについて`). */
const SUBJECT_AFTER: readonly string[] = ["との", "と", "について", "に関", "の", "와", "과", "하고", "랑", "이랑", "의", "에 대해", "에대해", "에 관한", "관련", "的"];
/** Chinese words before a value that give it no destination (`关于x@y`, `和x@y的`). */
const SUBJECT_BEFORE: readonly string[] = ["关于", "關於", "和", "跟", "与", "與", "同", "有关", "有關"];
/** Markers right after or before a value that give it a destination (`x@yに`, `x@y에게`, `给x@y`). */
const DEST_AFTER: readonly string[] = ["に", "へ", "宛", "에게", "께", "한테", "로", "으로"];
const DEST_BEFORE: readonly string[] = ["给", "給", "向", "到"];

/** A character of a value span: ASCII letters, digits and `@ . _ + - / : #`. */
function valueChar(c: number): boolean {
  return isAsciiAlnum(c) || c === 64 || c === 46 || c === 95 || c === 43 || c === 45 || c === 47 || c === 58 || c === 35;
}

/** Whether a piece has a verb that gives a value a destination: an action cue (`purpose.ts`) or `DEST_*`. */
export function addressesSomeone(piece: string): boolean {
  if (actionCue(piece) || hasMarker(piece, DEST_MARKERS)) return true;
  const ws = cueWords(piece);
  let first = true;
  for (const w of ws) {
    if (DEST_VERBS.has(w)) return true;
    if (first && DEST_VERBS_FIRST.has(w)) return true;
    if (first && !FILLERS.has(w)) first = false;
  }
  return false;
}

/**
 * The values a piece of the user's turn names only in passing — an address, account, phone
 * number or IBAN that the piece gives no destination role (task fw4, kind 1: "summarise my
 * thread with x@y", "Fasse den Verlauf mit x@y zusammen", "x@yとのやり取りを要約して",
 * "关于x@y的邮件"): the piece has no verb that addresses someone (`addressesSomeone`), and the
 * value is the object of a word that makes it a subject (`SUBJECT_WORDS`, `SUBJECT_AFTER`,
 * `SUBJECT_BEFORE`) with no destination marker nearer (`to`, `an`, `à`, `に`, `에게`, `给` …).
 * A value with no marker (`kai@x.example` alone, the answer to "which address?") stays the
 * user's word. Returned as written (each once); `user-turns.ts` files them with the lookups,
 * unless a later request of the turn acts without a payee of its own. Linear: one pass over
 * the piece, bounded look-arounds.
 */
export function subjectValues(piece: string): string[] {
  if (addressesSomeone(piece)) return [];
  const meeting = meetsWith(piece);
  const out: string[] = [];
  let i = 0;
  while (i < piece.length) {
    if (!valueChar(piece.charCodeAt(i))) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < piece.length && valueChar(piece.charCodeAt(j))) j += 1;
    // trailing sentence punctuation is no part of the value
    let end = j;
    while (end > i && !isAsciiAlnum(piece.charCodeAt(end - 1))) end -= 1;
    const span = piece.slice(i, end);
    if (span.length > 0 && (span.includes("@") || (payeeToken(span) && !span.includes("/")))) {
      if (subjectRole(piece.slice(Math.max(0, i - 48), i), piece.slice(end, end + 8), meeting)) out.push(span);
    }
    i = j;
  }
  return [...new Set(out)];
}

/**
 * Whether the text before and after a value makes it a subject (see `subjectValues`). With
 * `meeting` (the piece sets up a meeting, a call, a lunch: `meetsWith`), a value the meeting is
 * *with* (`with`, `mit`, `avec`, `con`, `と`, `와`, `和` … `COMPANION_*`) is a participant:
 * the invitation goes to it, so it keeps the user's word.
 */
function subjectRole(before: string, after: string, meeting = false): boolean {
  const a = after.trimStart();
  if (DEST_AFTER.some((m) => a.startsWith(m))) return false;
  if (SUBJECT_AFTER.some((m) => a.startsWith(m))) return !(meeting && COMPANION_AFTER.some((m) => a.startsWith(m)));
  const b = before.trimEnd();
  if (DEST_BEFORE.some((m) => b.endsWith(m))) return false;
  if (SUBJECT_BEFORE.some((m) => b.endsWith(m))) return !(meeting && COMPANION_BEFORE.some((m) => b.endsWith(m)));
  // the marker right before the value, over at most two articles or value nouns (`with my colleague`, `for the account`)
  const ws = wordsOf(b);
  for (let k = ws.length - 1; k >= Math.max(0, ws.length - 3); k--) {
    const w = ws[k] as string;
    if (DESTINATION_WORDS.has(w)) return false;
    if (SUBJECT_WORDS.has(w)) return !(meeting && COMPANION_WORDS.has(w));
    if (!SKIPPABLE.has(w)) return false;
  }
  return false;
}

/**
 * Nouns of a meeting, a call or a shared meal (lower-case words and their plurals; en de fr es
 * pt it nl pl): the action's noun when a piece puts one in a calendar (`Put a meeting … with
 * x@y`, `Termin mit x@y am 11.`, `une réunion avec x@y`, `una reunión con x@y`). A meeting
 * *with* someone invites them: "with" there names a participant, not what a thread or a
 * summary is about. German compounds end in one (`Budgettermin`, `Teamtreffen`: `MEETING_ENDS`).
 */
const MEETING_WORDS: ReadonlySet<string> = new Set(
  [
    "meeting", "meetup", "call", "videocall", "lunch", "dinner", "breakfast", "coffee", "appointment", "session", "sync", "catchup", "interview", "conference", "standup", "event", "get-together",
    "termin", "besprechung", "treffen", "anruf", "telefonat", "mittagessen", "abendessen", "frühstück", "gespräch", "videokonferenz", "konferenz", "telko", "jour",
    "réunion", "reunion", "rendez", "rdv", "appel", "déjeuner", "dejeuner", "dîner", "diner", "entretien", "visio", "rencontre", "visioconférence",
    "reunión", "cita", "llamada", "almuerzo", "comida", "cena", "videollamada", "entrevista", "encuentro", "junta",
    "reunião", "reuniao", "chamada", "almoço", "almoco", "jantar", "encontro",
    "riunione", "appuntamento", "chiamata", "pranzo", "incontro", "colloquio",
    "vergadering", "afspraak", "gesprek", "overleg",
    "spotkanie", "rozmowa", "obiad", "kolacja", "wideokonferencja",
  ].flatMap((w) => [w, `${w}s`, `${w}e`, `${w}es`, `${w}en`]),
);
/** Ends of German compound meeting nouns (`Budgettermin`, `Teamtreffen`, `Projektbesprechung`). */
const MEETING_ENDS: readonly string[] = ["termin", "treffen", "besprechung", "meeting", "gespräch", "konferenz"];
/** Korean, Japanese and Chinese meeting nouns, as substrings. */
const MEETING_MARKERS: readonly string[] = [
  "회의", "미팅", "약속", "점심", "저녁", "통화", "면담", "일정", "회식", "면접",
  "会議", "ミーティング", "打ち合わせ", "打合せ", "面談", "予定", "約束", "ランチ", "ディナー", "電話会議", "面接",
  "会议", "會議", "开会", "開會", "会面", "會面", "见面", "見面", "约会", "約會", "午餐", "晚餐", "通话", "通話", "面试", "面試",
];
/** Words and stems of reading back what happened (a summary, a search): a piece with one names a past meeting's party in passing (`Summarise my call with x@y`). */
const READ_BACK_WORDS: ReadonlySet<string> = new Set(["read", "show", "find", "search", "list", "look", "notes", "minutes", "transcript", "lies", "zeig", "zeige", "such", "suche", "montre", "cherche", "muestra", "busca", "mostra", "cerca", "podsumuj"]);
const READ_BACK_STEMS: readonly string[] = ["summar", "recap", "overview", "zusammenf", "protokoll", "notizen", "résum", "resum", "riassum", "samenvat"];
const READ_BACK_MARKERS: readonly string[] = ["요약", "정리", "회의록", "要約", "まとめ", "議事録", "总结", "總結", "概括", "摘要", "纪要", "紀要"];
/** Words of a companion before a value (`with`, `mit`, `avec`, `con`, `com`, `met`, `z`, `ze`, `с`, `со`), a subset of `SUBJECT_WORDS`. */
const COMPANION_WORDS: ReadonlySet<string> = new Set(["with", "mit", "avec", "con", "com", "met", "z", "ze", "с", "со", "between", "zwischen", "entre"]);
/** Korean and Japanese companion particles after a value (`x@yと`, `x@y와`), a subset of `SUBJECT_AFTER`. */
const COMPANION_AFTER: readonly string[] = ["との", "と", "와", "과", "하고", "랑", "이랑"];
/** Chinese companion words before a value (`和x@y`, `跟x@y`), a subset of `SUBJECT_BEFORE`. */
const COMPANION_BEFORE: readonly string[] = ["和", "跟", "与", "與", "同"];

/**
 * Whether a piece sets up a meeting: it names a meeting, a call or a meal (`MEETING_*`) and
 * does not read back one that happened (`READ_BACK_*`: `summarise`, `notes`, `zusammenfassen`,
 * `résume`, `要約`, `요약`, `总结` …). Linear: the word class run and bounded substring scans.
 */
export function meetsWith(piece: string): boolean {
  const ws = cueWords(piece);
  if (hasMarker(piece, READ_BACK_MARKERS) || ws.some((w) => READ_BACK_WORDS.has(w) || READ_BACK_STEMS.some((st) => w.startsWith(st)))) return false;
  if (hasMarker(piece, MEETING_MARKERS)) return true;
  return ws.some((w) => MEETING_WORDS.has(w) || MEETING_ENDS.some((e) => w.length > e.length && w.endsWith(e)));
}

/** Articles, possessives and value nouns between a marker and its value (`with the account`, `mit dem Konto`, `avec le compte`). */
const SKIPPABLE: ReadonlySet<string> = new Set([
  "the", "a", "an", "my", "our", "your", "this", "that", "account", "address", "number", "iban", "colleague", "contact", "customer", "client", "supplier", "vendor",
  "der", "die", "das", "dem", "den", "des", "mein", "meinem", "meinen", "unserem", "konto", "adresse", "nummer", "kunde", "kunden", "lieferant",
  "le", "la", "les", "l", "mon", "ma", "notre", "compte", "numéro", "fournisseur",
  "el", "los", "las", "mi", "nuestro", "cuenta", "dirección", "número", "proveedor", "cliente",
]);
