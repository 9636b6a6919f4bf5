/**
 * Closed classes of words for three kinds of order to an AI reader (issue 20, blind round:
 * misses clustered in Russian, Dutch, Polish, Turkish and Swedish), read by
 * `closed-orders.ts`. Data only, per language (ISO 639-1), written as `foldClosed` reads text
 * (lower case, accents dropped, `ı` → `i`, `ł` → `l`, Cyrillic `й` → `и`, `ё` → `е`). A word
 * ending in `*` is a stem (any ending of up to 14 letters); any other word is whole.
 *
 * | kind | made of |
 * | --- | --- |
 * | notice | `notice` (an announcement head) + an AI reader addressed (`to` + `ai`, Turkish `ai` + `dative` / `icin`, or `ai` as the subject of a `deontic`) + rule-setting (`deontic` or `now`) |
 * | reassignment | `your` + `real` + `task` + `copula` (Turkish: `real` + `task` with a second-person `taskYours` ending), never `future`; or `consider` + `reassigned`; or `you` + `reassigned` + `now`; or `rules` + `outrank` + `principal` |
 * | tool order | an `ai` vocative opening the clause + `call` (an imperative call verb) + `toolNoun` or a code identifier |
 *
 * The AI reader class is the structural table's `ai` class (`structural-words.ts`) with the
 * `ai` rows below beside it.
 */

/** One language's classes (all optional: a missing class has no words in that language). */
export interface OrderWords {
  /** Announcement heads (`уведомление`, `beleidswijziging`, `komunikat`, `duyuru`, `meddelande`). */
  readonly notice?: readonly string[];
  /** AI reader nouns beyond the structural `ai` class (`языковая модель`, `taalmodel*`, `sohbet bot*`). */
  readonly ai?: readonly string[];
  /** Titles that make an AI noun before them a person's job (`assistant manager`, `Assistentin der Geschäftsführung`). */
  readonly title?: readonly string[];
  /** Prepositions that address what follows (`для`, `voor`, `dla`, `till`, `for`). */
  readonly to?: readonly string[];
  /** Words that may stand between a preposition and the AI noun (`de`, `het`, `all`, `alle`, `wszystkich`). */
  readonly det?: readonly string[];
  /** Words after an AI noun that address it (Turkish `icin`). */
  readonly toAfter?: readonly string[];
  /** Case endings that address an AI noun (Turkish dative: `asistanina`). */
  readonly dative?: readonly string[];
  /** Modals and obligations (`обязан*`, `moet`, `musi`, `ska`, `zorunda*`). */
  readonly deontic?: readonly string[];
  /** Endings that make any verb an obligation (Turkish `-malidir`, `-melisin`). */
  readonly deonticEnds?: readonly string[];
  /** Effective now, from now on, a new rule (`с сегодняшнего дня`, `vanaf nu`, `od dzis`, `bugunden itibaren`, `fran och med idag`). */
  readonly now?: readonly string[];
  /** A passive or copula after the modal: a rule about the models, not for them (`быть`, `worden`, `byc`). */
  readonly passive?: readonly string[];
  /** First-person plural possessives: the AI noun is the writer's product (`наш`, `onze`, `nasz`, `var`). */
  readonly ours?: readonly string[];
  /** Second-person singular possessives (`твоя`, `je`, `twoje`, `din`). */
  readonly your?: readonly string[];
  /** Real, actual, true (`настоящ*`, `echte`, `wlasciw*`, `asil`, `egentlig*`). */
  readonly real?: readonly string[];
  /** Task, role, assignment, mission (`задач*`, `opdracht`, `zadani*`, `gorev*`, `uppgift*`). */
  readonly task?: readonly string[];
  /** Endings that make a task noun the reader's (Turkish `gorevin`). */
  readonly taskYours?: readonly string[];
  /**
   * Words that may stand between the task noun and its copula (`now`, `however`: `your real task
   * now is`); any other word there is a complement scoping the task to a person's setting (`this
   * week`, `на этой должности`, `in this role`), and the claim is a job's, not a reassignment.
   */
  readonly aside?: readonly string[];
  /** Role-frame prepositions (`as`, `als`, `en tant que`, `como`, `jako`, `в качестве`) opening a sentence before `your`. */
  readonly as?: readonly string[];
  /** Role-frame postpositions (Turkish `olarak`). */
  readonly asAfter?: readonly string[];
  /** Human roles a role frame may name (`manager`, `teacher`, `parent`): then `your` is a person's, not the AI reader's. */
  readonly person?: readonly string[];
  /** Genitive prepositions (`of`, `de`, `do`, `van`, `des`): a principal after one is another noun's complement (`the manual of the operator`). */
  readonly of?: readonly string[];
  /** Pronouns standing for the rules before a genitive (`those of`, `die van`, `celles de`, `las del`). */
  readonly those?: readonly string[];
  /** A present copula (`это`, `is`, `jest`, `to`, `ar`) — a dash also counts. */
  readonly copula?: readonly string[];
  /** Future forms (`будет`, `wordt`, `bedzie`, `olacak*`, `blir`): a job ad's "your real task will be". */
  readonly future?: readonly string[];
  /** Imperatives of "consider / regard" (`считай`, `beschouw`, `uznaj`, `kabul et`, `betrakta`). */
  readonly consider?: readonly string[];
  /** Reassigned, transferred, reprogrammed (`переназначен*`, `toegewezen`, `przydzielon*`, `atandi*`, `omplacerad*`). */
  readonly reassigned?: readonly string[];
  /** Second-person pronouns and verb forms (`тебя`, `ты`, `jezelf`, `zostales`, `dig`). */
  readonly you?: readonly string[];
  /** Rules and instructions (`правила`, `regels`, `zasady`, `kurallar*`, `regler*`). */
  readonly rules?: readonly string[];
  /** Precedence predicates (`важнее`, `gaan boven`, `pierwszenstw*`, `once gelir`, `gar fore`). */
  readonly outrank?: readonly string[];
  /** The reader's principals (`оператор*`, `beheerder*`, `operator*`, `gelistirici*`, `utvecklar*`). */
  readonly principal?: readonly string[];
  /** Imperatives of calling or running (`вызови`, `roep`, `wywolaj`, `cagir`, `anropa`). */
  readonly call?: readonly string[];
  /** Tool nouns (`инструмент*`, `functie`, `narzedzi*`, `arac*`, `verktyg*`). */
  readonly toolNoun?: readonly string[];
}

