/**
 * Speaker labels of a chat with a model, per language (issue 20 item 2, blind round: fake
 * transcripts labelled `Пользователь`/`Ассистент`, `Kullanıcı`/`Asistan`, `Gebruiker`/`Assistent`,
 * `Użytkownik`/`Asystent`, `Pengguna`/`Asisten`). Data only: `dialogue.ts` reads a label by its
 * shape (a short line-initial name and a separator) and asks this table whether the name is the
 * model (`ai`) or the other party of such a chat (`party`: its user, a customer, a support
 * agent, a prompt format's fields). The older languages (EN, DE, ES, FR, KO, ZH, JA) stay in
 * `dialogue.ts`'s regexes; this table adds the rest and is matched on whole labels, lower case,
 * accents kept (Cyrillic and Turkish letters are letters of their own).
 */

/** The labels of one language. */
export interface SpeakerLabels {
  /** Labels that name the model (`Ассистент`, `Asistan`, `Robô`). */
  readonly ai: readonly string[];
  /** Labels that name the other party of a chat with a model. */
  readonly party: readonly string[];
}

/** Per language (ISO 639-1), lower case. */
export const SPEAKER_LABELS: Readonly<Record<string, SpeakerLabels>> = {
  ru: {
    ai: ["ассистент", "ассистентка", "бот", "чат-бот", "чатбот", "ии", "модель", "нейросеть", "помощник", "ии-ассистент", "ии-помощник", "система"],
    party: ["пользователь", "юзер", "клиент", "клиентка", "человек", "я", "ты", "вопрос", "ответ", "оператор", "поддержка", "запрос"],
  },
  uk: {
    ai: ["асистент", "бот", "чат-бот", "ші", "модель", "помічник"],
    party: ["користувач", "клієнт", "людина", "я", "ти", "питання", "відповідь", "оператор"],
  },
  tr: {
    ai: ["asistan", "yapay zeka", "yapay zekâ", "bot", "sohbet botu", "model", "yz"],
    party: ["kullanıcı", "müşteri", "insan", "ben", "sen", "soru", "cevap", "yanıt", "temsilci", "destek"],
  },
  nl: {
    ai: ["assistent", "bot", "chatbot", "ai", "model", "ai-assistent"],
    party: ["gebruiker", "klant", "mens", "ik", "jij", "vraag", "antwoord", "medewerker", "klantenservice"],
  },
  pl: {
    ai: ["asystent", "asystentka", "bot", "czatbot", "chatbot", "si", "ai", "model"],
    party: ["użytkownik", "użytkowniczka", "klient", "klientka", "człowiek", "ja", "ty", "pytanie", "odpowiedź", "konsultant", "obsługa"],
  },
  id: {
    ai: ["asisten", "bot", "chatbot", "ai", "model", "asisten ai"],
    party: ["pengguna", "pelanggan", "manusia", "saya", "kamu", "anda", "pertanyaan", "jawaban", "agen", "cs"],
  },
  vi: {
    ai: ["trợ lý", "bot", "chatbot", "ai", "mô hình", "trợ lý ai"],
    party: ["người dùng", "khách hàng", "tôi", "bạn", "câu hỏi", "trả lời", "nhân viên"],
  },
  sv: {
    ai: ["assistent", "bot", "chattbot", "ai", "modell"],
    party: ["användare", "kund", "människa", "jag", "du", "fråga", "svar", "handläggare"],
  },
  cs: {
    ai: ["asistent", "bot", "chatbot", "ai", "model"],
    party: ["uživatel", "zákazník", "člověk", "já", "ty", "otázka", "odpověď", "operátor"],
  },
  ar: {
    ai: ["المساعد", "مساعد", "البوت", "الذكاء الاصطناعي", "النموذج"],
    party: ["المستخدم", "مستخدم", "العميل", "عميل", "أنا", "أنت", "سؤال", "جواب"],
  },
  hi: {
    ai: ["सहायक", "बॉट", "एआई", "मॉडल"],
    party: ["उपयोगकर्ता", "यूज़र", "ग्राहक", "मैं", "तुम", "आप", "प्रश्न", "उत्तर"],
  },
  // Older languages' forms the regexes of `dialogue.ts` lack.
  pt: { ai: ["robô", "assistente virtual", "ia"], party: ["usuário", "usuária", "utilizador", "utilizadora", "pergunta", "resposta", "você", "eu", "atendente"] },
  it: { ai: ["assistente", "ia", "modello"], party: ["utente", "cliente", "domanda", "risposta", "io", "tu", "operatore"] },
  de: { ai: ["ki", "ki-assistent", "assistenz"], party: ["anwender", "anwenderin", "mensch", "ich", "du", "kundin", "mitarbeiter"] },
  fr: { ai: ["ia", "assistante", "modèle", "robot"], party: ["moi", "toi", "humain", "conseiller", "conseillère", "agent"] },
  es: { ai: ["ia", "modelo", "asistente virtual"], party: ["persona", "humano", "yo", "tú", "agente"] },
  en: { ai: ["the model", "you, the model", "model", "ai model", "virtual assistant", "helper bot"], party: ["me", "myself", "person", "operator"] },
};

/** Every AI label of the table. */
export const AI_SPEAKER_LABELS: ReadonlySet<string> = new Set(Object.values(SPEAKER_LABELS).flatMap((l) => l.ai));
/** Every party label of the table. */
export const PARTY_SPEAKER_LABELS: ReadonlySet<string> = new Set(Object.values(SPEAKER_LABELS).flatMap((l) => l.party));
