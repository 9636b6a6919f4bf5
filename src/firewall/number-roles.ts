/**
 * The role a number plays in the user's own sentence (issue 18, vouching by role). A number of
 * the user's turn vouches for an **amount** only where the sentence gives it that role:
 * - **amount**: a currency stands next to it (`64 euros`, `€ 50`, `45000원`); or it is no year,
 *   carries no label, and its sentence holds a pay verb or an amount noun (`Send 75 to …`, `The
 *   rent is 950`, `El importe es 310`); a year-sized number (`2000`) only right after a pay verb
 *   or an amount noun (`Pay 2000 to …`, `Betrag 1990`);
 * - **identifier**: after a label — customer, member, contract, reference, invoice, order, case,
 *   tax, flat, room, year … (`NUMBER_LABELS`, per language: en de es fr pt it nl pl ru, and
 *   `CJK_LABELS` for ko ja zh) — with at most `MAX_GAP` words of copula, article or "number"
 *   between (`número de cliente es el 8812`, `Mitgliedsnummer lautet 30417`, `klantnummer is
 *   6120`, `numer klienta to 4471`, `고객번호는 7302`, `会員番号は4419`);
 * - **a year**: `19xx`/`20xx` written alone, with no currency (`the 2025 club membership`,
 *   `Jahresbeitrag 2026`);
 * - **nothing**: a number in a sentence with no currency, pay verb or amount noun (`we are 4`).
 *
 * `unroledNumbers` returns the spans of the numbers that play no amount role; `amount-roles.ts`
 * masks them, and the `amt:` keys only they held vouch for no amount argument (any other
 * argument still takes them as the user's word: an order number is theirs). Fail closed towards
 * an approval. Linear: one tokenising pass (`TOKEN`), set lookups, a bounded look back per
 * number.
 */

/** A token: a run of letters and marks (a word), a run of digits with the marks inside an amount, or one other non-space character. */
const TOKEN = /[\p{L}\p{M}'’]+|\p{Nd}+(?:[.,' ]\p{Nd}{3})*(?:[.,]\p{Nd}{1,2})?|[^\s\p{L}\p{M}\p{Nd}]/gu;

