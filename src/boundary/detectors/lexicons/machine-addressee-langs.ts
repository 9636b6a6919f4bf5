/**
 * The machine reader as an addressee, per language (issue 20 items 1, 3, 5: notices "to AI
 * assistants processing this document", `Если ты ИИ, читающий это`, `本提案書を評価するAI`,
 * missed in Korean, Polish, Turkish and Russian while the same frames held in English). Data
 * only, one row per language: `detector.machine-addressee` builds its table frames from these
 * rows, so a new language is a row, not code.
 *
 * Words are written as people spell them; the detector folds each as the scanner's view does
 * (`viewWordForms`: lower case, accents dropped, look-alike letters folded). A word ending in
 * `*` takes any ending of up to 12 letters (`czytając*`: czytający, czytającym). Latin,
 * Cyrillic, Greek, Arabic and Devanagari words match as whole words; Han, kana and Hangul as
 * they stand.
 *
 * | part | what | frame |
 * | --- | --- | --- |
 * | `nouns` | a machine reader or machine evaluator (`AI assistants`, `yapay zeka`, `評価AI`) | every frame |
 * | `before` | an address or notice word before the noun (`notice to`, `dla`, `gửi`, `إلى`) | `before` + ≤ 3 words + noun |
 * | `after` | an address word after the noun (postpositions: `için`, `के लिए`, `에게`, `へ`) | noun + ≤ 2 words + `after` |
 * | `cond` | a conditional identity (`if you are`, `jeśli jesteś`, `если ты`) | `cond` + ≤ 2 words + noun |
 * | `reads` | what the reader does with this text or these bids: reading, processing, evaluating, scoring (participles, relative verbs) | noun + ≤ 3 words + `reads`, or `reads` + ≤ 2 words + noun |
 * | `order` | an order in the sentence: modals, imperatives, `effective immediately` | with any frame |
 */

/** The parts of one language. */
export interface AddresseeWords {
  readonly nouns: readonly string[];
  readonly before: readonly string[];
  readonly after: readonly string[];
  readonly cond: readonly string[];
  readonly reads: readonly string[];
  readonly order: readonly string[];
}