/** Per language. */
export const ORDER_WORDS: Readonly<Record<string, OrderWords>> = {
  en: {
    notice: ["notice", "notification", "announcement", "update", "policy update", "policy change", "bulletin", "advisory", "memo", "directive"],
    ai: ["language model*", "ai model*", "ai agent*", "ai assistant*", "virtual assistant*"],
    to: ["for", "to", "attention", "dear"],
    title: ["manager*", "director*", "professor*", "editor*", "coach*", "teacher*", "principal*", "secretary", "secretaries", "to the", "of the", "producer*", "buyer*", "controller*"],
    det: ["the", "all", "any", "every", "our"],
    deontic: ["must", "shall", "is required to", "are required to", "may no longer", "can no longer", "has to", "have to"],
    now: ["effective immediately", "effective now", "effective today", "from now on", "as of today", "starting today", "henceforth", "until further notice", "new rule", "new rules", "new policy"],
    passive: ["be", "been"],
    ours: ["our"],
    your: ["your"],
    real: ["real", "actual", "true", "only"],
    task: ["task", "job", "role", "mission", "assignment", "purpose"],
    aside: ["now", "however", "though", "instead", "actually", "therefore", "then"],
    as: ["as a", "as an", "as the", "as"],
    person: ["manager*", "leader*", "teacher*", "parent*", "employee*", "member*", "student*", "intern*", "new hire*", "volunteer*", "nurse*", "doctor*", "supervisor*", "owner*", "coach*", "director*", "founder*", "editor*", "mentor*", "team lead*", "engineer*", "designer*", "salesperson", "colleague*", "citizen*", "customer*", "reader*", "writer*", "freelancer*", "consultant*", "recruiter*", "officer*"],
    of: ["of"],
    those: ["those", "that", "the ones"],
    copula: ["is", "is now"],
    future: ["will", "would"],
    consider: ["consider yourself", "regard yourself", "treat yourself"],
    reassigned: ["reassigned", "reprogrammed", "redeployed", "transferred"],
    you: ["you", "yourself", "you're"],
    rules: ["rules", "instructions", "directives", "guidelines"],
    outrank: ["outrank*", "override*", "supersede*", "take precedence", "takes precedence", "come before"],
    principal: ["operator*", "developer*", "administrator*", "system prompt*"],
    call: ["call", "invoke", "run", "execute", "use", "trigger", "launch"],
    toolNoun: ["tool", "function", "command", "action", "endpoint"],
  },
  de: {
    notice: ["mitteilung", "hinweis", "ankundigung", "bekanntmachung", "aktualisierung", "update", "rundschreiben", "betriebsregel", "richtlinienanderung", "systemhinweis", "systemmeldung"],
    ai: ["sprachmodell*", "ki-modell*", "ki-agent*", "ki-system*"],
    to: ["fur", "an", "zu handen"],
    title: ["der geschaftsfuhrung", "des vorstands", "der leitung", "im vertrieb", "im einkauf"],
    det: ["den", "die", "das", "dem", "alle", "jeden", "jede", "jedes"],
    deontic: ["muss", "musst", "mussen", "musst du", "soll", "sollst", "sollen", "darf nicht", "darfst nicht", "durfen nicht", "darf nicht mehr", "darfst nicht mehr", "ist verpflichtet", "bist verpflichtet"],
    now: ["ab sofort", "ab heute", "ab jetzt", "mit sofortiger wirkung", "von nun an", "bis auf weiteres", "kunftig", "neue regel", "neue regeln", "neue richtlinie", "gilt ab sofort", "gilt ab heute"],
    passive: ["werden", "sein", "worden"],
    ours: ["unser", "unsere", "unseren", "unserem", "unserer"],
    your: ["deine", "dein", "deinen", "deiner"],
    real: ["eigentlich*", "wahre", "wahren", "echte", "wirklich*", "einzige"],
    task: ["aufgabe", "rolle", "mission", "auftrag", "ziel"],
    aside: ["jetzt", "nun", "aber", "also", "stattdessen", "eigentlich", "doch", "jedoch"],
    as: ["als"],
    person: ["fuhrungskraft", "fuhrungskrafte", "leiter*", "lehrer*", "eltern*", "mitarbeiter*", "mitglied*", "student*", "praktikant*", "auszubildend*", "manager*", "chef*", "trainer*", "kolleg*", "kunde*", "kundin*", "berater*"],
    of: ["von", "des", "der"],
    those: ["die", "jene", "diejenigen", "denen"],
    copula: ["ist", "ist es", "lautet", "besteht darin"],
    future: ["wird", "werden"],
    consider: ["betrachte dich", "sieh dich", "geh davon aus", "gehe davon aus"],
    reassigned: ["neu zugewiesen", "neu zugeteilt", "neu eingeteilt", "umprogrammiert", "versetzt", "umbesetzt"],
    you: ["du", "dich", "dir"],
    rules: ["regeln", "anweisungen", "vorgaben", "richtlinien"],
    outrank: ["vorrang*", "gehen vor", "stehen uber", "ersetzen", "uberschreiben"],
    principal: ["betreiber*", "entwickler*", "administrator*", "systemprompt*"],
    call: ["rufe", "ruf", "fuhre", "fuhr", "nutze", "verwende", "starte", "aktiviere", "lose"],
    toolNoun: ["werkzeug", "tool", "funktion", "befehl", "kommando"],
  },
  fr: {
    notice: ["avis", "annonce", "communique", "mise a jour", "notification", "note de service", "circulaire", "changement de politique"],
    ai: ["modele de langage", "modeles de langage", "agent ia", "agents ia", "assistant ia", "assistants ia", "assistant virtuel"],
    to: ["pour", "a", "aux", "a l'intention de", "a l'attention de"],
    det: ["l'", "le", "la", "les", "tous les", "tout", "chaque"],
    deontic: ["doit", "doivent", "dois", "devra", "devront", "ne doit plus", "ne peut plus", "est tenu de", "es tenu de"],
    now: ["desormais", "des maintenant", "des aujourd'hui", "a compter d'aujourd'hui", "a partir d'aujourd'hui", "a partir de maintenant", "dorenavant", "avec effet immediat", "jusqu'a nouvel ordre", "nouvelle regle", "nouvelles regles"],
    passive: ["etre", "ete"],
    ours: ["notre", "nos"],
    your: ["ta", "ton"],
    real: ["veritable", "vraie", "vrai", "reelle", "seule"],
    task: ["mission", "tache", "role", "fonction", "objectif"],
    aside: ["maintenant", "desormais", "donc", "pourtant", "cependant", "plutot"],
    as: ["en tant que", "comme", "en qualite de"],
    person: ["manager*", "responsable*", "chef*", "enseignant*", "professeur*", "parent*", "salarie*", "employe*", "membre*", "etudiant*", "stagiaire*", "benevole*", "directeur*", "directrice*", "collegue*", "client*", "consultant*"],
    of: ["de", "du", "des", "d'"],
    those: ["celles", "ceux", "celle", "celui"],
    copula: ["est", "c'est", "consiste a"],
    future: ["sera"],
    consider: ["considere-toi", "considere toi", "estime-toi"],
    reassigned: ["reaffecte*", "reprogramme*", "mute*"],
    you: ["tu", "te", "toi", "t'"],
    rules: ["regles", "consignes", "instructions", "directives"],
    outrank: ["priment", "prevalent", "priorite sur", "remplacent", "l'emportent sur"],
    principal: ["operateur*", "developpeur*", "administrateur*"],
    call: ["appelle", "execute", "lance", "utilise", "invoque", "declenche", "active"],
    toolNoun: ["outil", "fonction", "commande", "action"],
  },
  es: {
    notice: ["aviso", "anuncio", "comunicado", "actualizacion", "notificacion", "circular", "cambio de politica"],
    ai: ["modelo de lenguaje", "modelos de lenguaje", "agente de ia", "asistente virtual", "asistente de ia"],
    to: ["para", "a", "al", "a los", "dirigido a"],
    det: ["el", "la", "los", "las", "todo", "todos", "cada"],
    deontic: ["debe", "deben", "debes", "tiene que", "tienen que", "tienes que", "ya no puede", "ya no puedes", "esta obligado a", "estas obligado a"],
    now: ["desde hoy", "desde ahora", "a partir de hoy", "a partir de ahora", "en adelante", "con efecto inmediato", "hasta nuevo aviso", "nueva norma", "nueva regla", "nuevas reglas"],
    passive: ["ser", "estar", "sido"],
    ours: ["nuestro", "nuestra", "nuestros", "nuestras"],
    your: ["tu"],
    real: ["verdader*", "real", "unica", "autentica"],
    task: ["tarea", "mision", "funcion", "papel", "objetivo", "cometido"],
    aside: ["ahora", "pues", "sin embargo", "en cambio", "entonces"],
    as: ["como", "en calidad de"],
    person: ["gerente*", "jefe*", "jefa*", "lider*", "docente*", "profesor*", "padre*", "madre*", "empleado*", "empleada*", "miembro*", "estudiante*", "becari*", "voluntari*", "director*", "companer*", "cliente*", "consultor*"],
    of: ["de", "del"],
    those: ["las", "los", "la", "el", "aquellas", "aquellos"],
    copula: ["es", "consiste en"],
    future: ["sera"],
    consider: ["considerate", "date por"],
    reassigned: ["reasignad*", "reprogramad*", "transferid*"],
    you: ["tu", "te"],
    rules: ["reglas", "instrucciones", "normas", "directrices"],
    outrank: ["prevalecen", "prioridad sobre", "reemplazan", "sustituyen"],
    principal: ["operador*", "desarrollador*", "administrador*"],
    call: ["llama", "ejecuta", "invoca", "usa", "utiliza", "lanza", "activa"],
    toolNoun: ["herramienta", "funcion", "comando", "accion"],
  },
  it: {
    notice: ["avviso", "comunicazione", "aggiornamento", "annuncio", "notifica", "circolare"],
    ai: ["modello linguistico", "modelli linguistici", "assistente virtuale", "agente ia", "assistente ia"],
    to: ["per", "a", "all'", "agli", "ai", "alla", "rivolto a"],
    det: ["l'", "il", "lo", "la", "gli", "i", "tutti", "ogni"],
    deontic: ["deve", "devono", "devi", "dovra", "dovrai", "non puo piu", "non puoi piu", "e tenuto a", "sei tenuto a"],
    now: ["da oggi", "d'ora in poi", "da ora in poi", "da subito", "con effetto immediato", "fino a nuovo avviso", "nuova regola", "nuove regole"],
    passive: ["essere", "stato", "stata"],
    ours: ["nostro", "nostra", "nostri", "nostre"],
    your: ["tuo", "tua"],
    real: ["vero", "vera", "reale", "unico", "effettivo"],
    task: ["compito", "ruolo", "missione", "incarico", "obiettivo"],
    aside: ["ora", "adesso", "invece", "pero", "quindi", "pertanto"],
    as: ["come", "in qualita di", "in quanto"],
    person: ["manager*", "responsabil*", "capo*", "insegnant*", "docent*", "professor*", "genitor*", "dipendent*", "membro", "membri", "student*", "tirocinant*", "volontari*", "direttor*", "collega", "colleghi", "client*", "consulent*"],
    of: ["di", "del", "della", "dello", "dei", "degli", "delle"],
    those: ["quelle", "quelli", "quella", "quello"],
    copula: ["e", "consiste nel"],
    future: ["sara"],
    consider: ["considerati", "ritieniti"],
    reassigned: ["riassegnat*", "riprogrammat*", "trasferit*"],
    you: ["tu", "ti"],
    rules: ["regole", "istruzioni", "norme", "direttive"],
    outrank: ["prevalgono", "precedenza su", "sostituiscono"],
    principal: ["operatore*", "sviluppator*", "amministrator*"],
    call: ["chiama", "esegui", "invoca", "usa", "utilizza", "lancia", "avvia", "richiama", "attiva"],
    toolNoun: ["strumento", "funzione", "comando", "azione"],
  },
  pt: {
    notice: ["aviso", "comunicado", "atualizacao", "notificacao", "circular", "anuncio"],
    ai: ["modelo de linguagem", "modelos de linguagem", "agente de ia", "assistente virtual", "assistente de ia"],
    to: ["para", "ao", "aos", "a", "destinado ao", "destinado aos"],
    det: ["o", "a", "os", "as", "todo", "todos", "cada"],
    deontic: ["deve", "devem", "deves", "tem de", "tens de", "tem que", "tens que", "ja nao pode", "ja nao podes", "esta obrigado a", "passa a"],
    now: ["a partir de hoje", "a partir de agora", "de agora em diante", "daqui em diante", "desde ja", "com efeito imediato", "ate novo aviso", "nova regra", "novas regras"],
    passive: ["ser", "estar", "sido"],
    ours: ["nosso", "nossa", "nossos", "nossas"],
    your: ["tua", "teu"],
    real: ["verdadeir*", "real", "unica", "autentica"],
    task: ["tarefa", "missao", "funcao", "papel", "objetivo"],
    aside: ["agora", "porem", "entao", "contudo", "portanto"],
    as: ["como", "enquanto", "na qualidade de"],
    person: ["gerente*", "gestor*", "chefe*", "lider*", "professor*", "pai", "mae", "pais", "funcionari*", "colaborador*", "membro*", "estudante*", "aluno*", "aluna*", "estagiari*", "voluntari*", "diretor*", "colega*", "cliente*", "consultor*"],
    of: ["de", "do", "da", "dos", "das"],
    those: ["as", "os", "a", "o", "aquelas", "aqueles"],
    copula: ["e", "consiste em"],
    future: ["sera"],
    consider: ["considera-te", "considere-se"],
    reassigned: ["reatribuid*", "reprogramad*", "transferid*", "realocad*"],
    you: ["tu", "te", "voce"],
    rules: ["regras", "instrucoes", "normas", "diretrizes"],
    outrank: ["prevalecem", "prioridade sobre", "substituem"],
    principal: ["operador*", "desenvolvedor*", "administrador*"],
    call: ["chama", "chame", "executa", "execute", "invoca", "usa", "aciona", "acione", "roda", "dispara"],
    toolNoun: ["ferramenta", "funcao", "comando", "acao"],
  },
  ru: {
    notice: ["уведомлени*", "обновлени*", "объявлени*", "извещени*", "оповещени*", "сообщени*", "изменени*", "распоряжени*", "памятк*", "бюллетен*", "циркуляр*"],
    ai: ["языков* модел*", "ии-ассистент*", "ии-агент*", "ии-модел*", "искусственн* интеллект*", "чат-бот*", "чатбот*", "виртуальн* ассистент*", "виртуальн* помощник*"],
    to: ["для", "к", "всем", "вниманию", "адресовано"],
    det: ["всех", "каждого", "любого", "вашего", "этого"],
    deontic: ["обязан*", "должен", "должна", "должно", "должны", "следует", "запрещ*", "нельзя", "необходимо", "нужно", "надлежит", "не вправе", "не может", "не должен", "не должна"],
    now: ["с сегодняшнего дня", "с этого дня", "с этого момента", "отныне", "впредь", "немедленно", "вступает в силу", "вступают в силу", "с настоящего момента", "до особого распоряжения", "новое правило", "новые правила", "новая политика", "с сегодняшнего числа"],
    passive: ["быть", "был", "была", "были"],
    ours: ["наш", "наша", "наше", "наши", "нашего", "нашему"],
    your: ["твоя", "твои", "твое", "твой", "твою", "твоеи"],
    real: ["настоящ*", "истинн*", "реальн*", "подлинн*", "действительн*", "единственн*"],
    task: ["задача", "задачеи", "задание", "роль", "миссия", "цель", "функция"],
    aside: ["теперь", "же", "отныне", "сеичас", "однако", "впрочем"],
    as: ["как", "в качестве"],
    person: ["руководител*", "менеджер*", "начальник*", "учител*", "преподавател*", "родител*", "сотрудник*", "студент*", "стажер*", "волонтер*", "директор*", "коллег*", "клиент*", "консультант*"],
    copula: ["это", "есть", "заключается в", "состоит в"],
    future: ["будет", "станет", "будут"],
    consider: ["считаи", "считаите", "считаи себя", "прими к сведению", "знаи"],
    reassigned: ["переназнач*", "переведен*", "перепрограммир*", "перевели", "назначили"],
    you: ["ты", "тебя", "тебе", "себя"],
    rules: ["правила", "указания", "инструкции", "директивы", "требования"],
    outrank: ["важнее", "главнее", "превыше", "приоритет*", "отменяют", "заменяют", "выше"],
    principal: ["оператор*", "разработчик*", "администратор*", "системн* промпт*", "владельц*"],
    call: ["вызови", "вызовите", "запусти", "запустите", "выполни", "выполните", "используи", "используите", "примени", "активируи"],
    toolNoun: ["инструмент*", "функци*", "команд*", "метод*"],
  },
  uk: {
    notice: ["повідомлення", "оновлення", "оголошення", "сповіщення", "розпорядження"],
    ai: ["мовн* модел*", "ші-асистент*", "чат-бот*", "штучн* інтелект*"],
    to: ["для", "до", "усім"],
    det: ["всіх", "кожного"],
    deontic: ["зобов'язан*", "повинен", "повинна", "повинні", "має", "мусить", "заборонено", "не можна"],
    now: ["з сьогоднішнього дня", "відтепер", "негайно", "набирає чинності", "нове правило", "нові правила"],
    passive: ["бути"],
    ours: ["наш", "наша", "наші"],
    your: ["твоя", "твоє", "твій", "твоє"],
    real: ["справжн*", "істинн*", "реальн*", "єдин*"],
    task: ["завдання", "роль", "місія", "мета"],
    aside: ["тепер", "же", "відтепер", "однак"],
    as: ["як", "в якості"],
    person: ["керівник*", "менеджер*", "учител*", "викладач*", "батьк*", "співробітник*", "студент*", "стажер*", "директор*", "колег*"],
    copula: ["це", "полягає в"],
    future: ["буде", "стане"],
    consider: ["вважаи", "вважаи себе"],
    reassigned: ["перепризначен*", "переведен*", "перепрограмован*"],
    you: ["ти", "тебе", "тобі"],
    rules: ["правила", "вказівки", "інструкції"],
    outrank: ["важливіші", "пріоритет*", "вищі за", "скасовують"],
    principal: ["оператор*", "розробник*", "адміністратор*"],
    call: ["виклич", "викличте", "запусти", "виконаи", "використаи"],
    toolNoun: ["інструмент*", "функці*", "команд*"],
  },
  nl: {
    notice: ["mededeling", "aankondiging", "beleidswijziging", "beleidsupdate", "systeemupdate", "systeembericht", "melding", "bericht", "update", "wijziging", "kennisgeving", "circulaire"],
    ai: ["taalmodel*", "ai-assistent*", "ai-agent*", "ai-model*", "kunstmatige intelligentie", "virtuele assistent*"],
    to: ["voor", "aan", "t.a.v.", "ter attentie van"],
    title: ["manager*", "directeur*", "van de directie", "inkoop*", "verkoop*"],
    det: ["de", "het", "alle", "elke", "iedere", "onze"],
    deontic: ["moet", "moeten", "moet je", "dient", "dienen", "mag niet", "mag geen", "mogen niet", "mogen geen", "mag je niet", "is verplicht", "ben verplicht", "mag niet meer"],
    now: ["vanaf nu", "vanaf vandaag", "per direct", "per vandaag", "met onmiddellijke ingang", "met ingang van vandaag", "voortaan", "tot nader order", "tot nader bericht", "nieuwe regel", "nieuwe regels", "nieuw beleid", "geldt dat"],
    passive: ["worden", "zijn", "geworden"],
    ours: ["ons", "onze"],
    your: ["je", "jouw"],
    real: ["echte", "eigenlijke", "werkelijke", "ware", "enige", "feitelijke"],
    task: ["opdracht", "taak", "rol", "missie", "doel", "functie"],
    aside: ["nu", "echter", "eigenlijk", "voortaan", "dus", "dan"],
    as: ["als"],
    person: ["manager*", "leidinggevende*", "leider*", "leraar", "leraren", "docent*", "ouder*", "medewerker*", "werknemer*", "lid", "leden", "student*", "stagiair*", "vrijwilliger*", "directeur*", "collega*", "klant*", "adviseur*", "teamleider*"],
    of: ["van"],
    those: ["die", "dat", "diegene", "diegenen"],
    copula: ["is", "is nu", "bestaat uit"],
    future: ["wordt", "zal", "zullen"],
    consider: ["beschouw jezelf", "beschouw je", "ga ervan uit", "zie jezelf"],
    reassigned: ["toegewezen", "overgeplaatst", "herbestemd", "geherprogrammeerd", "heringedeeld", "herplaatst"],
    you: ["je", "jij", "jou", "jezelf", "u"],
    rules: ["regels", "instructies", "richtlijnen", "voorschriften"],
    outrank: ["gaan boven", "gaat boven", "gaan voor", "gaat voor", "voorrang", "vervangen", "vervangt", "staan boven"],
    principal: ["beheerder*", "operator*", "ontwikkelaar*", "systeemprompt*", "exploitant*"],
    call: ["roep", "voer", "gebruik", "start", "activeer", "draai"],
    toolNoun: ["tool", "functie", "commando", "opdracht", "actie"],
  },
  pl: {
    notice: ["komunikat", "ogloszenie", "powiadomienie", "aktualizacja", "zawiadomienie", "informacja", "zmiana polityki", "zmiana regulaminu", "oswiadczenie", "okolnik"],
    ai: ["model* jezykow*", "sztuczn* inteligencj*", "czatbot*", "chatbot*", "czatboc*", "chatboc*", "wirtualn* asystent*", "asystent* ai", "asystent* si"],
    to: ["dla", "do"],
    det: ["wszystkich", "kazdego", "naszego", "tego"],
    deontic: ["musi", "musza", "musisz", "ma obowiazek", "masz obowiazek", "nie wolno", "nalezy", "powinien", "powinna", "powinienes", "zobowiazan*", "ma teraz", "masz teraz"],
    now: ["od dzis", "od dzisiaj", "od teraz", "od tej chwili", "odtad", "ze skutkiem natychmiastowym", "z dniem dzisiejszym", "do odwolania", "nowe zasady", "nowa zasada", "nowy regulamin", "obowiazuja nowe", "obowiazuje od"],
    passive: ["byc", "zostac", "zostal", "zostala"],
    ours: ["nasz", "nasza", "nasze", "naszego", "naszym"],
    your: ["twoje", "twoja", "twoj", "twoim", "twoja"],
    real: ["wlasciw*", "prawdziw*", "rzeczywist*", "faktyczn*", "jedyn*"],
    task: ["zadanie", "rola", "misja", "cel", "funkcja", "zadaniem"],
    aside: ["teraz", "jednak", "odtad", "wiec", "zatem"],
    as: ["jako"],
    person: ["menedzer*", "kierownik*", "kierowniczk*", "lider*", "nauczyciel*", "rodzic*", "pracownik*", "pracownic*", "czlonek", "czlonkini*", "student*", "stazyst*", "wolontariusz*", "dyrektor*", "kolega", "kolezank*", "klient*", "doradc*"],
    copula: ["to", "jest", "polega na"],
    future: ["bedzie", "beda", "stanie sie"],
    consider: ["uznaj", "przyjmij", "traktuj siebie", "potraktuj"],
    reassigned: ["przydzielon*", "przeniesion*", "przeprogramowan*", "oddelegowan*", "przypisan*"],
    you: ["zostales", "zostalas", "ciebie", "cie", "ty", "jestes"],
    rules: ["zasady", "reguly", "instrukcje", "polecenia", "wytyczne"],
    outrank: ["pierwszenstw*", "wazniejsze", "nadrzedn*", "zastepuja", "uchylaja", "stoja ponad"],
    principal: ["operator*", "administrator*", "deweloper*", "tworc*", "promptu systemowego", "prompt systemowy"],
    call: ["wywolaj", "wywolajcie", "uruchom", "uruchomcie", "uzyj", "wykonaj", "odpal", "aktywuj"],
    toolNoun: ["narzedzi*", "funkcj*", "polecenie", "komend*", "metod*"],
  },
  tr: {
    notice: ["duyuru*", "bildiri*", "guncelleme*", "uyari*", "genelge*", "politika degisikligi", "sistem mesaji", "degisiklik", "aciklama", "ilan*"],
    ai: ["yapay zeka", "yapay zeka asistan*", "sohbet bot*", "dil model*", "asistan*", "chatbot*"],
    to: [],
    toAfter: ["icin"],
    dative: ["ina", "ine", "una", "une", "na", "ne", "ya", "ye", "a", "e"],
    deontic: ["zorunda*", "mecbur*", "gerekir", "gerekmektedir", "yasak*", "yasaktir"],
    deonticEnds: ["malidir", "melidir", "malisin", "melisin", "malisiniz", "melisiniz", "mali", "meli", "mamali", "memeli", "mamalidir", "memelidir"],
    now: ["bugunden itibaren", "su andan itibaren", "bundan boyle", "bundan sonra", "derhal", "hemen gecerli", "yururluge girer", "yururlukte", "aksi bildirilene kadar", "yeni kural", "yeni kurallar", "yeni politika", "artik"],
    passive: ["olmali", "edilmeli", "edilmelidir"],
    ours: ["bizim"],
    your: ["senin"],
    real: ["asil", "gercek", "esas", "tek"],
    task: ["gorev*", "rol*", "misyon*", "amac*", "isin"],
    taskYours: ["in", "un", "iniz", "unuz"],
    asAfter: ["olarak"],
    person: ["yonetici*", "mudur*", "lider*", "ogretmen*", "ebeveyn*", "calisan*", "personel*", "uye*", "ogrenci*", "stajyer*", "gonullu*", "direktor*", "musteri*", "danisman*"],
    copula: ["dir", "dur", "tir", "tur"],
    future: ["olacak*", "olacaktir"],
    consider: ["kabul et", "farz et"],
    reassigned: ["atandi*", "atandig*", "gorevlendirildi*", "gorevlendirildig*", "yeniden programland*"],
    you: ["sen", "seni", "sana"],
    rules: ["kurallar*", "talimatlar*", "yonergeler*"],
    outrank: ["once gelir", "oncelikli*", "ustundur", "ustun*", "gecersiz kilar"],
    principal: ["operator*", "gelistirici*", "yonetici*", "sistem istem*"],
    call: ["cagir", "cagirin", "calistir", "calistirin", "kullan", "kullanin", "tetikle", "baslat"],
    toolNoun: ["arac*", "fonksiyon*", "komut*", "islev*"],
  },
  sv: {
    notice: ["meddelande", "meddelandet", "uppdatering", "policyuppdatering", "policyandring", "systemmeddelande", "information", "kungorelse", "notis", "andring", "cirkular"],
    ai: ["sprakmodell*", "ai-assistent*", "ai-agent*", "ai-modell*", "chattbot*", "chatbot*", "virtuell* assistent*"],
    to: ["till", "for"],
    title: ["chef*", "till vd", "pa ekonomi*", "inom*"],
    det: ["alla", "varje", "den", "det"],
    deontic: ["ska", "skall", "maste", "far inte", "far du", "bor", "ar skyldig", "ar skyldiga", "far aldrig"],
    now: ["fran och med nu", "fran och med idag", "fran och med i dag", "fran idag", "fran i dag", "fran och med", "hadanefter", "omedelbart", "galler omedelbart", "med omedelbar verkan", "tills vidare", "tills vidare", "ny policy", "ny regel", "nya regler"],
    passive: ["bli", "vara", "blivit"],
    ours: ["var", "vart", "vara"],
    your: ["din", "ditt", "dina"],
    real: ["egentlig*", "verklig*", "riktig*", "sanna", "enda"],
    task: ["uppgift", "uppgiften", "roll", "rollen", "uppdrag", "uppdraget", "mission", "mal"],
    aside: ["nu", "dock", "egentligen", "hadanefter", "alltsa", "istallet"],
    as: ["som"],
    person: ["chef*", "ledare*", "larare*", "foralder*", "foraldrar*", "anstalld*", "medarbetare*", "medlem*", "student*", "elev*", "praktikant*", "volontar*", "direktor*", "kollega*", "kund*", "konsult*", "nyanstalld*"],
    those: ["de", "den", "det"],
    copula: ["ar", "ar nu", "bestar i"],
    future: ["blir", "kommer att", "kommer bli"],
    consider: ["betrakta dig", "se dig", "anse dig", "utga fran"],
    reassigned: ["omplacerad*", "omplacera*", "omplacerats", "omprogrammerad*", "tilldelad*", "flyttad*"],
    you: ["du", "dig"],
    rules: ["regler", "reglerna", "instruktioner", "instruktionerna", "riktlinjer", "riktlinjerna"],
    outrank: ["gar fore", "har foretrade", "vager tyngre", "ersatter", "gar over"],
    principal: ["operator*", "utvecklar*", "administrator*", "systemprompt*"],
    call: ["anropa", "kor", "anvand", "starta", "aktivera", "trigga"],
    toolNoun: ["verktyg*", "funktion*", "kommando*"],
  },
  cs: {
    notice: ["oznameni", "upozorneni", "aktualizace", "sdeleni", "zmena pravidel"],
    ai: ["jazykov* model*", "umel* inteligenc*", "chatbot*"],
    to: ["pro", "k"],
    det: ["vsechny", "kazdeho"],
    deontic: ["musi", "musis", "je povinen", "nesmi", "nesmis", "ma povinnost"],
    now: ["od dnesniho dne", "od nynejska", "ode dneska", "s okamzitou platnosti", "nove pravidlo", "nova pravidla"],
    passive: ["byt"],
    ours: ["nas", "nase"],
    your: ["tvuj", "tvoje", "tva"],
    real: ["skutecn*", "prav*", "jedin*"],
    task: ["ukol", "role", "mise", "cil"],
    aside: ["ted", "vsak", "tedy"],
    as: ["jako"],
    person: ["manazer*", "vedouci*", "ucitel*", "rodic*", "zamestnan*", "clen*", "student*", "kolega*"],
    copula: ["je"],
    future: ["bude"],
    consider: ["povazuj se", "ber to tak"],
    reassigned: ["preraden*", "prerazen*", "preprogramovan*"],
    you: ["ty", "te", "tebe", "byl jsi", "jsi"],
    rules: ["pravidla", "pokyny", "instrukce"],
    outrank: ["prednost*", "nadrazen*", "dulezitejsi"],
    principal: ["operator*", "vyvojar*", "administrator*"],
    call: ["zavolej", "spust", "pouzij", "vykonej"],
    toolNoun: ["nastroj*", "funkc*", "prikaz*"],
  },
  id: {
    notice: ["pemberitahuan", "pengumuman", "pembaruan", "edaran", "perubahan kebijakan"],
    ai: ["model bahasa", "asisten ai", "kecerdasan buatan"],
    to: ["untuk", "kepada"],
    det: ["semua", "setiap", "para"],
    deontic: ["wajib", "harus", "dilarang", "tidak boleh lagi"],
    now: ["mulai hari ini", "mulai sekarang", "berlaku segera", "sejak hari ini", "aturan baru", "kebijakan baru"],
    passive: ["di"],
    ours: ["kami", "kita"],
    your: ["mu", "kamu", "anda"],
    real: ["sebenarnya", "sesungguhnya", "asli", "satu-satunya"],
    task: ["tugas", "peran", "misi", "tujuan"],
    aside: ["sekarang", "namun", "jadi"],
    as: ["sebagai"],
    person: ["manajer*", "pemimpin*", "guru*", "orang tua", "karyawan*", "pegawai*", "anggota*", "mahasiswa*", "siswa*", "relawan*", "direktur*", "rekan*"],
    of: ["dari"],
    copula: ["adalah", "ialah"],
    future: ["akan"],
    consider: ["anggap dirimu", "anggaplah"],
    reassigned: ["dipindahtugaskan", "ditugaskan ulang", "diprogram ulang"],
    you: ["kamu", "anda", "dirimu"],
    rules: ["aturan", "instruksi", "pedoman"],
    outrank: ["lebih utama", "mengesampingkan", "prioritas di atas"],
    principal: ["operator*", "pengembang*", "administrator*"],
    call: ["panggil", "jalankan", "gunakan", "eksekusi"],
    toolNoun: ["alat", "fungsi", "perintah"],
  },
};
