/**
 * Roles of `detector.setup-void` (issue 20 items 3–4, a blind red-team round: paraphrased
 * overrides without the classic verbs), per language, as the signal view reads them (lower
 * case, accents dropped; Russian is written in Cyrillic and folded by the detector like the
 * shadow folds it). Roles, not phrases:
 *
 * | role | what it names | e.g. |
 * | --- | --- | --- |
 * | `prior` | the reader's prior configuration as a noun class — instructions, setup, guidance, rules — bound to the reader by a scope word (`earlier`, `your`, `the operator's`, `above`), or what came before as a whole (`whatever came before this line`, `what the operator set up for you`) | `the prior guidance`, `всё, что тебе настроил оператор`, `de eerdere instructies van je beheerder`, `önceki talimatları` |
 * | `nullify` | a predicate that voids or sets aside its object — a verb (`set aside`, `drop`, `отбрось`, `zet … opzij`) or a declaration (`is void`, `never happened`, `недействительными`, `ongeldig`, `geçersiz`) | |
 * | `replace` | the reader's task replaced (`your real assignment is`, `New objective:`, `твоя настоящая задача`, `je echte opdracht`) | |
 * | `payload` | an act on the reader's context data or toward a destination (`forward this thread`, `send … to x@…`) | |
 * | `authority` | a principal granting the reader leave to skip its checks (`the operator has authorized you to skip`) | |
 *
 * Every list is literal words (a space is a bounded run of white space); the detector joins
 * them into bounded alternations (linear time).
 */

import { PL } from "./prior-setup-pl.js";
import { SV } from "./prior-setup-sv.js";

/** One language's roles (regex sources built from literal words by the detector). */
export interface PriorSetupLexicon {
  readonly lang: string;
  /** Scope words that bind a setup noun to the reader, before it (`previous`, `your`). */
  readonly scopeBefore: readonly string[];
  /** Nouns of the reader's configuration (`instructions`, `setup`, `guidance`). */
  readonly nouns: readonly string[];
  /** Scope phrases after the noun (`above`, `you were given`, `of your operator`). */
  readonly scopeAfter: readonly string[];
  /** Whole objects: what came before, what the reader was told or configured with (regex sources; `W` is a word gap). */
  readonly wholes: readonly string[];
  /** Verbs and declarations that void or set aside (literal words). */
  readonly nullify: readonly string[];
  /** The reader's task replaced (regex sources). */
  readonly replace: readonly string[];
  /** Verbs of sending or disclosing (literal words). */
  readonly send: readonly string[];
  /** The reader's context data (literal words). */
  readonly data: readonly string[];
  /** A principal granting leave to skip (regex sources). */
  readonly authority: readonly string[];
}

/** Up to `n` words between two parts (bounded). */
export const W = (n: number): string => `(?:[^\\s.!?;:]{1,24}\\s{1,4}){0,${n}}`;

