/**
 * Reference-number labels: a number right after "Order Nr.", "Bestellnummer", "n°", "송장번호",
 * "追踪号", "tracking" … is that order's, parcel's or invoice's reference, not a phone line,
 * even when its digits happen to validate as a phone number (shops and carriers draw their
 * numbers from ranges that overlap every numbering plan). The phone detector drops such a
 * reading — unless a phone word stands nearer to the number than the label ("order hotline:
 * 031-…", "주문 전화 031-…"): the nearest label names the number.
 *
 * Labels are data, per language, written as a noun stem with its "number" suffix (`order no.`,
 * `Bestell-Nr.`, `주문번호`, `注文番号`, `订单号`); nouns that are a number by themselves (a waybill,
 * an invoice, tracking, a parcel, `송장`, `追踪`) also count bare. Bare abbreviations (`no.`,
 * `nr.`, `n°`, `#`; `№` and `nº` fold to `no`) count only when no phone word is in reach at all
 * ("Tel. No. 031-…" stays a phone). Matched on the gate shadow (lower case, accents folded).
 * Sources: the labels carriers and shops print (DHL "Sendungsnummer", La Poste "numéro de
 * suivi", CJ대한통운 "운송장번호", ヤマト運輸 "伝票番号", 顺丰 "运单号"), and the labels meeting
 * services print on an invitation (Zoom "Meeting ID" / "회의 ID" / "ミーティングID" / "会议号",
 * Microsoft Teams "Conference ID" / "Konferenz-ID" / "ID de conférence", Webex "Meeting number",
 * a dial-in's "PIN" / "passcode"), and carriers' own names before their waybill numbers.
 */

import { ACCOUNT_LABEL, ROUTING_LABEL, SORT_CODE_LABEL } from "./bank-labels.js";

/**
 * Postal-code labels, per language, as post offices and address forms print them: EN ZIP
 * (code), postal code, postcode; DE PLZ / Postleitzahl; FR code postal / CP; ES/PT código
 * postal / CEP; IT CAP; NL postcode; PL kod pocztowy; Nordic postnummer / postinumero; KO
 * 우편번호; JA 郵便番号 and the postal mark 〒 (JIS X 0208, printed before every Japanese
 * postcode); ZH 邮编 / 邮政编码 / 郵遞區號 / 郵政編碼. A postcode such as `100-0005` or `06236`
 * has a phone's digit count in some plan, and `番号` / "number" inside the label is a phone
 * word too; the label, ending nearest the digits, names them. Literals: linear.
 */
const POSTAL_LABEL =
  "(?<![a-z])(?:zip(?:[ _-]?code)?|postal[ _-]?code|post[ _-]?code|postleitzahl|plz|code postal|c\\.p\\.|codigo postal|cep|cap|kod pocztowy|postnummer|postinumero|postnr\\.?)(?![a-z])|우편\\s?번호|郵便番号|〒|邮编|邮政编码|郵政編碼|郵遞區號|郵遞區号|邮递区号";

/** Nouns that need a "number" word after them to be a reference label. */
const NOUNS =
  "order|purchase order|po|booking|reservation|confirmation|transaction|customer|member|membership|account|policy|claim|case|ticket|incident|request|application|serial|part|item|article|model|product|batch|lot|shipment|consignment|delivery|package|receipt|ref|contract|voucher|coupon|meeting|conference|webinar|session|room|participant|access|dial-in access";
/**
 * Carriers whose name, right before a number, labels it as their waybill ("DHL 1234567890",
 * "FedEx: 7712 3456 7890"): the parcel carriers of the regions the gate reads, as they print
 * their own names on a label.
 */
const CARRIERS = "dhl|fedex|ups|usps|dpd|gls|tnt|colissimo|chronopost|correos|seur|brt|poste italiane|ctt|royal mail|parcelforce|evri|aramex|yamato|sagawa|cj대한통운|한진택배|롯데택배|우체국택배|顺丰|sf express";
/** Nouns that are a reference number by themselves. */
const BARE_NOUNS = `tracking|invoice|waybill|parcel|sku|order id|awb|reference|pin|passcode|access code|participant code|${CARRIERS}`;
const SUFFIX = "(?:[ \\t_-]?(?:no\\.?|nr\\.?|n°|num\\.?|number|id|#|code|ref\\.?))";
/**
 * A reference label on the shadow. Alternatives are literals with bounded optional suffixes:
 * linear.
 */
