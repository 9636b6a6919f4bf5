/**
 * German roles for the boundary's detectors (`types.ts`), written from the grammar: verbs as
 * infinitives, every order form derived by `conjugate` (du imperative with and without `-e`,
 * ihr, the Sie form, the infinitive of a written order); the view folds `ü` to `u` and keeps `ß`.
 */
import type { LatinLexicon } from "./types.js";

const IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  vergessen: ["vergiss", "vergesst"],
  geben: ["gib", "gebt"],
  empfehlen: ["empfiehl", "empfehlt"],
  sprechen: ["sprich"],
  lesen: ["lies"],
  nehmen: ["nimm"],
  befolgen: ["befolge", "befolg"],
  verwerfen: ["verwirf"],
  ubergehen: ["ubergeh", "ubergehe"],
  senden: ["sende", "sendet"],
  nennen: ["nenne", "nennt"],
  schreiben: ["schreib", "schreibe"],
  antworten: ["antworte", "antwortet"],
};

/** Every order form of a German infinitive. */
export function conjugateDe(inf: string): readonly string[] {
  const s = inf.endsWith("en") ? inf.slice(0, -2) : inf.slice(0, -1);
  return [`${s}e`, s, `${s}t`, `${inf} sie`, inf, ...(IRREGULAR[inf] ?? [])];
}