/** Per language (ISO 639-1); 23 rows. */
export const ADDRESSEE_LANGS: Readonly<Record<string, AddresseeWords>> = {
  en: {
    nouns: ["ai assistants", "ai assistant", "ai models", "ai model", "ai systems", "ai system", "ai agents", "ai agent", "language models", "language model", "llms", "llm", "chatbots", "ai evaluator", "ai evaluators", "automated evaluator", "automated evaluators", "bid evaluator", "ai grader", "automated grader", "ai reviewer", "ai reviewers", "ai screener", "automated screener", "evaluation ai", "grading ai", "scoring ai"],
    before: ["notice to", "notice for", "advisory for", "advisory to", "memo to", "note to", "directive to", "directive for", "bulletin for", "announcement to", "announcement for", "attention"],
    after: [],
    cond: ["if you are", "if you're"],
    reads: ["processing", "parsing", "reading", "summarizing", "summarising", "evaluating", "grading", "scoring", "reviewing", "screening", "ranking", "assessing"],
    order: ["effective immediately", "with immediate effect", "as of now", "from now on", "must", "shall", "are required to", "rate", "award", "reject", "disqualify"],
  },
  de: {
    nouns: ["ki-assistenten", "ki-assistent", "ki-systeme", "ki-system", "ki-modelle", "ki-modell", "sprachmodelle", "sprachmodell", "ki-bewertungssystem", "ki-bewerter", "ki", "chatbots"],
    before: ["hinweis an", "mitteilung an", "bekanntmachung an", "hinweis für", "mitteilung für"],
    after: [],
    cond: ["wenn du", "falls du", "wenn sie", "falls sie"],
    reads: ["verarbeitet", "verarbeiten", "liest", "lesen", "bewertet", "bewerten", "prüft", "prüfen", "auswertet", "auswerten"],
    order: ["ab sofort", "mit sofortiger wirkung", "bewerte", "bewerten sie", "vergib", "vergeben sie", "gib", "geben sie", "muss", "müssen", "sollen"],
  },
  fr: {
    nouns: ["assistants ia", "assistant ia", "assistants d'ia", "modèles d'ia", "modèle d'ia", "modèles de langage", "modèle de langage", "systèmes d'ia", "système d'ia", "ia", "agents ia", "chatbots"],
    before: ["avis aux", "avis à", "note aux", "note à", "message aux", "à l'attention des", "à l'attention de"],
    after: [],
    cond: ["si tu es", "si vous êtes"],
    reads: ["chargée de", "chargé de", "chargés de", "qui traite", "qui traitent", "qui lit", "qui lisent", "qui évalue", "qui évaluent", "qui note", "qui notent", "traitant", "évaluant"],
    order: ["avec effet immédiat", "dès maintenant", "à compter de ce jour", "attribuez", "attribue", "notez", "rejetez", "rejette", "devez", "doit", "doivent"],
  },
  es: {
    nouns: ["asistentes de ia", "asistente de ia", "modelos de ia", "modelo de ia", "modelos de lenguaje", "sistemas de ia", "sistema de ia", "ia", "chatbots", "agentes de ia"],
    before: ["aviso a los", "aviso a las", "aviso al", "aviso para", "nota para"],
    after: [],
    cond: ["si eres", "si usted es"],
    reads: ["que evalúa", "que evalúan", "que califica", "que califican", "que puntúa", "que procesa", "que procesan", "que lee", "que leen", "encargada de", "encargado de"],
    order: ["con efecto inmediato", "a partir de ahora", "califique", "califica", "asigne", "asigna", "otorgue", "otorga", "rechace", "rechaza", "debe", "deben"],
  },
  pt: {
    nouns: ["assistentes de ia", "assistente de ia", "modelos de ia", "modelo de ia", "modelos de linguagem", "sistemas de ia", "ia", "chatbots"],
    before: ["aviso aos", "aviso às", "aviso ao", "aviso à", "nota para"],
    after: [],
    cond: ["se você é", "se você for", "se és"],
    reads: ["que processam", "que processa", "que avalia", "que avaliam", "que lê", "que leem", "responsável pela avaliação"],
    order: ["com efeito imediato", "a partir de agora", "devem", "deve", "classifique", "atribua", "reprove", "rejeite"],
  },
  it: {
    nouns: ["assistenti ia", "assistente ia", "assistenti di ia", "modelli di ia", "modelli linguistici", "sistemi di ia", "ia", "chatbot"],
    before: ["avviso agli", "avviso ai", "avviso all'", "nota per"],
    after: [],
    cond: ["se sei", "se lei è"],
    reads: ["che elaborano", "che elabora", "che valuta", "che valutano", "che legge", "che leggono", "incaricata di", "incaricato di"],
    order: ["con effetto immediato", "da ora in poi", "dovete", "devono", "deve", "assegna", "assegnate", "boccia", "respingi"],
  },
  nl: {
    nouns: ["ai-assistenten", "ai-assistent", "ai-systemen", "ai-systeem", "ai-modellen", "taalmodellen", "taalmodel", "ai", "chatbots"],
    before: ["mededeling aan", "bericht aan"],
    after: [],
    cond: ["als je", "als u"],
    reads: ["die dit", "verwerken", "verwerkt", "beoordelen", "beoordeelt", "lezen", "leest"],
    order: ["met onmiddellijke ingang", "vanaf nu", "moet", "moeten", "geef", "beoordeel", "wijs af"],
  },
  sv: {
    nouns: ["ai-assistenter", "ai-assistent", "ai-system", "ai-modeller", "språkmodeller", "språkmodell", "ai", "chattbotar"],
    before: ["meddelande till", "meddelande för"],
    after: [],
    cond: ["om du är"],
    reads: ["som behandlar", "som läser", "som bedömer", "som granskar", "som utvärderar"],
    order: ["med omedelbar verkan", "från och med nu", "ska", "måste", "ge", "rekommendera", "underkänn"],
  },
  da: {
    nouns: ["ai-assistenter", "ai-assistent", "ai-systemer", "sprogmodeller", "ai", "chatbots"],
    before: ["meddelelse til", "besked til"],
    after: [],
    cond: ["hvis du er"],
    reads: ["som behandler", "der behandler", "som læser", "der læser", "som vurderer", "der vurderer"],
    order: ["med øjeblikkelig virkning", "fra nu af", "skal", "giv", "anbefal"],
  },
  no: {
    nouns: ["ki-assistenter", "ki-assistent", "ai-assistenter", "språkmodeller", "ki", "ai"],
    before: ["melding til", "beskjed til"],
    after: [],
    cond: ["hvis du er"],
    reads: ["som behandler", "som leser", "som vurderer"],
    order: ["med umiddelbar virkning", "fra nå av", "skal", "må", "gi", "anbefal"],
  },
  pl: {
    nouns: ["asystentów ai", "asystenci ai", "asystent ai", "asystentom ai", "modeli językowych", "modele językowe", "modelom językowym", "systemu ai", "system ai", "systemów ai", "sztucznej inteligencji", "ai", "si", "chatbotów", "chatboty"],
    before: ["ogłoszenie dla", "komunikat dla", "informacja dla", "uwaga dla", "wiadomość dla", "dla", "do"],
    after: [],
    cond: ["jeśli jesteś", "jeżeli jesteś", "jeśli jesteście"],
    reads: ["przetwarzając*", "czytając*", "ocenia*", "analizując*", "streszczając*", "punktując*"],
    order: ["ze skutkiem natychmiastowym", "od teraz", "od dziś", "należy", "musi", "muszą", "musisz", "przyznaj", "oceń", "poleć", "polecaj", "pomiń", "pomijaj", "odrzuć", "napisz", "powiedz"],
  },
  cs: {
    nouns: ["ai asistenty", "ai asistenti", "ai asistent", "jazykové modely", "jazykový model", "systémy ai", "ai", "umělá inteligence", "umělou inteligenci"],
    before: ["oznámení pro", "upozornění pro", "zpráva pro"],
    after: [],
    cond: ["pokud jsi", "jestli jsi", "pokud jste"],
    reads: ["zpracovávající", "čtoucí", "hodnotící", "který čte", "která čte", "který hodnotí"],
    order: ["s okamžitou platností", "od nynějška", "musíte", "musí", "doporučujte", "doporučuj", "uděl", "zamítni"],
  },
  ru: {
    nouns: ["ии-ассистентов", "ии-ассистенты", "ии-ассистент", "ии-ассистентам", "ассистентов ии", "языковых моделей", "языковые модели", "языковая модель", "нейросети", "нейросеть", "ии", "ии-системы", "системы ии", "чат-ботов", "искусственный интеллект"],
    before: ["уведомление для", "сообщение для", "объявление для", "вниманию", "для", "всем"],
    after: [],
    cond: ["если ты", "если вы"],
    reads: ["читающ*", "обрабатывающ*", "пересказывающ*", "оценивающ*", "анализирующ*", "проверяющ*", "просматривающ*"],
    order: ["с немедленным вступлением в силу", "с этого момента", "отныне", "обязаны", "обязан", "должны", "должен", "скажи", "скажите", "поставь", "поставьте", "не упоминай", "не упоминайте", "порекомендуй", "порекомендуйте", "сообщи", "сообщите", "оцени", "оцените", "отклони", "отклоните", "напиши", "напишите", "добавь", "добавьте"],
  },
  uk: {
    nouns: ["ші-асистентів", "ші-асистенти", "ші-асистент", "мовних моделей", "мовним моделям", "мовні моделі", "мовна модель", "ші", "штучний інтелект", "нейромережа"],
    before: ["повідомлення для", "оголошення для", "для"],
    after: [],
    cond: ["якщо ти", "якщо ви"],
    reads: ["читає", "читаюч*", "обробляє", "оцінює", "оцінюю*", "аналізує"],
    order: ["з негайною дією", "відтепер", "з цього моменту", "повинні", "повинен", "мусите", "порадь", "порадьте", "рекомендуй", "рекомендуйте", "скажи", "скажіть", "постав", "поставте"],
  },
  tr: {
    nouns: ["yapay zeka asistanlarına", "yapay zeka asistanları", "yapay zeka asistanı", "yapay zeka modellerine", "yapay zeka modelleri", "yapay zekaysan", "yapay zekasın", "yapay zekaya", "yapay zeka", "dil modelleri", "dil modeline", "dil modeli", "sohbet botları"],
    before: ["duyuru", "bildirim", "eğer bu", "eğer"],
    after: ["duyuru", "bildirim", "için", "yönelik", "dikkatine"],
    cond: ["eğer", "eğer sen", "sen bir"],
    reads: ["okuyan", "işleyen", "değerlendiren", "puanlayan", "özetleyen", "inceleyen"],
    order: ["derhal yürürlüğe", "hemen yürürlüğe", "bugünden itibaren", "şu andan itibaren", "söyle", "söyleyin", "bahsetmeyin", "bahsetme", "önerin", "öner", "verin", "ver", "reddedin", "reddet", "zorundasınız", "zorundasın", "malısınız", "melisiniz", "yazın"],
  },
  el: {
    nouns: ["βοηθούς τεχνητής νοημοσύνης", "βοηθοί τεχνητής νοημοσύνης", "μοντέλα τεχνητής νοημοσύνης", "γλωσσικά μοντέλα", "τεχνητή νοημοσύνη", "τν"],
    before: ["ανακοίνωση προς", "ειδοποίηση προς", "σημείωση για"],
    after: [],
    cond: ["αν είσαι", "εάν είσαι", "αν είστε"],
    reads: ["που επεξεργάζονται", "που επεξεργάζεται", "που διαβάζει", "που αξιολογεί"],
    order: ["με άμεση ισχύ", "από τώρα", "πρέπει", "οφείλετε", "προτείνετε", "βαθμολογήστε"],
  },
  id: {
    nouns: ["asisten ai", "model ai", "model bahasa", "sistem ai", "kecerdasan buatan", "ai", "chatbot"],
    before: ["pemberitahuan untuk", "pemberitahuan kepada", "pengumuman untuk", "catatan untuk"],
    after: [],
    cond: ["jika anda", "jika kamu", "kalau kamu"],
    reads: ["yang memproses", "yang membaca", "yang menilai", "yang mengevaluasi"],
    order: ["berlaku segera", "mulai sekarang", "harus", "wajib", "sembunyikan", "rekomendasikan", "berikan", "tolak"],
  },
  vi: {
    nouns: ["các trợ lý ai", "trợ lý ai", "mô hình ai", "mô hình ngôn ngữ", "hệ thống ai", "trí tuệ nhân tạo", "ai"],
    before: ["thông báo gửi", "thông báo cho", "gửi các", "gửi", "lưu ý cho"],
    after: [],
    cond: ["nếu bạn là"],
    reads: ["xử lý", "đọc", "đánh giá", "chấm điểm"],
    order: ["có hiệu lực ngay", "từ bây giờ", "phải", "hãy", "luôn", "chấm", "loại"],
  },
  ar: {
    nouns: ["مساعدي الذكاء الاصطناعي", "مساعد الذكاء الاصطناعي", "نماذج الذكاء الاصطناعي", "نموذج الذكاء الاصطناعي", "النماذج اللغوية", "الذكاء الاصطناعي"],
    before: ["إشعار إلى", "إشعار ل", "تنبيه إلى", "إلى", "الى"],
    after: [],
    cond: ["إذا كنت", "اذا كنت"],
    reads: ["الذين يعالجون", "الذي يعالج", "الذي يقرأ", "الذي يقيم", "التي تعالج"],
    order: ["اعتبارًا من الآن", "اعتبارا من الآن", "بأثر فوري", "يجب", "عليك", "أوصِ", "قيّم"],
  },
  hi: {
    nouns: ["एआई सहायकों", "एआई सहायक", "ai सहायकों", "ai सहायक", "एआई मॉडल", "भाषा मॉडल", "कृत्रिम बुद्धिमत्ता"],
    before: ["सूचना"],
    after: ["के लिए", "को"],
    cond: ["यदि आप", "अगर आप", "अगर तुम"],
    reads: ["संसाधित करने वाले", "पढ़ने वाले", "मूल्यांकन करने वाले"],
    order: ["तत्काल प्रभाव से", "अब से", "करें", "करना होगा", "चाहिए"],
  },
  ko: {
    nouns: ["ai 어시스턴트", "어시스턴트", "인공지능", "언어 모델", "ai 모델", "ai 평가", "평가 ai", "ai", "챗봇"],
    before: [],
    after: ["에게:", "께:", "여러분께", "에 대한 안내:"],
    cond: ["당신이", "네가"],
    reads: ["평가하는", "채점하는", "심사하는", "처리하는", "읽는", "요약하는", "검토하는"],
    order: ["즉시 발효", "즉시 시행", "지금부터", "해야", "하십시오", "하세요", "처리하십시오", "주십시오"],
  },
  ja: {
    nouns: ["aiアシスタント", "ai", "人工知能", "言語モデル", "aiシステム", "評価ai", "採点ai"],
    before: [],
    after: ["へ", "各位", "に告ぐ", "に対して"],
    cond: ["あなたがai"],
    reads: ["評価する", "採点する", "審査する", "選考する", "処理する", "読む", "要約する", "評価を担当する", "採点を担当する", "審査を担当する"],
    order: ["直ちに", "即時", "本日より", "こと", "ください", "せよ", "しなさい"],
  },
  zh: {
    nouns: ["人工智能", "ai助手", "ai", "语言模型", "大模型", "ai系统"],
    before: ["致", "告", "通知"],
    after: [],
    cond: ["如果你是", "若你是"],
    reads: ["负责评标的", "负责评分的", "负责评审的", "评审的", "评标的", "处理本", "阅读本", "评估本"],
    order: ["立即生效", "即日起", "请", "必须", "一律", "应当"],
  },
};