/** Words that label the number after them as an identifier (lower case, accents kept; en de es fr pt it nl pl ru). */
const NUMBER_LABELS: ReadonlySet<string> = new Set([
  // en
  "customer", "client", "member", "membership", "account", "acct", "contract", "policy", "reference", "ref", "invoice", "order", "ticket", "case",
  "booking", "reservation", "tracking", "flat", "apartment", "apt", "room", "unit", "house", "suite", "id", "no", "nr", "number", "code", "pin", "tax",
  "vat", "ssn", "badge", "employee", "student", "patient", "file", "claim", "serial", "year", "fy", "version", "ext", "extension", "postcode", "zip",
  // de
  "kunde", "kunden", "kundennummer", "kundennr", "mitglied", "mitglieds", "mitgliedsnummer", "mitgliedsnr", "vertrag", "vertragsnummer", "rechnung",
  "rechnungsnummer", "rechnungsnr", "bestellung", "bestellnummer", "referenz", "referenznummer", "aktenzeichen", "nummer", "wohnung", "zimmer", "haus",
  "hausnummer", "jahr", "jahres", "steuernummer", "personalnummer", "kennung", "vorgang", "vorgangsnummer", "kundenkonto", "versicherungsnummer",
  // es
  "cliente", "socio", "contrato", "referencia", "factura", "pedido", "número", "numero", "nº", "n°", "expediente", "póliza", "poliza", "piso",
  "apartamento", "habitación", "habitacion", "año", "nif", "dni", "código", "codigo", "abonado", "afiliado",
  // fr
  "adhérent", "adherent", "contrat", "référence", "facture", "commande", "numéro", "dossier", "appartement", "chambre", "année", "annee",
  "exercice", "abonné", "abonne", "sinistre",
  // pt
  "contribuinte", "referência", "fatura", "encomenda", "sócio", "quarto", "ano", "processo", "apólice", "apolice",
  // it
  "codice", "pratica", "contratto", "riferimento", "fattura", "ordine", "stanza", "anno", "tessera", "polizza", "utenza",
  // nl
  "klant", "klantnummer", "lid", "lidnummer", "referentie", "factuur", "factuurnummer", "bestelling", "ordernummer", "kamer", "jaar", "polisnummer",
  "dossiernummer",
  // pl
  "klient", "klienta", "numer", "umowa", "umowy", "faktura", "faktury", "zamówienie", "zamówienia", "zamowienie", "referencja", "mieszkanie",
  "mieszkania", "pokój", "pokoj", "rok", "roku", "kod", "członkowski", "czlonkowski", "pesel", "nip", "polisy", "sprawy",
  // ru
  "номер", "клиент", "клиента", "договор", "договора", "счёт", "счет", "счёта", "счета", "заказ", "заказа", "квартира", "квартиры", "комната",
  "год", "года", "код", "лицевой", "полис", "полиса", "дело", "дела",
]);
/** Korean, Japanese and Chinese labels: a word ending in one (after a particle is cut off) labels the number after it. */
const CJK_LABELS: readonly string[] = [
  "번호", "코드", "호실", "고객", "회원", "계약", "주문", "아이디", "연도", "년도",
  "番号", "コード", "号室", "顧客", "会員", "契約", "注文", "年度", "ID",
  "号", "號", "编号", "編號", "号码", "號碼", "代码", "代碼", "房间", "房間", "客户", "客戶", "会员", "會員", "合同", "订单", "訂單",
];
/** A particle or copula glued to the end of a CJK label (`고객번호는`, `会員番号は`, `客户号是`). */
const CJK_PARTICLES: readonly string[] = ["는", "은", "이", "가", "의", "は", "が", "の", "是", "为", "為", "：", "："];
/** Words that may stand between a label and its number (copulas, articles, "number" words; en de es fr pt it nl pl ru). */
const GAP_WORDS: ReadonlySet<string> = new Set([
  "is", "was", "are", "my", "our", "the", "number", "no", "nr", "#",
  "ist", "lautet", "war", "die", "der", "das", "nummer", "mein", "meine",
  "es", "era", "el", "la", "de", "del", "mi", "número", "numero", "nº", "n°",
  "est", "le", "du", "d'", "mon", "ma", "numéro",
  "é", "e", "o", "a", "do", "da", "meu", "minha",
  "è", "il", "lo", "di", "mio", "mia",
  "van", "het", "mijn",
  "to", "jest", "mój", "moj", "moja", "numer", "nr.",
  "это", "мой", "моя", "номер", "—", "–", "-", ":", "=", ".", "(", ")", "'", "\"",
]);
/** How many gap tokens may stand between a label and its number. */
const MAX_GAP = 3;