const EN: PriorSetupLexicon = {
  lang: "en",
  scopeBefore: ["your", "your earlier", "your previous", "your prior", "your original", "your initial", "your current", "previous", "prior", "earlier", "preceding", "initial", "original", "former", "above", "pre-set", "preset", "the operator's", "the developer's", "the admin's", "the administrator's", "the system's", "your operator's", "your developer's"],
  nouns: ["instructions", "instruction", "setup", "set-up", "configuration", "config", "guidance", "rules", "directives", "briefing", "brief", "orders", "prompt", "system prompt", "system message", "guidelines", "programming", "constraints"],
  scopeAfter: ["above", "you were given", "you have been given", "you've been given", "you received", "you got", "given to you", "given earlier", "from before", "from the operator", "from your operator", "from the developer", "from the system", "set by the operator", "set by your operator", "before this line", "so far"],
  wholes: [
    `(?:whatever|what|everything|anything|all)\\s{1,4}(?:that\\s{1,4})?(?:came|comes|was\\s{1,4}written|is\\s{1,4}written|was\\s{1,4}said|stands|appears|went)\\s{1,4}(?:before|above|earlier|prior)`,
    `everything\\s{1,4}(?:before|above|preceding)\\s{1,4}(?:this|here)`,
    `(?:whatever|what|everything|anything|all)\\s{1,4}(?:that\\s{1,4})?(?:the|your)\\s{1,4}(?:operator|developer|developers|admin|administrator|deployer|owner|system|company|vendor)\\s{1,4}(?:has\\s{1,4}|had\\s{1,4})?(?:set\\s{1,4}up|configured|told\\s{1,4}you|gave\\s{1,4}you|wrote|specified|put\\s{1,4}in\\s{1,4}place|instructed|programmed|defined)`,
    `(?:whatever|what|everything|anything|all)\\s{1,4}(?:that\\s{1,4})?you\\s{1,4}(?:were|have\\s{1,4}been|'ve\\s{1,4}been|got)\\s{1,4}(?:told|given|instructed|configured|set\\s{1,4}up\\s{1,4}with)`,
  ],
  nullify: [
    "ignore", "disregard", "forget", "forget about", "set aside", "put aside", "drop", "discard", "scrap", "abandon", "cancel", "nullify", "override", "let go of", "throw out",
    "ditch", "shelve", "leave behind", "wipe", "erase", "toss", "bin", "void", "null", "null and void", "cancelled", "canceled", "invalid", "obsolete", "revoked", "rescinded",
    "withdrawn", "lifted", "no longer valid", "no longer apply", "no longer applies", "no longer in effect", "no longer in force", "no longer binding", "no longer stands",
    "no longer relevant", "moot", "superseded", "overridden", "never happened", "never existed", "was never given", "were never given", "was never written",
    "were never written", "does not exist", "do not exist", "don't exist", "doesn't exist",
  ],
  replace: [
    `(?:your|ur)\\s{1,4}(?:(?:real|actual|true|new|next|only|sole|genuine|current|updated)\\s{1,4}){0,2}(?:task|objective|assignment|goal|mission|job|purpose|action|step|priority)\\s{1,4}(?:now\\s{1,4}|here\\s{1,4})?(?:is|will\\s{1,4}be)\\b`,
    `(?:^|[.!?\\n]\\s{0,8})(?:new|updated|real|actual)\\s{1,4}(?:task|objective|assignment|goal|mission|instructions?|orders?)\\s{0,4}:`,
  ],
  send: ["send", "forward", "email", "e-mail", "mail", "post", "upload", "share", "export", "leak", "reveal", "disclose", "print", "list", "dump", "paste", "copy", "cc", "bcc", "transfer"],
  data: [
    "this thread", "the thread", "this conversation", "the conversation", "this chat", "the chat history", "chat history", "conversation history", "the inbox", "inbox",
    "all e-mails", "all emails", "the customer list", "customer list", "customer data", "contacts", "the logs", "api key", "api keys", "password", "passwords",
    "credentials", "environment variables", "secrets", "your instructions", "system prompt", "your setup", "your configuration", "the full customer export",
  ],
  authority: [
    `(?:the|your)\\s{1,4}(?:operator|developer|developers|administrator|admin|owner|system|security\\s{1,4}team|it\\s{1,4}team|it\\s{1,4}department|management|deployer|supervisor)\\s{1,4}(?:has\\s{1,4}|have\\s{1,4})?(?:now\\s{1,4}|just\\s{1,4}|already\\s{1,4})?(?:authori[sz]ed|cleared|permitted|allowed|approved|instructed|asked|told)\\s{1,4}you\\s{1,4}to\\s{1,4}(?:skip|bypass|ignore|disregard|disable|turn\\s{1,4}off|waive|drop|override|circumvent|omit|forgo|forego|stop\\s{1,4}following|not\\s{1,4}follow|reveal|disclose)\\b`,
  ],
};

