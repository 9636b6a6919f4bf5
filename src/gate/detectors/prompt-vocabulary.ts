/**
 * Vocabulary the system-prompt checks share (`system-prompt.ts`, `prompt-paraphrase.ts`):
 * abbreviations that are no code of the prompt, and English function words.
 */
/**
 * Capitalised abbreviations every business text writes (tax names, ISO 4217 currency codes,
 * document and web terms, time zones, units): in a prompt they are vocabulary, not one of its
 * codes ("prices in local currency with VAT included" is no leak). Folded (lower case).
 */
export const COMMON_ACRONYMS = new Set(
  (
    "vat tva iva mwst ust gst hst pst qst btw moms alv dph " +
    "usd eur gbp jpy cny rmb krw chf cad aud nzd hkd sgd inr rub brl mxn sek nok dkk pln czk huf try zar thb twd " +
    "faq pdf csv json xml html http https url api sdk sms mms otp pin atm iban bic swift sku upc ean " +
    "ceo cfo cto hr it pr qa ui ux id ok uk usa eu un asap eta sla kpi nda roi b2b b2c vip rsvp diy " +
    "utc gmt kst jst cet cest est pst edt pdt ist " +
    "gdpr ccpa hipaa pci dss iso ansi ieee w3c " +
    "am pm kg km cm mm ml gb mb kb tb ghz mhz"
  ).split(" "),
);
/** Function words of English prose: letters of these make no overlap long enough by themselves. */
export const FUNCTION_WORDS = new Set(
  (
    "a an the and or but if then so as at by for from in into of on onto to with without within about " +
    "is are was were be been being am do does did done have has had having will would can could may might " +
    "i you he she it we they me him her us them my your his its our their this that these those there here " +
    "what which who whom whose when where why how all any each every some no nor too very more most such own same " +
    "than also just up down out over under again once per via please thank thanks yes"
  ).split(" "),
);