/** Currencies next to a number: signs, ISO codes, words (lower case, prefixes of inflected forms; en de es fr pt it nl pl ru ko ja zh). */
const CURRENCY_SIGNS = "€$£¥₩₹₽₺₪฿₫円元원";
const CURRENCY_WORDS: readonly string[] = [
  "eur", "usd", "gbp", "chf", "pln", "jpy", "krw", "cny", "rmb", "rub", "sek", "nok", "dkk", "czk", "huf", "cad", "aud", "inr", "brl", "mxn", "try",
  "euro", "dollar", "dólar", "dolar", "pound", "franc", "frank", "franken", "yen", "yuan", "won", "złot", "zlot", "zł", "zl", "руб", "рубл", "евро",
  "доллар", "crown", "krone", "kron", "real", "reais", "peso", "lira", "rupee", "cent", "pence", "유로", "달러", "엔", "위안", "ユーロ", "ドル", "欧元", "美元",
  "英镑", "日元", "块", "圆",
  // sv da no cs sk hu: `3 400,00 kr`, `2 750,00 Kč`, `12 000 forint`
  "kr", "kč", "korun", "forint",
  // more scripts (round 14): Arabic, Persian, Hebrew, Hindi, Thai; codes of the Gulf and more
  "ريال", "درهم", "دينار", "جنيه", "ليرة", "دولار", "يورو", "تومان", "ریال", "שקל", "ש\"ח", "रुप", "रु", "บาท",
  "sar", "aed", "qar", "omr", "kwd", "egp", "ils", "thb", "vnd", "idr", "riyal", "rial", "dirham", "dinar", "shekel", "baht", "rupiah",
];
/** Pay verbs (lower-case word starts, en de es fr pt it nl pl ru) and CJK action markers: a sentence with one asks to move money. */
const PAY_STEMS: readonly string[] = [
  "pay", "send", "transfer", "wire", "remit", "settle", "refund", "deposit", "top",
  "zahl", "bezahl", "überweis", "ueberweis", "schick", "begleich", "sende",
  "paga", "pagu", "envía", "envia", "transfier", "manda", "abona", "ingresa",
  "paie", "paye", "pay", "envoie", "vire", "virez", "règle", "regle", "verse",
  "pague", "transfira", "envie", "deposite",
  "invia", "bonifica", "salda", "versa",
  "betaal", "stuur", "maak", "overmaak",
  "zapłać", "zaplac", "przelej", "wyślij", "wyslij", "ureguluj",
  "оплат", "переведи", "перевед", "отправ", "заплат", "погас",
  // sv da no cs
  "betala", "överför", "skicka", "betal", "overfør", "send", "zaplať", "zaplat", "pošli", "posli", "převeď", "preved",
  // ar hi (round 14)
  "حول", "حوّل", "ادفع", "إدفع", "أرسل", "ارسل", "سدد", "भेज", "भुगतान", "चुका",
];
const PAY_MARKERS: readonly string[] = ["보내", "송금", "이체", "결제", "지불", "입금", "払", "送金", "振込", "振り込", "支払", "付款", "支付", "转", "轉", "汇", "匯", "打款", "交"];
/** Amount nouns (lower-case word starts; a number after one, or in a sentence with one, is an amount). */
const AMOUNT_STEMS: readonly string[] = [
  "amount", "sum", "total", "price", "cost", "fee", "rent", "bill", "due", "owe", "charge", "balance",
  "betrag", "summe", "gesamt", "preis", "kosten", "gebühr", "miete", "schulde",
  "importe", "monto", "suma", "precio", "coste", "costo", "cuota", "alquiler", "debo",
  "montant", "somme", "prix", "coût", "frais", "loyer", "dois",
  "valor", "montante", "quantia", "preço", "custo", "aluguel", "renda",
  "importo", "somma", "totale", "prezzo", "affitto", "quota", "devo",
  "bedrag", "totaal", "prijs", "huur",
  "kwot", "sum", "cena", "koszt", "czynsz", "opłat", "oplat",
  "сумм", "итого", "цена", "стоимост", "аренд", "плат", "долг",
];
const AMOUNT_MARKERS: readonly string[] = ["금액", "합계", "가격", "비용", "월세", "요금", "金額", "合計", "価格", "料金", "家賃", "代金", "金额", "合计", "总计", "價格", "价格", "费用", "房租"];
/** Sentence ends. */
const SENTENCE_END = ".!?。！？;\n";

interface Tok {
  text: string;
  lower: string;
  start: number;
  end: number;
  digit: boolean;
}

function tokens(text: string): Tok[] {
  const out: Tok[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const t = m[0];
    const c = t.charCodeAt(0);
    out.push({ text: t, lower: t.toLowerCase(), start: m.index, end: m.index + t.length, digit: /\p{Nd}/u.test(t.charAt(0)) && c !== 0 });
  }
  return out;
}

function startsWithAny(w: string, stems: readonly string[]): boolean {
  for (const s of stems) if (w.startsWith(s)) return true;
  return false;
}
function hasAny(w: string, markers: readonly string[]): boolean {
  for (const m of markers) if (w.includes(m)) return true;
  return false;
}

/** Whether a token is a currency (sign, code or word, or a CJK word that holds one). */
function isCurrency(t: Tok | undefined): boolean {
  if (t === undefined) return false;
  if (t.text.length === 1 && CURRENCY_SIGNS.includes(t.text)) return true;
  if (CURRENCY_SIGNS.includes(t.text.charAt(0)) && !/\p{Nd}/u.test(t.text.charAt(0))) return true;
  return startsWithAny(t.lower, CURRENCY_WORDS);
}
const isPayVerb = (t: Tok): boolean => startsWithAny(t.lower, PAY_STEMS) || hasAny(t.text, PAY_MARKERS);
const isAmountNoun = (t: Tok): boolean => startsWithAny(t.lower, AMOUNT_STEMS) || hasAny(t.text, AMOUNT_MARKERS);

