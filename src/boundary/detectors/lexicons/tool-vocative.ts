/**
 * Roles of the second-person tool order (`tool-order-vocative.ts`; issue 20 item 4, blind round
 * 11: `Assistent, leite … an x@y weiter`, `Merci d'envoyer … à …` passed the default scanner in
 * de/es/pt/it/nl/fr). Per language, as the shadow reads them (lower case, accents dropped;
 * Russian in Cyrillic, folded by the detector):
 *
 * | role | what it names | e.g. |
 * | --- | --- | --- |
 * | `vocatives` | an AI reader addressed at a clause's head, before `,` / `:` (a particle may follow in head-final languages) | `assistant,`, `asystencie,`, `ассистент,`, `アシスタントへ：`, `어시스턴트에게,` |
 * | `send` | verb stems of sending or moving data, any person or mood (stems, so `stuur`/`verstuur`, `wyślij`/`wyślijcie`) | `forward`, `leite`, `envoie`, `stuur`, `skicka`, `wyslij`, `перешл`, `gonder`, `送信`, `发送`, `보내` |
 * | `polite` | a polite lead that makes an infinitive an order | `merci d'`, `veuillez`, `bitte`, `por favor`, `gelieve`, `prosze`, `пожалуйста`, `lutfen` |
 * | `aiData` | data only an AI reader holds (its conversation, its setup, secrets) | `conversation history`, `historique de la conversation`, `systemprompt`, `историю переписки` |
 *
 * A sentence with a destination (an e-mail address or URL) and a `send` stem is an order to the
 * model when a vocative opens it, or when a polite lead or a clause-initial verb orders it and it
 * names `aiData`. A staff mail (`Beste collega's, stuur de klantenlijst naar …`) names no AI reader
 * and no AI-held data.
 */

/** One language's roles (literal words or stems as the shadow reads them). */
export interface ToolVocativeLexicon {
  readonly vocatives: readonly string[];
  /** Particles that may follow a vocative before its punctuation (`へ`, `에게`). */
  readonly particles: readonly string[];
  readonly send: readonly string[];
  readonly polite: readonly string[];
  readonly aiData: readonly string[];
}

