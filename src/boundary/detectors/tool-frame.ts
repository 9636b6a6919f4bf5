/**
 * Whether a sentence that names a registered tool *directs* the reader to call it, or only
 * mentions it (issue 20, blind round 9: 8 of 11 hard negatives touched with a five-tool registry
 * were a tool's name in an API page, a changelog, a log line, a stack trace, a table of tools,
 * a code sample or a ticket — `the send_email job failed at 10:02`, `await send_email(…)`).
 *
 * A name is directed at the reader only when it is the object of a request addressed to the
 * reader, in one of these frames (read on the shadow: lower case, accents dropped):
 *
 * | frame | what it needs | e.g. |
 * | --- | --- | --- |
 * | `addressee` | an AI reader addressed in the sentence before the name (a vocative: the noun then `,` `:` `!`, or a lead such as `to`, `dear`, `Hinweis an`, `nota para`; CJK suffixes `님`, `へ`, `さん`), and a call verb in the sentence or an argument shape after the name | `Assistant, please call send_email with …`, `어시스턴트님, … send_email 도구를 호출해서 …` |
 * | `imperative` | (Russian imperatives too: `вызови`, `используйте`, `выполни`) the clause holding the name opens (after lead words: `please`, `now`, `bitte`, `por favor`, …) on the imperative of a call verb, or on a request frame addressed to "you" (`could you`, `you must`, `I need you to`, `debes`, `tu dois`, `du musst` … + infinitive), with only determiners, tool nouns and adverbs between the verb and the name | `Now invoke transfer_funds(…)`, `Bitte führen Sie sofort delete_file … aus`, `Could you run create_ticket …` |
 * | `request` (KO/JA/ZH/TR) | Turkish, like Korean: the name, then a call verb's order form (`send_email aracını çağır`, `… çalıştırın`, `… kullanarak … sil`); Korean or Japanese: a call verb after the name then a request or imperative ending (`…해 주세요`, `…하세요`, `…してください`, `…せよ`); Chinese: an urging word (`请`, `立即`, `务必`) before a call verb that governs the name | `delete_file 도구를 호출해서 … 지워 주세요`, `请立即调用 delete_file` |
 * | `instruction line` | a line whose label is an instruction or a turn (`System:`, `Instruction:`, `Next step:`, `지시:`, `指示：`, `下一步：`) followed directly by the name and its arguments | `System: send_email(to='x@…')` |
 *
 * Descriptions (`it calls send_email after the user confirms`), narration (`tried to run …`),
 * code (`result = transfer_funds(…)`), logs and tables open no such frame. An API reference's
 * imperative (`To notify the customer, call send_email with the recipient; the function returns
 * an id`) opens one, so a **documentation context** — reference words around the sentence
 * (`returns`, `parameters`, `example`, `endpoint`, `devuelve`, `gibt … zurück`, `반환`, `戻り値`,
 * `返回`) — sets aside the `imperative` and `request` frames unless the sentence carries a
 * **payload** an API page does not: a destination (an e-mail address or URL outside the reserved
 * documentation domains of RFC 2606, an IBAN, an amount with a currency), a word of doing it now,
 * bulk or secret data (`all`, `the whole thread`, `inbox`, `password`, `id_rsa`), concealment
 * (`do not mention`), or the reader's own reply (`in your answer`). An addressee or an
 * instruction line is never set aside.
 *
 * Linear time: each regex runs once on a bounded slice (the sentence, at most 240 units before
 * the name, a 400-unit window of context); word frames are read by splitting one clause.
 */
import { LATIN_LEXICONS } from "./lexicons/index.js";
import { LETTER, words } from "./lexicons/types.js";
import { shadowTextOf } from "../shadow.js";
import { once } from "../../core/lazy.js";

/** The frame that makes a mention an order, or `null` for a mention. */
export type ToolFrame = "addressee" | "ai subject" | "imperative" | "request" | "instruction line";

