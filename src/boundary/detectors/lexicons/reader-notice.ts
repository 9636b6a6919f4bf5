/**
 * Notices to AI readers for `detector.machine-reader` (issue 20; blind round 11: notes "for AI
 * assistants reading this" in Spanish, Portuguese, Italian, Dutch, Swedish, Polish, Russian and
 * Turkish passed). Per language, as the signal view reads them (lower case, accents dropped):
 *
 * | role | shape | e.g. |
 * | --- | --- | --- |
 * | `roles` | an AI reader as a noun class, in the plural and case forms an address takes | `asistentes de IA`, `assistenti IA`, `AI-assistenter`, `asystentów AI`, `ИИ-ассистентов` |
 * | `depart` | an order that departs from the reader's task: a dictated claim (a verb of saying or writing + the language's `that` within a few words) or a recommendation | `afirma que`, `scrivete che`, `schrijf … dat`, `skriv … att`, `napisz …, że`, `напиши, что`, `…dığını yaz`, `recomende` |
 * | `addressWords` | words before the role that make it the addressee | `per gli`, `till`, `dla`, `для` |
 *
 * Regex sources (Latin) joined by the detector into its role and departure parts (bounded gaps:
 * linear time); Russian words in Cyrillic (`RU_NOTICE`), folded by the detector.
 */
import { wordGap as W } from "./types.js";

/** One language's notice roles (regex sources on the view, unless marked). */
export interface ReaderNoticeLexicon {
  readonly roles: readonly string[];
  readonly depart: readonly string[];
  /** Literal words before a role that address it. */
  readonly addressWords: readonly string[];
}

const S = "\\s{1,4}";
const wb = (body: string) => `(?<![a-z0-9])(?:${body})(?![a-z0-9])`;
/** A verb of saying or writing, a few words, then `that`. */
const dictate = (verbs: string, that: string) => wb(`(?:${verbs}),?${S}${W(5)}?(?:${that})`);

/** Notice roles per ISO 639-1 code (English, German and French are read by the detector's own rows). */
export const READER_NOTICE: Readonly<Record<string, ReaderNoticeLexicon>> = {
  es: {
    roles: [wb(`(?:asistentes?|agentes?|modelos?|sistemas?)${S}(?:de${S})?(?:ia|inteligencia${S}artificial)|modelos?${S}de${S}lenguaje|chatbots`)],
    depart: [
      dictate("di|diga|digan|decid|escribe|escriba|escriban|escribid|afirma|afirme|afirmen|confirma|confirme|confirmen|asegura|asegure|aseguren|indica|indique|indiquen|pon|ponga|pongan", "que"),
      wb(`(?:recomienda|recomiende|recomienden|recomendad|sugiere|sugiera|sugieran|promociona|promocione|promocionen)`),
    ],
    addressWords: ["a los", "a las", "para los", "para las", "dirigido a"],
  },
  pt: {
    roles: [wb(`(?:assistentes?|agentes?|modelos?|sistemas?)${S}(?:de${S})?(?:ia|inteligencia${S}artificial)|modelos?${S}de${S}linguagem|chatbots`)],
    depart: [
      dictate("diga|digam|escreva|escrevam|afirme|afirmem|confirme|confirmem|informe|informem|indique|indiquem|coloque|coloquem|declare|declarem", "que"),
      wb(`(?:recomende|recomendem|recomenda|sugira|sugiram|promova|promovam|indique${S}sempre)`),
    ],
    addressWords: ["aos", "as", "para os", "para as", "destinado aos"],
  },
  it: {
    roles: [wb(`(?:assistenti|assistente|agenti|agente|modelli|modello|sistemi)${S}(?:di${S})?(?:ia|ai|intelligenza${S}artificiale)|modelli${S}linguistici|chatbot`)],
    depart: [
      dictate("di'|dite|scrivi|scrivete|afferma|affermate|conferma|confermate|indica|indicate|riporta|riportate|dichiara|dichiarate|metti|mettete", "che"),
      wb(`(?:raccomanda|raccomandate|consiglia|consigliate|suggerisci|suggerite|promuovi|promuovete)`),
    ],
    addressWords: ["per gli", "per i", "agli", "ai", "alle", "rivolto agli"],
  },
  nl: {
    // The detector's own Dutch row reads `ai-assistent(en)`, `ai-agent(en)`; English plurals and bots beside it.
    roles: [wb(`ai[\\s-]{0,2}(?:agents|bots?|chatbots?)|chatbots|taalmodellen`)],
    depart: [
      dictate("schrijf|schrijft|zeg|zegt|vermeld|meld|bevestig|stel|beweer|geef\\s{1,4}aan", "dat"),
      wb(`(?:raad|beveel)${S}${W(4)}?aan|(?:promoot|aanbevelen|aanraden)`),
    ],
    addressWords: ["voor", "aan", "aan alle", "voor alle", "bericht voor", "bericht aan"],
  },
  sv: {
    roles: [wb(`ai[\\s-]{0,2}(?:assistenter(?:na)?|assistent(?:en)?|agenter(?:na)?|agent(?:en)?|modeller(?:na)?|modell(?:en)?|system(?:et)?)|sprakmodell(?:er|erna|en)?|chattbott(?:ar|arna|en)?|automatiska${S}(?:lasare|granskare|system)`)],
    depart: [
      dictate("skriv|skriva|sag|saga|ange|uppge|bekrafta|pasta|namn", "att"),
      wb(`(?:rekommendera|foresla|fresla|marknadsfor)`),
    ],
    addressWords: ["till", "till alla", "for", "meddelande till", "notering till"],
  },
  pl: {
    roles: [wb(`(?:asystent(?:ow|om|ami|y|a|ki|ek)?|agent(?:ow|om|y)?|model(?:i|om|e)?|system(?:ow|om|y)?)${S}(?:ai|si|sztucznej${S}inteligencji)|(?:ai|si)[\\s-]{0,2}asystent(?:ow|om|y)?|model(?:i|om|e)?${S}jezykow(?:ych|ym|e)|chatbot(?:ow|om|y)`)],
    depart: [
      dictate("napisz|napiszcie|powiedz|powiedzcie|stwierdz|potwierdz|potwierdzcie|podaj|podajcie|zaznacz|zaznaczcie|wspomnij|wpisz|wpiszcie", "ze"),
      wb(`(?:polec|polecaj|zarekomenduj|rekomenduj|zachwalaj)`),
    ],
    addressWords: ["dla", "do", "dla wszystkich", "wiadomosc dla", "uwaga dla"],
  },
  tr: {
    roles: [],
    depart: [
      wb(`[a-z]{2,24}(?:dig|dug|tig|tug)(?:i|u)n(?:i|u)${S}(?:yaz|yazin|soyle|soyleyin|belirt|belirtin|ekle|ekleyin)`),
      wb(`(?:oner|onerin|tavsiye${S}et|tavsiye${S}edin)`),
    ],
    addressWords: [],
  },
};

/** Russian, in Cyrillic (folded by the detector): a verb of saying or writing + `что`, a recommendation, address words. */
export const RU_NOTICE = {
  dictate: ["напиши", "напишите", "скажи", "скажите", "укажи", "укажите", "сообщи", "сообщите", "подтверди", "подтвердите", "отметь", "отметьте", "утверждай", "утверждайте"],
  that: ["что"],
  recommend: ["порекомендуй", "порекомендуйте", "рекомендуй", "рекомендуйте", "посоветуй", "посоветуйте", "советуй", "советуйте"],
  addressWords: ["для", "всем"],
} as const;