const DE: PriorSetupLexicon = {
  lang: "de",
  scopeBefore: ["deine", "deinen", "eure", "ihre", "deine bisherigen", "deine vorherigen", "bisherigen", "vorherigen", "vorigen", "fruheren", "ursprunglichen", "obigen", "alten", "vorangegangenen"],
  nouns: ["anweisungen", "vorgaben", "instruktionen", "regeln", "einstellungen", "konfiguration", "richtlinien", "befehle", "anordnungen", "systemanweisungen", "systemprompt", "auftrage", "vorschriften"],
  scopeAfter: ["deines betreibers", "des betreibers", "deines entwicklers", "des entwicklers", "des administrators", "des systems", "von oben", "von vorhin", "die du erhalten hast", "die dir gegeben wurden"],
  wholes: [
    `alles\\s{0,4},?\\s{1,4}was\\s{1,4}(?:oben|davor|vorher|vor\\s{1,4}dieser\\s{1,4}zeile|bisher)\\s{1,4}(?:steht|stand|gesagt\\s{1,4}wurde|kam)`,
    `alles\\s{1,4}(?:obige|vorherige|bisherige|bisher\\s{1,4}gesagte|oben\\s{1,4}stehende)`,
    `alles\\s{0,4},?\\s{1,4}was\\s{1,4}(?:dir|man\\s{1,4}dir|dein\\s{1,4}betreiber\\s{1,4}dir)\\s{1,4}(?:gesagt|gegeben|vorgegeben|eingestellt|aufgetragen)`,
  ],
  nullify: [
    "ignoriere", "ignoriert", "ignorieren", "vergiss", "vergesst", "vergessen", "beiseite", "ausser acht", "außer acht", "verwirf", "verwerft", "verwerfen", "streiche", "streicht",
    "nichtig", "ungultig", "aufgehoben", "gelten nicht mehr", "gilt nicht mehr", "nicht mehr gultig", "hinfallig", "ausser kraft", "außer kraft", "nie gegeben", "nie existiert", "hat es nie gegeben",
  ],
  replace: [
    `(?:deine|ihre|eure)\\s{1,4}(?:(?:eigentliche|wahre|wirkliche|echte|neue|nachste|einzige)\\s{1,4}){1,2}(?:aufgabe|mission|rolle|auftrag|ziel)`,
    `(?:^|[.!?\\n]\\s{0,8})(?:neue[sr]?|neues)\\s{1,4}(?:ziel|aufgabe|auftrag|mission)\\s{0,4}:`,
  ],
  send: ["sende", "sendet", "senden", "schicke", "schick", "schickt", "leite", "leitet", "weiterleiten", "gib", "gebt", "teile", "veroffentliche"],
  data: ["kundendaten", "passwort", "kennwort", "verlauf", "chatverlauf", "konversation", "kontakte", "zugangsdaten", "kundenliste", "systemanweisungen"],
  authority: [
    `(?:der|dein|ihr)\\s{1,4}(?:betreiber|entwickler|administrator|admin|eigentumer|systemverwalter)\\s{1,4}(?:hat\\s{1,4})?(?:dir|ihnen|euch)\\s{1,4}(?:erlaubt|gestattet|freigegeben|die\\s{1,4}erlaubnis\\s{1,4}gegeben)`,
  ],
};