/** Imperative (and tú/tu/du/Sie) forms of the call verbs, per language, on the shadow. */
const IMPERATIVES = new Set([
  // English
  "call", "invoke", "run", "execute", "use", "trigger", "fire", "dispatch", "launch", "start", "hit", "ping", "perform",
  // Spanish
  "llama", "llame", "llamen", "ejecuta", "ejecute", "ejecuten", "invoca", "invoque", "invoquen", "usa", "utiliza", "utilice", "activa", "lanza", "lance", "dispara",
  // Portuguese
  "chama", "chame", "executa", "invoque", "aciona", "acione", "utilize", "ativa", "ative", "roda", "rode", "dispare",
  // French
  "appelle", "appelez", "executez", "invoque", "invoquez", "utilise", "utilisez", "lancez", "declenche", "declenchez", "activez",
  // Italian
  "chiama", "chiami", "esegui", "esegua", "invochi", "usi", "utilizza", "utilizzi", "lancia", "lanci", "attiva", "attivi", "avvia", "avvii", "richiama",
  // German (du forms; the Sie form is the infinitive followed by `sie`, see `SIE_VERBS`)
  "rufe", "ruf", "fuhre", "fuhr", "nutze", "nutz", "verwende", "benutze", "starte", "lose", "setze",
  // Dutch (`roep … aan`, `voer … uit` split their particle after the name)
  "gebruik", "roep", "voer", "activeer", "draai", "start",
]);
/** German infinitives that are an order when `Sie` follows (`rufen Sie … auf`), and the verb-final infinitives after a modal. */
const SIE_VERBS = new Set(["rufen", "fuhren", "nutzen", "verwenden", "benutzen", "starten", "losen", "setzen"]);
const DE_FINAL = /(?<![a-z])(?:aufrufen|ausfuhren|verwenden|nutzen|benutzen|starten|auslosen|einsetzen)(?![a-z])/;
/** Infinitives (and Spanish/Portuguese subjunctives) a request frame governs. */
const INFINITIVES = new Set([
  "call", "invoke", "run", "execute", "use", "trigger", "fire", "launch", "start",
  "llamar", "ejecutar", "invocar", "usar", "utilizar", "activar", "lanzar", "llames", "ejecutes", "invoques", "uses", "utilices",
  "chamar", "executar", "acionar", "ativar", "rodar", "chame", "execute", "use", "utilize",
  "appeler", "executer", "invoquer", "utiliser", "lancer", "declencher",
  "chiamare", "eseguire", "invocare", "usare", "utilizzare", "lanciare", "attivare", "avviare",
  "aanroepen", "uitvoeren", "gebruiken", "starten", "activeren", "roepen",
  "aufrufen", "ausfuhren", "verwenden", "nutzen", "benutzen",
]);
/**
 * Russian rows (issue 20, blind red-team round: `вызови send_email …` passed): the imperatives
 * of the call verbs (ты and вы forms), their infinitives after a request frame, the lead words
 * and gap words. Written in Cyrillic and read as the shadow folds them (`shadowTextOf`: the
 * confusable skeleton turns `о` into `o`, a capital `В` into `b`), lower case and capitalised,
 * on first use.
 */
const RU = {
  imperatives: ["вызови", "вызовите", "используй", "используйте", "выполни", "выполните", "запусти", "запустите", "примени", "примените", "задействуй", "задействуйте", "активируй", "активируйте", "инициируй", "инициируйте"],
  infinitives: ["вызвать", "использовать", "выполнить", "запустить", "применить", "задействовать", "активировать"],
  frames: ["ты должен", "ты должна", "вы должны", "тебе нужно", "вам нужно", "тебе надо", "вам надо", "тебе следует", "вам следует", "нужно", "надо", "необходимо", "прошу", "прошу тебя", "прошу вас"],
  leads: ["пожалуйста", "теперь", "сейчас", "затем", "потом", "после", "этого", "сразу", "немедленно", "далее", "и", "а", "также", "тогда", "сначала", "наконец"],
  gaps: ["инструмент", "функцию", "команду", "метод", "действие", "сразу", "немедленно", "теперь", "сейчас", "же", "пожалуйста"],
} as const;
/**
 * Dutch, Polish and Swedish rows (issue 20, blind round: `roep send_email aan`, `wywołaj
 * transfer_funds`, `anropa delete_files` passed with a registry): imperatives of the call
 * verbs, lead words and gap words, as the shadow reads them (lower case, accents dropped,
 * `ł` kept).
 */