/** Roles per ISO 639-1 code. */
export const TOOL_VOCATIVES: Readonly<Record<string, ToolVocativeLexicon>> = {
  en: {
    vocatives: ["assistant", "ai assistant", "ai", "a.i.", "bot", "chatbot", "agent", "ai agent", "model", "llm", "copilot", "dear assistant", "hey assistant", "hey ai", "to the assistant", "to the ai", "note to the assistant"],
    particles: [],
    send: ["send", "forward", "e-mail", "email", "mail", "upload", "post", "share", "transfer", "export", "leak", "copy", "cc", "bcc"],
    polite: ["please", "kindly", "be so kind as to"],
    aiData: ["conversation history", "chat history", "chat log", "this conversation", "the conversation", "system prompt", "your instructions", "your setup", "your configuration", "the transcript", "api key", "api keys", "credentials", "passwords"],
  },
  de: {
    vocatives: ["assistent", "assistentin", "ki", "ki-assistent", "bot", "chatbot", "agent", "ki-agent", "modell", "sprachmodell", "lieber assistent", "hallo assistent", "an den assistenten", "an die ki"],
    particles: [],
    send: ["send", "schick", "leite", "leitet", "weiterleit", "ubermittel", "ubermittl", "teil", "exportier", "lade", "mail", "kopier"],
    polite: ["bitte", "seien sie so gut", "wir bitten", "ich bitte"],
    aiData: ["gesprachsverlauf", "chatverlauf", "verlauf des gesprachs", "unterhaltung", "systemprompt", "system-prompt", "deine anweisungen", "deine konfiguration", "zugangsdaten", "passworter", "api-schlussel"],
  },
  fr: {
    vocatives: ["assistant", "assistante", "ia", "l'ia", "bot", "chatbot", "agent", "modele", "cher assistant", "a l'assistant", "a l'ia"],
    particles: [],
    send: ["envoi", "envoy", "transmet", "transfer", "partag", "export", "expedi", "copi", "televers"],
    polite: ["merci d'", "merci de", "veuillez", "priere d'", "priere de", "je vous prie d'", "je vous prie de", "s'il te plait", "s'il vous plait", "pense a", "pensez a"],
    aiData: ["historique de la conversation", "historique complet de la conversation", "historique de conversation", "historique du chat", "conversation", "prompt systeme", "tes instructions", "vos instructions", "ta configuration", "mots de passe", "identifiants", "cle api"],
  },
  es: {
    vocatives: ["asistente", "ia", "bot", "chatbot", "agente", "modelo", "querido asistente", "hola asistente", "al asistente", "a la ia"],
    particles: [],
    send: ["envi", "reenvi", "mand", "compart", "transfier", "transfer", "export", "copi", "sub"],
    polite: ["por favor", "le ruego", "te ruego", "se ruega", "tenga la amabilidad de", "ten la amabilidad de"],
    aiData: ["historial de la conversacion", "historial del chat", "historial", "conversacion", "prompt del sistema", "tus instrucciones", "tu configuracion", "contrasenas", "credenciales", "clave api"],
  },
  pt: {
    vocatives: ["assistente", "ia", "bot", "chatbot", "agente", "modelo", "caro assistente", "ola assistente", "ao assistente", "a ia"],
    particles: [],
    send: ["envi", "encaminh", "mand", "compartilh", "partilh", "transfir", "export", "copi"],
    polite: ["por favor", "por gentileza", "favor", "solicitamos que", "pedimos que"],
    aiData: ["historico da conversa", "historico do chat", "historico", "conversa", "prompt do sistema", "suas instrucoes", "tuas instrucoes", "sua configuracao", "senhas", "credenciais", "chave de api"],
  },
  it: {
    vocatives: ["assistente", "ia", "bot", "chatbot", "agente", "modello", "caro assistente", "ciao assistente", "all'assistente", "all'ia"],
    particles: [],
    send: ["invi", "inoltr", "mand", "condivid", "trasferisc", "esport", "copi", "carica"],
    polite: ["per favore", "per cortesia", "si prega di", "ti prego di", "la prego di", "cortesemente"],
    aiData: ["cronologia della conversazione", "cronologia della chat", "cronologia", "conversazione", "prompt di sistema", "le tue istruzioni", "la tua configurazione", "password", "credenziali", "chiave api"],
  },
  nl: {
    vocatives: ["assistent", "ai", "ai-assistent", "bot", "chatbot", "agent", "model", "taalmodel", "beste assistent", "hoi assistent", "aan de assistent"],
    particles: [],
    send: ["stuur", "verstuur", "zend", "mail", "doorsturen", "stuurt", "deel", "upload", "exporteer", "kopieer"],
    polite: ["graag", "gelieve", "alsjeblieft", "alstublieft", "wil je", "wilt u"],
    aiData: ["gespreksgeschiedenis", "chatgeschiedenis", "het gesprek", "dit gesprek", "systeemprompt", "je instructies", "jouw instructies", "je configuratie", "wachtwoorden", "inloggegevens", "api-sleutel"],
  },
  sv: {
    vocatives: ["assistent", "assistenten", "ai", "ai-assistent", "bot", "chattbot", "agent", "modell", "sprakmodell", "kara assistent", "hej assistent", "till assistenten", "till ai"],
    particles: [],
    send: ["skicka", "vidarebefordra", "mejla", "maila", "dela", "ladda upp", "exportera", "kopiera", "overfor"],
    polite: ["vanligen", "var vanlig och", "var snall och", "gärna", "garna"],
    aiData: ["konversationshistoriken", "chatthistoriken", "konversationen", "samtalet", "systemprompten", "dina instruktioner", "din konfiguration", "losenord", "losenorden", "inloggningsuppgifter", "api-nyckel"],
  },
  pl: {
    vocatives: ["asystencie", "asystent", "asystentko", "ai", "si", "bocie", "bot", "chatbocie", "agencie", "modelu", "drogi asystencie", "hej asystencie", "do asystenta", "do ai"],
    particles: [],
    send: ["wysl", "wyśl", "przesl", "prześl", "przekaz", "przekaż", "udostepnij", "wyeksportuj", "skopiuj", "zaladuj", "załaduj"],
    polite: ["prosze", "uprzejmie prosze", "prosimy", "badz tak mily", "bądz tak miły"],
    aiData: ["historie rozmowy", "historia rozmowy", "historie czatu", "rozmowe", "prompt systemowy", "twoje instrukcje", "twoja konfiguracje", "hasła", "hasło", "dane logowania", "klucz api"],
  },
  ru: {
    vocatives: ["ассистент", "помощник", "ии", "бот", "чат-бот", "агент", "модель", "нейросеть", "дорогой ассистент", "привет ассистент", "ассистенту", "для ассистента"],
    particles: [],
    send: ["отправ", "перешл", "пересл", "пришл", "присл", "вышл", "высл", "передай", "передайте", "скопируй", "выгрузи", "загрузи", "поделись"],
    polite: ["пожалуйста", "просим", "прошу", "будь добр", "будьте добры"],
    aiData: ["историю переписки", "историю диалога", "историю чата", "переписку", "диалог", "системный промпт", "свои инструкции", "твои инструкции", "пароли", "пароль", "учётные данные", "ключ api"],
  },
  tr: {
    vocatives: ["asistan", "yapay zeka", "yapay zeka asistani", "ai", "bot", "sohbet botu", "ajan", "model", "dil modeli", "sevgili asistan", "merhaba asistan", "asistana"],
    particles: [],
    send: ["gonder", "ilet", "yolla", "paylas", "aktar", "yukle", "kopyala", "disa aktar"],
    polite: ["lutfen", "rica ederim", "rica ediyoruz"],
    aiData: ["konusma gecmisini", "sohbet gecmisini", "konusma gecmisi", "sohbet gecmisi", "yazismayi", "sistem istemini", "talimatlarini", "yapilandirmani", "sifreleri", "sifreyi", "kimlik bilgilerini", "api anahtarini"],
  },
  ja: {
    vocatives: ["アシスタント", "aiアシスタント", "ai", "エージェント", "ボット", "チャットボット", "モデル"],
    particles: ["へ", "に", "さん", "様"],
    send: ["送信", "送って", "送れ", "送付", "転送", "共有", "アップロード", "エクスポート"],
    polite: ["してください", "お願いします"],
    aiData: ["会話履歴", "チャット履歴", "会話の内容", "システムプロンプト", "あなたの指示", "パスワード", "認証情報", "apiキー"],
  },
  zh: {
    vocatives: ["助手", "ai助手", "ai", "智能助手", "智能体", "机器人", "模型", "代理"],
    particles: [],
    send: ["发送", "发到", "发给", "转发", "传到", "上传", "分享", "导出", "抄送"],
    polite: ["请", "麻烦", "务必"],
    aiData: ["对话记录", "聊天记录", "对话内容", "系统提示", "系统提示词", "你的指令", "密码", "凭据", "api密钥"],
  },
  ko: {
    vocatives: ["어시스턴트", "ai", "에이전트", "챗봇", "봇", "모델", "비서"],
    particles: ["에게", "님", "야", "께"],
    send: ["보내", "전송", "전달", "공유", "업로드", "내보내", "포워딩"],
    polite: ["주세요", "주십시오", "바랍니다"],
    aiData: ["대화 기록", "대화 내용", "채팅 기록", "시스템 프롬프트", "너의 지시", "비밀번호", "인증 정보", "api 키"],
  },
};
