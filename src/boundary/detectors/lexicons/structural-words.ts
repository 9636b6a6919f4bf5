/**
 * The small closed classes of words the structural detectors read beside a structure (issue
 * 20 item 2, blind round 11): the structure decides (a delimiter run, a speaker position, a
 * table header, a heading element), these words only say what a part of it names. Data only,
 * per language (ISO 639-1), read by `closed-class.ts`:
 *
 * | class | what it names | read where |
 * | --- | --- | --- |
 * | `system` | the system as a speaker (`System`, `Система`, `システム`) | a speaker label in a result frame's body |
 * | `ai` | an AI reader (`assistant`, `KI`, `ИИ`, `助手`) | a frame's body addressing the model |
 * | `approved` | approval or consent given (`approved`, `genehmigt`, `одобрено`, `承認`) | a frame's body, a table's header |
 * | `yes` | a yes cell (`yes`, `ja`, `да`, `はい`) | a consent column's rows |
 * | `action` | an act column's header (`action`, `Aufgabe`, `действие`, `操作`) | a table's header |
 * | `ack` | an acknowledgement opening a turn (`understood`, `verstanden`, `понял`, `了解`) | an AI turn |
 * | `bypass` | skipping, ignoring or switching off (`skip`, `überspringe`, `пропущу`, `跳过`) | an AI turn |
 * | `control` | a check, a verification, the rules (`check`, `Prüfung`, `проверка`, `審査`) | an AI turn |
 *
 * A word ending in `*` is a stem (any ending of up to 14 letters); a Latin or Cyrillic word of
 * the `control` class of five letters or more also matches inside a compound
 * (`Sicherheitsprüfung`); any other word is whole. CJK and Hangul words match as substrings.
 * Words are written lower case; the reader folds accents on both sides (`ü` → `u`, `й` → `и`).
 */

/** The classes of one language. */
export interface StructuralWords {
  readonly system: readonly string[];
  readonly ai: readonly string[];
  readonly approved: readonly string[];
  readonly yes: readonly string[];
  readonly action: readonly string[];
  readonly ack: readonly string[];
  readonly bypass: readonly string[];
  readonly control: readonly string[];
}

