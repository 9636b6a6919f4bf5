/**
 * Italian roles for the boundary's detectors (`types.ts`), written from the grammar: verbs as
 * infinitives, every order form derived by `conjugate` (tu imperative, Lei and loro
 * subjunctives, voi imperative, the infinitive of a negative order and of a written order,
 * the gerund).
 */
import type { LatinLexicon } from "./types.js";

/** A -care / -gare stem keeps its hard sound before `i` and `e` (`dimentic` → `dimentichi`). */
const hard = (s: string) => (s.endsWith("c") || s.endsWith("g") ? `${s}h` : s);

const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  dire: ["di'", "dimmi", "digli", "dille", "dica", "dicano", "dite"],
  fare: ["fa'", "fai", "faccia", "facciano", "fate"],
  seguire: ["segui", "segua", "seguano", "seguite"],
  tenere: ["tieni", "tenga", "tengano"],
  porre: ["poni", "ponga"],
  inserire: ["inserisci", "inserisca", "inseriscano"],
  obbedire: ["obbedisci", "obbedisca", "obbediscano"],
  eseguire: ["esegui", "esegua", "eseguano"],
  trasferire: ["trasferisci", "trasferisca", "trasferiscano"],
};

/** Every order form of an Italian infinitive. */
export function conjugateIt(inf: string): readonly string[] {
  const s = inf.slice(0, -3);
  const end = inf.slice(-3);
  const regular =
    end === "are"
      ? [`${s}a`, `${hard(s)}i`, `${hard(s)}ino`, `${s}ate`, inf, `${s}ando`, `${s}ar`]
      : [`${s}i`, `${s}a`, `${s}ano`, `${s}${end === "ere" ? "ete" : "ite"}`, inf, `${s}endo`, `${s}${end.slice(0, 2)}`];
  return [...regular, ...(IRREGULAR[inf] ?? [])];
}