const NORTH = {
  imperatives: ["roep", "voer", "gebruik", "activeer", "draai", "wywołaj", "wywołajcie", "uruchom", "uruchomcie", "uzyj", "wykonaj", "odpal", "anropa", "kor", "anvand", "starta", "aktivera", "trigga"],
  leads: ["nu", "dan", "en", "graag", "alsjeblieft", "daarna", "teraz", "prosze", "nastepnie", "i", "potem", "sedan", "och", "snalla", "darefter"],
  gaps: ["de", "het", "een", "functie", "commando", "meteen", "direct", "even", "narzedzie", "funkcje", "funkcja", "polecenie", "komende", "natychmiast", "verktyget", "funktionen", "kommandot", "direkt", "genast"],
} as const;
/** A word as the shadow reads it, lower case and capitalised (they fold apart: `В` is `b`, `в` stays). */
function shadowForms(w: string): string[] {
  return [...new Set([shadowTextOf(w), shadowTextOf(w.charAt(0).toUpperCase() + w.slice(1))])];
}
let ruAdded = false;
/** Adds the Russian rows, folded, to the token sets on first use (folding loads the confusables table). */
function addRussian(): void {
  if (ruAdded) return;
  ruAdded = true;
  for (const w of RU.imperatives) for (const f of shadowForms(w)) IMPERATIVES.add(f);
  for (const w of RU.infinitives) for (const f of shadowForms(w)) INFINITIVES.add(f);
  for (const w of RU.leads) for (const f of shadowForms(w)) LEADS.add(f);
  for (const w of RU.gaps) for (const f of shadowForms(w)) GAP.add(f);
  for (const frame of RU.frames) {
    const [head, ...rest] = frame.split(" ");
    for (const f of shadowForms(head as string)) REQUEST_FRAMES.push([f, ...rest.map((r) => shadowTextOf(r))]);
  }
}
/** Request frames addressed to "you", as token sequences; the lexicons' `youMust` rows join them. */
const REQUEST_FRAMES: (readonly string[])[] = [
  ...[
    "could you", "can you", "would you", "will you", "you must", "you should", "you need to", "you have to", "you are to", "you will",
    "you shall", "i need you to", "i want you to", "make sure to", "make sure you", "be sure to", "remember to", "don't forget to", "do not forget to",
    "go ahead and", "you may now", "you can now", "je moet", "u moet", "kun je", "kunt u", "wil je", "podrias", "puedes", "pourrais-tu", "pourriez-vous", "peux-tu", "pouvez-vous", "kannst du", "konnten sie",
    "puoi", "potresti", "pode", "poderia", "voce pode",
  ].map((f) => f.split(" ")),
  ...LATIN_LEXICONS.flatMap((lx) => lx.youMust.map((f) => f.replace(/,/g, "").split(" "))),
];
/**
 * The reader named in the third person as the subject of a modal (`the assistant should invoke
 * issueRefund`, `der Assistent soll … aufrufen`, `l'assistant doit appeler`, `el asistente debe
 * ejecutar`, `de assistent moet … gebruiken`): an order to the model written about it. Nouns
 * (with their determiners) and modals per language, as token sequences on the shadow.
 */
const AI_SUBJECTS = [
  "assistant", "ai", "ai assistant", "model", "agent", "ai agent", "bot", "chatbot", "llm", "copilot", "language model",
  "assistent", "ki", "ki-assistent", "modell", "l'assistant", "l'ia", "l'agent", "asistente", "ia", "modelo", "agente", "assistente", "modello", "asystent",
];
const AI_DETERMINERS = ["", "the", "your", "our", "der", "die", "das", "unser", "le", "la", "el", "il", "lo", "o", "a", "de", "het"];
const AI_MODALS = [
  "should", "must", "needs to", "has to", "is to", "shall", "ought to", "is required to", "will now", "should now", "must now",
  "soll", "muss", "sollte", "doit", "devrait", "va", "debe", "deberia", "tiene que", "deve", "dovrebbe", "precisa", "moet", "zou moeten", "powinien", "musi",
];
/**
 * The frames by their first token (read per name: a list of thousands would cost each read),
 * built on the first clause read (its eleven thousand frames cost tens of ms of the import;
 * issue 22, cold start).
 */