const FR: PriorSetupLexicon = {
  lang: "fr",
  scopeBefore: ["tes", "vos", "tes anciennes", "vos anciennes", "anciennes", "premieres"],
  nouns: ["instructions", "consignes", "directives", "regles", "configuration", "parametrage", "reglages", "ordres", "indications"],
  scopeAfter: ["precedentes", "precedente", "anterieures", "anterieure", "initiales", "initiale", "d'origine", "ci-dessus", "de l'operateur", "de ton operateur", "de votre operateur", "du developpeur", "que tu as recues", "que vous avez recues", "qu'on t'a donnees", "qu'on vous a donnees"],
  wholes: [
    `(?:tout\\s{1,4})?ce\\s{1,4}qui\\s{1,4}precede`,
    `tout\\s{1,4}ce\\s{1,4}qui\\s{1,4}(?:est|se\\s{1,4}trouve)\\s{1,4}(?:au-dessus|plus\\s{1,4}haut|avant)`,
    `(?:tout\\s{1,4})?ce\\s{1,4}qu'\\s{0,2}on\\s{1,4}(?:t'|vous\\s{1,4})\\s{0,2}a\\s{1,4}(?:dit|donne|configure|demande)`,
  ],
  nullify: [
    "oublie", "oubliez", "ignore", "ignorez", "ecarte", "ecartez", "mets de cote", "mettez de cote", "laisse tomber", "laissez tomber", "annule", "annulez", "abandonne", "abandonnez",
    "caduque", "caduques", "nulle", "nulles", "nul et non avenu", "annulee", "annulees", "ne s'appliquent plus", "ne s'applique plus", "ne comptent plus", "ne compte plus",
    "n'a jamais existe", "n'avait jamais existe", "n'avaient jamais existe", "n'ont jamais existe", "sans effet", "sans objet",
  ],
  replace: [
    `(?:ta|votre)\\s{1,4}(?:(?:vraie|veritable|reelle|nouvelle|seule|prochaine)\\s{1,4}){1,2}(?:mission|tache|fonction|objectif|etape)`,
    `(?:^|[.!?\\n]\\s{0,8})(?:nouvel|nouvelle|nouveau|vrai|vraie)\\s{1,4}(?:objectif|mission|tache|consigne|but)\\s{0,4}:`,
  ],
  send: ["envoie", "envoyez", "envoyer", "transfere", "transferez", "transmets", "transmettez", "partage", "partagez", "recopie", "recopiez", "revele", "revelez"],
  data: ["historique", "conversation", "mot de passe", "mots de passe", "identifiants", "contacts", "donnees des clients", "liste des clients", "ta configuration", "votre configuration"],
  authority: [
    `(?:l'\\s{0,2}|ton\\s{1,4}|votre\\s{1,4}|le\\s{1,4})(?:operateur|developpeur|administrateur|admin|proprietaire)\\s{1,4}(?:t'|vous\\s{1,4})\\s{0,2}a\\s{1,4}(?:autorise|autorisee|permis|accorde)\\s{1,4}(?:a|de|d')\\s{0,4}(?:ignorer|sauter|contourner|desactiver|passer|omettre|ne\\s{1,4}pas)`,
  ],
};