export const REFERENCE_LABEL = new RegExp(
  [
    // English
    `(?<![a-z])(?:(?:${NOUNS})${SUFFIX}|(?:${BARE_NOUNS})${SUFFIX}?)(?![a-z])`,
    // German: compounds with -nummer / -nr.
    "(?<![a-z])(?:bestell|auftrags|rechnungs|sendungs|paket|kunden|vorgangs|referenz|artikel|serien|buchungs|lieferschein|vertrags|mitglieds|versicherungs|tracking|fall|ticket|beleg|transaktions)-?(?:nummer|nr\\.?)|(?<![a-z])(?:aktenzeichen|sendungsverfolgung)",
    // French, Spanish, Italian, Portuguese: "numéro de commande", "n° de suivi", "número de pedido" …
    "(?<![a-z])(?:numero|num\\.?|n°|no\\.?|nr\\.?)[ \\t]?(?:de |du |do |da |di |d')?[ \\t]?(?:commande|suivi|colis|facture|dossier|reservation|client|contrat|serie|billet|ticket|pedido|seguimiento|factura|envio|referencia|reserva|expediente|cliente|ordine|spedizione|tracciamento|fattura|pratica|encomenda|fatura|rastreio|rastreamento)",
    "(?<![a-z])(?:commande|facture|colis|suivi|pedido|factura|seguimiento|encomenda|fatura|rastreio|ordine|fattura|spedizione|protocolo|protocollo)(?:[ \\t]?(?:n°|no\\.?|nr\\.?|#|num\\.?))?(?![a-z])",
    // Korean: (운)송장 bare; other nouns with 번호.
    "(?:운송장|송장)(?:\\s?번호)?|(?:주문|배송|택배|접수|예약|거래|승인|관리|모델|일련|시리얼|사건|등기|영수증|인보이스|고객|회원|계약|증권|청구|발주|출고|상품|제품|티켓|쿠폰|주문서|회의|회의실|미팅|웨비나)\\s?(?:번호|id|코드)",
    // Meeting ids (Zoom, Teams, Webex print "Meeting ID", "Conference ID", "Meeting number" in each language)
    "(?<![a-z])(?:meeting|besprechungs|konferenz|sitzungs)-?(?:id|nummer|kennung)|(?<![a-z])(?:id|numero|n°|code) (?:de |d')(?:reunion|conference|webinaire|reunión|conferencia|seminario web)",
    // Japanese
    "(?:注文|追跡|お問い合わせ|お問合せ|問い合わせ|伝票|予約|受付|請求書|管理|製造|会員|顧客|取引|契約|送り状|配送|発送|商品|整理|会議|ミーティング|ウェビナー)番号|型番|品番|注文id|(?:会議|ミーティング|ウェビナー)\\s?id",
    // Chinese
    "(?:订单|訂單|追踪|追蹤|运单|運單|快递单|快遞單|物流单|物流單|发票|發票|流水|交易|合同|会员|會員|客户|客戶|取件|包裹|单|單|会议|會議)(?:号码|號碼|号|號|编号|編號|id)|(?:订单|訂單|运单|運單|快递|快遞)(?![号號])",
    // Postal codes: a number after a postcode label is an address's, never a line (`POSTAL_LABEL`).
    POSTAL_LABEL,
    // Bank details (`bank-labels.ts`): a routing number, a sort code, a bank account's number is the bank detector's.
    ROUTING_LABEL.source,
    SORT_CODE_LABEL.source,
    ACCOUNT_LABEL.source,
  ].join("|"),
  "g",
);
/**
 * Nouns of `NOUNS` that name a document or a transaction, never a person or a place a phone
 * belongs to: `customer`, `member`, `account`, `room` or `meeting` right before a number may
 * introduce that person's or that room's phone ("Customer: 415 555 2671"), so they label a
 * number only with their "number" word.
 */
const DOCUMENT_NOUNS = "order|purchase order|po|booking|reservation|confirmation|transaction|policy|claim|case|ticket|incident|serial|part|item|article|batch|lot|shipment|consignment|receipt|contract|voucher|coupon";
/**
 * A reference noun of `DOCUMENT_NOUNS` without its "number" word (`Order 021000021`, `Ticket: 7731…`,
 * `booking #…`): it labels a number only written right before it (`TIGHT_GAP`), where the
 * noun can only be naming that number.
 */