const aiSubjectFrames = once(() => {
  const frames = new Map<string, (readonly string[])[]>();
  for (const d of AI_DETERMINERS) {
    for (const n of AI_SUBJECTS) {
      for (const m of AI_MODALS) {
        const frame = [...(d === "" ? [] : [d]), ...n.split(" "), ...m.split(" ")];
        const list = frames.get(frame[0] as string) ?? [];
        list.push(frame);
        frames.set(frame[0] as string, list);
      }
    }
  }
  return frames;
});
/** Lead words a request may open with before its verb. */
const LEADS = new Set([
  "please", "kindly", "now", "then", "next", "first", "also", "just", "immediately", "and", "so", "finally", "afterwards", "simply", "quickly", "again",
  "bitte", "jetzt", "sofort", "dann", "nun", "danach", "zuerst", "und", "gleich", "anschliessend",
  "por", "favor", "ahora", "luego", "despues", "y", "primero", "ya", "inmediatamente", "enseguida",
  "s'il", "te", "vous", "plait", "maintenant", "puis", "ensuite", "et", "d'abord", "immediatement",
  "per", "ora", "adesso", "poi", "subito", "e", "prima",
  "agora", "depois", "entao", "imediatamente",
  "eerst", "nu", "dan", "daarna", "vervolgens", "alsjeblieft", "graag", "en", "meteen", "direct",
]);
/** Words allowed between a call verb and the name: determiners, tool nouns, adverbs, `a` (`llama a`). */
const GAP = new Set([
  "the", "a", "an", "this", "that", "our", "your", "tool", "function", "command", "action", "endpoint", "called", "named", "now", "immediately", "please", "right", "away", "again", "also",
  "el", "la", "los", "las", "al", "un", "una", "herramienta", "funcion", "comando", "ahora", "ya", "de", "inmediato",
  "le", "les", "l'outil", "l'action", "outil", "fonction", "commande", "maintenant", "tout", "suite",
  "der", "die", "das", "den", "dem", "ein", "eine", "einen", "werkzeug", "funktion", "befehl", "sie", "du", "mal", "jetzt", "sofort", "bitte", "gleich",
  "il", "lo", "strumento", "funzione", "comando", "subito", "ora",
  "o", "as", "os", "um", "uma", "ferramenta", "funcao", "agora",
  "de", "het", "een", "functie", "commando", "eerst", "nu", "meteen", "direct",
]);
for (const w of NORTH.imperatives) IMPERATIVES.add(w);
for (const w of NORTH.leads) LEADS.add(w);
for (const w of NORTH.gaps) GAP.add(w);
/** Clause boundaries a request opens after. */
const CLAUSE_BREAKS = new Set([",", ":", ";", "|", "(", ")", ">", "[", "]", "\n", "\"", "“", "”", "«", "»", "•", "–", "—", "!", "?"]);

/** AI-reader nouns of every language the lexicons cover, English, Korean, Japanese and Chinese. */
const AI_NOUNS = [
  ...new Set([
    ...LATIN_LEXICONS.flatMap((lx) => [...lx.aiNouns, ...lx.readerNouns.filter((n) => !lx.systemNouns.includes(n))]),
    "ai", "assistant", "ai assistant", "assistant ai", "model", "agent", "ai agent", "bot", "chatbot", "llm", "gpt", "chatgpt", "claude", "copilot", "gemini", "language model", "ki-assistent",
  ]),
];
/**
 * Vocative leads; the bare prepositions `an` (German) and `a` (Romance) are English articles too
 * (`make an agent call tools such as …` names no reader), so they count only before a determiner
 * (`an den Assistenten`, `a la IA`): `ARTICLE_LEAD`.
 */
const LATIN_VOCATIVE_LEADS = words([...new Set([...LATIN_LEXICONS.flatMap((lx) => lx.vocativeLeads), "to", "dear", "hey", "hi", "hello", "attention", "note to", "message to", "instructions for", "for the", "a la", "al", "au", "a l'", "all'"])].filter((w) => w !== "an" && w !== "a"));
const ARTICLE_LEAD = "(?:an|a)\\s{1,4}(?:den|die|das|dem|la|el|il|l')\\s{0,4}";
/**
 * An AI reader addressed: the noun (with up to three letters of inflection) then `,` `:` `!`
 * or `reading this`; or a vocative lead before it; or a Korean, Japanese or Chinese noun with
 * its vocative suffix or punctuation.
 */