const ES: PriorSetupLexicon = {
  lang: "es",
  scopeBefore: ["tus", "sus", "tus antiguas", "antiguas"],
  nouns: ["instrucciones", "indicaciones", "reglas", "directrices", "configuracion", "ajustes", "consignas", "ordenes", "pautas"],
  scopeAfter: ["anteriores", "anterior", "previas", "previa", "originales", "iniciales", "de arriba", "del operador", "de tu operador", "del desarrollador", "que recibiste", "que te dieron"],
  wholes: [
    `todo\\s{1,4}lo\\s{1,4}(?:anterior|de\\s{1,4}arriba|que\\s{1,4}(?:viene|vino|esta|hay)\\s{1,4}(?:antes|arriba))`,
    `(?:todo\\s{1,4})?lo\\s{1,4}que\\s{1,4}te\\s{1,4}(?:dijeron|dieron|indicaron|configuraron|ordenaron)`,
  ],
  nullify: [
    "olvida", "olvide", "olviden", "ignora", "ignore", "ignoren", "descarta", "descarte", "deja de lado", "deje de lado", "haz caso omiso", "anula", "anule", "anulada", "anuladas",
    "sin efecto", "nula", "nulas", "invalida", "invalidas", "ya no son validas", "ya no aplican", "ya no rigen", "ya no cuentan", "nunca hubiera existido", "nunca hubieran existido",
    "nunca existio", "nunca existieron",
  ],
  replace: [
    `(?:tu|su)\\s{1,4}(?:(?:verdadera|autentica|real|nueva|unica|proxima)\\s{1,4}){1,2}(?:tarea|mision|funcion|objetivo|cometido|paso)`,
    `(?:tu|su)\\s{1,4}(?:proximo|siguiente|nuevo|verdadero|unico)\\s{1,4}(?:paso|objetivo|trabajo|encargo)\\s{1,4}es`,
    `(?:^|[.!?\\n]\\s{0,8})(?:nueva|nuevo|verdadera|verdadero)\\s{1,4}(?:tarea|mision|objetivo|meta)\\s{0,4}:`,
  ],
  send: ["envia", "envie", "enviar", "reenvia", "reenvie", "reenviar", "manda", "mande", "comparte", "revela", "transfiere"],
  data: ["este correo", "el correo", "historial", "conversacion", "contrasena", "contrasenas", "credenciales", "contactos", "datos de los clientes", "lista de clientes"],
  authority: [
    `(?:el|tu|su)\\s{1,4}(?:operador|desarrollador|administrador|admin|propietario)\\s{1,4}(?:te|le)\\s{1,4}(?:ha\\s{1,4})?(?:autorizado|permitido|habilitado)\\s{1,4}(?:a|para)\\s{1,4}(?:omitir|saltar|ignorar|desactivar|saltarte|evitar|no\\s{1,4}seguir)`,
  ],
};

const IT: PriorSetupLexicon = {
  lang: "it",
  scopeBefore: ["le tue", "tue", "vecchie"],
  nouns: ["istruzioni", "indicazioni", "regole", "direttive", "impostazioni", "configurazione", "consegne"],
  scopeAfter: ["precedenti", "di prima", "iniziali", "originali", "dell'operatore", "del tuo operatore", "dello sviluppatore", "che hai ricevuto", "sopra", "qui sopra"],
  wholes: [`tutto\\s{1,4}(?:quanto\\s{1,4}sopra|cio\\s{1,4}che\\s{1,4}precede|quello\\s{1,4}che\\s{1,4}(?:precede|c'e\\s{1,4}sopra|ti\\s{1,4}(?:hanno|ha)\\s{1,4}detto))`],
  nullify: ["ignora", "dimentica", "metti da parte", "accantona", "scarta", "annulla", "nulle", "annullate", "non valgono piu", "non sono piu valide", "decadute", "mai esistite", "prive di effetto"],
  replace: [
    `(?:il\\s{1,4})?tuo\\s{1,4}(?:(?:vero|reale|nuovo|unico|prossimo)\\s{1,4}){1,2}(?:compito|obiettivo|incarico|passo)`,
    `(?:^|[.!?\\n]\\s{0,8})(?:nuovo|nuova|vero|vera)\\s{1,4}(?:obiettivo|compito|missione|incarico)\\s{0,4}:`,
  ],
  send: ["invia", "inoltra", "manda", "condividi", "rivela"],
  data: ["cronologia", "conversazione", "password", "credenziali", "contatti", "dati dei clienti", "elenco clienti"],
  authority: [],
};