export const BARE_REFERENCE_NOUN = new RegExp(`(?<![a-z])(?:${DOCUMENT_NOUNS})(?![a-z])`, "g");
/** Between a bare reference noun and its number: spacing, one colon or `#`. */
const TIGHT_GAP = /^[ \t]{0,3}[:#]?[ \t]{0,3}$/;
/** Abbreviations that name a reference only where no phone word is in reach. */
export const BARE_ABBREVIATION = /(?<![a-z])(?:no\.?|nr\.?|n°|ref\.?)(?![a-z])|#/g;
/**
 * What may stand between a label and its number: punctuation, spacing, and one copula or
 * particle of the label's language (`is`, `lautet`, `est`, `es`, `é`, `は`, `是`, `는` …).
 */
const GAP = /^[\s:：#.°\-–=()"'`*_|[\]]{0,8}(?:(?:is|was|lautet|ist|est|es|e|era|è|é|ist die|는|은|이|가|:|は|が|の|是|为|為|：)[\s:：#.°\-–=()"'`*_|]{0,6})?$/;
/** How far before a number a label is looked for (shadow code units). */
export const LABEL_REACH = 40;

/** A character every reference label holds one of (a letter, `#`, `〒`): without one, no label. */
const MAY_LABEL = /[\p{L}#〒]/u;

/** End of the last match of the global `re` in `text`, or -1. */
function lastEnd(re: RegExp, text: string): number {
  let last = -1;
  for (const m of text.matchAll(re)) last = m.index + m[0].length;
  return last;
}

/**
 * Whether the number starting at `start` of shadow text `text` is labelled a reference
 * (module comment): a reference label ends within `LABEL_REACH` before it with only a `GAP`
 * between, and no phone word (a match of the global `phoneWords`) ends after the label. Bare
 * abbreviations count only with no phone word in reach at all.
 *
 * @example
 * referenceLabelled("Bestellnummer: 0176 2233 4455", 15, /phone|hotline/g) // → true
 * referenceLabelled("order hotline: 031-778-2201", 15, /phone|hotline/g)    // → false (the phone word is nearer)
 */
export function referenceLabelled(text: string, start: number, phoneWords: RegExp): boolean {
  const from = Math.max(0, start - LABEL_REACH);
  const before = text.slice(from, start);
  // Every label holds a letter, `#` or `〒`: a window of digits and signs (hex pairs, `41 41 …`)
  // holds none, and the four label scans below are the phone detector's cost there.
  if (!MAY_LABEL.test(before)) return false;
  const phoneWordEnd = lastEnd(phoneWords, before);
  const label = lastEnd(REFERENCE_LABEL, before);
  if (label >= 0 && label >= phoneWordEnd && GAP.test(before.slice(label))) return true;
  if (phoneWordEnd >= 0) return false;
  const noun = lastEnd(BARE_REFERENCE_NOUN, before);
  // A number written with a country code (`+1 …`) is dialled, whatever noun stands before it.
  if (noun >= 0 && TIGHT_GAP.test(before.slice(noun)) && text[start] !== "+") return true;
  const abbr = lastEnd(BARE_ABBREVIATION, before);
  return abbr >= 0 && GAP.test(before.slice(abbr));
}

/**
 * Labels of identifier kinds whose numbers pass the Luhn check or share a card's length
 * without being a card: barcodes (EAN, UPC, JAN, GTIN, ITF), device ids (IMEI, MEID, ICCID),
 * serials, book numbers (ISBN, ISSN), parcel and waybill numbers, in the languages the gate
 * reads (바코드, 송장번호, 일련번호; バーコード, 追跡番号, 製造番号; 条形码, 序列号, 运单号 …).
 * Literal alternatives with a bounded optional suffix: linear.
 */
export const IDENTIFIER_LABEL = new RegExp(
  [
    `(?<![a-z])(?:ean(?:-?1[38])?|upc(?:-?[ae])?|jan(?: code)?|gtin(?:-?1[2-4])?|itf(?:-?14)?|sscc|barcode|bar code|imei2?|meid|iccid|sim (?:card )?(?:serial|number)|isbn(?:-?1[03])?|issn|serial|s/n|tracking|awb|waybill|consignment|sku|parcel)${SUFFIX}?(?![a-z])`,
    "(?:바코드|송장|운송장|일련|시리얼|제품|상품|추적|화물|등기)\\s?(?:번호|코드)?|(?:バーコード|追跡|伝票|問い合わせ|お問い合わせ|製造|シリアル|商品|送り状|配送)(?:番号|コード)?|JANコード|(?:条形码|条码|條碼|序列号|序號|运单|運單|快递单|快遞單|物流单|物流單|追踪|追蹤|商品)(?:号码|號碼|号|號|编号|編號)?",
  ].join("|"),
  "g",
);

/**
 * Whether the number starting at `start` of shadow text `text` stands right after an
 * identifier label of another kind (`IDENTIFIER_LABEL`, only a `GAP` between) and no card
 * word (a match of the global `cardWords`) stands within `LABEL_REACH` before or 30 units
 * after it: a card word always keeps the number a card.
 */
export function identifierLabelled(text: string, start: number, end: number, cardWords: RegExp): boolean {
  const before = text.slice(Math.max(0, start - LABEL_REACH), start);
  if (lastEnd(cardWords, before) >= 0 || lastEnd(cardWords, text.slice(end, end + 30)) >= 0) return false;
  const label = lastEnd(IDENTIFIER_LABEL, before);
  return label >= 0 && GAP.test(before.slice(label));
}

/** Patterns run on answer text (checked for linear time by a test). */
export const REFERENCE_PATTERNS: readonly RegExp[] = [MAY_LABEL, REFERENCE_LABEL, BARE_ABBREVIATION, GAP, IDENTIFIER_LABEL, BARE_REFERENCE_NOUN, TIGHT_GAP];