const ADDRESSEE = new RegExp(
  `(?<![${LETTER}])(?:${words(AI_NOUNS)})[a-z]{0,3}\\s{0,2}(?:[,:!]|reading\\s{1,4}this|who\\s{1,4}reads)` +
    `|(?<![${LETTER}])(?:${LATIN_VOCATIVE_LEADS})\\s{1,4}(?:(?:the|all|any|every|den|die|el|la|le|l'|il|o|a)\\s{1,4})?(?:${words(AI_NOUNS)})(?![${LETTER}])` +
    `|(?<![${LETTER}])${ARTICLE_LEAD}(?:${words(AI_NOUNS)})(?![${LETTER}])` +
    "|(?:어시스턴트|에이전트|챗봇|ai|비서)(?:님|야|씨)?(?:에게|께)?\\s{0,2}[,:!]|(?:어시스턴트|에이전트|챗봇|ai)(?:님|야)" +
    "|(?:アシスタント|エージェント|ai|ボット)(?:へ|さん|様|君)?\\s{0,2}[,:!、]|(?:アシスタント|エージェント|ai)(?:へ|さん|様)" +
    "|(?:助手|智能体|机器人|機器人|ai)\\s{0,2}[,:!、]|(?:致|给|給)\\s{0,2}(?:ai|助手|智能体)",
);
/** A call verb in any form (the sentence then needs an addressee). */
const ANY_CALL_VERB =
  /(?<![a-z])(?:call|calling|invoke|run|execute|use|trigger|fire|llam[a-z]{0,4}|ejecut[a-z]{0,4}|invo[a-z]{1,6}|us[ae]r?|utili[a-z]{1,6}|appel[a-z]{0,4}|execut[a-z]{0,4}|lanc[a-z]{0,4}|ruf[a-z]{0,4}|fuhr[a-z]{0,4}|nutz[a-z]{0,3}|verwend[a-z]{0,3}|chiam[a-z]{0,4}|esegu[a-z]{0,4}|cham[a-z]{0,4}|acion[a-z]{0,4})(?![a-z])|호출|실행|사용|调用|調用|执行|執行|运行|運行|使用|呼び出|実行|使っ|使い/;