const PT: PriorSetupLexicon = {
  lang: "pt",
  scopeBefore: ["suas", "tuas", "suas antigas", "antigas"],
  nouns: ["instrucoes", "orientacoes", "regras", "diretrizes", "configuracao", "configuracoes", "indicacoes"],
  scopeAfter: ["anteriores", "previas", "originais", "iniciais", "acima", "do operador", "do seu operador", "do desenvolvedor", "que voce recebeu"],
  wholes: [`tudo\\s{1,4}(?:o\\s{1,4}que\\s{1,4}(?:veio|vem|esta|foi\\s{1,4}dito)\\s{1,4}(?:antes|acima)|acima|o\\s{1,4}que\\s{1,4}te\\s{1,4}disseram)`],
  nullify: ["desconsidere", "desconsidera", "ignore", "ignora", "esqueca", "esquece", "deixe de lado", "descarte", "anule", "nulas", "anuladas", "sem efeito", "invalidas", "nao valem mais", "nao se aplicam mais", "nunca existiram"],
  replace: [
    `(?:sua|tua)\\s{1,4}(?:(?:verdadeira|real|nova|unica|proxima)\\s{1,4}){1,2}(?:tarefa|missao|funcao|objetivo|etapa)`,
    `(?:^|[.!?\\n]\\s{0,8})(?:nova|novo|verdadeira|verdadeiro)\\s{1,4}(?:missao|tarefa|objetivo|meta)\\s{0,4}:`,
  ],
  send: ["envie", "envia", "encaminhe", "encaminha", "compartilhe", "revele"],
  data: ["historico", "conversa", "senha", "senhas", "credenciais", "contatos", "dados dos clientes", "lista de clientes"],
  authority: [],
};

const NL: PriorSetupLexicon = {
  lang: "nl",
  scopeBefore: ["je", "jouw", "uw", "je eerdere", "je vorige", "eerdere", "vorige", "voorgaande", "oorspronkelijke", "bovenstaande", "oude"],
  nouns: ["instructies", "aanwijzingen", "opdrachten", "regels", "richtlijnen", "configuratie", "instellingen", "systeemprompt", "prompt"],
  scopeAfter: ["van je beheerder", "van de beheerder", "van je operator", "van de operator", "van je ontwikkelaar", "van de ontwikkelaar", "hierboven", "die je hebt gekregen", "die je kreeg"],
  wholes: [
    `alles\\s{1,4}(?:hierboven|hiervoor|tot\\s{1,4}nu\\s{1,4}toe|wat\\s{1,4}(?:hierboven|hiervoor|eerder)\\s{1,4}(?:staat|stond|kwam))`,
    `alles\\s{1,4}wat\\s{1,4}(?:je|jou|u)\\s{1,4}(?:is\\s{1,4})?(?:gezegd|verteld|gegeven|opgedragen)`,
  ],
  nullify: [
    "negeer", "vergeet", "opzij", "terzijde", "schrap", "annuleer", "laat varen", "naast je neer", "gooi weg", "ongeldig", "vervallen", "vervalt", "nietig", "geldt niet meer",
    "gelden niet meer", "niet langer geldig", "niet meer geldig", "ingetrokken", "nooit bestaan", "nooit gegeven", "nooit gebeurd",
  ],
  replace: [
    `(?:je|jouw|uw)\\s{1,4}(?:(?:echte|werkelijke|nieuwe|enige|eigenlijke|volgende)\\s{1,4}){1,2}(?:opdracht|taak|missie|doel|stap)`,
    `(?:^|[.!?\\n]\\s{0,8})(?:nieuwe|nieuw|echte)\\s{1,4}(?:opdracht|taak|missie|doel)\\s{0,4}:`,
  ],
  send: ["stuur", "verstuur", "stuurt", "doorsturen", "deel", "onthul", "mail"],
  data: ["klantenlijst", "klantgegevens", "wachtwoord", "wachtwoorden", "gesprek", "chatgeschiedenis", "contacten", "inloggegevens"],
  authority: [],
};