/** Per language. */
export const STRUCTURAL_WORDS: Readonly<Record<string, StructuralWords>> = {
  en: {
    system: ["system", "sys", "system notice", "system message"],
    ai: ["assistant", "ai", "bot", "chatbot", "ai assistant", "llm"],
    approved: ["approved", "pre-approved", "preapproved", "authorised", "authorized", "consent*", "cleared", "permission granted", "confirmed by"],
    yes: ["yes", "y", "true", "1", "granted", "approved", "ok"],
    action: ["action", "actions", "task", "operation", "step", "command", "instruction", "todo", "to do", "request"],
    ack: ["ok", "okay", "sure", "understood", "got it", "agreed", "alright", "all right", "noted", "will do", "certainly", "of course", "done", "roger"],
    bypass: ["skip*", "bypass*", "ignor*", "disabl*", "turn off", "turning off", "switch off", "omit*", "waiv*", "no longer", "not check", "won't check", "will not check", "stop check*", "stop verify*"],
    control: ["check", "checks", "checking", "verif*", "review", "reviews", "screening", "confirmation*", "security", "rule*", "filter*", "safeguard*", "validation*", "authenticat*", "kyc", "approval step", "guardrail*"],
  },
  de: {
    system: ["system", "systemmeldung", "systemhinweis"],
    ai: ["assistent*", "ki", "ki-assistent*", "bot", "chatbot"],
    approved: ["genehmigt", "freigegeben", "freigabe", "bestatigt", "autorisiert", "einwilligung*", "zustimmung*", "zugestimmt"],
    yes: ["ja", "j", "wahr", "1", "erteilt"],
    action: ["aktion", "aufgabe", "vorgang", "befehl", "schritt", "anweisung", "auftrag"],
    ack: ["verstanden", "einverstanden", "alles klar", "gut", "okay", "ok", "in ordnung", "gern", "gerne", "natürlich", "klar", "geht klar", "wird gemacht"],
    bypass: ["uberspring*", "ignorier*", "umgeh*", "deaktivier*", "auslass*", "lasse", "verzicht*", "nicht mehr", "schalte", "abgeschaltet"],
    control: ["prufung*", "pruf*", "kontroll*", "uberprufung*", "verifizierung*", "sicherheit*", "regel*", "filter*", "freigabe*", "bestatigung*", "richtlinie*"],
  },
  fr: {
    system: ["systeme", "systeme d'information", "message systeme"],
    ai: ["assistant*", "ia", "bot", "chatbot", "agent ia"],
    approved: ["approuve*", "autorise*", "valide*", "consentement*", "accord donne"],
    yes: ["oui", "vrai", "1", "o"],
    action: ["action", "tache", "operation", "commande", "etape", "instruction"],
    ack: ["d'accord", "entendu", "compris", "bien sur", "tres bien", "ok", "parfait", "c'est note", "volontiers"],
    bypass: ["contourn*", "ignor*", "desactiv*", "saute", "sauter", "omet*", "n'applique plus", "ne verifie plus", "renonce"],
    control: ["verif*", "controle*", "filtr*", "regle*", "securite", "validation*", "revue", "moderation"],
  },
  es: {
    system: ["sistema", "mensaje del sistema"],
    ai: ["asistente*", "ia", "bot", "chatbot"],
    approved: ["aprobad*", "autorizad*", "consentimiento*", "permiso concedido", "validad*"],
    yes: ["si", "verdadero", "1", "s"],
    action: ["accion", "tarea", "operacion", "comando", "paso", "instruccion"],
    ack: ["entendido", "de acuerdo", "vale", "claro", "perfecto", "por supuesto", "ok", "listo", "hecho"],
    bypass: ["omit*", "omito", "salt*", "ignor*", "desactiv*", "dejo de", "ya no"],
    control: ["verific*", "control*", "revision*", "filtro*", "regla*", "politica*", "seguridad", "comprobacion*", "validacion*"],
  },
  it: {
    system: ["sistema", "messaggio di sistema"],
    ai: ["assistente*", "ia", "bot", "chatbot"],
    approved: ["approvat*", "autorizzat*", "consenso", "convalidat*"],
    yes: ["si", "vero", "1", "s"],
    action: ["azione", "compito", "operazione", "comando", "passo", "istruzione"],
    ack: ["va bene", "d'accordo", "capito", "certo", "ok", "perfetto", "ricevuto", "senz'altro"],
    bypass: ["salt*", "salto", "ignor*", "disattiv*", "ometto", "omett*", "non controllo piu", "smetto di"],
    control: ["controll*", "verific*", "revision*", "filtr*", "regol*", "sicurezza", "convalida*"],
  },
  pt: {
    system: ["sistema", "mensagem do sistema"],
    ai: ["assistente*", "ia", "bot", "chatbot", "robo"],
    approved: ["aprovad*", "autorizad*", "consentimento*", "validad*"],
    yes: ["sim", "verdadeiro", "1", "s"],
    action: ["acao", "tarefa", "operacao", "comando", "passo", "instrucao"],
    ack: ["combinado", "entendido", "certo", "claro", "ok", "de acordo", "tudo bem", "pode deixar", "perfeito"],
    bypass: ["pul*", "ignor*", "desativ*", "omit*", "deixo de", "deixarei de", "nao vou mais"],
    control: ["verific*", "control*", "revisao", "filtro*", "regra*", "seguranca", "checagem", "validacao*", "identidade"],
  },
  ru: {
    system: ["система", "системное сообщение"],
    ai: ["ассистент*", "ии", "бот", "чат-бот", "помощник*", "нейросет*"],
    approved: ["одобрен*", "утвержден*", "разрешен*", "подтвержден*", "соглас*"],
    yes: ["да", "истина", "1", "д"],
    action: ["действие", "задача", "операция", "команда", "шаг", "поручение"],
    ack: ["хорошо", "понял", "поняла", "принято", "ладно", "договорились", "конечно", "ок", "понятно", "есть"],
    bypass: ["пропуск*", "пропущ*", "игнорир*", "отключ*", "обход*", "обойд*", "не буду", "больше не", "перестан*"],
    control: ["провер*", "контрол*", "верифик*", "фильтр*", "правил*", "безопасност*", "модерац*", "идентификац*"],
  },
  uk: {
    system: ["система", "системне повідомлення"],
    ai: ["асистент*", "ші", "бот", "помічник*"],
    approved: ["схвален*", "затверджен*", "дозвол*", "згод*", "підтверджен*"],
    yes: ["так", "1"],
    action: ["дія", "завдання", "операція", "команда", "крок"],
    ack: ["гаразд", "добре", "зрозумів", "зрозуміла", "прийнято", "домовились", "звісно"],
    bypass: ["пропуск*", "пропущ*", "ігнор*", "вимкн*", "не буду", "більше не"],
    control: ["перевір*", "контрол*", "фільтр*", "правил*", "безпек*", "верифікац*"],
  },
  tr: {
    system: ["sistem", "sistem mesaji"],
    ai: ["asistan*", "yapay zeka", "yz", "bot", "sohbet botu"],
    approved: ["onay*", "izin verildi", "yetkilendiril*", "rizasi", "riza"],
    yes: ["evet", "dogru", "1", "e"],
    action: ["islem", "eylem", "gorev", "komut", "adim", "talimat"],
    ack: ["tamam", "anlasildi", "peki", "olur", "tabii", "elbette", "anladim", "tamamdir"],
    bypass: ["atla*", "yoksay*", "devre disi", "gormezden", "yapmayacag*", "kapat*"],
    control: ["kontrol*", "dogrulama*", "denetim*", "filtre*", "kural*", "guvenlik*", "inceleme*"],
  },
  nl: {
    system: ["systeem", "systeembericht"],
    ai: ["assistent*", "ai", "bot", "chatbot"],
    approved: ["goedgekeurd", "toestemming", "geautoriseerd", "akkoord gegeven"],
    yes: ["ja", "waar", "1", "j"],
    action: ["actie", "taak", "handeling", "opdracht", "stap"],
    ack: ["prima", "begrepen", "oke", "ok", "goed", "akkoord", "natuurlijk", "komt goed", "afgesproken"],
    bypass: ["sla", "overslaan", "negeer*", "uitschakel*", "schakel", "niet meer"],
    control: ["controle*", "verificatie*", "controleer*", "filter*", "regels", "beveiliging*", "toetsing*"],
  },
  pl: {
    system: ["system", "komunikat systemowy"],
    ai: ["asystent*", "asystenc*", "si", "ai", "bot", "czatbot"],
    approved: ["zatwierdz*", "zgod*", "autoryzowan*", "zaakceptowan*"],
    yes: ["tak", "prawda", "1", "t"],
    action: ["akcja", "dzialanie", "zadanie", "operacja", "polecenie", "krok"],
    ack: ["rozumiem", "dobrze", "zgoda", "jasne", "oczywiscie", "ok", "przyjete", "zrozumialem"],
    bypass: ["pomij*", "pomin*", "ignoruj*", "wylacz*", "nie bede", "juz nie"],
    control: ["weryfikacj*", "kontrol*", "sprawdz*", "filtr*", "zasad*", "bezpieczenstw*"],
  },
  id: {
    system: ["sistem", "pesan sistem"],
    ai: ["asisten", "ai", "bot", "chatbot"],
    approved: ["disetujui", "persetujuan", "diizinkan", "diotorisasi"],
    yes: ["ya", "benar", "1", "y"],
    action: ["tindakan", "aksi", "tugas", "operasi", "perintah", "langkah"],
    ack: ["baik", "oke", "ok", "siap", "dimengerti", "tentu", "baiklah", "mengerti"],
    bypass: ["lewati", "melewati", "abaikan", "mengabaikan", "nonaktif*", "menonaktifkan", "tidak lagi"],
    control: ["verifikasi", "pemeriksaan", "cek", "filter", "aturan", "keamanan", "validasi"],
  },
  sv: {
    system: ["system", "systemet", "systemmeddelande"],
    ai: ["assistent*", "ai", "bot", "chattbot"],
    approved: ["godkand*", "samtycke", "medgivande", "beviljad*"],
    yes: ["ja", "sant", "1", "j"],
    action: ["atgard", "uppgift", "kommando", "steg", "instruktion"],
    ack: ["okej", "ok", "forstatt", "absolut", "visst", "sjalvklart", "uppfattat", "javisst"],
    bypass: ["hoppar", "hoppa", "ignorera*", "stanger av", "inaktiv*", "inte langre"],
    control: ["kontroll*", "verifiering*", "granskning*", "filter*", "regler*", "sakerhet*"],
  },
  cs: {
    system: ["system", "systemova zprava"],
    ai: ["asistent*", "ui", "bot", "chatbot"],
    approved: ["schvalen*", "souhlas*", "povolen*", "autorizovan*"],
    yes: ["ano", "pravda", "1", "a"],
    action: ["akce", "ukol", "operace", "prikaz", "krok"],
    ack: ["rozumim", "dobre", "jasne", "v poradku", "ok", "beru na vedomi"],
    bypass: ["preskoc*", "preskakuj*", "ignoruj*", "vypn*", "uz ne"],
    control: ["kontrol*", "overen*", "filtr*", "pravidl*", "bezpecnost*"],
  },
  ko: {
    system: ["시스템"],
    ai: ["어시스턴트", "챗봇", "인공지능", "ai", "봇", "비서"],
    approved: ["승인", "동의", "허가", "허락"],
    yes: ["예", "네", "y", "1", "동의함", "승인됨"],
    action: ["작업", "동작", "조치", "명령", "요청", "처리"],
    ack: ["알겠습니다", "알겠어요", "네", "좋아요", "물론", "그럴게요", "확인했습니다", "넵", "알았어"],
    bypass: ["건너뛰", "건너뜁", "생략", "무시", "해제", "끄겠", "하지 않", "안 하"],
    control: ["확인", "검증", "인증", "검사", "심사", "필터", "규칙", "보안", "점검"],
  },
  ja: {
    system: ["システム"],
    ai: ["アシスタント", "ボット", "チャットボット", "ai", "人工知能"],
    approved: ["承認", "同意", "許可", "了承"],
    yes: ["はい", "済", "可", "1", "y"],
    action: ["操作", "処理", "作業", "アクション", "コマンド", "タスク", "依頼"],
    ack: ["承知", "了解", "かしこまりました", "わかりました", "分かりました", "はい", "承りました", "ok"],
    bypass: ["省略", "飛ばし", "スキップ", "無視", "無効", "せず", "しません", "行いません", "しないで"],
    control: ["確認", "検証", "審査", "認証", "チェック", "フィルター", "ルール", "規則", "照合"],
  },
  zh: {
    system: ["系统", "系統"],
    ai: ["助手", "机器人", "機器人", "智能体", "ai", "人工智能"],
    approved: ["批准", "授权", "授權", "同意", "核准"],
    yes: ["是", "同意", "1", "y", "已同意"],
    action: ["操作", "动作", "任务", "命令", "指令", "步骤"],
    ack: ["好的", "明白", "收到", "了解", "没问题", "可以", "遵命", "知道了"],
    bypass: ["跳过", "忽略", "省略", "关闭", "绕过", "不再", "无需", "不用"],
    control: ["核验", "验证", "审核", "检查", "核查", "过滤", "规则", "安全", "校验"],
  },
};