/** An argument shape right after the name. */
const ARG_AFTER = /^[`"'\s]{0,3}(?:\(\s{0,2}["'{\w]|\{|\s(?:with|con|avec|mit|com)\s{1,4}[a-z_]{1,32}\s{0,2}[=:]|\s[a-z_]{1,32}\s{0,2}=)/;

/** Korean: a call verb, later a request or imperative ending. */
const KO_CALL = /호출|실행|사용|이용|작동|구동|돌려|써\s{0,2}(?:줘|주)/;
const KO_REQUEST = /주세요|주십시오|주시기|하세요|하십시오|하시오|하라|해라|해\s{0,2}줘|바랍니다|할\s{0,2}것|하시기|해\s{0,2}[.!]?\s{0,2}$/;
/**
 * Japanese: a call verb, later a request or imperative ending. `ように` is a request only as
 * `…ようにして` / `…ようにお願い` or closing the sentence: `使用できるようになりました`,
 * `消えるように変更しました` report a change (a changelog names the tool).
 */
const JA_CALL = /呼び出|実行|使用|使っ|使い|利用|起動/;
const JA_REQUEST = /ください|下さい|なさい|せよ|しろ|すること|してね|して\s{0,2}[.!。]?\s{0,2}$|(?<!でき|なる|られ|れる)ように(?:して|お願い|\s{0,2}[.!。]?\s{0,2}$)/;
/**
 * Turkish (verb last, like Korean): the name, up to three words (a tool noun with its case
 * ending, an adverb), then a call verb in an order form — the bare stem (`çağır`, `kullan`,
 * `çalıştır`), the plural or polite imperative (`-ın`, `-ınız`), the necessitative of the
 * second person (`çağırmalısın`) — or its converb (`kullanarak`) with the clause closing on an
 * order (`… kayıtları sil`). Read on the shadow (`ç ğ ı ş ö ü` folded to `c g i s o u`); a
 * past or present form (`eklendi`, `çağırıyor`) is a report.
 */
const TR_STEMS = "cagir|kullan|calistir|yurut|baslat|tetikle|devreye\\s{1,4}sok";
const TR_ORDER = new RegExp(`^['\u2019]?[a-z]{0,4}\\s{1,4}(?:[a-z]{1,20}\\s{1,4}){0,3}?(?:${TR_STEMS})(?:in|iniz|un|unuz|yin|yiniz|sana|malisin|malisiniz|melisin|melisiniz)?(?![a-z])(?!\\s{0,4}(?:mi|mu)(?![a-z]))`);
const TR_CONVERB = new RegExp(`^['\u2019]?[a-z]{0,4}\\s{1,4}(?:[a-z]{1,20}\\s{1,4}){0,3}?(?:${TR_STEMS})(?:arak|erek)(?![a-z])`);
/** The word closing a Turkish clause is a finite report (past, progressive, reported past, future, aorist in -ir/-ur, passive). */
const TR_FINITE_END = /(?:di|du|ti|tu|dir|tir|dur|tur|yor|mis|mus|acak|ecek|ir|ur|lar|ler|ldi|ndi|nir|lir)\s{0,2}[.!]?\s{0,2}$/;
/** Chinese: an urging word, and a call verb right before the name. */
const ZH_URGE = /请|請|立即|马上|馬上|立刻|务必|務必|赶紧|趕緊|麻烦|麻煩|帮我|幫我|现在就|現在就|需要你|你要|你必须|你必須|你需要|给我|給我/;
const ZH_VERB_END = /(?:调用|調用|执行|執行|运行|運行|使用|呼叫|触发|觸發|启动|啟動|用)(?:一下)?\s{0,3}(?:工具\s{0,2})?$/;
/** A line label that is an instruction or a turn, right before the name. */
const INSTRUCTION_LABEL =
  /(?:^|\n)[ \t>*#-]{0,8}(?:system|user|assistant|admin|administrator|operator|developer|instruction|instructions|directive|command|task|action required|next step|step \d{1,2}|todo for (?:the )?(?:assistant|ai|agent)|sistema|instruccion|siguiente paso|consigne|prochaine etape|anweisung|nachster schritt|istruzione|prossimo passo|instrucao|proximo passo|지시|지시사항|명령|다음 단계|시스템|指示|命令|次の手順|システム|指令|下一步|系统)[ \t]{0,2}[:：][ \t]{0,4}[`"']?$/;

/** Reference words: the sentence sits in documentation of the tool. */
const DOC_CONTEXT =
  /(?<![a-z.@])(?:returns?|returned|return value|parameters?|params|arguments?|required|optional|endpoint|sdk|api|schema|example|examples|docs|documentation|reference|signature|devuelve|retorna|devolve|renvoie|retourne|restituisce|zuruck|ruckgabe|parametros?|parametres?|parametri|beispiel|ejemplo|exemple|esempio|exemplo)(?![a-z]|\.[a-z])|반환|매개변수|파라미터|인자|인수|예시|예제|戻り値|返します|返り値|パラメータ|引数|返回|参数|示例|接口/;
/** Lexicon words too common in reference prose to count as a payload (`ensuite`, `cada`, `ja`). */
const WEAK = new Set(["ya", "ja", "ora", "poi", "quindi", "ensuite", "danach", "nun", "gleich", "anschliessend", "anschließend", "em seguida", "a continuacion", "cada", "ogni", "chaque", "jede", "jeden", "todo", "toda", "tout", "toute", "tutto", "tutta", "copia", "copie", "kopie", "completo", "completa", "complet", "complete", "vollstandig", "vollstandige"]);
/** Data nouns that are the user's own records: a conversation's history and the contacts. */
const STRONG_DATA = ["historial", "cronologia", "historico", "historique", "verlauf", "chatverlauf", "gesprachsverlauf", "contactos", "contatos", "contatti", "kontakte"];
/** A payload an API page does not carry (see the module comment). */
const PAYLOAD = new RegExp(
  [
    "[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}\\.[a-z]{2,}",
    "https?:\\/\\/",
    "(?<![a-z0-9])[a-z]{2}\\d{2}\\s?(?:[a-z0-9]{4}\\s?){2,7}",
    "\\d[\\d.,' ]{0,14}\\s{0,2}(?:eur|euro|usd|chf|gbp|krw|jpy|cny|€|\\$|£|¥|₩|원|円|元|dollars?)(?![a-z])",
    `(?<![${LETTER}_])(?:${words([...LATIN_LEXICONS.flatMap((lx) => [...lx.nowWords, ...lx.blanket, ...lx.secrecy]).filter((w) => !WEAK.has(w)), ...STRONG_DATA, "now", "immediately", "right away", "at once", "all", "every", "entire", "whole", "full", "inbox", "contacts", "do not mention", "don't mention", "don't tell", "without telling", "silently", "secretly", "your answer", "your reply", "your response", "your summary"])})(?![${LETTER}_])`,
    "id_rsa|\\.ssh|\\/etc\\/|전체|모든|즉시|지금|全部|所有|立即|马上|すべて|全て|今すぐ|直ちに",
  ].join("|"),
);
/**
 * The reader's own answer named (on the shadow: lower case, accents dropped): `before answering`,
 * `in your reply`, `bevor du antwortest`, `deine Antwort`, `avant de répondre`, `ta réponse`,
 * `antes de responder`, `tu respuesta`, `sua resposta`, `prima di rispondere`, `je antwoord`,
 * `回答之前`, `回复里`, `답변하기 전`, `回答する前`. A manual's imperative speaks to a person doing a
 * task; one that reaches into the answer being written speaks to the model writing it. A
 * `before answering` with an object (`before answering a ticket`, `avant de répondre au client`)
 * is a person's task: it counts closing its clause or naming the reader's user (`CLAUSE_CLOSE`).
 * A formal `Ihre Antwort`, `su respuesta`, `sua risposta` is a letter's reader: not read.
 */
const CLAUSE_CLOSE = "(?=\\s{0,2}(?:[,.;:!]|$)|\\s{1,4}(?:to\\s{1,4})?(?:the\\s{1,4}user|dem\\s{1,4}(?:nutzer|benutzer)|a\\s{1,4}l'utilisateur|al\\s{1,4}usuario|all'utente|ao\\s{1,4}usuario)(?![a-z]))";
const ANSWER_REF = new RegExp(
  [
    // `before answering` closes its clause (`before answering, call …`) or names the reader's user;
    // `before answering a billing ticket` is a person's task in a playbook.
    `(?<![a-z])(?:before|prior to)\\s{1,4}(?:you\\s{1,4})?(?:answer|respond|repl)[a-z]{0,4}${CLAUSE_CLOSE}|(?<![a-z])your\\s{1,4}(?:answer|reply|response|summary)(?![a-z])`,
    `(?<![a-z])(?:bevor|ehe)\\s{1,4}(?:du|sie)\\s{1,4}antworte[a-z]{0,2}${CLAUSE_CLOSE}|(?<![a-z])(?:deine|deiner|deinen)\\s{1,4}antwort(?![a-z])`,
    `(?<![a-z])avant\\s{1,4}de\\s{1,4}repondre${CLAUSE_CLOSE}|(?<![a-z])(?:ta|votre)\\s{1,4}reponse(?![a-z])`,
    `(?<![a-z])antes\\s{1,4}de\\s{1,4}responder${CLAUSE_CLOSE}|(?<![a-z])(?:tu|sua|tua)\\s{1,4}(?:respuesta|resposta)(?![a-z])`,
    `(?<![a-z])prima\\s{1,4}di\\s{1,4}rispondere${CLAUSE_CLOSE}|(?<![a-z])tua\\s{1,4}risposta(?![a-z])`,
    `(?<![a-z])(?:voordat|voor)\\s{1,4}(?:je|u)\\s{1,4}antwoord[a-z]{0,2}${CLAUSE_CLOSE}|(?<![a-z])je\\s{1,4}antwoord(?![a-z])`,
    "回答之前|回复之前|回覆之前|在回复中|在回答中|回复里|回答里|답변하기\\s{0,2}전에|답변\\s{0,2}전에|回答する前に|返答する前に",
  ].join("|"),
);

/** Whether a sentence (on the shadow) names the reader's own answer (`ANSWER_REF`). */
export function aimsAtAnswer(sentence: string): boolean {
  return ANSWER_REF.test(sentence);
}

/** An address in a domain reserved for documentation (RFC 2606: `example`, `example.com`, `.test`, `.invalid`, `localhost`). */
const RESERVED_ADDRESS = /(?:[a-z0-9._%+-]{1,64}@|https?:\/\/)(?:[a-z0-9-]{1,63}\.){0,4}(?:example(?:\.(?:com|org|net))?|test|invalid|localhost)(?![a-z0-9-])/g;

/** Splits a clause into lower-case word tokens, bullets and numbering dropped. */
function tokens(clause: string): string[] {
  return clause.split(/\s+/).map((t) => t.replace(/^[*#>`'"«“(-]+|[`'"»”),.]+$/g, "")).filter((t) => t !== "" && !/^\d{1,3}[.)]?$/.test(t));
}

/** Index after the lead words from `i`. */
function skipLeads(ts: readonly string[], i: number): number {
  while (i < ts.length && LEADS.has(ts[i] as string)) i++;
  return i;
}

/** Whether the tokens from `i` to the end are gap words only. */
function gapOnly(ts: readonly string[], i: number, max = 4): boolean {
  if (ts.length - i > max) return false;
  for (let j = i; j < ts.length; j++) if (!GAP.has(ts[j] as string)) return false;
  return true;
}

/** The clause of `before` the name stands in: after the last clause break, at most 160 units back. */
function clauseBefore(before: string): string {
  const from = Math.max(0, before.length - 160);
  for (let i = before.length - 1; i >= from; i--) if (CLAUSE_BREAKS.has(before.charAt(i))) return before.slice(i + 1);
  return before.slice(from);
}

/** Whether the clause before the name opens on an imperative or a request frame with the name as object; `rest` is the sentence after the name (German puts the infinitive last). */
function latinImperative(clause: string, rest: string): boolean {
  const ts = tokens(clause);
  const i = skipLeads(ts, 0);
  const verb = ts[i];
  if (verb === undefined) return false;
  if (IMPERATIVES.has(verb) && gapOnly(ts, i + 1)) return true;
  if (SIE_VERBS.has(verb) && ts[i + 1] === "sie" && gapOnly(ts, i + 2)) return true;
  return REQUEST_FRAMES.some((frame) => frameThenVerb(ts, i, frame, rest));
}

/**
 * Whether the tokens at `i` spell `frame` (`could you`, `the assistant should`) and then, past
 * filler, an infinitive or imperative with only the gap to the name after it — or, German's
 * verb last (`du musst jetzt transfer_funds aufrufen`), the verb after the name in `rest`.
 */
function frameThenVerb(ts: readonly string[], i: number, frame: readonly string[], rest: string): boolean {
  if (!frame.every((w, j) => ts[i + j] === w)) return false;
  const k = skipLeads(ts, i + frame.length);
  const inf = ts[k];
  if (inf !== undefined && (INFINITIVES.has(inf) || IMPERATIVES.has(inf)) && gapOnly(ts, k + 1)) return true;
  return gapOnly(ts, k) && DE_FINAL.test(rest);
}

/** Whether the clause before the name opens on the reader named as the subject of a modal, then an infinitive (or German's verb last) with the name as object. */
function aiSubject(clause: string, rest: string): boolean {
  const ts = tokens(clause);
  const i = skipLeads(ts, 0);
  return (aiSubjectFrames().get(ts[i] ?? "") ?? []).some((frame) => frameThenVerb(ts, i, frame, rest));
}

/**
 * The frame in which the name at `[at, at + length)` of `view` is directed at the reader, or
 * `null` when the sentence `[s, e)` of the shadow `view` only mentions it. Never throws.
 */
export function toolFrame(view: string, s: number, e: number, at: number, length: number): ToolFrame | null {
  addRussian();
  const before = view.slice(Math.max(s, at - 240), at);
  const line = view.slice(Math.max(view.lastIndexOf("\n", at - 1) + 1, at - 120), at);
  const rest = view.slice(at + length, e);
  if (ADDRESSEE.test(before) && (ANY_CALL_VERB.test(view.slice(s, e)) || ARG_AFTER.test(rest))) return "addressee";
  if (INSTRUCTION_LABEL.test(line) && ARG_AFTER.test(rest)) return "instruction line";
  let frame: ToolFrame | null = null;
  if (aiSubject(clauseBefore(before), rest)) return "ai subject";
  if (latinImperative(clauseBefore(before), rest)) frame = "imperative";
  else {
    const ko = KO_CALL.exec(rest);
    const ja = JA_CALL.exec(rest);
    if (ko !== null && KO_REQUEST.test(rest.slice(ko.index))) frame = "request";
    else if (ja !== null && JA_REQUEST.test(rest.slice(ja.index))) frame = "request";
    else {
      const clause = clauseBefore(before);
      // A code name's quote or backtick stands between the verb and the name (`调用 \`lookup_user\``).
      if (ZH_URGE.test(clause) && ZH_VERB_END.test(clause.replace(/[`'"“‘「『\s]+$/, "").slice(-16))) frame = "request";
    }
  }
  if (frame === null && (TR_ORDER.test(rest) || (TR_CONVERB.test(rest) && !TR_FINITE_END.test(rest)))) frame = "request";
  if (frame === null) return null;
  const context = view.slice(Math.max(0, s - 200), Math.min(view.length, e + 200));
  if (!DOC_CONTEXT.test(context)) return frame;
  const sentence = view.slice(s, Math.min(view.length, e + 80)).replace(RESERVED_ADDRESS, " ");
  return PAYLOAD.test(sentence) ? frame : null;
}

/** Every regex this module runs on attacker text (for the linear-time proofs). */
export const TOOL_FRAME_PATTERNS: readonly RegExp[] = [ANSWER_REF, DE_FINAL, ADDRESSEE, ANY_CALL_VERB, ARG_AFTER, KO_CALL, KO_REQUEST, JA_CALL, JA_REQUEST, TR_ORDER, TR_CONVERB, TR_FINITE_END, ZH_URGE, ZH_VERB_END, INSTRUCTION_LABEL, DOC_CONTEXT, PAYLOAD, RESERVED_ADDRESS];