const TR: PriorSetupLexicon = {
  lang: "tr",
  scopeBefore: ["onceki", "daha onceki", "eski", "ilk", "mevcut", "yukaridaki", "sana verilen", "size verilen", "operatorun", "yoneticinin", "gelistiricinin"],
  nouns: ["talimatlari", "talimatlar", "talimatlarini", "talimatlarinizi", "ayarlari", "ayarlarini", "kurallari", "kurallarini", "yonergeleri", "yonergelerini", "yapilandirmayi", "komutlari", "yonlendirmeleri", "istemi"],
  scopeAfter: [],
  wholes: [`(?:yukaridaki|bundan\\s{1,4}onceki|simdiye\\s{1,4}kadar\\s{1,4}(?:soylenen|verilen)|sana\\s{1,4}(?:soylenen|verilen))\\s{1,4}her\\s{1,4}sey(?:i)?`],
  nullify: [
    "gecersiz say", "gecersiz sayin", "gecersiz kabul et", "gecersiz kabul edin", "gecersizdir", "gecersiz", "hukumsuz", "yok say", "yok sayin", "unut", "unutun", "iptal et", "iptal edin",
    "iptal edilmistir", "kenara birak", "kenara birakin", "artik gecerli degil", "gecerli degildir",
  ],
  replace: [
    `(?:gercek|asil|yeni|tek)\\s{1,4}(?:gorevin|gorevini|goreviniz|amacin|hedefin|isin)`,
    `(?:^|[.!?\\n]\\s{0,8})yeni\\s{1,4}(?:gorev|hedef|amac)\\s{0,4}:`,
  ],
  send: ["gonder", "gonderin", "ilet", "iletin", "paylas", "paylasin"],
  data: ["musteri listesini", "musteri listesi", "sifre", "sifreyi", "yazismayi", "gecmisi", "kisileri"],
  authority: [],
};

/** Russian, written in Cyrillic: the detector folds every word as the shadow does (`shadowTextOf`). */
export const RU_WORDS = {
  scopeBefore: ["предыдущие", "прежние", "прошлые", "изначальные", "первоначальные", "старые", "вышеуказанные", "твои", "ваши", "свои", "все предыдущие", "все прежние"],
  nouns: ["инструкции", "указания", "настройки", "установки", "правила", "распоряжения", "директивы", "команды"],
  scopeAfter: ["оператора", "разработчика", "администратора", "выше"],
  /** `всё, что тебе (оператор) настроил` and `всё, что было выше`: words joined by the detector with bounded gaps. */
  toYouHead: ["всё", "все"],
  toYouThat: ["что"],
  toYouPronoun: ["тебе", "вам"],
  toYouVerbs: ["сказал", "сказали", "дал", "дали", "настроил", "настроили", "задал", "задали", "написал", "написали", "поручил", "поручили", "велел", "велели"],
  before: ["вышесказанное", "вышеизложенное", "выше", "раньше", "до этого"],
  nullify: [
    "отбрось", "отбросьте", "забудь", "забудьте", "игнорируй", "игнорируйте", "отмени", "отмените", "выбрось", "выбросьте", "сбрось", "сбросьте", "аннулируй", "не учитывай",
    "не учитывайте", "недействительными", "недействительны", "недействительным", "отменены", "отменёнными", "аннулированы", "больше не действуют", "больше не действительны",
    "утратили силу", "не имеют силы", "больше не актуальны", "никогда не существовали",
  ],
  replace: ["твоя настоящая задача", "ваша настоящая задача", "твоя новая задача", "ваша новая задача", "твоя истинная задача", "твоя настоящая цель", "новая цель", "новая задача"],
  send: ["отправь", "отправьте", "перешли", "перешлите", "пришли", "пришлите", "выведи", "выведите", "раскрой", "покажи"],
  data: ["переписку", "историю", "пароль", "пароли", "ключ", "список пользователей", "данные клиентов", "контакты"],
  /** Prepositions after a setup noun that scope it to a topic (`инструкции по установке`): then no reader's setup. */
  topic: ["по", "для", "о", "об", "про", "к", "насчёт", "относительно"],
} as const;

/** The Latin-script lexicons of `detector.setup-void` (Swedish and Polish in their own files). */
export const PRIOR_SETUP_LEXICONS: readonly PriorSetupLexicon[] = [EN, DE, FR, ES, IT, PT, NL, TR, SV, PL];