export const IT: LatinLexicon = {
  lang: "it",
  markers: ["che", "il", "gli", "della", "delle", "dei", "del", "per", "una", "questo", "questa", "sei", "ora", "tutto", "tutti", "non", "sono", "deve", "ciao", "nota", "solo", "con", "senza", "la", "le", "di", "e", "un", "al", "alla"],
  aiNouns: ["ia", "i.a.", "intelligenza artificiale", "assistente ia", "assistente di ia", "assistente virtuale", "assistente ai", "modello linguistico", "modello di linguaggio", "modello di ia", "chatbot", "llm", "gpt", "chatgpt", "agente ia", "agente di ia", "sistema di ia"],
  readerNouns: ["bot", "assistente", "agente", "modello", "sistema", "lettore automatico", "robot"],
  systemNouns: ["sistema", "piattaforma", "ats", "applicazione", "software", "gestionale", "crm", "erp", "server", "programma"],
  determiners: ["il", "lo", "la", "l'", "i", "gli", "le", "al", "allo", "alla", "all'", "ai", "agli", "alle", "per il", "per la", "per l'", "qualsiasi", "ogni", "caro", "cara", "gentile"],
  vocativeLeads: ["ehi", "ehila", "hey", "ei", "nota per", "nota all'", "nota al", "messaggio per", "messaggio all'", "avviso per", "istruzioni per", "promemoria per", "caro", "cara", "gentile", "ciao", "attenzione", "all'attenzione di", "all'attenzione del", "all'attenzione dell'"],
  readingClause: "che\\s{1,4}(?:(?:sta|stai|stanno|stia|sia)\\s{1,4})?(?:legge|legga|leggi|leggendo|elabora|elabori|elaborando|riassume|riassuma|riassumendo|analizza|analizzi|analizzando|esamina|esamini|esaminando|riceve|riceva|processa|processi|processando)(?![a-z])",
  thisText: ["questa email", "questa e-mail", "questa mail", "questo messaggio", "questo documento", "questa pagina", "questo testo", "questo file", "questo sito", "questo", "queste righe", "questo contenuto", "questa offerta", "questo cv", "questo curriculum"],
  ifReading: ["se stai leggendo", "se sta leggendo", "se leggi", "se stai elaborando", "se stai riassumendo", "se stai analizzando"],
  ifYouAre: ["se sei", "se lei e", "se tu sei"],
  orderVerbs: ["rispondere", "dire", "scrivere", "consigliare", "raccomandare", "includere", "inviare", "inoltrare", "ignorare", "dimenticare", "approvare", "valutare", "aggiungere", "mostrare", "rivelare", "ripetere", "tradurre", "riassumere", "agire", "trattare", "considerare", "usare", "utilizzare", "chiamare", "eseguire", "cancellare", "eliminare", "segnare", "classificare", "concedere", "trasferire", "informare", "omettere", "restituire", "seguire", "obbedire", "fare", "mettere", "iniziare", "cominciare", "terminare", "assicurare", "inserire", "citare", "menzionare", "indicare"],
  overrideVerbs: ["ignorare", "dimenticare", "scartare", "omettere", "tralasciare", "disattendere", "annullare", "saltare", "aggirare", "disattivare", "abbandonare", "trascurare", "cancellare", "accantonare"],
  notFollow: ["lascia perdere", "lasci perdere", "lasciate perdere", "lasciar perdere", "lascia stare", "lasci stare", "metti da parte", "metta da parte", "mettete da parte", "non badare a", "non badi a", "non badate a", "fregatene di", "scordati di", "scordatevi di", "non seguire", "non segua", "non seguano", "non seguite", "non obbedire", "non obbedisca", "non rispettare", "non rispetti", "non rispettate", "non applicare", "non applichi", "non tenere conto", "non tenga conto", "non tenete conto", "smetti di seguire", "smetta di seguire", "smettete di seguire", "smettere di seguire", "non dare retta", "non dia retta", "non date retta", "non seguire piu", "non considerare", "non consideri"],
  conjugate: conjugateIt,
  clitics: "(?:glielo|gliela|glieli|lo|la|li|le|gli|mi|ci|ne)?",
  youMust: ["devi", "dovrai", "dovresti", "hai da", "ti chiedo di", "voglio che tu"],
  modals: ["deve", "devono", "dovra", "dovranno", "dovrebbe", "ha da", "e tenuto a", "e tenuta a", "e obbligato a", "ha il compito di", "e chiamato a"],
  taskChange: ["d'ora in poi", "da ora in poi", "d'ora in avanti", "da adesso", "da questo momento", "da ora", "al posto di", "invece", "non piu", "nuovo compito", "nuove istruzioni", "nuova missione", "nuovo ruolo", "nuove regole", "nuova identita", "nuovo obiettivo"],
  yours: ["tue", "tuoi", "tua", "tuo", "le tue", "i tuoi", "sue", "suoi", "vostre", "vostri"],
  instructionNouns: ["istruzioni", "istruzione", "indicazioni", "indicazione", "direttive", "direttiva", "regole", "norme", "linee guida", "consegne", "ordini", "prompt", "prompt di sistema", "configurazione", "programmazione", "restrizioni", "filtri", "limiti", "disposizioni"],
  earlierAdjectives: ["precedenti", "precedente", "originali", "originale", "iniziali", "iniziale", "di prima", "sopra", "vecchie", "attuali", "di sistema", "ricevute", "precedentemente ricevute"],
  received: ["che hai ricevuto", "che ti hanno dato", "che ti ha dato", "che ti ho dato", "che ti abbiamo dato", "che ti sono state date", "che ti sono stati dati", "ricevute in precedenza", "ricevute prima", "che ti hanno fornito", "che ti ha fornito", "che ha ricevuto"],
  everything: ["tutto quanto sopra", "quanto sopra", "tutto cio che ti hanno detto", "quello che ti hanno detto", "tutto quello che ti hanno detto", "tutto quello che sai", "tutto quanto detto"],
  voidPredicates: ["non sono piu valide", "non sono piu validi", "non e piu valida", "non valgono piu", "non vale piu", "non si applicano piu", "non si applica piu", "non contano piu", "sono annullate", "sono annullati", "e annullata", "sono state annullate", "sono state revocate", "sono revocate", "sono decadute", "sono nulle", "sono superate", "sono state sostituite", "non hanno piu effetto", "sono prive di effetto", "come annullate", "come annullati", "come nulle", "come revocate"],
  realAdjectives: ["vero", "vera", "reale", "unico", "unica", "autentico", "autentica", "nuovo", "nuova", "attuale", "principale"],
  taskNouns: ["compito", "missione", "funzione", "lavoro", "obiettivo", "incarico", "ruolo", "priorita", "istruzione"],
  outranks: ["prevalgono su", "prevale su", "hanno la precedenza su", "ha la precedenza su", "hanno priorita su", "ha priorita su", "sostituiscono", "sostituisce", "annullano", "annulla", "stanno sopra"],
  principals: ["operatore", "sviluppatore", "sviluppatori", "amministratore", "creatore", "proprietario", "sistema", "utente", "ia", "assistente", "modello"],
  authority: ["per conto dello sviluppatore", "per conto dell'operatore", "per conto dell'amministratore", "su ordine dell'amministratore", "modalita sviluppatore attivata", "modalita amministratore attivata", "modalita senza restrizioni attivata", "considerati riassegnato", "considerati riassegnata", "sei stato riassegnato", "sei stata riassegnata", "sei stato riprogrammato", "sono il tuo nuovo operatore", "sono il tuo sviluppatore"],
  secrecy: ["senza dirlo all'utente", "senza dire all'utente", "senza avvisare l'utente", "senza informare l'utente", "senza menzionarlo", "senza che l'utente se ne accorga", "senza che l'utente lo sappia", "senza che nessuno se ne accorga", "non dirlo all'utente", "non dire all'utente", "non lo dica all'utente", "non menzionare", "non citare", "non informare l'utente", "di nascosto", "segretamente", "in segreto", "discretamente", "senza lasciare traccia"],
  sendVerbs: ["inviare", "inoltrare", "mandare", "trasferire", "esportare", "condividere", "rivelare", "pubblicare", "caricare", "allegare", "copiare", "trasmettere", "divulgare", "mostrare", "ripetere"],
  callVerbs: ["chiamare", "eseguire", "invocare", "richiamare", "usare lo strumento", "utilizzare lo strumento", "attivare"],
  dataNouns: ["password", "credenziali", "chiave", "chiavi", "token", "cronologia", "conversazione", "email", "contatti", "rubrica", "dati personali", "dati dell'utente", "dati dei clienti", "dati del cliente", "dati di tutti", "dati dei candidati", "dati bancari", "carta", "conto corrente", "iban", "prompt di sistema", "curriculum", "elenco dei clienti", "elenco completo", "database", "messaggi"],
  grantVerbs: ["approvare", "autorizzare", "concedere", "rimborsare", "convalidare", "accettare", "elaborare"],
  grantObjects: ["rimborso", "rimborsi", "bonifico", "bonifici", "trasferimento", "trasferimenti", "pagamento", "pagamenti", "prestito", "prestiti", "accesso", "accessi", "richieste", "fattura", "fatture", "prelievo", "prelievi"],
  response: ["la tua risposta", "le tue risposte", "ogni risposta", "la risposta", "rispondi solo", "rispondi soltanto", "risponda solo", "rispondi con", "risponda con", "rispondi all'utente", "inizia la tua risposta", "comincia la tua risposta"],
  noticeFrame: ["comunicato", "bollettino", "nota informativa", "avviso", "comunicazione", "aggiornamento", "annuncio", "notifica", "circolare"],
  noticeNow: ["con effetto immediato", "a partire da oggi", "da oggi", "da subito", "d'ora in poi", "fino a nuovo avviso"],
  mention: ["per esempio", "ad esempio", "frasi come", "espressioni come", "rilevare", "rilevamento", "rileva", "attacco", "attacchi", "attaccante", "attaccanti", "prompt injection", "iniezione di prompt", "esempio di", "esempi di", "classificatore"],
  topicPrepositions: ["su", "sul", "sulla", "riguardo a", "riguardo al", "relative a", "relative al", "circa", "della", "del", "dello", "dell'", "dei", "delle", "per la", "per il", "stampate su", "di questo", "di questa"],
  blanket: ["tutti", "tutte", "tutto", "tutta", "copia", "completo", "completa", "intero", "intera", "ogni"],
  roleNouns: ["ruolo", "compito", "incarico", "mansione", "missione", "funzione", "personaggio", "mandato", "brief"],
  shedVerbs: ["mettere da parte", "abbandonare", "dimenticare", "lasciare", "lasciare perdere", "accantonare", "rinunciare a", "smettere"],
  toYou: ["che ti", "che vi", "che le", "che ti e", "che hai ricevuto", "che ti hanno"],
  callThird: ["esegue", "chiama", "invoca", "usa", "utilizza", "lancia", "avvia", "attiva"],
  nowWords: ["ora", "adesso", "subito", "immediatamente", "quindi", "poi", "senza indugio"],
  toPrepositions: ["per", "a", "al", "ai", "agli", "all'", "alla", "per gli", "per il", "per i", "per la", "per l'", "a tutti gli", "per tutti gli", "a tutte le", "a ogni", "per ogni"],
  plural: (n) => (/[eo]$/.test(n) ? [`${n.slice(0, -1)}i`] : /a$/.test(n) ? [`${n.slice(0, -1)}e`] : []),
};