export const DE: LatinLexicon = {
  lang: "de",
  markers: ["der", "die", "das", "und", "ist", "nicht", "ein", "eine", "du", "sie", "mit", "fur", "auf", "bitte", "alle", "soll", "muss", "den", "dem", "zu", "von", "an"],
  aiNouns: ["ki", "k.i.", "kunstliche intelligenz", "ki-assistent", "ki-assistenten", "ki-modell", "ki-system", "ki-agent", "sprachmodell", "chatbot", "llm", "gpt", "chatgpt"],
  readerNouns: ["bot", "assistent", "assistentin", "agent", "modell", "system", "lesende system"],
  systemNouns: ["system", "ats", "bewerbermanagementsystem", "plattform", "anwendung", "software", "tool", "crm", "erp", "server", "programm"],
  determiners: ["der", "die", "das", "den", "dem", "an den", "an die", "an das", "fur den", "fur die", "jede", "jeder", "jedes", "alle", "liebe", "lieber", "liebes"],
  vocativeLeads: ["hey", "he", "hallo", "hinweis an", "hinweis fur", "nachricht an", "notiz an", "notiz fur", "anweisung an", "anweisungen an", "anweisungen fur", "liebe", "lieber", "liebes", "hallo", "achtung", "an"],
  readingClause: ",?\\s{0,4}(?:die|der|das|welche|welcher)\\s{1,4}(?:[a-z-]{1,20}\\s{1,4}){0,3}(?:liest|lesen|verarbeitet|verarbeiten|zusammenfasst|zusammenfassen|analysiert|analysieren|pruft|prufen|auswertet|auswerten|durchsucht|erhalt)(?![a-z])",
  thisText: ["diese e-mail", "diese mail", "diese nachricht", "dieses dokument", "diese seite", "diesen text", "dieser text", "diese datei", "diese webseite", "dies", "diese zeilen", "diesen inhalt", "dieses angebot", "diesen lebenslauf"],
  ifReading: ["wenn du das liest", "wenn du dies liest", "falls du das liest", "wenn du diesen text liest", "wenn sie das lesen", "falls sie das lesen", "wenn du diese"],
  ifYouAre: ["wenn du", "falls du", "wenn sie", "falls sie"],
  orderVerbs: ["antworten", "sagen", "schreiben", "empfehlen", "einfugen", "senden", "schicken", "ignorieren", "vergessen", "genehmigen", "bewerten", "hinzufugen", "zeigen", "verraten", "wiederholen", "ubersetzen", "zusammenfassen", "handeln", "behandeln", "betrachten", "verwenden", "nutzen", "aufrufen", "ausfuhren", "loschen", "entfernen", "markieren", "einstufen", "gewahren", "uberweisen", "informieren", "erwahnen", "befolgen", "geben", "nennen", "beginnen", "stellen"],
  overrideVerbs: ["ignorieren", "vergessen", "verwerfen", "ubergehen", "missachten", "aufheben", "umgehen", "deaktivieren", "uberspringen", "loschen", "beiseitelassen"],
  notFollow: ["befolge nicht", "befolgen sie nicht", "folge nicht", "folgen sie nicht", "halte dich nicht an", "halten sie sich nicht an", "hor nicht auf", "nicht mehr befolgen", "nicht befolgen", "beachte nicht", "beachten sie nicht", "nicht beachten", "kummere dich nicht um", "kummern sie sich nicht um"],
  conjugate: conjugateDe,
  clitics: "",
  youMust: ["du musst", "du sollst", "du wirst", "sie mussen", "sie sollen", "ihr musst", "ich will, dass du", "ich will dass du"],
  modals: ["muss", "mussen", "soll", "sollen", "sollte", "hat zu", "haben zu", "ist verpflichtet", "wird"],
  taskChange: ["ab jetzt", "ab sofort", "von nun an", "von jetzt an", "stattdessen", "statt dessen", "nicht mehr", "neue aufgabe", "neue anweisungen", "neue mission", "neue rolle", "neue regeln", "neue identitat", "neues ziel"],
  yours: ["deine", "deinen", "deiner", "dein", "ihre", "ihren", "eure"],
  instructionNouns: ["anweisungen", "anweisung", "vorgaben", "vorgabe", "richtlinien", "richtlinie", "regeln", "instruktionen", "befehle", "prompt", "systemprompt", "system-prompt", "konfiguration", "programmierung", "einschrankungen", "filter", "grenzen"],
  earlierAdjectives: ["bisherigen", "vorherigen", "fruheren", "ursprunglichen", "alten", "obigen", "anfanglichen", "aktuellen", "erhaltenen"],
  received: ["die du erhalten hast", "die du bekommen hast", "die man dir gegeben hat", "die dir gegeben wurden", "die sie erhalten haben"],
  everything: ["alles bisherige", "alles vorherige", "alles oben", "alles, was man dir gesagt hat", "alles was man dir gesagt hat", "was man dir gesagt hat", "alles, was du weißt", "alles was du weißt"],
  voidPredicates: ["gelten nicht mehr", "gilt nicht mehr", "sind aufgehoben", "ist aufgehoben", "sind ungultig", "ist ungultig", "sind hinfallig", "sind nichtig", "wurden aufgehoben", "wurden widerrufen", "sind widerrufen", "sind ausser kraft", "zahlen nicht mehr", "als aufgehoben", "als ungultig", "als nichtig"],
  realAdjectives: ["eigentliche", "wahre", "echte", "einzige", "neue", "aktuelle", "wirkliche"],
  taskNouns: ["aufgabe", "mission", "rolle", "auftrag", "funktion", "ziel", "prioritat"],
  outranks: ["haben vorrang vor", "hat vorrang vor", "gehen vor", "geht vor", "ersetzen", "ersetzt", "uberschreiben", "uberschreibt", "stehen uber", "steht uber"],
  principals: ["betreibers", "betreiber", "entwicklers", "entwickler", "administrators", "systems", "nutzers", "ki", "assistenten", "modells"],
  authority: ["im auftrag des entwicklers", "im auftrag des betreibers", "im namen des entwicklers", "im namen des betreibers", "entwicklermodus aktiviert", "adminmodus aktiviert", "betrachte dich als neu zugewiesen", "du wurdest neu zugewiesen", "du wurdest umprogrammiert", "ich bin dein neuer betreiber", "ich bin dein entwickler"],
  secrecy: ["ohne es dem nutzer zu sagen", "ohne den nutzer zu informieren", "ohne den benutzer zu informieren", "ohne es zu erwahnen", "ohne dass der nutzer es merkt", "ohne dass es jemand merkt", "sag dem nutzer nichts", "sag es dem nutzer nicht", "erwahne nicht", "erwahnen sie nicht", "heimlich", "unauffallig", "im geheimen", "ohne spuren"],
  sendVerbs: ["senden", "schicken", "weiterleiten", "ubermitteln", "exportieren", "teilen", "verraten", "veroffentlichen", "hochladen", "anhangen", "kopieren", "offenlegen", "zeigen", "wiederholen"],
  callVerbs: ["aufrufen", "ausfuhren", "verwenden", "nutzen", "starten", "auslosen"],
  dataNouns: ["passwort", "passworter", "kennwort", "zugangsdaten", "schlussel", "token", "verlauf", "gesprachsverlauf", "chatverlauf", "e-mails", "kontakte", "adressbuch", "personliche daten", "nutzerdaten", "kundendaten", "bewerberdaten", "daten aller", "bankdaten", "kreditkarte", "konto", "iban", "systemprompt", "lebenslaufe", "kundenliste", "datenbank", "nachrichten"],
  grantVerbs: ["genehmigen", "bewilligen", "freigeben", "erstatten", "akzeptieren", "gewahren"],
  grantObjects: ["erstattung", "erstattungen", "uberweisung", "uberweisungen", "zahlung", "zahlungen", "kredit", "zugriff", "zugange", "antrage", "rechnung", "rechnungen", "auszahlung", "auszahlungen"],
  response: ["deine antwort", "deine antworten", "jede antwort", "die antwort", "antworte nur", "antworte ausschließlich", "antworte mit", "antworten sie nur", "beginne deine antwort"],
  noticeFrame: ["mitteilung", "hinweis", "ankundigung", "bekanntmachung", "aktualisierung", "update", "rundschreiben"],
  noticeNow: ["ab sofort", "mit sofortiger wirkung", "ab heute", "bis auf weiteres", "von nun an"],
  mention: ["zum beispiel", "beispielsweise", "satze wie", "formulierungen wie", "erkennen", "erkennung", "angriff", "angriffe", "angreifer", "prompt injection", "prompt-injection", "beispiel fur", "beispiele fur", "klassifikator"],
  topicPrepositions: ["zu", "zum", "zur", "uber", "fur", "bezuglich", "aus der", "aus dem", "der", "des", "auf der"],
  blanket: ["alle", "alles", "samtliche", "kopie", "vollstandig", "vollstandige", "ganze", "jede", "jeden"],
  roleNouns: ["rolle", "auftrag", "aufgabe", "mission", "funktion", "persona", "briefing", "zustandigkeit", "arbeitsauftrag", "position"],
  shedVerbs: ["legen ab", "geben auf", "vergessen", "verlassen", "lassen fallen", "lassen beiseite", "streichen", "beenden", "ablegen", "aufgeben"],
  toYou: ["die dir", "die man dir", "den dir", "den man dir", "das dir", "das man dir", "die ihnen", "den ihnen", "die du"],
  callThird: ["fuhrt", "ruft", "startet", "lost", "nutzt", "verwendet", "benutzt", "setzt", "tatigt", "veranlasst"],
  nowWords: ["jetzt", "sofort", "umgehend", "unverzuglich", "anschliessend", "anschließend", "als nachstes", "nun", "danach", "gleich", "ab sofort"],
  toPrepositions: ["an", "fur", "an alle", "fur alle", "an jede", "an jedes", "an jeden", "an die", "an den", "fur die", "fur den", "zu handen der", "zu handen des", "z. hd."],
  plural: (n) => [`${n}e`, `${n}en`, `${n}n`],
};