/** Whether a word is a label, or a CJK word that ends in one (a particle cut off first). */
function isLabel(t: Tok): boolean {
  if (NUMBER_LABELS.has(t.lower)) return true;
  let w = t.text;
  for (const p of CJK_PARTICLES) if (w.endsWith(p) && w.length > p.length) w = w.slice(0, w.length - p.length);
  for (const l of CJK_LABELS) if (w.endsWith(l)) return true;
  return false;
}

/** Whether the number at token `i` has a label before it (at most `MAX_GAP` gap words between). */
function labelled(toks: readonly Tok[], i: number): boolean {
  for (let j = i - 1, gap = 0; j >= 0 && gap <= MAX_GAP; j--) {
    const t = toks[j] as Tok;
    if (SENTENCE_END.includes(t.text) && t.text !== ".") return false;
    if (isLabel(t)) return true;
    if (!GAP_WORDS.has(t.lower)) return false;
    gap += 1;
  }
  return false;
}

/** Whether a currency stands right next to the number at token `i` (one token before or after; a CJK currency glued after). */
function currencyNext(toks: readonly Tok[], i: number): boolean {
  const next = toks[i + 1];
  const prev = toks[i - 1];
  const num = toks[i] as Tok;
  if (isCurrency(next) && (next as Tok).start - num.end <= 2) return true;
  if (prev !== undefined && num.start - prev.end <= 2 && (isCurrency(prev) || (prev.text.length <= 4 && startsWithAny(prev.lower, CURRENCY_WORDS)))) return true;
  // `5万円`, `300元`, `45000원이고`: a CJK word glued after that starts with a numeral unit or a currency
  // (a number glued to a numeral unit, `1億2千万円`, is read whole by the CJK amount parsers: kept)
  if (next !== undefined && next.start === num.end && /^(?:[円元원块塊圆]|[万萬億亿千百十만억천백])/u.test(next.text)) return true;
  return false;
}

/** Whether a new sentence starts at token `k`: the token before it ends one (`.` before a space), or a line break stands between. */
function sentenceCut(text: string, toks: readonly Tok[], k: number): boolean {
  const prev = toks[k - 1] as Tok;
  const cur = toks[k] as Tok;
  if (text.slice(prev.end, cur.start).includes("\n")) return true;
  if (prev.text === ".") return cur.start > prev.end;
  return prev.text.length === 1 && SENTENCE_END.includes(prev.text);
}

/** A year-sized number: exactly four digits, 1900–2099. */
function yearSized(t: Tok): boolean {
  return t.text.length === 4 && (t.text.startsWith("19") || t.text.startsWith("20"));
}

/** Whether a pay verb or an amount noun stands right before the number at `i` (one name-like word may stand between: `Pay Bob 2000`). */
function verbBefore(toks: readonly Tok[], i: number): boolean {
  const a = toks[i - 1];
  const b = toks[i - 2];
  if (a === undefined) return false;
  if (isPayVerb(a) || isAmountNoun(a)) return true;
  if (a.text === ":" && b !== undefined && isAmountNoun(b)) return true;
  return b !== undefined && isPayVerb(b) && /^\p{Lu}/u.test(a.text);
}

/**
 * The `[start, end)` spans of the numbers of `text` that play no amount role (module comment).
 *
 * @example
 * unroledNumbers("Mijn klantnummer is 6120, betaal 37 euro") // [[20, 24]]
 */
export function unroledNumbers(text: string): [number, number][] {
  const toks = tokens(text);
  const out: [number, number][] = [];
  // per sentence (cut at `. ! ? 。 ！ ？ ;` and line breaks): whether it holds a pay verb or an amount noun
  let from = 0;
  while (from < toks.length) {
    let to = from + 1;
    while (to < toks.length && !sentenceCut(text, toks, to)) to += 1;
    let asks = false;
    for (let k = from; k < to; k++) {
      const t = toks[k] as Tok;
      if (!t.digit && (isPayVerb(t) || isAmountNoun(t))) asks = true;
    }
    for (let k = from; k < to; k++) {
      const t = toks[k] as Tok;
      if (!t.digit || currencyNext(toks, k)) continue;
      const role = labelled(toks, k) ? false : yearSized(t) ? verbBefore(toks, k) : asks;
      if (!role) out.push([t.start, t.end]);
    }
    from = to;
  }
  return out;
}
